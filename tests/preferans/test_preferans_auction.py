"""The bid ladder (Fikhman 1991's 26 steps), overcalls, and the MGU auction words (MGU 1971 §4)."""

from __future__ import annotations

import pytest

from scorekeeper.errors import NotationError
from scorekeeper.games.preferans.auction import ladder, overcall, parse_bid
from scorekeeper.notation import MISERE, NO_TRUMP, Contract, Suit


def test_BOOK_1991_ladder_has_26_steps_misere_after_nine_no_trump():
    """Fikhman 1991: "разновидностей игры (по возрастающей стоимости) — 26"; мизер between 9NT and 10♠."""
    lad = ladder("after-9nt")
    assert len(lad) == 26
    assert lad[0] == Contract.of(6, Suit.SPADES) and lad[-1] == Contract.of(10, NO_TRUMP)
    i = lad.index(MISERE)
    assert lad[i - 1] == Contract.of(9, NO_TRUMP) and lad[i + 1] == Contract.of(10, Suit.SPADES)


def test_modern_ladder_misere_between_eight_and_nine():
    lad = ladder("after-8nt")
    i = lad.index(MISERE)
    assert lad[i - 1] == Contract.of(8, NO_TRUMP) and lad[i + 1] == Contract.of(9, Suit.SPADES)


@pytest.mark.parametrize("word,contract", [
    ("раз", "6♠"), ("два", "6♣"), ("три", "6♦"), ("четыре", "6♥"), ("бескозырка", "6NT"),
    ("семь первых", "7♠"), ("семь вторых", "7♣"), ("семь третьих", "7♦"), ("семь четвёртых", "7♥"),
    ("восемь первых", "8♠"), ("девять первых", "9♠"), ("мизер", "misere"),
    ("raz", "6♠"), ("sem' vtoryh", "7♣"), ("SEMX CHETVERTYH", "7♥"),
])
def test_MGU_1971_s4_auction_words(word, contract):
    """MGU 1971 §4: RAZ … CHETYRE, BEZKOZYRKA, SEMX PERVYH …: each word is one ladder step."""
    assert str(parse_bid(word).contract) == contract


def test_MGU_1971_s4_sem_pervyh_overcalls_every_six():
    """MGU 1971 §4: "SEMX PERVYH - eta fraza perebivaet vse shestirnye igry"."""
    for six in ("раз", "два", "три", "четыре", "бескозырка"):
        assert overcall("семь первых", six).overcalls


def test_overcall_needs_a_higher_step():
    assert overcall("7♣", "7♠").overcalls
    assert not overcall("7♠", "7♠").overcalls
    assert not overcall("6NT", "7♠").overcalls


def test_misere_rank_decides_nine_over_misere():
    """Modern: a nine overcalls misère; Fikhman 1991/MGU 1971: "Mizer mozhno perebit' devyatirnoj bez prikupa,
    ili desyatirnoj" — in the light auction only a ten does."""
    assert overcall("9♠", "misere", "after-8nt").overcalls
    assert not overcall("9♠", "misere", "after-9nt").overcalls
    assert overcall("10♠", "мизер", "after-9nt").overcalls


def test_unknown_bid_is_a_notation_error():
    with pytest.raises(NotationError):
        parse_bid("пять первых")
