"""Pari: every number of the game, each entry citing where it comes from.

The text is «Пари» (V. Gruznov, 1992), cited as ``Gruznov 1992 §<heading>`` with the heading as the
article writes it; where it is silent or wrong a ruling decides (R-X…, the project's R-X-M…).
"""

from __future__ import annotations

from scorekeeper.notation import Rank

LABEL = "Gruznov 1992"


def cite(section: str, quote: str | None = None) -> str:
    """``Gruznov 1992 §<section>`` with an optional short quote."""
    return f"{LABEL} §{section}" + (f' ("{quote}")' if quote else "")


# sections of the text, by heading as it stands
S_CARDS = "карты"
S_GOAL = "цель"
S_SENIOR = "определение старшего козыря"
S_DEAL = "сдача"
S_MELDS = "мелды"
S_PREMIUMS = "премиальные комбинации"
S_TABLE = "таблица начислений очков, премий и штрафов в пари"
S_JOKERS = "джокеры"
S_PLAY = "разыгрывание"
S_CEDE = "уступка хода"
S_MOVES = "ходы и подсчет"
S_END = "эндшпиль"
S_TIPS = "советы по розыгрышу"

# ------------------------------------------------------------------------------ the pack
PACK_NATURALS = 52  # §карты "полная колода плюс два джокера"
PACK_JOKERS = 2  # §карты
PACK = PACK_NATURALS + PACK_JOKERS  # §карты "карты 54"
HAND = 9  # §сдача "Каждому сдается по девяти карт"
TALON_START = PACK - 2 * HAND  # §сдача "остальные карты составляют талон": 36
PACK_RULE = cite(S_CARDS, "карты 54: полная колода плюс два джокера")
HAND_RULE = cite(S_DEAL, "Каждому сдается по девяти карт")
USED_RULE = f"R-X-M2 (every card of the 54 once in a game); {PACK_RULE}"
REFILL_RULE = f"{cite(S_PLAY, 'прикупают необходимое количество карт для восстановления девятикарточной руки')}; R-X-M3"

#: face values (§карты "Т — 14, К — 13, Д — 12, В — 11, остальные — по числу имеющихся очков")
FACE: dict[Rank, int] = {
    Rank.ACE: 14, Rank.KING: 13, Rank.QUEEN: 12, Rank.JACK: 11, Rank.TEN: 10, Rank.NINE: 9,
    Rank.EIGHT: 8, Rank.SEVEN: 7, Rank.SIX: 6, Rank.FIVE: 5, Rank.FOUR: 4, Rank.THREE: 3, Rank.TWO: 2,
}  # fmt: skip
FACE_RULE = cite(S_CARDS, "Т — 14, К — 13, Д — 12, В — 11")
#: the senior trump's place in a sequence: just above the trump ace (R-X12)
SENIOR_SEQ_RANK = FACE[Rank.ACE] + 1
SENIOR_RULE = f"R-X12 ({cite(S_SENIOR)})"
SENIOR_VALUE_RULE = cite(S_SENIOR, "9 × 12 = 108")

# ------------------------------------------------------------------------------ the cut
CUT_SAME_SUIT = 20  # §таблица "Совпадение масти старшего козыря с козырной мастью 20"
CUT_SAME_CARD_TRUMP = 100  # §таблица "Вскрытие старшего козыря при определении козырной масти 100"
CUT_SAME_CARD_MULT = 500  # §таблица "Вскрытие старшего козыря при определении его стоимости 500"
CUT_SAME_SUIT_RULE = cite(S_SENIOR, "несдатчик получает 20 премиальных очков")
CUT_SAME_CARD_TRUMP_RULE = f"R-X15 (the 100 replaces the 20); {cite(S_SENIOR, 'премия составит 100 очков')}"
CUT_SAME_CARD_MULT_RULE = f"R-X15 (to the non-dealer; the multiplier is the senior's own rank); {cite(S_TABLE)}"
#: a joker turned up at a cut, first / second / third (§таблица −50 / −100 / −500; R-X4)
CUT_JOKERS: tuple[int, ...] = (-50, -100, -500)
CUT_JOKER_RULE = f"R-X4; R-X15; {cite(S_TABLE, 'вскрытие джокера при определении козыря')}"
CUT_JOKER_BEYOND_RULE = "R-X-M1 (a fourth joker or more at the cut costs what the third did)"

CEDE = -20  # §таблица "Уступка первого хода противнику –20"
CEDE_RULE = f"R-X16; {cite(S_CEDE, 'получает 20 штрафных очков')}"

# ------------------------------------------------------------------------------ combinations
MIN_COMBINATION = 3  # §мелды "три или более карты"
HALF = 2  # §мелды "комбинации из двух карт"
GROUP_NATURALS_CLEAN = 4  # §джокеры "четырех или более натуральных карт"
CLEAN_SEQUENCE_MULT = 2  # §таблица "Чистая простая секвенция очки × 2"
CLEAN_TRUMP_SEQUENCE_MULT = 3  # §таблица "Чистая козырная секвенция очки × 3"
CLEAN_GROUP_MULT = 2  # §джокеры "стоимость к-рых вдвое выше"
MIXED_RULE = cite(S_MELDS, "Смешанная секвенция оценивается по суммарной стоимости")
CLEAN_SEQUENCE_RULE = cite(S_MELDS, "в два раза выше номинальной стоимости")
CLEAN_TRUMP_RULE = cite(S_MELDS, "чистой козырной секвенции — в три раза выше")
GROUP_DIRTY_RULE = cite(S_JOKERS, "Группа из трех карт ... являются грязными")
GROUP_CLEAN_RULE = cite(S_JOKERS, "В–В–В–В–Дж будет 110 очков (11 × 5 × 2)")
HALF_RULE = f"R-X8; {cite(S_MELDS, 'полугруппы и полусеквенции')}"

