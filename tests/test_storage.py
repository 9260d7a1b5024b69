"""The session file on disk: appends only, atomic and locked, and a person's text survives."""

from __future__ import annotations

import datetime as dt
import errno
import os
import stat
import subprocess
import sys
import tempfile
import textwrap
import time
import tomllib
from pathlib import Path

import filelock
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.errors import IllegalError, InvalidError, ScorekeeperError, SessionFileError
from scorekeeper.session import leases, saves, storage
from scorekeeper.session.storage import append_entry, create, format_entry, lock_path, read_text

REPO = Path(__file__).resolve().parents[1]

HAND_WRITTEN = """\
# Friday at Boris's. Written by hand, argued over, kept in git.
format = 1
game   = "preferans"
rules = "sochi"     # we settled on Sochi after a long debate
players = [ "Anna","Boris" , "Vera" ]
date = 2026-11-27

[options]
pool = 20

[[deal]]   # the first game of the night
contract = "7♠"
declarer = "Boris"
whist = ["Vera"]
tricks = {Vera=3,   Boris = 7}

	# a long pause for tea, indented with a tab


"""

ENTRY = {"declarer": "Vera", "contract": "6♥", "whist": []}


def parses(text: str) -> None:
    tomllib.loads(text)


def write_bytes(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def trailing_blank_lines(lines: list[str]) -> int:
    count = 0
    for line in reversed(lines):
        if line.strip():
            break
        count += 1
    return count


def leftovers(directory: Path) -> list[str]:
    """Temporary files an interrupted write would leave behind."""
    return sorted(p.name for p in directory.iterdir() if p.name.endswith(".tmp"))


def snapshot(path: Path) -> tuple[bytes, int, int]:
    st_ = path.stat()
    return path.read_bytes(), st_.st_ino, st_.st_mtime_ns


@pytest.fixture
def session(tmp_path: Path) -> Path:
    return write_bytes(tmp_path / "friday.toml", HAND_WRITTEN.encode())


# ---------------------------------------------------------------------------------------------
# A person's text survives


def test_append_keeps_every_byte_of_a_hand_written_file(session: Path) -> None:
    old = session.read_bytes()
    added = append_entry(session, ENTRY, parses)
    new = session.read_bytes()
    assert new.startswith(old)
    assert new == old + added.encode()
    doc = tomllib.loads(new.decode())
    assert doc["deal"][-1] == ENTRY
    assert doc["deal"][0]["tricks"] == {"Vera": 3, "Boris": 7}
    assert doc["players"] == ["Anna", "Boris", "Vera"]


def test_append_adds_only_the_new_table_after_existing_blank_lines(session: Path) -> None:
    added = append_entry(session, ENTRY, parses)
    # The file already ends in blank lines: nothing is added before the header.
    assert added == format_entry(ENTRY)
    assert added.startswith("[[deal]]\n")


def test_appends_accumulate_in_order(session: Path) -> None:
    for i in range(1, 4):
        append_entry(session, {"note": f"entry {i}"}, parses)
    text = read_text(session)
    assert text.startswith(HAND_WRITTEN)
    assert [d.get("note") for d in tomllib.loads(text)["deal"]][1:] == [
        "entry 1",
        "entry 2",
        "entry 3",
    ]
    # Exactly one blank line between consecutive appended tables.
    assert 'note = "entry 1"\n\n[[deal]]\nnote = "entry 2"\n\n[[deal]]\nnote = "entry 3"\n' in text


@pytest.mark.parametrize(
    ("ending", "separator"),
    [
        pytest.param('x = 1', "\n\n", id="no-final-newline"),
        pytest.param('x = 1  # a last word, no newline', "\n\n", id="ends-in-comment"),
        pytest.param("x = 1\n# a comment line", "\n\n", id="ends-in-comment-line"),
        pytest.param("x = 1\n", "\n", id="final-newline"),
        pytest.param("x = 1\n\n", "", id="one-blank-line"),
        pytest.param("x = 1\n\n\n\n", "", id="several-blank-lines-kept"),
        pytest.param("x = 1\n  \t\n", "", id="blank-line-with-spaces"),
        pytest.param("x = 1\n   ", "\n", id="trailing-spaces-no-newline"),
        pytest.param("", "", id="empty-file"),
    ],
)
def test_any_file_ending_yields_valid_toml_with_one_blank_line(
    tmp_path: Path, ending: str, separator: str
) -> None:
    path = write_bytes(tmp_path / "s.toml", ending.encode())
    added = append_entry(path, ENTRY, parses)
    assert added == separator + format_entry(ENTRY)
    new = path.read_text(encoding="utf-8")
    assert new == ending + added
    assert tomllib.loads(new)["deal"] == [ENTRY]


def test_crlf_file_gets_crlf_lines_and_keeps_its_own(tmp_path: Path) -> None:
    old = HAND_WRITTEN.replace("\n", "\r\n").encode()
    path = write_bytes(tmp_path / "s.toml", old)
    added = append_entry(path, ENTRY, parses)
    new = path.read_bytes()
    assert new.startswith(old)
    assert b"\n" not in new.replace(b"\r\n", b"")
    assert added == format_entry(ENTRY).replace("\n", "\r\n")
    assert tomllib.loads(new.decode())["deal"][-1] == ENTRY


def test_byte_order_mark_is_kept_on_disk_and_hidden_from_the_text(tmp_path: Path) -> None:
    old = b"\xef\xbb\xbf" + HAND_WRITTEN.encode()
    path = write_bytes(tmp_path / "s.toml", old)
    seen: list[str] = []
    append_entry(path, ENTRY, seen.append)
    assert path.read_bytes().startswith(old)
    assert seen[0].startswith("# Friday")  # validate sees no BOM
    assert read_text(path) == seen[0]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    tail=st.lists(
        st.sampled_from(
            ["", "   ", "\t", "# note", "  # indented note", "# Анна: «ещё»", "y = 2"]
        ),
        max_size=5,
    ).map(lambda parts: "\n".join(dict.fromkeys(parts))),  # 'y = 2' at most once
    final_newline=st.booleans(),
)
def test_appending_after_any_tail_of_comments_and_blanks_keeps_the_prefix(
    tail: str, final_newline: bool
) -> None:
    old = "x = 1\n" + tail + ("\n" if final_newline else "")
    with tempfile.TemporaryDirectory() as d:
        path = write_bytes(Path(d) / "s.toml", old.encode())
        append_entry(path, ENTRY, parses)
        new = path.read_text(encoding="utf-8")
    assert new.startswith(old)
    assert tomllib.loads(new)["deal"] == [ENTRY]
    head = new[: new.rindex("[[deal]]")]
    assert head.endswith("\n")
    # Exactly one blank line before the new table, unless the person left more.
    old_lines = old.split("\n")[:-1] if old.endswith("\n") else old.split("\n")
    assert trailing_blank_lines(head.split("\n")[:-1]) == max(1, trailing_blank_lines(old_lines))


