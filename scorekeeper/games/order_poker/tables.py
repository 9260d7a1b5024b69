"""Order poker: every number and every name of the game, each entry citing where it comes from.

The rule text is «Заказной покер»; it has few headings, so a section is cited by a short key whose
heading (as the text writes it, often the opening words of the paragraph) is listed in the
package's source data.  The rulings are R-O1…R-O11 and the project's own R-O-M1….
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from scorekeeper.i18n import N_, _

SOURCE = "Заказной покер"


def cite(section: str) -> str:
    """``Заказной покер §<section>``."""
    return f"{SOURCE} §{section}"


# sections of the text, by key (headings in scorekeeper/data/sources/zakaznoy-poker.toml)
S_PACK = cite("колода")
S_COMBINATIONS = cite("комбинации")
S_NOTES = cite("пояснения")
S_SERIES = cite("туры")
S_DEAL = cite("раздача")
S_DEFINITIONS = cite("определения")
S_AUCTION = cite("торг")
S_ALL_PASSED = cite("все пас")
S_ROLES = cite("роли")
S_STAKE = cite("ставка")
S_OPEN = cite("открытая игра")
S_AUCTION_EXAMPLE = cite("пример торга")
S_EXCHANGE = cite("замена")
S_HALF = cite("полставки")
S_DECLARER = cite("очки заказчика")
S_AGREER = cite("очки согласного")
S_DISSENTER = cite("очки несогласного")
S_TABLE_DECLARER = cite("таблица заказчика")
S_TABLE_AGREER = cite("таблица согласного")
S_TABLE_DISSENTER = cite("таблица несогласного")
S_COMMENTARY = cite("замечания")
S_BLUFF_EXAMPLE = cite("пример блефа")
S_FINAL_PAIR = cite("финальный заказ пара")


# ------------------------------------------------------------------------------ the pack
MIN_PLAYERS = 3  # S_PACK "от трех до шести человек"; R-O11
MAX_PLAYERS = 6  # S_PACK
PACK_SIZE = 36  # S_PACK "стандартной колодой в 36 карт": 6 to A in four suits
HAND_SIZE = 5  # S_DEAL "по пять карт каждому игроку, в том числе и роботу"
STRAIGHT_LENGTH = 5  # S_COMBINATIONS «Порядок»: all five cards in unbroken ascending order
PLAYERS_RULE = f"R-O11 ({S_PACK}: \"от трех до шести человек\")"
PACK_RULE = f"R-O11 ({S_PACK}: 36 cards, six to ace)"
STRAIGHT_RULE = f"R-O11; {S_NOTES} (\"от шестерки … до туза\": A-6-7-8-9 is no straight)"


# ------------------------------------------------------------------------------ combinations
class Combination(enum.IntEnum):
    """A hand's combination; the value is its rank in the text's list, «нет комбинации» lowest."""

    NONE = 0
    PAIR = 1
    TWO_PAIRS = 2
    THREE = 3
    STRAIGHT = 4
    FULL_HOUSE = 5
    FLUSH = 6
    FOUR = 7
    STRAIGHT_FLUSH = 8


@dataclass(frozen=True)
class CombinationRow:
    """One line of the text's table of combinations (or «нет комбинации», §пояснения б)."""

    combination: Combination
    english: str  # the canonical English name
    russian: str  # the text's name, as it writes it
    composition: str  # the text's «Состав карт»
    words: tuple[str, ...]  # every other accepted name (English and Russian)
    rule: str


