"""`thousand prikup|round|value` check what they are given exactly as a session entry's keys are
checked (§ТЫСЯЧА, R-T11): the same refusal, naming the argument or option, exit 1 and no
traceback — where a deal with the same cards or figures is refused, so is the question."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from scorekeeper.cli.app import app
from thousand_helpers import FOUR, first_deal, refusal

runner = CliRunner()


def refused_on_the_command_line(args, core, where):
    r = runner.invoke(app, ["thousand", *args])
    assert r.exit_code == 1, r.output
    assert core in r.output and where in r.output, r.output
    assert "Traceback" not in r.output


@pytest.mark.parametrize("cards,core", [
    (["K♠", "K♠", "K♠"], "K♠ twice in the prikup"),
    (["K♠", "Q♠"], "the prikup is 3 cards, not 2"),
    (["K♠", "Q♠", "A♠", "10♠"], "the prikup is 3 cards, not 4"),
    (["K♠", "Q♠", "A♠", "10♠", "J♠", "9♠"], "the prikup is 3 cards, not 6"),
    (["9♠", "9♣", "9♠"], "9♠ twice in the prikup"),
])
def test_s_tysyacha_a_prikup_is_three_different_cards_on_the_command_line_as_in_a_deal(cards, core):
    """The issue's `thousand prikup K♠ K♠ K♠` wrote 70; two-, four- and six-card prikups too."""
    err = refusal(FOUR, [first_deal(prikup=cards)])
    assert core in err.describe()
    refused_on_the_command_line(["prikup", *cards], core, "cards ")
    refused_on_the_command_line(["prikup", " ".join(cards)], core, "cards ")  # one quoted string


@pytest.mark.parametrize("points", [121, 125, 200])
def test_r_t11_round_takes_one_players_card_points_0_to_120_as_taken_does(points):
    err = refusal(FOUR, [first_deal(taken={"Boris": points, "Vera": 0, "Gleb": 0})])
    core = "a player takes 0 to 120 card points"
    assert core in err.describe()
    refused_on_the_command_line(["round", str(points)], core, "points ")
    refused_on_the_command_line(["value", "--bid", "120", "--taken", str(points)], core, "--taken")


def test_r_t2_round_still_rounds_every_count_a_player_can_take():
    for points, written in ((0, 0), (95, 100), (120, 120)):
        r = runner.invoke(app, ["thousand", "round", str(points), "--json"])
        assert r.exit_code == 0 and f'"written": {written}' in r.stdout


@pytest.mark.parametrize("bid,core", [(125, "bids rise by 10"), (90, "the auction opens at 100")])
def test_r_t11_value_refuses_a_bid_no_auction_makes_as_a_deal_does(bid, core):
    assert core in refusal(FOUR, [first_deal(bid=bid)]).describe()
    refused_on_the_command_line(["value", "--bid", str(bid), "--taken", "96"], core, "--bid")


def test_r_t11_value_refuses_a_marriage_declared_twice_as_a_deal_does():
    core = "marriage is declared twice by Boris; there is one king and one queen of ♦"
    assert core in refusal(FOUR, [first_deal(marriages={"Boris": ["♦", "б"]})]).describe()
    refused_on_the_command_line(["value", "-b", "120", "--taken", "60", "-m", "♦", "-m", "б"],
                                "marriage is declared twice by the bidder", "-m ♦ -m б")


def test_r_t_m9_value_refuses_a_dark_bid_without_the_house_rule_as_a_deal_does():
    core = "a dark bid is a house rule this table does not play"
    assert core in refusal(FOUR, [first_deal(dark=True)]).describe()
    refused_on_the_command_line(["value", "-b", "120", "--taken", "60", "--dark"], core, "--dark")
    r = runner.invoke(app, ["thousand", "value", "-b", "120", "--taken", "60", "--dark",
                            "-o", "dark_bid=true", "--json"])
    assert r.exit_code == 0 and '"written": -240' in r.stdout
