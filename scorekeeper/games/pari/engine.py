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
from scorekeeper.notation import Card, Joker

if TYPE_CHECKING:
    from scorekeeper.games.pari.deal import PariDeal


POINTS_RULE = "R-X-M7 (a game scored on paper, with its note); format §Entries"
PENALTY_RULE = "format §Entries (penalty)"
START_RULE = f"R-X24 (games alternate the deal); {T.cite(T.S_SENIOR)}"
MOVE_KEYS = ("swap", "take", "surround", "add", "meld", "trumps", "single", "join", "talon")


class Pari(Game):
    name = "pari"
    title = "Pari"
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
        return State(table.players, table.title or f"rules {table.preset}", {p: 0 for p in table.players})

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
            ctx.step(f"penalty on {name}" + (f" ({ctx.note})" if ctx.note else ""), PENALTY_RULE,
                     name, "score", pts)

    def summarize(self, deal: PariDeal) -> str:
        k = deal.kind
        if k == "start":
            return f"game start: cuts {show(deal.cuts)}" + (", ceded" if deal.ceded else "")
        if k == "points":
            return "points " + ", ".join(f"{n} {figure_text(v, minus='-', sign=True)}"
                                         for n, v in deal.points.items())
        if k == "end":
            return "game end: " + (", ".join(f"{p} holds {show(c) or 'nothing'}"
                                             for p, c in deal.left.items()) or "both out")
        if k == "move":
            parts = []
            for key in ("swap", "trumps", "single"):
                v = getattr(deal, key)
                if v:
                    parts.append(f"{key} {show(v)}")
            for key in ("take", "surround", "add", "join"):
                for t, cards in (getattr(deal, key) or {}).items():
                    parts.append(f"{key} {show(t)} ← {show(cards)}")
            for cards in deal.meld or ():
                parts.append(f"meld {show(cards)}")
            if deal.out:
                parts.append("out")
            return f"{deal.player}: " + ("; ".join(parts) or "passes")
        return "empty entry"

    # --- the work ------------------------------------------------------------------------
    def _run(self, state: State, deal: PariDeal, ctx: DealContext):
        kind = deal.kind
        if kind == "empty" and ctx.asks("cuts"):  # an entry being built with nothing yet: a start
            kind = "start"
        if kind == "empty":
            raise InvalidError("an empty entry" + (": a Pari game starts with its cuts" if
                               deal.new_game else ""), entry=ctx.number,
                               expected="cuts (a game start, new_game beside them if you like), "
                                        "player (a move), left (a game end) or points with a note")
        self._only(deal, kind, ctx)
        if kind == "points":
            return self._points(state, deal, ctx)
        if kind == "start":
            return self._start(state, deal, ctx)
        g = state.game
        if g is None or g.ended:
            raise ctx.illegal("no game in play: a game starts with its cuts", key="player" if
                              kind == "move" else "left", expected='cuts = ["…", "…", "…"] first')
        if ctx.dealer != g.dealer:
            raise ctx.illegal(f"{g.dealer} deals game {g.number}; a {kind} does not change the dealer",
                              key="dealer", value=ctx.dealer,
                              expected=f"no dealer key, or dealer = \"{g.dealer}\" (R-X24)")
        g = g.copy()
        if kind == "move":
            m = play_move(g, deal, ctx, ctx.table.options)
            return g, m.steps, []
        steps = self._end(g, deal, ctx)
        how = ("both out" if g.both_out else f"{g.first_out} out, talon {g.out_talon}"
               if g.first_out else "talon exhausted")
        rec = GameRecord(g.number, g.dealer, {p: scoring.num(v) for p, v in g.written.items()}, how)
        return g, steps, [rec]

    def _only(self, deal: PariDeal, kind: str, ctx: DealContext) -> None:
        allowed = {"start": {"cuts", "ceded", "new_game"}, "points": {"points", "new_game"}, "end": {"left"},
                   "move": {"player", "out", *MOVE_KEYS}}[kind]
        for key in sorted(deal.model_fields_set):
            if key not in allowed:
                raise InvalidError(f"a {kind} entry has no {key}", entry=ctx.number, key=key,
                                   expected="keys " + ", ".join(sorted(allowed)))

    def _points(self, state: State, deal: PariDeal, ctx: DealContext):
        if state.game is not None and not state.game.ended:
            raise ctx.illegal(f"game {state.game.number} is in play: a game on paper is entered "
                              "between games", key="points", expected="the running game's end first")
        if not ctx.note:
            raise ctx.illegal("a points entry says why in a note", key="note",
                              expected='note = "..." beside points (R-X-M7)')
        steps = []
        for name, pts in deal.points.items():
            ctx.player(name, f"points.{name}")
            if isinstance(pts, bool):
                raise InvalidError("points are a number", entry=ctx.number, key=f"points.{name}",
                                   value=pts, expected="a number")
            shown = figure_text(pts, minus="-", sign=True)
            steps.append(Step(f"{name}: {shown} entered from paper ({ctx.note})", POINTS_RULE,
                              name, "score", pts))
        number = (state.games[-1].number if state.games else 0) + 1
        return state.game, steps, [GameRecord(number, ctx.dealer, dict(deal.points), "on paper")]

    def _start(self, state: State, deal: PariDeal, ctx: DealContext):
        if state.game is not None and not state.game.ended:
            raise ctx.illegal(f"game {state.game.number} is not over: record its end first",
                              key="cuts", expected="left = { … } (the cards left in hand) first")
        if deal.cuts is None:
            raise ctx.missing("the cuts are not given", Q.cuts())
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
                raise ctx.illegal("the cuts are over after the multiplier", key=key, value=str(c),
                                  expected=f"{i} cards ({T.cite(T.S_SENIOR)})")
            if isinstance(c, Joker):
                if c.stands_for is not None:
                    raise ctx.illegal("a cut card is a plain card or a joker", key=key, value=str(c),
                                      expected="Jk, not Jk=…")
                jokers += 1
                credit(scoring.cut_joker(jokers))
                continue
            if senior is None:
                senior = c
                steps.append(Step(f"senior trump {c} (its suit is not trumps)", T.SENIOR_RULE))
            elif trump is None:
                trump = c.suit
                if c == senior:
                    credit(scoring.cut_same_card_trump())
                elif c.suit is senior.suit:
                    credit(scoring.cut_same_suit())
                steps.append(Step(f"trumps: {c.suit} (cut {c})", T.cite(T.S_SENIOR, "масть к-рой и будет козырной")))
            else:
                if c == senior:
                    credit(scoring.cut_same_card_multiplier())
                mult = T.FACE[c.rank]
                cut = Cut(senior, trump, mult)
                steps.append(Step(f"multiplier {c}: the senior {senior} is worth {T.FACE[senior.rank]} × "
                                  f"{mult} = {cut.senior_points}", T.SENIOR_VALUE_RULE))
        if mult is None:
            raise ctx.illegal("the cuts name the senior trump, the trump suit and the multiplier",
                              key="cuts", value=show(deal.cuts),
                              expected=f"three cards besides any jokers ({T.cite(T.S_SENIOR)})")
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
        steps.insert(0, Step(f"game {number}: {dealer} deals, nine cards each, {T.TALON_START} in the "
                             f"talon; {first} moves first", f"{START_RULE}; {T.HAND_RULE}"))
        return g, steps, []

    def _end(self, g: GameState, deal: PariDeal, ctx: DealContext) -> list[Step]:
        cut = g.cut
        if g.first_out is None and g.talon > 0:
            raise ctx.illegal(f"game {g.number} goes on: nobody is out and {g.talon} cards are in the "
                              "talon", key="left", expected=f"a going out or the talon exhausted ({T.S_END})")
        hands: dict[str, tuple[PCard, ...]] = {}
        seen = set(g.seen)
        jokers = g.jokers_out
        for name, cards in deal.left.items():
            ctx.player(name, f"left.{name}")
            for c in cards:
                if isinstance(c, Joker):
                    jokers += 1
                    if c.stands_for is not None:
                        raise ctx.illegal("a joker in hand stands for nothing", key=f"left.{name}",
                                          value=str(c), expected="Jk")
                elif c in seen:
                    raise ctx.illegal(f"{c} is already used in this game", key=f"left.{name}",
                                      value=str(c), expected="a card not on the table, in a trick or "
                                      "in the other hand (R-X-M2)")
                else:
                    seen.add(c)
            held = g.jokers_held.get(name, 0)
            if sum(1 for c in cards if isinstance(c, Joker)) < held:
                raise ctx.illegal(f"{name} took {held} joker{'s' if held > 1 else ''} back by a swap and "
                                  "never laid it", key=f"left.{name}", value=show(cards),
                                  expected=f"at least {held} Jk in {name}'s hand (R-X22, R-X-M2)")
            if len(cards) != g.hand[name]:
                raise ctx.illegal(f"{name} holds {g.hand[name]} cards by the recorded moves, not "
                                  f"{len(cards)}", key=f"left.{name}", value=show(cards),
                                  expected=f"{g.hand[name]} cards (nine a hand, {T.HAND_RULE})")
        if jokers > T.PACK_JOKERS:
            raise ctx.illegal("more jokers than the pack holds", key="left", expected="two in all")
        for p in ctx.table.players:
            if p not in deal.left and g.hand[p] and ctx.asks(f"left.{p}"):
                raise ctx.missing(f"{p} holds {g.hand[p]} cards: name them",
                                  Q.left(p, g.hand[p], seen, T.PACK_JOKERS - jokers))
            if p not in deal.left and g.hand[p]:
                raise ctx.illegal(f"{p} holds {g.hand[p]} cards: name them", key=f"left.{p}",
                                  expected=f'left = {{ {p} = "…" }}')
            hands[p] = deal.left.get(p, ())
        steps: list[Step] = []

        def write(p: str, points: float, text: str, rule: str) -> None:
            g.written[p] = g.written.get(p, 0) + points
            steps.append(Step(text, rule, p, "score", scoring.num(points)))

        for p in g.pending:  # R-X10: everything pending is written in full
            write(p.player, p.points, f"{p.text}: {scoring.num(p.points)} (the game ends)",
                  f"{p.rule}; {T.PENDING_AT_END_RULE}")
        g.pending = []
        opt = ctx.table.options["joker_left"]
        if g.both_out:
            steps.append(Step("both went out: no hand is counted", T.BOTH_OUT_RULE))
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
        steps.append(Step(f"game {g.number} over: " + ", ".join(
            f"{p} {scoring.num(v)}" for p, v in g.written.items()), T.cite(T.S_END)))
        return steps

    # --- results -------------------------------------------------------------------------
    def is_finished(self, state: State) -> bool:
        return state.game is not None and state.game.ended

    def settle(self, state: State) -> Settlement:
        a, b = state.players
        diff = scoring.num(state.score[a] - state.score[b])
        lines = [Step(f"{a} {scoring.num(state.score[a])}, {b} {scoring.num(state.score[b])}: "
                      f"the difference {diff}", T.SETTLE_RULE)]
        finished = state.game is None or state.game.ended
        if not finished:
            lines.append(Step(f"game {state.game.number} is in play; pending points are not counted "
                              "yet", T.DEFERRED_RULE))
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
            tables.append(SheetTable("games", ["game", "dealer", a, b, "how"],
                                     [[r.number, r.dealer, scoring.num(r.written.get(a, 0)),
                                       scoring.num(r.written.get(b, 0)), r.how] for r in state.games]))
        g = state.game
        if g is not None:
            pend = pending_totals(g)
            tables.append(SheetTable(
                f"game {g.number}: the table", ["#", "whose", "cards", "kind", "laid", "pending"],
                [[c.id, c.owner, show(c.shape.cards), combo_kind(c), f"move {c.move}",
                  scoring.num(sum(p.points for p in g.pending if p.combo == c.id)) or ""]
                 for c in g.combos],
                note=None if g.combos else "nothing on the table"))
            hist = [[r.entry, r.move, r.player, r.what, scoring.num(r.written.get(a, 0)),
                     scoring.num(r.written.get(b, 0)), r.pending.get(a, ""), r.pending.get(b, "")]
                    for r in g.log]
            note = None
            if rows is not None and len(hist) > rows:
                note = f"the latest {rows} of {len(hist)} moves"
                hist = hist[-rows:]
            tables.append(SheetTable(f"game {g.number}: moves", ["entry", "move", "player", "what",
                                     f"{a} written", f"{b} written", f"{a} pending", f"{b} pending"],
                                     hist, note, history=True))
            notes.append(f"senior trump {g.cut.senior} = {T.FACE[g.cut.senior.rank]} × {g.cut.multiplier} "
                         f"= {g.cut.senior_points}; trumps {g.cut.trump} [{T.SENIOR_VALUE_RULE}]")
            state_line = (f"game over" if g.ended else
                          f"talon {g.talon}; hands {a} {g.hand[a]}, {b} {g.hand[b]}; "
                          + (f"{g.turn()} to move" if g.turn() else "the game's end to record"))
            notes.append(state_line)
            notes.append(f"written this game: {a} {scoring.num(g.written.get(a, 0))}, {b} "
                         f"{scoring.num(g.written.get(b, 0))}; pending: {a} {pend.get(a, 0)}, "
                         f"{b} {pend.get(b, 0)} [{T.DEFERRED_RULE}]")
        notes.append(f"session total: {a} {scoring.num(state.score[a])}, {b} "
                     f"{scoring.num(state.score[b])} [{T.SETTLE_RULE}]")
        return Sheet(f"Pari — {state.title}", tables, notes)


def combo_kind(c) -> str:
    s = c.shape
    text = s.label
    if c.surrounded:
        text += f", surrounded ×{c.surrounded}"
    return text


def combo_json(c, g: GameState) -> dict[str, Any]:
    return {"id": c.id, "owner": c.owner, "cards": [str(x) for x in c.shape.cards],
            "kind": c.shape.kind, "clean": c.shape.clean, "trump": c.shape.trump, "move": c.move,
            "surrounded": c.surrounded,
            "pending": scoring.num(sum(p.points for p in g.pending if p.combo == c.id))}


__all__ = ["Pari"]
