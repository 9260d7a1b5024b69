"""Five Hundred (the article «Пятьсот»): points, a race to 500, sides.

A deal is checked once: ``plan`` evaluates it and refuses what cannot follow the state, and
``commit`` writes the evaluation's steps.
Scores are kept per *unit*: a player, or a side named by its members joined with "/" where the
sides are fixed (four players, six players).  Numbers come from :mod:`.tables` through
:mod:`.scoring`; the seat-count forms of R-F7 are :data:`.tables.FORMS`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scorekeeper.core.engine import DealContext, DealModel, Step, Table
from scorekeeper.core.figures import whole as _out
from scorekeeper.core.match import DealRecord, Match, MatchState
from scorekeeper.core.records import Evaluation, Pending, PointsByHand, deltas_of
from scorekeeper.errors import IllegalError, InvalidError
from scorekeeper.games.five_hundred import checks, ending, scoring
from scorekeeper.games.five_hundred import sides as S
from scorekeeper.games.five_hundred import questions as Q
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.games.five_hundred.options import OPTIONS, PRESETS
from scorekeeper.games.five_hundred.words import both, count_of, either
from scorekeeper.i18n import N_, _, ngettext, pgettext
from scorekeeper.notation import Card, Contract, Joker, Rank, Suit

if TYPE_CHECKING:
    from scorekeeper.games.five_hundred.deal import FiveHundredDeal

NEW_GAME_RULE = f"R-F-M1 ({T.S_GAME}: a new game after a won one)"
#: the options of the public scorers' conventions (R-F-M12…R-F-M15), after the text's own
CONVENTIONS = tuple(OPTIONS)[tuple(OPTIONS).index("win_by"):]
POINTS_RULE = "R-F-M6 (a manual points entry, with its note)"
PENALTY_RULE = "format §Entries (penalty); R-F-M7 (penalties end a game like a deal)"


# ------------------------------------------------------------------------------ the entry
#: marked with N_: said through _() where they are shown
DEAL_KEYS_DOC: dict[str, str] = {
    "bidder": N_("who won the auction and played the contract (the soloist)"),
    "bid": N_("the contract: 6♠ … 10NT, misere, open misere (R-F1, R-F2)"),
    "tricks": N_("tricks taken per player, ten in all; a player left out took none; sides are "
                 "summed. An all-passed deal has only this key"),
    "partner": N_("five players, called-partner form: who held the called card (omit when the "
                  "bidder plays alone) (§для пяти игроков, R-F7)"),
    "called": N_("five players: the card the bidder called, e.g. \"A♥\"; never a trump, the joker "
                 "only in no trumps (§для пяти игроков)"),
    "revoke": N_("a player whose revoke was not corrected (R-F6); on an all-passed deal that player "
                 "scores nothing for tricks (R-F-M4)"),
    "first_to_500": N_("only where R-F5 needs it: the opponent whose trick reached 500 first "
                       "when several opponents cross 500 in one deal"),
    "auction": N_("optional: the bids in the order they were made, passes left out, ending with the "
                  "winning bid; each must overcall the ones before it (§торговля, R-F2)"),
    "points": N_("a deal entered by its result, { Name = points }, with a note saying why (R-F-M6); "
                 "a side may be named by a member or as \"A/B\""),
    "new_game": N_("true: start a new game after a won one (alone, or on the new game's first deal) "
                   "(R-F-M1)"),
}


# ------------------------------------------------------------------------------ the state
@dataclass(kw_only=True)
class State(MatchState):
    form: T.Form
    hands: int = 0  # the hands played in the game in play (option hands, R-F-M12)


@dataclass
class Worked(Evaluation):
    """A deal worked out, and whether it is a hand of the game (a deal thrown in is not)."""

    hand: bool = True


# ------------------------------------------------------------------------------ the engine
class FiveHundred(Match):
    name = "five-hundred"
    title = N_("Five Hundred")  # said through _() where it is shown
    min_players = 2
    max_players = 6
    unit = "point"
    penalty_rule = PENALTY_RULE
    options = OPTIONS
    presets = PRESETS
    default_preset = "avondale"
    deal_model = DealModel("scorekeeper.games.five_hundred.deal:FiveHundredDeal")
    deal_keys_doc = DEAL_KEYS_DOC
    points_by_hand = PointsByHand(POINTS_RULE, "R-F-M6", ("bidder", "bid", "tricks", "partner",
                                                        "called", "revoke", "auction"),
                                  "points = { Name = points }, note, first_to_500")
    new_game_rule = NEW_GAME_RULE
    new_game_row = True

    # the match's words, said when they are read (in the language in use)
    @property
    def new_game_refused(self) -> tuple[str, str]:  # type: ignore[override]
        return (_("new_game starts a game after a won one; this game is not over"),
                _("no new_game key until the game ends"))

    @property
    def empty_expected(self) -> str:  # type: ignore[override]
        return _("bidder, bid and tricks; tricks alone (all passed); points with a note; "
                 "or new_game = true")

    @property
    def new_game_text(self) -> str:  # type: ignore[override]
        return _("every score back to 0")

    @property
    def unfinished(self) -> tuple[str, str]:  # type: ignore[override]
        return (_("the score as it stands (the game goes to {target} or {floor})").format(
            target=T.TARGET, floor=T.FLOOR), T.WIN_RULE)

    def unfinished_line(self, state: State) -> tuple[str, str]:  # type: ignore[override]
        o = state.table.options
        if o["hands"] > 0:
            return (_("the score as it stands (hand {n} of {hands})").format(
                n=state.hands, hands=o["hands"]), T.TOURNAMENT_RULE)
        if o["target"] == T.TARGET and o["minus_500_ends"]:
            return self.unfinished
        return (_("the score as it stands (the game goes to {target})").format(
            target=o["target"]), T.QUEBEC_END_RULE if o["target"] != T.TARGET else T.NO_FLOOR_RULE)

    # --- table ---------------------------------------------------------------------------
    def check_table(self, table: Table) -> None:
        super().check_table(table)
        form = S.form_of(table)
        players = list(table.players)
        title = _(form.title)
        if form.sides != "teams":
            if table.teams:
                message = (_("{form}: no fixed teams (partners change with the dealer)")
                           if form.sides == "rotating" else
                           _("{form}: no fixed teams (the called partner is named on each deal)")
                           if form.sides == "called" else
                           _("{form}: no fixed teams (everyone plays alone)"))
                raise IllegalError(message.format(form=title), key="teams",
                                   value=[list(t) for t in table.teams],
                                   expected=_("no teams line ({rule})").format(rule=form.source))
            return
        suggested = S.suggest_teams(players, form)
        hint = "teams = " + str(suggested).replace("'", '"')
        if not table.teams:
            raise IllegalError(_("{form}: name the sides in the envelope").format(form=title),
                               key="teams", expected=f"{hint} ({form.source})")
        teams = [list(t) for t in table.teams]
        flat = [p for t in teams for p in t]
        if (len(teams) != form.team_count or any(len(t) != form.team_size for t in teams)
                or sorted(flat) != sorted(players)):
            raise IllegalError(ngettext("{form}: {count} side of {size}, every player in exactly one",
                                        "{form}: {count} sides of {size}, every player in exactly one",
                                        form.team_count).format(
                                   form=title, count=form.team_count, size=form.team_size),
                               key="teams", value=teams, expected=f"{hint} ({form.source})")
        if form.seating:
            n = len(players)
            step = n // form.team_size
            for t in teams:
                seats = sorted(players.index(p) for p in t)
                if any(s - seats[0] != i * step for i, s in enumerate(seats)):
                    message = (_("{form}: partners sit opposite each other (players are listed "
                                 "in seating order)") if form.seating == "opposite" else
                               _("{form}: partners sit every other seat, each between two "
                                 "opponents (players are listed in seating order)"))
                    raise IllegalError(message.format(form=title), key="teams", value=teams,
                                       expected=f"{hint} ({form.source})")

    def new_state(self, table: Table) -> State:
        form = S.form_of(table)
        units = [S.side_name(t) for t in table.teams] if form.sides == "teams" else list(table.players)
        return State(table=table, form=form, units=units, score={u: 0 for u in units})

    def _written(self, state: State, ev: Worked) -> None:
        state.hands += ev.hand

    def _fresh(self, state: State) -> State:
        return State(table=state.table, form=state.form, units=state.units,
                     score={u: 0 for u in state.units}, game=state.game + 1)

    # --- entries -------------------------------------------------------------------------
    def apply_penalty(self, state: State, penalty: Mapping[str, float], ctx: DealContext) -> None:
        deltas: dict[str, float] = {}
        for name, pts in penalty.items():
            unit = S.unit_of(state, name)
            state.score[unit] += pts
            deltas[unit] = deltas.get(unit, 0) + pts
            ctx.step(_("penalty on {name} ({note})").format(name=name, note=ctx.note) if ctx.note
                     else _("penalty on {name}").format(name=name), PENALTY_RULE,
                     unit, "score", pts)
        state.history.append(DealRecord(ctx.number, state.game, None,
                                        pgettext("five-hundred", "penalty"),
                                        _penalty_result(penalty, ctx.note), deltas,
                                        dict(state.score)))
        groups = [(u,) for u in state.units]
        result = ending.decide(state.score, state.table.options, others=groups)
        if result.candidates and not result.finished:  # several crossed by a penalty: R-F-M7
            _top, best = scoring.highest(state.score)
            said = (_("several reach {target} by a penalty: the highest score wins")
                    if len(best) == 1 else
                    _("several reach {target} by a penalty: the highest score wins; a tie is a "
                      "draw"))
            result = scoring.Race(True, best if len(best) == 1 else (),
                                  said.format(target=state.table.options["target"]),
                                  "R-F-M7 (penalties end a game like a deal)")
        self._end(state, result, ctx)

    def _summary(self, deal: FiveHundredDeal) -> str:
        if deal.kind == "passed" and not deal.tricks:
            return _("all passed, no tricks")
        if deal.kind == "passed":
            return _("all passed: {tricks}").format(
                tricks=", ".join(f"{n} {v}" for n, v in deal.tricks.items()))
        text = f"{deal.bidder} {deal.bid}"
        if deal.partner:
            text = _("{deal} with {partner}").format(deal=text, partner=deal.partner)
        mine = [k for k in (deal.tricks or {}) if deal.bidder in k.split("/")]
        if len(mine) == 1:
            n = deal.tricks[mine[0]]
            text = ngettext("{deal}, {n} trick", "{deal}, {n} tricks", n).format(deal=text, n=n)
        if deal.revoke:
            text = _("{deal}, revoke by {player}").format(deal=text, player=deal.revoke)
        return text

    # --- results -------------------------------------------------------------------------
    def snapshot(self, state: State) -> dict[str, Any]:
        return {
            "score": {u: _out(v) for u, v in state.score.items()},
            "game_number": state.game,
            "winner": state.winner,
            "form": state.form.key,
            "games": [{"game": g.number, "winner": g.winner, "score": g.score} for g in state.games],
            "to_target": {u: _out(state.table.options["target"] - v) for u, v in state.score.items()},
        }

    def progress(self, state: State) -> list[str]:
        """R-F5: how far each player (side) stands from +500, and anyone near −500."""
        if state.finished:
            return self.over(state)
        lead = max(state.units, key=lambda u: state.score[u])
        o = state.table.options
        target = o["target"]
        to_go = ", ".join(
            ngettext("{unit} {points} to +{target}", "{unit} {points} to +{target}",
                     count_of(target - state.score[u])).format(
                unit=u, points=_out(target - state.score[u]), target=target)
            for u in state.units)
        out = [_("game {number}: {standings} (closest: {unit})").format(
            number=state.game, standings=to_go, unit=lead)]
        if o["hands"] > 0:
            out = [_("game {number}: hand {n} of {hands}, {unit} leads").format(
                number=state.game, n=state.hands, hands=o["hands"], unit=lead)]
        low = [u for u in state.units if state.score[u] < 0]
        if low and o["minus_500_ends"] and not o["hands"]:
            out.append(", ".join(
                ngettext("{unit} {points} above {floor}", "{unit} {points} above {floor}",
                         count_of(state.score[u] - T.FLOOR)).format(
                    unit=u, points=_out(state.score[u] - T.FLOOR), floor=T.FLOOR)
                for u in low))
        return out

    def _balance(self, state: State) -> tuple[str, dict[str, Any], list[Step]]:
        games = [(g.number, g.score, g.winner, True) for g in state.games]
        games.append((state.game, state.score, state.winner, state.finished))
        res = scoring.settlement(games, state.table.options["stake"])
        return res.unit, res.balance, [Step(text, rule) for text, rule in res.lines]

    def _notes(self, state: State) -> list[str]:
        f = state.form
        pack = (ngettext("{form}: {deck} card with the joker, kitty {kitty}, ten tricks a deal "
                         "[{rule}]",
                         "{form}: {deck} cards with the joker, kitty {kitty}, ten tricks a deal "
                         "[{rule}]", f.deck) if f.joker else
                ngettext("{form}: {deck} card, no joker, kitty {kitty}, ten tricks a deal [{rule}]",
                         "{form}: {deck} cards, no joker, kitty {kitty}, ten tricks a deal [{rule}]",
                         f.deck))
        notes = [pack.format(form=_(f.title), deck=f.deck, kitty=f.kitty, rule=f.source),
                 _("score: the game goes to +{target}, or ends when someone reaches {floor} "
                   "[{rule}]").format(target=T.TARGET, floor=T.FLOOR, rule=T.WIN_RULE)]
        opts = state.table.options
        rules = (_("rules {preset}: open misère {value}, misère over 8♠, slam {slam}")
                 if opts["misere_over_8s"] else
                 _("rules {preset}: open misère {value}, misère under 8♠, slam {slam}"))
        notes.append(rules.format(preset=state.table.preset, value=opts["open_misere_value"],
                                  slam=opts["slam"]))
        changed = [f"{n} = {str(v).lower() if isinstance(v, bool) else v}" for n, v in opts.items()
                   if n in CONVENTIONS and v != OPTIONS[n].default]
        if changed:  # R-F-M12…R-F-M15: the scorers' conventions in force, where any is
            notes[1] = _("score: {how} [{rule}]").format(how=ending.how(opts), rule="R-F-M12")
            notes.append(_("conventions: {options}").format(options=", ".join(changed)))
        return notes

    # --- the work ------------------------------------------------------------------------
    def _evaluate(self, state: State, deal: FiveHundredDeal, ctx: DealContext) -> Evaluation:
        kind = deal.kind
        if kind == "points":
            ev = self._eval_points(state, deal, ctx)
        elif kind == "passed":
            ev = self._eval_passed(state, deal, ctx)
        else:
            ev = self._eval_contract(state, deal, ctx)
        return ev

    # all passed -----------------------------------------------------------------------
    def _eval_passed(self, state: State, deal: FiveHundredDeal, ctx: DealContext) -> Evaluation:
        for key in ("partner", "called", "auction"):
            if getattr(deal, key) is not None:
                raise ctx.illegal(_("an all-passed deal has no {key}").format(key=key), key=key,
                                  value=str(getattr(deal, key)), expected=_("tricks only"))
        if ctx.table.options["all_passed"] == "redeal":
            return self._thrown_in(deal, ctx)
        active = self._active(state, ctx)
        offender = self._revoker(deal, active, ctx)
        sides = S.sides_passed(state, active, ctx)
        tricks = S.side_tricks(deal.tricks, sides, ctx)
        steps: list[Pending] = []
        for side in sides:
            n = tricks[side.label]
            award = (scoring.offender_nothing(n) if offender in side.members
                     else scoring.all_passed(n))
            if offender in side.members:
                award = scoring.Award(0, award.text, f"{award.rule}; R-F-M4 (revoke when all passed)")
            steps += S.credit(side, award, who=side.label)
        deltas = deltas_of(steps)
        race = self._race(state, deltas, deal, ctx, first=(), others=[S.units_of(s) for s in sides])
        counts = ", ".join(f"{side.label} {tricks[side.label]}" for side in sides)
        return Worked(pgettext("five-hundred", "all passed"),
                          _("{points} a trick").format(points=T.TRICK_POINTS), steps, race,
                          [Step(_("all passed, played in no trumps, kitty untouched: "
                                  "{tricks}").format(tricks=counts), T.ALL_PASSED_RULE)])

    def _thrown_in(self, deal: FiveHundredDeal, ctx: DealContext) -> Worked:
        """R-F-M14 (``all_passed = redeal``): nobody bid, the deal is thrown in and dealt again:
        no tricks, no revoke, nothing scored, no hand of a tournament."""
        for key in ("revoke", "first_to_500"):
            if getattr(deal, key) is not None:
                raise ctx.illegal(_("a deal thrown in has no {key}").format(key=key), key=key,
                                  value=getattr(deal, key),
                                  expected=_("tricks = {{}} ({rule})").format(rule=T.REDEAL_RULE))
        if deal.tricks:
            raise ctx.illegal(_("all passed: the deal is thrown in and dealt again, no tricks are "
                                "played"), key="tricks", value=dict(deal.tricks),
                              expected=_("tricks = {{}} ({rule})").format(rule=T.REDEAL_RULE))
        return Worked(pgettext("five-hundred", "all passed"), _("dealt again"), [],
                      scoring.Race(False),
                      [Step(_("all passed: thrown in, the next dealer deals"), T.REDEAL_RULE)],
                      hand=False)

    # a contract -----------------------------------------------------------------------
    def _eval_contract(self, state: State, deal: FiveHundredDeal, ctx: DealContext) -> Evaluation:
        opts = ctx.table.options
        if deal.bidder is None or deal.bid is None or (deal.tricks is None and ctx.form is None):
            missing = [k for k in ("bidder", "bid", "tricks") if getattr(deal, k) is None]
            raise InvalidError(_("a contract deal names the bidder, the bid and the tricks"),
                               entry=ctx.number, key=missing[0],
                               expected=_("bidder, bid and tricks together"))
        bidder = ctx.player(deal.bidder, "bidder")
        contract = deal.bid
        active = self._active(state, ctx)
        if bidder not in active:
            raise ctx.illegal(_("{player} deals and sits out this deal").format(player=bidder),
                              key="bidder", value=bidder,
                              expected=_("one of {players} ({rule})").format(
                                  players=", ".join(active), rule=state.form.source))
        S.at(ctx, checks.playable, contract, opts, "bid")
        info: list[Step] = []
        if deal.auction is not None:
            info.append(self._check_auction(deal.auction, contract, ctx))
        elif contract.is_misere and opts["misere_after_seven"]:
            info.append(Step(_("no auction recorded: misère after seven taken as kept"),
                             T.GATE_RULE))
        partner = self._partner(state, deal, bidder, contract, active, ctx)
        offender = self._revoker(deal, active, ctx)
        solo, opps = S.sides_contract(state, bidder, partner, active, ctx)
        tricks = S.side_tricks(deal.tricks or {}, [solo, *opps], ctx,
                                   solo_alone=solo if contract.is_misere else None)
        solo_tricks = tricks[solo.label]
        opp_tricks = {s.label: tricks[s.label] for s in opps}
        revoke = None
        if offender is not None:
            revoke = "soloist" if offender in solo.members else \
                next(s.label for s in opps if offender in s.members)
        out = scoring.score_contract(contract, solo_tricks, opp_tricks, opts, revoke)
        value = scoring.contract_value(contract, opts)
        who = bidder if len(solo.members) == 1 else solo.label
        info.append(Step(ngettext("{bidder} bids {bid}, worth {value}; {who} took {n} trick",
                                  "{bidder} bids {bid}, worth {value}; {who} took {n} tricks",
                                  solo_tricks).format(bidder=bidder, bid=contract, value=value,
                                                      who=who, n=solo_tricks),
                         scoring.value_rule(contract)))
        steps: list[Pending] = []
        for award in out.soloist:
            steps += S.credit(solo, award, who=bidder)
        for side in opps:
            theirs: list[Pending] = []
            for award in out.opponents[side.label]:
                if revoke is not None and revoke != "soloist" and side.label == revoke \
                        and len(side.members) > 1:
                    award = scoring.Award(0, _("{text} (the offender's side)").format(
                        text=award.text), f"{award.rule}; R-F-M2 (a side scores as one)")
                theirs += S.credit(side, award, who=side.label)
            steps += S.cap(theirs, state.score, opts["opponents_cap"])  # R-F-M13
        deltas = deltas_of(steps)
        # R-F5: the soloist counts first, then his called partner (R-F-M5); a pair counts as one
        first = [S.units_of(solo)] if state.form.sides == "rotating" else [[u] for u in S.units_of(solo)]
        race = self._race(state, deltas, deal, ctx, first=first,
                          others=[S.units_of(s) for s in opps], made=out.made)
        label = f"{bidder} {contract}" + (f" + {partner}" if partner else "")
        result = scoring.result_words(out.result, out.revoker)
        if not contract.is_misere or solo_tricks:
            result = _("{result} ({tricks})").format(result=result, tricks=solo_tricks)
        return Worked(label, result, steps, race, info)

    # points ---------------------------------------------------------------------------
    def _eval_points(self, state: State, deal: FiveHundredDeal, ctx: DealContext) -> Evaluation:
        steps = self.points_by_hand.steps(
            deal.points, deal, ctx, lambda name, key: S.unit_of(state, name, key=key, ctx=ctx))
        deltas = deltas_of(steps)
        race = self._race(state, deltas, deal, ctx, first=(), others=[[u] for u in state.units])
        return Worked(pgettext("five-hundred", "points"), ctx.note, steps, race)

    # pieces ---------------------------------------------------------------------------
    def _active(self, state: State, ctx: DealContext) -> list[str]:
        """Who plays this deal: everyone, except the dealer in the five-player pairs form."""
        if state.form.sides == "rotating":
            return [p for p in S.from_dealer(ctx.table.players, ctx.dealer) if p != ctx.dealer]
        return list(ctx.table.players)

    def _revoker(self, deal: FiveHundredDeal, active: list[str], ctx: DealContext) -> str | None:
        if deal.revoke is None:
            return None
        name = ctx.player(deal.revoke, "revoke")
        if name not in active:
            raise ctx.illegal(_("{player} did not play this deal").format(player=name),
                              key="revoke", value=name,
                              expected=_("one of {players}").format(players=", ".join(active)))
        return name

    def _check_auction(self, bids: list[Contract], contract: Contract, ctx: DealContext) -> Step:
        opts = ctx.table.options
        if bids[-1] != contract:
            raise ctx.illegal(_("the auction ends with {last}, but the bid is {bid}").format(
                                  last=bids[-1], bid=contract),
                              key="auction", value=[str(b) for b in bids],
                              expected=_("the winning bid {bid} last").format(bid=contract))
        for b in bids:
            S.at(ctx, checks.playable, b, opts, "auction")
        bad = scoring.first_illegal_bid(bids, opts)
        if bad is not None:
            top = max(bids[:bad], key=lambda b: scoring.ladder_key(b, opts))
            raise ctx.illegal(_("{bid} does not overcall {top}").format(bid=bids[bad], top=top),
                              key=f"auction.{bad}", value=str(bids[bad]),
                              expected=_("a bid higher than {top} ({rule})").format(
                                  top=top, rule=scoring.ladder_rule(bids[bad], top)))
        gated = scoring.first_gated_misere(bids, opts)
        if gated is not None:
            raise ctx.illegal(_("{bid} is bid before the auction reached seven tricks").format(
                                  bid=bids[gated]), key=f"auction.{gated}", value=str(bids[gated]),
                              expected=_("a bid of seven or more before a misère ({rule})").format(
                                  rule=T.GATE_RULE))
        return Step(_("auction: {bids}, each overcalling the last").format(
                        bids=" < ".join(str(b) for b in bids)), f"R-F2 ({T.S_AUCTION})")

    def _partner(self, state: State, deal: FiveHundredDeal, bidder: str, contract: Contract,
                 active: list[str], ctx: DealContext) -> str | None:
        called = state.form.sides == "called"
        for key in ("partner", "called"):
            if getattr(deal, key) is not None and not called:
                raise ctx.illegal(_("{form}: no called partner").format(form=_(state.form.title)),
                                  key=key, value=str(getattr(deal, key)),
                                  expected=_("no {key} key (only five players, called-partner "
                                             "form)").format(key=key))
        if deal.called is not None:
            card = deal.called
            if isinstance(card, Joker):
                if contract.kind != "nt":
                    raise ctx.illegal(_("the joker may be called only in no trumps"),
                                      key="called", value=str(card),
                                      expected=_("a card that is not a trump ({rule})").format(
                                          rule=T.S_FIVE))
            elif contract.kind == "suit" and _is_trump(card, contract):
                raise ctx.illegal(_("{card} is a trump in {bid}: a trump may not be called").format(
                                      card=card, bid=contract), key="called", value=str(card),
                                  expected=_("a card outside the trump suit and its left bower "
                                             "({rule})").format(rule=f"{T.S_FIVE}; {cite_trumps()}"))
        if deal.partner is None:
            if called and ctx.asks("partner"):  # left out: the bidder played alone
                raise ctx.missing(_("who held the called card?"),
                                  Q.partner(bidder, [p for p in active if p != bidder]))
            return None
        partner = ctx.player(deal.partner, "partner")
        if partner == bidder:
            raise ctx.illegal(_("the bidder cannot also be the partner (a called card in the "
                                "bidder's own hand or the kitty: the bidder plays alone)"),
                              key="partner", value=partner,
                              expected=_("another player, or no partner key"))
        return partner

    def _race(self, state: State, deltas: Mapping[str, float], deal: FiveHundredDeal,
              ctx: DealContext, *, first: Sequence[Sequence[str]],
              others: Sequence[Sequence[str]], made: bool = False) -> scoring.Race:
        """How the game stands after this deal (R-F5, or the convention in force, R-F-M12);
        groups are in scoring units (a fixed side is one unit), ``made`` a contract made."""
        after = dict(state.score)
        for u, d in deltas.items():
            after[u] += d
        named = None
        if deal.first_to_500 is not None:
            named = S.unit_of(state, deal.first_to_500, key="first_to_500", ctx=ctx)
        target = ctx.table.options["target"]
        result = ending.decide(after, ctx.table.options, first=first, others=others, made=made,
                               first_to_500=named, played=state.hands + 1)
        if result.candidates and deal.first_to_500 is None:
            groups = both(["/".join(g) for g in result.candidates])
            raise ctx.missing(_("{groups} all reach {target} in this deal and none of them is the "
                                "soloist: whose trick reached {target} first?").format(
                                  groups=groups, target=target),
                              Q.first_to_500([m for g in result.candidates for u in g
                                              for m in u.split("/")], target),
                              expected=_("first_to_500 = one of them ({rule})").format(
                                  rule=T.FIRST_TRICK_RULE))
        if deal.first_to_500 is not None and not result.used_first:
            raise ctx.illegal(_("first_to_500 is recorded only when two or more opponents reach "
                                "{target} in the deal and the soloist does not; here it decides "
                                "nothing").format(target=target),
                              key="first_to_500", value=deal.first_to_500,
                              expected=_("no first_to_500 key ({rule})").format(
                                  rule=T.FIRST_TRICK_RULE))
        if deal.first_to_500 is not None and not result.finished:
            groups = either(["/".join(g) for g in result.candidates])
            raise ctx.illegal(_("{player} did not reach {target} in this deal").format(
                                  player=deal.first_to_500, target=target),
                              key="first_to_500", value=deal.first_to_500,
                              expected=f"{groups} ({T.FIRST_TRICK_RULE})")
        return result


# ------------------------------------------------------------------------------ helpers
def _is_trump(card: Card, contract: Contract) -> bool:
    """§козыри: the trump suit and the left bower (the jack of the same colour)."""
    trump = contract.strain
    if card.suit == trump:
        return True
    same_colour = {Suit.SPADES: Suit.CLUBS, Suit.CLUBS: Suit.SPADES,
                   Suit.DIAMONDS: Suit.HEARTS, Suit.HEARTS: Suit.DIAMONDS}
    return card.rank == Rank.JACK and same_colour.get(trump) == card.suit


def cite_trumps() -> str:
    return T.cite("козыри")


def _penalty_result(penalty: Mapping[str, float], note: str | None) -> str:
    """A penalty's row on the sheet: its points, then its reason ("Anna −10: slow play")."""
    points = ", ".join(f"{n} {'+' if v >= 0 else '−'}{_out(abs(v))}" for n, v in penalty.items())
    return points + (f": {note}" if note else "")


form_of = S.form_of

__all__ = ["FiveHundred", "State", "form_of"]
