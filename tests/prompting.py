"""Driving the quick commands' questions: a session file, a terminal said to be there (CliRunner's
input is not a terminal, so ``interactive`` is made true), a real one (a pseudo-terminal, for a
stop signal as Ctrl-C sends it) and the entries the file holds."""

from __future__ import annotations

import os
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


def in_pty(argv: list[str], answers: list[str], timeout: float = 60, *,
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
    try:
        while time.monotonic() < end:
            ready, _, _ = select.select([leader], [], [], 0.1)
            if ready:
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
                    stop = None
            elif proc.poll() is not None:
                break
        code = proc.wait(timeout=max(1.0, end - time.monotonic()))
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(leader)
    return out.decode("utf-8", "replace").replace("\r", ""), code
