"""Thousand: every number of the game, each entry citing where it comes from.

The text is the section ТЫСЯЧА of F. Fikhman's «Самоучитель карточной игры» (1991), cited as
``Fikhman 1991 §ТЫСЯЧА`` with a few of its words.  The text breaks off after the play rules; what it
leaves open is decided by the rulings R-T1…R-T11 and the project's own R-T-M… .  The house rules
most tables add after the break (the barrel, bolts, 555, …) are not in the text at all (R-T3): their
numbers are the ones most tables use, and every option that uses them is off by default.
"""

from __future__ import annotations

from scorekeeper.notation import DECK_24, Rank, Suit

SOURCE = "Fikhman 1991 §ТЫСЯЧА"


def cite(quote: str) -> str:
    """``Fikhman 1991 §ТЫСЯЧА ("<the text's words>")``."""
    return f'{SOURCE} ("{quote}")'


# ------------------------------------------------------------------------------ the pack
PACK = DECK_24  # "колодой из 24 карт — от туза до девятки включительно"
PACK_RULE = cite("колодой из 24 карт — от туза до девятки включительно") + "; R-T1"

#: Card points (R-T1): "туз — 11 очков, десятка — 10, король — 4, дама — 3, валет — 2";
#: "Девятке цена не назначается".
CARD_POINTS: dict[Rank, int] = {
    Rank.ACE: 11,
    Rank.TEN: 10,
    Rank.KING: 4,
    Rank.QUEEN: 3,
    Rank.JACK: 2,
    Rank.NINE: 0,
}
CARD_RULE = cite("туз — 11 очков, десятка — 10, король — 4, дама — 3, валет — 2") + "; R-T1"
NINE_RULE = cite("Девятке цена не назначается") + "; R-T1"
PACK_POINTS = 120  # 4 × (11 + 10 + 4 + 3 + 2 + 0), R-T1; checked against CARD_POINTS by the tests
PACK_POINTS_RULE = f"{CARD_RULE} (four suits: 120 a pack)"

#: Marriages (R-T1): "Пиковый марьяж стоит 40 очков, трефовый — 60, бубновый — 80, червонный — 100".
MARRIAGE_POINTS: dict[Suit, int] = {
    Suit.SPADES: 40,
    Suit.CLUBS: 60,
    Suit.DIAMONDS: 80,
    Suit.HEARTS: 100,
}
MARRIAGE_RULE = cite("Пиковый марьяж стоит 40 очков, трефовый — 60, бубновый — 80, "
                     "червонный — 100") + "; R-T1"
MARRIAGE_CARDS = (Rank.KING, Rank.QUEEN)  # "пара из короля и дамы одинаковой масти"
DECLARE_RULE = cite("обладатель марьяжа вправе объявить его") + "; R-T6"

# ------------------------------------------------------------------------------ the deal
PRIKUP_CARDS = 3  # "три закрытыми кладет на стол. Это прикуп"
HAND_CARDS = 7  # "раздает остальным троим по семь карт"
DEAL_RULE = cite("раздает остальным троим по семь карт, а три закрытыми кладет на стол")
SITS_OUT_RULE = cite("сам сдающий участия в ней не принимает") + "; R-T1"
SEATS_RULE = cite("Играют вчетвером (можно, разумеется, и вдвоем)") + "; R-T1; R-T9; R-T11"
SEATS = (2, 3, 4)  # R-T1 (four, two may play), R-T9 (two), R-T11 (three accepted)
SITTING_OUT_AT = 4  # with four at the table the dealer sits out (SITS_OUT_RULE)

#: The dealer's prikup (R-T1, R-T8): "любой король или любая дама оцениваются в половину стоимости
#: марьяжа (впридачу к своей собственной стоимости, т.е. пиковый король оценивается в 4+20=24 очка)".
HALF_MARRIAGE_DIVISOR = 2  # "в половину стоимости марьяжа"
PRIKUP_RULE = cite("Стоимость прикупа записывается на счет сдающего") + "; R-T1"
HALF_MARRIAGE_RULE = cite("любой король или любая дама оцениваются в половину стоимости марьяжа")
TEXT_FIGURE = ("K♠", 24, cite("пиковый король оценивается в 4+20=24 очка"))  # the text's one figure
PRIKUP_ROUND_RULE = "R-T8 (the prikup rounded like trick points)"

# ------------------------------------------------------------------------------ the auction
OPENING_BID = 100  # "Он объявляет начальную сумму торга: «Сто»"
BID_STEP = 10  # "надбавляют цену каждый раз на 10 очков"
OPENING_RULE = cite("Первым вступает в него сосед сдающего слева. Он объявляет начальную сумму "
                    "торга: «Сто»") + "; R-T11"
