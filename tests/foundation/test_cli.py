"""The generic commands, for every registered game (here through the tiny test game)."""

from __future__ import annotations

import json
import re
import tomllib

import pytest
import typer
from cli_tree import commands
from typer.testing import CliRunner

from scorekeeper.cli.app import app

runner = CliRunner()


def sk(*args):
    return runner.invoke(app, [str(a) for a in args])


def test_new_creates_a_session_and_refuses_to_overwrite(tmp_path):
    f = tmp_path / "night.toml"
    r = sk("new", f, "--game", "toy", "--players", "Anna, Boris,Vera", "--rules", "quick",
           "-o", "target=7", "--title", "Friday", "--date", "2026-11-27")
    assert r.exit_code == 0, r.output
    data = tomllib.loads(f.read_text())
    assert data["players"] == ["Anna", "Boris", "Vera"]
    assert data["options"] == {"target": 7} and data["rules"] == "quick" and data["format"] == 1
    before = f.read_bytes()
    r = sk("new", f, "--game", "toy", "--players", "X,Y")
    assert r.exit_code == 1 and "refusing to overwrite" in r.output
    assert f.read_bytes() == before


def test_new_refuses_unknown_game_with_closest_name(tmp_path):
    r = sk("new", tmp_path / "x.toml", "--game", "tyo", "--players", "A,B")
    assert r.exit_code == 1 and "did you mean 'toy'" in r.output
    assert not (tmp_path / "x.toml").exists()


def test_record_undo_void_penalty_note_append_and_keep_comments(toy_file):
    toy_file.write_text("# Friday at Boris's\n" + toy_file.read_text() + "# keep me\n", encoding="utf-8")
    assert sk("add", toy_file, "winner=Anna", "points=3").exit_code == 0
    assert sk("add", toy_file, "winner=Boris", "points=2").exit_code == 0
    r = sk("undo", toy_file, "--note", "wrong winner")
    assert r.exit_code == 0, r.output
    assert sk("penalty", toy_file, "Vera=5", "--note", "misdeal").exit_code == 0
    assert sk("note", toy_file, "Gleb arrived").exit_code == 0
    assert sk("void", toy_file, 1).exit_code == 0
    text = toy_file.read_text()
    assert text.startswith("# Friday at Boris's\n") and "# keep me\n" in text
    deals = tomllib.loads(text)["deal"]
    assert deals[2] == {"void": 2, "undo": True, "note": "wrong winner"}
    assert deals[3] == {"penalty": {"Vera": 5}, "note": "misdeal"}
    assert deals[5] == {"void": 1}
    r = sk("show", toy_file, "--json")
    assert json.loads(r.output)["score"] == {"Anna": 0, "Boris": 0, "Vera": 5}


def test_refused_entry_is_not_written_and_exit_is_nonzero(toy_file):
    before = toy_file.read_bytes()
    r = sk("add", toy_file, "winner=Bois", "points=3")
    assert r.exit_code == 1
    assert "entry 1" in r.output and 'winner = "Bois"' in r.output
    assert "did you mean 'Boris'" in r.output
    assert "not recorded" in r.output
    assert re.search(r"night\.toml:\d", r.output) is None  # no line: the entry is not in the file
    assert toy_file.read_bytes() == before


def test_file_that_does_not_parse_is_never_written(toy_file):
    toy_file.write_text(toy_file.read_text() + "[[deal]\nbroken", encoding="utf-8")
    before = toy_file.read_bytes()
    for args in (("add", toy_file, "winner=Anna", "points=1"), ("undo", toy_file), ("note", toy_file, "x")):
        r = sk(*args)
        assert r.exit_code == 1 and "not valid TOML" in r.output and "Traceback" not in r.output
        assert toy_file.read_bytes() == before


def test_settle_json_is_exactly_format_md(toy_file):
    sk("add", toy_file, "winner=Anna", "points=10")
    out = json.loads(sk("settle", toy_file, "--json").output)
    assert out == {"game": "toy", "rules": "plain", "players": ["Anna", "Boris", "Vera"], "unit": "point",
                   "finished": True, "winner": "Anna", "balance": {"Anna": 10, "Boris": 0, "Vera": 0}}
    money = json.loads(sk("settle", toy_file, "--json", "--price", "0.5").output)
    assert money["money"] == {"Anna": 5.0, "Boris": 0.0, "Vera": 0.0}


def test_show_settle_log_explain_rules_export_run(toy_file, tmp_path):
    sk("add", toy_file, "winner=Anna", "points=3")
    sk("undo", toy_file)
    sk("add", toy_file, "winner=Vera", "points=4")
    for args in (("show", toy_file), ("settle", toy_file, "--price", "2"), ("log", toy_file),
                 ("explain", toy_file), ("explain", toy_file, 3), ("rules", "toy"), ("rules",),
                 ("rules", "toy", "--rules", "quick", "--json"), ("check", toy_file)):
        r = sk(*args)
        assert r.exit_code == 0, (args, r.output)
    log = json.loads(sk("log", toy_file, "--json").output)
    assert [e["voided_by"] for e in log] == [2, None, None]
    exp = json.loads(sk("explain", toy_file, 3, "--json").output)
    assert exp[0]["steps"][0]["rule"] == "toy §1" and exp[0]["steps"][0]["delta"] == 4
    for kind in ("json", "csv", "markdown"):
        r = sk("export", toy_file, "--to", kind)
        assert r.exit_code == 0 and "Vera" in r.output
    out = tmp_path / "sheet.md"
    assert sk("export", toy_file, "-o", out).exit_code == 0 and out.exists()
    assert sk("export", toy_file, "-o", out).exit_code == 1  # never overwrites


