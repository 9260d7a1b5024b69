"""The quick commands ask for what a deal lacks (README «Leave out what you do not know yet»):
the engine says what is missing and checks each answer against those before it; the terminal
only asks.  A script is told every missing option; nothing half-given is ever written.

The game rules behind each question are pinned beside each game (tests/preferans/
test_preferans_prompts.py, tests/five_hundred/test_five_hundred_prompts.py and those of
Thousand, order poker and Pari); here, the promises of the mechanism."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

from prompting import asked, at_terminal, deals, in_pty, run, session
from scorekeeper.core.form import BLANK, Question, read
from scorekeeper.errors import InvalidError

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def night(tmp_path):
    return session(tmp_path, "preferans", ["Anna", "Boris", "Vera"], "sochi")


# ---- the command line holds no rule ----------------------------------------------------------
def imported(path: Path) -> set[str]:
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            out.add(node.module)
    return out


def test_the_prompts_import_no_game_and_no_rule():
    """The bounds of every question come from the engine: the terminal side imports nothing of
    a game (the preferans trick count it once imported is gone)."""
    for path in (ROOT / "scorekeeper/cli/prompts.py", ROOT / "scorekeeper/core/form.py"):
        games = {m for m in imported(path) if m.startswith("scorekeeper.games")}
        assert not games, f"{path.name} imports {games}"
        assert "TRICKS_PER_DEAL" not in path.read_text(encoding="utf-8")


def test_the_form_is_pure():
    """core/form.py is the library's answer for any renderer: no terminal, no file, no session
    (cards are read in the library's own notation; its words are said in the language in use,
    :mod:`scorekeeper.i18n`, the standard library's gettext)."""
    mods = imported(ROOT / "scorekeeper/core/form.py")
    assert all(m.startswith(("scorekeeper.errors", "scorekeeper.notation", "scorekeeper.i18n",
                             "collections", "dataclasses", "typing", "__future__")) for m in mods), mods


# ---- reading an answer against the question's own bounds -------------------------------------
def test_a_count_is_held_to_the_bounds_the_engine_gave():
    q = Question("tricks.Vera", "count", "Tricks taken by Vera", high=4)
    assert read(q, " 4 ") == 4
    for bad in ("5", "-1", "four", "", "١"):
        with pytest.raises(InvalidError):
            read(q, bad)


def test_names_match_without_case_and_nobody_only_where_the_question_allows_it():
    q = Question("whist", "players", "Who whisted?", ("Vera", "Anna"), least=0, most=2)
    assert read(q, "vera, ANNA") == ["Vera", "Anna"] and read(q, "-") == []
    with pytest.raises(InvalidError, match="named twice"):
        read(q, "Vera vera")
    one = Question("partner", "player", "Who?", ("Vera", "Anna"))
    with pytest.raises(InvalidError, match="an answer is needed"):
        read(one, "")
    assert read(Question("partner", "player", "Who?", ("Vera",), blank="alone"), "") is BLANK


def test_cards_are_read_in_the_librarys_notation_each_as_often_as_it_is_offered():
    q = Question("left.Vera", "cards", "The cards left", ("K♠", "Q♠", "10♥", "Jk", "Jk"),
                 low=3, high=3)
    assert read(q, "Кп, Q s jk") == ["K♠", "Q♠", "Jk"]  # Russian, a space before the suit
    assert read(q, "10 ♥ Jk Дж") == ["10♥", "Jk", "Jk"]  # the pack's two jokers
    for bad, why in (("Jk Jk Jk", "Jk is given 3 times"), ("K♠ K♠ Q♠", "K♠ is given twice"),
                     ("A♠ K♠ Q♠", "A♠ cannot be given here"), ("K♠ Q♠", "2 cards")):
        with pytest.raises(InvalidError, match=why):
            read(q, bad)
    anything = Question("cuts", "cards", "The cuts", low=3)  # no cards named: any, repeated
    assert read(anything, "5п 5п Jk 2б") == ["5♠", "5♠", "Jk", "2♦"]


def test_several_words_take_their_spellings_and_a_blank_where_the_question_allows_it():
    q = Question("marriages.Vera", "choices", "Marriages Vera declared", ("♠", "♦"), most=2,
                 aliases={"п": "♠", "пики": "♠", "б": "♦"}, blank="none")
    assert read(q, "пики, б") == ["♠", "♦"] and read(q, "") is BLANK
    with pytest.raises(InvalidError, match="♥ is not one of the answers"):
        read(q, "♥")


# ---- at a terminal ---------------------------------------------------------------------------
def test_a_wrong_name_is_asked_again_and_a_name_matches_without_case(night, monkeypatch):
    at_terminal(monkeypatch)
    r = run("preferans", "game", night, "Boris", "7s", "-t", "7", answers=["Gleb", "Boris", "vera"])
    assert r.exit_code == 0, r.output
    assert "Gleb cannot be named here" in r.output and "Boris cannot be named here" in r.output
    assert asked(r.output, "Who whisted on Boris's 7♠?") == 3
    assert deals(night) == [{"declarer": "Boris", "contract": "7s", "whist": ["Vera"],
                             "tricks": {"Boris": 7}}]


def test_five_wrong_answers_give_up_and_write_nothing(night, monkeypatch):
    at_terminal(monkeypatch)
    before = night.read_bytes()
    r = run("preferans", "misere", night, "Anna", answers=["x"] * 5)
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "after 5 tries" in r.output


def test_input_ending_half_way_writes_nothing(night, monkeypatch):
    """The player gives the whisters and walks away: the deal is not recorded without tricks."""
    at_terminal(monkeypatch)
    before = night.read_bytes()
    r = run("preferans", "game", night, "Boris", "7s", answers=["Vera,Anna", "6"])
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "the input ended before “Tricks taken by Vera” was answered" in r.output


def test_a_question_mark_says_why_the_engine_asks_and_costs_no_attempt(night, monkeypatch):
    at_terminal(monkeypatch)
    r = run("preferans", "game", night, "Boris", "7s", "-w", "Vera,Anna", "-t", "7",
            answers=["?"] * 6 + ["2"])
    assert r.exit_code == 0, r.output
    assert "two whisters each write whists for their own tricks; answers: 0 to 3" in r.output
    assert deals(night)[0]["tricks"] == {"Boris": 7, "Vera": 2}


def test_an_option_the_engine_refuses_fails_before_any_question(night, monkeypatch):
    at_terminal(monkeypatch)
    r = run("preferans", "game", night, "Boris", "7s", "-w", "Boris", answers=["7"])
    assert r.exit_code == 1 and "own game" in r.output and "Tricks taken" not in r.output
    assert deals(night) == []


def test_questions_follow_the_entry_an_amendment_replaces(night, monkeypatch):
    """--amend N: the questions are those of entry N's place (the state before it)."""
    assert run("preferans", "raspasy", night, "Anna=4", "Boris=1", "Vera=5").exit_code == 0
    assert run("preferans", "game", night, "Boris", "6s", "-w", "Vera", "-t", "6").exit_code == 0
    at_terminal(monkeypatch)
    r = run("preferans", "raspasy", night, "--amend", 1, answers=["3", "3"])
    assert r.exit_code == 0, r.output
    assert deals(night)[-1] == {"replaces": 1, "raspasy": {"Anna": 3, "Boris": 3}}


# ---- in a script -----------------------------------------------------------------------------
def test_a_script_is_told_every_missing_option_and_nothing_is_written(night):
    before = night.read_bytes()
    r = run("preferans", "game", night, "Boris", "7s")
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "--whist/-w" in r.output and "--tricks/-t" in r.output
    r = run("preferans", "game", night, "Boris", "7s", "-w", "Vera,Anna")
    assert r.exit_code == 1 and "--whist" not in r.output
    assert "--tricks/-t" in r.output and "--tricks-of/-T" in r.output  # the split, too
    assert night.read_bytes() == before


def test_a_script_is_not_asked_what_may_be_left_blank(tmp_path):
    """Left out in a script, a part that may be blank is what its option's help says (five play,
    no --partner: the bidder played alone); at a terminal it is asked (the Five Hundred tests)."""
    p = session(tmp_path, "five-hundred", ["Anna", "Boris", "Vera", "Gleb", "Dasha"], "avondale")
    r = run("five-hundred", "deal", p, "Anna", "7s", "-t", "Anna=7", "-t", "Boris=1", "-t",
            "Vera=1", "-t", "Gleb=1")
    assert r.exit_code == 0, r.output
    assert "partner" not in deals(p)[0]


# ---- add: an entry in the file's own keys -----------------------------------------------------
def test_add_at_a_terminal_asks_only_what_the_file_cannot_leave_out(night, tmp_path, monkeypatch):
    """`add` writes the file's keys, so the file's shorthand holds (an order poker hand left out
    holds none); only a fact the engine will not guess is asked (who whisted; the robot, where
    it decides a score) — and a complete entry asks nothing."""
    at_terminal(monkeypatch)
    r = run("add", night, "declarer=Boris", "contract=7s", answers=["Vera", "7"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Who whisted on Boris's 7♠?") == 1
    assert deals(night) == [{"declarer": "Boris", "contract": "7s", "whist": ["Vera"],
                             "tricks": {"Boris": 7}}]
    (tmp_path / "op").mkdir()
    poker = session(tmp_path / "op", "order-poker", ["Anna", "Boris", "Vera"], "classic")
    r = run("add", poker, "hands={}", answers=["none"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "The robot's combination") == 1 and "The combination" not in r.output
    assert deals(poker) == [{"hands": {}, "robot": "none"}]
    r = run("add", poker, "note=the second round", answers=[])
    assert r.exit_code == 0, r.output


def test_add_in_a_script_is_refused_as_the_file_reads_it(night):
    before = night.read_bytes()
    r = run("add", night, "declarer=Boris", "contract=7s")
    assert r.exit_code == 1 and night.read_bytes() == before
    assert "key whist" in r.output and "who whisted?" in r.output


# ---- a real terminal -------------------------------------------------------------------------
def test_at_a_real_terminal_the_questions_are_asked(night):
    """Through a pseudo-terminal, as a player types: the count out of bounds is asked again."""
    out, code = in_pty([sys.executable, "-m", "scorekeeper", "preferans", "game", str(night),
                        "Boris", "7s", "-w", "Vera"], ["11", "7"])
    assert code == 0, out
    assert out.count("Tricks taken by Boris (0 to 10)") == 2 and "11 is out of range" in out
    assert deals(night) == [{"declarer": "Boris", "contract": "7s", "whist": ["Vera"],
                             "tricks": {"Boris": 7}}]


def test_ctrl_c_at_a_question_is_a_stop_nothing_written_exit_130(night):
    """Ctrl-C while a question waits ends the command as every stop does — its own words and
    128 + the signal, not "the input ended" — and the file is byte for byte as it was."""
    import signal

    before = night.read_bytes()
    out, code = in_pty([sys.executable, "-m", "scorekeeper", "preferans", "game", str(night),
                        "Boris", "7s"], ["Vera"], stop=signal.SIGINT)
    assert code == 130, out
    assert "interrupted; nothing was written" in out and "input ended" not in out
    assert night.read_bytes() == before
