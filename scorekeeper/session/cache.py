"""Checkpoints: replay only what was appended since the last time.

A session file only ever grows at its end.  After replaying a file (any file with an entry: see
:data:`MIN_ENTRIES`) the state is kept in a checkpoint in the user's cache directory, with the
length and SHA-256 of the text it stands for.  Next time, if the file still starts with exactly
that text, only the tail is parsed and replayed on top of the saved state; with no tail, nothing is
parsed and no deal is checked, so the read loads no pydantic model at all (the checkpoint holds
plain data: the envelope as a dataclass, the game's state).  Anything unusual falls
back to a full replay: a changed byte anywhere before the tail, a tail that is not made of
``[[deal]]`` tables alone (a ``[pinned]`` table ``scorekeeper pin`` appended changes the options
of every entry: the envelope the checkpoint holds is then the full read's, pin and all), a ``void`` or an amendment (``replaces``) in the tail (they reach back
into folded entries, however far before the checkpoint the entry they name stands), any
problem in the tail (so the error is reported with its proper line), a different version of the
code, or a checkpoint that is not this code's own under the user's key.  Replay is
deterministic, so the result is the same either way (pinned by ``tests/foundation/test_cache.py``).

A checkpoint is never trusted: each is sealed with a key private to the user and verified before a
byte of it is decoded, by a decoder that finds only the engines' classes, and then checked for
consistency (:mod:`scorekeeper.session.checkpoint_file`); one that fails in any way is removed and
the file replayed (``tests/faults/test_checkpoints.py`` changes every byte of one).  There is one
checking path: the tail is read by the same :func:`~scorekeeper.session.model.parse_toml` as a
whole file, so every limit applies to an entry recorded on top of a checkpoint as to a cold read;
its entries are checked by the same replay; the envelope is the one the full read of the very same
text checked (``tests/faults/test_limits_on_every_path.py``).

A checkpoint is written only for text that is on disk (after a write has replaced the file, or
for text read from it), never for a text still being validated.  Its first, small part (a
:class:`Head`) also lists which entries are voids and which are struck, so a new ``void`` is
checked without the game state (:mod:`scorekeeper.session.voids`).  Writers bring the checkpoint up
to date before they take the session's lock (:func:`warm`) and, under it, replay only their own
entry from it (:func:`resume_new`).

A game state holds words ("made without play", "next raspas at"), in the language the replay that
made it spoke: a checkpoint records that language (in its sealed head) and stands in for a replay
only in a run that speaks it, once the file's own ``lang`` is applied (:func:`spoken`); in any
other run the file is replayed, and the checkpoint made anew.  The head also keeps the file's
``lang``, which a read of the head alone (a new ``void``) applies as a read of the file would.

The cache lives in ``$SCOREKEEPER_CACHE_DIR``, else ``$XDG_CACHE_HOME/scorekeeper``, else
``~/.cache/scorekeeper``; ``SCOREKEEPER_CACHE=off`` turns it off.  Losing checkpoints costs
nothing but time.
"""

from __future__ import annotations

import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path

from scorekeeper import i18n
from scorekeeper.core import table_events
from scorekeeper.core.entries import RawEntry, Session
from scorekeeper.core.replay import Replay, Resume, replay
from scorekeeper.session import checkpoint_file as disk
from scorekeeper.session.checkpoint_file import Head
from scorekeeper.session.folders import cache_dir
from scorekeeper.session.model import parse_session, parse_toml

#: Files shorter than this are replayed in full every time.  Every file with an entry gets a
#: checkpoint: replaying 100 entries takes 4 ms, but checking them loads pydantic's model machinery
#: (35 ms), which a read a checkpoint answers never does (benchmarks/run.py, part 1).
MIN_ENTRIES = 1
#: A checkpoint not written for this long goes when a new file gets its first one (losing it
#: costs one full replay of its file, if that file is ever read again).
KEEP_SECONDS = 60 * 24 * 3600


@dataclass
class Checkpoint:
    head: Head
    session: Session  # envelope of the file (entries and text dropped)
    resume: Resume

    @property
    def code(self) -> str:
        return self.head.code

    @property
    def length(self) -> int:
        return self.head.length


def enabled() -> bool:
    return os.environ.get("SCOREKEEPER_CACHE", "on").lower() not in ("off", "0", "no", "false")


_code: str | None = None


