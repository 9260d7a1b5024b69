"""Fault suite (7): SIGTERM, SIGHUP and SIGQUIT at random moments of every writing command.

A closed terminal (SIGHUP), a logout or a shutdown (SIGTERM), Ctrl-\\ (SIGQUIT) tell the truth as
Ctrl-C does (``test_interrupt.py``): exit 0 and "recorded as entry N" ⇔ the entry is in the file;
exit 128 + the signal and "interrupted (…); nothing was written" ⇔ the file is byte for byte as
before (for ``new`` and ``export -o``: the file is not there).  Never a traceback, never a process
the signal killed outright; a retry never records twice: every exit 0 added exactly one entry.

Half the signals fall anywhere in a command's run, half within 15 ms of the moment the file is
replaced (the change time the replace leaves, measured on warm-up runs): where the old program
died with nothing said every time."""

from __future__ import annotations

import os
import random
import signal
import statistics
import time
import tomllib
from pathlib import Path

import pytest

from faults.helpers import FIGURES, SLOW, Zygote, deals, no_traceback, preferans_text, temps


def _count(what: str, n: int = 1) -> None:
    """Add to the fault suite's figures (printed at the end of the run)."""
    key = f"signals: {what}"
    FIGURES[key] = FIGURES.get(key, 0) + int(n)


SIGNALS = {"SIGTERM": signal.SIGTERM, "SIGHUP": signal.SIGHUP, "SIGQUIT": signal.SIGQUIT}
#: signals sent to ``note`` alone, by signal (slow: 1,200 SIGTERMs and SIGHUPs together)
NOTES = {"SIGTERM": 600, "SIGHUP": 600, "SIGQUIT": 100} if SLOW else \
    {"SIGTERM": 12, "SIGHUP": 12, "SIGQUIT": 4}
#: signals of each kind sent to each of the other writing commands
PER_COMMAND = 20 if SLOW else 1
#: entries of the session each test starts from: 1…80 are voided, 81…160 amended, once each
BASE = 160


def _commands(tmp: Path, session: Path):
    """Every writing command, as a function of a number unique to the run: (args, the file it
    writes).  ``void`` and ``amend`` are given entries of the base not yet voided or amended."""
    return {
        "note": lambda i: (["note", session, f"signal {i}"], session),
        "add": lambda i: (["add", session, f"note=added {i}"], session),
        "penalty": lambda i: (["penalty", session, "Anna=1", "--note", f"late {i}"], session),
        "undo": lambda i: (["undo", session], session),
        "void": lambda i: (["void", session, str(1 + i)], session),
        "amend": lambda i: (["amend", session, str(81 + i), 'declarer="Anna"', "contract=6h",
                             "whist=[]"], session),
        "preferans game": lambda i: (["preferans", "game", session, "Vera", "6s", "-w", "Boris",
                                      "-t", "6"], session),
        "new": lambda i: (["new", tmp / f"new{i}.toml", "-g", "preferans", "-p", "A,B,C"],
                          tmp / f"new{i}.toml"),
        "export -o": lambda i: (["export", session, "--to", "json", "-o", tmp / f"out{i}.json"],
                                tmp / f"out{i}.json"),
    }


def _timing(z: Zygote, make, out: Path, number) -> tuple[float, float]:
    """How long the command runs, and when (seconds after it starts) its file is replaced, over
    two runs (each given its own ``number()``; the first of a process may load more)."""
    durations, replaced = [], []
    for _ in range(2):
        args, target = make(number())
        t0, t0_ns = time.perf_counter(), time.time_ns()
        assert z.wait(z.run(args, out)) == 0, out.read_text()
        durations.append(time.perf_counter() - t0)
        replaced.append((target.stat().st_ctime_ns - t0_ns) / 1e9)
    return statistics.median(durations) * 1.1, max(0.0, statistics.median(replaced))


def _moment(rng: random.Random, window: float, replaced: float) -> float:
    if rng.random() < 0.5:
        return rng.uniform(0, window)
    return max(0.0, rng.uniform(replaced - 0.015, replaced + 0.015))


def _send(z: Zygote, args: list, out: Path, signum: int, delay: float) -> tuple[int, str]:
    pid = z.run(args, out)
    time.sleep(delay)
    try:
        os.kill(pid, signum)
    except ProcessLookupError:
        pass
    code = z.wait(pid)
    return code, out.read_text(encoding="utf-8")


def _judge(name: str, signum: int, code: int, said: str, landed: bool) -> None:
    """What the command said matches what is on disk."""
    assert code >= 0, f"killed by signal {-code}: {said!r}"  # never ended by the signal itself
    assert no_traceback(said), said
    if landed:
        assert code == 0, (name, code, said)
        assert "nothing was written" not in said, said
        _count("landed")
        _count("recorded-after-the-signal", "recorded as entry" in said or "created" in said)
    else:
        assert code == 128 + signum, (name, code, said)
        assert "interrupted" in said and "nothing was written" in said, said
        assert signal.Signals(signum).name in said and "recorded" not in said, said
        _count("nothing written")


def _round(z: Zygote, name: str, make, i: int, signum: int, delay: float, out: Path) -> bool:
    """One run of a command with a signal sent ``delay`` seconds after it starts; whether its
    work is on disk."""
    args, made = make(i)
    appends = name not in ("new", "export -o")
    old = made.read_bytes() if appends else None
    code, said = _send(z, args, out, signum, delay)
    if appends:
        now = made.read_bytes()
        landed = now != old
        if landed:  # the old file and one more entry, nothing else
            assert now.startswith(old) and len(deals(made)) == len(_deals_of(old)) + 1
    else:
        landed = made.exists()
    _judge(name, signum, code, said, landed)
    return landed


