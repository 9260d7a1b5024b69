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

# ------------------------------------------------------------------------------ Leadage's conventions
# The conventions of a public scorer, Leadage/tysyacha-1000 (its rules window, src/game/settings.ts,
# and the code that scores them).  None is in the text; each is an option value, the book's the
# default, and the preset ``leadage`` sets the peer's own defaults.  Cited by file, with the peer's
# words in quotes; where the project had to decide how a sheet reads them, a ruling R-T-M14…R-T-M19.
PEER = "Leadage/tysyacha-1000"
PEER_SETTINGS = f"{PEER} §src/game/settings.ts"

# the auction and the deal
BID_STEP_FIVE = 5  # bidding.ts: "BID_STEP = 5"
BID_STEP_RULE = f'{PEER} §src/game/bidding.ts ("BID_STEP = 5")'
OPENER_DEALER_RULE = f'{PEER} §src/game/gameEngine.ts ("mandatoryBidder = n === 3 ? dealer : participants[0]")'
DISCARD_ONE_EACH_RULE = f'{PEER} §src/game/gameEngine.ts ("r.hands[to] = [...r.hands[to], card]"); R-T-M14'
SILENCE_LEADAGE = -120  # settings.ts: "silenceThreshold: -120"
SILENCE_RULE = f'{PEER} §src/game/bidding.ts ("player.total < rules.silenceThreshold"); R-T-M18'

# the bidder's count and the target
COMPARE_ROUNDED_RULE = f'{PEER} §src/game/barrel.ts ("rules.roundOwnGame ? roundToFive(pts) : pts")'
WIN_AT = (1000, 1005)  # scoring.ts: "winMoreThan1000 ? 1005 : 1000"
WIN_AT_RULE = f'{PEER} §src/game/scoring.ts ("winMoreThan1000 ? 1005 : 1000")'

# the marriages and the sitting-out dealer's prikup
ACE_MARRIAGE_POINTS = 200  # cards.ts: "ACE_MARRIAGE_VALUE = 200"
ACE_MARRIAGE_RULE = f'{PEER} §src/game/cards.ts ("ACE_MARRIAGE_VALUE = 200"); R-T-M14'
PRIKUP_PAIR_RULE = f'{PEER} §src/game/marriages.ts ("if (withMarriage)"); R-T-M14'
PRIKUP_LONE_RULE = f'{PEER} §src/game/marriages.ts ("if (withHalfMarriage)"); R-T-M14'

# the give-up («роспись»)
GIVE_UP_HALF_TO = 5  # barrel.ts: "roundToFive(round.contract / 2)"
GIVE_UP_HALF_RULE = f'{PEER} §src/game/barrel.ts ("roundToFive(round.contract / 2)"); R-T-M16'
GIVE_UPS_LEADAGE = 3  # gameEngine.ts: "rospisCount >= 3"
GIVE_UP_LIMIT_RULE = f'{PEER} §src/game/gameEngine.ts ("rospisCount >= 3"); R-T-M16'
GIVE_UP_THIRD = 3  # barrel.ts: "rospisCount === 3"
GIVE_UP_THIRD_RULE = f'{PEER} §src/game/barrel.ts ("players[cp].rospisCount === 3"); R-T-M16'
GIVE_UP_WHEN_RULE = f'{PEER} §src/game/gameEngine.ts ("canRospis"); R-T-M16'
GIVE_UP_DARK_RULE = f'{PEER} §src/game/barrel.ts ("else if (round.darkActive)"); R-T-M16'

# the penalty the peer charges for bolts, a fall off the barrel and the third give-up
PENALTY = 120  # settings.ts: "penaltyAmount: 120"
PENALTY_RULE_LEADAGE = f'{PEER} §src/game/settings.ts ("penaltyAmount: 120")'

# bolts
BOLT_IN_A_ROW_RULE = f'{PEER} §src/game/barrel.ts ("p.boltsStreak >= 3")'
BOLT_NO_TRICK_RULE = f'{PEER} §src/game/barrel.ts ("(round.tricksWon[idx] || 0) === 0"); R-T-M15'
BOLT_BIDDER_RULE = f'{PEER} §src/game/barrel.ts ("if (isCp && rules.boltNoOwnGame)")'
BOLT_GOLDEN_WEIGHT = 2  # barrel.ts: "round.golden && rules.boltGoldenDouble ? 2 : 1"
BOLT_GOLDEN_RULE = f'{PEER} §src/game/barrel.ts ("round.golden && rules.boltGoldenDouble ? 2 : 1")'

# the barrel
BARREL_AT_CHOICES = (880, 900)  # settings.ts: "barrelScore: 880 | 900"
BARREL_AT_RULE = f'{PEER} §src/game/settings.ts ("barrelScore: 880 | 900")'
BARREL_TRIES_RULE = f'{PEER} §src/game/barrel.ts ("p.barrelAttemptsUsed >= rules.barrelAttempts")'
BARREL_FINISH_RULE = f'{PEER} §src/game/barrel.ts ("rules.barrelScore + round.contract >= th"); R-T-M17'
BARREL_OVERSHOOT_RULE = (f'{PEER} §src/game/barrel.ts ("if (p.total >= rules.barrelScore) '
                         f'barrelCandidates.push"); R-T-M17')
BARREL_SITTER_RULE = f'{PEER} §src/game/barrel.ts ("сидящий на прикупе (вчетвером) не тратит попытку")'
BARREL_KNOCK_RULE = f'{PEER} §src/game/barrel.ts ("if (rules.barrelKnockOff)"); R-T-M17'
BARREL_TOGETHER_RULE = (f'{PEER} §src/game/barrel.ts ("rules.noSimultaneousBarrel && '
                        f'barrelCandidates.length >= 2"); R-T-M17')
THREE_FALLS = 3  # barrel.ts: "p.barrelsFailed >= 3"
THREE_FALLS_RULE = f'{PEER} §src/game/barrel.ts ("rules.resetAfter3Barrels && p.barrelsFailed >= 3")'

# 555 («самосвал»)
ZERO_AT_RULE = f'{PEER} §src/game/barrel.ts ("p.total === rules.dumpScore")'
ZERO_NEGATIVE_RULE = f'{PEER} §src/game/barrel.ts ("rules.dumpNegative && p.total === -rules.dumpScore")'

# the golden round and the dark bid
GOLDEN_BID = 120  # gameEngine.ts: "round.contract = 120" in the golden round
GOLDEN_BID_RULE = f'{PEER} §src/game/gameEngine.ts ("round.contract = 120"); R-T-M19'
GOLDEN_RESET_RULE = f'{PEER} §src/game/gameEngine.ts ("!s.goldenAnyMade && s.rules.goldenResetIfNobody"); R-T-M19'
DARK_BID_AT = 120  # gameEngine.ts: "value: 120, dark: true"
DARK_BY_RULE = f'{PEER} §src/game/gameEngine.ts ("value: 120, dark: true"); R-T-M18'
DARK_LEADAGE_AT_LEAST = 240  # settings.ts: "darkMinScore: 240"
DARK_TOTAL_RULE = f'{PEER} §src/game/bidding.ts ("players[player].total < rules.darkMinScore"); R-T-M18'
DARK_BARREL_RULE = f'{PEER} §src/game/bidding.ts ("!rules.darkWhenBarrel && players.some((p) => p.onBarrel)")'
