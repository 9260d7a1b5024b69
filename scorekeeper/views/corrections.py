"""Corrections as the outputs mark them: struck, amended and superseded entries in ``log``,
``explain`` and the history of ``show``."""

from __future__ import annotations

from typing import Any

from scorekeeper.i18n import _


def entry_marks(e: Any) -> dict[str, Any]:
    """The JSON fields of an entry's corrections (``log --json``, ``explain --json``)."""
    if e.kind == "amend":
        return {"amended_by": None, "replaces": e.replaces, "superseded_by": e.superseded_by}
    return {"amended_by": e.amended_by}


def what_of(e: Any, entries: list[Any]) -> str:
    """The ``what`` cell of ``log`` for entry ``e`` (rich markup), corrections marked."""
    from rich.markup import escape

    what = escape(e.summary or "")
    if e.problem:
        problem = _("problem: {problem}").format(problem=e.problem.message)
        return f"[red]{escape(problem)}[/]"
    if e.voided_by:
        return f"[strike]{what}[/] " + escape(_("(struck by {number})").format(number=e.voided_by))
    if e.amended_by:
        return f"[strike]{what}[/] " + escape(_("(amended by {number})").format(number=e.amended_by))
    if e.kind == "amend":
        if e.superseded_by:
            return f"[strike]{what}[/] " + escape(
                _("(superseded by {number})").format(number=e.superseded_by))
        target = next((t for t in entries if t.number == e.replaces), None)
        if target is not None and target.voided_by:
            return f"{what} " + escape(_("(entry {number} is struck by {by})").format(
                number=e.replaces, by=target.voided_by))
        return f"[bold]{what}[/]"
    return what


#: what stands beside an amended entry's number in a history table of ``show``
AMENDED_MARK = "*"


def mark_rows(sheet: Any, rep: Any) -> Any:
    """Mark the history rows of amended entries: every game's history tables give an entry's
    number in their first column (``#`` or ``entry``); its number gains ``*``."""
    amended = {e.number for e in rep.amended()}
    if not amended:
        return sheet
    first = ("#", "entry", _("entry"))  # a heading said in the language in use, too
    for t in sheet.tables:
        if t.history and t.columns and t.columns[0] in first:
            for row in t.rows:
                if row and row[0] in amended:
                    row[0] = f"{row[0]}{AMENDED_MARK}"
    return sheet


def amended_lines(rep: Any) -> list[str]:
    """One line per amended entry, for under the sheet of ``show``."""
    out = []
    for e in rep.amended():
        by = rep.entries[e.amended_by - 1]
        note = f" ({by.note})" if by.note else ""
        said = _("entry {number} amended by entry {by}").format(number=e.number, by=by.number)
        out.append(f"{e.number}{AMENDED_MARK} {said}{note}: "
                   f"{by.replacement.summary if by.replacement else ''}".rstrip(": "))
    return out


def amended_json(rep: Any) -> list[dict[str, Any]]:
    """``show --json``'s ``amended``: which entries an amendment stands in for."""
    return [{"entry": e.number, "amended_by": e.amended_by,
             "note": rep.entries[e.amended_by - 1].note} for e in rep.amended()]
