"""What the Thousand quick commands ask when a deal lacks a part (issue 22: `thousand deal f Boris
120` ended with an error instead of asking): each player's card points up to what is left of 120,
the prikup with four at the table, the marriages each player declared — each answer checked by
the engine against the answers before it, a wrong one asked again with its reason."""

from __future__ import annotations

import signal
import sys

import pytest

from prompting import asked, at_terminal, deals, in_pty, run, session
from scorekeeper.session.files import load_replay

THREE = ["Anna", "Boris", "Vera"]  # Anna deals the first deal; Boris opens
FOUR = ["Anna", "Boris", "Vera", "Gleb"]  # Anna deals and sits out


@pytest.fixture
def night(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    return session(tmp_path, "thousand", THREE, "book-1991")


@pytest.fixture
def four(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    return session(tmp_path, "thousand", FOUR, "book-1991")


def test_R_T_M13_each_players_points_are_asked_up_to_what_is_left_and_the_last_takes_the_rest(
        night):
    """120 card points in all: Boris's 130 is out of range, Vera's bound is what Boris left, and
    Anna's are what remains — offered, so Enter writes them (a file's player left out took none,
    so the entry holds all three)."""
    r = run("thousand", "deal", night, "Boris", "120", answers=["130", "96", "25", "20", "", "", "",
                                                               ""])
    assert r.exit_code == 0, r.output
    assert "130 is out of range; expected 0 to 120" in r.output
    assert "25 is out of range; expected 0 to 24, 24 left of 120" in r.output
    assert asked(r.output, "Card points taken by Anna (4, what is left of 120) [4]") == 1
    assert deals(night) == [{"bidder": "Boris", "bid": 120,
                             "taken": {"Boris": 96, "Vera": 20, "Anna": 4}}]
    assert load_replay(night).state.score == {"Anna": 0, "Boris": -120, "Vera": 20}


def test_R_T_M13_points_given_in_part_ask_only_the_rest(night):
    r = run("thousand", "deal", night, "Boris", "120", "--taken", "Vera=30",
            "-m", "Boris=♦", answers=["70", ""])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Card points taken by Boris, the bidder, the discard included "
                           "(0 to 90, 90 left of 120)") == 1
    assert asked(r.output, "Marriages") == 0  # given with -m: the marriages are those given
    assert deals(night)[0]["taken"] == {"Vera": 30, "Boris": 70, "Anna": 20}


def test_R_T9_two_players_are_each_asked_and_may_leave_cards_unplayed(tmp_path, monkeypatch):
    """With two at the table at most 120 are taken (R-T9): the second player is asked up to what
    is left, not given the rest."""
    at_terminal(monkeypatch)
    p = session(tmp_path, "thousand", ["Anna", "Boris"], "book-1991")
    r = run("thousand", "deal", p, "Boris", "100", "--taken", "Boris=80", answers=["41", "30", "",
                                                                                  ""])
    assert r.exit_code == 0, r.output
    assert "41 is out of range; expected 0 to 40, at most 120 in all" in r.output
    assert deals(p)[0]["taken"] == {"Boris": 80, "Anna": 30}


def test_R_T8_with_four_the_prikup_is_asked_as_three_different_cards_of_the_pack(four):
    r = run("thousand", "gave-up", four, "Boris", "100",
            answers=["K♥ K♥ 9♦", "K♥ 9♣", "K♥ 9♣ 8♦", "Кч 9т 9б"])
    assert r.exit_code == 0, r.output
    assert "K♥ is given twice" in r.output and "2 cards; expected 3 cards" in r.output
    assert "8♦ cannot be given here" in r.output  # the 24-card pack has no eight
    assert asked(r.output, "The prikup's three cards, which the dealer Anna scores") == 4
    assert deals(four) == [{"bidder": "Boris", "bid": 100, "gave_up": True,
                            "prikup": ["K♥", "9♣", "9♦"]}]
    assert load_replay(four).state.score["Anna"] == 50  # K♥ 4 + half the ♥ marriage, rounded


def test_R_T11_a_marriage_is_asked_of_the_suits_still_open_to_the_player(four):
    """Boris declared ♦; the prikup's K♥ went to him: Vera is offered neither, and naming one is
    asked again.  Blank is none."""
    r = run("thousand", "deal", four, "Boris", "120", "--prikup", "K♥ 9♣ 9♦",
            "--taken", "Boris=96", "--taken", "Vera=24",
            answers=["♦", "черви", "б", "", "пики"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Marriages Boris declared (♠, ♣, ♦, ♥, comma-separated; blank: "
                           "none)") == 1
    assert asked(r.output, "Marriages Vera declared (♠, ♣, comma-separated; blank: none)") == 3
    assert "♥ is not one of the answers" in r.output and "♦ is not one of the answers" in r.output
    assert deals(four)[0]["marriages"] == {"Boris": ["♦"], "Gleb": ["♠"]}
    assert deals(four)[0]["taken"] == {"Boris": 96, "Vera": 24}  # 120 given: Gleb took none


def test_input_ending_half_way_writes_nothing(four):
    """The prikup and the bidder's points given, then the input ends: no deal is recorded with
    the others' points or the marriages left to the file's shorthand."""
    before = four.read_bytes()
    r = run("thousand", "deal", four, "Boris", "120", answers=["K♥ 9♣ 9♦", "96"])
    assert r.exit_code == 1 and four.read_bytes() == before
    assert "the input ended before “Card points taken by Vera” was answered" in r.output


def test_ctrl_c_at_a_question_leaves_the_file_byte_for_byte_unchanged(tmp_path):
    p = session(tmp_path, "thousand", FOUR, "book-1991")
    before = p.read_bytes()
    out, code = in_pty([sys.executable, "-m", "scorekeeper", "thousand", "deal", str(p), "Boris",
                        "120"], ["K♥ 9♣ 9♦", "96"], stop=signal.SIGINT)
    assert code == 130 and "interrupted; nothing was written" in out, out
    assert "Card points taken by Vera" in out and p.read_bytes() == before


def test_a_script_is_told_every_missing_option_and_nothing_is_written(tmp_path):
    p = session(tmp_path, "thousand", FOUR, "book-1991")
    before = p.read_bytes()
    r = run("thousand", "deal", p, "Boris", "120")
    assert r.exit_code == 1 and p.read_bytes() == before
    assert "--prikup CARDS" in r.output and "--taken NAME=N" in r.output
    assert "--marriage" not in r.output  # left out in a script: none declared, as its help says
    r = run("thousand", "deal", p, "Boris", "120", "--prikup", "K♥ 9♣ 9♦", "--taken", "Boris=96")
    assert r.exit_code == 1 and p.read_bytes() == before
    assert "card points taken by Vera: 0 to 24" in r.output and "Gleb" in r.output


def test_R_T9_a_script_leaving_the_second_player_out_is_refused_not_recorded_as_none(tmp_path):
    """Two players: a file's `taken = { Boris = 80 }` reads as Anna took none, but the command
    was not told so — it names --taken and writes nothing."""
    p = session(tmp_path, "thousand", ["Anna", "Boris"], "book-1991")
    before = p.read_bytes()
    r = run("thousand", "deal", p, "Boris", "100", "--taken", "Boris=80")
    assert r.exit_code == 1 and p.read_bytes() == before
    assert "--taken NAME=N (card points taken by Anna: 0 to 40" in r.output


def test_a_file_keeps_its_shorthand_a_player_left_out_took_none(tmp_path):
    """Asking is for an entry being built; the same keys written whole read as the format says."""
    p = session(tmp_path, "thousand", THREE, "book-1991")
    r = run("add", p, "bidder=Boris", "bid=120", "taken={Boris=120}")
    assert r.exit_code == 0, r.output
    assert deals(p) == [{"bidder": "Boris", "bid": 120, "taken": {"Boris": 120}}]
    r = run("add", p, "bidder=Vera", "bid=120")
    assert r.exit_code == 1 and "a played deal records the card points" in r.output
    (tmp_path / "four").mkdir()
    four = session(tmp_path / "four", "thousand", FOUR, "book-1991")
    r = run("add", four, "bidder=Boris", "bid=100", "gave_up=true")
    assert r.exit_code == 1 and "record it" in r.output  # the prikup, as before
