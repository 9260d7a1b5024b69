"""The box each word of a drawing takes in the canvas's frame, the sheet's rotated sectors
included: for the tests that no two words of a пулька (or a chart) overlap and every one lies on
the canvas.

A ``<text>``'s box in its own frame is :func:`boxes.box` (its measured width placed by ``x`` and
``text-anchor``, from the face's ascender to its descender); the groups around it carry
``translate`` and ``rotate`` transforms (a пулька's sectors, :mod:`scorekeeper.draw.shapes`), so
each box is carried into the canvas as the four corners of a rectangle, which may lie at an angle.
Two such rectangles overlap when no axis of either separates them (the separating axis theorem).
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from boxes import SVG, box

Matrix = tuple[float, float, float, float, float, float]  # a b c d e f, as SVG's matrix()
IDENTITY: Matrix = (1, 0, 0, 1, 0, 0)
_STEP = re.compile(r"(translate|rotate)\(([^)]*)\)")


def _times(m: Matrix, n: Matrix) -> Matrix:
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = n
    return (a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
            a * e2 + c * f2 + e, b * e2 + d * f2 + f)


def parse_transform(text: str | None) -> Matrix:
    """``translate(x,y) rotate(deg)`` as a matrix (the steps the drawings use)."""
    m = IDENTITY
    if not text:
        return m
    rest = _STEP.sub("", text).strip()
    assert not rest, f"a transform this reader does not know: {text!r}"
    for kind, args in _STEP.findall(text):
        nums = [float(v) for v in re.split(r"[ ,]+", args.strip())]
        if kind == "translate":
            step: Matrix = (1, 0, 0, 1, nums[0], nums[1] if len(nums) > 1 else 0.0)
        else:
            assert len(nums) == 1, f"rotate about a point: {text!r}"
            r = math.radians(nums[0])
            step = (math.cos(r), math.sin(r), -math.sin(r), math.cos(r), 0, 0)
        m = _times(m, step)
    return m


@dataclass(frozen=True)
class Quad:
    """A word's box in the canvas: four corners (in order round the rectangle)."""

    corners: tuple[tuple[float, float], ...]
    words: str
    cls: str

    def bounds(self) -> tuple[float, float, float, float]:
        xs, ys = [p[0] for p in self.corners], [p[1] for p in self.corners]
        return min(xs), min(ys), max(xs), max(ys)


def _project(q: Quad, ax: float, ay: float) -> tuple[float, float]:
    vals = [x * ax + y * ay for x, y in q.corners]
    return min(vals), max(vals)


def overlap(p: Quad, q: Quad, eps: float = 0.01) -> bool:
    """Whether two rectangles (at any angle) share more than a hair of area."""
    for quad in (p, q):
        cs = quad.corners
        for k in range(2):  # a rectangle's two edge directions
            (x1, y1), (x2, y2) = cs[k], cs[k + 1]
            ax, ay = y1 - y2, x2 - x1
            norm = math.hypot(ax, ay) or 1.0
            ax, ay = ax / norm, ay / norm
            lo1, hi1 = _project(p, ax, ay)
            lo2, hi2 = _project(q, ax, ay)
            if hi1 <= lo2 + eps or hi2 <= lo1 + eps:
                return False
    return True


def quads(root: ET.Element) -> list[Quad]:
    """Every written word's box in the canvas's frame."""
    out: list[Quad] = []

    def walk(el: ET.Element, m: Matrix) -> None:
        m = _times(m, parse_transform(el.get("transform")))
        if el.tag == f"{SVG}text":
            if "".join(el.itertext()).strip():
                b = box(el)
                pts = ((b.left, b.top), (b.right, b.top), (b.right, b.bottom), (b.left, b.bottom))
                a, bb, c, d, e, f = m
                out.append(Quad(tuple((a * x + c * y + e, bb * x + d * y + f) for x, y in pts),
                                b.words, b.cls))
            return
        for child in el:
            walk(child, m)

    walk(root, IDENTITY)
    return out


def clashes(qs: list[Quad]) -> list[tuple[Quad, Quad]]:
    out = []
    order = sorted(qs, key=lambda q: q.bounds()[1])
    for k, p in enumerate(order):
        pb = p.bounds()
        for q in order[k + 1:]:
            qb = q.bounds()
            if qb[1] >= pb[3]:
                break
            if qb[0] < pb[2] and pb[0] < qb[2] and overlap(p, q):
                out.append((p, q))
    return out


def off_canvas(root: ET.Element, qs: list[Quad]) -> list[Quad]:
    w, h = float(root.get("width")), float(root.get("height"))
    return [q for q in qs if any(x < -0.01 or y < -0.01 or x > w + 0.01 or y > h + 0.01
                                 for x, y in q.corners)]


def problems(svg_text: str) -> tuple[int, list[str]]:
    """How many words the drawing writes, and what is wrong: each pair of words that overlap,
    each word that leaves the canvas."""
    root = ET.fromstring(svg_text)
    qs = quads(root)
    bad = [f"overlap: {p.words!r} ({p.cls}) / {q.words!r} ({q.cls})" for p, q in clashes(qs)]
    bad += [f"off the canvas: {q.words!r} ({q.cls}) {tuple(round(v) for v in q.bounds())}"
            for q in off_canvas(root, qs)]
    return len(qs), bad
