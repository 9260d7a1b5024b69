"""One entry as TOML text: a ``[[deal]]`` header and one ``key = value`` line per key.

Used by :mod:`scorekeeper.session.storage` to append an entry and by ``scorekeeper new`` for the
envelope; parsing the result with :mod:`tomllib` gives back exactly the entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import tomli_w

from scorekeeper.errors import InvalidError
from scorekeeper.i18n import _

ENTRY_HEADER = "[[deal]]"




def format_key(key: str) -> str:
    """A TOML key: bare when it may be, quoted (and escaped) when it must be (``"Анна"``)."""
    if not isinstance(key, str):
        raise InvalidError(
            _("a key must be a string, not {kind}").format(kind=type(key).__name__), value=key,
            expected=_("a string")
        )
    line = tomli_w.dumps({key: 0})
    suffix = " = 0\n"
    if not line.endswith(suffix) or "\n" in line[: -len(suffix)]:  # pragma: no cover - tomli_w
        raise AssertionError(f"unexpected key formatting from tomli_w: {line!r}")
    return line[: -len(suffix)]


def format_value(value: Any) -> str:
    """One TOML value on one line.

    Scalars (strings, ints, floats, bools, dates and times) are formatted by ``tomli_w``; lists
    become inline arrays and mappings inline tables (``{ Boris = 7, Vera = 3 }``), to any depth.
    """
    if isinstance(value, Mapping):
        if not value:
            return "{}"
        items = ", ".join(f"{format_key(k)} = {format_value(v)}" for k, v in value.items())
        return "{ " + items + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(format_value(v) for v in value) + "]"
    try:
        line = tomli_w.dumps({"v": value})
    except (TypeError, ValueError) as exc:
        raise InvalidError(
            _("cannot write a value of type {kind} to the session file").format(
                kind=type(value).__name__),
            value=value,
            expected=_("a string, number, boolean, date, list or table"),
        ) from exc
    prefix, suffix = "v = ", "\n"
    if (
        not line.startswith(prefix) or not line.endswith(suffix) or "\n" in line[len(prefix) : -1]
    ):  # pragma: no cover - tomli_w
        raise AssertionError(f"unexpected value formatting from tomli_w: {line!r}")
    return line[len(prefix) : -len(suffix)]


def format_entry(entry: Mapping[str, Any]) -> str:
    """The text of one ``[[deal]]`` table: the header, then one ``key = value`` line per key.

    Keys keep the mapping's order.  Parsing the result with :mod:`tomllib` gives back exactly
    ``{"deal": [entry]}``.  Ends with a newline.
    """
    lines = [ENTRY_HEADER]
    for key, value in entry.items():
        try:
            lines.append(f"{format_key(key)} = {format_value(value)}")
        except InvalidError as exc:
            raise exc.located(key=str(key)) from exc.__cause__
    return _escape_line_breaks("\n".join(lines) + "\n")


# Characters that TOML reads as ordinary text inside a string but that editors (and
# ``str.splitlines``) show as line breaks.  tomli_w writes every string as a basic string
# ("..."), and these can only occur inside one, so escaping them keeps one line per key.
_EDITOR_LINE_BREAKS = {"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def _escape_line_breaks(text: str) -> str:
    for char, escape in _EDITOR_LINE_BREAKS.items():
        text = text.replace(char, escape)
    return text


__all__ = ["ENTRY_HEADER", "format_entry", "format_key", "format_value"]
