"""Headless Chromium driven over its DevTools pipe (stdlib only): one browser for every test that
needs one.  On a machine without Chromium those tests are skipped, with the reason in pytest's
summary (:data:`MISSING`); ``.ci/run`` installs Chromium and sets
``SCOREKEEPER_TEST_BROWSER=required`` (:data:`REQUIRED`), under which a missing browser fails them
instead, so CI never skips them.  A browser that is there but cannot start fails them, saying
why.

The protocol runs over two pipes the browser finds as file descriptors 3 (commands in) and 4
(answers out) when started with ``--remote-debugging-pipe``; each message is JSON ended by NUL.
"""

from __future__ import annotations

import base64
import fcntl
import json
import os
import select
import shutil
import struct
import subprocess
import tempfile
import time
import zlib

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--hide-scrollbars", "--window-size=1000,1400"]


#: the browser tests fail, never skip, where Chromium is missing (``.ci/run`` sets it)
REQUIRED = os.environ.get("SCOREKEEPER_TEST_BROWSER") == "required"
#: the one line pytest's summary gives for the skipped browser tests
MISSING = ("headless Chromium is not installed, so the browser tests are skipped "
           "(.ci/run installs it and runs them; Debian: apt-get install chromium)")
#: the names Chromium's executable goes by, on the PATH
NAMES = ("chromium", "chromium-browser")


class BrowserError(RuntimeError):
    pass


def chromium_path() -> str | None:
    """Chromium's executable, or None where there is none.  ``SCOREKEEPER_TEST_CHROMIUM`` names
    it instead of the PATH (a path that is not there: none, as on a machine without it)."""
    given = os.environ.get("SCOREKEEPER_TEST_CHROMIUM")
    if given is not None:
        return given if os.access(given, os.X_OK) and os.path.isfile(given) else None
    for name in NAMES:
        exe = shutil.which(name)
        if exe is not None:
            return exe
    return "/usr/bin/chromium" if os.access("/usr/bin/chromium", os.X_OK) else None


