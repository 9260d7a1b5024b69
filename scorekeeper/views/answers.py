"""Every game's answers to a question without a session file, as a player reads them and as
``--json`` gives them (:class:`scorekeeper.core.answer.Answer`): one renderer for all of them."""

from __future__ import annotations

from typing import Any

from scorekeeper.views.text import cite

#: how each stress of a span shows on a terminal
STYLES = {"strong": "bold", "good": "green", "bad": "red", "warn": "yellow", "won": "bold green",
          "lost": "bold red"}


def lines(answer: Any) -> list[str]:
    """An answer's lines, each citation as the player reads it (titles, headings) and every word
    escaped for rich."""
    return ["".join(_markup(s) for s in spans) for spans in answer.lines]


def _markup(span: Any) -> str:
    from rich.markup import escape

    if span.cite is not None:
        return f"{escape(span.text)}[dim]\\[{cite(span.cite)}][/]"
    style = STYLES.get(span.tone)
    return f"[{style}]{escape(span.text)}[/]" if style else escape(span.text)
