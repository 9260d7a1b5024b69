"""A game drawn as a race: each player's (or side's) running figure after every live entry as a
line, the game's limits marked (:mod:`.limits`), a divider where a new game begins, and the deal
table under the chart (:mod:`.dealtable`).

Generic over what a game's snapshot gives after each entry: a point game's ``score`` (unit ->
points; ``game_number``, where a night holds several games), or preferans's ``balance`` (each
player's whists as ``settle`` would give them then: the engine's figure, never worked out here).

Made to hold up on a long night and a full table: every line its own colour *and* dash pattern
and its name at its end (the names pushed apart so that none covers another), the deal numbers
and the games' captions thinned to what the axis holds, the width growing with the night only up
to :data:`MAX_WIDTH` (then the time axis is compressed), and no word cut short but a line's
name at its end (the legend and the table give it whole).
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.citations import render
from scorekeeper.core.engine import Settlement
from scorekeeper.draw import dealtable as T
from scorekeeper.draw import fit
from scorekeeper.draw import svg as S
from scorekeeper.draw.dealtable import DEALER_WIDTH, Row
from scorekeeper.draw.ledger import height as ledger_height
from scorekeeper.draw.ledger import settlement_block
from scorekeeper.draw.limits import Limit, limits_for
from scorekeeper.draw.running import Moment
from scorekeeper.i18n import _, lang, pgettext

__all__ = ["chart_svg", "rows_of", "units_of", "styles", "DEALER_WIDTH", "MAX_WIDTH"]

WIDTH = 860  # the chart's width while the night fits it
MAX_WIDTH = 1200  # the most it grows to, whatever the number of entries: the time axis compresses
PITCH = 8  # an entry's room on the time axis before the chart grows wider
LEFT = T.LEFT  # room for the score axis
RIGHT = 150  # room for the lines' names at their ends
RIGHT_MOST = 260  # … and the most it widens to for long names
LEGEND_PITCH = 130  # the legend's keys, one every so many pixels while the names fit
LEGEND_ROW = 16  # a further row of the legend
KEY = 24  # the legend's sample of a line (its colour and dash)
PLOT_HEIGHT = 300
AXIS = 34  # the deal numbers under the plot
STRIP = 14  # the games' captions over the plot
LABEL_PITCH = 15  # the names at the lines' ends, at least this far apart
DODGE = 2.4  # lines that run together are drawn this far apart, so that none hides another
COLOURS = ("#1f5fbf", "#c2410c", "#15803d", "#7e22ce", "#b91c1c", "#0f766e")
#: one dash pattern a line (solid first); seven patterns and six colours: no two of the first
#: 42 lines alike
DASHES = ("", "8 3", "2 2.5", "10 3 2 3", "4 2.5", "14 3 3 3", "1.5 2.5 6 2.5")
GAP = 6  # the least room between two labels of an axis
#: a label over the lines keeps a rim of paper round its letters, so that a line crossing it
#: does not make it unreadable
HALO = {"stroke": S.PAPER, "stroke_width": 3, "stroke_linejoin": "round", "paint_order": "stroke"}


def rows_of(moments: Sequence[Moment], key: str = "score") -> list[Row]:
    """Each live entry with the figures ``snapshot[key]`` gives after it, and the game it
    belongs to (``game_number``; an entry without one belongs to the game before it, the first
    to the games the snapshot has recorded, at least 1)."""
    out: list[Row] = []
    game: int | None = None
    for m in moments:
        snap = m.snapshot
        g = snap.get("game_number")
        if g is None:
            done = snap.get("games")
            g = game if game is not None else max(1, len(done) if isinstance(done, (list, tuple)) else 0)
        game = int(g)
        values = {u: float(v) for u, v in (snap.get(key) or {}).items()}
        out.append(Row(m.entry, m.dealer, m.summary, game, values))
    return out


def units_of(rows: Sequence[Row], standing: Sequence[str] = ()) -> list[str]:
    """Every player or side with a figure at any entry — the standing ones in their order, then
    any other (one who left) in the order they first appear: no line is ever left out."""
    out = list(standing)
    for r in rows:
        out.extend(u for u in r.values if u not in out)
    return out


def styles(units: Sequence[str]) -> dict[str, tuple[str, str]]:
    """Each unit's (colour, dash pattern); ``""`` is a solid line."""
    return {u: (COLOURS[k % len(COLOURS)], DASHES[k % len(DASHES)]) for k, u in enumerate(units)}


@dataclass
class Frame:
    """The plot's box and scale: ``px`` places the entry at position ``i`` (0: the start, before
    the first entry), ``py`` a figure."""

    x0: float
    x1: float
    y0: float
    y1: float
    lo: float
    hi: float
    n: int

    def px(self, i: float) -> float:
        return self.x0 + (self.x1 - self.x0) * i / max(1, self.n)

    def py(self, v: float) -> float:
        return self.y1 - (self.y1 - self.y0) * (v - self.lo) / (self.hi - self.lo)


