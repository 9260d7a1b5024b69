"""A point game drawn as a race: each player's (or side's) running total after every deal as a
line, the game's limits marked (:mod:`.limits`), a new game starting its lines again from zero,
and the deal table under the chart.

Generic over any game whose snapshot has ``score`` (a mapping of player or side to points) and,
where a night holds several games, ``game`` (the number of the game in play).
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.core.engine import Settlement
from scorekeeper.draw import svg as S
from scorekeeper.draw.ledger import height as ledger_height
from scorekeeper.draw.ledger import settlement_block
from scorekeeper.draw.limits import limits_for
from scorekeeper.draw.running import Moment
from scorekeeper.citations import render
from scorekeeper.i18n import _, lang, pgettext

WIDTH = 860
LEFT = 64  # room for the score axis
RIGHT = 150  # room for the final totals
RIGHT_MOST = 260  # … and the most it widens to for long names
LEGEND_PITCH = 130  # the legend's keys, one every so many pixels while the names fit
LEGEND_ROW = 16  # a further row of the legend
HEAD_LINE = 13  # a further line of a deal table's heading (a pair's two names)
DEALER_WIDTH = 84  # the dealer's column of the deal table
TOP = 76  # the heading and the legend
PLOT_HEIGHT = 300
AXIS = 34  # the deal numbers under the plot
ROW = 18  # a row of the deal table
SUMMARY_CHARS = 44  # a deal's description is cut to this many characters
COLOURS = ("#1f5fbf", "#c2410c", "#15803d", "#7e22ce", "#b91c1c", "#0f766e")


def chart_svg(*, title: str, subtitle: str, game: str, options: Mapping[str, Any],
              snapshot: Mapping[str, Any], moments: Sequence[Moment], settlement: Settlement) -> str:
    units = list(snapshot["score"])
    limits = limits_for(game, options)
    legend = _legend(units)
    top = TOP + LEGEND_ROW * max(row for _x, row in legend.values())
    heads = _heads(units)
    table_h = ROW * (len(moments) + 2) + HEAD_LINE * (max(map(len, heads.values()), default=1) - 1)
    total_h = top + PLOT_HEIGHT + AXIS + 20 + table_h + ledger_height(units, settlement)
    root = S.root(WIDTH, total_h, title)
    S.text(root, LEFT, 24, title, size=17, font_weight="bold", class_="title")
    S.text(root, LEFT, 42, subtitle, size=11, fill=S.FAINT, class_="subtitle")
    colour = {u: COLOURS[k % len(COLOURS)] for k, u in enumerate(units)}
    for u, (x, row) in legend.items():  # the legend
        S.sub(root, "rect", x=x, y=54 + LEGEND_ROW * row, width=14, height=4, fill=colour[u])
        S.text(root, x + 19, 60 + LEGEND_ROW * row, u, size=11, class_="legend", data_unit=u)

    right = _right_margin(moments, units)
    x0, x1, y0, y1 = LEFT, WIDTH - right, top, top + PLOT_HEIGHT
    values = [0.0] + [float(v) for m in moments for v in (m.snapshot.get("score") or {}).values()]
    lo = min(values + [float(lim.value) for lim in limits])
    hi = max(values + [float(lim.value) for lim in limits])
    step = _nice_step((hi - lo) or 100)
    lo, hi = math.floor(lo / step) * step, math.ceil(hi / step) * step
    if hi == lo:
        hi = lo + step
    n = max(1, len(moments))

    def px(i: int) -> float:
        return x0 + (x1 - x0) * i / n

    def py(v: float) -> float:
        return y1 - (y1 - y0) * (v - lo) / (hi - lo)

    plot = S.sub(root, "g", class_="plot")
    tick = lo
    while tick <= hi + 1e-9:  # the score axis
        S.sub(plot, "line", x1=x0, y1=py(tick), x2=x1, y2=py(tick), stroke="#e3e6ee" if tick else S.GRID,
              stroke_width=1)
        S.text(plot, x0 - 6, py(tick) + 4, S.number(tick), size=10, fill=S.FAINT, text_anchor="end",
               class_="axis")
        tick += step
    every = max(1, math.ceil(n / 24))
    for i, m in enumerate(moments, start=1):  # the deal axis
        if i % every == 0 or i == n:
            S.text(plot, px(i), y1 + 16, str(m.entry), size=9, fill=S.FAINT, text_anchor="middle",
                   class_="axis")
    S.text(plot, (x0 + x1) / 2, y1 + 30, pgettext("chart axis", "entry"), size=9, fill=S.FAINT,
           text_anchor="middle", class_="caption")
    for lim in limits:
        g = S.sub(plot, "g", class_="limit", data_value=lim.value)
        # the limit's rule: as the table cites it in English, as a reader reads it otherwise
        S.sub(g, "title", lim.source if lang() == "en" else render(lim.source))
        S.sub(g, "line", x1=x0, y1=py(lim.value), x2=x1, y2=py(lim.value), stroke="#b91c1c",
              stroke_width=1.3, stroke_dasharray="6 4")
        S.text(g, x0 + 4, py(lim.value) - 4, lim.label, size=10, fill="#b91c1c", class_="limit-label")
    _lines(plot, moments, units, colour, px, py, top)
    _finals(plot, moments, units, colour, x1, py, right)
    _deal_table(root, top + PLOT_HEIGHT + AXIS + 20, moments, units, heads)
    settlement_block(root, LEFT, total_h - ledger_height(units, settlement), units, settlement)
    return S.to_string(root)


def _legend(units: Sequence[str]) -> dict[str, tuple[float, int]]:
    """Where each unit's key stands: (x, row).  One row at a fixed pitch while every name fits
    it; else each key as wide as its name, onto further rows as the width runs out."""
    needs = {u: 19 + S.text_width(u, 11) + 14 for u in units}
    if all(need <= LEGEND_PITCH for need in needs.values()) and LEFT + LEGEND_PITCH * len(units) <= WIDTH:
        return {u: (LEFT + LEGEND_PITCH * k, 0) for k, u in enumerate(units)}
    out: dict[str, tuple[float, int]] = {}
    x, row = float(LEFT), 0
    for u in units:
        if x > LEFT and x + needs[u] > WIDTH - 10:
            x, row = float(LEFT), row + 1
        out[u] = (x, row)
        x += max(needs[u], LEGEND_PITCH)
    return out


def _final_parts(moments: Sequence[Moment], u: str) -> tuple[str, str]:
    return f"{u} ", S.number(_score(moments, len(moments), u))


def _right_margin(moments: Sequence[Moment], units: Sequence[str]) -> float:
    """The room right of the plot for the standing totals: :data:`RIGHT`, or as much as the
    longest name and its total need (at most :data:`RIGHT_MOST`)."""
    need = max((8 + S.text_width(a, 12) + S.text_width(b, 12, bold=True) + 8
                for a, b in (_final_parts(moments, u) for u in units)), default=0)
    return min(max(RIGHT, need), RIGHT_MOST)


def _heads(units: Sequence[str]) -> dict[str, list[str]]:
    """Each unit's heading over its column of the deal table: one line, or a pair's names one
    under the other where the column is too narrow for both (each cut short if still too long)."""
    width = _unit_column(units) - 8
    out = {}
    for u in units:
        if S.text_width(u, 11, bold=True) <= width:
            out[u] = [u]
            continue
        lines: list[str] = []
        for part in u.split("/"):
            if lines and S.text_width(lines[-1] + "/" + part, 11, bold=True) <= width:
                lines[-1] += "/" + part
            else:
                lines.append(part if not lines else "/" + part)
        out[u] = [S.clipped(line, width, 11, bold=True) for line in lines]
    return out


def _unit_column(units: Sequence[str]) -> float:
    return (WIDTH - 20 - (LEFT + 330)) / max(1, len(units))


def _segments(moments: Sequence[Moment]) -> list[list[int]]:
    """Indices (1-based positions on the deal axis) of each game's moments; 0 is the start."""
    out: list[list[int]] = [[0]]
    game = None
    for i, m in enumerate(moments, start=1):
        g = m.snapshot.get("game_number")
        if game is not None and g != game:
            out.append([])
        game = g
        out[-1].append(i)
    return out


