"""The arithmetic that keeps a chart's words apart (``scorekeeper/draw/fit.py``): the names at
the lines' ends pushed apart vertically, the deal numbers and the games' captions thinned."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.draw import fit

positions = st.lists(st.floats(min_value=0, max_value=400, allow_nan=False), min_size=0, max_size=12)


@given(positions)
def test_labels_pushed_apart_never_come_closer_than_the_gap_and_stay_in_bounds(wanted):
    out = fit.spread(wanted, 15, 0, 400)
    assert len(out) == len(wanted)
    assert all(-1e-6 <= y <= 400 + 1e-6 for y in out)
    ys = sorted(out)
    assert all(b - a >= 15 - 1e-6 for a, b in zip(ys, ys[1:]))


@given(positions)
def test_labels_pushed_apart_keep_their_order(wanted):
    """A line that ends higher keeps its name higher: the names read in the lines' order."""
    out = fit.spread(wanted, 15, 0, 400)
    order = sorted(range(len(wanted)), key=lambda i: (wanted[i], i))
    assert [out[i] for i in order] == sorted(out)


def test_labels_clear_of_each_other_stay_where_their_lines_end():
    assert fit.spread([10, 50, 200], 15, 0, 400) == [10, 50, 200]


def test_three_labels_at_one_figure_stand_a_gap_apart_round_it():
    """Order poker for six: Anna, Gleb and Dasha ending together at one figure."""
    assert fit.spread([100, 100, 100], 15, 0, 400) == [85, 100, 115]


def test_labels_at_the_bottom_edge_are_pushed_up_inside_it():
    assert fit.spread([399, 400], 15, 0, 400) == [385, 400]


def test_more_labels_than_the_room_holds_share_it_evenly():
    assert fit.spread([5, 5, 5], 15, 0, 20) == [0, 10, 20]


widths = st.integers(min_value=1, max_value=300).flatmap(
    lambda n: st.tuples(st.floats(min_value=1, max_value=20), st.lists(
        st.floats(min_value=2, max_value=30), min_size=n, max_size=n)))


@given(widths)
def test_a_thinned_axis_never_writes_two_labels_that_touch_and_always_the_last(case):
    pitch, ws = case
    pos = [pitch * (i + 1) for i in range(len(ws))]
    keep = fit.thinned(pos, ws, 6)
    assert keep[-1] == len(ws) - 1
    for a, b in zip(keep, keep[1:]):
        assert pos[b] - pos[a] >= (ws[a] + ws[b]) / 2 + 6 - 1e-9


def test_an_axis_with_room_writes_every_label():
    assert fit.thinned([10, 40, 70, 100], [10, 10, 10, 10], 6) == [0, 1, 2, 3]


def test_a_crowded_axis_writes_every_fifth_and_the_last():
    """210 deals at 4.7 px each, numbers 17 px wide: every fifth (5, 10, …, 210)."""
    pos = [4.7 * (i + 1) for i in range(210)]
    keep = fit.thinned(pos, [17.2] * 210, 6)
    assert keep == [i for i in range(210) if (i + 1) % 5 == 0]


def test_the_game_in_play_keeps_its_caption_before_earlier_ones():
    """Three short games: the last one's caption is written, the one before it left out."""
    assert fit.greedy([0, 30, 60], [40, 40, 40], 6, 200) == [0, 2]
    assert fit.greedy([0, 50, 100], [40, 40, 40], 6, 200) == [0, 1, 2]
    assert fit.greedy([0, 50, 180], [40, 40, 40], 6, 200) == [0, 1]  # the last runs past the end
