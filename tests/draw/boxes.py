"""The box each word of a drawing takes, read back from the SVG: for the tests that no two words
of a chart overlap and every one lies on the canvas.

A ``<text>``'s box: its width the advances of DejaVu Sans (``svg.text_width``, the face the
drawing names first) over its text and its tspans, each at its own size and weight; placed by
``x`` and ``text-anchor``; from the face's ascender above the baseline ``y`` to its descender
below it (DejaVu Sans: 1901 and 483 of 2048 units to the em, its ``hhea`` table) — so a box holds
every glyph, accents and descenders included.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass

from scorekeeper.draw.svg import text_width

SVG = "{http://www.w3.org/2000/svg}"
ASCENDER, DESCENDER = 1901 / 2048, 483 / 2048


@dataclass(frozen=True)
class Box:
    left: float
    top: float
    right: float
    bottom: float
    words: str
    cls: str

    def overlaps(self, other: Box, eps: float = 0.01) -> bool:
        return (self.left < other.right - eps and other.left < self.right - eps
                and self.top < other.bottom - eps and other.top < self.bottom - eps)


def _bold(el: ET.Element, inherited: bool) -> bool:
    w = el.get("font-weight")
    return inherited if w is None else w == "bold"


def box(t: ET.Element) -> Box:
    size, bold = float(t.get("font-size")), _bold(t, False)
    width = text_width(t.text or "", size, bold=bold)
    for span in t.findall(f"{SVG}tspan"):
        assert not {"x", "y", "dx", "dy"} & set(span.attrib), "a tspan placed on its own"
        s = float(span.get("font-size", size))
        width += text_width(span.text or "", s, bold=_bold(span, bold))
        width += text_width(span.tail or "", size, bold=bold)
    x, y = float(t.get("x")), float(t.get("y"))
    left = x - {"start": 0.0, "middle": width / 2, "end": width}[t.get("text-anchor", "start")]
    return Box(left, y - size * ASCENDER, left + width, y + size * DESCENDER, "".join(t.itertext()),
               t.get("class") or "")


def boxes(root: ET.Element) -> list[Box]:
    for el in root.iter():
        assert "transform" not in el.attrib, "a chart places its words without transforms"
    return [box(t) for t in root.iter(f"{SVG}text") if "".join(t.itertext()).strip()]


def overlapping(bs: list[Box]) -> list[tuple[Box, Box]]:
    """Every pair of boxes that overlap (a sweep down the page)."""
    out = []
    order = sorted(bs, key=lambda b: b.top)
    for k, a in enumerate(order):
        for b in order[k + 1:]:
            if b.top >= a.bottom:
                break
            if a.overlaps(b):
                out.append((a, b))
    return out


def off_canvas(root: ET.Element, bs: list[Box]) -> list[Box]:
    w, h = float(root.get("width")), float(root.get("height"))
    return [b for b in bs if b.left < -0.01 or b.top < -0.01 or b.right > w + 0.01 or b.bottom > h + 0.01]


def assert_fits(svg_text: str) -> ET.Element:
    """The SVG parsed, after asserting no two words overlap and every one is on the canvas."""
    root = ET.fromstring(svg_text)
    bs = boxes(root)
    clash = overlapping(bs)
    assert not clash, [(a.words, a.cls, b.words, b.cls) for a, b in clash[:5]]
    out = off_canvas(root, bs)
    assert not out, [(b.words, b.cls, b.left, b.right, b.top, b.bottom) for b in out[:5]]
    return root
