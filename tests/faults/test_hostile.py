"""Fault suite (4): a corpus of hostile files through every reading and writing command.

Each file-level case is refused by every command with exit 1 and a message naming what is wrong,
and its bytes stay as they were; each entry-level case (one bad entry) is refused by the strict
readers, named by ``log``/``explain``/``check``, and does not block an append.  Benign oddities
(CRLF, a byte-order mark, no final newline) work everywhere.  Special files (a FIFO, /dev/zero, a
directory, a missing folder) are refused before being read, by real processes that must not hang.
No case may end in a traceback or the "please report it" message."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

import pytest
from faults.corpus import BENIGN, DEAL, ENTRY_LEVEL, FILE_LEVEL, PREF
from faults.helpers import invoke, locks, no_traceback, sk, temps

READERS = [["show"], ["show", "--json"], ["settle"], ["settle", "--json"], ["check"],
           ["check", "--json"], ["export", "--to", "json"], ["export", "--to", "csv"],
           ["export", "--to", "markdown"]]
LISTERS = [["log"], ["log", "--json"], ["explain"], ["explain", "--json"]]
WRITERS = [["add", "note=hi"], ["undo"], ["void", "1"], ["penalty", "Anna=1", "--note", "x"],
           ["note", "x"]]
COMMANDS = READERS + LISTERS + WRITERS

TRIED: list[str] = []  # every (case, command) run, for the figures


def _run(path: Path, cmd: list[str]):
    r = invoke([cmd[0], str(path), *cmd[1:]])
    TRIED.append(f"{path.name} {' '.join(cmd)}")
    assert r.exception is None or isinstance(r.exception, SystemExit), repr(r.exception)
    assert no_traceback(r.output), r.output
    return r


@pytest.mark.parametrize("case", sorted(FILE_LEVEL))
def test_a_hostile_file_is_refused_by_every_command_and_left_untouched(tmp_path: Path, case: str) -> None:
    data, message = FILE_LEVEL[case]
    path = tmp_path / f"{case}.toml"
    path.write_bytes(data)
    for cmd in COMMANDS:
        r = _run(path, cmd)
        assert r.exit_code == 1, (cmd, r.output)
        assert message in r.output, (cmd, r.output)
        assert path.read_bytes() == data, cmd
    assert temps(tmp_path) == [] and locks(tmp_path) == []


@pytest.mark.parametrize("case", sorted(ENTRY_LEVEL))
def test_a_bad_entry_is_named_by_readers_and_does_not_block_a_void(tmp_path: Path, case: str) -> None:
    data, message = ENTRY_LEVEL[case]
    path = tmp_path / f"{case}.toml"
    for cmd in READERS:
        path.write_bytes(data)
        r = _run(path, cmd)
        assert r.exit_code == 1 and message in r.output, (cmd, r.output)
        assert path.read_bytes() == data
    for cmd in LISTERS:
        path.write_bytes(data)
        r = _run(path, cmd)
        assert r.exit_code == 0, (cmd, r.output)
        if "--json" in cmd:  # the tables wrap long messages; the JSON holds them whole
            assert message in r.output, (cmd, r.output)
    for cmd in WRITERS:
        path.write_bytes(data)
        r = _run(path, cmd)
        assert r.exit_code in (0, 1), (cmd, r.output)
        after = path.read_bytes()
        if r.exit_code == 0:  # appended: every old byte kept
            assert after.startswith(data) and len(after) > len(data)
        else:
            assert after == data and "error:" in r.output
    # the bad entry can always be struck (a void itself is not struck: docs/format.md, Entries)
    path.write_bytes(data)
    entries = tomllib.loads(data.decode()).get("deal", [])
    if "void" not in entries[-1]:
        r = _run(path, ["void", str(len(entries)), "--note", "struck"])
        assert r.exit_code == 0, r.output


@pytest.mark.parametrize("case", sorted(BENIGN))
def test_crlf_bom_and_other_benign_forms_work_everywhere(tmp_path: Path, case: str) -> None:
    data = BENIGN[case]
    path = tmp_path / f"{case}.toml"
    for cmd in COMMANDS:
        path.write_bytes(data)
        if case == "five-hundred" and cmd[0] == "penalty":
            cmd = ["penalty", "Anna=10", "--note", "x"]
        if case == "cyrillic-names" and cmd[0] == "penalty":
            cmd = ["penalty", "Анна=1", "--note", "x"]
        r = _run(path, cmd)
        assert r.exit_code == 0, (cmd, r.output)
        if cmd in WRITERS or cmd[0] == "penalty":
            after = path.read_bytes()
            assert after.startswith(data)
            if b"\r\n" in data:
                assert b"\n" not in after.replace(b"\r\n", b"")  # CRLF kept throughout


BAD_ARGUMENTS = [
    (["settle", "{f}", "--price", "nan"], "--price"),
    (["settle", "{f}", "--price", "inf", "--json"], "--price"),
    (["settle", "{f}", "--price", "-inf"], "--price"),
    (["penalty", "{f}", "Anna=nan", "--note", "x"], "finite"),
    (["penalty", "{f}", "Anna=inf", "--note", "x"], "finite"),
    (["penalty", "{f}", "Anna=1e400", "--note", "x"], "finite"),
    (["penalty", "{f}", "Anna=0.3333", "--note", "x"], "decimal places"),
    (["penalty", "{f}", "Anna=" + "9" * 5000, "--note", "x"], "too large"),
    (["add", "{f}", "note=" + "[" * 1000 + "1" + "]" * 1000], "nested too deeply"),
    (["add", "{f}", "x=" + "{a=" * 1000 + "1" + "}" * 1000], "nested too deeply"),
    (["add", "{f}", "points=" + "9" * 5000], "too large"),
    (["add", "{f}", "points=99999999999999999999"], "out of TOML's range"),
    (["void", "{f}", "99999999999999999999"], "out of TOML's range"),
    (["note", "{f}", "x" * 10_001], "10,000"),
    (["new", "{d}/n.toml", "--game", "preferans", "--players", "An\nna,Boris,Vera"], "line break"),
    (["new", "{d}/n.toml", "--game", "preferans", "--players", "Anna,Boris,Vera", "--title", "x" * 10_001],
     "10,000"),
    (["new", "{d}/n.toml", "--game", "preferans", "--players", "Anna,Boris,Vera", "-o", "pool=nan"], "pool"),
    (["new", "{d}/no/such/n.toml", "--game", "preferans", "--players", "Anna,Boris,Vera"], "does not exist"),
    (["export", "{f}", "-o", "{d}/no/such/x.md"], "does not exist"),
    (["export", "{f}", "-o", "{f}"], "refusing to write over the session file"),
]


@pytest.mark.parametrize(("argv", "message"), BAD_ARGUMENTS, ids=[f"{a[0]}-{i}" for i, (a, _) in enumerate(BAD_ARGUMENTS)])
def test_a_hostile_command_line_gets_a_named_error(tmp_path: Path, argv: list[str], message: str) -> None:
    f = tmp_path / "s.toml"
    f.write_text(PREF + DEAL, encoding="utf-8")
    before = f.read_bytes()
    args = [a.replace("{f}", str(f)).replace("{d}", str(tmp_path)) for a in argv]
    r = invoke(args)
    TRIED.append(" ".join(argv[:3]))
    assert r.exit_code == 1 and message in r.output and no_traceback(r.output), r.output
    assert "NaN" not in r.output and "Infinity" not in r.output  # --json stays JSON
    assert f.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s.toml"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_special_files_are_refused_by_real_processes_without_hanging(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe.toml"
    os.mkfifo(fifo)
    cases = [(fifo, "named pipe"), (Path("/dev/zero"), "character device"), (tmp_path, "directory"),
             (tmp_path / "no" / "s.toml", "does not exist")]
    for path, message in cases:
        for cmd in (["show"], ["add", "note=1"]):
            r = sk(cmd[0], path, *cmd[1:], timeout=20)  # a hang fails here
            TRIED.append(f"{path} {cmd[0]}")
            said = " ".join(r.stderr.split())  # wrapped to the terminal where the path is long
            assert r.returncode == 1 and message in said and no_traceback(r.stderr), r.stderr


def test_a_read_only_file_is_refused_for_writing_and_read_for_reading(tmp_path: Path) -> None:
    f = tmp_path / "s.toml"
    f.write_text(PREF + DEAL, encoding="utf-8")
    f.chmod(0o444)
    before = f.read_bytes()
    try:
        for cmd in WRITERS:
            r = _run(f, cmd)
            assert r.exit_code == 1 and "read-only" in r.output, r.output
        assert _run(f, ["show"]).exit_code == 0
    finally:
        f.chmod(0o644)
    assert f.read_bytes() == before
