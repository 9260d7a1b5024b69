"""An option that takes one value is given once: ``-t 7 -t 3`` is refused, not recorded as 3; and
a player is given one value: ``-t Вера=4 -t Вера=10`` is refused, not recorded as 10.

Click, under Typer, keeps the last value of an option given twice and says nothing, so a slip at
the table (a trick count typed again, a second ``--rules``) would be written into the session
file.  Before a command parses its line, :func:`refuse_repeats` reads the line with the command's
own parser and refuses any option of one value that appears more than once, naming it and the
values given.  Options that collect values (``-w Vera -w Gleb``) and flags are not concerned.

The options and arguments that take ``Name=value`` items, one a player (:data:`PLAYER_ITEMS`),
and those of ``key=value`` items (:data:`KEY_ITEMS`) made a table whose last item won as well:
:func:`refuse_repeats` refuses a name or a key given twice, naming both values.  Two spellings
name one player where the file would take them for one (case, Unicode's composed form, spaces
around it; a side's members in any order); that is known from the line alone, before the file
is read.
"""

from __future__ import annotations

from typing import Any

from scorekeeper.i18n import N_, _, ngettext


#: the parameters (by name) whose items are ``Name=value``, one a player or a side: tricks, points,
#: penalties, hands, card points taken, the cards left.  Not ``--marriage`` (``Name=suit``): one
#: player may declare several marriages.  tests/foundation/test_options_given_once.py holds every
#: parameter of the command tree that takes ``=`` items to this list or to its exceptions.
PLAYER_ITEMS = frozenset({"points", "scores", "tricks", "tricks_of", "raspasy_tricks", "hand",
                          "taken", "left"})
#: the parameters whose items are ``key=value``, and what a key is to the player
KEY_ITEMS = {"option": "option", "pairs": "key"}

#: what is said of a name or key given twice, by the kind of parameter and what its items name:
#: ``{option}`` the parameter as Click names it, ``{name}`` the name, ``{times}`` how often
#: (:func:`_times`), ``{values}`` the values given
_TWICE = {
    ("option", "player"): N_("{option} gives {name} {times} ({values}); give each player once"),
    ("option", "option"): N_("{option} gives {name} {times} ({values}); give each option once"),
    ("option", "key"): N_("{option} gives {name} {times} ({values}); give each key once"),
    ("argument", "player"): N_("argument {option} gives {name} {times} ({values}); give each player once"),
    ("argument", "option"): N_("argument {option} gives {name} {times} ({values}); give each option once"),
    ("argument", "key"): N_("argument {option} gives {name} {times} ({values}); give each key once"),
}
#: between the values given: "4, then 10"
THEN = N_(", then ")


def refuse_repeats(cmd: Any, ctx: Any, name: str | None, args: list[str]) -> None:
    """Raise a usage error if ``args`` give an option of ``cmd`` that takes one value twice, or
    one player (or key) twice in the items of an option or argument of ``Name=value`` items."""
    if not any(a.startswith("-") or "=" in a for a in args):
        return
    probe = cmd.context_class(cmd, parent=ctx, info_name=name, resilient_parsing=True)
    parser = cmd.make_parser(probe)
    given, _args, order = parser.parse_args(args=list(args))
    seen: dict[str, int] = {}
    for param in order:
        if _single_value(param):
            seen[param.name] = seen.get(param.name, 0) + 1
    for param in cmd.get_params(probe):
        if seen.get(param.name, 0) > 1:
            values, n = _given(param, args), seen[param.name]
            shown = _(THEN).join(values) if len(values) == n else ""
            said = (ngettext("{option} is given {n} time ({values}); give it once",
                             "{option} is given {n} times ({values}); give it once", n) if shown else
                    ngettext("{option} is given {n} time; give it once",
                             "{option} is given {n} times; give it once", n))
            cmd.context_class(cmd, parent=ctx, info_name=name).fail(  # a usage error: exit 2
                said.format(option=param.get_error_hint(), n=n, values=shown))
    for param in cmd.get_params(probe):
        twice = _named_twice(param, given.get(param.name))
        if twice:
            cmd.context_class(cmd, parent=ctx, info_name=name).fail(twice)


def _named_twice(param: Any, items: Any) -> str | None:
    """What ``param``'s ``Name=value`` items give twice, in the words of the option (None: none)."""
    from scorekeeper.names import nfc

    if param.name in PLAYER_ITEMS:
        what, key = "player", _player
    elif param.name in KEY_ITEMS:
        what, key = KEY_ITEMS[param.name], str.strip
    else:
        return None
    if not isinstance(items, (list, tuple)) or not (getattr(param, "multiple", False)
                                                    or getattr(param, "nargs", 1) == -1):
        return None
    seen: dict[str, list[tuple[str, str]]] = {}
    for item in items:
        if isinstance(item, str) and "=" in item:
            k, v = item.split("=", 1)
            seen.setdefault(key(k), []).append((k.strip(), v.strip()))
    for given in seen.values():
        if len(given) > 1:
            alike = len({nfc(k) for k, _v in given}) == 1
            values = _(THEN).join(v if alike else f"{k}={v}" for k, v in given)
            kind = "option" if param.param_type_name == "option" else "argument"
            return _(_TWICE[kind, what]).format(option=param.get_error_hint(), name=given[0][0],
                                                times=_times(len(given)), values=values)
    return None


def _times(n: int) -> str:
    """How often a name is given: "twice", "3 times"."""
    return _("twice") if n == 2 else ngettext("{n} time", "{n} times", n).format(n=n)


def _player(name: str) -> str:
    """What is left of a typed name when the file would read two spellings as one player: case,
    the composed form, spaces around it; a side's members in any order."""
    from scorekeeper.names import nfc

    return "/".join(sorted(nfc(part).strip().casefold() for part in name.split("/")))


def _single_value(param: Any) -> bool:
    return (getattr(param, "param_type_name", "") == "option" and not param.multiple
            and not getattr(param, "count", False) and not getattr(param, "is_flag", False))


def _given(param: Any, args: list[str]) -> list[str]:
    """The values ``args`` give ``param`` (``-t 7``, ``-t7``, ``--tricks 7``, ``--tricks=7``)."""
    names = set(param.opts) | set(param.secondary_opts)
    out: list[str] = []
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--":
            break
        if a in names and i + 1 < len(args):
            out.append(args[i + 1])
            i += 2
            continue
        head, eq, value = a.partition("=")
        if eq and head.startswith("--") and head in names:
            out.append(value)
        elif not a.startswith("--") and len(a) > 2 and a[:2] in names:
            out.append(a[2:])
        i += 1
    return out
