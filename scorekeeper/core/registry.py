"""One lookup for every game, by name or alias (python-chess's ``find_variant``).

Every game is known by its spec (:class:`scorekeeper.core.spec.GameSpec`, the built-in ones in
:mod:`scorekeeper.games`); engines are imported only when asked for, so starting the CLI for one
game does not load the others.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache
from typing import TYPE_CHECKING

from scorekeeper.errors import UnknownNameError

if TYPE_CHECKING:
    from scorekeeper.core.engine import Game
    from scorekeeper.core.spec import GameSpec

#: where the built-in games' specs stand (imported by name: ``core`` imports no game)
BUILT_IN = "scorekeeper.games:SPECS"

_registered: dict[str, GameSpec] = {}  # games registered from outside the package, and tests'


def register(spec: GameSpec) -> None:
    """Add a game to the registry by its spec (used by engines that live outside this package,
    and tests); a spec of a built-in game's name stands in for the built-in one."""
    _registered[spec.name] = spec
    _specs.cache_clear()
    game.cache_clear()
    option_names.cache_clear()


def specs() -> tuple[GameSpec, ...]:
    """Every game's spec: the built-in games in their order, then the registered ones."""
    return tuple(_specs().values())


@cache
def _specs() -> dict[str, GameSpec]:
    module, _, attr = BUILT_IN.partition(":")
    out = {s.name: s for s in getattr(importlib.import_module(module), attr)}
    out.update(_registered)
    return out


def _enter_rulings(declared) -> None:
    """Tell the citations which file of ``data/rulings`` holds the rulings of each letter: done
    when an engine is loaded (what cites rulings), not when the specs are read — ``--version``
    and the command line's group list need no citations."""
    from scorekeeper import citations

    for s in declared:
        citations.RULING_FILES.update(dict.fromkeys(s.rulings, s.name))


def spec(name: str) -> GameSpec | None:
    """The spec of a game's canonical name (None for a name no spec has)."""
    return _specs().get(name)


def game_names() -> list[str]:
    """Names of the games whose engine can be loaded."""
    return [n for n in _specs() if _available(n)]


def _available(name: str) -> bool:
    try:
        return importlib.util.find_spec(_specs()[name].engine_module) is not None
    except ModuleNotFoundError:
        return False


def canonical(name: str) -> str:
    key = str(name).strip().lower()
    for n, s in _specs().items():
        if key == n or key in s.aliases:
            if _available(n):
                return n
    raise UnknownNameError("game", name, game_names(), key="game", value=name)


@cache
def game(name: str) -> Game:
    """The engine for a game name or alias; UnknownNameError lists the valid names."""
    _enter_rulings(_specs().values())
    return _specs()[canonical(name)].load()


@cache
def option_names() -> frozenset[str]:
    """The name of every option of every game (what a citation of an option value may name:
    :func:`scorekeeper.citations.unresolved`)."""
    return frozenset(o for n in game_names() for o in game(n).options)


def preset(g: Game, name: str):
    """A preset of a game by name or alias."""
    key = str(name).strip().lower()
    for p in g.presets.values():
        if key == p.name or key in p.aliases:
            return p
    raise UnknownNameError(f"{g.name} preset", name, list(g.presets), key="rules", value=name)


def preset_options(name: str, rules: str, overrides=None):
    """A game's preset by name or alias and its option values with ``overrides`` applied (what a
    file-less arbitration command plays under): ``(preset, options)``."""
    from scorekeeper.core.options import resolve_options

    g = game(name)
    p = preset(g, rules)
    return p, resolve_options(g.options, p, overrides)
