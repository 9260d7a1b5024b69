"""R-O11 and the project's rulings: every refusal names the key and the rule it comes from."""

from __future__ import annotations

import pytest

from order_poker_helpers import FOUR, THREE, order, play, score
from scorekeeper.errors import IllegalError, InvalidError, NotationError, ScorekeeperError

A, B, V, G = FOUR


def refused(players, deals, kind=IllegalError, **kw) -> ScorekeeperError:
    with pytest.raises(kind) as err:
        play(players, deals, **kw)
    return err.value


# ---- R-O11 ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [["Anna", "Boris"], [f"P{i}" for i in range(7)]])
def test_r_o11_fewer_than_three_or_more_than_six_players(players):
    err = refused(players, [])
    assert err.key == "players" and "R-O11" in err.describe()


def test_r_o11_three_and_six_players_are_accepted():
    six = [f"P{i}" for i in range(6)]
    assert score(six, [{"robot": "none", "hands": {"P0": "pair"}}])["P0"] == -1


def test_r_o11_repeated_order():
    err = refused(THREE, [order(A, ["three", "pair", "тройка"], {A: "three"})])
    assert err.key == "orders.2" and "R-O11" in err.describe() and "already ordered" in err.message


def test_r_o11_order_of_none():
    err = refused(THREE, [order(A, ["pair", "нет комбинации"], {A: "pair"})])
    assert err.key == "orders.1" and "R-O11" in err.describe()


def test_r_o11_order_of_the_robots_dealt_combination():
    err = refused(THREE, [order(A, ["three", "flush"], {A: "flush"}, robot_dealt="three",
                                robot="flush")])
    assert err.key == "orders.0" and "R-O11" in err.describe() and "robot_dealt" in err.describe()


def test_r_o11_robots_dealt_combination_from_its_cards():
    err = refused(THREE, [order(A, ["straight"], {A: "straight"},
                                robot_dealt=["6♠", "7♥", "8♦", "9♣", "10♠"], robot="none")])
    assert err.key == "orders.0" and "R-O11" in err.describe()


def test_r_o_m2_with_a_final_pair_the_robot_at_the_count_is_the_robot_dealt():
    """No exchange: an order of the robot's combination is refused from `robot` alone."""
    err = refused(THREE, [order(A, ["three", "pair"], {A: "pair"}, robot="three")])
    assert err.key == "orders.0" and "R-O-M2" in err.describe()


def test_r_o_m2_robot_and_robot_dealt_must_agree_without_an_exchange():
    err = refused(THREE, [order(A, ["pair"], {A: "pair"}, robot_dealt="three", robot="four")])
    assert err.key == "robot" and "R-O-M2" in err.describe()
    err = refused(THREE, [{"robot_dealt": "three", "robot": "none", "hands": {A: "pair"}}])
    assert err.key == "robot" and "R-O-M2" in err.describe()


def test_r_o11_took_from_outside_for():
    err = refused(THREE, [order(A, ["three"], {A: "three"}, agree=[B], took_from=[V],
                                robot="none")])
    assert err.key == "took_from" and "R-O11" in err.describe()
    err = refused(THREE, [order(A, ["three"], {A: "three"}, took_from=[B], robot="none")])
    assert err.key == "took_from" and "there are none" in err.describe()


def test_r_o11_took_from_more_than_one_agreer_r_o8():
    err = refused(FOUR, [order(A, ["three"], {A: "three"}, agree=[B, V], took_from=[B, V],
                               robot="none")])
    assert err.key == "took_from" and "R-O8" in err.describe() and "R-O11" in err.describe()


def test_r_o11_took_from_with_a_final_pair():
    err = refused(THREE, [order(A, ["three", "pair"], {A: "pair"}, agree=[B], took_from=[B],
                                robot="none")])
    assert err.key == "took_from" and "R-O11" in err.describe() and "«Пара»" in err.describe()


def test_r_o11_a_card_in_two_hands():
    err = refused(THREE, [order(A, ["three"], {A: ["6♠", "6♥", "6♦", "9♣", "J♠"],
                                               B: ["6♠", "7♥", "8♦", "10♣", "Q♠"]},
                                robot="none")])
    assert err.key == "hands.Boris" and "R-O11" in err.describe()


def test_r_o11_a_card_in_a_hand_and_the_robot():
    err = refused(THREE, [order(A, ["three"], {A: ["6♠", "6♥", "6♦", "9♣", "J♠"]},
                                robot=["J♠", "7♥", "8♦", "10♣", "Q♠"])])
    assert err.key == "robot" and "R-O11" in err.describe()


def test_r_o11_a_card_in_a_hand_and_the_dealt_robot_without_an_exchange():
    """R-O-M2: all passed, or a final «Пара» — the dealt robot is on the table at the count."""
    robot = ["J♠", "7♥", "8♦", "10♣", "Q♠"]
    err = refused(THREE, [{"robot_dealt": robot, "hands": {A: ["J♠", "J♥", "6♦", "9♣", "K♠"]}}])
    assert err.key == "robot_dealt" and "R-O11" in err.describe()
    err = refused(THREE, [order(A, ["pair"], {A: ["J♠", "J♥", "6♦", "9♣", "K♠"]},
                                robot_dealt=robot)])
    assert err.key == "robot_dealt" and "R-O11" in err.describe()


