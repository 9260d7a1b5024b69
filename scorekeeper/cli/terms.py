"""The user's own terms for an entry a command builds: the game of the file, the players' names as
the file spells them (:func:`scorekeeper.names.canonical_names`), and the command-line option
behind a key that is refused.

Called by :func:`scorekeeper.cli.common.record_entry` for every recording command of every game;
nothing here is particular to a game.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import typer

from scorekeeper.errors import InvalidError, ProblemList, ScorekeeperError
from scorekeeper.i18n import _

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
    raise InvalidError(_("this is {article} {game} session; `{typed} …` records {other} deals; use "
                         "`scorekeeper {name} …` (see `scorekeeper {name} --help`)").format(
        article=article, game=_(session.title), typed=typed, other=_(used.title), name=session.name),
        file=str(file), key="game", value=theirs)


def name_options(err: ScorekeeperError, entry: Mapping[str, Any], ctx: Any) -> None:
    """Say each refused key of ``entry`` in the words typed for it: the option (or argument)
    behind the key, from the running command's parameters — a parameter of the key's name, else
    the one whose ``Name=value`` items or whose value made the key's value — with its values as
    typed (``-t Anna=x``, ``bidder Gleb``); what was expected in option words too."""
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
            e.option = " ".join(typed_words(p, e.key, ctx) for p in params)
            e.expected = in_option_words(e.expected, ctx)
            e.message = in_option_words(e.message, ctx) or e.message


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
        elif isinstance(value, dict) and not named and p.name in value:  # --pool of conditions
            found.append(p)
        elif not named and (got == value
                            or (isinstance(got, (list, tuple)) and list(got) == value)):
            found.append(p)
    return found


def command_terms(err: ScorekeeperError, ctx: Any) -> None:
    """A refusal of what was typed, said in the command's words: a problem that is not about a
    file's content (no file named) and names a key that a parameter of the running command gave
    (``rules`` by ``-r``, ``options.slam`` by ``-o``, ``CARDS`` by the argument) is said as the
    option and its values as typed.  :func:`scorekeeper.cli.common.guard` calls it for every
    error."""
    if ctx is None or getattr(ctx, "command", None) is None:
        return
    for e in (err.problems if isinstance(err, ProblemList) else [err]):
        if e.option is not None or e.file is not None:
            continue
        if e.key is None:  # a value alone: the parameter that took it as typed
            param = _param_of_value(e.value, ctx)
            key = ""
        else:
            param, key = _param_of_key(e.key, ctx), e.key
        if param is not None:
            e.option = typed_words(param, key, ctx, e.value if not key else None)
            e.expected = in_option_words(e.expected, ctx)


def _param_of_value(value: Any, ctx: Any) -> Any:
    """The parameter of the running command whose typed value, or one of whose items, is
    ``value`` (text only)."""
    if not isinstance(value, str) or not value:
        return None
    given = getattr(ctx, "params", {}) or {}
    for p in getattr(ctx.command, "params", ()):
        got = given.get(p.name)
        if got == value or (isinstance(got, (list, tuple)) and value in got):
            return p
    return None


def _param_of_key(key: str, ctx: Any) -> Any:
    """The parameter of the running command that gives ``key`` (its name, its option spelling,
    or its name in the singular: ``teams`` is ``--team``, ``options`` is ``-o/--option``)."""
    top = key.split(".", 1)[0]
    low = top.lower()
    for p in getattr(ctx.command, "params", ()):
        if p.name in ("json_out",) or getattr(p, "hidden", False):
            continue
        names = {p.name, p.name.rstrip("_")}
        opts = set(getattr(p, "opts", ())) | set(getattr(p, "secondary_opts", ()))
        if low in names or top in opts or f"--{top}" in opts or low.removesuffix("s") in names:
            return p
    return None


def typed_words(param: Any, key: str, ctx: Any, item: str | None = None) -> str:
    """``param`` as the command line gave it: its spelling and its values (``-t Anna=x``; the
    items that give ``key``'s player or option where the key names one: ``tricks.Anna``), a
    flag alone (``--passed``), an argument by its name (``bidder Gleb``)."""
    from scorekeeper.cli.once import _given
    from scorekeeper.names import said, visible

    args = raw_args(ctx)
    is_option = getattr(param, "param_type_name", "") == "option"
    if is_option and getattr(param, "is_flag", False):
        return spelling(param, args)
    got = (getattr(ctx, "params", {}) or {}).get(param.name)
    values = [str(v) for v in got] if isinstance(got, (list, tuple)) else (
        [] if got is None else [str(got)])
    if is_option and args:
        typed = _given(param, args)
        values = typed or values
    sub = key.split(".", 2)[1] if "." in key else None
    if item is not None and item in values:
        values = [item]
    elif sub is not None and len(values) > 1:
        if sub.isdigit() and int(sub) < len(values) and not any("=" in v for v in values):
            values = [values[int(sub)]]
        else:
            mine = [v for v in values if "=" in v and _same_name(v.split("=", 1)[0], sub)]
            values = mine or values
    shown = [visible(v) if v.strip() and not any(c.isspace() for c in v) else f"'{visible(v)}'"
             for v in values]
    if is_option:
        opt = spelling(param, args)
        return " ".join(f"{opt} {v}" for v in shown) if shown else opt
    return f"{param.name} {' '.join(shown)}" if shown else param.name


def _same_name(a: str, b: str) -> bool:
    from scorekeeper.names import nfc

    return nfc(a).strip().casefold() == nfc(b).strip().casefold()


def raw_args(ctx: Any) -> list[str]:
    """The running command's own command line, as typed (kept by the command group)."""
    meta = getattr(ctx, "meta", None) or {}
    return list(meta.get(ARGS_KEY, ()))


#: where the command group keeps the running command's line (``ctx.meta``)
ARGS_KEY = "scorekeeper.args"


def spelling(param: Any, args: Sequence[str] = ()) -> str:
    """The option's name as the player typed it (``-t`` or ``--tricks``), else its short name."""
    opts = [*getattr(param, "opts", ()), *getattr(param, "secondary_opts", ())]
    for a in args:
        if a == "--":
            break
        head = a.partition("=")[0]
        if head in opts:
            return head
        if not a.startswith("--") and len(a) > 2 and a[:2] in opts:
            return a[:2]
    short = [o for o in opts if not o.startswith("--")]
    return (short or opts or [param.name])[0]


#: file syntax in a message: ``tricks = { Anna = 7 }``, ``whist = ["Vera"]``, ``gave_up = true``
_FILE_SYNTAX = re.compile(r'(?<![\w.])([a-z][a-z0-9_]*) = (\{[^{}]*\}|\[(?:[^\[\]]|\[[^\[\]]*\])*\]'
                          r'|"[^"]*"|true|false|-?\d+|N\b)')


def in_option_words(text: str | None, ctx: Any) -> str | None:
    """``text`` with the file syntax of a key that a parameter of the running command gives put
    in that option's words: ``tricks = { Anna = 7 }`` → ``-t Anna=7``, ``whist = ["Vera"]`` →
    ``-w Vera``, ``teams = [["A", "B"], …]`` → ``--team A,B …``, ``new_game = true`` →
    ``--new-game``; a key no parameter gives stays as the file writes it."""
    if not text or " = " not in text or ctx is None:
        return text
    args = raw_args(ctx)

    def option_form(m: re.Match[str]) -> str:
        param = _param_of_key(m.group(1), ctx)
        if param is None:
            return m.group(0)
        value = m.group(2)
        if getattr(param, "param_type_name", "") != "option":
            return value.strip('"') if value.startswith('"') else m.group(0)
        opt = spelling(param, args)
        if getattr(param, "is_flag", False):
            return opt if value == "true" else m.group(0)
        if value.startswith("{"):
            pairs = [p.strip() for p in value.strip("{} ").split(",") if p.strip()]
            if not pairs:
                return m.group(0)
            return " ".join(f"{opt} {p.replace(' = ', '=').replace(' =', '=').replace('= ', '=')}"
                            .replace('"', "") for p in pairs)
        if value.startswith("["):
            inner = value[1:-1].strip()
            nested = inner.startswith("[")
            groups = re.findall(r"\[([^\[\]]*)\]", inner) if nested else [inner]
            items = [",".join(x.strip().strip('"') for x in g.split(",") if x.strip())
                     for g in groups]
            items = [i for i in items if i]
            if not items:
                return m.group(0)
            return " ".join(f"{opt} {i}" for i in items)
        return f"{opt} {value.strip(chr(34))}"

    return _FILE_SYNTAX.sub(option_form, text)


def shown_in_our_words(err: Any) -> None:
    """Have an error Click is about to show (an unknown option, a value refused) wrapped to the
    terminal as every other message is (:mod:`scorekeeper.views.wrap`): Click writes its line
    whole.  A usage error (it has a context) keeps its usage line and help hint above it.
    :class:`scorekeeper.cli.coercion.PlainGroup` calls it for every error leaving a command."""
    from types import MethodType

    from scorekeeper.cli.spoken import click_words

    def show(self: Any, file: Any = None) -> None:
        from scorekeeper.views.wrap import fitted

        file = typer.get_text_stream("stderr") if file is None else file
        ctx = getattr(self, "ctx", None)
        color = None
        if ctx is not None:
            color = ctx.color
            hint = ""
            if ctx.command.get_help_option(ctx) is not None:
                hint = fitted(_("Try '{command}' for help.").format(
                    command=f"{ctx.command_path} {ctx.help_option_names[0]}"), file) + "\n"
            typer.echo(f"{ctx.get_usage()}\n{hint}", file=file, color=color)
        message = click_words(self.format_message())
        typer.echo(fitted(_("Error: {message}").format(message=message), file), file=file, color=color)

    err.show = MethodType(show, err)
