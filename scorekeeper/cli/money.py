"""Balances as printed: exact values, and decimals rounded to cents that still sum to zero.

Every game hands its settlement over exactly (``Settlement.exact``: preferans's third of a whist,
a total against the average of three players).  Printed, each balance is rounded to two
decimals; where the exact balances sum to zero the rounding is by largest remainder, so the
printed ones sum to exactly zero too (docs/format.md "Exact balances").  ``settle --json`` prints both: ``balance`` (those decimals)
and, when some balance is not a whole number of cents, ``balance_exact`` (integers, or fractions
as text like ``"-4/3"``).

Who pays whom (docs/format.md «Who pays whom»): ``pairs`` pair by pair and ``transfers`` the
fewest transfers (:mod:`scorekeeper.core.transfers`), in money with ``--price``, else in the
game's unit, each in whole cents that add up exactly to the rounded balances.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scorekeeper.core.figures import (
    CENTS,
    exact_number,
    exact_text,
    exact_values,
    from_cents,
    rounded,
    rounded_cents,
)
from scorekeeper.errors import InvalidError

MAX_PRICE = 1_000_000


@dataclass
class Shown:
    balance: dict[str, int | float]  # rounded to cents; zero-sum where the exact ones are
    exact: dict[str, int | str]  # integers, or "p/q"
    money: dict[str, int | float] | None  # balance × price, rounded the same way
    inexact: bool  # some balance is not a whole number of cents
    #: (payer, payee, amount) pair by pair and as the fewest transfers, in money with a price,
    #: else in the game's unit; None where the balances do not sum to zero
    pairs: list[tuple[str, str, int | float]] | None = None
    transfers: list[tuple[str, str, int | float]] | None = None
    total: int | float = 0  # the printed balances added up (0 for every zero-sum game)
    money_total: int | float = 0  # the printed money added up


def check_price(price: float) -> None:
    if not math.isfinite(price) or not 0 <= price <= MAX_PRICE:
        raise InvalidError("the price must be a number from 0 to 1,000,000", key="--price",
                           value=price, expected=f"a finite number from 0 to {MAX_PRICE:,}")


def balances(settlement: Any, price: float | None = None) -> Shown:
    ex = exact_values(settlement)
    p = Fraction(repr(float(price))) if price is not None else Fraction(1)
    money = rounded({k: v * p for k, v in ex.items()}) if price is not None else None
    inexact = any((v * CENTS).denominator != 1 for v in ex.values())
    shown = Shown(rounded(ex), {k: exact_text(v) for k, v in ex.items()}, money, inexact)
    cents = rounded_cents({k: v * p for k, v in ex.items()})
    shown.total = from_cents(sum(rounded_cents(ex).values()))
    shown.money_total = from_cents(sum(cents.values()))
    if sum(ex.values(), Fraction(0)) != 0:
        return shown  # not zero-sum: nobody can be squared by transfers
    from scorekeeper.core import transfers as tr

    own = getattr(settlement, "pairs", None)
    exact_pairs = ([(a, b, exact_number(x)) for a, b, x in own] if own
                   else tr.pair_amounts(ex))
    pairs = tr.rounded_pairs([(a, b, x * p * CENTS) for a, b, x in exact_pairs], cents)
    shown.pairs = [(a, b, from_cents(c)) for a, b, c in pairs if c]
    shown.transfers = [(a, b, from_cents(c)) for a, b, c in tr.fewest_transfers(cents)]
    return shown


def money_text(x: int | float) -> str:
    """Money as printed: always to the cent (17.40, −2.05, 0.00)."""
    text = f"{abs(x):.2f}"
    return ("−" + text) if x < 0 else text


def print_who_pays_whom(shown: Any, unit: str, price: float | None) -> None:
    """Pair by pair (with a price) and the fewest transfers, under the balance table."""
    if shown.transfers is None:
        return
    from rich.markup import escape

    from scorekeeper.cli.common import console, fmt

    con = console()
    what = "money" if price is not None else f"{unit}s"
    amount = money_text if price is not None else fmt
    if price is not None and shown.pairs is not None:
        con.print(f"[bold]pair by pair ({what})[/]")
        for a, b, x in shown.pairs or ():
            con.print(f"  {escape(a)} pays {escape(b)} {amount(x)}")
        if not shown.pairs:
            con.print("  nobody owes anybody")
    con.print(f"[bold]fewest transfers ({what})[/]")
    for a, b, x in shown.transfers:
        con.print(f"  {escape(a)} pays {escape(b)} {amount(x)}")
    if not shown.transfers:
        con.print("  nobody owes anybody")
