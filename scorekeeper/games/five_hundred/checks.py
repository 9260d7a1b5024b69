"""What a Five Hundred deal may not say, as pure checks the engine runs on every entry and
``five-hundred value|overcall|score`` on what they are given: a misère only where the table plays
it, a side's tricks 0 to 10 and ten in all, and as many opposing sides as a form of R-F7 seats.
Each refusal names the key, the value and the rule; the caller locates it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.errors import IllegalError
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.notation import Contract


def playable(contract: Contract, options: Mapping[str, Any], key: str = "bid") -> None:
    """§варианты разыгрывания: misère and open misère only where option misere is on."""
    if contract.is_misere and not options["misere"]:
        raise IllegalError(f"{contract} is not played at this table", key=key, value=str(contract),
                           expected=f"6♠ … 10NT (option misere = false; {T.S_VARIANTS})")


def side_tricks(count: Any, key: str) -> None:
    """§сдача: ten cards a hand, so a player or a side takes 0 to 10 tricks."""
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= T.TRICKS_PER_DEAL:
        raise IllegalError(f"a player or a side takes 0 to {T.TRICKS_PER_DEAL} tricks", key=key,
                           value=count, expected=f"0 to {T.TRICKS_PER_DEAL}")


def all_tricks(total: int, key: str, value: Any) -> None:
    """§сдача: the ten tricks of a deal are all taken."""
    if total != T.TRICKS_PER_DEAL:
        raise IllegalError(f"the tricks add up to {total}, not {T.TRICKS_PER_DEAL}", key=key,
                           value=value, expected=f"ten tricks in all, ten cards a hand ({T.S_DEAL})")


def opposing(form: T.Form, partner: bool) -> int | None:
    """How many sides oppose the soloist in ``form`` (with or without a called partner), or
    None where the form has no such deal."""
    if form.sides == "called":
        return form.active - (2 if partner else 1)
    if partner:
        return None
    if form.sides == "teams":
        return form.team_count - 1
    if form.sides == "rotating":
        return 1  # the four beside the dealer in two pairs
    return form.active - 1


def opposition(count: int, partner: bool, key: str, value: Any) -> None:
    """R-F7: the opposing players or sides are as many as one of the seat-count forms has."""
    allowed = sorted({n for f in T.FORMS.values() if (n := opposing(f, partner)) is not None})
    if count not in allowed:
        what = "a soloist with a called partner" if partner else "a soloist"
        among = " or ".join(filter(None, [", ".join(map(str, allowed[:-1])), str(allowed[-1])]))
        raise IllegalError(f"{what} has {among} opposing players or sides, not {count}", key=key,
                           value=value, expected=f"{among} (R-F7: the seat-count forms)")
