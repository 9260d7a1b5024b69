"""Five Hundred: every rule switch the text or the rulings name, and the two presets over them.

``avondale`` is the text's classic (misère overcalls 8♠, open misère 520, a flat 250 slam);
``australian`` is the reading the text mentions in §варианты разыгрывания (misère does not overcall
8♠) with open misère at 500.  A table changes any value in its session's ``[options]``.
"""

from __future__ import annotations

from scorekeeper.core.options import Option, Preset
from scorekeeper.games.five_hundred.tables import (
    S_DEAL,
    S_FIVE,
    S_SCORE,
    S_SIX,
    S_TWO,
    S_VARIANTS,
)
from scorekeeper.i18n import N_

OPTIONS: dict[str, Option] = {
    "open_misere_value": Option(
        "open_misere_value", 520,
        N_("what open misère (мизер-уверт) is worth, made or caught; it ranks above 10♥ and below "
           "10NT at 520, between 10♦ and 10♥ at 500"),
        f"R-F1, R-F2; {S_SCORE} (\"250 (520)\")",
        choices=(520, 500),
        choice_help={520: N_("the text's value"), 500: N_("the common Australian value")},
    ),
    "misere_over_8s": Option(
        "misere_over_8s", True,
        N_("misère (250) overcalls 8♠ (240); false: the Australian reading, 8♠ overcalls misère"),
        f"R-F2; {S_VARIANTS} (\"мизер не может перебить 8♠ (240)\")",
        kind="bool",
    ),
    "misere": Option(
        "misere", True,
        N_("misère and open misère may be bid; false for tables that play without them"),
        f"{S_VARIANTS} (\"игнорируется многими писателями\")",
        kind="bool",
    ),
    "slam": Option(
        "slam", "flat250",
        N_("all ten tricks: flat250 — a contract worth less than 250 scores 250; bonus — a contract "
           "of 8♣ or higher scores the bid plus an equal bonus; none — no slam"),
        f"R-F3; {S_SCORE}",
        choices=("flat250", "bonus", "none"),
        choice_help={"flat250": N_("the text's rule"), "bonus": N_("the text's optional system"),
                     "none": N_("no slam score")},
    ),
    "joker": Option(
        "joker", True,
        N_("the pack has the joker (best bower); without it the kitty is one card smaller "
           "(no effect on the score)"),
        f"{S_VARIANTS} (\"играть без джокера\")",
        kind="bool",
    ),
    "deal_pattern": Option(
        "deal_pattern", "3-kitty-4-3",
        N_("how the ten cards are dealt: threes, the kitty, fours, threes; or 3-2-3-2 / 3-3-3-1 with "
           "the kitty last (no effect on the score)"),
        S_DEAL,
        choices=("3-kitty-4-3", "3-2-3-2", "3-3-3-1"),
    ),
    "two_handed": Option(
        "two_handed", "dead-hand",
        N_("two players: dead-hand — 33 cards dealt as for three, one hand out of play; 24-cards — "
           "nine low, no joker, a kitty of four"),
        f"R-F7; {S_TWO}",
        choices=("dead-hand", "24-cards"),
    ),
    "five_handed": Option(
        "five_handed", "called-partner",
        N_("five players: called-partner — 53 cards, each player alone, the bidder may call a "
           "partner by a card, who wins or loses half; pairs — 43 cards, the dealer sits out and "
           "the other four play in pairs, partners opposite"),
        f"R-F7; {S_FIVE}",
        choices=("called-partner", "pairs"),
    ),
    "six_handed": Option(
        "six_handed", "three-pairs",
        N_("six players (63 cards): three-pairs — partners opposite; two-threes — two teams of "
           "three, each player between two opponents (sides from the envelope's teams)"),
        f"R-F7; {S_SIX}",
        choices=("three-pairs", "two-threes"),
    ),
    "stake": Option(
        "stake", 0,
        N_("the settlement: 0 — each game's scores against that game's average, summed over the "
           "games of the session; a stake above 0 — for every game won, each other player or side "
           "pays the winner this stake (a drawn game pays nothing; the game in play not yet)"),
        "R-F-M11", kind="float", minimum=0,
    ),
}

PRESETS: dict[str, Preset] = {
    "avondale": Preset(
        "avondale", N_("Avondale schedule, the text's classic"), {},
        f"{S_VARIANTS}; R-F1–R-F7",
        aliases=("classic", "авондейл", "классика"),
        description=N_("Misère 250 overcalls 8♠; open misère 520; all ten tricks below 250 score "
                       "250."),
    ),
    "australian": Preset(
        "australian", N_("Australian reading"),
        {"misere_over_8s": False, "open_misere_value": 500},
        f"{S_VARIANTS} (\"австралийские правила\"); R-F1, R-F2",
        aliases=("au", "australia", "австралийские"),
        description=N_("Misère does not overcall 8♠; open misère 500 (between 10♦ and 10♥)."),
    ),
}
