"""Pari («Пари», Gruznov 1992): a two-player rummy game scored move by move.

Each game is a start entry (the cuts), one entry per move and an end entry (the cards left in
hand).  A move is worked out card by card in :mod:`.play`: melds, add-ons and half-tricks wait for
the opponent's next move (R-X9, R-X10), tricks and the cut's premiums are written at once.
``plan`` works on a copy of the game; ``commit`` puts that copy in the game's place.
Scores add up over the games of a session (R-X24); the settlement is their difference.
"""

from __future__ import annotations

from collections.abc import Mapping
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
from scorekeeper.core.figures import exact_number, figure_text
from scorekeeper.errors import InvalidError
from scorekeeper.games.pari import questions as Q
from scorekeeper.games.pari import scoring
from scorekeeper.games.pari import tables as T
from scorekeeper.games.pari.cards import Cut, PCard, is_joker, show
from scorekeeper.games.pari.model import DEAL_KEYS_DOC, GameRecord, GameState, Moved, State
from scorekeeper.games.pari.options import OPTIONS, PRESETS
from scorekeeper.games.pari.play import pending_totals, play_move
from scorekeeper.i18n import N_, _, ngettext, pgettext
from scorekeeper.notation import Card, Joker

if TYPE_CHECKING:
    from scorekeeper.games.pari.deal import PariDeal


POINTS_RULE = "R-X-M7 (a game scored on paper, with its note); format §Entries"
PENALTY_RULE = "format §Entries (penalty)"
START_RULE = f"R-X24 (games alternate the deal); {T.cite(T.S_SENIOR)}"
MOVE_KEYS = ("swap", "take", "surround", "add", "meld", "trumps", "single", "join", "talon")
#: the refusal of a key an entry of its kind does not hold, by the entry's kind
ENTRY_KINDS = {"start": N_("a start entry has no {key}"), "points": N_("a points entry has no {key}"),
               "end": N_("a end entry has no {key}"), "move": N_("a move entry has no {key}")}



def move_parts() -> dict[str, str]:
    """A move's parts as ``log`` names them: the file's keys in English, the reader's words else."""
    return {"swap": pgettext("pari move", "swap"), "trumps": pgettext("pari move", "trumps"),
            "single": pgettext("pari move", "single"), "take": pgettext("pari move", "take"),
            "surround": pgettext("pari move", "surround"), "add": pgettext("pari move", "add"),
            "join": pgettext("pari move", "join"), "meld": pgettext("pari move", "meld"),
            "out": pgettext("pari move", "out")}

