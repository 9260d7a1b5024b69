"""What the Pari quick commands ask when an entry lacks a part (issue 22: `pari cut f` ended with
an error instead of asking): a game's cut cards, the cards left in each hand at its end, and the
single card a move lays when it lays nothing else while the talon lasts — each in the library's
card notation, checked by the engine against the game so far, a wrong answer asked again."""

from __future__ import annotations

import signal
import sys

import pytest

from prompting import asked, at_terminal, deals, in_pty, run, session
from scorekeeper.session.files import load_replay

TWO = ["Anna", "Boris"]  # Anna deals the first game, Boris moves first
CUT = ("pari", "cut", None, "5п", "3т", "2б")
#: the text's going-out example (§эндшпиль), up to its end: Boris holds one card, a joker
GOING_OUT = [CUT,
             ("pari", "move", None, "Boris", "--meld", "8т 9т 10т", "--meld", "10♦ J♦ Q♦"),
             ("pari", "move", None, "Anna", "--meld", "7ч 8ч 9ч 10ч", "--surround",
              "Q♦=A♦ K♦ 9♦", "--add", "10♣=J♠", "--single", "K♠", "--out", "--talon", "36"),
             ("pari", "move", None, "Boris", "--surround", "8ч=6ч Вч")]


def recorded(path, lines):
    for line in lines:
        r = run(*[path if a is None else a for a in line])
        assert r.exit_code == 0, r.output


@pytest.fixture
def night(tmp_path):
    return session(tmp_path, "pari", TWO, "gruznov")


def test_R_X15_the_cuts_are_asked_in_order_and_checked_by_the_engine(night, monkeypatch):
    at_terminal(monkeypatch)
    r = run("pari", "cut", night, answers=["5п 3т", "5п 3т 2б 4ч", "Jk=5п 3т 2б", "Jk 5п 5п 2б"])
    assert r.exit_code == 0, r.output
    assert "2 cards; expected 3 or more cards" in r.output
    assert "the cuts are over after the multiplier" in r.output  # the engine's reason
    assert "a cut card is a plain card or a joker" in r.output
    assert asked(r.output, "The cut cards in order: the senior trump") == 4
    assert deals(night) == [{"cuts": ["Jk", "5♠", "5♠", "2♦"]}]
    # the joker costs the cutter 50, the senior cut again as trump is 100 to the non-dealer
    assert load_replay(night).state.score == {"Anna": 0, "Boris": 50}


def test_R_X5_the_cards_left_are_asked_as_many_as_the_moves_leave_none_already_used(
        night, monkeypatch):
    recorded(night, GOING_OUT)
    at_terminal(monkeypatch)
    r = run("pari", "end", night, answers=["8т", "Jk Jk", "K♠", "дж"])
    assert r.exit_code == 0, r.output
    assert "8♣ cannot be given here" in r.output  # on the table since Boris's first move
    assert "K♠ cannot be given here" in r.output and "2 cards; expected 1 card" in r.output
    assert asked(r.output, "The cards left in Boris's hand (1 card") == 4
    assert asked(r.output, "The cards left in Anna's hand") == 0  # Anna went out
    assert deals(night)[-1] == {"left": {"Boris": ["Jk"]}}
    assert load_replay(night).state.score == {"Anna": 687.5, "Boris": 119}  # the text's figures


def test_R_X_M6_a_move_that_lays_nothing_is_asked_its_single_card(night, monkeypatch):
    """«…то обязан выложить одиночную карту»: the move's single card is asked, and one the game
    has used is refused by the engine."""
    recorded(night, [CUT, ("pari", "move", None, "Boris", "--meld", "8т 9т 10т")])
    at_terminal(monkeypatch)
    r = run("pari", "move", night, "Anna", answers=["9т", "Q♥ K♥", "Q♥"])
    assert r.exit_code == 0, r.output
    assert "9♣ is already used in this game" in r.output and "2 cards" in r.output
    assert asked(r.output, "The single card Anna laid (nothing else was laid)") == 3
    assert deals(night)[-1] == {"player": "Anna", "single": ["Q♥"]}


def test_R_X_M9_a_join_alone_asks_the_single_card_it_does_not_lay(night, monkeypatch):
    recorded(night, [CUT, ("pari", "move", None, "Boris", "--single", "6♥"),
                     ("pari", "move", None, "Anna", "--meld", "7ч 8ч 9ч"),
                     ("pari", "move", None, "Anna", "--single", "2♦")])
    at_terminal(monkeypatch)
    r = run("pari", "move", night, "Boris", "--join", "6♥=7♥", answers=["A♣"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "The single card Boris laid (a join alone lays no card)") == 1
    assert deals(night)[-1] == {"player": "Boris", "join": {"6♥": "7♥"}, "single": ["A♣"]}


def test_input_ending_half_way_writes_nothing(night, monkeypatch):
    """A wrong cut answered, then the input ends: no game is started."""
    at_terminal(monkeypatch)
    before = night.read_bytes()
    r = run("pari", "cut", night, answers=["5п 3т"])
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "the input ended before “The cut cards in order" in r.output


def test_ctrl_c_at_a_question_leaves_the_file_byte_for_byte_unchanged(night):
    recorded(night, GOING_OUT)
    before = night.read_bytes()
    out, code = in_pty([sys.executable, "-m", "scorekeeper", "pari", "end", str(night)],
                       ["K♠"], stop=signal.SIGINT)  # K♠ is on the table: asked again, then ^C
    assert code == 130 and "interrupted; nothing was written" in out, out
    assert "K♠ cannot be given here" in out and night.read_bytes() == before


def test_a_script_is_told_every_missing_option_and_nothing_is_written(night):
    before = night.read_bytes()
    r = run("pari", "cut", night)
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "the deal needs CARDS (the cut cards in order" in r.output
    recorded(night, GOING_OUT)
    before = night.read_bytes()
    r = run("pari", "end", night)
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "--left NAME=CARDS (the cards left in Boris's hand: 1 card" in r.output


def test_a_script_move_that_lays_nothing_is_told_the_single_card_and_nothing_is_written(night):
    recorded(night, [CUT])
    before = night.read_bytes()
    r = run("pari", "move", night, "Boris")
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "--single CARD (the single card Boris laid" in r.output


def test_a_file_keeps_reading_as_before(night):
    """Written whole, an end that leaves out a hand holding cards and a move that lays nothing
    are refused as they always were; nothing is asked of a file."""
    recorded(night, GOING_OUT)
    r = run("add", night, "left={}")
    assert r.exit_code == 1 and "Boris holds 1 cards: name them" in r.output
    (night.parent / "b").mkdir()
    fresh = session(night.parent / "b", "pari", TWO, "gruznov")
    recorded(fresh, [CUT])
    r = run("add", fresh, "player=Boris")
    assert r.exit_code == 1 and "a move lays something" in r.output
