"""Thousand («Тысяча», ``Fikhman 1991 §ТЫСЯЧА``): a race to 1000 over the bidder's contract.

A deal is checked once: ``plan`` evaluates it and refuses what cannot follow the state, and
``commit`` writes the evaluation's steps.
Numbers come from :mod:`.tables` through :mod:`.scoring`; the refusals are R-T11's and the project's
own (R-T-M…), each naming the key and the rule.  Four at the table: the dealer sits out and scores
the prikup; three: everyone plays (R-T11); two: R-T9.
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
from scorekeeper.core.figures import whole as _num
from scorekeeper.errors import InvalidError
from scorekeeper.games.thousand import contract, scoring
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.options import OPTIONS, PRESETS
from scorekeeper.core.match import (
    DealRecord,
    GameRecord,
    MatchPlan,
    game_lines,
    games_shown,
    games_table,
)
from scorekeeper.games.thousand.state import Evaluation, Pending, State

if TYPE_CHECKING:
    from scorekeeper.games.thousand.deal import ThousandDeal


# ------------------------------------------------------------------------------ the entry
DEAL_KEYS_DOC: dict[str, str] = {
    "bidder": "who won the auction, took the prikup and played (never the sitting-out dealer "
              "with four, R-T11)",
    "bid": "the final bid: 100 or more, in tens; the raised one when the bidder raised after the prikup "
           "(§ТЫСЯЧА, R-T4, R-T11)",
    "raised_from": "optional: the bid that won the auction, when the bidder raised after the prikup "
                   "(not above bid, R-T11)",
    "prikup": "the three cards of the prikup as shown, e.g. [\"K♠\", \"K♣\", \"J♦\"]; required "
              "with four (the dealer scores it), optional with three or two (R-T-M10)",
    "gave_up": "true: the bidder gave up after the prikup; no taken, no marriages (R-T7, R-T11)",
    "taken": "card points in each player's tricks before rounding, the bidder's discard counting "
             "to the bidder: 120 in all with three or four, at most 120 with two (R-T-M13, R-T9); left "
             "out = 0",
    "marriages": "suits whose marriage each player declared, e.g. { Boris = [\"♦\"] } (R-T6); a "
                 "suit once a deal, never one whose K or Q went to the bidder with the prikup",
    "dark": "true: the bid was made before the prikup was seen (only with option dark_bid, "
            "R-T-M9)",
    "points": "a deal entered by its result, { Name = points }, with a note saying why (R-T-M2)",
    "new_game": "true: start a new game after a finished one (R-T-M12)",
}


# ------------------------------------------------------------------------------ the engine
class Thousand(Game):
    name = "thousand"
    title = "Thousand"
    aliases = ("тысяча", "1000")
    sources = ("Fikhman 1991",)
    min_players = min(T.SEATS)
    max_players = max(T.SEATS)
    unit = "point"
    penalty_account = "score"
    penalty_rule = T.PENALTY_RULE
    options = OPTIONS
    presets = PRESETS
    default_preset = "book-1991"
    deal_model = DealModel("scorekeeper.games.thousand.deal:ThousandDeal")
    deal_keys_doc = DEAL_KEYS_DOC

    def new_state(self, table: Table) -> State:
        return State(table, {p: 0 for p in table.players})

    # --- entries -------------------------------------------------------------------------
    def is_deal(self, deal: ThousandDeal) -> bool:
        return deal.kind != "new_game"

    def starts_new_game(self, deal: ThousandDeal) -> bool:
        return deal.new_game

    def plan(self, state: State, deal: ThousandDeal, ctx: DealContext) -> MatchPlan:
        if deal.new_game and not state.finished:
            raise ctx.illegal("new_game starts a game after a finished one; this game is not over",
                              key="new_game", value=True,
                              expected=f"no new_game key until someone reaches {T.TARGET}")
        if deal.kind == "new_game":
            return MatchPlan(True)
        if deal.kind == "empty":
            raise InvalidError("an empty deal", entry=ctx.number,
                               expected="bidder, bid and taken (or gave_up = true); points with a "
                                        "note; or new_game = true")
        return MatchPlan(deal.new_game,
                         self._evaluate(_fresh(state) if deal.new_game else state, deal, ctx))

    def commit(self, state: State, plan: MatchPlan, ctx: DealContext) -> None:
        if plan.new_game:
            self._new_game(state, ctx)
        ev = plan.evaluation
        if ev is None:
            return
        ctx.steps.extend(ev.info)
        deltas: dict[str, int] = {}
        for s in ev.steps:
            state.score[s.player] += s.delta
            deltas[s.player] = deltas.get(s.player, 0) + s.delta
            ctx.step(s.text, s.rule, s.player, "score", s.delta)
        state.bolts, state.barrel = ev.bolts, ev.barrel
        state.deals_in_game += 1
        state.history.append(DealRecord(ctx.number, state.game, ctx.dealer, ev.contract, ev.result,
                                        deltas, dict(state.score)))
        self._end(state, ev.end, ctx)

    def verify_penalty(self, state: State, penalty: Mapping[str, float], ctx: DealContext) -> None:
        if state.finished:
            raise ctx.illegal("the game is over; a penalty belongs to a game in play",
                              key="penalty", value=dict(penalty),
                              expected="a new game first (the next deal with --new-game, or new_game = true in the file)")
        for name, pts in penalty.items():
            if not float(pts).is_integer():
                raise ctx.illegal("Thousand is scored in whole points", key=f"penalty.{name}",
                                  value=pts, expected="a whole number")

    def apply_penalty(self, state: State, penalty: Mapping[str, float], ctx: DealContext) -> None:
        deltas = {}
        for name, pts in penalty.items():
            state.score[name] += int(pts)
            deltas[name] = int(pts)
            ctx.step(f"penalty on {name}" + (f" ({ctx.note})" if ctx.note else ""),
                     T.PENALTY_RULE, name, "score", int(pts))
        points = ", ".join(f"{n} {'+' if v >= 0 else '−'}{abs(v)}" for n, v in deltas.items())
        state.history.append(DealRecord(ctx.number, state.game, None, "penalty",
                                        points + (f": {ctx.note}" if ctx.note else ""),
                                        deltas, dict(state.score)))
        self._end(state, scoring.end_of_game(state.score, None, False, state.table.options), ctx)

    def summarize(self, deal: ThousandDeal) -> str:
        k = deal.kind
        if k == "new_game":
            return "new game"
        prefix = "new game; " if deal.new_game else ""
        if k == "points":
            return prefix + "points " + ", ".join(f"{n} {v:+d}" for n, v in deal.points.items())
        text = f"{deal.bidder} {deal.bid}"
        if deal.raised_from is not None:
            text += f" (raised from {deal.raised_from})"
        if deal.dark:
            text += ", dark"
        if deal.gave_up:
            return prefix + text + ", gave up"
        if deal.taken and deal.bidder in deal.taken:
            text += f", took {deal.taken[deal.bidder]}"
        if deal.marriages and deal.marriages.get(deal.bidder):
            text += " + " + " ".join(s.symbol for s in deal.marriages[deal.bidder])
        return prefix + text

    # --- results -------------------------------------------------------------------------
    def is_finished(self, state: State) -> bool:
        return state.finished

    def snapshot(self, state: State) -> dict[str, Any]:
        return {"score": dict(state.score), "game_number": state.game, "winner": state.winner,
                "barrel": dict(state.barrel), "bolts": dict(state.bolts),
                "games": [{"game": g.number, "winner": g.winner, "score": g.score}
                          for g in state.games]}

    def progress(self, state: State) -> list[str]:
        """R-T10: each total's distance to 1000."""
        if state.finished:
            return [f"game {state.game} over: " + (f"{state.winner} won" if state.winner else "drawn")]
        return [f"game {state.game}: " + ", ".join(
            f"{p} {T.TARGET - v} to {T.TARGET}" for p, v in state.score.items())]

    def settle(self, state: State) -> Settlement:
        lines = game_lines(state.games, state.game, state.finished, state.end_text, state.end_rule,
                           unfinished=f"the totals as they stand (the game goes to {T.TARGET})",
                           unfinished_rule=T.TARGET_RULE)
        unit, balance, how = scoring.settlement(state.score, state.winner, state.finished,
                                                state.table.options["stake"])
        lines.append(Step(how, T.SETTLE_RULE))
        tables = []
        if state.games:
            tables.append(games_table(state.games, list(state.table.players)))
        return Settlement(unit, state.finished, state.winner if state.finished else None,
                          {p: _num(float(v)) for p, v in balance.items()}, lines, tables=tables,
                          exact=balance)

    def sheet(self, state: State, rows: int | None = None) -> Sheet:
        players = list(state.table.players)
        tables: list[SheetTable] = []
        if rows is not None and state.games:
            tables.append(games_table(state.games, players))
        for g in games_shown(state.games, state.game, rows):
            body = [[r.number, r.dealer or "", r.contract, r.result, *[r.totals[p] for p in players]]
                    for r in state.history if r.game == g]
            note = None
            if rows is not None and len(body) > rows:
                note = f"the latest {rows} of {len(body)} deals"
                body = body[-rows:]
            done = next((x for x in state.games if x.number == g), None)
            if done or (state.finished and g == state.game):
                winner, text = (done.winner, done.text) if done else (state.winner, state.end_text)
                note = ((note + "; ") if note else "") + \
                    (f"won by {winner}" if winner else "drawn") + f" — {text}"
            tables.append(SheetTable(f"game {g}", ["#", "dealer", "bid", "result", *players],
                                     body, note, history=True))
        opts = state.table.options
        n = len(players)
        seats = ("four at the table: the dealer sits out and scores the prikup"
                 if n == T.SITTING_OUT_AT else f"{n} at the table: everyone plays")
        notes = [f"{seats} [{T.SEATS_RULE}]",
                 f"bids from {T.OPENING_BID} by {T.BID_STEP}; the game goes to {T.TARGET} "
                 f"[{T.TARGET_RULE}]"]
        house = [k for k in ("barrel", "bolts", "zero_555", "win_on_own_contract", "golden_round",
                             "dark_bid") if opts[k]]
        notes.append(f"rules {state.table.preset}: rounding {opts['rounding']}, declarer scores "
                     f"{opts['declarer_scores']}, give-up cost {opts['give_up_cost']}; house rules "
                     + (", ".join(house) if house else "none") + " [R-T2; R-T4; R-T7; R-T3]")
        if state.barrel:
            notes.append("on the barrel: " + ", ".join(f"{p} ({t} of {T.BARREL_TRIES} deals used)"
                                                       for p, t in state.barrel.items()))
        return Sheet(f"Thousand — {state.table.title or state.table.preset}", tables, notes)

    # --- the work ------------------------------------------------------------------------
    def _new_game(self, state: State, ctx: DealContext) -> None:
        state.games.append(GameRecord(state.game, state.winner, state.end_text, state.end_rule,
                                      dict(state.score)))
        fresh = _fresh(state)
        state.game, state.score, state.deals_in_game = fresh.game, fresh.score, 0
        state.bolts, state.barrel = {}, {}
        state.finished, state.winner, state.end_text, state.end_rule = False, None, "", ""
        ctx.step(f"game {state.game} begins: every total back to 0", T.NEW_GAME_RULE)

    def _end(self, state: State, end: scoring.End, ctx: DealContext) -> None:
        if not end.finished:
            return
        state.finished, state.winner = True, end.winner
        state.end_text, state.end_rule = end.text, end.rule
        ctx.step("game over: " + end.text, end.rule, end.winner)

    def _evaluate(self, state: State, deal: ThousandDeal, ctx: DealContext) -> Evaluation:
        if deal.kind == "points":
            return self._eval_points(state, deal, ctx)
        return contract.evaluate(state, deal, ctx)

    def _eval_points(self, state: State, deal: ThousandDeal, ctx: DealContext) -> Evaluation:
        for key in ("bidder", "bid", "raised_from", "prikup", "gave_up", "taken", "marriages",
                    "dark"):
            if getattr(deal, key) is not None:
                raise ctx.illegal(f"a points entry has no {key}", key=key,
                                  expected=f"points = {{ Name = points }} and a note ({T.POINTS_ENTRY_RULE})")
        if not ctx.note:
            raise ctx.illegal("a points entry says why in a note", key="note",
                              expected=f'note = "..." beside points ({T.POINTS_ENTRY_RULE})')
        if not deal.points:
            raise ctx.illegal("a points entry names someone", key="points", value={},
                              expected="{ Name = points }")
        steps = [Pending(f"{ctx.player(n, f'points.{n}')}: {v:+d} entered by hand ({ctx.note})",
                         T.POINTS_ENTRY_RULE, n, v) for n, v in deal.points.items()]
        after = dict(state.score)
        for s in steps:
            after[s.player] += s.delta
        end = scoring.end_of_game(after, None, False, ctx.table.options)
        return Evaluation("points", ctx.note, steps, after, dict(state.bolts), dict(state.barrel), end)


def _fresh(state: State) -> State:
    return State(state.table, {p: 0 for p in state.table.players}, state.game + 1)


__all__ = ["Thousand", "State", "in_play"]