#: honour sequences headed by the senior trump, by length (§премиальные комбинации; R-X12: a
#: longer one stays at 600)
HONOUR: dict[int, int] = {3: 100, 4: 400, 5: 500, 6: 600}
HONOUR_MAX = 600  # R-X12 "beyond six cards the premium stays 600"
HONOUR_RULE = f"R-X1; R-X12; {cite(S_PREMIUMS, 'Трехкарточная секвенция — 100, четырех- — 400, пяти- — 500, шести- — 600')}"
FULL_GROUP_SENIOR = 400  # §премиальные комбинации "премия в размере 400 очков"
FULL_GROUP_RULE = f"R-X6; R-X13; {cite(S_PREMIUMS, 'чистую группу ... со старшим козырем')}"
#: seven, eight, nine trumps laid as one set: a flat premium, the cards not counted (R-X14)
TRUMP_SETS: dict[int, int] = {7: 300, 8: 800, 9: 1000}
TRUMP_SET_RULE = f"R-X14; {cite(S_PREMIUMS, 'семи, восьми и девяти козырей ... 300, 800 и 1000')}"

# ------------------------------------------------------------------------------ moves
ADD_SAME_SUIT_MULT = 2  # §таблица "Приложенные карты к чистой секвенции их очки × 2"
ADD_OTHER_MULT = 1  # §ходы и подсчет "засчитывает одинарную стоимость"
ADD_RULE = f"R-X21; {cite(S_MOVES, 'стоимость этих карт считается в двойном размере')}"
SURROUND_DIVISOR = 2  # §ходы и подсчет "половинную стоимость окруженного мелда"
SURROUND_CLEAN_MULT = 2  # §ходы и подсчет "удвоенную стоимость окружающих карт"
SURROUND_DIRTY_MULT = 1  # §ходы и подсчет "24 : 2 + 16 = 28"
HALF_TRICK = 4  # §таблица "Полувзятка 4"
SURROUND_RULE = f"R-X2; R-X20; {cite(S_MOVES, '24 : 2 + 16 × 2 = 44')}"
TRICK = 8  # §таблица "Взятка 8"
TRICK_RULE = f"R-X11; {cite(S_MOVES, 'кроме взятия одиночной карты, игрок дополнительно записывает себе по 8 очков')}"
SINGLE_RULE = f"R-X7; {cite(S_MOVES, 'обязан выложить одиночную карту')}"
SWAP_RULE = f"R-X22; {cite(S_JOKERS, 'взять джокера себе, заменив его соответствующей картой')}"
JOIN_RULE = f"R-X-M9; {cite(S_MOVES, 'очки за это никто из игроков не получает')}"
#: §ходы и подсчет «1. Мелдирование», its first sentence: what a move must do at the least
LAY_SOMETHING = ("Если игрок не мелдирует, т. е не выкладывает на стол комбинации, и не "
                 "прикладывает, то обязан выложить одиночную карту")
MELDER_HALF = 2  # §ходы и подсчет "в противном случае — только половину" (R-X9)
DEFERRED_RULE = f"R-X10; {cite(S_MOVES, 'запись осуществляется только после хода противника')}"
MELDER_HALF_RULE = f"R-X9; {cite(S_MOVES, 'в противном случае — только половину')}"
TAKEN_RULE = f"R-X5; R-X10 (taken: nothing)"
BEATS_RULE = cite(S_MOVES, "3. Взятка")
TRUST_RULE = "R-X27 (a void or a shorter suit is taken on trust)"

# ------------------------------------------------------------------------------ endings
TALON_PIVOT = 27  # §эндшпиль "если более 27 — 500, если менее 27 — 250"
OUT_HIGH = 500  # §таблица "Выигрыш, когда в талоне осталось >27 карт 500"
OUT_LOW = 250  # §таблица "… <27 карт 250"
BOTH_OUT_HIGH = 100  # §таблица "… но и противник избавился от своих карт 100"
BOTH_OUT_LOW = 50  # §таблица "… 50"
OUT_RULE = cite(S_END, "если более 27 — 500, если менее 27 — 250")
TALON27_RULE = "R-X3 (exactly 27 in the talon; option talon27)"
BOTH_OUT_RULE = f"R-X18; {cite(S_END, 'первый пишет премию в 100 очков')}"
END_PHASE_OUT = 50  # §эндшпиль "первым освободившийся от карт после окончания талона ... 50"
END_PHASE_OUT_RULE = f"R-X17; {cite(S_END, 'получает премию в 50 очков')}"
JOKER_IN_HAND = 50  # §эндшпиль "то он считается за 50 очков"
JOKER_LEFT = -50  # §таблица "Джокер, оставшийся по окончании игры –50"
JOKER_LEFT_RULE = f"R-X5 (option joker_left); {cite(S_TABLE, 'Джокер, оставшийся по окончании игры –50')}"
HAND_CREDIT_RULE = f"R-X5; {cite(S_END, 'стоимость всех оставшихся в руке карт засчитывается победителю')}"
EXHAUSTED_RULE = f"R-X26; {cite(S_END, 'тот, у кого их меньше, записывает себе разницу')}"
PENDING_AT_END_RULE = "R-X10 (at a game's end everything pending is written in full)"
SETTLE_RULE = "R-X24 (the settlement is the score difference)"
