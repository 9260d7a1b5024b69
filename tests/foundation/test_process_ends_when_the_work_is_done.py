"""The process ends as soon as the command has done and said its work (issue 16): the output is
flushed whole, the exit status is what the command decided, and Python's teardown (freeing every
module and object, some 20 ms a command) is skipped."""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import entry_points
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE = ROOT / "sample_sessions" / "preferans-sochi.toml"


def python(code: str, *args: str) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "SCOREKEEPER_CACHE": "off"}
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=env, cwd=ROOT, timeout=60)


RUN = ("import atexit, sys\n"
       "atexit.register(lambda: sys.stdout.write('teardown ran\\n'))\n"
       "sys.argv = ['scorekeeper', *sys.argv[1:]]\n"
       "from scorekeeper.__main__ import run\n"
       "run()\n")


def test_the_whole_output_arrives_and_teardown_is_skipped():
    r = python(RUN, "show", str(SAMPLE), "--all")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("Preferans score sheet")
    assert "next to deal" in r.stdout  # the last lines too: flushed before the end
    assert "teardown ran" not in r.stdout


def test_the_exit_status_is_the_commands():
    assert python(RUN, "show", str(ROOT / "no-such.toml")).returncode == 1
    assert python(RUN, "show", str(SAMPLE), "--upto", "x").returncode == 2
    assert python(RUN, "--version").returncode == 0


def test_leave_words_a_message_exit_as_system_exit_does():
    r = python("from scorekeeper.__main__ import leave\nleave('stopped: reason')")
    assert r.returncode == 1 and r.stderr == "stopped: reason\n"
    assert python("from scorekeeper.__main__ import leave\nleave(None)").returncode == 0
    assert python("from scorekeeper.__main__ import leave\nleave(3)").returncode == 3


def test_the_installed_command_runs_the_same_entry_point():
    (script,) = entry_points(group="console_scripts", name="scorekeeper")
    assert script.value == "scorekeeper.__main__:run"
