"""Session files on disk: load, create, and record an entry (read-validate-append under a lock).

This module joins :mod:`~scorekeeper.session.storage` (bytes on disk) with the model and the replay.
The CLI calls these; engines never do.
"""

from __future__ import annotations

import datetime as _dt
import functools
import gc
import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from scorekeeper.core import registry
from scorekeeper.core.engine import Step
from scorekeeper.core.entries import FORMAT_VERSION, Session
from scorekeeper.core.replay import RULE_VOID, EntryResult, Replay, open_table, replay, strikes_words
from scorekeeper.errors import ScorekeeperError, not_recorded
from scorekeeper.i18n import _
from scorekeeper.session import storage
from scorekeeper.session.model import parse_session, session_from_data


#: a bulk work that leaves at least this many new objects (some 3,000 preferans deals) is frozen
BULK_FREEZE = 50_000


def _bulk(work: Callable[..., Any]) -> Callable[..., Any]:
    """Reading and replaying a file makes a great many objects and no reference cycles among
    them, so the cyclic garbage collector's passes over them find nothing and cost a third of a
    long replay: it waits until the work is done (reference counting frees memory as before).

    After a long replay, what is alive is frozen (``gc.freeze``): the full pass that the new
    objects would soon set off only scans them again (0.9 s after 100,000 deals).  In a process
    that reads again (``serve``, the tests) the next bulk work first unfreezes them and lets the
    collector free what became garbage meanwhile, so nothing stays out of its sight for long."""
    @functools.wraps(work)
    def run(*args: Any, **kwargs: Any) -> Any:
        if not gc.isenabled():
            return work(*args, **kwargs)
        if gc.get_freeze_count():
            gc.unfreeze()
            gc.collect()
        gc.disable()
        try:
            return work(*args, **kwargs)
        finally:
            if gc.get_count()[0] >= BULK_FREEZE:
                gc.freeze()
            gc.enable()
    return run


def load(path: str | Path) -> Session:
    """The session in the file (read again where another program was saving it meanwhile)."""
    return storage.read_settled(path, lambda text: parse_session(text, file=str(path)))


@_bulk
def load_replay(path: str | Path, *, collect: bool = False, upto: int | None = None,
                every_entry: bool = False) -> Replay:
    """Replay a session file.  A strict replay of the whole file goes through the checkpoint cache
    (:mod:`scorekeeper.session.cache`), so a night replays only what was added since, and its
    ``entries`` are only those (``resumed_from`` says how many came before).  ``every_entry``
    asks for the result of every entry of the file (an export lists them all).  A file another
    program was saving as it was read is read again (:func:`storage.read_settled`)."""
    file = str(path)
    if collect or upto is not None or every_entry:
        return storage.read_settled(
            path, lambda text: replay(parse_session(text, file=file), collect=collect, upto=upto))
    from scorekeeper.session.cache import replay_text

    return storage.read_settled(path, lambda text: replay_text(text, file))


@dataclass
class Recorded:
    """What recording an entry did: its number, its result, and the replay after it (``None``
    where the file has problems, so the state after it could not be worked out)."""

    number: int
    result: EntryResult
    replay: Replay | None


#: Files at least this long are brought up to date in the checkpoint cache before the lock is
#: taken, so the work under the lock is only the new entry (roughly 500 entries).
WARM_BYTES = 32 * 1024
_ATTEMPTS = 3


class _Stale(Exception):
    """The checkpoint went stale between the warm-up and the lock: warm up again."""


@_bulk
def record(path: str | Path, entry: Mapping[str, Any] | Callable[[str], Mapping[str, Any]],
           *, landed: Callable[[int], None] | None = None) -> Recorded:
    """Append one entry after checking it against everything before it.

    The new text is checked inside the lock; if the file does not parse, or the new entry is
    refused, nothing is written.  Problems in earlier entries do not block a new entry (so a
    ``void`` can always strike a bad one), but the file must parse.

    The work under the lock is kept small for long files: the checkpoint is brought up to date
    first (outside the lock), so under it only the new entry is replayed; a ``void`` is checked
    against the index of voids alone (:mod:`scorekeeper.session.voids`), with no replay at all.
    An amendment (``replaces = N``) reaches back before any checkpoint: the whole file is replayed
    with it and it is refused if it, or any later entry because of it, would be wrong
    (:func:`check_correction`); so is a void that reaches back (one that brings an entry back,
    or strikes one that live entries follow): it is refused if an entry after it would be wrong.
    ``entry`` may be a function of the current text, called under the lock (``undo``).
    ``landed(number)`` is called the moment the entry is in the file.
    """
    file = str(path)
    is_void = getattr(entry, "is_void", False) or (not callable(entry) and "void" in entry)
    for attempt in range(_ATTEMPTS):
        warm = _warm_up(file, needs_state=not is_void)
        try:
            found, new_text = _record_once(file, entry, landed, warm,
                                           allow_full=attempt == _ATTEMPTS - 1)
        except _Stale:
            continue
        del warm  # the state after a void is replayed anew; do not hold two states at once
        return _after(file, found, new_text)
    raise AssertionError("unreachable")  # pragma: no cover - the last attempt allows a full replay


