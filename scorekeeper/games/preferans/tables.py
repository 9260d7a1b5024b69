"""Every scoring number of preferans, in tables that cite where each number comes from.

Rule texts are cited by title and section (``MGU 1971 §7``), rulings by id (R-P…, and the project's own
R-P-M…; R-P-M0 names the modern conventions); both ship in ``scorekeeper/data``.  Tables that differ between
conventions are keyed by the value of the option that picks them, so a new convention adds a key,
never a branch in the engine.
"""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.games.preferans import classic_tables as C

# --------------------------------------------------------------------------------- sources
MGU_DEALER_AGAIN = (f"{C.MGU_START} (\"krome raspasov i pojmannogo mizera\"); {C.MGU_RASPAS} "
                    f"(\"Posle raspasov sdavavshij vnov' sdaet\")")
BOOK_LADDER = f"{C.BOOK_1991} §ПРЕФЕРАНС (\"26 разновидностей игры\")"
MODERN = "R-P-M0"  # the modern conventions (Sochi, Leningrad, Rostov)

# Rule ids, as `explain` prints them next to each number.
R_VALUE = f"{MODERN} (game values 6=2 … 10=10, misère 10)"
R_WHIST = f"{C.MGU_SHEET} example 1; {MODERN}"
R_REMIZ = f"R-P3; {C.MGU_SHEET} example 2"
R_CONSOLATION = f"R-P3; {C.MGU_SHEET} (za bezvzyatie)"
R_MISERE = f"{C.MGU_SHEET} (na mizere visty ne pishutsya); {MODERN}"
R_PASSED = f"{C.MGU_SIX} (igrayushchij zapisyvaet sebe vyigryshnye ochki v pulyu bez igry)"
R_HALF_WHIST = f"{MODERN} (half-whist on 6 and 7 credits half the pair minimum)"
R_RASPAS = f"R-P4; {C.MGU_RASPAS}"
R_RASPAS_ROSTOV = f"{MODERN} (Rostov: raspasy in whists)"
R_ZERO = f"{MODERN} (a zero-trick raspas earns one trick value in the pool)"
R_HELP = "R-P7"
R_POOL = f"{C.MGU_SHEET} field 2 (chislo ochkov, kotorye neobhodimo nabrat' v pule)"
R_SETTLE_AMNISTER = "R-P8"
R_SETTLE_BOOK = "R-S5"
R_STALINGRAD = f"{C.MGU_SIX} (pri igre shest' pik vistovat' obyazany oba igroka)"
R_TEN = f"{C.MGU_TORG} (na igrah desyatirik i mizer partnery ne vistuyut, a lovyat)"

# ------------------------------------------------------------------------------ game values
#: Points of a made game, keyed by the ``values`` option, then by level (``"misere"`` for misère).
#: The same number is the price of one trick: per undertrick for the declarer, per trick for the
#: whisters (before ``whist_doubling``), per missing trick for a short whister.
GAME_VALUES: dict[str, dict[int | str, int]] = {
    # R-P-M0, the modern conventions: "game values 6=2 … 10=10, misère 10" — the same numbers as
    # the light, bomb-less column of the MGU 1971 §7 value table (SHESTIRIK 2 … DESYATERIK 10, MIZER 10).
    "modern": {6: 2, 7: 4, 8: 6, 9: 8, 10: 10, "misere": 10},
    # MGU 1971 §7 value table, light column; the dark and bomb columns are read from
    # classic_tables.MGU_VALUE_TABLE by scoring.prices
    "mgu": {k: row[0] for k, row in C.MGU_VALUE_TABLE.items()},
    # the 1991 book: "12 очков, если объявлял семь — то 18 …" (R-S3); its whists are the single
    # column of classic_tables.BOOK_WHIST_TABLE (R-S2)
    "book": dict(C.BOOK_VALUES),
}
GAME_VALUES_SOURCE: dict[str, str] = {
    "modern": f"{MODERN}; {C.MGU_SHEET} value table, light column",
    "mgu": C.MGU_VALUE_SOURCE,
    "book": f"{C.BOOK_VALUES_SOURCE}; {C.BOOK_WHIST_SOURCE}",
}

# ------------------------------------------------------------------------- whist minimums
#: Tricks the whisters must take between them (R-P2; MGU 1971 §4 "naimen'shee kolichestvo vzyatok dlya
#: vistuyushchego": 6 → 4, 7 → 2, 8 → 1, 9 → 1).  On 10 the partners "ne vistuyut, a lovyat"
#: (MGU 1971 §4): there is no minimum to answer for (R-P-M3).
WHIST_MINIMUM: dict[int, int] = {lv: m for lv, m in C.MGU_WHIST_MINIMUM.items() if isinstance(lv, int)}
WHIST_MINIMUM_SOURCE = f"R-P2; {C.MGU_TORG}"

