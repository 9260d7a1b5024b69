"""The session file on disk: reading it, creating it, appending one entry to it.

This is the only module that touches the file.  The promise it keeps for the people at the table:
nothing recorded is ever lost, and no save another program made is overwritten.

* Entries are only ever appended: the new file starts with every byte of the old one (comments,
  blank lines, spacing, key order, line endings and a byte-order mark included).
* An append is one critical section under an exclusive lock (a lock file in the user's lock
  directory, keyed by the session's real path; see :func:`lock_path`): read, build the new text,
  let the caller validate it, write.  Two appenders never interleave or lose each other's entries.
* The new text is checked before anything is written: by the caller's ``validate`` (which parses
  and replays it) and here by a TOML parse.  A file that does not parse is never overwritten.
  Where the text read is refused and the file no longer holds those bytes, another program was
  saving it as it was read: that is said ("changed while it was being read"), never reported as
  a fault of the file; a reader (:func:`read_settled`) reads it again.
* Writes are atomic: a temporary file in the same directory is written, flushed and fsynced, then
  put in the target's place in one step (or hard-linked to it when creating).  A failure at any
  point leaves the previous file as it was and removes the temporary file; a temporary file left
  by a writer that was killed is removed by the next writer or creator of that name (only files
  of this module's own naming pattern).
* A save another program (an editor) made while the entry was being added is never overwritten:
  immediately before the new file takes the target's place, the target is compared, by identity
  and by content, with what was read; then the two are exchanged in one step (Linux
  ``renameat2(RENAME_EXCHANGE)``), so the temporary name holds exactly what stood at the target
  at that instant, and that is checked to be the very file that was read, unchanged.  If it is
  not (a save came in between), they are exchanged back and the append is refused, leaving the
  other program's save in place.  Where the exchange is not available, the new file is renamed
  over the target, and an in-place save that reached the old file meanwhile (seen through a
  descriptor held open on it) is put back; a rename-style save in the microseconds between the
  comparison and the rename is then the one that cannot be caught.
* The moment of truth is the exchange.  Every stop signal (Ctrl-C, SIGTERM, SIGHUP, SIGQUIT) is
  held back from just before the final comparison until the caller has been told the entry
  landed (``landed``), so a stop is either "nothing was written" or "recorded", never a wrong one
  of the two (:mod:`scorekeeper.signals`).
* Only regular files are read, and only up to :data:`MAX_FILE_BYTES` (a FIFO or a device such as
  ``/dev/zero`` is refused before it is read).
"""

from __future__ import annotations

import errno
import os
import re
import stat
import tomllib
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any, TypeVar

from scorekeeper.errors import ScorekeeperError, SessionFileError
from scorekeeper.i18n import N_, _
from scorekeeper.session.entry_text import ENTRY_HEADER, format_entry, format_key, format_value
from scorekeeper.session import tempfiles
from scorekeeper.session.locking import LOCK_TIMEOUT, _locked, lock_dir, lock_path
from scorekeeper.signals import held

__all__ = [
    "ENTRY_HEADER",
    "LOCK_TIMEOUT",
    "MAX_FILE_BYTES",
    "append_entry",
    "append_table",
    "create",
    "format_entry",
    "format_key",
    "format_value",
    "lock_dir",
    "lock_path",
    "read_settled",
    "read_text",
]

#: The largest session file read or written (64 MiB: over a million entries).
MAX_FILE_BYTES = 64 * 1024 * 1024


_BOM = b"\xef\xbb\xbf"
_CHUNK = 1 << 16


# --------------------------------------------------------------------------------------------
# Reading


def read_text(path: str | Path) -> str:
    """The file's text, decoded as UTF-8, without a leading byte-order mark.

    Line endings are left exactly as they are in the file.  Every failure is a
    :class:`SessionFileError` naming the file; a raw ``OSError`` never escapes.
    """
    label = os.fspath(path)
    data = _read_bytes(Path(path), label)
    return _decode(data, label)


T = TypeVar("T")

#: how often a reader reads a file again that changed while it was being read
READ_ATTEMPTS = 3
#: how long (seconds) a save another process is making is waited for, before the file is judged
SAVE_WAIT = 0.25
#: without leases: a file changed this recently (nanoseconds) may still be in the middle of a save
_RECENT_NS = 5_000_000


