"""The settlement written under a drawing: each player's (or side's) balance, who pays whom.

The figures are :func:`scorekeeper.core.figures.payments`' — each balance its nearest cent, the
pairs in the settling cents that ``settle --json`` gives, and the line that says a cent the
payments move — so the drawing shows what ``settle`` prints."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from scorekeeper.core.engine import Settlement
from scorekeeper.core.figures import payments
from scorekeeper.draw import svg as S
from scorekeeper.i18n import _, pgettext


BALANCE_AT = 190  # the balances' right edge, from the names' left


def heading(unit: str) -> str:
    """The settlement's heading in its unit (:attr:`Settlement.unit`): ``settlement (whists)``."""
    if unit == "whist":
        return _("settlement (whists)")
    if unit == "point":
        return _("settlement (points)")
    if unit == "stake":
        return _("settlement (stakes)")
    return _("settlement ({unit}s)").format(unit=unit)


def unit_word(unit: str) -> str:
    """The unit of the balances as a column names them: ``whists``, ``points``, ``stakes``."""
    if unit == "whist":
        return pgettext("settlement unit", "whists")
    if unit == "point":
        return pgettext("settlement unit", "points")
    if unit == "stake":
        return pgettext("settlement unit", "stakes")
    return f"{unit}s"


def pays(payer: str, payee: str, amount: str) -> str:
    """One pair of the settlement: who pays whom how much."""
    return _("{payer} pays {payee} {amount}").format(payer=payer, payee=payee, amount=amount)


def _lines(s: Settlement) -> list[tuple[str, str, int | float]]:
    """The pairs drawn: the game's own pair by pair (preferans), in settling cents."""
    return (payments(s).pairs or []) if s.pairs else []


def _adjustment(s: Settlement) -> str | None:
    return payments(s).adjustment if s.pairs else None


def height(names: Sequence[str], s: Settlement) -> float:
    return 56 + 20 * len(names) + 18 * (len(_lines(s)) + (1 if _adjustment(s) else 0))


def settlement_block(root: ET.Element, x: float, y: float, names: Sequence[str], s: Settlement) -> None:
    g = S.sub(root, "g", class_="settlement")
    head = heading(s.unit)
    if not s.finished:
        head = _("{heading} — the game is not finished: as it stands").format(heading=head)
    S.text(g, x, y + 14, head, size=13, font_weight="bold", class_="caption")
    shown = payments(s)
    figures = {p: ("+" if shown.balance.get(p, 0) > 0 else "") + S.number(shown.balance.get(p, 0))
               for p in names}
    # the balances' right edge: BALANCE_AT, or further right when a long name needs the room
    at = max([BALANCE_AT] + [S.text_width(p, 13) + 14 + S.text_width(figures[p], 13, bold=True)
                             for p in names])
    for k, p in enumerate(names):
        v = shown.balance.get(p, 0)
        yy = y + 36 + 20 * k
        S.text(g, x, yy, p, size=13, class_="caption")
        S.text(g, x + at, yy, figures[p], size=13, font_weight="bold",
               text_anchor="end", class_="balance", data_player=p,
               fill="#2e7d32" if v > 0 else ("#b3261e" if v < 0 else S.INK))
    yy = y + 36 + 20 * len(names)
    pairs = (shown.pairs or []) if s.pairs else []
    for k, (payer, payee, amount) in enumerate(pairs):
        S.text(g, x, yy + 18 * k, pays(payer, payee, S.number(amount)), size=11,
               class_="pair", data_payer=payer, data_payee=payee)
    if s.pairs and shown.adjustment:
        S.text(g, x, yy + 18 * len(pairs), shown.adjustment, size=11, fill=S.FAINT,
               class_="adjustment")
    if s.winner:
        S.text(g, x + at + 70, y + 36, _("winner: {name}").format(name=s.winner), size=13, class_="winner")
