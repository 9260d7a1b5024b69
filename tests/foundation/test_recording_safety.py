"""'Nothing recorded is ever lost': recording through the whole stack (parse, replay, locked append)."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from scorekeeper.errors import ScorekeeperError
from scorekeeper.session.files import load_replay, record

TESTS = Path(__file__).resolve().parents[1]

WRITER = """
import sys
sys.path.insert(0, {tests!r})
from scorekeeper.core import registry
registry.register("toy", "toygame", "ToyGame")
from scorekeeper.session.files import record
for i in range({n}):
    record({path!r}, {{"winner": {who!r}, "points": 1, "note": f"{who} {{i}}"}})
"""


def test_two_processes_recording_at_once_lose_nothing(toy_file):
    toy_file.write_text(toy_file.read_text() + "[options]\ntarget = 100000\n", encoding="utf-8")
    n = 25
    procs = [subprocess.Popen([sys.executable, "-c", WRITER.format(tests=str(TESTS), n=n, path=str(toy_file), who=w)])
             for w in ("Anna", "Boris")]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    rep = load_replay(toy_file)
    assert rep.state["score"] == {"Anna": n, "Boris": n, "Vera": 0}
    notes = sorted(e.note for e in rep.entries)
    assert notes == sorted([f"Anna {i}" for i in range(n)] + [f"Boris {i}" for i in range(n)])


def test_crash_during_the_write_leaves_the_previous_file(toy_file, monkeypatch):
    record(toy_file, {"winner": "Anna", "points": 2})
    before = toy_file.read_bytes()

    def crash(*a, **k):
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises((ScorekeeperError, OSError)):
        record(toy_file, {"winner": "Boris", "points": 3})
    monkeypatch.undo()
    assert toy_file.read_bytes() == before
    tomllib.loads(before.decode())
    assert [p.name for p in toy_file.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_refused_entry_leaves_the_file_byte_for_byte(toy_file):
    before = toy_file.read_bytes()
    with pytest.raises(ScorekeeperError):
        record(toy_file, {"winner": "Gleb", "points": 1})
    assert toy_file.read_bytes() == before


def test_a_void_can_be_recorded_even_when_an_earlier_entry_is_wrong(toy_file):
    toy_file.write_text(toy_file.read_text() + '\n[[deal]]\nwinner = "Gleb"\npoints = 1\n', encoding="utf-8")
    rep = record(toy_file, {"void": 1, "note": "Gleb is not playing"})
    assert rep.problems == []
