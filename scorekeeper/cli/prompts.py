"""Questions a recording command asks at the terminal when a fact is missing.

Each answer is checked as it is given — a name against the table's players, a trick count against
0…10 — and the question is asked again after a short reason, so a typo costs one line, not the
whole entry.  Without a terminal (a script, a pipe) nothing is asked: the command fails naming the
option that was missing.  The whole entry is still checked by the engine before it is written.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from typing import TypeVar

import typer

from scorekeeper.errors import InvalidError, ScorekeeperError
from scorekeeper.games.preferans.tables import TRICKS_PER_DEAL

T = TypeVar("T")
TRICKS = range(TRICKS_PER_DEAL + 1)  # the prompts ask for preferans tricks: 0 to ten a player


def interactive() -> bool:
    return sys.stdin.isatty()


def ask(question: str, check: Callable[[str], T], *, default: str | None = None,
        attempts: int = 5) -> T:
    """Ask until ``check`` accepts the answer (it raises ScorekeeperError with the reason)."""
    last: ScorekeeperError | None = None
    for _ in range(attempts):
        answer = typer.prompt(question, default=default, show_default=default not in (None, ""))
        try:
            return check(str(answer))
        except ScorekeeperError as err:
            last = err
            typer.echo(f"  {err.message}" + (f" (expected {err.expected})" if err.expected else ""),
                       err=True)
    assert last is not None
    raise last


def trick_count(answer: str) -> int:
    text = answer.strip()
    if not text.lstrip("-").isdigit() or int(text) not in TRICKS:
        raise InvalidError(f"{answer!r} is not a number of tricks", value=answer, expected="0 to 10")
    return int(text)


def names_of(players: Sequence[str], *, exclude: Sequence[str] = (), most: int = 2,
             none: str = "-") -> Callable[[str], list[str]]:
    """A check for a list of the table's players (``none`` for nobody)."""

    def check(answer: str) -> list[str]:
        text = answer.strip()
        if text in (none, ""):
            return []
        out = []
        for raw in text.replace(",", " ").split():
            name = player(players, raw)
            if name in exclude:
                raise InvalidError(f"{name} cannot be named here", value=name,
                                   expected="one of " + ", ".join(p for p in players if p not in exclude))
            out.append(name)
        if len(set(out)) != len(out) or len(out) > most:
            raise InvalidError(f"name at most {most} different players", value=answer)
        return out

    return check


def player(players: Sequence[str], raw: str) -> str:
    """A player of the table by name, matched without regard to case when that is unambiguous."""
    if raw in players:
        return raw
    folded = [p for p in players if p.casefold() == raw.casefold()]
    if len(folded) == 1:
        return folded[0]
    raise InvalidError(f"{raw!r} does not play at this table", value=raw,
                       expected="one of " + ", ".join(players))


def tricks_of(players: Sequence[str]) -> Callable[[str], dict[str, int]]:
    """A check for ``Name=N`` pairs of the table's players, at most ten tricks in all."""

    def check(answer: str) -> dict[str, int]:
        out: dict[str, int] = {}
        for item in answer.replace(",", " ").split():
            name, sep, n = item.partition("=")
            if not sep:
                raise InvalidError(f"{item!r} is not Name=N", value=item, expected="Anna=4 Boris=1 Vera=5")
            out[player(players, name.strip())] = trick_count(n)
        if not out:
            raise InvalidError("no tricks given", expected="Anna=4 Boris=1 Vera=5")
        if sum(out.values()) > max(TRICKS):
            raise InvalidError(f"{sum(out.values())} tricks is more than a deal has", value=answer,
                               expected="ten tricks in all")
        return out

    return check
