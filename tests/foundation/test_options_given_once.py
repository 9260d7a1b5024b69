"""An option of one value is given once (scorekeeper/cli/once.py): Click keeps the last of two
values silently, so ``-t 7 -t 3`` would have recorded 3 tricks.  Exit 0 means the entry is in the
file; a refused command line leaves the file byte for byte as it was."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
import typer
from cli_tree import commands
from typer.testing import CliRunner

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
            r = runner.invoke(app, [*path, opt, "1", opt, "2"])
            assert r.exit_code == 2, (path, opt, r.output)
            assert "is given 2 times (1, then 2); give it once" in r.output, (path, opt, r.output)
            checked += 1
    assert checked > 60  # the list is read at all
