"""The settlement written under a drawing: each player's (or side's) balance, who pays whom.

The figures are :func:`scorekeeper.core.figures.payments`' — each balance its nearest cent, the
pairs in the settling cents that ``settle --json`` gives, and the line that says a cent the
payments move — so the drawing shows what ``settle`` prints."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass

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


NAME_LINE = 16  # a further line of a long name
NOTE_LINE = 14  # a further line of the heading, a pair, the adjustment


@dataclass
class _Layout:
    """Where the settlement's words stand, from the block's top left: the heading's lines, each
    name's lines and the baseline of its first, the balances' right edge, the lines under them,
    the winner's place, the block's height."""

    heads: list[str]
    names: list[tuple[str, list[str], float]]
    at: float
    notes: list[tuple[str, dict, list[str], float]]  # (class, attributes, lines, first baseline)
    winner: tuple[list[str], float, float] | None  # (lines, x, first baseline)
    height: float


def _layout(names: Sequence[str], s: Settlement, width: float | None) -> _Layout:
    """The block's layout.  ``width``: the most it may take (a chart's canvas); a heading, a
    name, a pair or the winner too long for it is written over further lines, never cut.
    Without a width (the пулька) every line is written whole, as it always was."""

    def lines_of(text: str, room: float, size: float, bold: bool = False) -> list[str]:
        if width is None or S.text_width(text, size, bold=bold) <= room:
            return [text]
        return S.wrapped(text, room, size, bold=bold)

    shown = payments(s)
    head = heading(s.unit)
    if not s.finished:
        head = _("{heading} — the game is not finished: as it stands").format(heading=head)
    heads = lines_of(head, width or 0, 13, True)
    figures = {p: _figure(shown.balance.get(p, 0)) for p in names}
    at = max([BALANCE_AT] + [S.text_width(p, 13) + 14 + S.text_width(figures[p], 13, bold=True)
                             for p in names])
    at = min(at, width) if width is not None else at
    y = 36.0 + NOTE_LINE * (len(heads) - 1)
    first, rows = y, []
    for p in names:
        lines = lines_of(p, at - 14 - S.text_width(figures[p], 13, bold=True), 13)
        rows.append((p, lines, y))
        y += 20 + NAME_LINE * (len(lines) - 1)
    notes = []
    for payer, payee, amount in (shown.pairs or []) if s.pairs else []:
        lines = lines_of(pays(payer, payee, S.number(amount)), width or 0, 11)
        notes.append(("pair", {"data_payer": payer, "data_payee": payee}, lines, y))
        y += 18 + NOTE_LINE * (len(lines) - 1)
    if s.pairs and shown.adjustment:
        notes.append(("adjustment", {"fill": S.FAINT}, lines_of(shown.adjustment, width or 0, 11), y))
        y += 18 + NOTE_LINE * (len(notes[-1][2]) - 1)
    winner = None
    if s.winner:
        line = _("winner: {name}").format(name=s.winner)
        if width is None or at + 70 + S.text_width(line, 13) <= width:
            winner = ([line], at + 70, first)
        else:  # no room beside the balances: on lines of its own under them
            winner = (S.wrapped(line, width, 13), 0.0, y + 4)
            y += 24 + NAME_LINE * (len(winner[0]) - 1)
    return _Layout(heads, rows, at, notes, winner, y + 20)


def _figure(v: float) -> str:
    return ("+" if v > 0 else "") + S.number(v)


def height(names: Sequence[str], s: Settlement, *, width: float | None = None) -> float:
    return _layout(names, s, width).height


def settlement_block(root: ET.Element, x: float, y: float, names: Sequence[str], s: Settlement,
                     *, width: float | None = None) -> None:
    """The settlement at ``(x, y)``: its heading, each balance, who pays whom, the winner;
    ``width``: the most it may take (:func:`_layout`)."""
    g = S.sub(root, "g", class_="settlement")
    lay = _layout(names, s, width)
    for k, line in enumerate(lay.heads):
        S.text(g, x, y + 14 + NOTE_LINE * k, line, size=13, font_weight="bold", class_="caption")
    shown = payments(s)
    for p, lines, dy in lay.names:
        v = shown.balance.get(p, 0)
        for k, line in enumerate(lines):
            S.text(g, x, y + dy + NAME_LINE * k, line, size=13, class_="caption")
        S.text(g, x + lay.at, y + dy, _figure(v), size=13, font_weight="bold",
               text_anchor="end", class_="balance", data_player=p,
               fill="#2e7d32" if v > 0 else ("#b3261e" if v < 0 else S.INK))
    for cls, attrs, lines, dy in lay.notes:
        for k, line in enumerate(lines):
            more = dict(attrs) if k == 0 else {"fill": attrs.get("fill", S.INK)}
            S.text(g, x, y + dy + NOTE_LINE * k, line, size=11,
                   class_=cls if k == 0 else f"{cls}-continued", **more)
    if lay.winner:
        lines, wx, dy = lay.winner
        for k, line in enumerate(lines):
            S.text(g, x + wx, y + dy + NAME_LINE * k, line, size=13,
                   class_="winner" if k == 0 else "winner-continued")
