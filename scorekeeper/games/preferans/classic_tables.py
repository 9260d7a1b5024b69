"""Every number of the MGU classic and of the 1991 book, in tables that cite where each comes from.

Two texts (their titles, authors and section headings are in ``scorekeeper/data/sources``):

* ``MGU 1971`` — "Prefklub MGU", classic preferans (1971), Russian in Latin
  transliteration.  The copy lost some headings; a section is cited by the number the text's own
  cross-references give it ("razdele 4.TORGOVLYA", "razdel 5.1") or by the heading that stands in
  the copy (``§6.3``, ``§7``, ``§9``).  The section strings are the ones ``tables.py`` uses.
* ``Fikhman 1991`` — F. Fikhman's "Самоучитель карточной игры" (1991).  Its preferans
  part has one heading, ``ПРЕФЕРАНС``; a paragraph is named by its first words.

Rulings are cited by id (``R-P…``, ``R-S…``, and ``R-P-C…`` — this project's own decisions for the
classic and the book); their texts ship in ``scorekeeper/data/rulings/preferans.toml``.

Numbers are written out as the texts print them, never computed, so that a test can hold each one
against the sentence it comes from.
"""

from __future__ import annotations

from dataclasses import dataclass

from scorekeeper.i18n import N_

# --------------------------------------------------------------------------------- sources
MGU_1971 = "MGU 1971"
BOOK_1991 = "Fikhman 1991"
MGU_GOALS = f"{MGU_1971} §2"
MGU_START = f"{MGU_1971} §3"
MGU_TORG = f"{MGU_1971} §4"
#: Only a nine, a ten or misère may be declared without taking the prikup (MGU 1971 §4).
WITHOUT_PRIKUP_MIN_LEVEL = 9
MGU_RASPAS = f"{MGU_1971} §5.1"
MGU_SIX = f"{MGU_1971} §6"
MGU_HIGH = f"{MGU_1971} §6.3"
MGU_SHEET = f"{MGU_1971} §7"
MGU_VARIANTS = f"{MGU_1971} §9"
BOOK = f"{BOOK_1991} §ПРЕФЕРАНС"


def book(paragraph: str) -> str:
    """``Fikhman 1991 §ПРЕФЕРАНС ("<the paragraph's words>")``."""
    return f'{BOOK} ("{paragraph}")'


#: Keys of a game in the tables below: a level 6…10 or ``"misere"``.
MISERE = "misere"
GameKey = int | str
LEVELS: tuple[int, ...] = (6, 7, 8, 9, 10)

# ================================================================= MGU classic (MGU 1971)
# ------------------------------------------------------------------------ the value table
#: MGU 1971 §7 value table, row by row as printed: light (svetlye) simple, on a bomb, a double bomb,
#: an elka; then dark (temnye) the same.  "Stoimost' sygrannyh igr v ochkah puli, a takzhe
#: shtrafov za kazhduyu nedobrannuyu vzyatku v ochkah gory (dlya igrayushchego i vistuyushchego) i
#: stoimost' kazhdoj vzyatki dlya vistuyushchego v vistah".
MGU_VALUE_TABLE: dict[GameKey, tuple[int, int, int, int, int, int, int, int]] = {
    #         light: 0   ^   ^^  ^^^   dark: 0   ^   ^^  ^^^
    6:        (2,  4,  8, 16,        4,  8, 16,  32),   # SHESTIRIK
    7:        (4,  8, 16, 32,        8, 16, 32,  64),   # SEMIRIK
    8:        (6, 12, 24, 48,       12, 24, 48,  96),   # VOSMERIK
    9:        (8, 16, 32, 64,       16, 32, 64, 128),   # DEVYATERIK
    10:       (10, 20, 40, 80,      20, 40, 80, 160),   # DESYATERIK
    MISERE:   (10, 20, 40, 80,      20, 40, 80, 160),   # MIZER
}  # fmt: skip
MGU_VALUE_SOURCE = f"{MGU_SHEET} value table (IGRY: SVETLYE / TEMNYE, prostaya / na bombah)"