#: One defender whists, the other passes: when the defence tricks are split equally between the
#: whister and the passer, keyed by the ``lone_whist`` option (R-P11; R-P-M0, the modern conventions:
#: "when one defender whists and the other passes and the contract **fails**, the defence tricks are
#: split equally between them (made: the whister takes all)").  ``greedy`` never splits: every
#: defence trick is the whister's (MGU 1971 §6 "vse vyigryshnye visty ... prinadlezhat vistuyushchemu";
#: R-P-M2).  Values: split on a made game, split on a failed game.
LONE_WHIST_SPLIT: dict[str, tuple[bool, bool]] = {
    "greedy": (False, False),
    "gentleman-on-fail": (False, True),
    "gentleman": (True, True),
}
#: The gentleman's whist splits the defence tricks in two equal halves (R-P11 "split equally").
LONE_WHIST_SHARES = 2

#: Tricks a half-whister is credited with, keyed by the ``half_whist_credit`` option, then level.
HALF_WHIST_CREDIT: dict[str, dict[int, int]] = {
    # R-P-M0, the modern conventions: "credits half the pair minimum (2 tricks on 6, 1 on 7)";
    # the same numbers as MGU 1971 §6 "na shestirike za 2 vzyatki, a na semirike za odnu".
    "half-minimum": {6: 2, 7: 1},
    # the whole pair minimum, for tables that play a half-whist as a whole whist without play
    "minimum": {6: 4, 7: 2},
}

#: Contract levels on which a half-whist may be said, keyed by the ``half_whist`` option.
HALF_WHIST_LEVELS: dict[str, frozenset[int]] = {
    "off": frozenset(),
    "6": frozenset({6}),
    "6-7": frozenset({6, 7}),  # R-P-M0, the modern conventions: "allowed on 6 and 7 only"
}

# ---------------------------------------------------------------------------------- raspasy
#: Price of one raspas trick for the 1st, 2nd and 3rd raspas in a row (R-P-M5: it stays at the
#: last step after that), keyed by the ``raspasy_progression`` option.
RASPASY_PROGRESSION: dict[str, tuple[int, int, int]] = {
    "1-2-3": (1, 2, 3),  # R-P-M0, the modern conventions: Sochi
    "2-4-6": (2, 4, 6),  # R-P-M0, the modern conventions: Leningrad
    "1-2-4": C.MGU_RASPAS_STEPS,  # R-P4; MGU 1971 §7 value table (1 RASPAS 1, 2 RASPAS 2, 3 RASPAS 4)
    "1-1-1": (1, 1, 1),  # no escalation, for tables that play it so
}

#: Tricks in a deal (MGU 1971 §3 "Posle sdachi u kazhdogo igroka dolzhno byt' na rukah po 10 kart i 2
#: karty na prikupe").
TRICKS_PER_DEAL = 10
#: The lowest game: six tricks (MGU 1971 §4 TORGOVLYA; the 26-step ladder of Fikhman 1991 starts at 6♠).
LOWEST_LEVEL = 6
#: the ten, the one game a table may catch instead of whisting (MGU 1971 §6.3, option ten_play)
CATCHABLE_LEVEL = 10
#: ``raspas_zero = "pool-1"`` (Rostov): a player with no trick on raspasy writes one point to his
#: pool, whatever the raspas step (R-P-M0, the modern conventions: Rostov).
ZERO_TRICK_POOL_POINT = 1

#: Lowest contract level allowed for the game that ends a streak of 1, 2, 3+ raspasy, keyed by the
#: ``raspasy_exit`` option (R-P-M0, the modern conventions: "the exit rule").
RASPASY_EXIT: dict[str, tuple[int, int, int]] = {
    "6-6-6": (6, 6, 6),  # no exit rule
    "6-7-7": (6, 7, 7),
    "6-7-8": (6, 7, 8),
    "7-7-7": (7, 7, 7),
    # pulka's house rules: after one raspas a seven, after two or more an eight — pulka
    # src/engine/conventions.ts HOME_RULES ``minBidLadder: [6, 7, 8]``, read by src/engine/raspas.ts
    # ``minBidFor`` (index 0 the ordinary game, 1 after the first raspas, 3 on the «восьмерные» the
    # second raspas reaches)
    "7-8-8": (7, 8, 8),
}

# ------------------------------------------------------------------------------ settlement
#: Whists one mountain point is worth (MGU 1971 §7 "Odno ochko v pule ili gore sootvetstvuet 10 vistam").
WHISTS_PER_POINT = C.WHISTS_PER_POINT


def whist_minimum_shares(minimum: int) -> tuple[Fraction, Fraction]:
    """(first, second) whister's share of the pair minimum: half each, the odd trick to the second
    whister in speaking order (R-P2: 6 → 2+2, 7 → 1+1, 8 → 0+1, 9 → 0+1)."""
    first, second = C.split_minimum(minimum)
    return Fraction(first), Fraction(second)

