"""``--lang ru|en`` on every command: the language the tool speaks for this command line.

The root's option is declared with the root's callback (``cli/app.py``); being eager, its
callback runs first, given or not: it chooses the language from ``--lang``, ``SCOREKEEPER_LANG``
or the locale (``scorekeeper/i18n.py``), so that every word after it is in that language.  Every
command beneath the root gets a copy of it (:func:`add_to`), so that ``scorekeeper show FILE
--lang ru`` chooses again before the command's other options are read.
"""

from __future__ import annotations

import copy
from typing import Any

HELP = "The language to speak: ru or en (default: SCOREKEEPER_LANG, the file's lang, the locale)."


def chosen(value: str | None) -> None:
    """The root's ``--lang`` callback: choose the language (``value`` None: as the environment
    says)."""
    import typer

    from scorekeeper import i18n

    if value is not None and i18n.normalized(value) is None:
        raise typer.BadParameter(f"'{value}' is not a language the tool speaks; expected ru or en")
    i18n.choose(value)


def _command_chooses(ctx: Any, param: Any, value: str | None) -> str | None:
    if value is not None:
        chosen(value)
    return value


def _text(value: Any, param: Any, ctx: Any) -> Any:
    return value


def add_to(root: Any) -> Any:
    """``root`` (Typer's Click command) with a copy of its ``--lang`` on every command beneath."""
    lang = next(p for p in root.params if p.name == "lang")
    stack = list(getattr(root, "commands", {}).values())
    while stack:
        command = stack.pop()
        own = copy.copy(lang)
        own.callback = _command_chooses
        own.expose_value = False
        own.plain_convert = _text  # converted plainly (cli/coercion.py): no validation model
        command.params.append(own)
        stack.extend(getattr(command, "commands", {}).values())
    return root
