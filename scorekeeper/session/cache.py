"""Checkpoints: replay only what was appended since the last time.

A session file only ever grows at its end.  After replaying a file (any file with an entry: see
:data:`MIN_ENTRIES`) the state is kept in a checkpoint in the user's cache directory, with the
length and SHA-256 of the text it stands for.  Next time, if the file still starts with exactly
that text, only the tail is parsed and replayed on top of the saved state; with no tail, nothing is
parsed and no deal is checked, so the read loads no pydantic model at all (the checkpoint holds
plain data: the envelope as a dataclass, the game's state).  Anything unusual falls
back to a full replay: a changed byte anywhere before the tail, a tail that is not made of
``[[deal]]`` tables alone, a ``void`` or an amendment (``replaces``) in the tail (they reach back
into folded entries, however far before the checkpoint the entry they name stands), any
problem in the tail (so the error is reported with its proper line), a different version of the
code, or an unreadable checkpoint.  Replay is deterministic, so the result is the same either way
(pinned by ``tests/foundation/test_cache.py``).

A checkpoint is written only for text that is on disk (after a write has replaced the file, or
for text read from it), never for a text still being validated.  Its first, small part (a
:class:`Head`) also lists which entries are voids and which are struck, so a new ``void`` is
checked without the game state (:mod:`scorekeeper.session.voids`).  Writers bring the checkpoint up
to date before they take the session's lock (:func:`warm`) and, under it, replay only their own
entry from it (:func:`resume_new`).

The cache lives in ``$SCOREKEEPER_CACHE_DIR``, else ``$XDG_CACHE_HOME/scorekeeper``, else
``~/.cache/scorekeeper``; ``SCOREKEEPER_CACHE=off`` turns it off.  Checkpoints are written by this
tool for this user only; losing them costs nothing but time.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import tomllib
from dataclasses import dataclass
from pathlib import Path

from scorekeeper.core.replay import Replay, Resume, replay
from scorekeeper.session.model import RawEntry, Session, parse_session

#: Files shorter than this are replayed in full every time.  Every file with an entry gets a
#: checkpoint: replaying 100 entries takes 4 ms, but checking them loads pydantic's model machinery
#: (35 ms), which a read a checkpoint answers never does (benchmarks/run.py, part 1).
MIN_ENTRIES = 1
_FORMAT = 4
#: A checkpoint not written for this long goes when a new file gets its first one (losing it
#: costs one full replay of its file, if that file is ever read again).
KEEP_SECONDS = 60 * 24 * 3600


@dataclass
class Head:
    """The small first part of a checkpoint: what text it stands for, and which of its entries
    are voids and which are struck (enough to check a new ``void`` without the game state)."""

    code: str  # fingerprint of the engine code that made it
    length: int  # bytes of text (UTF-8, without BOM) it stands for
    sha: str
    lines: int  # newlines in that text
    entries: int  # entries in that text
    voids: frozenset[int]  # numbers of the void entries
    struck: dict[int, int]  # struck entry -> the void entry striking it
    targets: dict[int, int]  # a void that took effect -> the entry it names
    undos: frozenset[int]  # the voids ``undo`` wrote


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


def cache_dir() -> Path:
    if os.environ.get("SCOREKEEPER_CACHE_DIR"):
        return Path(os.environ["SCOREKEEPER_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "scorekeeper"


_code: str | None = None


def code_fingerprint() -> str:
    """Changes whenever any module of the package changes (version, size or modification time)."""
    global _code
    if _code is None:
        import scorekeeper

        h = hashlib.sha256(f"{_FORMAT}:{scorekeeper.__version__}".encode())
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


def load_head(path: str | Path) -> Head | None:
    """Only the first, small part of the checkpoint (cheap: the game state is not read)."""
    if not enabled():
        return None
    try:
        with open(_slot(path), "rb") as f:
            head = pickle.load(f)
    except Exception:  # missing, unreadable, or from another version
        return None
    if not isinstance(head, Head) or head.code != code_fingerprint():
        return None
    return head


def load_checkpoint(path: str | Path) -> Checkpoint | None:
    if not enabled():
        return None
    try:
        with open(_slot(path), "rb") as f:
            head = pickle.load(f)
            if not isinstance(head, Head) or head.code != code_fingerprint():
                return None
            session, resume = pickle.load(f)
    except Exception:  # missing, unreadable, or from another version: just replay in full
        return None
    if not isinstance(session, Session) or not isinstance(resume, Resume):
        return None
    return Checkpoint(head, session, resume)


def checkpoint_of(text: str, rep: Replay, base: Head | None = None) -> Checkpoint | None:
    """The checkpoint of a clean replay of ``text`` (None for a short file or one with problems).
    ``base`` is the checkpoint a resumed ``rep`` started from."""
    if rep.problems or rep.total < MIN_ENTRIES:
        return None
    if rep.resumed_from and (base is None or base.entries != rep.resumed_from):
        return None
    data = text.encode("utf-8")
    if rep.resumed_from:
        assert base is not None  # a resumed tail holds no void
        voids, struck, targets, undos = base.voids, base.struck, base.targets, base.undos
    else:
        index = rep.index
        voids, struck = frozenset(index.voids), dict(index.struck)
        targets, undos = dict(index.targets), frozenset(index.undos)
    head = Head(code_fingerprint(), len(data), hashlib.sha256(data).hexdigest(), data.count(b"\n"),
                rep.total, voids, struck, targets, undos)
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
        _remove_stale(slot, prune=not slot.exists())  # a file's first checkpoint: tidy the rest
        with open(tmp, "wb") as f:
            pickle.dump(cp.head, f, protocol=pickle.HIGHEST_PROTOCOL)
            pickle.dump((cp.session, cp.resume), f, protocol=pickle.HIGHEST_PROTOCOL)
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


def reaches_back(entry: dict) -> bool:
    """A void or an amendment: it changes entries a checkpoint has already folded in."""
    return "void" in entry or "replaces" in entry


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
    cp = load_checkpoint(file) if (use_checkpoint and file) else None
    rep = _resumed(text, file, cp, require_tail) if cp else None
    if rep is None:
        return replay(parse_session(text, file=file)), None
    assert cp is not None
    return rep, cp.head


def tail_of(text: str, head: Head) -> list[dict] | None:
    """The entries after a checkpoint's text, if ``text`` still starts with exactly that text and
    goes on with ``[[deal]]`` tables only; else None."""
    data = text.encode("utf-8")
    if len(data) < head.length or data[head.length - 1:head.length] != b"\n":
        return None
    if hashlib.sha256(data[:head.length]).hexdigest() != head.sha:
        return None
    try:
        parsed = tomllib.loads(data[head.length:].decode("utf-8"))
    except Exception:  # not TOML, too deep, a number too long: a full read reports it
        return None
    deals = parsed.get("deal", [])
    if set(parsed) - {"deal"} or not isinstance(deals, list):
        return None
    if any(not isinstance(d, dict) for d in deals):
        return None
    return deals


def _resumed(text: str, file: str | None, cp: Checkpoint, require_tail: bool) -> Replay | None:
    deals = tail_of(text, cp.head)
    if deals is None or (require_tail and not deals):
        return None
    if any(reaches_back(d) for d in deals):
        return None
    base = cp.resume.entries
    entries = [RawEntry(base + i + 1, None, d) for i, d in enumerate(deals)]
    session = Session(cp.session.envelope, entries, file=file, text="")
    try:
        # a checkpoint is unpickled anew for every use, so its state is not shared
        return replay(session, resume=cp.resume)
    except Exception:  # any problem: a full replay reports it with its line
        return None


__all__ = ["replay_text", "replay_fresh", "load_checkpoint", "load_head", "save_checkpoint",
           "checkpoint_of", "warm", "resume_new", "tail_of", "MIN_ENTRIES", "Checkpoint", "Head"]
