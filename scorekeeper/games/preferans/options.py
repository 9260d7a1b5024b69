"""Preferans options and presets: every difference between conventions is one option.

A preset is only a name and option values (``scorekeeper.core.options``).  The classic presets of the
rule texts (``mgu-classic``, ``book-1991`` …) are further values of these same options plus small
hooks, never a copy of the engine.
"""

from __future__ import annotations

from scorekeeper.core.options import Option, Preset
from scorekeeper.games.preferans import tables as T

OPTIONS: dict[str, Option] = {
    o.name: o
    for o in (
        # --- values and the ladder -------------------------------------------------------
        Option("values", "modern",
               "which value table prices the games (points of a made game = price of one trick)",
               T.GAME_VALUES_SOURCE["modern"], choices=tuple(T.GAME_VALUES),
               choice_help={"modern": "6=2, 7=4, 8=6, 9=8, 10=10, misère 10"}),
        Option("misere_rank", "after-8nt",
               "where misère stands on the 26-step bid ladder",
               f"{T.SRC_003_LADDER}; {T.SRC_004_TORG}; {T.MODERN}",
               choices=("after-8nt", "after-9nt"),
               choice_help={"after-8nt": "between 8NT and 9♠: a nine overcalls misère (modern codes)",
                            "after-9nt": "between 9NT and 10♠, as the 1991 book's ladder"}),
        Option("game_points", "pool",
               "where the points of a made game go",
               "R-P1", choices=("pool", "half"),
               choice_help={"pool": "all to the pool (\"ili prosto zapisyvaet 2 ochka v pulyu\")",
                            "half": "half to the pool, half off the own mountain (classic)"}),
        Option("pool", 20, "the pool target: points each player must write to close his pool",
               T.R_POOL, kind="int", minimum=1),
        Option("end", "all-pools", "when the game is over",
               f"{T.MODERN}; R-P10", choices=("all-pools", "one-pool"),
               choice_help={"all-pools": "when every pool is closed (modern codes)",
                            "one-pool": "when one pool closes (R-P10 second variant)"}),
        # --- whists -------------------------------------------------------------------------
        Option("whist_doubling", False,
               "whists per trick are twice the game value (Leningrad: 4/8/12/16/20)",
               T.MODERN, kind="bool"),
        Option("remiz_doubling", False,
               "the declarer's undertricks (and a caught misère's tricks) cost twice the game value "
               "on the mountain (Leningrad)", T.MODERN, kind="bool"),
        Option("whist_penalty", "full",
               "what a whister short of his share writes to his mountain per missing trick",
               f"R-P2; {T.MODERN}", choices=("full", "half", "none"),
               choice_help={"full": "the declarer's undertrick price (responsible whist)",
                            "half": "half of it (half-responsible whist, Leningrad)",
                            "none": "nothing (irresponsible whist)"}),
        Option("whist_responsibility", "split",
               "with two whisters, who answers for the pair's shortfall",
               "R-P2", choices=("split", "second", "both"),
               choice_help={"split": "each his half, the odd trick the second whister's",
                            "second": "the second whister in speaking order answers for all of it",
                            "both": "each whister answers for all of it"}),
        Option("whist_split", "own",
               "with two whisters, whose tricks are whose",
               f"{T.MODERN}; R-P-M14", choices=("own", "gentleman"),
               choice_help={"own": "each whister writes whists for the tricks he took",
                            "gentleman": "the pair's tricks are split equally (gentleman's whist)"}),
        Option("consolation", "ordinary",
               "whists written on a declarer who failed, per undertrick (\"za bezvzyatie\")",
               f"R-P3; {T.SRC_004_SHEET}", choices=("ordinary", "gentleman", "robber", "greedy"),
               choice_help={"ordinary": "each player due it writes the game value per undertrick",
                            "gentleman": "none (dzhentl'menskij vist)",
                            "robber": "each non-whister writes as much as the whister wrote",
                            "greedy": "only the whisters write it (R-P-M4)"}),
        Option("consolation_to", "defenders",
               "who writes the consolation: the two defenders, or also the dealer sitting out",
               f"R-P3; {T.MODERN}", choices=("defenders", "table"),
               choice_help={"defenders": "the whisters and the passer (modern codes)",
                            "table": "every other player at the table, the dealer too (R-P3)"}),
        Option("half_whist", "6-7", "on which contracts a half-whist may be said",
               T.R_HALF_WHIST, choices=tuple(T.HALF_WHIST_LEVELS)),
        Option("half_whist_credit", "half-minimum", "tricks a half-whister is paid for",
               T.R_HALF_WHIST, choices=tuple(T.HALF_WHIST_CREDIT),
               choice_help={"half-minimum": "2 on 6, 1 on 7", "minimum": "4 on 6, 2 on 7"}),
        Option("ten_whist", "duty", "whether a 10-game must be whisted",
               f"{T.SRC_004_TORG}; {T.MODERN}; R-P-M9", choices=("duty", "free"),
               choice_help={"duty": "at least one defender whists; both passing is refused",
                            "free": "both may pass: the declarer scores without play"}),
        Option("stalingrad", False, "6♠ must be whisted by both defenders (\"Stalingrad\")",
               T.R_STALINGRAD, kind="bool"),
        # --- raspasy ------------------------------------------------------------------------
        Option("raspasy_scoring", "mountain", "how raspasy tricks are paid for",
               f"R-P4; {T.MODERN}", choices=("mountain", "whists"),
               choice_help={"mountain": "each trick costs its price on the taker's mountain",
                            "whists": "the player(s) with fewest tricks write whists on the others "
                                      "(Rostov)"}),
        Option("raspasy_progression", "1-2-3",
               "price of a raspas trick for the 1st, 2nd, 3rd raspas in a row",
               f"R-P4; {T.MODERN}", choices=tuple(T.RASPASY_PROGRESSION)),
        Option("raspasy_exit", "6-7-7",
               "lowest game allowed after 1, 2, 3+ raspasy in a row (the exit rule)",
               f"{T.MODERN}; R-P-M6", choices=tuple(T.RASPASY_EXIT)),
        Option("raspas_zero", "pool", "reward of a player who took no trick on raspasy",
               f"R-P4; {T.MODERN}", choices=("pool", "pool-1", "mountain", "none"),
               choice_help={"pool": "one trick price of that raspas in the pool (Sochi)",
                            "pool-1": "one point in the pool (Rostov)",
                            "mountain": "one trick price off the own mountain (classic R-P4)",
                            "none": "nothing"}),
        Option("raspasy_whists", 5,
               "Rostov: whists per trick the player with fewest tricks writes on each other player "
               "(times the progression step)", f"{T.MODERN}; R-P-M7", kind="int", minimum=0),
        Option("prikup_tricks", "none", "with four players, who pays for tricks won by a prikup card "
               "on raspasy", "R-P4", choices=("none", "dealer"),
               choice_help={"none": "the prikup only sets the suit: ten tricks among the three",
                            "dealer": "the dealer's key counts prikup tricks, paid on his mountain"}),
        # --- pool overflow and settlement ---------------------------------------------------
        Option("help_whists", 10,
               "whists written on a helped partner per pool point that closes his pool",
               f"R-P7; {T.SRC_004_SHEET}; R-P-M11", kind="int", minimum=0),
        Option("help_order", "largest-pool", "whom overflowing pool points help first",
               "R-P7", choices=("largest-pool", "seating"),
               choice_help={"largest-pool": "largest pool, then smallest mountain (R-P7)",
                            "seating": "the next open pool clockwise from the declarer"}),
        Option("pool_conversion", 1,
               "mountain points per missing pool point when settling unfinished pools "
               "(Leningrad: one pool point = two mountain points)",
               f"{T.MODERN}; R-P-M10", kind="int", minimum=0),
        Option("settlement", "amnister", "how mountains become whists at settlement",
               "R-P8; R-S5", choices=("amnister", "book"),
               choice_help={"amnister": "R-P8: (mountain − smallest) × 10 / players, written on "
                                        "the player by each other player",
                            "book": "R-S5: each mountain shared among the other players at 10 "
                                    "whists per point"}),
    )
}

