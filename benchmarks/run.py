"""Timings: `show` and `settle` on generated sessions, beside a bare TOML parse and CLI start-up.

    python benchmarks/run.py                 # 1,000, 10,000 and 100,000 entries
    python benchmarks/run.py --sizes 1000 --repeat 5

Prints, per size: the fastest TOML parse of the file in-process (tomllib, and tomli/rtoml when
installed), the same parse as a whole process (interpreter start + parse), `scorekeeper show` and
`scorekeeper settle` as whole processes, and the ratios the project targets:

* 1,000-entry ``show`` within 3× of (interpreter start + TOML parse);
* 100,000-entry ``settle`` within 1.5× of the fastest TOML parse of that file;
* growth linear in the number of entries.

Runs have Python's bytecode cache on (as on a player's machine, whatever PYTHONDONTWRITEBYTECODE
says here).  Wall times are the best of ``--repeat`` runs (the least disturbed by the rest of the machine).
``show`` and ``settle`` are timed cold (``SCOREKEEPER_CACHE=off``: the whole file parsed and
replayed) and again with a checkpoint left by an earlier run (only the unchanged file read and
hashed; see ``scorekeeper/session/cache.py``).
"""

from __future__ import annotations

import argparse
import importlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

PLAYERS = ("Anna", "Boris", "Vera")

# one cycle of legal preferans deals (Sochi), written as a table records them
CYCLE = [
    '[[deal]]\ndeclarer = "{a}"\ncontract = "7♠"\nwhist = ["{b}"]\ntricks = {{ {a} = 7, {b} = 3 }}\n',
    '[[deal]]\nraspasy = {{ {a} = 4, {b} = 1, {c} = 5 }}\n',
    '[[deal]]\ndeclarer = "{b}"\ncontract = "6♥"\nwhist = []\n',
    '[[deal]]\ndeclarer = "{c}"\ncontract = "misere"\ntricks = {{ {c} = 0 }}\n',
    '[[deal]]\ndeclarer = "{a}"\ncontract = "8NT"\nwhist = ["{b}", "{c}"]\ntricks = {{ {a} = 7, {b} = 2, {c} = 1 }}\n',
]


def session_text(n: int) -> str:
    head = (
        'format = 1\ngame = "preferans"\nrules = "sochi"\n'
        f"players = {list(PLAYERS)!r}\n".replace("'", '"')
        + 'title = "benchmark"\n\n[options]\npool = 1000000000\n'
    )
    parts = [head]
    for i in range(n):
        a, b, c = PLAYERS[i % 3], PLAYERS[(i + 1) % 3], PLAYERS[(i + 2) % 3]
        parts.append("\n# deal %d\n" % (i + 1) + CYCLE[i % len(CYCLE)].format(a=a, b=b, c=c))
    return "".join(parts)


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


# as on a player's machine: Python keeps compiled bytecode between runs
BASE_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def run(cmd: list[str], env: dict[str, str] | None = None) -> None:
    r = subprocess.run(cmd, capture_output=True, text=True, env=env or BASE_ENV)
    if r.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed:\n{r.stderr}")


def parsers():
    out = {}
    for name in ("tomllib", "tomli", "rtoml"):
        try:
            mod = importlib.import_module(name)
        except ImportError:
            continue
        out[name] = mod
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[1000, 10000, 100000])
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    py = sys.executable
    cli = [py, "-m", "scorekeeper"]
    run([py, "-m", "compileall", "-q", str(Path(__file__).resolve().parent.parent / "scorekeeper")])
    start = best(lambda: run([py, "-c", "pass"]), args.repeat)
    cli_start = best(lambda: run(cli + ["--version"]), args.repeat)
    print(f"interpreter start {start * 1000:.0f} ms; bare CLI start-up (--version) {cli_start * 1000:.0f} ms")
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.sizes:
            f = Path(tmp) / f"s{n}.toml"
            text = session_text(n)
            f.write_text(text, encoding="utf-8")
            run(cli + ["check", str(f)])  # the generated session must be legal
            parse = {}
            for name, mod in parsers().items():
                parse[name] = best(lambda mod=mod: mod.loads(text), args.repeat)
            fastest = min(parse, key=parse.get)
            proc_parse = best(lambda: run([py, "-c", f"import tomllib;tomllib.load(open({str(f)!r},'rb'))"]),
                              args.repeat)
            cold_env = {**BASE_ENV, "SCOREKEEPER_CACHE": "off"}
            warm_env = {**BASE_ENV, "SCOREKEEPER_CACHE_DIR": str(Path(tmp) / "cache")}
            show = best(lambda: run(cli + ["show", str(f)], cold_env), args.repeat)
            settle = best(lambda: run(cli + ["settle", str(f)], cold_env), args.repeat)
            run(cli + ["show", str(f)], warm_env)  # leaves a checkpoint (from 500 entries)
            wshow = best(lambda: run(cli + ["show", str(f)], warm_env), args.repeat)
            wsettle = best(lambda: run(cli + ["settle", str(f)], warm_env), args.repeat)
            rows.append((n, len(text), parse, fastest, proc_parse, show, settle))
            print(f"\n{n:,} entries ({len(text) / 1e6:.1f} MB)")
            for name, t in parse.items():
                print(f"  parse in-process {name:8s} {t * 1000:9.0f} ms")
            print(f"  interpreter + tomllib parse {proc_parse * 1000:9.0f} ms")
            print(f"  scorekeeper show            {show * 1000:9.0f} ms   "
                  f"= {show / proc_parse:.2f}× (interpreter + parse)")
            print(f"  scorekeeper settle          {settle * 1000:9.0f} ms   "
                  f"= {settle / parse[fastest]:.2f}× fastest parse ({fastest}), "
                  f"{settle / proc_parse:.2f}× (interpreter + parse)")
            print(f"  with a checkpoint: show {wshow * 1000:.0f} ms "
                  f"({wshow / proc_parse:.2f}× interpreter + parse), settle {wsettle * 1000:.0f} ms "
                  f"({wsettle / parse[fastest]:.2f}× fastest parse)")
    if len(rows) > 1:
        (n0, *_, s0), (n1, *_, s1) = rows[0], rows[-1]
        print(f"\ngrowth: settle ×{s1 / s0:.1f} for ×{n1 / n0:.0f} entries "
              f"(per entry {s0 / n0 * 1e6:.0f} µs → {s1 / n1 * 1e6:.0f} µs)")


if __name__ == "__main__":
    main()
