"""An option of one value is given once (scorekeeper/cli/once.py): Click keeps the last of two
values silently, so ``-t 7 -t 3`` would have recorded 3 tricks.  Exit 0 means the entry is in the
file; a refused command line leaves the file byte for byte as it was."""

from __future__ import annotations

import shutil
import unicodedata
from pathlib import Path

import pytest
import typer
from cli_tree import commands
from typer.testing import CliRunner

from faults.helpers import invoke
from scorekeeper.cli.app import app

ROOT = Path(__file__).resolve().parent.parent.parent
runner = CliRunner()


@pytest.fixture
def night(tmp_path):
    f = tmp_path / "night.toml"
    shutil.copyfile(ROOT / "sample_sessions" / "preferans-sochi.toml", f)
    return f


@pytest.mark.parametrize("twice", [["-t", "7", "-t", "3"], ["--tricks=7", "-t3"],
                                   ["-t", "7", "--tricks", "7"]])
def test_a_trick_count_given_twice_is_refused_and_nothing_is_written(night, twice):
    before = night.read_bytes()
    r = runner.invoke(app, ["preferans", "game", str(night), "Anna", "7s", "-w", "Boris", *twice])
    assert r.exit_code == 2, r.output
    assert "'--tricks' / '-t' is given 2 times" in r.output
    assert "give it once" in r.output
    assert night.read_bytes() == before


def test_the_values_given_are_named(night):
    r = runner.invoke(app, ["preferans", "game", str(night), "Anna", "7s", "-w", "Boris",
                            "-t", "7", "-t", "3"])
    assert "(7, then 3)" in r.output


def test_options_that_collect_values_and_flags_may_repeat(night):
    ok = runner.invoke(app, ["preferans", "game", str(night), "Anna", "7s", "-w", "Boris",
                             "--open", "--open", "-t", "7"])
    assert ok.exit_code == 0, ok.output
    assert "open = true" in night.read_text(encoding="utf-8").rsplit("[[deal]]", 1)[1]
    r = runner.invoke(app, ["show", str(night), "--rows", "2", "--rows", "3"])
    assert r.exit_code == 2 and "'--rows' is given 2 times (2, then 3)" in r.output


def test_every_option_of_one_value_on_every_command_is_refused_twice():
    """Whatever the command, the refusal comes before anything is read or written."""
    root = typer.main.get_command(app)
    checked = 0
    for path, cmd in commands(root):
        if hasattr(cmd, "commands"):
            continue
        for p in cmd.params:
            if (getattr(p, "param_type_name", "") != "option" or p.multiple or p.is_flag
                    or getattr(p, "count", False)):
                continue
            opt = p.opts[0]
            r = invoke([*path, opt, "1", opt, "2"])  # the command built once
            assert r.exit_code == 2, (path, opt, r.output)
            assert "is given 2 times (1, then 2); give it once" in r.output, (path, opt, r.output)
            checked += 1
    assert checked > 60  # the list is read at all


# --- a player's value given twice (issue 22) -----------------------------------------------------
#: the parameters of ``=`` items that are not one item a player, and why
NOT_ONE_A_PLAYER = {
    "marriage": "Name=suit: one player may declare several marriages",
    "take": "TARGET=CARDS: keyed by a combination on the table, not a player",
    "surround": "TARGET=CARDS: keyed by a combination on the table, not a player",
    "add": "TARGET=CARDS: keyed by a combination on the table, not a player",
    "join": "SINGLE=CARD: keyed by a card, not a player",
}


def _items_params():
    """Every command of the tree with each of its parameters that collects several values."""
    root = typer.main.get_command(app)
    for path, cmd in commands(root):
        if hasattr(cmd, "commands"):
            continue
        for p in cmd.params:
            if getattr(p, "multiple", False) or (p.param_type_name == "argument" and p.nargs == -1):
                yield path, cmd, p


def _line(cmd, target, items):
    """A command line giving ``items`` to ``target`` and a placeholder to each argument before it;
    the file is one that is not there (the refusal comes before anything is read)."""
    line = []
    for p in cmd.params:
        if p.param_type_name != "argument":
            continue
        if p is target:
            line += items
            break
        line.append("no-such-night.toml" if p.name == "file" else "x")
    if target.param_type_name == "option":
        line += [x for item in items for x in (target.opts[0], item)]
    return line


