"""Corrections: ``scorekeeper amend FILE N …`` and the ``--amend N`` option of every game's
recording commands, and how ``log``, ``explain`` and ``show`` mark amended entries.

An amendment is appended like any entry (``replaces = N`` beside the keys of the entry that stands
in N's place, format §Amending an entry); nothing already in the file is changed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Optional

import typer

from scorekeeper.cli.common import (
    DealerOpt,
    FileArg,
    JsonOpt,
    NoteOpt,
    ReasonOpt,
    ScoresArg,
    guard,
    parse_kv,
    record_entry,
)

#: ``--amend N`` on every recording command of every game
AmendOpt = Annotated[Optional[int], typer.Option(
    "--amend", metavar="N", help="Record this as the amendment of entry N: it stands in N's place "
    "(the dealer and every later figure as if N had been recorded right); nothing is rewritten.")]


def amending(number: int | None, entry: Mapping[str, Any]) -> dict[str, Any]:
    """The entry to append: ``entry`` itself, or with ``replaces = number`` first."""
    if number is None:
        return dict(entry)
    return {"replaces": number, **entry}


def record_amend(number: int | None, file: Any, entry: Mapping[str, Any], *,
                 json_out: bool = False) -> None:
    """``record_entry`` for a game's recording command with its ``--amend N``."""
    record_entry(file, amending(number, entry), json_out=json_out)


def points_command(app: typer.Typer, doc: str) -> None:
    """Add the game's ``points`` command: a result entered by hand (``points = { … }`` with a note),
    ``--amend N`` as every recording command has it.  ``doc`` says what the game makes of it."""
    def points(
        file: FileArg,
        scores: ScoresArg,
        note: ReasonOpt,
        dealer: DealerOpt = None,
        amend: AmendOpt = None,
        json_out: JsonOpt = False,
    ) -> None:
        with guard(json_out):
            record_amend(amend, file, {"points": parse_kv(scores, "points"), "note": note,
                                       "dealer": dealer}, json_out=json_out)

    points.__doc__ = doc
    app.command(name="points")(points)


def amend(
    file: FileArg,
    number: Annotated[int, typer.Argument(help="The entry to amend (see `scorekeeper log`).")],
    pairs: Annotated[list[str], typer.Argument(help="The keys of the entry that stands in its place, as key=value (values in TOML), as for `add`.")],
    note: NoteOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Amend entry N where it stands: append `replaces = N` with the right keys (nothing is
    rewritten). The dealer and every later row are worked out as if N had been right; refused if
    any later entry would be wrong with it. `undo` takes an amendment back."""
    with guard(json_out):
        entry = parse_kv(pairs, "entry key")
        if "replaces" in entry:
            from scorekeeper.errors import InvalidError

            raise InvalidError("the entry to amend is the argument N", key="replaces",
                               value=entry["replaces"], expected=f"`amend FILE {number} key=value …` "
                               "with the keys of the entry in its place")
        if note is not None:
            entry["note"] = note
        record_entry(file, amending(number, entry), json_out=json_out)


def register(app: typer.Typer) -> None:
    app.command()(amend)


# ---------------------------------------------------------------------------------------------
# marks for the reading commands


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
        return f"[red]problem: {escape(e.problem.message)}[/]"
    if e.voided_by:
        return f"[strike]{what}[/] (struck by {e.voided_by})"
    if e.amended_by:
        return f"[strike]{what}[/] (amended by {e.amended_by})"
    if e.kind == "amend":
        if e.superseded_by:
            return f"[strike]{what}[/] (superseded by {e.superseded_by})"
        target = next((t for t in entries if t.number == e.replaces), None)
        if target is not None and target.voided_by:
            return f"{what} (entry {e.replaces} is struck by {target.voided_by})"
        return f"[bold]{what}[/]"
    return what


def with_marks(rep: Any, file: Any) -> Any:
    """``rep`` itself, or, where it resumed from a checkpoint (so holds only the latest entries)
    and the file amends an entry, the full replay that knows every amended entry."""
    if not rep.resumed_from:
        return rep
    import tomllib

    from scorekeeper.session import storage
    from scorekeeper.session.files import load
    from scorekeeper.core.replay import replay

    text = storage.read_text(file)
    if "replaces" not in text:
        return rep
    deals = tomllib.loads(text).get("deal", [])
    if not any(isinstance(d, dict) and "replaces" in d for d in deals):
        return rep
    return replay(load(file))


#: what stands beside an amended entry's number in a history table of ``show``
AMENDED_MARK = "*"


def mark_rows(sheet: Any, rep: Any) -> Any:
    """Mark the history rows of amended entries: every game's history tables give an entry's
    number in their first column (``#`` or ``entry``); its number gains ``*``."""
    amended = {e.number for e in rep.amended()}
    if not amended:
        return sheet
    for t in sheet.tables:
        if t.history and t.columns and t.columns[0] in ("#", "entry"):
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
        out.append(f"{e.number}{AMENDED_MARK} entry {e.number} amended by entry {by.number}{note}: "
                   f"{by.replacement.summary if by.replacement else ''}".rstrip(": "))
    return out


def amended_json(rep: Any) -> list[dict[str, Any]]:
    """``show --json``'s ``amended``: which entries an amendment stands in for."""
    return [{"entry": e.number, "amended_by": e.amended_by,
             "note": rep.entries[e.amended_by - 1].note} for e in rep.amended()]
