"""Renderers: pure functions from engine data (Sheet, Settlement, entries) to text.

``to_rich`` builds rich renderables for the terminal; ``to_markdown`` and ``to_csv`` build strings
for ``export``.  Nothing here reads files or computes a score.
"""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence
from typing import Any

from scorekeeper.core.engine import Sheet, SheetTable, Step
from scorekeeper.i18n import ngettext
from scorekeeper.views.text import fmt


def cell(x: Any) -> str:
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return fmt(x)
    return "" if x is None else str(x)


def csv_number(x: float) -> str:
    """A figure rounded as the screen rounds it (:func:`fmt`), with a plain minus for spreadsheets."""
    return fmt(x).replace("−", "-")


#: cell padding and borders of a rich table: one space each side of a cell, one rule between cells
_TABLE_CHROME = 3


def _longest_word(text: str) -> int:
    return max((len(w) for w in text.split()), default=0)


def header(c: Any) -> str:
    """A column heading as printed: ``pool/mountain/±`` may wrap at its slashes."""
    return " ".join(w.replace("/", " / ") if len(w) > 8 else w for w in str(c).split(" "))


def _column_widths(t: SheetTable) -> tuple[list[int], list[int]]:
    """Per column: the longest word (the narrowest it may be) and the longest cell (all it needs)."""
    least, most = [], []
    for i, c in enumerate(t.columns):
        cells = [cell(r[i]) for r in t.rows if i < len(r)]
        least.append(max([_longest_word(header(c)), *(_longest_word(x) for x in cells)]))
        most.append(max([len(header(c)), *(len(x) for x in cells)]))
    return least, most


def natural_width(t: SheetTable) -> int:
    """The narrowest a table can print with every word whole (names, figures and option names are
    words; longer text wraps between them)."""
    return sum(_column_widths(t)[0]) + _TABLE_CHROME * len(t.columns) + 1


