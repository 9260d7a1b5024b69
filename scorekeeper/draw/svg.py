"""Small helpers for building SVG with :mod:`xml.etree.ElementTree` (as python-chess's
``chess.svg`` builds its board): elements, text, numbers as the sheet writes them.

Every word and figure is a real ``<text>`` element (searchable, selectable, read back by the
tests); fonts are the reader's own sans-serif faces — nothing is fetched, nothing is scripted.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from typing import Any

from scorekeeper.core.figures import figure_text

SVG_NS = "http://www.w3.org/2000/svg"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
INK = "#1b2a4a"  # the pen
GRID = "#5b6b8c"  # the ruled lines of the sheet
PAPER = "#fffdf6"
FAINT = "#8a93a6"  # crossed-out figures and captions
MINUS = "\u2212"  # the minus sign people write, not a hyphen

#: The width of a digit in DejaVu Sans, in ems (for fitting sequences into their bands).
DIGIT_EM = 0.64


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


def text_width(s: str, size: float) -> float:
    """A generous estimate of a line's width (digits are the widest common glyphs)."""
    return len(s) * DIGIT_EM * size


def _key(k: str) -> str:
    if k == "class_":
        return "class"
    return k.replace("_", "-")


def _val(v: Any) -> str:
    return _n(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)


def _n(v: float) -> str:
    v = round(float(v), 2)
    return str(int(v)) if v == int(v) else f"{v:g}"
