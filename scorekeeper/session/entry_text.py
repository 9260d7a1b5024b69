"""One entry as TOML text: a ``[[deal]]`` header and one ``key = value`` line per key; a seal
as its own ``[deal.seal]`` table, each of its tables under its own header, one line per key.

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
#: keys of an entry written as tables of their own (``[deal.seal]``), each table in them under
#: its own header (``[deal.seal.deals]``): a seal holds a line per option and per deal, which
#: one inline table would put on a single line thousands of characters long
SECTIONS = ("seal",)


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
    """The text of one ``[[deal]]`` table: the header, then one ``key = value`` line per key (a
    key of :data:`SECTIONS` as a table of its own, after the others).

    Keys keep the mapping's order.  Parsing the result with :mod:`tomllib` gives back exactly
    ``{"deal": [entry]}``.  Ends with a newline.
    """
    inline = {k: v for k, v in entry.items() if not (k in SECTIONS and isinstance(v, Mapping))}
    lines = [ENTRY_HEADER, *_lines(inline)]
    for key in SECTIONS:
        value = entry.get(key)
        if key in entry and isinstance(value, Mapping):
            lines += _section(f"deal.{format_key(key)}", value, key)
    return _escape_line_breaks("\n".join(lines) + "\n")


def _lines(values: Mapping[str, Any], prefix: str = "") -> list[str]:
    out = []
    for key, value in values.items():
        try:
            out.append(f"{format_key(key)} = {format_value(value)}")
        except InvalidError as exc:
            raise exc.located(key=prefix + str(key)) from exc.__cause__
    return out


def _section(header: str, table: Mapping[str, Any], key: str) -> list[str]:
    """``[header]`` and the table's lines; each (non-empty) table in it under its own header."""
    def own(v: Any) -> bool:
        return isinstance(v, Mapping) and bool(v)

    out = [f"[{header}]", *_lines({k: v for k, v in table.items() if not own(v)}, key + ".")]
    for sub, value in table.items():
        if own(value):
            out += ["", f"[{header}.{format_key(sub)}]", *_lines(value, f"{key}.{sub}.")]
    return out


# Characters that TOML reads as ordinary text inside a string but that editors (and
# ``str.splitlines``) show as line breaks.  tomli_w writes every string as a basic string
# ("..."), and these can only occur inside one, so escaping them keeps one line per key.
_EDITOR_LINE_BREAKS = {"\x85": "\\u0085", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def _escape_line_breaks(text: str) -> str:
    for char, escape in _EDITOR_LINE_BREAKS.items():
        text = text.replace(char, escape)
    return text


__all__ = ["ENTRY_HEADER", "SECTIONS", "format_entry", "format_key", "format_value"]
