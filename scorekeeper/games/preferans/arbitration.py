"""Arbitration without a session file: what one described deal scores under a preset, each number
with its rule (``scorekeeper preferans score``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.engine import DealContext, Step, Table
from scorekeeper.core.options import resolve_options
from scorekeeper.errors import InvalidError, UnknownNameError
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans.deal import PreferansDeal
from scorekeeper.games.preferans.engine import Preferans


@dataclass
class Outcome:
    """What one described deal scores under a preset, starting from a clean sheet."""

    preset: str
    options: dict[str, Any]
    players: tuple[str, ...]
    dealer: str
    steps: list[Step]
    snapshot: dict[str, Any]


def resolve_preset(preset: str, overrides: Mapping[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """A preset name or alias (and option overrides) → (canonical name, resolved options)."""
    from scorekeeper.core import registry

    g = registry.game("preferans")
    p = registry.preset(g, preset)
    return p.name, resolve_options(g.options, p, overrides)


def score_outcome(preset: str, players: Sequence[str], deal: Mapping[str, Any], *,
                  dealer: str | None = None, streak: int = 0,
                  overrides: Mapping[str, Any] | None = None,
                  bombs: Mapping[str, Sequence[int]] | None = None,
                  dark_streak: int = 0) -> Outcome:
    """Score one described deal on a clean sheet (``streak`` raspasy in a row before it, the last
    ``dark_streak`` of them dark; ``bombs`` each player holds).

    Under presets with a razboynik (or ёлочка) the sheet starts after it, in the main game, with the
    razboynik counted as played for R-P5's cover.  Pure: no session file.  Raises the same errors a
    session would for the same entry."""
    from pydantic import ValidationError

    from scorekeeper.errors import ProblemList
    from scorekeeper.session.model import pydantic_problems

    name, opts = resolve_preset(preset, overrides)
    g = Preferans()
    table = Table("preferans", name, tuple(players), opts)
    g.check_table(table)
    if dealer is None:
        decl = deal.get("declarer")
        if len(players) == 4:
            involved = {decl, *(deal.get("whist") or []), deal.get("half_whist")}
            involved |= set(deal.get("raspasy") or {}) | set(deal.get("looked") or [])
            th = deal.get("totus_help") or []
            involved |= {th} if isinstance(th, str) else set(th)
            involved |= {deal.get("excess_to")}
            free = [p for p in players if p not in involved]
            dealer = free[0] if free else players[-1]
        else:
            dealer = players[-1]
    state = g.new_state(table)
    state.streak = streak
    state.dark_streak = min(dark_streak, streak)
    state.deals = opts["elochka_deals"]
    if state.razboynik is not None:
        state.razboynik = {p: list(C.RAZBOYNIK_GAMES) for p in players}
        state.razboynik_raspasy = classic.razboynik_raspasy(len(players))
        state.raspasy_played = state.razboynik_raspasy
        state.stage = "main"
    for p, levels in (bombs or {}).items():
        if p not in state.bombs:
            raise UnknownNameError("player", p, players, key="bombs", value=p)
        for b in levels:
            if b not in C.BOMB_NAMES:
                raise InvalidError("a bomb is 1 (bomba), 2 (double bomb) or 3 (elka)", key="bombs", value=b,
                                   expected=", ".join(map(str, C.BOMB_NAMES)))
        state.bombs[p] = list(levels)
    try:
        model = PreferansDeal.model_validate(dict(deal))
    except ValidationError as err:
        probs = pydantic_problems(err)
        raise probs[0] if len(probs) == 1 else ProblemList(probs) from None
    ctx = DealContext(table, 1, dealer, 0)
    g.verify_deal(state, model, ctx)
    g.apply_deal(state, model, ctx)
    snap = g.snapshot(state)
    return Outcome(name, dict(opts), tuple(players), dealer, ctx.steps, snap)
