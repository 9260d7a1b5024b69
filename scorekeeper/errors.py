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
import re
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
        """One line: ``file:line: entry 3: WHERE: message; expected …; rule: …``.

        WHERE is the command-line words that gave the value where a command built the entry
        (``-t Anna=x``: :attr:`option`), else the key as the file writes it
        (``tricks = { Anna = 8, Boris = 4 }``), else the value in the player's words."""
        parts: list[str] = []
        if self.file:
            parts.append(f"{self.file}:{self.line}" if self.line else self.file)
        elif self.line:
            parts.append(f"line {self.line}")
        if self.entry is not None:
            parts.append(f"entry {self.entry}")
        where = self.where()
        if where:
            parts.append(where)
        parts.append(self.detail())
        return ": ".join(parts)

    def where(self) -> str | None:
        """What the error is about: the option as typed, the file's key and value, or the value."""
        from scorekeeper.names import file_value, shown, visible

        if self.option:
            return self.option
        if self.key is not None:
            key = key_path(visible(self.key))
            return f"{key} = {file_value(self.value)}" if self.value is not None else f"key {key}"
        if self.value is not None:
            return shown(self.value)
        return None

    def detail(self) -> str:
        """The message and what was expected, flat: ``message; expected X; rule: R-T1``, the
        rule that a refusal cites set apart from the words of what was expected."""
        text, hint = self.message, ""
        at = text.rfind("; did you mean ")
        if at >= 0 and text.endswith("?") and self.expected:  # the nearest name last
            text, hint = text[:at], text[at:]
        words, rule = split_rule(self.expected)
        if words:
            text += f"; expected {words}"
        if rule:
            text += f"; rule: {rule}"
        return text + hint

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
        from scorekeeper.names import said, shown

        valid = list(valid)
        close = closest(str(name), valid)
        self.valid = valid
        self.closest = close[0] if close else None
        msg = f"unknown {what} {shown(name)}"
        if self.closest:
            msg += f"; did you mean {shown(self.closest)}?"
        where.setdefault("expected", "one of " + ", ".join(said(v) for v in valid))
        super().__init__(msg, **where)


def closest(name: str, valid: Iterable[str], n: int = 1) -> list[str]:
    """The valid names nearest ``name`` (difflib), case not counted: "r-p8" is "R-P8"."""
    valid = list(valid)
    by_fold = {v.casefold(): v for v in valid}
    if name.casefold() in by_fold:
        return [by_fold[name.casefold()]]
    hits = difflib.get_close_matches(name.casefold(), list(by_fold), n=n, cutoff=0.5)
    return [by_fold[h] for h in hits]


class SessionFileError(ScorekeeperError):
    """The session file as a whole: missing, unreadable, not TOML, or a refused write."""


class ProblemList(ScorekeeperError):
    """Several problems found at once (``check``); each is a ScorekeeperError."""

    def __init__(self, problems: list[ScorekeeperError]) -> None:
        self.problems = problems
        super().__init__(f"{len(problems)} problem(s)")

    def describe(self) -> str:
        return "\n".join(p.describe() for p in self.problems)

    def detail(self) -> str:
        return "; ".join(p.detail() for p in self.problems)


_CITATION = re.compile(r"(?:see )?(?:R-[A-Z]+(?:-[A-Z]+)?\d|[^\s();§][^();§]{0,40} §|format §)")


def split_rule(expected: str | None) -> tuple[str | None, str | None]:
    """``expected`` split into its words and the rule it cites, so that neither is put in
    parentheses inside the other: "one of Boris, Vera (Fikhman 1991 §ТЫСЯЧА; R-T1)" →
    ("one of Boris, Vera", "Fikhman 1991 §ТЫСЯЧА; R-T1"); "see R-X-M2 (…)" → (None, "R-X-M2 (…)")."""
    if not expected:
        return None, None
    text = expected.strip()
    if _CITATION.match(text) and not text.startswith("one of"):
        return None, text.removeprefix("see ")
    if not text.endswith(")"):
        return text, None
    depth = 0
    for i in range(len(text) - 1, -1, -1):
        if text[i] == ")":
            depth += 1
        elif text[i] == "(":
            depth -= 1
            if depth == 0:
                return _split_group(text, i)
    return text, None


def _split_group(text: str, at: int) -> tuple[str | None, str | None]:
    """``text`` whose last parenthesised group opens at ``at``: the group's citing parts are
    the rule, the parts before them stay with the words ("Boris (the order N D …; R-X16)" →
    ("Boris (the order N D …)", "R-X16"))."""
    words = text[:at].rstrip(" ,;:")
    parts = clauses(text[at + 1:-1].strip())
    first = next((k for k, part in enumerate(parts) if _CITATION.match(part)), None)
    if not words or first is None:
        return text, None
    rule = "; ".join(parts[first:]).removeprefix("see ")
    if first:
        words += " (" + "; ".join(parts[:first]) + ")"
    return words, rule


def clauses(text: str) -> list[str]:
    """``text`` split at each ``;`` outside brackets and quotes (a message's parts, a
    citation's)."""
    parts, depth, quote, cur = [], 0, False, []
    for ch in text:
        if ch == '"':
            quote = not quote
        elif not quote and ch in "([«":
            depth += 1
        elif not quote and ch in ")]»" and depth:
            depth -= 1
        if ch == ";" and depth == 0 and not quote:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
    parts.append("".join(cur).strip())
    return [p for p in parts if p]


def key_path(key: str) -> str:
    """A dotted key as a player finds it in the file: a list's item by its place, counted from
    one (``orders.1`` → ``orders (item 2)``)."""
    parts = key.split(".")
    out: list[str] = []
    items: list[str] = []
    for part in parts:
        if part.isdigit() and out:
            items.append(str(int(part) + 1))
        else:
            out.append(part)
    text = ".".join(out)
    return f"{text} (item {', '.join(items)})" if items else text


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
