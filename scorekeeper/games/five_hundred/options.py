"""Five Hundred: every rule switch the text, the rulings and the public scorers name, and the
presets over them.

``avondale`` is the text's classic (misère overcalls 8♠, open misère 520, a flat 250 slam);
``australian`` is the reading the text mentions in §варианты разыгрывания (misère does not overcall
8♠) with open misère at 500.  The conventions of the public scorers (waldo/ScoreFiveHundred,
rwehe/500scorer, rotundtapir/500: R-F-M12…R-F-M15) are option values too, their defaults the
text's rules; ``quebec`` and ``bid-out`` are the sets of them that travel together.  A table
changes any value in its session's ``[options]``.
"""

from __future__ import annotations

from scorekeeper.core.options import Option, Preset
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.games.five_hundred.tables import (
    S_ALL_PASSED,
    S_DEAL,
    S_FIVE,
    S_GAME,
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
    # --- the public scorers' conventions (R-F-M12…R-F-M15); each default is the text's rule ---
    "win_by": Option(
        "win_by", "race",
        N_("who wins on reaching the target: race — whoever reaches it, the soloist counting "
           "first, then the trick that came first (R-F5); own-bid — only the bidding side, on a "
           "contract it made (one past the target by defending plays on); highest — the highest "
           "score once anyone reaches it, tied players or sides sharing the win"),
        f"R-F5; R-F-M12; {T.R_GAME} (evaluateOutcome: only on a made bid); {T.W_GAME} "
        f"(checkWithNormalRules, checkWithFirstToCross); {T.W_SETTING_H} (firstToCross)",
        choices=("race", "own-bid", "highest"),
        choice_help={"race": N_("the text's rule"), "own-bid": N_("win only on your own bid"),
                     "highest": N_("first to cross: the highest score wins")},
    ),
    "target": Option(
        "target", T.TARGET,
        N_("the score that wins the game: 500, or 1000 as in Quebec mode"),
        f"{S_GAME} (\"плюс 500\"); R-F-M12; {T.W_GAME} (scoreToWinQuebec = 1000)",
        choices=T.TARGETS,
        choice_help={500: N_("the text's target"), 1000: N_("Quebec mode")},
    ),
    "minus_500_ends": Option(
        "minus_500_ends", True,
        N_("a player or side at −500 or below ends the game, the highest score winning; false: "
           "no such end, the game goes on however low a score falls (Quebec mode)"),
        f"R-F5; {S_GAME} (\"минус 500\"); R-F-M12; {T.W_GAME} (checkWithQuebec)",
        kind="bool",
    ),
    "hands": Option(
        "hands", 0,
        N_("a tournament of a fixed number of hands: 0 — off, the game goes to the target; N — "
           "the game ends after its N-th hand and the highest score wins, neither the target nor "
           "−500 ending it before (the scorer offers 1, 2, 3, 4, 5, 10, 15 and 20)"),
        f"R-F-M12; {T.W_SETTING_H} (tournament); {T.W_GAME} (checkWithTournament); "
        f"{T.W_TOURNAMENT} (tournamentOptions)",
        kind="int", minimum=0,
    ),
    "all_passed": Option(
        "all_passed", "play",
        N_("a deal nobody bids: play — played in no trumps, 10 a trick to each player, its "
           "tricks recorded (R-F4); redeal — thrown in and dealt again, recorded as tricks = {} "
           "and scoring nothing"),
        f"R-F4; {S_ALL_PASSED}; R-F-M14; {T.W_SETTING_H} (noOneBid); {T.W_NO_ONE_BID}; "
        f"{T.T_RULES} (passed out: redeal)",
        choices=("play", "redeal"),
        choice_help={"play": N_("the text's rule: the no-one-bid round, 10 a trick"),
                     "redeal": N_("thrown in, dealt again")},
    ),
    "opponents_score": Option(
        "opponents_score", "tricks",
        N_("what each opponent (opposing side) scores on a trick contract: tricks — 10 a trick "
           "he took, made or set (R-F4); tricks-if-set — 10 a trick only when the contract is "
           "set; nothing — no points for defending; contract-if-set — the contract's value when "
           "it is set, nothing when it is made (Quebec mode)"),
        f"R-F4; R-F-M13; {T.W_SETTING_H} (nonBidderScoresTen, onlySuccessfulDefendersScore); "
        f"{T.W_BIDTYPE} (nonBiddersPointsForGame)",
        choices=("tricks", "tricks-if-set", "nothing", "contract-if-set"),
        choice_help={"tricks": N_("the text's rule"),
                     "tricks-if-set": N_("only successful defenders score"),
                     "nothing": N_("non-bidders score nothing"),
                     "contract-if-set": N_("Quebec mode: successful defenders win the bid's points")},
    ),
    "misere_opponents": Option(
        "misere_opponents", "soloist-tricks",
        N_("what each opponent scores on a caught misère: soloist-tricks — 10 a trick the soloist "
           "took (R-F4); nothing; contract — the misère's value (Quebec mode); a made misère "
           "gives the opponents nothing"),
        f"R-F4; R-F-M13; {T.R_SCORING} (misère: opponents score nothing); {T.W_BIDTYPE}; "
        f"{T.T_SCORING}",
        choices=("soloist-tricks", "nothing", "contract"),
        choice_help={"soloist-tricks": N_("the text's rule"),
                     "nothing": N_("the public scorers' rule"), "contract": N_("Quebec mode")},
    ),
    "set_penalty": Option(
        "set_penalty", "value",
        N_("what a set contract (a caught misère) costs the soloist: value — its value (§счет); "
           "none — nothing, the opponents scoring instead (Quebec mode)"),
        f"{S_SCORE} (\"уменьшается на стоимость посаженного контракта\"); R-F-M13; "
        f"{T.W_BIDTYPE} (biddersPointsForGame: 0 in Quebec mode)",
        choices=("value", "none"),
        choice_help={"value": N_("the text's rule"), "none": N_("Quebec mode")},
    ),
    "misere_double": Option(
        "misere_double", False,
        N_("misère and open misère score twice their value, made or caught, and so does the "
           "value the opponents take for one caught (misere_opponents = contract; Quebec mode); "
           "the ladder is unchanged"),
        f"R-F-M13; {T.W_BIDTYPE} (pointsStringForHand, biddersPointsForGame: Quebec mode)",
        kind="bool",
    ),
    "opponents_cap": Option(
        "opponents_cap", 0,
        N_("a cap on the defenders' score: 0 — none; N — defending a contract never takes a "
           "player or side past N (the scorer offers 400, 460 and 490); all passed is not capped"),
        f"R-F-M13; {T.W_SETTING_H} (capDefendersScore); {T.W_BIDTYPE}; {T.W_DEFENDERS} "
        "(capOptions)",
        kind="int", minimum=0,
    ),
    "misere_after_seven": Option(
        "misere_after_seven", False,
        N_("misère and open misère may be bid only over a bid of seven or more tricks or over a "
           "misère, checked on the auction an entry records"),
        f"R-F-M15; {T.T_RULES} (isBiddable: \"misère after seven\")",
        kind="bool",
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
    "quebec": Preset(
        "quebec", N_("Quebec mode"),
        {"win_by": "highest", "target": T.QUEBEC_TARGET, "minus_500_ends": False,
         "all_passed": "redeal", "opponents_score": "contract-if-set",
         "misere_opponents": "contract", "set_penalty": "none", "misere_double": True,
         "open_misere_value": 500},
        f"R-F-M12…R-F-M14; {T.W_SETTING_M} (consistentForMode); {T.W_BIDTYPE}; {T.W_GAME} "
        "(checkWithQuebec)",
        aliases=("quebec-mode", "québec", "квебек"),
        description=N_("To 1000, the highest score once there; no −500; a set contract costs "
                       "nothing and gives each opposing side its value; misère doubled; open "
                       "misère 500; a deal nobody bids is dealt again."),
    ),
    "bid-out": Preset(
        "bid-out", N_("Win only on your own bid"),
        {"win_by": "own-bid", "misere_opponents": "nothing", "open_misere_value": 500,
         "all_passed": "redeal"},
        f"R-F-M12…R-F-M14; {T.R_GAME} (evaluateOutcome); {T.R_SCORING}; {T.W_GAME} "
        f"(checkWithNormalRules); {T.W_BIDTYPE}; {T.T_SCORING} (determineWinner); {T.T_RULES}",
        aliases=("own-bid", "своя-заявка"),
        description=N_("Only the bidding side wins, on a contract it made; the opponents score "
                       "nothing on a misère; open misère 500; a deal nobody bids is dealt "
                       "again."),
    ),
}
