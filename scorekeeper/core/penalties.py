"""Penalty entries (format §Entries, "penalty"): the points a penalty names, checked as the game
keeps them (the file's limits, whole points where the game declares them, none after the end of a
game where it says so), and the summary the log shows.  Replay (:mod:`scorekeeper.core.replay`)
folds each live penalty through these."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper.core.engine import DealContext, Game
from scorekeeper.core.figures import figure_text
from scorekeeper.errors import InvalidError, UnknownNameError
from scorekeeper.i18n import _, ngettext

def penalty_text(value: Any) -> str:
    if not isinstance(value, Mapping):
        return _("penalty")
    return _("penalty {points}").format(points=", ".join(
        f"{k} {figure_text(v, minus='-', sign=True)}"
        if isinstance(v, (int, float)) and not isinstance(v, bool) else f"{k} {v}"
        for k, v in value.items()))


def read_penalty(value: Any, ctx: DealContext) -> dict[str, float]:
    if not isinstance(value, Mapping) or not value:
        raise InvalidError(_("a penalty names players and points"), key="penalty", value=value,
                           expected=_("a table like {example}").format(example="{ Anna = 10 }"))
    out: dict[str, float] = {}
    for name, pts in value.items():
        try:
            ctx.player(name, f"penalty.{name}")
        except UnknownNameError as err:  # the key names the player; the value is the points
            err.value = pts
            raise
        if isinstance(pts, bool) or not isinstance(pts, (int, float)):
            raise InvalidError(_("penalty points are a number"), key=f"penalty.{name}", value=pts,
                               expected=_("a number (negative allowed)"))
        _penalty_in_range(name, pts)
        out[name] = pts
    return out


def penalty_policies(game: Game, state: Any, penalty: Mapping[str, float],
                      ctx: DealContext) -> None:
    """The game's declared policies for a penalty (:class:`scorekeeper.core.engine.Game`): none
    after the end of a game, whole points."""
    if game.penalty_after_end is not None and game.is_finished(state):
        raise ctx.illegal(_("the game is over; a penalty belongs to a game in play"), key="penalty",
                          value=dict(penalty), expected=_(game.penalty_after_end))
    if game.whole_points is not None:
        for name, pts in penalty.items():
            if not float(pts).is_integer():
                raise ctx.illegal(_(game.whole_points), key=f"penalty.{name}", value=pts,
                                  expected=_(game.whole_points_expected))


#: Penalty points a session may hold (docs/format.md "Limits"): every game keeps them exactly.
PENALTY_LIMIT = 1_000_000
PENALTY_DECIMALS = 2
def _penalty_range() -> str:
    return ngettext("a number from {low} to {high} with at most {n} decimal place",
                    "a number from {low} to {high} with at most {n} decimal places",
                    PENALTY_DECIMALS).format(low=f"-{PENALTY_LIMIT:,}", high=f"{PENALTY_LIMIT:,}",
                                             n=PENALTY_DECIMALS)


def _penalty_in_range(name: str, pts: int | float) -> None:
    """Refuse what a game cannot keep exactly: not a number, too large, or finer than cents
    (a float's digits beyond that would be rounded away silently)."""
    import math
    from decimal import Decimal

    if isinstance(pts, float) and not math.isfinite(pts):
        raise InvalidError(_("penalty points must be a finite number"), key=f"penalty.{name}",
                           value=pts, expected=_penalty_range())
    if abs(pts) > PENALTY_LIMIT:
        raise InvalidError(_("penalty points out of range"), key=f"penalty.{name}", value=pts,
                           expected=_penalty_range())
    if isinstance(pts, float) and Decimal(repr(pts)).as_tuple().exponent < -PENALTY_DECIMALS:
        raise InvalidError(ngettext("penalty points finer than {n} decimal place cannot be kept "
                                    "exactly",
                                    "penalty points finer than {n} decimal places cannot be kept "
                                    "exactly", PENALTY_DECIMALS).format(n=PENALTY_DECIMALS),
                           key=f"penalty.{name}", value=pts, expected=_penalty_range())
