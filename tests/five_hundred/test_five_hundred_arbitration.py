"""`five-hundred value|overcall|score` check what they are given as a deal is checked: a misère
only where the table plays it (§варианты разыгрывания), a side's tricks 0 to 10 and ten in all
(§сдача), as many opposing sides as a seat-count form has (R-F7) — the deal's refusal, naming the
argument or option, exit 1."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from five_hundred_helpers import FIVE, THREE, play
from scorekeeper.cli.app import app
from scorekeeper.errors import ScorekeeperError

runner = CliRunner()
NO_MISERE = {"misere": False}


def session_refusal(players, deals, **kw) -> str:
    with pytest.raises(ScorekeeperError) as err:
        play(players, deals, **kw)
    return err.value.describe()


def refused(args, core, where):
    r = runner.invoke(app, ["five-hundred", *args])
    assert r.exit_code == 1 and core in r.output and where in r.output, r.output


def test_s_varianty_a_misere_is_refused_where_the_table_plays_none_as_a_deal_is():
    core = "misere is not played at this table"
    assert core in session_refusal(THREE, [{"bidder": "Kabanov", "bid": "misere",
                                            "tricks": {"Kabanov": 0}}], options=NO_MISERE)
    refused(["value", "misere", "-o", "misere=false"], core, "bid ")
    refused(["score", "misere", "0", "-o", "misere=false"], core, "bid ")
    refused(["overcall", "8s", "misere", "-o", "misere=false"], core, "previous ")


def test_s_sdacha_a_side_takes_0_to_10_tricks_as_in_a_deal():
    core = "a player or a side takes 0 to 10 tricks"
    assert core in session_refusal(THREE, [{"bidder": "Kabanov", "bid": "7s",
                                            "tricks": {"Kabanov": 11, "Danilov": -1}}])
    refused(["score", "7s", "7", "--opponents=-1,4"], core, "--opponents")
    refused(["score", "7s", "11", "--opponents", "0,0"], core, "tricks ")


def test_s_sdacha_the_ten_tricks_add_up_as_in_a_deal():
    core = "the tricks add up to 11, not 10"
    assert core in session_refusal(THREE, [{"bidder": "Kabanov", "bid": "7s",
                                            "tricks": {"Kabanov": 7, "Danilov": 2, "Toropov": 2}}])
    refused(["score", "7s", "7", "--opponents", "2,2"], core, "--opponents")


@pytest.mark.parametrize("opponents,partner", [("1,1,1", False), ("1,1,1,0,0", False),
                                               ("2,1", True), ("1,1,1,0", True)])
def test_r_f7_as_many_opposing_sides_as_a_form_seats(opponents, partner):
    """Alone: one (two hands, a pair, a side), two (three hands, three pairs) or four (five hands,
    no partner called); beside a called partner: three."""
    refused(["score", "7s", "7", "--opponents", opponents, *(["--partner"] if partner else [])],
            "opposing players or sides, not", "--opponents")


def test_r_f7_the_called_partner_form_seats_three_opponents_as_its_deals_do():
    """Five players, Anna calls Boris: Vera, Gleb and Dasha oppose — the command agrees."""
    rep = play(FIVE, [{"bidder": "Anna", "bid": "7s", "partner": "Boris", "called": "A♥",
                       "tricks": {"Anna": 4, "Boris": 3, "Vera": 1, "Gleb": 1, "Dasha": 1}}])
    assert rep.state.score["Boris"] == 70
    r = runner.invoke(app, ["five-hundred", "score", "7s", "7", "--partner", "--opponents", "1,1,1",
                            "--json"])
    assert r.exit_code == 0 and '"partner": 70' in r.stdout
