"""Every example a command's help shows runs as shown.

The examples of a command are the lines under ``Examples:`` at the end of its ``--help``, each a
whole command line starting with ``scorekeeper`` (:mod:`scorekeeper.cli.examples`).  They run in
order, in a fresh folder per command: a file an example names is made by an earlier example
(``scorekeeper new …``) or copied from the sample session of that name.  Each exits 0, except an
example ending ``# refused: …``, which exits 1 with that text in its message.  No command's help
hides an example elsewhere (a backticked ``scorekeeper …`` or ``<command> …`` in its prose).
"""

from __future__ import annotations

import functools
import re
import shlex
import shutil
from pathlib import Path

import pytest
import typer
from cli_tree import commands
from typer.testing import CliRunner

from scorekeeper.cli.app import app
from scorekeeper.cli.examples import HEADING, REFUSED

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_sessions"
runner = CliRunner()
TREE = [(path, cmd) for path, cmd in commands(typer.main.get_command(app))
        if not hasattr(cmd, "commands")]


@functools.lru_cache(maxsize=None)
def help_of(path: tuple[str, ...]) -> str:
    r = runner.invoke(app, [*path, "--help"], terminal_width=400)
    assert r.exit_code == 0, r.output
    return r.output


def examples_of(text: str) -> list[str]:
    """The example lines of a help text: under its ``Examples:`` heading, each `scorekeeper …`."""
    if HEADING not in text:
        return []
    tail = text.split(HEADING, 1)[1]
    return [line.strip() for line in tail.splitlines() if line.strip().startswith("scorekeeper ")]


def run_example(line: str, folder: Path) -> None:
    command, _, refusal = line.partition(REFUSED)
    words = shlex.split(command, comments=True)
    assert words[0] == "scorekeeper", line
    for w in words[1:]:
        if w.endswith(".toml") and not (folder / w).exists() and (SAMPLES / w).exists():
            shutil.copy(SAMPLES / w, folder / w)
    r = runner.invoke(app, [w if not w.endswith(".toml") else str(folder / w) for w in words[1:]],
                      terminal_width=400)
    assert "Traceback" not in r.output and "internal error" not in r.output, (line, r.output)
    if refusal:
        assert r.exit_code == 1, (line, r.output)
        assert refusal.strip() in " ".join(r.output.split()), (line, r.output)
    else:
        assert r.exit_code == 0, (line, r.output)


WITH_EXAMPLES = [(path, ex) for path, _ in TREE if (ex := examples_of(help_of(path)))]


@pytest.mark.parametrize("path,lines", WITH_EXAMPLES, ids=[" ".join(p) for p, _ in WITH_EXAMPLES])
def test_every_example_in_a_commands_help_runs(path, lines, tmp_path):
    for line in lines:
        assert line.split()[1:1 + len(path)] == list(path) or line.split()[1] == "new", \
            f"an example of {' '.join(path)} runs another command: {line}"
        run_example(line, tmp_path)


FILE_LESS = [" ".join(path) for path, cmd in TREE
             if not any(p.name == "file" for p in cmd.params) and path[0] in
             ("preferans", "five-hundred", "order-poker", "thousand", "pari")]


@pytest.mark.parametrize("name", FILE_LESS)
def test_every_arbitration_command_shows_examples(name):
    assert examples_of(help_of(tuple(name.split()))), f"{name} --help shows no example"


@pytest.mark.parametrize("path", [p for p, _ in TREE], ids=[" ".join(p) for p, _ in TREE])
def test_no_example_hides_in_a_commands_prose(path):
    text = help_of(path).split(HEADING, 1)[0]
    inline = [m for m in re.findall(r"`([^`]+)`", text)
              if m.split()[0] in ("scorekeeper", path[-1]) and len(m.split()) > 2
              and m.split()[1] != "="]  # `void = N` is a key of the file, not a command
    assert inline == [], f"write these under {HEADING}: {inline}"


def test_an_example_that_fails_is_caught(tmp_path):
    """The runner itself: a refused example not marked so, and a marked one that runs, both fail."""
    with pytest.raises(AssertionError):
        run_example("scorekeeper thousand round 125", tmp_path)
    with pytest.raises(AssertionError):
        run_example("scorekeeper thousand round 95   # refused: a player takes 0 to 120", tmp_path)
    run_example("scorekeeper thousand round 125   # refused: a player takes 0 to 120", tmp_path)
