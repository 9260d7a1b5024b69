"""The options every game's arbitration commands share, declared once: ``--rules`` (a preset of
the game), ``--option`` (key=value overrides), and the preset they name, loaded."""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer

from scorekeeper.i18n import N_


def rules_opt(help_text: str) -> Any:
    """``--rules/-r``: a preset of the game; ``help_text`` names them (marked ``N_``: it is
    translated where the help is written)."""
    return Annotated[str, typer.Option("--rules", "-r", help=help_text)]


def option_opt(help_text: str = N_("Override a preset option: key=value (repeatable)."),
               *more: str) -> Any:
    """``--option/-o`` (and ``more`` spellings): key=value overrides of the preset's options."""
    return Annotated[Optional[list[str]], typer.Option("--option", "-o", *more, help=help_text)]


def preset(game: str, rules: str, option: Optional[list[str]]) -> tuple[str, dict[str, Any]]:
    """The preset ``rules`` of ``game`` with the ``--option`` overrides: its name and the options
    in force (refused by name where either is not the game's)."""
    from scorekeeper.cli.common import parse_kv

    from scorekeeper.core.registry import preset_options

    found, opts = preset_options(game, rules, parse_kv(option))
    return found.name, opts


def arbitration(app: Any, game: str | None = None, rules: Any = None, default: str | None = None,
                option: Any = None) -> Any:
    """The decorator of ``app``'s arbitration commands: each function returns the library's
    answer to one question, shown here (``--json`` too) inside ``guard``.  A function that takes
    ``opts`` answers under a preset: it gets ``--rules`` (``default`` the game's usual preset)
    and ``--option``, declared once here, and ``opts`` the preset's name and options in force."""
    import inspect

    from scorekeeper.cli.common import JsonOpt, guard, show

    def answers(*args: Any, **kw: Any) -> Any:
        def command(body: Any) -> Any:
            takes = "opts" in inspect.signature(body).parameters
            extra = [("rules", rules, default), ("option", option, None)] if takes else []

            def run(**values: Any) -> None:
                json_out = values.pop("json_out")
                with guard(json_out):
                    if takes:
                        values["opts"] = preset(game or "", values.pop("rules"), values.pop("option"))
                    show(body(**values), json_out)

            return app.command(*args, **kw)(declared(run, body, [*extra, ("json_out", JsonOpt, False)],
                                                     drop=("opts",)))

        return command

    return answers


def declared(run: Any, body: Any, extra: list[tuple[str, Any, Any]], drop: tuple[str, ...] = ()) -> Any:
    """``run`` made to look to Typer like ``body`` with ``extra`` parameters ``(name, annotation,
    default)`` after its own and ``drop``'s left out: the options a decorator declares once for
    every command it makes."""
    import functools
    import inspect

    own = inspect.signature(body, eval_str=True).parameters
    params = [p for name, p in own.items() if name not in drop] + [
        inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=value,
                          annotation=annotation) for name, annotation, value in extra]
    run = functools.wraps(body)(run)
    run.__signature__ = inspect.Signature(params)
    run.__annotations__ = {p.name: p.annotation for p in params}
    return run
