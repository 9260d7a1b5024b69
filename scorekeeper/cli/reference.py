"""Reading the rules offline: ``why`` (a ruling, a rule text or a whole citation) and ``help``
(the session-file reference, every ruling, the rule texts).  Everything printed here ships with the
package (``scorekeeper/data``), so a citation in ``explain`` leads to its text without leaving the
terminal."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from scorekeeper.cli.common import JsonOpt, console, emit, guard, print_json
from scorekeeper.i18n import N_, _

TOPICS = {
    "format": N_("the session-file reference: envelope, entries, notation, every game's keys, output"),
    "rulings": N_("every ruling, grouped by game, with its full text"),
    "sources": N_("the rule texts: title, author, year, language, and the sections the engines cite"),
}


def describe_citation(text: str, *, json_out: bool = False) -> None:
    """Print every part of a citation with the text it resolves to (refused by name where a
    ruling or a rule text is unknown)."""
    from scorekeeper.views.reference import citation_lines, citation_parts

    out = citation_parts(text)
    print_json(out if len(out) != 1 else out[0]) if json_out else emit(*citation_lines(out))


#: the session-file reference in each language it is written in (``docs/format.md`` and its
#: translations, copied into the package by scripts/sync_docs.py)
FORMAT_PAGES = {"en": "format.md", "ru": "format.ru.md"}


def format_reference() -> str:
    """The session-file reference in the language in use."""
    from importlib import resources

    from scorekeeper.i18n import lang

    page = FORMAT_PAGES.get(lang(), FORMAT_PAGES["en"])
    return resources.files("scorekeeper.data").joinpath(page).read_text(encoding="utf-8")


def register(app: typer.Typer) -> None:
    @app.command()
    def why(
        citation: Annotated[list[str], typer.Argument(
            help="A ruling id (R-P8), a rule text (MGU 1971), a section (\"MGU 1971 §7\") or a whole "
                 "citation as `explain` prints it.")],
        json_out: JsonOpt = False,
    ) -> None:
        """Print the full text of a ruling, or what a rule text and section are, offline."""
        with guard(json_out):
            describe_citation(" ".join(citation), json_out=json_out)

    @app.command(name="help")
    def help_(
        topic: Annotated[Optional[str], typer.Argument(
            help="format, rulings or sources (default: list the topics).")] = None,
        plain: Annotated[bool, typer.Option(
            "--plain", help="The page's Markdown as shipped, even at a terminal.")] = False,
    ) -> None:
        """Reference pages shipped with the tool: the session-file format, the rulings, the rule
        texts, laid out for the terminal's width (COLUMNS, else 80 where the output is no
        terminal); --plain gives the page's Markdown as shipped, to grep or view."""
        with guard():
            from scorekeeper.errors import UnknownNameError

            if topic is None:
                for name, what in TOPICS.items():
                    typer.echo(f"scorekeeper help {name:<8}  {_(what)}")
                return
            key = topic.strip().casefold()
            from scorekeeper.views.reference import rulings_reference, sources_reference

            pages = {"format": format_reference, "rulings": rulings_reference,
                     "sources": sources_reference}
            if key not in pages:
                raise UnknownNameError("help topic", topic, list(TOPICS), key="TOPIC", value=topic)
            show_page(pages[key](), plain=plain)


def at_terminal() -> bool:
    """Whether standard output is a terminal (a page is then laid out for it)."""
    return console().is_terminal


#: the width a page is laid out for where the output is no terminal and COLUMNS is not set
PAGE_WIDTH = 80


def show_page(text: str, *, plain: bool = False) -> None:
    """A reference page laid out by rich's Markdown: at the terminal's width, in colour; where
    the output is no terminal, without colour at COLUMNS (else 80), so that no line is wider
    than the page.  ``--plain``: the Markdown as shipped."""
    if plain:
        typer.echo(text, nl=False)
        return
    from scorekeeper.views.reference import page as laid_out

    page = laid_out(text)
    if at_terminal():
        console().print(page)
        return
    import os

    from scorekeeper.cli.common import _console_class

    columns = os.environ.get("COLUMNS", "").strip()
    width = int(columns) if columns.isdigit() and int(columns) > 0 else PAGE_WIDTH
    _console_class()(width=width, no_color=True, color_system=None, highlight=False,
                     emoji=False).print(page)
