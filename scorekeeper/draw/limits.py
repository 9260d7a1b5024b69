"""The limits a point game's chart marks: the score that wins, the floor that ends the game, the
barrel.  Each game's spec declares its own (:attr:`scorekeeper.core.spec.GameSpec.chart_limits`),
each number read from the game's tables and citing where it comes from; a game whose spec declares
none is charted without limits.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core import registry
from scorekeeper.core.spec import Limit

__all__ = ["Limit", "limits_for"]


def limits_for(game: str, options: Mapping[str, Any]) -> list[Limit]:
    """The limits to mark for ``game`` under ``options`` (none for a game without any)."""
    spec = registry.spec(game)
    limits = spec.limits() if spec is not None else ()
    return [lim for lim in limits if lim.option is None or options.get(lim.option)]
