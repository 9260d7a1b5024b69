"""R-F5 (002 §партия): +500 wins, −500 ends the game, several at 500 in one deal; and a new game.

Positions are set up with a manual ``points`` entry (R-F-M6), then one deal decides."""

from __future__ import annotations

import pytest

from five_hundred_helpers import FIVE, FOUR, FOUR_TEAMS, THREE, play
from scorekeeper.errors import AmbiguousError, IllegalError

D, K, T = THREE


def start(**pts):
    return {"points": pts, "note": "carried over from the last sheet"}


def result(rep):
    s = rep.game.settle(rep.state)
    return s.finished, s.winner


# ---- +500 --------------------------------------------------------------------------------
def test_R_F5_exactly_500_wins():
    rep = play(THREE, [start(Kabanov=360), {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 3}}])
    assert rep.game.snapshot(rep.state)["score"][K] == 500
    assert result(rep) == (True, K)


def test_R_F5_490_is_not_yet_a_win():
    rep = play(THREE, [start(Kabanov=350), {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 3}}])
    assert result(rep) == (False, None)


def test_R_F5_an_opponent_reaches_500_by_his_tricks():
    rep = play(THREE, [start(Danilov=480), {"bidder": K, "bid": "7♠", "tricks": {K: 6, D: 2, T: 2}}])
    assert result(rep) == (True, D)


def test_R_F5_soloist_counts_first():
    """§партия: "солист считает первым и выигрывает, если он тем самым достигает цели"."""
    rep = play(THREE, [start(Kabanov=400, Danilov=490),
                       {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 1, T: 2}}])
    assert rep.game.snapshot(rep.state)["score"] == {D: 500, K: 540, T: 20}
    assert result(rep) == (True, K)
    end, money, stake = rep.game.settle(rep.state).lines[-3:]
    assert "R-F5" in end.rule and money.rule.startswith("R-F-M11")
    assert stake.text.startswith("no stake agreed") and "-o stake=N" in stake.text


def test_R_F5_two_opponents_at_500_engine_asks_who_was_first():
    deals = [start(Danilov=480, Toropov=470), {"bidder": K, "bid": "8♠", "tricks": {K: 5, D: 2, T: 3}}]
    with pytest.raises(AmbiguousError, match="first_to_500"):
        play(THREE, deals)
    deals[1]["first_to_500"] = T
    assert result(play(THREE, deals)) == (True, T)
    deals[1]["first_to_500"] = D
    assert result(play(THREE, deals)) == (True, D)


def test_R_F5_first_to_500_is_refused_when_it_decides_nothing():
    with pytest.raises(IllegalError, match="decides nothing"):
        play(THREE, [start(Danilov=480), {"bidder": K, "bid": "7♠", "tricks": {K: 6, D: 2, T: 2},
                                          "first_to_500": D}])
    with pytest.raises(IllegalError, match="decides nothing"):  # the soloist counts first anyway
        play(THREE, [start(Kabanov=400, Danilov=490),
                     {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 1, T: 2}, "first_to_500": D}])


def test_R_F5_first_to_500_must_name_one_who_reached_it():
    with pytest.raises(IllegalError, match="did not reach 500"):
        play(THREE, [start(Danilov=480, Toropov=470, Kabanov=300),
                     {"bidder": K, "bid": "8♠", "tricks": {K: 5, D: 2, T: 3}, "first_to_500": K}])


def test_R_F5_all_passed_several_at_500_ask_too():
    deals = [start(Danilov=470, Toropov=480), {"tricks": {D: 4, T: 3, K: 3}}]
    with pytest.raises(AmbiguousError):
        play(THREE, deals)
    deals[1]["first_to_500"] = D
    assert result(play(THREE, deals)) == (True, D)


def test_R_F_M5_called_partner_counts_after_the_soloist_before_opponents():
    A, B, V, G, Da = FIVE
    rep = play(FIVE, [start(Gleb=440, Boris=490),
                      {"bidder": A, "bid": "6NT", "partner": G, "tricks": {A: 4, G: 3, B: 1, V: 2}}])
    # Gleb: 440 + 60 = 500; Boris: 490 + 10 = 500; Anna 120 — the partner counts first
    assert result(rep) == (True, G)


def test_R_F_M5_five_pairs_partners_win_together():
    A, B, V, G, Da = FIVE
    # the points entry stands for a deal (Anna dealt it); Boris deals next and sits out:
    # Vera & Dasha against Gleb & Anna
    rep = play(FIVE, [start(Vera=420, Dasha=440),
                      {"bidder": V, "bid": "6♦", "tricks": {V: 4, Da: 2, G: 2, A: 2}}],
               options={"five_handed": "pairs"})
    assert rep.game.snapshot(rep.state)["score"] == {A: 40, B: 0, V: 500, G: 40, Da: 520}  # side tricks 4 → 40 each
    assert result(rep) == (True, "Vera/Dasha")


