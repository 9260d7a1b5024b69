"""Messages in the player's words: a command-line value refused, a question asked at the
terminal with the answers it takes, why an answer does not stand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.errors import ProblemList, ScorekeeperError


def usage_words(exc: Any) -> str:
    """A command-line value Typer refused, in the project's words rather than the validation
    library's ("Input should be a valid integer, …" → "'x' is not a whole number")."""
    try:
        errors = exc.errors()
    except Exception:  # pragma: no cover - not a validation error after all
        return str(exc)
    if not errors:
        return str(exc)
    e = errors[0]
    text = refused_words(e.get("type", ""), e.get("input"), e.get("ctx") or {})
    if text is None:
        msg = str(e.get("msg", exc))
        for prefix in ("Value error, ", "Assertion failed, "):
            msg = msg.removeprefix(prefix)
        text = f"expected {msg.removeprefix('Input should be ')}" if msg.startswith(
            "Input should be ") else msg
    return "".join(c if c >= " " or c == "\t" else "?" for c in text)


def refused_words(kind: str, given: Any, limits: Mapping[str, Any]) -> str | None:
    """What is wrong with a command-line value, by the kind of refusal (the validation library's
    names: ``int_parsing``, ``less_than_equal``, …; :mod:`scorekeeper.cli.coercion` uses them too);
    None for a kind without words here.  Control characters are shown as ``?``."""
    if isinstance(given, str) and given and not any(c.isspace() for c in given):
        shown = given  # as typed: 11, x
    else:
        shown = repr(given) if given is not None else "the value"
    words = {
        "int_parsing": f"{shown} is not a whole number",
        "int_type": f"{shown} is not a whole number",
        "int_from_float": f"{shown} is not a whole number",
        "float_parsing": f"{shown} is not a number",
        "float_type": f"{shown} is not a number",
        "bool_parsing": f"{shown} is not true or false",
        "less_than_equal": f"{shown} is more than {limits.get('le')}",
        "less_than": f"{shown} is not less than {limits.get('lt')}",
        "greater_than_equal": f"{shown} is less than {limits.get('ge')}",
        "greater_than": f"{shown} is not more than {limits.get('gt')}",
        "finite_number": f"{shown} is not a finite number",
    }
    text = words.get(kind)
    return None if text is None else "".join(c if c >= " " or c == "\t" else "?" for c in text)


def question(q: Any) -> str:
    """The question as the terminal asks it, with the answers it takes."""
    from scorekeeper.core.form import NOBODY

    hints = [q.bounds()] if q.bounds() else []
    if q.kind in ("players", "choices") and q.most > 1:
        hints[-1:] = [f"{hints[-1]}, comma-separated" if hints else "comma-separated"]
    if q.kind in ("players", "choices") and q.least == 0:
        hints.append(f"'{NOBODY}' if " + ("nobody" if q.kind == "players" else "none")
                     + (f": {q.nobody}" if q.nobody else ""))
    if q.blank is not None:
        hints.append(f"blank: {q.blank}")
    return q.text + (f" ({'; '.join(hints)})" if hints else "")


def reason(err: ScorekeeperError, *, bounds: bool = True) -> str:
    """Why an answer does not stand, flat (``…; expected 0 to 10``); the bounds left out where
    the question has just said them."""
    problems = err.problems if isinstance(err, ProblemList) else [err]
    return "; ".join(p.detail() if bounds else without_bounds(p) for p in problems)


def without_bounds(err: ScorekeeperError) -> str:
    from scorekeeper.errors import split_rule

    _, rule = split_rule(err.expected)
    return err.message + (f"; rule: {rule}" if rule else "")
