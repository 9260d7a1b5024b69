"""Thousand: the conventions of a public scorer, Leadage/tysyacha-1000, as option values.

Each option here is one setting of that peer's rules window (``src/game/settings.ts``) or one rule
its scoring code fixes where the book (``Fikhman 1991 §ТЫСЯЧА``) says otherwise; the default is
always the book's rule as the rulings complete it, so ``book-1991`` and every file written before
these options existed score as they did.  :data:`LEADAGE_VALUES` is the peer's own defaults, the
preset ``leadage``.  The peer's settings that change no figure a sheet writes (the computer's
strength, the redeals, the play's restrictions, what the screen shows) are not options: the
project's ``docs/thousand.md`` lists each and why.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.core.options import Option
from scorekeeper.games.thousand import tables as T
from scorekeeper.i18n import N_

LEADAGE_OPTIONS: dict[str, Option] = {
    # --- the auction and the deal
    "bid_step": Option(
        "bid_step", T.BID_STEP,
        N_("how bids rise: 10 — by tens (the text); 5 — by fives, so 105, 115, … are bids too"),
        f"{T.STEP_RULE}; {T.BID_STEP_RULE}", choices=(T.BID_STEP, T.BID_STEP_FIVE),
        choice_help={T.BID_STEP: N_("the text's «каждый раз на 10 очков»"),
                     T.BID_STEP_FIVE: N_("Leadage: by fives")}),
    "opener_of_three": Option(
        "opener_of_three", "left-of-dealer",
        N_("who opens the auction with «Сто» when three play: left-of-dealer — the dealer's left "
           "neighbour, as with four (the text); dealer — the dealer, who plays with three"),
        f"{T.OPENING_RULE}; {T.OPENER_DEALER_RULE}", choices=("left-of-dealer", "dealer")),
    "discard": Option(
        "discard", "three-to-bidder",
        N_("what the bidder does with the prikup: three-to-bidder — discards three that count to "
           "him, so a K or Q of the prikup is his alone to declare (the text); one-to-each — "
           "hands one card to each opponent, who may declare with it"),
        f"{T.DISCARD_RULE}; {T.DISCARD_ONE_EACH_RULE}", choices=("three-to-bidder", "one-to-each")),
    "silence_below": Option(
        "silence_below", 0,
        N_("silence: a player whose total before the deal is below this may not raise in the "
           "auction, so he wins a bid only as the opener at 100; 0 — nobody is silenced "
           "(Leadage: −120)"),
        T.SILENCE_RULE, kind="int"),
    # --- the count, the marriages and the target
    "bid_compared": Option(
        "bid_compared", "exact",
        N_("what is compared with the bid: exact — the bidder's card points and marriages as they "
           "are, 98 fails 100 (R-T5); rounded — rounded first as trick points are, 98 → 100 makes "
           "100"),
        f"R-T5; {T.COMPARE_ROUNDED_RULE}", choices=("exact", "rounded")),
    "ace_marriage": Option(
        "ace_marriage", False,
        N_("the ace marriage: a player holding all four aces may declare it, 200, recorded as "
           "ace_marriage = \"Name\"; it counts toward a bid like a marriage. Not in the text."),
        T.ACE_MARRIAGE_RULE, kind="bool"),
    "prikup_pair": Option(
        "prikup_pair", True,
        N_("the sitting-out dealer's prikup: a K and a Q of one suit in it add their whole "
           "marriage (the text's half for each); false — nothing for the pair"),
        f"{T.HALF_MARRIAGE_RULE}; {T.PRIKUP_PAIR_RULE}", kind="bool"),
    "prikup_lone": Option(
        "prikup_lone", True,
        N_("the sitting-out dealer's prikup: a K or a Q without its partner in it adds half its "
           "marriage, K♠ 4 + 20 = 24 (the text); false — its own points only"),
        f"{T.HALF_MARRIAGE_RULE}; {T.PRIKUP_LONE_RULE}", kind="bool"),
    "win_at": Option(
        "win_at", T.TARGET,
        N_("the total that wins: 1000 (the text); 1005 — more than 1000"),
        f"{T.TARGET_RULE}; {T.WIN_AT_RULE}", choices=T.WIN_AT),
    # --- the give-up («роспись»)
    "give_up_pays": Option(
        "give_up_pays", T.GIVE_UP_PAYMENT,
        N_("what each opponent in play gets when the bidder gives up: 60 (the text); half-bid — "
           "half the bid, to the nearest five (125 → 65)"),
        f"{T.GIVE_UP_RULE}; {T.GIVE_UP_HALF_RULE}", choices=(T.GIVE_UP_PAYMENT, "half-bid")),
    "give_ups_per_game": Option(
        "give_ups_per_game", 0,
        N_("how many times a player may give up in a game; 0 — as often as he likes (the text; "
           "Leadage: 3)"),
        T.GIVE_UP_LIMIT_RULE, kind="int", minimum=0),
    "give_up_third_penalty": Option(
        "give_up_third_penalty", False,
        N_("a player's third give-up of a game costs him the penalty besides. Not in the text."),
        T.GIVE_UP_THIRD_RULE, kind="bool"),
    "give_up_on_barrel": Option(
        "give_up_on_barrel", True,
        N_("a bidder may give up while someone sits on the barrel (false: refused)"),
        T.GIVE_UP_WHEN_RULE, kind="bool"),
    "give_up_in_golden": Option(
        "give_up_in_golden", True,
        N_("a bidder may give up in the golden round (false: refused)"),
        T.GIVE_UP_WHEN_RULE, kind="bool"),
    "give_up_in_dark": Option(
        "give_up_in_dark", "undoubled",
        N_("a dark bidder who gives up: undoubled — writes as any give-up (R-T-M9); doubled — his "
           "line counts ×2 like the dark bid; refused — a dark bid cannot be given up"),
        f"R-T-M9; {T.GIVE_UP_DARK_RULE}", choices=("undoubled", "doubled", "refused")),
    # --- bolts, the barrel and their penalty
    "penalty": Option(
        "penalty", T.PENALTY,
        N_("the penalty of the house rules: a bolt's, a fall off the barrel's, the third "
           "give-up's (120 the tables' and Leadage's figure)"),
        f"R-T3; {T.PENALTY_RULE_LEADAGE}", kind="int", minimum=0),
    "bolts_counted": Option(
        "bolts_counted", "per-game",
        N_("which bolts cost the penalty: per-game — every third of the game; in-a-row — three in "
           "a row, a deal without a bolt starting the count again"),
        f"{T.BOLT_RULE}; {T.BOLT_IN_A_ROW_RULE}", choices=("per-game", "in-a-row")),
    "bolt_is": Option(
        "bolt_is", "nothing-written",
        N_("what a bolt is: nothing-written — a deal in which a player in play writes nothing "
           "(R-T-M5); no-trick — a deal in which he takes no trick"),
        f"{T.BOLT_RULE}; {T.BOLT_NO_TRICK_RULE}", choices=("nothing-written", "no-trick")),
    "bidder_bolts": Option(
        "bidder_bolts", True,
        N_("the bidder may get a bolt in his own game (false: never, and his count is left as "
           "it was)"),
        f"{T.BOLT_RULE}; {T.BOLT_BIDDER_RULE}", kind="bool"),
    "bolt_golden_double": Option(
        "bolt_golden_double", False,
        N_("a bolt in the golden round counts as two"),
        T.BOLT_GOLDEN_RULE, kind="bool"),
    "barrel_at": Option(
        "barrel_at", T.BARREL_AT,
        N_("the barrel's figure: 880 or 900"),
        f"{T.BARREL_RULE}; {T.BARREL_AT_RULE}", choices=T.BARREL_AT_CHOICES),
    "barrel_tries": Option(
        "barrel_tries", T.BARREL_TRIES,
        N_("how many deals a player has on the barrel before he falls off (3)"),
        f"{T.BARREL_RULE}; {T.BARREL_TRIES_RULE}", kind="int", minimum=1),
    "barrel_finish": Option(
        "barrel_finish", "points",
        N_("how a player comes off the barrel: points — on his own bid when what he writes takes "
           "him to the target, a failed bid written (R-T-M4); bid — only on a made bid that "
           "reaches the target from the barrel's figure, anything else, a failed bid too, "
           "leaving him there"),
        f"R-T-M4; {T.BARREL_FINISH_RULE}", choices=("points", "bid")),
    "barrel_overshoot": Option(
        "barrel_overshoot", "wins",
        N_("a total that jumps past the target from below the barrel: wins — reaches it and ends "
           "the game (R-T-M4); sits — sits on the barrel like any other, so the game is won only "
           "from the barrel"),
        f"R-T-M4; {T.BARREL_OVERSHOOT_RULE}", choices=("wins", "sits")),
    "barrel_sitting_out_tries": Option(
        "barrel_sitting_out_tries", True,
        N_("a deal a player on the barrel deals and sits out uses one of his tries (false: it "
           "uses none)"),
        f"R-T-M4; {T.BARREL_SITTER_RULE}", kind="bool"),
    "barrel_knock_off": Option(
        "barrel_knock_off", False,
        N_("a player reaching the barrel knocks the one sitting there off it, with the penalty"),
        T.BARREL_KNOCK_RULE, kind="bool"),
    "barrel_together_fall": Option(
        "barrel_together_fall", False,
        N_("two or more reaching the barrel in one deal sit on none: each is written the barrel's "
           "figure less the penalty"),
        T.BARREL_TOGETHER_RULE, kind="bool"),
    "barrel_three_falls_zero": Option(
        "barrel_three_falls_zero", False,
        N_("a player's third fall off the barrel sends his total to 0"),
        T.THREE_FALLS_RULE, kind="bool"),
    # --- 555, the golden round, the dark bid
    "zero_at": Option(
        "zero_at", T.ZERO_AT,
        N_("the total that goes back to 0 under zero_555 (555)"),
        f"{T.ZERO_RULE}; {T.ZERO_AT_RULE}", kind="int", minimum=1),
    "zero_negative": Option(
        "zero_negative", False,
        N_("under zero_555 the same total below zero goes back to 0 too (−555)"),
        T.ZERO_NEGATIVE_RULE, kind="bool"),
    "golden_bid": Option(
        "golden_bid", "any",
        N_("the golden round's deals: any — bid as any other deal (R-T-M8); opener-120 — each is "
           "the opener's 120 with no auction; opener-120-or-raised — the same, raised after the "
           "prikup if he likes"),
        f"R-T-M8; {T.GOLDEN_BID_RULE}", choices=("any", "opener-120", "opener-120-or-raised")),
    "golden_reset": Option(
        "golden_reset", False,
        N_("a golden round in which no golden bid was made sends every total back to 0 and is "
           "played again"),
        T.GOLDEN_RESET_RULE, kind="bool"),
    "dark_by": Option(
        "dark_by", "anyone",
        N_("who bids dark: anyone — any bidder, at any bid (R-T-M9); opener-at-120 — the opener "
           "alone, whose dark 120 nobody outbid (he may raise it after the prikup)"),
        f"R-T-M9; {T.DARK_BY_RULE}", choices=("anyone", "opener-at-120")),
    "dark_at_least": Option(
        "dark_at_least", 0,
        N_("the total a player needs before the deal to bid dark; 0 — none (Leadage: 240)"),
        T.DARK_TOTAL_RULE, kind="int", minimum=0),
    "dark_on_barrel": Option(
        "dark_on_barrel", True,
        N_("a dark bid is allowed while someone sits on the barrel (false: refused)"),
        T.DARK_BARREL_RULE, kind="bool"),
}

#: The peer's own defaults (``DEFAULT_RULES`` in its ``src/game/settings.ts``), with the rules its
#: scoring code fixes: the preset ``leadage``.
LEADAGE_VALUES: dict[str, Any] = {
    "rounding": 5, "give_up_cost": "bid",
    "barrel": True, "bolts": True, "zero_555": True, "dark_bid": True,
    "bid_step": 5, "opener_of_three": "dealer", "discard": "one-to-each",
    "silence_below": T.SILENCE_LEADAGE,
    "prikup_pair": False, "prikup_lone": False,
    "give_ups_per_game": T.GIVE_UPS_LEADAGE, "give_up_in_golden": False,
    "give_up_in_dark": "refused",
    "bolts_counted": "in-a-row", "bolt_is": "no-trick", "bidder_bolts": False,
    "barrel_finish": "bid", "barrel_overshoot": "sits", "barrel_sitting_out_tries": False,
    "golden_bid": "opener-120", "dark_by": "opener-at-120",
    "dark_at_least": T.DARK_LEADAGE_AT_LEAST, "dark_on_barrel": False,
}
