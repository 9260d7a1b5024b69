"""The preferans sheet (пулька) drawn as players draw it on paper.

Three players share a rectangle cut into three sectors (the lines run from the centre to the two
lower corners and up to the middle of the top edge); four players share a square cut by its
diagonals.  Each player's sector faces him, and holds, from the edge inwards (MGU 1971 §7, fields
5–9; the 1991 book's «пулька» and «горка»):

* his **whists** on each opponent, one column per opponent, the column beside that opponent's
  sector (fields 7–9);
* his **pool** (field 6) and his **mountain** (field 5), each written as a running sequence — the
  new figure after every deal that changed it, the earlier ones crossed out (``2·4·8``);
* where the 1971 sheet has them and the rules use them, the extra fields: bombs (10), the
  razboynik's games and raspasy (11), games won against the cover (12).

The centre holds the pool to close and the conditions (fields 2–4); the players' names stand on
their sides, the first dealer marked (field 1); the settlement is written under the sheet.
Input is data only (the snapshot, the running history, the settlement); output is an SVG string.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.core.engine import Settlement
from scorekeeper.draw import svg as S
from scorekeeper.draw.ledger import height as ledger_height
from scorekeeper.draw.ledger import settlement_block

# --- the ruled sheet (pixels) -----------------------------------------------------------------
MARGIN = 44  # around the sheet, where the names stand
TITLE = 52  # the heading above it
WHIST_DEPTH = 70  # the outer band: whists (fields 7–9)
POOL_DEPTH = 58  # the pool (field 6)
MOUNTAIN_DEPTH = 58  # the mountain (field 5)
FIELDS_DEPTH = 44  # bombs, razboynik, won games (fields 10–12), when the rules have them
SHEET_3 = (800, 620)  # three players: a rectangle
SHEET_4 = (680, 680)  # four players: a square
PAD = 7  # between a ruled line and the writing
FIGURE = 14  # the size of the figures
SMALL_FIGURE = 12  # when a long sequence does not fit at FIGURE
CAPTION = 9

ELLIPSIS = "\u2026"
# the seats in the order of the file's players: the first at the bottom, then clockwise
SEATS = {3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}


def pulya_svg(*, title: str, subtitle: str, players: Sequence[str], snapshot: Mapping[str, Any],
              pool: Mapping[str, Sequence[Any]], mountain: Mapping[str, Sequence[Any]],
              whists: Mapping[str, Mapping[str, Sequence[Any]]], settlement: Settlement,
              first_dealer: str | None = None) -> str:
    """The drawn sheet.  ``pool``/``mountain``/``whists`` are the running sequences (see
    :mod:`scorekeeper.draw.running`); their last figures are the snapshot's."""
    n = len(players)
    if n not in SEATS:
        raise ValueError(f"the drawn пулька is for 3 or 4 players, not {n}")
    w, h = SHEET_3 if n == 3 else SHEET_4
    fields = [f for f in ("bombs", "razboynik", "responsible") if f in snapshot]
    depths = [WHIST_DEPTH, POOL_DEPTH, MOUNTAIN_DEPTH] + ([FIELDS_DEPTH] if fields else [])
    edges = [sum(depths[:i + 1]) for i in range(len(depths))]  # depth of each band's inner line
    settle_h = ledger_height(players, settlement)
    root = S.root(w + 2 * MARGIN, TITLE + h + 2 * MARGIN + settle_h, title)
    S.text(root, MARGIN, 24, title, size=17, font_weight="bold", class_="title")
    S.text(root, MARGIN, 42, subtitle, size=11, fill=S.FAINT, class_="subtitle")
    sheet = S.sub(root, "g", class_="sheet", transform=f"translate({MARGIN},{TITLE + MARGIN})")
    _rule(sheet, w, h, n, edges)
    for i, p in enumerate(players):
        seat = SEATS[n][i]
        others = [players[(i + k) % n] for k in range(1, n)]  # clockwise: his left first
        _sector(sheet, seat, w, h, n, p, others, edges, fields, snapshot, pool.get(p, ()),
                mountain.get(p, ()), whists.get(p, {}), first=(p == first_dealer))
    _centre(sheet, w, h, edges[-1], snapshot)
    settlement_block(root, MARGIN, TITLE + h + 2 * MARGIN + 10, players, settlement)
    return S.to_string(root)