# ---- −500 --------------------------------------------------------------------------------
def test_R_F5_exactly_minus_500_ends_the_game_highest_wins():
    rep = play(THREE, [start(Danilov=-250, Kabanov=120, Toropov=200),
                       {"bidder": D, "bid": "misere", "tricks": {D: 1, K: 9}}])
    assert rep.game.snapshot(rep.state)["score"] == {D: -500, K: 130, T: 210}
    assert result(rep) == (True, T)


def test_R_F5_minus_490_does_not_end_the_game():
    rep = play(THREE, [start(Danilov=-240), {"bidder": D, "bid": "misere", "tricks": {D: 1, K: 9}}])
    assert result(rep) == (False, None)


def test_R_F_M5_a_tie_for_the_highest_at_minus_500_is_a_draw():
    rep = play(THREE, [start(Danilov=-380, Kabanov=100, Toropov=100),
                       {"bidder": D, "bid": "6♥", "tricks": {D: 5, K: 3, T: 2}}])
    assert rep.game.snapshot(rep.state)["score"] == {D: -480, K: 130, T: 120}
    rep = play(THREE, [start(Danilov=-400, Kabanov=100, Toropov=110),
                       {"bidder": D, "bid": "6♥", "tricks": {D: 5, K: 3, T: 2}}])
    assert rep.game.snapshot(rep.state)["score"] == {D: -500, K: 130, T: 130}
    assert result(rep) == (True, None)
    assert "draw" in rep.game.settle(rep.state).lines[-3].text


def test_R_F5_sides_at_minus_500():
    A, B, V, G = FOUR
    rep = play(FOUR, [start(Anna=-380), {"bidder": A, "bid": "7♠", "tricks": {A: 3, V: 3, B: 4}}],
               teams=FOUR_TEAMS)
    assert rep.game.snapshot(rep.state)["score"] == {"Anna/Vera": -520, "Boris/Gleb": 40}
    assert result(rep) == (True, "Boris/Gleb")


def test_R_F_M7_penalty_can_end_the_game():
    rep = play(THREE, [start(Danilov=-450), {"penalty": {D: -50}, "note": "misdeal"}])
    assert result(rep) == (True, None)  # Kabanov and Toropov tie on 0: a draw (R-F-M5)
    rep = play(THREE, [start(Danilov=-450, Kabanov=30), {"penalty": {D: -50}, "note": "misdeal"}])
    assert result(rep) == (True, K)


# ---- after a won game --------------------------------------------------------------------
WON = [start(Kabanov=360), {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 3}}]


def test_R_F_M1_no_deal_after_a_won_game():
    with pytest.raises(IllegalError, match="game is over"):
        play(THREE, WON + [{"tricks": {D: 4, K: 3, T: 3}}])


def test_R_F_M1_no_penalty_after_a_won_game():
    with pytest.raises(IllegalError, match="game is over"):
        play(THREE, WON + [{"penalty": {D: -10}, "note": "late"}])


def test_R_F_M1_new_game_resets_the_score_and_keeps_the_first():
    rep = play(THREE, WON + [{"new_game": True}, {"tricks": {D: 4, K: 3, T: 3}}])
    snap = rep.game.snapshot(rep.state)
    assert snap["score"] == {D: 40, K: 30, T: 30}
    assert snap["game_number"] == 2
    assert snap["games"] == [{"game": 1, "winner": K, "score": {D: 30, K: 500, T: 0}}]
    s = rep.game.settle(rep.state)
    assert (s.finished, s.winner) == (False, None)
    assert s.lines[0].text.startswith("game 1: Kabanov won")


def test_R_F_M1_new_game_on_the_first_deal_of_the_next():
    rep = play(THREE, WON + [{"new_game": True, "tricks": {D: 4, K: 3, T: 3}}])
    assert rep.game.snapshot(rep.state)["score"] == {D: 40, K: 30, T: 30}


def test_R_F_M1_new_game_refused_while_a_game_is_on():
    with pytest.raises(IllegalError, match="not over"):
        play(THREE, [{"tricks": {D: 4, K: 3, T: 3}}, {"new_game": True}])


def test_R_F_M1_new_game_marker_does_not_pass_the_deal():
    rep = play(THREE, WON + [{"new_game": True}, {"tricks": {D: 4, K: 3, T: 3}}])
    assert [e.dealer for e in rep.entries if e.deal.kind != "new_game"] == [D, K, T]


def test_R_F_M6_points_entry_needs_a_note():
    with pytest.raises(IllegalError, match="note"):
        play(THREE, [{"points": {D: 40}}])


def test_R_F_M6_points_entry_by_side_name_or_member():
    A, B, V, G = FOUR
    rep = play(FOUR, [{"points": {"Anna/Vera": 40, "Gleb": 20}, "note": "from the paper sheet"}],
               teams=FOUR_TEAMS)
    assert rep.game.snapshot(rep.state)["score"] == {"Anna/Vera": 40, "Boris/Gleb": 20}