STEP_RULE = cite("надбавляют цену каждый раз на 10 очков")
RAISE_RULE = cite("либо еще надбавляет игру") + "; R-T4"
TWO_OPENING_RULE = "R-T9 (two players: the non-dealer opens at 100)"

# ------------------------------------------------------------------------------ scoring
ROUND_TO = 10  # "округленная до десяти сумма стоимости карт во взятках каждого"
ROUND_TO_FIVE = 5  # R-T2 option rounding = 5: to the nearest five
ROUND_RULE = cite("округленная до десяти сумма стоимости карт во взятках каждого") + \
    "; R-T2 (5 rounds up)"
ROUND_FIVE_RULE = "R-T2 (option rounding = 5: to the nearest five)"
DISCARD_RULE = cite("стоимость этих карт пойдет ему в общий счет")
MADE_RULE = "R-T4 (a made bid writes the bid, the raised one after a raise)"
MADE_POINTS_RULE = "R-T4 (option declarer_scores = points: the bidder's rounded points and marriages)"
COMPARE_RULE = "R-T5 (the bid is compared before rounding); R-T6 (marriages count toward it)"
FAILED_RULE = cite("недобор хотя бы одного очка по сравнению с «объявой», за который ему спишут "
                   "сразу всю сумму, которую он заявлял") + "; R-T5; R-T6"
OPPONENT_RULE = "R-T4 (opponents write their rounded points)"
OPPONENT_MARRIAGE_RULE = "R-T6 (marriages score for whoever declares them)"

GIVE_UP_PAYMENT = 60  # "его соперники при этом сразу получают по 60 очков"
GIVE_UP_RULE = cite("вправе отказаться от игры. Правда, его соперники при этом сразу получают по "
                    "60 очков") + "; R-T7"
GIVE_UP_COST_RULE = "R-T7 (option give_up_cost)"

# ------------------------------------------------------------------------------ the end
TARGET = 1000  # "Цель игры — первым набрать на своих взятках 1000 очков"
TARGET_RULE = cite("Цель игры — первым набрать на своих взятках 1000 очков") + "; R-T10"
END_RULE = "R-T10 (the game ends after the deal in which someone reaches 1000, by any points)"
BIDDER_FIRST_RULE = "R-T10 (several reach 1000: the bidder first, then the highest total)"
DRAW_RULE = "R-T10 (a tie on the highest total is a draw)"

# ------------------------------------------------------------------------------ house rules (R-T3)
# None of these numbers is in the text: it breaks off before them.  They are the values most tables
# use (R-T3), and each one is used only when its option is switched on.
BARREL_AT = 880  # R-T3: a player who reaches 880 "sits on the barrel"
BARREL_TRIES = 3  # R-T3: three deals to finish on his own bid
BARREL_FALL = -120  # R-T3: else he falls off the barrel, −120
BARREL_RULE = "R-T3 (house rule, not in the text: the barrel at 880, three tries, −120); R-T-M4"
BOLTS_PER_PENALTY = 3  # R-T3: every third bolt costs
BOLT_PENALTY = -120  # R-T3
BOLT_RULE = "R-T3 (house rule, not in the text: a deal scoring nothing is a bolt; every third " \
    "costs −120); R-T-M5"
ZERO_AT = 555  # R-T3: exactly 555 sends the score to zero
ZERO_RULE = "R-T3 (house rule, not in the text: 555 to zero); R-T-M6"
OWN_CONTRACT_RULE = "R-T3 (house rule, not in the text: the game is won only by reaching 1000 " \
    "on one's own contract); R-T-M7"
GOLDEN_FACTOR = 2  # R-T-M8: every point of the golden opening round counts double
GOLDEN_RULE = "R-T3 (house rule, not in the text: the golden opening round); R-T-M8"
DARK_FACTOR = 2  # R-T-M9: a dark bid wins or loses double
DARK_RULE = "R-T3 (house rule, not in the text: the dark bid); R-T-M9"

# ------------------------------------------------------------------------------ the project's own
SETTLE_RULE = "R-T-M1 (settlement: against the agreed stake, or against the table's average)"
POINTS_ENTRY_RULE = "R-T-M2 (a manual points entry, with its note)"
PENALTY_RULE = "format §Entries (penalty); R-T-M3 (a penalty ends the game like a deal)"
NEW_GAME_RULE = "R-T-M3 (a new game after a finished one)"
TWO_PRIKUP_RULE = "R-T9; R-T-M10 (two players: the prikup is recorded, if at all, as three cards)"
OPENER_RULE = f"{OPENING_RULE}; R-T-M11 (a bid won at 100 is the opener's)"
