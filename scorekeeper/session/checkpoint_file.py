"""A checkpoint as bytes on disk: sealed with the user's key, verified before a byte is decoded.

The cache folder is a place another user or program may be able to write, and a disk may change a
byte, so nothing read from it is believed until it is proven to be this tool's own work for this
very code.  A checkpoint file is::

    fixed header   magic, format number, reserved (0), length of the head, length of the body,
                   the fingerprint of the code that wrote it (32 bytes)
    seal           HMAC-SHA256 under the user's key of the fixed header and the head
    head           JSON: the length, SHA-256 and line count of the text it stands for, its
                   entries, the index of voids, the language the state was made in and the
                   file's own ``lang``, and the SHA-256 of the body
    body           the envelope and the game state where the replay stopped, pickled

The seal covers the fixed header (so the code fingerprint and both lengths) and the head, which
names the text it stands for by length and SHA-256 and the body by SHA-256: one key proves all of
it.  A reader checks the sizes against the file's own, then the seal, then (for the state) the
body's digest, and only then decodes anything — a changed byte is caught by the seal, and a file
written by anyone who cannot read the key is never used.  Reading is bounded: a checkpoint larger
than :func:`size_limit` allows for its session's text is not read at all.

The key (:data:`KEY_NAME`, 32 random bytes) is made once per cache folder with :mod:`secrets`,
private to the user (mode 0600), and put in place with a hard link, so no process ever reads a key
half written and two processes making one at once agree on it.  A key file that is not a regular
file of this user's with no permission for group or others is not used: checkpoints are then off
for the process, silently (losing them costs only time).

Why a pickle, and a restricted one: the game states are plain dataclasses, tuples, dicts, sets,
fractions and dates, and pickle keeps them exact at C speed.  An ordinary unpickler calls whatever
function the data names; :class:`_Unpickler` finds only the classes (types, never functions) of
the engine's own modules and :data:`STDLIB_TYPES` — what the states really hold — so even data
that got past the seal cannot run code on load.  A JSON codec per game state would be the
alternative (a state that declares how it is written and read back); it would put a codec beside
every state class for no gain in safety over this list.

After decoding, the parts are checked for consistency (:func:`_checked_head`,
:func:`_checked_body`); any failure of any kind — including ``RecursionError`` or
``MemoryError`` — means the checkpoint is discarded (removed, best effort) and the file is replayed
in full.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import hmac
import io
import json
import os
import pickle
import re
import stat
import struct
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import Any

MAGIC = b"SKCKPT\r\n"
#: The layout of the file (the fixed header, the seal, the head's keys): a new number for a new one.
FORMAT = 6
_FIXED = struct.Struct("<8sHHIQ32s")  # magic, format, reserved, head length, body length, code
_SEAL = 32
PREAMBLE = _FIXED.size + _SEAL
KEY_NAME = "checkpoint.key"
KEY_BYTES = 32

#: What the game states hold besides scorekeeper's own classes and pickle's built-in kinds (found
#: by pickling the checkpoint of every sample session: ``tests/faults/test_checkpoints.py``), and
#: what a TOML value of the envelope's options can be.
STDLIB_TYPES = {
    ("datetime", "date"): _dt.date,
    ("datetime", "time"): _dt.time,
    ("datetime", "datetime"): _dt.datetime,
    ("datetime", "timedelta"): _dt.timedelta,
    ("datetime", "timezone"): _dt.timezone,
    ("fractions", "Fraction"): Fraction,
}
#: The modules whose classes a state may hold: the engines, the notation and the plain envelope.
OWN_MODULES = ("scorekeeper.core.", "scorekeeper.games.", "scorekeeper.notation.")


class Unusable(Exception):
    """The checkpoint cannot be used (it is then discarded)."""


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
    body: str = ""  # SHA-256 of the body (the envelope and the state)
    #: the language the state was made in (its words: "made without play", "next raspas at");
    #: the checkpoint stands in for a replay only in a run that speaks it
    lang: str = "en"
    #: the file's own ``lang`` (None: it names none), which a read of the head alone applies
    table: str | None = None


def size_limit(chars: int) -> int:
    """The largest checkpoint read for a session text of ``chars`` characters (states measured at
    under 4 bytes per byte of text: 1.1 for 1,000 deals, 3.4 for the smallest sample)."""
    return (1 << 20) + 16 * chars


# ----------------------------------------------------------------------------------- the key
#: opening never follows a symbolic link, nor waits for a writer (a named pipe put in its place)
_READ_FLAGS = (os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
               | getattr(os, "O_NOCTTY", 0))
_keys: dict[str, bytes | None] = {}  # cache folder -> its key (None: a key file not to be used)


def key(folder: Path, *, create: bool = False) -> bytes | None:
    """The user's key for checkpoints in ``folder`` (made if ``create`` and there is none yet);
    None where there is none, or the one there is not private to this user."""
    name = str(folder)
    if name in _keys:
        return _keys[name]
    path = folder / KEY_NAME
    found = _read_key(path)
    if found is _MISSING and create:
        _make_key(path)
        found = _read_key(path)
    if found is _MISSING:
        return None  # not remembered: another process may make it
    _keys[name] = found  # type: ignore[assignment]
    return found  # type: ignore[return-value]


_MISSING = object()


def _read_key(path: Path) -> bytes | None | object:
    """The key in ``path``; None where that file may not be used; _MISSING where there is none."""
    try:
        fd = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        return _MISSING
    except OSError:  # a symbolic link (O_NOFOLLOW), no permission, …
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size != KEY_BYTES or not _private(st):
            return None
        data = os.read(fd, KEY_BYTES + 1)
        return data if len(data) == KEY_BYTES else None
    except OSError:
        return None
    finally:
        os.close(fd)


def _private(st: os.stat_result) -> bool:
    if os.name == "nt":  # pragma: no cover - no owner or mode bits to check
        return True
    return st.st_uid == os.getuid() and not st.st_mode & 0o077


def _make_key(path: Path) -> None:
    """Write a new key beside ``path`` and link it into place (a key there already stands)."""
    import secrets

    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(tmp, flags, 0o600)
        except FileExistsError:  # left by a killed process of the same number
            os.unlink(tmp)
            fd = os.open(tmp, flags, 0o600)
        try:
            os.write(fd, secrets.token_bytes(KEY_BYTES))
        finally:
            os.close(fd)
        try:
            os.link(tmp, path)
        except FileExistsError:
            pass  # another process made it first: its key stands
    except OSError:
        pass  # no key: no checkpoints
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass


# ------------------------------------------------------------------------------ writing
def seal(head: Head, envelope: Any, resume: Any, secret: bytes) -> bytes:
    """The bytes of a checkpoint file (raises where the state cannot be pickled)."""
    body = pickle.dumps((envelope, resume), protocol=pickle.HIGHEST_PROTOCOL)
    return seal_body(head, body, secret)


def seal_body(head: Head, body: bytes, secret: bytes) -> bytes:
    """The bytes of a checkpoint file of an encoded ``body``."""
    text = {"length": head.length, "sha": head.sha, "lines": head.lines, "entries": head.entries,
            "voids": sorted(head.voids), "struck": sorted(head.struck.items()),
            "targets": sorted(head.targets.items()), "undos": sorted(head.undos),
            "body": hashlib.sha256(body).hexdigest(), "lang": head.lang, "table": head.table}
    head_bytes = json.dumps(text, separators=(",", ":")).encode("ascii")
    fixed = _FIXED.pack(MAGIC, FORMAT, 0, len(head_bytes), len(body), bytes.fromhex(head.code))
    mac = hmac.new(secret, fixed + head_bytes, hashlib.sha256).digest()
    return fixed + mac + head_bytes + body


# ------------------------------------------------------------------------------ reading
def read(slot: Path, secret: bytes, code: str, chars: int, *,
         with_body: bool) -> tuple[Head, bytes | None]:
    """The verified head of the checkpoint in ``slot`` (and its body's bytes, still encoded);
    raise :class:`Unusable` (or OSError) where it is not this code's own checkpoint under this
    key, for a session text of ``chars`` characters."""
    with open(os.open(slot, _READ_FLAGS), "rb", buffering=0) as f:
        st = os.fstat(f.fileno())
        if not stat.S_ISREG(st.st_mode) or not PREAMBLE <= st.st_size <= size_limit(chars):
            raise Unusable("size")
        pre = _read_exactly(f, PREAMBLE)
        magic, fmt, reserved, head_len, body_len, written_by = _FIXED.unpack(pre[:_FIXED.size])
        if magic != MAGIC or fmt != FORMAT or reserved or written_by != bytes.fromhex(code):
            raise Unusable("another format or version")
        if PREAMBLE + head_len + body_len != st.st_size:
            raise Unusable("lengths")
        head_bytes = _read_exactly(f, head_len)
        mac = hmac.new(secret, pre[:_FIXED.size] + head_bytes, hashlib.sha256).digest()
        if not hmac.compare_digest(mac, pre[_FIXED.size:]):
            raise Unusable("seal")
        head = _checked_head(json.loads(head_bytes), code)
        if not with_body:
            return head, None
        body = _read_exactly(f, body_len)
    if hashlib.sha256(body).hexdigest() != head.body:
        raise Unusable("body digest")
    return head, body


def _read_exactly(f: Any, n: int) -> bytes:
    data = f.read(n)
    if len(data) != n:
        raise Unusable("short")
    return data


def _checked_head(d: Any, code: str) -> Head:
    """The head, its figures checked against one another (where any is off: Unusable)."""
    if type(d) is not dict or set(d) != {"length", "sha", "lines", "entries", "voids", "struck",
                                         "targets", "undos", "body", "lang", "table"}:
        raise Unusable("head keys")
    if not _is_lang(d["lang"]) or not (d["table"] is None or d["table"] in _TABLE_LANGS):
        raise Unusable("head languages")
    length, lines, entries = d["length"], d["lines"], d["entries"]
    if not all(type(n) is int for n in (length, lines, entries)):
        raise Unusable("head figures")
    if not (1 <= entries <= lines <= length):  # every entry's [[deal]] header ends a line
        raise Unusable("head figures")
    if not (_is_digest(d["sha"]) and _is_digest(d["body"])):
        raise Unusable("digests")
    voids = _numbers(d["voids"], entries)
    struck, targets = _pairs(d["struck"], entries), _pairs(d["targets"], entries)
    undos = _numbers(d["undos"], entries)
    if not undos <= voids or not set(struck.values()) <= voids or not set(targets) <= voids:
        raise Unusable("index of voids")
    if not all(n < by for n, by in struck.items()):  # a void strikes an entry before it
        raise Unusable("index of voids")
    for v, target in targets.items():  # a void in force has struck the entry it names
        if not target < v or (v not in struck and struck.get(target) != v):
            raise Unusable("index of voids")
    return Head(code, length, d["sha"], lines, entries, voids, struck, targets, undos, d["body"],
                d["lang"], d["table"])


_DIGEST = re.compile(r"[0-9a-f]{64}")
#: a language a state may be made in: a catalog's name (``en``, ``ru``; a test's pseudo-language)
_LANG = re.compile(r"[a-z]{2,8}")
#: what a session file's ``lang`` may say (``scorekeeper.session.envelope``)
_TABLE_LANGS = ("en", "ru")


def _is_lang(s: Any) -> bool:
    return type(s) is str and _LANG.fullmatch(s) is not None


def _is_digest(s: Any) -> bool:
    return type(s) is str and _DIGEST.fullmatch(s) is not None


def _numbers(value: Any, entries: int) -> frozenset[int]:
    if type(value) is not list or not all(type(n) is int and 1 <= n <= entries for n in value):
        raise Unusable("entry numbers")
    out = frozenset(value)
    if len(out) != len(value):
        raise Unusable("entry numbers")
    return out


def _pairs(value: Any, entries: int) -> dict[int, int]:
    """Distinct pairs of two different entry numbers of the text."""
    if type(value) is not list or not all(
            type(p) is list and len(p) == 2 and type(p[0]) is int and type(p[1]) is int
            and 1 <= p[0] <= entries and 1 <= p[1] <= entries and p[0] != p[1] for p in value):
        raise Unusable("entry pairs")
    out = {p[0]: p[1] for p in value}
    if len(out) != len(value):
        raise Unusable("entry pairs")
    return out


class _Unpickler(pickle.Unpickler):
    """Finds only classes: those of scorekeeper's engine modules and :data:`STDLIB_TYPES`."""

    def find_class(self, module: str, name: str) -> Any:
        found = STDLIB_TYPES.get((module, name))
        if found is not None:
            return found
        if module.startswith(OWN_MODULES) and "." not in name:
            import importlib

            cls = getattr(importlib.import_module(module), name, None)
            if (isinstance(cls, type) and cls.__module__ == module
                    and not issubclass(cls, BaseException)):
                return cls
        raise pickle.UnpicklingError(f"a checkpoint holds no {module}.{name}")


def decode(body: bytes, head: Head) -> tuple[Any, Any]:
    """The envelope and the resume point of a verified body, checked (else Unusable)."""
    parts = _Unpickler(io.BytesIO(body)).load()
    if type(parts) is not tuple or len(parts) != 2:
        raise Unusable("body shape")
    envelope, resume = parts
    _checked_body(envelope, resume, head)
    return envelope, resume


def _checked_body(envelope: Any, resume: Any, head: Head) -> None:
    from scorekeeper.core.entries import FORMAT_VERSION, MAX_NAME, Envelope
    from scorekeeper.core.replay import Resume

    if type(envelope) is not Envelope or type(resume) is not Resume:
        raise Unusable("body kinds")
    players = envelope.players
    if (envelope.format != FORMAT_VERSION or type(envelope.game) is not str
            or type(envelope.rules) is not str or type(players) is not list or not players
            or not all(type(p) is str and 0 < len(p) <= MAX_NAME for p in players)
            or len(set(players)) != len(players)):
        raise Unusable("envelope")
    if not (envelope.title is None or type(envelope.title) is str) or not (
            envelope.date is None or type(envelope.date) is _dt.date):
        raise Unusable("envelope")
    if type(envelope.options) is not dict or not all(type(k) is str for k in envelope.options):
        raise Unusable("envelope options")
    pinned = envelope.pinned
    if pinned is not None and (type(pinned) is not dict or set(pinned) != {"version", "options"}
                               or type(pinned["version"]) is not str
                               or type(pinned["options"]) is not dict
                               or not all(type(k) is str for k in pinned["options"])):
        raise Unusable("envelope pinned")
    if envelope.lang != head.table:  # the head's copy of the file's own language
        raise Unusable("envelope lang")
    teams = envelope.teams
    if teams is not None and (type(teams) is not list or not all(
            type(t) is list and all(type(p) is str and p in players for p in t) for t in teams)):
        raise Unusable("envelope teams")
    if type(resume.entries) is not int or resume.entries != head.entries:
        raise Unusable("resume entries")
    if type(resume.deal_index) is not int or not 0 <= resume.deal_index <= resume.entries:
        raise Unusable("resume deals")
    if not (resume.dealer is None or (type(resume.dealer) is str and resume.dealer in players)):
        raise Unusable("resume dealer")


__all__ = ["Head", "Unusable", "key", "seal", "seal_body", "read", "decode", "size_limit",
           "KEY_NAME", "FORMAT", "MAGIC", "PREAMBLE", "STDLIB_TYPES"]
