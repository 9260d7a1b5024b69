"""Thousand: the state a session folds into, and a deal worked out before it is written."""

from __future__ import annotations

from dataclasses import dataclass, field

from scorekeeper.core.engine import Step, Table
from scorekeeper.core.match import DealRecord, GameRecord
from scorekeeper.games.thousand import scoring
from scorekeeper.games.thousand import tables as T


# ------------------------------------------------------------------------------ the state
@dataclass
class State:
    table: Table
    score: dict[str, int]
    game: int = 1
    deals_in_game: int = 0
    bolts: dict[str, int] = field(default_factory=dict)
    barrel: dict[str, int] = field(default_factory=dict)  # who sits on it -> deals used
    finished: bool = False
    winner: str | None = None
    end_text: str = ""
    end_rule: str = ""
    history: list[DealRecord] = field(default_factory=list)
    games: list[GameRecord] = field(default_factory=list)


@dataclass(frozen=True)
class Pending:
    """A change worked out but not yet written."""

    text: str
    rule: str
    player: str
    delta: int


@dataclass
class Evaluation:
    """A deal worked out, before anything is written."""

    contract: str
    result: str
    steps: list[Pending]
    after: dict[str, int]
    bolts: dict[str, int]
    barrel: dict[str, int]
    end: scoring.End
    info: list[Step] = field(default_factory=list)


def in_play(table: Table, dealer: str) -> list[str]:
    """Who plays the deal: with four at the table everyone but the dealer (§ТЫСЯЧА)."""
    if len(table.players) == T.SITTING_OUT_AT:
        return [p for p in table.players if p != dealer]
    return list(table.players)
