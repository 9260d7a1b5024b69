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

from scorekeeper.core.engine import DealContext, DealModel, Step, Table
from scorekeeper.core.match import DealRecord, Match
from scorekeeper.core.records import PointsByHand
from scorekeeper.games.thousand import contract, scoring
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.conventions import LEADAGE_OPTIONS
from scorekeeper.games.thousand.options import OPTIONS, PRESETS
from scorekeeper.games.thousand.state import Evaluation, State
from scorekeeper.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from scorekeeper.games.thousand.deal import ThousandDeal


# ------------------------------------------------------------------------------ the entry
DEAL_KEYS_DOC: dict[str, str] = {
    "bidder": N_("who won the auction, took the prikup and played (never the sitting-out dealer "
                 "with four, R-T11)"),
    "bid": N_("the final bid: 100 or more, in tens; the raised one when the bidder raised after the prikup "
              "(§ТЫСЯЧА, R-T4, R-T11)"),
    "raised_from": N_("optional: the bid that won the auction, when the bidder raised after the prikup "
                      "(not above bid, R-T11)"),
    "prikup": N_("the three cards of the prikup as shown, e.g. [\"K♠\", \"K♣\", \"J♦\"]; required "
                 "with four (the dealer scores it), optional with three or two (R-T-M10)"),
    "gave_up": N_("true: the bidder gave up after the prikup; no taken, no marriages (R-T7, R-T11)"),
    "taken": N_("card points in each player's tricks before rounding, the bidder's discard counting "
                "to the bidder: 120 in all with three or four, at most 120 with two (R-T-M13, R-T9); left "
                "out = 0"),
    "marriages": N_("suits whose marriage each player declared, e.g. { Boris = [\"♦\"] } (R-T6); a "
                    "suit once a deal, never one whose K or Q went to the bidder with the prikup"),
    "dark": N_("true: the bid was made before the prikup was seen (only with option dark_bid, "
               "R-T-M9)"),
    "ace_marriage": N_("who declared the ace marriage, all four aces, 200 (only with option "
                       "ace_marriage, R-T-M14); first written by 0.3.0"),
    "points": N_("a deal entered by its result, { Name = points }, with a note saying why (R-T-M2)"),
    "new_game": N_("true: start a new game after a finished one (R-T-M12)"),
}


