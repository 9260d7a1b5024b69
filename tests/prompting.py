"""Driving the quick commands' questions: a session file, a terminal said to be there (CliRunner's
input is not a terminal, so ``interactive`` is made true) and the entries the file holds."""

from __future__ import annotations

import tomllib
from pathlib import Path

from typer.testing import CliRunner

from scorekeeper.cli import prompts
from scorekeeper.cli.app import app

runner = CliRunner()


def session(tmp_path: Path, game: str, players: list[str], rules: str | None = None, *,
            options: str = "", teams: str = "") -> Path:
    p = tmp_path / "night.toml"
    head = f'format = 1\ngame = "{game}"\n' + (f'rules = "{rules}"\n' if rules else "")
    head += "players = [" + ", ".join(f'"{n}"' for n in players) + "]\n" + teams
    p.write_text(head + (f"\n[options]\n{options}" if options else ""), encoding="utf-8")
    return p


def at_terminal(monkeypatch) -> None:
    monkeypatch.setattr(prompts, "interactive", lambda: True)


def run(*args: object, answers: list[str] | None = None):
    """The command, with ``answers`` typed one a line (None: no input at all)."""
    text = None if answers is None else "".join(f"{a}\n" for a in answers)
    return runner.invoke(app, [str(a) for a in args], input=text)


def deals(path: Path) -> list[dict]:
    return tomllib.loads(path.read_text(encoding="utf-8")).get("deal", [])


def asked(output: str, question: str) -> int:
    """How many times ``question`` was asked (each prompt ends with ': ')."""
    return sum(1 for line in output.splitlines() if line.startswith(question))
