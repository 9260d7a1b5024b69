"""Readable at 80 columns: show, settle, rules, explain, ladder and recording output fit an 80-column
terminal without cutting a player's name, an option's name or a figure (stacked rows where a table
cannot fit, rule text wrapped under its step)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

import scorekeeper.cli.common as common
from scorekeeper.views.text import fmt
from scorekeeper.cli.app import app
from scorekeeper.core import registry

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted(ROOT.glob("sample_sessions/*.toml"))
WIDTH = 80
runner = CliRunner()


def at_80(*args):
    common._console = None  # a console measured for this run's width
    r = runner.invoke(app, [str(a) for a in args], env={"COLUMNS": str(WIDTH)})
    common._console = None
    assert r.exit_code == 0, r.output
    too_long = [line for line in r.output.splitlines() if len(line) > WIDTH]
    assert not too_long, too_long
    return r.output


def _words(text: str) -> set[str]:
    return set(text.replace("·", " ").replace("│", " ").replace("┃", " ").split())


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_show_settle_and_explain_keep_every_name_and_figure_whole(path):
    players = tomllib.loads(path.read_text(encoding="utf-8"))["players"]
    for cmd in (["show"], ["settle"], ["explain"]):
        out = at_80(*cmd, path)
        for name in players:
            assert name in out, (cmd, name)
    balance = json.loads(runner.invoke(app, ["settle", str(path), "--json"]).output)["balance"]
    out = at_80("settle", path)
    for v in balance.values():
        figure = fmt(v)
        assert figure in out, figure


@pytest.mark.parametrize("game", [g for g in registry.game_names() if g != "toy"])
def test_rules_prints_every_option_name_whole(game):
    g = registry.game(game)
    out = at_80("rules", game)
    words = _words(out)
    for name in g.options:
        assert name in words, name


def test_ladders_fit():
    at_80("preferans", "ladder")
    at_80("five-hundred", "ladder")


def test_recording_output_fits(tmp_path):
    f = tmp_path / "n.toml"
    at_80("new", f, "--game", "preferans", "--rules", "sochi",
          "--players", "Konstantin,Aleksandra,Vsevolod")
    at_80("preferans", "raspasy", f, "Konstantin=4", "Aleksandra=3", "Vsevolod=3")
