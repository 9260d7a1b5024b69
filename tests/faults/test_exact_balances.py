"""Exact balances (docs/format.md "Exact balances"): preferans balances are thirds of a whist as
often as not; ``settle --json`` prints them to the cent so that they sum to exactly zero, and
exactly beside them."""

from __future__ import annotations

import json
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from faults.helpers import invoke
from scorekeeper.core.figures import rounded

HEAD = 'format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n'


def test_r_p8_one_mountain_point_is_a_third_of_ten_whists_each_printed_to_cents_summing_to_zero(tmp_path: Path) -> None:
    """R-P8 (amnister): Anna's one mountain point over the smallest (0), × 10, ÷ 3 players: each of
    the other two writes 10/3 whists on her.  Balances −20/3, +10/3, +10/3; to the cent −6.67,
    3.33, 3.33 would sum to −0.01, so the missing cent goes by largest remainder (all three are
    1/3 of a cent: seating order decides, Anna first): −6.66, 3.33, 3.33."""
    f = tmp_path / "night.toml"
    f.write_text(HEAD + '\n[[deal]]\npenalty = { Anna = 1 }\nnote = "late"\n', encoding="utf-8")
    out = json.loads(invoke(["settle", f, "--json", "--price", "0.1"]).stdout)
    assert out["balance"] == {"Anna": -6.66, "Boris": 3.33, "Vera": 3.33}
    assert sum(Decimal(repr(v)) for v in out["balance"].values()) == 0
    assert out["balance_exact"] == {"Anna": "-20/3", "Boris": "10/3", "Vera": "10/3"}
    assert out["money"] == {"Anna": -0.66, "Boris": 0.33, "Vera": 0.33}


def test_whole_balances_print_as_before_without_an_exact_copy(tmp_path: Path) -> None:
    f = tmp_path / "night.toml"
    f.write_text(HEAD + '\n[[deal]]\npenalty = { Anna = 3 }\nnote = "late"\n', encoding="utf-8")
    out = json.loads(invoke(["settle", f, "--json"]).stdout)
    assert out["balance"] == {"Anna": -20, "Boris": 10, "Vera": 10}  # 3 × 10 / 3 = 10 each
    assert "balance_exact" not in out


@settings(max_examples=300, deadline=None)
@given(st.lists(st.fractions(min_value=-10**6, max_value=10**6, max_denominator=1200), min_size=2, max_size=6))
def test_rounding_to_cents_keeps_a_zero_sum_and_stays_within_a_cent(values: list[Fraction]) -> None:
    values = values + [-sum(values, Fraction(0))]  # zero-sum, as a settlement is
    shown = rounded({f"p{i}": v for i, v in enumerate(values)})
    cents = [Decimal(repr(x)) for x in shown.values()]
    assert sum(cents) == 0
    for v, c in zip(values, cents):
        assert abs(Fraction(str(c)) - v) < Fraction(1, 100)
