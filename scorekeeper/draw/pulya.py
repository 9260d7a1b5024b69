"""The preferans sheet (пулька) drawn as players draw it on paper.

Three players share a triangle (or, on request, a rectangle cut into three sectors), four players
a square; the lines from the corners to the centre cut it into one sector per player
(:mod:`scorekeeper.draw.shapes`).  Each player's sector faces him, and holds, from the edge inwards
(MGU 1971 §7, fields 5–9; the 1991 book's «пулька» and «горка»):

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
from scorekeeper.draw.shapes import Layout, layout
from scorekeeper.i18n import N_, _

# --- the ruled sheet (pixels) -----------------------------------------------------------------
MARGIN = 44  # around the sheet, where the names stand
TITLE = 52  # the heading above it (its title and its subtitle on one line each)
TITLE_LINE = 20  # a further line of a long title
SUBTITLE_LINE = 14  # a further line of a long subtitle (five long names)
WHIST_DEPTH = 70  # the outer band: whists (fields 7–9)
POOL_DEPTH = 58  # the pool (field 6)
MOUNTAIN_DEPTH = 58  # the mountain (field 5)
FIELDS_DEPTH = 44  # bombs, razboynik, won games (fields 10–12), when the rules have them
PAD = 7  # between a ruled line and the writing
FIGURE = 14  # the size of the figures
SMALL_FIGURE = 12  # when a long sequence does not fit at FIGURE
CAPTION = 9
CAPTION_SMALLEST = 7  # a long caption («whists on» a long name) is written smaller, then cut short

ELLIPSIS = "\u2026"


def pulya_svg(*, title: str, subtitle: str, players: Sequence[str], snapshot: Mapping[str, Any],
              pool: Mapping[str, Sequence[Any]], mountain: Mapping[str, Sequence[Any]],
              whists: Mapping[str, Mapping[str, Sequence[Any]]], settlement: Settlement,
              first_dealer: str | None = None, shape: str = "triangle") -> str:
    """The drawn sheet.  ``pool``/``mountain``/``whists`` are the running sequences (see
    :mod:`scorekeeper.draw.running`); their last figures are the snapshot's.  ``shape``: three
    players' sheet as a triangle or a rectangle (:mod:`scorekeeper.draw.shapes`)."""
    n = len(players)
    fields = [f for f in ("bombs", "razboynik", "responsible") if f in snapshot]
    depths = [WHIST_DEPTH, POOL_DEPTH, MOUNTAIN_DEPTH] + ([FIELDS_DEPTH] if fields else [])
    edges = [sum(depths[:i + 1]) for i in range(len(depths))]  # depth of each band's inner line
    lay = layout(n, edges[-1], shape)
    w, h = lay.width, lay.height
    heads = S.wrapped(title, w, 17, bold=True)  # a heading wider than the sheet on more lines
    subs = S.wrapped(subtitle, w, 11)
    top = TITLE + TITLE_LINE * (len(heads) - 1) + SUBTITLE_LINE * (len(subs) - 1)
    settle_h = ledger_height(players, settlement, width=w)
    root = S.root(w + 2 * MARGIN, top + h + 2 * MARGIN + settle_h, title)
    for k, line in enumerate(heads):
        S.text(root, MARGIN, 24 + TITLE_LINE * k, line, size=17, font_weight="bold",
               class_="title" if k == 0 else "title-continued")
    for k, line in enumerate(subs):
        S.text(root, MARGIN, top - 10 - SUBTITLE_LINE * (len(subs) - 1 - k), line, size=11,
               fill=S.FAINT, class_="subtitle" if k == 0 else "subtitle-continued")
    sheet = S.sub(root, "g", class_="sheet", data_shape=lay.shape,
                  transform=f"translate({MARGIN},{top + MARGIN})")
    lay.rule(sheet, edges)
    for i, p in enumerate(players):
        others = [players[(i + k) % n] for k in range(1, n)]  # clockwise: his left first
        _sector(sheet, lay, lay.seats[i], p, others, edges, fields, snapshot, pool.get(p, ()),
                mountain.get(p, ()), whists.get(p, {}), first=(p == first_dealer))
    _centre(sheet, lay, edges[-1], snapshot)
    settlement_block(root, MARGIN, top + h + 2 * MARGIN + 10, players, settlement, width=w)
    return S.to_string(root)


