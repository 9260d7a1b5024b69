"""Messages in the player's words: a command-line value refused, a question asked at the
terminal with the answers it takes, why an answer does not stand."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper import errors
from scorekeeper.errors import ProblemList, ScorekeeperError
from scorekeeper.i18n import N_, _, lang


def _rule_words(rule: str) -> str:
    """A refusal's rule: in English as the table cites it, in another language as a reader of it
    reads a citation (the rulings' titles, no English gloss)."""
    if lang() == "en":
        return rule
    from scorekeeper.citations import render

    return render(rule)


errors.rule_words = _rule_words  # every refusal the presentation shows


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
        text = _("expected {what}").format(what=msg.removeprefix("Input should be ")) \
            if msg.startswith("Input should be ") else msg
    return "".join(c if c >= " " or c == "\t" else "?" for c in text)


def refused_words(kind: str, given: Any, limits: Mapping[str, Any]) -> str | None:
    """What is wrong with a command-line value, by the kind of refusal (the validation library's
    names: ``int_parsing``, ``less_than_equal``, …; :mod:`scorekeeper.cli.coercion` uses them too);
    None for a kind without words here.  Control characters are shown as ``?``."""
    if isinstance(given, str) and given and not any(c.isspace() for c in given):
        shown = given  # as typed: 11, x
    else:
        shown = repr(given) if given is not None else _("the value")
    words = _REFUSED.get(kind)
    if words is None:
        return None
    text = _(words[0]).format(value=shown, limit=limits.get(words[1]) if words[1] else None)
    return "".join(c if c >= " " or c == "\t" else "?" for c in text)


#: what is wrong with a command-line value, by the kind of refusal: the words, and the limit
#: (of the refusal's own figures) they name
_REFUSED = {
    "int_parsing": (N_("{value} is not a whole number"), None),
    "int_type": (N_("{value} is not a whole number"), None),
    "int_from_float": (N_("{value} is not a whole number"), None),
    "float_parsing": (N_("{value} is not a number"), None),
    "float_type": (N_("{value} is not a number"), None),
    "bool_parsing": (N_("{value} is not true or false"), None),
    "less_than_equal": (N_("{value} is more than {limit}"), "le"),
    "less_than": (N_("{value} is not less than {limit}"), "lt"),
    "greater_than_equal": (N_("{value} is less than {limit}"), "ge"),
    "greater_than": (N_("{value} is not more than {limit}"), "gt"),
    "finite_number": (N_("{value} is not a finite number"), None),
}


def question(q: Any) -> str:
    """The question as the terminal asks it, with the answers it takes."""
    from scorekeeper.core.form import NOBODY

    hints = [q.bounds()] if q.bounds() else []
    if q.kind in ("players", "choices") and q.most > 1:
        hints[-1:] = [_("{answers}, comma-separated").format(answers=hints[-1]) if hints
                      else _("comma-separated")]
    if q.kind in ("players", "choices") and q.least == 0:
        if q.kind == "players":
            hint = _("'{nobody}' if nobody: {meaning}") if q.nobody else _("'{nobody}' if nobody")
        else:
            hint = _("'{nobody}' if none: {meaning}") if q.nobody else _("'{nobody}' if none")
        hints.append(hint.format(nobody=NOBODY, meaning=q.nobody))
    if q.blank is not None:
        hints.append(_("blank: {meaning}").format(meaning=q.blank))
    return q.text + (f" ({'; '.join(hints)})" if hints else "")


def reason(err: ScorekeeperError, *, bounds: bool = True) -> str:
    """Why an answer does not stand, flat (``…; expected 0 to 10``); the bounds left out where
    the question has just said them."""
    problems = err.problems if isinstance(err, ProblemList) else [err]
    return "; ".join(p.detail() if bounds else without_bounds(p) for p in problems)


def without_bounds(err: ScorekeeperError) -> str:
    from scorekeeper.errors import split_rule

    _words, rule = split_rule(err.expected)
    return err.message + (_("; rule: {rule}").format(rule=rule) if rule else "")
