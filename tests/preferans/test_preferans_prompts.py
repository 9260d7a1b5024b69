"""What the preferans quick commands ask when a deal lacks a part, each answer checked by the
engine against the answers before it (issue 22: raspasy tricks adding up to 9, a second whister
given 6 after the declarer took 5, a blank split where the split matters, a misère asked who
whisted — each once accepted, then the whole entry lost)."""

from __future__ import annotations

import pytest

from prompting import asked, at_terminal, deals, run, session
from scorekeeper.session.files import load_replay

THREE = ["Anna", "Boris", "Vera"]


@pytest.fixture
def night(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    return session(tmp_path, "preferans", THREE, "sochi")


def test_R_P4_raspasy_counts_are_bounded_by_what_is_left_and_the_last_is_what_remains(night):
    """R-P4: ten tricks in all.  Boris cannot take 7 after Anna's 4; Vera is not asked: hers are
    the 5 left."""
    r = run("preferans", "raspasy", night, answers=["4", "7", "1"])
    assert r.exit_code == 0, r.output
    assert "7 is out of range; expected 0 to 6" in r.output
    assert asked(r.output, "Raspasy: tricks taken by Vera") == 0
    assert deals(night) == [{"raspasy": {"Anna": 4, "Boris": 1}}]
    assert load_replay(night).state.mountain == {"Anna": 4, "Boris": 1, "Vera": 5}


def test_R_P4_raspasy_given_in_part_asks_only_the_rest(night):
    r = run("preferans", "raspasy", night, "Boris=3", answers=["2"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Raspasy: tricks taken by Anna (0 to 7)") == 1
    assert asked(r.output, "Raspasy: tricks taken by Vera") == 0
    assert deals(night) == [{"raspasy": {"Boris": 3, "Anna": 2}}]


def test_R_P11_a_whister_cannot_take_more_than_the_declarer_left(night):
    """The declarer took 5 of a failed 6: the first whister's tricks are 0 to 5, the second's
    what remains."""
    r = run("preferans", "game", night, "Boris", "6s", "-w", "Vera,Anna", answers=["5", "6", "3"])
    assert r.exit_code == 0, r.output
    assert "6 is out of range; expected 0 to 5, of the defenders' 5" in r.output
    assert deals(night)[0]["tricks"] == {"Boris": 5, "Vera": 3}


def test_R_P11_the_split_is_asked_with_two_whisters_and_may_not_be_left_blank(night):
    r = run("preferans", "game", night, "Boris", "7s", "-w", "Vera,Anna", answers=["7", "", "2"])
    assert r.exit_code == 0, r.output
    # Enter alone is no answer: asked again
    assert asked(r.output, "Tricks taken by Vera (0 to 3, of the defenders' 3): ") == 2
    assert "blank" not in r.output
    assert deals(night)[0]["tricks"] == {"Boris": 7, "Vera": 2}


@pytest.mark.parametrize("whist,tricks", [("Vera", "7"), ("Vera,Anna", "10")])
def test_R_P_M2_the_split_is_not_asked_where_it_does_not_matter(night, whist, tricks):
    """One whister takes every defender's trick (R-P-M2); a declarer with all ten leaves the
    defenders none to split."""
    r = run("preferans", "game", night, "Boris", "7s", "-w", whist, answers=[tricks])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by Vera") == 0
    assert deals(night)[0]["tricks"] == {"Boris": int(tricks)}


def test_MGU_1971_7_a_misere_is_not_whisted_so_nobody_is_asked_who_whisted(night):
    r = run("preferans", "game", night, "Anna", "misere", answers=["1"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Who whisted") == 0
    assert deals(night) == [{"declarer": "Anna", "contract": "misere", "tricks": {"Anna": 1}}]


def test_R_S2_the_book_whists_misere_so_it_asks_who_whisted_and_the_lone_whisters_word(
        tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    book = session(tmp_path, "preferans", THREE, "book-1991", options="elochka_deals = 0\n")
    r = run("preferans", "misere", book, "Anna", answers=["Boris", "помоги", "2"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Who whisted on Anna's misere?") == 1
    assert asked(r.output, "Boris whists alone") == 1
    assert deals(book) == [{"declarer": "Anna", "contract": "misere", "whist": ["Boris"],
                            "mode": "помоги", "tricks": {"Anna": 2}}]


def test_R_S4_the_mode_takes_its_latin_spellings(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    book = session(tmp_path, "preferans", THREE, "book-1991", options="elochka_deals = 0\n")
    r = run("preferans", "game", book, "Anna", "7s", "-w", "Boris", answers=["odin", "7"])
    assert r.exit_code == 0, r.output
    assert deals(book)[0]["mode"] == "один"


def test_stalingrad_an_answer_the_engine_refuses_is_asked_again_with_its_reason(tmp_path,
                                                                               monkeypatch):
    """6♠ must be whisted by both defenders: one whister is refused by the engine's rule, in its
    words, and the question asked again."""
    at_terminal(monkeypatch)
    p = session(tmp_path, "preferans", THREE, "sochi", options="stalingrad = true\n")
    r = run("preferans", "game", p, "Boris", "6s", answers=["Vera", "Vera, Anna", "6", "3"])
    assert r.exit_code == 0, r.output
    assert "6♠ must be whisted by both defenders (Stalingrad)" in r.output
    assert asked(r.output, "Who whisted on Boris's 6♠?") == 2
    assert deals(p)[0]["whist"] == ["Vera", "Anna"]


def test_R_P_M0_a_passed_six_asks_for_a_half_whist_and_blank_is_nobody(night):
    r = run("preferans", "game", night, "Boris", "6s", answers=["-", ""])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Did a defender say half-whist?") == 1
    assert deals(night) == [{"declarer": "Boris", "contract": "6s", "whist": []}]
    r = run("preferans", "game", night, "Vera", "6h", answers=["-", "anna"])
    assert r.exit_code == 0, r.output
    assert deals(night)[1]["half_whist"] == "Anna"


def test_passed_says_no_half_whist_and_an_eight_has_none_to_ask(night):
    assert run("preferans", "game", night, "Boris", "6s", "--passed", answers=[]).exit_code == 0
    r = run("preferans", "game", night, "Vera", "8h", answers=["-"])
    assert r.exit_code == 0, r.output
    assert "half-whist" not in r.output


def test_MGU_1971_6_3_a_caught_ten_asks_only_the_tricks(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    p = session(tmp_path, "preferans", THREE, "mgu-sochinka")
    r = run("preferans", "game", p, "Boris", "10h", answers=["10"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Who whisted") == 0 and deals(p)[0]["tricks"] == {"Boris": 10}


def test_a_totus_asks_its_tricks_of_ten(tmp_path, monkeypatch):
    at_terminal(monkeypatch)
    p = session(tmp_path, "preferans", THREE, "mgu-sochinka")
    r = run("preferans", "totus", p, "Anna", answers=[""])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by Anna (0 to 10, of ten) [10]") == 1
    assert deals(p)[0]["tricks"] == {"Anna": 10}


def test_a_script_names_the_raspasy_tricks_it_lacks(tmp_path):
    p = session(tmp_path, "preferans", THREE, "sochi")
    r = run("preferans", "raspasy", p, "Anna=4")
    assert r.exit_code == 1 and "TRICKS" in r.output and "Boris" in r.output
    assert deals(p) == []
