"""What the Five Hundred quick commands ask when a deal lacks a part (issue 22: `five-hundred
deal f Anna 7s` ended with an error instead of asking): each side's tricks up to what is left of
ten, the called partner with five players, who reached 500 first where that decides the game."""

from __future__ import annotations

import pytest

from prompting import asked, at_terminal, deals, run, session
from scorekeeper.session.files import load_replay

THREE = ["Anna", "Boris", "Vera"]
FIVE = ["Anna", "Boris", "Vera", "Gleb", "Dasha"]


@pytest.fixture
def night(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    return session(tmp_path, "five-hundred", THREE, "avondale")


def test_R_F_M10_each_players_tricks_are_asked_up_to_what_is_left_the_last_takes_the_rest(night):
    r = run("five-hundred", "deal", night, "Anna", "7s", answers=["8", "3", "2"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by Anna (0 to 10)") == 1
    assert "3 is out of range; expected 0 to 2" in r.output
    assert asked(r.output, "Tricks taken by Vera") == 0
    assert deals(night) == [{"bidder": "Anna", "bid": "7s", "tricks": {"Anna": 8, "Boris": 2}}]
    assert load_replay(night).state.score == {"Anna": 140, "Boris": 20, "Vera": 0}


def test_R_F_M10_a_slam_leaves_the_opponents_nothing_to_ask(night):
    r = run("five-hundred", "deal", night, "Anna", "7s", answers=["10"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by Boris") == 0


def test_R_F4_on_a_misere_only_the_soloists_tricks_are_asked(night):
    r = run("five-hundred", "deal", night, "Anna", "misere", answers=["1"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by") == 1
    assert deals(night)[0]["tricks"] == {"Anna": 1}


def test_R_F4_all_passed_asks_every_player_but_the_last(night):
    r = run("five-hundred", "passed", night, "-t", "Vera=3", answers=["4"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by Anna (0 to 7)") == 1
    assert deals(night) == [{"tricks": {"Vera": 3, "Anna": 4}}]
    assert load_replay(night).state.score == {"Anna": 40, "Boris": 30, "Vera": 30}


def test_R_F7_five_players_are_asked_the_called_partner_and_blank_is_alone(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    p = session(tmp_path, "five-hundred", FIVE, "avondale")
    r = run("five-hundred", "deal", p, "Anna", "7s", answers=["anna", "gleb", "7", "1", "1"])
    assert r.exit_code == 0, r.output
    assert "anna cannot be named here" in r.output  # the bidder is no partner of his own
    assert asked(r.output, "Tricks taken by Anna and Gleb together (0 to 10)") == 1
    assert deals(p)[0] == {"bidder": "Anna", "bid": "7s", "partner": "Gleb",
                           "tricks": {"Anna/Gleb": 7, "Boris": 1, "Vera": 1}}  # Dasha: the 1 left
    r = run("five-hundred", "deal", p, "Boris", "6nt", answers=["", "6", "1", "1", "1"])
    assert r.exit_code == 0, r.output
    assert "partner" not in deals(p)[1] and deals(p)[1]["tricks"]["Boris"] == 6


def test_R_F_M10_four_players_are_asked_by_side(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    p = session(tmp_path, "five-hundred", ["Anna", "Boris", "Vera", "Gleb"], "avondale",
                teams='teams = [["Anna", "Vera"], ["Boris", "Gleb"]]\n')
    r = run("five-hundred", "deal", p, "Anna", "8h", answers=["8"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by Anna and Vera together (0 to 10)") == 1
    assert load_replay(p).state.score == {"Anna/Vera": 300, "Boris/Gleb": 20}


def test_R_F5_who_reached_500_first_is_asked_where_it_decides_the_game(night):
    assert run("five-hundred", "points", night, "Anna=490", "Boris=490", "--note", "the first hour",
               answers=[]).exit_code == 0
    r = run("five-hundred", "deal", night, "Vera", "6s", answers=["4", "3", "Gleb", "boris"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Who took the trick that reached 500 first? (Anna or Boris)") == 2
    assert deals(night)[1]["first_to_500"] == "Boris"
    assert load_replay(night).state.winner == "Boris"


def test_a_script_is_told_the_tricks_it_lacks_and_nothing_is_written(tmp_path):
    p = session(tmp_path, "five-hundred", THREE, "avondale")
    before = p.read_bytes()
    r = run("five-hundred", "deal", p, "Anna", "7s")
    assert r.exit_code == 1 and "--tricks/-t" in r.output and p.read_bytes() == before
    r = run("five-hundred", "deal", p, "Anna", "7s", "-t", "Anna=8")
    assert r.exit_code == 1 and "Boris: 0 to 2" in r.output and p.read_bytes() == before


def test_a_file_keeps_its_shorthand_two_left_out_took_none(tmp_path):
    """Asking is for an entry being built; the same entry written whole in a file is read as
    R-F-M10 says: several left out took none, so 8 tricks in all is refused."""
    p = session(tmp_path, "five-hundred", THREE, "avondale")
    r = run("add", p, "bidder=Anna", "bid=7s", "tricks={Anna = 8}")
    assert r.exit_code == 1 and "add up to 8" in r.output
