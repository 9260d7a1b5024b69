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

from typing import Any

from scorekeeper.core.figures import Shown, money_text, payments
from scorekeeper.i18n import _

__all__ = ["Shown", "balances", "money_text", "who_pays_whom"]

def balances(settlement: Any, price: float | None = None) -> Shown:
    """The settlement's figures and payments (:func:`scorekeeper.core.figures.payments`)."""
    return payments(settlement, price)


def who_pays_whom(shown: Any, unit: str, price: float | None) -> list[str]:
    """Pair by pair (with a price) and the fewest transfers, under the balance table."""
    if shown.transfers is None:
        return []
    from rich.markup import escape

    from scorekeeper.views.text import fmt, units

    out = []
    what = _("money") if price is not None else units(unit)
    amount = money_text if price is not None else fmt

    def pays(a: str, b: str, x: Any) -> str:
        return "  " + escape(_("{payer} pays {payee} {amount}").format(payer=a, payee=b,
                                                                      amount=amount(x)))

    if price is not None and shown.pairs is not None:
        head = _("pair by pair ({what})").format(what=what)
        out.append(f"[bold]{escape(head)}[/]")
        out += [pays(a, b, x) for a, b, x in shown.pairs or ()]
        if not shown.pairs:
            out.append("  " + escape(_("nobody owes anybody")))
    head = _("fewest transfers ({what})").format(what=what)
    out.append(f"[bold]{escape(head)}[/]")
    out += [pays(a, b, x) for a, b, x in shown.transfers]
    if not shown.transfers:
        out.append("  " + escape(_("nobody owes anybody")))
    if shown.adjustment:
        out.append(escape(shown.adjustment))
    return out
