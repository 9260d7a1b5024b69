"""`scorekeeper pari …`: recording a game with cards in Russian and English notation, the
arbitration commands with their rules, and refusals that exit non-zero with a message, never a
traceback.  In process (typer's runner); one call goes through a subprocess from the worktree root."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from typer.main import get_command
from typer.testing import CliRunner

from scorekeeper.cli.app import app as root
from scorekeeper.cli.games.pari import app

runner = CliRunner()

ROOT = Path(__file__).resolve().parents[2]


def sk(*args, ok=True):
    """In process, as the command line would run it."""
    res = runner.invoke(root, [str(a) for a in args], env={"COLUMNS": "200"})
    assert res.exception is None or isinstance(res.exception, SystemExit), res.exception
    if ok:
        assert res.exit_code == 0, res.output
    else:
        assert res.exit_code != 0, res.output
    return res


def sk_process(*args, ok=True):
    env = {**os.environ, "PYTHONPATH": str(ROOT), "COLUMNS": "200"}
    r = subprocess.run([sys.executable, "-m", "scorekeeper", *args], cwd=ROOT, env=env,
                       capture_output=True, text=True, encoding="utf-8")
    assert "Traceback" not in r.stderr, r.stderr
    if ok:
        assert r.returncode == 0, r.stderr
    else:
        assert r.returncode != 0, r.stdout
    return r


def test_s_endshpil_going_out_recorded_from_the_command_line(tmp_path):
    """The text's going-out example, recorded move by move (Russian and English notation)."""
    f = str(tmp_path / "p.toml")
    sk("new", f, "-g", "pari", "-p", "Anna,Boris")
    sk("pari", "cut", f, "5п", "3т", "2б")
    sk("pari", "move", f, "Boris", "--meld", "8т 9т 10т", "--meld", "10♦ J♦ Q♦")
    sk("pari", "move", f, "Anna", "--meld", "7ч 8ч 9ч 10ч", "--surround", "Q♦=A♦ K♦ 9♦",
       "--add", "10♣=J♠", "--single", "K♠", "--out", "--talon", "36")
    sk("pari", "move", f, "Boris", "--surround", "8ч=6ч Вч")
    sk("pari", "end", f, "--left", "Boris=Jk")
    out = json.loads(sk("show", f, "--json").stdout)
    assert out["score"] == {"Anna": 687.5, "Boris": 119}
    assert out["game"] == "pari"
    bal = json.loads(sk("settle", f, "--json").stdout)["balance"]
    assert bal == {"Anna": 568.5, "Boris": -568.5}
    text = " ".join(sk("explain", f, "3").stdout.split())  # as read, whatever the wrapping
    assert "33 : 2 + 36 × 2 + 4 = 92.5" in text and "R-X2" in text
    shown = sk("show", f).stdout
    assert "surrounded" in shown and "pending" in shown


def test_r_x10_pending_shown_apart_from_written(tmp_path):
    f = str(tmp_path / "p.toml")
    sk("new", f, "-g", "pari", "-p", "Anna,Boris")
    sk("pari", "cut", f, "5♠", "3♣", "2♦")
    sk("pari", "move", f, "Boris", "--meld", "7ч 8ч 9ч", "--json")
    out = json.loads(sk("show", f, "--json").stdout)
    assert out["score"] == {"Anna": 0, "Boris": 0}
    assert out["pending"] == {"Boris": 48}
    assert out["table"][0]["owner"] == "Boris" and out["table"][0]["clean"] is True


def test_s_razygryvanie_out_of_turn_exits_non_zero_naming_the_player(tmp_path):
    f = str(tmp_path / "p.toml")
    sk("new", f, "-g", "pari", "-p", "Anna,Boris")
    sk("pari", "cut", f, "5♠", "3♣", "2♦")
    r = sk_process("pari", "move", f, "Anna", "--single", "4♠", ok=False)
    assert "out of turn" in r.stderr
    r = sk("pari", "move", f, "Boris", "--meld", "A♥ 2♥ 3♥", ok=False)
    assert "A–2–3" in r.output


def test_r_x1_value_honour_sequence_301_and_900():
    r = sk("pari", "value", "5♠ A♠ K♠", "--senior", "5♠", "--mult", "8", "--trumps", "♠", "--json")
    data = json.loads(r.stdout)
    assert data["total"] == 301 and data["senior_points"] == 40
    text = sk("pari", "value", "5п Тп Кп Дп Вп 10п", "--senior", "5п", "--mult", "8", "--trumps", "п").stdout
    assert "900" in text and "R-X12" in text


def test_jokers_value_four_jacks_and_a_joker_110():
    data = json.loads(sk("pari", "value", "В♠ В♥ В♦ В♣ Jk=J♥", "--senior", "5♠", "--mult", "8",
                         "--trumps", "♠", "--json").stdout)
    assert data["total"] == 110


def test_r_x2_surround_48_and_32():
    a = json.loads(sk("pari", "surround", "7♣ 8♣ 9♣", "6♣ 10♣", "--senior", "5♠", "--mult", "8",
                      "--trumps", "♥", "--json").stdout)
    b = json.loads(sk("pari", "surround", "7♣ 8♣ 9♣", "6♦ 10♦", "--senior", "5♠", "--mult", "8",
                      "--trumps", "♥", "--json").stdout)
    assert (a["total"], b["total"]) == (48, 32)


def test_r_x11_beats_single_card_and_its_trick():
    yes = json.loads(sk("pari", "beats", "5♠", "4♠", "--senior", "10♣", "--trumps", "♦", "--json").stdout)
    assert yes["takes"] is True and yes["trick"] == 9
    no = json.loads(sk("pari", "beats", "3♠", "4♠", "--senior", "10♣", "--trumps", "♦", "--json").stdout)
    assert no["takes"] is False


def test_every_pari_command_and_option_has_help():
    group = get_command(app)
    assert group.help
    assert set(group.commands) == {"cut", "move", "end", "points", "value", "surround", "beats"}
    for name, cmd in group.commands.items():
        assert cmd.help, name
        for p in cmd.params:
            assert getattr(p, "help", None), f"{name} {p.name}"
