"""Pari: the rule switches the rulings name, and the preset ``gruznov`` (the text as the rulings
read it).  A table changes a value in its session's ``[options]``.  The words (meanings, the
choices' help, the preset's title and description) are marked for the catalog and said in the
player's language where they are shown."""

from __future__ import annotations

from scorekeeper.core.options import Option, Preset
from scorekeeper.games.pari import tables as T
from scorekeeper.i18n import N_

OPTIONS: dict[str, Option] = {
    "talon27": Option(
        "talon27", "low",
        N_("going out with exactly 27 cards in the talon, which the text's table leaves out: low — "
           "250 (50 when both go out); high — 500 (100)"),
        f"R-X3; {T.cite(T.S_END, 'если более 27 — 500, если менее 27 — 250')}",
        choices=("low", "high"),
        choice_help={"low": N_("the lower premium (default)"), "high": N_("the higher premium")},
    ),
    "joker_left": Option(
        "joker_left", "both",
        N_("a joker still in hand at the end: both — it counts 50 in the hand's value AND costs its "
           "holder 50; once — only the 50 in the hand's value"),
        f"R-X5; {T.cite(T.S_TABLE, 'Джокер, оставшийся по окончании игры –50')}",
        choices=("both", "once"),
        choice_help={"both": N_("the table's −50 on top of the hand's value (default)"),
                     "once": N_("the table's −50 read as the same valuation")},
    ),
}

PRESETS: dict[str, Preset] = {
    "gruznov": Preset(
        "gruznov", N_("Gruznov 1992, as the rulings read it"), {},
        f"{T.cite(T.S_TABLE)}; R-X1–R-X27",
        aliases=("грузнов", "classic", "pari"),
        description=N_("The text's table; exactly 27 in the talon pays the lower premium; a joker "
                       "left in hand counts 50 to the winner and costs its holder 50."),
    ),
}