def chart_svg(*, title: str, subtitle: str, game: str, options: Mapping[str, Any],
              moments: Sequence[Moment], settlement: Settlement, key: str = "score",
              standing: Sequence[str] = (), caption: str | None = None) -> str:
    """The chart of ``snapshot[key]`` after each of ``moments`` as an SVG document."""
    rows = rows_of(moments, key)
    units = units_of(rows, standing)
    limits = limits_for(game, options)
    lo, hi, step = _scale(rows, limits)
    ticks = [lo + step * k for k in range(int(round((hi - lo) / step)) + 1)]
    left = max(LEFT, max(S.text_width(S.number(t), 10) for t in ticks) + 12)
    right = _right_margin(rows, units)
    width = min(MAX_WIDTH, math.ceil(max(WIDTH, left + PITCH * len(rows) + right,
                                        T.needed_width(rows, units))))
    games = sorted({r.game for r in rows})
    heading, y = _heading(title, subtitle, caption, width)
    legend, y = _legend(units, width, y)
    y0 = y + 16 + (STRIP if len(games) > 1 else 0)
    plot_h = max(PLOT_HEIGHT, LABEL_PITCH * len(units) + 30)
    frame = Frame(left, width - right, y0, y0 + plot_h, lo, hi, len(rows))
    table = T.layout(rows, units, width)
    table_y = frame.y1 + AXIS + 20
    ledger_w = width - LEFT - 10
    total_h = table_y + table.height + ledger_height(units, settlement, width=ledger_w)

    root = S.root(width, total_h, title)
    for text, ty, attrs in heading:
        S.text(root, LEFT, ty, text, **attrs)
    style = styles(units)
    for u, (x, ty, lines) in legend.items():
        colour, dash = style[u]
        S.sub(root, "line", x1=x, y1=ty - 4, x2=x + KEY, y2=ty - 4, stroke=colour, stroke_width=2.2,
              stroke_dasharray=dash or None, class_="key", data_unit=u)
        for k, line in enumerate(lines):
            S.text(root, x + KEY + 5, ty + LEGEND_ROW * k, line, size=11,
                   class_="legend" if k == 0 else "legend-continued", data_unit=u)
    plot = S.sub(root, "g", class_="plot")
    _axes(plot, frame, rows, ticks)
    _limits(plot, frame, limits)
    _games(plot, frame, rows)
    _lines(plot, frame, rows, units, style)
    _finals(plot, frame, rows, units, style, right)
    T.draw(root, table_y, table, rows, units)
    settlement_block(root, LEFT, table_y + table.height, units, settlement, width=ledger_w)
    return S.to_string(root)


def _scale(rows: Sequence[Row], limits: Sequence[Limit]) -> tuple[float, float, float]:
    values = [0.0] + [v for r in rows for v in r.values.values()] + [float(lim.value) for lim in limits]
    lo, hi = min(values), max(values)
    step = _nice_step((hi - lo) or 100)
    lo, hi = math.floor(lo / step) * step, math.ceil(hi / step) * step
    return lo, (hi if hi > lo else lo + step), step


def _heading(title: str, subtitle: str, caption: str | None, width: float
             ) -> tuple[list[tuple[str, float, dict]], float]:
    """The title, the line on the night and the chart's caption, each over as many lines as it
    needs; and the baseline of the last."""
    room = width - LEFT - 10
    out: list[tuple[str, float, dict]] = []
    y = 24.0
    for k, line in enumerate(S.wrapped(title, room, 17, bold=True)):
        y = 24.0 + 20 * k
        out.append((line, y, {"size": 17, "font_weight": "bold", "class_": "title"}))
    for extra, cls in ((subtitle, "subtitle"), (caption, "note")):
        for k, line in enumerate(S.wrapped(extra, room, 11) if extra else []):
            y += 18 if k == 0 else 13
            out.append((line, y, {"size": 11, "fill": S.FAINT, "class_": cls}))
    return out, y


