"""One spec per game (docs/architecture.md, "Adding a game"): a game the program has never heard
of becomes known everywhere a game is known by handing its spec to the registry, and nowhere
else.  In a fresh process only the toy's spec is registered (no conftest), with a command group;
the toy is then a game the registry, ``new -g``, a recorded entry, ``show``, ``settle``,
``check``, ``explain`` and the command line's list of groups all know."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from scorekeeper.core import registry

TESTS = Path(__file__).resolve().parents[1]

SCRIPT = """
import dataclasses, json, sys
sys.path.insert(0, {tests!r})
import toygame
from scorekeeper.core import registry
registry.register(dataclasses.replace(toygame.SPEC, cli="toygame_cli", cli_help="Toy: record deals."))
from typer.testing import CliRunner
from scorekeeper.cli.app import app
runner = CliRunner()
out = {{"canonical": registry.canonical("TOY-GAME"), "names": registry.game_names()}}
for name, args in [
    ("new", ["new", {file!r}, "-g", "toy-game", "-p", "Anna,Boris", "--date", "2024-01-01"]),
    ("group", ["toy", "deal", {file!r}, "--winner", "Anna", "--points", "3"]),
    ("add", ["add", {file!r}, "winner=Boris", "points=2"]),
    ("show", ["show", "--json", {file!r}]),
    ("settle", ["settle", "--json", {file!r}]),
    ("check", ["check", {file!r}]),
    ("explain", ["explain", {file!r}, "1"]),
    ("help", ["--help"]),
]:
    r = runner.invoke(app, args)
    out[name] = [r.exit_code, r.output]
print(json.dumps(out))
"""


def run_with_only_the_toy_spec(tmp_path):
    f = tmp_path / "toy.toml"
    code = SCRIPT.format(tests=str(TESTS), file=str(f))
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return f, json.loads(done.stdout)


def test_a_registered_spec_makes_its_game_known_from_new_to_explain(tmp_path):
    f, out = run_with_only_the_toy_spec(tmp_path)
    assert out["canonical"] == "toy"  # an alias of the spec, in any case
    assert out["names"][-1] == "toy"
    for name in ("new", "group", "add", "show", "settle", "check", "explain", "help"):
        assert out[name][0] == 0, (name, out[name][1])
    assert 'game = "toy"' in f.read_text(encoding="utf-8")
    assert "Anna scores 3" in out["group"][1] and "Boris scores 2" in out["add"][1]
    assert json.loads(out["show"][1])["score"] == {"Anna": 3, "Boris": 2}
    assert json.loads(out["settle"][1])["balance"] == {"Anna": 3, "Boris": 2}
    assert "2 entries, no problems" in " ".join(out["check"][1].split())
    assert "rule: toy §1" in out["explain"][1]
    groups = out["help"][1].split("Commands:")[-1].split()
    assert "toy" in groups and groups.index("toy") > groups.index("pari")  # after the built-ins


def test_a_spec_without_a_command_group_adds_none():
    """The toy of the other tests (conftest) declares no group: the list of groups is the
    built-in games' and nothing else."""
    from scorekeeper.cli.app import GAME_GROUPS

    assert [name for _, name, _ in GAME_GROUPS] == [s.name for s in registry.specs() if s.cli]
    assert "toy" in registry.game_names() and "toy" not in [n for _, n, _ in GAME_GROUPS]
