"""An option that takes one value is given once: ``-t 7 -t 3`` is refused, not recorded as 3.

Click, under Typer, keeps the last value of an option given twice and says nothing, so a slip at
the table (a trick count typed again, a second ``--rules``) would be written into the session
file.  Before a command parses its line, :func:`refuse_repeats` reads the line with the command's
own parser and refuses any option of one value that appears more than once, naming it and the
values given.  Options that collect values (``-w Vera -w Gleb``) and flags are not concerned.
"""

from __future__ import annotations

from typing import Any


def refuse_repeats(cmd: Any, ctx: Any, name: str | None, args: list[str]) -> None:
    """Raise a usage error if ``args`` give an option of ``cmd`` that takes one value twice."""
    if not any(a.startswith("-") for a in args):
        return
    probe = cmd.context_class(cmd, parent=ctx, info_name=name, resilient_parsing=True)
    parser = cmd.make_parser(probe)
    _, _, order = parser.parse_args(args=list(args))
    seen: dict[str, int] = {}
    for param in order:
        if _single_value(param):
            seen[param.name] = seen.get(param.name, 0) + 1
    for param in cmd.get_params(probe):
        if seen.get(param.name, 0) > 1:
            values = _given(param, args)
            shown = ", then ".join(values) if len(values) == seen[param.name] else ""
            cmd.context_class(cmd, parent=ctx, info_name=name).fail(  # a usage error: exit 2
                f"{param.get_error_hint()} is given {seen[param.name]} times"
                + (f" ({shown})" if shown else "") + "; give it once")


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
