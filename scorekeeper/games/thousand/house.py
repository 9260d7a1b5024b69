"""Thousand: the house rules after the text's break (R-T3), worked on a deal's figures.

:func:`apply` takes what a deal wrote (the bidder's, the opponents' and the dealer's lines) and runs
the house rules a table plays over it, in the order they are checked: the golden round doubles
every line (R-T-M8), a player on the barrel writes nothing (R-T-M4, R-T-M17), bolts (R-T-M5,
R-T-M15), the barrel (R-T-M4, R-T-M17), 555 (R-T-M6) and the golden round played again (R-T-M19).
Each rule is a small function; the options choose between the book's rulings and a peer's
(Leadage/tysyacha-1000).  Nothing here changes the state it is given: the counts it leaves are
returned, for the engine to write.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from scorekeeper.games.thousand import scoring
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.state import Pending, State
from scorekeeper.i18n import _


@dataclass(frozen=True)
class Played:
    """What the house rules read of a deal: who bid what and whether it was made or given up,
    who played, who sat out, who took no trick (R-T-M15)."""

    bidder: str
    bid: int
    made: bool
    gave_up: bool
    players: list[str]
    sitter: str | None
    trickless: frozenset[str] = frozenset()


@dataclass
class Counts:
    """What the house rules leave in the state after a deal."""

    bolts: dict[str, int]
    bolt_run: dict[str, int]
    barrel: dict[str, int]
    falls: dict[str, int]
    golden_from: int
    golden_made: bool
    finisher: str | None = None
    frozen: set[str] = field(default_factory=set)

    @classmethod
    def of(cls, state: State) -> Counts:
        return cls(dict(state.bolts), dict(state.bolt_run), dict(state.barrel), dict(state.falls),
                   state.golden_from, state.golden_made)

    def written(self) -> dict[str, Any]:
        """The state's fields as the deal leaves them."""
        return {"bolts": self.bolts, "bolt_run": self.bolt_run, "barrel": self.barrel,
                "falls": self.falls, "golden_from": self.golden_from,
                "golden_made": self.golden_made}


def golden_now(state: State, opts: Any, seats: int) -> bool:
    """R-T-M8: the first round of deals of a game (one per player) is golden; R-T-M19: played
    again from ``golden_from`` after a golden round in which nobody made his bid."""
    return bool(opts["golden_round"]) and state.deals_in_game - state.golden_from < seats


def apply(state: State, steps: list[Pending], deal: Played, opts: Any,
          players: tuple[str, ...]) -> tuple[list[Pending], dict[str, int], Counts]:
    """The house rules over a deal's lines: the lines, the totals after them, the counts."""
    counts = Counts.of(state)
    golden = golden_now(state, opts, len(players))
    if golden:
        steps = [_golden(s) for s in steps]
    steps = freeze(state, steps, deal, opts, counts)
    after = dict(state.score)
    for s in steps:
        after[s.unit] += s.delta
    if opts["bolts"]:
        steps += bolts(state, steps, deal, opts, counts, after, golden)
    if opts["barrel"]:
        steps += barrel(state, deal, opts, counts, after)
    if opts["zero_555"]:
        steps += zero(players, opts, counts, after)
    if golden and opts["golden_reset"]:
        steps += golden_again(state, deal, counts, after, len(players))
    return steps, after, counts


# ------------------------------------------------------------------------------ the golden round
def _golden(s: Pending) -> Pending:
    a = scoring.golden(scoring.Award(s.delta, s.text, s.rule))
    return Pending(a.text, a.rule, s.unit, a.points)


def golden_again(state: State, deal: Played, counts: Counts, after: dict[str, int],
                 seats: int) -> list[Pending]:
    """R-T-M19, option ``golden_reset``: the last deal of a golden round in which no golden bid
    was made sends every total to 0, clears the barrel and starts the golden round again."""
    made = state.golden_made or deal.made
    if state.deals_in_game - state.golden_from < seats - 1:
        counts.golden_made = made
        return []
    counts.golden_made = False
    if made:
        return []
    out = []
    for p, total in after.items():
        if total:
            a = scoring.golden_reset(total)
            out.append(Pending(a.text, a.rule, p, a.points))
            after[p] = 0
    counts.barrel.clear()
    counts.golden_from = state.deals_in_game + 1
    return out


