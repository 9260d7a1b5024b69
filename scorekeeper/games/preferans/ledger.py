"""The state's bookkeeping: writing the mountain, keeping figures whole, the marks of the sheet as
written (MGU 1971 §7 fields 5 and 6), the history rows, and R-P5's cover of a player (R-P-C8).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from scorekeeper.core.engine import DealContext
from scorekeeper.games.preferans.state import HistoryRow, PrefState


def responsible_cover(state: PrefState, p: str) -> int:
    """R-P5's cover of a player: the raspasy so far and his own razboynik games (R-P-C8)."""
    return state.raspasy_played + (len(state.razboynik[p]) if state.razboynik is not None else 0)


def add_mountain(state: PrefState, p: str, delta: Fraction) -> None:
    state.mountain[p] += delta


def whole(state: PrefState) -> None:
    """Figures that came out whole go back to ints: the next deal's arithmetic stays cheap and
    exact (a Fraction is kept only while a figure really holds a half or a third)."""
    for table in (state.pool, state.mountain, *state.whists.values()):
        for k, v in table.items():
            if type(v) is Fraction and v.denominator == 1:
                table[k] = v.numerator


def mark(state: PrefState, before_pool: Mapping[str, Fraction],
          before_mnt: Mapping[str, Fraction]) -> None:
    for p in state.players:
        if state.pool[p] != before_pool[p]:
            state.pool_marks[p].append(state.pool[p])
        if state.mountain[p] != before_mnt[p]:
            state.mountain_marks[p].append(state.mountain[p])


def record_history(state: PrefState, ctx: DealContext, text: str, result: str, *,
             dealer: bool = True) -> None:
    # the figures as they stand, as flat tuples in seating order (a long night keeps a great
    # many of these); the running balance is worked out only for the rows shown
    ps = state.players
    state.history.append(HistoryRow(
        ctx.number, ctx.dealer if dealer else "", text, result, state.pool_target,
        tuple(state.pool[p] for p in ps), tuple(state.mountain[p] for p in ps),
        tuple(state.whists[a][b] for a in ps for b in ps if a != b), ps))
