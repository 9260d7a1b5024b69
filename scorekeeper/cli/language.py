"""``--lang ru|en`` on every command: the language the tool speaks for this command line.

The root's option is declared with the root's callback (``cli/app.py``); being eager, its
callback runs first, given or not: it chooses the language from ``--lang``, ``SCOREKEEPER_LANG``
or the locale (``scorekeeper/i18n.py``), so that every word after it is in that language; the
line's last ``--lang`` is read before the line is parsed (``cli/spoken.chosen_first``), so that a
``--help`` before it and a refusal of the line itself are said in it too.  Every
command beneath the root gets a copy of it (:func:`add_to`), so that ``scorekeeper show FILE
--lang ru`` chooses again before the command's other options are read.
"""

from __future__ import annotations

import copy
from typing import Any

from scorekeeper.i18n import N_, _

HELP = N_("The language to speak: ru or en (default: SCOREKEEPER_LANG, the file's lang, the locale).")


def chosen(value: str | None) -> None:
    """The root's ``--lang`` callback: choose the language (``value`` None: as the environment
    says)."""
    import typer

    from scorekeeper import i18n

    if value is not None and i18n.normalized(value) is None:
        raise typer.BadParameter(_("'{value}' is not a language the tool speaks; expected ru or en").format(
            value=value))
    from scorekeeper.cli.spoken import ON_THE_LINE

    i18n.choose(value if value is not None else ON_THE_LINE[0])


def _command_chooses(ctx: Any, param: Any, value: str | None) -> str | None:
    if value is not None:
        chosen(value)
    return value


def add_to(root: Any) -> Any:
    """``root`` (Typer's Click command) with a copy of its ``--lang`` on every command beneath,
    each writing its help in the language spoken."""
    from scorekeeper.cli.coercion import plain_values
    from scorekeeper.cli.spoken import speak

    lang = next(p for p in root.params if p.name == "lang")
    plain_values([lang], root.callback)  # converted plainly, as the root converts it
    stack = list(getattr(root, "commands", {}).values())
    while stack:
        command = stack.pop()
        own = copy.copy(lang)
        own.callback = _command_chooses
        own.expose_value = False
        command.params.append(own)
        speak(command)  # its help in the language spoken
        stack.extend(getattr(command, "commands", {}).values())
    return root
