"""The engines, one package per game, and what the program knows of each before its engine is
loaded: one :class:`~scorekeeper.core.spec.GameSpec` per game, in the order the games are listed.

The specs stand here, not in each game's package, so that listing the games (the command line's
groups, a name looked up) loads no game's package at all (``tests/foundation/test_startup_imports.py``);
a game's own modules are imported only when it is played.
"""

from __future__ import annotations

from scorekeeper.core.spec import ChartLimit, GameSpec
from scorekeeper.i18n import N_

SPECS: tuple[GameSpec, ...] = (
    GameSpec(
        name="preferans", engine="scorekeeper.games.preferans.engine:Preferans",
        aliases=("преферанс", "pref"), rulings=("P", "S"),
        cli="scorekeeper.cli.games.preferans",
        cli_help=N_("Preferans: record deals, arbitrate bids and scores."),
    ),
    GameSpec(
        name="five-hundred", engine="scorekeeper.games.five_hundred.engine:FiveHundred",
        aliases=("500", "five_hundred", "пятьсот"), rulings=("F",),
        cli="scorekeeper.cli.games.five_hundred",
        cli_help=N_("Five Hundred: record deals, arbitrate bids and races."),
        tables="scorekeeper.games.five_hundred.tables",
        chart_limits=(
            ChartLimit("TARGET", N_("+{value} wins"), "R-F5 (Пятьсот §партия: plus {value})"),
            ChartLimit("FLOOR", N_("\u2212{magnitude} ends the game"),
                       "R-F5 (Пятьсот §партия: minus {magnitude})"),
        ),
    ),
    GameSpec(
        name="order-poker", engine="scorekeeper.games.order_poker.engine:OrderPoker",
        aliases=("order_poker", "заказной покер", "poker"), rulings=("O",),
        cli="scorekeeper.cli.games.order_poker",
        cli_help=N_("Order poker: record deals, classify hands, arbitrate stakes and scores."),
    ),
    GameSpec(
        name="thousand", engine="scorekeeper.games.thousand.engine:Thousand",
        aliases=("тысяча", "1000"), rulings=("T",),
        cli="scorekeeper.cli.games.thousand",
        cli_help=N_("Thousand: record deals, arbitrate the prikup, rounding and bids."),
        tables="scorekeeper.games.thousand.tables",
        chart_limits=(
            ChartLimit("TARGET", N_("{value} wins"), "R-T10; Fikhman 1991 §ТЫСЯЧА"),
            ChartLimit("BARREL_AT", N_("barrel {value}"), "R-T3 (the barrel at {value})", option="barrel"),
        ),
    ),
    GameSpec(
        name="pari", engine="scorekeeper.games.pari.engine:Pari",
        aliases=("пари",), rulings=("X",),
        cli="scorekeeper.cli.games.pari",
        cli_help=N_("Pari: record cuts, moves and game ends; arbitrate values, surrounds and takes."),
    ),
)
