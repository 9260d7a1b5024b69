"""R-T11 and the project's R-T-M10, R-T-M11, R-T-M13: what a Thousand sheet may not say.  Every
refusal names the key and the rule, and no bad input ends in a traceback.

Four players: Anna deals deal 1 and sits out; Boris, the next, opens the auction.
"""

from __future__ import annotations

import pytest

from scorekeeper.errors import IllegalError, InvalidError, ScorekeeperError
from thousand_helpers import FOUR, THREE, TWO, first_deal, play, refusal


def _refused(players, deal, key, rule, kind=IllegalError, **kw):
    err = refusal(players, [deal], **kw)
    assert isinstance(err, kind), err.describe()
    assert err.key == key, err.describe()
    assert rule in (err.expected or ""), err.describe()
    return err


def test_r_t11_the_sitting_out_dealer_cannot_bid():
    _refused(FOUR, first_deal(bidder="Anna", taken={"Anna": 60, "Vera": 30, "Gleb": 30}),
             "bidder", "R-T1")


def test_r_t11_the_sitting_out_dealer_takes_no_tricks():
    _refused(FOUR, first_deal(taken={"Boris": 60, "Vera": 30, "Anna": 30}), "taken.Anna", "R-T11")


def test_r_t11_the_sitting_out_dealer_declares_no_marriage():
    _refused(FOUR, first_deal(marriages={"Anna": ["♥"]}), "marriages.Anna", "R-T11")


def test_r_t11_a_suit_declared_twice_in_a_deal():
    _refused(FOUR, first_deal(marriages={"Boris": ["♦"], "Vera": ["♦"]}), "marriages.Vera.0", "R-T11")
    _refused(FOUR, first_deal(marriages={"Boris": ["♦", "б"]}), "marriages.Boris.1", "R-T11")


def test_r_t11_a_marriage_whose_king_went_to_the_bidder_with_the_prikup():
    err = _refused(FOUR, first_deal(prikup=["K♥", "9♣", "9♦"], marriages={"Vera": ["♥"]}),
                   "marriages.Vera.0", "R-T11")
    assert "K♥" in err.message and "Boris" in err.message


def test_r_t11_the_bidder_may_declare_the_marriage_the_prikup_completed():
    rep = play(FOUR, [first_deal(prikup=["K♥", "9♣", "9♦"], marriages={"Boris": ["♥"]})])
    assert rep.state.score["Boris"] == 120


def test_r_t11_raised_from_above_the_bid():
    _refused(FOUR, first_deal(bid=120, raised_from=130), "raised_from", "R-T4")


@pytest.mark.parametrize("bid,rule", [(90, "«Сто»"), (125, "10 очков"), (0, "«Сто»")])
def test_r_t11_a_bid_under_100_or_not_in_tens(bid, rule):
    _refused(FOUR, first_deal(bid=bid), "bid", rule)


def test_r_t11_raised_from_under_100_or_not_in_tens():
    _refused(FOUR, first_deal(bid=150, raised_from=105), "raised_from", "10 очков")


@pytest.mark.parametrize("key,value", [("taken", {"Boris": 60, "Vera": 30, "Gleb": 30}),
                                       ("marriages", {"Boris": ["♦"]})])
def test_r_t11_gave_up_with_taken_or_marriages(key, value):
    deal = first_deal(gave_up=True, taken=None)
    deal[key] = value
    _refused(FOUR, deal, key, "R-T11")


def test_r_t11_taken_above_120_in_total():
    _refused(FOUR, first_deal(taken={"Boris": 80, "Vera": 30, "Gleb": 30}), "taken", "R-T11")
    _refused(TWO, {"bidder": "Boris", "bid": 100, "taken": {"Boris": 100, "Anna": 30}}, "taken", "R-T9")


def test_r_t_m13_with_three_or_four_taken_adds_up_to_exactly_120():
    err = _refused(FOUR, first_deal(taken={"Boris": 60, "Vera": 30, "Gleb": 20}), "taken", "R-T-M13")
    assert "110" in err.message
    _refused(THREE, {"bidder": "Boris", "bid": 100, "taken": {"Boris": 100}}, "taken", "R-T-M13")


