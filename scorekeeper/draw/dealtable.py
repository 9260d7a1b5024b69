"""The deal table under a chart: one row a live entry — its number, the dealer, what was played,
and each player's (or side's) figure after it.

Nothing is cut short: a description longer than its column, a dealer's long name, a heading of
two partners' names go on over further lines of their row, measured in the face the drawing
names (:func:`scorekeeper.draw.svg.text_width`).
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from scorekeeper.draw import svg as S
from scorekeeper.i18n import _, pgettext

LEFT = 64  # the chart's left margin, which the table's columns hang from
DEALER_WIDTH = 84  # the dealer's column
ROW = 18  # a row of one line
LINE = 13  # a further line of a row (a long description, a long name) or of a heading
SIZE = 11
SUMMARY_AT = 330  # the figures' columns start this far right of LEFT while the width allows
SUMMARY_LEAST = 200  # the narrowest the description's column becomes
COLUMN_MOST = 150  # the widest a figure's column grows for a long heading


@dataclass(frozen=True)
class Row:
    """One live entry as the chart and its table draw it."""

    entry: int
    dealer: str | None
    summary: str
    game: int  # the number of the game the entry belongs to (1 on a night of one game)
    values: Mapping[str, float]  # unit -> figure after the entry (a unit not yet seated: absent)


@dataclass
class Table:
    """The table's layout at a given width."""

    width: float
    hash_x: float  # the entry numbers' right edge
    dealer_x: float
    summary_x: float
    summary_room: float
    column: float  # each figure's column
    first: float  # the first figure column's right edge
    heads: dict[str, list[str]]
    rows: list[tuple[list[str], list[str]]]  # each row's dealer lines and description lines

    @property
    def head_extra(self) -> float:
        return LINE * (max(map(len, self.heads.values()), default=1) - 1)

    def row_height(self, r: int) -> float:
        return ROW + LINE * (max(len(self.rows[r][0]), len(self.rows[r][1]), 1) - 1)

    @property
    def height(self) -> float:
        return 2 * ROW + self.head_extra + sum(self.row_height(r) for r in range(len(self.rows)))


def cell(v: float | None) -> str:
    """A figure of the table; a dash where the unit has no figure yet (a newcomer's seat)."""
    return "\u2014" if v is None else S.number(v)


def widest_word(s: str, size: float, *, bold: bool = False) -> float:
    """The widest piece :func:`scorekeeper.draw.svg.wrapped` would keep on one line."""
    return max((S.text_width(w.rstrip(), size, bold=bold) for w in S.pieces(s)), default=0.0)


def needed_width(rows: Sequence[Row], units: Sequence[str]) -> float:
    """The width at which every figure and every word of a heading fits its column, the
    description keeping :data:`SUMMARY_AT` (the canvas grows for it up to its limit)."""
    col = column_need(rows, units)
    return LEFT + SUMMARY_AT + 20 + col * len(units)


def column_need(rows: Sequence[Row], units: Sequence[str]) -> float:
    figs = [S.text_width(cell(r.values.get(u)), SIZE) for r in rows for u in units]
    words = [widest_word(u, SIZE, bold=True) for u in units]
    return min(COLUMN_MOST, max(max(figs + [0.0]) + 14, max(words + [0.0]) + 10))


def layout(rows: Sequence[Row], units: Sequence[str], width: float) -> Table:
    hash_x = max(LEFT - 40, 4 + max((S.text_width(str(r.entry), SIZE) for r in rows), default=0))
    dealer_x = hash_x + 10
    summary_x = dealer_x + DEALER_WIDTH + 6
    n = max(1, len(units))
    column = (width - 20 - (LEFT + SUMMARY_AT)) / n
    need = column_need(rows, units)
    if column < need:  # as wide as the headings need, the description's column the narrower
        column = max(column, min(need, (width - 20 - summary_x - SUMMARY_LEAST) / n))
    start = width - 20 - column * n
    first = start + column
    widest_first = max((S.text_width(cell(r.values.get(units[0])), SIZE) for r in rows),
                       default=0) if units else 0
    room = first - widest_first - 10 - summary_x
    heads = {u: S.wrapped(u, column - 8, SIZE, bold=True) for u in units}
    laid = [(S.wrapped(r.dealer or "", DEALER_WIDTH, SIZE),
             S.wrapped(S.true_minus(r.summary), room, SIZE)) for r in rows]
    return Table(width, hash_x, dealer_x, summary_x, room, column, first, heads, laid)


def draw(root: ET.Element, y: float, t: Table, rows: Sequence[Row], units: Sequence[str]) -> None:
    """The table at ``y``: the headings, a rule, the rows (every second one shaded)."""
    g = S.sub(root, "g", class_="deals")
    cols = [("#", t.hash_x, "end"), (_("dealer"), t.dealer_x, "start"),
            (pgettext("deal table", "deal"), t.summary_x, "start")]
    figures = [(u, t.first + t.column * k) for k, u in enumerate(units)]
    extra = t.head_extra
    for name, x, anchor in cols:
        S.text(g, x, y + 12 + extra, name, size=SIZE, font_weight="bold", text_anchor=anchor,
               class_="caption")
    for u, x in figures:
        lines = t.heads[u]
        for k, line in enumerate(lines):
            S.text(g, x, y + 12 + extra - LINE * (len(lines) - 1 - k), line, size=SIZE,
                   font_weight="bold", text_anchor="end", class_="caption")
    y += extra
    right = t.width - 20
    S.sub(g, "line", x1=LEFT - 60, y1=y + 17, x2=right, y2=y + 17, stroke=S.GRID, stroke_width=1)
    yy = y + 17 + ROW
    for r, row in enumerate(rows):
        dealer, summary = t.rows[r]
        h = t.row_height(r)
        if r % 2:
            S.sub(g, "rect", x=LEFT - 60, y=yy - 13, width=right - (LEFT - 60), height=h, fill="#f3f1e8")
        S.text(g, t.hash_x, yy, str(row.entry), size=SIZE, text_anchor="end", class_="entry")
        for k, line in enumerate(dealer):
            S.text(g, t.dealer_x, yy + LINE * k, line, size=SIZE,
                   class_="dealer" if k == 0 else "dealer-continued")
        for k, line in enumerate(summary):
            S.text(g, t.summary_x, yy + LINE * k, line, size=SIZE,
                   class_="summary" if k == 0 else "summary-continued")
        for u, x in figures:
            S.text(g, x, yy, cell(row.values.get(u)), size=SIZE, text_anchor="end", class_="cell",
                   data_unit=u, data_entry=row.entry)
        yy += h
