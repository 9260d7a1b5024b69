"""The `scorekeeper preferans …` commands: wiring only (the numbers are pinned elsewhere)."""

from __future__ import annotations

import json

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from scorekeeper.cli.app import app
from scorekeeper.cli.games.preferans import app as pref_app

runner = CliRunner()


@pytest.fixture
def night(tmp_path):
    p = tmp_path / "night.toml"
    p.write_text('format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n',
                 encoding="utf-8")
    return p


def run(*args):
    return runner.invoke(app, [str(a) for a in args])


def show(path):
    r = run("show", path, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


def test_recording_commands_append_checked_entries(night):
    assert run("preferans", "game", night, "Boris", "7s", "-w", "Vera", "-t", "7", "--open").exit_code == 0
    assert run("preferans", "game", night, "Vera", "6h", "--passed").exit_code == 0
    assert run("preferans", "game", night, "Anna", "6c", "-H", "Boris").exit_code == 0
    assert run("preferans", "misere", night, "Anna", "-t", "1").exit_code == 0
    assert run("preferans", "raspasy", night, "Anna=4", "Boris=1", "Vera=5").exit_code == 0
    assert run("preferans", "game", night, "Vera", "7nt", "-w", "Anna,Boris", "-t", "6",
               "-T", "Anna=3").exit_code == 0
    s = show(night)
    assert s["pool"] == {"Anna": 2, "Boris": 4, "Vera": 2}
    assert s["whists"]["Vera"]["Boris"] == 12 and s["whists"]["Boris"]["Anna"] == 4
    text = night.read_text(encoding="utf-8")
    assert 'half_whist = "Boris"' in text and "raspasy" in text


def test_missing_facts_are_refused_without_a_terminal(night):
    r = run("preferans", "game", night, "Boris", "7s")
    assert r.exit_code == 1 and "who whisted" in r.output
    r = run("preferans", "game", night, "Boris", "7s", "-w", "Vera")
    assert r.exit_code == 1 and "tricks" in r.output
    assert "[[deal]]" not in night.read_text(encoding="utf-8")


def test_impossible_deal_is_refused_with_a_clear_message(night):
    r = run("preferans", "game", night, "Boris", "7s", "-w", "Boris", "-t", "7")
    assert r.exit_code == 1 and "own game" in r.output
    r = run("preferans", "game", night, "Boris", "8s", "-H", "Vera")
    assert r.exit_code == 1 and "half-whist" in r.output


def test_arbitration_commands_answer_with_their_rule():
    r = run("preferans", "overcall", "семь первых", "бескозырка", "--json")
    out = json.loads(r.stdout)
    assert out["overcalls"] is True and out["bid"] == "7♠" and out["rule"]
    r = run("preferans", "value", "7h", "-r", "leningrad", "--json")
    facts = {f["label"]: f["value"] for f in json.loads(r.stdout)["facts"]}
    assert facts["whists per trick taken by a whister"] == 8
    r = run("preferans", "score", "7h", "-w", "Left", "-t", "6", "--json")
    out = json.loads(r.stdout)
    assert out["mountain"]["Declarer"] == 4 and out["whists"]["Left"]["Declarer"] == 20
    assert all(s["rule"] for s in out["steps"])
    r = run("preferans", "score", "--raspasy", "Declarer=1", "--raspasy", "Left=4", "--raspasy", "Right=5",
            "-r", "rostov", "--json")
    assert json.loads(r.stdout)["whists"]["Declarer"] == {"Left": 20, "Right": 25}
    assert run("preferans", "ladder").exit_code == 0


def test_every_command_and_option_has_help():
    group = get_command(pref_app)
    assert group.commands
    for name, cmd in group.commands.items():
        assert cmd.help, name
        for param in cmd.params:
            assert getattr(param, "help", None), f"{name}: {param.name}"


def test_a_half_whist_is_not_called_a_pass(night):
    assert run("preferans", "game", night, "Boris", "6d", "--half-whist", "Anna").exit_code == 0
    log = json.loads(run("log", night, "--json").output)
    assert log[0]["summary"] == "Boris 6♦; Anna half-whists"
    steps = json.loads(run("explain", night, "1", "--json").output)[0]["steps"]
    assert not any("passed" in s["text"] for s in steps)