def test_r_t_m13_a_single_player_over_120():
    _refused(TWO, {"bidder": "Boris", "bid": 100, "taken": {"Boris": 130}}, "taken.Boris", "120")


def test_r_t_m11_only_the_opener_wins_at_100():
    # Anna deals; Boris opens. Vera cannot win the auction at 100 …
    err = _refused(FOUR, first_deal(bidder="Vera", bid=100,
                                    taken={"Boris": 30, "Vera": 60, "Gleb": 30}), "bid", "R-T-M11")
    assert "Boris" in err.message
    # … nor at 100 raised to 140 afterwards
    _refused(FOUR, first_deal(bidder="Vera", bid=140, raised_from=100,
                              taken={"Boris": 30, "Vera": 60, "Gleb": 30}), "raised_from", "R-T-M11")
    # with two the non-dealer opens (R-T9): Anna deals, so Anna cannot win at 100
    _refused(TWO, {"bidder": "Anna", "bid": 100, "taken": {"Anna": 100}}, "bid", "R-T9")


def test_r_t_m10_a_prikup_is_three_different_cards():
    _refused(FOUR, first_deal(prikup=["9♠", "9♣"]), "prikup", "§ТЫСЯЧА")
    _refused(TWO, {"bidder": "Boris", "bid": 100, "prikup": ["9♠", "9♣", "9♦", "9♥"],
                   "taken": {"Boris": 100}}, "prikup", "R-T-M10")
    _refused(FOUR, first_deal(prikup=["9♠", "9♠", "9♦"]), "prikup.1", "24 карт")


def test_four_players_must_record_the_prikup():
    _refused(FOUR, first_deal(prikup=None), "prikup", "§ТЫСЯЧА")


def test_a_played_deal_records_taken():
    _refused(FOUR, first_deal(taken=None), "taken", "gave_up")


@pytest.mark.parametrize("card", ["8♠", "Jk", "T♠", "11♥", "", 7])
def test_cards_outside_the_24_card_pack_are_refused_by_notation(card):
    err = refusal(FOUR, [first_deal(prikup=["9♠", "9♣", card])])
    assert isinstance(err, InvalidError) and err.key == "prikup.2", err.describe()


@pytest.mark.parametrize("deal,key", [
    (first_deal(bid="120"), "bid"),
    (first_deal(taken={"Boris": "sixty"}), "taken.Boris"),
    (first_deal(marriages={"Boris": ["NT"]}), "marriages.Boris.0"),
    (first_deal(marriages="♦"), "marriages"),
    (first_deal(bidder="Zoya"), "bidder"),
    (first_deal(taken={"Zoya": 120}), "taken.Zoya"),
    (first_deal(tricks={"Boris": 5}), "tricks"),
])
def test_bad_input_is_refused_naming_the_key(deal, key):
    err = refusal(FOUR, [deal])
    assert isinstance(err, ScorekeeperError)
    assert err.key == key or (err.key or "").startswith(key), err.describe()


def test_r_t_m9_dark_is_refused_unless_the_option_is_on():
    _refused(FOUR, first_deal(dark=True), "dark", "R-T-M9")


@pytest.mark.parametrize("n", [1, 5])
def test_seats_two_to_four(n):
    from scorekeeper.errors import IllegalError as Ill

    names = ["Anna", "Boris", "Vera", "Gleb", "Dasha"][:n]
    with pytest.raises(Ill):
        play(names, [])


def test_verify_never_changes_the_state():
    from scorekeeper.core.engine import DealContext
    from scorekeeper.games.thousand.deal import ThousandDeal

    rep = play(FOUR, [first_deal()])
    before = rep.game.snapshot(rep.state)
    deal = ThousandDeal.model_validate({"bidder": "Vera", "bid": 130, "prikup": ["9♠", "9♣", "9♦"],
                                        "taken": {"Vera": 60, "Gleb": 30, "Anna": 30}})
    ctx = DealContext(rep.table, 2, "Boris", 1)
    rep.game.plan(rep.state, deal, ctx)
    assert rep.game.snapshot(rep.state) == before and ctx.steps == []
