"""The Russian tests' helpers: a sample replayed, an entry's steps, a command run in Russian."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: 80 columns, no colour, and no checkpoint: one written in Russian would answer a later English
#: read of the same sample with Russian words
ENV = {"COLUMNS": "80", "LINES": "50", "NO_COLOR": "1", "TERM": "dumb", "SCOREKEEPER_CACHE": "off"}
#: the counts the three forms turn on: 1 and 21 очко; 2 and 22 очка; 0, 5, 11, 25, 111 очков
POINTS = {0: "очков", 1: "очко", 2: "очка", 5: "очков", 11: "очков", 21: "очко", 22: "очка",
          25: "очков", 111: "очков"}


def replayed(sample: str):
    from scorekeeper.core.replay import replay
    from scorekeeper.session.model import parse_session

    return replay(parse_session((ROOT / "sample_sessions" / f"{sample}.toml").read_text("utf-8")))


def texts(rep, number: int) -> list[str]:
    """The words of entry ``number``'s steps."""
    return [s.text for s in rep.entries[number - 1].steps]


def run(*args: str) -> str:
    """A command's output in Russian, run in this process in the checkout's root."""
    from faults.helpers import invoke

    here = os.getcwd()
    os.chdir(ROOT)
    try:
        result = invoke(["--lang", "ru", *args], env=ENV)
    finally:
        os.chdir(here)
    assert result.exit_code in (0, 1), result.output
    return result.stdout + (result.stderr if result.stderr_bytes else "")


def said(line) -> str:
    """A line of an answer as it reads, its citation left out."""
    return "".join(span.text for span in line if span.tone != "cite")
