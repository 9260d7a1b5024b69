"""R-T3: the house rules after the text's break, each an option off by default (R-T-M4…R-T-M9),
and the project's own rulings on settlement, manual points, penalties and new games
(R-T-M1…R-T-M3, R-T-M12).  Every total is worked out by hand in the test's comments."""

from __future__ import annotations

import pytest

from scorekeeper.errors import IllegalError
from scorekeeper.games.thousand.options import OPTIONS, PRESETS
from thousand_helpers import FOUR, THREE, deltas, first_deal, play, refusal


def _pts(totals, note="carried over from the paper sheet"):
    return {"points": totals, "note": note}


def test_r_t3_every_house_rule_is_off_in_book_1991_and_says_it_is_not_in_the_text():
    for name in ("barrel", "bolts", "zero_555", "win_on_own_contract", "golden_round", "dark_bid"):
        assert OPTIONS[name].default is False and name not in PRESETS["book-1991"].values
        assert "Not in the text" in OPTIONS[name].meaning
        assert OPTIONS[name].source.startswith("R-T3")
    assert "not in the text" in OPTIONS["give_up_cost"].meaning


def test_r_t3_house_rules_off_nothing_happens_at_880_555_or_on_bolts():
    # Vera at 535 writes 20 → 555 stays; Boris at 860 writes 20 → 880, no barrel; zeros no bolts
    deals = [_pts({"Vera": 535, "Boris": 860}),
             {"bidder": "Gleb", "bid": 110, "prikup": ["9♠", "9♣", "9♦"],
              "taken": {"Gleb": 80, "Vera": 20, "Anna": 20}, "marriages": {"Gleb": ["♠"]}}]
    rep = play(FOUR, deals)
    assert rep.state.score == {"Anna": 20, "Boris": 860, "Vera": 555, "Gleb": 110}
    assert rep.state.barrel == {} and rep.state.bolts == {}


# ---- the barrel (R-T-M4) ----------------------------------------------------------------------
BARREL = {"barrel": True}


def _barrel_evening(last):
    """Three players. 1: Boris 850 by hand. 2 (Boris deals, Vera opens): Vera 100 with 80 + ♠ 40,
    Boris 40 → 890: on the barrel at 880. 3 (Vera deals): Anna 100 with 60 + ♣ 60; Boris's 60 is
    not written (deal 1 on the barrel)."""
    return [_pts({"Boris": 850}),
            {"bidder": "Vera", "bid": 100, "taken": {"Vera": 80, "Boris": 40},
             "marriages": {"Vera": ["♠"]}},
            {"bidder": "Anna", "bid": 100, "taken": {"Anna": 60, "Boris": 60},
             "marriages": {"Anna": ["♣"]}},
            *last]


def test_r_t_m4_barrel_seat_at_880_and_frozen_as_opponent():
    rep = play(THREE, _barrel_evening([]), options=BARREL)
    assert deltas(rep, 2) == {"Vera": 100, "Boris": 30, "Anna": 0}  # +40, then −10 to sit at 880
    assert deltas(rep, 3) == {"Anna": 100, "Boris": 0, "Vera": 0}
    assert rep.state.score == {"Anna": 100, "Boris": 880, "Vera": 100}
    assert rep.state.barrel == {"Boris": 1}


def test_r_t_m4_barrel_three_deals_then_minus_120():
    # 4 (Anna deals, Boris opens): Boris 100 made with 110 — 980 is short of 1000: not written;
    #   Anna 5 → 10, Vera 5 → 10.  5 (Boris deals, Vera opens): Vera 110 with 70 + ♥; Anna 30;
    #   Boris's 20 not written; his third deal on the barrel: −120 → 760.
    last = [{"bidder": "Boris", "bid": 100, "taken": {"Boris": 110, "Anna": 5, "Vera": 5}},
            {"bidder": "Vera", "bid": 110, "taken": {"Vera": 70, "Anna": 30, "Boris": 20},
             "marriages": {"Vera": ["♥"]}}]
    rep = play(THREE, _barrel_evening(last), options=BARREL)
    assert deltas(rep, 4) == {"Boris": 0, "Anna": 10, "Vera": 10}
    assert deltas(rep, 5) == {"Vera": 110, "Anna": 30, "Boris": -120}
    assert rep.state.score == {"Anna": 140, "Boris": 760, "Vera": 220}
    assert rep.state.barrel == {}


def test_r_t_m4_barrel_finished_on_his_own_bid():
    # 4 (Anna deals, Boris opens): Boris 120 with 100 + ♦ 80: 880 + 120 = 1000, he wins
    last = [{"bidder": "Boris", "bid": 120, "taken": {"Boris": 100, "Anna": 10, "Vera": 10},
             "marriages": {"Boris": ["♦"]}}]
    rep = play(THREE, _barrel_evening(last), options=BARREL)
    assert rep.state.score["Boris"] == 1000 and rep.state.winner == "Boris"


