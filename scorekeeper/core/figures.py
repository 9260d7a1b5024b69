"""Figures as printed: balances rounded to cents so that a zero-sum settlement still sums to zero.

Every game hands its settlement over exactly (``Settlement.exact``): preferans's third of a whist,
a total against the average of three players (:func:`against_average`).  Printed — on the
terminal, in ``--json``, on the drawn sheet — each balance is rounded to two decimals; where the
exact balances sum to zero the rounding is by largest remainder, so the printed ones sum to
exactly zero too (docs/format.md «Exact balances»).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from decimal import Decimal
from fractions import Fraction
from typing import Any

CENTS = 100


def against_average(totals: Mapping[str, Any]) -> dict[str, Fraction]:
    """Each total less the average of all, exactly (``Fraction(total) - Fraction(sum, n)``): a
    third of a point stays a third, so the balances sum to exactly zero.  Rounding them for print
    is :func:`rounded`'s, for every game alike."""
    exact = {k: _fraction(v) for k, v in totals.items()}
    if not exact:
        return {}
    mean = sum(exact.values(), Fraction(0)) / len(exact)
    return {k: v - mean for k, v in exact.items()}


def exact_stake(stake: float) -> Fraction:
    """An agreed stake (an option, a float) as the exact decimal it was written as: 0.1 is 1/10."""
    return Fraction(repr(float(stake)))


def exact_values(settlement: Any) -> dict[str, Fraction]:
    src = getattr(settlement, "exact", None) or settlement.balance
    return {k: _fraction(v) for k, v in src.items()}


def _fraction(v: Any) -> Fraction:
    """A balance as an exact number.  A game that hands over floats keeps whole points and
    penalties of at most two decimals, so its balances are whole cents: a float's last-bit error
    from adding them up (0.1 + 0.2) is dropped by taking the nearest cent."""
    if isinstance(v, Fraction):
        return v
    if isinstance(v, float):
        if not math.isfinite(v):
            return Fraction(0)
        exact = Fraction(repr(v))
        return exact if (exact * CENTS).denominator == 1 else Fraction(v).limit_denominator(CENTS)
    return Fraction(v)


def rounded(values: dict[str, Fraction]) -> dict[str, int | float]:
    """Each value to cents, half to even; if they sum to zero exactly, the cents are handed out by
    largest remainder so the rounded values sum to zero as well."""
    return {k: _number(c) for k, c in rounded_cents(values).items()}


def from_cents(c: int) -> int | float:
    """Whole cents as the number printed: 1250 → 12.5, 1200 → 12."""
    return _number(c)


def exact_number(v: Any) -> Fraction:
    """One balance (or amount) as an exact number, as :func:`exact_values` reads it."""
    return _fraction(v)


def rounded_cents(values: dict[str, Fraction]) -> dict[str, int]:
    """:func:`rounded` in whole cents (integers)."""
    scaled = {k: v * CENTS for k, v in values.items()}
    cents = {k: round(v) for k, v in scaled.items()}
    total = round(sum(scaled.values(), Fraction(0)))
    short = total - sum(cents.values())
    order = list(values)
    if short:
        step = 1 if short > 0 else -1
        rank = sorted(order, key=lambda k: (-(scaled[k] - cents[k]) * step, order.index(k)))
        for k in rank[: abs(short)]:
            cents[k] += step
    return cents


def _number(c: int) -> int | float:
    if c % CENTS == 0:
        return c // CENTS
    return float(Decimal(c) / CENTS)  # shortest repr is the decimal itself: 12.33


def exact_text(v: Fraction) -> int | str:
    return v.numerator if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def shown_balances(settlement: Any) -> dict[str, int | float]:
    """A settlement's balances as every output prints them."""
    return rounded(exact_values(settlement))


def whole(x: float) -> float | int:
    """A figure as the sheet writes it: 16.0 → 16, a fraction such as 16.5 stays."""
    return int(x) if float(x).is_integer() else x
