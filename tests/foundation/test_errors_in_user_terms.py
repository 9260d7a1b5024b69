"""Errors in the user's own terms (issue 14, point 4): the option behind a key, "did you mean",
another game's command named, names regardless of case, no library phrasing, penalty points."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from scorekeeper.cli.app import app

runner = CliRunner()


def sk(*args):
    return runner.invoke(app, [str(a) for a in args])


@pytest.fixture
def five(tmp_path):
    p = tmp_path / "five.toml"
    assert sk("new", p, "-g", "five-hundred", "-p", "Anna,Boris,Vera").exit_code == 0
    return p


def test_error_names_the_cli_option_and_the_toml_key(five):
    before = five.read_bytes()
    res = sk("five-hundred", "deal", five, "Anna", "7s", "-t", "Anna=x")
    assert res.exit_code == 1 and five.read_bytes() == before
    assert "entry 1: -t Anna=x: not recorded: text given; expected a whole number" in res.stderr
    js = json.loads(sk("five-hundred", "deal", five, "Anna", "7s", "-t", "Anna=11", "--json").stdout)
    assert (js["error"][0]["option"], js["error"][0]["key"]) == ("-t Anna=11", "tricks.Anna")


def test_error_names_the_argument_that_gave_the_key(five):
    res = sk("five-hundred", "deal", five, "Gleb", "7s", "-t", "Anna=7")
    assert "entry 1: bidder Gleb: not recorded: unknown player 'Gleb'" in res.stderr
    res = sk("penalty", five, "Anna=x", "-n", "slow")
    assert "entry 1: points Anna=x: not recorded" in res.stderr
    res = sk("five-hundred", "points", five, "Anna=1.5", "-n", "by hand")
    assert "entry 1: scores Anna=1.5: not recorded" in res.stderr


def test_error_a_key_from_a_file_is_named_as_a_key_alone(five):
    res = sk("add", five, "bidder=Anna", "bid=7s", 'tricks={Anna="x"}')
    assert 'tricks.Anna = "x": not recorded' in res.stderr and "-t" not in res.stderr


def test_unknown_key_gets_did_you_mean(five):
    res = sk("add", five, "bidder=Anna", "bid=7s", "tricksx={Anna=7}")
    assert res.exit_code == 1
    assert "tricksx = { Anna = 7 }: not recorded: unknown key; expected only" in res.stderr
    assert res.stderr.rstrip().endswith("did you mean 'tricks'?")
    res = sk("add", five, "bidder=Anna", "bid=7s", "tricks={Anna=7}", "notes='x'")
    assert "did you mean 'note'?" in res.stderr


def test_unknown_option_gets_did_you_mean(five):
    res = sk("five-hundred", "deal", five, "Anna", "7s", "--trick", "Anna=7")
    assert res.exit_code == 2 and "--tricks" in res.output
    res = sk("five-hundred", "value", "7s", "-o", "slamm=bonus")
    assert res.exit_code == 1 and "did you mean 'slam'?" in res.stderr


def test_another_games_command_on_a_session_says_so(five, tmp_path):
    before = five.read_bytes()
    res = sk("preferans", "game", five, "Anna", "6s", "-w", "Boris", "-t", "6")
    assert res.exit_code == 1 and five.read_bytes() == before
    assert ("this is a Five Hundred session; `scorekeeper preferans game …` records Preferans deals; "
            "use `scorekeeper five-hundred …`") in res.stderr
    assert "unknown key" not in res.stderr  # said before the engine looks at the keys
    # an entry the other game would take as well is refused just the same
    thousand = tmp_path / "thousand.toml"
    sk("new", thousand, "-g", "thousand", "-p", "Anna,Boris,Vera")
    res = sk("five-hundred", "points", thousand, "Anna=10", "-n", "by hand")
    assert res.exit_code == 1 and "this is a Thousand session" in res.stderr
    assert "\n[[deal]]" not in thousand.read_text(encoding="utf-8")


def test_player_names_match_case_insensitively_when_unambiguous(five):
    res = sk("five-hundred", "deal", five, "anna", "7s", "-t", "anna=7", "-t", "BORIS=2")
    assert res.exit_code == 0, res.output
    text = five.read_text(encoding="utf-8")
    assert 'bidder = "Anna"' in text and "tricks = { Anna = 7, Boris = 2 }" in text
    res = sk("penalty", five, "vera=10", "-n", "vera was slow")
    assert res.exit_code == 0
    text = five.read_text(encoding="utf-8")
    assert "penalty = { Vera = 10 }" in text and 'note = "vera was slow"' in text


def test_player_names_ambiguous_by_case_are_not_guessed(tmp_path):
    """Two players who differ only in case cannot sit at one table (docs/format.md «Names»), so a
    typed "anna" never has two names to choose from: the file is refused when it is made."""
    p = tmp_path / "two-annas.toml"
    res = sk("new", p, "-g", "five-hundred", "-p", "Anna,ANNA,Boris")
    assert res.exit_code == 1 and "'Anna' and 'ANNA' differ only in case" in res.stderr
    assert not p.exists()


def test_partnership_side_names_match_regardless_of_case(tmp_path):
    p = tmp_path / "four.toml"
    sk("new", p, "-g", "five-hundred", "-p", "Anna,Boris,Vera,Gleb", "--team", "Anna,Vera",
       "--team", "Boris,Gleb")
    res = sk("five-hundred", "deal", p, "anna", "7s", "-t", "anna/vera=7")
    assert res.exit_code == 0, res.output
    assert 'tricks = { "Anna/Vera" = 7 }' in p.read_text(encoding="utf-8")


LIBRARY_WORDS = ("Input should", "Value error", "valid dictionary", "pydantic", "validation error")


@pytest.mark.parametrize("envelope, words", [
    ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = "Anna"\n', "a list in [ ]"),
    ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["A", "B", "C"]\ntitle = 5\n',
     "a string in quotes"),
    ('format = "1"\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["A", "B", "C"]\n',
     "a whole number"),
    ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["A", "B", "C"]\noptions = 5\n',
     "a table { ... }"),
    ('format = 1\nrules = "avondale"\nplayers = ["A", "B", "C"]\n', "key game: missing"),
    ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["A", "B", "C"]\nplayerz = 1\n',
     "did you mean 'players'?"),
    ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["A", "A", "C"]\n',
     "names must be distinct"),
    ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = []\n',
     "players = []: too few: 0; expected at least 1"),
    ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["A", "B", "C"]\n'
     '[[deal]]\ntricks = { A = 4, B = 3, C = 3 }\nnew_game = "yes"\n', "true or false"),
    ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["A", "B", "C"]\n'
     '[[deal]]\nbidder = "A"\nbid = "7s"\ntricks = 7\n', "tricks = 7: a whole number given; expected a table { ... }"),
])
def test_no_library_prefixes_leak(tmp_path, envelope, words):
    """pydantic's dict_type, int_type, string_type, list_type, bool_type, missing,
    extra_forbidden and value_error all read in the project's words."""
    p = tmp_path / "s.toml"
    p.write_text(envelope, encoding="utf-8")
    res = sk("check", p)
    assert res.exit_code == 1 and words in res.stderr, res.stderr
    assert not any(w in res.stderr for w in LIBRARY_WORDS), res.stderr


