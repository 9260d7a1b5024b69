"""Five Hundred's sides of a deal: who plays with whom under each seat-count form (R-F7), the
tricks each side took as tables count them (R-F-M10), and the scoring units a side's points go to.
Pure helpers of :mod:`.engine`, which calls them with the deal's context."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.engine import DealContext, Table
from scorekeeper.core.records import Pending
from scorekeeper.errors import IllegalError
from scorekeeper.games.five_hundred import checks, scoring
from scorekeeper.games.five_hundred import questions as Q
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.i18n import _, ngettext


@dataclass
class Side:
    """A side of one deal: its players and the units it credits, each with its share."""

    members: tuple[str, ...]
    credits: tuple[tuple[str, float], ...]

    @property
    def label(self) -> str:
        return "/".join(self.members)


def form_of(table: Table) -> T.Form:
    """The seat-count form of R-F7 chosen by the number of players and the options."""
    n, o = len(table.players), table.options
    key = {2: T.TWO_HANDED.get(o["two_handed"]), 3: "3", 4: "4-pairs",
           5: T.FIVE_HANDED.get(o["five_handed"]), 6: T.SIX_HANDED.get(o["six_handed"])}.get(n)
    form = T.FORMS[key] if key else T.FORMS["3"]
    return form if o["joker"] else form.without_joker()


def side_name(members: Sequence[str]) -> str:
    return "/".join(members)


def side_tricks(given: Mapping[str, int], sides: Sequence[Side], ctx: DealContext, *,
                solo_alone: Side | None = None) -> dict[str, int]:
    """Tricks per side of this deal, as tables count them (R-F-M10): per player (a side's
    members are summed) or per side (``"Anna/Vera" = 7``); the one side left out takes what
    the others leave of ten; several left out took none.  On a misère (``solo_alone``) the
    soloist's side alone is enough: the opponents' split scores nothing (R-F4)."""
    by_side: dict[str, int] = {}
    named: dict[str, str] = {}  # side label -> how it was given ("side" or "players")
    for name, n in given.items():
        key = f"tricks.{name}"
        side = side_named(sides, name)
        if side is None:
            ctx.player(name, key)
            raise ctx.illegal(_("{player} deals and sits out this deal: no tricks").format(
                              player=name), key=key, value=n,
                              expected=_("tricks for {players} ({rule})").format(
                                  players=", ".join(p for s in sides for p in s.members),
                                  rule="R-F7"))
        at(ctx, checks.side_tricks, n, key)
        how = "players" if name in side.members else "side"
        if named.setdefault(side.label, how) != how or (how == "side" and side.label in by_side):
            raise ctx.illegal(_("the tricks of {side} are given twice").format(side=side.label),
                              key=key, value=n,
                              expected=_("either each member's tricks or {side}'s total, once "
                                         "({rule})").format(side=side.label, rule="R-F-M10"))
        by_side[side.label] = by_side.get(side.label, 0) + n
    missing = [s.label for s in sides if s.label not in by_side]
    total = sum(by_side.values())
    if len(missing) > 1 and 0 < T.TRICKS_PER_DEAL - total and ctx.asks(f"tricks.{missing[0]}") \
            and not (solo_alone is not None and list(by_side) == [solo_alone.label]):
        # a form asks the sides one by one, the last taking the rest (the file's shorthand
        # "several left out took none" is for an entry written whole)
        side = next(s for s in sides if s.label == missing[0])
        raise ctx.missing(_("the tricks of {side} are not given").format(side=side.label),
                          Q.tricks(side.label, side.members, T.TRICKS_PER_DEAL - total),
                          key="tricks",
                          expected=_("ten tricks in all ({rule})").format(rule="R-F-M10"))
    if solo_alone is not None and list(by_side) == [solo_alone.label]:
        for label in missing:  # a misère: the opponents' split is not needed (R-F4)
            by_side[label] = 0
        if total > T.TRICKS_PER_DEAL:
            raise ctx.illegal(ngettext("{side} cannot take {n} trick",
                                       "{side} cannot take {n} tricks", total).format(
                                  side=solo_alone.label, n=total), key="tricks",
                              value=dict(given),
                              expected=_("0 to {most}").format(most=T.TRICKS_PER_DEAL))
        return by_side
    if len(missing) == 1 and total <= T.TRICKS_PER_DEAL:
        by_side[missing[0]] = T.TRICKS_PER_DEAL - total  # the rest follows (R-F-M10)
    else:
        for label in missing:
            by_side[label] = 0
    at(ctx, checks.all_tricks, sum(by_side.values()), "tricks", dict(given))
    return by_side


def sides_contract(state: Any, bidder: str, partner: str | None, active: list[str],
                    ctx: DealContext) -> tuple[Side, list[Side]]:
    form = state.form
    if form.sides == "teams":
        teams = [tuple(t) for t in ctx.table.teams]
        mine = next(t for t in teams if bidder in t)
        return (Side(mine, ((side_name(mine), 1),)),
                [Side(t, ((side_name(t), 1),)) for t in teams if t != mine])
    if form.sides == "rotating":
        pairs = rotating_pairs(active)
        mine = next(t for t in pairs if bidder in t)
        return (Side(mine, tuple((p, 1) for p in mine)),
                [Side(t, tuple((p, 1) for p in t)) for t in pairs if t != mine])
    if form.sides == "called" and partner is not None:
        solo = Side((bidder, partner), ((bidder, 1), (partner, 1 / T.PARTNER_SHARE)))
    else:
        solo = Side((bidder,), ((bidder, 1),))
    return solo, [Side((p,), ((p, 1),)) for p in active if p not in solo.members]

def sides_passed(state: Any, active: list[str], ctx: DealContext) -> list[Side]:
    if state.form.sides == "teams":
        return [Side(tuple(t), ((side_name(t), 1),)) for t in ctx.table.teams]
    if state.form.sides == "rotating":
        return [Side(t, tuple((p, 1) for p in t)) for t in rotating_pairs(active)]
    return [Side((p,), ((p, 1),)) for p in active]


def at(ctx: DealContext, check: Callable[..., None], *args: Any) -> None:
    """Run a check of :mod:`.checks` on the entry, its refusal located at the entry."""
    try:
        check(*args)
    except IllegalError as err:
        raise err.located(entry=ctx.number) from None


def credit(side: Side, award: scoring.Award, who: str) -> list[Pending]:
    out: list[Pending] = []
    for unit, share in side.credits:
        if share == 1:
            out.append(Pending(f"{award.text}", award.rule, unit, award.points))
        else:
            half = scoring.partner_half(award)
            out.append(Pending(_("{unit}, called partner of {who}: {text}").format(
                                   unit=unit, who=who, text=half.text),
                               f"{half.rule}; {award.rule}", unit, half.points))
    return out


def side_named(sides: Sequence[Side], name: str) -> Side | None:
    """The side a tricks key names: one of its members, or the side itself (``"Anna/Vera"``, in
    any order of its members)."""
    members = {m.strip() for m in name.split("/")} if "/" in name else None
    for side in sides:
        if name in side.members or (members is not None and members == set(side.members)):
            return side
    return None


def units_of(side: Side) -> list[str]:
    return [u for u, _share in side.credits]


def unit_of(state: Any, name: str, *, key: str | None = None,
             ctx: DealContext | None = None) -> str:
    """The scoring unit of a player (his side where sides are fixed) or of a side's name."""
    if name in state.units:
        return name
    if state.form.sides == "teams":
        for t in state.table.teams:
            if name in t:
                return side_name(t)
    if ctx is not None:
        return ctx.player(name, key or "player")
    return name


def from_dealer(players: Sequence[str], dealer: str) -> list[str]:
    i = players.index(dealer)
    return [players[(i + k) % len(players)] for k in range(1, len(players) + 1)]


def rotating_pairs(active: list[str]) -> list[tuple[str, ...]]:
    """R-F7: five players, pairs form — the four beside the dealer, partners opposite."""
    return [(active[0], active[2]), (active[1], active[3])]


def suggest_teams(players: list[str], form: T.Form) -> list[list[str]]:
    step = form.team_count
    return [[players[i + k * step] for k in range(form.team_size)] for i in range(form.team_count)]


def cap(pending: list[Pending], before: Mapping[str, float], most: int) -> list[Pending]:
    """R-F-M13 (option ``opponents_cap``): defending never takes a unit past the cap, each unit
    by its own score ``before`` the deal (and what this deal already gave it)."""
    if most <= 0:
        return pending
    out: list[Pending] = []
    run = dict(before)
    for p in pending:
        a = scoring.capped(scoring.Award(p.delta, p.text, p.rule), run[p.unit], most)
        run[p.unit] += a.points
        out.append(Pending(a.text, a.rule, p.unit, a.points))
    return out