def test_r_t_m4_barrel_a_failed_bid_is_written_and_ends_the_sitting():
    last = [{"bidder": "Boris", "bid": 150, "taken": {"Boris": 100, "Anna": 10, "Vera": 10}}]
    rep = play(THREE, _barrel_evening(last), options=BARREL)
    assert rep.state.score["Boris"] == 730 and rep.state.barrel == {}


# ---- bolts (R-T-M5) ------------------------------------------------------------------------------
def test_r_t_m5_every_third_bolt_costs_120_and_the_dealer_gets_none():
    # Gleb writes nothing in three deals (taken 0); Anna, Boris, Vera deal in turn.  Deal 4 Gleb
    # deals and sits out: no bolt for him although he writes 0 (prikup of nines).
    nines = ["9♠", "9♣", "9♦"]
    deals = [first_deal(taken={"Boris": 90, "Vera": 30, "Gleb": 0}),          # Anna deals
             {"bidder": "Vera", "bid": 100, "prikup": nines, "taken": {"Vera": 100, "Anna": 20}},
             {"bidder": "Anna", "bid": 110, "prikup": nines, "taken": {"Anna": 110, "Boris": 10}},
             {"bidder": "Anna", "bid": 100, "prikup": nines, "taken": {"Anna": 100, "Boris": 20}}]
    rep = play(FOUR, deals, options={"bolts": True})
    assert [deltas(rep, n)["Gleb"] for n in (1, 2, 3, 4)] == [0, 0, -120, 0]
    assert rep.state.bolts["Gleb"] == 3
    # deal 4: Vera writes 0 in play (her first bolt); Boris 20
    assert rep.state.bolts["Vera"] == 1


def test_r_t_m5_a_give_up_at_no_cost_is_a_bolt():
    rep = play(THREE, [{"bidder": "Boris", "bid": 100, "gave_up": True}], options={"bolts": True})
    assert rep.state.bolts == {"Boris": 1}


# ---- 555 (R-T-M6) ------------------------------------------------------------------------------
def test_r_t_m6_exactly_555_goes_to_zero():
    deals = [_pts({"Vera": 535, "Gleb": 545}),
             {"bidder": "Gleb", "bid": 110, "prikup": ["9♠", "9♣", "9♦"],
              "taken": {"Gleb": 80, "Vera": 20, "Anna": 20}, "marriages": {"Gleb": ["♠"]}}]
    rep = play(FOUR, deals, options={"zero_555": True})
    # Vera 535 + 20 = 555 → 0; Gleb 545 + 110 = 655 stays
    assert rep.state.score == {"Anna": 20, "Boris": 0, "Vera": 0, "Gleb": 655}


# ---- won on one's own contract (R-T-M7) -----------------------------------------------------------
def test_r_t_m7_past_1000_as_an_opponent_does_not_end_the_game():
    own = {"win_on_own_contract": True}
    nines = ["9♠", "9♣", "9♦"]
    deals = [_pts({"Vera": 990}),
             {"bidder": "Gleb", "bid": 110, "prikup": nines,  # Boris deals; Vera opens
              "taken": {"Gleb": 80, "Vera": 20, "Anna": 20}, "marriages": {"Gleb": ["♠"]}}]
    rep = play(FOUR, deals, options=own)
    assert rep.state.score["Vera"] == 1010 and not rep.finished
    deals.append({"bidder": "Anna", "bid": 110, "prikup": nines,  # Vera deals; Gleb opens
                  "taken": {"Anna": 110, "Gleb": 5, "Boris": 5}})
    assert not play(FOUR, deals, options=own).finished  # Anna at 130: nobody won on his contract
    deals.append({"bidder": "Vera", "bid": 120, "prikup": nines,  # Gleb deals; Anna opens
                  "taken": {"Vera": 120}})
    rep = play(FOUR, deals, options=own)
    assert rep.state.winner == "Vera" and rep.state.score["Vera"] == 1130


