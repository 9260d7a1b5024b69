"""What the order poker quick commands ask when a deal lacks a part (issue 22: `order-poker deal
op.toml --orders "две пары,тройка,тройка и двойка" --declarer Boris` recorded at once, every hand
«нет комбинации», everyone «против» and the declarer −1): who said «За!», each player's
combination at the count, whose open cards the declarer took and the robot's combination where
they decide a score.  In a script the deal is refused naming each option, never recorded with
what the file's shorthand would fill in."""

from __future__ import annotations

import signal
import sys

import pytest

from prompting import asked, at_terminal, deals, in_pty, run, session
from scorekeeper.session.files import load_replay

THREE = ["Anna", "Boris", "Vera"]  # Anna deals the first deal
ISSUE = ("order-poker", "deal", None, "--orders", "две пары,тройка,тройка и двойка",
         "--declarer", "Boris")


def issue(path):
    return [path if a is None else a for a in ISSUE]


@pytest.fixture
def night(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    return session(tmp_path, "order-poker", THREE, "classic")


def test_issue_22_the_deal_without_roles_or_hands_is_asked_at_a_terminal(night):
    """The issue's command: the roles and every hand are asked (the declarer, then from the
    declarer's left), a name that is no combination asked again, and the deal recorded as
    answered."""
    r = run(*issue(night), answers=["Vera", "тройка и двойка", "flush!", "пара", "две пары", "",
                                    "нет"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Who said «За!» to Boris's full house «Тройка и двойка»? "
                           "(Vera or Anna, comma-separated; '-' if nobody") == 1
    assert asked(r.output, "The combination Boris, the declarer, held at the count") == 1
    assert asked(r.output, "The combination Vera held at the count") == 2
    assert "flush! is not one of the answers" in r.output
    assert asked(r.output, "The combination Anna held at the count") == 1
    # Boris made it, Vera did not: whose open cards he took decides Vera's point (R-O8)
    assert asked(r.output, "Whose open cards did Boris take in the exchange? (Vera; blank: "
                           "none)") == 1
    # Anna said «Против!» and missed with two pairs: her half stake depends on the robot
    assert asked(r.output, "The robot's combination at the count") == 1
    assert deals(night) == [{"orders": ["две пары", "тройка", "тройка и двойка"],
                             "declarer": "Boris", "for": ["Vera"],
                             "hands": {"Boris": "full house", "Vera": "pair",
                                       "Anna": "two pairs"}, "robot": "none"}]
    # made in an open game, no agreer made it: +1 (R-O7); Vera's card unused: nothing
    assert load_replay(night).state.score == {"Anna": 0, "Boris": 1, "Vera": 0}


def test_input_ending_half_way_writes_nothing_not_the_rest_as_none(night):
    """The roles and the declarer's hand given, then the input ends: the deal is not recorded
    with the other hands «нет комбинации»."""
    before = night.read_bytes()
    r = run(*issue(night), answers=["Vera", "тройка и двойка"])
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "the input ended before “The combination Vera held at the count” was answered" \
        in r.output


def test_ctrl_c_at_a_question_leaves_the_file_byte_for_byte_unchanged(tmp_path):
    p = session(tmp_path, "order-poker", THREE, "classic")
    before = p.read_bytes()
    out, code = in_pty([sys.executable, "-m", "scorekeeper", *map(str, issue(p))],
                       ["Vera", "тройка и двойка"], stop=signal.SIGINT)
    assert code == 130 and "interrupted; nothing was written" in out, out
    assert "The combination Vera held at the count" in out and p.read_bytes() == before


def test_issue_22_in_a_script_the_deal_is_refused_naming_each_option_and_nothing_is_written(
        tmp_path):
    p = session(tmp_path, "order-poker", THREE, "classic")
    before = p.read_bytes()
    r = run(*issue(p))
    assert r.exit_code == 1 and p.read_bytes() == before
    assert "--for NAMES (who said" in r.output and "--hand NAME=COMBINATION" in r.output
    assert "the combination Anna held at the count" in r.output  # every hand, named
    r = run(*issue(p), "--for", "-", "--hand", "Boris=full house")
    assert r.exit_code == 1 and p.read_bytes() == before
    assert "--for" not in r.output and "Vera held" in r.output and "Anna held" in r.output
    assert "Boris, the declarer" not in r.output  # given


def test_issue_22_a_hand_of_none_is_recorded_only_when_given(tmp_path):
    p = session(tmp_path, "order-poker", THREE, "classic")
    r = run(*issue(p), "--for", "-", "--hand", "Boris=нет", "--hand", "Vera=нет",
            "--hand", "Anna=нет")
    assert r.exit_code == 0, r.output
    assert deals(p)[0]["for"] == [] and load_replay(p).state.score["Boris"] == -1


def test_R_O_M4_against_given_offers_the_others_as_for_and_refuses_one_against(night):
    """Given `--against Anna`, every other opponent said «За!» (R-O-M4): the question offers
    them, so Enter writes them, and naming Anna is asked again."""
    r = run(*issue(night), "--against", "Anna", answers=["Anna", "", "тройка", "пара", "нет"])
    assert r.exit_code == 0, r.output
    assert "Anna cannot be named here" in r.output
    assert asked(r.output, "Who said «За!» to Boris's full house «Тройка и двойка»? (Vera) "
                           "[Vera]") == 2
    assert deals(night)[0]["for"] == ["Vera"] and deals(night)[0]["against"] == ["Anna"]


def test_R_O8_whose_cards_were_taken_is_not_asked_where_it_decides_nothing(night):
    """The declarer failed: the agreers score nothing whoever's card he used."""
    r = run(*issue(night), "--for", "Vera", answers=["пара", "пара", "нет"])
    assert r.exit_code == 0, r.output
    assert "Whose open cards" not in r.output
    assert "took_from" not in deals(night)[0]


def test_R_O_M3_the_robot_is_asked_where_it_decides_a_half_stake(night):
    """Anna said «Против!», missed the order and holds a three (not below the half-stake
    threshold): her half stake depends on the robot."""
    r = run(*issue(night), "--for", "-", answers=["пара", "пара", "тройка", "тройка"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "The robot's combination at the count") == 1
    assert deals(night)[0]["robot"] == "three"
    assert load_replay(night).state.score["Anna"] == 2  # the half stake of 3 orders, rounded up


def test_R_O3_all_passed_asks_every_hand_then_the_robot_where_nobody_holds_one(night):
    r = run("order-poker", "passed", night, answers=["none", "нет", "ничего", "none"])
    assert r.exit_code == 0, r.output
    assert [asked(r.output, f"The combination {p} held when all passed")
            for p in ("Boris", "Vera", "Anna")] == [1, 1, 1]
    assert deals(night) == [{"hands": {"Boris": "none", "Vera": "none", "Anna": "none"},
                             "robot": "none"}]
    assert load_replay(night).state.score["Anna"] == -1  # the dealer pays (R-O3)


def test_a_file_keeps_its_shorthand_a_hand_left_out_holds_none(tmp_path):
    """The format's "a player left out holds none" reads as it always has: the same deal
    written whole is the issue's −1 for the declarer, and it is recorded as written."""
    p = session(tmp_path, "order-poker", THREE, "classic")
    r = run("add", p, 'orders=["две пары", "тройка", "тройка и двойка"]', "declarer=Boris")
    assert r.exit_code == 0, r.output
    assert load_replay(p).state.score == {"Anna": 0, "Boris": -1, "Vera": 0}
