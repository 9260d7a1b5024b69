"""The command line's help in the language spoken: every help text is translated when the help is
shown, never when the commands are declared (the language is chosen after they are).

Typer keeps each text as declared, in English: a command's help (its function's docstring, as
``inspect.getdoc`` cleans it), a group's, an option's or argument's ``help=``, the examples'
comments.  :class:`Spoken` translates them at the moment Click writes the help, and the usage
line's "Usage:" with them; the parameters do the same (``cli/coercion.py``), Click's ``--help``
too.  Typer's own words (Options, Arguments, Commands, default, required) go through the global
``gettext``, which ``scorekeeper/i18n.py`` points at the same catalog.  ``scripts/catalogs.py``
reads every such text from the code: each ``help=``, the commands' docstrings, the examples'
comments, the game groups' one-line helps and Typer's shell-completion options.
"""

from __future__ import annotations

import inspect
from typing import Any

from typer.core import TyperCommand

from scorekeeper.cli.examples import HEADING
from scorekeeper.i18n import N_, _

#: the examples' comments: ``scorekeeper … ARGS   # refused: …``
COMMENT = "   # "


def help_text(text: str | None) -> str | None:
    """A help text as declared, in the language spoken."""
    return _(text) if text else text


def epilog_text(text: str) -> str:
    """An epilog of examples: its heading and each example's comment translated, the commands as
    they are (a reader copies them)."""
    lines = []
    for line in text.split("\n"):
        command, sep, comment = line.partition(COMMENT)
        if sep:
            line = command + sep + _(comment)
        elif line == HEADING:
            line = _(HEADING)
        lines.append(line)
    return "\n".join(lines)


def spoken(cls: type) -> type:
    """Have a command class write its help in the language spoken: the help text, the epilog,
    the short help in a group's list, and the usage line's "Usage:".  (A class decorator, not a
    base: Typer's own objects are given these classes, which must keep Typer's layout.)"""
    base = cls.__bases__[0]

    def format_usage(self: Any, ctx: Any, formatter: Any) -> None:
        pieces = [_(METAVARS[p]) if p in METAVARS else p for p in self.collect_usage_pieces(ctx)]
        formatter.write_usage(ctx.command_path, " ".join(pieces), prefix=_(USAGE))

    def format_help_text(self: Any, ctx: Any, formatter: Any) -> None:
        with _translated(self):
            base.format_help_text(self, ctx, formatter)

    def format_epilog(self: Any, ctx: Any, formatter: Any) -> None:
        with _translated(self):
            base.format_epilog(self, ctx, formatter)

    def get_short_help_str(self: Any, limit: int = 45) -> str:
        with _translated(self):
            return base.get_short_help_str(self, limit)

    for f in (format_usage, format_help_text, format_epilog, get_short_help_str):
        setattr(cls, f.__name__, f)
    return cls


def spoken_parameter(cls: type) -> type:
    """Have an option or argument class write its help in the language spoken."""
    base = cls.__bases__[0]

    def get_help_record(self: Any, ctx: Any) -> Any:
        kept = self.help
        self.help = help_text(kept)
        try:
            return base.get_help_record(self, ctx)
        finally:
            self.help = kept

    cls.get_help_record = get_help_record  # type: ignore[attr-defined]
    return cls


USAGE = N_("Usage: ")
#: the usage line's placeholders Click writes in English
METAVARS = {"[OPTIONS]": N_("[OPTIONS]"), "COMMAND [ARGS]...": N_("COMMAND [ARGS]...")}
#: the help of ``--help``, as Click words it (Click translates it once, when the option is made)
HELP_OPTION = N_("Show this message and exit.")


class _translated:
    """For one write of the help: the command's texts in the language spoken, then as declared."""

    def __init__(self, command: Any) -> None:
        self.command = command

    def __enter__(self) -> None:
        c = self.command
        self.kept = (c.help, c.short_help, c.epilog)
        c.help = help_text(inspect.cleandoc(c.help)) if c.help else c.help
        c.short_help = help_text(c.short_help)
        c.epilog = epilog_text(c.epilog) if c.epilog else c.epilog

    def __exit__(self, *exc: Any) -> None:
        self.command.help, self.command.short_help, self.command.epilog = self.kept


@spoken
class SpokenCommand(TyperCommand):
    """Typer's command, its help in the language spoken."""


def speak(command: Any) -> None:
    """Have ``command`` (a command Typer built) write its help in the language spoken."""
    if type(command) is TyperCommand:
        command.__class__ = SpokenCommand


#: the last ``--lang`` of the command line being run, read before the line is parsed
#: (:func:`chosen_first`); the root's ``--lang`` callback chooses it when it is not given there
ON_THE_LINE: list[str | None] = [None]


def chosen_first(args: list[str]) -> None:
    """Choose the language before the command line is parsed, from the last ``--lang`` on it (or
    the environment): ``--help`` given before ``--lang``'s turn, or a refusal of the line (an
    unknown option), is said in it too.  A value the tool does not speak is left to ``--lang``
    to refuse."""
    from scorekeeper import i18n

    flag = None
    for i, arg in enumerate(args):
        if arg == "--":
            break
        value = args[i + 1] if arg == "--lang" and i + 1 < len(args) else \
            arg[len("--lang="):] if arg.startswith("--lang=") else None
        if i18n.normalized(value) is not None:
            flag = value
    ON_THE_LINE[0] = flag
    i18n.choose(flag)


#: the messages of the Click inside Typer, which writes them in English: a pattern of each part
#: and its message id (the pattern's groups are the id's placeholders)
_CLICK: list[tuple[Any, str]] = []
for pattern, message in (
        (r"^No such option: (?P<name>\S+)", N_("No such option: {name}")),
        (r"\(Possible options: (?P<options>[^)]*)\)", N_("(Possible options: {options})")),
        (r"^No such command (?P<name>'[^']*')\.", N_("No such command {name}.")),
        (r"\. Did you mean (?P<names>.+)\?$", N_(". Did you mean {names}?")),
        (r"^Missing argument (?P<name>.+?)\.", N_("Missing argument {name}.")),
        (r"^Missing option (?P<name>.+?)\.", N_("Missing option {name}.")),
        (r"^Missing parameter: (?P<name>\S+)", N_("Missing parameter: {name}")),
        (r"^Invalid value for (?P<name>.+?): ", N_("Invalid value for {name}: ")),
        (r"^Invalid value: ", N_("Invalid value: ")),
        (r"^Option (?P<name>'[^']*') requires an argument\.", N_("Option {name} requires an argument.")),
        (r"^Option (?P<name>'[^']*') requires (?P<n>\d+) arguments\.",
         N_("Option {name} requires {n} arguments.")),
        (r"^Option (?P<name>'[^']*') does not take a value\.", N_("Option {name} does not take a value.")),
        (r"^Argument (?P<name>'[^']*') takes (?P<n>\d+) values\.", N_("Argument {name} takes {n} values.")),
        (r"^Got unexpected extra arguments? ?(?:\(s\))? \((?P<args>.*)\)$",
         N_("Got unexpected extra arguments ({args})"))):
    _CLICK.append((pattern, message))


def click_words(text: str) -> str:
    """A message of Click's in the language spoken (what it says of the command line as typed,
    quoted, stays as it is)."""
    import re

    from scorekeeper.i18n import lang

    if lang() == "en":
        return text
    for pattern, message in _CLICK:
        text = re.sub(pattern, lambda m: _(message).format(**m.groupdict()), text, count=1)
    return text
