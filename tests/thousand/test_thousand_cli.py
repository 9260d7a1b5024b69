"""`scorekeeper thousand …`: recording at the table and arbitration without a file, each number
with its rule; the generic commands on a Thousand file."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from scorekeeper.cli.games.thousand import app

ROOT = Path(__file__).resolve().parents[2]
runner = CliRunner()


def run(*args):
    return runner.invoke(app, [str(a) for a in args])


def js(*args):
    res = run(*args, "--json")
    assert res.exit_code == 0, res.output
    return json.loads(res.stdout)


def test_every_command_and_option_has_help():
    group = get_command(app)
    assert group.help
    assert {"deal", "gave-up", "prikup", "round", "value"} <= set(group.commands)
    for name, cmd in group.commands.items():
        assert cmd.help, name
        for p in cmd.params:
            assert getattr(p, "help", None), f"{name} {p.name}"


# ---- arbitration ------------------------------------------------------------------------------
def test_prikup_the_texts_figure_and_the_total():
    out = js("prikup", "K♠", "K♣", "J♦")
    assert [line["points"] for line in out["lines"]] == [24, 34, 2]
    assert (out["total"], out["written"]) == (60, 60) and "R-T8" in out["rule"]
    out = js("prikup", "Дп", "Jс", "9б")  # Russian and letter notation: Q♠ J♣ 9♦ = 25 → 30
    assert (out["total"], out["written"]) == (25, 30)
    assert js("prikup", "Q♠ J♣ 9♦", "-o", "rounding=5")["written"] == 25


def test_round_95_is_written_100():
    out = js("round", "95")
    assert out["written"] == 100 and "R-T2" in out["rule"]
    assert js("round", "94")["written"] == 90
    assert js("round", "47", "-o", "rounding=5")["written"] == 45


def test_value_made_with_a_marriage_writes_the_bid():
    out = js("value", "--bid", "120", "--taken", "115", "--marriage", "♦")
    assert (out["made"], out["counted"], out["written"]) == (True, 195, 120)
    out = js("value", "--bid", "120", "--taken", "79", "--marriage", "п")
    assert (out["made"], out["written"]) == (False, -120)  # R-T5: 119 fails 120
    out = js("value", "--bid", "120", "--taken", "96", "--marriage", "♣", "-o", "declarer_scores=points")
    assert out["written"] == 160


def test_value_text_output_names_the_rule():
    res = run("value", "--bid", "100", "--taken", "95")
    assert res.exit_code == 0 and "not made" in res.stdout and "R-T5" in res.stdout


@pytest.mark.parametrize("args", [("value", "--bid", "95", "--taken", "100"),
                                  ("value", "--bid", "120", "--taken", "60", "-m", "♦", "-m", "♦"),
                                  ("value", "--bid", "120", "--taken", "60", "-m", "NT"),
                                  ("value", "--bid", "120", "--taken", "60", "--dark"),
                                  ("prikup", "8♠", "9♠", "9♣"),
                                  ("round", "95", "-o", "rounding=7")])
def test_bad_arbitration_input_is_an_error_not_a_traceback(args):
    res = run(*args)
    assert res.exit_code != 0 and "Traceback" not in res.output
    assert res.exception is None or isinstance(res.exception, SystemExit)


# ---- recording ------------------------------------------------------------------------------------
def _new(tmp_path, players="Anna,Boris,Vera,Gleb", *more):
    f = tmp_path / "night.toml"
    res = subprocess.run([sys.executable, "-m", "scorekeeper", "new", str(f), "--game", "тысяча",
                          "--players", players, *more], cwd=ROOT, capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    assert res.returncode == 0, res.stderr
    return f


def test_deal_and_gave_up_are_recorded_and_checked(tmp_path):
    f = _new(tmp_path)
    out = js("deal", f, "Boris", "120", "--raised-from", "100", "--prikup", "K♠ K♣ J♦",
             "--taken", "Boris=85", "--taken", "Vera=20", "--taken", "Gleb=15", "-m", "Boris=♦")
    assert {s["player"]: s["delta"] for s in out["steps"] if s["delta"] is not None} == \
        {"Anna": 60, "Boris": 120, "Vera": 20, "Gleb": 20}
    out = js("gave-up", f, "Gleb", "110", "--prikup", "9♥", "--prikup", "9♦", "--prikup", "J♣")
    assert {s["player"]: s["delta"] for s in out["steps"] if s["delta"] is not None} == \
        {"Boris": 0, "Gleb": 0, "Vera": 60, "Anna": 60}
    # a refused deal is not written: Vera deals the third and sits out
    res = run("deal", f, "Vera", "120", "--prikup", "9♠ 9♣ 9♦", "--taken", "Vera=120")
    assert res.exit_code != 0 and "sits out" in res.output
    assert f.read_text(encoding="utf-8").count("\n[[deal]]\n") == 2


def test_generic_commands_read_a_thousand_file():
    sample = ROOT / "sample_sessions" / "thousand-4.toml"
    for cmd in (["show"], ["settle"], ["check"], ["explain", "--json"], ["rules", "thousand"]):
        target = [] if cmd[0] == "rules" else [str(sample)]
        res = subprocess.run([sys.executable, "-m", "scorekeeper", cmd[0], *target, *cmd[1:]],
                             cwd=ROOT, capture_output=True, text=True,
                             env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
        assert res.returncode == 0, (cmd, res.stderr)
    res = subprocess.run([sys.executable, "-m", "scorekeeper", "settle", str(sample), "--json"],
                         cwd=ROOT, capture_output=True, text=True,
                         env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    out = json.loads(res.stdout)
    assert (out["winner"], out["balance"]["Boris"]) == ("Boris", 582.5)


# ---- Leadage/tysyacha-1000's conventions ------------------------------------------------------------
def test_r_t_m14_value_counts_the_ace_marriage_under_its_option():
    # cards.ts ACE_MARRIAGE_VALUE = 200: 0 card points and the ace marriage make 200
    out = js("value", "--bid", "200", "--taken", "0", "--ace-marriage", "-o", "ace_marriage=true")
    assert (out["made"], out["counted"], out["written"]) == (True, 200, 200)
    res = run("value", "--bid", "200", "--taken", "0", "--ace-marriage")
    assert res.exit_code != 0 and "ace marriage" in res.output


def test_r_t_m14_deal_records_the_ace_marriage_under_leadage(tmp_path):
    f = _new(tmp_path, "Anna,Boris,Vera", "--rules", "leadage", "-o", "ace_marriage=true")
    out = js("deal", f, "Anna", "200", "--taken", "Boris=60", "--taken", "Vera=60", "-m", "Anna=♥",
             "--ace-marriage", "Anna")
    assert {s["player"]: s["delta"] for s in out["steps"] if s["delta"] is not None} == \
        {"Anna": 200, "Boris": 60, "Vera": 60}
    assert 'ace_marriage = "Anna"' in f.read_text(encoding="utf-8")
