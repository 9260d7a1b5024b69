"""The tool's error taxonomy.

One base exception, :class:`ScorekeeperError`, caught only at the CLI layer and turned into an exit
code there.  Below it, following python-chess's split:

* :class:`InvalidError` — malformed: a value that is not of the expected form (bad notation, wrong
  type, unknown key).
* :class:`IllegalError` — well-formed but not allowed here (a player who may not declare, tricks
  that do not add up, a deal after the game is over).
* :class:`AmbiguousError` — the engine needs a fact the entry does not give and will not guess it.
* :class:`UnknownNameError` — a game, preset, option or player that does not exist; carries the
  valid names and the closest match.
* :class:`SessionFileError` — the file itself: missing, not TOML, refused write.

Every error can carry where it happened (file, entry number, line, key, value, expected) and renders
one readable line per problem via :meth:`ScorekeeperError.describe`.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any

EXIT_OK = 0
EXIT_PROBLEM = 1  # the file or an entry is wrong
EXIT_USAGE = 2  # the command line is wrong (Typer's own code for usage errors)
EXIT_INTERNAL = 70  # a bug: an error the tool did not expect (reported without a traceback)


class ScorekeeperError(Exception):
    """Base of every error the tool raises on purpose."""

    exit_code = EXIT_PROBLEM
    #: the command-line option or argument that gave ``key`` ("option -t/--tricks"), where a
    #: command built the entry (set by the CLI; None for a key read from a file)
    option: str | None = None

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        entry: int | None = None,
        line: int | None = None,
        key: str | None = None,
        value: Any = None,
        expected: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.entry = entry
        self.line = line
        self.key = key
        self.value = value
        self.expected = expected

    def located(self, **where: Any) -> ScorekeeperError:
        """Fill in location fields that are still empty; returns self for chaining."""
        for name, val in where.items():
            if val is not None and getattr(self, name, None) is None:
                setattr(self, name, val)
        return self

    def describe(self) -> str:
        """One line: ``file:line: entry 3: key 'tricks' = {...}: message (expected ...)``."""
        parts: list[str] = []
        if self.file:
            parts.append(f"{self.file}:{self.line}" if self.line else self.file)
        elif self.line:
            parts.append(f"line {self.line}")
        if self.entry is not None:
            parts.append(f"entry {self.entry}")
        # keys and values are the file's own text: what cannot be seen is written <U+200B>
        from scorekeeper.names import shown, visible

        if self.key is not None:
            key = visible(self.key)
            where = f"{self.option} (key '{key}')" if self.option else f"key '{key}'"
            parts.append(f"{where} = {shown(self.value)}" if self.value is not None else where)
        elif self.value is not None:
            parts.append(shown(self.value))
        text = self.message
        if self.expected:
            text += f" (expected {self.expected})"
        parts.append(text)
        return ": ".join(parts)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": type(self).__name__,
            "message": self.message,
            "file": self.file,
            "entry": self.entry,
            "line": self.line,
            "key": self.key,
            "value": json_safe(self.value) if _jsonable(self.value) else repr(self.value),
            "expected": self.expected,
            **({"option": self.option} if self.option else {}),
        }

    def __str__(self) -> str:
        return self.describe()


class InvalidError(ScorekeeperError):
    """Malformed input: wrong notation, wrong type, unknown key."""


class NotationError(InvalidError):
    """A suit, rank, card or contract string that the notation does not accept."""


class IllegalError(ScorekeeperError):
    """Well-formed, but not allowed by the rules or by the state before it."""


class AmbiguousError(ScorekeeperError):
    """The engine needs a fact the entry does not state (it never guesses)."""


class UnknownNameError(InvalidError):
    """A name that is not one of the valid ones; says which are and which is closest."""

    def __init__(self, what: str, name: str, valid: Iterable[str], **where: Any) -> None:
        from scorekeeper.names import shown

        valid = list(valid)
        close = difflib.get_close_matches(str(name), valid, n=1, cutoff=0.5)
        self.valid = valid
        self.closest = close[0] if close else None
        msg = f"unknown {what} {shown(name)}"
        if self.closest:
            msg += f"; did you mean {shown(self.closest)}?"
        where.setdefault("expected", "one of " + ", ".join(shown(v) for v in valid))
        super().__init__(msg, **where)


class SessionFileError(ScorekeeperError):
    """The session file as a whole: missing, unreadable, not TOML, or a refused write."""


class ProblemList(ScorekeeperError):
    """Several problems found at once (``check``); each is a ScorekeeperError."""

    def __init__(self, problems: list[ScorekeeperError]) -> None:
        self.problems = problems
        super().__init__(f"{len(problems)} problem(s)")

    def describe(self) -> str:
        return "\n".join(p.describe() for p in self.problems)


def _jsonable(value: Any) -> bool:
    return value is None or isinstance(value, (str, int, float, bool, list, dict))


def json_safe(value: Any, default: Any = None, _depth: int = 0) -> Any:
    """``value`` with every non-finite float (NaN, ±Infinity — not JSON) written as text, and
    fractions as exact text; nesting beyond 64 levels is cut to text too."""
    import math
    from fractions import Fraction

    if isinstance(value, float):
        return value if math.isfinite(value) else repr(value)
    if isinstance(value, Fraction):
        return value.numerator if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    if _depth > 64:
        return repr(value)[:200]
    if isinstance(value, dict):
        return {k: json_safe(v, default, _depth + 1) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [json_safe(v, default, _depth + 1) for v in value]
    if default is not None and not isinstance(value, (str, int, bool, type(None))):
        converted = default(value)
        if converted is not value:
            return json_safe(converted, None, _depth + 1)
    return value
