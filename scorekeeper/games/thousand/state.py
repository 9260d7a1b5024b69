"""Thousand: the state a session folds into, and a deal worked out before it is written."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

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
    bolt_run: dict[str, int] = field(default_factory=dict)  # bolts toward the next penalty
    falls: dict[str, int] = field(default_factory=dict)  # falls off the barrel (R-T-M17)
    give_ups: dict[str, int] = field(default_factory=dict)  # give-ups this game (R-T-M16)
    golden_from: int = 0  # the deal of the game the golden round starts at (R-T-M19)
    golden_made: bool = False  # a golden bid made in this golden round (R-T-M19)


@dataclass(kw_only=True)
class Evaluation(records.Evaluation):
    """A deal worked out, before anything is written: besides the changes, the totals after it,
    the bolts and the barrel as it leaves them, and the house rules' other counts (``more``: a
    field of the state each)."""

    after: dict[str, int]
    bolts: dict[str, int]
    barrel: dict[str, int]
    more: dict[str, Any] = field(default_factory=dict)  # the other counts the deal leaves


def in_play(table: Table, dealer: str) -> list[str]:
    """Who plays the deal: with four at the table everyone but the dealer (§ТЫСЯЧА)."""
    if len(table.players) == T.SITTING_OUT_AT:
        return [p for p in table.players if p != dealer]
    return list(table.players)
