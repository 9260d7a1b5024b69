"""Checkpoints: replay only what was appended since the last time.

A session file only ever grows at its end.  After replaying a long file (at least
:data:`MIN_ENTRIES` entries) the state is kept in a checkpoint in the user's cache directory, with
the length and SHA-256 of the text it stands for.  Next time, if the file still starts with exactly
that text, only the tail is parsed and replayed on top of the saved state.  Anything unusual falls
back to a full replay: a changed byte anywhere before the tail, a tail that is not made of
``[[deal]]`` tables alone, a ``void`` in the tail (it reaches back into folded entries), any
problem in the tail (so the error is reported with its proper line), a different version of the
code, or an unreadable checkpoint.  Replay is deterministic, so the result is the same either way
(pinned by ``tests/foundation/test_cache.py``).

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

#: Files shorter than this are replayed in full every time (it is quick enough).
MIN_ENTRIES = 500
_FORMAT = 1


@dataclass
class Checkpoint:
    code: str  # fingerprint of the engine code that made it
    length: int  # bytes of text (UTF-8, without BOM) it stands for
    sha: str
    lines: int  # newlines in that text
    session: Session  # envelope of the file (entries and text dropped)
    resume: Resume


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


def load_checkpoint(path: str | Path) -> Checkpoint | None:
    if not enabled():
        return None
    try:
        with open(_slot(path), "rb") as f:
            cp = pickle.load(f)
    except Exception:  # missing, unreadable, or from another version: just replay in full
        return None
    if not isinstance(cp, Checkpoint) or cp.code != code_fingerprint():
        return None
    return cp


def save_checkpoint(path: str | Path, text: str, rep: Replay) -> None:
    """Keep the state of a clean replay of ``text`` (best effort; errors are ignored)."""
    if not enabled() or rep.problems or rep.total < MIN_ENTRIES:
        return
    data = text.encode("utf-8")
    env = Session(rep.envelope, [], file=None, text="")
    cp = Checkpoint(code_fingerprint(), len(data), hashlib.sha256(data).hexdigest(), data.count(b"\n"),
                    env, rep.resume_point())
    slot = _slot(path)
    tmp = slot.with_name(f"{slot.name}.{os.getpid()}.tmp")
    try:
        slot.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp, "wb") as f:
            pickle.dump(cp, f, protocol=pickle.HIGHEST_PROTOCOL)
        os.replace(tmp, slot)
    except Exception:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def replay_text(text: str, file: str | None, *, use_checkpoint: bool = True) -> Replay:
    """Replay a session's text (strictly: the first problem is raised), from a checkpoint of
    ``file`` where one still applies; keeps a new checkpoint for long files."""
    cp = load_checkpoint(file) if (use_checkpoint and file) else None
    rep = _resumed(text, file, cp) if cp else None
    if rep is None:
        rep = replay(parse_session(text, file=file))
    if file and (not rep.resumed_from or rep.entries):
        save_checkpoint(file, text, rep)
    return rep


def _resumed(text: str, file: str | None, cp: Checkpoint) -> Replay | None:
    data = text.encode("utf-8")
    if len(data) < cp.length or data[cp.length - 1:cp.length] != b"\n":
        return None
    if hashlib.sha256(data[:cp.length]).hexdigest() != cp.sha:
        return None
    tail = data[cp.length:].decode("utf-8")
    try:
        parsed = tomllib.loads(tail)
    except tomllib.TOMLDecodeError:
        return None
    deals = parsed.get("deal", [])
    if set(parsed) - {"deal"} or not isinstance(deals, list):
        return None
    if any(not isinstance(d, dict) or "void" in d for d in deals):
        return None
    base = cp.resume.entries
    entries = [RawEntry(base + i + 1, None, d) for i, d in enumerate(deals)]
    session = Session(cp.session.envelope, entries, file=file, text="")
    try:
        # a checkpoint is unpickled anew for every use, so its state is not shared
        return replay(session, resume=cp.resume)
    except Exception:  # any problem: a full replay reports it with its line
        return None


__all__ = ["replay_text", "load_checkpoint", "save_checkpoint", "MIN_ENTRIES", "Checkpoint"]
