"""pydantic's errors in the player's words: one :class:`~scorekeeper.errors.InvalidError` per error,
naming the key, the value found and what was expected.

Imported without pydantic: the library is looked up only when there is an error to translate (a
model has loaded it by then), so a read that checks nothing never imports it.
"""

from __future__ import annotations

import datetime as _dt
from typing import TYPE_CHECKING, Any

from scorekeeper.errors import InvalidError, ScorekeeperError, did_you_mean
from scorekeeper.i18n import N_, _
from scorekeeper.names import shown

if TYPE_CHECKING:
    from pydantic import BaseModel, ValidationError


def pydantic_problems(err: ValidationError, *, entry: int | None = None, prefix: str = "",
                      file: str | None = None, line: int | None = None) -> list[ScorekeeperError]:
    """One InvalidError per pydantic error, with its location as the key (fastapi-cli's habit),
    in the project's words: no library phrasing ("Input should be …", "Value error, …") reaches
    the user, and an unknown key is offered the closest known one."""
    out: list[ScorekeeperError] = []
    for e in _one_branch(err.errors(include_url=False)):
        loc = ".".join(str(p) for p in e["loc"])
        key = f"{prefix}{loc}" if loc else (prefix.rstrip(".") or None)
        kind = e["type"]
        value = e.get("input")
        if kind == "missing":
            msg, value = _("missing"), None
        elif kind == "extra_forbidden":
            msg = _("unknown key")
            close = _closest_key(str(e["loc"][-1]) if e["loc"] else "", err.title, e["loc"][:-1])
            if close:
                msg += did_you_mean(shown(close))
        elif kind in _HINTS:
            msg = _(_GIVEN[_kind_of(value)])
        elif kind in ("too_short", "too_long"):
            n = len(value) if isinstance(value, (list, dict, str)) else None
            if n is None:
                msg = _("too few") if kind == "too_short" else _("too many")
            else:
                msg = (_("too few: {n}") if kind == "too_short" else _("too many: {n}")).format(n=n)
        else:
            msg = _plain(e["msg"])
        out.append(InvalidError(msg, file=file, entry=entry, line=line, key=key, value=value,
                                expected=_expected(e)))
    return out


#: the types pydantic names a union's branch by, in an error's location (``tricks.int``)
_BRANCHES = frozenset({"int", "str", "float", "bool", "list", "dict", "none", "tuple"})


def _branch_at(loc: tuple) -> int | None:
    """Where in ``loc`` a union's branch is named (``dict[str,int]``, ``int``), if it is."""
    for i, part in enumerate(loc):
        if isinstance(part, str) and (part in _BRANCHES or "[" in part or part.startswith("function-")):
            return i
    return None


def _one_branch(errors: list[dict]) -> list[dict]:
    """Pydantic's errors with a union's branch taken out of each location, and of a value that
    no branch takes only the errors of the branch it went furthest into (a table of tricks is
    told what is wrong inside it, not also that it is not a number): the key as the file writes
    it, never the type the program checks it against."""
    chosen: dict[tuple, tuple[object, int]] = {}
    marked = []
    for e in errors:
        loc = tuple(e["loc"])
        i = _branch_at(loc)
        if i is None:
            marked.append((e, None, None))
            continue
        head, branch = loc[:i], loc[i]
        depth = len(loc) - i
        if head not in chosen or depth > chosen[head][1]:
            chosen[head] = (branch, depth)
        marked.append(({**e, "loc": head + loc[i + 1:]}, head, branch))
    return [e for e, head, branch in marked if head is None or chosen[head][0] == branch]


#: what each of pydantic's common error types expects, in the project's words
_HINTS = {
    "string_type": N_("a string in quotes"),
    "int_type": N_("a whole number"),
    "int_parsing": N_("a whole number"),
    "int_from_float": N_("a whole number"),
    "float_type": N_("a number"),
    "float_parsing": N_("a number"),
    "bool_type": N_("true or false"),
    "bool_parsing": N_("true or false"),
    "list_type": N_("a list in [ ]"),
    "dict_type": N_("a table { ... }"),
    "date_type": N_("a date like 2026-11-27"),
    "date_parsing": N_("a date like 2026-11-27"),
}

#: "text given", "a list given": what was found instead, for each kind :func:`_kind_of` names
_GIVEN = {
    "nothing": N_("nothing given"),
    "true/false": N_("true/false given"),
    "text": N_("text given"),
    "a whole number": N_("a whole number given"),
    "a decimal number": N_("a decimal number given"),
    "a list": N_("a list given"),
    "a table": N_("a table given"),
    "a date or time": N_("a date or time given"),
    "a value of another kind": N_("a value of another kind given"),
}


def _kind_of(value: Any) -> str:
    """What a value is, as a player would say it ("text", "a list"; :data:`_GIVEN` words it)."""
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
        return _("not accepted")
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
        "missing": N_("this key to be present"),
        "extra_forbidden": N_("only the keys this table knows (see `scorekeeper help format`)"),
    }
    if kind in hints:
        return _(hints[kind])
    limits = e.get("ctx") or {}
    if kind == "too_short" and "min_length" in limits:
        return _("at least {n}").format(n=limits["min_length"])
    if kind == "too_long" and "max_length" in limits:
        return _("at most {n}").format(n=limits["max_length"])
    bound = _BOUNDS.get(kind)
    if bound is not None and bound[1] in limits:  # pydantic's own words, said in ours
        return _(bound[0]).format(n=limits[bound[1]])
    msg = e.get("msg", "")
    if msg.startswith("Input should be "):
        return msg.removeprefix("Input should be ")
    return None


#: the bounds of a number as pydantic says them ("Input should be greater than 0"): the words
#: after "Input should be", and the limit its error names
_BOUNDS = {
    "greater_than": (N_("greater than {n}"), "gt"),
    "greater_than_equal": (N_("greater than or equal to {n}"), "ge"),
    "less_than": (N_("less than {n}"), "lt"),
    "less_than_equal": (N_("less than or equal to {n}"), "le"),
}
