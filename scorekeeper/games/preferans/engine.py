"""The preferans engine: deals in, pool / mountain / whists out, every change citing its rule.

A deal is one of (format §Preferans deals; docs/preferans.md, docs/preferans-classic.md):

* a **game** — ``declarer``, ``contract`` (6♠ … 10NT), ``whist`` (who whisted), ``tricks``;
* a game **both defenders passed** — ``whist = []``, scored without play, maybe with ``half_whist``;
* a **misère** — ``contract = "misere"``, ``tricks = { Anna = 1 }``;
* **raspasy** — ``raspasy = { Anna = 4, Boris = 1, Vera = 5 }`` (the book's «ёлочка» too);
* a **totus** — ``contract = "totus"`` (MGU 1971 §6.3, §7);
* a **returned prikup** — ``declarer`` and ``prikup_returned = true`` (R-P6);
* the **conditions** after the razboynik — ``conditions = { pool = N, … }`` (MGU 1971 §7), not a deal.

:class:`Preferans` only coordinates; each job has its module:

* checking a deal (it never changes the state): :mod:`.resolve` (the dispatch, games, raspasy),
  :mod:`.resolve_defence` (whisters and trick counts), :mod:`.resolve_classic` (the stage, dark
  games and words, the prikup, totus, the conditions);
* scoring it, one module per family of paragraphs: :mod:`.apply_game` (games, whists, the
  consolation, misère, a passed game), :mod:`.apply_raspasy` (raspasy, bombs, the ёлочка),
  :mod:`.apply_stages` (totus, the returned prikup, the conditions, the razboynik's stages, who
  deals next, premiums), :mod:`.points` (pool, help, mountain), :mod:`.ledger` (bookkeeping);
* presenting it: :mod:`.sheet` (the sheet, the snapshot, one line per deal).

Every convention is option values over this one engine; the classic's and the book's paragraphs
call the pure functions of :mod:`.classic` and cite the paragraph they apply.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from scorekeeper.core.engine import DealContext, DealModel, Game, Settlement, Sheet, Table
from scorekeeper.core.figures import figure_text
from scorekeeper.games.preferans import settlement as settle_mod
from scorekeeper.games.preferans import sheet as sheet_mod
from scorekeeper.games.preferans import seating
from scorekeeper.games.preferans.apply_game import apply_game, apply_misere, apply_passed
from scorekeeper.games.preferans.apply_more import apply_without_three
from scorekeeper.games.preferans.apply_raspasy import apply_raspasy
from scorekeeper.games.preferans.apply_stages import (
    after_deal,
    after_game,
    apply_conditions,
    apply_returned,
    apply_totus,
    series_after_game,
)
from scorekeeper.games.preferans.keys import DEAL_KEYS_DOC
from scorekeeper.games.preferans.ledger import add_mountain, mark, record_history, whole
from scorekeeper.games.preferans.options import DEFAULT_PRESET, OPTIONS, PRESETS
from scorekeeper.games.preferans.resolve import resolve
from scorekeeper.games.preferans.settlement import num, txt
from scorekeeper.games.preferans.state import PrefState, Resolved
from scorekeeper.games.preferans.words import n_of
from scorekeeper.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from scorekeeper.games.preferans.deal import PreferansDeal


class Preferans(Game):
    name = "preferans"
    title = N_("Preferans")
    min_players = 3
    max_players = 4
    unit = "whist"
    seal_keeps = ("pool", "mountain", "whists")
    table_changes = True  # joins, leaves and substitutes (R-P-E1, R-P-E2)  # the sheet's three columns, as they close
    penalty_rule = "R-P9; format §Entries (penalty)"
    options = OPTIONS
    presets = PRESETS
    default_preset = DEFAULT_PRESET
    deal_model = DealModel("scorekeeper.games.preferans.deal:PreferansDeal")
    deal_keys_doc = DEAL_KEYS_DOC

    # --- state -------------------------------------------------------------------------------
    def new_state(self, table: Table) -> PrefState:
        ps = table.players
        zero = 0  # whole numbers stay ints; a half (R-P1, R-S3) turns a figure into a Fraction
        opts = table.options
        return PrefState(
            players=ps, options=opts,
            pool={p: zero for p in ps}, mountain={p: zero for p in ps},
            whists={a: {b: zero for b in ps if b != a} for a in ps},
            pool_marks={p: [] for p in ps}, mountain_marks={p: [] for p in ps},
            pool_target=opts["pool"],
            stage="razboynik" if opts["razboynik"] else "main",
            razboynik={p: [] for p in ps} if opts["razboynik"] else None,
            bombs={p: [] for p in ps}, won_games={p: 0 for p in ps},
            premiums={p: set() for p in ps},
        )

    # --- the table's events (scorekeeper.core.table_events; the figures: .seating) ----------
    reseat = staticmethod(seating.reseat)
    join = staticmethod(seating.join)
    leave = staticmethod(seating.leave)

    def is_deal(self, deal: PreferansDeal) -> bool:
        """The conditions entry is not a deal: the deal does not pass (MGU 1971 §7)."""
        return deal.conditions is None

    def deals_again(self, state: PrefState, deal: PreferansDeal) -> bool:
        """MGU 1971 §3 "Po okonchanii robbera, krome raspasov i pojmannogo mizera, kolodu sdaet
        sleduyushchij igrok": after raspasy and after a caught misère the dealer deals again — but
        after the third raspas in a row the deck passes on (MGU 1971 §5.1 "po okonchanii tret'ih
        raspasov koloda perehodit k sleduyushchemu igroku").  Option ``dealer_deals_again``; R-P-C38."""
        return state.dealer_again

    # --- checking and applying ---------------------------------------------------------------
    def plan(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> Resolved:
        return resolve(state, deal, ctx)

    def commit(self, state: PrefState, r: Resolved, ctx: DealContext) -> None:
        before_pool, before_mnt = dict(state.pool), dict(state.mountain)
        if r.kind == "conditions":
            text, result = apply_conditions(state, r, ctx)
            mark(state, before_pool, before_mnt)
            record_history(state, ctx, text, result, dealer=False)
            return
        main_stage = state.stage == "main"
        made = True
        streak = state.streak  # the raspasy in a row before this deal
        if r.kind == "raspasy":
            text, result = apply_raspasy(state, r, ctx)
        elif r.kind == "returned":
            text, result = apply_returned(state, r, ctx)
        else:
            at_once = state.options["raspasy_end"] == "any-game"
            if state.streak and at_once:
                ctx.step(ngettext("a game after {n} raspasy in a row: the raspasy streak ends",
                                  "a game after {n} raspasy in a row: the raspasy streak ends",
                                  n_of(state.streak)).format(n=state.streak), "R-P-M5")
            if at_once:
                state.streak = 0
            state.dark_streak = 0
            text, result, made = self._scored(state, r, ctx)
            after_game(state, r, ctx, made)
            if not at_once:
                series_after_game(state, r, ctx, made)
        ended = after_deal(state, r, ctx, main_stage=main_stage, made=made, before_pool=before_pool,
                           streak=streak)
        if ended:  # the full circle (raspasy_circle) ended the series after the deal's own result
            result = f"{result}; {ended}"
        whole(state)
        mark(state, before_pool, before_mnt)
        record_history(state, ctx, text, result)

    @staticmethod
    def _scored(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
        """A game of any kind scored by its paragraph: (the sheet's text, its result, made)."""
        if r.kind == "totus":
            return apply_totus(state, r, ctx)
        if r.kind == "misere" and not r.whisters:
            return apply_misere(state, r, ctx)
        if r.kind == "passed":
            return apply_passed(state, r, ctx)
        if r.kind == "without_three":
            return apply_without_three(state, r, ctx)
        return apply_game(state, r, ctx)

    def apply_penalty(self, state: PrefState, penalty: Mapping[str, float], ctx: DealContext) -> None:
        before_pool, before_mnt = dict(state.pool), dict(state.mountain)
        for name, pts in penalty.items():
            f = Fraction(pts).limit_denominator(1000)
            ctx.step(_("{name}: penalty {points} to the mountain").format(name=name, points=txt(f))
                     + (f" ({ctx.note})" if ctx.note else ""),
                     self.penalty_rule, name, "mountain", num(f))
            add_mountain(state, name, f)
        mark(state, before_pool, before_mnt)
        given = ", ".join(f"{k} {figure_text(v, minus='-', sign=True)}" for k, v in penalty.items())
        record_history(state, ctx, _("penalty {given}").format(given=given),
                       ctx.note or "", dealer=False)

    # --- results (presented by :mod:`.sheet`; bound as they are: a replay asks every deal) --------
    summarize = staticmethod(sheet_mod.summarize)
    is_finished = staticmethod(sheet_mod.is_finished)

    def settle(self, state: PrefState) -> Settlement:
        return settle_mod.settle(state.players, state.pool, state.mountain, state.whists, state.options,
                                 sheet_mod.is_finished(state), pool_target=state.pool_target)

    def snapshot(self, state: PrefState) -> dict[str, Any]:
        return sheet_mod.snapshot(state)

    def progress(self, state: PrefState) -> list[str]:
        return sheet_mod.progress(state)

    def sheet(self, state: PrefState, rows: int | None = None) -> Sheet:
        return sheet_mod.sheet(state, rows)
