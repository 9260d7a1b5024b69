"""format §Who pays whom: money pair by pair and as the fewest transfers, to the cent, adding up
exactly; a cent the payments move from a balance shown (each its nearest cent) is said in a line
(format §Exact balances)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path
from types import SimpleNamespace

from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from scorekeeper.cli.app import app
from scorekeeper.views.money import balances
from scorekeeper.core.transfers import fewest_transfers, pair_amounts

SAMPLES = Path(__file__).resolve().parents[2] / "sample_sessions"
runner = CliRunner()


def settle(*args):
    res = runner.invoke(app, ["settle", *map(str, args)])
    assert res.exit_code == 0, res.output
    return res


def test_format_who_pays_whom_fewest_transfers_use_zero_sum_groups():
    # Anna +5 and Boris −3, Vera −2 square among themselves; Gleb +1 and Dasha −1 apart:
    # two groups, so 5 − 2 = 3 transfers (greedy over all five would take 4)
    got = fewest_transfers({"Anna": 500, "Boris": -300, "Vera": -200, "Gleb": 100, "Dasha": -100})
    assert sorted(got) == [("Boris", "Anna", 300), ("Dasha", "Gleb", 100), ("Vera", "Anna", 200)]


def test_format_who_pays_whom_largest_debtor_pays_largest_creditor():
    got = fewest_transfers({"Anna": -875, "Boris": 5825, "Vera": -2175, "Gleb": -2775})
    assert got == [("Gleb", "Boris", 2775), ("Vera", "Boris", 2175), ("Anna", "Boris", 875)]


def test_format_who_pays_whom_pairs_from_balances_are_the_difference_over_the_players():
    # Thousand, four players: −87.5, 582.5, −217.5, −277.5; Anna–Boris (−87.5 − 582.5) / 4 = −167.5
    pairs = pair_amounts({"Anna": Fraction(-175, 2), "Boris": Fraction(1165, 2),
                          "Vera": Fraction(-435, 2), "Gleb": Fraction(-555, 2)})
    assert pairs[0] == ("Anna", "Boris", Fraction(335, 2))
    assert ("Gleb", "Vera", Fraction(15, 1)) in pairs  # (−217.5 + 277.5) / 4


def test_format_who_pays_whom_thirds_round_to_cents_that_add_up():
    """10/3, 10/3, −20/3 at a price of 1: each balance its nearest cent, 3.33, 3.33, −6.67 (they
    sum to −0.01); the payments need one more cent, which goes by largest remainder (a tie,
    seating order) to Anna: Vera pays her 3.34, 0.01 more than Anna's balance, said in a line.
    (Until issue 22 Anna's balance itself was shown 3.34.)"""
    s = SimpleNamespace(exact={"Anna": Fraction(10, 3), "Boris": Fraction(10, 3),
                               "Vera": Fraction(-20, 3)}, pairs=[])
    shown = balances(s, 1)
    assert shown.money == {"Anna": 3.33, "Boris": 3.33, "Vera": -6.67}
    assert sorted(shown.pairs) == [("Vera", "Anna", 3.34), ("Vera", "Boris", 3.33)]
    assert shown.transfers == [("Vera", "Anna", 3.34), ("Vera", "Boris", 3.33)]
    assert shown.total == 0 and shown.money_total == 0
    assert shown.adjusted == {"Anna": 0.01}
    assert shown.adjustment == ("so that the payments add up, Anna receives 0.01 more than the "
                                "balance shown")


def test_format_who_pays_whom_thousand_money_in_text_and_json():
    f = SAMPLES / "thousand-4.toml"
    out = settle(f, "--price", "0.1").output
    assert "pair by pair (money)" in out and "Anna pays Boris 16.75" in out
    assert "fewest transfers (money)" in out and "Gleb pays Boris 27.75" in out
    js = json.loads(settle(f, "--price", "0.1", "--json").output)
    assert js["transfers"] == [{"from": "Gleb", "to": "Boris", "amount": 27.75},
                               {"from": "Vera", "to": "Boris", "amount": 21.75},
                               {"from": "Anna", "to": "Boris", "amount": 8.75}]
    assert len(js["pairs"]) == 6


def test_format_who_pays_whom_preferans_balances_show_a_total_of_zero():
    out = settle(SAMPLES / "preferans-sochi.toml", "--price", "0.1").output
    total = next(line for line in out.splitlines() if "total" in line)
    assert [c.strip() for c in total.split("│") if c.strip()] == ["total", "0", "0.00"]
    # the preferans pairs are its own (whists each wrote on the other) and add up to each balance
    js = json.loads(settle(SAMPLES / "preferans-sochi.toml", "--price", "0.1", "--json").output)
    net = {p: 0.0 for p in js["players"]}
    for t in js["pairs"]:
        net[t["from"]] -= t["amount"]
        net[t["to"]] += t["amount"]
    assert {p: round(v, 2) for p, v in net.items()} == js["money"]
    assert js["money"] == {"Anna": 19.8, "Boris": -2.4, "Vera": -17.4}  # 198, −24, −174 whists × 0.1


def test_format_who_pays_whom_without_a_price_in_the_games_unit():
    js = json.loads(settle(SAMPLES / "pari-gruznov.toml", "--json").output)
    assert js["transfers"] == [{"from": "Anna", "to": "Boris", "amount": 653}]  # R-X24: 973.5 − 320.5


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(-10_000, 10_000), min_size=1, max_size=7))
def test_format_who_pays_whom_transfers_square_everyone_in_at_most_n_minus_1(values):
    cents = {f"p{i}": v for i, v in enumerate(values)}
    cents["last"] = -sum(values)
    got = fewest_transfers(cents)
    left = dict(cents)
    for payer, payee, amount in got:
        assert amount > 0 and payer != payee
        left[payer] += amount
        left[payee] -= amount
    assert not any(left.values())
    assert len(got) <= max(0, sum(1 for v in cents.values() if v) - 1)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.fractions(min_value=-50, max_value=50, max_denominator=12), min_size=2,
                max_size=5), st.sampled_from([1, 0.5, 0.1, 3]))
