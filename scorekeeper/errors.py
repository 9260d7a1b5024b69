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

from scorekeeper.i18n import N_, _, ngettext

EXIT_OK = 0
EXIT_PROBLEM = 1  # the file or an entry is wrong
EXIT_USAGE = 2  # the command line is wrong (Typer's own code for usage errors)
EXIT_INTERNAL = 70  # a bug: an error the tool did not expect (reported without a traceback)


def rule_words(rule: str) -> str:
    """A refusal's rule as the reader is shown it: as the table cites it, until the presentation
    says otherwise (``views/words.py``: the citation rendered in the reader's language)."""
    return rule


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
            parts.append(_("line {line}").format(line=self.line))
        if self.entry is not None:
            parts.append(_("entry {number}").format(number=self.entry))
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
            if self.value is not None:
                return f"{key} = {file_value(self.value)}"
            return _("key {key}").format(key=key)
        if self.value is not None:
            return shown(self.value)
        return None

    def detail(self) -> str:
        """The message and what was expected, flat: ``message; expected X; rule: R-T1``, the
        rule that a refusal cites set apart from the words of what was expected."""
        text, hint = self.message, ""
        at = max(text.rfind(mark) for mark in ("; did you mean ", did_you_mean_mark()))
        if at >= 0 and text.endswith("?") and self.expected:  # the nearest name last
            text, hint = text[:at], text[at:]
        words, rule = split_rule(self.expected)
        if words:
            text += _("; expected {what}").format(what=words)
        if rule:
            text += _("; rule: {rule}").format(rule=rule_words(rule))
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


#: "unknown WHAT 'name'" for each kind of name the tool looks up (one sentence each, so that a
#: language whose adjective agrees with the noun says it right); another kind falls back on
#: :data:`_UNKNOWN_OTHER`
_UNKNOWN = {
    "game": N_("unknown game {name}"),
    "option": N_("unknown option {name}"),
    "player": N_("unknown player {name}"),
    "player or side": N_("unknown player or side {name}"),
    "language": N_("unknown language {name}"),
    "help topic": N_("unknown help topic {name}"),
    "auction word": N_("unknown auction word {name}"),
    "ruling": N_("unknown ruling {name}"),
    "ruling or rule text": N_("unknown ruling or rule text {name}"),
}
#: a game's preset: "unknown preferans preset 'x'"
_UNKNOWN_PRESET = N_("unknown {game} preset {name}")
_UNKNOWN_OTHER = N_("unknown {what} {name}")
#: what a refusal expects of a name: one of the valid ones
ONE_OF = N_("one of {names}")


def unknown_words(what: str, name: str) -> str:
    """"unknown WHAT 'name'" in the language in use (``name`` as a message shows it)."""
    if what in _UNKNOWN:
        return _(_UNKNOWN[what]).format(name=name)
    if what.endswith(" preset"):
        return _(_UNKNOWN_PRESET).format(game=what.removesuffix(" preset"), name=name)
    return _(_UNKNOWN_OTHER).format(what=_(what), name=name)


def did_you_mean(names: str) -> str:
    """``; did you mean 'x'?`` after a message: the nearest name (or names, already joined)."""
    return _("; did you mean {name}?").format(name=names)


def did_you_mean_mark() -> str:
    """What :func:`did_you_mean` starts with, in the language in use."""
    return _("; did you mean {name}?").partition("{name}")[0]


def one_of(names: Iterable[str]) -> str:
    """``one of Anna, Boris, Vera`` (each name as :func:`scorekeeper.names.said` writes it)."""
    from scorekeeper.names import said

    return _(ONE_OF).format(names=", ".join(said(v) for v in names))


class UnknownNameError(InvalidError):
    """A name that is not one of the valid ones; says which are and which is closest."""

    def __init__(self, what: str, name: str, valid: Iterable[str], **where: Any) -> None:
        from scorekeeper.names import shown

        valid = list(valid)
        close = closest(str(name), valid)
        self.valid = valid
        self.closest = close[0] if close else None
        msg = unknown_words(what, shown(name))
        if self.closest:
            msg += did_you_mean(shown(self.closest))
        where.setdefault("expected", one_of(valid))
        super().__init__(msg, **where)


def closest(name: str, valid: Iterable[str], n: int = 1) -> list[str]:
    """The valid names nearest ``name`` (difflib), case not counted: "r-p8" is "R-P8"."""
    valid = list(valid)
    by_fold = {v.casefold(): v for v in valid}
    if name.casefold() in by_fold:
        return [by_fold[name.casefold()]]
    hits = difflib.get_close_matches(name.casefold(), list(by_fold), n=n, cutoff=0.5)
    return [by_fold[h] for h in hits]


def not_recorded(message: str) -> str:
    """A refusal of a new entry: "not recorded: …"."""
    return _("not recorded: {problem}").format(problem=message)


class SessionFileError(ScorekeeperError):
    """The session file as a whole: missing, unreadable, not TOML, or a refused write."""


class ProblemList(ScorekeeperError):
    """Several problems found at once (``check``); each is a ScorekeeperError."""

    def __init__(self, problems: list[ScorekeeperError]) -> None:
        self.problems = problems
        n = len(problems)
        super().__init__(ngettext("{n} problem(s)", "{n} problem(s)", n).format(n=n))

    def describe(self) -> str:
        return "\n".join(p.describe() for p in self.problems)

    def detail(self) -> str:
        return "; ".join(p.detail() for p in self.problems)


#: a citation, where an expectation gives one ("see R-P3", "Fikhman 1991 §ТЫСЯЧА"; "см. R-P3" in
#: Russian)
_CITATION = re.compile(r"(?:see |см\. )?(?:R-[A-Z]+(?:-[A-Z]+)?\d|[^\s();§][^();§]{0,40} §|format §)")
_SEE = ("see ", "см. ")


def split_rule(expected: str | None) -> tuple[str | None, str | None]:
    """``expected`` split into its words and the rule it cites, so that neither is put in
    parentheses inside the other: "one of Boris, Vera (Fikhman 1991 §ТЫСЯЧА; R-T1)" →
    ("one of Boris, Vera", "Fikhman 1991 §ТЫСЯЧА; R-T1"); "see R-X-M2 (…)" → (None, "R-X-M2 (…)")."""
    if not expected:
        return None, None
    text = expected.strip()
    if _CITATION.match(text) and not text.startswith(_one_of_words()):
        return None, _unseen(text)
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
    rule = _unseen("; ".join(parts[first:]))
    if first:
        words += " (" + "; ".join(parts[:first]) + ")"
    return words, rule


def _one_of_words() -> tuple[str, ...]:
    """How an expectation of a list of names starts ("one of"), in English and in the language
    in use."""
    return ("one of", _(ONE_OF).partition("{names}")[0].strip() or "one of")


def _unseen(text: str) -> str:
    """``text`` without the "see " (or "см. ") before a citation."""
    for see in _SEE:
        if text.startswith(see):
            return text[len(see):]
    return text


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
    if not items:
        return text
    return _("{key} (item {items})").format(key=text, items=", ".join(items))


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
