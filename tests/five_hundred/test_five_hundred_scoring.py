"""Single-deal vectors for every scoring paragraph (002 §счет, §распасовка, §ревок; R-F3, R-F4,
R-F6).  Expected numbers are worked from the text and the rulings, never read off the code."""

from __future__ import annotations

import pytest

from five_hundred_helpers import FOUR, FOUR_TEAMS, THREE, play, score, steps
from scorekeeper.errors import IllegalError, InvalidError, NotationError

D, K, T = THREE  # Danilov, Kabanov, Toropov


def deal(bidder, bid, tricks, **extra):
    return {"bidder": bidder, "bid": bid, "tricks": tricks, **extra}


# ---- contract made / set -----------------------------------------------------------------
def test_002_illustrative_deal_8_diamonds_made_280_opponents_10_a_trick():
    """§иллюстративная сдача: Kabanov plays 8♦; made with 8: 280, each opponent 10 a trick."""
    assert score(THREE, [deal(K, "8♦", {K: 8, D: 1, T: 1})]) == {D: 10, K: 280, T: 10}


def test_002_illustrative_deal_8_diamonds_set_loses_280():
    """§счет: "уменьшается на стоимость посаженного контракта"; opponents still 10 a trick."""
    assert score(THREE, [deal(K, "8♦", {K: 7, D: 2, T: 1})]) == {D: 20, K: -280, T: 10}


def test_002_no_points_for_overtricks():
    """§китти: "ничего не засчитывает дополнительного за взятие большего числа взяток"."""
    assert score(THREE, [deal(K, "6♠", {K: 9, D: 1})]) == {D: 10, K: 40, T: 0}


def test_002_made_exactly_the_bid_boundary():
    assert score(THREE, [deal(D, "7♥", {D: 7, K: 3})])[D] == 200
    assert score(THREE, [deal(D, "7♥", {D: 6, K: 4})])[D] == -200


def test_R_F4_opponents_score_on_a_set_contract_too():
    assert score(THREE, [deal(T, "10NT", {T: 9, D: 1})]) == {D: 10, K: 0, T: -520}


# ---- slam (R-F3) -------------------------------------------------------------------------
def test_R_F3_slam_flat_250_below_8_clubs():
    """§счет: all ten in a contract worth less than 250 scores 250."""
    assert score(THREE, [deal(K, "7♠", {K: 10})])[K] == 250
    assert score(THREE, [deal(K, "6♠", {K: 10})])[K] == 250
    assert score(THREE, [deal(K, "7NT", {K: 10})])[K] == 250


def test_R_F3_slam_boundary_8_spades_240_is_raised_to_250():
    assert score(THREE, [deal(K, "8♠", {K: 10})])[K] == 250


def test_R_F3_slam_boundary_8_clubs_260_keeps_its_value():
    """"стоимостью ниже 250 (восьми треф)": 8♣ is worth 260, not below 250."""
    assert score(THREE, [deal(K, "8♣", {K: 10})])[K] == 260
    assert score(THREE, [deal(K, "8♦", {K: 10})])[K] == 280


def test_R_F3_nine_tricks_is_no_slam():
    assert score(THREE, [deal(K, "7♠", {K: 9, D: 1})])[K] == 140


def test_002_text_optional_slam_8_diamonds_280_plus_280():
    """§счет: "заявка 8♦ при большом шлеме дает 280 очков плюс премию 280"."""
    rep = play(THREE, [deal(K, "8♦", {K: 10})], options={"slam": "bonus"})
    assert rep.game.snapshot(rep.state)["score"][K] == 560
    assert [s.delta for s in steps(rep, 1) if s.player == K and s.delta] == [280, 280]
    assert rep.finished and rep.game.settle(rep.state).winner == K  # 560 ≥ 500 (R-F5)


def test_R_F3_bonus_slam_boundary_8_clubs_doubles_8_spades_does_not():
    assert score(THREE, [deal(K, "8♣", {K: 10})], options={"slam": "bonus"})[K] == 520
    assert score(THREE, [deal(K, "8♠", {K: 10})], options={"slam": "bonus"})[K] == 240
    assert score(THREE, [deal(K, "7♠", {K: 10})], options={"slam": "bonus"})[K] == 140


