"""Every citation the Pari engine can emit resolves to shipped text: a section of «Пари» listed in
the Gruznov 1992 source file, or a ruling with its full text in the Pari rulings file (R-X1…R-X27
and the project's R-X-M…).  Nothing names a file outside the package."""

from __future__ import annotations

import re
from pathlib import Path

from pari_random import random_game
from pari_helpers import play
from scorekeeper import citations
from scorekeeper.core import registry
from scorekeeper.games.pari import options, tables
from scorekeeper.session.files import load_replay


def unresolved(citation: str) -> list[str]:
    """What does not resolve in a citation, the games' options as the registry has them."""
    return citations.unresolved(citation, registry.option_names)

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_sessions"
PACKAGE = ROOT / "scorekeeper" / "games" / "pari"


def _all_citations():
    out = {v for k, v in vars(tables).items() if k.endswith("_RULE") and isinstance(v, str)}
    out |= {o.source for o in options.OPTIONS.values()} | {p.source for p in options.PRESETS.values()}
    reps = [load_replay(f) for f in sorted(SAMPLES.glob("pari-*.toml"))]
    reps += [play(random_game(seed)[0]) for seed in range(5)]
    for rep in reps:
        for e in rep.entries:
            out |= {s.rule for s in e.steps}
    return out


def test_every_citation_resolves():
    bad = {c: unresolved(c) for c in _all_citations() if unresolved(c)}
    assert not bad


def test_every_ruling_named_in_the_code_has_its_text():
    ids = set()
    for f in PACKAGE.glob("*.py"):
        ids |= set(re.findall(r"R-X(?:-M)?\d+", f.read_text(encoding="utf-8")))
    known = citations.rulings()
    assert ids and not ids - set(known)
    for n in range(1, 28):
        r = known[f"R-X{n}"]
        assert r.title and len(r.text) > 40