#: MGU 1971 §7 value table, the raspas rows: price of one trick on the 1st, 2nd, 3rd raspas in a row,
#: (light, dark).  The bomb columns of these rows are "-": raspasy are never played on a bomb.
MGU_RASPAS_TABLE: dict[int, tuple[int, int]] = {
    1: (1, 2),  # 1 RASPAS 1 - - - 2 - - -
    2: (2, 4),  # 2 RASPAS 2 - - - 4 - - -
    3: (4, 8),  # 3 RASPAS 4 - - - 8 - - -
}
#: The light column of those rows: the classic's raspas progression 1-2-4.
MGU_RASPAS_STEPS: tuple[int, int, int] = tuple(MGU_RASPAS_TABLE[i][0] for i in (1, 2, 3))  # type: ignore[assignment]
#: After the third raspas in a row "koloda perehodit k sleduyushchemu igroku" (MGU 1971 §5.1); a fourth
#: one stays at the third step (R-P-C7).
MGU_RASPAS_LAST_STEP = 3

# ------------------------------------------------------------------------------- bombs
#: Bomb level → multiplier of everything a game wins or loses (MGU 1971 §6.3 "uvelichivaya vyigrysh
#: (ili proigrysh) ot igry v 2, 4 ili 8 raz").  0 is no bomb.
BOMB_MULTIPLIER: dict[int, int] = {0: 1, 1: 2, 2: 4, 3: 8}
BOMB_NAMES: dict[int, str] = {1: "bomba", 2: "dvojnaya bomba", 3: "elka"}
ELKA = 3  # the highest bomb level ("elka", ×8)
BOMB_SOURCE = f"{MGU_HIGH} (\"bomby otygryvayutsya ... v 2, 4 ili 8 raz\")"
#: Dark multiplier: "proigrav ili vyigrav on platit ili poluchaet dvojnye ochki" (MGU 1971 §6.3).
DARK_MULTIPLIER = 2
DARK_SOURCE = f"{MGU_HIGH} (\"platit ili poluchaet dvojnye ochki\")"

#: Who gets which bomb from a dark raspas (MGU 1971 §6.3): "Vsem ob®yavivshim PAS V TEMNUYU i
#: prisoedinivshimsya, na pul'ke risuetsya bomba, za vtoroj PAS - dvojnaya bomba, na tret'ej -
#: elka. Esli vse igroki ne glyadya v karty skazali PAS V TEMNUYU, to sootvetstvuyushchie bomby pishutsya
#: takzhe i sdayushchemu. Esli hotya by odin igrok ... posmotrel karty, to emu i sdayushchemu bomby idut
#: na rang nizhe".
BOMB_BY_DARK_PASS: dict[int, int] = {1: 1, 2: 2, 3: 3}  # n-th dark pass in a row → bomb level
BOMB_LOWERED: dict[int, int] = {1: 0, 2: 1, 3: 2}  # "pri prostoj bombe - nichego, na dvojnoj - prostaya, na elke - dvojnaya"
BOMB_AWARD_SOURCE = f"{MGU_HIGH} (\"Vsem ob®yavivshim PAS V TEMNUYU ... na rang nizhe\")"
BOMB_CARRY_SOURCE = (f"{MGU_HIGH} (\"Pri proigryshe, odnako, bomba ne propadaet ... Sygrannaya igra "
                     f"gasit bombu\")")

# --------------------------------------------------------------------------------- totus
#: Totus has no row in the value table; it is scored by its effects only (R-P-C1).  How many
#: partners a made totus helps, by the bomb it is played on (MGU 1971 §7 "Totus na prostoj bombe ...
#: lyubogo partnera ... na dvojnoj bombe ... eshche u dvuh partnerov ... na elke - spisyvaet gory
#: vseh igrokov").  ``None``: every player, mountains only.
TOTUS_PARTNERS: dict[int, int | None] = {0: 0, 1: 1, 2: 2, 3: None}
TOTUS_MADE_SOURCE = (f"{MGU_SHEET} (\"ob®yavil i sygral TOTUS - zakryvaet svoyu pulyu i spisyvaet "
                     f"vsyu svoyu goru\")")
TOTUS_FAILED_SOURCE = f"{MGU_SHEET} (\"Nesygrannyj totus - udvaivaet goru igroku\")"
TOTUS_PLAYED_AS = 10  # MGU 1971 §6.3 "na ostavshihsya 10 kartah igrok dolzhen sygrat' desyatirik"

# ------------------------------------------------------------------------- whist minimums
#: Tricks the whisters need between them (MGU 1971 §4: "na shestirike nuzhno vzyat' - 4 vzyatki, na
#: semirike - 2, na vos'mirike - 1, na devyatirike - 1"; on 10 and misère "partnery ne vistuyut, a
#: lovyat igroka").  R-P2 splits it between two whisters.
MGU_WHIST_MINIMUM: dict[GameKey, int] = {6: 4, 7: 2, 8: 1, 9: 1, 10: 0, MISERE: 0}


