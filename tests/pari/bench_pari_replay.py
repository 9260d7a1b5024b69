"""Benchmark (not a test): replay and draw a whole game of about 40 moves.

    python3 tests/pari/bench_pari_replay.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from pari_helpers import session_text  # noqa: E402
from pari_random import random_game  # noqa: E402
from scorekeeper.core.replay import replay  # noqa: E402
from scorekeeper.session.model import parse_session  # noqa: E402


def main() -> None:
    seed = next(s for s in range(1000) if 38 <= random_game(s)[1]["moves"] <= 44)
    entries, facts = random_game(seed)
    text = session_text(entries)
    runs = 20
    t0 = time.perf_counter()
    for _ in range(runs):
        rep = replay(parse_session(text))
        rep.game.sheet(rep.state)
    dt = (time.perf_counter() - t0) / runs
    print(f"seed {seed}: {facts['moves']} moves, {len(entries)} entries: replay + sheet "
          f"{dt * 1000:.1f} ms per game (mean of {runs})")


if __name__ == "__main__":
    main()