def test_R_F3_slam_none():
    assert score(THREE, [deal(K, "7♠", {K: 10})], options={"slam": "none"})[K] == 140


def test_R_F3_misere_is_never_a_slam():
    # a made misère: the soloist took none, the opponents all ten — and score nothing (R-F4)
    assert score(THREE, [deal(D, "misere", {K: 6, T: 4})]) == {D: 250, K: 0, T: 0}


# ---- misère (R-F4) -----------------------------------------------------------------------
def test_R_F4_made_misere_250_opponents_nothing():
    assert score(THREE, [deal(D, "мизер", {D: 0, K: 5, T: 5})]) == {D: 250, K: 0, T: 0}


def test_R_F4_caught_misere_opponents_10_per_soloist_trick():
    """§счет: "В пойманном мизере солист списывает с себя 250 (520), а каждый оппонент считает по
    10 за взятку, взятую солистом"."""
    assert score(THREE, [deal(D, "misere", {D: 2, K: 5, T: 3})]) == {D: -250, K: 20, T: 20}


def test_R_F4_caught_by_a_single_trick():
    assert score(THREE, [deal(D, "misere", {D: 1, K: 9})]) == {D: -250, K: 10, T: 10}


def test_R_F1_open_misere_made_520_caught_520():
    assert score(THREE, [deal(D, "open misere", {K: 5, T: 5})])[D] == 520
    assert score(THREE, [deal(D, "open misere", {D: 3, K: 7})]) == {D: -520, K: 30, T: 30}


def test_R_F1_australian_open_misere_500():
    assert score(THREE, [deal(D, "open misere", {K: 10})], rules="australian")[D] == 500
    assert score(THREE, [deal(D, "open misere", {D: 1, K: 9})], rules="australian")[D] == -500


def test_002_variants_misere_can_be_switched_off():
    with pytest.raises(IllegalError, match="not played at this table"):
        play(THREE, [deal(D, "misere", {K: 10})], options={"misere": False})


# ---- all passed (R-F4) -------------------------------------------------------------------
def test_R_F4_all_passed_10_a_trick_each():
    """§распасовка: "Каждый игрок считает по 10 очков за взятую им взятку"."""
    assert score(THREE, [{"tricks": {K: 3, D: 4, T: 3}}]) == {D: 40, K: 30, T: 30}


def test_R_F4_all_passed_has_no_bid():
    with pytest.raises(IllegalError, match="no auction"):
        play(THREE, [{"tricks": {K: 3, D: 4, T: 3}, "auction": ["6♠"]}])


# ---- revokes (R-F6) ----------------------------------------------------------------------
def test_R_F6_opponent_revoke_soloist_scores_as_made_offender_nothing():
    """§ревок: the soloist scores as if he made it; the offender nothing for tricks; the other
    opponent scores his tricks as usual (R-F4)."""
    assert score(THREE, [deal(K, "8♦", {K: 6, D: 2, T: 2}, revoke=D)]) == {D: 0, K: 280, T: 20}


def test_R_F6_soloist_revoke_loses_even_if_made():
    assert score(THREE, [deal(K, "8♦", {K: 9, D: 1}, revoke=K)]) == {D: 10, K: -280, T: 0}


def test_R_F6_opponent_revoke_on_a_caught_misere_scores_it_as_made():
    assert score(THREE, [deal(D, "misere", {D: 2, K: 4, T: 4}, revoke=T)]) == {D: 250, K: 0, T: 0}


def test_R_F6_soloist_revoke_on_a_misere_is_caught():
    assert score(THREE, [deal(D, "misere", {K: 6, T: 4}, revoke=D)]) == {D: -250, K: 0, T: 0}


def test_R_F_M3_opponent_revoke_keeps_a_real_slam():
    assert score(THREE, [deal(K, "7♠", {K: 10}, revoke=D)])[K] == 250


def test_R_F_M4_revoke_when_all_passed_costs_the_offender_his_tricks():
    assert score(THREE, [{"tricks": {K: 3, D: 4, T: 3}, "revoke": D}]) == {D: 0, K: 30, T: 30}


