"""Thousand: the state a session folds into, and a deal worked out before it is written."""

from __future__ import annotations

from dataclasses import dataclass, field

from scorekeeper.core import records
from scorekeeper.core.engine import Table
from scorekeeper.core.match import MatchState
from scorekeeper.core.records import Pending
from scorekeeper.games.thousand import tables as T

__all__ = ["Evaluation", "Pending", "State", "in_play"]


# ------------------------------------------------------------------------------ the state
@dataclass
class State(MatchState):
    deals_in_game: int = 0
    bolts: dict[str, int] = field(default_factory=dict)
    barrel: dict[str, int] = field(default_factory=dict)  # who sits on it -> deals used


@dataclass(kw_only=True)
class Evaluation(records.Evaluation):
    """A deal worked out, before anything is written: besides the changes, the totals after it
    and the bolts and the barrel as it leaves them."""

    after: dict[str, int]
    bolts: dict[str, int]
    barrel: dict[str, int]


def in_play(table: Table, dealer: str) -> list[str]:
    """Who plays the deal: with four at the table everyone but the dealer (§ТЫСЯЧА)."""
    if len(table.players) == T.SITTING_OUT_AT:
        return [p for p in table.players if p != dealer]
    return list(table.players)