def split_minimum(minimum: int) -> tuple[int, int]:
    """(first, second) whister's share of a pair minimum: half each, the odd trick to the second
    whister in speaking order (R-P2: 6 → 2+2, 7 → 1+1, 8 → 0+1, 9 → 0+1; the book too, R-P-C20)."""
    first = minimum // 2
    return first, minimum - first

#: A game passed by both defenders and the dealer is written without play; the player on the
#: declarer's right writes whists "na shestirike za 2 vzyatki, a na semirike za odnu (ushel za svoi
#: visty)" (MGU 1971 §6).
MGU_PASSED_WHISTS: dict[int, int] = {6: 2, 7: 1}
MGU_PASSED_SOURCE = f"{MGU_SIX} (\"ushel za svoi visty\")"

# ---------------------------------------------------------------- dealer's prikup whists
#: Tricks the dealer may write whists for when the prikup brought the declarer a trick (R-P6;
#: MGU 1971 §3 "tuz ili mar'yazh - 1 vzyatka, tuz + korol' - 2 vzyatki, dva tuza - 3 vzyatki"; the same
#: in §7 "za TUZA kak za 1 vzyatku, za TUZA i KOROLYA kak za 2 vzyatki, za dvuh TUZov kak za 3
#: vzyatki, za MARXYAZH kak za 1 vzyatku").
PRIKUP_TRICKS: dict[str, int] = {"ace": 1, "marriage": 1, "ace+king": 2, "two aces": 3, "none": 0}
PRIKUP_TRICKS_SOURCE = f"R-P6; {MGU_START} (item 2); {MGU_SHEET} (\"Esli s prikupom igroku prishla vzyatka\")"
#: "za vozvrashchennyj prikup - 1 ochko v goru" (MGU 1971 §7), to the declarer (R-P6).
RETURNED_PRIKUP_POINTS = 1
RETURNED_PRIKUP_SOURCE = f"R-P6; {MGU_SHEET} (\"za vozvrashchennyj prikup - 1 ochko v goru\")"

# ----------------------------------------------------------------------- points and help
#: "Odno ochko v pule ili gore sootvetstvuet 10 vistam" (MGU 1971 §7); the same ten whists per point of
#: help (R-P7) and per point of the book's settlement (Fikhman 1991, R-S5).
WHISTS_PER_POINT = 10
RESPONSIBLE_SOURCE = f"R-P5; {MGU_SHEET} (\"otvetstvennye igry ... teryaet polovinu zarabotannyh ochkov\")"

# ------------------------------------------------------------------------ the razboynik
#: Each player's compulsory games, in any order, one per deal (MGU 1971 §7 "kazhdyj igrok po ocheredi
#: dolzhen sygrat' 6, 7 ,8, 9, 10 i mizer. Igry igrayutsya na vybor, iz chisla ostavshihsya").
RAZBOYNIK_GAMES: tuple[GameKey, ...] = (6, 7, 8, 9, 10, MISERE)
#: "Posle togo, kak razbojnik sygran vsemi igrokami, igraetsya 2 kruga raspasov (8 robberov)".
RAZBOYNIK_RASPAS_CIRCLES = 2
RAZBOYNIK_SOURCE = f"{MGU_SHEET} (\"na pervom etape igry - RAZBOJNIKE\"); {MGU_GOALS}"
CONDITIONS_SOURCE = (f"{MGU_SHEET} (\"hozyain gory ... ob®yavlyaet cenu 1 vista, kolichestvo ochkov v "
                     f"pule (no ne bolee chisla naimen'shej gory) ... i kontrol'noe vremya\")")

# ------------------------------------------------------------------------- the auction
@dataclass(frozen=True)
class Word:
    """One auction word of the classic.

    ``level`` and ``strain`` are the lowest game the word allows (``strain`` 0 ♠, 1 ♣, 2 ♦, 3 ♥,
    4 no trump); ``dark`` marks words said without looking at the cards; ``rank`` orders the whole
    ladder (a word overcalls every word of lower rank, R-P-C5); ``overcalled_by`` is what the text
    itself says overcalls the word, where it says so.
    """

    name: str
    level: int | None
    strain: int | None
    rank: int
    source: str
    dark: bool = False
    without_prikup: bool = False
    misere: bool = False
    overcalled_by: tuple[str, ...] = ()
    allows: str = ""


_LIGHT_SIX = ("RAZ", "DVA", "TRI", "CHETYRE", "BEZKOZYRKA")
_ORDINAL = ("PERVYH", "VTORYH", "TRETXIH", "CHETVERTYH")
_LEVEL_WORD = {7: "SEMX", 8: "VOSEMX", 9: "DEVYATX", 10: "DESYATX"}


