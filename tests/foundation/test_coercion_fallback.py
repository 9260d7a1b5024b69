"""The plain converters (issue 21) and Typer's own conversion give the same values and the same
refusals, in the same words, on every number of every command; the plain route takes each
parameter's type from its command's annotations, through Typer's and Click's public API."""

from __future__ import annotations

import contextlib
import enum
import io
from collections.abc import Iterator
from pathlib import Path
from typing import Annotated, Any, Optional

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
    """Run with the plain converters or with Typer's own conversion (the converters off); yields
    the validation adapters Typer builds meanwhile."""
    import typer._adapters

    built: list[Any] = []
    real = typer._adapters.try_build_adapter

    def counting(*args: Any, **kwargs: Any) -> Any:
        built.append(args)
        return real(*args, **kwargs)

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(typer._adapters, "try_build_adapter", counting)
        mp.setattr(coercion, "PLAIN", hooked)
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
            if getattr(p, "plain_convert", None) is not None]


def number_lines(tree: Any) -> list[list[str]]:
    """Every number parameter of every command, given each value of TYPED."""
    lines = []
    for path, cmd in commands(tree):
        if hasattr(cmd, "commands"):
            continue
        declared = coercion.declared_values(cmd.callback)
        for p in cmd.params:
            if declared[p.name][0] not in (int, float):
                continue
            if p.param_type_name == "option":
                lines += [[*path, p.opts[0], v] for v in TYPED]
                continue
            before = []  # the arguments before this one, made up
            for q in cmd.params:
                if q is p:
                    break
                if q.param_type_name == "argument":
                    ann = declared[q.name][0]
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


class Suit(enum.Enum):
    spades = "s"
    hearts = "h"


def test_each_parameter_is_converted_by_the_type_its_command_declares(tmp_path):
    """The route the plain converters take: the type and settings come from the command's own
    annotations (``Optional`` taken off); a kind they do not cover (a choice, a parser of its
    own) keeps Typer's conversion; either way the value arrives converted or refused in words."""
    one = typer.Typer(cls=coercion.PlainGroup, rich_markup_mode=None)
    got: list[Any] = []

    @one.command()
    def deal(n: Annotated[int, typer.Argument(min=1, max=3)],
             price: Annotated[Optional[float], typer.Option("--price")] = None,
             names: Annotated[Optional[list[str]], typer.Option("-p")] = None,
             file: Annotated[Optional[Path], typer.Option("--file")] = None,
             suit: Annotated[Suit, typer.Option("--suit")] = Suit.spades,
             loud: Annotated[bool, typer.Option("--loud")] = False,
             word: Annotated[str, typer.Option("--word", parser=str.upper)] = "x") -> None:
        got.append((n, price, names, file, suit, loud, word))

    @one.command()
    def other() -> None:
        pass

    tree = typer.main.get_command(one)
    line = ["deal", "2", "--price", " 0.5", "-p", "Anna", "-p", "Boris", "--file", str(tmp_path),
            "--suit", "h", "--loud", "--word", "y"]
    assert outcome(tree, line)[0] == 0
    assert got == [(2, 0.5, ["Anna", "Boris"], tmp_path, Suit.hearts, True, "Y")]
    deal_cmd = tree.get_command(typer.Context(tree), "deal")
    plain = {p.name for p in deal_cmd.params if getattr(p, "plain_convert", None) is not None}
    assert plain == {"n", "price", "names", "file", "loud"}
    refused = "BadParameter"
    assert outcome(tree, ["deal", "4"]) == (refused, "Invalid value for 'n': 4 is more than 3")
    assert outcome(tree, ["deal", "2", "--price", "x"]) == (
        refused, "Invalid value for '--price': x is not a number")
    assert outcome(tree, ["deal"]) == ("MissingParameter", "Missing argument 'n'.")
    assert outcome(tree, ["deal", "2", "--suit", "c"])[1].startswith("Invalid value for '--suit'")
