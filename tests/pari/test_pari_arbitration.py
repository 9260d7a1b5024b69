"""`pari value|surround|beats` check their cards as a move's parts are checked: cards of one pack
(R-X-M2: each natural card once, two jokers at most), a combination the table accepts (§мелды,
§джокеры, R-X14), a surround or a take by the rules of §ходы и подсчет — refused with the move's
message, naming the argument, exit 1; a take that simply fails is an answer, exit 0."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from pari_helpers import move, play
from scorekeeper.cli.app import app
from scorekeeper.errors import ScorekeeperError

runner = CliRunner()
START = {"cuts": ["9♥", "3♥", "3♦"]}  # senior 9♥ (27), trumps ♥; Boris moves first
CUT = ["--senior", "9♥", "--mult", "3", "--trumps", "♥"]


def sk(*args):
    return runner.invoke(app, ["pari", *args])


def session_refusal(deals) -> str:
    with pytest.raises(ScorekeeperError) as err:
        play(deals)
    return err.value.describe()


@pytest.mark.parametrize("cards,core", [
    ("5♠ 5♠ 5♠", "5♠ twice: the pack holds one 5♠"),
    ("J♠ J♣ Jk=J♦ Jk=J♠ Jk=J♣", "3 jokers: the pack holds 2"),
    ("7♠ 9♠ 10♦", "neither a sequence nor a group"),
])
def test_r_x_m2_s_meldy_value_refuses_what_a_meld_refuses(cards, core):
    """The issue's `pari value "5♠ 5♠ 5♠"` answered 15 (45 here, a senior of 9♥)."""
    assert core in session_refusal([START, move("Boris", meld=[cards])])
    r = sk("value", cards, *CUT)
    assert r.exit_code == 1 and core in r.output and "cards " in r.output, r.output


def test_r_x14_value_of_a_set_refuses_what_a_set_of_trumps_refuses():
    core = "7♠ is not a trump"
    assert core in session_refusal([START, move("Boris", trumps="2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 7♠")])
    r = sk("value", "2♥ 3♥ 4♥ 5♥ 6♥ 8♥ 7♠", "--set", *CUT)
    assert r.exit_code == 1 and core in r.output


def test_s_dzhokery_the_help_example_four_jacks_and_a_joker_is_110():
    """`pari value --help` showed "В В В В Дж=Вч", which has no suits and was refused; its example
    is now the text's В–В–В–В–Дж with suits: (11 × 5) × 2 = 110."""
    r = sk("value", "Вп Вт Вб Вч Дж=Вч", "--senior", "5п", "--mult", "8", "--trumps", "п", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["total"] == 110
    assert "Вп Вт Вб Вч Дж=Вч" in sk("value", "--help").output


@pytest.mark.parametrize("part", ["surround", "add"])
def test_r_x_m2_surround_refuses_a_card_that_is_already_in_the_combination(part):
    core = "9♣ twice: the pack holds one 9♣"
    r = sk("surround", "7♣ 8♣ 9♣", "9♣ 10♣", *CUT)
    assert r.exit_code == 1 and core in r.output
    assert core in session_refusal(
        [START, move("Boris", meld=["7♣ 8♣ 9♣"]), move("Anna", **{part: {"8♣": "9♣ 10♣"}})])


def test_r_x_m2_beats_refuses_a_card_on_both_sides():
    r = sk("beats", "4♠", "4♠", *CUT)
    assert r.exit_code == 1 and "4♠ twice" in r.output and "taking " in r.output


def test_s_meldy_beats_refuses_a_target_no_table_holds_and_answers_a_failed_take():
    r = sk("beats", "3♠", "4♠ 9♦", *CUT)
    assert r.exit_code == 1 and "neither a sequence nor a group" in r.output and "target " in r.output
    r = sk("beats", "3♠", "4♠", *CUT, "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["takes"] is False


def test_r_x15_a_joker_is_no_senior_trump():
    r = sk("value", "5♠ 6♠ 7♠", "--senior", "Jk", "--mult", "3", "--trumps", "♥")
    assert r.exit_code == 1 and "--senior" in r.output and "Traceback" not in r.output
