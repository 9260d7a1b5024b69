"""What the program knows of a game before its engine is loaded: one :class:`GameSpec` per game.

The built-in games declare theirs in :mod:`scorekeeper.games` (``SPECS``); a game that lives
outside the package hands its own to :func:`scorekeeper.core.registry.register`.  Everything that
names games reads the specs through the registry: the lookup by name or alias, the command line's
game groups, the file of rulings a ruling id names (:data:`scorekeeper.citations.RULING_FILES`),
the envelope's description of its ``game`` key and the limits a chart marks.  A spec holds no
number of its own: a chart's limit names the entry of the game's tables that holds it.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass

from scorekeeper.i18n import _


@dataclass(frozen=True)
class Limit:
    """A line a chart marks: the score that wins, the floor that ends the game, the barrel."""

    value: int
    label: str
    source: str  # the rule text section or ruling the number comes from
    option: str | None = None  # drawn only when the game's option of this name is on


@dataclass(frozen=True)
class ChartLimit:
    """A limit as a spec declares it: ``table`` names the entry of the game's tables that holds
    the number; ``label`` and ``source`` are written with ``{value}`` (the number) or
    ``{magnitude}`` (the number without its sign) where it appears.  The label is marked for the
    catalog where it is declared (``N_``) and said in the language in use when resolved."""

    table: str
    label: str
    source: str
    option: str | None = None

    def resolve(self, tables: object) -> Limit:
        value = getattr(tables, self.table)
        return Limit(value, _(self.label).format(value=value, magnitude=abs(value)),
                     self.source.format(value=value, magnitude=abs(value)), self.option)


@dataclass(frozen=True)
class GameSpec:
    """One game, declared once."""

    name: str  # the canonical name: the envelope's ``game``, the command group's name
    engine: str  # the engine class, ``"package.module:Class"``, imported when first asked for
    aliases: tuple[str, ...] = ()  # other names a player may type (``-g 500``)
    rulings: tuple[str, ...] = ()  # the letters after ``R-`` of its rulings: data/rulings/<name>.toml
    cli: str | None = None  # the module of its command group (a Typer ``app``), if it has one
    cli_help: str = ""  # the group's one-line help (marked ``N_``; said through ``_`` where shown)
    tables: str | None = None  # the module of its rule tables, which its chart limits read
    chart_limits: tuple[ChartLimit, ...] = ()

    @property
    def engine_module(self) -> str:
        return self.engine.partition(":")[0]

    def load(self):
        """The engine (an instance of the class :attr:`engine` names)."""
        module, _sep, cls = self.engine.partition(":")
        return getattr(importlib.import_module(module), cls)()

    def limits(self) -> tuple[Limit, ...]:
        """The chart's limits, each with its number read from the game's tables."""
        if not self.chart_limits:
            return ()
        tables = importlib.import_module(self.tables) if self.tables else None
        return tuple(c.resolve(tables) for c in self.chart_limits)
