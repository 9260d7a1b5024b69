"""Shared pieces of the fault suite: real processes, the warm forking server, sessions."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

#: SCOREKEEPER_FAULTS=slow runs every fault test many times longer.
SLOW = os.environ.get("SCOREKEEPER_FAULTS", "").lower() == "slow"

#: counts the fault tests report at the end of the run (what was tried, and how it ended)
FIGURES: dict[str, int | float] = {}

PLAYERS = ("Anna", "Boris", "Vera")

# one cycle of legal preferans deals (Sochi), as a table records them
CYCLE = [
    '[[deal]]\ndeclarer = "{a}"\ncontract = "7♠"\nwhist = ["{b}"]\ntricks = {{ {a} = 7, {b} = 3 }}\n',
    '[[deal]]\nraspasy = {{ {a} = 4, {b} = 1, {c} = 5 }}\n',
    '[[deal]]\ndeclarer = "{b}"\ncontract = "6♥"\nwhist = []\n',
    '[[deal]]\ndeclarer = "{c}"\ncontract = "misere"\ntricks = {{ {c} = 0 }}\n',
]


def preferans_text(n: int, pool: int = 1_000_000_000) -> str:
    """A Sochi preferans session of ``n`` legal deals that never ends (a huge pool)."""
    parts = ['format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n'
             f"\n[options]\npool = {pool}\n"]
    for i in range(n):
        a, b, c = PLAYERS[i % 3], PLAYERS[(i + 1) % 3], PLAYERS[(i + 2) % 3]
        parts.append("\n" + CYCLE[i % len(CYCLE)].format(a=a, b=b, c=c))
    return "".join(parts)


def env(**extra: str) -> dict[str, str]:
    pythonpath = os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))
    return {**os.environ, "PYTHONPATH": pythonpath, "COLUMNS": "200", **extra}


def sk(*args: object, timeout: float = 60, **extra: str) -> subprocess.CompletedProcess[str]:
    """``python -m scorekeeper ARGS`` as a real process, from the worktree."""
    return subprocess.run([sys.executable, "-m", "scorekeeper", *map(str, args)], cwd=ROOT,
                          env=env(**extra), capture_output=True, text=True, timeout=timeout)


def sk_popen(*args: object, **extra: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "scorekeeper", *map(str, args)], cwd=ROOT,
                            env=env(**extra), stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)


def deals(path: Path) -> list[dict]:
    return tomllib.loads(path.read_bytes().decode("utf-8-sig")).get("deal", [])


def no_traceback(text: str) -> bool:
    return "Traceback" not in text and "internal error" not in text


def temps(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


def locks(directory: Path) -> list[str]:
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".lock"))


def invoke(args: list[object], **kw):
    """Run the CLI in this process (Typer's CliRunner), with the command built once, not per call."""
    import typer.testing

    from scorekeeper.cli import common
    from scorekeeper.cli.app import app, command

    common._console = common._err_console = None  # made anew for this run's COLUMNS and streams
    built = command()
    real = typer.testing._get_command
    typer.testing._get_command = lambda a: built if a is app else real(a)
    try:
        return typer.testing.CliRunner().invoke(app, [str(a) for a in args], **kw)
    finally:
        typer.testing._get_command = real


class Zygote:
    """The forking server of ``zygote.py``: ``run(args, out)`` starts a real scorekeeper process
    and returns its pid at once; ``wait(pid)`` gives its exit status (−signal if killed)."""

    def __init__(self, **extra: str) -> None:
        self.proc = subprocess.Popen([sys.executable, str(ROOT / "tests" / "faults" / "zygote.py")],
                                     cwd=ROOT, env=env(**extra), stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, bufsize=1)

    def _ask(self, req: dict) -> dict:
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(json.dumps(req) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the forking server died")
        return json.loads(line)

    def run(self, args: list[object], out: Path) -> int:
        return self._ask({"run": [str(a) for a in args], "out": str(out)})["pid"]

    def wait(self, pid: int) -> int:
        return self._ask({"wait": pid})["status"]

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)

    def __enter__(self) -> Zygote:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
