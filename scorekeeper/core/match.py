"""A match of several games in one session, as the point games keep it (Five Hundred, Thousand):
one line of the sheet per deal with the running totals, the games already won, and the lines of
the settlement that say how each game ended; :class:`Match` is the engine base of such a game."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from scorekeeper.core.engine import DealContext, Game, Settlement, Sheet, SheetTable, Step, Table
from scorekeeper.core.figures import whole
from scorekeeper.errors import InvalidError
from scorekeeper.i18n import N_, _, ngettext


@dataclass(frozen=True)
class MatchPlan:
    """A deal of a match checked (the engine's plan): whether it starts a new game first, and the
    deal worked out against the state it will follow (None: it only starts the new game)."""

    new_game: bool
    evaluation: Any = None


@dataclass
class DealRecord:
    """One line of the sheet: what was played and the running totals after it."""

    number: int
    game: int
    dealer: str | None
    contract: str
    result: str
    deltas: dict[str, float]
    totals: dict[str, float]


@dataclass
class GameRecord:
    """A game of the match that is over: who won it (None: drawn), why, and its final score."""

    number: int
    winner: str | None
    text: str
    rule: str
    score: dict[str, float]


def game_lines(games: Sequence[GameRecord], current: int, finished: bool, end_text: str,
               end_rule: str, *, unfinished: str, unfinished_rule: str) -> list[Step]:
    """The settlement's lines about the match: each game over, then the current one."""
    lines = [Step((_("game {number}: {winner} won — {text}") if g.winner else
                   _("game {number}: drawn — {text}")).format(number=g.number, winner=g.winner,
                                                              text=g.text), g.rule)
             for g in games]
    if finished:
        lines.append(Step(_("game {number}: {text}").format(number=current, text=end_text),
                          end_rule))
    else:
        lines.append(Step(_("game {number} not finished: {text}").format(number=current,
                                                                         text=unfinished),
                          unfinished_rule))
    return lines


def games_table(games: Sequence[GameRecord], units: Sequence[str]) -> SheetTable:
    """The games of the match that are over: who won each and its final score (a history: the
    terminal may show only the latest)."""
    return SheetTable(_("games"), [_("game"), _("winner"), *units],
                      [[g.number, g.winner or _("draw"), *[g.score[u] for u in units]]
                       for g in games],
                      history=True)


def games_shown(games: Sequence[GameRecord], current: int, rows: int | None) -> list[int]:
    """Which games get a history table on the sheet: every game when the whole sheet is asked for
    (``rows`` None: ``show --all``, exports); else only the game in play, the games over being
    summed up in :func:`games_table` — a long night is dozens of games."""
    every = sorted({g.number for g in games} | {current})
    return every if rows is None else [current]


@dataclass
class MatchState:
    """What every match keeps: the table, the scoring units (players, or sides) and their scores
    in the game in play, how that game ended, one record per deal and one per game over."""

    table: Table
    units: list[str]
    score: dict[str, Any]
    game: int = 1
    finished: bool = False
    winner: str | None = None
    end_text: str = ""
    end_rule: str = ""
    history: list[DealRecord] = field(default_factory=list)
    games: list[GameRecord] = field(default_factory=list)


#: The refusal of a penalty once a game of a match is over (format §Entries (penalty)).
PENALTY_AFTER_END = N_("a new game first (the next deal with --new-game, or new_game = true in the "
                       "file)")


class Match(Game):
    """A game played to a target, several games a session (Five Hundred, Thousand): the life of a
    match — a deal checked and written, a game ending, a new game, the sheet, the settlement —
    with the game's own rules in its hooks: ``_evaluate`` (a deal worked out against the state,
    an :class:`~scorekeeper.core.records.Evaluation` whose ``end`` has ``finished``, ``winner``,
    ``text`` and ``rule``), ``_fresh`` (the state of the next game, before any deal),
    ``_balance`` (the settlement's figures) and ``_notes`` (the sheet's notes)."""

    penalty_after_end = PENALTY_AFTER_END
    #: the refusal of ``new_game`` while a game is in play: its message and what is expected
    new_game_refused: ClassVar[tuple[str, str]]
    empty_expected: ClassVar[str]  # what an entry with no keys of a deal should hold
    new_game_rule: ClassVar[str]
    new_game_text: ClassVar[str]  # the step of a new game: "every score back to 0"
    new_game_row: ClassVar[bool] = False  # whether a new game is a row of the sheet
    unfinished: ClassVar[tuple[str, str]]  # the settlement's line for a game in play, its rule
    contract_column: ClassVar[str] = N_("contract")
    trims_history: ClassVar[bool] = False  # the sheet keeps the latest ``rows`` rows of a game

    # --- entries ---------------------------------------------------------------------------
    def is_deal(self, deal: Any) -> bool:
        return deal.kind != "new_game"

    def starts_new_game(self, deal: Any) -> bool:
        return deal.new_game

    def summarize(self, deal: Any) -> str:
        if deal.kind == "new_game":
            return _("new game")
        if deal.kind == "points":
            text = _("points {points}").format(
                points=", ".join(f"{n} {v:+d}" for n, v in deal.points.items()))
        else:
            text = self._summary(deal)
        return _("new game; {deal}").format(deal=text) if deal.new_game else text

    def _summary(self, deal: Any) -> str:
        """The summary of a deal of the game's own kinds (a new game and points are summed up
        by :meth:`summarize`)."""
        raise NotImplementedError

    def is_finished(self, state: MatchState) -> bool:
        return state.finished

    def plan(self, state: MatchState, deal: Any, ctx: DealContext) -> MatchPlan:
        if deal.new_game and not state.finished:
            message, expected = self._new_game_refused(state)
            raise ctx.illegal(_(message), key="new_game", value=True, expected=_(expected))
        if deal.kind == "new_game":
            return MatchPlan(True)
        if deal.kind == "empty":
            raise InvalidError(_("an empty deal"), entry=ctx.number, expected=_(self.empty_expected))
        # a deal that starts a new game is worked out against that game's state (the same
        # state commit will apply it to, after the new game begins)
        return MatchPlan(deal.new_game,
                         self._evaluate(self._fresh(state) if deal.new_game else state, deal, ctx))

    def commit(self, state: MatchState, plan: MatchPlan, ctx: DealContext) -> None:
        if plan.new_game:
            self._new_game(state, ctx)
        ev = plan.evaluation
        if ev is None:
            return
        ctx.steps.extend(ev.info)
        for s in ev.steps:
            state.score[s.unit] += s.delta
            ctx.step(s.text, s.rule, s.unit, "score", s.delta)
        self._written(state, ev)
        state.history.append(DealRecord(ctx.number, state.game, ctx.dealer, ev.contract, ev.result,
                                        ev.deltas, dict(state.score)))
        self._end(state, ev.end, ctx)

    def _evaluate(self, state: Any, deal: Any, ctx: DealContext) -> Any:
        raise NotImplementedError

    def _fresh(self, state: Any) -> Any:
        raise NotImplementedError

    def _written(self, state: Any, ev: Any) -> None:
        """What a deal leaves in the game's own fields, once its scores are written."""

    def _new_game(self, state: MatchState, ctx: DealContext) -> None:
        state.games.append(GameRecord(state.game, state.winner, state.end_text, state.end_rule,
                                      {u: whole(v) for u, v in state.score.items()}))
        fresh = self._fresh(state)
        for name in fields(fresh):  # the next game's state, the match's records kept
            if name.name not in ("table", "units", "history", "games"):
                setattr(state, name.name, getattr(fresh, name.name))
        ctx.step(_("game {number} begins: {text}").format(number=state.game,
                                                           text=_(self.new_game_text)),
                 self.new_game_rule)
        if self.new_game_row:
            state.history.append(DealRecord(ctx.number, state.game, None, _("new game"), "",
                                            {}, dict(state.score)))

    def _end(self, state: MatchState, end: Any, ctx: DealContext) -> None:
        if not end.finished:
            return
        state.finished, state.winner = True, end.winner
        state.end_text, state.end_rule = end.text, end.rule
        ctx.step(_("game over: {text}").format(text=end.text), end.rule, end.winner)

    # --- results ---------------------------------------------------------------------------
    def over(self, state: MatchState) -> list[str]:
        """The line of ``progress`` for a game that is over."""
        if state.winner:
            return [_("game {number} over: {winner} won").format(number=state.game,
                                                                 winner=state.winner)]
        return [_("game {number} over: drawn").format(number=state.game)]

    def unfinished_line(self, state: MatchState) -> tuple[str, str]:
        """The settlement's line for a game in play and its rule (``unfinished``, unless the
        game's options change what the game goes to)."""
        return self.unfinished

    def settle(self, state: MatchState) -> Settlement:
        text, rule = self.unfinished_line(state)
        text = _(text)
        lines = game_lines(state.games, state.game, state.finished, state.end_text, state.end_rule,
                           unfinished=text, unfinished_rule=rule)
        tables = [games_table(state.games, state.units)] if state.games else []
        unit, balance, more = self._balance(state)
        return Settlement(unit, state.finished, state.winner if state.finished else None,
                          {u: whole(float(v)) for u, v in balance.items()}, lines + more,
                          tables=tables, exact=dict(balance))

    def _new_game_refused(self, state: Any) -> tuple[str, str]:
        """The refusal of ``new_game`` in a game in play (:attr:`new_game_refused`, unless the
        table's options change what it says)."""
        return self.new_game_refused

    def _balance(self, state: Any) -> tuple[str, Mapping[str, Any], list[Step]]:
        """The settlement's unit, each unit's exact balance, and the lines saying how."""
        raise NotImplementedError

    def sheet(self, state: MatchState, rows: int | None = None) -> Sheet:
        tables: list[SheetTable] = []
        if rows is not None and state.games:
            tables.append(games_table(state.games, state.units))
        for g in games_shown(state.games, state.game, rows):
            tables.append(self._game_table(state, g, rows))
        title = f"{_(self.title)} — {state.table.title or state.table.preset}"
        return Sheet(title, tables, self._notes(state))

    def _game_table(self, state: MatchState, g: int, rows: int | None) -> SheetTable:
        """One game's deals, a row each with the running totals, and how it ended."""
        body = [[r.number, r.dealer or "", r.contract, r.result,
                 *[whole(r.totals[u]) for u in state.units]]
                for r in state.history if r.game == g]
        notes = []
        if self.trims_history and rows is not None and len(body) > rows:
            n = len(body)
            notes.append(ngettext("the latest {rows} of {n} deals", "the latest {rows} of {n} deals",
                                  n).format(rows=rows, n=n))
            body = body[-rows:]
        done = next((x for x in state.games if x.number == g), None)
        if done or (state.finished and g == state.game):
            winner, text = (done.winner, done.text) if done else (state.winner, state.end_text)
            notes.append((_("won by {winner} — {text}") if winner else _("drawn — {text}")).format(
                winner=winner, text=text))
        return SheetTable(_("game {number}").format(number=g),
                          ["#", _("dealer"), _(self.contract_column), _("result"), *state.units],
                          body, "; ".join(notes) or None, history=True)

    def _notes(self, state: Any) -> list[str]:
        return []
