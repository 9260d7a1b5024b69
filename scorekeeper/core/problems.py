"""pydantic's errors in the player's words: one :class:`~scorekeeper.errors.InvalidError` per error,
naming the key, the value found and what was expected.

Imported without pydantic: the library is looked up only when there is an error to translate (a
model has loaded it by then), so a read that checks nothing never imports it.
"""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING, Any

from scorekeeper.errors import InvalidError, ScorekeeperError
from scorekeeper.names import shown

if TYPE_CHECKING:
    from pydantic import BaseModel, ValidationError


def pydantic_problems(err: ValidationError, *, entry: int | None = None, prefix: str = "",
                      file: str | None = None, line: int | None = None) -> list[ScorekeeperError]:
    """One InvalidError per pydantic error, with its location as the key (fastapi-cli's habit),
    in the project's words: no library phrasing ("Input should be …", "Value error, …") reaches
    the user, and an unknown key is offered the closest known one."""
    out: list[ScorekeeperError] = []
    for e in err.errors(include_url=False):
        loc = ".".join(str(p) for p in e["loc"])
        key = f"{prefix}{loc}" if loc else (prefix.rstrip(".") or None)
        kind = e["type"]
        value = e.get("input")
        if kind == "missing":
            msg, value = "missing", None
        elif kind == "extra_forbidden":
            msg = "unknown key"
            close = _closest_key(str(e["loc"][-1]) if e["loc"] else "", err.title, e["loc"][:-1])
            if close:
                msg += f"; did you mean {shown(close)}?"
        elif kind in _HINTS:
            msg = f"{_kind_of(value)} given"
        elif kind in ("too_short", "too_long"):
            n = len(value) if isinstance(value, (list, dict, str)) else None
            msg = "too few" if kind == "too_short" else "too many"
            msg += f": {n}" if n is not None else ""
        else:
            msg = _plain(e["msg"])
        out.append(InvalidError(msg, file=file, entry=entry, line=line, key=key, value=value,
                                expected=_expected(e)))
    return out


#: what each of pydantic's common error types expects, in the project's words
_HINTS = {
    "string_type": "a string in quotes",
    "int_type": "a whole number",
    "int_parsing": "a whole number",
    "int_from_float": "a whole number",
    "float_type": "a number",
    "float_parsing": "a number",
    "bool_type": "true or false",
    "bool_parsing": "true or false",
    "list_type": "a list in [ ]",
    "dict_type": "a table { ... }",
    "date_type": "a date like 2026-11-27",
    "date_parsing": "a date like 2026-11-27",
}


def _kind_of(value: Any) -> str:
    """What a value is, as a player would say it ("text given", "a list given")."""
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, str):
        return "text"
    if isinstance(value, int):
        return "a whole number"
    if isinstance(value, float):
        return "a decimal number"
    if isinstance(value, (list, tuple)):
        return "a list"
    if isinstance(value, dict):
        return "a table"
    if isinstance(value, (_dt.date, _dt.time)):
        return "a date or time"
    return "a value of another kind"


def _plain(msg: str) -> str:
    """A pydantic message without the library's own phrasing."""
    for prefix in ("Value error, ", "Assertion failed, "):
        msg = msg.removeprefix(prefix)
    if msg.startswith("Input should be "):
        return "not accepted"
    return msg


def _closest_key(name: str, title: str, path: tuple[Any, ...]) -> str | None:
    """The known key closest to ``name`` in the model pydantic named ``title`` (an entry's model
    also allows ``note`` and ``dealer``)."""
    import difflib

    model = _model_named(title)
    if model is None or path:  # a nested table's keys are not the model's own
        return None
    known = [f.alias or n for n, f in model.model_fields.items()]
    if title != "Envelope":
        known += ["note", "dealer"]
    close = difflib.get_close_matches(name, known, n=1, cutoff=0.6)
    if not close:
        close = [k for k in known if k.casefold() == name.casefold()]
    return close[0] if close else None


def _model_named(title: str) -> type[BaseModel] | None:
    from pydantic import BaseModel

    stack = list(BaseModel.__subclasses__())
    while stack:
        cls = stack.pop()
        if (cls.model_config.get("title") or cls.__name__) == title:
            return cls
        stack.extend(cls.__subclasses__())
    return None


def _expected(e: dict[str, Any]) -> str | None:
    kind = e["type"]
    hints = {
        **_HINTS,
        "missing": "this key to be present",
        "extra_forbidden": "only the keys this table knows (see `scorekeeper help format`)",
    }
    if kind in hints:
        return hints[kind]
    limits = e.get("ctx") or {}
    if kind == "too_short" and "min_length" in limits:
        return f"at least {limits['min_length']}"
    if kind == "too_long" and "max_length" in limits:
        return f"at most {limits['max_length']}"
    msg = e.get("msg", "")
    if msg.startswith("Input should be "):
        return msg.removeprefix("Input should be ")
    return None