# ---- the golden round (R-T-M8) ---------------------------------------------------------------------
def test_r_t_m8_the_first_round_counts_double_the_prikup_too():
    kk = ["K♠", "K♣", "J♦"]  # 60 for the dealer
    deals = [first_deal(prikup=kk, bid=100, taken={"Boris": 100, "Vera": 15, "Gleb": 5})]
    deals += [{"bidder": p, "bid": 120, "prikup": kk, "taken": {p: 120}}
              for p in ("Vera", "Gleb", "Anna", "Boris")]
    rep = play(FOUR, deals, options={"golden_round": True})
    # deal 1 (Anna deals): Anna 60 × 2, Boris 100 × 2, Vera 15 → 20 × 2, Gleb 5 → 10 × 2;
    # deals 2–4 doubled too (Gleb deals deal 4: his prikup 60 × 2); deal 5 (Anna deals) is not
    assert deltas(rep, 1) == {"Anna": 120, "Boris": 200, "Vera": 40, "Gleb": 20}
    assert deltas(rep, 4) == {"Gleb": 120, "Anna": 240, "Boris": 0, "Vera": 0}
    assert deltas(rep, 5) == {"Anna": 60, "Boris": 120, "Vera": 0, "Gleb": 0}


# ---- the dark bid (R-T-M9) --------------------------------------------------------------------------
@pytest.mark.parametrize("taken,written", [(120, 240), (100, -240)])
def test_r_t_m9_a_dark_bid_wins_or_loses_double(taken, written):
    deal = first_deal(dark=True, taken={"Boris": taken, "Vera": 120 - taken})
    assert deltas(play(FOUR, [deal], options={"dark_bid": True}), 1)["Boris"] == written


def test_r_t_m9_a_dark_give_up_is_not_doubled():
    deal = first_deal(dark=True, gave_up=True, taken=None)
    d = deltas(play(FOUR, [deal], options={"dark_bid": True, "give_up_cost": "bid"}), 1)
    assert d == {"Anna": 0, "Boris": -120, "Vera": 60, "Gleb": 60}


# ---- settlement (R-T-M1) -----------------------------------------------------------------------------
def test_r_t_m1_settle_against_the_average_is_zero_sum():
    rep = play(FOUR, [first_deal(taken={"Boris": 90, "Vera": 20, "Gleb": 10},
                                 marriages={"Boris": ["♣"]})])
    # Anna 0, Boris 120, Vera 20, Gleb 10: average 37.5
    s = rep.game.settle(rep.state)
    assert s.balance == {"Anna": -37.5, "Boris": 82.5, "Vera": -17.5, "Gleb": -27.5}
    assert s.unit == "point" and not s.finished


def test_r_t_m1_settle_against_the_stake_the_winner_collects_from_each():
    rep = play(FOUR, [_pts({"Boris": 1000})], options={"stake": 5})
    s = rep.game.settle(rep.state)
    assert (s.unit, s.winner) == ("stake", "Boris")
    assert s.balance == {"Anna": -5, "Boris": 15, "Vera": -5, "Gleb": -5}


def test_r_t_m1_never_both_sides_win():
    rep = play(THREE, [{"bidder": "Boris", "bid": 110, "gave_up": True}])
    # raw totals Anna 60, Boris 0, Vera 60 are all ≥ 0; the balance is not
    s = rep.game.settle(rep.state)
    assert s.balance == {"Anna": 20, "Boris": -40, "Vera": 20} and sum(s.balance.values()) == 0


def test_r_t_m1_a_drawn_game_pays_no_stake():
    rep = play(FOUR, [_pts({"Boris": 1000, "Vera": 1000})], options={"stake": 5})
    s = rep.game.settle(rep.state)
    assert s.finished and s.winner is None and set(s.balance.values()) == {0}


# ---- points, penalties, new games (R-T-M2, R-T-M3, R-T-M12) ------------------------------------------
def test_r_t_m2_a_points_entry_needs_its_note():
    err = refusal(FOUR, [{"points": {"Boris": 100}}])
    assert isinstance(err, IllegalError) and err.key == "note"


def test_r_t_m3_a_penalty_that_reaches_1000_ends_the_game():
    from scorekeeper.core.replay import replay
    from scorekeeper.session.model import parse_session
    from thousand_helpers import session_text

    text = session_text(FOUR, []).replace("deal = []", "")
    text += ('\n[[deal]]\npoints = { Vera = 960 }\nnote = "carried over"\n'
             '\n[[deal]]\npenalty = { Vera = 40 }\nnote = "a revoke, by the table"\n')
    rep = replay(parse_session(text))
    assert rep.finished and rep.state.winner == "Vera"


def test_r_t_m12_new_game_after_the_end_and_only_then():
    # entry 1 Anna deals; the new game is no deal; entry 3 Boris deals and Vera opens
    deals = [_pts({"Boris": 1000}), {"new_game": True},
             {"bidder": "Vera", "bid": 120, "prikup": ["9♠", "9♣", "9♦"], "taken": {"Vera": 120}}]
    rep = play(FOUR, deals)
    assert rep.state.game == 2 and rep.state.score["Boris"] == 0
    assert rep.game.snapshot(rep.state)["games"][0]["winner"] == "Boris"
    err = refusal(FOUR, [{"new_game": True}])
    assert err.key == "new_game"
