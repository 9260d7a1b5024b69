"""§комбинации, §пояснения, R-O4, R-O11: which one combination five cards of the 36-card pack make,
and every name a combination may be called by.  The property deals from a shuffled pack and checks
the classifier against a brute-force reading of the text's table written here, independently."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.errors import NotationError
from scorekeeper.games.order_poker.hands import classify, parse_cards, parse_combination, parse_hand
from scorekeeper.games.order_poker.tables import COMBINATIONS, Combination


def cards(text):
    return parse_cards(text.split())


# ---- the text's table, row by row ---------------------------------------------------------
@pytest.mark.parametrize("hand,expected", [
    ("6♠ 6♥ 8♦ J♣ A♠", Combination.PAIR),               # «Двойка»: ровно две одного достоинства
    ("6♠ 6♥ 8♦ 8♣ A♠", Combination.TWO_PAIRS),          # «Две пары»
    ("Q♠ Q♥ Q♦ 7♣ A♠", Combination.THREE),              # «Тройка»: ровно три
    ("6♠ 7♥ 8♦ 9♣ 10♠", Combination.STRAIGHT),          # «Порядок» from the six
    ("10♠ J♥ Q♦ K♣ A♠", Combination.STRAIGHT),          # «Порядок» up to the ace
    ("K♠ K♥ K♦ 9♣ 9♠", Combination.FULL_HOUSE),         # «Тройка и двойка»
    ("6♥ 8♥ 10♥ Q♥ A♥", Combination.FLUSH),             # «Масть»
    ("7♠ 7♥ 7♦ 7♣ A♠", Combination.FOUR),               # «Каре»
    ("10♥ J♥ Q♥ K♥ A♥", Combination.STRAIGHT_FLUSH),    # «Масть по порядку»
    ("6♠ 7♥ 9♦ J♣ K♠", Combination.NONE),               # §пояснения б: «нет комбинации»
])
def test_combinations_table_each_row(hand, expected):
    assert classify(cards(hand)) == expected


def test_combinations_ranked_as_the_text_lists_them():
    """§комбинации "в порядке увеличения ранга": пара < две пары < тройка < порядок < тройка и
    двойка < масть < каре < масть по порядку; «нет комбинации» below them all."""
    assert [r.russian for r in COMBINATIONS] == [
        "нет комбинации", "Пара", "Две пары", "Тройка", "Порядок", "Тройка и двойка", "Масть",
        "Каре", "Масть по порядку"]
    assert [int(r.combination) for r in COMBINATIONS] == list(range(9))


# ---- R-O4: one combination, the highest -------------------------------------------------
def test_r_o4_full_house_is_not_a_three():
    assert classify(cards("Q♠ Q♥ Q♦ 7♣ 7♠")) == Combination.FULL_HOUSE


def test_r_o4_four_is_not_a_three_nor_two_pairs():
    assert classify(cards("7♠ 7♥ 7♦ 7♣ 6♠")) == Combination.FOUR


def test_r_o4_straight_flush_is_not_a_flush_nor_a_straight():
    assert classify(cards("6♣ 7♣ 8♣ 9♣ 10♣")) == Combination.STRAIGHT_FLUSH


def test_r_o4_two_pairs_are_not_a_pair():
    assert classify(cards("9♠ 9♥ J♦ J♣ A♠")) == Combination.TWO_PAIRS


# ---- R-O11, §пояснения а: the straight runs from the six up to the ace ---------------------
def test_r_o11_ace_six_seven_eight_nine_is_no_straight():
    assert classify(cards("A♠ 6♥ 7♦ 8♣ 9♠")) == Combination.NONE
    assert classify(cards("A♥ 6♥ 7♥ 8♥ 9♥")) == Combination.FLUSH  # a flush, not a straight flush


def test_r_o11_cards_outside_the_36_card_pack_are_refused():
    with pytest.raises(NotationError, match="R-O11"):
        cards("5♠ 6♥ 7♦ 8♣ 9♠")
    with pytest.raises(NotationError, match="R-O11"):
        cards("2♠ 2♥ 7♦ 8♣ 9♠")


def test_r_o11_a_card_twice_in_a_hand_is_refused():
    with pytest.raises(NotationError, match="twice"):
        cards("6♠ 6♠ 7♦ 8♣ 9♠")


def test_a_hand_is_five_cards():
    with pytest.raises(NotationError, match="5 cards, not 4"):
        cards("6♠ 7♦ 8♣ 9♠")


# ---- names: English and the text's words --------------------------------------------------
@pytest.mark.parametrize("word,expected", [
    ("pair", Combination.PAIR), ("Пара", Combination.PAIR), ("двойка", Combination.PAIR),
    ("two pairs", Combination.TWO_PAIRS), ("две пары", Combination.TWO_PAIRS),
    ("Две двойки", Combination.TWO_PAIRS), ("three", Combination.THREE),
    ("Тройка!", Combination.THREE), ("straight", Combination.STRAIGHT),
    ("порядок", Combination.STRAIGHT), ("full house", Combination.FULL_HOUSE),
    ("«Тройка и двойка»", Combination.FULL_HOUSE), ("Тройка плюс пара!", Combination.FULL_HOUSE),
    ("flush", Combination.FLUSH), ("масть", Combination.FLUSH), ("four", Combination.FOUR),
    ("каре", Combination.FOUR), ("straight flush", Combination.STRAIGHT_FLUSH),
    ("масть по порядку", Combination.STRAIGHT_FLUSH), ("none", Combination.NONE),
    ("нет", Combination.NONE), ("нет комбинации", Combination.NONE),
])
def test_combination_names_english_and_the_texts_words(word, expected):
    assert parse_combination(word) == expected


def test_unknown_combination_names_the_key_and_the_names():
    with pytest.raises(NotationError) as err:
        parse_combination("три пары", key="orders.0")
    assert err.value.key == "orders.0" and "две пары" in err.value.expected


def test_a_hand_is_a_name_or_five_cards_russian_notation_too():
    assert parse_hand("тройка и двойка").cards is None
    h = parse_hand("Дч Дп Дт 7ч 7п")
    assert h.combination == Combination.FULL_HOUSE and len(h.cards) == 5
    assert parse_hand(["10♥", "J♥", "Q♥", "K♥", "A♥"]).combination == Combination.STRAIGHT_FLUSH
    with pytest.raises(NotationError, match="unknown combination"):
        parse_hand("three pairs")


# ---- the property ----------------------------------------------------------------------------
RANKS = ["6", "7", "8", "9", "10", "J", "Q", "K", "A"]  # the pack's ranks, low to high
SUITS = ["♠", "♣", "♦", "♥"]
PACK = [r + s for r in RANKS for s in SUITS]
# the text's list, lowest first, as names of this test (not the engine's)
TEXT_ORDER = ["none", "pair", "two pairs", "three", "straight", "full house", "flush", "four",
              "straight flush"]


def brute_force(hand: list[str]) -> str:
    """Every definition of the text's table tested on its own; the highest that holds (R-O4)."""
    ranks = [RANKS.index(c[:-1]) for c in hand]
    suits = [c[-1] for c in hand]
    counts = sorted((ranks.count(r) for r in set(ranks)), reverse=True)
    runs = [set(range(lo, lo + 5)) for lo in range(len(RANKS) - 4)]  # 6-10 … 10-A only
    straight = set(ranks) in runs
    flush = len(set(suits)) == 1
    matched = {"none"}
    if 2 in counts:
        matched.add("pair")
    if counts.count(2) == 2:
        matched.add("two pairs")
    if 3 in counts:
        matched.add("three")
    if straight:
        matched.add("straight")
    if 3 in counts and 2 in counts:
        matched.add("full house")
    if flush:
        matched.add("flush")
    if 4 in counts:
        matched.add("four")
    if straight and flush:
        matched.add("straight flush")
    return max(matched, key=TEXT_ORDER.index)