def _ladder() -> dict[str, Word]:
    """The ladder of MGU 1971 §4 and §6.3, lowest first (R-P-C5 places the words the text leaves open).

    Light words: RAZ … BEZKOZYRKA for the sixes, then four words per level ("SEMX PERVYH" … "SEMX
    CHETVERTYH", the fourth covering ♥ and no trump); the dark words sit where their "perebivaetsya
    tol'ko" sentences put them; misère and the games without prikup where §4 puts them.
    """
    words: list[Word] = []
    torg = MGU_TORG
    high = MGU_HIGH

    def add(**kw: object) -> None:
        words.append(Word(rank=len(words) + 1, **kw))  # type: ignore[arg-type]

    for i, name in enumerate(_LIGHT_SIX):
        add(name=name, level=6, strain=i, source=torg)
        if name == "BEZKOZYRKA":
            add(name="RAZ V TEMNUYU", level=6, strain=0, dark=True, source=high,
                overcalled_by=("DVA V TEMNUYU", "SEMX PERVYH"),
                allows=N_("any game, misère included, without showing the prikup; sixes and 7♠ dark only"))
    for level in (7, 8, 9):
        for j, ordinal in enumerate(_ORDINAL):
            add(name=f"{_LEVEL_WORD[level]} {ordinal}", level=level, strain=j, source=torg)
            if level == 7 and j == 0:
                add(name="DVA V TEMNUYU", level=6, strain=1, dark=True, source=high,
                    overcalled_by=("TRI V TEMNUYU", "SEMX VTORYH"),
                    allows=N_("every game but 6♠; sixes, 7♠ and 7♣ dark only"))
            if level == 7 and j == 1:
                add(name="TRI V TEMNUYU", level=6, strain=2, dark=True, source=high,
                    overcalled_by=("SEMX TRETXIH",),  # R-P-C5: the text names no overcall
                    allows=N_("dark games up to 7♦"))
    add(name="MIZER", level=None, strain=None, misere=True, source=torg,
        overcalled_by=("DEVYATX BEZ PRIKUPA", "DESYATX PERVYH"),
        allows=N_("misère (kabal'nyj: said at once)"))
    add(name="DEVYATX BEZ PRIKUPA", level=9, strain=0, without_prikup=True, source=torg,
        allows=N_("a nine without taking the prikup"))
    for j, ordinal in enumerate(_ORDINAL):
        add(name=f"DESYATX {ordinal}", level=10, strain=j, source=torg)
    add(name="MIZER BEZ PRIKUPA", level=None, strain=None, misere=True, without_prikup=True, source=torg,
        overcalled_by=("DESYATX BEZ PRIKUPA",))
    add(name="DESYATX BEZ PRIKUPA", level=10, strain=0, without_prikup=True, source=torg)
    add(name="MIZER V TEMNUYU", level=None, strain=None, misere=True, dark=True, source=high,
        overcalled_by=("DESYATX V TEMNUYU",), allows=N_("misère, played closed (stoya) only"))
    add(name="DESYATX V TEMNUYU", level=10, strain=0, dark=True, source=high)
    return {w.name: w for w in words}


#: Every auction word of the classic by name, each with its rank in the ladder.
AUCTION_WORDS: dict[str, Word] = _ladder()
PASS = "PAS"
DARK_PASS = "PAS V TEMNUYU"

#: What overcalls the n-th "PAS V TEMNUYU" in a row (MGU 1971 §6.3): the lowest light and dark game
#: level.  "PAS V TEMNUYU na pervom robbere perebivaetsya igroj RAZ V TEMNUYU ili semirikom v
#: svetluyu ... vos'mernoj svetloj ili semirnoj temnoj. Tretij podryad PAS V TEMNUYU perebivaetsya
#: devyatirnoj svetloj ili vos'mernoj temnoj."
DARK_PASS_OVERCALL: dict[int, dict[str, int]] = {
    1: {"light": 7, "dark": 6},
    2: {"light": 8, "dark": 7},
    3: {"light": 9, "dark": 8},
}
DARK_PASS_SOURCE = f"{MGU_HIGH} (\"Igra PAS V TEMNUYU na pervom robbere perebivaetsya\")"
#: "Ob®yavlyat' PAS v Temnuyu, esli do etogo byl RAZ (dazhe v svetlyj) - nel'zya" (MGU 1971 §6.3).
DARK_PASS_AFTER_BID_SOURCE = f"{MGU_HIGH} (\"esli do etogo byl RAZ (dazhe v svetlyj) - nel'zya\")"