def _score(moments: Sequence[Moment], i: int, u: str) -> float:
    return 0.0 if i == 0 else float((moments[i - 1].snapshot.get("score") or {}).get(u, 0))


def _lines(plot: ET.Element, moments: Sequence[Moment], units: Sequence[str], colour: Mapping[str, str],
           px, py, top: float) -> None:
    segs = _segments(moments)
    for k, seg in enumerate(segs):
        if k:  # a new game: its lines start again
            x = px(seg[0])
            S.sub(plot, "line", x1=x, y1=py(0) - 150, x2=x, y2=py(0) + 150, stroke=S.GRID,
                  stroke_width=1, stroke_dasharray="2 3", class_="new-game")
            number = moments[seg[0] - 1].snapshot.get("game_number", k + 1)
            S.text(plot, x + 3, top + 10, _("game {number}").format(number=number),
                   size=10, fill=S.FAINT, class_="caption")
        for u in units:
            pts = " ".join(f"{px(i):.1f},{py(_score(moments, i, u)):.1f}" for i in seg)
            S.sub(plot, "polyline", points=pts, fill="none", stroke=colour[u], stroke_width=2.2,
                  stroke_linejoin="round", class_="series", data_unit=u, data_game=k + 1)
            for i in seg:
                if i:
                    dot = S.sub(plot, "circle", cx=px(i), cy=py(_score(moments, i, u)), r=2.8,
                                fill=colour[u])
                    v = S.number(_score(moments, i, u))
                    S.sub(dot, "title", _("{unit}: {value} after entry {entry}").format(
                        unit=u, value=v, entry=moments[i - 1].entry))


