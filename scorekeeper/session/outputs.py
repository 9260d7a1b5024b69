"""Files the program derives from a session (``export -o``, ``draw -o``): written whole or not at
all, never over a session file.

Without ``--force`` an output is created only where nothing is (:func:`scorekeeper.session.
storage.create`).  With ``--force`` an existing output is replaced atomically: the new text is
written to a temporary file beside it and synced, then renamed over it under the name's lock
with stop signals held back, so the old file or the new one is there, never half of either.  A
session file is never replaced, with or without ``--force``: not the one being read, and not any
file that reads as a session (a TOML file whose top holds ``format``, ``game`` and ``players``),
so a slip of ``-o`` cannot turn a night's record into an export.
"""

from __future__ import annotations

import os
import stat
import tomllib
from collections.abc import Callable
from pathlib import Path

from scorekeeper.errors import SessionFileError
from scorekeeper.i18n import _
from scorekeeper.session import storage, tempfiles

#: how much of an existing file is read to tell whether it is a session file
HEAD_BYTES = 64 * 1024
#: the keys at the top of every session file (docs/format.md «Envelope»)
SESSION_KEYS = frozenset({"format", "game", "players"})


def write_output(session_file: Path, output: Path, text: str, *, force: bool,
                 landed: Callable[[], None] | None = None) -> None:
    """Write ``text`` to ``output``, a file derived from ``session_file``: refused over the
    session file itself and over any session file; an existing file only with ``force``, and
    then replaced atomically.  ``landed`` is called the moment the new file is in place."""
    label = str(output)
    if output.exists() and session_file.exists() and output.resolve() == session_file.resolve():
        raise SessionFileError(_("refusing to write over the session file"), file=label,
                               expected=_("another output file"))
    if not force or not os.path.lexists(output):
        if os.path.lexists(output):
            raise SessionFileError(_("exists; refusing to overwrite it"), file=label,
                                   expected=_("a new file, or --force to replace it"))
        storage.create(output, text, toml=False, landed=landed)
        return
    target = output.resolve()
    try:
        st = os.stat(target)
    except OSError as exc:
        raise SessionFileError(_("cannot replace {file}: {reason}").format(
            file=output, reason=exc.strerror), file=label) from None
    if not stat.S_ISREG(st.st_mode):
        raise SessionFileError(_("is not a regular file; refusing to replace it"),
                               file=label, expected=_("a file to replace, or a new name"))
    if is_session_file(target):
        raise SessionFileError(_("is a session file; refusing to replace it, even with "
                                 "--force"), file=label, expected=_("another output file"))
    _replace(target, text.encode("utf-8"), st, label, landed)


def is_session_file(path: Path) -> bool:
    """Whether ``path`` reads as a session file: TOML whose top holds ``format``, ``game`` and
    ``players`` (read from its start, up to its first entry)."""
    from scorekeeper.session.model import _DEAL_HEADER

    try:
        with open(path, "rb") as f:
            raw = f.read(HEAD_BYTES)
        text = raw.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return False
    m = _DEAL_HEADER.search(text)
    head = text[:m.start()] if m is not None else text
    try:
        data = tomllib.loads(head)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        return m is not None and "format" in head and "game" in head  # a head cut short
    return SESSION_KEYS <= set(data)


def _replace(target: Path, data: bytes, like: os.stat_result, label: str,
             landed: Callable[[], None] | None) -> None:
    from scorekeeper.session.locking import _locked
    from scorekeeper.signals import held

    if len(data) > storage.MAX_FILE_BYTES:
        raise storage._too_big(len(data), label)
    with _locked(target, label):
        tempfiles.remove_stale(target)
        try:
            tmp = tempfiles.write(target.parent, target.name, data)
        except OSError as exc:
            raise SessionFileError(_("cannot write {file}: {reason}").format(
                file=label, reason=exc.strerror), file=label) from None
        try:
            tempfiles.copy_metadata(tmp, like)
            with held():
                try:
                    os.replace(tmp, target)
                except OSError as exc:
                    raise SessionFileError(_("cannot replace {file}: {reason}").format(
                        file=label, reason=exc.strerror), file=label) from None
                tempfiles.fsync_directory(target.parent)
                if landed is not None:
                    landed()
        finally:
            tempfiles.unlink_quietly(tmp)