_MODERN_SRC = T.MODERN

PRESETS: dict[str, Preset] = {
    "sochi": Preset(
        "sochi", "Sochi (сочинка)",
        {"whist_penalty": "full", "raspasy_progression": "1-2-3", "raspasy_exit": "6-7-7",
         "raspas_zero": "pool", "raspasy_scoring": "mountain", "pool_conversion": 1},
        _MODERN_SRC, aliases=("сочи", "сочинка", "sochinka-modern"),
        description="Responsible whist, raspasy 1-2-3 on the mountain, a clean raspas earns a "
                    "trick in the pool; play until every pool is closed."),
    "leningrad": Preset(
        "leningrad", "Leningrad (ленинградка, «питер»)",
        {"whist_doubling": True, "remiz_doubling": True, "whist_penalty": "half",
         "whist_split": "gentleman", "raspasy_progression": "2-4-6", "raspasy_exit": "7-7-7",
         "raspas_zero": "pool", "pool_conversion": 2, "help_whists": 20},
        _MODERN_SRC, aliases=("ленинград", "ленинградка", "piter", "питер"),
        description="Whists and undertricks doubled (4/8/12/16/20), half-responsible gentleman's "
                    "whist, raspasy 2-4-6; one pool point = two mountain points at settlement."),
    "rostov": Preset(
        "rostov", "Rostov (ростов, московская)",
        {"raspasy_scoring": "whists", "raspas_zero": "pool-1", "raspasy_exit": "6-6-6",
         "raspasy_whists": 5},
        _MODERN_SRC, aliases=("ростов", "moscow", "московская"),
        description="Raspasy scored in whists: the player with fewest tricks writes 5 whists per "
                    "trick on each other player; a clean raspas earns one pool point."),
}

DEFAULT_PRESET = "sochi"