#: Dark games the declarer must play closed, with both partners whisting (MGU 1971 §6.3), by the dark
#: word: (level, strain) pairs, strain as in :class:`Word`.
DARK_ONLY: dict[str, frozenset[tuple[int, int]]] = {
    "RAZ V TEMNUYU": frozenset({(6, s) for s in range(5)} | {(7, 0)}),
    "DVA V TEMNUYU": frozenset({(6, s) for s in range(1, 5)} | {(7, 0), (7, 1)}),
    "TRI V TEMNUYU": frozenset({(6, s) for s in range(2, 5)} | {(7, 0), (7, 1), (7, 2)}),
}

# ================================================================= the 1991 book (Fikhman 1991)
#: Points of a made game: "шесть ... 12 очков, если объявлял семь — то 18, если восемь — то 24, если
#: девять — то 30, если был объявлен мизер ... — то 36, как и в случае если он забрал ... все десять".
BOOK_VALUES: dict[GameKey, int] = {6: 12, 7: 18, 8: 24, 9: 30, MISERE: 36, 10: 36}
BOOK_VALUES_SOURCE = book("то получает 12 очков, если объявлял семь — то 18")

#: The whist table (R-S2), as printed: game → (whists per trick, minimum вдвоём, minimum в
#: одиночку, штраф за недобор каждой взятки).
BOOK_WHIST_TABLE: dict[GameKey, tuple[int, int, int, int]] = {
    6: (24, 4, 2, 12),
    7: (36, 2, 1, 18),
    8: (48, 2, 1, 24),
    9: (60, 1, 1, 30),
    MISERE: (72, 1, 1, 36),
    10: (72, 1, 1, 36),
}
BOOK_WHIST_SOURCE = f"R-S2; {book('Игра Висты за каждую взятку Обязательный минимум')}"

#: "Ёлочка" (R-S1): "Первые четыре кона разыгрывается «елочка». Прикуп остается нетронутым. За
#: каждую взятку полагается 3 штрафных очка. Козырь не назначается."
ELOCHKA_DEALS = 4
ELOCHKA_TRICK_POINTS = 3
ELOCHKA_SOURCE = f"R-S1; {book('Первые четыре кона разыгрывается «елочка»')}"

BOOK_GAME_POINTS_SOURCE = f"R-S3; {book('Половину записывает себе в пульку')}"
BOOK_CAP_SOURCE = f"R-S3; {book('Тогда в пульку записываются недостающие до нее очки')}"
BOOK_EXCESS_SOURCE = f"R-S3; {book('на этот излишек он уменьшает штрафы кого-либо из соперников')}"
BOOK_FAILED_SOURCE = book("за каждую недостающую взятку ему записывается в «горку»")
BOOK_MISERE_SOURCE = book("Соответственным образом начисляются штрафы ему за каждую полученную взятку, "
                          "если игрался мизер")
BOOK_PASSED_SOURCE = book("Либо оба они пасуют — тогда играющий сразу записывает себе причитающиеся")
BOOK_NO_CONSOLATION_SOURCE = f"R-P-C21; {book('Вистующие за каждую взятку ... получают столько вистов')}"
MGU_WHIST_SOURCE = f"{MGU_SHEET} example 1 (\"vistovavshij - zabrav 4 vzyatki - 4h2 zapisyvaet na igroka 8 vistov\")"
BOOK_MODES_SOURCE = f"R-S4; {book('«Один» ... «Помоги» ... «Откроем»')}"
#: The whist modes of the book (R-S4), by the word the whister says; ``None`` when both whist.
BOOK_MODES: tuple[str, ...] = ("один", "помоги", "откроем")


# =================================================================== pool sizes
#: Pool sizes the texts name.  MGU 1971 leaves the pool to the mountain owner after the razboynik
#: ("no ne bolee chisla naimen'shej gory", §7) and to the table otherwise (§7 field 2); the book
#: names 60 in its worked cap example.  The defaults the presets use (R-P-C10).
POOL_SIZES: dict[str, int] = {
    "mgu-classic": 20,  # set after the razboynik by the mountain owner; 20 until then (R-P-C10)
    "mgu-sochinka": 20,
    "mgu-mountain-first": 20,
    # only the razboynik is played (MGU 1971 §9): no pool is played for, but the razboynik's games write
    # to the pool, and its shortfall to this size goes to the mountain at settlement (R-P-C18)
    "mgu-gusarik": 20,
    "book-1991": 60,  # Fikhman 1991 "пулька была условлена в 60 очков"
}
