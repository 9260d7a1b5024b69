"""Command-line values converted with plain Python, not through a validation model per parameter.

Typer (0.2x) converts every parameter of the command being run through a pydantic ``TypeAdapter``,
to turn ``"7"`` into ``7``: a command that builds no model of its own (``why``, ``help``,
``order-poker stake``) loaded all of pydantic for it (``why R-P8``: 150 ms, 76 without), and one
that does built a schema per parameter besides.  The program's parameters are all plain: text, a
whole number (some with a range), a number, a path, lists of text, and flags, which Typer already
passes through untouched.  :func:`plain_values` gives each such parameter a converter that does
what the adapter does and words a refused value as :mod:`scorekeeper.cli.terms` does; a parameter
of any other kind, or a Typer without this hook, keeps Typer's own conversion.
"""

from __future__ import annotations

import math
import os
import re
from pathlib import Path
from typing import Any, Callable

from typer.core import TyperGroup

from scorekeeper.cli.terms import refused_words

try:  # Typer's conversion hook: one converter object per parameter, made on first use
    from typer._coercion import RuntimeParam
    from typer._param_types import coerce_cli_path
    from typer.core import _TyperParameter
except ImportError:  # pragma: no cover - another Typer: its own conversion stands
    RuntimeParam = None  # type: ignore[assignment,misc]


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
            plain_values(cmd.get_params(ctx))  # ``--help`` is made once, here, and kept
            if not ctx.resilient_parsing:  # not while the shell completes a word
                from scorekeeper.cli.once import refuse_repeats

                refuse_repeats(cmd, ctx, name, rest)
        return name, cmd, rest


def plain_values(params: list[Any]) -> None:
    """Give every plain parameter in ``params`` the plain converter (nothing is built until a
    value is converted); others keep Typer's."""
    if RuntimeParam is None:
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
    from typer._click.exceptions import BadParameter

    raise BadParameter(refused_words("bool_parsing", value, {}) or "", ctx=ctx, param=param)


#: numbers as the adapter takes them (it takes a few odd spellings more; these it refuses never):
#: ASCII digits with ``_`` between them, a sign, and for a whole number a trailing ``.0``
_WHOLE = re.compile(r"([+-]?[0-9](?:_?[0-9])*)(?:\.0+)?")
_REAL = re.compile(r"[+-]?(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?|inf|infinity|nan)",
                   re.IGNORECASE)


def _number(kind: type, low: float | None, high: float | None) -> Callable[[Any, Any, Any], Any]:
    def convert(value: Any, param: Any, ctx: Any) -> Any:
        from typer._click.exceptions import BadParameter

        def refuse(why: str, **limits: Any) -> BadParameter:
            return BadParameter(refused_words(why, value, limits) or why, ctx=ctx, param=param)

        if isinstance(value, kind) and not isinstance(value, bool):
            number = value
        else:
            text = _text(value).strip()
            found = (_WHOLE if kind is int else _REAL).fullmatch(text)
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


if RuntimeParam is not None:
    from dataclasses import dataclass

    @dataclass(frozen=True)
    class _Plain(RuntimeParam):  # type: ignore[misc,valid-type]
        """Typer's conversion contract (``None`` and lists handled by Typer), with a plain
        converter for the value itself."""

        convert: Callable[[Any, Any, Any], Any]

        def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
            return self.convert(value, param, ctx)
