"""Driving the quick commands' questions: a session file, a terminal said to be there (CliRunner's
input is not a terminal, so ``interactive`` is made true), a real one (a pseudo-terminal, for a
stop signal as Ctrl-C sends it) and the entries the file holds."""

from __future__ import annotations

import os
import re
import pty
import select
import subprocess
import time
import tomllib
from pathlib import Path

from typer.testing import CliRunner

from scorekeeper.cli import prompts
from scorekeeper.cli.app import app

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[1]


def session(tmp_path: Path, game: str, players: list[str], rules: str | None = None, *,
            options: str = "", teams: str = "") -> Path:
    p = tmp_path / "night.toml"
    head = f'format = 1\ngame = "{game}"\n' + (f'rules = "{rules}"\n' if rules else "")
    head += "players = [" + ", ".join(f'"{n}"' for n in players) + "]\n" + teams
    p.write_text(head + (f"\n[options]\n{options}" if options else ""), encoding="utf-8")
    return p


def at_terminal(monkeypatch) -> None:
    monkeypatch.setattr(prompts, "interactive", lambda: True)


def run(*args: object, answers: list[str] | None = None):
    """The command, with ``answers`` typed one a line (None: no input at all)."""
    text = None if answers is None else "".join(f"{a}\n" for a in answers)
    return runner.invoke(app, [str(a) for a in args], input=text)


def deals(path: Path) -> list[dict]:
    return tomllib.loads(path.read_text(encoding="utf-8")).get("deal", [])


def asked(output: str, question: str) -> int:
    """How many times ``question`` was asked (each prompt ends with ': ')."""
    return sum(1 for line in output.splitlines() if line.startswith(question))


#: ``python -m MODULE ARGS`` with one signal handled as by default, as it is for a program in the
#: foreground of a terminal (a test runner's worker or a background job may have it ignored, and
#: a program keeps a stop it was started ignoring ignored)
_DEFAULT_SIGNAL = ("import runpy, signal, sys; signal.signal(int(sys.argv[1]), signal.SIG_DFL); "
                   "sys.argv = sys.argv[2:]; runpy.run_module(sys.argv[0], run_name='__main__', "
                   "alter_sys=True)")


#: seconds of silence after the stop was sent before the terminal is hung up (a loaded machine
#: can hold a pseudo-terminal's output back for seconds)
STOP_QUIET = 15.0
#: what a stopped command says last
_SAID = re.compile(rb"nothing was written|recorded as entry")


def in_pty(argv: list[str], answers: list[str], timeout: float = 60, *,
           stop: int | None = None) -> tuple[str, int]:
    """:func:`_in_pty` once; with a stop, twice where the first run's terminal had to be hung up
    before the stopped program's last words came through it (its exit status was right, and a
    test checks the file after both runs: the first wrote nothing either)."""
    out, code = _in_pty(argv, answers, timeout, stop=stop)
    if stop is not None and code == 128 + int(stop) and not _SAID.search(out.encode()):
        out, code = _in_pty(argv, answers, timeout, stop=stop)
    return out, code


def _in_pty(argv: list[str], answers: list[str], timeout: float = 60, *,
            stop: int | None = None) -> tuple[str, int]:
    """Run ``argv`` on a pseudo-terminal, typing each answer once the question before it shows;
    ``stop``: the signal sent (as Ctrl-C sends SIGINT) at the question after the last answer
    (``argv`` then ``[python, "-m", module, …]``)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SCOREKEEPER_CACHE": "off", "COLUMNS": "100"}
    if stop is not None:
        assert argv[1] == "-m", argv
        argv = [argv[0], "-c", _DEFAULT_SIGNAL, str(int(stop)), *argv[2:]]
    leader, follower = pty.openpty()
    proc = subprocess.Popen(argv, stdin=follower, stdout=follower, stderr=follower, env=env,
                            close_fds=True)
    os.close(follower)
    out, pending, end = b"", list(answers), time.monotonic() + timeout
    mark = 0  # where the output stood when the last answer was typed
    stopped_at = None  # when the stop was sent
    quiet = time.monotonic()  # when the last output came
    try:
        while time.monotonic() < end:
            ready, _, _ = select.select([leader], [], [], 0.1)
            if not ready and stopped_at is not None and (
                    time.monotonic() - quiet > STOP_QUIET
                    or (_SAID.search(out[mark:]) and time.monotonic() - quiet > 0.5)):
                break  # stopped and said so, yet its terminal still open: hung up below
            if ready:
                quiet = time.monotonic()
                try:
                    chunk = os.read(leader, 4096)
                except OSError:  # the program has ended and closed the terminal
                    break
                if not chunk:
                    break
                out += chunk
                question = out.rstrip().endswith(b":") and (mark == 0 or b"\n" in out[mark:])
                if pending and question:
                    os.write(leader, pending.pop(0).encode() + b"\n")
                    mark = len(out)
                elif stop is not None and question:
                    proc.send_signal(stop)
                    stop, stopped_at = None, time.monotonic()
            elif proc.poll() is not None:
                break
        if stopped_at is not None:  # the terminal closes, as when its window is shut: a process
            os.close(leader)        # still ending (a pty's last close can wait) ends at once
            leader = -1
        code = proc.wait(timeout=max(5.0, end - time.monotonic()))
    finally:
        if proc.poll() is None:
            proc.kill()
        if leader >= 0:
            os.close(leader)
    return out.decode("utf-8", "replace").replace("\r", ""), code