# --- the ruling ---------------------------------------------------------------------------------
def _rule(g: ET.Element, w: float, h: float, n: int, edges: Sequence[float]) -> None:
    S.sub(g, "rect", x=0, y=0, width=w, height=h, fill="none", stroke=S.INK, stroke_width=2.2)
    for d in edges:
        S.sub(g, "rect", x=d, y=d, width=w - 2 * d, height=h - 2 * d, fill="none", stroke=S.GRID,
              stroke_width=1.1 if d != edges[-1] else 1.6)
    c = edges[-1]
    line = dict(stroke=S.INK, stroke_width=1.6, class_="divider")
    S.sub(g, "line", x1=0, y1=h, x2=c, y2=h - c, **line)  # lower left
    S.sub(g, "line", x1=w, y1=h, x2=w - c, y2=h - c, **line)  # lower right
    if n == 4:
        S.sub(g, "line", x1=0, y1=0, x2=c, y2=c, **line)
        S.sub(g, "line", x1=w, y1=0, x2=w - c, y2=c, **line)
    else:
        S.sub(g, "line", x1=w / 2, y1=0, x2=w / 2, y2=c, **line)  # up to the middle of the top


def _frame(seat: str, w: float, h: float) -> tuple[str, float]:
    """The transform that turns a sector to face its player, and its edge's length.  In the
    sector's own frame x runs along the edge from the player's left, y = −depth."""
    return {
        "bottom": (f"translate(0,{h})", w),
        "left": ("rotate(90)", h),
        "right": (f"translate({w},{h}) rotate(-90)", h),
        "top": (f"translate({w},0) rotate(180)", w),
    }[seat]


# --- one player's sector --------------------------------------------------------------------
def _sector(sheet: ET.Element, seat: str, w: float, h: float, n: int, p: str, others: Sequence[str],
            edges: Sequence[float], fields: Sequence[str], snap: Mapping[str, Any],
            pool: Sequence[Any], mountain: Sequence[Any], whists: Mapping[str, Sequence[Any]],
            *, first: bool) -> None:
    transform, length = _frame(seat, w, h)
    g = S.sub(sheet, "g", class_="sector", data_player=p, data_seat=seat, transform=transform)
    # the name, outside the edge, facing its player
    name = S.text(g, length / 2, MARGIN * 0.62, p, size=16, font_weight="bold", text_anchor="middle",
                  class_="name", data_player=p)
    if first:
        name.text = f"{p}"
        S.sub(name, "tspan", " \u2192 deals first", font_size=10, font_weight="normal",
              fill=S.FAINT, class_="caption")
    # whist columns: one per opponent, split along the edge
    wd = edges[0]
    cols = len(others)
    for k, q in enumerate(others):
        x0, x1 = length * k / cols, length * (k + 1) / cols
        if k:
            S.sub(g, "line", x1=x0, y1=0, x2=x0, y2=-wd, stroke=S.GRID, stroke_width=1.1)
        _write(g, max(x0, wd) + PAD, min(x1, length - wd) - PAD, -wd, 0, whists.get(q, ()),
               f"whists on {q}", "whists", p, on=q)
    # pool and mountain
    closed = p in (snap.get("closed") or ())
    _write(g, edges[1] + PAD, length - edges[1] - PAD, -edges[1], -edges[0], pool, "pool",
           "pool", p, closed=closed)
    _write(g, edges[2] + PAD, length - edges[2] - PAD, -edges[2], -edges[1], mountain, "mountain",
           "mountain", p)
    if fields:
        _fields(g, length, edges[2], edges[3], fields, snap, p)


def _write(g: ET.Element, x0: float, x1: float, top: float, bottom: float, values: Sequence[Any],
           caption: str, cls: str, player: str, *, on: str | None = None, closed: bool = False) -> None:
    """A caption and a running sequence in the box [x0, x1] × [top, bottom] of a sector's frame:
    wrapped onto as many lines as fit, the earliest figures elided (``…``) when even the small
    size cannot hold them all; the last figure is the one that stands, the earlier are crossed."""
    S.text(g, x0, top + CAPTION + 2, caption, size=CAPTION, fill=S.FAINT, class_="caption")
    tokens = [S.number(v) for v in values] or [S.number(0)]
    for size in (FIGURE, SMALL_FIGURE):
        lines = _wrap(tokens, (x1 - x0) / (S.DIGIT_EM * size), _rows(top, bottom, size))
        if lines is not None:
            break
    else:
        lines = _wrap(tokens, (x1 - x0) / (S.DIGIT_EM * size), _rows(top, bottom, size), elide=True)
    y = top + CAPTION + 4
    last = len(tokens) - 1
    i = len(tokens) - sum(1 for ln in lines for x in ln if x != ELLIPSIS)  # the first figure shown
    for li, line in enumerate(lines):
        y += size * 1.25
        t = S.text(g, x0, y, "", size=size, class_=cls, data_player=player, data_on=on, data_line=li)
        t.text = None
        prev = None
        for tok in line:
            if tok == ELLIPSIS:
                t.text = ELLIPSIS + "\u00b7"
                continue
            span = S.sub(t, "tspan", tok, class_="now" if i == last else "past",
                         font_weight="bold" if i == last else None,
                         fill=S.INK if i == last else S.FAINT,
                         text_decoration=None if i == last else "line-through")
            if prev is not None:
                prev.tail = "\u00b7"
            prev = span
            i += 1
        if closed and li == len(lines) - 1:
            S.sub(t, "tspan", " \u00bb", class_="closed", fill="#2e7d32", font_weight="bold")