def _finals(plot: ET.Element, moments: Sequence[Moment], units: Sequence[str], colour: Mapping[str, str],
            x1: float, py, right: float) -> None:
    """Each line's standing total at its right end, the labels kept apart (a name too long for
    the room is cut short; the total is always whole)."""
    last = len(moments)
    ys = sorted(((py(_score(moments, last, u)), u) for u in units))
    placed: list[float] = []
    for y, u in ys:
        y = max(y, placed[-1] + 14) if placed else y
        placed.append(y)
        name, total = _final_parts(moments, u)
        room = right - 16 - S.text_width(total, 12, bold=True)
        t = S.text(plot, x1 + 8, y + 4, "", size=12, fill=colour[u], class_="final", data_unit=u)
        t.text = S.clipped(name.rstrip(), room - S.text_width(" ", 12), 12) + " "
        S.sub(t, "tspan", total, font_weight="bold", class_="value")


def _deal_table(root: ET.Element, y: float, moments: Sequence[Moment], units: Sequence[str],
                heads: Mapping[str, Sequence[str]]) -> None:
    g = S.sub(root, "g", class_="deals")
    ucol = _unit_column(units)
    cols = [("#", LEFT - 40, "end"), (_("dealer"), LEFT - 30, "start"),
            (pgettext("deal table", "deal"), LEFT + 60, "start")]
    cols += [(u, LEFT + 330 + ucol * (k + 1), "end") for k, u in enumerate(units)]
    extra = HEAD_LINE * (max(map(len, heads.values()), default=1) - 1)  # two-line headings
    for name, x, anchor in cols:
        lines = heads.get(name, [name]) if anchor == "end" else [name]
        for k, line in enumerate(lines):
            S.text(g, x, y + 12 + extra - HEAD_LINE * (len(lines) - 1 - k), line, size=11,
                   font_weight="bold", text_anchor=anchor, class_="caption")
    y += extra
    S.sub(g, "line", x1=LEFT - 60, y1=y + 17, x2=WIDTH - 20, y2=y + 17, stroke=S.GRID, stroke_width=1)
    first = [S.number((m.snapshot.get("score") or {}).get(units[0], 0)) for m in moments] if units else []
    room = (LEFT + 330 + ucol - max((S.text_width(c, 11) for c in first), default=0) - 10) - cols[2][1]
    for r, m in enumerate(moments):
        yy = y + 17 + ROW * (r + 1)
        if r % 2:
            S.sub(g, "rect", x=LEFT - 60, y=yy - 13, width=WIDTH - LEFT + 40, height=ROW, fill="#f3f1e8")
        summary = m.summary if len(m.summary) <= SUMMARY_CHARS else m.summary[:SUMMARY_CHARS - 1] + "\u2026"
        S.text(g, cols[0][1], yy, str(m.entry), size=11, text_anchor="end", class_="entry")
        S.text(g, cols[1][1], yy, S.clipped(m.dealer or "", DEALER_WIDTH, 11), size=11, class_="dealer")
        S.text(g, cols[2][1], yy, S.clipped(summary, room, 11), size=11, class_="summary")
        for name, x, anchor in cols[3:]:
            S.text(g, x, yy, S.number((m.snapshot.get("score") or {}).get(name, 0)), size=11,
                   text_anchor=anchor, class_="cell", data_unit=name, data_entry=m.entry)


def _nice_step(span: float) -> float:
    raw = span / 6
    mag = 10 ** math.floor(math.log10(raw))
    for f in (1, 2, 2.5, 5, 10):
        if raw <= f * mag:
            return f * mag
    return 10 * mag