def read_settled(path: str | Path, use: Callable[[str], T]) -> T:
    """``use(text)`` of the file's text, where another program may be saving the file meanwhile.

    When ``use`` refuses the text (a :class:`ScorekeeperError`: it does not parse, a key is
    missing) and the file no longer holds the bytes read, the text was a save caught half-done:
    it is read again, up to :data:`READ_ATTEMPTS` times, then reported as changing while it was
    being read.  A refusal of bytes that are still the file's is the file's own problem, and is
    raised as it is."""
    label = os.fspath(path)
    data = _read_bytes(Path(path), label)
    for _attempt in range(READ_ATTEMPTS):
        try:
            return use(_decode(data, label))
        except ScorekeeperError:
            again = _changed_from(Path(path), data)
            if again is None:
                raise
            data = again
    raise _changed_while_read(label, writing=False)


def _changed_from(path: Path, data: bytes) -> bytes | None:
    """The file's bytes if they are no longer ``data``, else None.  While a process has the file
    open for writing (an editor in the middle of saving it: :mod:`~scorekeeper.session.leases`)
    it is given up to :data:`SAVE_WAIT` seconds to finish; where the system cannot tell, a file
    changed in the last few milliseconds is given a moment."""
    import time

    from scorekeeper.session import leases

    give_up = time.monotonic() + SAVE_WAIT
    while True:
        try:
            again, unwritten = leases.read_unwritten(path, MAX_FILE_BYTES)
        except OSError:
            return None
        if again != data:
            return again
        if unwritten is None:  # no lease here: judged by how recently it changed
            try:
                unwritten = time.time_ns() - os.stat(path).st_ctime_ns >= _RECENT_NS
            except OSError:
                return None
        if unwritten or time.monotonic() > give_up:
            return None
        time.sleep(0.002)


def _changed_while_read(label: str, *, writing: bool) -> SessionFileError:
    if writing:
        message = _("the session file changed while it was being read (another program is saving "
                    "it?); nothing was written, try again")
    else:
        message = _("the session file changed while it was being read (another program is saving "
                    "it?); try again")
    return SessionFileError(message, file=label)


def _read_bytes(path: Path, label: str) -> bytes:
    data, _st = _read_file(path, label)
    return data


