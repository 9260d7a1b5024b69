"""Exact balances (docs/format.md "Exact balances"): preferans balances are thirds of a whist as
often as not; each is shown to its nearest cent, the same figure in every output, and exactly
beside it in ``settle --json``; the payments add up to zero in whole cents, and a cent they move
from a balance shown is said in a line, never hidden in the balance.

(Until issue 22 the balances were rounded by largest remainder so that they summed to zero, and
Anna's −20/3 showed as −6.66 in ``settle`` and −6.67 in the history; these tests pinned
that.)"""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from faults.helpers import invoke
from scorekeeper.core.figures import adjustments, cents, rounded, rounded_cents, settling_cents

HEAD = 'format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n'


def test_r_p8_one_mountain_point_is_a_third_of_ten_whists_each_shown_to_its_nearest_cent(
        tmp_path: Path) -> None:
    """R-P8 (amnister): Anna's one mountain point over the smallest (0), × 10, ÷ 3 players: each of
    the other two writes 10/3 whists on her.  Balances −20/3, +10/3, +10/3, shown −6.67, 3.33,
    3.33 (each its nearest cent; they sum to −0.01).  At 0.1 a whist the money is −0.67, 0.33,
    0.33; the payments are 0.33 and 0.33, so Anna pays 0.01 less, and a line says so."""
    f = tmp_path / "night.toml"
    f.write_text(HEAD + '\n[[deal]]\npenalty = { Anna = 1 }\nnote = "late"\n', encoding="utf-8")
    out = json.loads(invoke(["settle", f, "--json", "--price", "0.1"]).stdout)
    assert out["balance"] == {"Anna": -6.67, "Boris": 3.33, "Vera": 3.33}
    assert out["balance_exact"] == {"Anna": "-20/3", "Boris": "10/3", "Vera": "10/3"}
    assert out["money"] == {"Anna": -0.67, "Boris": 0.33, "Vera": 0.33}
    assert out["transfers"] == [{"from": "Anna", "to": "Boris", "amount": 0.33},
                                {"from": "Anna", "to": "Vera", "amount": 0.33}]
    assert out["adjusted"] == {"Anna": 0.01}
    line = "so that the payments add up, Anna pays 0.01 less than the balance shown"
    assert out["adjustment"] == line
    text = invoke(["settle", f, "--price", "0.1"]).stdout
    assert "−6.67" in text and "−0.67" in text and line in text and "6.66" not in text
    assert "-6.67" in invoke(["show", f]).stdout  # the history's running balance: the same cent


def test_whole_balances_print_as_before_without_an_exact_copy(tmp_path: Path) -> None:
    f = tmp_path / "night.toml"
    f.write_text(HEAD + '\n[[deal]]\npenalty = { Anna = 3 }\nnote = "late"\n', encoding="utf-8")
    out = json.loads(invoke(["settle", f, "--json"]).stdout)
    assert out["balance"] == {"Anna": -20, "Boris": 10, "Vera": 10}  # 3 × 10 / 3 = 10 each
    assert "balance_exact" not in out


@settings(max_examples=300, deadline=None)
@given(st.lists(st.fractions(min_value=-10**6, max_value=10**6, max_denominator=1200), min_size=2, max_size=6))
def test_each_balance_is_its_nearest_cent_and_the_payments_move_at_most_a_cent_each(
        values: list[Fraction]) -> None:
    values = values + [-sum(values, Fraction(0))]  # zero-sum, as a settlement is
    named = {f"p{i}": v for i, v in enumerate(values)}
    shown = rounded(named)
    for k, v in named.items():
        c = Fraction(Decimal(repr(shown[k]))) * 100
        assert abs(c - v * 100) <= Fraction(1, 2)  # the nearest cent
        assert c == cents(v) and (abs(c - v * 100) < Fraction(1, 2) or abs(c) > abs(v * 100))
    settled = settling_cents(named)
    assert sum(settled.values()) == 0
    moved = adjustments(rounded_cents(named), settled)
    assert all(abs(d) == 1 for d in moved.values())
    assert len(moved) == abs(sum(rounded_cents(named).values()))  # one cent each, no more


def test_a_half_cent_rounds_away_from_zero_alike_for_a_gain_and_a_loss() -> None:
    assert cents(Fraction(1, 8)) == 13 and cents(Fraction(-1, 8)) == -13
    assert cents(0.125) == 13 and cents(-0.125) == -13 and cents(Fraction(3, 8)) == 38
    assert cents(463.3333333333333) == 46333 and cents(0.1 + 0.2) == 30