def test_key_value_argument_without_equals_names_the_value(toy_file):
    r = sk("penalty", toy_file, "Anna", "--note", "x")
    assert r.exit_code == 1 and "points Anna: no '='" in r.output and "Name=value" in r.output


def test_explain_unknown_entry_number(toy_file):
    r = sk("explain", toy_file, 9)
    assert r.exit_code == 1 and "no entry 9" in r.output


def test_check_lists_every_problem_and_exits_nonzero(toy_file):
    toy_file.write_text(toy_file.read_text() + '[[deal]]\nwinner = "X"\npoints = 1\n'
                        '[[deal]]\nwinner = "Anna"\npoints = "a"\n', encoding="utf-8")
    r = sk("check", toy_file)
    assert r.exit_code == 1
    assert "entry 1" in r.output and "entry 2" in r.output
    j = sk("check", toy_file, "--json")
    assert j.exit_code == 1 and len(json.loads(j.output)["problems"]) == 2


def test_missing_file_is_an_error_not_a_traceback(tmp_path):
    r = sk("show", tmp_path / "nope.toml")
    assert r.exit_code == 1 and "Traceback" not in r.output


def test_every_command_and_option_has_help():
    root = typer.main.get_command(app)
    missing = []
    for path, cmd in commands(root):
        if not (cmd.help or cmd.short_help):
            missing.append(" ".join(path))
        for p in cmd.params:
            if p.name in ("help",):
                continue
            if not getattr(p, "help", None):
                missing.append(f"{' '.join(path)} {p.name}")
    assert missing == []


@pytest.mark.parametrize("args", [("--help",), ("show", "--help"), ("--version",)])
def test_help_and_version(args):
    assert sk(*args).exit_code == 0


@pytest.mark.parametrize("game,deal", [
    ("preferans", ["preferans", "game", "{f}", "[/x]", "7s", "-w", "Vera", "-t", "7"]),
    ("five-hundred", ["five-hundred", "deal", "{f}", "[/x]", "7NT", "-t", "[/x]=7", "-t", "Vera=3"]),
])
def test_names_that_look_like_terminal_markup_are_printed_as_written(tmp_path, game, deal):
    """A name is text, never markup: '[/x]' must neither vanish nor crash the terminal output."""
    f = tmp_path / "night.toml"
    assert sk("new", f, "--game", game, "--players", "[/x],Boris,Vera").exit_code == 0
    r = sk(*[a.format(f=f) for a in deal])
    assert r.exit_code == 0, r.output
    for args in (("show", f), ("settle", f, "--price", "1"), ("log", f), ("explain", f), ("check", f)):
        r = sk(*args)
        assert r.exit_code == 0, (args, r.output)
        assert "Traceback" not in r.output
    assert "[/x]" in sk("settle", f).output


def test_a_short_flag_means_one_thing_across_commands():
    """One meaning per short flag: -o is --option on every command that takes options; only the
    commands that write a file and take no options (export, draw) spell --output as -o."""
    root = typer.main.get_command(app)
    meaning: dict[str, set[str]] = {}
    for path, cmd in [((), root), *commands(root)]:
        longs = {o for p in cmd.params for o in getattr(p, "opts", []) if o.startswith("--")}
        for p in cmd.params:
            shorts = [o for o in getattr(p, "opts", []) + getattr(p, "secondary_opts", [])
                      if o.startswith("-") and not o.startswith("--")]
            long = next((o for o in p.opts if o.startswith("--")), p.name)
            for s in shorts:
                if s == "-o" and long == "--output":
                    assert "--option" not in longs, f"{' '.join(path)}: -o must be --option here"
                    continue
                meaning.setdefault(s, set()).add(long)
    assert {s: m for s, m in meaning.items() if len(m) > 1} == {}
    assert meaning["-o"] == {"--option"} and meaning["-V"] == {"--version"}


def test_csv_export_rounds_like_the_screen():
    from scorekeeper.views.text import fmt
    from scorekeeper.views.tables import to_csv
    from scorekeeper.core.engine import SheetTable

    third = 160 / 3
    text = to_csv([SheetTable("settlement", ["player", "whists"], [["Anna", third], ["Boris", -third]])])
    assert text.splitlines()[2:] == ["Anna,53.33", "Boris,-53.33"]
    assert fmt(third) == "53.33"


@pytest.mark.parametrize("args", [["preferans", "overcall", "6s", "7s"],
                                  ["five-hundred", "overcall", "6s", "7s"]])
def test_overcall_answers_no_with_exit_status_0_and_refuses_bad_bids_with_1(args):
    """The documented contract: the answer is the output, not the exit status."""
    no = runner.invoke(app, args)
    assert no.exit_code == 0 and "does not overcall" in no.output
    bad = runner.invoke(app, [*args[:2], "6x", args[3]])
    assert bad.exit_code == 1 and "Traceback" not in bad.output