def _rows(top: float, bottom: float, size: float) -> int:
    return max(1, int((bottom - top - CAPTION - 6) // (size * 1.25)))


def _wrap(tokens: Sequence[str], width: float, rows: int, *, elide: bool = False) -> list[list[str]] | None:
    """Greedy lines of ``tokens`` joined by ``·`` within ``width`` characters; ``None`` if more
    than ``rows`` lines are needed (unless ``elide``: then the earliest tokens give way to ``…``)."""
    def lines_of(toks: Sequence[str]) -> list[list[str]]:
        out: list[list[str]] = [[]]
        used = 0.0
        for tok in toks:
            need = len(tok) + (1 if out[-1] else 0)
            if out[-1] and used + need > width:
                out.append([])
                used, need = 0.0, len(tok)
            out[-1].append(tok)
            used += need
        return out

    lines = lines_of(tokens)
    if len(lines) <= rows:
        return lines
    if not elide:
        return None
    for start in range(1, len(tokens)):
        lines = lines_of([ELLIPSIS, *tokens[start:]])
        if len(lines) <= rows:
            return lines
    return [[tokens[-1]]]


# --- the 1971 sheet's extra fields ---------------------------------------------------------------
FIELD_CAPTIONS = {"bombs": "10 bombs ", "razboynik": "11 razboynik ", "responsible": "12 won / cover "}
FIELD_SIZE = 10


def _fields(g: ET.Element, length: float, outer: float, inner: float, fields: Sequence[str],
            snap: Mapping[str, Any], p: str) -> None:
    """Fields 10–12, one line each, stacked in the band inside the mountain."""
    x = inner + PAD
    for k, f in enumerate(fields):
        t = S.text(g, x, -inner + 4 + FIELD_SIZE * 1.2 * (k + 1), "", size=FIELD_SIZE, class_=f,
                   data_player=p)
        t.text = None
        S.sub(t, "tspan", FIELD_CAPTIONS[f], fill=S.FAINT, class_="caption")
        S.sub(t, "tspan", _field_text(f, snap, p), font_weight="bold", class_="value")


def _field_text(f: str, snap: Mapping[str, Any], p: str) -> str:
    if f == "bombs":
        # a bomb doubles, a double bomb quadruples, the ёлка multiplies by 8 (MGU 1971 §6.3)
        return " ".join(f"\u00d7{2 ** int(b)}" for b in snap["bombs"].get(p, ())) or "\u2014"
    if f == "razboynik":
        r = snap["razboynik"]
        owed = r.get("owed", {}).get(p) or []
        if owed:
            return "owes " + ", ".join(str(x) for x in owed)
        left = r.get("raspasy_left", 0)
        return f"played; raspasy left {left}" if left else "played"
    rv = snap["responsible"][p]
    return f"{S.number(rv['won'])} / {S.number(rv['cover'])}"


# --- the centre -----------------------------------------------------------------
def _centre(g: ET.Element, w: float, h: float, c: float, snap: Mapping[str, Any]) -> None:
    cx, cy = w / 2, h / 2
    r = min(60.0, min(w - 2 * c, h - 2 * c) / 2 - 6)
    S.sub(g, "circle", cx=cx, cy=cy, r=r, fill="none", stroke=S.INK, stroke_width=1.6)
    S.text(g, cx, cy - r * 0.42, "pool to close", size=CAPTION, fill=S.FAINT, text_anchor="middle",
           class_="caption")
    S.text(g, cx, cy + 10, S.number(snap.get("pool_target", "")), size=30, font_weight="bold",
           text_anchor="middle", class_="target")
    cond = snap.get("conditions") or {}
    lines = []
    if cond.get("whist_price") is not None:
        lines.append(f"whist: {cond['whist_price']}")
    if cond.get("control") is not None:
        lines.append(f"control time {cond['control']}")
    stage = (snap.get("razboynik") or {}).get("stage")
    if stage and stage != "main":
        lines.insert(0, stage.replace("-", " "))
    for k, s in enumerate(lines):
        S.text(g, cx, cy + 24 + 10 * k, s, size=8.5, text_anchor="middle", class_="conditions")
