"""Fault suite (1): kill -9 a real writer at random moments of its append.

Whatever instant the writer dies at, the session file parses and holds exactly the old text or
exactly the old text plus the new entry; the next writer clears any temporary file the dead one
left; the checkpoint never describes anything but bytes on disk (a later replay from it equals a
full replay)."""

from __future__ import annotations

import json
import random
import signal
import time
from pathlib import Path

import pytest

from faults.helpers import SLOW, Zygote, deals, locks, preferans_text, sk, sk_popen, temps
from scorekeeper.session.storage import _separator, format_entry

#: (entries in the session, kills): short files for many kills, a long one for the checkpoint path
ROUNDS = [(60, 500), (600, 500)] if SLOW else [(60, 100), (600, 20)]
REAL_PROCESS_KILLS = 40 if SLOW else 4


def _expected(old: bytes, entry: dict) -> bytes:
    text = old.decode("utf-8")
    return old + (_separator(text, "\n") + format_entry(entry)).encode("utf-8")


def _check(path: Path, old: bytes, entry: dict) -> bool:
    """The file is the old one or the old one plus the entry, byte for byte; True if it landed."""
    now = path.read_bytes()
    if now == old:
        return False
    assert now == _expected(old, entry), "a torn or foreign write"
    return True


@pytest.fixture
def session(tmp_path: Path) -> Path:
    p = tmp_path / "night.toml"
    p.write_text(preferans_text(60), encoding="utf-8")
    return p


@pytest.mark.parametrize(("size", "KILLS"), ROUNDS, ids=[f"{n}-entries" for n, _ in ROUNDS])
def test_kill_9_at_random_moments_of_an_append_never_tears_the_file(tmp_path: Path, zygote: Zygote,
                                                                    size: int, KILLS: int) -> None:
    session = tmp_path / "night.toml"
    session.write_text(preferans_text(size), encoding="utf-8")  # 600: long enough for checkpoints
    rng = random.Random(size)
    out = tmp_path / "out.txt"
    z = zygote
    if True:
        # how long one whole append takes in a warm process: the window kills are spread over
        durations = []
        for i in range(6):  # the first ones make the checkpoint; the rest are the usual append
            t = time.perf_counter()
            assert z.wait(z.run(["note", session, f"warm {i}"], out)) == 0, out.read_text()
            durations.append(time.perf_counter() - t)
        window = sorted(durations[3:])[1] * 1.1
        landed = killed_mid = 0
        for i in range(KILLS):
            old = session.read_bytes()
            entry = {"note": f"kill {i}"}
            pid = z.run(["note", session, entry["note"]], out)
            time.sleep(rng.uniform(0, window))
            try:
                import os

                os.kill(pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            status = z.wait(pid)
            killed_mid += status == -signal.SIGKILL
            if _check(session, old, entry):
                landed += 1
            assert len(temps(tmp_path)) <= 1  # at most the one the dead writer left
            assert locks(tmp_path) == []
        # the next writer clears the dead one's temporary file
        assert z.wait(z.run(["note", session, "after"], out)) == 0, out.read_text()
    assert temps(tmp_path) == []
    assert killed_mid >= KILLS // 2, "most kills must land while the writer runs"
    # a replay from whatever checkpoint the kills left equals a replay of the whole file
    cached = sk("show", session, "--json")
    full = sk("show", session, "--json", SCOREKEEPER_CACHE="off")
    assert cached.returncode == 0 and json.loads(cached.stdout) == json.loads(full.stdout)
    notes = [d["note"] for d in deals(session) if "note" in d]
    assert len(notes) == len(set(notes))  # nothing twice


def test_kill_9_of_a_whole_python_process_mid_append(session: Path, tmp_path: Path) -> None:
    """The same with ``python -m scorekeeper`` started from scratch each time."""
    rng = random.Random(99)
    for i in range(REAL_PROCESS_KILLS):
        old = session.read_bytes()
        entry = {"note": f"real {i}"}
        proc = sk_popen("note", session, entry["note"], SCOREKEEPER_CACHE_DIR=str(tmp_path / "c"))
        time.sleep(rng.uniform(0.15, 0.6))
        proc.kill()
        proc.communicate(timeout=30)
        _check(session, old, entry)
    r = sk("note", session, "after", SCOREKEEPER_CACHE_DIR=str(tmp_path / "c"))
    assert r.returncode == 0, r.stderr
    assert temps(tmp_path) == [] and locks(tmp_path) == []
