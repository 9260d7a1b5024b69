"""What a command loads (issue 16): a cheap guard on start-up cost that needs no timing.

Each test runs the real program under ``python -X importtime`` and reads the list of modules it
imported: ``--version`` needs neither pydantic, rich nor any engine, and a JSON read of one
game's session loads that game's engine and no other game's, and no rich.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import typer
from imports_of import run_importing, under

ROOT = Path(__file__).resolve().parent.parent.parent
GAMES = {"preferans", "five_hundred", "pari", "order_poker", "thousand"}


def imported(*args: str, cwd: Path = ROOT) -> set[str]:
    return run_importing(*args, cwd=cwd)[1]


def test_version_loads_no_pydantic_rich_or_engine():
    mods = imported("--version")
    assert "scorekeeper.cli.app" in mods  # the list is read at all
    assert not under(mods, "pydantic")
    assert not under(mods, "rich")
    assert not under(mods, "scorekeeper.games") - {"scorekeeper.games"}
    assert not under(mods, "scorekeeper.session")
    assert "scorekeeper.citations" not in mods  # the specs are read; no ruling is cited


def test_show_json_loads_only_its_own_game(tmp_path):
    f = tmp_path / "evening.toml"
    shutil.copyfile(ROOT / "sample_sessions" / "five-hundred-3.toml", f)
    mods = imported("show", "--json", str(f))
    loaded = {m.split(".")[2] for m in under(mods, "scorekeeper.games") if m.count(".") >= 2}
    assert loaded == {"five_hundred"}
    assert not under(mods, "rich")
    assert not under(mods, "scorekeeper.draw")


def test_a_command_line_builds_only_its_command(monkeypatch):
    """Typer builds every command of the app it is given; a command line gets the root with only
    the command it names, and the whole tree for help and for a word that names nothing."""
    from scorekeeper.cli import app

    monkeypatch.setattr(app, "_command", None)  # as in a fresh process
    assert set(app._command_for(["show", "x.toml"]).commands) == {"show"}
    assert set(app._command_for(["preferans", "deal"]).commands) == {"preferans"}
    whole = set(typer.main.get_command(app.app).commands)
    assert {"show", "settle", "preferans", "pari"} <= whole
    assert set(app._command_for(["--help"]).commands) == whole
    assert set(app._command_for(["shw"]).commands) == whole
    assert app._command is not None  # the whole tree, built once, serves every later call


def test_command_line_values_are_converted_without_a_validation_model(tmp_path):
    """Typer 0.2x converts each parameter through a pydantic TypeAdapter (its ``_adapters``
    module and a schema per parameter); the program's plain parameters are converted plainly."""
    f = tmp_path / "evening.toml"
    shutil.copyfile(ROOT / "sample_sessions" / "preferans-sochi.toml", f)
    for args in (("show", "--json", "--rows", "5", str(f)),
                 ("preferans", "value", "7s", "--bomb", "1", "-r", "mgu-classic"), ("why", "R-P8")):
        mods = imported(*args)
        assert "scorekeeper.cli.app" in mods
        assert "typer._adapters" not in mods, args
    # a command that builds no model of its own loads no pydantic at all for its arguments
    assert not under(imported("why", "R-P8"), "pydantic")
    assert not under(imported("order-poker", "stake", "3"), "pydantic")


def test_a_read_loads_no_locking_library(tmp_path):
    f = tmp_path / "evening.toml"
    shutil.copyfile(ROOT / "sample_sessions" / "thousand-2.toml", f)
    assert "filelock" not in imported("show", "--json", str(f))