def code_fingerprint() -> str:
    """Changes whenever any module of the package changes (version, size or modification time)."""
    global _code
    if _code is None:
        import scorekeeper

        h = hashlib.sha256(f"{disk.FORMAT}:{scorekeeper.__version__}".encode())
        root = Path(scorekeeper.__file__).parent
        for dirpath, dirnames, filenames in os.walk(root):
            dirnames.sort()
            for name in sorted(filenames):
                if name.endswith(".py"):
                    st = os.stat(os.path.join(dirpath, name))
                    h.update(f"{dirpath}/{name}:{st.st_size}:{st.st_mtime_ns};".encode())
        _code = h.hexdigest()
    return _code


def _slot(path: str | Path) -> Path:
    key = hashlib.sha256(os.path.realpath(path).encode()).hexdigest()[:32]
    return cache_dir() / f"{key}.checkpoint"


def _read(path: str | Path, chars: int | None, *,
          with_body: bool) -> tuple[Head, bytes | None] | None:
    """The verified head (and the body's bytes) of the checkpoint of ``path``, for a session text
    of ``chars`` characters (None: as long as a session file may be); None where there is none to
    use.  One that is not this code's own under the user's key is removed."""
    if not enabled():
        return None
    secret = disk.key(cache_dir())
    if secret is None:
        return None
    from scorekeeper.session.storage import MAX_FILE_BYTES

    slot = _slot(path)
    try:
        return disk.read(slot, secret, code_fingerprint(),
                         MAX_FILE_BYTES if chars is None else chars, with_body=with_body)
    except FileNotFoundError:
        return None
    except Exception:  # anything at all (MemoryError and RecursionError too): replay instead
        _discard(slot)
        return None


def _discard(slot: Path) -> None:
    """Remove a checkpoint that is of no use (best effort: one a writer put in its place meanwhile
    may go too, which costs one full replay)."""
    try:
        os.unlink(slot)
    except OSError:
        pass


def load_head(path: str | Path, text: str | None = None) -> Head | None:
    """Only the first, small part of the checkpoint, verified (the game state is not read).
    ``text``, the session's text as read, bounds how large a checkpoint is read for it."""
    found = _read(path, None if text is None else len(text), with_body=False)
    return found[0] if found else None


def load_checkpoint(path: str | Path, text: str | None = None) -> Checkpoint | None:
    """The whole checkpoint of ``path``, verified and decoded (None where there is none to use);
    ``text`` as for :func:`load_head`."""
    found = _read(path, None if text is None else len(text), with_body=True)
    return _decoded(path, *found) if found else None


def _decoded(path: str | Path, head: Head, body: bytes | None) -> Checkpoint | None:
    """Decode a verified body; a failure of any kind discards the checkpoint."""
    try:
        assert body is not None
        envelope, resume = disk.decode(body, head)
        session = Session(envelope, [], file=None, text="")
        _check_state(session, resume)
    except Exception:  # anything at all (MemoryError and RecursionError too): replay instead
        _discard(_slot(path))
        return None
    return Checkpoint(head, session, resume)


def _check_state(session: Session, resume: Resume) -> None:
    """The state is of the kind the game's engine starts a table with."""
    from scorekeeper.core.replay import open_table

    game, table = open_table(session)
    if not game.is_state(resume.state, table):
        raise disk.Unusable("state kind")


def checkpoint_of(text: str, rep: Replay, base: Head | None = None) -> Checkpoint | None:
    """The checkpoint of a clean replay of ``text`` (None for a short file or one with problems).
    ``base`` is the checkpoint a resumed ``rep`` started from."""
    if rep.problems or rep.total < MIN_ENTRIES or getattr(rep.index, "sealed", None) is not None:
        return None  # (a sealed night: every writer then reads the seal from the whole file)
    if rep.life is not None and rep.life.events:
        return None  # (the table changed: a resumed replay would start at the opening table)
    if rep.resumed_from and (base is None or base.entries != rep.resumed_from):
        return None
    data = text.encode("utf-8")
    if rep.resumed_from:
        assert base is not None  # a resumed tail holds no void
        voids, struck, targets, undos = base.voids, base.struck, base.targets, base.undos
    else:
        if _may_hold_entries_inline(text):
            return None  # `[[deal]]` could not be appended to its text: see tail_of
        index = rep.index
        voids, struck = frozenset(index.voids), dict(index.struck)
        targets, undos = dict(index.targets), frozenset(index.undos)
    head = Head(code_fingerprint(), len(data), hashlib.sha256(data).hexdigest(), data.count(b"\n"),
                rep.total, voids, struck, targets, undos, lang=i18n.lang(),
                table=getattr(rep.envelope, "lang", None))
    return Checkpoint(head, Session(rep.envelope, [], file=None, text=""), rep.resume_point())


