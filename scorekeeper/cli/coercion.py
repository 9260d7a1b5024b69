"""Command-line values converted with plain Python, not through a validation model per parameter.

Typer (0.2x) converts every parameter of the command being run through a pydantic ``TypeAdapter``,
to turn ``"7"`` into ``7``: a command that builds no model of its own (``why``, ``help``,
``order-poker stake``) loaded all of pydantic for it (``why R-P8``: 150 ms, 76 without), and one
that does built a schema per parameter besides.  The program's parameters are all plain: text, a
whole number (some with a range), a number, a path, lists of text, and flags.  Each such parameter
is converted here, by Click's public ``Parameter.process_value``, with the type and the
``typer.Option``/``typer.Argument`` settings its command declares (``typing.get_type_hints``,
``inspect.signature``), and a refused value is worded as :mod:`scorekeeper.views.words` words
one; a parameter of any other kind keeps Typer's own conversion, its refusals reworded alike.

Typer's public API only: :class:`PlainGroup` is the group class the app sets (``cls=``); before
the command it is about to run parses its line, that command's parameters —
``typer.core.TyperOption`` and ``TyperArgument`` — have their class set to :class:`PlainOption`
and :class:`PlainArgument`, their subclasses here, which override Click's ``process_value``; an
error Click shows is shown through :func:`scorekeeper.cli.terms.shown_in_our_words`.  Every number a player types comes to the same value or the same refusal in the same words either
way (the adapter takes a few odd spellings more, which the plain converters refuse: see
``_DIGITS``).
"""

from __future__ import annotations

import inspect
import math
import os
import re
import stat
import types
import typing
from pathlib import Path
from typing import Any, Callable

import typer
from typer.core import TyperArgument, TyperGroup, TyperOption
from typer.models import ParameterInfo

from scorekeeper.views.words import refused_words, usage_words
from scorekeeper.cli.spoken import chosen_first, spoken, spoken_parameter
from scorekeeper.i18n import N_, _
from scorekeeper.cli.typer_api import known

#: whether plain parameters get the plain converters (False: Typer converts every value itself)
PLAIN = True


@spoken
class PlainGroup(TyperGroup):
    """A command group whose parameters, and those of the command it runs, get the plain
    converter (``Typer(cls=PlainGroup)``).  Typer adds some parameters late (``--help``, shell
    completion), so each command's are taken when it is about to parse its command line; an
    error Click shows meanwhile is said in the project's words."""

    def get_params(self, ctx: Any) -> list[Any]:
        params = super().get_params(ctx)
        plain_values(params, self.callback)
        return params

    def make_context(self, *args: Any, **kwargs: Any) -> Any:
        if kwargs.get("parent") is None and len(args) > 1:  # the root: the whole line
            chosen_first(list(args[1]))
        try:
            return super().make_context(*args, **kwargs)
        except Exception as e:
            _worded(e)
            raise

    def invoke(self, ctx: Any) -> Any:
        try:
            return super().invoke(ctx)
        except Exception as e:
            _worded(e)
            raise

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        name, cmd, rest = super().resolve_command(ctx, args)
        if cmd is not None and not isinstance(cmd, PlainGroup):
            from scorekeeper.cli.terms import ARGS_KEY

            known(cmd)  # recording commands read their own context (cli.common.record_entry)
            ctx.meta[ARGS_KEY] = list(rest)  # a refusal says the options as they were typed
            plain_values(cmd.get_params(ctx), cmd.callback)  # ``--help`` is made once, and kept
            if not ctx.resilient_parsing:  # not while the shell completes a word
                from scorekeeper.cli.once import refuse_repeats

                refuse_repeats(cmd, ctx, name, rest)
        return name, cmd, rest


def _worded(e: BaseException) -> None:
    """An error Click is about to show (it has ``show`` and an exit status), shown wrapped."""
    if callable(getattr(e, "show", None)) and isinstance(getattr(e, "exit_code", None), int):
        from scorekeeper.cli.terms import shown_in_our_words

        shown_in_our_words(e)


