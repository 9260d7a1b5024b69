"""The table's own events, entries of every game (format §Table events, docs/format.md).

* ``seats = ["Anna", "Vera", "Boris"]`` — the seating order from the next entry on; with
  ``from = N``, from entry N on (the players noticed they sat otherwise): the dealer, the first
  hand and every later figure are re-derived, as if the right order had been recorded;
* ``joins = "Gleb"`` (``after = "Vera"``: to Vera's left; by default the last seat) — a player sits
  down; ``leaves = "Boris"`` — a player leaves, his figures kept and settled with everyone's;
  both in one entry — a substitute, who takes the leaver's seat.  What a newcomer writes is the
  game's rule (:meth:`scorekeeper.core.engine.Game.join`); a game whose table cannot change
  refuses them;
* ``last_circle = true`` — the control time of a timed evening has come: the deal goes round until
  everyone has dealt the same number of times (one more circle when they already have), and then
  the evening is over.

Replay (:mod:`scorekeeper.core.replay`) classifies these entries with :func:`classify` and folds
them with :func:`fold`; what it keeps of the table besides the game's state is a :class:`Life`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper import names
from scorekeeper.core.engine import DealContext, Game, Step, Table
from scorekeeper.core.entries import MAX_NAME
from scorekeeper.errors import IllegalError, InvalidError, UnknownNameError
from scorekeeper.i18n import _, ngettext

#: the keys that make an entry a table event, and the keys that may stand beside them
STARTS = ("seats", "joins", "leaves", "last_circle")
ALLOWED = {"seats": {"seats", "from", "note"}, "joins": {"joins", "after", "leaves", "note"},
           "leaves": {"leaves", "joins", "note"}, "last_circle": {"last_circle", "note"}}
RULE_SEATS = "format §Table events (seats)"
RULE_CIRCLE = "format §Table events (last_circle)"
RULE_JOIN = "format §Table events (joins, leaves)"


def is_event(data: Mapping[str, Any]) -> bool:
    """Whether an entry is a table event (``last_circle`` alone: on a deal it is the MGU
    presets' own mark, R-P-C24)."""
    return ("seats" in data or "joins" in data or "leaves" in data
            or ("last_circle" in data and set(data) <= {"last_circle", "note"}))


def classify(data: Mapping[str, Any], number: int) -> tuple[str, InvalidError | IllegalError | None]:
    """The summary of a table event and the problem its keys have (None: none)."""
    kind = next(k for k in STARTS if k in data)
    extra = sorted(set(data) - ALLOWED[kind])
    if extra:
        k = extra[0]
        return _("table event"), InvalidError(
            _("'{key}' does not stand beside '{kind}'").format(key=k, kind=kind), key=k,
            value=data[k], expected=", ".join(sorted(ALLOWED[kind] - {kind})) or _("nothing"))
    if kind == "seats":
        seats, start = data["seats"], data.get("from")
        if not (isinstance(seats, list) and seats and all(isinstance(s, str) for s in seats)):
            return _("seats"), InvalidError(_("seats are the players' names in seating order"),
                                            key="seats", value=seats,
                                            expected=_("a list like {example}").format(
                                                example='["Anna", "Vera", "Boris"]'))
        if start is not None and (isinstance(start, bool) or not isinstance(start, int)
                                  or not 1 <= start <= number):
            return _("seats"), InvalidError(_("from names the entry the order holds from"),
                                            key="from", value=start,
                                            expected=_("1 to {last}").format(last=number))
        text = _("seats: {order}").format(order=", ".join(seats))
        if start is not None:
            text = _("{seats}, from entry {number}").format(seats=text, number=start)
        return text, None
    if kind == "last_circle":
        if data["last_circle"] is not True:
            return _("last circle"), InvalidError(_("last_circle is true"), key="last_circle",
                                                  value=data["last_circle"], expected="true")
        return _("last circle"), None
    for k in ("joins", "leaves", "after"):
        if k in data and not (isinstance(data[k], str) and data[k].strip()):
            return _("table event"), InvalidError(_("'{key}' names a player").format(key=k),
                                                  key=k, value=data[k], expected=_("a name"))
    if "after" in data and "leaves" in data:
        return _("table event"), InvalidError(
            _("a substitute takes the leaver's seat; 'after' stands only beside 'joins' alone"),
            key="after", value=data["after"], expected=_("joins and leaves without after"))
    return _event_text(data), None


def _event_text(data: Mapping[str, Any]) -> str:
    if "joins" in data and "leaves" in data:
        return _("{new} takes {old}'s seat").format(new=data["joins"], old=data["leaves"])
    if "joins" in data:
        return _("{name} joins").format(name=data["joins"])
    return _("{name} leaves").format(name=data["leaves"])


@dataclass
class Life:
    """What replay keeps of the table besides the game's state: who sits where now, who dealt
    how often, and the last circle's deals still owed."""

    table: Table
    dealt: dict[str, int] = field(default_factory=dict)
    circle: dict[str, int] | None = None  # deals each still owes the last circle; None: not called
    circle_entry: int | None = None  # the entry that called it
    events: int = 0  # table events folded in
    left: tuple[str, ...] = ()  # players who left, in the order they left

    def dealt_one(self, dealer: str) -> None:
        self.dealt[dealer] = self.dealt.get(dealer, 0) + 1
        if self.circle is not None and self.circle.get(dealer, 0) > 0:
            self.circle[dealer] -= 1

    @property
    def circle_done(self) -> bool:
        return self.circle is not None and not any(v > 0 for v in self.circle.values())

    def owed(self) -> list[str]:
        """The players who still owe the last circle a deal, in seating order."""
        return [p for p in self.table.players if (self.circle or {}).get(p, 0) > 0]

    def progress(self) -> list[str]:
        """The sheet's line on the last circle."""
        if self.circle is None:
            return []
        if self.circle_done:
            return [_("the last circle is over (called at entry {number}): the evening is "
                      "finished").format(number=self.circle_entry)]
        left = sum(v for v in self.circle.values() if v > 0)
        return [ngettext("last circle: {n} deal left, dealt by {names}",
                         "last circle: {n} deals left, dealt by {names}", left).format(
                             n=left, names=", ".join(self.owed()))]

    def refuse_after_circle(self, number: int, key: str | None) -> None:
        if self.circle_done:
            raise IllegalError(
                _("the last circle is over (called at entry {called}): the evening is finished, "
                  "and no deal follows it").format(called=self.circle_entry), entry=number,
                key=key, expected=_("no more deals"))


def _order(game: Game, life: Life, players: Sequence[str], key: str, value: Any) -> Table:
    """The table with its seats in the order ``players`` (refused where the game cannot sit
    so)."""
    table = dataclasses.replace(life.table, players=tuple(players))
    try:
        game.check_table(table)
    except IllegalError as err:
        err.key, err.value = key, value
        raise
    return table


def reseat(game: Game, life: Life, state: Any, seats: Sequence[str], number: int) -> Step:
    """Seat the table in the order ``seats`` (the same players as sit now)."""
    now = life.table.players
    for name in seats:
        if name not in now:
            raise UnknownNameError("player", name, now, entry=number, key="seats", value=name)
    if len(set(seats)) != len(seats) or len(seats) != len(now):
        raise InvalidError(_("seats name every player at the table once"), entry=number,
                           key="seats", value=list(seats), expected=", ".join(now))
    life.table = _order(game, life, seats, "seats", list(seats))
    game.reseat(state, life.table)
    return Step(_("the seats from here on: {order}").format(order=", ".join(seats)), RULE_SEATS)


def fold(game: Game, life: Life, state: Any, data: Mapping[str, Any], number: int,
         dealer: str | None) -> tuple[list[Step], str | None]:
    """Fold a table event into ``life`` and ``state``: the steps it wrote and who counts as the
    last dealer after it (a leaver's turn passes to his left)."""
    life.events += 1
    if "seats" in data:
        if data.get("from") is not None:  # already in force from its entry (replay did it)
            return [Step(_("the seats were so from entry {number}").format(number=data["from"]),
                         RULE_SEATS)], dealer
        return [reseat(game, life, state, data["seats"], number)], dealer
    if "last_circle" in data:
        return [_call_circle(life, number)], dealer
    return _join_leave(game, life, state, data, number, dealer)


def _call_circle(life: Life, number: int) -> Step:
    if life.circle is not None:
        raise IllegalError(_("the last circle was called at entry {called} already").format(
            called=life.circle_entry), entry=number, key="last_circle", value=True,
            expected=_("one last circle an evening"))
    counts = {p: life.dealt.get(p, 0) for p in life.table.players}
    most = max(counts.values())
    target = most + 1 if len(set(counts.values())) == 1 else most
    life.circle = {p: target - c for p, c in counts.items()}
    life.circle_entry = number
    left = sum(life.circle.values())
    return Step(ngettext("the last circle: {n} deal, until everyone at the table has dealt as often "
                         "as the most ({times})",
                         "the last circle: {n} deals, until everyone at the table has dealt as "
                         "often as the most ({times})", left).format(n=left, times=target),
                RULE_CIRCLE)


def _join_leave(game: Game, life: Life, state: Any, data: Mapping[str, Any], number: int,
                dealer: str | None) -> tuple[list[Step], str | None]:
    now = list(life.table.players)
    new, old = data.get("joins"), data.get("leaves")
    if not game.table_changes:
        raise game.fixed_table("joins" if new is not None else "leaves",
                               new if new is not None else old).located(entry=number)
    ctx = DealContext(life.table, number, dealer or now[0], 0, data.get("note"))
    if old is not None:
        ctx.player(old, "leaves")
    if new is not None and (new in now or new in life.left):
        raise IllegalError(_("{name} has sat at this table already").format(name=new),
                           entry=number, key="joins", value=new,
                           expected=_("a name new to the evening"))
    if new is not None:  # a newcomer's name is held to the envelope's rules (format §Envelope)
        problem = names.name_refusal(new, MAX_NAME) or names.alike_problem(
            [*now, *life.left, new])
        if problem:
            raise InvalidError(problem, entry=number, key="joins", value=new,
                               expected=_("a name new to the evening"))
    if old is not None and new is not None:  # a substitute: the newcomer takes the seat
        seats = [new if p == old else p for p in now]
        if dealer == old:
            dealer = new
    elif new is not None:
        after = data.get("after", now[-1])
        if after not in now:
            raise UnknownNameError("player", after, tuple(now), entry=number, key="after",
                                   value=after)
        seats = now[:now.index(after) + 1] + [new] + now[now.index(after) + 1:]
    else:
        seats = [p for p in now if p != old]
        if dealer == old:
            dealer = now[now.index(old) - 1]
    table = _order(game, life, seats, "joins" if new is not None else "leaves",
                   new if new is not None else old)
    if old is not None:
        game.leave(state, old, table, ctx)
        life.left += (old,)
    if new is not None:
        game.join(state, new, table, ctx)
        # for the last circle a substitute has dealt as often as the player whose seat he took, a
        # newcomer as often as whoever at the table has dealt least
        life.dealt[new] = (life.dealt.get(old, 0) if old is not None
                           else min(life.dealt.get(p, 0) for p in now))
    life.table = table
    return ctx.steps, dealer
