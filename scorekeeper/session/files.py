"""Session files on disk: load, create, and record an entry (read-validate-append under a lock).

This module joins :mod:`~scorekeeper.session.storage` (bytes on disk) with the model and the replay.
The CLI calls these; engines never do.
"""

from __future__ import annotations

import datetime as _dt
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from scorekeeper.core import registry
from scorekeeper.core.replay import Replay, open_table, replay
from scorekeeper.errors import ScorekeeperError
from scorekeeper.session import storage
from scorekeeper.session.model import FORMAT_VERSION, Session, parse_session, session_from_data


def load(path: str | Path) -> Session:
    return parse_session(storage.read_text(path), file=str(path))


def load_replay(path: str | Path, *, collect: bool = False, upto: int | None = None) -> Replay:
    """Replay a session file.  A strict replay of the whole file goes through the checkpoint cache
    (:mod:`scorekeeper.session.cache`), so a long night replays only what was added since."""
    if collect or upto is not None:
        return replay(load(path), collect=collect, upto=upto)
    from scorekeeper.session.cache import replay_text

    return replay_text(storage.read_text(path), str(path))


def record(path: str | Path, entry: Mapping[str, Any]) -> Replay:
    """Append one entry after checking it against everything before it.

    The whole new text is parsed and replayed inside the lock; if the file does not parse, or the
    new entry is refused, nothing is written.  Problems in earlier entries do not block a new entry
    (so a ``void`` can always strike a bad one), but the file must parse.
    """
    result: dict[str, Replay] = {}

    from scorekeeper.session.cache import replay_text

    def validate(new_text: str) -> None:
        try:  # the usual case: everything is fine (and only the new entry is replayed)
            result["replay"] = replay_text(new_text, str(path))
            return
        except ScorekeeperError:
            pass
        session = parse_session(new_text, file=str(path))
        rep = replay(session, collect=True)
        last = rep.entries[-1]
        if last.problem is not None:
            raise _refused(last.problem)
        result["replay"] = rep

    storage.append_entry(path, dict(entry), validate, recheck=False)
    return result["replay"]


def _refused(err: ScorekeeperError) -> ScorekeeperError:
    """The new entry was refused: it is not in the file, so it has no line there."""
    from scorekeeper.errors import ProblemList

    for e in (err.problems if isinstance(err, ProblemList) else [err]):
        e.line = None
        e.message = f"not recorded: {e.message}"
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
) -> str:
    """The text of a new session file, checked by the same code that reads one."""
    g = registry.game(game)
    preset = registry.preset(g, rules)
    data: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "game": g.name,
        "rules": preset.name,
        "players": list(players),
    }
    if title:
        data["title"] = title
    if date:
        data["date"] = date
    if teams:
        data["teams"] = [list(t) for t in teams]
    lines = [f"# scorekeeper session: {g.title}, {preset.title}. Each deal follows as a [[deal]] table."]
    lines += [f"{storage.format_key(k)} = {storage.format_value(v)}" for k, v in data.items()]
    text = "\n".join(lines) + "\n"
    if options:
        opts = {k: g.options[k].coerce(v) if k in g.options else v for k, v in options.items()}
        text += "\n[options]\n" + "".join(f"{storage.format_key(k)} = {storage.format_value(v)}\n"
                                          for k, v in opts.items())
    # refuse now what reading would refuse later
    session = session_from_data(_loads(text), text=text)
    open_table(session)
    return text


def _loads(text: str) -> dict[str, Any]:
    import tomllib

    return tomllib.loads(text)


def create(path: str | Path, **envelope: Any) -> Session:
    text = envelope_text(**envelope)
    storage.create(path, text)
    return parse_session(text, file=str(path))


__all__ = ["load", "load_replay", "record", "create", "envelope_text", "ScorekeeperError"]
