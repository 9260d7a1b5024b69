"""The options a peer scorer's conventions add to the one engine, and the two presets made of them.

``pulka-home`` and ``fspr-leningrad`` are the two rule sets of the peer pulka (GitHub
refinishru-Andre/pulka, ``src/engine/conventions.ts``: ``HOME_RULES``, «Дом», the Piter house rules,
and ``FSPR_RULES``, the federation's Leningrad tournament rules as that peer scores them);
``failed_game = direct-whists`` is the Swift engine's Rostov failure (GitHub DmytroGusev/preferans,
``Sources/PreferansEngine/Rules.swift`` ``rostov``).  Every option here defaults to what the engine
did before it, so no earlier preset changes; each names the peer's file (and the FSPR document by
title and date) it comes from.  Where a peer's rule was already an option, the presets reuse it
(docs/preferans.md, «The peers' presets»).
"""

from __future__ import annotations

from scorekeeper.core.options import Option, Preset
from scorekeeper.i18n import N_
from scorekeeper.games.preferans import tables as T

_CONV = "conventions.ts"

MORE_OPTIONS: tuple[Option, ...] = (
    # --- raspasy ------------------------------------------------------------------------------
    Option("raspasy_amnesty", False,
           N_("raspasy on the mountain: each player pays only for the tricks beyond the fewest anyone "
              "took («амнистия минимума»)"),
           f"{T.pulka('calc.ts', 'calcRaspas')}; {T.pulka(_CONV, 'HOME_RULES (raspasWriteEveryTrick false)')}",
           kind="bool"),
    Option("raspas_zero_dealer", "playing",
           N_("whether the dealer earns the clean raspas's reward"),
           f"R-P-M15; {T.pulka(_CONV, 'FSPR_RULES (raspasZeroExcludesDealer)')}; "
           f"{T.swift('ScoringEngine.swift', 'scoreDirectWhistAllPass')}",
           choices=("playing", "never", "always"),
           choice_help={"playing": N_("only when the dealer holds cards, with three players (R-P-M15)"),
                        "never": N_("never, three players or four («кроме СДАЮЩЕГО», the FSPR set of "
                                    "pulka)"),
                        "always": N_("always, the dealer sitting out with four too (the Swift engine's "
                                     "Rostov)")}),
    Option("raspasy_end", "any-game",
           N_("what ends a series of raspasy (the progression and the exit start again)"),
           f"R-P-M5; {T.pulka('raspas.ts', 'nextRaspasState')}", choices=("any-game", "made", "whisted-made"),
           choice_help={"any-game": N_("any game or misère (R-P-M5)"),
                        "made": N_("a made game, or a made misère: a failed game or a caught misère "
                                   "keeps the series («подсадом из распасов не выходят», pulka's house "
                                   "rules)"),
                        "whisted-made": N_("only a made game somebody whisted (a half-whist too): "
                                           "not a game both passed, never a misère (the FSPR set of "
                                           "pulka)")}),
    Option("raspasy_circle", False,
           N_("after two or more raspasy in a row, the series ends once every player has dealt a deal "
              "of it that did not end it («полный круг» на восьмерных)"),
           f"{T.pulka('index.ts', 'applyDeal (полный круг)')}; {T.pulka('raspas.ts', 'updateEightCounter')}",
           kind="bool"),
    Option("dealer_stays", False,
           N_("after two or more raspasy in a row, a failed game of eight or more, a caught misère or "
              "«без трёх» leaves the deck with its dealer"),
           f"{T.pulka('raspas.ts', 'nextFirstHand')}; "
           f"{T.pulka(_CONV, 'HOME_RULES (firstHandStaysOnFailedHighGame)')}", kind="bool"),
    # --- games ----------------------------------------------------------------------------------
    Option("without_three", False,
           N_("a declarer may concede «без трёх» (`without_three = true`): three undertricks on the "
              "mountain, no play and no whists"),
           f"{T.R_WITHOUT_THREE}; {T.pulka(_CONV, 'allowGiveup')}", kind="bool"),
    Option("half_whist_return", False,
           N_("a whist said after a half-whist («пас — полвиста — вист») is recorded beside it: the "
              "half-whister writes nothing, the whister takes every defence trick and alone writes the "
              "consolation"),
           f"{T.pulka('calc.ts', 'calcGame (vistReturned)')}; R-P-M12", kind="bool"),
    Option("dealer_whist_terms", "mgu",
           N_("with four players, what the dealer who whists instead of two passers answers for"),
           f"R-P-C33; {T.pulka('calc.ts', 'calcGame (dealerVisted, paysForMiss)')}",
           choices=("mgu", "fspr"),
           choice_help={"mgu": N_("the whole pair minimum, and both passers write the consolation "
                                  "(R-P-C33)"),
                        "fspr": N_("no shortfall, and the dealer alone writes the consolation («все "
                                   "висты записывает только он», the FSPR set of pulka)")}),
    Option("prikup_premium", False,
           N_("the prikup's fast tricks (`prikup`: ace or marriage 1, ace and king 2, two aces 3) are "
              "paid at the game's whist price, made or failed, not on a misère: with four by the "
              "dealer, with three half by each opponent"),
           f"{T.pulka('calc.ts', 'addPrikupBonus')}; {T.pulka(_CONV, 'FSPR_RULES (prikupBonus)')}",
           kind="bool"),
    Option("failed_game", "mountain", N_("what a failed game costs the declarer"),
           f"R-P3; {T.R_DIRECT_WHISTS}; {T.swift('ScoringEngine.swift', 'scoreGame')}",
           choices=("mountain", "direct-whists"),
           choice_help={"mountain": N_("the undertricks on the mountain, and the consolation (R-P3)"),
                        "direct-whists": N_("nothing on the mountain: each defender writes 10 whists "
                                            "per undertrick on the declarer, and no other consolation; "
                                            "a caught misère likewise per trick (the Swift engine's "
                                            "Rostov)")}),
    # --- pool overflow ---------------------------------------------------------------------------
    Option("help_excludes", "r-p7",
           N_("whom overflowing pool points never help"),
           f"R-P7; {T.pulka('index.ts', 'calcDealFull')}", choices=("r-p7", "nobody"),
           choice_help={"r-p7": N_("the dealer sitting out and a whister short on that deal (R-P7)"),
                        "nobody": N_("nobody: every open pool clockwise (the peer pulka)")}),
    Option("overflow_rest", "mountains",
           N_("what becomes of overflowing pool points no partner's pool can take"),
           f"R-P-M8; {T.R_OVERFLOW_DOUBLE}", choices=("mountains", "own-double"),
           choice_help={"mountains": N_("they write off the own mountain, then a partner's, and the rest "
                                        "is lost (R-P-M8)"),
                        "own-double": N_("each writes two points off the own mountain, below zero too "
                                         "(the peer pulka)")}),
)

