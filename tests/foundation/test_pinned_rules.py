"""A night is read by what it was played under (docs/format.md, "Pinned rules"; issue 25).

``scorekeeper new`` writes a ``[pinned]`` table (the version, every option's value of the
preset); ``scorekeeper pin FILE`` appends one to a file written before.  A pinned file is read by
its pinned values in the preset's place, the file's ``[options]`` on top; a file without a pin
reads as it always did.  The core test changes a preset's value on purpose (as a later version
might) and shows the pinned night's money unchanged, the unpinned one's changed.
"""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorekeeper import __version__
from scorekeeper.cli.app import app
from scorekeeper.core import registry
from scorekeeper.core.options import resolve_options
from scorekeeper.errors import ScorekeeperError
from scorekeeper.session import cache, files
from scorekeeper.session.model import parse_session

ROOT = Path(__file__).resolve().parents[2]
SOCHI = ROOT / "sample_sessions" / "preferans-sochi.toml"
runner = CliRunner()


def run(*args: str) -> tuple[int, str]:
    r = runner.invoke(app, list(args), terminal_width=400)
    return r.exit_code, r.output


def money(path: Path) -> dict:
    """What the night's settlement says, from a cold read (no checkpoint)."""
    code, out = run("settle", str(path), "--all", "--json")
    assert code == 0, out
    return json.loads(out)


@pytest.fixture
def no_cache(monkeypatch):
    """A preset changed in this process leaves the code's fingerprint as it was: read cold."""
    monkeypatch.setenv("SCOREKEEPER_CACHE", "off")


def sochi_changed(monkeypatch, **values):
    """What a later version might do: the preset ``sochi`` of preferans with other values."""
    preset = registry.preset(registry.game("preferans"), "sochi")
    for name, value in values.items():
        monkeypatch.setitem(preset.values, name, value)  # type: ignore[index]


# ------------------------------------------------------------------------ the core test
def test_a_pinned_night_keeps_its_money_when_a_later_preset_changes(tmp_path, monkeypatch,
                                                                    no_cache):
    pinned, plain = tmp_path / "pinned.toml", tmp_path / "plain.toml"
    shutil.copy(SOCHI, pinned)
    shutil.copy(SOCHI, plain)
    before = money(plain)
    code, out = run("pin", str(pinned))
    assert code == 0 and "pinned" in out, out
    assert money(pinned) == before  # the pin changes nothing today

    sochi_changed(monkeypatch, whist_penalty="half", pool_conversion=2)
    assert money(pinned) == before  # the pinned night: its own figures
    assert money(plain) != before  # the same night unpinned: the changed preset's (the test can fail)


def test_a_night_new_starts_is_pinned_and_keeps_its_money(tmp_path, monkeypatch, no_cache):
    night = tmp_path / "night.toml"
    code, out = run("new", str(night), "-g", "preferans", "-r", "sochi", "-p", "Anna,Boris,Vera")
    assert code == 0, out
    code, out = run("add", str(night), "declarer=Boris", "contract=6s", 'whist=["Vera"]',
                    "tricks={Boris=6}")
    assert code == 0, out
    env = parse_session(night.read_text(encoding="utf-8")).envelope
    assert env.pinned is not None and env.pinned["version"] == __version__
    game = registry.game("preferans")
    assert env.pinned["options"] == resolve_options(game.options, registry.preset(game, "sochi"))
    before = money(night)
    unpinned = tmp_path / "unpinned.toml"
    text = night.read_text(encoding="utf-8")
    start, end = text.index("# What the night"), text.index("\n[[deal]]") + 1
    unpinned.write_text(text[:start] + text[end:], encoding="utf-8")
    assert money(unpinned) == before

    sochi_changed(monkeypatch, pool_conversion=2)
    assert money(night) == before
    assert money(unpinned) != before


