"""Balances as printed: exact values, and decimals rounded to cents that still sum to zero.

A game that keeps fractions (preferans: a third of a whist is common) hands its settlement over
exactly (``Settlement.exact``).  Printed, each balance is rounded to two decimals; where the exact
balances sum to zero the rounding is by largest remainder, so the printed ones sum to exactly zero
too (docs/format.md "Exact balances").  ``settle --json`` prints both: ``balance`` (those decimals)
and, when some balance is not a whole number of cents, ``balance_exact`` (integers, or fractions
as text like ``"-4/3"``).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scorekeeper.core.figures import CENTS, exact_text, exact_values, rounded
from scorekeeper.errors import InvalidError

MAX_PRICE = 1_000_000


@dataclass
class Shown:
    balance: dict[str, int | float]  # rounded to cents; zero-sum where the exact ones are
    exact: dict[str, int | str]  # integers, or "p/q"
    money: dict[str, int | float] | None  # balance × price, rounded the same way
    inexact: bool  # some balance is not a whole number of cents


def check_price(price: float) -> None:
    if not math.isfinite(price) or not 0 <= price <= MAX_PRICE:
        raise InvalidError("the price must be a number from 0 to 1,000,000", key="--price",
                           value=price, expected=f"a finite number from 0 to {MAX_PRICE:,}")


def balances(settlement: Any, price: float | None = None) -> Shown:
    ex = exact_values(settlement)
    money = None
    if price is not None:
        p = Fraction(repr(float(price)))
        money = rounded({k: v * p for k, v in ex.items()})
    inexact = any((v * CENTS).denominator != 1 for v in ex.values())
    return Shown(rounded(ex), {k: exact_text(v) for k, v in ex.items()}, money, inexact)
