"""R-F1, R-F2: the Avondale schedule, every value the text states, and the bid ladder."""

from __future__ import annotations

import pytest

from scorekeeper.core import registry
from scorekeeper.core.options import resolve_options
from scorekeeper.games.five_hundred import scoring
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.notation import parse_contract

G = registry.game("five-hundred")
AVONDALE = resolve_options(G.options, G.presets["avondale"])
AUSTRALIAN = resolve_options(G.options, G.presets["australian"])


def c(text):
    return parse_contract(text, open_misere=True)


def value(text, opts=AVONDALE):
    return scoring.contract_value(c(text), opts)


# ---- every number the text states --------------------------------------------------------
def test_002_text_7_spades_is_140():
    """§советы по розыгрышу: "семь в пиках, за 140 очков"."""
    assert value("7♠") == 140


def test_002_text_7_no_trumps_is_220():
    """§советы по розыгрышу: "7БК, за 220"."""
    assert value("7БК") == 220


def test_002_text_8_diamonds_is_280():
    """§счет: "заявка 8♦ при большом шлеме дает 280 очков плюс премию 280"."""
    assert value("8♦") == 280


def test_002_text_8_spades_is_240():
    """§варианты разыгрывания: "мизер не может перебить 8♠ (240)"."""
    assert value("8♠") == 240


def test_002_text_misere_is_250():
    """§счет: "в пойманном мизере солист списывает с себя 250"."""
    assert value("misere") == 250


def test_002_text_open_misere_is_520():
    """§счет: "250 (520)" — the bracketed number is open misère."""
    assert value("open misere") == 520


def test_R_F1_open_misere_option_500():
    assert value("open misere", AUSTRALIAN) == 500
    assert value("misere", AUSTRALIAN) == 250


def test_text_values_table_matches_the_schedule():
    for bid, (points, source) in T.TEXT_VALUES.items():
        assert value(bid) == points, (bid, source)
        assert source.startswith(T.SEED)


# ---- R-F1: the schedule ------------------------------------------------------------------
@pytest.mark.parametrize("bid,points", [
    ("6♠", 40), ("6♣", 60), ("6♦", 80), ("6♥", 100), ("6NT", 120),
    ("10♠", 440), ("10♥", 500), ("10NT", 520), ("9♣", 360), ("8♥", 300),
])
def test_R_F1_avondale_schedule(bid, points):
    assert value(bid) == points


def test_R_F1_schedule_is_base_plus_100_a_level_and_all_distinct():
    for (level, strain), points in T.SCHEDULE.items():
        assert points == T.SCHEDULE_BASE[strain] + T.SCHEDULE_STEP * (level - 6)
    assert len(set(T.SCHEDULE.values())) == 25


# ---- R-F2: the ladder --------------------------------------------------------------------
def over(new, old, opts=AVONDALE):
    return scoring.overcalls(c(new), c(old), opts)


def test_R_F2_higher_value_overcalls():
    assert over("7♠", "6NT")  # 140 > 120
    assert over("6NT", "6♥")
    assert not over("6♥", "6NT")
    assert not over("7♠", "7♠")  # a bid must be higher, not equal (§торговля)


def test_R_F2_misere_overcalls_8_spades_by_default():
    assert over("misere", "8♠")  # 250 > 240
    assert not over("8♠", "misere")


def test_R_F2_misere_below_8_clubs():
    assert over("8♣", "misere")  # 260 > 250
    assert not over("misere", "8♣")
    assert over("8♦", "misere")  # the illustrative deal: Kabanov's 8♦ over Danilov's misère


def test_R_F2_australian_misere_does_not_overcall_8_spades():
    assert not over("misere", "8♠", AUSTRALIAN)
    assert over("8♠", "misere", AUSTRALIAN)
    assert over("misere", "7NT", AUSTRALIAN)
    assert not over("7NT", "misere", AUSTRALIAN)


def test_R_F2_open_misere_520_between_10_hearts_and_10_nt():
    assert over("open misere", "10♥")
    assert not over("open misere", "10NT")
    assert over("10NT", "open misere")


def test_R_F2_open_misere_500_between_10_diamonds_and_10_hearts():
    assert over("open misere", "10♦", AUSTRALIAN)
    assert not over("open misere", "10♥", AUSTRALIAN)
    assert over("10♥", "open misere", AUSTRALIAN)


def test_R_F2_ladder_has_27_bids_in_strict_order():
    for opts in (AVONDALE, AUSTRALIAN):
        bids = scoring.ladder(opts)
        assert len(bids) == 27
        for lo, hi in zip(bids, bids[1:]):
            assert scoring.overcalls(hi, lo, opts) and not scoring.overcalls(lo, hi, opts)
    assert [str(b) for b in scoring.ladder(AVONDALE)][10:13] == ["8♠", "misere", "8♣"]
    assert [str(b) for b in scoring.ladder(AUSTRALIAN)][9:12] == ["7NT", "misere", "8♠"]


def test_R_F2_first_illegal_bid_in_an_auction():
    assert scoring.first_illegal_bid([c("misere"), c("8♦")], AVONDALE) is None
    assert scoring.first_illegal_bid([c("7♥"), c("7♦")], AVONDALE) == 1
    assert scoring.first_illegal_bid([c("8♠"), c("misere")], AUSTRALIAN) == 1