def fitted_widths(t: SheetTable, width: int) -> list[int]:
    """Column widths for ``width`` terminal columns: each column at least its longest word, the
    room left shared in proportion to what each column still wants."""
    least, most = _column_widths(t)
    room = width - _TABLE_CHROME * len(t.columns) - 1
    if sum(most) <= room:
        return most
    want = [m - n for m, n in zip(most, least)]
    spare = room - sum(least)
    out = [n + spare * w // max(sum(want), 1) for n, w in zip(least, want)]
    return out


def table_to_rich(t: SheetTable, width: int | None = None):
    """A table as rich renders it, wrapping text between words; where even that would not fit
    ``width`` columns, the rows are stacked instead (:func:`stacked_rows`): names, figures and
    option names are never cut."""
    from rich.markup import escape
    from rich.table import Table

    if width is not None and t.rows and natural_width(t) > width:
        return stacked_rows(t)
    widths = fitted_widths(t, width) if width is not None and t.rows else [None] * len(t.columns)
    rt = Table(title=escape(t.title), title_justify="left", caption=escape(t.note) if t.note else None)
    for i, c in enumerate(t.columns):
        numeric = any(isinstance(r[i], (int, float)) and not isinstance(r[i], bool)
                      for r in t.rows if i < len(r))
        rt.add_column(escape(header(c)), justify="right" if numeric else "left",
                      overflow="fold", width=widths[i])
    for r in t.rows:
        rt.add_row(*(escape(cell(x)) for x in r))
    return rt


def stacked_rows(t: SheetTable):
    """A table too wide for the terminal, one block per row: the row's first cell, then each other
    column as ``header value``, wrapped under it with a hanging indent."""
    from rich.console import Group
    from rich.padding import Padding
    from rich.text import Text

    parts: list = [Text(t.title, style="bold")]
    for r in t.rows:
        head = Text(cell(r[0]) if r else "", style="bold")
        rest = " · ".join(f"{c}: {cell(x)}" if str(c).strip() else cell(x)
                          for c, x in zip(t.columns[1:], r[1:]) if cell(x) != "")
        line = Text.assemble(head, "  ", rest)
        parts.append(Padding(line, (0, 0, 0, 2)))
    if t.note:
        parts.append(Padding(Text(t.note, style="dim"), (0, 0, 0, 2)))
    return Group(*parts)


def latest_rows(t: SheetTable, rows: int | None, command: str = "show") -> SheetTable:
    """A history table cut to its last ``rows`` rows (the rest is said in its note)."""
    if not t.history or rows is None or len(t.rows) <= rows:
        return t
    cut = len(t.rows) - rows
    note = ngettext("{n} earlier row(s) not shown: `{command} --all` prints them all",
                    "{n} earlier row(s) not shown: `{command} --all` prints them all",
                    cut).format(n=cut, command=command)
    return SheetTable(t.title, t.columns, t.rows[cut:], f"{t.note}; {note}" if t.note else note, True)


def latest_steps(steps: Sequence[Step], rows: int | None) -> tuple[list[Step], int]:
    """The last ``rows`` lines of a settlement's explanation, and how many were left out."""
    if rows is None or len(steps) <= rows:
        return list(steps), 0
    return list(steps[len(steps) - rows:]), len(steps) - rows


def cited(note: str) -> str:
    """A sheet note with each bracketed citation written as a player reads it (titles, headings);
    brackets that are not citations stay as they are."""
    import re

    from scorekeeper.citations import render, unresolved
    from scorekeeper.core.registry import option_names

    def one(m: re.Match) -> str:
        inner = m.group(1)
        return f"[{render(inner)}]" if not unresolved(inner, option_names) else m.group(0)

    return re.sub(r"\[([^\[\]]+)\]", one, note)


def sheet_to_rich(sheet: Sheet, rows: int | None = None, width: int | None = None) -> list[Any]:
    from rich.markup import escape
    from rich.text import Text

    out: list[Any] = [Text(sheet.title, style="bold")]
    out += [table_to_rich(latest_rows(t, rows), width) for t in sheet.tables]
    out += [f"[dim]{escape(cited(n))}[/]" for n in sheet.notes]
    return out


#: what Markdown (CommonMark, GitHub's tables) reads as markup inside a line: each is written
#: with a backslash, so that a name such as ``*x*|y`` is its own text and never splits a cell
_MD_PUNCT = frozenset("\\`*_[]#+|~$")
#: HTML's metacharacters, written as entities: ``<script>`` is text, never a tag
_MD_HTML = {"<": "&lt;", ">": "&gt;", "&": "&amp;"}


def md_text(x: Any) -> str:
    """Text from a session (a name, a note, a title) as Markdown that shows exactly it: markup
    characters written with a backslash, HTML's as entities, line breaks as spaces (a cell and a
    paragraph are one line)."""
    text = " ".join(str(x).splitlines()) if x is not None else ""
    return "".join(_MD_HTML.get(c) or ("\\" + c if c in _MD_PUNCT else c) for c in text)


def md_line(x: Any) -> str:
    """:func:`md_text` for a line of its own: a start that Markdown reads as a list, a heading or
    a rule (``- ``, ``1. ``, ``=``) written with a backslash too."""
    import re

    return re.sub(r"^(\s*)(\d+)([.)])", r"\1\2\\\3", re.sub(r"^(\s*)([-=])", r"\1\\\2", md_text(x)))


def table_to_markdown(t: SheetTable) -> str:
    lines = [f"### {md_text(t.title)}", "", "| " + " | ".join(md_text(c) for c in t.columns) + " |",
             "|" + "|".join("---" for _ in t.columns) + "|"]
    for r in t.rows:
        lines.append("| " + " | ".join(md_text(cell(x)) for x in r) + " |")
    if t.note:
        lines += ["", md_line(t.note)]
    return "\n".join(lines)


def to_markdown(sheet: Sheet, extra: Iterable[SheetTable] = ()) -> str:
    """The sheet as Markdown; every name, note and title escaped (:func:`md_text`)."""
    parts = [f"## {md_text(sheet.title)}"] + [table_to_markdown(t) for t in [*sheet.tables, *extra]]
    from scorekeeper.i18n import lang

    # a note's citations as the terminal writes them, in the reader's language; English keeps the
    # table's own words, as it always wrote them
    parts += [f"_{md_text(n if lang() == 'en' else cited(n))}_" for n in sheet.notes]
    return "\n\n".join(parts) + "\n"


def to_csv(tables: Iterable[SheetTable]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    for i, t in enumerate(tables):
        if i:
            w.writerow([])
        w.writerow([t.title])
        w.writerow(t.columns)
        for r in t.rows:
            w.writerow([csv_number(x) if isinstance(x, (int, float)) and not isinstance(x, bool)
                        else cell(x) for x in r])
    return buf.getvalue()
