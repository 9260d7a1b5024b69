"""The toy game's command group (``scorekeeper toy deal``), the template of a game's group: it
parses, hands the entry to the library and renders what the library says."""

from __future__ import annotations

from typing import Annotated

import typer

from scorekeeper.cli.common import FileArg, guard, JsonOpt, record_entry

app = typer.Typer(no_args_is_help=True, rich_markup_mode=None)


@app.command()
def deal(
    file: FileArg,
    winner: Annotated[str, typer.Option("--winner", "-w", help="Who won the deal.")],
    points: Annotated[int, typer.Option("--points", help="What the deal was worth.")],
    json_out: JsonOpt = False,
) -> None:
    """Record one deal of the toy game."""
    with guard(json_out):
        record_entry(file, {"winner": winner, "points": points}, json_out=json_out)