def save_checkpoint(path: str | Path, text: str, rep: Replay, base: Head | None = None) -> None:
    """Keep the state of a clean replay of ``text`` (best effort; errors are ignored).

    Call it only for text that is on disk: a checkpoint describes the file, never a text that
    might still fail to be written.  ``base`` is the checkpoint a resumed ``rep`` started from."""
    if not enabled():
        return
    cp = checkpoint_of(text, rep, base)
    if cp is not None:
        _write(path, cp)


def _write(path: str | Path, cp: Checkpoint) -> None:
    slot = _slot(path)
    tmp = slot.with_name(f"{slot.name}.{os.getpid()}.tmp")
    try:
        slot.parent.mkdir(parents=True, exist_ok=True)
        secret = disk.key(slot.parent, create=True)
        if secret is None:
            return
        data = disk.seal(cp.head, cp.session.envelope, cp.resume, secret)
        if len(data) > disk.size_limit(cp.head.length // 4):  # a reader would not read it
            return
        _remove_stale(slot, prune=not slot.exists())  # a file's first checkpoint: tidy the rest
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with open(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, slot)
    except Exception:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def warm(text: str, file: str) -> Checkpoint | None:
    """Bring the checkpoint of ``file`` up to date with ``text`` (read from the file, so on disk)
    and return it, in memory, for the writer about to take the lock (None: no checkpoint)."""
    rep, base = replay_fresh(text, file)
    cp = checkpoint_of(text, rep, base)
    if cp is not None and (not rep.resumed_from or rep.entries):
        _write(file, cp)
    return cp


def resume_new(text: str, file: str, cp: Checkpoint, number: int) -> Replay | None:
    """Replay only what ``text`` adds to the checkpoint's text, the last entry (number
    ``number``) being the one about to be appended.  None where the checkpoint does not apply;
    a problem of that new entry is raised (the entry is refused), any other gives None."""
    from scorekeeper.errors import ScorekeeperError

    deals = tail_of(text, cp.head)
    if not deals or any(reaches_back(d) for d in deals) or cp.head.entries + len(deals) != number:
        return None
    entries = [RawEntry(cp.head.entries + i + 1, None, d) for i, d in enumerate(deals)]
    session = Session(cp.session.envelope, entries, file=file, text="")
    try:
        return replay(session, resume=cp.resume)  # the state is the writer's own, used once
    except ScorekeeperError as err:
        from scorekeeper.errors import ProblemList

        if all(e.entry == number for e in (err.problems if isinstance(err, ProblemList) else [err])):
            raise
        return None
    except Exception:
        return None


def spoken(head: Head) -> bool:
    """Apply the file's own language (the head's copy of its ``lang``: the head stands for the
    file's text, so for its envelope), then say whether the run speaks the language the
    checkpoint's state was made in: only then may the state stand in for a replay."""
    i18n.table(head.table)
    return head.lang == i18n.lang()


def reaches_back(entry: dict) -> bool:
    """A void or an amendment: it changes entries a checkpoint has already folded in (a seal or
    an unseal: it is read from the whole file; a table event changes the table a checkpoint
    would resume at)."""
    return ("void" in entry or "replaces" in entry or "seal" in entry or "unseal" in entry
            or table_events.is_event(entry))


def _remove_stale(slot: Path, *, prune: bool = False) -> None:
    """Temporary checkpoints of processes that no longer run (killed while saving); with
    ``prune``, also the checkpoints of other files not written for :data:`KEEP_SECONDS`."""
    prefix = f"{slot.name}."
    try:
        names = os.listdir(slot.parent)
    except OSError:
        return
    if prune:
        _prune(slot.parent, [n for n in names if n.endswith(".checkpoint") and n != slot.name])
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        pid = name[len(prefix):-len(".tmp")]
        if not pid.isdigit() or int(pid) == os.getpid() or _alive(int(pid)):
            continue
        try:
            os.unlink(slot.parent / name)
        except OSError:
            pass


def _prune(folder: Path, names: list[str]) -> None:
    """Remove the checkpoints not written for :data:`KEEP_SECONDS` (of files deleted, moved or
    put away): every file with an entry has one, so the folder would otherwise only grow."""
    import time

    old = time.time() - KEEP_SECONDS
    for name in names:
        try:
            if os.stat(folder / name).st_mtime < old:
                os.unlink(folder / name)
        except OSError:
            pass


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


def replay_text(text: str, file: str | None, *, use_checkpoint: bool = True) -> Replay:
    """Replay a session's text (strictly: the first problem is raised), from a checkpoint of
    ``file`` where one still applies; keeps a new checkpoint for long files.

    Only for text read from ``file`` as it is on disk (a checkpoint is saved for it)."""
    rep, base = replay_fresh(text, file, use_checkpoint=use_checkpoint)
    if file and (not rep.resumed_from or rep.entries):
        save_checkpoint(file, text, rep, base)
    return rep


def replay_fresh(text: str, file: str | None, *, use_checkpoint: bool = True,
                 require_tail: bool = False) -> tuple[Replay, Head | None]:
    """Like :func:`replay_text` but saves nothing (for a text not yet on disk); returns the replay
    and the checkpoint it resumed from.  ``require_tail``: the checkpoint must leave at least one
    entry to replay (an append needs its own entry's result)."""
    found = _read(file, len(text), with_body=True) if (use_checkpoint and file) else None
    if found is not None:
        head, body = found
        deals = tail_of(text, head)  # whether it applies, before its state is decoded
        if deals is not None and (deals or not require_tail) and not any(map(reaches_back, deals)) \
                and spoken(head):  # a state made in another language: replayed (and kept anew)
            cp = _decoded(file, head, body)  # type: ignore[arg-type]
            rep = _resumed(file, cp, deals) if cp is not None else None
            if rep is not None:
                return rep, head
    return replay(parse_session(text, file=file)), None


#: The text between a checkpoint's text and its first ``[[deal]]``: blank lines and comments.
_LEADING = re.compile(r"(?:[ \t]*(?:#[^\n]*)?\r?\n)*[ \t]*")
#: A line that may begin ``deal = [...]`` (the entries as one array, which no ``[[deal]]`` may
#: follow): ``deal =`` or a quoted key, whose spelling is then read.
_KEY_AT_LINE = re.compile(r"(?:\A|\n)[ \t]*(deal|\"(?:[^\"\\\n]|\\.)*\"|'[^'\n]*')[ \t]*=")


def tail_of(text: str, head: Head) -> list[dict] | None:
    """The entries after a checkpoint's text, if ``text`` still starts with exactly that text and
    goes on with ``[[deal]]`` tables only; else None.

    The tail is read by the very :func:`~scorekeeper.session.model.parse_toml` that reads a whole
    file, so every limit applies to it alike; where it finds anything, the full read reports it.
    Read alone, the tail means what it means at the end of the file: it starts with a table (a key
    before its first would belong to the checkpoint's last entry), holds nothing but ``deal``, and
    the checkpoint's text holds its entries as ``[[deal]]`` tables (:func:`checkpoint_of`)."""
    from scorekeeper.errors import ScorekeeperError

    data = text.encode("utf-8")
    if len(data) < head.length or data[head.length - 1:head.length] != b"\n":
        return None
    if hashlib.sha256(data[:head.length]).hexdigest() != head.sha:
        return None
    tail = data[head.length:].decode("utf-8")
    at = _LEADING.match(tail).end()  # type: ignore[union-attr]
    if tail[at:at + 1] not in ("", "[", "#"):  # "#": a last comment without a line end
        return None
    try:
        parsed = parse_toml(tail)
    except ScorekeeperError:  # not TOML, over a limit: the full read reports it with its line
        return None
    deals = parsed.get("deal", [])
    if set(parsed) - {"deal"} or not isinstance(deals, list):
        return None
    if any(not isinstance(d, dict) for d in deals):
        return None
    return deals


def _may_hold_entries_inline(text: str) -> bool:
    """Whether ``text`` may give its entries as ``deal = [...]`` (TOML lets no ``[[deal]]`` follow
    that): a line starting ``deal =`` or with a quoted key spelling ``deal``.  Inside a multi-line
    string such a line is taken for one too (the file then only gets no checkpoint)."""
    import tomllib

    for m in _KEY_AT_LINE.finditer(text):
        key = m.group(1)
        if key == "deal":
            return True
        try:
            if tomllib.loads(f"{key} = 0") == {"deal": 0}:
                return True
        except Exception:
            return True
    return False


def _resumed(file: str | None, cp: Checkpoint, deals: list[dict]) -> Replay | None:
    base = cp.resume.entries
    entries = [RawEntry(base + i + 1, None, d) for i, d in enumerate(deals)]
    session = Session(cp.session.envelope, entries, file=file, text="")
    try:
        # a checkpoint is decoded anew for every use, so its state is not shared
        return replay(session, resume=cp.resume)
    except Exception:  # any problem: a full replay reports it with its line
        return None


__all__ = ["replay_text", "replay_fresh", "load_checkpoint", "load_head", "save_checkpoint",
           "checkpoint_of", "warm", "resume_new", "tail_of", "MIN_ENTRIES", "Checkpoint", "Head"]