def _process(param: Any, typers: type, ctx: Any, value: Any) -> Any:
    """Click's ``process_value`` for a Typer parameter: the plain converter where the parameter
    has one (``plain_convert``), else Typer's own (``typers``' method) with its refusal
    reworded; a required value that is missing is refused as Typer refuses it."""
    convert = param.plain_convert
    if convert is None:
        try:
            return typers.process_value(param, ctx, value)  # type: ignore[attr-defined]
        except typer.BadParameter as e:
            if callable(getattr(e.__cause__, "errors", None)):  # a validation error
                e.message = usage_words(e.__cause__)
            raise
    many = param.multiple or param.nargs == -1
    if value is None:
        value = () if many else None
    elif many and isinstance(value, str):
        raise typer.BadParameter(_("Value must be an iterable."), ctx=ctx, param=param)
    else:
        value = convert(value, param, ctx)
    if param.required and param.value_is_missing(value):
        if _MISSING is None:  # pragma: no cover - a Typer without Click's MissingParameter
            return typers.process_value(param, ctx, value)  # type: ignore[attr-defined]
        raise _MISSING(ctx=ctx, param=param)  # as Typer refuses it, in its words
    if param.callback is not None:
        value = param.callback(ctx, param, value)
    return value


#: Click's ``MissingParameter`` (public in Click, not named by Typer): a ``typer.BadParameter``
_MISSING = next((k for k in typer.BadParameter.__subclasses__()
                 if k.__name__ == "MissingParameter"), None)


@spoken_parameter
class PlainOption(TyperOption):
    """A Typer option converted by :func:`_process`."""

    plain_convert: Callable[[Any, Any, Any], Any] | None = None

    def process_value(self, ctx: Any, value: Any) -> Any:
        return _process(self, TyperOption, ctx, value)


@spoken_parameter
class PlainArgument(TyperArgument):
    """A Typer argument converted by :func:`_process`."""

    plain_convert: Callable[[Any, Any, Any], Any] | None = None

    def process_value(self, ctx: Any, value: Any) -> Any:
        return _process(self, TyperArgument, ctx, value)


_MADE_PLAIN = ((TyperOption, PlainOption), (TyperArgument, PlainArgument))


def plain_values(params: list[Any], callback: Any) -> None:
    """Make every Typer parameter in ``params`` a plain one, with the converter for the type
    ``callback`` declares for it (None: Typer's own) — a flag Typer adds itself, the flag's;
    nothing is built until a value comes."""
    declared: dict[str, tuple[Any, ParameterInfo | None]] | None = None
    for param in params:
        if isinstance(param, (PlainOption, PlainArgument)):
            continue
        made = next((plain for typer_kind, plain in _MADE_PLAIN if type(param) is typer_kind), None)
        if made is None:
            continue
        if declared is None:
            declared = declared_values(callback)
        annotation, info = declared.get(param.name or "", (None, None))
        param.__class__ = made
        if not PLAIN:
            continue
        if info is not None:
            param.plain_convert = _converter(annotation, info)
        elif param.name not in declared and getattr(param, "is_bool_flag", False):
            param.plain_convert = _flag  # Typer's own ``--help``, shell completion


def declared_values(callback: Any) -> dict[str, tuple[Any, ParameterInfo | None]]:
    """Each parameter of a command's function: its type (``Optional`` taken off, as Typer does)
    and its ``typer.Option``/``typer.Argument`` settings; {} where they cannot be read."""
    if callback is None:
        return {}
    try:
        hints = typing.get_type_hints(callback, include_extras=True)
        signature = inspect.signature(callback)
    except (NameError, TypeError, ValueError):
        return {}
    found: dict[str, tuple[Any, ParameterInfo | None]] = {}
    for name, p in signature.parameters.items():
        annotation = hints.get(name, p.annotation)
        infos = [p.default] if isinstance(p.default, ParameterInfo) else []
        if typing.get_origin(annotation) is typing.Annotated:
            annotation, *extras = typing.get_args(annotation)
            infos += [x for x in extras if isinstance(x, ParameterInfo)]
        found[name] = (_required(annotation), infos[-1] if infos else None)
    return found


def _required(annotation: Any) -> Any:
    """``X`` for ``Optional[X]`` / ``X | None``; the annotation otherwise."""
    args = typing.get_args(annotation)
    if type(None) in args and len(args) == 2 and typing.get_origin(annotation) in (
            typing.Union, types.UnionType):
        return next(a for a in args if a is not type(None))
    return annotation


def _converter(annotation: Any, info: ParameterInfo) -> Callable[[Any, Any, Any], Any] | None:
    """The plain converter for one parameter's type, or None to leave it to Typer."""
    if info.parser is not None or getattr(info, "click_type", None) is not None or info.clamp:
        return None
    if typing.get_origin(annotation) is list:
        if typing.get_args(annotation) != (str,):
            return None
        return lambda value, param, ctx: [_text(v) for v in value]
    if annotation is str:
        return lambda value, param, ctx: _text(value)
    if annotation is bool:
        return _flag
    if annotation is int or annotation is float:
        return _number(annotation, info.min, info.max)
    if isinstance(annotation, type) and issubclass(annotation, Path):
        return _path(info.path_type or annotation, info)
    return None