@dataclass
class _HeadOnly:
    """A checkpoint's head alone: all a void needs (its state is not loaded)."""

    head: Any


def _warm_up(file: str, *, needs_state: bool = True) -> Any:
    """The checkpoint of the file as it is now, brought up to date outside the lock (None for a
    short file, a file with problems, or with the cache off).  A void needs only its head."""
    from scorekeeper.session import cache

    if not cache.enabled():
        return None
    try:
        if os.path.getsize(file) < WARM_BYTES:
            return None
        text = storage.read_text(file)
        if not needs_state:
            head = cache.load_head(file, text)
            if head is not None and cache.tail_of(text, head) is not None:
                return _HeadOnly(head)
        return cache.warm(text, file)
    except (ScorekeeperError, OSError):
        return None  # the append itself reports what is wrong


def _record_once(file: str, entry: Any, landed: Callable[[int], None] | None, warm: Any, *,
                 allow_full: bool) -> tuple[dict[str, Any], str]:
    from scorekeeper.core.voids import is_void
    from scorekeeper.session import cache, voids

    found: dict[str, Any] = {}

    def validate(new_text: str) -> None:
        data = found["entry"]
        if "void" in data and is_void(data):
            index = voids.check_new_void(new_text, file, warm.head if warm else None)
            found["number"] = index.entries
            if _reaches_back(index, data["void"]):
                found.update(replay=check_correction(new_text, file), base=None)
            return
        if "replaces" in data:
            found.update(replay=check_correction(new_text, file), base=None)
            _numbered(found)
            return
        if isinstance(warm, _HeadOnly):  # pragma: no cover - a void became something else
            raise _Stale
        if warm is not None:
            if found["number"] is None:  # the checkpoint is stale: count the entries the long way
                found["number"] = _entries(new_text, file)
            number = found["number"]
            try:
                rep = cache.resume_new(new_text, file, warm, number)
            except ScorekeeperError as err:
                raise _refused(err) from None
            if rep is not None:
                found.update(replay=rep, base=warm.head)
                return
        if not allow_full and cache.enabled() and len(new_text) >= WARM_BYTES:
            # a long file whose checkpoint another writer made stale meanwhile: rather than
            # replay it all under the lock, let go of the lock and bring the checkpoint up to date
            raise _Stale
        try:  # a short file: replayed whole (from a checkpoint where one applies)
            rep, base = cache.replay_fresh(new_text, file, require_tail=True)
            found.update(replay=rep, base=base)
            _numbered(found)
            return
        except ScorekeeperError:
            pass
        session = parse_session(new_text, file=file)
        rep = replay(session, collect=True)
        last = rep.entries[-1]
        if last.problem is not None:
            raise _refused(last.problem)
        found.update(replay=rep, base=None)
        _numbered(found)

    def choose(current: str) -> Mapping[str, Any]:
        data = entry(current) if callable(entry) else entry
        data = {k: v for k, v in dict(data).items() if v is not None}
        found["entry"] = data
        # the new entry's number: from the checkpoint where it applies; else the replay that
        # checks the entry reads it (one parse of the file, not two)
        found["number"] = _count(current, warm)
        return data

    def mark() -> None:
        found["landed"] = True
        if landed is not None:
            landed(found["number"])

    new_text_holder: dict[str, str] = {}

    def validate_and_keep(new_text: str) -> None:
        validate(new_text)
        new_text_holder["text"] = new_text

    storage.append_entry(file, choose, validate_and_keep, recheck=False, landed=mark)
    return found, new_text_holder["text"]


def _count(text: str, warm: Any) -> int | None:
    """The number the entry appended to ``text`` gets, where the checkpoint tells it without
    parsing the file (its entries and the tail's); else None."""
    from scorekeeper.session import cache

    if warm is not None:
        tail = cache.tail_of(text, warm.head)
        if tail is not None:
            return warm.head.entries + len(tail) + 1
    return None


def _entries(text: str, file: str) -> int:
    """How many entries ``text`` holds, read from the whole file."""
    from scorekeeper.session.model import parse_toml

    deals = parse_toml(text, file).get("deal", [])
    return len(deals) if isinstance(deals, list) else 0


def _numbered(found: dict[str, Any]) -> None:
    """The new entry's number from the replay that checked it (its last entry), where the
    checkpoint did not tell it."""
    if found.get("number") is None:
        found["number"] = found["replay"].entries[-1].number


