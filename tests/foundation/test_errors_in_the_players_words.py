"""Errors in the player's words (issue 22, item 5), each promise pinned on its own: messages
fitted to the terminal, TOML syntax errors in plain words with the line, values shown as the
player writes them, rule citations set apart from what was expected, ids matched whatever the
case, a refused deal leaving the dealer rotation as the table played it, ``export --force``, and
a settlement without a stake saying how the average works."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from faults.helpers import invoke
from scorekeeper.views.wrap import cells, wrap
from scorekeeper.errors import split_rule
from scorekeeper.names import file_value, shown

ROOT = Path(__file__).resolve().parents[2]
THOUSAND4 = ('format = 1\ngame = "thousand"\nrules = "book-1991"\n'
             'players = ["Anna", "Boris", "Vera", "Gleb"]\n')


# ---- wrapped to the terminal ------------------------------------------------------------------
@given(st.text(st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp")), max_size=300),
       st.integers(20, 120))
def test_property_a_wrapped_message_fits_the_width_and_keeps_every_word(text, columns):
    lines = wrap(text, columns)
    assert all(cells(line) <= columns for line in lines)
    assert "".join("".join(lines).split()) == "".join(text.split())


def test_a_message_is_one_line_where_no_width_is_known():
    assert wrap("a " * 200, None) == ["a " * 200]


def test_an_error_wraps_at_columns_with_its_continued_lines_indented(tmp_path, monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    r = invoke(["thousand", "round", "125"])
    lines = r.output.splitlines()
    assert r.exit_code == 1 and len(lines) > 2
    assert lines[0].startswith("error: ") and all(line.startswith("  ") for line in lines[1:])
    assert max(cells(line) for line in lines) <= 40


# ---- TOML syntax in plain words -----------------------------------------------------------------
@pytest.mark.parametrize("bad,words", [
    ('bidder = "Anna\n', 'a string is not closed: its closing " is missing'),
    ('bidder "Anna"\n', 'a key with no "=" after it'),
    ('bidder = "Anna"\nbidder = "Boris"\n', "a key given twice"),
    ("bidder = Anna\n", "a value TOML does not know: text goes in quotes"),
    ("tricks = { Анна = 7 }\n", 'put it in quotes ("Анна")'),
])
def test_a_toml_syntax_error_says_what_is_wrong_with_the_line(tmp_path, bad, words):
    f = tmp_path / "night.toml"
    text = THOUSAND4 + "\n[[deal]]\n" + bad
    f.write_text(text, encoding="utf-8")
    r = invoke(["check", f])
    line = text[:text.index(bad)].count("\n") + 1 + (bad.count("\n") - 1 if "twice" in words
                                                      else 0)
    assert r.exit_code == 1 and words in r.output, r.output
    assert f"night.toml:{line}: not valid TOML at " in r.output
    assert "Illegal character" not in r.output and "\\n" not in r.output


# ---- values and rules as the player reads them --------------------------------------------------
def test_values_are_shown_in_the_players_words_never_pythons():
    assert shown({"Анна": 4, "Boris": 1}) == "Анна=4, Boris=1"
    assert shown(["Vera", "Anna"]) == "Vera, Anna"
    assert shown([["Anna", "Vera"], ["Boris", "Gleb"]]) == "Anna,Vera; Boris,Gleb"
    assert shown("Gleb") == "'Gleb'" and shown(True) == "true" and shown(None) == "nothing"
    assert file_value({"Анна": 8, "Boris": 4}) == '{ "Анна" = 8, Boris = 4 }'
    assert file_value(["Vera"]) == '["Vera"]'


@pytest.mark.parametrize("expected,split", [
    ("one of Boris, Vera (Fikhman 1991 §ТЫСЯЧА; R-T1)", ("one of Boris, Vera",
                                                        "Fikhman 1991 §ТЫСЯЧА; R-T1")),
    ("see R-X23; Gruznov 1992 §мелды", (None, "R-X23; Gruznov 1992 §мелды")),
    ("five different cards (R-O11 (Заказной покер §колода))",
     ("five different cards", "R-O11 (Заказной покер §колода)")),
    ("0 to 10", ("0 to 10", None)),
])
def test_a_rule_cited_is_set_apart_from_what_was_expected(expected, split):
    assert split_rule(expected) == split


def test_a_seat_count_of_one_figure_is_said_once(tmp_path):
    r = invoke(["new", tmp_path / "p.toml", "-g", "pari", "-p", "Anna,Boris,Vera"])
    assert r.exit_code == 1 and "Pari is played by 2 players, not 3" in r.output
    assert "2–2" not in r.output and "2 to 2" not in r.output


# ---- ids and names whatever the case ------------------------------------------------------------
def test_why_takes_a_ruling_id_whatever_its_case_and_offers_the_nearest():
    assert invoke(["why", "r-p8"]).output == invoke(["why", "R-P8"]).output
    r = invoke(["why", "r-p88"])
    assert r.exit_code == 1 and "unknown ruling 'R-P88'" in r.output
    assert r.output.rstrip().endswith("did you mean 'R-P8' or 'R-P-M8' or 'R-P-C8'?")


def test_an_option_is_taken_whatever_its_case(tmp_path):
    f = tmp_path / "t.toml"
    assert invoke(["new", f, "-g", "thousand", "-p", "Anna,Boris,Vera", "-o",
                   "Rounding=5"]).exit_code == 0
    assert "rounding = 5" in f.read_text(encoding="utf-8").lower().replace('"', "")


# ---- check: what is wrong, not what a refused entry made look wrong -----------------------------
def test_check_reports_a_refused_thousand_bid_alone_the_rotation_going_on(tmp_path):
    """format §Checking and writing: a refused deal was dealt all the same, so the next deals
    keep their dealers; the issue's file reported three false "deals and sits out" errors."""
    f = tmp_path / "night.toml"
    f.write_text(THOUSAND4 + '''
[[deal]]
bidder = "Boris"
bid = 95
prikup = ["K♠", "K♣", "J♦"]
taken = { Boris = 85, Vera = 20, Gleb = 15 }

[[deal]]
bidder = "Gleb"
bid = 140
prikup = ["10♥", "Q♥", "9♠"]
taken = { Gleb = 74, Anna = 31, Vera = 15 }
marriages = { Gleb = ["♣"] }

[[deal]]
bidder = "Anna"
bid = 110
prikup = ["9♥", "9♦", "J♣"]
gave_up = true
''', encoding="utf-8")
    r = invoke(["check", f, "--json"])
    problems = json.loads(r.stdout)["problems"]
    assert r.exit_code == 1 and [(p["entry"], p["key"]) for p in problems] == [(1, "bid")]


