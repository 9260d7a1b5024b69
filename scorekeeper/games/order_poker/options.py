"""Order poker: the rule switches the rulings name, and the preset ``classic`` over them.

``classic`` is the rules as the text's paragraphs state them: a dissenter's half stake from a pair
up (R-O1) and an open-ended series of deals (R-O9).  A table changes any value in its session's
``[options]``.
"""

from __future__ import annotations

from scorekeeper.core.options import Option, Preset
from scorekeeper.games.order_poker.tables import HALF_STAKE_FROM, S_DISSENTER, S_SERIES, S_TABLE_DISSENTER
from scorekeeper.i18n import N_

OPTIONS: dict[str, Option] = {
    "dissenter_half_stake_from": Option(
        "dissenter_half_stake_from", "pair",
        N_("the lowest combination a dissenter who missed the order must share with the robot to "
           "earn the half stake: pair — the rules' «не ниже «Пары»»; two-pairs — the table's "
           "«мощнее «Пары»»"),
        f"R-O1; {S_DISSENTER}; {S_TABLE_DISSENTER}",
        choices=tuple(HALF_STAKE_FROM),
        choice_help={"pair": N_("the rules' paragraph (a pair counts)"),
                     "two-pairs": N_("the scoring table's stricter reading")},
    ),
    "deals": Option(
        "deals", 0,
        N_("how many deals the game lasts; 0 — open-ended, the table stops when it likes (the "
           "text advises a multiple of the number of players)"),
        f"R-O9; {S_SERIES} (\"количество которых лучше выбирать кратным количеству игроков\")",
        kind="int", minimum=0,
    ),
}

PRESETS: dict[str, Preset] = {
    "classic": Preset(
        "classic", N_("the rules as the text states them"), {},
        f"R-O1; R-O9; {S_DISSENTER}; {S_SERIES}",
        aliases=("классика", "заказной"),
        description=N_("A dissenter's half stake from a pair up; an open-ended series of deals."),
    ),
}
