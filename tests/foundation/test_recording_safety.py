"""'Nothing recorded is ever lost': recording through the whole stack (parse, replay, locked append)."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from scorekeeper.errors import ScorekeeperError
from scorekeeper.session.files import load_replay, record

TESTS = Path(__file__).resolve().parents[1]

WRITER = """
import sys
sys.path.insert(0, {tests!r})
from scorekeeper.core import registry
import toygame
registry.register(toygame.SPEC)
from scorekeeper.session.files import record
for i in range({n}):
    record({path!r}, {{"winner": {who!r}, "points": 1, "note": f"{who} {{i}}"}})
"""


def test_two_processes_recording_at_once_lose_nothing(toy_file):
    toy_file.write_text(toy_file.read_text() + "[options]\ntarget = 100000\n", encoding="utf-8")
    n = 25
    procs = [subprocess.Popen([sys.executable, "-c", WRITER.format(tests=str(TESTS), n=n, path=str(toy_file), who=w)])
             for w in ("Anna", "Boris")]
    assert [p.wait(timeout=120) for p in procs] == [0, 0]
    rep = load_replay(toy_file, every_entry=True)
    assert rep.state["score"] == {"Anna": n, "Boris": n, "Vera": 0}
    notes = sorted(e.note for e in rep.entries)
    assert notes == sorted([f"Anna {i}" for i in range(n)] + [f"Boris {i}" for i in range(n)])


def test_crash_during_the_write_leaves_the_previous_file(toy_file, monkeypatch):
    from scorekeeper.session import saves

    record(toy_file, {"winner": "Anna", "points": 2})
    before = toy_file.read_bytes()

    def crash(*a, **k):
        raise OSError("power cut")

    monkeypatch.setattr(saves, "exchange", crash)
    with pytest.raises((ScorekeeperError, OSError)):
        record(toy_file, {"winner": "Boris", "points": 3})
    monkeypatch.undo()
    assert toy_file.read_bytes() == before
    tomllib.loads(before.decode())
    assert [p.name for p in toy_file.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_refused_entry_leaves_the_file_byte_for_byte(toy_file):
    before = toy_file.read_bytes()
    with pytest.raises(ScorekeeperError):
        record(toy_file, {"winner": "Gleb", "points": 1})
    assert toy_file.read_bytes() == before


def test_a_void_can_be_recorded_even_when_an_earlier_entry_is_wrong(toy_file):
    toy_file.write_text(toy_file.read_text() + '\n[[deal]]\nwinner = "Gleb"\npoints = 1\n', encoding="utf-8")
    rec = record(toy_file, {"void": 1, "note": "Gleb is not playing"})
    assert rec.number == 2 and rec.result.kind == "void"
    assert rec.replay is not None and rec.replay.problems == []


# ---------------------------------------------------------------------------------------------
# Every write tells the truth (a write that landed never says it failed, and the reverse)

from typer.testing import CliRunner  # noqa: E402

from scorekeeper.cli.app import app  # noqa: E402
from scorekeeper.session import cache, saves, storage  # noqa: E402

runner = CliRunner()


def _deals(path):
    return tomllib.loads(path.read_text(encoding="utf-8")).get("deal", [])


@pytest.fixture
def long_cache(monkeypatch, tmp_path):
    """Every file counts as long: checkpoints are kept from the first entry on."""
    monkeypatch.setattr(cache, "MIN_ENTRIES", 1)
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(tmp_path / "cache"))


def test_a_failed_write_leaves_no_checkpoint_of_the_text_it_did_not_write(toy_file, long_cache, monkeypatch):
    """The audit's worst case: a checkpoint saved before the replace covered the new entry, the
    replace failed, the retry found an empty tail and crashed after writing (IndexError)."""
    for i in range(3):
        record(toy_file, {"winner": "Anna", "points": 1})
    before = toy_file.read_bytes()
    real = saves.exchange
    monkeypatch.setattr(saves, "exchange", lambda *a: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    with pytest.raises(ScorekeeperError, match="disk is full"):
        record(toy_file, {"winner": "Boris", "points": 7})
    monkeypatch.setattr(saves, "exchange", real)
    assert toy_file.read_bytes() == before
    head = cache.load_head(str(toy_file))
    assert head is not None and head.length <= len(before)  # describes bytes on disk only
    r = runner.invoke(app, ["add", str(toy_file), "winner=Boris", "points=7"])  # the retry
    assert r.exit_code == 0, r.output
    assert [d for d in _deals(toy_file) if d.get("winner") == "Boris"] == [{"winner": "Boris", "points": 7}]
    assert "entry 4" in r.output


def test_a_checkpoint_of_the_very_text_being_written_is_not_taken_as_the_result(toy_file, long_cache):
    """Even a checkpoint that already covers the new text (a stale one from an older version)
    must not leave the append without its own entry's result."""
    record(toy_file, {"winner": "Anna", "points": 1})
    text = toy_file.read_text(encoding="utf-8")
    new = text + "\n" + storage.format_entry({"winner": "Vera", "points": 2})
    cache.replay_text(new, str(toy_file))  # a checkpoint ahead of the file
    rec = record(toy_file, {"winner": "Vera", "points": 2})
    assert rec.number == 2 and rec.result.number == 2


