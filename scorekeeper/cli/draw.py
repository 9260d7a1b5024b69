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

from scorekeeper.cli.common import FileArg, JsonOpt, console, guard, print_json

OutputOpt = Annotated[Optional[Path], typer.Option(
    "--output", "-o", help="Write the SVG to this file instead of standard output.")]
ForceOpt = Annotated[bool, typer.Option(
    "--force", "-f", help="Replace the output file if it exists, atomically (never a session "
    "file).")]
ShapeOpt = Annotated[str, typer.Option(
    "--shape", help="Three players' пулька: triangle, or rectangle (a page cut into three sectors). "
    "Four players always share a square.")]
UptoOpt = Annotated[Optional[int], typer.Option("--upto", help="Draw the sheet as it stood after entry N.")]


def register(app: typer.Typer) -> None:
    """Add ``draw`` and ``serve`` to the ``scorekeeper`` command."""
    app.command()(draw)
    app.command()(serve)


def draw(file: FileArg, output: OutputOpt = None, force: ForceOpt = False, upto: UptoOpt = None,
         shape: ShapeOpt = "triangle", json_out: JsonOpt = False) -> None:
    """Draw the score sheet as SVG: the пулька for preferans, running totals for point games."""
    with guard(json_out):
        from scorekeeper.draw import history, sheet_data, sheet_svg
        from scorekeeper.draw.shapes import SHAPES
        from scorekeeper.errors import InvalidError
        from scorekeeper.session.files import load

        if shape not in SHAPES:
            raise InvalidError("unknown shape", key="--shape", value=shape, expected=" or ".join(SHAPES))
        h = history(load(file), upto=upto)
        if json_out:  # what the drawing shows, as data
            print_json(sheet_data(h))
            return
        picture = sheet_svg(h, shape=shape)
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
    """Write a derived file (a picture, a page): refuses the session file itself and any session
    file, and an existing file unless ``force`` (then it is replaced atomically):
    :func:`scorekeeper.session.outputs.write_output`."""
    from scorekeeper.cli.common import created
    from scorekeeper.session.outputs import write_output as write

    write(session_file, output, text, force=force, landed=created(output))


PortOpt = Annotated[int, typer.Option("--port", help="The port (0: any free port; the address is printed).")]
HostOpt = Annotated[str, typer.Option("--host", help="The address to listen on (default: this machine only).")]


def serve(file: FileArg, port: PortOpt = 8000, host: HostOpt = "127.0.0.1") -> None:
    """Serve a read-only page of the sheet that redraws when the session file changes."""
    with guard():
        from scorekeeper.errors import IllegalError, SessionFileError

        if not file.is_file():
            raise SessionFileError("no such session file", file=str(file), expected="an existing session file")
        try:
            server = make_server(file, host, port)
        except (OSError, OverflowError) as exc:
            raise IllegalError(f"cannot listen on {host}:{port}: {getattr(exc, 'strerror', None) or exc}",
                               key="--port", value=port, expected="a free port on an address of this machine"
                               ) from None
        url = f"http://{host}:{server.server_address[1]}/"
        console().print(f"serving {file} at {url} (read-only; Ctrl+C stops)", markup=False)
        if host not in ("127.0.0.1", "localhost", "::1"):
            console().print("note: listening beyond this machine: anyone on the network can read the sheet",
                            markup=False)
        sys.stdout.flush()
        try:
            server.serve_forever(poll_interval=0.2)
        except KeyboardInterrupt:
            console().print("stopped", markup=False)
        finally:
            server.server_close()


class LiveSheet:
    """The page of one session file, made again whenever the file's stamp (modification time and
    size) changes.  Reads the file, never writes it."""

    def __init__(self, path: Path) -> None:
        import threading

        self.path = path
        self._lock = threading.Lock()
        self._stamp: str | None = None
        self._made: tuple[str, str, str, str] = ("", "", "", "")

    def stamp(self) -> str:
        import os

        try:
            st = os.stat(self.path)
        except OSError:
            return "missing"
        return f"{st.st_mtime_ns}-{st.st_size}"

    def current(self) -> tuple[str, str, str, str]:
        """(stamp, title, fragment, svg) for the file as it is now."""
        stamp = self.stamp()
        with self._lock:
            if stamp != self._stamp:
                self._made = (stamp, *self._make())
                self._stamp = stamp
            return self._made

    def _make(self) -> tuple[str, str, str]:
        from scorekeeper.draw import history
        from scorekeeper.draw.page import error_fragment, fragment, page_of
        from scorekeeper.errors import ProblemList, ScorekeeperError
        from scorekeeper.session import storage
        from scorekeeper.session.model import parse_session

        try:
            session = parse_session(storage.read_text(self.path), file=str(self.path))
            page = page_of(history(session))
        except ScorekeeperError as err:
            problems = err.problems if isinstance(err, ProblemList) else [err]
            return "scorekeeper", error_fragment("; ".join(p.describe() for p in problems)), ""
        return page.title, fragment(page), page.svg


def make_server(path: Path, host: str, port: int):
    """A threading HTTP server for the live page of ``path`` (GET only):
    ``/`` the page, ``/fragment`` its content, ``/stamp`` the file's stamp as JSON, ``/sheet.svg``."""
    import json
    from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

    from scorekeeper.draw.page import shell

    sheet = LiveSheet(path)

    class Handler(BaseHTTPRequestHandler):
        server_version = "scorekeeper"

        def do_GET(self) -> None:  # noqa: N802 (the stdlib's name)
            route = self.path.split("?", 1)[0]
            if route == "/stamp":
                return self._send("application/json", json.dumps({"stamp": sheet.stamp()}))
            stamp, title, frag, svg = sheet.current()
            if route == "/":
                return self._send("text/html; charset=utf-8", shell(frag, title, live_stamp=stamp))
            if route == "/fragment":
                return self._send("text/html; charset=utf-8", frag)
            if route == "/sheet.svg" and svg:
                return self._send("image/svg+xml; charset=utf-8", svg)
            self.send_error(404, "not here: / shows the sheet")

        def _send(self, kind: str, body: str) -> None:
            data = body.encode("utf-8")
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(data)))
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, format: str, *args) -> None:  # the page polls: no log line per request
            pass

    server = ThreadingHTTPServer((host, port), Handler)
    server.daemon_threads = True
    return server
