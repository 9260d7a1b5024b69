"""`order-poker classify|stake|score` check what they are given as a deal is checked (R-O11): five
different cards of the pack, an order of one of the eight combinations, one to eight orders (each
ordered once), three to six players, each card in one hand, no exchange after a final «Пара» —
the deal's refusal, naming the argument or option, exit 1."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from order_poker_helpers import THREE, order, play
from scorekeeper.cli.app import app
from scorekeeper.errors import ScorekeeperError

runner = CliRunner()


def session_refusal(players, deals) -> str:
    with pytest.raises(ScorekeeperError) as err:
        play(players, deals)
    return err.value.describe()


def refused(args, core, where):
    r = runner.invoke(app, ["order-poker", *args])
    assert r.exit_code == 1 and core in r.output and where in r.output, r.output
    assert "Traceback" not in r.output


def test_r_o11_a_hand_is_five_different_cards_as_in_a_deal():
    core = "10♥ is given twice in one hand"
    assert core in session_refusal(THREE, [order("Anna", ["pair"], {"Anna": "10♥ J♥ Q♥ K♥ 10♥"})])
    refused(["classify", "10♥", "J♥", "Q♥", "K♥", "10♥"], core, "cards ")
    refused(["score", "pair", "-s", "1", "--declarer", "10♥ J♥ Q♥ K♥ 10♥", "--dissenter", "none",
             "--dissenter", "none"], core, "--declarer")


def test_r_o11_nobody_orders_no_combination_as_in_a_deal():
    core = "«нет комбинации» cannot be ordered"
    assert core in session_refusal(THREE, [order("Anna", ["none"], {})])
    refused(["classify", "10♥ J♥ Q♥ K♥ A♥", "--order", "none"], core, "--order")
    refused(["score", "none", "-s", "1", "--declarer", "none", "--dissenter", "none",
             "--dissenter", "none"], core, "order ")


@pytest.mark.parametrize("orders", ["0", "9", "12"])
def test_r_o2_r_o11_an_auction_holds_one_to_eight_orders(orders):
    """The stake is the number of orders, and each of the eight combinations is ordered once: a
    ninth order repeats one, which a deal refuses."""
    eight = ["pair", "two pairs", "three", "straight", "full house", "flush", "four",
             "straight flush"]
    assert "was already ordered" in session_refusal(THREE, [order("Anna", [*eight, "pair"], {})])
    core = "combinations is ordered at most once"
    refused(["stake", orders], core, "orders ")
    refused(["score", "pair", "-s", orders, "--declarer", "pair", "--dissenter", "none",
             "--dissenter", "none"], core, f"-s {orders}")


@pytest.mark.parametrize("roles", [[], ["--dissenter", "pair"], ["--agreer", "pair"],
                                   ["--agreer", "none"] * 3 + ["--dissenter", "none"] * 3])
def test_r_o11_the_roles_make_a_table_of_three_to_six(roles):
    refused(["score", "pair", "-s", "1", "--declarer", "pair", *roles],
            "order poker is played by 3–6 players", "--agreer/--dissenter")


def test_r_o11_a_card_is_in_one_hand_as_in_a_deal():
    core = "6♥ is in two hands"
    assert core in session_refusal(THREE, [order("Anna", ["three"], {
        "Anna": "6♥ 6♦ 6♣ 7♥ 8♥", "Boris": "6♥ 7♦ 8♣ 9♥ J♥"})])
    refused(["score", "three", "-s", "1", "--declarer", "6♥ 6♦ 6♣ 7♥ 8♥",
             "--dissenter", "6♥ 7♦ 8♣ 9♥ J♥", "--dissenter", "none"], core, "--dissenter 1")


def test_r_o11_after_a_final_pair_the_robot_as_dealt_cannot_hold_it_as_in_a_deal():
    """No exchange after a final «Пара» (§замена): the robot at the count is the robot as dealt
    (R-O-M2), and the robot's dealt combination cannot be ordered."""
    core = "the robot was dealt pair «Пара»: it cannot be ordered"
    assert core in session_refusal(THREE, [order("Anna", ["pair"], {}, robot="pair")])
    refused(["score", "pair", "-s", "1", "--declarer", "pair", "--dissenter", "pair",
             "--dissenter", "none", "--robot", "pair"], core, "--robot")
