"""Small helpers for building SVG with :mod:`xml.etree.ElementTree` (as python-chess's
``chess.svg`` builds its board): elements, text, numbers as the sheet writes them.

Every word and figure is a real ``<text>`` element (searchable, selectable, read back by the
tests); the text is measured in DejaVu Sans, the face the drawing names first and the package
ships, and drawn in the reader's copy of it (or the next sans-serif face) — nothing is fetched,
nothing is scripted.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

from scorekeeper.core.figures import figure_text

SVG_NS = "http://www.w3.org/2000/svg"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
INK = "#1b2a4a"  # the pen
GRID = "#5b6b8c"  # the ruled lines of the sheet
PAPER = "#fffdf6"
FAINT = "#8a93a6"  # crossed-out figures and captions
MINUS = "\u2212"  # the minus sign people write, not a hyphen
_HYPHEN_MINUS = re.compile(r"(?<![\w\d])-(?=\d)")

#: How far DejaVu Sans's glyphs reach above and below the baseline, in ems (its ascender 1901
#: and descender 483 of 2048 units): a line's box, for keeping one line's words off another's
ASCENT = 1901 / 2048
DESCENT = 483 / 2048


def root(width: float, height: float, title: str) -> ET.Element:
    """An ``<svg>`` element of the given size, with a paper background and a ``<title>``."""
    svg = ET.Element("svg", {
        "xmlns": SVG_NS, "version": "1.1", "width": _n(width), "height": _n(height),
        "viewBox": f"0 0 {_n(width)} {_n(height)}", "font-family": FONT,
    })
    ET.SubElement(svg, "title").text = title
    sub(svg, "rect", x=0, y=0, width=width, height=height, fill=PAPER)
    return svg


def sub(parent: ET.Element, tag: str, text: str | None = None, **attrs: Any) -> ET.Element:
    """A child element; ``class_`` becomes ``class``, other underscores become hyphens
    (``font_size`` → ``font-size``, ``data_player`` → ``data-player``)."""
    el = ET.SubElement(parent, tag, {_key(k): _val(v) for k, v in attrs.items() if v is not None})
    if text is not None:
        el.text = text
    return el


def text(parent: ET.Element, x: float, y: float, s: str, *, size: float = 12, **attrs: Any) -> ET.Element:
    return sub(parent, "text", s, x=x, y=y, font_size=size, fill=attrs.pop("fill", INK), **attrs)


def to_string(svg: ET.Element) -> str:
    return ET.tostring(svg, encoding="unicode") + "\n"


def number(x: Any) -> str:
    """A figure as the sheet writes it: ``12``, ``12.5``, ``46.67``, ``−3`` (true minus sign):
    its nearest cent, as every output shows it (:func:`scorekeeper.core.figures.figure_text`)."""
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return str(x)
    return figure_text(x, minus=MINUS)


def read_number(s: str) -> float:
    """The inverse of :func:`number` (for reading a drawn sheet back)."""
    return float(s.strip().replace(MINUS, "-"))


def text_width(s: str, size: float, *, bold: bool = False) -> float:
    """The width of a line at ``size`` in DejaVu Sans (the first face :data:`FONT` names, shipped
    in ``scorekeeper/data/fonts``), from its glyphs' advances as the font's own tables give them:
    Cyrillic runs wider than Latin (ж, ш, щ, ю, ы), Greek, Hebrew and Arabic have their own
    widths, so a name or a word is measured, not counted.  A character the font lacks (CJK: the
    reader's fallback face draws it) counts as a whole em."""
    table = _cache[bold]
    width = 0
    for ch in s:
        w = table.get(ch)
        if w is None:
            w = table[ch] = _advance(bold, ch)
        width += w
    return width * size / _EM


def clipped(s: str, width: float, size: float, *, bold: bool = False) -> str:
    """``s`` as it fits ``width`` at ``size``: whole, or cut short with an ellipsis (a long name
    in a narrow column)."""
    if text_width(s, size, bold=bold) <= width:
        return s
    while s and text_width(s + "\u2026", size, bold=bold) > width:
        s = s[:-1]
    return s.rstrip() + "\u2026"


def wrapped(s: str, width: float, size: float, *, bold: bool = False) -> list[str]:
    """``s`` as lines that each fit ``width`` at ``size``, nothing left out: broken after a space,
    a comma, a semicolon, a slash or a hyphen, and a word wider than the line broken where it runs out (a
    long deal's description in its column, a long name in a heading)."""
    lines: list[str] = []
    line = ""
    for word in pieces(s):
        if text_width((line + word).rstrip(), size, bold=bold) <= width or not line.strip():
            line += word
        else:
            lines.append(line.rstrip())
            line = word.lstrip()
        while len(line) > 1 and text_width(line.rstrip(), size, bold=bold) > width:
            cut = len(line) - 1
            while cut > 1 and text_width(line[:cut], size, bold=bold) > width:
                cut -= 1
            lines.append(line[:cut].rstrip())
            line = line[cut:].lstrip()
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines


def fitted(s: str, width: float, size: float, smallest: float, *, bold: bool = False,
           lines: int = 2) -> tuple[float, list[str]]:
    """``s`` fitted to ``width``: the largest size from ``size`` down to ``smallest`` (in half
    points) at which it fits one line; failing that, at ``smallest`` wrapped onto at most
    ``lines`` lines; failing that, those lines with the last cut short with an ellipsis (a name of
    64 characters on a sector's edge).  The size and the lines."""
    at = fitting_size([(s, bold)], width, size, smallest)
    if text_width(s, at, bold=bold) <= width:
        return at, [s]
    out = wrapped(s, width, at, bold=bold)
    if len(out) > lines:
        out = out[:lines - 1] + [clipped(" ".join(out[lines - 1:]), width, at, bold=bold)]
    return at, out


def pieces(s: str) -> list[str]:
    """``s`` cut after each space, comma, semicolon, slash and hyphen (each piece keeps its
    separator)."""
    out, word = [], ""
    for ch in s:
        word += ch
        if ch in " ,;/-":
            out.append(word)
            word = ""
    return out + ([word] if word else [])


def true_minus(s: str) -> str:
    """``s`` with a hyphen that stands for a minus (before a figure, not inside a word) written
    as the true minus sign: ``penalty Boris -1`` → ``penalty Boris −1``."""
    return _HYPHEN_MINUS.sub(MINUS, s)


def fitting_size(parts: list[tuple[str, bool]], width: float, size: float, smallest: float) -> float:
    """The largest size from ``size`` down to ``smallest`` (in half points) at which a line of
    ``parts`` (text, bold) fits ``width``; ``smallest`` if none does."""
    while size > smallest and sum(text_width(t, size, bold=b) for t, b in parts) > width:
        size -= 0.5
    return max(size, smallest)


#: the shipped faces (DejaVu Sans Book and Bold, their licence beside them)
FONTS = Path(__file__).resolve().parent.parent / "data" / "fonts"
_EM = 2048  # DejaVu Sans's units to the em (its ``head`` table)
_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
_fonts: dict[bool, tuple[dict[int, str], dict[str, tuple[int, int]]]] = {}
_cache: dict[bool, dict[str, float]] = {False: {}, True: {}}  # each face's advances measured so far


def _advance(bold: bool, ch: str) -> float:
    """One character's advance in font units, read from the face's ``cmap`` and ``hmtx`` tables
    (fontTools is imported here, the first time a drawing measures a word, never at start-up);
    a character the face has no glyph for is a whole em."""
    if bold not in _fonts:
        from fontTools.ttLib import TTFont

        with TTFont(FONTS / _FILES[bold], lazy=True) as font:
            if font["head"].unitsPerEm != _EM:
                raise ValueError(f"{_FILES[bold]}: {font['head'].unitsPerEm} units to the em")
            _fonts[bold] = (dict(font.getBestCmap()), dict(font["hmtx"].metrics))
    cmap, metrics = _fonts[bold]
    glyph = cmap.get(ord(ch))
    return float(metrics[glyph][0]) if glyph is not None else float(_EM)


def _key(k: str) -> str:
    if k == "class_":
        return "class"
    return k.replace("_", "-")


def _val(v: Any) -> str:
    return _n(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)


def _n(v: float) -> str:
    v = round(float(v), 2)
    return str(int(v)) if v == int(v) else f"{v:g}"
