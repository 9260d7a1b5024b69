"""A match of several games in one session, as the point games keep it (Five Hundred, Thousand):
one line of the sheet per deal with the running totals, the games already won, and the lines of
the settlement that say how each game ended."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.engine import SheetTable, Step


@dataclass(frozen=True)
class MatchPlan:
    """A deal of a match checked (the engine's plan): whether it starts a new game first, and the
    deal worked out against the state it will follow (None: it only starts the new game)."""

    new_game: bool
    evaluation: Any = None


@dataclass
class DealRecord:
    """One line of the sheet: what was played and the running totals after it."""

    number: int
    game: int
    dealer: str | None
    contract: str
    result: str
    deltas: dict[str, float]
    totals: dict[str, float]


@dataclass
class GameRecord:
    """A game of the match that is over: who won it (None: drawn), why, and its final score."""

    number: int
    winner: str | None
    text: str
    rule: str
    score: dict[str, float]


def game_lines(games: Sequence[GameRecord], current: int, finished: bool, end_text: str,
               end_rule: str, *, unfinished: str, unfinished_rule: str) -> list[Step]:
    """The settlement's lines about the match: each game over, then the current one."""
    lines = [Step(f"game {g.number}: " + (f"{g.winner} won" if g.winner else "drawn") + f" — {g.text}",
                  g.rule) for g in games]
    if finished:
        lines.append(Step(f"game {current}: {end_text}", end_rule))
    else:
        lines.append(Step(f"game {current} not finished: {unfinished}", unfinished_rule))
    return lines


def games_table(games: Sequence[GameRecord], units: Sequence[str]) -> SheetTable:
    """The games of the match that are over: who won each and its final score (a history: the
    terminal may show only the latest)."""
    return SheetTable("games", ["game", "winner", *units],
                      [[g.number, g.winner or "draw", *[g.score[u] for u in units]] for g in games],
                      history=True)


def games_shown(games: Sequence[GameRecord], current: int, rows: int | None) -> list[int]:
    """Which games get a history table on the sheet: every game when the whole sheet is asked for
    (``rows`` None: ``show --all``, exports); else only the game in play, the games over being
    summed up in :func:`games_table` — a long night is dozens of games."""
    every = sorted({g.number for g in games} | {current})
    return every if rows is None else [current]