@settings(max_examples=300, deadline=None)
@given(st.permutations(PACK), st.integers(3, 6))
def test_property_classifier_agrees_with_brute_force_on_deals_from_a_shuffled_pack(pack, players):
    """§раздача: five cards to each player and to the robot from one shuffled 36-card pack."""
    for seat in range(players + 1):
        hand = pack[seat * 5:(seat + 1) * 5]
        assert TEXT_ORDER[int(classify(parse_cards(hand)))] == brute_force(hand), hand


def test_brute_force_and_classifier_agree_on_every_straight_and_four():
    """The rare rows, which a random deal seldom reaches, checked exhaustively."""
    for lo in range(len(RANKS) - 4):
        for suits in itertools.product(SUITS, repeat=5):
            hand = [RANKS[lo + i] + suits[i] for i in range(5)]
            assert TEXT_ORDER[int(classify(parse_cards(hand)))] == brute_force(hand)
    for r, kicker in itertools.permutations(RANKS, 2):
        hand = [r + s for s in SUITS] + [kicker + "♠"]
        assert brute_force(hand) == "four" == TEXT_ORDER[int(classify(parse_cards(hand)))]


@settings(max_examples=60, deadline=None)
@given(st.permutations(PACK), st.integers(3, 6))
def test_property_r_o3_all_passed_from_a_shuffled_pack(pack, n):
    """R-O3 on a whole dealt table: each player whose five cards make a combination (by the brute
    force above) pays one; if no hand, the robot's included, makes one, the dealer pays."""
    from order_poker_helpers import score

    players = [f"P{i}" for i in range(n)]
    hands = {p: pack[i * 5:(i + 1) * 5] for i, p in enumerate(players)}
    robot = pack[n * 5:(n + 1) * 5]
    expected = {p: -1 if brute_force(h) != "none" else 0 for p, h in hands.items()}
    if all(v == 0 for v in expected.values()) and brute_force(robot) == "none":
        expected[players[0]] = -1  # the first player deals the first deal
    assert score(players, [{"robot": robot, "hands": hands}]) == expected
