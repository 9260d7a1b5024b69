"""The table's events on the command line (format §Table events): `seats`, `join`, `leave` and
`last-circle` append one entry each, with its comments and bytes before it kept; a refused one
leaves the file as it was; `log`, `explain` and `show` say what each did, in both languages."""

from __future__ import annotations

import tomllib
from pathlib import Path

from typer.testing import CliRunner

from scorekeeper.cli.app import app

runner = CliRunner()


def run(*args: object, lang: str = "en"):
    return runner.invoke(app, ["--lang", lang, *[str(a) for a in args]], terminal_width=100)


def night(tmp_path: Path) -> Path:
    f = tmp_path / "night.toml"
    assert run("new", f, "-g", "preferans", "-p", "Anna,Boris,Vera").exit_code == 0
    assert run("preferans", "game", f, "Anna", "7s", "-w", "Boris", "-t", "7").exit_code == 0
    return f


def entries(f: Path) -> list[dict]:
    return tomllib.loads(f.read_text(encoding="utf-8"))["deal"]


def test_join_leave_seats_and_last_circle_append_their_entries(tmp_path):
    f = night(tmp_path)
    assert run("join", f, "Gleb", "--after", "Vera").exit_code == 0
    assert run("leave", f, "Boris", "-n", "last train").exit_code == 0
    assert run("seats", f, "Vera,Anna,Gleb").exit_code == 0
    assert run("join", f, "Dima", "--for", "Anna").exit_code == 0
    assert run("last-circle", f).exit_code == 0
    assert entries(f)[1:] == [
        {"joins": "Gleb", "after": "Vera"}, {"leaves": "Boris", "note": "last train"},
        {"seats": ["Vera", "Anna", "Gleb"]}, {"joins": "Dima", "leaves": "Anna"},
        {"last_circle": True}]
    log = run("log", f).output
    for said in ("Gleb joins", "Boris leaves", "seats: Vera, Anna, Gleb", "Dima takes Anna's seat",
                 "last circle"):
        assert said in log
    shown = run("show", f).output
    # Dima has dealt as often as Anna, whose seat he took (once); Vera and Gleb not yet
    assert "last circle: 2 deals left, dealt by Vera, Gleb" in shown
    assert "R-P-E1" in run("explain", f, 2).output


def test_a_refused_join_leaves_the_file_byte_for_byte(tmp_path):
    f = night(tmp_path)
    before = f.read_bytes()
    r = run("join", f, "Anna")
    assert r.exit_code != 0 and "Anna has sat at this table already" in r.output
    r = run("seats", f, "Anna,Boris", "--from", "1")
    assert r.exit_code != 0 and "every player at the table once" in r.output
    assert f.read_bytes() == before


def test_the_newcomer_is_asked_about_like_anyone_at_the_table(tmp_path):
    f = night(tmp_path)
    assert run("join", f, "Gleb").exit_code == 0
    # Boris deals entry 3 and, with four at the table, sits out: Gleb may declare
    r = run("preferans", "game", f, "Gleb", "6s", "-w", "Anna", "-t", "6")
    assert r.exit_code == 0, r.output
    r = run("preferans", "game", f, "Vera", "6s", "-w", "Anna", "-t", "6")
    assert r.exit_code != 0 and "Vera deals this deal and sits out" in r.output


def test_table_events_in_russian(tmp_path):
    f = night(tmp_path)
    assert run("join", f, "Gleb", lang="ru").exit_code == 0
    assert "Gleb садится за стол" in run("log", f, lang="ru").output
    explained = run("explain", f, 2, lang="ru").output
    assert "против новичка" in explained and "R-P-E1" in explained
    r = run("leave", f, "Zoya", lang="ru")
    assert r.exit_code != 0
