"""Fault suite (seal): kill -9 a seal and an unseal at random moments, and race a seal against
deals recorded at the same instant (docs/format.md «Sealing a night»).

Whatever instant a seal or an unseal dies at, the file is the old one or the old one plus that one
entry, and it reads with no problem; a seal racing appends lands in one order — every deal that
exits 0 is in the file once, and never after the seal."""

from __future__ import annotations

import os
import random
import signal
import time
from pathlib import Path

from faults.helpers import FIGURES, SLOW, Zygote, deals, locks, no_traceback, preferans_text, sk, temps
from scorekeeper.session.model import parse_session
from scorekeeper.session.seal import digest

KILLS = 200 if SLOW else 24
RACES = 40 if SLOW else 4
RASPASY = "raspasy={Anna=4,Boris=3,Vera=3}"


def _landed(path: Path, old: bytes, kind: str) -> bool:
    """The file is ``old``, or ``old`` and one more entry of ``kind`` after it; True if it landed."""
    now = path.read_bytes()
    if now == old:
        return False
    assert now.startswith(old), "a torn or foreign write"
    before, after = parse_session(old.decode("utf-8")), parse_session(now.decode("utf-8"))
    assert len(after.entries) == len(before.entries) + 1
    last = after.entries[-1].data
    assert kind in last, last
    if kind == "seal":  # the seal holds the digest of exactly the entries before it
        assert last["seal"]["digest"] == digest([e.data for e in before.entries])
    return True


def _window(z: Zygote, session: Path, out: Path) -> float:
    """How long a seal and its unseal take in a warm process (kills are spread over it)."""
    durations = []
    for i in range(4):
        t = time.perf_counter()
        assert z.wait(z.run(["seal", session, "--force"], out)) == 0, out.read_text()
        assert z.wait(z.run(["unseal", session, "--note", f"warm {i}"], out)) == 0
        durations.append((time.perf_counter() - t) / 2)
    return sorted(durations)[1] * 1.2


def test_kill_9_of_a_seal_or_an_unseal_leaves_the_old_file_or_that_one_entry(tmp_path: Path,
                                                                             zygote: Zygote):
    session = tmp_path / "night.toml"
    session.write_text(preferans_text(40), encoding="utf-8")
    out = tmp_path / "out.txt"
    rng = random.Random(25)
    window = _window(zygote, session, out)
    landed = {"seal": 0, "unseal": 0}
    killed = 0
    for i in range(KILLS):
        sealed = "seal" in deals(session)[-1]
        kind = "unseal" if sealed else "seal"
        args = (["unseal", session, "--note", f"kill {i}"] if sealed
                else ["seal", session, "--force"])
        old = session.read_bytes()
        pid = zygote.run(args, out)
        time.sleep(rng.uniform(0, window))
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        killed += zygote.wait(pid) == -signal.SIGKILL
        landed[kind] += _landed(session, old, kind)
        assert len(temps(tmp_path)) <= 1 and locks(tmp_path) == []
    assert killed >= KILLS // 3, "most kills must land while the writer runs"
    FIGURES["seal/unseal kill -9: tried"] = KILLS
    FIGURES["seal/unseal kill -9: landed"] = landed["seal"] + landed["unseal"]
    r = sk("check", session)
    assert r.returncode == 0, r.stdout + r.stderr  # every seal that landed still checks
    # a temporary file the last kill left (killed between writing it and the rename) is the next
    # writer's to clear, under the lock: after one more seal or unseal none is left
    sealed = "seal" in deals(session)[-1]
    r = sk(*(["unseal", session, "--note", "after"] if sealed else ["seal", session, "--force"]))
    assert r.returncode == 0, r.stdout + r.stderr
    assert temps(tmp_path) == []


def test_a_seal_racing_deals_gives_one_order_and_never_a_deal_after_the_seal(tmp_path: Path,
                                                                            zygote: Zygote):
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    deals_first = 0
    for round_ in range(RACES):
        session = tmp_path / f"night{round_}.toml"
        session.write_text(preferans_text(20), encoding="utf-8")
        jobs: list[list[object]] = [["add", session, RASPASY, f'note="deal {i}"']
                                    for i in range(6)]
        jobs.insert(round_ % 7, ["seal", session, "--force"])
        outs = [out_dir / f"{round_}-{i}.txt" for i in range(len(jobs))]
        pids = [zygote.run(job, o) for job, o in zip(jobs, outs)]
        codes = [zygote.wait(pid) for pid in pids]
        final = deals(session)
        seals = [n for n, d in enumerate(final) if "seal" in d]
        assert codes[round_ % 7] == 0 and len(seals) == 1, [o.read_text() for o in outs]
        after = final[seals[0] + 1:]
        assert after == [], "an entry after the seal"
        for job, code, o in zip(jobs, codes, outs):
            text = o.read_text(encoding="utf-8")
            assert no_traceback(text) and code in (0, 1), text
            if job[0] != "add":
                continue
            mine = [d for d in final if f'note="{d.get("note")}"' == job[3]]
            if code == 0:
                assert len(mine) == 1
            else:
                assert mine == [] and "sealed by entry" in " ".join(text.split()), text
        deals_first += sum(1 for d in final[20:] if "raspasy" in d)
        assert sk("check", session).returncode == 0
        assert temps(tmp_path) == [] and locks(tmp_path) == []
    FIGURES["seal racing 6 deals: rounds"] = RACES
    FIGURES["seal racing 6 deals: deals landed before the seal"] = deals_first