class Pari(Game):
    name = "pari"
    title = N_("Pari")
    min_players = 2
    max_players = 2
    unit = "point"
    penalty_rule = PENALTY_RULE
    options = OPTIONS
    presets = PRESETS
    default_preset = "gruznov"
    deal_model = DealModel("scorekeeper.games.pari.deal:PariDeal")
    deal_keys_doc = DEAL_KEYS_DOC

    def new_state(self, table: Table) -> State:
        return State(table.players, table.title or "", {p: 0 for p in table.players},
                     preset=table.preset)

    # --- entries -------------------------------------------------------------------------
    def is_deal(self, deal: PariDeal) -> bool:
        return deal.kind in ("start", "points")

    def starts_new_game(self, deal: PariDeal) -> bool:
        return deal.kind in ("start", "points")

    def plan(self, state: State, deal: PariDeal, ctx: DealContext) -> Moved:
        game, steps, records = self._run(state, deal, ctx)
        return Moved(deal.kind, game, steps, records)

    def commit(self, state: State, plan: Moved, ctx: DealContext) -> None:
        game, steps, records = plan.game, plan.steps, plan.records
        state.game = game
        for s in steps:
            if s.account == "score" and s.delta is not None:
                state.score[s.player] = scoring.num(state.score[s.player] + s.delta)
        ctx.steps.extend(steps)
        state.games.extend(records)
        if plan.kind == "points":
            state.paper += 1

    def verify_penalty(self, state: State, penalty: Mapping[str, float], ctx: DealContext) -> None:
        """Penalties are allowed at any time."""

    def apply_penalty(self, state: State, penalty: Mapping[str, float], ctx: DealContext) -> None:
        for name, pts in penalty.items():
            state.score[name] = scoring.num(state.score[name] + pts)
            if state.game is not None and not state.game.ended:
                state.game.written[name] = state.game.written.get(name, 0) + pts
            text = (_("penalty on {name} ({note})") if ctx.note else _("penalty on {name}"))
            ctx.step(text.format(name=name, note=ctx.note), PENALTY_RULE, name, "score", pts)

    def summarize(self, deal: PariDeal) -> str:
        k = deal.kind
        if k == "start":
            text = (_("game start: cuts {cards}, ceded") if deal.ceded else
                    _("game start: cuts {cards}"))
            return text.format(cards=show(deal.cuts))
        if k == "points":
            return _("points {points}").format(points=", ".join(
                f"{n} {figure_text(v, minus='-', sign=True)}" for n, v in deal.points.items()))
        if k == "end":
            return _("game end: {hands}").format(hands=", ".join(
                (_("{player} holds {cards}").format(player=p, cards=show(c)) if c else
                 _("{player} holds nothing").format(player=p)) for p, c in deal.left.items())
                or _("both out"))
        if k == "move":
            parts, said = [], move_parts()
            for key in ("swap", "trumps", "single"):
                v = getattr(deal, key)
                if v:
                    parts.append(f"{said[key]} {show(v)}")
            for key in ("take", "surround", "add", "join"):
                for t, cards in (getattr(deal, key) or {}).items():
                    parts.append(f"{said[key]} {show(t)} ← {show(cards)}")
            for cards in deal.meld or ():
                parts.append(f"{said['meld']} {show(cards)}")
            if deal.out:
                parts.append(said["out"])
            return f"{deal.player}: " + ("; ".join(parts) or _("passes"))
        return _("empty entry")

    # --- the work ------------------------------------------------------------------------
    def _run(self, state: State, deal: PariDeal, ctx: DealContext):
        kind = deal.kind
        if kind == "empty" and ctx.asks("cuts"):  # an entry being built with nothing yet: a start
            kind = "start"
        if kind == "empty":
            raise InvalidError(_("an empty entry: a Pari game starts with its cuts") if deal.new_game
                               else _("an empty entry"), entry=ctx.number,
                               expected=_("cuts (a game start, new_game beside them if you like), "
                                          "player (a move), left (a game end) or points with a note"))
        self._only(deal, kind, ctx)
        if kind == "points":
            return self._points(state, deal, ctx)
        if kind == "start":
            return self._start(state, deal, ctx)
        g = state.game
        if g is None or g.ended:
            raise ctx.illegal(_("no game in play: a game starts with its cuts"), key="player" if
                              kind == "move" else "left", expected=_('cuts = ["…", "…", "…"] first'))
        if ctx.dealer != g.dealer:
            text = (_("{dealer} deals game {number}; a move does not change the dealer")
                    if kind == "move" else
                    _("{dealer} deals game {number}; a end does not change the dealer"))
            raise ctx.illegal(text.format(dealer=g.dealer, number=g.number),
                              key="dealer", value=ctx.dealer,
                              expected=_('no dealer key, or dealer = "{dealer}" (R-X24)').format(
                                  dealer=g.dealer))
        g = g.copy()
        if kind == "move":
            m = play_move(g, deal, ctx, ctx.table.options)
            return g, m.steps, []
        steps = self._end(g, deal, ctx)
        how = (_("both out") if g.both_out else
               _("{player} out, talon {talon}").format(player=g.first_out, talon=g.out_talon)
               if g.first_out else _("talon exhausted"))
        rec = GameRecord(g.number, g.dealer, {p: scoring.num(v) for p, v in g.written.items()}, how)
        return g, steps, [rec]

    def _only(self, deal: PariDeal, kind: str, ctx: DealContext) -> None:
        allowed = {"start": {"cuts", "ceded", "new_game"}, "points": {"points", "new_game"}, "end": {"left"},
                   "move": {"player", "out", *MOVE_KEYS}}[kind]
        for key in sorted(deal.model_fields_set):
            if key not in allowed:
                raise InvalidError(_(ENTRY_KINDS[kind]).format(key=key), entry=ctx.number, key=key,
                                   expected=_("keys {keys}").format(keys=", ".join(sorted(allowed))))

    def _points(self, state: State, deal: PariDeal, ctx: DealContext):
        if state.game is not None and not state.game.ended:
            raise ctx.illegal(_("game {number} is in play: a game on paper is entered between "
                                "games").format(number=state.game.number), key="points",
                              expected=_("the running game's end first"))
        if not ctx.note:
            raise ctx.illegal(_("a points entry says why in a note"), key="note",
                              expected=_('note = "..." beside points (R-X-M7)'))
        steps = []
        for name, pts in deal.points.items():
            ctx.player(name, f"points.{name}")
            if isinstance(pts, bool):
                raise InvalidError(_("points are a number"), entry=ctx.number, key=f"points.{name}",
                                   value=pts, expected=_("a number"))
            shown = figure_text(pts, minus="-", sign=True)
            steps.append(Step(_("{name}: {points} entered from paper ({note})").format(
                name=name, points=shown, note=ctx.note), POINTS_RULE, name, "score", pts))
        number = (state.games[-1].number if state.games else 0) + 1
        return state.game, steps, [GameRecord(number, ctx.dealer, dict(deal.points), _("on paper"))]

    def _start(self, state: State, deal: PariDeal, ctx: DealContext):
        if state.game is not None and not state.game.ended:
            raise ctx.illegal(_("game {number} is not over: record its end first").format(
                number=state.game.number), key="cuts",
                expected=_("left = { … } (the cards left in hand) first"))
        if deal.cuts is None:
            raise ctx.missing(_("the cuts are not given"), Q.cuts())
        dealer = ctx.dealer
        nondealer = next(p for p in ctx.table.players if p != dealer)
        steps: list[Step] = []
        senior: Card | None = None
        trump = None
        mult = None
        jokers = 0

        def credit(award: scoring.Award, extra: str = "") -> None:
            steps.append(Step(f"{nondealer}: {award.text}{extra}", award.rule, nondealer, "score",
                              award.points))

        for i, c in enumerate(deal.cuts):
            key = f"cuts.{i}"
            if mult is not None:
                raise ctx.illegal(_("the cuts are over after the multiplier"), key=key, value=str(c),
                                  expected=ngettext("{n} cards ({rule})", "{n} cards ({rule})", i).format(
                                      n=i, rule=T.cite(T.S_SENIOR)))
            if isinstance(c, Joker):
                if c.stands_for is not None:
                    raise ctx.illegal(_("a cut card is a plain card or a joker"), key=key, value=str(c),
                                      expected=_("Jk, not Jk=…"))
                jokers += 1
                credit(scoring.cut_joker(jokers))
                continue
            if senior is None:
                senior = c
                steps.append(Step(_("senior trump {card} (its suit is not trumps)").format(card=c),
                                  T.SENIOR_RULE))
            elif trump is None:
                trump = c.suit
                if c == senior:
                    credit(scoring.cut_same_card_trump())
                elif c.suit is senior.suit:
                    credit(scoring.cut_same_suit())
                steps.append(Step(_("trumps: {suit} (cut {card})").format(suit=c.suit, card=c),
                                  T.cite(T.S_SENIOR, "масть к-рой и будет козырной")))
            else:
                if c == senior:
                    credit(scoring.cut_same_card_multiplier())
                mult = T.FACE[c.rank]
                cut = Cut(senior, trump, mult)
                steps.append(Step(_("multiplier {card}: the senior {senior} is worth {face} × {mult} = "
                                    "{points}").format(card=c, senior=senior, face=T.FACE[senior.rank],
                                                       mult=mult, points=cut.senior_points),
                                  T.SENIOR_VALUE_RULE))
        if mult is None:
            raise ctx.illegal(_("the cuts name the senior trump, the trump suit and the multiplier"),
                              key="cuts", value=show(deal.cuts),
                              expected=_("three cards besides any jokers ({rule})").format(
                                  rule=T.cite(T.S_SENIOR)))
        number = (state.games[-1].number if state.games else 0) + 1
        first = dealer if deal.ceded else nondealer
        g = GameState(number, dealer, nondealer, Cut(senior, trump, mult), deal.ceded,
                      hand={p: T.HAND for p in ctx.table.players}, talon=T.TALON_START,
                      round_first=first, written={p: 0 for p in ctx.table.players},
                      jokers_held={p: 0 for p in ctx.table.players})
        for s in steps:
            if s.account == "score":
                g.written[s.player] += s.delta
        if deal.ceded:
            a = scoring.cede()
            steps.append(Step(f"{nondealer}: {a.text}", a.rule, nondealer, "score", a.points))
            g.written[nondealer] += a.points
        steps.insert(0, Step(_("game {number}: {dealer} deals, nine cards each, {talon} in the talon; "
                               "{first} moves first").format(number=number, dealer=dealer,
                                                            talon=T.TALON_START, first=first),
                             f"{START_RULE}; {T.HAND_RULE}"))
        return g, steps, []

    def _end(self, g: GameState, deal: PariDeal, ctx: DealContext) -> list[Step]:
        cut = g.cut
        if g.first_out is None and g.talon > 0:
            raise ctx.illegal(ngettext("game {number} goes on: nobody is out and {n} cards are in the "
                                       "talon",
                                       "game {number} goes on: nobody is out and {n} cards are in the "
                                       "talon", g.talon).format(number=g.number, n=g.talon),
                              key="left", expected=_("a going out or the talon exhausted ({section})").format(
                                  section=T.S_END))
        hands: dict[str, tuple[PCard, ...]] = {}
        seen = set(g.seen)
        jokers = g.jokers_out
        for name, cards in deal.left.items():
            ctx.player(name, f"left.{name}")
            for c in cards:
                if isinstance(c, Joker):
                    jokers += 1
                    if c.stands_for is not None:
                        raise ctx.illegal(_("a joker in hand stands for nothing"), key=f"left.{name}",
                                          value=str(c), expected="Jk")
                elif c in seen:
                    raise ctx.illegal(_("{card} is already used in this game").format(card=c),
                                      key=f"left.{name}", value=str(c),
                                      expected=_("a card not on the table, in a trick or in the other "
                                                 "hand (R-X-M2)"))
                else:
                    seen.add(c)
            held = g.jokers_held.get(name, 0)
            if sum(1 for c in cards if isinstance(c, Joker)) < held:
                raise ctx.illegal(ngettext("{name} took {n} joker back by a swap and never laid it",
                                           "{name} took {n} jokers back by a swap and never laid it",
                                           held).format(name=name, n=held),
                                  key=f"left.{name}", value=show(cards),
                                  expected=_("at least {n} Jk in {name}'s hand (R-X22, R-X-M2)").format(
                                      n=held, name=name))
            if len(cards) != g.hand[name]:
                raise ctx.illegal(ngettext("{name} holds {n} cards by the recorded moves, not {given}",
                                           "{name} holds {n} cards by the recorded moves, not {given}",
                                           g.hand[name]).format(name=name, n=g.hand[name],
                                                                given=len(cards)),
                                  key=f"left.{name}", value=show(cards),
                                  expected=ngettext("{n} cards (nine a hand, {rule})",
                                                    "{n} cards (nine a hand, {rule})",
                                                    g.hand[name]).format(n=g.hand[name],
                                                                         rule=T.HAND_RULE))
        if jokers > T.PACK_JOKERS:
            raise ctx.illegal(_("more jokers than the pack holds"), key="left",
                              expected=_("two in all"))
        for p in ctx.table.players:
            name_them = ngettext("{name} holds {n} cards: name them", "{name} holds {n} cards: name them",
                                 g.hand[p]).format(name=p, n=g.hand[p])
            if p not in deal.left and g.hand[p] and ctx.asks(f"left.{p}"):
                raise ctx.missing(name_them, Q.left(p, g.hand[p], seen, T.PACK_JOKERS - jokers))
            if p not in deal.left and g.hand[p]:
                raise ctx.illegal(name_them, key=f"left.{p}", expected=f'left = {{ {p} = "…" }}')
            hands[p] = deal.left.get(p, ())
        steps: list[Step] = []

        def write(p: str, points: float, text: str, rule: str) -> None:
            g.written[p] = g.written.get(p, 0) + points
            steps.append(Step(text, rule, p, "score", scoring.num(points)))

        for p in g.pending:  # R-X10: everything pending is written in full
            write(p.player, p.points, _("{what}: {points} (the game ends)").format(
                what=p.text, points=scoring.num(p.points)),
                  f"{p.rule}; {T.PENDING_AT_END_RULE}")
        g.pending = []
        opt = ctx.table.options["joker_left"]
        if g.both_out:
            steps.append(Step(_("both went out: no hand is counted"), T.BOTH_OUT_RULE))
        elif g.first_out is not None:
            loser = g.other(g.first_out)
            a = scoring.hand_credit(hands[loser], cut, loser)
            write(g.first_out, a.points, a.text, a.rule)
        else:
            low, a = scoring.exhausted(hands, cut)
            if low is None:
                steps.append(Step(a.text, a.rule))
            else:
                write(low, a.points, a.text, a.rule)
        for p, cards in hands.items():
            j = scoring.joker_left(sum(1 for c in cards if is_joker(c)), opt)
            if j:
                write(p, j.points, j.text, j.rule)
        g.ended = True
        steps.append(Step(_("game {number} over: {scores}").format(number=g.number, scores=", ".join(
            f"{p} {scoring.num(v)}" for p, v in g.written.items())), T.cite(T.S_END)))
        return steps

    # --- results -------------------------------------------------------------------------
    def is_finished(self, state: State) -> bool:
        return state.game is not None and state.game.ended

    def settle(self, state: State) -> Settlement:
        a, b = state.players
        diff = scoring.num(state.score[a] - state.score[b])
        lines = [Step(_("{a} {a_score}, {b} {b_score}: the difference {difference}").format(
            a=a, a_score=scoring.num(state.score[a]), b=b, b_score=scoring.num(state.score[b]),
            difference=diff), T.SETTLE_RULE)]
        finished = state.game is None or state.game.ended
        if not finished:
            lines.append(Step(_("game {number} is in play; pending points are not counted yet").format(
                number=state.game.number), T.DEFERRED_RULE))
        winner = None if diff == 0 else (a if diff > 0 else b)
        exact = exact_number(state.score[a]) - exact_number(state.score[b])
        return Settlement("point", finished, winner if finished else None,
                          {a: diff, b: scoring.num(-diff)}, lines, exact={a: exact, b: -exact})

    def snapshot(self, state: State) -> dict[str, Any]:
        from scorekeeper.core.answer import cite  # a pending item's rule, a citation value

        g = state.game
        out: dict[str, Any] = {"score": dict(state.score),
                               "pending": pending_totals(g) if g and not g.ended else {},
                               "games": [{"game": r.number, "dealer": r.dealer, "written": r.written,
                                          "how": r.how} for r in state.games]}
        if g is not None:
            out.update({
                "game_number": g.number, "dealer": g.dealer, "ended": g.ended,
                "senior": str(g.cut.senior), "trump": str(g.cut.trump),
                "senior_points": g.cut.senior_points, "talon": g.talon, "hands": dict(g.hand),
                "turn": g.turn(), "out": g.first_out, "written": {p: scoring.num(v) for p, v in g.written.items()},
                "table": [combo_json(c, g) for c in g.combos],
                "pending_items": [{"player": p.player, "move": p.move, "kind": p.kind,
                                   "points": scoring.num(p.points), "what": p.text, "rule": cite(p.rule)}
                                  for p in g.pending],
            })
        return out

    def sheet(self, state: State, rows: int | None = None) -> Sheet:
        a, b = state.players
        tables: list[SheetTable] = []
        notes: list[str] = []
        if state.games:
            tables.append(SheetTable(pgettext("pari", "games"), [pgettext("pari", "game"), _("dealer"),
                                                                 a, b, _("how")],
                                     [[r.number, r.dealer, scoring.num(r.written.get(a, 0)),
                                       scoring.num(r.written.get(b, 0)), r.how] for r in state.games]))
        g = state.game
        if g is not None:
            pend = pending_totals(g)
            tables.append(SheetTable(
                _("game {number}: the table").format(number=g.number),
                ["#", _("whose"), _("cards"), pgettext("a combination's", "kind"), _("laid"), _("pending")],
                [[c.id, c.owner, show(c.shape.cards), combo_kind(c),
                  _("move {number}").format(number=c.move),
                  scoring.num(sum(p.points for p in g.pending if p.combo == c.id)) or ""]
                 for c in g.combos],
                note=None if g.combos else _("nothing on the table")))
            hist = [[r.entry, r.move, r.player, r.what, scoring.num(r.written.get(a, 0)),
                     scoring.num(r.written.get(b, 0)), r.pending.get(a, ""), r.pending.get(b, "")]
                    for r in g.log]
            note = None
            if rows is not None and len(hist) > rows:
                note = ngettext("the latest {rows} of {n} moves", "the latest {rows} of {n} moves",
                                len(hist)).format(rows=rows, n=len(hist))
                hist = hist[-rows:]
            tables.append(SheetTable(_("game {number}: moves").format(number=g.number),
                                     [_("entry"), _("move"), _("player"), _("what"),
                                      *(_("{player} written").format(player=p) for p in (a, b)),
                                      *(_("{player} pending").format(player=p) for p in (a, b))],
                                     hist, note, history=True))
            notes.append(_("senior trump {senior} = {face} × {mult} = {points}; trumps {trump} "
                           "[{rule}]").format(senior=g.cut.senior, face=T.FACE[g.cut.senior.rank],
                                              mult=g.cut.multiplier, points=g.cut.senior_points,
                                              trump=g.cut.trump, rule=T.SENIOR_VALUE_RULE))
            turn = g.turn()
            notes.append(pgettext("pari", "game over") if g.ended else
                         (_("talon {talon}; hands {a} {a_hand}, {b} {b_hand}; {player} to move") if turn
                          else _("talon {talon}; hands {a} {a_hand}, {b} {b_hand}; the game's end to "
                                 "record")).format(talon=g.talon, a=a, a_hand=g.hand[a], b=b,
                                                   b_hand=g.hand[b], player=turn))
            notes.append(_("written this game: {a} {a_written}, {b} {b_written}; pending: {a} "
                           "{a_pending}, {b} {b_pending} [{rule}]").format(
                a=a, a_written=scoring.num(g.written.get(a, 0)), b=b,
                b_written=scoring.num(g.written.get(b, 0)), a_pending=pend.get(a, 0),
                b_pending=pend.get(b, 0), rule=T.DEFERRED_RULE))
        notes.append(_("session total: {a} {a_score}, {b} {b_score} [{rule}]").format(
            a=a, a_score=scoring.num(state.score[a]), b=b, b_score=scoring.num(state.score[b]),
            rule=T.SETTLE_RULE))
        title = state.title or _("rules {preset}").format(preset=state.preset)
        return Sheet(_("Pari — {title}").format(title=title), tables, notes)


def combo_kind(c) -> str:
    s = c.shape
    if c.surrounded:
        return _("{kind}, surrounded ×{n}").format(kind=s.label, n=c.surrounded)
    return s.label


def combo_json(c, g: GameState) -> dict[str, Any]:
    return {"id": c.id, "owner": c.owner, "cards": [str(x) for x in c.shape.cards],
            "kind": c.shape.kind, "clean": c.shape.clean, "trump": c.shape.trump, "move": c.move,
            "surrounded": c.surrounded,
            "pending": scoring.num(sum(p.points for p in g.pending if p.combo == c.id))}


__all__ = ["Pari"]