# --- one player's sector --------------------------------------------------------------------
def _sector(sheet: ET.Element, lay: Layout, seat: str, p: str, others: Sequence[str],
            edges: Sequence[float], fields: Sequence[str], snap: Mapping[str, Any],
            pool: Sequence[Any], mountain: Sequence[Any], whists: Mapping[str, Sequence[Any]],
            *, first: bool) -> None:
    transform, length = lay.frames[seat]
    g = S.sub(sheet, "g", class_="sector", data_player=p, data_seat=seat, transform=transform)
    # the name, outside the edge, facing its player
    _name(g, length, p, first)
    # whist columns: one per opponent, split along the edge
    wd = edges[0]
    lo, hi = lay.span(seat, wd)
    cols = len(others)
    for k, q in enumerate(others):
        x0, x1 = length * k / cols, length * (k + 1) / cols
        if k:
            S.sub(g, "line", x1=x0, y1=0, x2=x0, y2=-wd, stroke=S.GRID, stroke_width=1.1)
        _write(g, max(x0, lo) + PAD, min(x1, hi) - PAD, -wd, 0, whists.get(q, ()),
               _("whists on {name}").format(name=q), "whists", p, on=q)
    # pool and mountain
    closed = p in (snap.get("closed") or ())
    lo, hi = lay.span(seat, edges[1])
    _write(g, lo + PAD, hi - PAD, -edges[1], -edges[0], pool, _("pool"), "pool", p, closed=closed)
    lo, hi = lay.span(seat, edges[2])
    _write(g, lo + PAD, hi - PAD, -edges[2], -edges[1], mountain, _("mountain"), "mountain", p)
    if fields:
        _fields(g, lay.span(seat, edges[3]), edges[2], edges[3], fields, snap, p)


NAME_SIZE = 16
NAME_SMALLEST = 10  # the smallest a name is written before it is wrapped, then cut
NAME_ROOM = 8  # kept clear at each end of the edge


def _name(g: ET.Element, length: float, p: str, first: bool) -> None:
    """The player's name outside his edge, facing him: as large as fits along the edge (the first
    dealer's mark beside it), smaller down to :data:`NAME_SMALLEST`, then on two lines, then cut
    short with an ellipsis — within the edge's length, so that it never meets a neighbour's."""
    mark = " " + _("\u2192 deals first") if first else ""
    room = length - 2 * NAME_ROOM - S.text_width(mark, 10)
    size, lines = S.fitted(p, room, NAME_SIZE, NAME_SMALLEST, bold=True)
    base = MARGIN * 0.62 if len(lines) == 1 else MARGIN * 0.62 - size * 0.55
    for k, line in enumerate(lines):
        name = S.text(g, length / 2, base + size * 1.2 * k, line, size=size, font_weight="bold",
                      text_anchor="middle", class_="name" if k == 0 else "name-continued",
                      data_player=p)
        if mark and k == len(lines) - 1:
            S.sub(name, "tspan", mark, font_size=10, font_weight="normal", fill=S.FAINT,
                  class_="caption")


def _write(g: ET.Element, x0: float, x1: float, top: float, bottom: float, values: Sequence[Any],
           caption: str, cls: str, player: str, *, on: str | None = None, closed: bool = False) -> None:
    """A caption and a running sequence in the box [x0, x1] × [top, bottom] of a sector's frame
    (the caption on one line above the figures, smaller when long, cut short as the last resort):
    wrapped onto as many lines as fit, the earliest figures elided (``…``) when even the small
    size cannot hold them all; the last figure is the one that stands, the earlier are crossed."""
    size, (line,) = S.fitted(caption, x1 - x0, CAPTION, CAPTION_SMALLEST, lines=1)
    S.text(g, x0, top + CAPTION + 2, line, size=size, fill=S.FAINT, class_="caption")
    tokens = [S.number(v) for v in values] or [S.number(0)]
    room = x1 - x0 - (S.text_width(" \u00bb", FIGURE, bold=True) if closed else 0)  # the closed mark
    for size in (FIGURE, SMALL_FIGURE):
        lines = _wrap(tokens, room, size, _rows(top, bottom, size))
        if lines is not None:
            break
    else:
        lines = _wrap(tokens, room, size, _rows(top, bottom, size), elide=True)
    y = top + CAPTION + 4
    last = len(tokens) - 1
    i = len(tokens) - sum(1 for ln in lines for x in ln if x != ELLIPSIS)  # the first figure shown
    dot = S.text_width("\u00b7", size)
    for li, line in enumerate(lines):
        y += size * 1.25
        t = S.text(g, x0, y, "", size=size, class_=cls, data_player=player, data_on=on, data_line=li)
        t.text = None
        prev = None
        x = x0
        for tok in line:
            if tok == ELLIPSIS:
                t.text = ELLIPSIS + "\u00b7"
                x += S.text_width(ELLIPSIS, size) + dot
                continue
            span = S.sub(t, "tspan", tok, class_="now" if i == last else "past",
                         font_weight="bold" if i == last else None,
                         fill=S.INK if i == last else S.FAINT)
            width = S.text_width(tok, size, bold=i == last)
            if i != last:  # struck as on paper: a drawn line, which every SVG renderer shows
                _strike(g, x, x + width, y - size * 0.3, size)
            x += width + dot
            if prev is not None:
                prev.tail = "\u00b7"
            prev = span
            i += 1
        if closed and li == len(lines) - 1:
            S.sub(t, "tspan", " \u00bb", class_="closed", fill="#2e7d32", font_weight="bold")