_HOME = T.pulka(_CONV, "HOME_RULES")
_FSPR = T.pulka(_CONV, "FSPR_RULES")

MORE_PRESETS: dict[str, Preset] = {
    "pulka-home": Preset(
        "pulka-home", N_("pulka «Дом» (the Piter house rules of the peer pulka)"),
        {"whist_doubling": True, "remiz_doubling": True, "whist_penalty": "half",
         "lone_whist": "greedy", "whist_responsibility": "pair", "ten_whist": "free",
         "stalingrad": True, "raspasy_progression": "2-4-6", "raspasy_exit": "7-8-8",
         "raspasy_amnesty": True, "raspas_zero": "mountain-2", "raspasy_end": "made",
         "raspasy_circle": True, "dealer_stays": True, "without_three": True,
         "half_whist_return": True, "pool": 21, "help_order": "seating", "help_whists": 10,
         "help_excludes": "nobody", "overflow_rest": "own-double", "pool_conversion": 2},
        f"{_HOME}; {T.pulka('calc.ts', 'calcGame')}; {T.pulka('raspas.ts', 'nextFirstHand')}; "
        f"{T.pulka('index.ts', 'calcDealFull')}; {T.pulka('settle.ts', 'calcNet')}; "
        f"{T.pulka('rules.ts', 'POOL_TO_VISTS')}; pulka §PROGRESS.md (Сталинград)",
        aliases=("дом", "pulka", "pulka-дом", "piter-home"),
        description=N_("Three at the table, pool 21. Whists and undertricks doubled (4/8/12/16/20), "
                       "a lone whister takes every defence trick, the shortfall at half (the pair's, "
                       "a partner's surplus covering it), 6♠ whisted by both; raspasy 2-4-6 with the "
                       "fewest tricks amnestied, a clean raspas two trick prices off the mountain, the "
                       "exit 7 then 8, the series ended by a made game or a full circle; «без трёх» "
                       "allowed; overflowing points passed clockwise at 10 whists a point; a pool point "
                       "is two mountain points at settlement (20 : 10).")),
    "fspr-leningrad": Preset(
        "fspr-leningrad", N_("ФСПР Ленинградская (the federation's tournament rules, as pulka scores them)"),
        {"whist_doubling": True, "remiz_doubling": True, "whist_penalty": "half",
         "lone_whist": "gentleman", "whist_responsibility": "pair", "whist_minimum": "ten-one",
         "consolation_to": "table", "ten_whist": "free", "raspasy_progression": "2-4-6",
         "raspasy_exit": "7-7-7", "raspas_zero": "mountain-2", "raspas_zero_dealer": "never",
         "prikup_tricks": "dealer", "raspasy_end": "whisted-made", "prikup_premium": True,
         "dealer_whist": True, "dealer_whist_terms": "fspr", "half_whist_return": True,
         "pool_conversion": 2, "help_whists": 20},
        f"{_FSPR}; {T.pulka('calc.ts', 'calcGame')}; {T.pulka('raspas.ts', 'nextRaspasState')}; "
        f"{T.pulka('settle.ts', 'calcNet')}; {T.pulka('fspr.test.ts', 'Сверка с таблицей записи ФСПР')}; "
        f"pulka §QUESTIONS-FSPR.md; {T.FSPR_2006}; R-P-M11",
        aliases=("fspr", "фспр", "фспр-ленинградская", "leningrad-fspr"),
        description=N_("Four at a tournament table, the dealer out. Whists and undertricks doubled, "
                       "the gentleman's whist made or failed, the shortfall at half, minimums "
                       "4/2/1/1/1; the prikup's fast tricks paid by the dealer; the dealer writes the "
                       "consolation and may whist when both passed; raspasy 2-4-6-6-6, every trick "
                       "charged, the dealer playing the prikup, a clean raspas two trick prices off "
                       "the mountain except for the dealer; the exit 7-7-7, and only a made game "
                       "somebody whisted ends the series; no «без трёх».")),
}
