"""One lookup for every game, by name or alias (python-chess's ``find_variant``).

Engines are imported only when asked for, so starting the CLI for one game does not load the
others.
"""

from __future__ import annotations

import importlib
import importlib.util
from functools import cache

from scorekeeper.core.engine import Game
from scorekeeper.errors import UnknownNameError

# name -> (module, class, aliases)
_GAMES: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "preferans": ("scorekeeper.games.preferans.engine", "Preferans", ("преферанс", "pref")),
    "five-hundred": ("scorekeeper.games.five_hundred.engine", "FiveHundred",
                     ("500", "five_hundred", "пятьсот")),
    "order-poker": ("scorekeeper.games.order_poker.engine", "OrderPoker", ("order_poker", "заказной покер", "poker")),
    "thousand": ("scorekeeper.games.thousand.engine", "Thousand", ("тысяча", "1000")),
    "pari": ("scorekeeper.games.pari.engine", "Pari", ("пари",)),
}


def register(name: str, module: str, cls: str, aliases: tuple[str, ...] = ()) -> None:
    """Add a game to the registry (used by engines that live outside this package, and tests)."""
    _GAMES[name] = (module, cls, aliases)
    game.cache_clear()
    option_names.cache_clear()


def game_names() -> list[str]:
    """Names of the games whose engine can be loaded."""
    return [n for n in _GAMES if _available(n)]


def _available(name: str) -> bool:
    module = _GAMES[name][0]
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def canonical(name: str) -> str:
    key = str(name).strip().lower()
    for n, (_, _, aliases) in _GAMES.items():
        if key == n or key in aliases:
            if _available(n):
                return n
    raise UnknownNameError("game", name, game_names(), key="game", value=name)


@cache
def game(name: str) -> Game:
    """The engine for a game name or alias; UnknownNameError lists the valid names."""
    n = canonical(name)
    module, cls, _ = _GAMES[n]
    return getattr(importlib.import_module(module), cls)()


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
