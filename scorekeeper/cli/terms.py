"""The user's own terms for an entry a command builds: the game of the file, the players' names as
the file spells them, and the command-line option behind a key that is refused.

Called by :func:`scorekeeper.cli.common.record_entry` for every recording command of every game;
nothing here is particular to a game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from scorekeeper.errors import InvalidError, ProblemList, ScorekeeperError

#: the envelope is read from at most this much of the file's start (it precedes every entry)
HEAD_BYTES = 64 * 1024
#: keys whose text is the players' own words, never a name to correct
FREE_TEXT = ("note",)


def envelope_head(file: Path | str) -> dict[str, Any] | None:
    """The top-level keys of a session file (``game``, ``players``, …) read from its start, or
    None where that cannot be done cheaply (no file, not TOML): recording then reports it."""
    import tomllib

    from scorekeeper.session.model import _DEAL_HEADER

    try:
        with open(file, "rb") as f:
            raw = f.read(HEAD_BYTES)
        text = raw.decode("utf-8-sig")
    except (OSError, UnicodeDecodeError):
        return None
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


def command_game(ctx: Any) -> str | None:
    """The game whose command group ``ctx``'s command belongs to (None: a generic command)."""
    callback = getattr(getattr(ctx, "command", None), "callback", None)
    module = getattr(callback, "__module__", "") or ""
    prefix = "scorekeeper.cli.games."
    if not module.startswith(prefix):
        return None
    return module[len(prefix):].replace("_", "-")


def check_command_game(head: Mapping[str, Any], file: Path | str, ctx: Any) -> None:
    """Refuse one game's recording command on another game's session, naming the right one."""
    from scorekeeper.core import registry

    mine = command_game(ctx)
    theirs = head.get("game")
    if mine is None or not isinstance(theirs, str):
        return
    try:
        used, session = registry.game(mine), registry.game(theirs)
    except ScorekeeperError:
        return  # an unknown game in the file is reported by the file's own check
    if used.name == session.name:
        return
    typed = f"scorekeeper {used.name} {ctx.info_name}" if getattr(ctx, "info_name", None) else \
        f"scorekeeper {used.name}"
    raise InvalidError(f"this is a {session.title} session; `{typed} …` records {used.title} deals; "
                       f"use `scorekeeper {session.name} …` (see `scorekeeper {session.name} "
                       "--help`)", file=str(file), key="game", value=theirs)


def canonical_names(entry: Mapping[str, Any], players: Any) -> dict[str, Any]:
    """``entry`` with every player's name written as the file writes it: a string value, a list
    item or a table key equal to a name regardless of case (or sides "anna/vera") becomes that
    name, where only one name matches.  Notes are left as written."""
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return dict(entry)
    exact = set(players)
    folded: dict[str, list[str]] = {}
    for p in players:
        folded.setdefault(p.casefold(), []).append(p)

    def name(text: str) -> str:
        if text in exact:
            return text
        hit = folded.get(text.strip().casefold())
        if hit is not None and len(hit) == 1:
            return hit[0]
        if "/" in text:  # a side: every member a name
            parts = [name(t) for t in text.split("/")]
            if all(p in exact for p in parts):
                return "/".join(parts)
        return text

    def walk(value: Any) -> Any:
        if isinstance(value, str):
            return name(value)
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            out: dict[Any, Any] = {}
            for k, v in value.items():
                key = name(k) if isinstance(k, str) else k
                if key in out:  # "Anna" and "anna" both given: leave them for the check to refuse
                    return {k2: walk(v2) for k2, v2 in value.items()}
                out[key] = walk(v)
            return out
        return value

    return {k: (v if k in FREE_TEXT else walk(v)) for k, v in entry.items()}


def name_options(err: ScorekeeperError, entry: Mapping[str, Any], ctx: Any) -> None:
    """Name the command-line option (or argument) behind each refused key of ``entry``, from the
    running command's parameters: a parameter of the key's name, else the one whose
    ``Name=value`` items or whose value made the key's value."""
    if ctx is None:
        return
    for e in (err.problems if isinstance(err, ProblemList) else [err]):
        if e.key is None or e.option is not None or e.key.startswith("-"):
            continue
        top = e.key.split(".", 1)[0]
        if top not in entry:
            continue
        param = _param_for(top, entry[top], ctx)
        if param is not None:
            e.option = _label(param)


def _param_for(key: str, value: Any, ctx: Any) -> Any:
    params = [p for p in getattr(ctx.command, "params", ()) if p.name not in ("file", "json_out")]
    for p in params:
        if p.name == key or p.name.rstrip("_") == key:
            return p
    given = getattr(ctx, "params", {}) or {}
    for p in params:
        got = given.get(p.name)
        if got is None or isinstance(got, bool):
            continue
        if isinstance(value, dict) and isinstance(got, (list, tuple)) and got and \
                all(isinstance(x, str) and "=" in x for x in got):
            names = {x.split("=", 1)[0].strip().casefold() for x in got}
            if names == {str(k).casefold() for k in value}:
                return p
        elif got == value or (isinstance(got, (list, tuple)) and list(got) == value):
            return p
    return None


def _label(param: Any) -> str:
    opts: Sequence[str] = [*getattr(param, "opts", ()), *getattr(param, "secondary_opts", ())]
    if getattr(param, "param_type_name", "") == "option" and opts:
        return "option " + "/".join(sorted(opts, key=lambda o: (len(o), o)))
    return f"argument {param.name.upper()}"
