"""Every game's answers to a question without a session file, as a player reads them and as
``--json`` gives them (:class:`scorekeeper.core.answer.Answer`): one renderer for all of them."""

from __future__ import annotations

from typing import Any

from scorekeeper.cli.common import cite, console, print_json

#: how each stress of a span shows on a terminal
STYLES = {"strong": "bold", "good": "green", "bad": "red", "warn": "yellow", "won": "bold green",
          "lost": "bold red"}


def show(answer: Any, json_out: bool) -> None:
    """Print an answer: its figures as one JSON document, or its lines, each citation as the
    player reads it (titles, headings) and every word escaped for rich."""
    if json_out:
        print_json(answer.figures)
        return
    con = console()
    for spans in answer.lines:
        con.print("".join(_markup(s) for s in spans))


def _markup(span: Any) -> str:
    from rich.markup import escape

    if span.cite is not None:
        return f"{escape(span.text)}[dim]\\[{cite(span.cite)}][/]"
    style = STYLES.get(span.tone)
    return f"[{style}]{escape(span.text)}[/]" if style else escape(span.text)
