"""Preferans options and presets: every difference between conventions is one option.

A preset is only a name and option values (``scorekeeper.core.options``).  The classic presets of the
rule texts (``mgu-classic``, ``mgu-sochinka``, ``mgu-mountain-first``, ``mgu-gusarik``,
``book-1991``) are further values of these same options plus small hooks in the engine, never a copy
of it.  Every option names its source: a rule-text section or a ruling id (R-P…, R-S…;
R-P-M… in docs/preferans.md; R-P-C… in docs/preferans-classic.md).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from scorekeeper.core.options import Option, Preset
from scorekeeper.errors import InvalidError
from scorekeeper.i18n import N_, _
from scorekeeper.names import shown
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.options_more import MORE_OPTIONS, MORE_PRESETS



@dataclass(frozen=True)
class WithdrawnOption(Option):
    """An option old session files may still set though it is gone: a value in ``kept`` means what
    every table now does and is read without effect; any other value is refused, saying why and
    what to write instead."""

    kept: tuple[Any, ...] = ()
    why: str = ""
    instead: str = ""

    def coerce(self, value: Any, *, key: str | None = None) -> Any:
        if value in self.kept:
            return value
        raise InvalidError(_("option {name} is withdrawn: {value} no longer means anything ({why})").format(
            name=shown(self.name), value=shown(value), why=_(self.why)),
                           key=key or f"options.{self.name}", value=value, expected=_(self.instead))


class OptionTable(dict):  # type: ignore[type-arg]
    """The live options (what iterating, ``rules`` and the docs list) plus the ``withdrawn`` ones,
    which only a lookup finds: an old file that sets one is read by ``resolve_options`` through
    :meth:`WithdrawnOption.coerce` instead of failing as an unknown name."""

    def __init__(self, live: dict[str, Option], withdrawn: dict[str, WithdrawnOption]) -> None:
        super().__init__(live)
        self.withdrawn = withdrawn

    def __contains__(self, name: object) -> bool:
        return dict.__contains__(self, name) or name in self.withdrawn

    def __getitem__(self, name: str) -> Option:
        if dict.__contains__(self, name):
            return dict.__getitem__(self, name)
        return self.withdrawn[name]


#: ``whist_split`` (R-P-M14, withdrawn): two whisters always write their own tricks (R-P11), so
#: ``own`` is what every table does; ``gentleman`` split two whisters' tricks equally, which no
#: source does — the gentleman's whist is a lone whister's (``lone_whist``).
WITHDRAWN: dict[str, WithdrawnOption] = {
    "whist_split": WithdrawnOption(
        "whist_split", "own", N_("withdrawn: two whisters always write their own tricks"),
        "R-P11; R-P-M14 (withdrawn)", choices=("own",), kept=("own",),
        why=N_("R-P-M14 is withdrawn: two whisters always write their own tricks (R-P11); the "
               "gentleman's whist is one whister's and the passer's"),
        instead=N_('no whist_split key; for the gentleman\'s whist of a lone whister set lone_whist = '
                   '"gentleman-on-fail" (Leningrad, Rostov) or "gentleman"')),
}

OPTIONS: dict[str, Option] = OptionTable({
    o.name: o
    for o in (
        # --- values and the ladder -------------------------------------------------------
        Option("values", "modern",
               N_("which value table prices the games (points of a made game = price of one trick)"),
               "; ".join(T.GAME_VALUES_SOURCE.values()), choices=tuple(T.GAME_VALUES),
               choice_help={"modern": N_("6=2, 7=4, 8=6, 9=8, 10=10, misère 10"),
                            "mgu": N_("the MGU 1971 §7 table: the same light values, ×2 dark, ×2/×4/×8 on "
                                      "a bomb, a double bomb, an elka"),
                            "book": N_("the 1991 book: 6: 12, 7: 18, 8: 24, 9: 30, misère and 10: 36; "
                                       "whists 24 … 72 a trick (R-S2, R-S3)")}),
        Option("misere_rank", "after-8nt",
               N_("where misère stands on the 26-step bid ladder"),
               f"{T.BOOK_LADDER}; {C.MGU_TORG}; {T.MODERN}",
               choices=("after-8nt", "after-9nt"),
               choice_help={"after-8nt": N_("between 8NT and 9♠: a nine overcalls misère (modern codes)"),
                            "after-9nt": N_("between 9NT and 10♠, as the 1991 book's ladder")}),
        Option("game_points", "pool",
               N_("where the points of a made game go"),
               f"R-P1; {C.MGU_VARIANTS}", choices=("pool", "half", "mountain-first"),
               choice_help={"pool": N_("all to the pool (\"ili prosto zapisyvaet 2 ochka v pulyu\")"),
                            "half": N_("half to the pool, half off the own mountain (classic)"),
                            "mountain-first": N_("off the own mountain until it is written off, only "
                                                 "then to the pool (MGU 1971 §9, second variant)")}),
        Option("pool", 20, N_("the pool target: points each player must write to close a pool"),
               T.R_POOL, kind="int", minimum=1),
        Option("end", "all-pools", N_("when the game is over"),
               f"{T.MODERN}; R-P10; {C.MGU_SHEET}; {C.MGU_VARIANTS}; R-P-C24",
               choices=("all-pools", "one-pool", "razboynik", "control-time"),
               choice_help={"all-pools": N_("when every pool is closed (modern codes; MGU 1971 §9 sochinka)"),
                            "one-pool": N_("when one pool closes (R-P10 second variant; the 1991 book)"),
                            "razboynik": N_("when the razboynik is played out (MGU 1971 §9 gusarik)"),
                            "control-time": N_("when every pool is closed, or when the last circle "
                                               "after the control time is played (MGU 1971 §7 field 3; "
                                               "the `last_circle` key, R-P-C24)")}),
        Option("razboynik", False,
               N_("the razboynik first: each player's compulsory 6, 7, 8, 9, 10 and misère, then two "
                  "circles of raspasy, then the mountain owner's conditions"),
               f"{C.RAZBOYNIK_SOURCE}; R-P-C26; R-P-C27", kind="bool"),
        Option("pool_premium", 0,
               N_("whists a player writes on each other player when that player's pool closes (the 1991 book's "
                  "premium for a full pool; the amount is agreed before the game)"),
               f"{C.book('договариваются о размере премии за пульку и половину пульки')}; R-P-C31",
               kind="int", minimum=0),
        Option("half_pool_premium", 0,
               N_("whists a player writes on each other player when that player's pool reaches half its size"),
               f"{C.book('договариваются о размере премии за пульку и половину пульки')}; R-P-C31",
               kind="int", minimum=0),
        # --- the classic's dark games, bombs and totus ---------------------------------------
        Option("dark_games", False,
               N_("dark games and dark raspasy may be recorded (`dark = true`): values from the dark "
                  "columns, ×2"), f"{C.MGU_HIGH}; {C.MGU_VALUE_SOURCE}", kind="bool"),
        Option("bombs", False,
               N_("a dark raspas draws bombs (bomba, double bomb, elka) that multiply the holder's next "
                  "won game ×2, ×4, ×8; a lost game keeps the bomb"), f"{C.BOMB_AWARD_SOURCE}; R-P-C4",
               kind="bool"),
        Option("totus", False, N_("a totus may be declared (`contract = \"totus\"`)"),
               f"{C.MGU_HIGH}; {C.TOTUS_MADE_SOURCE}; R-P-C1", kind="bool"),
        Option("responsible_games", False,
               N_("a player's won games beyond the raspasy and that player's razboynik games so far are "
                  "irresponsible: half the points, penalties in full"), f"{C.RESPONSIBLE_SOURCE}; R-P-C8; "
               "R-P-C22", kind="bool"),
        # --- whists -------------------------------------------------------------------------
        Option("whist_doubling", False,
               N_("whists per trick are twice the game value (Leningrad: 4/8/12/16/20)"),
               T.MODERN, kind="bool"),
        Option("remiz_doubling", False,
               N_("the declarer's undertricks (and a caught misère's tricks) cost twice the game value "
                  "on the mountain (Leningrad)"), T.MODERN, kind="bool"),
        Option("whist_penalty", "full",
               N_("what a whister short of the share writes to the mountain per missing trick"),
               f"R-P2; {T.MODERN}", choices=("full", "half", "none"),
               choice_help={"full": N_("the declarer's undertrick price (responsible whist)"),
                            "half": N_("half of it (half-responsible whist, Leningrad)"),
                            "none": N_("nothing (irresponsible whist)")}),
        Option("whist_minimum", "mgu",
               N_("which table of whist minimums applies"),
               f"R-P2; {C.MGU_TORG}; R-S2; {T.R_TEN_ONE}", choices=("mgu", "book", "ten-one"),
               choice_help={"mgu": N_("the pair takes 6 → 4, 7 → 2, 8 → 1, 9 → 1 (MGU 1971 §4; R-P2)"),
                            "ten-one": N_("the same, and one trick on a ten, both whisters answering "
                                          "for it (the FSPR set of the peer pulka)"),
                            "book": N_("the 1991 book: «вдвоём» 6: 4, 7: 2, 8: 2, 9/misère/10: 1; «в "
                                       "одиночку» 6: 2, 7: 1, 8: 1, 9/misère/10: 1; a short whister "
                                       "writes the «штраф за недобор» column (R-S2, R-P-C20)")}),
        Option("whist_modes", False,
               N_("a lone whister says «Один», «Помоги» or «Откроем» (the `mode` key)"),
               C.BOOK_MODES_SOURCE, kind="bool"),
        Option("misere_whist", "none", N_("whether misère is whisted"),
               f"{C.MGU_SHEET}; {C.book('а в мизере — за «всученную» играющему')}; R-P-C34",
               choices=("none", "per-trick"),
               choice_help={"none": N_("misère is caught, not whisted (MGU 1971 §7 \"Na mizere visty ne "
                                       "pishutsya\")"),
                            "per-trick": N_("whisters write the whist price for every trick forced on "
                                            "the declarer (the 1991 book)")}),
        Option("ten_play", "whist", N_("how a 10-game is played against"),
               f"{C.MGU_TORG}; {C.MGU_HIGH}; {C.MGU_SHEET}; R-P-C28", choices=("whist", "catch"),
               choice_help={"whist": N_("whisted like any game (modern codes)"),
                            "catch": N_("nobody whists: the partners lay their cards down and catch "
                                        "(MGU 1971 §6.3); a failed ten costs each other player's "
                                        "consolation only (MGU 1971 §7)")}),
        Option("passed_whists", "none",
               N_("whists on a 6 or 7 that both defenders (and the dealer) passed"),
               f"{C.MGU_PASSED_SOURCE}; R-P-C25", choices=("none", "right"),
               choice_help={"none": N_("none (the modern codes have the half-whist instead)"),
                            "right": N_("the defender on the declarer's right writes 2 tricks on a 6, "
                                        "1 on a 7 (\"ushel za svoi visty\")")}),
        Option("dealer_whist", False,
               N_("with four players, the dealer may whist instead of two defenders who passed"),
               f"{C.MGU_START} (item 3); R-P-C33", kind="bool"),
        Option("dealer_prikup_whists", False,
               N_("with four players, the dealer writes whists for tricks the prikup brought the "
                  "declarer (`prikup`), and a returned prikup costs the declarer 1 point "
                  "(`prikup_returned`)"), f"{C.PRIKUP_TRICKS_SOURCE}; {C.RETURNED_PRIKUP_SOURCE}",
               kind="bool"),
        Option("whist_responsibility", "split",
               N_("with two whisters, who answers for the pair's shortfall"),
               f"R-P2; {T.pulka('calc.ts', 'calcGame (ШТРАФ ЗА НЕДОБОР)')}",
               choices=("split", "second", "both", "pair"),
               choice_help={"split": N_("each whister half, the odd trick the second whister's"),
                            "second": N_("the second whister in speaking order answers for all of it"),
                            "both": N_("each whister answers for all of it"),
                            "pair": N_("the pair's shortfall, shared by who is short of half in "
                                       "proportion (a partner's surplus covers it); where the minimum "
                                       "is one trick, each whister who took none answers for it "
                                       "(the peer pulka)")}),
        Option("lone_whist", "greedy",
               N_("one defender whists, the other passes: whose are the defence tricks"),
               f"{T.MODERN}; R-P11; R-P-M2; R-P-M17", choices=tuple(T.LONE_WHIST_SPLIT),
               choice_help={"greedy": N_("every defence trick is the whister's, made or failed (Sochi; "
                                         "MGU 1971 §6 \"vse vyigryshnye visty ... prinadlezhat "
                                         "vistuyushchemu\")"),
                            "gentleman-on-fail": N_("when the contract fails the defence tricks are "
                                                    "split equally between the whister and the passer; "
                                                    "made, the whister takes all (gentleman's whist: "
                                                    "Leningrad, Rostov)"),
                            "gentleman": N_("split equally with the passer, made or failed")}),
        Option("consolation", "ordinary",
               N_("whists written on a declarer who failed, per undertrick (\"za bezvzyatie\")"),
               f"R-P3; {C.MGU_SHEET}", choices=("ordinary", "gentleman", "robber", "greedy"),
               choice_help={"ordinary": N_("each player due it writes the game value per undertrick "
                                           "(MGU 1971 §7 example 2: 40, 8 and 8)"),
                            "gentleman": N_("none (dzhentl'menskij vist)"),
                            "robber": N_("each non-whister writes as much as the whister wrote"),
                            "greedy": N_("only the whisters write it (R-P-M4)")}),
        Option("consolation_to", "defenders",
               N_("who writes the consolation: the two defenders, or also the dealer sitting out"),
               f"R-P3; {T.MODERN}", choices=("defenders", "table"),
               choice_help={"defenders": N_("the whisters and the passer (modern codes)"),
                            "table": N_("every other player at the table, the dealer too (R-P3)")}),
        Option("half_whist", "6-7", N_("on which contracts a half-whist may be said"),
               T.R_HALF_WHIST, choices=tuple(T.HALF_WHIST_LEVELS)),
        Option("half_whist_credit", "half-minimum", N_("tricks a half-whister is paid for"),
               T.R_HALF_WHIST, choices=tuple(T.HALF_WHIST_CREDIT),
               choice_help={"half-minimum": N_("2 on 6, 1 on 7"), "minimum": N_("4 on 6, 2 on 7")}),
        Option("ten_whist", "duty", N_("whether a 10-game must be whisted"),
               f"{C.MGU_TORG}; {T.MODERN}; R-P-M9", choices=("duty", "free"),
               choice_help={"duty": N_("at least one defender whists; both passing is refused"),
                            "free": N_("both may pass: the declarer scores without play")}),
        Option("stalingrad", False, N_("6♠ must be whisted by both defenders (\"Stalingrad\")"),
               T.R_STALINGRAD, kind="bool"),
        # --- raspasy ------------------------------------------------------------------------
        Option("raspasy_scoring", "mountain", N_("how raspasy tricks are paid for"),
               f"R-P4; {T.MODERN}; R-S1; R-P-C23", choices=("mountain", "whists", "elochka"),
               choice_help={"mountain": N_("each trick costs its price on the taker's mountain"),
                            "whists": N_("the player(s) with fewest tricks write whists on the others "
                                         "(Rostov)"),
                            "elochka": N_("3 mountain points a trick, no prikup, no progression (the "
                                          "1991 book's «ёлочка», R-S1; later all-pass deals alike, "
                                          "R-P-C23)")}),
        Option("dealer_deals_again", False,
               N_("after raspasy (but not the third in a row) and after a caught misère the dealer "
                  "deals again instead of passing the deck on"),
               f"{T.MGU_DEALER_AGAIN}; R-P-C38", kind="bool"),
        Option("elochka_deals", 0,
               N_("the first deals of the session that must be «ёлочка» (all pass, scored by "
                  "raspasy_scoring)"), C.ELOCHKA_SOURCE, kind="int", minimum=0),
        Option("raspasy_progression", "1-2-3",
               N_("price of a raspas trick for the 1st, 2nd, 3rd raspas in a row"),
               f"R-P4; {T.MODERN}", choices=tuple(T.RASPASY_PROGRESSION)),
        Option("raspasy_exit", "6-7-7",
               N_("lowest game allowed after 1, 2, 3+ raspasy in a row (the exit rule)"),
               f"{T.MODERN}; R-P-M6; {T.R_EXIT_HOME}", choices=tuple(T.RASPASY_EXIT)),
        Option("raspas_zero", "pool", N_("reward of a player who took no trick on raspasy"),
               f"R-P4; {T.MODERN}; {T.R_ZERO_MOUNTAIN_2}",
               choices=("pool", "pool-1", "mountain", "none", "mountain-2"),
               choice_help={"pool": N_("one trick price of that raspas in the pool (Sochi)"),
                            "pool-1": N_("one point in the pool (Rostov)"),
                            "mountain": N_("one trick price off the own mountain (classic R-P4)"),
                            "mountain-2": N_("two trick prices off the own mountain, below zero too "
                                             "(the peer pulka)"),
                            "none": N_("nothing")}),
        Option("raspasy_whists", 5,
               N_("Rostov: whists per trick the player with fewest tricks writes on each other player "
                  "(times the progression step)"), f"{T.MODERN}; R-P-M7", kind="int", minimum=0),
        Option("raspasy_tie", "each",
               N_("Rostov raspasy: what players tied for the fewest tricks write"),
               f"{T.MODERN}; R-P12; R-P-M7", choices=("each", "split"),
               choice_help={"each": N_("every tied player writes the full amount on each player who "
                                       "took more"),
                            "split": N_("the tied players share the amount between them")}),
        Option("prikup_tricks", "none", N_("with four players, who pays for tricks won by a prikup card "
                  "on raspasy"), "R-P4", choices=("none", "dealer"),
               choice_help={"none": N_("the prikup only sets the suit: ten tricks among the three"),
                            "dealer": N_("the dealer's key counts prikup tricks, paid on the dealer's mountain")}),
        # --- pool overflow and settlement ---------------------------------------------------
        Option("help_whists", T.WHISTS_PER_POINT,
               N_("whists written on a helped partner per pool point that closes the partner's pool"),
               f"R-P7; {C.MGU_SHEET}; R-P-M11", kind="int", minimum=0),
        Option("help_order", "largest-pool", N_("whom overflowing pool points help first (the `help` "
                  "key names partners before this order)"),
               "R-P7; R-P-C36", choices=("largest-pool", "seating"),
               choice_help={"largest-pool": N_("largest pool, then smallest mountain (R-P7)"),
                            "seating": N_("the next open pool clockwise from the declarer")}),
        Option("overflow", "help",
               N_("where a made game's points go when the pool cannot take them, and what the own "
                  "mountain cannot take"), "R-P7; R-P-M8; R-S3",
               choices=("help", "book"),
               choice_help={"help": N_("they help partners' pools, then write off mountains, own "
                                       "first (R-P7; R-P-C9: in `half` an empty mountain's half goes "
                                       "to the open pool)"),
                            "book": N_("the pool takes only what it lacks, the rest is off the own "
                                       "mountain; what exceeds the own mountain writes off an "
                                       "opponent's (default the largest; `excess_to`) at 10 whists "
                                       "a point (R-S3)")}),
        Option("pool_conversion", 1,
               N_("mountain points per missing pool point when settling unfinished pools "
                  "(Leningrad: one pool point = two mountain points)"),
               f"{T.MODERN}; R-P-M10", kind="int", minimum=0),
        Option("settlement", "amnister", N_("how mountains become whists at settlement"),
               f"R-P8; R-S5; {C.MGU_VARIANTS}", choices=("amnister", "book", "mountain-only"),
               choice_help={"amnister": N_("R-P8: (mountain − smallest) × 10 / players, written on "
                                           "the player by each other player"),
                            "book": N_("R-S5: each mountain shared among the other players at 10 "
                                       "whists per point"),
                            "mountain-only": N_("R-P8 on the mountains alone: mutual whists and "
                                                "pools are not counted (MGU 1971 §9: \"Inogda v gussarike "
                                                "... raschet vedetsya tol'ko po gore\")")}),
        Option("newcomer", "mean", N_("what a player who joins the table mid-evening writes "
                                      "(`joins`, format §Table events)"),
               "R-P-E1", choices=("mean", "zero"),
               choice_help={"mean": N_("the mean of the pools and of the mountains of those at the "
                                       "table, rounded against the newcomer (the 1996 Code)"),
                            "zero": N_("nothing: the newcomer starts a clean sheet")}),
        *MORE_OPTIONS,
    )
}, WITHDRAWN)

_MODERN_SRC = T.MODERN

PRESETS: dict[str, Preset] = {
    "sochi": Preset(
        "sochi", N_("Sochi (сочинка)"),
        {"whist_penalty": "full", "raspasy_progression": "1-2-3", "raspasy_exit": "6-7-7",
         "raspas_zero": "pool", "raspasy_scoring": "mountain", "pool_conversion": 1},
        _MODERN_SRC, aliases=("сочи", "сочинка", "sochinka-modern"),
        description=N_("Responsible whist, raspasy 1-2-3 on the mountain, a clean raspas earns a "
                       "trick in the pool; play until every pool is closed.")),
    "leningrad": Preset(
        "leningrad", N_("Leningrad (ленинградка, «питер»)"),
        {"whist_doubling": True, "remiz_doubling": True, "whist_penalty": "half",
         "lone_whist": "gentleman-on-fail", "raspasy_progression": "2-4-6", "raspasy_exit": "7-7-7",
         "raspas_zero": "pool", "pool_conversion": 2, "help_whists": 20},
        _MODERN_SRC, aliases=("ленинград", "ленинградка", "piter", "питер"),
        description=N_("Whists, undertricks and the consolation doubled (4/8/12/16/20), half-responsible "
                       "whist, the gentleman's whist of a lone whister on a failed contract, raspasy "
                       "2-4-6; one pool point = two mountain points at settlement.")),
    "rostov": Preset(
        "rostov", N_("Rostov (ростов, московская)"),
        {"raspasy_scoring": "whists", "raspas_zero": "pool-1", "raspasy_exit": "6-6-6",
         "raspasy_whists": 5, "lone_whist": "gentleman-on-fail", "raspasy_tie": "each"},
        _MODERN_SRC, aliases=("ростов", "moscow", "московская"),
        description=N_("Raspasy scored in whists: the player with fewest tricks writes 5 whists per "
                       "trick on each other player; a clean raspas earns one pool point.")),
}

# ------------------------------------------------------------------ the classic (MGU 1971) and the book (Fikhman 1991)
#: What every preset of the MGU text shares: its value table, raspasy 1-2-4 on the mountain with the
#: prikup's tricks to the dealer (R-P4), the classic's whist (R-P2, R-P3 with the dealer writing
#: consolation too, MGU 1971 §7 example 2), misère above the nines (MGU 1971 §4), 6♠ whisted by both (MGU 1971 §6),
#: a ten caught rather than whisted (MGU 1971 §6.3), the passed 6/7 whists (MGU 1971 §6), the dealer's part
#: (MGU 1971 §3, R-P6), no exit rule (MGU 1971 has none) and R-P8's amnister.
_MGU_COMMON = {
    "values": "mgu", "misere_rank": "after-9nt", "raspasy_progression": "1-2-4",
    "raspasy_exit": "6-6-6", "prikup_tricks": "dealer", "consolation": "ordinary",
    "consolation_to": "table", "whist_penalty": "full", "whist_responsibility": "split",
    "stalingrad": True, "ten_play": "catch", "passed_whists": "right", "half_whist": "off",
    "dealer_whist": True, "dealer_prikup_whists": True, "totus": True, "settlement": "amnister",
    "pool_conversion": 1, "help_whists": C.WHISTS_PER_POINT, "dealer_deals_again": True,
}

PRESETS["mgu-classic"] = Preset(
    "mgu-classic", N_("MGU classic (классика, Prefklub MGU 1971)"),
    {**_MGU_COMMON, "game_points": "half", "razboynik": True, "dark_games": True, "bombs": True,
     "responsible_games": True, "raspas_zero": "mountain", "pool": C.POOL_SIZES["mgu-classic"],
     "end": "control-time"},
    f"{C.MGU_1971}; R-P1…R-P9", aliases=("classic", "классика", "klassika", "mgu"),
    description=N_("Four at the table, the dealer out. The razboynik first (each player's 6, 7, 8, 9, "
                   "10 and misère, two circles of raspasy, then the mountain owner's conditions); "
                   "light and dark games, bombs, totus; half of a game's points to the pool, half off "
                   "the mountain; responsible games; raspasy 1-2-4; settled by the amnister."))
PRESETS["mgu-sochinka"] = Preset(
    "mgu-sochinka", N_("MGU sochinka (MGU 1971 §9, the first variant)"),
    {**_MGU_COMMON, "game_points": "pool", "raspas_zero": "pool",
     "pool": C.POOL_SIZES["mgu-sochinka"], "end": "all-pools"},
    f"{C.MGU_VARIANTS} (\"Naibolee rasprostranennaya igra\"); R-P10",
    aliases=("сочинка-мгу", "sochinka", "сочинка-классика"),
    description=N_("No razboynik, no dark games, bombs or elkas; every point to the pool, the "
                   "mountain written off only when nobody can be helped; a clean raspas may go to the "
                   "pool; played until every pool is closed."))
PRESETS["mgu-mountain-first"] = Preset(
    "mgu-mountain-first", N_("MGU, mountain first (MGU 1971 §9, the second variant)"),
    {**_MGU_COMMON, "game_points": "mountain-first", "raspas_zero": "mountain",
     "pool": C.POOL_SIZES["mgu-mountain-first"], "end": "one-pool"},
    f"{C.MGU_VARIANTS} (\"Zarabotannye ochki idut v pulyu lish' posle polnogo spisaniya gory\"); "
    "R-P10", aliases=("mountain-first", "гора-сначала"),
    description=N_("No razboynik, no dark games; points go to the pool only once the own mountain is "
                   "written off; over when one pool closes, the others' shortfall to the mountain."))
PRESETS["mgu-gusarik"] = Preset(
    "mgu-gusarik", N_("MGU gusarik (гусарик, MGU 1971 §9, the third variant)"),
    {**_MGU_COMMON, "game_points": "half", "razboynik": True, "raspas_zero": "mountain",
     "pool": C.POOL_SIZES["mgu-gusarik"], "end": "razboynik"},
    f"{C.MGU_VARIANTS} (\"Igraetsya tol'ko razbojnik klassiki, posle chego pul'ka "
    "raschityvaetsya\"); R-P10", aliases=("gusarik", "гусарик", "gussarik"),
    description=N_("Only the classic's razboynik, then the sheet is settled; the option settlement = "
                   "mountain-only settles on the mountains alone, as the text allows."))
PRESETS["book-1991"] = Preset(
    "book-1991", N_("The 1991 book (Ф. Фихман, «Самоучитель карточной игры»)"),
    {"values": "book", "misere_rank": "after-9nt", "game_points": "half", "overflow": "book",
     "pool": C.POOL_SIZES["book-1991"], "end": "one-pool", "whist_minimum": "book",
     "whist_modes": True, "misere_whist": "per-trick", "consolation": "gentleman",
     "half_whist": "off", "ten_whist": "free", "raspasy_scoring": "elochka",
     "elochka_deals": C.ELOCHKA_DEALS, "raspas_zero": "none", "prikup_tricks": "none",
     "raspasy_exit": "6-6-6", "settlement": "book", "pool_conversion": 0},
    f"{C.BOOK}; R-S1…R-S5", aliases=("book", "1991", "самоучитель", "fikhman"),
    description=N_("Four «ёлочка» deals first (3 points a trick); games 12 … 36; whists 24 … 72 a "
                   "trick with the book's minimums; «Один / Помоги / Откроем»; half to the pool, half "
                   "off the mountain, the excess off an opponent's; over when one pool reaches 60; "
                   "each mountain shared among the others at settlement (R-S5)."))

PRESETS.update(MORE_PRESETS)  # the peers' rule sets (options_more)

DEFAULT_PRESET = "sochi"