# ---- the entry is checked ----------------------------------------------------------------
def test_tricks_must_add_up_to_ten():
    with pytest.raises(IllegalError, match="add up to 11"):
        play(THREE, [deal(K, "8♦", {K: 8, D: 1, T: 2})])
    with pytest.raises(IllegalError, match="add up to 8"):  # two left out: they took none
        play(THREE, [deal(K, "8♦", {K: 8})])


def test_R_F_M10_the_one_player_left_out_takes_the_rest():
    """Kabanov 8, Danilov 1: Toropov took the other 1 — 280 to the soloist, 10 to each opponent."""
    assert score(THREE, [deal(K, "8♦", {K: 8, D: 1})]) == {K: 280, D: 10, T: 10}


def test_R_F_M10_a_misere_needs_only_the_soloists_tricks():
    """§счет, R-F4: a caught misère gives each opponent 10 per trick of the soloist, so their own
    split is not needed: Danilov caught with 2 — −250 to him, 20 to each opponent."""
    assert score(THREE, [deal(D, "misere", {D: 2})]) == {D: -250, K: 20, T: 20}
    assert score(THREE, [deal(D, "misere", {D: 0})]) == {D: 250, K: 0, T: 0}


def test_R_F_M10_a_side_is_given_by_its_total():
    """Four players in pairs: "Anna/Vera" = 7 is the side's count, the other side's 3 follows —
    7♥ made is 200, the opponents 30 (§для четырех игроков, R-F-M2)."""
    assert score(FOUR, [deal("Anna", "7♥", {"Vera/Anna": 7})], teams=FOUR_TEAMS) == {
        "Anna/Vera": 200, "Boris/Gleb": 30}
    with pytest.raises(IllegalError, match="given twice"):
        play(FOUR, [deal("Anna", "7♥", {"Anna/Vera": 7, "Anna": 3})], teams=FOUR_TEAMS)


def test_tricks_name_players_of_the_table():
    from scorekeeper.errors import UnknownNameError

    with pytest.raises(UnknownNameError, match="did you mean 'Kabanov'"):
        play(THREE, [deal(K, "8♦", {"Kabanoff": 8, D: 1, T: 1})])


def test_bid_notation_is_checked():
    with pytest.raises(NotationError):
        play(THREE, [deal(K, "11♦", {K: 8, D: 1, T: 1})])
    with pytest.raises(NotationError):
        play(THREE, [deal(K, "5♦", {K: 8, D: 1, T: 1})])


def test_a_bidder_without_a_bid_is_refused():
    with pytest.raises(InvalidError, match="bidder, the bid and the tricks"):
        play(THREE, [{"bidder": K, "tricks": {K: 10}}])


def test_unknown_key_is_refused():
    with pytest.raises(InvalidError):
        play(THREE, [deal(K, "8♦", {K: 10}, whist=[D])])


def test_R_F2_auction_each_bid_overcalls_the_last():
    rep = play(THREE, [deal(K, "8♦", {K: 8, D: 1, T: 1}, auction=["misere", "8♦"])])
    assert rep.game.snapshot(rep.state)["score"][K] == 280
    with pytest.raises(IllegalError, match="does not overcall"):
        play(THREE, [deal(K, "8♠", {K: 8, D: 1, T: 1}, auction=["misere", "8♠"])])
    with pytest.raises(IllegalError, match="ends with"):
        play(THREE, [deal(K, "8♦", {K: 8, D: 1, T: 1}, auction=["misere", "8♥"])])


def test_R_F2_australian_auction_8_spades_over_misere():
    rep = play(THREE, [deal(K, "8♠", {K: 8, D: 1, T: 1}, auction=["misere", "8♠"])],
               rules="australian")
    assert rep.game.snapshot(rep.state)["score"][K] == 240


def test_every_step_cites_a_rule_and_explains_the_total():
    rep = play(THREE, [deal(K, "8♦", {K: 8, D: 1, T: 1}), {"tricks": {K: 3, D: 4, T: 3}},
                       deal(D, "misere", {D: 1, K: 9}, revoke=K)])
    total = {p: 0 for p in THREE}
    for e in rep.entries:
        for s in e.steps:
            assert s.rule, s
            if s.delta is not None:
                assert s.account == "score"
                total[s.player] += s.delta
    assert total == rep.game.snapshot(rep.state)["score"]
