"""Helpers of the drawing tests: the samples, the CLI in-process, a real `serve` process."""

import json
from pathlib import Path

from typer.testing import CliRunner

from scorekeeper.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "sample_sessions").glob("*.toml"))
PREFERANS = [s for s in SAMPLES if s.name.startswith("preferans")]
POINT_GAMES = [s for s in SAMPLES if not s.name.startswith("preferans")]

runner = CliRunner()


def sk(*args) -> str:
    """Run a scorekeeper command in-process; its standard output (fails on a non-zero exit)."""
    r = runner.invoke(app, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r.stdout


def sk_json(*args):
    return json.loads(sk(*args, "--json"))


class Drawn(dict):
    """sample name -> (the SVG `draw` prints, `show --json`, `settle --json`), made on first use."""

    def __missing__(self, name):
        s = ROOT / "sample_sessions" / name
        self[name] = (sk("draw", s), sk_json("show", s), sk_json("settle", s))
        return self[name]


def start_server(session_file, *extra, timeout=15.0):
    """``scorekeeper serve FILE --port 0`` as a real process; (url, process).  The caller stops it."""
    import os
    import select
    import subprocess
    import sys
    import time

    env = dict(os.environ, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-m", "scorekeeper", "serve", str(session_file), "--port", "0",
                             *extra], cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    end, line = time.monotonic() + timeout, b""
    while b"\n" not in line and time.monotonic() < end and proc.poll() is None:
        ready, _, _ = select.select([proc.stdout], [], [], 0.2)
        if ready:
            line += os.read(proc.stdout.fileno(), 4096)
    text = line.decode("utf-8", "replace")
    if "http://" not in text:
        stop_server(proc)
        raise AssertionError(f"serve did not start: {text!r}")
    url = text.split("http://", 1)[1].split()[0]
    return "http://" + url, proc


def stop_server(proc) -> None:
    import subprocess

    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(5)
    if proc.stdout:
        proc.stdout.close()


#: A deal to append to the sochi sample: Vera makes 6♠ (2 to her pool: 6 → 8).
NEXT_DEAL = ("declarer=Vera", "contract=6s", 'whist=["Anna"]', "tricks={Vera=6}")
