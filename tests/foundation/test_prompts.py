"""The interactive prompts check each answer as it is given and ask again (docs: README, --help).

CliRunner's input is not a terminal, so the tests say it is one (``interactive``)."""

from __future__ import annotations

import json

import pytest
from typer.testing import CliRunner

from scorekeeper.cli import prompts
from scorekeeper.cli.app import app

runner = CliRunner()


@pytest.fixture
def night(tmp_path, monkeypatch):
    monkeypatch.setattr(prompts, "interactive", lambda: True)
    p = tmp_path / "night.toml"
    p.write_text('format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n',
                 encoding="utf-8")
    return p


def entries(path):
    r = runner.invoke(app, ["log", str(path), "--json"])
    return json.loads(r.output)


def test_a_wrong_name_is_asked_again_and_a_name_matches_without_case(night):
    # "Gleb" does not play here, "Boris" is the declarer; then "vera" is Vera
    r = runner.invoke(app, ["preferans", "game", str(night), "Boris", "7s", "-t", "7"],
                      input="Gleb\nBoris\nvera\n")
    assert r.exit_code == 0, r.output
    assert "'Gleb' does not play at this table" in r.output and "cannot be named here" in r.output
    assert r.output.count("Who whisted?") == 3


def test_a_trick_count_out_of_range_is_asked_again(night):
    r = runner.invoke(app, ["preferans", "game", str(night), "Boris", "7s", "-w", "Vera"],
                      input="11\nseven\n7\n")
    assert r.exit_code == 0, r.output
    assert r.output.count("Tricks taken by Boris") == 3 and "expected 0 to 10" in r.output


def test_raspasy_tricks_are_checked_as_pairs(night):
    r = runner.invoke(app, ["preferans", "raspasy", str(night)],
                      input="Anna=4 Boris=9\nAnna=4 Boris=1 Vera=5\n")
    assert r.exit_code == 0, r.output
    assert "more than a deal has" in r.output


def test_five_wrong_answers_give_up_and_write_nothing(night):
    before = night.read_bytes()
    r = runner.invoke(app, ["preferans", "misere", str(night), "Anna"], input="x\n" * 5)
    assert r.exit_code == 1 and night.read_bytes() == before


def test_without_a_terminal_nothing_is_asked(tmp_path):
    p = tmp_path / "n.toml"
    p.write_text('format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n',
                 encoding="utf-8")
    r = runner.invoke(app, ["preferans", "game", str(p), "Boris", "7s"])
    assert r.exit_code == 1 and "--whist" in r.output