# ---------------------------------------------------------------------------------------------
# Nothing is written unless the whole new text is accepted


def test_refused_entry_leaves_the_file_untouched(session: Path) -> None:
    before = snapshot(session)

    def refuse(text: str) -> None:
        raise IllegalError("a deal after the game is over", entry=2)

    with pytest.raises(IllegalError) as info:
        append_entry(session, ENTRY, refuse)
    assert info.value.file == str(session)
    assert snapshot(session) == before
    assert leftovers(session.parent) == []


def test_unexpected_error_in_validate_also_leaves_the_file_untouched(session: Path) -> None:
    before = snapshot(session)

    def explode(text: str) -> None:
        raise RuntimeError("engine bug")

    with pytest.raises(RuntimeError):
        append_entry(session, ENTRY, explode)
    assert snapshot(session) == before


def test_a_file_that_does_not_parse_is_never_overwritten(tmp_path: Path) -> None:
    path = write_bytes(tmp_path / "s.toml", b'format = 1\n[[deal]\ncontract = "7s"\n')
    before = snapshot(path)
    # Even with a caller that checks nothing, storage refuses text that is not TOML.
    with pytest.raises(SessionFileError, match="not be valid TOML") as info:
        append_entry(path, ENTRY, lambda text: None)
    assert info.value.file == str(path)
    assert info.value.line == 2
    assert snapshot(path) == before
    assert leftovers(tmp_path) == []


def test_validate_sees_exactly_the_text_that_is_written(session: Path) -> None:
    seen: list[str] = []
    added = append_entry(session, ENTRY, seen.append)
    assert seen == [HAND_WRITTEN + added]
    assert read_text(session) == seen[0]


def test_a_save_from_elsewhere_during_the_append_is_not_lost(session: Path) -> None:
    edited = HAND_WRITTEN + "# Vera's correction, saved from her editor\n"

    def someone_saves_meanwhile(text: str) -> None:
        session.write_text(edited, encoding="utf-8")

    with pytest.raises(SessionFileError, match="changed while"):
        append_entry(session, ENTRY, someone_saves_meanwhile)
    assert read_text(session) == edited
    assert leftovers(session.parent) == []


