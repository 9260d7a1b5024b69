"""The conversion hook is Typer's internals, so it is guarded (issue 21): used only on the Typer
series and shape it was written for, else Typer converts every value itself — and the two give
the same values and the same refusals, in the same words, on every number of every command."""

from __future__ import annotations

import contextlib
import dataclasses
import io
from collections.abc import Iterator
from typing import Any

import pytest
import typer
from cli_tree import commands
from typer.testing import CliRunner

from scorekeeper.cli import coercion
from scorekeeper.cli.app import app

#: what a player might type for a number, right or wrong
TYPED = ["7", "0", "x", "seven", "-1", " 7 ", "7.0", "1.5", "11", "1_000", "", "nan", "inf",
         "1e1", "+3", "-09", "0x1f", "\u0663", "1,5", "3 4"]


@contextlib.contextmanager
def branch(hooked: bool) -> Iterator[list[Any]]:
    """Run with the plain converters (as on Typer 0.29) or with Typer's own conversion (as on any
    other Typer); yields the validation adapters Typer builds meanwhile."""
    import typer._adapters

    built: list[Any] = []
    real = typer._adapters.try_build_adapter

    def counting(*args: Any, **kwargs: Any) -> Any:
        built.append(args)
        return real(*args, **kwargs)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(typer._adapters, "try_build_adapter", counting)
        mp.setattr(coercion, "HOOKED", hooked)
        yield built


def outcome(tree: Any, args: list[str]) -> tuple[Any, ...]:
    """What one command line comes to: its exit status and what it said, or its usage error."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            code = tree.main(args=args, prog_name="scorekeeper", standalone_mode=False)
        except typer.Exit as e:
            code = e.exit_code
        except Exception as e:
            return (type(e).__name__, getattr(e, "format_message", e.__str__)())
    return (code or 0, out.getvalue(), err.getvalue())


def plain_params(tree: Any) -> list[Any]:
    return [p for _, c in commands(tree) for p in getattr(c, "params", ())
            if isinstance(getattr(p, "_runtime_param", None), getattr(coercion, "_Plain", ()))]


def number_lines(tree: Any) -> list[list[str]]:
    """Every number parameter of every command, given each value of TYPED."""
    lines = []
    for path, cmd in commands(tree):
        if hasattr(cmd, "commands"):
            continue
        for p in cmd.params:
            if p.type_descriptor.annotation not in (int, float):
                continue
            if p.param_type_name == "option":
                lines += [[*path, p.opts[0], v] for v in TYPED]
                continue
            before = []  # the arguments before this one, made up
            for q in cmd.params:
                if q is p:
                    break
                if q.param_type_name == "argument":
                    ann = q.type_descriptor.annotation
                    before.append("night.toml" if getattr(ann, "__name__", "") == "Path" else "7")
            lines += [[*path, *before, v] for v in TYPED]
    return lines


def test_every_number_of_every_command_is_taken_or_refused_alike(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    seen = {}
    for hooked in (True, False):
        with branch(hooked) as built:
            tree = typer.main.get_command(app)  # a new tree: no converter left from before
            lines = number_lines(tree)
            seen[hooked] = [(line, outcome(tree, line)) for line in lines]
            if hooked:
                assert plain_params(tree) and not built  # the plain converters did the work
            else:
                assert built and not plain_params(tree)  # Typer's own did
    assert len(lines) > 40 * len(TYPED)  # the walk found the program's numbers
    kinds = {o[0] for _, o in seen[True]}
    assert {"BadParameter", 0, 1} <= kinds  # refused, taken and run, taken and refused later
    assert seen[True] == seen[False]


EVENING = [
    ["new", "night.toml", "-g", "preferans", "-p", "Anna,Boris,Vera", "-o", "stalingrad=false",
     "--date", "2026-11-27"],
    ["preferans", "game", "night.toml", "Anna", "7s", "-w", "Boris", "-t", "7"],
    ["preferans", "game", "night.toml", "Boris", "6h", "-w", "Vera", "-t", " 6 "],
    ["preferans", "raspasy", "night.toml", "Anna=4", "Boris=3", "Vera=3"],
    ["preferans", "game", "night.toml", "Vera", "7h", "-w", "Anna", "--open", "-t", "7", "-n", "x"],
    ["preferans", "game", "night.toml", "Vera", "6s", "-w", "Anna", "-t", "11"],
    ["penalty", "night.toml", "Boris=1.5", "-n", "showed a card"],
    ["void", "night.toml", "2"],
    ["show", "night.toml", "--json", "--rows", "2", "--upto", "4"],
    ["show", "night.toml", "--all"],
    ["settle", "night.toml", "--price", "0.5", "--json"],
    ["settle", "night.toml", "--price", "-1"],
]


def test_an_evening_recorded_either_way_is_the_same_file(tmp_path, monkeypatch):
    """Text, lists, paths, flags and numbers through the whole command line: the same output,
    the same exits and the same session file, byte for byte."""
    seen = {}
    for hooked in (True, False):
        folder = tmp_path / str(hooked)
        folder.mkdir()
        monkeypatch.chdir(folder)
        with branch(hooked) as built:
            said = [(r.exit_code, r.output) for r in map(CliRunner().invoke, [app] * len(EVENING),
                                                         EVENING)]
            assert bool(built) is not hooked
        seen[hooked] = (said, (folder / "night.toml").read_bytes())
    assert [code for code, _ in seen[True][0]] == [0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 1], seen[True][0]
    assert seen[True] == seen[False]


def test_the_hook_is_used_only_on_the_typer_series_and_shape_it_was_written_for(monkeypatch):
    import typer._coercion

    assert coercion._hook() is not None  # the Typer the tests run on
    monkeypatch.setattr(typer, "__version__", "0.30.0")
    assert coercion._hook() is None
    monkeypatch.setattr(typer, "__version__", "0.29.9")
    assert coercion._hook() is not None

    @dataclasses.dataclass(frozen=True)
    class Changed(typer._coercion.RuntimeParam):
        adapter: Any = None

    monkeypatch.setattr(typer._coercion, "RuntimeParam", Changed)
    assert coercion._hook() is None