def test_r_o11_a_card_outside_the_pack():
    err = refused(THREE, [order(A, ["three"], {A: ["5♠", "6♥", "6♦", "6♣", "J♠"]})],
                  kind=NotationError)
    assert err.key == "hands.Anna" and "R-O11" in err.describe()


def test_r_o11_a_card_twice_in_one_hand():
    err = refused(THREE, [order(A, ["three"], {A: ["6♠", "6♠", "6♦", "6♣", "J♠"]})],
                  kind=NotationError)
    assert err.key == "hands.Anna" and "R-O11" in err.describe()


def test_r_o_m6_the_exchange_may_move_a_card_from_the_dealt_robot_to_a_hand():
    """R-O-M6: robot_dealt and the final hands may share cards (the exchange moved them)."""
    deal = order(A, ["three"], {A: ["6♠", "6♥", "6♦", "9♣", "J♠"]},
                 robot_dealt=["6♦", "7♥", "8♦", "10♣", "Q♠"], robot="none")
    assert score(THREE, [deal])[A] == 1


# ---- roles (R-O-M4) -----------------------------------------------------------------------------
def test_r_o_m4_the_declarer_is_neither_for_nor_against():
    err = refused(THREE, [order(A, ["three"], {A: "three"}, agree=[A])])
    assert err.key == "for" and "R-O-M4" in err.describe()


def test_r_o_m4_nobody_both_for_and_against():
    err = refused(THREE, [order(A, ["three"], {A: "three"}, agree=[B], against=[B, V])])
    assert err.key == "against" and "R-O-M4" in err.describe()


def test_r_o_m4_against_names_every_other_opponent():
    err = refused(FOUR, [order(A, ["three"], {A: "three"}, agree=[B], against=[V])])
    assert err.key == "against" and "R-O-M4" in err.describe()
    assert score(FOUR, [order(A, ["three"], {A: "three"}, agree=[B], against=[G, V],
                              robot="none")])[A] == 1


def test_r_o_m4_a_name_twice():
    err = refused(FOUR, [order(A, ["three"], {A: "three"}, agree=[B, B])])
    assert err.key == "for" and "R-O-M4" in err.describe()


def test_unknown_player_names_the_key():
    err = refused(THREE, [order("Dasha", ["three"], {})], kind=InvalidError)
    assert err.key == "declarer"
    err = refused(THREE, [order(A, ["three"], {"Dasha": "pair"})], kind=InvalidError)
    assert err.key == "hands.Dasha"


# ---- the shape of an entry ------------------------------------------------------------------------
def test_orders_without_a_declarer_and_a_declarer_without_orders():
    assert refused(THREE, [{"orders": ["three"]}], kind=InvalidError).key == "declarer"
    assert refused(THREE, [{"declarer": A, "orders": []}], kind=InvalidError).key == "orders"


def test_unknown_combination_name_in_orders():
    err = refused(THREE, [order(A, ["three", "royal"], {})], kind=NotationError)
    assert err.key == "orders.1"


def test_r_o_m5_a_points_entry_says_why_and_stands_alone():
    err = refused(THREE, [{"points": {A: 3}}])
    assert err.key == "note" and "R-O-M5" in err.describe()
    err = refused(THREE, [{"points": {A: 3}, "declarer": A, "note": "paper"}])
    assert err.key == "declarer" and "R-O10" in err.describe()


def test_r_o_m7_penalties_are_whole_points():
    err = refused(THREE, [{"penalty": {A: 0.5}, "note": "slow"}])
    assert err.key == "penalty.Anna" and "R-O-M7" in err.describe()


def test_r_o_m7_no_penalty_after_the_last_deal():
    deals = [{"robot": "none", "hands": {A: "pair"}}, {"penalty": {A: -1}, "note": "late"}]
    err = refused(THREE, deals, options={"deals": 1})
    assert err.key == "penalty" and "R-O-M7" in err.describe()


def test_r_o9_no_deal_after_the_last_deal():
    deals = [{"robot": "none", "hands": {A: "pair"}}, {"robot": "none", "hands": {A: "pair"}}]
    with pytest.raises(IllegalError, match="game is over"):
        play(THREE, deals, options={"deals": 1})


def test_teams_are_refused():
    from scorekeeper.core.replay import replay
    from scorekeeper.session.model import parse_session

    text = ('format = 1\ngame = "order-poker"\nrules = "classic"\nplayers = ["Anna", "Boris", '
            '"Vera", "Gleb"]\nteams = [["Anna", "Vera"], ["Boris", "Gleb"]]\n')
    with pytest.raises(InvalidError) as err:
        replay(parse_session(text))
    assert err.value.key == "teams"