#: The text's table "в порядке увеличения ранга", lowest first, with «нет комбинации» below it.
COMBINATIONS: tuple[CombinationRow, ...] = (
    CombinationRow(Combination.NONE, "none", "нет комбинации",
                   "пять карт, не являющиеся допустимой комбинацией",
                   ("no combination", "nothing", "нет", "ничего"), f"{S_NOTES} (б)"),
    CombinationRow(Combination.PAIR, "pair", "Пара",
                   "из пяти карт ровно две – одного достоинства",
                   ("one pair", "двойка", "пара"), S_COMBINATIONS),
    CombinationRow(Combination.TWO_PAIRS, "two pairs", "Две пары",
                   "из пяти карт четыре образуют две «двойки»",
                   ("two pair", "две пары", "две двойки"), S_COMBINATIONS),
    CombinationRow(Combination.THREE, "three", "Тройка",
                   "ровно три из пяти карт – одного достоинства",
                   ("three of a kind", "trips", "тройка"), S_COMBINATIONS),
    CombinationRow(Combination.STRAIGHT, "straight", "Порядок",
                   "все пять карт можно расположить в строгом (без пропусков) возрастании "
                   "достоинства",
                   ("порядок",), f"{S_COMBINATIONS}; {S_NOTES} (а)"),
    CombinationRow(Combination.FULL_HOUSE, "full house", "Тройка и двойка",
                   "сочетание «тройки» и «двойки»",
                   ("тройка и двойка", "тройка плюс двойка", "тройка плюс пара", "тройка и пара"),
                   S_COMBINATIONS),
    CombinationRow(Combination.FLUSH, "flush", "Масть", "все пять карт – одной масти",
                   ("масть",), S_COMBINATIONS),
    CombinationRow(Combination.FOUR, "four", "Каре", "четыре карты одного достоинства",
                   ("four of a kind", "quads", "каре"), S_COMBINATIONS),
    CombinationRow(Combination.STRAIGHT_FLUSH, "straight flush", "Масть по порядку",
                   "то же, что и «Порядок», но все карты одной масти",
                   ("масть по порядку",), S_COMBINATIONS),
)
ROW_OF: dict[Combination, CombinationRow] = {r.combination: r for r in COMBINATIONS}
ONE_COMBINATION_RULE = f"R-O4 ({S_COMBINATIONS}: a hand has one combination, the highest)"
MADE_RULE = f"R-O4 ({S_DEFINITIONS}; \"игрок выполнил заказ\": the category equals the final order)"


#: each combination as a message names it: the English name and the text's (``full house «Тройка и
#: двойка»``); the Russian catalog keeps the text's name alone
LABELS: dict[Combination, str] = {
    Combination.NONE: N_("none «нет комбинации»"),
    Combination.PAIR: N_("pair «Пара»"),
    Combination.TWO_PAIRS: N_("two pairs «Две пары»"),
    Combination.THREE: N_("three «Тройка»"),
    Combination.STRAIGHT: N_("straight «Порядок»"),
    Combination.FULL_HOUSE: N_("full house «Тройка и двойка»"),
    Combination.FLUSH: N_("flush «Масть»"),
    Combination.FOUR: N_("four «Каре»"),
    Combination.STRAIGHT_FLUSH: N_("straight flush «Масть по порядку»"),
}


def label(c: Combination) -> str:
    """``full house «Тройка и двойка»`` (in Russian «Тройка и двойка»)."""
    return _(LABELS[c])


# ------------------------------------------------------------------------------ the auction
ORDER_RULE = f"R-O11 ({S_DEFINITIONS}: \"Заказ\" — a combination not yet named, not the robot's)"
NO_NONE_ORDER_RULE = f"R-O11 ({S_DEFINITIONS}: an order names a combination of the table)"
STAKE_PER_ORDER = 1  # S_STAKE "размер ставки равен количеству объявлений заказов"; R-O2
HALF_STAKE_DIVISOR = 2  # S_HALF "половине ставки с округлением в большую сторону"; R-O2
STAKE_RULE = f"R-O2 ({S_STAKE}: the stake is the number of orders)"
HALF_RULE = f"R-O2 ({S_HALF}: half the stake rounded up)"
NO_EXCHANGE_ORDER = Combination.PAIR  # S_EXCHANGE "при финальном заказе «Пара» никакой фазы замены"
NO_EXCHANGE_RULE = f"{S_EXCHANGE} (\"при финальном заказе «Пара» никакой фазы замены не состоится\")"
ROBOT_AT_COUNT_RULE = f"R-O5 ({S_DISSENTER}: the robot read at the count, after the exchange)"


# ------------------------------------------------------------------------------ the scoring table
class Amount(enum.Enum):
    """What a row pays: the stake, the half stake, or a fixed number of points."""

    STAKE = "stake"
    HALF = "half stake"
    FIXED = "fixed"


@dataclass(frozen=True)
class Row:
    """One line of the text's scoring tables (or of R-O3 for all passed)."""

    id: str
    role: str  # declarer | agreer | dissenter | all passed
    when: str  # marked with N_: said through _() where it is shown
    amount: Amount
    points: int  # for Amount.FIXED; 0 otherwise
    rule: str

    def pays(self, stake: int, half: int) -> int:
        if self.amount is Amount.STAKE:
            return stake
        if self.amount is Amount.HALF:
            return half
        return self.points


