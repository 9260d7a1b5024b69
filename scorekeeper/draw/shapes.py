"""The ruled shapes of the пулька: where each sector lies and how it faces its player.

* ``triangle`` (the default for three): an equilateral triangle, one sector along each side, cut
  by the lines from its corners to the centre — the three-player counterpart of the square;
* ``rectangle`` (three, on request): the sheet many tables rule on a page — a rectangle cut into
  three sectors by lines from the centre to the two lower corners and up to the middle of the top;
* four players always share a square cut by its diagonals.

Every sector is drawn in its own frame: ``x`` runs along its edge from its player's left, ``y`` is
minus the depth inwards from the edge, so text written upright in the frame faces the player.  A
band at depth ``d`` spans ``x`` from ``d · slope`` to ``length − d · slope`` (the dividers leave the
corners at 45° in a rectangle, at 30° to the side in a triangle).
"""

from __future__ import annotations

import math
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.draw import svg as S

SHAPES = ("triangle", "rectangle")
RECTANGLE_3 = (800, 620)  # three players on a rectangle
SQUARE_4 = 680  # four players: a square
CENTRE_ROOM = 70  # the room the centre circle needs inside the innermost band (triangle)


@dataclass(frozen=True)
class Layout:
    shape: str
    width: float
    height: float
    seats: tuple[str, ...]  # in the order of the file's players: the first at the bottom, then clockwise
    frames: dict[str, tuple[str, float]]  # seat -> (SVG transform, the edge's length)
    slope: float
    corners: tuple[tuple[float, float], ...]  # the outer corners (a polygon)
    centre: tuple[float, float]
    inradius: float  # the distance from the centre to the nearest edge

    def span(self, seat: str, depth: float) -> tuple[float, float]:
        """Where a band at ``depth`` starts and ends along a sector's edge."""
        length = self.frames[seat][1]
        return depth * self.slope, length - depth * self.slope

    def inset(self, depth: float) -> list[tuple[float, float]]:
        """The corners of the ruled line at ``depth`` from every edge."""
        cx, cy = self.centre
        if self.shape == "triangle":
            f = (self.inradius - depth) / self.inradius
            return [(cx + (x - cx) * f, cy + (y - cy) * f) for x, y in self.corners]
        w, h = self.width, self.height
        return [(depth, depth), (w - depth, depth), (w - depth, h - depth), (depth, h - depth)]

    def rule(self, g: ET.Element, edges: Sequence[float]) -> None:
        """The sheet's lines: the outline, a line at each band's depth, the sector dividers."""
        S.sub(g, "polygon", points=_points(self.corners), fill="none", stroke=S.INK, stroke_width=2.2)
        for d in edges:
            S.sub(g, "polygon", points=_points(self.inset(d)), fill="none", stroke=S.GRID,
                  stroke_width=1.6 if d == edges[-1] else 1.1)
        inner = self.inset(edges[-1])
        line = dict(stroke=S.INK, stroke_width=1.6, class_="divider")
        if self.shape == "rectangle":
            w, h, c = self.width, self.height, edges[-1]
            S.sub(g, "line", x1=0, y1=h, x2=c, y2=h - c, **line)  # lower left
            S.sub(g, "line", x1=w, y1=h, x2=w - c, y2=h - c, **line)  # lower right
            S.sub(g, "line", x1=w / 2, y1=0, x2=w / 2, y2=c, **line)  # up to the middle of the top
            return
        for (x1, y1), (x2, y2) in zip(self.corners, inner):
            S.sub(g, "line", x1=x1, y1=y1, x2=x2, y2=y2, **line)

    def centre_radius(self, depth: float) -> float:
        return max(20.0, min(60.0, self.inradius - depth - 6))


def layout(players: int, depth: float, shape: str = "triangle") -> Layout:
    """The layout for ``players`` around a sheet whose bands reach ``depth`` from the edges."""
    if players == 4:
        s = SQUARE_4
        frames = {"bottom": (f"translate(0,{s})", s), "left": ("rotate(90)", s),
                  "top": (f"translate({s},0) rotate(180)", s), "right": (f"translate({s},{s}) rotate(-90)", s)}
        return Layout("square", s, s, ("bottom", "left", "top", "right"), frames, 1.0,
                      ((0, 0), (s, 0), (s, s), (0, s)), (s / 2, s / 2), s / 2)
    if players != 3:
        raise ValueError(f"the drawn пулька is for 3 or 4 players, not {players}")
    if shape == "triangle":
        r = depth + CENTRE_ROOM  # the inradius
        side = 2 * math.sqrt(3) * r
        h = side * math.sqrt(3) / 2
        frames = {"bottom": (f"translate(0,{h:.2f})", side),
                  "left": (f"translate({side / 2:.2f},0) rotate(120)", side),
                  "right": (f"translate({side:.2f},{h:.2f}) rotate(-120)", side)}
        return Layout("triangle", side, h, ("bottom", "left", "right"), frames, math.sqrt(3),
                      ((0, h), (side / 2, 0), (side, h)), (side / 2, h - r), r)
    if shape != "rectangle":
        raise ValueError(f"unknown shape {shape!r}: {', '.join(SHAPES)}")
    w, h = RECTANGLE_3
    frames = {"bottom": (f"translate(0,{h})", w), "left": ("rotate(90)", h),
              "right": (f"translate({w},{h}) rotate(-90)", h)}
    return Layout("rectangle", w, h, ("bottom", "left", "right"), frames, 1.0,
                  ((0, 0), (w, 0), (w, h), (0, h)), (w / 2, h / 2), h / 2)


def _points(pts: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{x:.2f},{y:.2f}" for x, y in pts)