#: Leningrad doubles the whists (``whist_doubling``) and the undertricks (``remiz_doubling``):
#: "undertricks and whists doubled (4/8/12/16/20)" (R-P-M0, the modern conventions).
DOUBLING_FACTOR = 2

# ------------------------------------------------------------------------------------ peers
#: The peer scorers cited by project and file (``data/sources/pulka.toml``,
#: ``data/sources/preferans-engine.toml``) and the federation's recording document
#: (``data/sources/fspr-2006.toml``).
FSPR_2006 = "FSPR 2006"


def pulka(file: str, where: str) -> str:
    """A citation of the peer pulka's engine: ``pulka §src/engine/calc.ts calcRaspas``."""
    return f"pulka §src/engine/{file} {where}"


def swift(file: str, where: str) -> str:
    """A citation of the Swift peer's engine: ``PreferansEngine §Sources/…/Rules.swift rostov``."""
    return f"PreferansEngine §Sources/PreferansEngine/{file} {where}"


#: Whists the pair must take between them, keyed by the ``whist_minimum`` option (the book's own
#: table is :data:`classic_tables.BOOK_WHIST_TABLE`).  ``ten-one``: the same and one trick on a
#: ten, «десятерная вистуется, отвечают оба» (pulka src/engine/conventions.ts FSPR_RULES
#: ``vistersDuty: { 6: 4, 7: 2, 8: 1, 9: 1, 10: 1 }``; PreferansEngine Rules.swift
#: ``whistRequirement``: 10 → 1 under ``requireWhistOnTenTrickContracts``).
WHIST_MINIMUMS: dict[str, dict[int, int]] = {
    "mgu": WHIST_MINIMUM,
    "book": WHIST_MINIMUM,
    "ten-one": {**WHIST_MINIMUM, 10: 1},
}
R_TEN_ONE = pulka("conventions.ts", "FSPR_RULES (vistersDuty 10: 1)")

R_EXIT_HOME = pulka("raspas.ts", "minBidFor (HOME_RULES minBidLadder [6, 7, 8])")

#: ``raspas_zero = mountain-2``: a clean raspas writes two trick prices off the own mountain, below
#: zero too (pulka src/engine/calc.ts calcRaspas ``mountMinus2``: «минус цена 2 взяток с горы»;
#: src/engine/index.ts applyDeal «гора может уходить в минус — не ограничиваем»).
ZERO_TRICK_MOUNTAIN_STEPS = 2
R_ZERO_MOUNTAIN_2 = pulka("calc.ts", "calcRaspas (raspasZeroBonus mountMinus2)")

#: ``failed_game = direct-whists``: each defender writes 10 whists per undertrick on the declarer,
#: nothing goes to the mountain and no other consolation is written (PreferansEngine Rules.swift
#: ``rostov``: ``declarerRemisePolicy: .directWhistsPerDefender(whistsPerUndertrick: 10)``;
#: ScoringEngine.swift scoreGame, and scoreMisere for a caught misère's tricks).
DIRECT_WHISTS_PER_UNDERTRICK = 10
R_DIRECT_WHISTS = swift("Rules.swift", "rostov (directWhistsPerDefender 10)")

#: ``overflow_rest = own-double``: pool points that no partner's pool can take write two points
#: each off the own mountain, below zero too (pulka src/engine/index.ts calcDealFull «1 очко пули =
#: 2 очка списанной горы … остаток * 2 в минус горы»).
OVERFLOW_MOUNTAIN_PER_POINT = 2
R_OVERFLOW_DOUBLE = pulka("index.ts", "calcDealFull (excess * 2 off the mountain)")

#: «Уход без трёх»: the declarer concedes the game for three undertricks without play, no whists
#: (pulka src/engine/calc.ts calcGiveup «гора за 3 недобранные взятки, висты не пишутся»;
#: PreferansEngine ScoringEngine.swift withoutThree).
WITHOUT_THREE_UNDERTRICKS = 3
R_WITHOUT_THREE = f"{pulka('calc.ts', 'calcGiveup')}; {swift('ScoringEngine.swift', 'withoutThree')}"

#: The step of a raspasy series from which pulka's house rules count the full circle and keep the
#: deal with its dealer: the «восьмерные», which the second raspas in a row reaches (pulka
#: src/engine/raspas.ts nextRaspasState «второй распас сразу выводит на 8-мерные»).
SERIES_TOP = 2
#: The lowest failed game that keeps the deal at the top of a series (pulka src/engine/raspas.ts
#: nextFirstHand «заказал восьмерную и выше, но не взял свои взятки»).
DEALER_STAYS_LEVEL = 8
R_SERIES_END = pulka("raspas.ts", "nextRaspasState")
R_CIRCLE = pulka("index.ts", "applyDeal (полный круг)")
R_DEALER_STAYS = pulka("raspas.ts", "nextFirstHand")