def test_ctrl_c_right_after_the_replace_reports_recorded(toy_file, monkeypatch):
    import signal

    real = saves.exchange

    def replace_then_ctrl_c(src, dst):
        os.kill(os.getpid(), signal.SIGINT)  # arrives in the instant of the exchange
        return real(src, dst)

    monkeypatch.setattr(saves, "exchange", replace_then_ctrl_c)
    r = runner.invoke(app, ["add", str(toy_file), "winner=Anna", "points=3"])
    monkeypatch.undo()
    assert r.exit_code == 0, r.output
    assert "recorded as entry 1" in r.output and "nothing was written" not in r.output
    assert _deals(toy_file) == [{"winner": "Anna", "points": 3}]


def test_ctrl_c_after_the_entry_was_shown_still_reports_recorded(toy_file, monkeypatch):
    from scorekeeper.cli import common

    real = common._show_recorded

    def shown_then_ctrl_c(*a):
        real(*a)
        raise KeyboardInterrupt  # as if it arrived once everything was printed

    monkeypatch.setattr(common, "_show_recorded", shown_then_ctrl_c)
    r = runner.invoke(app, ["add", str(toy_file), "winner=Anna", "points=3"])
    assert r.exit_code == 0 and "recorded as entry 1" in r.output, r.output
    assert _deals(toy_file) == [{"winner": "Anna", "points": 3}]


