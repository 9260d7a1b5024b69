"""Corrections: ``scorekeeper amend FILE N …`` and the ``--amend N`` option of every game's
recording commands, and how ``log``, ``explain`` and ``show`` mark amended entries.

An amendment is appended like any entry (``replaces = N`` beside the keys of the entry that stands
in N's place, format §Amending an entry); nothing already in the file is changed.
"""

from __future__ import annotations

from typing import Annotated, Any

import typer

from scorekeeper.cli.common import FileArg, JsonOpt, NoteOpt, ReasonOpt, ScoresArg, amending, guard, parse_kv, record_entry
from scorekeeper.i18n import _


def points_command(app: typer.Typer, doc: str) -> None:
    """Add the game's ``points`` command: a result entered by hand (``points = { … }`` with a note),
    ``--amend N`` as every recording command has it.  ``doc`` says what the game makes of it."""
    def points(
        file: FileArg,
        scores: ScoresArg,
        note: ReasonOpt,
    ) -> Any:
        return {"points": parse_kv(scores, "points"), "note": note}

    from scorekeeper.cli.prompts import records

    points.__doc__ = doc
    records(app, None, name="points")(points)


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

            raise InvalidError(_("the entry to amend is the argument N"), key="replaces",
                               value=entry["replaces"], expected=_("`amend FILE {number} key=value …` with the "
                                                                     "keys of the entry in its place")
                               .format(number=number))
        if note is not None:
            entry["note"] = note
        record_entry(file, amending(number, entry), json_out=json_out)


def register(app: typer.Typer) -> None:
    app.command()(amend)


# ---------------------------------------------------------------------------------------------
# marks for the reading commands


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
