"""The answer to a question asked without a session file (``scorekeeper <game> value …``).

Each game's ``arbitration`` module answers with an :class:`Answer`: the figures as ``--json``
gives them, every citation a :class:`~scorekeeper.citations.Citation` value, and the lines a
player reads, each a run of :class:`Span` s — words, words to stress, and citations.  The command
line renders every game's answers in one place (:func:`scorekeeper.views.answers.lines`); nothing
here prints.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from scorekeeper.citations import Citation

#: the stresses a span may carry: "" plain, "strong", "good" (made, takes), "bad" (not made),
#: "warn" (undecided), "won" and "lost" (a verdict), "cite" (a citation, shown as ``  [its words]``)
TONES = ("", "strong", "good", "bad", "warn", "won", "lost", "cite")


@dataclass(frozen=True)
class Span:
    text: str = ""
    tone: str = ""
    cite: Citation | None = None


@dataclass(frozen=True)
class Answer:
    """The figures (the ``--json`` document) and the lines of one answer."""

    figures: Mapping[str, Any]
    lines: tuple[tuple[Span, ...], ...]


def line(*parts: str | Span) -> tuple[Span, ...]:
    """One line: plain words (a string) and spans."""
    return tuple(Span(p) if isinstance(p, str) else p for p in parts)


def strong(text: str) -> Span:
    return Span(text, "strong")


def good(text: str) -> Span:
    return Span(text, "good")


def bad(text: str) -> Span:
    return Span(text, "bad")


def warn(text: str) -> Span:
    return Span(text, "warn")


def won(text: str) -> Span:
    return Span(text, "won")


def lost(text: str) -> Span:
    return Span(text, "lost")


def ref(rule: str | Citation, gap: str = "  ") -> Span:
    """A citation at the end of a line (after ``gap``)."""
    return Span(gap, "cite", cite(rule))


def cite(rule: str | Citation) -> Citation:
    """A table's citation as a value."""
    return rule if isinstance(rule, Citation) else Citation(rule)
