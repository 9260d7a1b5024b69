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
    article = "an" if session.title[:1].lower() in "aeiou" else "a"
    raise InvalidError(f"this is {article} {session.title} session; `{typed} …` records "
                       f"{used.title} deals; use `scorekeeper {session.name} …` "
                       f"(see `scorekeeper {session.name} --help`)", file=str(file), key="game", value=theirs)


def canonical_names(entry: Mapping[str, Any], players: Any) -> dict[str, Any]:
    """``entry`` with every player's name written as the file writes it: a string value, a list
    item or a table key equal to a name regardless of case (or sides "anna/vera") becomes that
    name, where only one name matches.  Names are compared, and written, in Unicode's composed
    form (NFC), as the file is read: "é" typed as "e" and a combining accent is "é".  Notes are
    left as written."""
    from scorekeeper.names import nfc

    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return dict(entry)
    players = [nfc(p) for p in players]
    exact = set(players)
    folded: dict[str, list[str]] = {}
    for p in players:
        folded.setdefault(p.casefold(), []).append(p)

    def name(text: str) -> str:
        text = nfc(text)
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
        params = _params_for(top, entry[top], ctx)
        if params:
            e.option = " and ".join(_label(p) for p in params)


def _params_for(key: str, value: Any, ctx: Any) -> list[Any]:
    """The parameters that made ``entry[key]``: the one of its name, and any whose ``Name=N``
    items gave some of its table's keys (``-t 6 -T Vera=4`` both make ``tricks``)."""
    params = [p for p in getattr(ctx.command, "params", ()) if p.name not in ("file", "json_out")]
    given = getattr(ctx, "params", {}) or {}
    named = [p for p in params if p.name == key or p.name.rstrip("_") == key]
    found: list[Any] = list(named)
    for p in params:
        got = given.get(p.name)
        if p in named or got is None or isinstance(got, bool):
            continue
        if isinstance(value, dict) and isinstance(got, (list, tuple)) and got and \
                all(isinstance(x, str) and "=" in x for x in got):
            names = {x.split("=", 1)[0].strip().casefold() for x in got}
            if names and names <= {str(k).casefold() for k in value}:
                found.append(p)
        elif not named and (got == value
                            or (isinstance(got, (list, tuple)) and list(got) == value)):
            found.append(p)
    return found


def _label(param: Any) -> str:
    opts: Sequence[str] = [*getattr(param, "opts", ()), *getattr(param, "secondary_opts", ())]
    if getattr(param, "param_type_name", "") == "option" and opts:
        return "option " + "/".join(sorted(opts, key=lambda o: (len(o), o)))
    return f"argument {param.name.upper()}"


def usage_words(exc: Any) -> str:
    """A command-line value Typer refused, in the project's words rather than the validation
    library's ("Input should be a valid integer, …" → "'x' is not a whole number")."""
    try:
        errors = exc.errors()
    except Exception:  # pragma: no cover - not a validation error after all
        return str(exc)
    if not errors:
        return str(exc)
    e = errors[0]
    text = refused_words(e.get("type", ""), e.get("input"), e.get("ctx") or {})
    if text is None:
        msg = str(e.get("msg", exc))
        for prefix in ("Value error, ", "Assertion failed, "):
            msg = msg.removeprefix(prefix)
        text = f"expected {msg.removeprefix('Input should be ')}" if msg.startswith(
            "Input should be ") else msg
    return "".join(c if c >= " " or c == "\t" else "?" for c in text)


def refused_words(kind: str, given: Any, limits: Mapping[str, Any]) -> str | None:
    """What is wrong with a command-line value, by the kind of refusal (the validation library's
    names: ``int_parsing``, ``less_than_equal``, …; :mod:`scorekeeper.cli.coercion` uses them too);
    None for a kind without words here.  Control characters are shown as ``?``."""
    if isinstance(given, str) and given and not any(c.isspace() for c in given):
        shown = given  # as typed: 11, x
    else:
        shown = repr(given) if given is not None else "the value"
    words = {
        "int_parsing": f"{shown} is not a whole number",
        "int_type": f"{shown} is not a whole number",
        "int_from_float": f"{shown} is not a whole number",
        "float_parsing": f"{shown} is not a number",
        "float_type": f"{shown} is not a number",
        "bool_parsing": f"{shown} is not true or false",
        "less_than_equal": f"{shown} is more than {limits.get('le')}",
        "less_than": f"{shown} is not less than {limits.get('lt')}",
        "greater_than_equal": f"{shown} is less than {limits.get('ge')}",
        "greater_than": f"{shown} is not more than {limits.get('gt')}",
        "finite_number": f"{shown} is not a finite number",
    }
    text = words.get(kind)
    return None if text is None else "".join(c if c >= " " or c == "\t" else "?" for c in text)


def plain_usage_errors() -> None:
    """Have Typer word a refused command-line value with :func:`usage_words` (its modules that
    report such values, where this Typer has them; otherwise its own words stand)."""
    import sys

    for name in ("typer._coercion", "typer._param_types"):
        module = sys.modules.get(name)
        if module is not None and callable(getattr(module, "get_error_msg", None)):
            module.get_error_msg = usage_words
