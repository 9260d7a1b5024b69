"""The limits a point game's chart marks: the score that wins, the floor that ends the game, the
barrel.  One small table per game, each entry citing where the number comes from; a game without
an entry is charted without limits.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Limit:
    value: int
    label: str
    source: str  # the rule text section or ruling the number comes from
    option: str | None = None  # drawn only when the table's option of this name is on


LIMITS: dict[str, tuple[Limit, ...]] = {
    "five-hundred": (
        Limit(500, "+500 wins", "R-F5 (Пятьсот §партия: plus 500)"),
        Limit(-500, "\u2212500 ends the game", "R-F5 (Пятьсот §партия: minus 500)"),
    ),
    "thousand": (
        Limit(1000, "1000 wins", "R-T10; Fikhman 1991 §ТЫСЯЧА"),
        Limit(880, "barrel 880", "R-T3 (the barrel at 880)", option="barrel"),
    ),
}


def limits_for(game: str, options: Mapping[str, Any]) -> list[Limit]:
    """The limits to mark for ``game`` under ``options`` (none for a game not in the table)."""
    return [lim for lim in LIMITS.get(game, ()) if lim.option is None or options.get(lim.option)]