# ------------------------------------------------------------------------------ the barrel's freeze
def freeze(state: State, steps: list[Pending], deal: Played, opts: Any,
           counts: Counts) -> list[Pending]:
    """R-T-M4: a player on the barrel stays at its figure: he writes nothing as an opponent or
    as the dealer, and his own made bid only if it takes him to the target; a failed bid is
    written.  Option ``barrel_finish = bid`` (R-T-M17): only a made bid that reaches the target
    from the barrel's figure is written; anything else of his, a failed bid too, is not."""
    if not opts["barrel"] or not state.barrel:
        return steps
    if opts["barrel_finish"] == "bid":
        return _freeze_all_but_a_finish(state, steps, deal, opts, counts)
    goal = scoring.target(opts)
    out = []
    for s in steps:
        on = s.unit in state.barrel and s.delta > 0
        short = state.score[s.unit] + s.delta < goal
        if on and (s.unit != deal.bidder or short):
            text = (_("on the barrel: {what} — not written") if s.unit != deal.bidder else
                    _("on the barrel: {what} — short of {target}, not written"))
            out.append(Pending(text.format(what=s.text, target=goal), scoring.barrel_rule(opts),
                               s.unit, 0))
            counts.frozen.add(s.unit)
        else:
            out.append(s)
    return out


def _freeze_all_but_a_finish(state: State, steps: list[Pending], deal: Played, opts: Any,
                             counts: Counts) -> list[Pending]:
    if deal.bidder in state.barrel and scoring.barrel_finishes(deal.bid, deal.made, opts):
        counts.finisher = deal.bidder
    least = scoring.barrel_least_bid(opts)
    rule = f"{T.BARREL_FINISH_RULE}; {scoring.barrel_rule(opts)}"
    out = []
    for s in steps:
        if s.unit not in state.barrel or s.unit == counts.finisher or s.delta == 0:
            out.append(s)
            continue
        text = (_("on the barrel: {what} — a bid under {least} does not come off it, not "
                  "written") if s.unit == deal.bidder and deal.made and s.delta > 0 else
                _("on the barrel: {what} — not written"))
        out.append(Pending(text.format(what=s.text, least=least), rule, s.unit, 0))
        counts.frozen.add(s.unit)
    return out


# ------------------------------------------------------------------------------ bolts
def bolted(p: str, steps: list[Pending], deal: Played, opts: Any, state: State) -> bool | None:
    """Whether ``p`` (in play) has a bolt this deal; None: the deal leaves his count as it was.
    R-T-M5: he writes nothing (a player on the barrel, who writes nothing there, has none);
    option ``bolt_is = no-trick`` (R-T-M15): he takes no trick; option ``bidder_bolts = false``:
    never the bidder, whose count is left as it was."""
    if opts["bolt_is"] == "no-trick":
        zero = p in deal.trickless
    else:
        if p in state.barrel:
            return None
        zero = sum(s.delta for s in steps if s.unit == p) == 0
    if zero and p == deal.bidder and not opts["bidder_bolts"]:
        return None
    return zero


def bolts(state: State, steps: list[Pending], deal: Played, opts: Any, counts: Counts,
          after: dict[str, int], golden: bool) -> list[Pending]:
    """R-T-M5: every third bolt costs the penalty; option ``bolts_counted = in-a-row``: three
    in a row, a deal without one starting the count again; option ``bolt_golden_double``: a bolt
    of the golden round counts two.  A penalty on the barrel is not written (R-T-M15)."""
    weight = T.BOLT_GOLDEN_WEIGHT if golden and opts["bolt_golden_double"] else 1
    out = []
    for p in deal.players:
        zero = bolted(p, steps, deal, opts, state)
        if zero is None:
            continue
        if not zero:
            if opts["bolts_counted"] == "in-a-row":
                counts.bolt_run[p] = 0
            continue
        counts.bolts[p] = counts.bolts.get(p, 0) + weight
        counts.bolt_run[p] = counts.bolt_run.get(p, 0) + weight
        hit = scoring.bolt(counts.bolts[p], counts.bolt_run[p], opts)
        if hit is None:
            continue
        counts.bolt_run[p] = 0
        if p in state.barrel and p != counts.finisher:
            out.append(Pending(_("on the barrel: {what} — not written").format(what=hit.text),
                               f"{hit.rule}; {T.BOLT_NO_TRICK_RULE}", p, 0))
            continue
        out.append(Pending(hit.text, hit.rule, p, hit.points))
        after[p] += hit.points
    return out