def test_every_parameter_of_name_value_items_is_checked_for_a_name_given_twice():
    """Each parameter whose help shows ``=`` items is either checked (one item a player, or a key)
    or named here with the reason it may repeat a name."""
    from scorekeeper.cli.once import KEY_ITEMS, PLAYER_ITEMS

    found = {p.name for _, _, p in _items_params() if "=" in (p.help or "")}
    assert found == PLAYER_ITEMS | set(KEY_ITEMS) | set(NOT_ONE_A_PLAYER), found


@pytest.mark.parametrize("spelled", [("Anna", "Anna"), ("Anna", "anna"), ("Anna", " ANNA "),
                                     ("Ren\u00e9", "Rene\u0301"), ("Anna/Vera", "vera/anna")])
def test_a_player_given_twice_is_refused_by_every_option_naming_both_values(spelled):
    from scorekeeper.cli.once import KEY_ITEMS, PLAYER_ITEMS

    first, second = spelled
    checked = 0
    for path, cmd, p in _items_params():
        if p.name not in PLAYER_ITEMS:
            continue
        r = invoke([*path, *_line(cmd, p, [f"{first}=1", f"{second}=2"])])
        values = ("1, then 2" if unicodedata.normalize("NFC", first) == unicodedata.normalize(
            "NFC", second) else f"{first}=1, then {second.strip()}=2")
        hint = p.get_error_hint()
        label = hint if p.param_type_name == "option" else f"argument {hint}"
        assert r.exit_code == 2, (path, p.name, r.output)
        assert f"{label} gives {first} twice ({values}); give each player once" in r.output, \
            (path, p.name, r.output)
        checked += 1
    assert checked >= 15, checked  # every recording command and calculator of Name=value items
    assert {p.name for _, _, p in _items_params()} >= PLAYER_ITEMS | set(KEY_ITEMS)


def test_a_key_given_twice_is_refused_by_every_option_of_key_value_items():
    from scorekeeper.cli.once import KEY_ITEMS

    checked = 0
    for path, cmd, p in _items_params():
        if p.name not in KEY_ITEMS:
            continue
        r = invoke([*path, *_line(cmd, p, ["stake=1", "stake=2"])])
        assert r.exit_code == 2, (path, p.name, r.output)
        assert f"gives stake twice (1, then 2); give each {KEY_ITEMS[p.name]} once" in r.output, \
            (path, p.name, r.output)
        checked += 1
    assert checked >= 12, checked


def test_three_values_for_one_player_are_all_named(night):
    r = invoke(["preferans", "raspasy", night, "Anna=4", "Boris=1", "anna=2", "ANNA=3"])
    assert r.exit_code == 2
    assert "argument 'tricks' gives Anna 3 times (Anna=4, then anna=2, then ANNA=3)" in r.output


def test_five_hundred_tricks_of_one_player_twice_are_refused_and_nothing_is_written(tmp_path):
    """The issue's slam: ``-t Вера=4 -t Вера=10`` was recorded as 10 tricks, worth 250."""
    f = tmp_path / "night.toml"
    f.write_text('format = 1\ngame = "five-hundred"\nrules = "avondale"\n'
                 'players = ["Анна", "Борис", "Вера"]\n', encoding="utf-8")
    before = f.read_bytes()
    r = runner.invoke(app, ["five-hundred", "deal", str(f), "Вера", "7s", "-t", "Вера=4",
                            "-t", "Вера=10"])
    assert r.exit_code == 2, r.output
    assert "'--tricks' / '-t' gives Вера twice (4, then 10); give each player once" in r.output
    assert f.read_bytes() == before


def test_preferans_tricks_of_a_whister_twice_are_refused_and_nothing_is_written(night):
    """``-T Boris=1 -T Boris=3`` was recorded as 3."""
    before = night.read_bytes()
    r = runner.invoke(app, ["preferans", "game", str(night), "Anna", "6s", "-w", "Boris",
                            "-w", "Vera", "-t", "6", "-T", "Boris=1", "-T", "Boris=3"])
    assert r.exit_code == 2, r.output
    assert "'--tricks-of' / '-T' gives Boris twice (1, then 3); give each player once" in r.output
    assert night.read_bytes() == before


def test_each_player_once_is_recorded_as_before(night):
    r = runner.invoke(app, ["preferans", "raspasy", str(night), "Anna=4", "Boris=1", "Vera=5"])
    assert r.exit_code == 0, r.output
    assert "raspasy = { Anna = 4, Boris = 1, Vera = 5 }" in night.read_text(encoding="utf-8")