def _legend(units: Sequence[str], width: float, y: float
            ) -> tuple[dict[str, tuple[float, float, list[str]]], float]:
    """Where each unit's key stands: (x, baseline, the name's lines), and the last baseline.  One
    row at a fixed pitch while every name fits it; else each key as wide as its name, onto
    further rows as the width runs out (a name wider than a whole row over further lines)."""
    base = y + 18
    room = width - 10 - LEFT - KEY - 5 - 14
    lines = {u: S.wrapped(u, room, 11) for u in units}
    needs = {u: KEY + 5 + max(S.text_width(s, 11) for s in lines[u]) + 14 for u in units}
    if all(need <= LEGEND_PITCH for need in needs.values()) and LEFT + LEGEND_PITCH * len(units) <= width:
        return {u: (LEFT + LEGEND_PITCH * k, base, lines[u]) for k, u in enumerate(units)}, base
    out: dict[str, tuple[float, float, list[str]]] = {}
    x, row_lines = float(LEFT), 1
    for u in units:
        if x > LEFT and x + needs[u] > width - 10:
            x, base, row_lines = float(LEFT), base + LEGEND_ROW * row_lines, 1
        out[u] = (x, base, lines[u])
        row_lines = max(row_lines, len(lines[u]))
        x += max(needs[u], LEGEND_PITCH)
    return out, base + LEGEND_ROW * (row_lines - 1)


def _right_margin(rows: Sequence[Row], units: Sequence[str]) -> float:
    """The room right of the plot for the names at the lines' ends: :data:`RIGHT`, or as much as
    the longest name and its figure need (at most :data:`RIGHT_MOST`)."""
    need = max((12 + S.text_width(u + " ", 12) + S.text_width(S.number(_last(rows, u)[1]), 12, bold=True)
                + 8 for u in units), default=0)
    return min(max(RIGHT, need), RIGHT_MOST)


def _last(rows: Sequence[Row], u: str) -> tuple[int, float]:
    """The position of a unit's last figure and the figure (0 at the start if none)."""
    for i in range(len(rows), 0, -1):
        if u in rows[i - 1].values:
            return i, rows[i - 1].values[u]
    return 0, 0.0


def _axes(plot: ET.Element, f: Frame, rows: Sequence[Row], ticks: Sequence[float]) -> None:
    """The score axis (a ruled line at each step) and the deal axis: the entries' numbers,
    thinned to every second, fifth, tenth … where they would touch, the last always written."""
    for tick in ticks:
        S.sub(plot, "line", x1=f.x0, y1=f.py(tick), x2=f.x1, y2=f.py(tick),
              stroke="#e3e6ee" if tick else S.GRID, stroke_width=1)
        S.text(plot, f.x0 - 6, f.py(tick) + 4, S.number(tick), size=10, fill=S.FAINT,
               text_anchor="end", class_="axis")
    labels = [str(r.entry) for r in rows]
    keep = fit.thinned([f.px(i + 1) for i in range(len(rows))],
                       [S.text_width(s, 9) for s in labels], GAP)
    for i in keep:
        S.text(plot, f.px(i + 1), f.y1 + 16, labels[i], size=9, fill=S.FAINT, text_anchor="middle",
               class_="axis")
    S.text(plot, (f.x0 + f.x1) / 2, f.y1 + 30, pgettext("chart axis", "entry"), size=9, fill=S.FAINT,
           text_anchor="middle", class_="caption")


def _limits(plot: ET.Element, f: Frame, limits: Sequence[Limit]) -> None:
    """Each limit's line with its label above it (below it at the plot's top edge, and left
    unlabelled where another limit's label already stands: its rule is the line's title)."""
    placed: list[tuple[float, float]] = []  # the labels' (top, bottom)
    for lim in limits:
        g = S.sub(plot, "g", class_="limit", data_value=lim.value)
        # the limit's rule: as the table cites it in English, as a reader reads it otherwise
        S.sub(g, "title", lim.source if lang() == "en" else render(lim.source))
        y = f.py(lim.value)
        S.sub(g, "line", x1=f.x0, y1=y, x2=f.x1, y2=y, stroke="#b91c1c", stroke_width=1.3,
              stroke_dasharray="6 4")
        for base in ((y - 4, y + 12) if y - 14 >= f.y0 else (y + 12, y - 4)):
            box = (base - 10 * S.ASCENT, base + 10 * S.DESCENT)
            inside = f.y0 <= box[0] and box[1] <= f.y1
            if inside and all(box[1] <= a or b <= box[0] for a, b in placed):
                placed.append(box)
                S.text(g, f.x0 + 4, base, lim.label, size=10, fill="#b91c1c", class_="limit-label",
                       **HALO)
                break


def _games(plot: ET.Element, f: Frame, rows: Sequence[Row]) -> None:
    """A divider between two games, and each game's caption over the plot where it has room."""
    starts = [i for i in range(1, len(rows) + 1) if i == 1 or rows[i - 1].game != rows[i - 2].game]
    if len(starts) < 2:
        return
    xs = []
    for i in starts:
        x = f.x0 if i == 1 else (f.px(i - 1) + f.px(i)) / 2
        xs.append(x)
        if i > 1:
            S.sub(plot, "line", x1=x, y1=f.y0, x2=x, y2=f.y1, stroke=S.GRID, stroke_width=1,
                  stroke_dasharray="2 3", class_="new-game", data_game=rows[i - 1].game)
    words = [_("game {number}").format(number=rows[i - 1].game) for i in starts]
    end = f.x1 + RIGHT - 4  # over the names at the lines' ends, which keep below the plot's top
    for k in fit.greedy([x + 3 for x in xs], [S.text_width(w, 10) for w in words], GAP, end):
        S.text(plot, xs[k] + 3, f.y0 - 4, words[k], size=10, fill=S.FAINT, class_="caption",
               data_game=rows[starts[k] - 1].game)


