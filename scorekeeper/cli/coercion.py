"""Command-line values converted with plain Python, not through a validation model per parameter.

Typer (0.2x) converts every parameter of the command being run through a pydantic ``TypeAdapter``,
to turn ``"7"`` into ``7``: a command that builds no model of its own (``why``, ``help``,
``order-poker stake``) loaded all of pydantic for it (``why R-P8``: 150 ms, 76 without), and one
that does built a schema per parameter besides.  The program's parameters are all plain: text, a
whole number (some with a range), a number, a path, lists of text, and flags, which Typer already
passes through untouched.  :func:`plain_values` gives each such parameter a converter that does
what the adapter does and words a refused value as :mod:`scorekeeper.cli.terms` does; a parameter
of any other kind keeps Typer's own conversion.

The hook is Typer's internals, not its public API: it is used only where the running Typer has
exactly the shape this module was written against — the 0.29 series it is tested with, and the
classes, fields and signatures below (:func:`_hook`).  Any other Typer converts every value itself,
only slower to start: every number a player types comes to the same value or the same refusal in
the same words (:func:`scorekeeper.views.words.usage_words` words Typer's; the adapter takes a few
odd spellings more, which the plain converters refuse: see ``_DIGITS``).
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path
from typing import Any, Callable

import typer
from typer.core import TyperGroup

from scorekeeper.views.words import refused_words
from scorekeeper.cli.typer_api import known, version_of

#: the Typer series whose conversion internals this module is written against and tested with
HOOKED_SERIES = (0, 29)


def _hook() -> tuple[Any, Any, Any] | None:
    """Typer's ``RuntimeParam``, ``coerce_cli_path`` and ``_TyperParameter`` where the running
    Typer is of :data:`HOOKED_SERIES` and they have the shape used here; None otherwise."""
    if version_of(str(getattr(typer, "__version__", "")))[:2] != HOOKED_SERIES:
        return None
    import dataclasses
    import inspect

    try:
        from typer._coercion import RuntimeParam, TypeDescriptor
        from typer._param_types import coerce_cli_path
        from typer.core import _TyperParameter

        fields = [f.name for f in dataclasses.fields(RuntimeParam)]
        described = {f.name for f in dataclasses.fields(TypeDescriptor)}
        path_args = inspect.signature(coerce_cli_path).parameters
    except (ImportError, TypeError, ValueError):
        return None
    fits = (fields == ["parameter_info", "annotation"]
            and getattr(RuntimeParam, "__abstractmethods__", None) == frozenset({"_coerce_value"})
            and callable(getattr(RuntimeParam, "coerce", None))
            and {"annotation", "parameter_info", "file_annotation"} <= described
            and all(isinstance(getattr(TypeDescriptor, p, None), property)
                    for p in ("is_list", "is_path", "is_file"))
            and callable(getattr(_TyperParameter, "get_runtime_param", None))
            and {"_runtime_param", "type_descriptor"} <= set(vars(_TyperParameter).get(
                "__annotations__", {}))
            and list(path_args)[:2] == ["value", "parameter_info"]
            and {"path_type", "param", "ctx"} <= set(path_args))
    return (RuntimeParam, coerce_cli_path, _TyperParameter) if fits else None


_HOOK = _hook()
#: whether the plain converters are put in place (False: Typer converts every value itself)
HOOKED = _HOOK is not None
if _HOOK is not None:
    RuntimeParam, coerce_cli_path, _TyperParameter = _HOOK


class PlainGroup(TyperGroup):
    """A command group whose parameters, and those of the command it runs, get the plain
    converter (``Typer(cls=PlainGroup)``).  Typer adds some parameters late (``--help``, shell
    completion), so each command's are taken when it is about to parse its command line."""

    def get_params(self, ctx: Any) -> list[Any]:
        params = super().get_params(ctx)
        plain_values(params)
        return params

    def resolve_command(self, ctx: Any, args: list[str]) -> Any:
        name, cmd, rest = super().resolve_command(ctx, args)
        if cmd is not None and not isinstance(cmd, PlainGroup):
            from scorekeeper.cli.terms import ARGS_KEY

            known(cmd)  # recording commands read their own context (cli.common.record_entry)
            ctx.meta[ARGS_KEY] = list(rest)  # a refusal says the options as they were typed
            plain_values(cmd.get_params(ctx))  # ``--help`` is made once, here, and kept
            if not ctx.resilient_parsing:  # not while the shell completes a word
                from scorekeeper.cli.once import refuse_repeats

                refuse_repeats(cmd, ctx, name, rest)
        return name, cmd, rest


def plain_values(params: list[Any]) -> None:
    """Give every plain parameter in ``params`` the plain converter (nothing is built until a
    value is converted); others keep Typer's."""
    if not HOOKED:
        return
    for param in params:
        if isinstance(param, _TyperParameter) and getattr(param, "_runtime_param", 0) is None:
            convert = _converter(param.type_descriptor)
            if convert is not None:
                desc = param.type_descriptor
                param._runtime_param = _Plain(desc.parameter_info, desc.annotation, convert)


def _converter(desc: Any) -> Callable[[Any, Any, Any], Any] | None:
    """The plain converter for one parameter's type, or None to leave it to Typer."""
    info = desc.parameter_info
    if getattr(info, "parser", None) is not None or getattr(info, "clamp", False) or desc.is_file:
        return None
    annotation = desc.annotation
    if desc.is_list:
        args = getattr(annotation, "__args__", ())
        if args != (str,):
            return None
        return lambda value, param, ctx: [_text(v) for v in value]
    if annotation is str:
        return lambda value, param, ctx: _text(value)
    if annotation is bool:
        return _flag
    if annotation is int or annotation is float:
        return _number(annotation, info.min, info.max)
    if isinstance(annotation, type) and issubclass(annotation, Path) and desc.is_path:
        path_type = info.path_type or annotation

        def path(value: Any, param: Any, ctx: Any) -> Any:
            given = value if isinstance(value, path_type) else path_type(os.fsdecode(value))
            return coerce_cli_path(given, info, path_type=path_type, param=param, ctx=ctx)
        return path
    return None


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


if HOOKED:
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class _Plain(RuntimeParam):  # type: ignore[misc,valid-type]
        """Typer's conversion contract (``None`` and lists handled by Typer), with a plain
        converter for the value itself."""

        convert: Callable[[Any, Any, Any], Any]

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            return self.convert(value, param, ctx)
