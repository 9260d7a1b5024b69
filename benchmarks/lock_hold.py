"""How long a writer holds the session's lock, and how much memory it takes, on a long session.

    python benchmarks/lock_hold.py                    # 100,000 entries, this checkout
    python benchmarks/lock_hold.py --entries 20000 --code /path/to/another/checkout

Each step runs as its own process (``python -m scorekeeper ...`` with the lock calls timed from
the inside): ``settle`` (which leaves the checkpoint), an append, ``undo``, ``void``, an append
after the void (the checkpoint is stale then), and finally the case that used to fail: a
``void`` and, two seconds later (while the void works under the lock), an append by another
process, which must not time out (the lock timeout is 10 s).  Prints, per step, the wall time, the longest lock hold and the peak
memory (max RSS).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from sessions import session_text  # noqa: E402  (the benchmark sessions)

CHILD = r"""
import json, os, resource, sys, time
import filelock
holds, t0 = [], []
acq, rel = filelock.BaseFileLock.acquire, filelock.BaseFileLock.release
def acquire(self, *a, **k):
    r = acq(self, *a, **k); t0.append(time.perf_counter()); return r
def release(self, *a, **k):
    if t0: holds.append(time.perf_counter() - t0.pop())
    return rel(self, *a, **k)
filelock.BaseFileLock.acquire, filelock.BaseFileLock.release = acquire, release
report = sys.argv.pop(1)
sys.argv[0] = "scorekeeper"
code = 0
try:
    from scorekeeper.cli.app import main
    main()
except SystemExit as e:
    code = e.code or 0
finally:
    with open(report, "w") as f:
        json.dump({"holds": holds, "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024,
                   "code": code}, f)
"""


def step(code_root: Path, env: dict[str, str], report: Path, *args: object) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", CHILD, str(report), *map(str, args)], cwd=code_root,
                            env={**env, "PYTHONPATH": str(code_root)}, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)


def finish(proc: subprocess.Popen, report: Path, t: float) -> dict:
    _, err = proc.communicate()
    out = json.loads(report.read_text())
    out["wall"] = time.perf_counter() - t
    out["error"] = err.strip().splitlines()[-1] if proc.returncode else ""
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--entries", type=int, default=100_000)
    ap.add_argument("--game", default="preferans", help="the game of the benchmark session")
    ap.add_argument("--code", type=Path, default=Path(__file__).resolve().parents[1])
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as d:
        d = Path(d)
        f = d / "night.toml"
        f.write_text(session_text(a.game, a.entries), encoding="utf-8")
        env = {**os.environ, "SCOREKEEPER_CACHE_DIR": str(d / "cache"), "SCOREKEEPER_LOCK_DIR": str(d / "locks")}
        print(f"{a.entries:,} entries, {f.stat().st_size / 1e6:.1f} MB, code at {a.code}")
        print(f"{'step':34} {'wall s':>8} {'lock held s':>12} {'max RSS MB':>11}  result")
        steps = [("settle (leaves the checkpoint)", ["settle", f]),
                 ("append (note)", ["note", f, "an append"]),
                 ("undo", ["undo", f]),
                 ("void 5", ["void", f, 5]),
                 ("append after a void", ["note", f, "after the void"])]
        for name, args in steps:
            t = time.perf_counter()
            r = finish(step(a.code, env, d / "r.json", *args), d / "r.json", t)
            print(f"{name:34} {r['wall']:8.2f} {max(r['holds'], default=0):12.2f} {r['rss_mb']:11.0f}  "
                  f"exit {r['code']} {r['error']}")
        t = time.perf_counter()
        void = step(a.code, env, d / "u.json", "void", f, 7)
        time.sleep(2.0)
        t2 = time.perf_counter()
        app = step(a.code, env, d / "a.json", "note", f, "while a void runs")
        ru, ra = finish(void, d / "u.json", t), finish(app, d / "a.json", t2)
        for name, r in (("void 7, concurrently", ru), ("append 2 s into that void", ra)):
            print(f"{name:34} {r['wall']:8.2f} {max(r['holds'], default=0):12.2f} {r['rss_mb']:11.0f}  "
                  f"exit {r['code']} {r['error']}")


if __name__ == "__main__":
    main()