def test_ctrl_c_before_the_replace_reports_nothing_written(toy_file, monkeypatch):
    before = toy_file.read_bytes()

    def interrupted(*a):
        raise KeyboardInterrupt

    monkeypatch.setattr(saves, "exchange", interrupted)
    r = runner.invoke(app, ["add", str(toy_file), "winner=Anna", "points=3"])
    monkeypatch.undo()
    assert r.exit_code == 130 and "nothing was written" in r.output
    assert toy_file.read_bytes() == before
    assert [p.name for p in toy_file.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_a_failure_after_the_entry_landed_never_fails_the_command(toy_file, monkeypatch):
    from scorekeeper.cli import common

    def broken(*a, **k):
        raise RuntimeError("cannot show it")

    monkeypatch.setattr(common, "emit", broken)
    r = runner.invoke(app, ["add", str(toy_file), "winner=Vera", "points=2"])
    assert r.exit_code == 0 and "recorded as entry 1" in r.output
    assert _deals(toy_file) == [{"winner": "Vera", "points": 2}]


def test_undo_chooses_its_entry_under_the_lock(toy_file):
    """R: each undo strikes the next live entry (docs/format.md, concurrent undo)."""
    for w in ("Anna", "Boris", "Vera"):
        record(toy_file, {"winner": w, "points": 1})
    from scorekeeper.session.files import undo_entry

    assert record(toy_file, undo_entry(None, str(toy_file))).result.data == {"void": 3, "undo": True}
    assert record(toy_file, undo_entry(None, str(toy_file))).result.data == {"void": 2, "undo": True}
    assert record(toy_file, undo_entry(None, str(toy_file))).result.data == {"void": 1, "undo": True}
    with pytest.raises(ScorekeeperError, match="no live entry to undo"):
        record(toy_file, undo_entry(None, str(toy_file)))


def test_penalties_are_kept_exactly_or_refused(toy_file):
    for bad, why in (("nan", "finite"), ("inf", "finite"), ("-inf", "finite"), ("1e400", "finite"),
                     ("1000001", "out of range"), ("0.0001", "decimal places"), ("0.3333", "decimal places")):
        before = toy_file.read_bytes()
        r = runner.invoke(app, ["penalty", str(toy_file), f"Anna={bad}", "--note", "x"])
        assert r.exit_code == 1 and why in r.output and f"points Anna={bad}" in r.output, (bad, r.output)
        assert toy_file.read_bytes() == before
    assert runner.invoke(app, ["penalty", str(toy_file), "Anna=0.25", "--note", "x"]).exit_code == 0


@pytest.mark.parametrize("checkpoints", ["on", "off"])
def test_recording_into_a_short_file_reads_it_once_and_numbers_the_entry(toy_file, monkeypatch,
                                                                          checkpoints):
    """Issue 16: the entry's number comes from the replay that checks it; the file is parsed once
    at most: with the checkpoint the last entry left, only the new entry's text is parsed."""
    from scorekeeper.session import model

    monkeypatch.setenv("SCOREKEEPER_CACHE", checkpoints)
    for i in range(5):
        record(toy_file, {"winner": "Anna", "points": 1})
    parsed: list[int] = []
    loads = model.tomllib.loads

    def counted(text: str):
        parsed.append(len(text))
        return loads(text)

    monkeypatch.setattr(model.tomllib, "loads", counted)
    rec = record(toy_file, {"note": "the sixth entry"})
    assert rec.number == 6
    whole = [n for n in parsed if n > 200]  # the file is longer; the new entry far shorter
    assert len(whole) == (0 if checkpoints == "on" else 1), parsed
    assert parsed, "the new entry is parsed all the same"
    assert record(toy_file, {"winner": "Boris", "points": 2}).number == 7
    assert record(toy_file, {"void": 7}).number == 8
    assert [e.number for e in load_replay(toy_file, every_entry=True).entries] == [1, 2, 3, 4, 5, 6, 7, 8]


# ---------------------------------------------------------------------------------------------
# Every stop signal tells the truth as Ctrl-C does (SIGTERM: a shutdown; SIGHUP: the terminal
# closed; SIGQUIT: Ctrl-\)


@pytest.fixture
def stop_handlers():
    """The handlers the program installs at start (scorekeeper.__main__.run), for this test."""
    import signal

    from scorekeeper import signals

    before = {s: signal.getsignal(s) for s in signals.STOPS}
    signals.install()
    yield signals
    for s, h in before.items():
        signal.signal(s, h)


@pytest.mark.parametrize("signame", ["SIGTERM", "SIGHUP", "SIGQUIT"])
def test_a_stop_signal_in_the_instant_of_the_exchange_reports_recorded(toy_file, monkeypatch,
                                                                       stop_handlers, signame):
    import signal

    real = saves.exchange

    def exchange_then_stop(src, dst):
        os.kill(os.getpid(), getattr(signal, signame))  # held back until the entry is told
        return real(src, dst)

    monkeypatch.setattr(saves, "exchange", exchange_then_stop)
    r = runner.invoke(app, ["add", str(toy_file), "winner=Anna", "points=3"])
    assert r.exit_code == 0, r.output
    assert "recorded as entry 1" in r.output and "nothing was written" not in r.output
    assert _deals(toy_file) == [{"winner": "Anna", "points": 3}]


@pytest.mark.parametrize(("signame", "status"), [("SIGTERM", 143), ("SIGHUP", 129), ("SIGQUIT", 131)])
def test_a_stop_signal_before_the_exchange_says_which_and_that_nothing_was_written(
        toy_file, monkeypatch, stop_handlers, signame, status):
    import signal

    before = toy_file.read_bytes()
    real = saves.prepare

    def stop_then_prepare():  # the last step before the signals are held
        os.kill(os.getpid(), getattr(signal, signame))
        real()

    monkeypatch.setattr(saves, "prepare", stop_then_prepare)
    r = runner.invoke(app, ["add", str(toy_file), "winner=Anna", "points=3"])
    assert r.exit_code == status, r.output
    assert f"interrupted ({signame}" in r.output and "nothing was written" in r.output
    assert "recorded" not in r.output
    assert toy_file.read_bytes() == before
    assert [p.name for p in toy_file.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_an_error_that_follows_a_ctrl_c_is_the_ctrl_c_and_not_a_bug(toy_file, monkeypatch,
                                                                   stop_handlers):
    """Ctrl-C in the middle of a lazy import (the locking library's): the import machinery
    swallows the interrupt, and the import then fails.  That is the interrupt: 130, "nothing was
    written" — never "internal error" (exit 70)."""
    import signal
    import time

    from scorekeeper.session import locking

    before = toy_file.read_bytes()

    def import_cut_short(self):
        try:
            os.kill(os.getpid(), signal.SIGINT)
            time.sleep(1)
        except KeyboardInterrupt:  # as a finaliser inside the import machinery would
            pass
        raise ImportError("cannot import name 'FileLock' from partially initialized module 'filelock'")

    monkeypatch.setattr(locking._locked, "__enter__", import_cut_short)
    r = runner.invoke(app, ["add", str(toy_file), "winner=Anna", "points=3"])
    assert r.exit_code == 130, r.output
    assert "interrupted; nothing was written" in r.output and "internal error" not in r.output
    assert toy_file.read_bytes() == before


def test_new_interrupted_once_the_file_exists_reports_it_created(tmp_path, monkeypatch):
    """Ctrl-C while `new` says "created …": the file is there, so that is what it says (exit 0),
    never "nothing was written"."""
    class Interrupted:
        def print(self, *a, **k):
            raise KeyboardInterrupt

    monkeypatch.setattr("scorekeeper.cli.app.console", lambda: Interrupted())
    target = tmp_path / "fresh.toml"
    r = runner.invoke(app, ["new", str(target), "-g", "toy", "-p", "Anna,Boris,Vera"])
    assert r.exit_code == 0, r.output
    assert f"created {target}" in r.output and "nothing was written" not in r.output
    assert target.exists()