EDITED = HAND_WRITTEN + "# Vera's correction, saved from her editor\n"
#: the same size as the file read: only its bytes (and times) tell it apart
SAME_SIZE = HAND_WRITTEN.replace("long pause", "LONG PAUSE")


def _rename_style(path: Path, text: str) -> None:
    new = path.with_name("vera-editor.swp")
    new.write_text(text, encoding="utf-8")
    os.replace(new, path)


def _in_place(path: Path, text: str) -> None:
    with open(path, "r+b") as f:
        f.write(text.encode())
        f.truncate()


def _keep_times(path: Path, like: os.stat_result) -> None:
    """The worst case for a comparison by size and times: the save keeps both."""
    os.utime(path, ns=(like.st_atime_ns, like.st_mtime_ns))


@pytest.fixture
def no_leases(monkeypatch: pytest.MonkeyPatch) -> None:
    """A system that cannot lease the file (another owner's file, a filesystem without leases):
    the checks after the exchange alone must catch a save."""
    monkeypatch.setattr(leases, "take", lambda fd: None)


@pytest.mark.parametrize("save", [_rename_style, _in_place], ids=["rename-style", "in-place"])
@pytest.mark.parametrize("text", [EDITED, SAME_SIZE], ids=["longer", "same-size"])
def test_a_save_in_the_instant_before_the_exchange_is_not_overwritten(
        session: Path, monkeypatch: pytest.MonkeyPatch, no_leases: None, save, text: str) -> None:
    """The gap between the last comparison and the replace: the other program's save lands
    after the comparison passed, just before the exchange; it is what the file holds after."""
    real = saves.exchange
    calls: list[str] = []

    def save_then_exchange(a: Path, b: Path) -> bool:
        if not calls:
            like = os.stat(session)
            save(session, text)
            _keep_times(session, like)
        calls.append("exchange")
        return real(a, b)

    monkeypatch.setattr(saves, "exchange", save_then_exchange)
    with pytest.raises(SessionFileError, match="another program saved it.*nothing was written"):
        append_entry(session, ENTRY, parses)
    assert read_text(session) == text
    assert calls == ["exchange", "exchange"]  # the save was caught after the exchange, and put back
    assert leftovers(session.parent) == []


@pytest.mark.parametrize("text", [EDITED, SAME_SIZE], ids=["longer", "same-size"])
def test_without_an_exchange_a_save_in_place_before_the_rename_is_put_back(
        session: Path, monkeypatch: pytest.MonkeyPatch, no_leases: None, text: str) -> None:
    """Where the system has no exchange: a save into the old file in the instant before the
    rename is seen through the descriptor still open on it, and its text put back."""
    monkeypatch.setattr(saves, "exchange", lambda a, b: False)
    real = os.replace
    done: list[bool] = []

    def save_then_rename(src, dst) -> None:
        if not done and Path(dst) == session.resolve():
            done.append(True)
            like = os.stat(session)
            _in_place(session, text)
            _keep_times(session, like)
        real(src, dst)

    monkeypatch.setattr(storage.os, "replace", save_then_rename)
    with pytest.raises(SessionFileError, match="another program saved it"):
        append_entry(session, ENTRY, parses)
    assert read_text(session) == text
    assert leftovers(session.parent) == []