def test_format_exact_balances_money_pairs_and_transfers_add_up_to_zero(values, price):
    exact = {f"p{i}": v for i, v in enumerate(values)}
    exact["last"] = -sum(values, Fraction(0))
    shown = balances(SimpleNamespace(exact=exact, pairs=[]), price)
    assert abs(round(sum(shown.money.values()), 2)) <= 0.01 * len(exact) / 2
    for name, money in shown.money.items():
        paid = sum(x for a, _, x in shown.transfers if a == name)
        got = sum(x for _, b, x in shown.transfers if b == name)
        assert round(got - paid, 2) == round(money + shown.adjusted.get(name, 0), 2)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.fractions(min_value=-500, max_value=500, max_denominator=12), min_size=1,
                max_size=5), st.sampled_from([1, 0.5, 0.1, 3]))
def test_format_who_pays_whom_each_players_pairs_add_up_to_the_money_and_the_adjustment(
        values, price):
    exact = {f"p{i}": v for i, v in enumerate(values)}
    exact["last"] = -sum(values, Fraction(0))
    shown = balances(SimpleNamespace(exact=exact, pairs=[]), price)
    for name, money in shown.money.items():
        got = sum(x for _, b, x in shown.pairs if b == name)
        paid = sum(x for a, _, x in shown.pairs if a == name)
        assert round(got - paid, 2) == round(money + shown.adjusted.get(name, 0), 2)


def test_settle_of_a_long_match_lists_the_latest_games_and_lines_and_all_on_request(tmp_path):
    """Issue 16: a match of many games settles in a screenful; --all and --json keep every game."""
    from typer.testing import CliRunner

    from scorekeeper.cli.app import app

    sample = Path(__file__).resolve().parent.parent.parent / "sample_sessions" / "five-hundred-3.toml"
    run = CliRunner().invoke
    cut = run(app, ["settle", str(sample), "--rows", "1"])
    assert cut.exit_code == 0
    assert "the latest 1 of 5 lines" in cut.stdout  # the games, the end, the line on the stake
    whole = run(app, ["settle", str(sample), "--all"])
    assert "not shown" not in whole.stdout and "the latest" not in whole.stdout
    assert "game 1: Toropov won" in whole.stdout and "game 1: Toropov won" not in cut.stdout
    # the cut is the terminal's only: the balance it prints, and the JSON, are the whole match's
    full = json.loads(run(app, ["settle", str(sample), "--all", "--json"]).stdout)
    assert json.loads(run(app, ["settle", str(sample), "--rows", "1", "--json"]).stdout) == full
    for name, points in full["balance"].items():
        assert f"│ {name}" in cut.stdout and str(abs(points)) in cut.stdout


def test_the_games_table_of_a_long_match_is_cut_to_the_latest_games_with_a_note():
    from scorekeeper.views.tables import latest_rows
    from scorekeeper.core.match import GameRecord, games_table

    games = [GameRecord(n, "Anna", "reaches 500", "R-F5", {"Anna": 500, "Boris": 0}) for n in (1, 2, 3)]
    cut = latest_rows(games_table(games, ["Anna", "Boris"]), 1, "settle")
    assert [row[0] for row in cut.rows] == [3]
    assert cut.note == "2 earlier row(s) not shown: `settle --all` prints them all"
    assert len(latest_rows(games_table(games, ["Anna", "Boris"]), None, "settle").rows) == 3
