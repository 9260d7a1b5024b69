"""What speaking Russian costs: loading the compiled catalog, and a whole command beside English.

    python benchmarks/catalog.py               # median of 20 processes each
    python benchmarks/catalog.py --repeat 5

Each round is a fresh process (the catalog is read once per process, when Russian is first
asked for).  Printed: the time ``i18n.use("ru")`` takes inside the process (``gettext`` reads
and parses ``scorekeeper.mo``) and the first message looked up after it, against
``i18n.use("en")``, which reads nothing; then whole processes, ``scorekeeper --version`` and
``scorekeeper show`` of a sample with ``--lang ru`` and ``--lang en``, beside the stack's floor
(a process that imports typer, rich and pydantic).  Target: the catalog's load within 5 ms.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_sessions" / "preferans-sochi.toml"
INSIDE = r"""
import sys, time
from scorekeeper import i18n
t = time.perf_counter()
i18n.use(sys.argv[1])
i18n._("Usage: ")
print((time.perf_counter() - t) * 1000)
"""
FLOOR = "import typer, rich, pydantic"


def inside(lang: str, repeat: int) -> float:
    runs = [float(subprocess.run([sys.executable, "-c", INSIDE, lang], cwd=ROOT, check=True,
                                 capture_output=True, text=True).stdout) for _ in range(repeat)]
    return statistics.median(runs)


def wall(args: list[str], repeat: int) -> float:
    runs = []
    for _ in range(repeat):
        t = time.perf_counter()
        subprocess.run(args, cwd=ROOT, capture_output=True, check=False)
        runs.append((time.perf_counter() - t) * 1000)
    return statistics.median(runs)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=20)
    n = parser.parse_args().repeat
    ru, en = inside("ru", n), inside("en", n)
    print(f"catalog load (i18n.use + first message), median of {n} processes:")
    print(f"  ru {ru:6.2f} ms   en {en:6.2f} ms   target: ru within 5 ms -> "
          f"{'met' if ru <= 5 else 'MISSED'}")
    floor = wall([sys.executable, "-c", FLOOR], n)
    print(f"whole processes, median of {n} (floor: {FLOOR} = {floor:.1f} ms):")
    for label, args in (("--version", ["--version"]), ("show", ["show", str(SAMPLE)])):
        for lang in ("en", "ru"):
            ms = wall([sys.executable, "-m", "scorekeeper", "--lang", lang, *args], n)
            print(f"  {label:<9} --lang {lang}  {ms:7.1f} ms  {ms / floor:5.2f}x the floor")


if __name__ == "__main__":
    main()