def _read_file(path: Path, label: str) -> tuple[bytes, os.stat_result]:
    """The bytes of a regular file and its state when opened.

    Opened without blocking (a FIFO would otherwise wait for a writer forever), then checked to be
    a regular file of at most :data:`MAX_FILE_BYTES` before a byte is read.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | getattr(
        os, "O_CLOEXEC", 0
    )
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise _read_error(exc, label) from exc
    try:
        st = os.fstat(fd)
        if stat.S_ISDIR(st.st_mode):
            raise SessionFileError(_("is a directory, not a session file"), file=label)
        if not stat.S_ISREG(st.st_mode):
            raise SessionFileError(
                _("is {kind}, not a session file").format(kind=_kind_of(st.st_mode)),
                file=label,
                expected=_("a regular file"),
            )
        if st.st_size > MAX_FILE_BYTES:
            raise _too_big(st.st_size, label)
        chunks: list[bytes] = []
        size = 0
        while True:
            chunk = os.read(fd, _CHUNK)
            if not chunk:
                break
            size += len(chunk)
            if size > MAX_FILE_BYTES:  # it grew while being read
                raise _too_big(size, label)
            chunks.append(chunk)
        return b"".join(chunks), st
    except OSError as exc:
        raise _read_error(exc, label) from exc
    finally:
        os.close(fd)


def _too_big(size: int, label: str) -> SessionFileError:
    return SessionFileError(
        _("the session file is too large ({size} bytes; the limit is {limit})").format(
            size=f"{size:,}", limit=f"{MAX_FILE_BYTES:,}"),
        file=label,
        expected=_("a file of at most {n} MiB").format(n=MAX_FILE_BYTES // (1024 * 1024)),
    )


#: what stands at a path that is no regular file
_KINDS = (
    (stat.S_ISFIFO, N_("a named pipe (FIFO)")),
    (stat.S_ISCHR, N_("a character device")),
    (stat.S_ISBLK, N_("a block device")),
    (stat.S_ISSOCK, N_("a socket")),
)


def _kind_of(mode: int) -> str:
    for test, words in _KINDS:
        if test(mode):
            return _(words)
    return _("not a regular file")


def _read_error(exc: OSError, label: str) -> SessionFileError:
    if isinstance(exc, FileNotFoundError):
        parent = os.path.dirname(os.path.abspath(label))
        if not os.path.isdir(parent):
            return SessionFileError(
                _("no such session file: folder '{folder}' does not exist").format(folder=parent),
                file=label)
        return SessionFileError(_("no such session file"), file=label)
    if isinstance(exc, NotADirectoryError):
        return SessionFileError(_("no such session file: a part of its path is not a folder"),
                                file=label)
    if isinstance(exc, IsADirectoryError) or (
        isinstance(exc, PermissionError) and os.path.isdir(label)
    ):
        return SessionFileError(_("is a directory, not a session file"), file=label)
    if isinstance(exc, PermissionError):
        return SessionFileError(_("cannot read the session file: permission denied"), file=label)
    return SessionFileError(_("cannot read the session file: {reason}").format(reason=_reason(exc)),
                            file=label)


def _decode(data: bytes, label: str) -> str:
    if data.startswith(_BOM):
        data = data[len(_BOM) :]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        bad = data[exc.start : exc.start + 1]
        raise SessionFileError(
            _("the session file is not UTF-8 text (byte {byte} at offset {offset})").format(
                byte=f"0x{bad.hex()}", offset=exc.start),
            file=label,
            line=data.count(b"\n", 0, exc.start) + 1,
            expected=_("a UTF-8 encoded TOML file"),
        ) from exc


# --------------------------------------------------------------------------------------------
# Creating and appending


def create(path: str | Path, text: str, *, toml: bool = True,
           landed: Callable[[], None] | None = None) -> None:
    """Create a new file holding ``text``, atomically.

    Refuses when anything already exists at ``path`` (checked race-free: the finished temporary
    file is hard-linked to the target, which fails if the target exists), and a symbolic link to
    a file that does not exist (named as such), and refuses text that is not valid TOML
    (``toml=False`` for an export, which is not a session file).  Taken under the name's lock, so
    a temporary file a creator that was killed left behind is removed.  ``landed`` is called the
    moment the file exists, with stop signals held back.
    """
    label = os.fspath(path)
    target = _target(path)
    _refuse_existing(path, target, label, session=toml)
    if not target.parent.is_dir():
        raise SessionFileError(
            _("cannot create the file: folder '{folder}' does not exist").format(
                folder=target.parent),
            file=label,
        )
    data = text.encode("utf-8")
    if len(data) > MAX_FILE_BYTES:
        raise _too_big(len(data), label)
    if toml:
        _check_toml(text, label, doing="create")
    with _locked(target, label):
        tempfiles.remove_stale(target)
        _write_atomic(target, data, label=label, replace=False, session=toml, landed=landed)


def _refuse_existing(path: str | Path, target: Path, label: str, *, session: bool) -> None:
    if os.path.islink(path) and not os.path.lexists(target):
        raise SessionFileError(
            _("is a symbolic link to '{target}', which does not exist; nothing was "
              "created").format(target=os.readlink(path)),
            file=label,
            expected=_("a new name, or the link removed (or the file it names restored) first"),
        )
    if os.path.lexists(target) or os.path.lexists(path):
        raise _exists_error(label, session=session)


Entry = Mapping[str, Any] | Callable[[str], Mapping[str, Any]]


def append_entry(
    path: str | Path,
    entry: Entry,
    validate: Callable[[str], None],
    *,
    recheck: bool = True,
    landed: Callable[[], None] | None = None,
) -> str:
    """Append ``entry`` as a new ``[[deal]]`` table at the end of the session file.

    Under the session's lock: read the current text, build ``current + separator + entry``,
    call ``validate(new_text)`` (it raises a :class:`ScorekeeperError` to refuse), then replace the
    file atomically.  The separator leaves exactly one blank line before the new table where the
    file does not already end with one; no existing character is changed.  When ``validate``
    raises, or anything else fails, nothing is written.  A refusal of text that the file no
    longer holds (another program was saving it as it was read) is reported as that.

    ``entry`` may be a function of the current text (under the lock) that gives the entry: ``undo``
    chooses the entry it strikes that way, so two of them never choose the same one.

    ``recheck=False`` skips this module's own TOML parse of the new text, for a caller whose
    ``validate`` already guarantees it parses.  ``landed`` is called right after the file was
    replaced, with stop signals held back, so a caller knows for certain whether the entry is in
    the file.

    Returns the text that was appended (separator included), in the file's own line endings.
    """
    label = os.fspath(path)
    target = _target(path)
    text_of: str | Callable[[str], Mapping[str, Any]] = entry if callable(entry) else format_entry(entry)
    data, before = _read_file(target, label)  # the type and size checks, before taking the lock
    _check_writable(target, before, label)

    with _locked(target, label):
        data, before = _read_file(target, label)
        _check_writable(target, before, label)
        tempfiles.remove_stale(target)
        try:
            new_data, added = _appended(data, text_of, validate, label, recheck=recheck)
        except ScorekeeperError:
            if _changed_from(target, data) is not None:  # a save caught half-done, not the file's fault
                raise _changed_while_read(label, writing=True) from None
            raise
        _write_atomic(target, new_data, label=label, replace=True, like=before, read=data,
                      landed=landed)
    return added


def append_table(
    path: str | Path,
    table: Callable[[str], str],
    validate: Callable[[str], None],
    *,
    landed: Callable[[], None] | None = None,
) -> str:
    """Append the text of a table that is not an entry (``[pinned]``: ``scorekeeper pin``) at the
    end of the session file, under the same rules as :func:`append_entry`: under the lock,
    ``table(current_text)`` gives the text (it raises to refuse), ``validate`` checks the new
    text, the file is replaced atomically, and no existing character is changed."""
    return append_entry(path, table, validate, landed=landed)  # type: ignore[arg-type]


def _appended(data: bytes, entry: str | Callable[[str], Mapping[str, Any] | str],
              validate: Callable[[str], None], label: str, *, recheck: bool) -> tuple[bytes, str]:
    """The file's new bytes with the entry (its text, or the function of the current text that
    gives it) appended to ``data``, checked; and the text added."""
    bom = _BOM if data.startswith(_BOM) else b""
    current = _decode(data, label)
    entry_text = entry
    if callable(entry):
        try:
            made = entry(current)  # an entry, or the text of a table (``append_table``)
            entry_text = made if isinstance(made, str) else format_entry(made)
        except ScorekeeperError as exc:
            exc.located(file=label)
            raise
    newline = _newline_of(current)
    added = _separator(current, newline) + entry_text.replace("\n", newline)
    new_text = current + added
    new_data = bom + new_text.encode("utf-8")
    if len(new_data) > MAX_FILE_BYTES:
        raise _too_big(len(new_data), label)
    try:
        validate(new_text)
    except ScorekeeperError as exc:
        exc.located(file=label)
        raise
    if recheck:
        _check_toml(new_text, label, doing="append to")
    return new_data, added


def _check_writable(target: Path, st: os.stat_result, label: str) -> None:
    """A file its owner made read-only is not written, whoever runs the tool (root included)."""
    if not st.st_mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH) or not os.access(target, os.W_OK):
        raise SessionFileError(
            _("the session file is read-only; nothing was written"),
            file=label,
            expected=_("a file you may write (chmod u+w)"),
        )


def _target(path: str | Path) -> Path:
    """The real file behind ``path``: writing through a symlink must not replace the link."""
    return Path(os.path.realpath(path))


def _exists_error(label: str, *, session: bool = True) -> SessionFileError:
    if session:
        return SessionFileError(_("the session file already exists, refusing to overwrite"),
                                file=label)
    return SessionFileError(_("the file already exists, refusing to overwrite"), file=label)


def _newline_of(text: str) -> str:
    """The file's line ending, judged by its first line: CRLF files get CRLF appended."""
    first = text.find("\n")
    return "\r\n" if first > 0 and text[first - 1] == "\r" else "\n"