def test_a_later_default_does_not_change_a_pinned_night(tmp_path, monkeypatch, no_cache):
    """An option's default changed (not a preset's value): the pin holds the defaults too."""
    from dataclasses import replace

    pinned, plain = tmp_path / "pinned.toml", tmp_path / "plain.toml"
    shutil.copy(SOCHI, pinned)
    shutil.copy(SOCHI, plain)
    assert run("pin", str(pinned))[0] == 0
    before = money(plain)
    game = registry.game("preferans")
    assert "pool_conversion" in registry.preset(game, "sochi").values
    monkeypatch.delitem(registry.preset(game, "sochi").values, "pool_conversion")  # type: ignore[arg-type]
    monkeypatch.setitem(game.options, "pool_conversion",
                        replace(game.options["pool_conversion"], default=3))
    assert money(pinned) == before
    assert money(plain) != before


# ------------------------------------------------------------------------ what the pin is
def test_the_files_options_still_apply_on_top_of_the_pin(tmp_path):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)  # [options] pool = 20
    text = night.read_text(encoding="utf-8").replace("pool = 20", "pool = 30")
    night.write_text(text, encoding="utf-8")
    files.pin(night)
    rep = files.load_replay(night)
    assert rep.table.options["pool"] == 30
    assert parse_session(night.read_text(encoding="utf-8")).envelope.pinned["options"]["pool"] == 20


def test_an_option_the_pin_does_not_name_keeps_the_presets_value(tmp_path):
    """An option added after the pin was written: the preset's value (no pin to overrule it)."""
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    files.pin(night)
    text = night.read_text(encoding="utf-8").replace('\nwhist_penalty = "full"\n', "\n")
    night.write_text(text, encoding="utf-8")
    assert files.load_replay(night).table.options["whist_penalty"] == "full"


def test_a_pinned_value_differing_from_the_preset_is_the_one_read(tmp_path):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    files.pin(night)
    text = night.read_text(encoding="utf-8").replace('\nwhist_penalty = "full"\n',
                                                     '\nwhist_penalty = "half"\n')
    night.write_text(text, encoding="utf-8")
    assert files.load_replay(night).table.options["whist_penalty"] == "half"


def test_a_pinned_option_this_version_does_not_know_is_refused_naming_its_key(tmp_path):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    files.pin(night)
    night.write_text(night.read_text(encoding="utf-8") + "no_such_option = 3\n", encoding="utf-8")
    with pytest.raises(ScorekeeperError) as err:
        files.load_replay(night)
    assert err.value.key == "pinned.options.no_such_option"
    code, out = run("check", str(night))
    assert code == 1 and "pinned.options.no_such_option" in out


def test_a_pin_without_its_version_is_refused(tmp_path):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    night.write_text(night.read_text(encoding="utf-8") + "\n[pinned.options]\npool = 20\n",
                     encoding="utf-8")
    code, out = run("check", str(night))
    assert code == 1 and "pinned" in out and "version" in out


@pytest.mark.parametrize("game", registry.game_names())
def test_every_presets_pin_reads_back_as_its_values(game):
    g = registry.game(game)
    for preset in (g.presets.values() if isinstance(g.presets, dict) else g.presets):
        text = files.pinned_text(g, preset)
        data = tomllib.loads(text)["pinned"]
        assert data["version"] == __version__
        assert data["options"] == resolve_options(g.options, preset), preset.name
        assert resolve_options(g.options, preset, pinned=data["options"]) == \
            resolve_options(g.options, preset)


def test_a_file_without_a_pin_reads_as_before():
    env = parse_session(SOCHI.read_text(encoding="utf-8")).envelope
    assert env.pinned is None


def test_envelope_text_pins_unless_asked_not_to():
    kw = dict(game="preferans", rules="sochi", players=["Anna", "Boris", "Vera"])
    assert "[pinned]" in files.envelope_text(**kw)
    assert "[pinned]" not in files.envelope_text(**kw, pin=False)


# ------------------------------------------------------------------------ pin: the file layer
def test_pin_appends_and_keeps_every_byte_and_comment(tmp_path):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    old = night.read_bytes()
    files.pin(night)
    new = night.read_bytes()
    assert new.startswith(old) and b"[pinned]" in new[len(old):]
    assert b"# Friday pulka at Boris's." in new  # the file's comments are its own still