def _after(file: str, found: dict[str, Any], new_text: str) -> Recorded:
    """The entry is in the file: keep a checkpoint of the new text and say what the entry did.
    Nothing here may fail the command (it is best effort and never raises)."""
    from scorekeeper.session import cache

    data, number = found["entry"], found["number"]
    rep: Replay | None = found.get("replay")
    try:
        if rep is None:  # a void: the state after it is replayed now, outside the lock
            try:
                rep = cache.replay_text(new_text, file, use_checkpoint=False)
            except ScorekeeperError:
                rep = None
        elif not rep.problems:
            cache.save_checkpoint(file, new_text, rep, found.get("base"))
    except Exception:  # pragma: no cover - the entry is recorded; the cache is best effort
        pass
    if rep is not None and rep.entries and rep.entries[-1].number == number:
        result = rep.entries[-1]
    else:
        result = _plain_result(number, data)
    return Recorded(number, result, rep)


def _plain_result(number: int, data: Mapping[str, Any]) -> EntryResult:
    if "void" in data:
        target = data["void"]
        return EntryResult(number, None, "void", dict(data),
                           text=_("void entry {number}").format(number=target),
                           note=data.get("note"), steps=[Step(strikes_words(target), RULE_VOID)])
    return EntryResult(number, None, "entry", dict(data), text=_("recorded"), note=data.get("note"))


def _reaches_back(index: Any, target: int) -> bool:
    """Whether a void just folded into ``index`` changes what a later live entry follows: it takes
    a void back (an entry comes back), or some entry after the one it strikes is live (not a void).
    Striking the newest live entry (what ``undo`` does after a deal) changes nothing after it."""
    if len(index.chain(target)) > 1:
        return True
    return any(n not in index.struck and n not in index.voids
               for n in range(target + 1, index.entries))


def check_correction(new_text: str, file: str | None) -> Replay:
    """Replay ``new_text``, whose last entry is a correction (an amendment, or a void that reaches
    back), in full; raise if it is wrong itself, or if an entry that was right before it would be
    wrong with it (the error names that entry).  Returns the replay."""
    from scorekeeper.errors import IllegalError, ProblemList

    session = parse_session(new_text, file=file)
    rep = replay(session, collect=True)
    last = rep.entries[-1]
    if last.problem is not None:
        raise _refused(last.problem)
    if not rep.problems:
        return rep
    before = replay(Session(session.envelope, session.entries[:-1], file=file, text=session.text),
                    collect=True)
    had = {e.number for e in before.entries if e.problem is not None}
    if last.kind == "amend":
        what = _("entry {number} amended so").format(number=last.replaces)
        instead = _("an amendment of entry {number} (or void entry {n} first)")
    else:
        target = last.data["void"]
        chain = rep.index.chain(target)
        what = (_("entry {number} struck").format(number=target) if len(chain) == 1
                else _("void {void} taken back (entry {entry} counting again)").format(
                    void=target, entry=chain[1]))
        instead = _("a void that keeps entry {n} right (or void entry {n} first)")
    for e in rep.entries:
        if e.problem is None or e.number in had:
            continue
        p = e.problem.problems[0] if isinstance(e.problem, ProblemList) else e.problem
        raise IllegalError(
            not_recorded(_("with {what}, entry {number} would be wrong: {problem}").format(
                what=what, number=e.number, problem=p.message)),
            file=file, entry=e.number, key=p.key, value=p.value,
            expected=p.expected or instead.format(number=last.replaces, n=e.number))
    return rep


def undo_entry(note: str | None, file: str) -> Callable[[str], Mapping[str, Any]]:
    """The ``undo`` entry, chosen under the lock: a void of the newest live entry that is not
    itself an undo (a correction — a void, a restore, an amendment — is taken back like a deal),
    marked ``undo = true`` so the next undo goes one further back."""
    from scorekeeper.errors import IllegalError
    from scorekeeper.session import cache, voids

    def choose(current: str) -> Mapping[str, Any]:
        head = cache.load_head(file, current)  # just brought up to date by the warm-up
        target = voids.index_of(current, file, head).last_live()
        if target is None:
            raise IllegalError(_("there is no live entry to undo"), file=file)
        return {"void": target, "undo": True, "note": note}

    choose.is_void = True  # type: ignore[attr-defined]
    return choose


def _refused(err: ScorekeeperError) -> ScorekeeperError:
    """The new entry was refused: it is not in the file, so it has no line there."""
    from scorekeeper.errors import ProblemList

    for e in (err.problems if isinstance(err, ProblemList) else [err]):
        e.line = None
        e.message = not_recorded(e.message)
    return err


