"""Reading the rules offline: ``why`` (a ruling, a rule text or a whole citation) and ``help``
(the session-file reference, every ruling, the rule texts).  Everything printed here ships with the
package (``scorekeeper/data``), so a citation in ``explain`` leads to its text without leaving the
terminal."""

from __future__ import annotations

from typing import Annotated, Optional

import typer

from scorekeeper.cli.common import JsonOpt, console, guard, print_json

TOPICS = {
    "format": "the session-file reference: envelope, entries, notation, every game's keys, output",
    "rulings": "every ruling, grouped by game, with its full text",
    "sources": "the rule texts: title, author, year, language, and the sections the engines cite",
}


def describe_citation(text: str, *, json_out: bool = False) -> None:
    """Print every part of a citation with the text it resolves to; UnknownNameError if a ruling or
    a rule text is unknown."""
    from rich.markup import escape

    from scorekeeper import citations as C

    parts = C.parse(canonical_citation(text.strip()))
    out = []
    for p in parts:
        if p.kind == "ruling":
            r = C.ruling(p.ref)
            if r is None:
                raise _unknown("ruling", p.ref, list(C.rulings()))
            out.append({"ruling": r.id, "game": r.game, "title": r.title, "text": r.text,
                        "withdrawn": r.withdrawn})
        elif p.kind == "text":
            src = C.sources()[p.ref]
            out.append({"source": src.label, "title": src.title, "author": src.author,
                        "year": src.year, "language": src.language, "published": src.published,
                        "section": p.section, "heading": p.heading, "quote": p.note})
        elif p.kind == "format":
            out.append({"source": C.FORMAT_DOC, "section": p.heading or p.section,
                        "see": "scorekeeper help format"})
        elif p.kind == "option":
            out.append({"option": p.ref, "value": p.note,
                        "see": "scorekeeper rules GAME (each option's meaning and source)"})
        else:
            src = C.sources().get(p.ref.strip())
            if src is None:
                raise _unknown("ruling or rule text", p.ref, [*C.rulings(), *C.sources()])
            out.append({"source": src.label, "title": src.title, "author": src.author,
                        "year": src.year, "language": src.language, "published": src.published,
                        "sections": src.sections})
    if json_out:
        print_json(out if len(out) != 1 else out[0])
        return
    con = console()
    for item in out:
        if "ruling" in item:
            head = f"[bold]{item['ruling']}[/] — {escape(item['title'])} ({item['game']})"
            con.print(head)
            if item["withdrawn"]:
                con.print(f"[yellow]withdrawn:[/] {escape(item['withdrawn'])}")
            con.print(escape(item["text"]), soft_wrap=False)
        elif "option" in item:
            con.print(f"option [bold]{escape(item['option'])}[/]"
                      + (f" = {escape(str(item['value']))}" if item["value"] else "")
                      + f": see `{item['see']}`")
        elif item["source"] == C.FORMAT_DOC:
            con.print(f"the session-file reference, section «{escape(str(item['section']))}»: "
                      "`scorekeeper help format`")
        else:
            year = f", {item['year']}" if item["year"] else ""
            con.print(f"[bold]{escape(item['source'])}[/] — {escape(item['author'])}, "
                      f"«{escape(item['title'])}»{year}; {escape(item['language'])}")
            con.print(f"  {escape(item['published'])}")
            if item.get("section"):
                con.print(f"  §{escape(item['section'])} «{escape(str(item['heading']))}»"
                          + (f": {escape(item['quote'])}" if item.get("quote") else ""))
            for key, heading in (item.get("sections") or {}).items():
                con.print(f"  §{escape(key)} «{escape(heading)}»")
        con.print()


def canonical_citation(text: str) -> str:
    """A citation as typed, its ruling ids and rule texts spelt as the package writes them,
    whatever the case: "r-p8" is R-P8, "mgu 1971 §7" is MGU 1971 §7."""
    from scorekeeper import citations as C

    labels = {label.casefold(): label for label in C.sources()}
    parts = []
    for part in C._split(text):
        m = C.RULING_RE.match(part.upper())
        if m and C.RULING_RE.match(part) is None:
            part = m.group(0) + part[m.end():]
        else:
            head, sep, rest = part.partition(" §")
            label = labels.get(head.strip().casefold()) or labels.get(part.strip().casefold())
            if label is not None:
                part = f"{label}{sep}{rest}" if sep else label
        parts.append(part)
    return "; ".join(parts)


def _unknown(kind: str, name: str, valid: list[str]):
    """An unknown ruling or text: the closest names, and where the whole list is."""
    from scorekeeper.errors import InvalidError, closest
    from scorekeeper.names import shown

    close = closest(name, valid, n=3)
    hint = f"; did you mean {' or '.join(shown(c) for c in close)}?" if close else ""
    return InvalidError(f"unknown {kind} {shown(name)}{hint}", key="CITATION", value=name,
                        expected="a ruling id such as R-P8, or a rule text such as 'MGU 1971 §7' "
                                 "(`scorekeeper help rulings`, `scorekeeper help sources` list them)")


def format_reference() -> str:
    from importlib import resources

    return resources.files("scorekeeper.data").joinpath("format.md").read_text(encoding="utf-8")


def rulings_reference() -> str:
    """Every ruling as Markdown, grouped by game (the text of ``docs/rulings.md``)."""
    from scorekeeper import citations as C

    games: dict[str, list] = {}
    for r in C.rulings().values():
        games.setdefault(r.game, []).append(r)
    lines = ["# Rulings", "",
             "Where a rule text is silent, ambiguous or wrong, a ruling decides. The engines cite them",
             "by id in `explain`, in `rules` and in the tests; `scorekeeper why ID` prints one. This page",
             "is printed by `scorekeeper help rulings` and lists every ruling the package ships.", ""]
    from scorekeeper.core import registry
    from scorekeeper.errors import UnknownNameError

    for game, items in games.items():
        try:
            title = registry.game(game).title
        except UnknownNameError:  # rulings of a game whose engine is not installed
            title = game
        lines += [f"## {title}", ""]
        for r in items:
            lines.append(f"### {r.id} — {r.title}")
            lines.append("")
            if r.withdrawn:
                lines += [f"*Withdrawn:* {r.withdrawn}", ""]
            lines += [r.text, ""]
    return "\n".join(lines).rstrip() + "\n"


def sources_reference() -> str:
    from scorekeeper import citations as C

    lines = ["# The rule texts", ""]
    for s in C.sources().values():
        year = f", {s.year}" if s.year else ""
        lines += [f"## {s.label}", "", f"{s.author}, «{s.title}»{year}. {s.published}. "
                  f"Language: {s.language}. Games: {', '.join(s.games)}.", ""]
        for key, heading in s.sections.items():
            lines.append(f"- §{key} «{heading}»" if key.casefold() != heading.casefold() else f"- §{heading}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


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
                    typer.echo(f"scorekeeper help {name:<8}  {what}")
                return
            key = topic.strip().casefold()
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
    from rich.markdown import Markdown

    page = Markdown(text, code_theme="ansi_dark", hyperlinks=False)
    if at_terminal():
        console().print(page)
        return
    import os

    from scorekeeper.cli.common import _console_class

    columns = os.environ.get("COLUMNS", "").strip()
    width = int(columns) if columns.isdigit() and int(columns) > 0 else PAGE_WIDTH
    _console_class()(width=width, no_color=True, color_system=None, highlight=False,
                     emoji=False).print(page)