def test_pin_keeps_a_crlf_file_crlf(tmp_path):
    night = tmp_path / "n.toml"
    night.write_bytes(SOCHI.read_bytes().replace(b"\n", b"\r\n"))
    old = night.read_bytes()
    files.pin(night)
    added = night.read_bytes()[len(old):]
    assert b"\r\n" in added and b"\n" not in added.replace(b"\r\n", b"")


def test_pinning_twice_is_refused_and_writes_nothing(tmp_path):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    assert run("pin", str(night))[0] == 0
    once = night.read_bytes()
    code, out = run("pin", str(night))
    assert code == 1 and "already pinned" in out and "nothing was written" in out
    assert night.read_bytes() == once


def test_a_night_new_started_is_refused_a_second_pin(tmp_path):
    night = tmp_path / "n.toml"
    assert run("new", str(night), "-g", "preferans", "-p", "Anna,Boris,Vera")[0] == 0
    code, out = run("pin", str(night))
    assert code == 1 and "already pinned" in out


def test_a_file_that_does_not_parse_is_never_pinned(tmp_path):
    night = tmp_path / "n.toml"
    night.write_text(SOCHI.read_text(encoding="utf-8") + '\n[[deal]]\nnote = "open\n',
                     encoding="utf-8")
    old = night.read_bytes()
    code, out = run("pin", str(night))
    assert code == 1 and night.read_bytes() == old


def test_entries_recorded_after_a_pin_count_on(tmp_path):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    entries = len(parse_session(night.read_text(encoding="utf-8")).entries)
    files.pin(night)
    code, out = run("add", str(night), 'note="after the pin"')
    assert code == 0, out
    session = parse_session(night.read_text(encoding="utf-8"))
    assert len(session.entries) == entries + 1 and session.envelope.pinned is not None


# ------------------------------------------------------------------------ checkpoints
def test_a_pin_appended_after_a_checkpoint_is_read_not_the_checkpoints_state(tmp_path):
    """The checkpoint of the unpinned file stands for its text; the pin after it is no entry, so
    the file is replayed whole, by the pin (here a value other than the preset's)."""
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    files.load_replay(night)  # a checkpoint of the unpinned file
    assert cache.load_head(str(night)) is not None
    game = registry.game("preferans")
    text = files.pinned_text(game, registry.preset(game, "sochi")).replace(
        'whist_penalty = "full"', 'whist_penalty = "half"')
    night.write_text(night.read_text(encoding="utf-8") + "\n" + text, encoding="utf-8")
    rep = files.load_replay(night)
    assert rep.resumed_from == 0 and rep.table.options["whist_penalty"] == "half"


def test_a_pinned_files_checkpoint_holds_its_pin(tmp_path, monkeypatch):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    files.pin(night)
    text = night.read_text(encoding="utf-8").replace('\nwhist_penalty = "full"\n',
                                                     '\nwhist_penalty = "half"\n')
    night.write_text(text, encoding="utf-8")
    cold = money(night)
    files.load_replay(night)
    cp = cache.load_checkpoint(str(night), night.read_text(encoding="utf-8"))
    assert cp is not None and cp.session.envelope.pinned["options"]["whist_penalty"] == "half"
    code, out = run("add", str(night), 'note="one more"')
    assert code == 0, out
    rep = files.load_replay(night)
    assert rep.resumed_from > 0 and rep.table.options["whist_penalty"] == "half"
    monkeypatch.setenv("SCOREKEEPER_CACHE", "on")
    code, out = run("settle", str(night), "--all", "--json")
    assert json.loads(out) == cold


def test_a_stop_once_the_pin_is_in_the_file_says_pinned_and_succeeds(tmp_path, capsys):
    """As for an entry that landed: once the pin is in the file, a stop signal does not make the
    command say "nothing was written"."""
    from scorekeeper.cli import common

    common.landed_entry.clear()
    common.created_file.clear()
    common.pinned_file.clear()
    try:
        common.pinned(tmp_path / "n.toml")()
        assert common.stopped() == 0
        assert "pinned" in capsys.readouterr().err
    finally:
        common.pinned_file.clear()
