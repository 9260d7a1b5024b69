"""Fault suite (2): N = 2…16 real processes appending and undoing at once.

Every process that exits 0 has its entry in the file exactly once; every one that does not has
printed why and left no entry.  Undo chooses its entry under the lock, so each undo strikes the
next live entry: N undos at once strike N distinct entries (docs/format.md, concurrent undo)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from faults.helpers import SLOW, Zygote, deals, locks, no_traceback, sk, sk_popen, temps

SIZES = list(range(2, 17)) if SLOW else [2, 4, 8, 16]
#: sizes also run as ``python -m scorekeeper`` started from scratch (the others fork warm ones)
FROM_SCRATCH = list(range(2, 17)) if SLOW else [3]

HEAD = 'format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n\n[options]\npool = 1000000\n'


def _all_at_once(jobs: list[list[object]], tmp_path: Path, z: Zygote | None) -> list[tuple[str, str, int]]:
    if z is None:
        procs = [sk_popen(*args) for args in jobs]
        return [(*p.communicate(timeout=120), p.returncode) for p in procs]
    outs = [tmp_path / f"out{i}.txt" for i in range(len(jobs))]
    pids = [z.run(args, out) for args, out in zip(jobs, outs)]
    codes = [z.wait(pid) for pid in pids]
    texts = [o.read_text(encoding="utf-8") for o in outs]
    # stdout and stderr share the file: the JSON line is the one that parses
    return [(t, t, c) for t, c in zip(texts, codes)]


@pytest.fixture(params=[("fork", n) for n in SIZES] + [("scratch", n) for n in FROM_SCRATCH],
                ids=lambda p: f"{p[0]}-{p[1]}")
def writers(request):
    return request.param


def test_n_writers_appending_and_undoing_at_once(tmp_path: Path, writers, zygote) -> None:
    how, n = writers
    session = tmp_path / "night.toml"
    # a few live entries to undo first, so every undo has something to strike
    session.write_text(HEAD + "".join(f'\n[[deal]]\nnote = "base {i}"\n' for i in range(n)),
                       encoding="utf-8")
    jobs: list[list[object]] = []
    for i in range(n):
        if i % 2:
            jobs.append(["undo", session, "--json", "--note", f"undo {i}"])
        else:
            jobs.append(["note", session, f"writer {i}", "--json"])
    results = [(job, *r) for job, r in zip(jobs, _all_at_once(jobs, tmp_path, None if how == "scratch" else zygote))]
    final = deals(session)
    struck: list[int] = []
    for job, out, err, code in results:
        assert no_traceback(out + err), err
        assert code in (0, 1), (code, err)
        if code != 0:
            assert "error:" in err, f"exit {code} without a reason: {err!r}"
            if job[0] == "note":
                assert not any(d.get("note") == job[2] for d in final)
            continue
        number = next(json.loads(x) for x in out.splitlines() if x.startswith("{"))["entry"]
        entry = final[number - 1]
        if job[0] == "note":
            assert [d for d in final if d.get("note") == job[2]] == [entry] == [{"note": job[2]}]
        else:
            assert entry["note"] == job[4] and "void" in entry
            assert sum(1 for d in final if d.get("note") == job[4]) == 1
            struck.append(entry["void"])
    assert len(struck) == len(set(struck)), "two undos struck the same entry"
    assert all(code == 0 for *_, code in results), [r[2] for r in results if r[3]]
    assert [p for p in temps(tmp_path)] == [] and locks(tmp_path) == []
    if how == "scratch":
        check = sk("check", session)
        assert check.returncode == 0, check.stderr


def test_two_processes_serialize_on_one_session_through_the_lock(tmp_path: Path) -> None:
    """A writer holding the lock makes the other wait, and both land (the lock lives in the lock
    folder, keyed by the session's real path, not beside the session)."""
    session = tmp_path / "night.toml"
    session.write_text(HEAD, encoding="utf-8")
    import subprocess
    import sys

    from faults.helpers import ROOT, env

    hold = subprocess.Popen(
        [sys.executable, "-c",
         "import sys, time; from scorekeeper.session import storage\n"
         "from pathlib import Path\n"
         "with storage._locked(Path(sys.argv[1]).resolve(), sys.argv[1]):\n"
         "    print('held', flush=True); time.sleep(1.5)\n", str(session)],
        cwd=ROOT, env=env(), stdout=subprocess.PIPE, text=True)
    assert hold.stdout is not None and hold.stdout.readline().strip() == "held"
    t = time.perf_counter()
    r = sk("note", session, "waited")
    waited = time.perf_counter() - t
    hold.communicate(timeout=30)
    assert r.returncode == 0, r.stderr
    assert waited >= 0.8, "the second writer did not wait for the lock"
    assert [d["note"] for d in deals(session)] == ["waited"]
    assert locks(tmp_path) == []