def _deals_of(data: bytes) -> list:
    return tomllib.loads(data.decode("utf-8")).get("deal", [])


def _session(tmp: Path) -> Path:
    session = tmp / "night.toml"
    session.write_text(preferans_text(BASE), encoding="utf-8")
    return session


@pytest.mark.parametrize("signame", list(SIGNALS))
def test_a_stop_signal_at_random_moments_of_an_append_tells_the_truth(
        tmp_path: Path, zygote: Zygote, signame: str) -> None:
    signum = SIGNALS[signame]
    session = _session(tmp_path)
    out = tmp_path / "out.txt"
    make = _commands(tmp_path, session)["note"]
    window, replaced = _timing(zygote, make, out, iter(range(10_000, 10_003)).__next__)
    rng = random.Random(signum)
    before = len(deals(session))
    successes = 0
    for i in range(NOTES[signame]):
        successes += _round(zygote, "note", make, i, signum, _moment(rng, window, replaced), out)
    _count(f"{signame} sent", NOTES[signame])
    # a retry never records twice: every exit 0, and only those, added an entry
    assert len(deals(session)) - before == successes
    notes = [d["note"] for d in deals(session) if "note" in d]
    assert len(notes) == len(set(notes))
    assert temps(tmp_path) == []


def test_a_stop_signal_during_every_writing_command_tells_the_truth(tmp_path: Path,
                                                                    zygote: Zygote) -> None:
    session = _session(tmp_path)
    out = tmp_path / "out.txt"
    rng = random.Random(21)
    numbers = iter(range(10**9))
    for name, make in _commands(tmp_path, session).items():
        # void and amend: each run an entry of its own; one not struck or amended comes back
        targets = list(range(80))
        number = targets.pop if name in ("void", "amend") else numbers.__next__
        window, replaced = _timing(zygote, make, out, number)
        for signame, signum in SIGNALS.items():
            for _ in range(PER_COMMAND):
                i = number()
                before = len(deals(session))
                landed = _round(zygote, name, make, i, signum, _moment(rng, window, replaced), out)
                assert len(deals(session)) - before == int(landed and make(i)[1] == session)
                if not landed and name in ("void", "amend"):
                    targets.append(i)
                _count(f"{signame} sent")
                _count(f"command {name}")
    assert temps(tmp_path) == []


HANGUPS = 200 if SLOW else 6


def test_a_terminal_that_closes_never_turns_a_recorded_entry_into_a_failure(tmp_path: Path,
                                                                            zygote: Zygote) -> None:
    """The writer's output is a terminal that closes at a random moment (every write to it fails
    with EIO from then on) and SIGHUP follows: exit 0 ⇔ the entry is in the file, else 129."""
    import pty

    session = _session(tmp_path)
    out = tmp_path / "out.txt"
    make = _commands(tmp_path, session)["note"]
    window, replaced = _timing(zygote, make, out, iter(range(20_000, 20_003)).__next__)
    rng = random.Random(129)
    for i in range(HANGUPS):
        master, slave = pty.openpty()
        terminal = os.ttyname(slave)
        old = session.read_bytes()
        pid = zygote.run(["note", session, f"hangup {i}"], terminal)
        _wait_until_open(pid, terminal)
        os.close(slave)
        time.sleep(_moment(rng, window, replaced))
        os.close(master)  # the terminal is gone
        try:
            os.kill(pid, signal.SIGHUP)
        except ProcessLookupError:
            pass
        code = zygote.wait(pid)
        landed = session.read_bytes() != old
        assert code == (0 if landed else 128 + signal.SIGHUP), (i, code, landed)
        _count("terminal closed: landed" if landed else "terminal closed: nothing written")
    assert temps(tmp_path) == []


def _wait_until_open(pid: int, path: str) -> None:
    """Until the forked writer has its output open (a closed terminal cannot be opened)."""
    deadline = time.perf_counter() + 5
    while time.perf_counter() < deadline:
        try:
            if os.readlink(f"/proc/{pid}/fd/2") == path:
                return
        except OSError:
            pass
        time.sleep(0.0002)
    raise AssertionError("the writer never opened its terminal")


def test_a_reader_that_went_away_ends_a_read_with_141_and_a_write_with_0(tmp_path: Path) -> None:
    """``show … | head -1``: the reader goes away before the output is written.  A read ends
    quietly with 141, as any tool SIGPIPE stops; a recording is in the file and exits 0."""
    import subprocess
    import sys

    from faults.helpers import ROOT, env

    session = _session(tmp_path)
    runs = [(["show", session], False), (["export", session, "--to", "json"], False),
            (["note", session, "piped"], True), (["note", session, "piped json", "--json"], True)]
    for args, writes in runs:
        before = session.read_bytes()
        proc = subprocess.Popen([sys.executable, "-m", "scorekeeper", *map(str, args)], cwd=ROOT,
                                env=env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        proc.stdout.close()  # the reader is gone before a word is written
        said = proc.communicate(timeout=60)[1]
        assert no_traceback(said), said
        if writes:
            assert proc.returncode == 0 and session.read_bytes() != before, (args, said)
            assert "recorded as entry" in said, said
        else:
            assert (proc.returncode, said) == (141, ""), args
            assert session.read_bytes() == before
        _count("reader gone")