class Browser:
    def __init__(self) -> None:
        exe = chromium_path()
        if exe is None:
            raise BrowserError(MISSING)
        self.profile = tempfile.mkdtemp(prefix="scorekeeper-chromium-")
        cmd_r, self._cmd_w = os.pipe()
        self._out_r, out_w = os.pipe()

        def to_3_and_4() -> None:  # in the child: the command pipe on fd 3, the answers on fd 4
            a = fcntl.fcntl(cmd_r, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(out_w, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self._log = tempfile.TemporaryFile()
        self.proc = subprocess.Popen([exe, *FLAGS, f"--user-data-dir={self.profile}", "--remote-debugging-pipe",
                                      "about:blank"], stdin=subprocess.DEVNULL, stdout=self._log,
                                     stderr=self._log, pass_fds=(3, 4), preexec_fn=to_3_and_4)
        os.close(cmd_r)
        os.close(out_w)
        self._buf = b""
        self._id = 0
        try:
            self.version = self.send("Browser.getVersion", timeout=20)["product"]
        except BrowserError as err:
            self.close()
            raise BrowserError(f"{err}; browser output: {self.output()[-800:]}") from None

    # --- the protocol ----------------------------------------------------------------------
    def send(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float = 10) -> dict:
        self._id += 1
        msg: dict = {"id": self._id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self._cmd_w, json.dumps(msg).encode() + b"\0")
        end = time.monotonic() + timeout
        while True:
            while b"\0" in self._buf:
                raw, self._buf = self._buf.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self._id:
                    if "error" in reply:
                        raise BrowserError(f"{method}: {reply['error']}")
                    return reply["result"]
            left = end - time.monotonic()
            if left <= 0 or self.proc.poll() is not None:
                raise BrowserError(f"no answer to {method} (browser exit code {self.proc.poll()})")
            ready, _, _ = select.select([self._out_r], [], [], left)
            if ready:
                chunk = os.read(self._out_r, 1 << 20)
                if not chunk:
                    raise BrowserError(f"the browser closed its pipe during {method}")
                self._buf += chunk

    def open(self, url: str) -> str:
        """A new tab showing ``url``, loaded; its session id."""
        target = self.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        sid = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.send("Page.enable", session=sid)
        self.send("Page.navigate", {"url": url}, session=sid)
        self.wait(sid, "document.readyState === 'complete' && location.href !== 'about:blank'", 15)
        return sid

    def eval(self, sid: str, expression: str):
        r = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                           "awaitPromise": True}, session=sid)
        if "exceptionDetails" in r:
            raise BrowserError(f"script error: {r['exceptionDetails'].get('text')}")
        return r["result"].get("value")

    def wait(self, sid: str, condition: str, timeout: float) -> float:
        """Poll ``condition`` until true; the seconds it took (fails after ``timeout``)."""
        start = time.monotonic()
        while time.monotonic() - start < timeout:
            if self.eval(sid, f"!!({condition})"):
                return time.monotonic() - start
            time.sleep(0.03)
        raise BrowserError(f"still not true after {timeout} s: {condition}")

    def dom(self, sid: str) -> str:
        return self.eval(sid, "document.documentElement.outerHTML")

    def screenshot(self, sid: str, scale: float = 1.0) -> bytes:
        size = self.eval(sid, "[document.documentElement.scrollWidth, document.documentElement.scrollHeight]")
        clip = {"x": 0, "y": 0, "width": size[0], "height": min(size[1], 4000), "scale": scale}
        data = self.send("Page.captureScreenshot", {"format": "png", "clip": clip,
                                                    "captureBeyondViewport": True}, session=sid)["data"]
        return base64.b64decode(data)

    def pdf(self, sid: str, *, header_footer: bool = True) -> bytes:
        """The page printed to PDF as the print dialog does it: the page's own @page size and
        margins, and (``header_footer``) the browser's header and footer where the page leaves
        room for them."""
        data = self.send("Page.printToPDF", {"preferCSSPageSize": True, "displayHeaderFooter": header_footer,
                                             "printBackground": True}, session=sid, timeout=60)["data"]
        return base64.b64decode(data)

    def output(self) -> str:
        self._log.seek(0)
        return self._log.read().decode("utf-8", "replace")

    def close(self) -> None:
        try:
            if self.proc.poll() is None:
                try:
                    self.send("Browser.close", timeout=3)
                except BrowserError:
                    pass
                try:
                    self.proc.wait(5)
                except subprocess.TimeoutExpired:
                    self.proc.kill()
                    self.proc.wait(5)
        finally:
            for fd in (self._cmd_w, self._out_r):
                try:
                    os.close(fd)
                except OSError:
                    pass
            shutil.rmtree(self.profile, ignore_errors=True)


# --- is a screenshot blank? ------------------------------------------------------------------------
def png_pixels(data: bytes) -> tuple[int, int, list[bytes]]:
    """Width, height and the rows of an 8-bit RGB/RGBA PNG (each row unfiltered)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat = 8, b""
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), (depth, colour)
            bpp = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b = prev[i]
            c = prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, [bytes(r[i:i + 3]) for r in rows for i in range(0, stride, bpp)]


def ink_share(data: bytes) -> tuple[float, int]:
    """The share of pixels not of the commonest colour, and how many colours there are."""
    _, _, px = png_pixels(data)
    counts: dict[bytes, int] = {}
    for p in px:
        counts[p] = counts.get(p, 0) + 1
    return 1 - max(counts.values()) / len(px), len(counts)


# --- what a printed page holds ------------------------------------------------------------------
#: the one line pytest's summary gives where poppler's pdftotext, which reads the printed pages,
#: is missing (``.ci/run`` installs it; under REQUIRED its absence fails the print tests instead)
NO_PDFTOTEXT = ("poppler's pdftotext is not installed, so the print tests are skipped "
                "(.ci/run installs it; Debian: apt-get install poppler-utils)")


def pdf_pages(data: bytes, *, layout: bool = False) -> list[str]:
    """The text of each page of a PDF (poppler's ``pdftotext``; ``layout``: columns kept apart
    as printed, else the text in the order it was drawn)."""
    exe = shutil.which("pdftotext")
    if exe is None:
        raise FileNotFoundError(NO_PDFTOTEXT)
    args = [exe, *(["-layout"] if layout else ["-raw"]), "-enc", "UTF-8", "-", "-"]
    out = subprocess.run(args, input=data, capture_output=True, check=True, timeout=60).stdout
    pages = out.decode("utf-8").split("\f")
    return pages[:-1] if pages and not pages[-1].strip() else pages
