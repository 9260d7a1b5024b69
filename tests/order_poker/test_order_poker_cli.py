"""`scorekeeper order-poker …`: recording at the table and file-less arbitration, each number with
its rule and table row."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from pathlib import Path

from typer.main import get_command
from typer.testing import CliRunner

from scorekeeper.cli.games.order_poker import app

runner = CliRunner()
ROOT = Path(__file__).resolve().parents[2]


def run(*args):
    return runner.invoke(app, [str(a) for a in args])


def js(*args):
    res = run(*args, "--json")
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def test_every_command_and_option_has_help():
    group = get_command(app)
    assert group.help
    for name, cmd in group.commands.items():
        assert cmd.help, name
        for p in cmd.params:
            assert getattr(p, "help", None), f"{name} {p.name}"


# ---- classify (R-O4, R-O11) -------------------------------------------------------------------
def test_classify_the_issues_example_straight_flush():
    out = js("classify", "10♥", "J♥", "Q♥", "K♥", "A♥")
    assert (out["combination"], out["russian"], out["rank"]) == ("straight flush", "Масть по порядку", 8)
    assert "R-O4" in out["rule"]


def test_classify_russian_notation_in_one_string_and_the_order_question():
    out = js("classify", "Дч Дп Дт 7ч 7п", "--order", "тройка")
    assert out["combination"] == "full house" and out["made"] is False  # R-O4
    assert js("classify", "Дч Дп Дт 7ч 7п", "--order", "тройка и двойка")["made"] is True


def test_classify_ace_six_is_no_straight_r_o11():
    assert js("classify", "A♠", "6♥", "7♦", "8♣", "9♠")["combination"] == "none"


def test_classify_refuses_a_card_outside_the_pack():
    res = run("classify", "5♥", "6♥", "7♥", "8♥", "9♥")
    assert res.exit_code == 1 and "R-O11" in res.output


# ---- stake (R-O2) ----------------------------------------------------------------------------
def test_stake_and_half_stake_r_o2():
    out = js("stake", "5")
    assert {k: out[k] for k in ("orders", "stake", "half_stake")} == {"orders": 5, "stake": 5,
                                                                      "half_stake": 3}
    assert "R-O2" in out["rule"]
    assert js("stake", "3")["half_stake"] == 2
    for refused in ("0", "9"):  # one to eight orders: each combination is ordered once (R-O11)
        res = run("stake", refused)
        assert res.exit_code == 1 and "at most once" in res.output and "R-O11" in res.output


# ---- score -----------------------------------------------------------------------------------
def test_score_the_format_example_each_role_with_its_row():
    out = js("score", "тройка и двойка", "--stake", "3", "--declarer", "full house",
             "--agreer", "тройка", "--dissenter", "две пары", "--dissenter", "нет",
             "--robot", "две пары", "--took-from", "1")
    assert out["totals"] == {"declarer": 1, "agreer 1": 1, "dissenter 1": 2, "dissenter 2": 0}
    assert [line["row"] for line in out["lines"]] == [
        "declarer-open-none-made", "agreer-helped", "dissenter-half", "dissenter-nothing"]


def test_score_the_bluff_example():
    out = js("score", "двойка", "-s", "3", "--declarer", "пара", "--agreer", "пара",
             "--dissenter", "тройка", "--robot", "две пары")
    assert out["totals"] == {"declarer": 3, "agreer 1": 3, "dissenter 1": 0}


def test_score_option_two_pairs_r_o1():
    args = ("score", "three", "-s", "1", "--declarer", "three", "--dissenter", "pair", "--robot", "pair",
            "--dissenter", "none")
    assert js(*args)["totals"]["dissenter 1"] == 1
    assert js(*args, "-o", "dissenter_half_stake_from=two-pairs")["totals"]["dissenter 1"] == 0


def test_score_refusals_name_the_key():
    res = run("score", "pair", "-s", "2", "--declarer", "pair", "--agreer", "none", "--agreer", "none",
              "--took-from", "1")
    assert res.exit_code == 1 and "--took-from" in res.output and "R-O11" in res.output
    res = run("score", "none", "-s", "1", "--declarer", "none")
    assert res.exit_code == 1 and "R-O11" in res.output
    res = run("score", "three", "-s", "1", "--declarer", "three", "--dissenter", "pair",
              "--dissenter", "none")
    assert res.exit_code == 1 and "--robot" in res.output


def test_combinations_lists_the_texts_order():
    rows = js("combinations")["combinations"]
    assert [r["english"] for r in rows][1:] == ["pair", "two pairs", "three", "straight",
                                                "full house", "flush", "four", "straight flush"]


# ---- recording -------------------------------------------------------------------------------
def _new(tmp_path, players="Anna,Boris,Vera"):
    from scorekeeper.cli.app import app as main

    f = tmp_path / "night.toml"
    res = CliRunner().invoke(main, ["new", str(f), "-g", "order-poker", "-p", players])
    assert res.exit_code == 0, res.output
    return f


def test_deal_the_issues_example_is_written_in_the_format(tmp_path):
    f = _new(tmp_path)
    out = js("deal", f, "--orders", "две пары,тройка,тройка и двойка", "--declarer", "Boris",
             "--for", "Vera", "--took-from", "Vera", "--robot", "две пары",
             "--hand", "Boris=тройка и двойка", "--hand", "Vera=6♠ 6♣ 6♦ 9♥ 10♥",
             "--hand", "Anna=пара")
    assert {s["player"]: s["delta"] for s in out["steps"] if s["account"]} == \
        {"Boris": 1, "Vera": 1, "Anna": 0}
    entry = tomllib.loads(f.read_text(encoding="utf-8"))["deal"][0]
    assert entry["for"] == ["Vera"] and entry["orders"][-1] == "тройка и двойка"
    assert entry["hands"]["Vera"] == ["6♠", "6♣", "6♦", "9♥", "10♥"]


def test_deal_refused_is_not_written(tmp_path):
    f = _new(tmp_path)
    res = run("deal", f, "--orders", "тройка,тройка", "--declarer", "Boris")
    assert res.exit_code == 1 and "R-O11" in res.output and "--orders тройка,тройка" in res.output
    assert "deal" not in tomllib.loads(f.read_text(encoding="utf-8"))


def test_passed_and_points(tmp_path):
    f = _new(tmp_path)
    nobody = ("--hand", "Anna=none", "--hand", "Boris=нет", "--hand", "Vera=none")
    out = js("passed", f, *nobody, "--robot", "нет")
    assert [s["delta"] for s in out["steps"] if s["player"] == "Anna"] == [-1]  # the dealer, R-O3
    out = js("points", f, "Boris=2", "--note", "scored on paper")
    assert out["kind"] == "deal"
    res = run("passed", f, *nobody)
    assert res.exit_code == 1 and "--robot" in res.output  # R-O-M3: nobody holds one, robot unknown


def test_settle_with_price_relative_to_the_average_subprocess():
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    res = subprocess.run([sys.executable, "-m", "scorekeeper", "settle",
                          str(ROOT / "sample_sessions" / "order-poker-3.toml"), "--json",
                          "--price", "5"], cwd=ROOT, env=env, capture_output=True, text=True)
    assert res.returncode == 0, res.stderr
    out = json.loads(res.stdout)
    assert out["balance"] == {"Kostya": -2, "Lena": -1, "Misha": 3}  # totals 7, 8, 12; average 9
    assert out["money"] == {"Kostya": -10, "Lena": -5, "Misha": 15} and out["winner"] == "Misha"
