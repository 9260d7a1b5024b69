"""Fitting a chart's words into its room: labels pushed apart so that none covers another, tick
labels thinned to what the axis holds.  Pure arithmetic on positions and measured widths
(:func:`scorekeeper.draw.svg.text_width`); nothing here draws.
"""

from __future__ import annotations

from collections.abc import Sequence

#: the steps a thinned axis labels by: every deal, every second, every fifth …
NICE_STEPS = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


def spread(wanted: Sequence[float], gap: float, lo: float, hi: float) -> list[float]:
    """Positions as near ``wanted`` as they can be with every two at least ``gap`` apart and each
    within ``lo`` … ``hi`` (the direct labels at the lines' ends, pushed apart vertically).

    Labels that would collide are moved as a block, centred where their wanted positions
    average, and the block slid back inside the bounds; blocks that then touch merge, until none
    overlaps.  When even ``gap`` apart they cannot all fit, they share the room evenly."""
    n = len(wanted)
    if n == 0:
        return []
    if gap * (n - 1) > hi - lo:  # no room for the gap: spaced evenly over what there is
        step = (hi - lo) / (n - 1) if n > 1 else 0.0
        order = sorted(range(n), key=lambda i: (wanted[i], i))
        out = [0.0] * n
        for k, i in enumerate(order):
            out[i] = lo + step * k
        return out
    order = sorted(range(n), key=lambda i: (wanted[i], i))
    blocks: list[list[int]] = []  # runs of labels (indices into order) kept gap apart
    tops: list[float] = []

    def place(members: list[int]) -> float:
        mean = sum(wanted[order[k]] for k in members) / len(members)
        top = mean - gap * (len(members) - 1) / 2
        return min(max(top, lo), hi - gap * (len(members) - 1))

    for k in range(n):
        blocks.append([k])
        tops.append(place([k]))
        while len(blocks) > 1 and tops[-2] + gap * len(blocks[-2]) > tops[-1] + 1e-9:
            merged = blocks[-2] + blocks[-1]
            blocks[-2:] = [merged]
            tops[-2:] = [place(merged)]
    out = [0.0] * n
    for members, top in zip(blocks, tops):
        for j, k in enumerate(members):
            out[order[k]] = top + gap * j
    return out


def thinned(positions: Sequence[float], widths: Sequence[float], gap: float) -> list[int]:
    """Which of the labels centred at ``positions`` (increasing, each ``widths`` wide) an axis
    writes: every one, or every second, fifth, tenth … (:data:`NICE_STEPS`), the step the
    smallest at which no two come closer than ``gap``; the last label (the standing entry) is
    always written, the regular one before it left out if the two would touch."""
    n = len(positions)
    if n == 0:
        return []

    def clear(a: int, b: int) -> bool:
        return positions[b] - positions[a] >= (widths[a] + widths[b]) / 2 + gap

    for step in NICE_STEPS + (n,):
        keep = [i for i in range(n) if (i + 1) % step == 0]
        if all(clear(a, b) for a, b in zip(keep, keep[1:])):
            break
    if not keep or keep[-1] != n - 1:
        while keep and not clear(keep[-1], n - 1):
            keep.pop()
        keep.append(n - 1)
    return keep


def greedy(starts: Sequence[float], widths: Sequence[float], gap: float, end: float) -> list[int]:
    """Which of the labels starting at ``starts`` (increasing) are written: the last one (the
    game in play) whenever it ends before ``end``, then left to right each that begins ``gap``
    clear of the one written before it and ends ``gap`` clear of the last (the game dividers'
    captions: a short game leaves its number to its divider)."""
    n = len(starts)
    last = [n - 1] if n and starts[-1] + widths[-1] <= end else []
    limit = starts[-1] - gap if last else end
    keep: list[int] = []
    edge = float("-inf")
    for i in range(n - len(last)):
        if starts[i] >= edge + gap and starts[i] + widths[i] <= limit:
            keep.append(i)
            edge = starts[i] + widths[i]
    return keep + last