def _path(path_type: type, info: ParameterInfo) -> Callable[[Any, Any, Any], Any]:
    """A path as Typer makes one: the settings ``exists``, ``file_okay``, ``dir_okay``,
    ``readable``, ``writable`` and ``resolve_path`` checked in its words (a path is never taken
    as ``-``, standard input, as Typer takes none)."""
    label = (N_("file") if info.file_okay and not info.dir_okay else
             N_("dir") if info.dir_okay and not info.file_okay else N_("path"))

    def path(value: Any, param: Any, ctx: Any) -> Any:
        given = value if isinstance(value, path_type) else path_type(os.fsdecode(value))
        found = os.path.realpath(given) if info.resolve_path else given
        shown = repr(typer.format_filename(value))
        try:
            st = os.stat(found)
        except OSError:
            if info.exists:
                raise typer.BadParameter(_("{what} {path} does not exist.").format(
                    what=_(label), path=shown), ctx=ctx, param=param) from None
            return path_type(found)
        for wrong, said in ((not info.file_okay and stat.S_ISREG(st.st_mode), N_("{what} {path} is a file.")),
                            (not info.dir_okay and stat.S_ISDIR(st.st_mode), N_("{what} {path} is a directory.")),
                            (info.readable and not os.access(found, os.R_OK), N_("{what} {path} is not readable.")),
                            (info.writable and not os.access(found, os.W_OK), N_("{what} {path} is not writable."))):
            if wrong:
                raise typer.BadParameter(_(said).format(what=_(label), path=shown), ctx=ctx, param=param)
        return path_type(found)
    return path


def _text(value: Any) -> str:
    return os.fsdecode(value) if isinstance(value, bytes) else str(value)


_TRUE = frozenset({"1", "true", "t", "yes", "y", "on"})
_FALSE = frozenset({"0", "false", "f", "no", "n", "off", ""})


def _flag(value: Any, param: Any, ctx: Any) -> bool:
    """A flag's value that is not already True or False (from the environment, say)."""
    if isinstance(value, bool):
        return value
    word = _text(value).strip().casefold()
    if word in _TRUE or word in _FALSE:
        return word in _TRUE
    raise typer.BadParameter(refused_words("bool_parsing", value, {}) or "", ctx=ctx, param=param)


#: numbers as the adapter takes them (it takes a few odd spellings more, "0-5" as -5 or "4_." as
#: 4.0; these it refuses never): ASCII digits with single ``_`` between them, as Python writes
#: them, a sign, and for a whole number a trailing ``.0``; space around them (not around a real
#: number with ``_``, which the adapter refuses)
_DIGITS = r"[0-9](?:_?[0-9])*"
_WHOLE = re.compile(rf"([+-]?{_DIGITS})(?:\.0+)?")
_REAL = re.compile(rf"[+-]?(?:(?:{_DIGITS}(?:\.(?:{_DIGITS})?)?|\.{_DIGITS})(?:[eE][+-]?{_DIGITS})?"
                   r"|inf|infinity|nan)", re.IGNORECASE)


def _number(kind: type, low: float | None, high: float | None) -> Callable[[Any, Any, Any], Any]:
    def convert(value: Any, param: Any, ctx: Any) -> Any:
        def refuse(why: str, **limits: Any) -> typer.BadParameter:
            return typer.BadParameter(refused_words(why, value, limits) or why, ctx=ctx,
                                      param=param)

        if isinstance(value, kind) and not isinstance(value, bool):
            number = value
        else:
            given = _text(value)
            text = given.strip()
            found = (_WHOLE if kind is int else _REAL).fullmatch(text)
            if kind is float and "_" in text and text != given:
                found = None  # the adapter takes 1_0 as a number, and " 1_0" not
            if found is None:
                raise refuse("int_parsing" if kind is int else "float_parsing")
            number = kind(found.group(1) if kind is int else text)
        if kind is float and not math.isfinite(number) and (low is not None or high is not None):
            raise refuse("finite_number")
        if low is not None and number < low:
            raise refuse("greater_than_equal", ge=low)
        if high is not None and number > high:
            raise refuse("less_than_equal", le=high)
        return number
    return convert