def _separator(text: str, newline: str) -> str:
    """What goes between ``text`` and a new table so exactly one blank line stands before it.

    Ends the last line first if it has no line break (a final comment, say); adds nothing where
    the text already ends in a blank line, and nothing to an empty text.
    """
    if not text:
        return ""
    if not text.endswith("\n"):
        last = text.rsplit("\n", 1)[-1]
        # A final line of spaces becomes the blank line once it is ended.
        return newline if not last.strip(" \t") else newline + newline
    last_complete = text[:-1].rsplit("\n", 1)[-1]
    return "" if not last_complete.strip(" \t\r") else newline


def _check_toml(text: str, label: str, *, doing: str) -> None:
    try:
        tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        line = getattr(exc, "lineno", None)  # Python 3.14+
        if line is None:
            found = re.search(r"\(at line (\d+), column \d+\)", str(exc))
            line = int(found.group(1)) if found else None
        words = (_("refusing to create the session file: the result would not be valid TOML "
                   "({problem})") if doing == "create" else
                 _("refusing to append to the session file: the result would not be valid TOML "
                   "({problem})"))
        raise SessionFileError(words.format(problem=exc), file=label, line=line) from exc


def _write_atomic(
    target: Path,
    data: bytes,
    *,
    label: str,
    replace: bool,
    like: os.stat_result | None = None,
    read: bytes | None = None,
    landed: Callable[[], None] | None = None,
    session: bool = True,
) -> None:
    """Put ``data`` at ``target`` all at once, or not at all.

    Writes a temporary file in the target's directory and fsyncs it.  Then, with every stop
    signal held back: ``replace=True`` puts it in the place of the target, which must still be
    the file read (``read`` its bytes, ``like`` its state then; permission bits and, where
    allowed, ownership are copied from ``like``), and refuses if another program saved the
    target meanwhile (:mod:`~scorekeeper.session.saves`); ``replace=False`` hard-links it to
    the target, which fails if the target exists.  The directory is fsynced (best effort) and
    ``landed`` called before the signals are let through.  The temporary file never outlives the
    call.
    """
    directory = target.parent
    try:
        tmp = tempfiles.write(directory, target.name, data)
    except OSError as exc:
        raise _write_error(exc, label, creating=not replace) from exc
    try:
        if replace:
            assert like is not None and read is not None
            tempfiles.copy_metadata(tmp, like)
            from scorekeeper.session import saves

            saves.prepare()  # ctypes loaded before the signals are held, not while
            with held():
                try:
                    put = saves.replace_unless_saved(tmp, target, read=read, like=like)
                except OSError as exc:
                    raise _write_error(exc, label) from exc
                if not put:
                    raise _saved_meanwhile(label)
                tempfiles.fsync_directory(directory)
                if landed is not None:
                    landed()
        else:
            with held():
                _link_new(tmp, target, label, session=session)
                tempfiles.fsync_directory(directory)
                if landed is not None:
                    landed()
    finally:
        tempfiles.unlink_quietly(tmp)


