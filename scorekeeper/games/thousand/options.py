"""Thousand: every rule switch the rulings name, and the preset ``book-1991`` over them.

``book-1991`` is the text (``Fikhman 1991 §ТЫСЯЧА``) as the rulings R-T1…R-T11 complete it.  The
house rules of R-T3 are not in the text, which breaks off before them; each is an option that is
off by default, and its help says so.  A table switches any of them on in its session's
``[options]``.  The conventions of a public scorer, Leadage/tysyacha-1000, are options too
(:mod:`.conventions`), each the book's rule by default; the preset ``leadage`` sets that peer's
own defaults.

The words (meanings, the choices' help, the preset's title and description) are marked for the
catalog and said in the player's language where they are shown; so they are written out whole,
the house rules' numbers too (a test holds them to :mod:`.tables`).
"""

from __future__ import annotations

from scorekeeper.core.options import Option, Preset
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.conventions import LEADAGE_OPTIONS, LEADAGE_VALUES
from scorekeeper.i18n import N_

OPTIONS: dict[str, Option] = {
    "rounding": Option(
        "rounding", "10-half-up",
        N_("how trick points and the dealer's prikup are rounded: 10-half-up — to the nearest ten, "
           "5 up (95 → 100); 5 — to the nearest five (47 → 45)"),
        f"R-T2; R-T8; {T.ROUND_RULE}",
        choices=("10-half-up", 5),
        choice_help={"10-half-up": N_("the text's «округленная до десяти», 5 up (R-T2)"),
                     5: N_("to the nearest five; not in the text")},
    ),
    "declarer_scores": Option(
        "declarer_scores", "bid",
        N_("what a bidder who makes the bid writes: bid — the bid, the raised one after a raise; "
           "points — the bidder's own rounded points plus marriages (the literal «очки … каждого»)"),
        "R-T4",
        choices=("bid", "points"),
        choice_help={"bid": N_("R-T4, how the game is played"), "points": N_("the literal reading")},
    ),
    "give_up_cost": Option(
        "give_up_cost", "none",
        N_("what a bidder who gives up after the prikup writes (each opponent in play gets 60 "
           "either way): none — 0; bid — minus the bid (not in the text)"),
        f"R-T7; {T.GIVE_UP_RULE}",
        choices=("none", "bid"),
        choice_help={"none": N_("the text: only the opponents' 60"),
                     "bid": N_("a house rule, not in the text")},
    ),
    "barrel": Option(
        "barrel", False,
        N_("the barrel: a player reaching 880 (below 1000) sits on it at 880, writes nothing as "
           "opponent or dealer, and has 3 deals to reach 1000 on their own bid, else -120. Not in "
           "the text (a house rule, R-T3)."),
        T.BARREL_RULE, kind="bool",
    ),
    "bolts": Option(
        "bolts", False,
        N_("bolts: a deal in which a player in play writes nothing is a bolt; every 3rd bolt costs "
           "-120. Not in the text (a house rule, R-T3)."),
        T.BOLT_RULE, kind="bool",
    ),
    "zero_555": Option(
        "zero_555", False,
        N_("555 to zero: a total of exactly 555 after a deal goes back to 0. Not in the text (a "
           "house rule, R-T3)."),
        T.ZERO_RULE, kind="bool",
    ),
    "win_on_own_contract": Option(
        "win_on_own_contract", False,
        N_("the game is won only by a bidder who makes the bid and stands at 1000 or more; points "
           "won otherwise past 1000 do not end it. Not in the text (a house rule, R-T3)."),
        T.OWN_CONTRACT_RULE, kind="bool",
    ),
    "golden_round": Option(
        "golden_round", False,
        N_("the golden opening round: in the first round of deals (one per player) every point "
           "written counts ×2. Not in the text (a house rule, R-T3)."),
        T.GOLDEN_RULE, kind="bool",
    ),
    "dark_bid": Option(
        "dark_bid", False,
        N_("the dark bid: a deal may say dark = true when the bidder bid before seeing the prikup; "
           "that bid then wins or loses ×2. Not in the text (a house rule, R-T3)."),
        T.DARK_RULE, kind="bool",
    ),
    **LEADAGE_OPTIONS,
    "stake": Option(
        "stake", 0,
        N_("the settlement: 0 — each player's total against the table's average; a stake above 0 — "
           "when the game is over each other player pays the winner this stake (not in the text)"),
        T.SETTLE_RULE, kind="float", minimum=0,
    ),
}

PRESETS: dict[str, Preset] = {
    "book-1991": Preset(
        "book-1991", N_("The 1991 book's Thousand, completed by the rulings"), {},
        f"{T.SOURCE}; R-T1–R-T11",
        aliases=("book", "fikhman", "книга"),
        description=N_("Four at the table with the dealer sitting out and scoring the prikup (three "
                       "and two also); bids from 100 by tens; a made bid writes the bid, a failed "
                       "one minus the bid; giving up pays each opponent 60; the game ends at 1000. "
                       "No house rules."),
    ),
    "leadage": Preset(
        "leadage", N_("Leadage's browser Thousand, as its rules window comes"), LEADAGE_VALUES,
        f"{T.PEER_SETTINGS} (\"DEFAULT_RULES\"); R-T-M14–R-T-M19",
        aliases=("tysyacha-1000", "лидедж"),
        description=N_("Three at the table (four also, the dealer sitting out and scoring the "
                       "prikup's cards alone); bids by fives, the dealer opening with three; "
                       "points rounded to five; the bidder hands one prikup card to each "
                       "opponent; giving up costs the bid and pays 60, at most three times a "
                       "game, never in a dark game nor in the golden round; bolts "
                       "for a deal without a trick, three in a row −120, not on one's own game; "
                       "the barrel at 880, three tries, −120, won only from it on a bid that "
                       "reaches 1000; 555 to zero; a dark 120 by the opener at 240 or more, ×2, "
                       "never while someone sits on the barrel; silence below −120."),
    ),
}
