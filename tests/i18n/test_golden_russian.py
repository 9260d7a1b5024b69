"""A Russian evening per game (issue 24), byte for byte: the sheet, the settlement, the
explanation, a refusal of the game's own and the drawn sheet, as ``tests/golden/ru/`` holds them
(``python3 tests/golden_outputs.py --write`` writes them with the English ones), each text line
within the 80 columns of the terminal it is made at."""

from __future__ import annotations

import difflib

import pytest
from golden_outputs import RU_ENV, RUSSIAN, SAMPLES, run, russian_commands, russian_path

from scorekeeper.views.wrap import cells

CASES = [(s, name, args) for s in SAMPLES if s.stem in RUSSIAN
         for name, args in russian_commands(s).items()]


def test_every_game_has_a_russian_evening():
    games = {s.stem.split("-")[0] for s, _n, _a in CASES}
    assert games == {"preferans", "five", "pari", "order", "thousand"}


@pytest.mark.parametrize("sample,name,args", CASES, ids=[f"{s.stem}-{n}" for s, n, _ in CASES])
def test_a_russian_evening_is_byte_identical_to_its_golden(sample, name, args):
    want = russian_path(sample, name).read_text(encoding="utf-8")
    got = run(args, env=RU_ENV)
    if got != want:
        diff = "".join(difflib.unified_diff(want.splitlines(True), got.splitlines(True),
                                            "golden", "now", n=2))
        pytest.fail(f"{sample.name} {name} differs from its golden:\n{diff[:4000]}")
    assert any("а" <= c <= "я" for c in got.lower()), "no Russian in it"
    if not name.endswith(".svg"):
        wide = [line for line in got.splitlines() if cells(line) > 80]
        assert not wide, "wider than 80 columns:\n" + "\n".join(wide)
