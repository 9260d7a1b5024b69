"""Figures, citations, steps and JSON documents as every output writes them."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from scorekeeper.errors import json_safe
from scorekeeper.i18n import N_, _, ngettext, pgettext

if TYPE_CHECKING:
    from scorekeeper.citations import Citation


class Plain(str):
    """A line printed as it is: no markup read in it."""


def fmt(x: Any) -> str:
    """A number as people write it on the sheet: 12, 12.5, −3, −12.67 (its nearest cent, as
    every output shows it: :func:`scorekeeper.core.figures.figure_text`)."""
    if isinstance(x, bool) or x is None:
        return "" if x is None else str(x)
    if type(x) is int:
        return "−" + str(-x) if x < 0 else str(x)
    if isinstance(x, (int, float)) or hasattr(x, "denominator"):
        from scorekeeper.core.figures import figure_text

        return figure_text(x)
    return str(x)


#: the units a settlement counts, as its headings say them (``whists``, ``points``)
_UNITS = {"whist": N_("whists"), "point": N_("points")}


def units(unit: str) -> str:
    """A settlement's unit in the plural, as a heading says it: "whists", "points"."""
    words = _UNITS.get(unit)
    return _(words) if words else unit + "s"


def cite(rule: Citation) -> str:
    """A citation value (a step's :attr:`~scorekeeper.core.engine.Step.citation`, an option's,
    an answer's span) as a player reads it, escaped for rich markup."""
    from rich.markup import escape

    return escape(rule.render())


def json_text(obj: Any) -> str:
    """One JSON document (a line); never a bare NaN or Infinity (they are not JSON); every
    citation gains its resolved parts (``cites``: ``[{source, section, quote?} | {ruling, title}
    | …]``): a :class:`~scorekeeper.citations.Citation` value wherever it stands is written as its
    text, and its parts beside it (under ``cites`` for a ``rule``, ``<key>_cites`` for another
    key).  Text is written as it is: nothing here reads a citation out of a string."""
    return json.dumps(json_safe(_with_cites(obj), default=_json_default), ensure_ascii=False,
                      default=_json_default, allow_nan=False) + "\n"


#: the keys whose parts come first among the ``…cites`` keys a dict gains
CITING_KEYS = ("rule", "source")


def _cites_key(key: str) -> str:
    return "cites" if key == "rule" else f"{key}_cites"


def _with_cites(obj: Any) -> Any:
    from scorekeeper.citations import Citation

    if isinstance(obj, dict):
        out = {k: _with_cites(v) for k, v in obj.items()}
        for key in [*(k for k in CITING_KEYS if k in obj), *(k for k in obj if k not in CITING_KEYS)]:
            value = obj[key]
            if isinstance(value, Citation):
                out[_cites_key(key)] = value.to_json()
        return out
    if isinstance(obj, (list, tuple)):
        return [_with_cites(v) for v in obj]
    if isinstance(obj, Citation):
        return obj.text
    return obj


def _json_default(o: Any) -> Any:
    if hasattr(o, "model_dump"):
        return o.model_dump(exclude_none=True)
    if hasattr(o, "isoformat"):
        return o.isoformat()
    return str(o)


def step_json(step: Any) -> dict[str, Any]:
    """A step of an entry as ``--json`` gives it, its rule the step's citation value (written
    with its parts, ``cites``)."""
    out = step.to_dict()
    if step.rule:
        out["rule"] = step.citation
    return out


def steps(items: Sequence[Any], *, title: str | None = None) -> list[Any]:
    """The chain of changes an entry made, each with its rule, wrapped under its bullet."""
    from rich.markup import escape
    from rich.table import Table
    from rich.text import Text

    out: list[Any] = [f"[bold]{escape(title)}[/]"] if title else []
    if not items:
        return [*out, "  " + escape(_("(no change to the score)"))]
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(overflow="fold")
    for s in items:
        line = Text()
        if s.delta is not None and s.account:
            sign = "+" if s.delta >= 0 else ""
            who = f"{s.player} " if s.player else ""
            line.append(f"{who}{account_words(s.account)} {sign}{fmt(s.delta)}", style="cyan")
            line.append(": ")
        line.append(s.text)
        grid.add_row("  •", line)
        grid.add_row("", Text.from_markup(
            "[dim]" + escape(_("rule: {rule}")).format(rule=cite(s.citation)) + "[/]"))
    return [*out, grid]


def account_words(account: str) -> str:
    """The account a step changes, as a player says it: ``pool``, ``mountain``, ``whists:Vera``
    (the part after ``:`` is a name), ``score``; another account as the engine names it."""
    head, sep, rest = account.partition(":")
    words = {
        "pool": pgettext("account", "pool"),
        "mountain": pgettext("account", "mountain"),
        "whists": pgettext("account", "whists"),
        "score": pgettext("account", "score"),
    }
    return words.get(head, head) + sep + rest


def recorded(number: int, result: Any, replay: Any, file: Any) -> tuple[list[Any], list[str], list[str]]:
    """What a recording command prints of the entry it wrote: its steps, the notes for standard
    error, and the closing line."""
    from rich.markup import escape

    notes = []
    if replay is None:
        notes.append(_("the file has problems; run `scorekeeper check {file}`").format(file=file))
    elif replay.problems:
        n = len(replay.problems)
        notes.append(ngettext("the file has {n} earlier problem(s); run `scorekeeper check {file}`",
                              "the file has {n} earlier problem(s); run `scorekeeper check {file}`",
                              n).format(n=n, file=file))
    over_words = _("the game is over")
    over = [escape(_("{over} — `scorekeeper settle` for the result")).format(
        over=f"[bold green]{escape(over_words)}[/]")] \
        if replay is not None and replay.finished else []
    return steps(result.steps, title=_("entry {number}: {summary}").format(
        number=number, summary=result.summary)), notes, over


def recorded_json(number: int, result: Any, replay: Any) -> dict[str, Any]:
    return {"entry": number, "kind": result.kind, "summary": result.summary,
            "steps": [step_json(s) for s in result.steps],
            "finished": replay.finished if replay is not None else None}
