"""Fault suite (3): a full disk and a read-only folder.

Where the machine allows it (root, and ``mount`` works) a tiny tmpfs is really filled and a
folder really mounted read-only, and real processes write to them; elsewhere ENOSPC and EROFS are
raised inside the write path of this process.  Either way: exit 1, a message that says what
happened ("the disk is full", "read-only"), the session byte for byte as before, no temporary
file left."""

from __future__ import annotations

import errno
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from faults.corpus import DEAL, PREF
from faults.helpers import invoke, no_traceback, sk, temps
from scorekeeper.session import storage


def _can_mount() -> bool:
    if not hasattr(os, "geteuid") or os.geteuid() != 0 or not shutil.which("mount"):
        return False
    return True


@pytest.fixture
def tmpfs(tmp_path: Path):
    """A 64 KiB tmpfs, or None where mounting is not possible."""
    mnt = tmp_path / "mnt"
    mnt.mkdir()
    if not _can_mount():
        yield None
        return
    r = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(mnt)],
                       capture_output=True)
    if r.returncode != 0:
        yield None
        return
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], capture_output=True)


def test_a_full_disk_leaves_the_session_untouched_and_says_so(tmpfs, tmp_path: Path,
                                                              monkeypatch: pytest.MonkeyPatch) -> None:
    text = PREF + DEAL + "".join(f'\n[[deal]]\nnote = "{i:04d} {"x" * 60}"\n' for i in range(300))
    if tmpfs is not None:
        session = tmpfs / "night.toml"
        session.write_text(text, encoding="utf-8")  # about 30 KiB: a second copy does not fit
        filler = tmpfs / "filler"
        free = shutil.disk_usage(tmpfs).free
        filler.write_bytes(b"\0" * max(0, free - len(text.encode()) // 2))
        before = session.read_bytes()
        r = sk("note", session, "one more")
        out, code = r.stderr, r.returncode
    else:  # simulated: the disk fills half-way through the temporary file
        session = tmp_path / "night.toml"
        session.write_text(text, encoding="utf-8")
        before = session.read_bytes()
        real_write = os.write

        def write(fd: int, data: bytes) -> int:
            real_write(fd, bytes(data[: len(data) // 2]))
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(storage.os, "write", write)
        res = invoke(["note", session, "one more"])
        out, code = res.output, res.exit_code
    assert code == 1 and "the disk is full" in out and no_traceback(out), out
    assert "previous version is unchanged" in out
    assert session.read_bytes() == before
    assert temps(session.parent) == []


def test_a_read_only_folder_refuses_the_write_and_says_so(tmpfs, tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    text = PREF + DEAL
    if tmpfs is not None:
        session = tmpfs / "night.toml"
        session.write_text(text, encoding="utf-8")
        r = subprocess.run(["mount", "-o", "remount,ro", str(tmpfs)], capture_output=True)
        assert r.returncode == 0, r.stderr
        before = session.read_bytes()
        r = sk("note", session, "one more")
        out, code = r.stderr, r.returncode
        shown = sk("show", session)
        assert shown.returncode == 0, shown.stderr  # reading still works
        message = "read-only"
    else:
        session = tmp_path / "night.toml"
        session.write_text(text, encoding="utf-8")
        before = session.read_bytes()
        real_open = os.open

        def ro_open(path, flags, *a, **k):
            if flags & os.O_CREAT:
                raise OSError(errno.EROFS, "Read-only file system")
            return real_open(path, flags, *a, **k)

        monkeypatch.setattr(storage.os, "open", ro_open)
        res = invoke(["note", session, "one more"])
        out, code = res.output, res.exit_code
        message = "read-only"
    assert code == 1 and message in out and no_traceback(out), out
    assert session.read_bytes() == before
    assert temps(session.parent) == []
