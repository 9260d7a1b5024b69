"""The table's events on the command line: ``seats``, ``join``, ``leave`` and ``last-circle``
(format §Table events).  Each appends one entry; replay decides what it does."""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer

from scorekeeper.cli.common import FileArg, split_names
from scorekeeper.cli.examples import examples


def seats(
    file: FileArg,
    order: Annotated[str, typer.Argument(help="Every player at the table in seating order, "
                                              "comma-separated: Anna,Vera,Boris.")],
    start: Annotated[Optional[int], typer.Option(
        "--from", metavar="N", help="The entry the order holds from (they noticed late): the "
        "dealer and every later figure are worked out again from there; default: from the next "
        "deal.")] = None,
) -> Any:
    """Record the seating order: the deal passes clockwise in this order from here on (or from
    entry N with --from)."""
    return {"seats": split_names(order), "from": start}


def join(
    file: FileArg,
    name: Annotated[str, typer.Argument(help="Who sits down.")],
    after: Annotated[Optional[str], typer.Option(
        "--after", help="The player to whose left the newcomer sits; default: the last seat.")] = None,
    instead_of: Annotated[Optional[str], typer.Option(
        "--for", help="A substitute: the player who leaves, whose seat the newcomer takes.")] = None,
) -> Any:
    """Record a player joining the table mid-evening (with --for, a substitute).  What the
    newcomer writes is the game's rule (preferans: the mean of pool and mountain, rounded against
    the newcomer; option newcomer)."""
    return {"joins": name, "after": after, "leaves": instead_of}


def leave(
    file: FileArg,
    name: Annotated[str, typer.Argument(help="Who leaves.")],
) -> Any:
    """Record a player leaving the table: his figures stay and are settled at the end."""
    return {"leaves": name}


def last_circle(file: FileArg) -> Any:
    """The control time has come: the deal goes round until everyone has dealt the same number
    of times (one more circle when they already have); then the evening is over."""
    return {"last_circle": True}


def register(app: typer.Typer) -> None:
    from scorekeeper.cli.prompts import records

    new = "scorekeeper new night.toml -g preferans -p Anna,Boris,Vera"
    records(app, standard=("note",), epilog=examples(
        new, "scorekeeper seats night.toml Anna,Vera,Boris",
        "scorekeeper seats night.toml Anna,Vera   # refused: every player at the table once"))(seats)
    records(app, standard=("note",), epilog=examples(
        new, "scorekeeper join night.toml Gleb --after Vera",
        "scorekeeper join night.toml Dima --for Boris",
        "scorekeeper join night.toml Anna   # refused: has sat at this table already"))(join)
    records(app, standard=("note",), epilog=examples(
        "scorekeeper new four.toml -g preferans -p Anna,Boris,Vera,Gleb",
        "scorekeeper leave four.toml Gleb -n 'last train'",
        "scorekeeper leave four.toml Zoya   # refused: unknown player"))(leave)
    records(app, None, "last-circle", standard=("note",), epilog=examples(
        new, "scorekeeper last-circle night.toml"))(last_circle)
