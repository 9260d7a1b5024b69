"""Timings: every game's reads and a recorded deal beside the stack's floor; long preferans replays.

    python benchmarks/run.py                  # the whole run, median of 10
    python benchmarks/run.py --quick          # a smoke run: median of 2, smaller sessions
    python benchmarks/run.py --repeat 5 --games preferans pari --sizes 10000

Part 1, for each game (sessions from ``benchmarks/sessions.py``, each checked with
``scorekeeper check`` first): ``show``, ``settle``, ``show --json`` and ``settle --json`` on a
100-entry evening and a 1,000-entry session, and recording one entry (``scorekeeper add``: lock,
check, replay, append, fsync, print the steps) into a fresh copy of the evening.  Each is printed
beside the stack's floor measured in the same rounds: a process that imports typer, rich and
pydantic and parses the same file with tomllib.  Each is measured twice: «table», with the
checkpoint the last command left (as at the table, where every recorded entry and every read
leaves the checkpoint of the file; see ``scorekeeper/session/cache.py``), and «cold», with none
(``SCOREKEEPER_CACHE=off``: the whole file parsed, every entry checked by the game's pydantic
model and replayed).  Targets, checked both ways:

* every read of a 1,000-entry session within 1.5× the floor;
* recording one entry into a 100-entry evening within 2× the floor.

Part 0 shows what the stack costs as the program uses it: the floor, the floor with one pydantic
model built and used (a command that checks deals checks them with pydantic models), and with
rich's console and tables imported too (every sheet is a rich table); beside them ``show`` and
``show --json`` cold and from the checkpoint (which checks no deal, so loads no pydantic model).

Part 2, preferans at ``--sizes`` entries (10,000 and 100,000): the TOML parse of the file in-process
(tomllib, and tomli/rtoml when installed) and as a whole process, ``show`` and ``settle`` cold
(``SCOREKEEPER_CACHE=off``: the whole file parsed and replayed) and with a checkpoint left by an
earlier run (only the unchanged file read and hashed; see ``scorekeeper/session/cache.py``).
Targets: cold ``settle`` of 100,000 entries within 2× the tomllib parse of that file, and growth
linear in the number of entries.

Part 3, for each game: where one read of the 1,000-entry session and one entry recorded into the
evening go (``benchmarks/stages.py`` runs ``show``, ``show --json`` and ``add`` stage by stage in
one process; a TOML parse inside the program's work counts as the stack's), summed under three
owners: the
stack (what the floor does: typer, rich and pydantic imported, the TOML parse; with the
interpreter's start), the stack in use (pydantic's model machinery, a first model and every model
the program builds; rich's console and tables, and rich laying out the sheet) and the program's
own work (its modules, the engine, the replay through the rules, the sheet's data).  The column
"stack+in use" is what a read would cost if the program's own work took no time at all, beside
the targets.  ``--stages`` lists every stage of ``show`` and the recording; ``--only 3`` runs this
part alone.

Every figure is the median of ``--repeat`` runs; the measurements of one table run in rounds (each
round runs every command once), so a change in the machine's load touches the command and its
floor alike.  Runs have Python's bytecode cache on (as on a player's machine, whatever
PYTHONDONTWRITEBYTECODE says here).  The load average is printed before and after.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
import sessions  # noqa: E402  (benchmarks/sessions.py)

ROOT = Path(__file__).resolve().parent.parent
READS = {"show": ["show"], "settle": ["settle"], "show --json": ["show", "--json"],
         "settle --json": ["settle", "--json"]}
READ_TARGET = 1.5  # × the floor, on the 1,000-entry session
RECORD_TARGET = 2.0  # × the floor, into the 100-entry evening
SETTLE_TARGET = 2.0  # × the tomllib parse, cold, 100,000 preferans entries

# as on a player's machine: Python keeps compiled bytecode between runs
BASE_ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
BASE_ENV["PYTHONPATH"] = str(ROOT) + os.pathsep + BASE_ENV.get("PYTHONPATH", "")
COLD_ENV = {**BASE_ENV, "SCOREKEEPER_CACHE": "off"}


def run(cmd: list[str], env: dict[str, str] | None = None, ok: tuple[int, ...] = (0,)) -> str:
    r = subprocess.run(cmd, capture_output=True, text=True, env=env or BASE_ENV, cwd=ROOT)
    if r.returncode not in ok:
        raise SystemExit(f"{' '.join(cmd)} failed ({r.returncode}):\n{r.stdout}{r.stderr}")
    return r.stdout


class Case:
    """One timed process: ``prepare`` runs before each run, outside the timing."""

    def __init__(self, cmd: list[str], env: dict[str, str] | None = None,
                 prepare: Callable[[], None] | None = None) -> None:
        self.cmd, self.env, self.prepare = cmd, env, prepare
        self.times: list[float] = []

    def once(self) -> None:
        if self.prepare:
            self.prepare()
        t = time.perf_counter()
        run(self.cmd, self.env)
        self.times.append(time.perf_counter() - t)

    @property
    def median(self) -> float:
        return statistics.median(self.times)


def rounds(cases: dict[str, Case], repeat: int) -> dict[str, float]:
    """Run every case once per round, ``repeat`` rounds; the median of each."""
    for _ in range(repeat):
        for c in cases.values():
            c.once()
    return {name: c.median for name, c in cases.items()}


def median_of(fn: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def parsers():
    out = {}
    for name in ("tomllib", "tomli", "rtoml"):
        try:
            out[name] = importlib.import_module(name)
        except ImportError:
            continue
    return out


def floor_cmd(py: str, f: Path) -> list[str]:
    return [py, "-c", f"import typer, rich, pydantic, tomllib; tomllib.load(open({str(f)!r}, 'rb'))"]


# the stack as the program uses it: any pydantic model (the envelope's and the deals' models), and
# rich's console and tables for the sheets (the floor imports only the packages' lazy tops)
USE_PYDANTIC = ("from pydantic import BaseModel\nclass M(BaseModel):\n    x: int\n    y: list[str] = []\n"
                "M.model_validate({'x': 1})")
USE_RICH = "import rich.console, rich.markup, rich.table\nrich.console.Console().width"


def stack_in_use(args, py: str, cli: list[str], tmp: Path) -> None:
    """What the required stack costs as the program uses it, beside the floor (one file)."""
    f = tmp / "stack-preferans.toml"
    f.write_text(sessions.session_text("preferans", args.session), encoding="utf-8")
    load_file = f"\ntomllib.load(open({str(f)!r}, 'rb'))"
    head = "import typer, rich, pydantic, tomllib\n"
    warm_env = {**BASE_ENV, "SCOREKEEPER_CACHE_DIR": str(tmp / "cache-part0")}
    run(cli + ["show", "--json", str(f)], warm_env)  # leaves the checkpoint
    t = rounds({
        "floor": Case(floor_cmd(py, f)),
        "+ a pydantic model": Case([py, "-c", head + USE_PYDANTIC + load_file]),
        "+ a pydantic model + rich tables": Case([py, "-c", head + USE_PYDANTIC + "\n" + USE_RICH + load_file]),
        "show --json, cold": Case(cli + ["show", str(f), "--json"], COLD_ENV),
        "show, cold": Case(cli + ["show", str(f)], COLD_ENV),
        "show --json, checkpoint": Case(cli + ["show", str(f), "--json"], warm_env),
        "show, checkpoint": Case(cli + ["show", str(f)], warm_env),
    }, args.repeat)
    print(f"\nPart 0: the stack in use, preferans, {args.session:,} entries, median of {args.repeat}")
    for name, v in t.items():
        print(f"  {name:34s} {ms(v):>6s} ms   {v / t['floor']:.2f}× floor")


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


def ms(t: float) -> str:
    return f"{t * 1000:.0f}"


def games_table(args, py: str, cli: list[str], tmp: Path) -> list[tuple[str, bool]]:
    """Part 1: each game's reads and a recorded entry, from the checkpoint the last command left
    (as at the table: every recorded entry and every read leaves one) and cold (no checkpoint:
    the whole file parsed, every entry checked and replayed)."""
    verdicts: list[tuple[str, bool]] = []
    small, large = args.evening, args.session
    warm_env = {**BASE_ENV, "SCOREKEEPER_CACHE_DIR": str(tmp / "cache-part1")}
    cols = ["floor", *READS, "record"]
    print(f"\nPart 1: each game, median of {args.repeat} (ms; × the floor of the same file); "
          "«table»: the checkpoint\nthe last command left is there, as at the table; «cold»: "
          "no checkpoint")
    print(f"{'game':13s}{'entries':>13s}" + "".join(f"{c:>17s}" for c in cols))
    for game in args.games:
        for n in (small, large):
            f = tmp / f"{game}-{n}.toml"
            f.write_text(sessions.session_text(game, n), encoding="utf-8")
            run(cli + ["check", str(f)])  # the generated session must be legal
            run(cli + ["show", "--json", str(f)], warm_env)  # leaves the checkpoint
            for mode, env in (("table", warm_env), ("cold", COLD_ENV)):
                cases = {"floor": Case(floor_cmd(py, f))}
                for name, words in READS.items():
                    cases[name] = Case(cli + [words[0], str(f), *words[1:]], env)
                if n == small:
                    copy = tmp / f"{game}-{n}-record.toml"

                    def fresh(f=f, copy=copy, env=env) -> None:
                        shutil.copyfile(f, copy)
                        if env is warm_env:  # the checkpoint the evening's last command left
                            run(cli + ["show", "--json", str(copy)], env)

                    cases["record"] = Case(cli + ["add", str(copy), *sessions.add_args(game, n)], env,
                                           prepare=fresh)
                    fresh()
                    run(cli + ["check", str(copy)])  # a dry run: the entry is legal there
                    run(cases["record"].cmd, env)
                    run(cli + ["check", str(copy)])
                t = rounds(cases, args.repeat)
                cells = []
                for c in cols:
                    if c not in t:
                        cells.append(f"{'':>17s}")
                    elif c == "floor":
                        cells.append(f"{ms(t[c]):>17s}")
                    else:
                        cells.append(f"{ms(t[c]):>9s} {t[c] / t['floor']:5.2f}× ")
                print(f"{game:13s}{n:>7,d} {mode:>5s}" + "".join(cells))
                how = ("from the checkpoint, as at the table" if mode == "table"
                       else "cold, no checkpoint")
                if n == large:
                    worst = max(READS, key=lambda r: t[r] / t["floor"])
                    verdicts.append((f"{game}: reads of {n:,} entries ≤ {READ_TARGET}× floor, {how} "
                                     f"(worst {worst} {t[worst] / t['floor']:.2f}×)",
                                     t[worst] / t["floor"] <= READ_TARGET))
                if "record" in t:
                    verdicts.append((f"{game}: recording into {n:,} entries ≤ {RECORD_TARGET}× floor, "
                                     f"{how} ({t['record'] / t['floor']:.2f}×)",
                                     t["record"] / t["floor"] <= RECORD_TARGET))
    return verdicts


def preferans_sizes(args, py: str, cli: list[str], tmp: Path) -> list[tuple[str, bool]]:
    verdicts: list[tuple[str, bool]] = []
    print(f"\nPart 2: preferans, long sessions, median of {args.repeat}")
    rows = []
    for n in args.sizes:
        f = tmp / f"p{n}.toml"
        text = sessions.session_text("preferans", n)
        f.write_text(text, encoding="utf-8")
        run(cli + ["check", str(f)])
        parse = {name: median_of(lambda mod=mod: mod.loads(text), args.repeat)
                 for name, mod in parsers().items()}
        warm_env = {**BASE_ENV, "SCOREKEEPER_CACHE_DIR": str(tmp / "cache")}
        run(cli + ["show", str(f)], warm_env)  # leaves a checkpoint
        t = rounds({
            "process parse": Case([py, "-c", f"import tomllib; tomllib.load(open({str(f)!r}, 'rb'))"]),
            "floor": Case(floor_cmd(py, f)),
            "show": Case(cli + ["show", str(f)], COLD_ENV),
            "settle": Case(cli + ["settle", str(f)], COLD_ENV),
            "show, checkpoint": Case(cli + ["show", str(f)], warm_env),
            "settle, checkpoint": Case(cli + ["settle", str(f)], warm_env),
        }, args.repeat)
        rows.append((n, t["settle"]))
        tl = parse["tomllib"]
        print(f"\n{n:,} entries ({len(text) / 1e6:.1f} MB)")
        for name, p in parse.items():
            print(f"  parse in-process {name:8s}        {ms(p):>7s} ms")
        print(f"  interpreter + tomllib parse       {ms(t['process parse']):>7s} ms")
        print(f"  floor (+ typer, rich, pydantic)   {ms(t['floor']):>7s} ms")
        for name in ("show", "settle", "show, checkpoint", "settle, checkpoint"):
            print(f"  scorekeeper {name:21s} {ms(t[name]):>7s} ms   = {t[name] / tl:.2f}× tomllib parse, "
                  f"{t[name] / t['floor']:.2f}× floor")
        if n >= 100_000:
            verdicts.append((f"preferans: cold settle of {n:,} entries ≤ {SETTLE_TARGET}× tomllib parse "
                             f"({t['settle'] / tl:.2f}×)", t["settle"] / tl <= SETTLE_TARGET))
    if len(rows) > 1:
        (n0, s0), (n1, s1) = rows[0], rows[-1]
        print(f"\ngrowth: cold settle ×{s1 / s0:.1f} for ×{n1 / n0:.0f} entries "
              f"(per entry {s0 / n0 * 1e6:.0f} µs → {s1 / n1 * 1e6:.0f} µs)")
    return verdicts


def attribution(args, py: str, tmp: Path) -> None:
    """Part 3: where one read of the long session and one recorded entry in the evening go, stage
    by stage (``benchmarks/stages.py``), filed under the stack, the stack as the program uses it,
    and the program's own work."""
    start = rounds({"start": Case([py, "-c", "pass"])}, args.repeat)["start"]
    print(f"\nPart 3: where a read of {args.session:,} entries and a recording into {args.evening:,} go, "
          f"median of {args.repeat} (ms; interpreter start {ms(start)} ms counted with the stack)")
    owners = ("stack", "stack in use", "ours")
    print(f"{'game':13s}{'command':>12s}" + "".join(f"{o:>14s}" for o in owners)
          + f"{'stack+in use':>14s}{'all':>8s}")
    for game in args.games:
        f = tmp / f"{game}-{args.session}.toml"
        if not f.exists():
            f.write_text(sessions.session_text(game, args.session), encoding="utf-8")
        evening = sessions.session_text(game, args.evening)
        copy = tmp / f"{game}-stages-record.toml"
        commands = {"show": [str(f)], "show --json": [str(f), "--json"],
                    "record": [str(copy), *sessions.add_args(game, args.evening)]}
        for label, words in commands.items():
            runs = []
            for _ in range(args.repeat):
                copy.write_text(evening, encoding="utf-8")
                out = run([py, str(ROOT / "benchmarks" / "stages.py"), *words], COLD_ENV)
                runs.append(json.loads(out))
            total = {o: statistics.median(sum(t for _, who, t in r if who == o) for r in runs)
                     for o in owners}
            total["stack"] += start * 1000
            floor_like = total["stack"]
            cells = "".join(f"{total[o]:8.0f} {total[o] / floor_like:4.2f}×" for o in owners)
            both = total["stack"] + total["stack in use"]
            print(f"{game:13s}{label:>12s}{cells}"
                  f"{both:8.0f} {both / floor_like:4.2f}×{sum(total.values()):8.0f}")
            if args.stages and label != "show --json":
                for name, who, _ in runs[0]:
                    t = statistics.median(dict((n, x) for n, _, x in r).get(name, 0.0) for r in runs)
                    print(f"{'':15s}{who:>14s} {t:7.1f}  {name}")
    print("(× is of the stack's own part: the floor of part 1, measured in-process)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=None, help="runs per figure (median); default 10")
    ap.add_argument("--quick", action="store_true", help="a smoke run: median of 2, 10,000 entries at most")
    ap.add_argument("--games", nargs="+", default=list(sessions.GAMES), choices=sessions.GAMES)
    ap.add_argument("--sizes", type=int, nargs="+", default=None,
                    help="preferans sizes for part 2 (default 10000 100000); 0 to skip part 2")
    ap.add_argument("--evening", type=int, default=100, help="entries in the evening (recording)")
    ap.add_argument("--session", type=int, default=1000, help="entries in the long session (reads)")
    ap.add_argument("--stages", action="store_true", help="part 3: list every stage of `show` too")
    ap.add_argument("--only", choices=["0", "1", "2", "3"], nargs="+", default=None,
                    help="run only these parts (default: all)")
    args = ap.parse_args()
    if args.repeat is None:
        args.repeat = 2 if args.quick else 10
    if args.sizes is None:
        args.sizes = [10_000] if args.quick else [10_000, 100_000]
    args.sizes = [n for n in args.sizes if n > 0]
    py = sys.executable
    cli = [py, "-m", "scorekeeper"]
    run([py, "-m", "compileall", "-q", str(ROOT / "scorekeeper")])
    print(f"Python {sys.version.split()[0]}; {load()}")
    t = rounds({"start": Case([py, "-c", "pass"]), "version": Case(cli + ["--version"]),
                "imports": Case([py, "-c", "import typer, rich, pydantic"])}, args.repeat)
    print(f"interpreter start {ms(t['start'])} ms; typer + rich + pydantic imported {ms(t['imports'])} ms; "
          f"scorekeeper --version {ms(t['version'])} ms")
    verdicts: list[tuple[str, bool]] = []
    parts = set(args.only or "0123")
    with tempfile.TemporaryDirectory() as tmp:
        if "0" in parts:
            stack_in_use(args, py, cli, Path(tmp))
        if "1" in parts:
            verdicts += games_table(args, py, cli, Path(tmp))
        if args.sizes and "2" in parts:
            verdicts += preferans_sizes(args, py, cli, Path(tmp))
        if "3" in parts:
            attribution(args, py, Path(tmp))
    print(f"\n{load()}")
    print("\ntargets:")
    for text, ok in verdicts:
        print(f"  {'met   ' if ok else 'MISSED'} {text}")


if __name__ == "__main__":
    main()
