"""MGU 1971 §6.3 and option ``ten_play`` (R-P-C28): under ``catch`` a ten is caught, not whisted —
only a ten, never a misère, and never under the other setting.  One predicate decides it for the
engine's resolution, its score facts and the arbitration's entry alike."""

import pytest

from scorekeeper.games.preferans.scoring import is_caught_ten
from scorekeeper.notation import parse_contract


@pytest.mark.parametrize("text,ten_play,caught", [
    ("10s", "catch", True), ("10NT", "catch", True), ("9NT", "catch", False),
    ("misere", "catch", False), ("10s", "whist", False), ("6s", "whist", False)])
def test_MGU_1971_6_3_under_ten_play_catch_only_a_ten_is_caught(text, ten_play, caught):
    assert is_caught_ten(parse_contract(text), {"ten_play": ten_play}) is caught
