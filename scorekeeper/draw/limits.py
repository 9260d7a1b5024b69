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
from scorekeeper.i18n import N_, _

__all__ = ["Limit", "limits_for", "LABELS"]

#: The labels the specs give their limits (``scorekeeper/games/__init__.py``), for the catalog:
#: the chart says each in the language in use, its number filled in after
LABELS = (N_("+{value} wins"), N_("\u2212{magnitude} ends the game"), N_("{value} wins"),
          N_("barrel {value}"))


def limits_for(game: str, options: Mapping[str, Any]) -> list[Limit]:
    """The limits to mark for ``game`` under ``options`` (none for a game without any), each
    label in the language in use."""
    spec = registry.spec(game)
    if spec is None:
        return []
    out = []
    for declared, lim in zip(spec.chart_limits, spec.limits()):
        if lim.option is None or options.get(lim.option):
            label = _(declared.label).format(value=lim.value, magnitude=abs(lim.value))
            out.append(Limit(lim.value, label, lim.source, lim.option))
    return out
