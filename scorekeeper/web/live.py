"""The live page of one session file: a read-only HTTP server (the standard library's
:mod:`http.server`) whose page redraws when the file changes.  It reads the file, never writes it;
``scorekeeper serve`` (``cli/draw.py``) starts it and says where it listens."""

from __future__ import annotations

from pathlib import Path


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
