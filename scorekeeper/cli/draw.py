"""``scorekeeper draw`` and ``scorekeeper serve``: the drawn sheet as SVG, and a live page of it.

The drawing itself is :mod:`scorekeeper.draw` (pure); this module reads the file and writes the
picture; the read-only page server is :mod:`scorekeeper.web.live`.  Neither command ever writes
the session file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from scorekeeper.cli.common import FileArg, JsonOpt, console, guard, print_json
from scorekeeper.i18n import _

OutputOpt = Annotated[Optional[Path], typer.Option(
    "--output", "-o", help="Write the SVG to this file instead of standard output.")]
ForceOpt = Annotated[bool, typer.Option(
    "--force", "-f", help="Replace the output file if it exists, atomically (never a session "
    "file).")]
ShapeOpt = Annotated[Optional[str], typer.Option(
    "--shape", help="Three players' пулька: triangle (the default), or rectangle (a page cut into "
    "three sectors). Four players always share a square; a chart takes no shape.")]
ChartOpt = Annotated[bool, typer.Option(
    "--chart", help="Preferans: draw each player's balance after every deal as a chart instead "
    "of the пулька (point games are always drawn as a chart).")]
UptoOpt = Annotated[Optional[int], typer.Option("--upto", help="Draw the sheet as it stood after entry N.")]


def register(app: typer.Typer) -> None:
    """Add ``draw`` and ``serve`` to the ``scorekeeper`` command."""
    app.command()(draw)
    app.command()(serve)


def draw(file: FileArg, output: OutputOpt = None, force: ForceOpt = False, upto: UptoOpt = None,
         shape: ShapeOpt = None, chart: ChartOpt = False, json_out: JsonOpt = False) -> None:
    """Draw the score sheet as SVG: the пулька for preferans, running totals for point games."""
    with guard(json_out):
        from scorekeeper.draw import history, kind_of, said, sheet_data, sheet_svg
        from scorekeeper.draw.shapes import SHAPES
        from scorekeeper.errors import InvalidError
        from scorekeeper.session.files import load

        if shape is not None and shape not in SHAPES:
            raise InvalidError(_("unknown shape"), key="--shape", value=shape,
                               expected=_(" or ").join(SHAPES))
        session = load(file)
        if upto is not None and not 1 <= upto <= len(session.entries):
            raise InvalidError(_("there is no entry {number}").format(number=upto), key="--upto",
                               value=upto, expected=_("1 to {last}").format(last=len(session.entries))
                               if session.entries else _("no entries yet"))
        h = history(session, upto=upto)
        if shape is not None and (chart or kind_of(h.snapshot) != "pulya"):
            raise InvalidError(_("a shape is for the пулька of preferans; {game} is drawn as a "
                                 "chart").format(game=said(h.replay.game.title)), key="--shape",
                               value=shape, expected=_("no --shape"))
        if json_out:  # what the drawing shows, as data
            print_json(sheet_data(h, chart=chart))
            return
        picture = sheet_svg(h, shape=shape or "triangle", chart=chart)
        if output is None:
            sys.stdout.write(picture)
            return
        from scorekeeper.cli.common import created
        from scorekeeper.session.outputs import write_output

        write_output(file, output, picture, force=force, landed=created(output))
        console().print(_("wrote {output}").format(output=output), markup=False)


def html_of(file: Path) -> str:
    """The self-contained HTML page of a session file (``export --to html``)."""
    from scorekeeper.draw import history
    from scorekeeper.draw.page import html_page, page_of
    from scorekeeper.session.files import load

    return html_page(page_of(history(load(file))))


PortOpt = Annotated[int, typer.Option("--port", help="The port (0: any free port; the address is printed).")]
HostOpt = Annotated[str, typer.Option("--host", help="The address to listen on (default: this machine only).")]


def serve(file: FileArg, port: PortOpt = 8000, host: HostOpt = "127.0.0.1") -> None:
    """Serve a read-only page of the sheet that redraws when the session file changes."""
    with guard():
        from scorekeeper.errors import IllegalError, SessionFileError
        from scorekeeper.web.live import make_server

        if not file.is_file():
            raise SessionFileError(_("no such session file"), file=str(file),
                                   expected=_("an existing session file"))
        try:
            server = make_server(file, host, port)  # scorekeeper/web/live.py
        except (OSError, OverflowError) as exc:
            raise IllegalError(_("cannot listen on {host}:{port}: {why}").format(
                host=host, port=port, why=getattr(exc, "strerror", None) or exc),
                key="--port", value=port, expected=_("a free port on an address of this machine")
                               ) from None
        url = f"http://{host}:{server.server_address[1]}/"
        console().print(_("serving {file} at {url} (read-only; Ctrl+C stops)").format(file=file, url=url),
                        markup=False)
        if host not in ("127.0.0.1", "localhost", "::1"):
            console().print(_("note: listening beyond this machine: anyone on the network can read the sheet"),
                            markup=False)
        sys.stdout.flush()
        try:
            server.serve_forever(poll_interval=0.2)
        except KeyboardInterrupt:
            console().print(_("stopped"), markup=False)
        finally:
            server.server_close()
