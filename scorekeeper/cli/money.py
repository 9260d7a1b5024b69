"""Balances and who pays whom as ``settle`` prints them; the figures are worked out in
:mod:`scorekeeper.core.figures` (one rule for every output, docs/format.md «Exact balances»).

Each balance is shown to its nearest cent, exactly beside it where it is not a whole number of
cents (``settle --json``: ``balance`` and ``balance_exact``, integers or fractions as text like
``"-4/3"``).  Who pays whom (docs/format.md «Who pays whom»): ``pairs`` pair by pair and
``transfers`` the fewest transfers (:mod:`scorekeeper.core.transfers`), in money with ``--price``,
else in the game's unit, in whole cents that add up to zero; where that moves a cent from a
balance shown, a line says so (``adjustment``).
"""

from __future__ import annotations

import math
from typing import Any

from scorekeeper.core.figures import Shown, money_text, payments
from scorekeeper.errors import InvalidError

__all__ = ["MAX_PRICE", "Shown", "balances", "check_price", "money_text", "print_who_pays_whom"]

MAX_PRICE = 1_000_000


def check_price(price: float) -> None:
    if not math.isfinite(price) or not 0 <= price <= MAX_PRICE:
        raise InvalidError("the price must be a number from 0 to 1,000,000", key="--price",
                           value=price, expected=f"a finite number from 0 to {MAX_PRICE:,}")


def balances(settlement: Any, price: float | None = None) -> Shown:
    """The settlement's figures and payments (:func:`scorekeeper.core.figures.payments`)."""
    return payments(settlement, price)


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
    if shown.adjustment:
        con.print(escape(shown.adjustment))
