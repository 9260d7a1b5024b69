"""The table's events in preferans: a player joining, leaving or substituted, and the seats
corrected (:mod:`scorekeeper.core.table_events` decides who sits where; this writes what each
does to the figures).

A newcomer writes the arithmetic mean of the pools and of the mountains of the players at the
table, every rounding against the newcomer: the pool rounded down, the mountain up (R-P-E1, the
1996 Code); ``newcomer = zero`` starts the newcomer at nothing.  Whists start at none either way.
A leaver's figures stay as they stand when he leaves and are settled with everyone's at the end;
his pool no longer has to close, and help no longer reaches it (R-P-E2).
"""

from __future__ import annotations

import math
from fractions import Fraction

from scorekeeper.core.engine import DealContext, Table
from scorekeeper.games.preferans.ledger import record_history
from scorekeeper.games.preferans.state import PrefState, at_table
from scorekeeper.i18n import _

R_JOIN = "R-P-E1; newcomer"
R_LEAVE = "R-P-E2"


def reseat(state: PrefState, table: Table) -> None:
    """The same players in a new order: the sheet's columns follow the seats."""
    left = [p for p in state.players if p not in table.players]
    state.players = tuple(table.players) + tuple(left)
    if state.seated is not None:
        state.seated = tuple(table.players)


def join(state: PrefState, name: str, table: Table, ctx: DealContext) -> None:
    """``name`` sits down with the mean figures (or none, ``newcomer = zero``)."""
    others = [p for p in at_table(state) if p in table.players and p != name]
    if state.options["newcomer"] == "mean" and others:
        pool = math.floor(Fraction(sum(Fraction(state.pool[p]) for p in others), len(others)))
        mountain = math.ceil(Fraction(sum(Fraction(state.mountain[p]) for p in others),
                                      len(others)))
    else:
        pool = mountain = 0
    _open_accounts(state, name, pool, mountain)
    state.players = tuple(table.players) + tuple(p for p in state.players
                                                 if p not in table.players)
    state.seated = tuple(table.players)
    if state.options["newcomer"] == "mean" and others:
        ctx.step(_("{name} sits down: pool {pool}, the mean of {pools} rounded down, against the "
                   "newcomer").format(name=name, pool=pool, pools=", ".join(
                       _num(state.pool[p]) for p in others)), R_JOIN, name, "pool", pool)
        ctx.step(_("{name}: mountain {mountain}, the mean of {mountains} rounded up, against the "
                   "newcomer").format(name=name, mountain=mountain, mountains=", ".join(
                       _num(state.mountain[p]) for p in others)), R_JOIN, name, "mountain",
                 mountain)
    else:
        ctx.step(_("{name} sits down with no pool, no mountain and no whists").format(name=name),
                 R_JOIN, name, "pool", 0)
    record_history(state, ctx, _("{name} joins").format(name=name), "", dealer=False)


def _open_accounts(state: PrefState, name: str, pool: int, mountain: int) -> None:
    for row in state.whists.values():
        row[name] = 0
    state.whists[name] = {p: 0 for p in state.players}
    state.pool[name], state.mountain[name] = pool, mountain
    state.pool_marks[name] = [pool] if pool else []
    state.mountain_marks[name] = [mountain] if mountain else []
    state.bombs[name], state.won_games[name], state.premiums[name] = [], 0, set()
    if state.razboynik is not None:
        state.razboynik[name] = []


def leave(state: PrefState, name: str, table: Table, ctx: DealContext) -> None:
    """``name`` leaves the table; his figures stay and are settled at the end.  (``table`` may
    already hold his substitute, who is given his accounts next.)"""
    state.seated = tuple(p for p in table.players if p in state.pool)
    state.players = state.seated + tuple(p for p in state.players if p not in state.seated)
    ctx.step(_("{name} leaves: pool {pool}, mountain {mountain} and the whists stay as they stand "
               "and are settled with everyone's").format(
                   name=name, pool=_num(state.pool[name]), mountain=_num(state.mountain[name])),
             R_LEAVE, name)
    record_history(state, ctx, _("{name} leaves").format(name=name), "", dealer=False)


def _num(v: Fraction | int) -> str:
    from scorekeeper.games.preferans.settlement import txt

    return txt(v)
