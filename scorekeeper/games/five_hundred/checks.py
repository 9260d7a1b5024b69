"""What a Five Hundred deal may not say, as pure checks the engine runs on every entry and
``five-hundred value|overcall|score`` on what they are given: a misère only where the table plays
it, a side's tricks 0 to 10 and ten in all, and as many opposing sides as a form of R-F7 seats.
Each refusal names the key, the value and the rule; the caller locates it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.errors import IllegalError
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.games.five_hundred.words import listed_or
from scorekeeper.i18n import _
from scorekeeper.notation import Contract


def playable(contract: Contract, options: Mapping[str, Any], key: str = "bid") -> None:
    """§варианты разыгрывания: misère and open misère only where option misere is on."""
    if contract.is_misere and not options["misere"]:
        raise IllegalError(_("{bid} is not played at this table").format(bid=contract), key=key,
                           value=str(contract),
                           expected=_("6♠ … 10NT (option misere = false; {rule})").format(
                               rule=T.S_VARIANTS))


def side_tricks(count: Any, key: str) -> None:
    """§сдача: ten cards a hand, so a player or a side takes 0 to 10 tricks."""
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= T.TRICKS_PER_DEAL:
        raise IllegalError(_("a player or a side takes 0 to {most} tricks").format(
                           most=T.TRICKS_PER_DEAL), key=key, value=count,
                           expected=_("0 to {most}").format(most=T.TRICKS_PER_DEAL))


def all_tricks(total: int, key: str, value: Any) -> None:
    """§сдача: the ten tricks of a deal are all taken."""
    if total != T.TRICKS_PER_DEAL:
        raise IllegalError(_("the tricks add up to {total}, not {all}").format(
                           total=total, all=T.TRICKS_PER_DEAL), key=key, value=value,
                           expected=_("ten tricks in all, ten cards a hand ({rule})").format(
                               rule=T.S_DEAL))


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
        among = listed_or([str(n) for n in allowed])
        message = (_("a soloist with a called partner has {among} opposing players or sides, not "
                     "{count}") if partner else
                   _("a soloist has {among} opposing players or sides, not {count}"))
        raise IllegalError(message.format(among=among, count=count), key=key, value=value,
                           expected=f"{among} (R-F7: the seat-count forms)")
