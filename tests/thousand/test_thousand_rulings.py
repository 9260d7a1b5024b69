"""The rulings R-T2…R-T10 and the options over them, each value worked out by hand from the text.

Four players unless said otherwise: Anna deals the first deal and sits out, Boris opens.
"""

from __future__ import annotations

import pytest

from scorekeeper.games.thousand import scoring
from scorekeeper.notation import Suit
from thousand_helpers import FOUR, THREE, TWO, deltas, first_deal, play, score

BOOK = {"rounding": "10-half-up", "declarer_scores": "bid", "give_up_cost": "none"}


# ---- R-T2 rounding ------------------------------------------------------------------------
@pytest.mark.parametrize("raw,written", [(95, 100), (94, 90), (5, 10), (4, 0), (15, 20), (0, 0),
                                         (120, 120), (65, 70), (61, 60)])
def test_r_t2_rounding_to_tens_five_up(raw, written):
    assert scoring.round_points(raw, BOOK) == written


@pytest.mark.parametrize("raw,written", [(47, 45), (48, 50), (2, 0), (3, 5), (55, 55), (94, 95)])
def test_r_t2_option_rounding_5_to_the_nearest_five(raw, written):
    assert scoring.round_points(raw, {**BOOK, "rounding": "5"}) == written


def test_r_t2_opponents_points_are_rounded_in_a_deal():
    # Boris 120 made with 70; Vera 25 → 30, Gleb 25 → 30
    rep = play(FOUR, [first_deal(taken={"Boris": 70, "Vera": 25, "Gleb": 25}, bid=100)])
    assert deltas(rep, 1) == {"Anna": 0, "Boris": -100, "Vera": 30, "Gleb": 30}


# ---- R-T4 what a made bid writes ------------------------------------------------------------
def test_r_t4_a_made_bid_writes_the_bid_not_the_points():
    # 100 taken + ♥ 100 = 200 ≥ 120: Boris writes 120, not 200
    d = deltas(play(FOUR, [first_deal(taken={"Boris": 100, "Vera": 10, "Gleb": 10},
                                      marriages={"Boris": ["♥"]})]), 1)
    assert d["Boris"] == 120


def test_r_t4_a_raised_bid_writes_the_raised_one():
    d = deltas(play(FOUR, [first_deal(bid=150, raised_from=100,
                                      taken={"Boris": 100, "Vera": 10, "Gleb": 10},
                                      marriages={"Boris": ["♣"]})]), 1)
    assert d["Boris"] == 150


def test_r_t4_option_declarer_scores_points():
    # 96 → 100, plus ♣ 60: 160 written for a bid of 120
    d = deltas(play(FOUR, [first_deal(taken={"Boris": 96, "Vera": 14, "Gleb": 10},
                                      marriages={"Boris": ["♣"]})],
                    options={"declarer_scores": "points"}), 1)
    assert d == {"Anna": 0, "Boris": 160, "Vera": 10, "Gleb": 10}


# ---- R-T5 compared before rounding ------------------------------------------------------------
def test_r_t5_119_fails_120():
    assert not scoring.is_made(120, 79, [Suit.SPADES])
    d = deltas(play(FOUR, [first_deal(taken={"Boris": 79, "Vera": 21, "Gleb": 20},
                                      marriages={"Boris": ["♠"]})]), 1)
    assert d["Boris"] == -120


def test_r_t5_95_fails_100_although_it_rounds_to_100():
    assert not scoring.is_made(100, 95, [])
    assert scoring.bidder_score(100, 95, [], BOOK).points == -100
    assert scoring.is_made(100, 100, [])


# ---- R-T6 marriages ---------------------------------------------------------------------------
def test_r_t6_marriages_count_toward_the_bid_and_score_for_opponents():
    # Boris 40 + ♦ 80 = 120 makes 120; Vera 50 → 50 plus ♣ 60; Gleb 30
    d = deltas(play(FOUR, [first_deal(taken={"Boris": 40, "Vera": 50, "Gleb": 30},
                                      marriages={"Boris": ["♦"], "Vera": ["♣"]})]), 1)
    assert d == {"Anna": 0, "Boris": 120, "Vera": 110, "Gleb": 30}


def test_r_t6_a_failed_bidder_writes_only_minus_the_bid():
    d = deltas(play(FOUR, [first_deal(bid=200, taken={"Boris": 80, "Vera": 20, "Gleb": 20},
                                      marriages={"Boris": ["♠"]})]), 1)
    assert d["Boris"] == -200


# ---- R-T7 giving up ---------------------------------------------------------------------------
def test_r_t7_give_up_each_opponent_60_the_dealer_keeps_the_prikup():
    # prikup K♥ Q♥ A♠ = 54 + 53 + 11 = 118 → 120 for Anna, who deals and sits out
    deal = first_deal(prikup=["K♥", "Q♥", "A♠"], taken=None, gave_up=True)
    assert deltas(play(FOUR, [deal]), 1) == {"Anna": 120, "Boris": 0, "Vera": 60, "Gleb": 60}


def test_r_t7_option_give_up_cost_bid():
    deal = first_deal(taken=None, gave_up=True, bid=130)
    d = deltas(play(FOUR, [deal], options={"give_up_cost": "bid"}), 1)
    assert d == {"Anna": 0, "Boris": -130, "Vera": 60, "Gleb": 60}


def test_r_t7_give_up_with_three_pays_both_opponents():
    deal = {"bidder": "Boris", "bid": 110, "gave_up": True}
    assert score(THREE, [deal]) == {"Anna": 60, "Boris": 0, "Vera": 60}


