"""Order poker («Заказной покер»): an auction of orders, for/against roles, an open robot hand.

A deal is scored from what the table saw at the count: the orders of the auction (their number is
the stake, R-O2), the declarer, who said «За!» and who «Против!», whose open cards the declarer
took (R-O8), the robot's combination after the exchange (R-O5) and each player's final hand.  A
hand is a combination's name or five cards, classified by :mod:`.hands` (R-O4).  ``plan`` runs
the pure evaluation and ``commit`` applies it; numbers come
from :mod:`.tables` through :mod:`.scoring`.  The game is not zero-sum: totals, and money against
the average (R-O-M1).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scorekeeper.core.engine import (
    DealContext,
    DealModel,
    Game,
    Settlement,
    Sheet,
    SheetTable,
    Step,
    Table,
)
from scorekeeper.core.figures import average_words, figure_text, rounded
from scorekeeper.core.figures import whole as _out
from scorekeeper.core.records import Evaluation, Pending, PointsByHand
from scorekeeper.errors import IllegalError, InvalidError
from scorekeeper.games.order_poker import checks, scoring
from scorekeeper.games.order_poker import questions as Q
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.hands import Hand
from scorekeeper.games.order_poker.options import OPTIONS, PRESETS
from scorekeeper.games.order_poker.tables import Combination
from scorekeeper.i18n import N_, _, ngettext, pgettext

if TYPE_CHECKING:
    from scorekeeper.games.order_poker.deal import OrderPokerDeal


ROLES_RULE = f"R-O-M4 ({T.S_ROLES}: every opponent of the declarer says «За!» or «Против!»)"
NO_EXCHANGE_ROBOT_RULE = f"R-O-M2 ({T.NO_EXCHANGE_RULE}: the robot at the count is the robot as dealt)"
ASK_ROBOT_RULE = "R-O-M3 (the robot's combination is asked for only where it decides a score)"
PENALTY_AFTER_RULE = "R-O-M7 (a penalty belongs to a game in play)"


# ------------------------------------------------------------------------------ the entry
#: marked with N_: said through _() where they are shown
DEAL_KEYS_DOC: dict[str, str] = {
    "robot_dealt": N_("optional: the robot's combination as dealt (a name or five cards); an order "
                      "of it is refused (R-O11)"),
    "orders": N_("every order of the auction in turn, passes left out; the last is final; the stake "
                 "is their number (R-O2). All passed: no orders (or orders = [])"),
    "declarer": N_("who announced the final order"),
    "for": N_("who said «За!» and opened their cards (none: a closed game)"),
    "against": N_("optional: who said «Против!»; checked against `for` (every other opponent)"),
    "took_from": N_("the agreer whose open card(s) the declarer took in the exchange, one at most "
                    "(R-O8); never with a final «Пара» (no exchange)"),
    "robot": N_("the robot's combination at the count, after the exchange (R-O5); asked for only "
                "where it decides a score (R-O-M3)"),
    "hands": N_("each player's final combination, a name or five cards; a player left out holds "
                "none"),
    "points": N_("a deal entered by its result, { Name = points }, with a note; it passes the deal "
                 "(R-O10, R-O-M5)"),
}


# ------------------------------------------------------------------------------ the state
@dataclass
class DealRecord:
    number: int
    dealer: str | None
    what: str
    stake: int | None
    deltas: dict[str, int]
    totals: dict[str, int]


@dataclass
class State:
    table: Table
    score: dict[str, int]
    deals: int = 0
    history: list[DealRecord] = field(default_factory=list)


def _from_left_of(players: Sequence[str], who: str) -> list[str]:
    """Everyone but ``who``, clockwise from his left (§роли: the choice starts at the declarer's
    left)."""
    i = players.index(who)
    return [players[(i + k) % len(players)] for k in range(1, len(players))]


def _names_of(xs: Sequence[Combination]) -> str:
    return ", ".join(T.ROW_OF[c].russian for c in xs)


# ------------------------------------------------------------------------------ the engine
class OrderPoker(Game):
    name = "order-poker"
    title = N_("Order poker («Заказной покер»)")  # said through _() where it is shown
    min_players = T.MIN_PLAYERS
    max_players = T.MAX_PLAYERS
    unit = "point"
    penalty_rule = T.PENALTY_RULE
    options = OPTIONS
    presets = PRESETS
    default_preset = "classic"
    deal_model = DealModel("scorekeeper.games.order_poker.deal:OrderPokerDeal")
    deal_keys_doc = DEAL_KEYS_DOC
    points_by_hand = PointsByHand(T.POINTS_RULE, T.POINTS_RULE,
                                  ("robot_dealt", "orders", "declarer", "for_", "against",
                                   "took_from", "robot", "hands"),
                                  names_expected=f"{{ Name = points }} ({T.POINTS_RULE})")

    # the policies' words, said when they are read (in the language in use)
    @property
    def penalty_after_end(self) -> str:  # type: ignore[override]
        return _("no entry after the last deal ({rule})").format(rule=f"{PENALTY_AFTER_RULE}; R-O9")

    @property
    def whole_points(self) -> str:  # type: ignore[override]
        return _("order poker scores whole points")

    @property
    def whole_points_expected(self) -> str:  # type: ignore[override]
        return _("a whole number ({rule})").format(rule=PENALTY_AFTER_RULE)

    def check_table(self, table: Table) -> None:
        checks.seats(len(table.players), "players", list(table.players))
        if table.teams:
            raise InvalidError(_("order poker has no sides: everyone plays alone"), key="teams",
                               value=[list(t) for t in table.teams],
                               expected=_("no teams line ({rule})").format(rule=T.S_ROLES))

    def new_state(self, table: Table) -> State:
        return State(table, {p: 0 for p in table.players})

    # --- entries -------------------------------------------------------------------------
    def plan(self, state: State, deal: OrderPokerDeal, ctx: DealContext) -> Evaluation:
        return self._evaluate(state, deal, ctx)

    def commit(self, state: State, ev: Evaluation, ctx: DealContext) -> None:
        ctx.steps.extend(ev.info)
        deltas = {p: 0 for p in state.table.players}
        for c in ev.steps:
            state.score[c.unit] += c.delta
            deltas[c.unit] += c.delta
            ctx.step(c.text, c.rule, c.unit, "score", c.delta)
        state.deals += 1
        state.history.append(DealRecord(ctx.number, ctx.dealer, ev.contract, ev.result, deltas,
                                        dict(state.score)))
        limit = ctx.table.options["deals"]
        if limit and state.deals >= limit:
            ctx.step(_("deal {number} of {limit}: the game is over — {result}").format(
                         number=state.deals, limit=limit, result=self._result(state)),
                     T.WINNER_RULE)

    def apply_penalty(self, state: State, penalty: Mapping[str, float], ctx: DealContext) -> None:
        deltas = {p: 0 for p in state.table.players}
        for name, pts in penalty.items():
            state.score[name] += int(pts)
            deltas[name] += int(pts)
            ctx.step(_("penalty on {name} ({note})").format(name=name, note=ctx.note) if ctx.note
                     else _("penalty on {name}").format(name=name),
                     f"{T.PENALTY_RULE}; {PENALTY_AFTER_RULE}", name, "score", int(pts))
        what = (_("penalty: {note}").format(note=ctx.note) if ctx.note else
                pgettext("order-poker", "penalty"))
        state.history.append(DealRecord(ctx.number, None, what, None, deltas, dict(state.score)))

    def summarize(self, deal: OrderPokerDeal) -> str:
        if deal.kind == "points":
            return _("points {changes}").format(
                changes=", ".join(f"{n} {v:+d}" for n, v in deal.points.items()))
        if deal.kind == "passed":
            return pgettext("order-poker", "all passed")
        order = deal.orders[-1] if deal.orders else None
        words = dict(declarer=deal.declarer, order=T.label(order) if order is not None else "?",
                     stake=len(deal.orders or []))
        if deal.for_:
            return _("{declarer} orders {order}, stake {stake}, for {players}").format(
                players=", ".join(deal.for_), **words)
        return _("{declarer} orders {order}, stake {stake}, closed").format(**words)

    # --- results -------------------------------------------------------------------------
    def is_finished(self, state: State) -> bool:
        limit = state.table.options["deals"]
        return bool(limit) and state.deals >= limit

    def _leaders(self, state: State) -> tuple[int, list[str]]:
        top = max(state.score.values())
        return top, [p for p, v in state.score.items() if v == top]

    def _result(self, state: State) -> str:
        top, best = self._leaders(state)
        if len(best) == 1:
            return ngettext("{winner} has the highest total ({top}) and wins",
                            "{winner} has the highest total ({top}) and wins", abs(top)).format(
                winner=best[0], top=top)
        return ngettext("{players} share the highest total ({top}): a draw",
                        "{players} share the highest total ({top}): a draw", abs(top)).format(
            players=", ".join(best), top=top)

    def _winner(self, state: State) -> str | None:
        _top, best = self._leaders(state)
        return best[0] if self.is_finished(state) and len(best) == 1 else None

    def snapshot(self, state: State) -> dict[str, Any]:
        limit = state.table.options["deals"]
        return {"score": dict(state.score), "deals": state.deals,
                "deals_to_play": limit or None, "winner": self._winner(state)}

    def settle(self, state: State) -> Settlement:
        players = list(state.table.players)
        average = sum(state.score.values()) / len(players)
        exact = scoring.settlement({p: state.score[p] for p in players})
        shown = rounded(exact)
        lines = [Step(_("totals: {totals}; not zero-sum, the average is {average}").format(
                          totals=", ".join(f"{p} {state.score[p]}" for p in players),
                          average=figure_text(average, minus='-')), T.WINNER_RULE),
                 Step(_("{how}: what one wins the others pay (order poker has no winner's stake; "
                        "settle --price turns points into money)").format(
                          how=average_words(state.score)), T.MONEY_RULE)]
        limit = state.table.options["deals"]
        if self.is_finished(state):
            lines.append(Step(ngettext("after {count} deal the game is over: {result}",
                                       "after {count} deals the game is over: {result}",
                                       state.deals).format(count=state.deals,
                                                           result=self._result(state)),
                              T.WINNER_RULE))
        else:
            _top, best = self._leaders(state)
            left = (ngettext("{left} of {limit} deal still to play",
                             "{left} of {limit} deals still to play", limit).format(
                        left=limit - state.deals, limit=limit) if limit else
                    _("an open-ended game (option deals = 0)"))
            lines.append(Step(ngettext("{left}; as it stands: {players} leads",
                                       "{left}; as it stands: {players} lead", len(best)).format(
                                  left=left, players=", ".join(best)), T.WINNER_RULE))
        table = SheetTable(pgettext("order-poker", "totals"),
                           [pgettext("order-poker", "player"), pgettext("order-poker", "total"),
                            pgettext("order-poker", "against the average")],
                           [[p, state.score[p], shown[p]] for p in players])
        return Settlement("point", self.is_finished(state), self._winner(state),
                          {p: _out(float(v)) for p, v in exact.items()}, lines, tables=[table],
                          exact=exact)

    def sheet(self, state: State, rows: int | None = None) -> Sheet:
        players = list(state.table.players)
        history = state.history if rows is None else state.history[-rows:]
        body = [[r.number, r.dealer or "", r.what, "" if r.stake is None else r.stake,
                 *[f"{_signed(r.deltas[p])} ({_num(r.totals[p])})" for p in players]] for r in history]
        note = None
        if rows is not None and len(state.history) > rows:
            note = ngettext("the latest {rows} of {count} entries",
                            "the latest {rows} of {count} entries", len(state.history)).format(
                rows=rows, count=len(state.history))
        tables = [SheetTable(pgettext("order-poker", "deals"),
                             ["#", pgettext("order-poker", "dealer"), pgettext("order-poker", "deal"),
                              pgettext("order-poker", "stake"), *players], body, note, history=True),
                  SheetTable(pgettext("order-poker", "totals"), players,
                             [[state.score[p] for p in players]])]
        opts = state.table.options
        series = (ngettext("the game lasts {count} deal [{rule}]",
                           "the game lasts {count} deals [{rule}]", opts["deals"]).format(
                      count=opts["deals"], rule=T.SERIES_RULE) if opts["deals"] else
                  _("an open-ended series of deals [{rule}]").format(rule=T.SERIES_RULE))
        notes = [_("{pack} cards, 6 to A; {hand} to each player and to the open robot "
                   "[{rule}]").format(pack=T.PACK_SIZE, hand=T.HAND_SIZE,
                                      rule=f"{T.S_PACK}; {T.S_DEAL}"),
                 _("stake = the number of orders, half stake rounded up [{rule}]").format(
                     rule=f"{T.STAKE_RULE}; {T.HALF_RULE}"),
                 _("a dissenter's half stake from {combination} up [{rule}]").format(
                     combination=opts["dissenter_half_stake_from"], rule="R-O1"),
                 series]
        if self.is_finished(state):
            notes.append(_("game over: {result} [{rule}]").format(result=self._result(state),
                                                                 rule=T.WINNER_RULE))
        return Sheet(_("Order poker — {title}").format(
            title=state.table.title or state.table.preset), tables, notes)

    # --- the work ------------------------------------------------------------------------
    def _evaluate(self, state: State, deal: OrderPokerDeal, ctx: DealContext) -> Evaluation:
        if deal.kind == "points":
            return self._eval_points(deal, ctx)
        if deal.kind == "passed":
            return self._eval_passed(deal, ctx)
        return self._eval_order(deal, ctx)

    def _eval_points(self, deal: OrderPokerDeal, ctx: DealContext) -> Evaluation:
        changes = self.points_by_hand.steps(deal.points, deal, ctx)
        return Evaluation(_("points: {note}").format(note=ctx.note), None, changes)

    def _eval_passed(self, deal: OrderPokerDeal, ctx: DealContext) -> Evaluation:
        seats = _from_left_of(ctx.table.players, ctx.dealer) + [ctx.dealer]
        hands = self._hands(deal, ctx, no_exchange=True, asked=seats, passed=True)
        robot = self._robot(deal, ctx, no_exchange=True)
        held = {p: hands[p].combination for p in ctx.table.players}
        if robot is None and all(c == Combination.NONE for c in held.values()):
            raise ctx.missing(_("no player holds a combination: the dealer pays only if the robot "
                                "holds none either — what did the robot hold?"),
                              Q.robot(f"R-O3; {ASK_ROBOT_RULE}"),
                              expected=_('robot = "none" or its combination ({rule})').format(
                                  rule=f"R-O3; {ASK_ROBOT_RULE}"))
        awards = scoring.score_all_passed(held, robot.combination if robot else None, ctx.dealer)
        info = [Step(_("all passed: nobody ordered, the deal ends without an exchange; the robot "
                       "holds {robot}").format(robot=robot.describe()) if robot else
                     _("all passed: nobody ordered, the deal ends without an exchange"),
                     f"R-O3 ({T.S_ALL_PASSED})")]
        changes = [Pending(f"{p}: {a.text}", a.rule, p, a.points) for p, a in awards.items()]
        return Evaluation(pgettext("order-poker", "all passed"), None, changes, info=info)

    def _eval_order(self, deal: OrderPokerDeal, ctx: DealContext) -> Evaluation:
        opts = ctx.table.options
        if not deal.orders:
            raise InvalidError(_("a deal with a declarer lists the orders of the auction"),
                               entry=ctx.number, key="orders", value=deal.orders,
                               expected=_('orders = ["two pairs", "three", …], the final one last '
                                          "({rule})").format(rule=T.STAKE_RULE))
        if deal.declarer is None:
            raise InvalidError(_("a deal with orders names the declarer"), entry=ctx.number,
                               key="declarer",
                               expected=_("declarer = the player who announced the final order "
                                          "({rule})").format(rule=T.S_DEFINITIONS))
        declarer = ctx.player(deal.declarer, "declarer")
        order = deal.orders[-1]
        no_exchange = not scoring.has_exchange(order)
        robot_dealt = deal.robot_dealt or (deal.robot if no_exchange else None)
        self._check_orders(deal.orders, robot_dealt, deal.robot_dealt is None, ctx)
        agreers, dissenters = self._roles(deal, declarer, order, ctx)
        took = self._took_from(deal, agreers, order, ctx)
        hands = self._hands(deal, ctx, no_exchange=no_exchange,
                            asked=[declarer, *_from_left_of(ctx.table.players, declarer)])
        if took is None and deal.took_from is None and ctx.asks("took_from") \
                and not no_exchange and scoring.is_made(hands[declarer].combination, order) \
                and any(not scoring.is_made(hands[a].combination, order) for a in agreers):
            # where it decides a score: an agreer short of the order whose card was used (R-O8)
            raise ctx.missing(_("whose open cards {declarer} took is not given").format(
                                  declarer=declarer), Q.took_from(declarer, agreers))
        robot = self._robot(deal, ctx, no_exchange=no_exchange)
        threshold = T.HALF_STAKE_FROM[opts["dissenter_half_stake_from"]]
        if robot is None:
            asks = [d for d in dissenters
                    if scoring.needs_robot(hands[d].combination, order, threshold)]
            if asks:
                raise ctx.missing(ngettext("{players} said «Против!», missed the order and hold "
                                           "{held}: the half stake depends on the robot — what "
                                           "did it hold at the count?",
                                           "{players} said «Против!», missed the order and hold "
                                           "{held}: the half stake depends on the robot — what "
                                           "did it hold at the count?", len(asks)).format(
                                      players=", ".join(asks),
                                      held=T.label(hands[asks[0]].combination)),
                                  Q.robot(f"R-O5; R-O6; {ASK_ROBOT_RULE}",
                                          deal.orders if no_exchange else ()),
                                  expected=_("robot = its combination after the exchange "
                                             "({rule})").format(
                                      rule=f"R-O5; R-O6; {ASK_ROBOT_RULE}"))
        out = scoring.score_deal(order, len(deal.orders), declarer, hands[declarer].combination,
                                 {a: hands[a].combination for a in agreers},
                                 {d: hands[d].combination for d in dissenters},
                                 robot.combination if robot else None, took, threshold)
        roles = (_("{declarer} declares {order}; an open game, for: {agreers}").format(
                     declarer=declarer, order=T.label(order), agreers=", ".join(agreers))
                 if agreers else
                 _("{declarer} declares {order}; a closed game").format(declarer=declarer,
                                                                         order=T.label(order)))
        if dissenters:
            roles = _("{roles}; against: {dissenters}").format(roles=roles,
                                                               dissenters=", ".join(dissenters))
        info = [Step(_("orders: {orders} — the stake is {stake}, the half stake {half}").format(
                         orders=_names_of(deal.orders), stake=out.stake, half=out.half),
                     f"{T.STAKE_RULE}; {T.HALF_RULE}"),
                Step(roles, f"{T.S_ROLES}; {T.S_OPEN}")]
        if no_exchange:
            info.append(Step(_("the final order is «Пара»: no exchange, the cards are shown at "
                               "once"), T.NO_EXCHANGE_RULE))
        if took:
            info.append(Step(_("in the exchange {declarer} took card(s) from {agreer}'s open "
                               "hand").format(declarer=declarer, agreer=took),
                             f"R-O8 ({T.S_EXCHANGE})"))
        if robot is not None:
            info.append(Step(_("the robot at the count: {robot}").format(robot=robot.describe()),
                             T.ROBOT_AT_COUNT_RULE))
        for p in (declarer, *agreers, *dissenters):
            held = hands[p].describe()
            info.append(Step((_("{player} holds {hand}: made it")
                              if scoring.is_made(hands[p].combination, order) else
                              _("{player} holds {hand}: did not make it")).format(
                                  player=p, hand=held), T.MADE_RULE))
        changes = [Pending(f"{p}: {a.text}", a.rule, p, a.points) for p, a in out.awards.items()]
        what = (_("{declarer}: {order}, for {agreers}").format(
                    declarer=declarer, order=T.ROW_OF[order].russian, agreers=", ".join(agreers))
                if agreers else
                _("{declarer}: {order}, closed").format(declarer=declarer,
                                                        order=T.ROW_OF[order].russian))
        return Evaluation(what, out.stake, changes, info=info)

    # pieces -----------------------------------------------------------------------------
    def _check_orders(self, orders: list[Combination], robot_dealt: Hand | None,
                      derived: bool, ctx: DealContext) -> None:
        """R-O11: no order of «нет комбинации», none repeated, none of the robot's combination."""
        seen: dict[Combination, int] = {}
        where = _("robot (no exchange with a final «Пара», {rule})").format(
            rule=NO_EXCHANGE_ROBOT_RULE) if derived else "robot_dealt"
        for i, o in enumerate(orders):
            key = f"orders.{i}"
            _at(ctx, checks.orderable, o, key)
            if o in seen:
                raise ctx.illegal(_("{order} was already ordered (order {number})").format(
                                      order=T.label(o), number=seen[o] + 1), key=key,
                                  value=T.label(o),
                                  expected=_("a combination not yet named in this auction "
                                             "({rule})").format(rule=T.ORDER_RULE))
            seen[o] = i
            _at(ctx, checks.not_the_robots, o, robot_dealt, where, key)

    def _roles(self, deal: OrderPokerDeal, declarer: str, order: Combination,
               ctx: DealContext) -> tuple[list[str], list[str]]:
        """§роли: every opponent of the declarer is an agreer («За!») or a dissenter.  A deal being
        built asks who said «За!» where neither group is given (a file's ``for`` left out: none,
        a closed game)."""
        opponents = _from_left_of(ctx.table.players, declarer)
        if deal.for_ is None and deal.against is None and ctx.asks("for"):
            raise ctx.missing(_("who said «За!» is not given"),
                              Q.roles(declarer, order, opponents, ROLES_RULE))
        chosen: dict[str, list[str]] = {}
        for key, given in (("for", deal.for_), ("against", deal.against)):
            names: list[str] = []
            for i, n in enumerate(given or []):
                ctx.player(n, f"{key}.{i}")
                if n == declarer:
                    raise ctx.illegal(_("{player} is the declarer: a declarer says neither «За!» "
                                        "nor «Против!»").format(player=n), key=key, value=n,
                                      expected=_("the declarer's opponents only ({rule})").format(
                                          rule=ROLES_RULE))
                if n in names:
                    raise ctx.illegal(_("{player} is named twice").format(player=n), key=key,
                                      value=given,
                                      expected=_("each opponent once ({rule})").format(
                                          rule=ROLES_RULE))
                names.append(n)
            chosen[key] = names
        rest = [p for p in opponents if p not in chosen["against"]]
        if deal.for_ is None and rest and ctx.asks("for"):  # against given: the others are for
            raise ctx.missing(_("who said «За!» is not given"),
                              Q.roles(declarer, order, rest, ROLES_RULE, every=True))
        both = [n for n in chosen["for"] if n in chosen["against"]]
        if both:
            raise ctx.illegal(_("{player} is both for and against").format(player=both[0]),
                              key="against", value=deal.against,
                              expected=_("each opponent in one group ({rule})").format(
                                  rule=ROLES_RULE))
        agreers = [p for p in opponents if p in chosen["for"]]
        dissenters = [p for p in opponents if p not in chosen["for"]]
        if deal.against is not None and sorted(chosen["against"]) != sorted(dissenters):
            raise ctx.illegal(_("against must name every opponent who is not for"), key="against",
                              value=deal.against, expected=f"{dissenters} ({ROLES_RULE})")
        return agreers, dissenters

    def _took_from(self, deal: OrderPokerDeal, agreers: list[str], order: Combination,
                   ctx: DealContext) -> str | None:
        """R-O8, R-O11: one agreer at most; only an agreer; never with a final «Пара»."""
        given = deal.took_from
        if not given:
            return None
        if len(given) > 1:
            raise ctx.illegal(_("the declarer uses the open cards of one agreer only"),
                              key="took_from", value=given,
                              expected=_("one name at most ({rule})").format(rule="R-O8; R-O11"))
        name = ctx.player(given[0], "took_from.0")
        _at(ctx, checks.exchange_allowed, order, "took_from", given)
        if name not in agreers:
            rule = f"R-O11; {T.S_EXCHANGE}"
            raise ctx.illegal(_("{player} did not say «За!»: only an agreer's cards lie open").format(
                                  player=name), key="took_from", value=given,
                              expected=(_("one of {players} ({rule})").format(
                                            players=", ".join(agreers), rule=rule) if agreers else
                                        _("one of the agreers (there are none) ({rule})").format(
                                            rule=rule)))
        return name

    def _hands(self, deal: OrderPokerDeal, ctx: DealContext, *, no_exchange: bool,
               asked: Sequence[str], passed: bool = False) -> dict[str, Hand]:
        """Each player's final hand (left out in a file: none), the cards of the deal all
        different (R-O11).  A deal being built asks each hand not given, in the order of
        ``asked`` (the declarer first, if any; ``passed``: all passed)."""
        out = {p: Hand(Combination.NONE) for p in ctx.table.players}
        for name, hand in (deal.hands or {}).items():
            out[ctx.player(name, f"hands.{name}")] = hand
        shown: list[tuple[str, Hand | None]] = [(f"hands.{n}", h) for n, h in (deal.hands or {}).items()]
        shown.append(("robot", deal.robot))
        if no_exchange and deal.robot is None:
            shown.append(("robot_dealt", deal.robot_dealt))
        _at(ctx, checks.distinct_cards, shown)
        for i, p in enumerate(asked):
            if p not in (deal.hands or {}) and ctx.asks(f"hands.{p}"):
                raise ctx.missing(_("{player}'s hand is not given").format(player=p),
                                  Q.hand(p, declarer=i == 0 and not passed, passed=passed),
                                  key="hands",
                                  expected=_("{player}'s combination at the count ({rule})").format(
                                      player=p, rule="R-O4"))
        return out

    def _robot(self, deal: OrderPokerDeal, ctx: DealContext, *, no_exchange: bool) -> Hand | None:
        """The robot at the count (R-O5); without an exchange it is the robot as dealt (R-O-M2)."""
        if not no_exchange:
            return deal.robot
        a, b = deal.robot, deal.robot_dealt
        if a is not None and b is not None:
            if a.combination != b.combination or (a.cards and b.cards and set(a.cards) != set(b.cards)):
                raise ctx.illegal(_("without an exchange the robot's cards cannot change"),
                                  key="robot", value=str(a),
                                  expected=_("the same as robot_dealt, {hand} ({rule})").format(
                                      hand=b, rule=NO_EXCHANGE_ROBOT_RULE))
        return a or b


def _at(ctx: DealContext, check: Callable[..., None], *args: Any) -> None:
    """Run a check of :mod:`.checks` on the entry, its refusal located at the entry."""
    try:
        check(*args)
    except IllegalError as err:
        raise err.located(entry=ctx.number) from None


def _signed(v: int) -> str:
    return f"+{v}" if v > 0 else ("−" + str(-v) if v < 0 else "0")


def _num(v: int) -> str:
    return "−" + str(-v) if v < 0 else str(v)


__all__ = ["OrderPoker", "State"]