_EDITOR = textwrap.dedent(
    """
    import sys
    with open(sys.argv[1], "r+b") as f:  # waits while the file is leased
        f.write(sys.argv[2].encode())
        f.truncate()
    """
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux file leases")
def test_a_save_in_place_begun_while_the_file_is_leased_lands_and_the_append_is_refused(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An editor that opens the session to save in place while the append holds its lease (the
    gap between the last comparison and the exchange) waits; the append sees the lease broken,
    exchanges back and refuses, and the save then goes to the session file."""
    real = saves.exchange
    editors: list[subprocess.Popen] = []

    def editor_then_exchange(a: Path, b: Path) -> bool:
        if not editors:
            editors.append(subprocess.Popen([sys.executable, "-c", _EDITOR, str(session), EDITED]))
            time.sleep(0.5)  # the editor is waiting in open() by now
        return real(a, b)

    monkeypatch.setattr(saves, "exchange", editor_then_exchange)
    with pytest.raises(SessionFileError, match="another program saved it"):
        append_entry(session, ENTRY, parses)
    assert editors[0].wait(timeout=30) == 0
    assert read_text(session) == EDITED
    assert leftovers(session.parent) == []


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux file leases")
def test_an_append_while_another_program_has_the_file_open_for_writing_is_refused(
        session: Path) -> None:
    """A save in place under way (the file open for writing, not yet written): refused rather
    than replaced under it, where its bytes would go to a file that is no longer the session."""
    with open(session, "r+b"):
        with pytest.raises(SessionFileError, match="another program saved it"):
            append_entry(session, ENTRY, parses)
    assert read_text(session) == HAND_WRITTEN
    assert leftovers(session.parent) == []


def test_without_an_exchange_an_append_still_lands(session: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(saves, "exchange", lambda a, b: False)
    added = append_entry(session, ENTRY, parses)
    assert read_text(session) == HAND_WRITTEN + added
    assert leftovers(session.parent) == []


def test_a_same_size_save_with_the_same_times_is_seen_by_its_bytes(session: Path) -> None:
    """An in-place save that keeps the size, and (within the clock's tick) the times."""
    def someone_saves_meanwhile(text: str) -> None:
        like = os.stat(session)
        _in_place(session, SAME_SIZE)
        _keep_times(session, like)

    with pytest.raises(SessionFileError, match="another program saved it"):
        append_entry(session, ENTRY, someone_saves_meanwhile)
    assert read_text(session) == SAME_SIZE


def test_a_half_written_save_read_by_a_writer_is_reported_as_a_save_in_progress(
        session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The writer reads a save caught half-done: the refusal names the save in progress, not a
    fault of the file (here, a header cut before `players`)."""
    half = HAND_WRITTEN[:HAND_WRITTEN.index("players")]
    session.write_text(half, encoding="utf-8")
    real = storage._read_file
    reads: list[int] = []

    def read_then_finish_the_save(path: Path, label: str):
        got = real(path, label)
        reads.append(1)
        if len(reads) == 2:  # under the lock: the editor finishes its save right after
            session.write_text(HAND_WRITTEN, encoding="utf-8")
        return got

    def validate(text: str) -> None:
        if "players" not in text:
            raise SessionFileError("key 'players': missing", file=str(session))

    monkeypatch.setattr(storage, "_read_file", read_then_finish_the_save)
    with pytest.raises(SessionFileError, match="changed while it was being read.*nothing was written"):
        append_entry(session, ENTRY, validate)
    assert read_text(session) == HAND_WRITTEN


def test_a_reader_reads_a_half_written_save_again(session: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    half = HAND_WRITTEN[:HAND_WRITTEN.index("players")]
    session.write_text(half, encoding="utf-8")
    seen: list[str] = []

    def use(text: str) -> str:
        seen.append(text)
        if "players" not in text:
            session.write_text(HAND_WRITTEN, encoding="utf-8")  # the save finishes meanwhile
            raise SessionFileError("key 'players': missing", file=str(session))
        return text

    assert storage.read_settled(session, use) == HAND_WRITTEN
    assert seen == [half, HAND_WRITTEN]


def test_a_file_that_is_wrong_itself_is_reported_as_it_is(session: Path) -> None:
    """Bytes that stay the same are the file's own problem: the reader's error, unchanged."""
    session.write_text(HAND_WRITTEN[:HAND_WRITTEN.index("players")], encoding="utf-8")

    def use(text: str) -> str:
        raise SessionFileError("key 'players': missing", file=str(session))

    with pytest.raises(SessionFileError, match="key 'players': missing"):
        storage.read_settled(session, use)


# ---------------------------------------------------------------------------------------------
# A crash during the write leaves the previous file


def _fail_replace(*args: object, **kwargs: object) -> None:
    raise OSError(errno.EIO, "Input/output error")


def fail_the_swap(monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    """The step that puts the new file in place fails: the exchange itself, or (where there is
    no exchange) the rename over the target."""
    if how == "exchange":
        monkeypatch.setattr(saves, "exchange", _fail_replace)
    else:
        monkeypatch.setattr(saves, "exchange", lambda a, b: False)
        monkeypatch.setattr(storage.os, "replace", _fail_replace)


def _fail_fsync(fd: int) -> None:
    raise OSError(errno.EIO, "Input/output error")


def _half_write_then_disk_full(real_write):  # type: ignore[no-untyped-def]
    def write(fd: int, data: bytes) -> int:
        real_write(fd, bytes(data[: max(1, len(data) // 2)]))
        raise OSError(errno.ENOSPC, "No space left on device")

    return write


@pytest.mark.parametrize("failure", ["exchange", "rename", "write-midway", "fsync"])
def test_crash_during_the_write_keeps_the_previous_file(
    session: Path, monkeypatch: pytest.MonkeyPatch, failure: str
) -> None:
    before = snapshot(session)
    if failure in ("exchange", "rename"):
        fail_the_swap(monkeypatch, failure)
    elif failure == "write-midway":
        monkeypatch.setattr(storage.os, "write", _half_write_then_disk_full(os.write))
    else:
        monkeypatch.setattr(storage.os, "fsync", _fail_fsync)

    with pytest.raises(SessionFileError, match="previous version is unchanged") as info:
        append_entry(session, ENTRY, parses)
    monkeypatch.undo()

    assert info.value.file == str(session)
    assert snapshot(session) == before
    tomllib.loads(read_text(session))
    assert leftovers(session.parent) == []
    # And the next append works normally.
    append_entry(session, ENTRY, parses)
    assert tomllib.loads(read_text(session))["deal"][-1] == ENTRY


def test_crash_while_creating_leaves_no_file_and_no_temp(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(storage.os, "write", _half_write_then_disk_full(os.write))
    target = tmp_path / "new.toml"
    with pytest.raises(SessionFileError):
        create(target, HAND_WRITTEN)
    assert not target.exists()
    assert leftovers(tmp_path) == []


# ---------------------------------------------------------------------------------------------
# Locking: concurrent appenders never lose each other's entries

_APPENDER = textwrap.dedent(
    """
    import sys, time, tomllib
    from pathlib import Path
    from scorekeeper.session.storage import append_entry

    path, tag, count, go = sys.argv[1], sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])
    while not go.exists():
        time.sleep(0.005)
    for i in range(count):
        append_entry(path, {"note": f"{tag}-{i}", "points": {tag: i}}, tomllib.loads)
    """
)


def test_concurrent_appenders_keep_every_entry_exactly_once(session: Path) -> None:
    processes, count = 2, 30
    go = session.parent / "go"
    pythonpath = os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")]))
    env = {**os.environ, "PYTHONPATH": pythonpath}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", _APPENDER, str(session), f"p{n}", str(count), str(go)],
            env=env,
            stderr=subprocess.PIPE,
        )
        for n in range(processes)
    ]
    go.touch()
    for proc in procs:
        _, err = proc.communicate(timeout=60)
        assert proc.returncode == 0, err.decode()

    text = read_text(session)
    assert text.startswith(HAND_WRITTEN)
    notes = [d["note"] for d in tomllib.loads(text)["deal"][1:]]
    assert len(notes) == processes * count
    assert sorted(notes) == sorted(f"p{n}-{i}" for n in range(processes) for i in range(count))
    for n in range(processes):  # each appender's entries stay in its own order
        assert [x for x in notes if x.startswith(f"p{n}-")] == [f"p{n}-{i}" for i in range(count)]
    assert leftovers(session.parent) == []


def test_a_held_lock_times_out_with_a_clear_error(
    session: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from scorekeeper.session import locking

    monkeypatch.setattr(locking, "LOCK_TIMEOUT", 0.2)
    before = snapshot(session)
    assert lock_path(session).parent == storage.lock_dir()
    lock_path(session).parent.mkdir(parents=True, exist_ok=True)
    with filelock.FileLock(lock_path(session)):
        with pytest.raises(SessionFileError, match="locked by another process") as info:
            append_entry(session, ENTRY, parses)
    assert info.value.file == str(session)
    assert snapshot(session) == before


def test_no_lock_file_is_left_beside_the_session(session: Path, tmp_path: Path) -> None:
    append_entry(session, ENTRY, parses)
    create(tmp_path / "export.md", "# not TOML\n", toml=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["export.md", "friday.toml"]


def test_symlink_and_target_share_one_lock(session: Path, tmp_path: Path) -> None:
    link = tmp_path / "tonight.toml"
    link.symlink_to(session.name)
    assert lock_path(link) == lock_path(session)
    assert lock_path(tmp_path / "other.toml") != lock_path(session)


def test_the_next_writer_removes_stale_temps_of_its_own_pattern_only(session: Path) -> None:
    d = session.parent
    stale = [d / ".friday.toml.0badc0de.tmp", d / ".friday.toml.12345678.tmp"]
    kept = [d / ".friday.toml.nothex00.tmp", d / ".other.toml.0badc0de.tmp", d / "friday.toml.tmp",
            d / ".friday.toml.0badc0de.tmp.bak", d / "notes.txt"]
    for p in stale + kept:
        p.write_bytes(b"old copy")
    append_entry(session, ENTRY, parses)
    assert [p.exists() for p in stale] == [False, False]
    assert all(p.read_bytes() == b"old copy" for p in kept)


@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_fifo_or_a_device_is_refused_without_reading(tmp_path: Path, kind: str) -> None:
    if kind == "fifo":
        path = tmp_path / "pipe.toml"
        os.mkfifo(path)
    else:
        path = Path("/dev/zero")
    with pytest.raises(SessionFileError, match="not a session file") as info:
        read_text(path)
    assert info.value.expected == "a regular file"
    with pytest.raises(SessionFileError, match="not a session file"):
        append_entry(path, ENTRY, parses)


def test_a_file_over_the_size_limit_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage, "MAX_FILE_BYTES", 1000)
    path = write_bytes(tmp_path / "big.toml", b"# x\n" * 300)
    with pytest.raises(SessionFileError, match="too large .*1,200 bytes; the limit is 1,000"):
        read_text(path)
    small = write_bytes(tmp_path / "s.toml", b"# x\n" * 240)
    before = snapshot(small)
    with pytest.raises(SessionFileError, match="too large"):  # the result would be too large
        append_entry(small, {"note": "x" * 100}, parses)
    assert snapshot(small) == before


def test_a_read_only_file_is_not_written_even_by_root(session: Path) -> None:
    session.chmod(0o444)
    before = snapshot(session)
    try:
        with pytest.raises(SessionFileError, match="read-only"):
            append_entry(session, ENTRY, parses)
    finally:
        session.chmod(0o644)
    assert snapshot(session) == before
    assert leftovers(session.parent) == []


def test_a_full_disk_says_so_and_leaves_the_file(session: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    before = snapshot(session)
    monkeypatch.setattr(storage.os, "write", _half_write_then_disk_full(os.write))
    with pytest.raises(SessionFileError, match="the disk is full.*previous version is unchanged"):
        append_entry(session, ENTRY, parses)
    monkeypatch.undo()
    assert snapshot(session) == before
    assert leftovers(session.parent) == []


def test_a_missing_folder_is_named(tmp_path: Path) -> None:
    with pytest.raises(SessionFileError, match="folder .* does not exist"):
        read_text(tmp_path / "nope" / "s.toml")
    with pytest.raises(SessionFileError, match="folder .* does not exist"):
        append_entry(tmp_path / "nope" / "s.toml", ENTRY, parses)


@pytest.mark.parametrize("how", ["exchange", "rename"])
def test_landed_is_told_only_after_the_rename(session: Path, monkeypatch: pytest.MonkeyPatch,
                                              how: str) -> None:
    told: list[bytes] = []
    append_entry(session, ENTRY, parses, landed=lambda: told.append(session.read_bytes()))
    assert told == [session.read_bytes()] and told[0].decode().endswith(format_entry(ENTRY))
    fail_the_swap(monkeypatch, how)
    told.clear()
    with pytest.raises(SessionFileError):
        append_entry(session, ENTRY, parses, landed=lambda: told.append(b"landed"))
    assert told == []


# ---------------------------------------------------------------------------------------------
# The file keeps its identity: permissions, symlinks


@pytest.mark.skipif(os.name == "nt", reason="POSIX permission bits")
def test_append_keeps_permission_bits(session: Path) -> None:
    session.chmod(0o640)
    append_entry(session, ENTRY, parses)
    assert stat.S_IMODE(session.stat().st_mode) == 0o640


@pytest.mark.skipif(os.name == "nt", reason="symlinks need privileges on Windows")
def test_append_through_a_symlink_updates_the_target_and_keeps_the_link(
    session: Path, tmp_path: Path
) -> None:
    link = tmp_path / "tonight.toml"
    link.symlink_to(session.name)
    append_entry(link, ENTRY, parses)
    assert link.is_symlink()
    assert tomllib.loads(read_text(session))["deal"][-1] == ENTRY


def test_append_to_a_missing_file_errors_and_creates_nothing(tmp_path: Path) -> None:
    with pytest.raises(SessionFileError, match="no such session file") as info:
        append_entry(tmp_path / "nope.toml", ENTRY, parses)
    assert info.value.file == str(tmp_path / "nope.toml")
    assert list(tmp_path.iterdir()) == []


# ---------------------------------------------------------------------------------------------
# create


def test_create_writes_a_new_file_exactly(tmp_path: Path) -> None:
    target = tmp_path / "new.toml"
    create(target, HAND_WRITTEN)
    assert target.read_bytes() == HAND_WRITTEN.encode()
    assert leftovers(tmp_path) == []


def test_create_refuses_an_existing_file_and_leaves_it_untouched(session: Path) -> None:
    before = snapshot(session)
    with pytest.raises(SessionFileError, match="already exists, refusing to overwrite") as info:
        create(session, 'format = 1\n')
    assert info.value.file == str(session)
    assert snapshot(session) == before
    assert leftovers(session.parent) == []


def test_create_is_race_free_when_the_file_appears_after_the_check(
    session: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Someone else creates the file between the existence check and the write."""
    before = snapshot(session)
    monkeypatch.setattr(storage.os.path, "lexists", lambda p: False)
    with pytest.raises(SessionFileError, match="already exists, refusing to overwrite"):
        create(session, 'format = 1\n')
    monkeypatch.undo()
    assert snapshot(session) == before
    assert leftovers(session.parent) == []


@pytest.mark.parametrize("exists", [False, True])
def test_create_without_hard_links_is_still_exclusive(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, exists: bool
) -> None:
    def no_links(src: object, dst: object) -> None:
        raise OSError(errno.EPERM, "Operation not permitted")

    target = tmp_path / "new.toml"
    if exists:
        target.write_bytes(b"# mine\n")
        monkeypatch.setattr(storage.os.path, "lexists", lambda p: False)
    monkeypatch.setattr(storage.os, "link", no_links)
    if exists:
        with pytest.raises(SessionFileError, match="already exists"):
            create(target, HAND_WRITTEN)
        assert target.read_bytes() == b"# mine\n"
    else:
        create(target, HAND_WRITTEN)
        assert target.read_bytes() == HAND_WRITTEN.encode()
    assert leftovers(tmp_path) == []


def test_create_through_a_dangling_symlink_names_the_link(tmp_path: Path) -> None:
    """A link to a file that is not there (moved, or on a drive not mounted) is refused for what
    it is, rather than as a file that "already exists", and nothing is made where it points."""
    link = tmp_path / "night.toml"
    link.symlink_to(tmp_path / "moved" / "night.toml")
    with pytest.raises(SessionFileError, match="symbolic link to .*moved/night.toml.*does not "
                                               "exist; nothing was created"):
        create(link, HAND_WRITTEN)
    assert link.is_symlink() and not (tmp_path / "moved").exists()


def test_create_clears_the_temporary_file_a_killed_creator_left(tmp_path: Path) -> None:
    target = tmp_path / "new.toml"
    stale = tmp_path / ".new.toml.0badc0de.tmp"
    stale.write_bytes(b"half of a new file")
    create(target, HAND_WRITTEN)
    assert leftovers(tmp_path) == []


def test_create_on_a_full_disk_says_nothing_was_created(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(storage.os, "write", _half_write_then_disk_full(os.write))
    with pytest.raises(SessionFileError, match="the disk is full.*nothing was created") as info:
        create(tmp_path / "new.toml", HAND_WRITTEN)
    assert "previous version" not in info.value.message
    assert list(tmp_path.iterdir()) == []


def test_create_takes_the_lock_of_the_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from scorekeeper.session import locking

    target = tmp_path / "new.toml"
    monkeypatch.setattr(locking, "LOCK_TIMEOUT", 0.2)
    with filelock.FileLock(lock_path(target)):
        with pytest.raises(SessionFileError, match="locked by another process"):
            create(target, HAND_WRITTEN)
    assert not target.exists()


def test_create_in_a_missing_directory_errors_cleanly(tmp_path: Path) -> None:
    target = tmp_path / "no" / "such" / "dir" / "s.toml"
    with pytest.raises(SessionFileError, match="does not exist") as info:
        create(target, HAND_WRITTEN)
    assert info.value.file == str(target)
    assert not (tmp_path / "no").exists()


def test_create_refuses_text_that_is_not_toml(tmp_path: Path) -> None:
    target = tmp_path / "s.toml"
    with pytest.raises(SessionFileError, match="not be valid TOML"):
        create(target, "format = \n")
    assert not target.exists()


# ---------------------------------------------------------------------------------------------
# read_text


def test_read_text_of_a_missing_file(tmp_path: Path) -> None:
    with pytest.raises(SessionFileError, match="no such session file") as info:
        read_text(tmp_path / "missing.toml")
    assert info.value.file == str(tmp_path / "missing.toml")
    assert not isinstance(info.value, OSError)


def test_read_text_of_a_directory(tmp_path: Path) -> None:
    with pytest.raises(SessionFileError, match="is a directory") as info:
        read_text(tmp_path)
    assert info.value.file == str(tmp_path)


def test_read_text_of_a_file_that_is_not_utf8(tmp_path: Path) -> None:
    cp1251 = 'format = 1\nplayers = ["Анна"]\n'.encode("cp1251")
    path = write_bytes(tmp_path / "cp1251.toml", cp1251)
    with pytest.raises(SessionFileError, match="not UTF-8") as info:
        read_text(str(path))
    assert info.value.file == str(path)
    assert info.value.line == 2


@pytest.mark.skipif(
    os.name == "nt" or (hasattr(os, "geteuid") and os.geteuid() == 0),
    reason="needs POSIX permissions and a non-root user",
)
def test_read_text_of_an_unreadable_file(session: Path) -> None:
    session.chmod(0)
    try:
        with pytest.raises(SessionFileError, match="permission denied"):
            read_text(session)
    finally:
        session.chmod(0o644)


def test_read_text_strips_a_bom_and_keeps_line_endings(tmp_path: Path) -> None:
    path = write_bytes(tmp_path / "s.toml", b"\xef\xbb\xbfformat = 1\r\n# \xd0\x90\r\n")
    assert read_text(path) == "format = 1\r\n# А\r\n"


# ---------------------------------------------------------------------------------------------
# format_entry


def test_format_entry_writes_one_line_per_key_in_order() -> None:
    entry = {
        "declarer": "Boris",
        "contract": "7♠",
        "whist": ["Vera"],
        "tricks": {"Boris": 7, "Vera": 3},
    }
    assert format_entry(entry) == (
        "[[deal]]\n"
        'declarer = "Boris"\n'
        'contract = "7♠"\n'
        'whist = ["Vera"]\n'
        "tricks = { Boris = 7, Vera = 3 }\n"
    )


@pytest.mark.parametrize(
    "entry",
    [
        pytest.param({"void": 3}, id="void"),
        pytest.param({"penalty": {"Anna": -5.5}, "note": 'a "quoted" note'}, id="penalty"),
        pytest.param({"raspasy": {"Анна": 4, "Борис": 1, "Вера": 5}}, id="cyrillic"),
        pytest.param({"teams": [["Anna", "Vera"], ["Boris", "Gleb"]]}, id="teams"),
        pytest.param({"tricks": {"Mary Ann": 2, 'O"Neil': 3, "back\\slash": 0}}, id="odd-names"),
        pytest.param(
            {"open": True, "date": dt.date(2026, 11, 27), "note": "line\nbreak\ttab"}, id="misc"
        ),
        pytest.param({"note": "next\u2028line\x85"}, id="unicode-line-separators"),
        pytest.param({}, id="empty"),
    ],
)
def test_format_entry_examples_round_trip(entry: dict) -> None:
    assert tomllib.loads(format_entry(entry)) == {"deal": [entry]}


def test_format_entry_quotes_keys_that_need_it() -> None:
    text = format_entry({"Анна": 1, "two words": 2, "plain_key-1": 3})
    assert '"Анна" = 1\n' in text
    assert '"two words" = 2\n' in text
    assert "plain_key-1 = 3\n" in text


def test_format_entry_rejects_a_value_toml_cannot_hold() -> None:
    with pytest.raises(InvalidError) as info:
        format_entry({"declarer": "Anna", "tricks": {"Anna": None}})
    assert info.value.key == "tricks"
    assert isinstance(info.value, ScorekeeperError)


_names = st.one_of(
    st.text(
        alphabet=st.sampled_from(list("AnnaBorisVeraАннаБорисВераёЁ _-'\"\\.=#[]{}019\t")),
        max_size=12,
    ),
    st.text(max_size=8),  # anything else Unicode allows
)
_scalars = st.one_of(
    st.text(max_size=20),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.floats(allow_nan=False),
    st.booleans(),
    st.dates(),
    st.datetimes(),
    st.times(),
)
_values = st.recursive(
    _scalars,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(_names, inner, max_size=4),
    ),
    max_leaves=10,
)


@settings(max_examples=150, deadline=None)
@given(entry=st.dictionaries(_names, _values, max_size=6))
def test_format_entry_round_trips_through_tomllib(entry: dict) -> None:
    text = format_entry(entry)
    assert text.startswith("[[deal]]\n")
    assert len(text.splitlines()) == 1 + len(entry)  # one line per key
    assert tomllib.loads(text) == {"deal": [entry]}
