"""The classic's commands: recording the new keys, and arbitration under the MGU and book presets
(wiring only; the numbers are pinned by the session tests)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorekeeper.cli.app import app

runner = CliRunner()
DATA = Path(__file__).parent / "data"


def run(*args):
    return runner.invoke(app, [str(a) for a in args])


def show(path):
    r = run("show", path, "--json")
    assert r.exit_code == 0, r.output
    return json.loads(r.stdout)


@pytest.fixture
def classic(tmp_path):
    p = tmp_path / "classic.toml"
    p.write_text('format = 1\ngame = "preferans"\nrules = "mgu-classic"\n'
                 'players = ["Anna", "Boris", "Vera", "Gleb"]\n\n[options]\nrazboynik = false\n',
                 encoding="utf-8")
    return p


def test_recording_the_classic_keys(classic):
    # entry 1, Anna deals: a dark raspas, Vera looked
    r = run("preferans", "raspasy", classic, "Boris=3", "Vera=5", "Gleb=2", "--dark", "--looked", "Vera")
    assert r.exit_code == 0, r.output
    assert show(classic)["bombs"] == {"Anna": [], "Boris": [1], "Vera": [], "Gleb": [1]}
    # Anna deals again; Boris plays on his bomb with the prikup's ace and king
    r = run("preferans", "game", classic, "Boris", "7s", "-w", "Vera", "-t", "7", "--prikup", "A♠,K♠",
            "--word", "семь первых", "--dealer", "Anna")
    assert r.exit_code == 0, r.output
    s = show(classic)
    assert s["whists"]["Anna"]["Boris"] == 16 and s["bombs"]["Boris"] == []
    # a ten is caught: no whist asked for
    r = run("preferans", "game", classic, "Gleb", "10h", "-t", "10")
    assert r.exit_code == 0, r.output
    assert run("preferans", "totus", classic, "Anna", "-t", "10").exit_code == 0
    assert run("preferans", "returned", classic, "Boris").exit_code == 0
    text = classic.read_text(encoding="utf-8")
    for key in ("dark = true", 'looked = ["Vera"]', 'prikup = ["A♠", "K♠"]', 'contract = "totus"',
                "prikup_returned = true", 'word = "семь первых"'):
        assert key in text, key
    assert 'contract = "10h"\ntricks' in text  # no whist key on a caught ten


def test_dark_word_and_dark_game_from_the_command_line(classic):
    r = run("preferans", "game", classic, "Boris", "6d", "-w", "Vera,Gleb", "-t", "6", "-T", "Vera=3",
            "--dark", "--word", "dva v temnuyu", "--dealer", "Anna")
    assert r.exit_code == 0, r.output
    assert show(classic)["whists"]["Vera"]["Boris"] == 12  # 3 tricks × 4 (dark six)
    r = run("preferans", "game", classic, "Vera", "6d", "-w", "Gleb", "-t", "6", "--dark")
    assert r.exit_code == 1 and "both partners must whist" in r.output


def test_conditions_command_after_the_razboynik(tmp_path):
    lines = (DATA / "evening-mgu-classic.toml").read_text(encoding="utf-8")
    head = lines[:lines.index("# ---------------------------------------------------------------- the conditions")]
    p = tmp_path / "night.toml"
    p.write_text(head, encoding="utf-8")
    r = run("preferans", "game", p, "Boris", "7s", "-w", "Vera", "-t", "7")
    assert r.exit_code == 1 and "conditions" in r.output
    r = run("preferans", "conditions", p, "--pool", "27")
    assert r.exit_code == 1 and "smallest mountain" in r.output
    r = run("preferans", "conditions", p, "--pool", "25", "--whist-price", "1 kop.", "--control", "23:30")
    assert r.exit_code == 0, r.output
    s = show(p)
    assert s["pool_target"] == 25 and s["conditions"]["by"] == "Boris"


def test_book_mode_and_misere_whist_from_the_command_line(tmp_path):
    p = tmp_path / "book.toml"
    p.write_text('format = 1\ngame = "preferans"\nrules = "book-1991"\nplayers = ["A", "B", "C", "D"]\n\n'
                 '[options]\nelochka_deals = 0\n', encoding="utf-8")
    r = run("preferans", "game", p, "B", "7s", "-w", "C", "-t", "7")
    assert r.exit_code == 1 and "Один" in r.output
    r = run("preferans", "game", p, "B", "7s", "-w", "C", "--mode", "otkroem", "-t", "7", "-T", "C=2")
    assert r.exit_code == 0, r.output
    assert show(p)["whists"]["C"]["B"] == 72 and show(p)["whists"]["D"]["B"] == 36
    r = run("preferans", "misere", p, "C", "-w", "D", "--mode", "один", "-t", "1", "--dealer", "B")
    assert r.exit_code == 0, r.output
    assert show(p)["whists"]["D"]["C"] == 72


def test_overcall_speaks_the_classic_words():
    r = run("preferans", "overcall", "семь первых", "раз в тёмную", "-r", "mgu-classic", "--json")
    out = json.loads(r.stdout)
    assert out["overcalls"] is True and "RAZ V TEMNUYU" in out["over"] and out["rule"]
    r = run("preferans", "overcall", "бескозырка", "RAZ V TEMNUYU", "-r", "mgu-classic", "--json")
    assert json.loads(r.stdout)["overcalls"] is False
    r = run("preferans", "overcall", "10♥", "мизер без прикупа", "-r", "mgu-classic", "--json")
    assert json.loads(r.stdout)["overcalls"] is False
    r = run("preferans", "overcall", "DESYATX BEZ PRIKUPA", "MIZER BEZ PRIKUPA", "-r", "mgu-classic", "--json")
    assert json.loads(r.stdout)["overcalls"] is True
    r = run("preferans", "overcall", "7s", "PAS V TEMNUYU", "--in-row", "2", "-r", "mgu-classic", "--json")
    assert json.loads(r.stdout)["overcalls"] is False
    # MGU 1971 §6.3 "Ob®yavlyat' PAS v Temnuyu, esli do etogo byl RAZ (dazhe v svetlyj) - nel'zya"
    r = run("preferans", "overcall", "PAS V TEMNUYU", "RAZ", "-r", "mgu-classic", "--json")
    out = json.loads(r.stdout)
    assert out["overcalls"] is False and "may not follow a game word" in out["text"]
    r = run("preferans", "overcall", "PAS V TEMNUYU", "PAS", "-r", "mgu-classic", "--json")
    assert "it is a pass" in json.loads(r.stdout)["text"]
    r = run("preferans", "overcall", "totus", "9NT", "-r", "mgu-classic", "--json")
    out = json.loads(r.stdout)
    assert out["overcalls"] is None and "R-P-C6" in out["rule"]
    assert run("preferans", "ladder", "-r", "mgu-classic").exit_code == 0


def test_value_and_score_under_the_classic():
    r = run("preferans", "value", "7h", "--bomb", "1", "-r", "mgu-classic", "--json")
    facts = {f["label"]: f["value"] for f in json.loads(r.stdout)["facts"]}
    assert facts["game value (points when made)"] == 8
    r = run("preferans", "value", "totus", "-r", "mgu-classic", "--json")
    assert r.exit_code == 0 and json.loads(r.stdout)["contract"] == "totus"
    r = run("preferans", "value", "7h", "--dark", "-r", "sochi")
    assert r.exit_code == 1
    r = run("preferans", "value", "8s", "-r", "book-1991", "--json")
    facts = {f["label"]: f["value"] for f in json.loads(r.stdout)["facts"]}
    assert facts["whists per trick taken by a whister"] == 48
    # MGU 1971 §7 example 2 as an arbitration query
    r = run("preferans", "score", "7h", "-w", "Left", "-t", "6", "-T", "Left=4", "--bomb", "1", "-P", "4",
            "-r", "mgu-classic", "--json")
    out = json.loads(r.stdout)
    assert out["mountain"]["Declarer"] == 8
    assert {w: out["whists"][w]["Declarer"] for w in ("Left", "Across", "Right")} == {
        "Left": 40, "Across": 8, "Right": 8}
