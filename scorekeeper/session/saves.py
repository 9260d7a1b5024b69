"""Putting a finished file in the session's place without overwriting a save another program made.

An editor saves a file one of two ways: it writes a new file and renames it over the old one
(rename-style), or it writes into the old file itself (in place).  Either can happen at any moment
while an entry is being appended, and the append must not undo it.  :func:`replace_unless_saved`
is the last step of an append, called under the session's lock with stop signals held:

1. The target is opened and a read lease placed on it (:mod:`~scorekeeper.session.leases`):
   refused if a process has it open for writing (a save in place under way).  Held from here on,
   the lease makes a program that opens the file to write wait, and shows that it tried.
2. The target is compared with what was read, by identity (device, inode, size, modification and
   change times) and by content.  Any difference: a save came in; refuse.
3. The finished temporary file and the target are exchanged in one step, where the system can
   (Linux ``renameat2`` with ``RENAME_EXCHANGE``): afterwards the temporary name holds exactly
   what stood at the target at that instant.  That is checked to be the very file compared in
   step 2 (the same inode, through the descriptor still open on it) with the same size,
   modification time and bytes, and its lease unbroken.  If not, a save came in between: the two
   are exchanged back, so the other program's file is at the target again (a save in place
   waiting on the lease then goes to it), and the append is refused.
4. Where there is no exchange (another system, or a filesystem that refuses it), the temporary
   file is renamed over the target; the old file, still open, is checked afterwards, and if an
   in-place save reached it meanwhile its bytes are put back at the target.  What cannot be
   caught there: a rename-style save in the microseconds between step 2 and the rename, and a
   save in place begun in the microseconds after the rename.

Without a lease (another owner's file, a filesystem without them), a program that opened the old
file just before the exchange and writes into it only after these checks is not caught either:
its bytes go to a file that is no longer the session.
"""

from __future__ import annotations

import errno
import os
import stat
import sys
from pathlib import Path
from typing import Any

from scorekeeper.session import leases

__all__ = ["exchange", "prepare", "replace_unless_saved"]

_CHUNK = 1 << 16
_AT_FDCWD = -100
_RENAME_EXCHANGE = 2
#: what renameat2 answers where the filesystem or the kernel has no exchange
_NO_EXCHANGE = frozenset(
    code for code in (errno.EINVAL, errno.ENOSYS, getattr(errno, "ENOTSUP", None),
                      getattr(errno, "EOPNOTSUPP", None), errno.EXDEV, errno.EPERM)
    if code is not None
)

_renameat2: Any = None  # the C function once looked up; False where there is none


def _function() -> Any:
    global _renameat2
    if _renameat2 is None:
        _renameat2 = False
        if sys.platform.startswith("linux"):
            try:
                import ctypes  # only a command that writes loads it

                fn = ctypes.CDLL(None, use_errno=True).renameat2
                fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p,
                               ctypes.c_uint]
                fn.restype = ctypes.c_int
                _renameat2 = (fn, ctypes.get_errno)
            except (ImportError, OSError, AttributeError):  # pragma: no cover - no such function
                pass
    return _renameat2


def prepare() -> None:
    """Look the exchange up now (loading ctypes), so that the first exchange does not."""
    _function()


def exchange(a: Path, b: Path) -> bool:
    """Exchange the files at ``a`` and ``b`` in one step; False where the system cannot (nothing
    was done then).  Any other failure is an ``OSError``."""
    found = _function()
    if not found:
        return False
    fn, get_errno = found
    if fn(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    code = get_errno()
    if code in _NO_EXCHANGE:
        return False
    raise OSError(code, os.strerror(code), os.fspath(b))


def replace_unless_saved(tmp: Path, target: Path, *, read: bytes, like: os.stat_result) -> bool:
    """Put ``tmp`` in ``target``'s place if ``target`` is still the file read (``read`` its bytes,
    ``like`` its state when opened); True once it is.  False if another program saved it
    meanwhile: ``target`` then holds that program's save and ``tmp`` the finished text (or, after
    an exchange, the save it superseded).  System failures are ``OSError``."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(target, flags)
    except FileNotFoundError:
        return False  # moved away meanwhile: not the file read
    try:  # closing fd lets the lease go
        leased = leases.take(fd)
        if leased is False or not _unchanged(fd, read, like, identity=True):
            return False
        ours = os.lstat(tmp)
        if exchange(tmp, target):
            try:
                landed = _is_the_file_read(tmp, fd, read, like) and not (leased and leases.broken(fd))
            except BaseException:
                _exchange_back(tmp, target, ours)  # not known to be the file read: refused
                raise
            if not landed:
                _exchange_back(tmp, target, ours)
            return landed
        if leased and leases.broken(fd):  # a save in place is about to begin: let it
            return False
        os.replace(tmp, target)
        if _unchanged(fd, read, like, identity=False):
            return True
        try:
            _put_back(fd, tmp, target)
        except OSError:  # the entry is in the file; the other program's text could not be put back
            return True
        return False
    finally:
        os.close(fd)


def _unchanged(fd: int, read: bytes, like: os.stat_result, *, identity: bool) -> bool:
    """The file open on ``fd`` has the state ``like`` describes and holds ``read``.  ``identity``
    also compares the change time, which a rename of the file itself alters."""
    now = os.fstat(fd)
    keys = ["st_ino", "st_dev", "st_size", "st_mtime_ns"] + (["st_ctime_ns"] if identity else [])
    if any(getattr(now, k) != getattr(like, k) for k in keys) or not stat.S_ISREG(now.st_mode):
        return False
    return _contents(fd, len(read) + 1) == read


def _contents(fd: int, limit: int) -> bytes:
    chunks: list[bytes] = []
    offset = 0
    while offset < limit:
        chunk = os.pread(fd, min(_CHUNK, limit - offset), offset)
        if not chunk:
            break
        chunks.append(chunk)
        offset += len(chunk)
    return b"".join(chunks)


def _is_the_file_read(tmp: Path, fd: int, read: bytes, like: os.stat_result) -> bool:
    """After the exchange: ``tmp`` holds the very file compared before it, unchanged."""
    try:
        moved = os.lstat(tmp)
    except FileNotFoundError:
        return False
    return (moved.st_ino, moved.st_dev) == (like.st_ino, like.st_dev) \
        and _unchanged(fd, read, like, identity=False)


def _exchange_back(tmp: Path, target: Path, ours: os.stat_result) -> None:
    """Put back at ``target`` the save that came in.  Afterwards ``tmp`` holds our finished file;
    if it does not, a newer save reached the target in the microseconds between the exchanges
    (it is now at ``tmp``, the older one it supersedes at the target): one more exchange puts the
    newer one back."""
    exchange(tmp, target)
    now = os.lstat(tmp)
    if (now.st_ino, now.st_dev) != (ours.st_ino, ours.st_dev):
        exchange(tmp, target)


def _put_back(fd: int, tmp: Path, target: Path) -> None:
    """Without an exchange: the old file, open on ``fd``, was saved into in place after the
    comparison, and the rename has put our text over it; write its bytes back at ``target``."""
    st = os.fstat(fd)
    data = _contents(fd, st.st_size + _CHUNK)
    out = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0), 0o600)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(out, view[:_CHUNK]):]
        os.fsync(out)
    finally:
        os.close(out)
    try:
        os.chmod(tmp, stat.S_IMODE(st.st_mode))
    except OSError:  # pragma: no cover - a filesystem without permission bits
        pass
    os.replace(tmp, target)
