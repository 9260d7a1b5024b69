"""Whether another process is writing a file right now, as the system tells it (Linux leases).

A read lease (``fcntl(fd, F_SETLEASE, F_RDLCK)``) can be placed on a file only while no process
has it open for writing; while it is held, a process that opens the file for writing waits until
it is let go, and the lease shows it as broken.  So the system tells us, at no cost, what no
comparison of bytes can: that an editor is in the middle of saving the file in place, or has just
opened it to.  :mod:`~scorekeeper.session.storage` asks before it blames a file that does not
parse on the file itself (a save caught half-done is read again), and
:mod:`~scorekeeper.session.saves` holds one on the session across the replace (a save in place
begun meanwhile refuses the append instead of going to the old file).

Only the file's owner (or a process allowed ``CAP_LEASE``) may take a lease, only on Linux and not
on every filesystem: where none can be taken these functions answer ``None`` and the caller does
without.  The signal that tells a holder its lease is being broken (SIGIO, which would end the
process) is ignored from the first lease on: nothing else in the program uses it.
"""

from __future__ import annotations

import errno
import os
from pathlib import Path

__all__ = ["broken", "read_unwritten", "take"]

_ready: list[bool] = []  # SIGIO ignored (True), or leases unusable in this process (False)


def _usable() -> bool:
    if not _ready:
        try:
            import fcntl
            import signal

            _ready.append(hasattr(fcntl, "F_SETLEASE") and hasattr(signal, "SIGIO"))
            if _ready[0]:
                signal.signal(signal.SIGIO, signal.SIG_IGN)
        except (ImportError, ValueError, OSError):  # another OS, or not the main thread
            _ready[:] = [False]
    return _ready[0]


def take(fd: int) -> bool | None:
    """Place a read lease on the file open (read-only) on ``fd``; it lasts until ``fd`` is closed.
    True: held.  False: a process has the file open for writing now.  None: no lease here."""
    if not _usable():
        return None
    import fcntl

    try:
        fcntl.fcntl(fd, fcntl.F_SETLEASE, fcntl.F_RDLCK)
    except OSError as exc:
        return False if exc.errno in (errno.EAGAIN, errno.EBUSY) else None
    return True


def broken(fd: int) -> bool:
    """Whether the lease held on ``fd`` is being broken: a process is opening the file to write."""
    import fcntl

    try:
        return fcntl.fcntl(fd, fcntl.F_GETLEASE) != fcntl.F_RDLCK
    except OSError:  # pragma: no cover - the lease was taken on this very descriptor
        return True


def read_unwritten(path: Path, limit: int) -> tuple[bytes, bool | None]:
    """The file's bytes (at most ``limit``), and whether no process had it open for writing from
    before the read until after it (None: the system cannot tell), so that the bytes are the
    file's own and not a save caught half-done.  ``OSError`` if it cannot be read."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        held = take(fd)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if held:
            held = not broken(fd)
        return b"".join(chunks), held
    finally:
        os.close(fd)  # lets the lease go