def _strike(g: ET.Element, x0: float, x1: float, y: float, size: float) -> None:
    """The stroke through a figure that no longer stands (a line, not ``text-decoration``, which
    librsvg and other renderers leave undrawn)."""
    S.sub(g, "line", x1=x0, y1=y, x2=x1, y2=y, stroke=S.FAINT, stroke_width=max(0.8, size / 14),
          class_="strike")


def _rows(top: float, bottom: float, size: float) -> int:
    return max(1, int((bottom - top - CAPTION - 6) // (size * 1.25)))


def _wrap(tokens: Sequence[str], width: float, size: float, rows: int, *,
          elide: bool = False) -> list[list[str]] | None:
    """Greedy lines of ``tokens`` joined by ``·`` within ``width`` at ``size``, each figure measured
    as the bold one that stands (the widest it is written); ``None`` if more than ``rows`` lines
    are needed (unless ``elide``: then the earliest tokens give way to ``…``)."""
    dot = S.text_width("\u00b7", size)

    def lines_of(toks: Sequence[str]) -> list[list[str]]:
        out: list[list[str]] = [[]]
        used = 0.0
        for tok in toks:
            w = S.text_width(tok, size, bold=True)
            need = w + (dot if out[-1] else 0)
            if out[-1] and used + need > width:
                out.append([])
                used, need = 0.0, w
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
#: each field's number on the 1971 sheet and its caption (a space parts it from the value)
FIELD_CAPTIONS = {"bombs": N_("10 bombs"), "razboynik": N_("11 razboynik"),
                  "responsible": N_("12 won / cover")}
FIELD_SIZE = 10
FIELD_SMALLEST = 7  # the smallest a field's line is written


def _fields(g: ET.Element, span: tuple[float, float], outer: float, inner: float, fields: Sequence[str],
            snap: Mapping[str, Any], p: str) -> None:
    """Fields 10–12, one line each, stacked in the band inside the mountain; a line longer than
    the band (a long list of razboynik games owed, a longer language) is written smaller."""
    x = span[0] + PAD
    for k, f in enumerate(fields):
        caption, value = _(FIELD_CAPTIONS[f]) + " ", _field_text(f, snap, p)
        size = S.fitting_size([(caption, False), (value, True)], span[1] - PAD - x, FIELD_SIZE,
                              FIELD_SMALLEST)
        t = S.text(g, x, -inner + 4 + FIELD_SIZE * 1.2 * (k + 1), "", size=size, class_=f,
                   data_player=p)
        t.text = None
        S.sub(t, "tspan", caption, fill=S.FAINT, class_="caption")
        S.sub(t, "tspan", value, font_weight="bold", class_="value")


def _field_text(f: str, snap: Mapping[str, Any], p: str) -> str:
    if f == "bombs":
        # a bomb doubles, a double bomb quadruples, the ёлка multiplies by 8 (MGU 1971 §6.3)
        return " ".join(f"\u00d7{2 ** int(b)}" for b in snap["bombs"].get(p, ())) or "\u2014"
    if f == "razboynik":
        r = snap["razboynik"]
        owed = r.get("owed", {}).get(p) or []
        if owed:
            return _("owes {games}").format(games=", ".join(_game_word(x) for x in owed))
        left = r.get("raspasy_left", 0)
        return _("played; raspasy left {n}").format(n=left) if left else _("played")
    rv = snap["responsible"][p]
    return f"{S.number(rv['won'])} / {S.number(rv['cover'])}"


def _game_word(game: Any) -> str:
    """A razboynik game as the sheet writes it: its level (6 … 10), or the misère in words."""
    return _("misère") if game == "misère" else str(game)


#: the stages of the classic's razboynik (the snapshot's ``stage``), as the centre names them
STAGES = {"razboynik": N_("razboynik"), "razboynik-raspasy": N_("razboynik raspasy"),
          "conditions": N_("conditions")}


# --- the centre -----------------------------------------------------------------
def _centre(g: ET.Element, lay: Layout, c: float, snap: Mapping[str, Any]) -> None:
    cx, cy = lay.centre
    r = lay.centre_radius(c)
    S.sub(g, "circle", cx=cx, cy=cy, r=r, fill="none", stroke=S.INK, stroke_width=1.6)
    S.text(g, cx, cy - r * 0.42, _("pool to close"), size=CAPTION, fill=S.FAINT, text_anchor="middle",
           class_="caption")
    S.text(g, cx, cy + 10, S.number(snap.get("pool_target", "")), size=30, font_weight="bold",
           text_anchor="middle", class_="target")
    cond = snap.get("conditions") or {}
    lines = []
    if cond.get("whist_price") is not None:
        lines.append(_("whist: {price}").format(price=cond["whist_price"]))
    if cond.get("control") is not None:
        lines.append(_("control time {time}").format(time=cond["control"]))
    stage = (snap.get("razboynik") or {}).get("stage")
    if stage and stage != "main":
        lines.insert(0, _(STAGES[stage]) if stage in STAGES else stage.replace("-", " "))
    for k, s in enumerate(lines):
        S.text(g, cx, cy + 27 + 10 * k, s, size=8.5, text_anchor="middle", class_="conditions")