def envelope_text(
    *,
    game: str,
    rules: str,
    players: Sequence[str],
    options: Mapping[str, Any] | None = None,
    title: str | None = None,
    date: _dt.date | None = None,
    teams: Sequence[Sequence[str]] | None = None,
    lang: str | None = None,
    pin: bool = True,
) -> str:
    """The text of a new session file, checked by the same code that reads one; names and the
    title are written in Unicode's composed form (NFC), as reading takes them.  ``lang`` (``ru``
    or ``en``), where given, is the table's language, written as the envelope's ``lang``.
    ``pin``: the file pins the version writing it and every option's value in its preset
    (``[pinned]``, :func:`pinned_text`), so a later version reads the night as this one does."""
    from scorekeeper.names import nfc

    g = registry.game(game)
    preset = registry.preset(g, rules)
    data: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "game": g.name,
        "rules": preset.name,
        "players": [nfc(p) for p in players],
    }
    if title:
        data["title"] = nfc(title)
    if date:
        data["date"] = date
    if teams:
        data["teams"] = [[nfc(p) for p in t] for t in teams]
    if lang is not None:
        data["lang"] = lang
    lines = [_("# scorekeeper session: {game}, {rules}. Each deal follows as a [[deal]] "
               "table.").format(game=_(g.title), rules=_(preset.title))]
    lines += [f"{storage.format_key(k)} = {storage.format_value(v)}" for k, v in data.items()]
    text = "\n".join(lines) + "\n"
    if options:
        from scorekeeper.core.options import option_name

        opts = {}
        for k, v in options.items():  # each option written by its own name ("Pool" is pool)
            name = option_name(k, g.options)
            opts[name or k] = g.options[name].coerce(v, key=f"options.{k}") if name else v
        text += "\n[options]\n" + "".join(f"{storage.format_key(k)} = {storage.format_value(v)}\n"
                                          for k, v in opts.items())
    if pin:
        text += "\n" + pinned_text(g, preset)
    # refuse now what reading would refuse later
    session = session_from_data(_loads(text), text=text)
    open_table(session)
    return text


def pinned_text(game: Any, preset: Any) -> str:
    """The ``[pinned]`` table of a night of ``game`` under ``preset``: a comment saying what it is,
    the version of this tool, and every option's value in the preset as this version has it (the
    defaults included), one a line.  The file's own ``[options]`` still change them on top."""
    from scorekeeper import __version__
    from scorekeeper.core.options import resolve_options

    values = resolve_options(game.options, preset)
    lines = [_("# What the night is played under: the preset {rules} as scorekeeper {version} "
               "has it.").format(rules=preset.name, version=__version__),
             _("# A later version reads the night by these values; [options] still changes "
               "them."),
             "[pinned]",
             f"version = {storage.format_value(__version__)}",
             "",
             "[pinned.options]"]
    lines += [f"{storage.format_key(k)} = {storage.format_value(v)}" for k, v in values.items()]
    return "\n".join(lines) + "\n"


@dataclass
class Pinned:
    """What ``scorekeeper pin`` wrote: the version and the options it pinned."""

    version: str
    rules: str
    options: dict[str, Any]


def pin(path: str | Path, *, landed: Callable[[], None] | None = None) -> Pinned:
    """Pin an old file (one without ``[pinned]``) to this version: append its ``[pinned]`` table,
    under the file layer's rules (appended only, under the lock, atomic; a file that does not
    parse is not written).  The values pinned are the preset's as this version has them, so the
    night reads exactly as it did before the pin.  A file already pinned is refused."""
    from scorekeeper import __version__
    from scorekeeper.core.options import resolve_options
    from scorekeeper.errors import IllegalError

    file = str(path)
    found: dict[str, Any] = {}

    def table(current: str) -> str:
        env = parse_session(current, file=file).envelope
        if env.pinned is not None:
            raise IllegalError(
                _("the night is already pinned (its [pinned] table); a pin is never changed, so "
                  "nothing was written"),
                file=file, key="pinned",
                expected=_("a file without [pinned] (other values go in [options])"))
        g = registry.game(env.game)
        preset = registry.preset(g, env.rules)
        found["pinned"] = Pinned(__version__, preset.name, resolve_options(g.options, preset))
        return pinned_text(g, preset)

    def validate(new_text: str) -> None:
        open_table(parse_session(new_text, file=file))

    storage.append_table(file, table, validate, landed=landed)
    return found["pinned"]


def _loads(text: str) -> dict[str, Any]:
    from scorekeeper.session.model import parse_toml

    return parse_toml(text)


def create(path: str | Path, *, landed: Callable[[], None] | None = None, **envelope: Any) -> Session:
    """Create a session file (refused if anything is at ``path``); ``landed`` is called the
    moment it exists."""
    text = envelope_text(**envelope)
    storage.create(path, text, landed=landed)
    return parse_session(text, file=str(path))


__all__ = ["load", "load_replay", "record", "undo_entry", "check_correction", "Recorded", "create", "envelope_text",
           "pin", "pinned_text", "Pinned",
           "ScorekeeperError"]
