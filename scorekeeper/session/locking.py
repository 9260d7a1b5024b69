"""The session's lock: where lock files live, and taking the lock.

Writers of one session take turns under an exclusive lock on a lock file kept in one place for
all sessions (:func:`lock_dir`), named by a hash of the session's real path, so nothing but the
session itself is ever left beside it, and a symbolic link and its target share one lock.  A
creator of a file (``new``, an export) takes the lock of the name it creates, so the temporary
file of one that was killed can be cleared.  Stop signals are held back across the replace
itself by :func:`scorekeeper.signals.held`; a stop while waiting for the lock, or while the
locking library is still being loaded, is an ordinary "nothing was written".
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path
from typing import Any

from scorekeeper.errors import SessionFileError
from scorekeeper.i18n import _
from scorekeeper.session.folders import cache_dir

#: Seconds an appender waits for another one before giving up.
LOCK_TIMEOUT = 10.0


def lock_dir() -> Path:
    """Where lock files live: ``$SCOREKEEPER_LOCK_DIR``, else ``$XDG_RUNTIME_DIR/scorekeeper``,
    else ``locks`` in the cache directory (:mod:`scorekeeper.session.folders`)."""
    if os.environ.get("SCOREKEEPER_LOCK_DIR"):
        return Path(os.environ["SCOREKEEPER_LOCK_DIR"])
    if os.environ.get("XDG_RUNTIME_DIR"):
        return Path(os.environ["XDG_RUNTIME_DIR"]) / "scorekeeper"
    return cache_dir() / "locks"


def lock_path(path: str | Path) -> Path:
    """The lock file of a session: ``<sha256 of its real path>.lock`` in :func:`lock_dir`.

    Symbolic links are followed first, so every way of naming one file shares one lock; nothing
    is ever written beside the session but the session itself (and, for a moment, its temporary
    file).
    """
    key = hashlib.sha256(os.fsencode(_target(path))).hexdigest()[:32]
    return lock_dir() / f"{key}.lock"


class _locked:
    """Exclusive lock on the session's lock file, errors turned into SessionFileError."""

    def __init__(self, target: Path, label: str) -> None:
        self._label = label
        self._path = lock_path(target)
        self._lock: Any = None  # a filelock.FileLock once taken

    def __enter__(self) -> None:
        try:
            self._path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            # no writable home: the system's temporary folder, still one place per user
            uid = os.getuid() if hasattr(os, "getuid") else "user"
            self._path = Path(tempfile.gettempdir()) / f"scorekeeper-{uid}-locks" / self._path.name
            try:
                self._path.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise SessionFileError(
                    _("cannot lock the session file: no lock folder can be made ({reason}); "
                      "set SCOREKEEPER_LOCK_DIR to a writable folder").format(reason=_reason(exc)),
                    file=self._label,
                ) from exc
        import filelock  # only a command that writes takes a lock: reads need not load it

        self._lock = filelock.FileLock(self._path, timeout=LOCK_TIMEOUT)
        try:
            self._lock.acquire()
        except filelock.Timeout as exc:
            raise SessionFileError(
                _("the session is locked by another process (waited {seconds} s); "
                  "try again when it has finished").format(seconds=f"{LOCK_TIMEOUT:g}"),
                file=self._label,
            ) from exc
        except OSError as exc:
            raise SessionFileError(
                _("cannot lock the session file: {reason}").format(reason=_reason(exc)),
                file=self._label
            ) from exc

    def __exit__(self, *exc_info: object) -> None:
        assert self._lock is not None
        self._lock.release()


def _target(path: str | Path) -> Path:
    return Path(os.path.realpath(path))


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc) or type(exc).__name__


__all__ = ["LOCK_TIMEOUT", "lock_dir", "lock_path"]
