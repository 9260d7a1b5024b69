"""The options every game's arbitration commands share, declared once: ``--rules`` (a preset of
the game), ``--option`` (key=value overrides), and the preset they name, loaded."""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer


def rules_opt(presets: str) -> Any:
    """``--rules/-r``: a preset of the game; ``presets`` names them for the help."""
    return Annotated[str, typer.Option("--rules", "-r", help=f"Preset{presets}.")]


def option_opt(example: str | None = None, *more: str) -> Any:
    """``--option/-o`` (and ``more`` spellings): key=value overrides of the preset's options."""
    help_text = ("Override a preset option: key=value (repeatable)." if example is None else
                 f"Override an option: key=value (repeatable), e.g. {example}.")
    return Annotated[Optional[list[str]], typer.Option("--option", "-o", *more, help=help_text)]


def preset(game: str, rules: str, option: Optional[list[str]]) -> tuple[str, dict[str, Any]]:
    """The preset ``rules`` of ``game`` with the ``--option`` overrides: its name and the options
    in force (refused by name where either is not the game's)."""
    from scorekeeper.cli.common import parse_kv

    from scorekeeper.core.registry import preset_options

    found, opts = preset_options(game, rules, parse_kv(option))
    return found.name, opts
