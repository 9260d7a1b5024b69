"""A session file's envelope read cheaply from its start, before anything is recorded: the
command line checks a command's game against it and spells players' names as the file does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

#: the envelope is read from at most this much of the file's start (it precedes every entry)
HEAD_BYTES = 64 * 1024


def envelope_head(file: Path | str) -> dict[str, Any] | None:
    """The top-level keys of a session file (``game``, ``players``, …) read from its start, or
    None where that cannot be done cheaply (no file, not TOML): recording then reports it."""
    import tomllib

    from scorekeeper.session.model import _DEAL_HEADER

    import os
    import stat

    try:
        fd = os.open(file, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None  # a pipe or a device: not read here (recording refuses it)
        raw = os.read(fd, HEAD_BYTES)
        text = raw.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
    finally:
        os.close(fd)
    m = _DEAL_HEADER.search(text)
    if m is not None:
        text = text[:m.start()]
    elif len(raw) == HEAD_BYTES:
        return None  # an envelope this long is not worth guessing at
    try:
        head = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError, RecursionError):
        return None
    return head if isinstance(head, dict) else None