# ---- export -o FILE --force ---------------------------------------------------------------------
def test_export_refuses_an_existing_file_without_force_and_replaces_it_with(tmp_path):
    session = ROOT / "sample_sessions" / "thousand-4.toml"
    out = tmp_path / "sheet.md"
    out.write_text("old", encoding="utf-8")
    r = invoke(["export", session, "-o", out])
    assert r.exit_code == 1 and "refusing to overwrite" in r.output and "--force" in r.output
    assert out.read_text(encoding="utf-8") == "old"
    r = invoke(["export", session, "-o", out, "--force"])
    assert r.exit_code == 0 and out.read_text(encoding="utf-8").startswith("#")


def test_export_force_never_replaces_a_session_file(tmp_path):
    session = tmp_path / "night.toml"
    other = tmp_path / "other.toml"
    for f in (session, other):
        f.write_text(THOUSAND4, encoding="utf-8")
    for target in (session, other):
        r = invoke(["export", session, "-o", target, "--force"])
        assert r.exit_code == 1 and target.read_text(encoding="utf-8") == THOUSAND4, r.output


# ---- a settlement without a stake ---------------------------------------------------------------
@pytest.mark.parametrize("sample", ["thousand-4.toml", "five-hundred-3.toml"])
def test_a_point_settlement_without_a_stake_says_how_the_average_works(sample):
    r = invoke(["settle", ROOT / "sample_sessions" / sample, "--all"], env={"COLUMNS": "300"})
    assert r.exit_code == 0
    assert "no stake agreed" in r.output and "-o stake=N" in r.output
    assert "less the table's average" in r.output or "less that game's average" in r.output
