"""The public test vectors of Leadage/tysyacha-1000's ``src/tests/rules.test.ts`` (read at commit
24a6b8f) that state their inputs and a figure a score sheet writes, each reproduced over this
engine: the vector's ``describe`` and ``it`` names are in the comment above it.

Not reproduced from that file, because they test the play and not the score: the order of the
ranks, sorting a hand, the winner of a trick, following suit and trumping, leading the foreign
trump, when a marriage may be declared in the play, finding the marriages and the four aces in a
hand, and the auction's cap of 120 plus the marriages held (a sheet records neither hands nor
the auction).
"""

from __future__ import annotations

import pytest

from scorekeeper.games.thousand import questions, scoring
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.options import OPTIONS, PRESETS
from scorekeeper.core.options import resolve_options
from scorekeeper.notation import Card, Rank, Suit, parse_card

LEADAGE = resolve_options(OPTIONS, PRESETS["leadage"])


def _cards(text: str) -> list[Card]:
    return [parse_card(c) for c in text.split()]


# rules.test.ts › «колода и карты» › «содержит ровно 24 уникальные карты»
def test_leadage_rules_the_pack_is_24_different_cards():
    assert len(questions.PACK_CARDS) == 24 and len(set(questions.PACK_CARDS)) == 24


# rules.test.ts › «колода и карты» › «вся колода стоит 120 очков, каждая масть — 30»
def test_leadage_rules_the_pack_is_worth_120_a_suit_30():
    assert sum(T.CARD_POINTS.values()) == 30
    assert sum(scoring.card_points(parse_card(c)) for c in questions.PACK_CARDS) == 120
    assert T.PACK_POINTS == 120


# rules.test.ts › «колода и карты» › «стоимость карт не совпадает со старшинством»:
# 9 → 0, J → 2, Q → 3, K → 4, 10 → 10, A → 11, and the ten is worth more than the king
@pytest.mark.parametrize("card,points", [("9♥", 0), ("J♥", 2), ("Q♥", 3), ("K♥", 4),
                                         ("10♥", 10), ("A♥", 11)])
def test_leadage_rules_card_values(card, points):
    assert scoring.card_points(parse_card(card)) == points


def test_leadage_rules_the_ten_is_worth_more_than_the_king():
    assert T.CARD_POINTS[Rank.TEN] > T.CARD_POINTS[Rank.KING]


# rules.test.ts › «марьяжи» › «стоимость марьяжей по мастям»: S 40, C 60, D 80, H 100
@pytest.mark.parametrize("suit,points", [(Suit.SPADES, 40), (Suit.CLUBS, 60),
                                         (Suit.DIAMONDS, 80), (Suit.HEARTS, 100)])
def test_leadage_rules_marriage_values(suit, points):
    assert scoring.marriage_points(suit) == points


# rules.test.ts › «марьяжи» › «находит марьяжи в руке»: marriagesValue(KH QH KS QS) = 140 — here
# the two marriages declared, ♥ and ♠, counted toward a bid with no card points
def test_leadage_rules_two_marriages_are_worth_140():
    assert scoring.counted(0, [Suit.HEARTS, Suit.SPADES]) == 140


# rules.test.ts › «марьяжи» › «бонус сидящего на прикупе»:
#   talonSitterBonus(['KH', 'QH', '9S'], true, false) = 100 — the pair's marriage, no halves;
#   talonSitterBonus(['KH', '9S', '9C'], false, true) = 50 — half the ♥ marriage for a lone king.
# The bonus is what the dealer's prikup counts beyond its cards' own points.
@pytest.mark.parametrize("cards,pair,lone,bonus", [("K♥ Q♥ 9♠", True, False, 100),
                                                    ("K♥ 9♠ 9♣", False, True, 50)])
def test_leadage_rules_the_sitting_out_dealers_bonus(cards, pair, lone, bonus):
    hand = _cards(cards)
    options = {"prikup_pair": pair, "prikup_lone": lone}
    own = sum(scoring.card_points(c) for c in hand)
    assert scoring.prikup_total(hand, options) - own == bonus


# rules.test.ts › «округление очков» › «по правилам старой программы»: roundToFive
@pytest.mark.parametrize("raw,written", [(10, 10), (11, 10), (12, 10), (13, 15), (14, 15),
                                         (15, 15), (16, 15), (17, 15), (18, 20), (19, 20),
                                         (23, 25), (0, 0)])
def test_leadage_rules_rounding_to_five(raw, written):
    assert scoring.round_points(raw, LEADAGE) == written


# rules.test.ts › «порог победы и бочка» › «победа при 1000 или 1005»
@pytest.mark.parametrize("win_at,goal", [(1000, 1000), (1005, 1005)])
def test_leadage_rules_the_target_1000_or_1005(win_at, goal):
    assert scoring.target({**LEADAGE, "win_at": win_at}) == goal


# rules.test.ts › «порог победы и бочка» › «минимальный заказ с бочки»:
#   minContractFromBarrel(880, false) = 120, (880, true) = 125, (900, false) = 100, (900, true) = 105
@pytest.mark.parametrize("barrel,win_at,least", [(880, 1000, 120), (880, 1005, 125),
                                                 (900, 1000, 100), (900, 1005, 105)])
def test_leadage_rules_the_least_bid_off_the_barrel(barrel, win_at, least):
    options = {**LEADAGE, "barrel_at": barrel, "win_at": win_at}
    assert scoring.barrel_least_bid(options) == least
    # and it is the least bid that comes off the barrel, a bid one step lower does not
    assert scoring.barrel_finishes(least, True, options)
    assert not scoring.barrel_finishes(least - T.BID_STEP_FIVE, True, options)