def _saved_meanwhile(label: str) -> SessionFileError:
    return SessionFileError(
        _("the session file changed while the entry was being added (another program saved it); "
          "nothing was written, the file is as that program left it; try again"),
        file=label,
    )


def _link_new(tmp: Path, target: Path, label: str, *, session: bool = True) -> None:
    try:
        os.link(tmp, target)
        return
    except FileExistsError as exc:
        raise _exists_error(label, session=session) from exc
    except OSError as exc:
        if exc.errno not in _NO_HARD_LINKS:
            raise _write_error(exc, label, creating=True) from exc
    # A filesystem without hard links: claim the name with an exclusive create (still race-free
    # against another create), then move the finished text over the empty placeholder.
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except FileExistsError as exc:
        raise _exists_error(label, session=session) from exc
    except OSError as exc:
        raise _write_error(exc, label, creating=True) from exc
    os.close(fd)
    try:
        os.replace(tmp, target)
    except OSError as exc:
        tempfiles.unlink_quietly(target)
        raise _write_error(exc, label, creating=True) from exc


_NO_HARD_LINKS = frozenset(
    code
    for code in (
        getattr(errno, "EPERM", None),
        getattr(errno, "ENOTSUP", None),
        getattr(errno, "EOPNOTSUPP", None),
        getattr(errno, "ENOSYS", None),
        getattr(errno, "EMLINK", None),
        getattr(errno, "EXDEV", None),
        getattr(errno, "EACCES", None),  # what Windows reports on FAT
    )
    if code is not None
)


def _write_error(exc: OSError, label: str, *, creating: bool = False) -> SessionFileError:
    if exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        why = _("the disk is full")
    elif exc.errno == errno.EROFS:
        why = _("the folder is on a read-only file system")
    elif exc.errno in (errno.EACCES, errno.EPERM):
        why = _("permission denied: the folder is read-only for you")
    else:
        why = _reason(exc)
    if creating:  # there was no previous version
        return SessionFileError(
            _("could not create the file ({why}); nothing was created").format(why=why), file=label)
    return SessionFileError(
        _("could not write the session file ({why}); the previous version is unchanged").format(
            why=why),
        file=label,
    )


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc) or type(exc).__name__
