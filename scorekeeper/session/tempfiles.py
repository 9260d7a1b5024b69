"""The temporary file beside a session: written in full and synced before it takes the session's
place, named so that the one a killed writer left can be recognised and cleared.

A temporary file of ``night.toml`` is ``.night.toml.<8 hex digits>.tmp`` in the same folder (so
the final rename stays on one filesystem).  Only :mod:`~scorekeeper.session.storage` makes them,
and only under the session's lock; so any such file seen under the lock is a killed writer's.
Failures are ``OSError``, for the caller to put in the player's words.
"""

from __future__ import annotations

import os
import re
import secrets
import stat
from pathlib import Path

__all__ = ["copy_metadata", "fsync_directory", "remove_stale", "unlink_quietly", "write"]

_CHUNK = 1 << 16
_TEMP = re.compile(r"\.(?P<name>.+)\.[0-9a-f]{8}\.tmp\Z", re.DOTALL)


def _temp_name(name: str) -> str:
    return f".{name}.{secrets.token_hex(4)}.tmp"


def write(directory: Path, name: str, data: bytes) -> Path:
    """A new temporary file of ``name`` in ``directory`` holding ``data``, written and fsynced.
    Nothing is left behind if it fails (or is interrupted)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
    for _ in range(100):
        tmp = directory / _temp_name(name)
        try:
            fd = os.open(tmp, flags, 0o666)  # the umask decides, as for any new file
        except FileExistsError:
            continue
        break
    else:  # pragma: no cover - a hundred random names all taken
        raise FileExistsError(f"no free temporary name beside {name}")
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(fd, view[:_CHUNK]):]
            os.fsync(fd)
        finally:
            os.close(fd)
    except BaseException:
        unlink_quietly(tmp)
        raise
    return tmp


def remove_stale(target: Path) -> list[str]:
    """Remove temporary files an interrupted writer of this session left (call under its lock).

    Only names this module makes for this very file (``.<name>.<8 hex digits>.tmp``), and only
    regular files: every other writer of the session waits for the lock before it makes one, so
    any such file seen under the lock belongs to a writer that died.
    """
    removed: list[str] = []
    try:
        names = os.listdir(target.parent)
    except OSError:
        return removed
    for name in names:
        m = _TEMP.match(name)
        if not m or m.group("name") != target.name:
            continue
        p = target.parent / name
        try:
            if stat.S_ISREG(os.lstat(p).st_mode):
                os.unlink(p)
                removed.append(name)
        except OSError:
            pass
    return removed


def copy_metadata(tmp: Path, like: os.stat_result) -> None:
    """The permission bits of ``like`` and, where allowed, its owner."""
    try:
        os.chmod(tmp, stat.S_IMODE(like.st_mode))
    except OSError:  # pragma: no cover - a filesystem without permission bits
        pass
    chown = getattr(os, "chown", None)
    if chown is not None:
        try:
            st = os.stat(tmp)
            if (st.st_uid, st.st_gid) != (like.st_uid, like.st_gid):
                chown(tmp, like.st_uid, like.st_gid)
        except OSError:  # only the owner or root may give a file away; keep ours then
            pass


def fsync_directory(directory: Path) -> None:
    """Make the rename itself durable; not possible everywhere (Windows), so best effort."""
    try:
        fd = os.open(directory, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def unlink_quietly(path: Path) -> None:
    try:
        os.unlink(path)
    except FileNotFoundError:
        pass
    except OSError:  # pragma: no cover - nothing more to do about it
        pass