# ------------------------------------------------------------------------------ the engine
class Thousand(Match):
    name = "thousand"
    title = N_("Thousand")
    min_players = min(T.SEATS)
    max_players = max(T.SEATS)
    unit = "point"
    penalty_rule = T.PENALTY_RULE
    options = OPTIONS
    presets = PRESETS
    default_preset = "book-1991"
    deal_model = DealModel("scorekeeper.games.thousand.deal:ThousandDeal")
    deal_keys_doc = DEAL_KEYS_DOC
    points_by_hand = PointsByHand(T.POINTS_ENTRY_RULE, T.POINTS_ENTRY_RULE,
                                  ("bidder", "bid", "raised_from", "prikup", "gave_up", "taken",
                                   "marriages", "dark", "ace_marriage"))
    new_game_rule = T.NEW_GAME_RULE
    trims_history = True

    # the words the match says for this game, in the language in use when they are said
    @property
    def whole_points(self) -> str:  # type: ignore[override]
        return _("Thousand is scored in whole points")

    @property
    def new_game_refused(self) -> tuple[str, str]:  # type: ignore[override]
        return (_("new_game starts a game after a finished one; this game is not over"),
                _("no new_game key until someone reaches {target}").format(target=T.TARGET))

    @property
    def empty_expected(self) -> str:  # type: ignore[override]
        return _("bidder, bid and taken (or gave_up = true); points with a note; or new_game = true")

    @property
    def new_game_text(self) -> str:  # type: ignore[override]
        return _("every total back to 0")

    @property
    def unfinished(self) -> tuple[str, str]:  # type: ignore[override]
        return (_("the totals as they stand (the game goes to {target})").format(target=T.TARGET),
                T.TARGET_RULE)

    def _new_game_refused(self, state: State) -> tuple[str, str]:
        return (_("new_game starts a game after a finished one; this game is not over"),
                _("no new_game key until someone reaches {target}").format(
                    target=scoring.target(state.table.options)))

    def unfinished_line(self, state: State) -> tuple[str, str]:  # type: ignore[override]
        opts = state.table.options
        return (_("the totals as they stand (the game goes to {target})").format(
            target=scoring.target(opts)), scoring.target_rule(opts))

    @property
    def contract_column(self) -> str:  # type: ignore[override]
        return _("bid")

    def new_state(self, table: Table) -> State:
        return State(table=table, units=list(table.players), score={p: 0 for p in table.players})

    def _fresh(self, state: State) -> State:
        return State(table=state.table, units=state.units,
                     score={p: 0 for p in state.table.players}, game=state.game + 1)

    # --- entries -------------------------------------------------------------------------
    def _written(self, state: State, ev: Evaluation) -> None:
        state.bolts, state.barrel = ev.bolts, ev.barrel
        for name, value in ev.more.items():
            setattr(state, name, value)
        state.deals_in_game += 1

    def apply_penalty(self, state: State, penalty: Mapping[str, float], ctx: DealContext) -> None:
        deltas = {}
        for name, pts in penalty.items():
            state.score[name] += int(pts)
            deltas[name] = int(pts)
            text = (_("penalty on {name} ({note})") if ctx.note else _("penalty on {name}"))
            ctx.step(text.format(name=name, note=ctx.note), T.PENALTY_RULE, name, "score", int(pts))
        points = ", ".join(f"{n} {'+' if v >= 0 else '−'}{abs(v)}" for n, v in deltas.items())
        state.history.append(DealRecord(ctx.number, state.game, None, _("penalty"),
                                        points + (f": {ctx.note}" if ctx.note else ""),
                                        deltas, dict(state.score)))
        self._end(state, scoring.end_of_game(state.score, None, False, state.table.options), ctx)

    def _summary(self, deal: ThousandDeal) -> str:
        text = f"{deal.bidder} {deal.bid}"
        if deal.raised_from is not None:
            text += " " + _("(raised from {bid})").format(bid=deal.raised_from)
        if deal.dark:
            text += ", " + _("dark")
        if deal.gave_up:
            return text + ", " + _("gave up")
        if deal.taken and deal.bidder in deal.taken:
            text += ", " + _("took {points}").format(points=deal.taken[deal.bidder])
        if deal.marriages and deal.marriages.get(deal.bidder):
            text += " + " + " ".join(s.symbol for s in deal.marriages[deal.bidder])
        return text

    # --- results -------------------------------------------------------------------------
    def snapshot(self, state: State) -> dict[str, Any]:
        return {"score": dict(state.score), "game_number": state.game, "winner": state.winner,
                "barrel": dict(state.barrel), "bolts": dict(state.bolts),
                "games": [{"game": g.number, "winner": g.winner, "score": g.score}
                          for g in state.games]}

    def progress(self, state: State) -> list[str]:
        """R-T10: each total's distance to 1000."""
        if state.finished:
            return self.over(state)
        goal = scoring.target(state.table.options)
        return [_("game {number}: {distances}").format(number=state.game, distances=", ".join(
            _("{player} {left} to {target}").format(player=p, left=goal - v, target=goal)
            for p, v in state.score.items()))]

    def _balance(self, state: State) -> tuple[str, dict[str, Any], list[Step]]:
        unit, balance, how = scoring.settlement(state.score, state.winner, state.finished,
                                                state.table.options["stake"])
        return unit, balance, [Step(how, T.SETTLE_RULE)]

    def _notes(self, state: State) -> list[str]:
        players = list(state.table.players)
        opts = state.table.options
        n = len(players)
        seats = (_("four at the table: the dealer sits out and scores the prikup [{rule}]")
                 if n == T.SITTING_OUT_AT else
                 ngettext("{n} at the table: everyone plays [{rule}]",
                          "{n} at the table: everyone plays [{rule}]", n))
        notes = [seats.format(n=n, rule=T.SEATS_RULE),
                 _("bids from {opening} by {step}; the game goes to {target} [{rule}]").format(
                     opening=T.OPENING_BID, step=opts["bid_step"], target=scoring.target(opts),
                     rule=scoring.target_rule(opts))]
        house = [k for k in ("barrel", "bolts", "zero_555", "win_on_own_contract", "golden_round",
                             "dark_bid") if opts[k]]
        notes.append(_("rules {preset}: rounding {rounding}, declarer scores {declarer_scores}, "
                       "give-up cost {give_up_cost}; house rules {house} [{rule}]").format(
            preset=state.table.preset, rounding=opts["rounding"],
            declarer_scores=opts["declarer_scores"], give_up_cost=opts["give_up_cost"],
            house=", ".join(house) if house else _("none"), rule="R-T2; R-T4; R-T7; R-T3"))
        other = [f"{k} {scoring.shown_value(opts[k])}" for k, o in LEADAGE_OPTIONS.items()
                 if opts[k] != o.default]
        if other:
            notes.append(_("conventions off the book's: {options} [{rule}]").format(
                options=", ".join(other), rule=T.PEER_SETTINGS))
        if state.barrel:
            notes.append(_("on the barrel: {players}").format(players=", ".join(
                ngettext("{player} ({n} of {tries} deals used)", "{player} ({n} of {tries} deals used)",
                         t).format(player=p, n=t, tries=opts["barrel_tries"])
                for p, t in state.barrel.items())))
        return notes

    # --- the work ------------------------------------------------------------------------
    def _evaluate(self, state: State, deal: ThousandDeal, ctx: DealContext) -> Evaluation:
        if deal.kind == "points":
            return self._eval_points(state, deal, ctx)
        return contract.evaluate(state, deal, ctx)

    def _eval_points(self, state: State, deal: ThousandDeal, ctx: DealContext) -> Evaluation:
        steps = self.points_by_hand.steps(deal.points, deal, ctx)
        after = dict(state.score)
        for s in steps:
            after[s.unit] += s.delta
        end = scoring.end_of_game(after, None, False, ctx.table.options)
        return Evaluation(_("points"), ctx.note, steps, end, after=after, bolts=dict(state.bolts),
                          barrel=dict(state.barrel))


__all__ = ["Thousand", "State", "in_play"]