def _series(rows: Sequence[Row], u: str) -> list[list[tuple[int, float]]]:
    """A unit's runs of (position, figure): one run a game (and a break where it has no figure),
    the first game's from the start at 0."""
    runs: list[list[tuple[int, float]]] = [[(0, 0.0)] if not rows or u in rows[0].values else []]
    for i, r in enumerate(rows, start=1):
        if i > 1 and r.game != rows[i - 2].game and runs[-1]:
            runs.append([])
        if u in r.values:
            runs[-1].append((i, r.values[u]))
        elif runs[-1]:
            runs.append([])
    return [run for run in runs if run]


def _offsets(rows: Sequence[Row], units: Sequence[str]) -> dict[tuple[str, int], float]:
    """How far each unit's point at each position is drawn off its figure: 0 where it stands
    alone; where several stand at one figure, side by side :data:`DODGE` apart (in the order of
    the units), so that lines running together are each seen."""
    out: dict[tuple[str, int], float] = {}
    for i in range(len(rows) + 1):
        at: dict[float, list[str]] = {}
        for u in units:
            v = 0.0 if i == 0 else rows[i - 1].values.get(u)
            if v is not None:
                at.setdefault(v, []).append(u)
        for same in at.values():
            for k, u in enumerate(same):
                out[u, i] = (k - (len(same) - 1) / 2) * DODGE
    return out


def _lines(plot: ET.Element, f: Frame, rows: Sequence[Row], units: Sequence[str],
           style: Mapping[str, tuple[str, str]]) -> None:
    off = _offsets(rows, units)
    r = max(1.2, min(2.8, (f.x1 - f.x0) / max(1, f.n) / 3))
    for u in units:
        colour, dash = style[u]
        for run in _series(rows, u):
            pts = " ".join(f"{f.px(i):.1f},{f.py(v) + off[u, i]:.1f}" for i, v in run)
            S.sub(plot, "polyline", points=pts, fill="none", stroke=colour, stroke_width=2.2,
                  stroke_dasharray=dash or None, stroke_linejoin="round", class_="series", data_unit=u,
                  data_game=rows[max(run[0][0], 1) - 1].game if rows else 1)
            for i, v in run:
                if i:
                    dot = S.sub(plot, "circle", cx=f.px(i), cy=f.py(v) + off[u, i], r=r, fill=colour)
                    S.sub(dot, "title", _("{unit}: {value} after entry {entry}").format(
                        unit=u, value=S.number(v), entry=rows[i - 1].entry))


def _finals(plot: ET.Element, f: Frame, rows: Sequence[Row], units: Sequence[str],
            style: Mapping[str, tuple[str, str]], right: float) -> None:
    """Each line's name and standing figure at its right end, in its colour, the names pushed
    apart vertically so that no two touch, each tied to its line's end by a thin leader (a name
    too long for the room is cut short there; the figure is always whole)."""
    off = _offsets(rows, units)
    ends = {u: _last(rows, u) for u in units}
    wanted = [f.py(ends[u][1]) + off.get((u, ends[u][0]), 0.0) for u in units]
    several = len({r.game for r in rows}) > 1  # the games' captions over the plot: keep below them
    centres = fit.spread(wanted, LABEL_PITCH, f.y0 + (6 if several else -5), f.y1 + AXIS)
    for u, y_end, c in zip(units, wanted, centres):
        colour = style[u][0]
        i, v = ends[u]
        S.sub(plot, "polyline", points=f"{f.px(i) + 3:.1f},{y_end:.1f} {f.x1 + 9:.1f},{c:.1f}",
              fill="none", stroke=colour, stroke_width=0.8, class_="leader", data_unit=u)
        total = S.number(v)
        room = right - 12 - 6 - S.text_width(total, 12, bold=True)
        t = S.text(plot, f.x1 + 12, c + 4, "", size=12, fill=colour, class_="final", data_unit=u)
        t.text = S.clipped(u, room - S.text_width(" ", 12), 12) + " "
        S.sub(t, "tspan", total, font_weight="bold", class_="value")


def _nice_step(span: float) -> float:
    raw = span / 6
    mag = 10 ** math.floor(math.log10(raw))
    for k in (1, 2, 2.5, 5, 10):
        if raw <= k * mag:
            return k * mag
    return 10 * mag