FAILED = -1  # S_DECLARER "он штрафуется на одно очко"; S_TABLE_DECLARER "– 1"
ONE_POINT = 1  # S_DECLARER "заказчик получает одно очко"; S_AGREER "заработает одно очко"
NOTHING = 0  # S_AGREER, S_DISSENTER "не получает зачетных очков"
ALL_PASSED_FINE = -1  # S_ALL_PASSED "наказывается штрафом в одно очко"; R-O3
DEALER_FINE = -1  # S_ALL_PASSED "штрафуется игрок, раздавший карты"; R-O3

ROWS: tuple[Row, ...] = (
    Row("declarer-failed", "declarer", N_("did not make the order"), Amount.FIXED, FAILED,
        f"{S_DECLARER} (\"штрафуется на одно очко\"); {S_TABLE_DECLARER}"),
    Row("declarer-open-agreer-made", "declarer",
        N_("made it in an open game, and at least one agreer made it too"), Amount.STAKE, 0,
        f"{S_DECLARER} (\"заказчик получает ставку\"); {S_TABLE_DECLARER}"),
    Row("declarer-open-none-made", "declarer",
        N_("made it in an open game, and no agreer made it"), Amount.FIXED, ONE_POINT,
        f"{S_DECLARER} (\"заказчик получает одно очко\"); {S_TABLE_DECLARER}"),
    Row("declarer-closed", "declarer", N_("made it in a closed game"), Amount.HALF, 0,
        f"R-O7; {S_DECLARER} (\"получает полставки\"); {S_TABLE_DECLARER}"),
    Row("agreer-made", "agreer", N_("the declarer made it and so did this agreer"), Amount.STAKE, 0,
        f"{S_AGREER} (\"получит ставку\"); {S_TABLE_AGREER}"),
    Row("agreer-helped", "agreer",
        N_("the declarer made it, this agreer did not, and the declarer used this agreer's "
           "card(s) in the exchange"), Amount.FIXED, ONE_POINT,
        f"R-O8; {S_AGREER} (\"заработает одно очко\"); {S_TABLE_AGREER}"),
    Row("agreer-nothing", "agreer",
        N_("the declarer failed, or this agreer did not make it and gave no card"), Amount.FIXED,
        NOTHING, f"{S_AGREER} (\"не получает зачетных очков\"); {S_TABLE_AGREER}"),
    Row("dissenter-made", "dissenter", N_("made the order, whatever the declarer did"), Amount.STAKE,
        0, f"{S_DISSENTER} (\"получает ставку\"); {S_TABLE_DISSENTER}"),
    Row("dissenter-half", "dissenter",
        N_("did not make it, but holds the robot's category, not below a pair (option: two pairs)"),
        Amount.HALF, 0,
        f"R-O1; R-O6; {S_DISSENTER} (\"комбинации одного ранга, причем не ниже «Пары»\")"),
    Row("dissenter-nothing", "dissenter", N_("did not make it and does not match the robot"),
        Amount.FIXED, NOTHING, f"{S_DISSENTER} (\"не получает зачетных очков\"); {S_TABLE_DISSENTER}"),
    Row("passed-holder", "all passed", N_("holds a combination when everyone passed"), Amount.FIXED,
        ALL_PASSED_FINE, f"R-O3 ({S_ALL_PASSED}: \"наказывается штрафом в одно очко\")"),
    Row("passed-dealer", "all passed",
        N_("dealt, and nobody, the robot included, holds a combination"), Amount.FIXED, DEALER_FINE,
        f"R-O3 ({S_ALL_PASSED}: \"штрафуется игрок, раздавший карты\")"),
    Row("passed-nothing", "all passed", N_("holds no combination when everyone passed"), Amount.FIXED,
        NOTHING, f"R-O3 ({S_ALL_PASSED})"),
)
ROW: dict[str, Row] = {r.id: r for r in ROWS}

#: ``dissenter_half_stake_from`` (R-O1): the lowest category that earns a dissenter the half stake.
HALF_STAKE_FROM: dict[str, Combination] = {"pair": Combination.PAIR,
                                           "two-pairs": Combination.TWO_PAIRS}


# ------------------------------------------------------------------------------ the game
SERIES_RULE = f"R-O9 ({S_SERIES}: a series of deals, each dealt by the next player)"
WINNER_RULE = "R-O9 (the highest total wins; a tie is a draw; not zero-sum)"
MONEY_RULE = "R-O-M1 (money is settled against the average total)"
POINTS_RULE = "R-O10 (a deal entered by its result passes the deal); R-O-M5 (with a note)"
PENALTY_RULE = "format §Entries (penalty)"