def test_penalty_points_are_shown_not_the_name(five, tmp_path):
    sk("penalty", five, "Anna=-10", "-n", "slow play")
    shown = sk("show", five).stdout
    assert "Anna −10: slow play" in shown
    thousand = tmp_path / "thousand.toml"
    sk("new", thousand, "-g", "thousand", "-p", "Anna,Boris,Vera")
    sk("penalty", thousand, "Boris=-20", "-n", "a revoke")
    assert "Boris −20: a revoke" in sk("show", thousand, "--all").stdout
    assert "Boris score -20" in sk("explain", thousand).stdout.replace("−", "-")


def test_penalty_error_for_an_unknown_player_shows_the_points(five):
    res = sk("penalty", five, "Gleb=10", "-n", "late")
    assert "points Gleb=10: not recorded: unknown player 'Gleb'" in res.stderr


def test_penalty_error_after_the_game_shows_the_points(five):
    sk("five-hundred", "points", five, "Anna=500", "-n", "carried over")
    res = sk("penalty", five, "Boris=10", "-n", "late")
    assert res.exit_code == 1
    assert "points Boris=10: not recorded: the game is over" in res.stderr
    assert "--new-game" in res.stderr


def test_no_library_prefixes_leak_from_command_line_values(tmp_path):
    p = tmp_path / "p.toml"
    sk("new", p, "-g", "preferans", "-p", "Anna,Boris,Vera")
    res = sk("preferans", "game", p, "Anna", "6s", "-w", "Boris", "-t", "11")
    assert res.exit_code == 2 and "'--tricks' / '-t': 11 is more than 10" in res.output
    res = sk("preferans", "misere", p, "Anna", "-t", "x")
    assert res.exit_code == 2 and "x is not a whole number" in res.output
    res = sk("settle", p, "--price", "abc")
    assert res.exit_code == 2 and "abc is not a number" in res.output
    assert not any(w in res.output for w in LIBRARY_WORDS)