# ---- R-T8 the dealer's prikup -------------------------------------------------------------------
def test_r_t8_the_prikup_is_rounded_like_trick_points():
    # K♠ K♣ J♦ = 24 + 34 + 2 = 60; Q♠ J♣ 9♦ = 23 + 2 + 0 = 25 → 30; Q♦ 9♠ 9♣ = 43 → 40
    assert scoring.prikup_score([_c("K♠"), _c("K♣"), _c("J♦")], BOOK).points == 60
    assert scoring.prikup_score([_c("Q♠"), _c("J♣"), _c("9♦")], BOOK).points == 30
    assert scoring.prikup_score([_c("Q♦"), _c("9♠"), _c("9♣")], BOOK).points == 40
    d = deltas(play(FOUR, [first_deal(prikup=["Q♠", "J♣", "9♦"])]), 1)
    assert d["Anna"] == 30


def test_r_t8_with_rounding_5_the_prikup_rounds_to_five():
    assert scoring.prikup_score([_c("Q♠"), _c("J♣"), _c("9♦")], {**BOOK, "rounding": "5"}).points == 25


# ---- R-T9 two players, R-T11 three -----------------------------------------------------------
def test_r_t9_two_players_nobody_scores_the_prikup_taken_at_most_120():
    deal = {"bidder": "Boris", "bid": 100, "prikup": ["K♠", "K♣", "J♦"],
            "taken": {"Boris": 100, "Anna": 15}}
    # 100 + 15 = 115: four cards' points stayed out of play; Anna 15 → 20
    assert score(TWO, [deal]) == {"Anna": 20, "Boris": 100}


def test_r_t9_two_players_give_up_pays_the_one_opponent_60():
    assert score(TWO, [{"bidder": "Boris", "bid": 120, "gave_up": True}]) == {"Anna": 60, "Boris": 0}


def test_r_t11_three_players_everyone_plays_nobody_scores_the_prikup():
    deal = {"bidder": "Boris", "bid": 110, "prikup": ["K♥", "Q♥", "A♠"],
            "taken": {"Boris": 75, "Anna": 25, "Vera": 20}, "marriages": {"Boris": ["♥"]}}
    # Anna deals and plays: 25 → 30; Boris 175 ≥ 110 → 110; Vera 20
    assert score(THREE, [deal]) == {"Anna": 30, "Boris": 110, "Vera": 20}


# ---- R-T10 the end ------------------------------------------------------------------------------
def _near(totals):
    return {"points": totals, "note": "carried over from the paper sheet"}


def test_r_t10_reaching_1000_by_any_points_ends_the_game():
    # Vera at 980 writes 20 as an opponent: 1000 ends it, although she did not bid
    rep = play(FOUR, [_near({"Vera": 980}), {"bidder": "Vera", "bid": 110, "prikup": ["9♠", "9♣", "9♦"],
                                            "taken": {"Vera": 20, "Gleb": 60, "Anna": 40}}])
    # entry 2: Boris deals; Vera short (−110), Gleb 60, Anna 40: nobody at 1000
    assert not rep.finished
    rep = play(FOUR, [_near({"Vera": 980}), {"bidder": "Gleb", "bid": 110, "prikup": ["9♠", "9♣", "9♦"],
                                            "taken": {"Gleb": 80, "Vera": 20, "Anna": 20}}])
    s = rep.game.settle(rep.state)
    assert (s.finished, s.winner) == (True, "Vera")


def test_r_t10_several_reach_1000_the_bidder_first():
    # Gleb bids 120 and makes it with 90 + ♠ 40: 1000; Vera reaches 1020 as an opponent
    rep = play(FOUR, [_near({"Vera": 990, "Gleb": 880}),
                      {"bidder": "Gleb", "bid": 120, "prikup": ["9♠", "9♣", "9♦"],
                       "taken": {"Gleb": 90, "Vera": 30, "Anna": 0}, "marriages": {"Gleb": ["♠"]}}])
    assert rep.state.score["Vera"] == 1020 and rep.state.score["Gleb"] == 1000
    assert rep.state.winner == "Gleb"


def test_r_t10_several_reach_1000_without_the_bidder_the_highest_total():
    rep = play(FOUR, [_near({"Vera": 990, "Gleb": 980}),
                      {"bidder": "Anna", "bid": 110, "prikup": ["9♠", "9♣", "9♦"],
                       "taken": {"Anna": 60, "Vera": 40, "Gleb": 20}}])
    assert rep.state.score == {"Anna": -110, "Boris": 0, "Vera": 1030, "Gleb": 1000}
    assert rep.state.winner == "Vera"


def test_r_t10_a_tie_on_the_highest_total_is_a_draw():
    rep = play(FOUR, [_near({"Vera": 990, "Gleb": 990}),
                      {"bidder": "Anna", "bid": 110, "prikup": ["9♠", "9♣", "9♦"],
                       "taken": {"Anna": 100, "Vera": 10, "Gleb": 10}}])
    s = rep.game.settle(rep.state)
    assert (s.finished, s.winner) == (True, None)


def test_r_t10_no_deal_after_the_end():
    from scorekeeper.errors import IllegalError

    deals = [_near({"Boris": 1000}), first_deal()]
    with pytest.raises(IllegalError):
        play(FOUR, deals)


def _c(text):
    from scorekeeper.notation import parse_card

    return parse_card(text)
