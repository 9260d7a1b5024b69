"""Fault suite (5): Ctrl-C (SIGINT) at random moments of a write.

Whatever the moment, what the writer says matches the file: exit 0 or "recorded as entry N" ⇔
the entry is in the file; exit 130 "interrupted; nothing was written" ⇔ the file is byte for byte
as before.  Never a traceback."""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

from faults.helpers import SLOW, Zygote, no_traceback, preferans_text, temps
from scorekeeper.session.storage import _separator, format_entry

INTERRUPTS = 600 if SLOW else 60


def test_ctrl_c_at_random_moments_the_message_matches_the_file(tmp_path: Path, zygote: Zygote) -> None:
    session = tmp_path / "night.toml"
    session.write_text(preferans_text(40), encoding="utf-8")
    out = tmp_path / "out.txt"
    rng = random.Random(5)
    durations = []
    for i in range(4):
        t = time.perf_counter()
        assert zygote.wait(zygote.run(["note", session, f"warm {i}"], out)) == 0
        durations.append(time.perf_counter() - t)
    window = sorted(durations)[1] * 1.1
    seen = {"landed": 0, "nothing": 0, "recorded-after-ctrl-c": 0}
    for i in range(INTERRUPTS):
        old = session.read_bytes()
        note = f"ctrl-c {i}"
        pid = zygote.run(["note", session, note], out)
        time.sleep(rng.uniform(0, window))
        try:
            os.kill(pid, signal.SIGINT)
        except ProcessLookupError:
            pass
        code = zygote.wait(pid)
        said = out.read_text(encoding="utf-8")
        now = session.read_bytes()
        landed = now != old
        assert no_traceback(said), said
        if landed:
            text = old.decode()
            assert now == old + (_separator(text, "\n") + format_entry({"note": note})).encode()
            assert code == 0, (code, said)
            assert "nothing was written" not in said
            seen["landed"] += 1
            seen["recorded-after-ctrl-c"] += "recorded as entry" in said
        else:
            assert code == 130, (code, said)
            assert "interrupted" in said and "recorded" not in said
            seen["nothing"] += 1
    assert seen["nothing"] > 0 and seen["landed"] > 0, seen
    assert len(temps(tmp_path)) <= 1