# ------------------------------------------------------------------------------ the barrel
def barrel(state: State, deal: Played, opts: Any, counts: Counts,
           after: dict[str, int]) -> list[Pending]:
    """R-T-M4: each deal on the barrel uses one of its tries; below the barrel's figure (a failed
    bid) he is off it; the last try without the target costs the penalty; a player newly between
    the figure and the target sits on it at the figure.  R-T-M17: the options of Leadage's
    barrel (the dealer's deal using no try, a jump past the target sitting too, two at once
    falling, a newcomer knocking the sitter off, the third fall to 0)."""
    out: list[Pending] = []
    _sitters(state, deal, opts, counts, after, out)
    won = counts.finisher or next((p for p in state.barrel if after[p] >= scoring.target(opts)),
                                  None)
    if opts["barrel_overshoot"] == "sits" and won is not None:
        return out
    _newcomers(state, opts, counts, after, out)
    return out


def _sitters(state: State, deal: Played, opts: Any, counts: Counts, after: dict[str, int],
             out: list[Pending]) -> None:
    goal, at = scoring.target(opts), scoring.barrel_at(opts)
    for p in list(counts.barrel):
        if after[p] >= goal:  # he reached the target from the barrel, and is off it
            del counts.barrel[p]
            continue
        if after[p] < at:
            del counts.barrel[p]
            continue
        if p == deal.sitter and not opts["barrel_sitting_out_tries"]:
            continue
        counts.barrel[p] += 1
        if counts.barrel[p] >= int(opts["barrel_tries"]):
            _fall(p, scoring.barrel_fall(opts), opts, counts, after, out)


def _newcomers(state: State, opts: Any, counts: Counts, after: dict[str, int],
               out: list[Pending]) -> None:
    goal, at = scoring.target(opts), scoring.barrel_at(opts)
    sits = opts["barrel_overshoot"] == "sits"
    come = [p for p, total in after.items() if p not in state.barrel and total >= at
            and (sits or total < goal)]
    if opts["barrel_together_fall"] and len(come) > 1:
        for p in come:
            a = scoring.barrel_together(after[p], opts)
            out.append(Pending(a.text, a.rule, p, a.points))
            after[p] += a.points
        return
    for p in come:
        seat = scoring.barrel_seat(after[p], opts)
        out.append(Pending(seat.text, seat.rule, p, seat.points))
        after[p] = at
        counts.barrel[p] = 0
    if come and opts["barrel_knock_off"]:
        for p in [q for q in counts.barrel if q in state.barrel and after[q] < goal]:
            _fall(p, scoring.barrel_knocked(opts), opts, counts, after, out)


def _fall(p: str, award: scoring.Award, opts: Any, counts: Counts, after: dict[str, int],
          out: list[Pending]) -> None:
    """Off the barrel with the penalty; option ``barrel_three_falls_zero``: the third time to 0."""
    out.append(Pending(award.text, award.rule, p, award.points))
    after[p] += award.points
    del counts.barrel[p]
    counts.falls[p] = counts.falls.get(p, 0) + 1
    if opts["barrel_three_falls_zero"] and counts.falls[p] >= T.THREE_FALLS:
        zero = scoring.three_falls(after[p])
        out.append(Pending(zero.text, zero.rule, p, zero.points))
        after[p] = 0
        counts.falls[p] = 0


# ------------------------------------------------------------------------------ 555
def zero(players: tuple[str, ...], opts: Any, counts: Counts,
         after: dict[str, int]) -> list[Pending]:
    """R-T-M6: a total of exactly 555 (option ``zero_at``; ``zero_negative``: −555 too) goes back
    to 0, after bolts and the barrel; a player on the barrel is off it."""
    out = []
    for p in players:
        hit = scoring.zero_555(after[p], opts)
        if hit:
            out.append(Pending(hit.text, hit.rule, p, hit.points))
            after[p] += hit.points
            counts.barrel.pop(p, None)
    return out
