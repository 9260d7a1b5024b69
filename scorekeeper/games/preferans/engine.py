"""The preferans engine: deals in, pool / mountain / whists out, every change citing its rule.

A deal is one of (FORMAT.md §Preferans deals; docs/preferans.md, docs/preferans-classic.md):

* a **game** — ``declarer``, ``contract`` (6♠ … 10NT), ``whist`` (who whisted), ``tricks``;
* a game **both defenders passed** — ``whist = []``, scored without play, maybe with ``half_whist``;
* a **misère** — ``contract = "misere"``, ``tricks = { Anna = 1 }``;
* **raspasy** — ``raspasy = { Anna = 4, Boris = 1, Vera = 5 }`` (the book's «ёлочка» too);
* a **totus** — ``contract = "totus"`` (004 §6.3, §7);
* a **returned prikup** — ``declarer`` and ``prikup_returned = true`` (R-P6);
* the **conditions** after the razboynik — ``conditions = { pool = N, … }`` (004 §7), not a deal.

With four players the dealer sits out.  ``_resolve`` checks a deal against the state and fills in
what the entry leaves to inference (the tricks of the others when the declarer's count fixes them);
it never changes the state, so ``verify_deal`` is ``_resolve`` and ``apply_deal`` is ``_resolve``
then the scoring paragraphs in order.  Every convention is option values over this one class; the
classic's and the book's paragraphs are small named hooks (``_check_stage`` for the razboynik and
the ёлочка, ``_resolve_dark`` and ``_bombs`` for dark games and bombs, ``_apply_totus``,
``_prikup_whists``, ``_book_whists``, ``_book_points``, ``_earned`` for R-P5), each calling the pure
functions of :mod:`.classic` and citing the paragraph it applies.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from scorekeeper.core.engine import DealContext, Game, Settlement, Sheet, SheetTable, Table
from scorekeeper.errors import (
    AmbiguousError,
    IllegalError,
    InvalidError,
    NotationError,
    ScorekeeperError,
)
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans import settlement as settle_mod
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.auction import step as ladder_step
from scorekeeper.games.preferans.deal import (
    CLASSIC_GAME_KEYS,
    DEAL_KEYS_DOC,
    MODE_ALIASES,
    TOTUS_NAMES,
    PreferansDeal,
)
from scorekeeper.games.preferans.options import DEFAULT_PRESET, OPTIONS, PRESETS
from scorekeeper.games.preferans.state import HistoryRow, PrefState, Resolved, passer_text, strain_index
from scorekeeper.notation import Contract, Suit, parse_contract

num = settle_mod.num
txt = settle_mod.txt
exact = settle_mod.exact


# ------------------------------------------------------------------------------- the engine
class Preferans(Game):
    name = "preferans"
    title = "Preferans"
    aliases = ("преферанс", "pref")
    sources = (T.S004, T.S003, "RULINGS.md")
    min_players = 3
    max_players = 4
    unit = "whist"
    penalty_account = "mountain"
    penalty_rule = "R-P9; FORMAT.md §Entries (penalty)"
    options = OPTIONS
    presets = PRESETS
    default_preset = DEFAULT_PRESET
    deal_model = PreferansDeal
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

    def is_deal(self, deal: PreferansDeal) -> bool:
        """The conditions entry is not a deal: the deal does not pass (004 §7)."""
        return deal.conditions is None

    def deals_again(self, state: PrefState, deal: PreferansDeal) -> bool:
        """004 §3 "Po okonchanii robbera, krome raspasov i pojmannogo mizera, kolodu sdaet
        sleduyushchij igrok": after raspasy and after a caught misère the dealer deals again — but
        after the third raspas in a row the deck passes on (004 §5.1 "po okonchanii tret'ih
        raspasov koloda perehodit k sleduyushchemu igroku").  Option ``dealer_deals_again``; R-P-C38."""
        return state.dealer_again

    # --- checking ----------------------------------------------------------------------------
    def verify_deal(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> None:
        ctx.checked = self._resolve(state, deal, ctx)

    def _resolve(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> Resolved:
        opts = ctx.table.options
        players = ctx.table.players
        dealer_out = ctx.dealer if len(players) == 4 else None
        if deal.conditions is not None:
            return self._resolve_conditions(state, deal, ctx)
        self._check_stage(state, deal, ctx)
        if deal.raspasy is not None:
            r = self._resolve_raspasy(state, deal, ctx, dealer_out)
        elif deal.prikup_returned:
            r = self._resolve_returned(deal, ctx, dealer_out)
        else:
            r = self._resolve_game(state, deal, ctx, dealer_out)
        if deal.last_circle:
            if opts["end"] != "control-time":
                raise ctx.illegal(f"the last circle ends the game only under end = control-time (now "
                                  f"{opts['end']})", key="last_circle", value=True,
                                  expected="no last_circle key under these rules")
            if state.last_circle_left is not None:
                raise ctx.illegal("the last circle has already begun", key="last_circle", value=True,
                                  expected=f"{state.last_circle_left} more deal(s), then the end")
            r.last_circle = True
        return r

    def _check_stage(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> None:
        """What the stage of the session allows (004 §7 the razboynik; R-S1 the ёлочка)."""
        opts = ctx.table.options
        if state.deals < opts["elochka_deals"] and deal.raspasy is None:
            raise ctx.illegal(f"deal {state.deals + 1} of the first {opts['elochka_deals']} is «ёлочка»: "
                              f"all pass, no prikup, no trump ({C.ELOCHKA_SOURCE})", key="declarer",
                              value=deal.declarer, expected="raspasy = { Name = tricks, ... }")
        stage = state.stage
        if stage == "main":
            return
        if stage == "conditions":
            raise ctx.illegal("the razboynik is played out: the mountain owner's conditions come "
                              f"first ({C.CONDITIONS_SOURCE})", key="declarer" if deal.raspasy is None
                              else "raspasy", expected='conditions = { pool = N, whist_price = "…", '
                                                       'control = "…" }')
        if stage == "razboynik-raspasy":
            left = classic.razboynik_raspasy(len(state.players)) - state.razboynik_raspasy
            if deal.raspasy is None:
                raise ctx.illegal(f"the razboynik ends with two circles of raspasy: {left} still to "
                                  f"play ({C.RAZBOYNIK_SOURCE})", key="declarer", value=deal.declarer,
                                  expected="raspasy = { Name = tricks, ... }")
            if deal.dark:
                raise ctx.illegal("the razboynik has no auction, so no PAS V TEMNUYU (R-P-C27)",
                                  key="dark", value=True, expected="a light raspas")
            return
        # the razboynik's games: no auction, each player's compulsory games (R-P-C27)
        owed = classic.razboynik_owed(state.razboynik or {})
        owing = {p: g for p, g in owed.items() if g}
        if deal.raspasy is not None:
            raise ctx.illegal("the razboynik's games come first: " + _owed_text(owing) +
                              f" ({C.RAZBOYNIK_SOURCE})", key="raspasy", value=deal.raspasy,
                              expected="a game from a player's list")
        for key in ("dark", "word", "prikup_returned"):
            if getattr(deal, key):
                raise ctx.illegal(f"the razboynik has no auction: no '{key}' (R-P-C27)", key=key,
                                  value=getattr(deal, key), expected="the compulsory game itself")

    # ---------------------------------------------------------------- games
    def _resolve_game(self, state: PrefState, deal: PreferansDeal, ctx: DealContext,
                      dealer_out: str | None) -> Resolved:
        opts = ctx.table.options
        players = ctx.table.players
        if deal.declarer is None or deal.contract is None:
            missing = "declarer" if deal.declarer is None else "contract"
            raise InvalidError(f"a game needs both declarer and contract; '{missing}' is missing",
                               entry=ctx.number, key=missing,
                               expected='declarer = "Name" and contract = "7♠" (or raspasy = {...})')
        declarer = ctx.player(deal.declarer, "declarer")
        if declarer == dealer_out:
            raise ctx.illegal(f"{declarer} deals this deal and sits out (four players)", key="declarer",
                              value=declarer, expected="one of the three players who hold cards")
        order = [players[(players.index(declarer) + i) % len(players)] for i in range(1, len(players))]
        defenders = [p for p in order if p != dealer_out]
        if deal.contract.strip().casefold() in TOTUS_NAMES:
            return self._resolve_totus(state, deal, ctx, Resolved("totus", dealer_out, defenders, declarer))
        try:
            contract = parse_contract(deal.contract)
        except NotationError as err:
            raise err.located(entry=ctx.number, key="contract")
        r = Resolved("game", dealer_out, defenders, declarer, contract, open=bool(deal.open))
        r.razboynik = state.stage == "razboynik"
        if r.razboynik:
            key = S.level_key(contract)
            try:
                classic.verify_razboynik_game(state.razboynik or {}, declarer, key)
            except IllegalError as err:
                raise err.located(entry=ctx.number)
        else:
            self._check_exit(state, contract, ctx)
        if deal.totus_help is not None:
            raise ctx.illegal("totus_help stands only beside contract = \"totus\"", key="totus_help",
                              value=deal.totus_help, expected="no totus_help on this game")
        self._resolve_dark(state, deal, ctx, r)
        if deal.help is not None:
            names = [deal.help] if isinstance(deal.help, str) else deal.help
            r.help = [ctx.player(h, "help") for h in names]
            if declarer in r.help:
                raise ctx.illegal("a player cannot help himself", key="help", value=deal.help,
                                  expected="partners whose pools are open")
        self._resolve_prikup(deal, ctx, r)
        if deal.excess_to is not None:
            if opts["overflow"] != "book":
                raise ctx.illegal("excess_to is the book's rule (overflow = book, R-S3)", key="excess_to",
                                  value=deal.excess_to, expected="no excess_to key under these rules")
            r.excess_to = ctx.player(deal.excess_to, "excess_to")
            if r.excess_to == declarer:
                raise ctx.illegal("the excess writes off an opponent's mountain", key="excess_to",
                                  value=deal.excess_to, expected="another player")
        r.prices = S.prices(contract, opts, dark=r.dark, bomb=r.bomb)
        if contract.is_misere:
            return self._resolve_misere(r, deal, ctx)
        level = int(contract.level or 0)
        if level == 10 and opts["ten_play"] == "catch":
            return self._resolve_catch(r, deal, ctx)
        if deal.whist is None:
            raise AmbiguousError("who whisted? the score depends on it", entry=ctx.number, key="whist",
                                 expected='whist = ["Name"] or ["A", "B"]; whist = [] when both passed')
        self._resolve_whisters(r, deal, ctx)
        if opts["stalingrad"] and contract.kind == "suit" and contract.strain is Suit.SPADES and level == 6:
            if len(r.whisters) != 2:
                raise ctx.illegal("6♠ must be whisted by both defenders ("
                                  + ("004 §6: \"vistovat' obyazany oba igroka\"" if opts["values"] == "mgu"
                                     else "Stalingrad") + ")", key="whist",
                                  value=deal.whist, expected=str(defenders))
        if r.dark:
            self._check_dark_only(r, deal, ctx, level)
        if level == 10 and opts["ten_whist"] == "duty" and not r.whisters:
            raise ctx.illegal("a 10-game must be whisted (ten_whist = duty)", key="whist", value=[],
                              expected="at least one defender: " + ", ".join(defenders))
        if deal.half_whist is not None:
            hw = ctx.player(deal.half_whist, "half_whist")
            if r.whisters:
                raise ctx.illegal("a half-whist stands only when nobody whisted (whist = [])",
                                  key="half_whist", value=hw,
                                  expected="whist = [] beside it, or record the whist itself")
            if hw not in defenders:
                raise ctx.illegal(f"{hw} is not a defender on this game", key="half_whist", value=hw,
                                  expected="one of " + ", ".join(defenders))
            if not S.half_whist_allowed(level, opts):
                raise ctx.illegal(f"no half-whist on {contract} (half_whist = {opts['half_whist']})",
                                  key="half_whist", value=hw, expected="a 6 or 7 contract")
            r.half_whist = hw
        if not r.whisters:
            return self._as_passed(r, deal, ctx)
        self._resolve_tricks(r, deal, ctx)
        return r

    def _resolve_whisters(self, r: Resolved, deal: PreferansDeal, ctx: DealContext) -> None:
        """Who whisted, in speaking order; the dealer whisting (004 §3); the book's mode (R-S4)."""
        opts = ctx.table.options
        assert deal.whist is not None
        whisters: list[str] = []
        for i, w in enumerate(deal.whist):
            name = ctx.player(w, f"whist.{i}")
            if name == r.declarer:
                raise ctx.illegal("the declarer cannot whist on his own game", key="whist", value=deal.whist,
                                  expected="defenders: " + ", ".join(r.defenders))
            if name in whisters:
                raise ctx.illegal(f"{name} is named twice", key="whist", value=deal.whist)
            if name == r.dealer_out:
                if not opts["dealer_whist"]:
                    raise ctx.illegal(f"{name} deals this deal and sits out (four players)", key="whist",
                                      value=deal.whist, expected="defenders: " + ", ".join(r.defenders))
                if len(deal.whist) != 1:
                    raise ctx.illegal(f"the dealer whists only instead of two defenders who both passed "
                                      f"({C.MGU_START} item 3; R-P-C33)", key="whist", value=deal.whist,
                                      expected=f'whist = ["{name}"] alone')
                r.dealer_whists = True
            whisters.append(name)
        r.whisters = whisters if r.dealer_whists else [d for d in r.defenders if d in whisters]
        if deal.mode is not None:
            if not opts["whist_modes"]:
                raise ctx.illegal("«Один / Помоги / Откроем» are the 1991 book's (whist_modes = false)",
                                  key="mode", value=deal.mode, expected="no mode key under these rules")
            mode = MODE_ALIASES.get(deal.mode.strip().casefold())
            if mode is None:
                raise InvalidError("unknown whist mode", entry=ctx.number, key="mode", value=deal.mode,
                                   expected="один, помоги or откроем (odin, pomogi, otkroem; alone, "
                                            "help, open)")
            if len(r.whisters) != 1 or len(r.defenders) != 2:
                raise ctx.illegal(f"«{mode}» is said by a lone whister when the other defender passed "
                                  f"({C.BOOK_MODES_SOURCE})", key="mode", value=deal.mode,
                                  expected="one name in whist = [...]")
            r.mode = mode
        elif opts["whist_modes"] and len(r.whisters) == 1 and len(r.defenders) == 2:
            raise AmbiguousError(f"{r.whisters[0]} whists alone: did he say «Один», «Помоги» or "
                                 f"«Откроем»? ({C.BOOK_MODES_SOURCE})", entry=ctx.number, key="mode",
                                 expected='mode = "один", "помоги" or "откроем"')
        if r.mode is not None:
            r.passer = next(d for d in r.defenders if d not in r.whisters)

    def _as_passed(self, r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
        r.kind = "passed"
        if deal.tricks is not None:
            raise ctx.illegal("both defenders passed: the game is scored without play, so no "
                              "tricks are recorded", key="tricks", value=deal.tricks,
                              expected="no tricks key, or name the whister in whist = [...]")
        if deal.open:
            raise ctx.illegal("open play needs a whister", key="open", value=True,
                              expected="no open key when both passed")
        return r

    def _resolve_dark(self, state: PrefState, deal: PreferansDeal, ctx: DealContext, r: Resolved) -> None:
        """Dark games, the auction word and the bomb played on (004 §6.3, §4; R-P-C4, R-P-C29)."""
        opts = ctx.table.options
        assert r.contract is not None and r.declarer is not None
        if deal.looked is not None:
            raise ctx.illegal("looked stands only on a dark raspas", key="looked", value=deal.looked,
                              expected="no looked key on a game")
        if deal.dark:
            if not opts["dark_games"]:
                raise ctx.illegal(f"no dark games under these rules (dark_games = false; {C.MGU_VARIANTS})",
                                  key="dark", value=True, expected="no dark key")
            r.dark = True
        if opts["bombs"] and state.bombs[r.declarer]:
            r.bomb = state.bombs[r.declarer][0]
        if deal.without_prikup:
            if not (r.contract.is_misere or int(r.contract.level or 0) >= C.WITHOUT_PRIKUP_MIN_LEVEL):
                raise ctx.illegal(f"only a nine, a ten or misère is declared without the prikup "
                                  f"({C.MGU_TORG})", key="without_prikup", value=True,
                                  expected="a contract of 9 or 10, or misere")
        if deal.word is not None:
            c = r.contract
            level = None if c.is_misere else int(c.level or 0)
            strain = None if c.is_misere else strain_index(c)
            try:
                w = classic.check_word(deal.word, level, strain, dark=r.dark,
                                       without_prikup=bool(deal.without_prikup))
            except ScorekeeperError as err:
                raise err.located(entry=ctx.number, key="word")
            if w.dark and not opts["dark_games"]:
                raise ctx.illegal("no dark words under these rules (dark_games = false)", key="word",
                                  value=deal.word, expected="a light word")
            r.word = w.name

    def _check_dark_only(self, r: Resolved, deal: PreferansDeal, ctx: DealContext, level: int) -> None:
        """Sixes and 7♠ after RAZ V TEMNUYU (and the like) are played only dark, closed, with both
        partners whisting (004 §6.3)."""
        assert r.contract is not None
        strain = strain_index(r.contract)
        only = classic.dark_only(r.word, level, strain) if r.word and r.word in C.DARK_ONLY \
            else (level == 6 or (level, strain) == (7, 0))
        if not only:
            return
        if len(r.whisters) != 2 or r.dealer_whists:
            raise ctx.illegal(f"a dark {r.contract} is played only dark and both partners must whist "
                              f"(004 §6.3 \"vistovat' obyazany oba partnera\")", key="whist",
                              value=deal.whist, expected=str(r.defenders))
        if deal.open:
            raise ctx.illegal(f"a dark {r.contract} is played closed («stoya»)", key="open", value=True,
                              expected="no open key")

    def _resolve_prikup(self, deal: PreferansDeal, ctx: DealContext, r: Resolved) -> None:
        """The prikup's cards for the dealer's whists (R-P6; R-P-C14)."""
        if deal.prikup is None:
            if deal.prikup_whists is not None:
                raise ctx.illegal("prikup_whists stands beside the prikup's cards", key="prikup_whists",
                                  value=deal.prikup_whists, expected='prikup = ["A♠", "K♠"] beside it')
            return
        if r.dealer_out is None:
            raise ctx.illegal("with three players the dealer holds cards: there are no dealer's "
                              "prikup whists (R-P6)", key="prikup", value=deal.prikup,
                              expected="no prikup key with three players")
        if deal.without_prikup:
            raise ctx.illegal("the game was declared without the prikup", key="prikup", value=deal.prikup,
                              expected="no prikup key beside without_prikup")
        if r.dark:
            raise ctx.illegal("a dark game's prikup is not shown (R-P-C14)", key="prikup",
                              value=deal.prikup, expected="no prikup key on a dark game")
        try:
            r.prikup_tricks = classic.prikup_tricks(deal.prikup)
        except ScorekeeperError as err:
            raise err.located(entry=ctx.number, key="prikup")
        r.prikup_whists = deal.prikup_whists is not False

    def _check_exit(self, state: PrefState, contract: Contract, ctx: DealContext) -> None:
        opts = ctx.table.options
        low = S.exit_minimum(state.streak, opts)
        if low <= T.LOWEST_LEVEL:
            return
        floor = Contract.of(low, Suit.SPADES)
        if ladder_step(contract, opts["misere_rank"]) < ladder_step(floor, opts["misere_rank"]):
            raise ctx.illegal(f"after {state.streak} raspasy in a row the exit is {low}: {contract} is "
                              f"too low (raspasy_exit = {opts['raspasy_exit']}, R-P-M6)",
                              key="contract", value=str(contract), expected=f"{low}♠ or higher")

    def _tricks_map(self, deal: PreferansDeal, r: Resolved, ctx: DealContext,
                    allowed: Sequence[str]) -> dict[str, int]:
        raw = deal.tricks
        if isinstance(raw, int):
            raw = {r.declarer: raw}
        out: dict[str, int] = {}
        for name, n in raw.items():
            who = ctx.player(name, f"tricks.{name}")
            if who == r.dealer_out and who not in allowed:
                raise ctx.illegal(f"{who} deals and sits out: he takes no tricks", key=f"tricks.{name}",
                                  value=n, expected="tricks of " + ", ".join(allowed))
            if who not in allowed:
                raise ctx.illegal(f"{who} did not play this deal" + (
                    f" («один»: {r.passer} lays his cards down)" if r.mode == "один" else ""),
                    key=f"tricks.{name}", value=n, expected="tricks of " + ", ".join(allowed))
            if not 0 <= n <= T.TRICKS_PER_DEAL:
                raise ctx.illegal("a player takes 0 to 10 tricks", key=f"tricks.{name}", value=n,
                                  expected="0 to 10")
            out[who] = n
        if sum(out.values()) > T.TRICKS_PER_DEAL:
            raise ctx.illegal(f"the tricks add up to {sum(out.values())}, more than 10", key="tricks",
                              value=deal.tricks, expected="ten tricks in all")
        return out

    def _resolve_misere(self, r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
        opts = ctx.table.options
        r.kind = "misere"
        if deal.half_whist is not None:
            raise ctx.illegal("no half-whist on a misère", key="half_whist", value=deal.half_whist)
        if opts["misere_whist"] == "per-trick":
            # the book: misère is whisted, each trick forced on the declarer paid (R-S2, R-P-C34)
            if deal.whist is None:
                raise AmbiguousError("who whisted the misère? the score depends on it", entry=ctx.number,
                                     key="whist", expected='whist = ["Name"], ["A", "B"], or [] when '
                                                           "both passed")
            self._resolve_whisters(r, deal, ctx)
            if not r.whisters:
                return self._as_passed(r, deal, ctx)
        elif deal.whist:
            raise ctx.illegal("misère is caught, not whisted (004 §7: na mizere visty ne pishutsya)",
                              key="whist", value=deal.whist, expected="no whist key on a misère")
        if deal.tricks is None:
            raise AmbiguousError("how many tricks did the misère player take?", entry=ctx.number,
                                 key="tricks", expected=f"tricks = {{ {r.declarer} = 0 }} (or 1, 2 …)")
        got = self._tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
        if r.declarer not in got:
            if len(got) == len(r.defenders):
                got[r.declarer] = T.TRICKS_PER_DEAL - sum(got.values())
            else:
                raise AmbiguousError("the misère player's own tricks are not given", entry=ctx.number,
                                     key="tricks", expected=f"tricks = {{ {r.declarer} = 0 }}")
        elif len(got) == 1 + len(r.defenders) and sum(got.values()) != T.TRICKS_PER_DEAL:
            raise ctx.illegal(f"the tricks add up to {sum(got.values())}, not 10", key="tricks",
                              value=deal.tricks, expected="ten tricks in all")
        r.tricks = got
        r.declarer_tricks = got[r.declarer]
        r.defenders_total = T.TRICKS_PER_DEAL - r.declarer_tricks
        return r

    def _resolve_catch(self, r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
        """A ten under ten_play = catch: the partners do not whist, they catch (004 §6.3; R-P-C28)."""
        if deal.whist:
            raise ctx.illegal("on a ten the partners do not whist, they lay their cards down and catch "
                              f"({C.MGU_HIGH}; ten_play = catch)", key="whist", value=deal.whist,
                              expected="no whist key on a ten")
        if deal.half_whist is not None:
            raise ctx.illegal("no half-whist on a ten", key="half_whist", value=deal.half_whist)
        if deal.tricks is None:
            raise AmbiguousError(f"how many tricks did {r.declarer} take?", entry=ctx.number, key="tricks",
                                 expected=f"tricks = {{ {r.declarer} = 10 }} (or fewer)")
        got = self._tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
        if r.declarer not in got:
            if len(got) == len(r.defenders):
                got[r.declarer] = T.TRICKS_PER_DEAL - sum(got.values())
            else:
                raise AmbiguousError(f"{r.declarer}'s own tricks are not given", entry=ctx.number,
                                     key="tricks", expected=f"tricks = {{ {r.declarer} = 10 }}")
        r.catch = True
        r.tricks = got
        r.declarer_tricks = got[r.declarer]
        r.defenders_total = T.TRICKS_PER_DEAL - r.declarer_tricks
        return r

    def _resolve_tricks(self, r: Resolved, deal: PreferansDeal, ctx: DealContext) -> None:
        if deal.tricks is None:
            raise AmbiguousError(f"how many tricks did {r.declarer} take?", entry=ctx.number, key="tricks",
                                 expected=f"tricks = {{ {r.declarer} = N }}, or every player's count")
        if r.dealer_whists:
            everyone = [r.declarer, r.whisters[0]]  # the dealer plays for the two who passed
        elif r.mode == "один":
            everyone = [r.declarer, r.whisters[0]]  # the passer's cards lie closed (R-S4)
        else:
            everyone = [r.declarer, *r.defenders]
        got = self._tricks_map(deal, r, ctx, everyone)
        unknown = [p for p in everyone if p not in got]
        if not unknown and sum(got.values()) != T.TRICKS_PER_DEAL:
            raise ctx.illegal(f"the tricks add up to {sum(got.values())}, not 10", key="tricks",
                              value=deal.tricks, expected="ten tricks in all")
        if len(unknown) == 1:
            got[unknown[0]] = T.TRICKS_PER_DEAL - sum(got.values())
            unknown = []
        if r.declarer in unknown:
            raise AmbiguousError(f"{r.declarer}'s tricks are not given and the others' do not fix them",
                                 entry=ctx.number, key="tricks",
                                 expected=f"tricks = {{ {r.declarer} = N }}")
        r.declarer_tricks = got[r.declarer]
        r.defenders_total = T.TRICKS_PER_DEAL - r.declarer_tricks
        if unknown:
            rest = r.defenders_total - sum(got.get(d, 0) for d in r.defenders)
            # the split between defenders matters only with two whisters each paid for his own, or
            # when each hand scores to its owner («Откроем», R-S4)
            needs_split = rest > 0 and (len(r.whisters) == 2 or r.mode == "откроем")
            if needs_split:
                how = "«Откроем»: each hand's tricks score to its owner" if r.mode == "откроем" else \
                    "two whisters each write whists for their own tricks"
                raise AmbiguousError(
                    f"{how}: say how the defenders' {r.defenders_total} tricks split", entry=ctx.number,
                    key="tricks", expected=f"tricks = {{ {r.declarer} = {r.declarer_tricks}, "
                                           f"{r.whisters[0]} = N }}")
            # one whister: every defender's trick is his (R-P-M2)
            target = r.whisters[0] if len(r.whisters) == 1 else unknown[0]
            for d in unknown:
                got[d] = 0
            got[target] = got.get(target, 0) + rest
        r.tricks = got

    def _resolve_totus(self, state: PrefState, deal: PreferansDeal, ctx: DealContext,
                       r: Resolved) -> Resolved:
        """A totus (004 §6.3: "12 nevybityh vzyatok ... igrok dolzhen sygrat' desyatirik"; §7)."""
        opts = ctx.table.options
        if not opts["totus"]:
            raise ctx.illegal("no totus under these rules (totus = false)", key="contract",
                              value=deal.contract, expected="6♠ … 10NT or misere")
        if state.stage == "razboynik":
            raise ctx.illegal("the razboynik's games are the compulsory ones: no totus (R-P-C27)",
                              key="contract", value=deal.contract, expected="a game the player owes")
        for key in ("whist", "half_whist", "mode", "prikup", "prikup_whists", "dark", "without_prikup",
                    "excess_to", "looked"):
            if getattr(deal, key) is not None:
                raise ctx.illegal(f"a totus is shown and played as a ten: no '{key}' (R-P-C1)", key=key,
                                  value=getattr(deal, key), expected="declarer, contract, tricks, "
                                                                     "totus_help")
        if deal.word is not None:
            try:
                r.word = classic.word(deal.word).name  # any word: totus follows the auction (R-P-C6)
            except ScorekeeperError as err:
                raise err.located(entry=ctx.number, key="word")
        if deal.tricks is None:
            raise AmbiguousError(f"how many of the ten did {r.declarer} take?", entry=ctx.number,
                                 key="tricks", expected=f"tricks = {{ {r.declarer} = 10 }}")
        got = self._tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
        if r.declarer not in got:
            raise AmbiguousError(f"{r.declarer}'s own tricks are not given", entry=ctx.number,
                                 key="tricks", expected=f"tricks = {{ {r.declarer} = 10 }}")
        r.tricks = got
        r.declarer_tricks = got[r.declarer]
        r.bomb = state.bombs[r.declarer][0] if opts["bombs"] and state.bombs[r.declarer] else 0
        named = [] if deal.totus_help is None else \
            [deal.totus_help] if isinstance(deal.totus_help, str) else list(deal.totus_help)
        r.totus_help = [ctx.player(n, "totus_help") for n in named]
        if r.bomb == C.ELKA and r.totus_help:
            raise ctx.illegal("a totus on an elka writes off every mountain: nobody is named "
                              f"({C.TOTUS_MADE_SOURCE})", key="totus_help", value=deal.totus_help,
                              expected="no totus_help key")
        try:
            classic.totus_partners(r.declarer, r.bomb, ctx.table.players, r.totus_help, r.dealer_out)
        except ScorekeeperError as err:
            raise err.located(entry=ctx.number)
        return r

    def _resolve_returned(self, deal: PreferansDeal, ctx: DealContext, dealer_out: str | None) -> Resolved:
        """A returned prikup (R-P6; 004 §7 "za vozvrashchennyj prikup - 1 ochko v goru")."""
        opts = ctx.table.options
        if not opts["dealer_prikup_whists"]:
            raise ctx.illegal("a returned prikup is the classic's (dealer_prikup_whists = false)",
                              key="prikup_returned", value=True, expected="no prikup_returned key")
        if deal.declarer is None:
            raise InvalidError("who gave the prikup back?", entry=ctx.number, key="declarer",
                               expected='declarer = "Name" beside prikup_returned = true')
        for key in ("contract", "whist", "tricks", "half_whist", "help", "looked",
                    *(k for k in CLASSIC_GAME_KEYS if k != "prikup_returned")):
            if getattr(deal, key) is not None:
                raise InvalidError("a returned prikup holds only the declarer (R-P-C30)", entry=ctx.number,
                                   key=key, value=getattr(deal, key),
                                   expected='declarer = "Name", prikup_returned = true')
        declarer = ctx.player(deal.declarer, "declarer")
        if declarer == dealer_out:
            raise ctx.illegal(f"{declarer} deals this deal and sits out (four players)", key="declarer",
                              value=declarer, expected="one of the three players who hold cards")
        return Resolved("returned", dealer_out, declarer=declarer)

    def _resolve_conditions(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> Resolved:
        """The mountain owner's conditions after the razboynik (004 §7; R-P-C17)."""
        extra = [k for k, v in deal if v is not None and k != "conditions"]
        if extra:
            raise InvalidError("the conditions entry holds only 'conditions' (and a note)",
                               entry=ctx.number, key=extra[0], value=getattr(deal, extra[0]),
                               expected="conditions = { pool = N, ... } alone")
        if state.stage != "conditions":
            why = ("these rules play no razboynik" if state.razboynik is None or
                   ctx.table.options["end"] == "razboynik" else
                   "the conditions are already set" if state.conditions is not None else
                   "the razboynik is not over yet: " + self._razboynik_left(state))
            raise ctx.illegal(f"no conditions now: {why} ({C.CONDITIONS_SOURCE})", key="conditions",
                              value=deal.conditions.model_dump(exclude_none=True) if deal.conditions else None)
        cond = deal.conditions
        assert cond is not None
        owners = classic.mountain_owners(state.mountain)
        if cond.by is None:
            if len(owners) > 1:
                raise AmbiguousError("several players share the largest mountain: name the one who "
                                     "sets the conditions (R-P-C17)", entry=ctx.number, key="conditions.by",
                                     expected="one of " + ", ".join(owners))
            by = owners[0]
        else:
            by = ctx.player(cond.by, "conditions.by")
        if cond.pool is None:
            raise AmbiguousError("the conditions name the pool to play", entry=ctx.number,
                                 key="conditions.pool", expected="pool = N (no larger than the "
                                                                 "smallest mountain)")
        try:
            classic.verify_conditions(state.mountain, by, cond.pool)
        except ScorekeeperError as err:
            raise err.located(entry=ctx.number)
        out = {"by": by, "pool": cond.pool}
        if cond.whist_price is not None:
            out["whist_price"] = cond.whist_price
        if cond.control is not None:
            out["control"] = str(cond.control)
        return Resolved("conditions", None, conditions=out)

    def _razboynik_left(self, state: PrefState) -> str:
        owed = {p: g for p, g in classic.razboynik_owed(state.razboynik or {}).items() if g}
        if owed:
            return _owed_text(owed)
        left = classic.razboynik_raspasy(len(state.players)) - state.razboynik_raspasy
        return f"{left} raspas(y) of the razboynik still to play"

    def _resolve_raspasy(self, state: PrefState, deal: PreferansDeal, ctx: DealContext,
                         dealer_out: str | None) -> Resolved:
        opts = ctx.table.options
        for key in ("declarer", "contract", "whist", "tricks", "half_whist", "open", "help", "word",
                    "totus_help", "prikup", "prikup_whists", "prikup_returned", "without_prikup", "mode",
                    "excess_to"):
            if getattr(deal, key) is not None:
                raise InvalidError("a raspasy deal holds only 'raspasy' (all passed: nobody declared)",
                                   entry=ctx.number, key=key, value=getattr(deal, key),
                                   expected="raspasy = { Name = tricks, ... } alone")
        players = ctx.table.players
        active = [p for p in players if p != dealer_out]
        elochka = opts["raspasy_scoring"] == "elochka"
        prikup = dealer_out is not None and opts["prikup_tricks"] == "dealer" and not elochka
        allowed = active + ([dealer_out] if prikup else [])
        got: dict[str, int] = {}
        for name, n in deal.raspasy.items():
            who = ctx.player(name, f"raspasy.{name}")
            if who not in allowed:
                raise ctx.illegal(f"{who} deals and sits out: prikup tricks are not counted "
                                  f"(prikup_tricks = {opts['prikup_tricks']})", key=f"raspasy.{name}",
                                  value=n, expected="tricks of " + ", ".join(active))
            if not 0 <= n <= T.TRICKS_PER_DEAL:
                raise ctx.illegal("a player takes 0 to 10 tricks", key=f"raspasy.{name}", value=n,
                                  expected="0 to 10")
            got[who] = n
        if prikup and dealer_out not in got:
            got[dealer_out] = 0  # prikup tricks are recorded under the dealer's name, or there were none
        unknown = [p for p in active if p not in got]
        if len(unknown) == 1:
            got[unknown[0]] = T.TRICKS_PER_DEAL - sum(got.values())
            if got[unknown[0]] < 0:
                raise ctx.illegal(f"the tricks add up to {T.TRICKS_PER_DEAL - got[unknown[0]]}, more than 10",
                                  key="raspasy", value=deal.raspasy, expected="ten tricks in all")
        elif unknown:
            raise AmbiguousError("say every player's raspasy tricks (one may be left out)",
                                 entry=ctx.number, key="raspasy",
                                 expected="raspasy = { " + ", ".join(f"{p} = N" for p in active) + " }")
        if sum(got.values()) != T.TRICKS_PER_DEAL:
            raise ctx.illegal(f"the tricks add up to {sum(got.values())}, not 10", key="raspasy",
                              value=deal.raspasy, expected="ten tricks in all")
        r = Resolved("raspasy", dealer_out, raspasy={p: got[p] for p in players if p in got})
        r.razboynik = state.stage == "razboynik-raspasy"
        r.elochka = elochka
        if deal.dark:
            if not opts["dark_games"]:
                raise ctx.illegal(f"no dark raspasy under these rules (dark_games = false; "
                                  f"{C.MGU_VARIANTS})", key="dark", value=True, expected="no dark key")
            if elochka:
                raise ctx.illegal("the «ёлочка» is not dark", key="dark", value=True, expected="no dark key")
            r.dark = True
            looked = [ctx.player(n, f"looked.{i}") for i, n in enumerate(deal.looked or [])]
            for n in looked:
                if n not in active:
                    raise ctx.illegal(f"{n} deals and sits out: he says nothing", key="looked",
                                      value=deal.looked, expected="players who hold cards: " + ", ".join(active))
            if set(looked) >= set(active):
                raise ctx.illegal("everybody looked before passing: that is a light raspas", key="looked",
                                  value=deal.looked, expected="at least one PAS V TEMNUYU; or no dark key")
            r.looked = looked
        elif deal.looked is not None:
            raise ctx.illegal("looked stands only on a dark raspas", key="looked", value=deal.looked,
                              expected="dark = true beside it")
        return r

    # --- applying ----------------------------------------------------------------------------
    def apply_deal(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> None:
        r = ctx.checked if isinstance(ctx.checked, Resolved) else self._resolve(state, deal, ctx)
        before_pool, before_mnt = dict(state.pool), dict(state.mountain)
        main_stage = state.stage == "main"
        made = True
        if r.kind == "conditions":
            text, result = self._apply_conditions(state, r, ctx)
            self._mark(state, before_pool, before_mnt)
            self._history(state, ctx, text, result, dealer=False)
            return
        if r.kind == "raspasy":
            text, result = self._apply_raspasy(state, r, ctx)
        elif r.kind == "returned":
            text, result = self._apply_returned(state, r, ctx)
        else:
            streak = state.streak
            if streak:
                ctx.step(f"a game after {streak} raspasy in a row: the raspasy streak ends",
                         "R-P-M5")
            state.streak = 0
            state.dark_streak = 0
            if r.kind == "totus":
                text, result, made = self._apply_totus(state, r, ctx)
            elif r.kind == "misere" and not r.whisters:
                text, result, made = self._apply_misere(state, r, ctx)
            elif r.kind == "passed":
                text, result, made = self._apply_passed(state, r, ctx)
            else:
                text, result, made = self._apply_game(state, r, ctx)
            self._after_game(state, r, ctx, made)
        state.deals += 1
        opts = state.options
        self._dealer_again(state, r, ctx, main_stage, made)
        if r.last_circle:
            state.last_circle_left = len(state.players)
            ctx.step(f"the control time has come: the last circle begins ({len(state.players)} deals)",
                     f"{C.MGU_SHEET} field 3; R-P-C24")
        if state.last_circle_left:
            state.last_circle_left -= 1
            if not state.last_circle_left:
                ctx.step("the last circle is played: the game is over", f"{C.MGU_SHEET} field 3; R-P-C24")
        if opts["pool_premium"] or opts["half_pool_premium"]:
            self._premiums(state, before_pool, ctx)
        if state.stage != "main":
            self._advance_stage(state, ctx)
        self._whole(state)
        self._mark(state, before_pool, before_mnt)
        self._history(state, ctx, text, result)

    def _dealer_again(self, state: PrefState, r: Resolved, ctx: DealContext, main_stage: bool,
                      made: bool) -> None:
        """Whether the next deal stays with this dealer (see :meth:`deals_again`)."""
        again = False
        if state.options["dealer_deals_again"] and main_stage:
            if r.kind == "raspasy":
                again = state.streak % C.MGU_RASPAS_LAST_STEP != 0
            elif r.kind == "misere" and not made:
                again = True
        if again:
            ctx.step(f"{ctx.dealer} deals again", f"{T.SRC_004_DEALER_AGAIN}; R-P-C38")
        state.dealer_again = again

    def _after_game(self, state: PrefState, r: Resolved, ctx: DealContext, made: bool) -> None:
        """What a game leaves behind: its bomb spent or kept (004 §6.3), the razboynik's list."""
        d = r.declarer
        assert d is not None
        if r.bomb:
            name = C.BOMB_NAMES[r.bomb]
            state.bombs[d] = list(classic.play_on_bomb(state.bombs[d], made)[1])
            if made:
                ctx.step(f"the won game extinguishes {d}'s {name}" + (
                    f"; the next game goes on his {C.BOMB_NAMES[state.bombs[d][0]]}" if state.bombs[d]
                    else ""), C.BOMB_CARRY_SOURCE)
            else:
                ctx.step(f"lost: {d}'s {name} stays for his next game", C.BOMB_CARRY_SOURCE)
        if r.razboynik:
            assert r.contract is not None and state.razboynik is not None
            key = S.level_key(r.contract)
            state.razboynik[d].append(key)
            owed = classic.razboynik_owed({d: state.razboynik[d]})[d]
            ctx.step(f"razboynik: {d} has played his {_game_label(key)}" + (
                " (counted, made or not)" if not made else "") + "; still owes "
                + (", ".join(_game_label(g) for g in owed) if owed else "nothing"),
                f"{C.RAZBOYNIK_SOURCE}; R-P-C16")

    def _advance_stage(self, state: PrefState, ctx: DealContext) -> None:
        """The razboynik's stages (004 §7): games, two circles of raspasy, the conditions."""
        if state.stage == "razboynik":
            owed = classic.razboynik_owed(state.razboynik or {})
            if not any(owed.values()):
                state.stage = "razboynik-raspasy"
                n = classic.razboynik_raspasy(len(state.players))
                ctx.step(f"every player has played his six games: now two circles of raspasy ({n})",
                         C.RAZBOYNIK_SOURCE)
        elif state.stage == "razboynik-raspasy":
            if state.razboynik_raspasy >= classic.razboynik_raspasy(len(state.players)):
                state.streak = 0
                if state.options["end"] == "razboynik":
                    state.stage = "main"
                    ctx.step("the razboynik is played out: the sheet is settled (004 §9 gusarik)",
                             f"{C.MGU_VARIANTS}; R-P10")
                else:
                    state.stage = "conditions"
                    owners = ", ".join(classic.mountain_owners(state.mountain))
                    ctx.step(f"the razboynik is played out: the mountain owner ({owners}) sets the whist "
                             f"price, the pool and the control time", C.CONDITIONS_SOURCE)

    # paragraphs ------------------------------------------------------------------------------
    def _apply_game(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
        opts = ctx.table.options
        c, d, pr = r.contract, r.declarer, r.prices
        assert c is not None and d is not None and pr is not None
        level = 0 if c.is_misere else int(c.level or 0)
        got = r.declarer_tricks
        made = got == 0 if c.is_misere else got >= level
        name = _contract_label(r)
        if r.catch:
            text = f"{d} {name}; caught, not whisted"
            ctx.step("a ten: the partners do not whist, they lay their cards down and catch",
                     f"{C.MGU_HIGH}; {C.MGU_SHEET}; R-P-C28")
        else:
            mode = "open" if r.open else "closed"
            who = " and ".join(r.whisters)
            text = f"{d} {name}; {who} whist{'s' if len(r.whisters) == 1 else ''}" + (
                f" «{r.mode}»" if r.mode else f" ({mode})")
        self._bomb_step(r, ctx)
        failed_whisters: list[str] = []
        result = (f"made ({got})" if made else f"caught ({got})") if c.is_misere else \
            (f"made ({got})" if made else f"failed by {level - got} ({got})")
        if r.catch:
            pass
        elif opts["whist_minimum"] == "book":
            failed_whisters = self._book_whists(state, r, ctx)
        elif c.is_misere:
            for w in r.whisters:  # misere_whist = per-trick without the book's table (R-P-C34)
                amount = got * pr.whist
                if amount:
                    ctx.step(f"{w} writes {got} trick(s) forced on the misère × {pr.whist} = {amount} "
                             f"whists on {d}", "R-P-C34; misere_whist = per-trick", w, f"whists:{d}", amount)
                    state.whists[w][d] += amount
        else:
            failed_whisters = self._whists(state, r, ctx, made)
        if failed_whisters:
            result += "; whist short: " + ", ".join(failed_whisters)
        self._prikup_whists(state, r, ctx)
        if made:
            self._earned(state, r, ctx, exclude=failed_whisters)
            return text, result, True
        if c.is_misere:
            ctx.step(f"{d}'s misère caught with {got} trick(s): {got} × {pr.remiz} to the mountain",
                     C.BOOK_MISERE_SOURCE if opts["values"] == "book" else f"{T.R_MISERE}; R-P-C34",
                     d, "mountain", got * pr.remiz)
            self._mountain(state, d, exact(got * pr.remiz))
            return text, result, False
        under = level - got
        ctx.step(f"{d} failed {c} by {under}: {under} × {pr.remiz} to the mountain",
                 (C.BOOK_FAILED_SOURCE if opts["values"] == "book" else T.R_REMIZ)
                 + ("; remiz_doubling" if opts["remiz_doubling"] else "") + _price_note(r),
                 d, "mountain", under * pr.remiz)
        self._mountain(state, d, exact(under * pr.remiz))
        self._consolation(state, r, ctx, under)
        return text, result, False

    def _bomb_step(self, r: Resolved, ctx: DealContext) -> None:
        if r.dark:
            ctx.step(f"a dark game: the dark column of the value table, ×{C.DARK_MULTIPLIER}",
                     f"{C.DARK_SOURCE}; {C.MGU_VALUE_SOURCE}")
        if r.bomb:
            ctx.step(f"played on {r.declarer}'s {C.BOMB_NAMES[r.bomb]}: ×{C.BOMB_MULTIPLIER[r.bomb]}",
                     f"{C.BOMB_SOURCE}; R-P-C4")

    def _whists(self, state: PrefState, r: Resolved, ctx: DealContext, made: bool) -> list[str]:
        """Whists of a game and the whisters' minimum (004 §7 example 1; R-P2; R-P-M1, R-P-M2)."""
        opts = ctx.table.options
        c, d, pr = r.contract, r.declarer, r.prices
        assert c is not None and d is not None and pr is not None
        level = int(c.level or 0)
        defenders_tricks = {x: r.tricks.get(x, 0) for x in r.defenders}
        if r.dealer_whists:
            defenders_tricks = {r.whisters[0]: r.defenders_total}
            ctx.step(f"both defenders passed and {r.whisters[0]} (the dealer) whists instead of them: "
                     f"all {r.defenders_total} defenders' trick(s) are his", f"{C.MGU_START} item 3; R-P-C33")
        lone = len(r.whisters) == 1 and len(r.defenders) == 2 and not r.dealer_whists
        passer = next(x for x in r.defenders if x not in r.whisters) if lone else None
        credit = S.whisters_credit(defenders_tricks, r.whisters, opts, made=made, passer=passer)
        if passer is not None and passer in credit:
            ctx.step(f"gentleman's whist: {r.whisters[0]} whisted, {passer} passed and the game "
                     + ("failed" if not made else "was made") + f": the defence's {r.defenders_total} "
                     f"trick(s) are split equally, {txt(credit[passer])} each",
                     f"R-P11; {T.MODERN}; lone_whist = {opts['lone_whist']}")
        elif lone:
            ctx.step(f"one whister: {r.whisters[0]} plays for the passed {passer_text(r)} too: all "
                     f"{r.defenders_total} defenders' trick(s) count for {r.whisters[0]}", "R-P-M2")
        failed: list[str] = []
        if made:
            answer = S.whisters_answer(defenders_tricks, r.whisters)
            shortfalls = S.whister_shortfalls(level, answer, r.whisters, opts)
            for w, short in shortfalls.items():
                failed.append(w)
                pts = short * pr.shortfall
                ctx.step(f"{w} is {txt(short)} trick(s) short of the whist minimum "
                         f"({S.whist_minimum(level)} on {level}): {txt(short)} × {txt(pr.shortfall)} to the "
                         f"mountain", f"R-P2; R-P-M1; whist_penalty = {opts['whist_penalty']}"
                         + _price_note(r), w, "mountain", num(pts))
                self._mountain(state, w, pts)
        for w, tricks in credit.items():
            amount = tricks * pr.whist
            if amount:
                ctx.step(f"{w} writes {txt(tricks)} trick(s) × {pr.whist} = {txt(amount)} whists on {d}",
                         (C.MGU_WHIST_SOURCE if opts["values"] == "mgu" else T.R_WHIST)
                         + ("; whist_doubling" if opts["whist_doubling"] else "")
                         + ("; R-P11" if w == passer else "") + _price_note(r),
                         w, f"whists:{d}", num(amount))
                state.whists[w][d] += amount
        r.tricks = {**r.tricks, **credit}  # the consolation reads them
        return failed

    def _book_whists(self, state: PrefState, r: Resolved, ctx: DealContext) -> list[str]:
        """The book's whists and minimums (R-S2; R-S4 «Один / Помоги / Откроем»; R-P-C20, R-P-C21)."""
        c, d, pr = r.contract, r.declarer, r.prices
        assert c is not None and d is not None and pr is not None
        key = S.level_key(c)
        if r.mode is None:
            names = list(r.whisters)
        else:
            names = [r.whisters[0]] + ([r.passer] if r.mode != "один" and r.passer else [])
        tricks = {p: r.tricks.get(p, 0) for p in names}
        bw = classic.book_whists(key, tricks, mode=r.mode, whister=r.whisters[0] if r.mode else None,
                                 declarer_tricks=r.declarer_tricks)
        rule = C.BOOK_WHIST_SOURCE + (f"; {C.BOOK_MODES_SOURCE}" if r.mode else "; R-P-C20")
        if r.mode:
            ctx.step({"один": f"«Один»: {r.whisters[0]} plays alone, {r.passer}'s cards lie closed; "
                              f"the minimum «в одиночку» is his",
                      "помоги": f"«Помоги»: {r.passer}'s cards help, every whist and every penalty is "
                                f"{r.whisters[0]}'s; the minimum «вдвоём» is his",
                      "откроем": f"«Откроем»: open play, each hand's whists to its owner; "
                                 f"{r.whisters[0]} alone carries the minimum «вдвоём»"}[r.mode],
                     C.BOOK_MODES_SOURCE)
        for p, amount in bw.whists.items():
            if amount:
                counted = r.declarer_tricks if c.is_misere else (
                    sum(tricks.values()) if r.mode == "помоги" else tricks[p])
                ctx.step(f"{p} writes {counted} trick(s) × {pr.whist} = {amount} whists on {d}"
                         + (" (tricks forced on the misère)" if c.is_misere else ""), rule, p,
                         f"whists:{d}", amount)
                state.whists[p][d] += amount
        for p, pts in bw.mountain.items():
            ctx.step(f"{p} is short of the book's whist minimum: {pts // int(pr.shortfall)} trick(s) × "
                     f"{txt(pr.shortfall)} («штраф за недобор») to the mountain",
                     f"{C.BOOK_WHIST_SOURCE}; R-P-C20; R-P-C21", p, "mountain", pts)
            self._mountain(state, p, exact(pts))
        return list(bw.mountain)

    def _consolation(self, state: PrefState, r: Resolved, ctx: DealContext, under: int) -> None:
        """Whists "za bezvzyatie" on a failed declarer (R-P3; 004 §7 example 2; a ten, R-P-C28)."""
        opts = ctx.table.options
        d, pr = r.declarer, r.prices
        assert d is not None and pr is not None
        if opts["consolation"] == "gentleman":
            if opts["values"] == "book":
                ctx.step("the book writes no whists for the undertricks: only the tricks taken count",
                         f"{C.BOOK_NO_CONSOLATION_SOURCE}; consolation = gentleman")
            else:
                ctx.step("no consolation (gentleman's: dzhentl'menskij vist)",
                         f"{T.R_CONSOLATION}; consolation = gentleman")
            return
        writers = S.consolation_writers(r.defenders, [] if r.catch else r.whisters, r.dealer_out, opts)
        trick_whists = {w: r.tricks.get(w, 0) * pr.whist for w in r.whisters}
        for x in writers:
            amount = S.consolation_amount(x, under, pr.consolation, r.whisters, trick_whists, opts)
            if amount:
                ctx.step(f"{x} writes consolation {txt(amount)} whists on {d} ({under} undertrick(s)"
                         f" × {pr.consolation}" + (", robber" if opts["consolation"] == "robber"
                                                    and x not in r.whisters else "")
                         + (", the dealer" if x == r.dealer_out else "") + ")",
                         f"{T.R_CONSOLATION}; consolation = {opts['consolation']}"
                         + (f"; consolation_to = {opts['consolation_to']}" if x == r.dealer_out else "")
                         + _price_note(r), x, f"whists:{d}", num(amount))
                state.whists[x][d] += amount

    def _prikup_whists(self, state: PrefState, r: Resolved, ctx: DealContext) -> None:
        """The dealer's whists for a prikup that brought tricks (R-P6; 004 §3 item 2, §7)."""
        if not r.prikup_tricks or r.dealer_out is None:
            return
        d, c = r.declarer, r.contract
        assert d is not None and c is not None
        if not ctx.table.options["dealer_prikup_whists"]:
            ctx.step("the prikup is recorded; no dealer's prikup whists under these rules",
                     "R-P6; dealer_prikup_whists = false")
            return
        if not r.prikup_whists:
            ctx.step(f"{r.dealer_out} (the dealer) does not write the prikup whists",
                     f"{C.PRIKUP_TRICKS_SOURCE} (\"mozhet zapisat'\")")
            return
        amount = classic.dealer_prikup_whists(r.prikup_tricks, S.level_key(c), bomb=r.bomb)
        if not amount:
            ctx.step("misère: the prikup brings the dealer no whists", f"{C.PRIKUP_TRICKS_SOURCE}; R-P-C14")
            return
        per = amount // r.prikup_tricks
        ctx.step(f"{r.dealer_out} (the dealer) writes {r.prikup_tricks} prikup trick(s) × {per} = {amount} "
                 f"whists on {d}", C.PRIKUP_TRICKS_SOURCE, r.dealer_out, f"whists:{d}", amount)
        state.whists[r.dealer_out][d] += amount

    def _earned(self, state: PrefState, r: Resolved, ctx: DealContext, *, exclude: Sequence[str]) -> None:
        """A won game's points: R-P5's halving of an irresponsible game, then where they go."""
        opts = ctx.table.options
        d, pr = r.declarer, r.prices
        assert d is not None and pr is not None
        points = exact(pr.value)
        if not r.razboynik:
            state.won_games[d] += 1
        if opts["responsible_games"] and not r.razboynik:
            k = state.won_games[d]
            cover = self._cover(state, d)
            if not classic.is_responsible(k, state.raspasy_played, cover - state.raspasy_played):
                points = exact(classic.game_points(pr.value, responsible=False))
                ctx.step(f"{d}'s {_ordinal(k)} won game, with only {cover} raspasy and razboynik games "
                         f"to cover it: irresponsible, half the points ({pr.value} → {txt(points)})",
                         f"{C.RESPONSIBLE_SOURCE}; R-P-C8")
            else:
                ctx.step(f"{d}'s {_ordinal(k)} won game, covered by {cover} raspasy and razboynik "
                         f"games: responsible", f"{C.RESPONSIBLE_SOURCE}; R-P-C8")
        self._game_points(state, d, points, _contract_label(r), ctx, exclude=exclude, chosen=r.help,
                          dealer_out=r.dealer_out, excess_to=r.excess_to, rule_extra=_price_note(r))

    def _cover(self, state: PrefState, p: str) -> int:
        """R-P5's cover of a player: the raspasy so far and his own razboynik games (R-P-C8)."""
        return state.raspasy_played + (len(state.razboynik[p]) if state.razboynik is not None else 0)

    def _apply_passed(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
        opts = ctx.table.options
        c, d, pr = r.contract, r.declarer, r.prices
        assert c is not None and d is not None and pr is not None
        name = _contract_label(r)
        text = f"{d} {name}; both passed"
        ctx.step(f"both defenders passed: {d} scores {name} without play",
                 C.BOOK_PASSED_SOURCE if opts["values"] == "book" else T.R_PASSED)
        self._bomb_step(r, ctx)
        level = 0 if c.is_misere else int(c.level or 0)
        if r.half_whist:
            credit = S.half_whist_credit(level, opts)
            text = f"{d} {name}; {r.half_whist} half-whists"
            ctx.step(f"{r.half_whist} said half-whist: {credit} trick(s) × {pr.whist} = {credit * pr.whist} "
                     f"whists on {d}", T.R_HALF_WHIST, r.half_whist, f"whists:{d}", credit * pr.whist)
            state.whists[r.half_whist][d] += credit * pr.whist
        elif opts["passed_whists"] == "right" and level in C.MGU_PASSED_WHISTS:
            right = r.defenders[-1]
            tricks = C.MGU_PASSED_WHISTS[level]
            ctx.step(f"{right}, on {d}'s right, writes {tricks} trick(s) × {pr.whist} = {tricks * pr.whist} "
                     f"whists on {d} (\"ushel za svoi visty\")", f"{C.MGU_PASSED_SOURCE}; R-P-C25",
                     right, f"whists:{d}", tricks * pr.whist)
            state.whists[right][d] += tricks * pr.whist
        self._prikup_whists(state, r, ctx)
        self._earned(state, r, ctx, exclude=[])
        return text, "made without play", True

    def _apply_misere(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
        opts = ctx.table.options
        c, d, pr = r.contract, r.declarer, r.prices
        assert c is not None and d is not None and pr is not None
        got = r.declarer_tricks
        text = f"{d} {_contract_label(r)}"
        self._bomb_step(r, ctx)
        if got == 0:
            self._earned(state, r, ctx, exclude=[])
            return text, "made (no trick)", True
        ctx.step(f"{d}'s misère caught with {got} trick(s): {got} × {pr.remiz} to the mountain; no whists",
                 T.R_MISERE + ("; remiz_doubling" if opts["remiz_doubling"] else "") + _price_note(r),
                 d, "mountain", got * pr.remiz)
        self._mountain(state, d, exact(got * pr.remiz))
        return text, f"caught ({got})", False

    def _apply_totus(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
        """Totus made: own pool closed, own mountain written off, on a bomb partners helped; failed:
        the mountain doubled (004 §7; R-P-C1, R-P-C2, R-P-C3)."""
        d = r.declarer
        assert d is not None
        players = state.players
        made = r.declarer_tricks >= C.TOTUS_PLAYED_AS
        text = f"{d} totus" + (f" (helping {', '.join(r.totus_help)})" if r.totus_help else "")
        ctx.step(f"totus: shown to the partners, they discard, {d} plays the remaining ten as a ten",
                 f"{C.MGU_HIGH} (\"TOTUS (ili PREFERANS)\"); R-P-C1")
        if r.bomb:
            ctx.step(f"played on {d}'s {C.BOMB_NAMES[r.bomb]}", f"{C.TOTUS_MADE_SOURCE}; {C.BOMB_SOURCE}")
        if made:
            e = classic.totus_made(d, players, state.pool, state.mountain, state.pool_target, bomb=r.bomb,
                                   helped=r.totus_help, dealer=r.dealer_out)
            rule = C.TOTUS_MADE_SOURCE + ("; R-P-C2" if r.bomb else "")
            for p in players:
                add = exact(e.pool.get(p, 0))
                if add:
                    state.pool[p] += add
                    ctx.step(f"{p}'s pool closed: {txt(add)} to the pool" + (f" ({d}'s totus helps)"
                                                                            if p != d else ""),
                             rule, p, "pool", num(add))
                off = exact(e.mountain.get(p, 0))
                if off:
                    self._mountain(state, p, off)
                    ctx.step(f"{p}'s mountain written off: {txt(off)}", rule, p, "mountain", num(off))
                w = exact(e.whists.get(p, 0))
                if w:
                    state.whists[d][p] += w
                    ctx.step(f"{d} writes {txt(w)} whists on {p} for the help (10 a point)",
                             f"{C.TOTUS_MADE_SOURCE}; R-P7; R-P-C2", d, f"whists:{p}", num(w))
            state.won_games[d] += 1
            if state.options["responsible_games"]:
                ctx.step(f"a made totus counts as {d}'s won game; it has no points to halve", "R-P-C37")
            return text, "made", True
        e = classic.totus_failed(d, players, state.mountain, bomb=r.bomb, helped=r.totus_help,
                                 dealer=r.dealer_out)
        add = exact(e.mountain.get(d, 0))
        ctx.step(f"{d}'s totus failed ({r.declarer_tricks} of 10): his mountain doubled" +
                 (" and the partners' mountains added" if r.bomb else "") + f": +{txt(add)}",
                 C.TOTUS_FAILED_SOURCE + ("; R-P-C3" if r.bomb else ""), d, "mountain", num(add))
        self._mountain(state, d, add)
        return text, f"failed ({r.declarer_tricks})", False

    def _apply_returned(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
        d = r.declarer
        assert d is not None
        pts = classic.returned_prikup_points()
        ctx.step(f"{d} returned the prikup: {pts} point to his mountain", C.RETURNED_PRIKUP_SOURCE, d,
                 "mountain", pts)
        self._mountain(state, d, exact(pts))
        return f"{d} returned the prikup", f"+{pts} mountain"

    def _apply_conditions(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
        cond = r.conditions
        state.conditions = dict(cond)
        state.pool_target = cond["pool"]
        state.stage = "main"
        parts = [f"pool {cond['pool']}"]
        if "whist_price" in cond:
            parts.append(f"whist price {cond['whist_price']}")
        if "control" in cond:
            parts.append(f"control time {cond['control']}")
        ctx.step(f"{cond['by']}, the mountain owner, sets the conditions: " + ", ".join(parts)
                 + "; the main game begins", C.CONDITIONS_SOURCE, cond["by"], "pool target", cond["pool"])
        closed = [p for p in state.players if state.pool[p] >= state.pool_target]
        if closed:
            ctx.step(f"already closed at {cond['pool']}: {', '.join(closed)}", C.CONDITIONS_SOURCE)
        return "conditions: " + ", ".join(parts) + f" (by {cond['by']})", "the main game begins"

    def _apply_raspasy(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
        opts = ctx.table.options
        if r.elochka:
            return self._apply_elochka(state, r, ctx)
        nth = 1 if r.razboynik else state.streak + 1
        base = S.raspas_step(0 if r.razboynik else state.streak, opts)
        step = base * (C.DARK_MULTIPLIER if r.dark else 1)
        first = S.raspas_step(0, opts)
        text = ("dark " if r.dark else "") + "raspasy" + (f" ×{nth}" if nth > 1 else "") + (
            " (razboynik)" if r.razboynik else "") + ": " + ", ".join(f"{p} {n}" for p, n in r.raspasy.items())
        if r.razboynik:
            k = state.razboynik_raspasy + 1
            ctx.step(f"raspas {k} of the razboynik's {classic.razboynik_raspasy(len(state.players))}: a "
                     f"trick costs {step}", f"{C.RAZBOYNIK_SOURCE}; R-P-C26")
        else:
            ctx.step(f"raspas {nth} in a row: a trick costs {base} "
                     f"(raspasy_progression = {opts['raspasy_progression']})", "R-P4; R-P-M5")
        if r.dark:
            ctx.step(f"a dark raspas (PAS V TEMNUYU): every trick doubled, {step} a trick",
                     f"{C.MGU_HIGH} (\"vse shtrafnye ochki za vzyatki udvaivayutsya\"); R-P4")
        if opts["raspasy_scoring"] == "whists":
            active = {p: n for p, n in r.raspasy.items() if p != r.dealer_out}
            ratio = step // first if first else 1
            ties = sum(1 for n in active.values() if n == min(active.values()))
            shared = ties > 1 and opts["raspasy_tie"] == "split"
            for writer, on, amount in S.rostov_raspasy(active, ratio, opts):
                ctx.step(f"{writer} took fewest tricks: writes {txt(amount)} whists on {on} "
                         f"({active[on]} trick(s) × {opts['raspasy_whists']} × {ratio}"
                         + (f" ÷ {ties}, shared by the tied" if shared else "") + ")",
                         f"{T.R_RASPAS_ROSTOV}; R-P-M7" + (f"; R-P12; raspasy_tie = {opts['raspasy_tie']}"
                                                          if ties > 1 else ""),
                         writer, f"whists:{on}", num(amount))
                state.whists[writer][on] += amount
            if r.dealer_out is not None and r.raspasy.get(r.dealer_out):
                n = r.raspasy[r.dealer_out]
                ctx.step(f"{r.dealer_out} (dealer) pays the prikup's {n} trick(s): {n} × {step} to the "
                         f"mountain", "R-P4", r.dealer_out, "mountain", n * step)
                self._mountain(state, r.dealer_out, exact(n * step))
        else:
            for p, n in r.raspasy.items():
                if n:
                    prik = " (the prikup's, uncovered: the dealer's)" if p == r.dealer_out else ""
                    ctx.step(f"{p} took {n} trick(s) on raspasy{prik}: {n} × {step} to the mountain",
                             T.R_RASPAS + (f"; {C.MGU_RASPAS}" if prik else ""), p, "mountain", n * step)
                    self._mountain(state, p, exact(n * step))
        for p, n in r.raspasy.items():
            if n or p == r.dealer_out:
                continue
            where, amount = S.zero_trick_reward(step, opts)
            rule = f"{T.R_ZERO}; raspas_zero = {opts['raspas_zero']}"
            if where == "pool":
                ctx.step(f"{p} took no trick: {amount} to the pool", rule)
                self._to_pool(state, p, exact(amount), ctx, exclude=[], chosen=[],
                              dealer_out=r.dealer_out, rule=rule)
            elif where == "mountain":
                off = classic.write_off(exact(amount), state.mountain[p])
                if off:
                    ctx.step(f"{p} took no trick: {txt(off)} off his mountain", "R-P4", p, "mountain",
                             num(-off))
                    self._mountain(state, p, -off)
                else:
                    ctx.step(f"{p} took no trick, but his mountain is empty: the reward is lost",
                             f"R-P4; {C.MGU_SHEET} (\"zarabotannye na raspasah ochki propadayut\")")
        if r.dark and opts["bombs"]:
            self._bombs(state, r, ctx)
        state.raspasy_played += 1
        state.dark_streak = state.dark_streak + 1 if r.dark else 0
        if r.razboynik:
            state.razboynik_raspasy += 1
            left = classic.razboynik_raspasy(len(state.players)) - state.razboynik_raspasy
            return text, f"razboynik raspasy left: {left}"
        state.streak += 1
        low = S.exit_minimum(state.streak, opts)
        result = f"next raspas at {S.raspas_step(state.streak, opts)}" + (f"; exit {low}" if low > T.LOWEST_LEVEL else "")
        return text, result

    def _bombs(self, state: PrefState, r: Resolved, ctx: DealContext) -> None:
        """Bombs drawn for a dark raspas (004 §6.3; R-P-C7, R-P-C35)."""
        in_row = state.dark_streak + 1
        active = [p for p in state.players if p != r.dealer_out]
        looked = {p: p in r.looked for p in active}
        awards = classic.bomb_awards(in_row, looked, r.dealer_out)
        for p in state.players:
            b = awards.get(p, 0)
            why = ("the dealer" + (", nobody looked" if not r.looked else ", somebody looked: one rank "
                                   "lower") if p == r.dealer_out else
                   "looked before passing: one rank lower" if p in r.looked else "passed in the dark")
            if b:
                state.bombs[p].append(b)
                ctx.step(f"{p} ({why}): a {C.BOMB_NAMES[b]} is drawn on his sheet", C.BOMB_AWARD_SOURCE,
                         p, "bombs", b)
            elif p in looked or p == r.dealer_out:
                ctx.step(f"{p} ({why}): no bomb (a simple bomb one rank lower is nothing)",
                         C.BOMB_AWARD_SOURCE)

    def _apply_elochka(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
        """The book's «ёлочка»: 3 points a trick, no prikup, no trump (R-S1); later all-pass deals
        alike (R-P-C23)."""
        opening = state.deals < ctx.table.options["elochka_deals"]
        rule = C.ELOCHKA_SOURCE if opening else f"{C.ELOCHKA_SOURCE}; R-P-C23"
        ctx.step(("«ёлочка» " + f"{state.deals + 1} of {ctx.table.options['elochka_deals']}" if opening
                  else "all passed: scored as the «ёлочка»") + f": {C.ELOCHKA_TRICK_POINTS} points a trick",
                 rule)
        for p, pts in classic.elochka(r.raspasy).items():
            if pts:
                ctx.step(f"{p} took {r.raspasy[p]} trick(s): {r.raspasy[p]} × {C.ELOCHKA_TRICK_POINTS} to the "
                         f"mountain", rule, p, "mountain", pts)
                self._mountain(state, p, exact(pts))
        state.raspasy_played += 1
        return ("ёлочка: " if opening else "all passed: ") + ", ".join(
            f"{p} {n}" for p, n in r.raspasy.items()), f"{C.ELOCHKA_TRICK_POINTS} a trick"

    def _premiums(self, state: PrefState, before: Mapping[str, Fraction], ctx: DealContext) -> None:
        """The book's premiums for half a pool and a full pool (R-P-C31)."""
        opts = state.options
        target = exact(state.pool_target)
        for p in state.players:
            for mark, level, amount in (("half", target / 2, opts["half_pool_premium"]),
                                        ("full", target, opts["pool_premium"])):
                if amount and mark not in state.premiums[p] and before[p] < level <= state.pool[p]:
                    state.premiums[p].add(mark)
                    for q in state.players:
                        if q != p:
                            ctx.step(f"{p}'s pool reached {'half of' if mark == 'half' else 'the full'} "
                                     f"{txt(target)}: premium {amount} whists on {q}",
                                     f"{C.book('премиальные очки за половину пульки и целую пульку')}; "
                                     "R-P-C31", p, f"whists:{q}", amount)
                            state.whists[p][q] += amount

    # pool, help and mountain -----------------------------------------------------------------
    def _game_points(self, state: PrefState, d: str, value: Fraction, label: str, ctx: DealContext, *,
                     exclude: Sequence[str], chosen: Sequence[str], dealer_out: str | None,
                     excess_to: str | None = None, rule_extra: str = "") -> None:
        opts = ctx.table.options
        mode = opts["game_points"]
        rule = f"{_VALUE_RULE[opts['values']]}; R-P1 game_points = {mode}" + rule_extra
        if opts["overflow"] == "book":
            self._book_points(state, d, value, label, ctx, excess_to=excess_to, rule=rule)
            return
        if mode == "half":
            half = Fraction(value, 2)
            off = classic.write_off(half, state.mountain[d])
            ctx.step(f"{d} made {label}: {txt(value)} points, half to the pool, half off the mountain", rule)
            if off:
                ctx.step(f"{txt(off)} off {d}'s mountain", "R-P1", d, "mountain", num(-off))
                self._mountain(state, d, -off)
            if off < half and state.pool[d] < state.pool_target:
                ctx.step(f"{d}'s mountain takes only {txt(off)}: the rest of that half goes to the open pool",
                         "R-P-C9")
            self._to_pool(state, d, value - off, ctx, exclude=exclude, chosen=chosen,
                          dealer_out=dealer_out, rule=rule)
            return
        if mode == "mountain-first":
            off = classic.write_off(exact(value), state.mountain[d])
            ctx.step(f"{d} made {label}: {txt(value)} points, off the mountain first, the pool only once "
                     f"it is written off", f"{rule}; {C.MGU_VARIANTS}")
            if off:
                ctx.step(f"{txt(off)} off {d}'s mountain" + (" — mountain written off"
                                                              if off == state.mountain[d] else ""),
                         f"{C.MGU_VARIANTS} (\"Zarabotannye ochki idut v pulyu lish' posle polnogo spisaniya "
                         f"gory\")", d, "mountain", num(-off))
                self._mountain(state, d, -off)
            if value - off > 0:
                self._to_pool(state, d, value - off, ctx, exclude=exclude, chosen=chosen,
                              dealer_out=dealer_out, rule=rule)
            return
        ctx.step(f"{d} made {label}: the game is worth {txt(value)}, written to the pool", rule)
        self._to_pool(state, d, exact(value), ctx, exclude=exclude, chosen=chosen,
                      dealer_out=dealer_out, rule=rule)

    def _book_points(self, state: PrefState, d: str, value: Fraction, label: str, ctx: DealContext, *,
                     excess_to: str | None, rule: str) -> None:
        """The book's made game (R-S3): half to the pool, which takes only what it lacks, the rest off
        the own mountain; what exceeds it writes off an opponent's mountain at 10 whists a point."""
        split = classic.book_split_points(value, pool=state.pool[d], pool_size=state.pool_target,
                                          mountain=state.mountain[d])
        ctx.step(f"{d} made {label}: {txt(value)} points, half to the pool, half off the mountain",
                 f"{rule}; {C.BOOK_GAME_POINTS_SOURCE}")
        half = exact(value) / 2
        to_pool, off = exact(split.pool), exact(split.mountain_off)
        if to_pool:
            state.pool[d] += to_pool
            capped = to_pool < half
            ctx.step(f"{d}: {txt(to_pool)} to the pool" + (
                f" — only what it lacks of {state.pool_target}, the rest goes off the mountain" if capped
                else "") + (" — pool closed" if state.pool[d] >= state.pool_target else ""),
                C.BOOK_CAP_SOURCE if capped else C.BOOK_GAME_POINTS_SOURCE, d, "pool", num(to_pool))
        if off:
            self._mountain(state, d, -off)
            ctx.step(f"{txt(off)} off {d}'s mountain", C.BOOK_CAP_SOURCE if to_pool < half and off > half
                     else C.BOOK_GAME_POINTS_SOURCE, d, "mountain", num(-off))
        surplus = exact(split.surplus)
        if not surplus:
            return
        ctx.step(f"{d}'s mountain cannot take {txt(surplus)} more: the excess writes off an opponent's "
                 f"mountain" + (f" ({excess_to}, as named)" if excess_to else " (the largest)"),
                 C.BOOK_EXCESS_SOURCE)
        h = classic.book_excess_off_opponent(surplus, d, state.mountain, excess_to)
        for p, m in h.mountain.items():
            self._mountain(state, p, exact(m))
            ctx.step(f"{txt(-exact(m))} off {p}'s mountain", C.BOOK_EXCESS_SOURCE, p, "mountain", num(m))
            w = exact(h.whists[p])
            state.whists[d][p] += w
            ctx.step(f"{d} writes {txt(w)} whists on {p} for it (10 a point)", C.BOOK_EXCESS_SOURCE, d,
                     f"whists:{p}", num(w))
        if h.lost:
            ctx.step(f"{txt(exact(h.lost))} point(s) find no mountain and are lost", "R-P-C19")

    def _to_pool(self, state: PrefState, p: str, points: Fraction, ctx: DealContext, *,
                 exclude: Sequence[str], chosen: Sequence[str], dealer_out: str | None, rule: str) -> None:
        """Points into ``p``'s pool; what overflows the target helps partners (R-P7), then writes
        off mountains, own first (R-P-M8)."""
        opts = ctx.table.options
        target = exact(state.pool_target)
        room = max(0, target - state.pool[p])
        put = min(points, room)
        if put:
            state.pool[p] += put
            ctx.step(f"{p}: {txt(put)} to the pool" + (" — pool closed" if state.pool[p] >= target else ""),
                     rule, p, "pool", num(put))
        rest = points - put
        if rest <= 0:
            return
        ctx.step(f"{p}'s pool is closed: {txt(rest)} point(s) overflow", T.R_HELP)
        per = opts["help_whists"]
        h = classic.distribute_help(
            rest, p, state.players, state.pool, state.mountain, target,
            excluded=[q for q in (dealer_out, *exclude) if q is not None], named=chosen,
            by=opts["help_order"], whists_per_point=per)
        for q in h.skipped:
            ctx.step(f"{q} cannot be helped now (pool closed, dealer or failed whister): "
                     f"help goes by help_order", T.R_HELP)
        for q, give in h.pool.items():
            state.pool[q] += give
            ctx.step(f"{p} helps {q}: {txt(give)} to {q}'s pool", T.R_HELP, q, "pool", num(give))
            if per:
                ctx.step(f"{p} writes {txt(give)} × {per} = {txt(give * per)} whists on {q} for the help",
                         f"{T.R_HELP}; help_whists", p, f"whists:{q}", num(give * per))
                state.whists[p][q] += give * per
        for q, off in h.mountain.items():
            self._mountain(state, q, off)
            if q == p:
                ctx.step(f"nobody left to help: {txt(-off)} off {p}'s own mountain", "R-P7; R-P-M8", p,
                         "mountain", num(off))
                continue
            ctx.step(f"{txt(-off)} off {q}'s mountain", "R-P7; R-P-M8", q, "mountain", num(off))
            if per:
                ctx.step(f"{p} writes {txt(-off * per)} whists on {q} for it", "R-P7; R-P-M8", p,
                         f"whists:{q}", num(-off * per))
                state.whists[p][q] += -off * per
        if h.lost > 0:
            ctx.step(f"{txt(h.lost)} point(s) have nowhere to go and are lost", "R-P-M8")

    def _mountain(self, state: PrefState, p: str, delta: Fraction) -> None:
        state.mountain[p] += delta

    @staticmethod
    def _whole(state: PrefState) -> None:
        """Figures that came out whole go back to ints: the next deal's arithmetic stays cheap and
        exact (a Fraction is kept only while a figure really holds a half or a third)."""
        for table in (state.pool, state.mountain, *state.whists.values()):
            for k, v in table.items():
                if type(v) is Fraction and v.denominator == 1:
                    table[k] = v.numerator

    # --- penalties ---------------------------------------------------------------------------
    def apply_penalty(self, state: PrefState, penalty: Mapping[str, float], ctx: DealContext) -> None:
        before_pool, before_mnt = dict(state.pool), dict(state.mountain)
        for name, pts in penalty.items():
            f = Fraction(pts).limit_denominator(1000)
            ctx.step(f"{name}: penalty {txt(f)} to the mountain" + (f" ({ctx.note})" if ctx.note else ""),
                     self.penalty_rule, name, "mountain", num(f))
            self._mountain(state, name, f)
        self._mark(state, before_pool, before_mnt)
        self._history(state, ctx, "penalty " + ", ".join(f"{k} {v:+g}" for k, v in penalty.items()),
                      ctx.note or "", dealer=False)

    # --- bookkeeping -------------------------------------------------------------------------
    def _mark(self, state: PrefState, before_pool: Mapping[str, Fraction],
              before_mnt: Mapping[str, Fraction]) -> None:
        for p in state.players:
            if state.pool[p] != before_pool[p]:
                state.pool_marks[p].append(state.pool[p])
            if state.mountain[p] != before_mnt[p]:
                state.mountain_marks[p].append(state.mountain[p])

    def _history(self, state: PrefState, ctx: DealContext, text: str, result: str, *,
                 dealer: bool = True) -> None:
        # the figures as they stand, as flat tuples in seating order (a long night keeps a great
        # many of these); the running balance is worked out only for the rows shown
        ps = state.players
        state.history.append(HistoryRow(
            ctx.number, ctx.dealer if dealer else "", text, result, state.pool_target,
            tuple(state.pool[p] for p in ps), tuple(state.mountain[p] for p in ps),
            tuple(state.whists[a][b] for a in ps for b in ps if a != b)))

    def summarize(self, deal: PreferansDeal) -> str:
        if deal.conditions is not None:
            c = deal.conditions
            return "conditions: " + ", ".join(f"{k} {v}" for k, v in c.model_dump(exclude_none=True).items())
        if deal.raspasy is not None:
            return ("dark " if deal.dark else "") + "raspasy: " + \
                ", ".join(f"{k} {v}" for k, v in deal.raspasy.items()) + \
                (f"; looked {', '.join(deal.looked)}" if deal.looked else "")
        if deal.prikup_returned:
            return f"{deal.declarer} returned the prikup"
        parts = [f"{deal.declarer} " + ("dark " if deal.dark else "") + f"{deal.contract}"
                 + (" without prikup" if deal.without_prikup else "")]
        if deal.word:
            parts.append(f"word {deal.word}")
        if deal.whist is not None:
            parts.append(f"whist {', '.join(deal.whist)}" if deal.whist else "both passed")
        if deal.mode:
            parts.append(f"«{deal.mode}»")
        if deal.half_whist:
            parts.append(f"{deal.half_whist} half-whists")
        if deal.open:
            parts.append("open")
        if deal.tricks is not None:
            t = deal.tricks
            parts.append("tricks " + (str(t) if isinstance(t, int) else
                                      ", ".join(f"{k} {v}" for k, v in t.items())))
        if deal.prikup:
            parts.append("prikup " + " ".join(deal.prikup))
        if deal.totus_help:
            th = deal.totus_help
            parts.append("helps " + (th if isinstance(th, str) else ", ".join(th)))
        return "; ".join(parts)

    # --- results -----------------------------------------------------------------------------
    def is_finished(self, state: PrefState) -> bool:
        opts = state.options
        if state.stage != "main":
            return False
        end = opts["end"]
        if end == "razboynik":
            return state.razboynik is not None
        target = state.pool_target
        closed = [state.pool[p] >= target for p in state.players]
        if end == "one-pool":
            return any(closed)
        if end == "control-time":
            return all(closed) or state.last_circle_left == 0
        return all(closed)

    def settle(self, state: PrefState) -> Settlement:
        return settle_mod.settle(state.players, state.pool, state.mountain, state.whists, state.options,
                                 self.is_finished(state), pool_target=state.pool_target)

    def snapshot(self, state: PrefState) -> dict[str, Any]:
        opts = state.options
        out: dict[str, Any] = {
            "pool": {p: num(v) for p, v in state.pool.items()},
            "mountain": {p: num(v) for p, v in state.mountain.items()},
            "whists": {a: {b: num(v) for b, v in row.items()} for a, row in state.whists.items()},
            "pool_target": state.pool_target,
            "closed": [p for p in state.players if state.pool[p] >= state.pool_target],
            "raspasy_streak": state.streak,
            "next_raspas_trick": self._next_raspas(state),
            "exit_minimum": S.exit_minimum(state.streak, opts),
            "balance": {p: num(v) for p, v in settle_mod.exact_balance(
                state.players, state.pool, state.mountain, state.whists, opts,
                pool_target=state.pool_target).items()},
        }
        if opts["bombs"]:
            out["bombs"] = {p: list(state.bombs[p]) for p in state.players}
        if state.razboynik is not None:
            owed = classic.razboynik_owed(state.razboynik)
            out["razboynik"] = {
                "stage": state.stage,
                "owed": {p: [_game_label(g) for g in owed[p]] for p in state.players},
                "raspasy_left": max(0, classic.razboynik_raspasy(len(state.players)) - state.razboynik_raspasy),
            }
            out["conditions"] = state.conditions
        if opts["responsible_games"]:
            out["responsible"] = {p: {"won": state.won_games[p], "cover": self._cover(state, p)}
                                  for p in state.players}
        if opts["elochka_deals"]:
            out["elochka_left"] = max(0, opts["elochka_deals"] - state.deals)
        if state.last_circle_left is not None:
            out["last_circle_left"] = state.last_circle_left
        return out

    def _next_raspas(self, state: PrefState) -> int:
        opts = state.options
        if opts["raspasy_scoring"] == "elochka":
            return C.ELOCHKA_TRICK_POINTS
        if state.stage == "razboynik-raspasy":
            return S.raspas_step(0, opts)
        return S.raspas_step(state.streak, opts)

    def sheet(self, state: PrefState, rows: int | None = None) -> Sheet:
        limit = rows
        ps = state.players
        opts = state.options

        def marks(seq: Sequence[Fraction]) -> str:
            return "·".join(txt(x) for x in seq) if seq else "—"

        cols = ["player", "pool", "pool (as written)", "mountain", "mountain (as written)"]
        cols += [f"whists on {q}" for q in ps]
        if opts["bombs"]:
            cols.append("bombs")
        if opts["responsible_games"]:
            cols.append("won games / cover")
        rows = []
        for p in ps:
            row: list[Any] = [p, num(state.pool[p]), marks(state.pool_marks[p]), num(state.mountain[p]),
                              marks(state.mountain_marks[p])]
            row += ["—" if q == p else num(state.whists[p][q]) for q in ps]
            if opts["bombs"]:
                row.append(", ".join(C.BOMB_NAMES[b] for b in state.bombs[p]) or "—")
            if opts["responsible_games"]:
                row.append(f"{state.won_games[p]} / {self._cover(state, p)}")
            rows.append(row)
        note = "whists on X: whists the row's player has written on X (004 §7 fields 7–9)"
        if opts["bombs"]:
            note += "; bombs: oldest first, the next won game spends the first (004 §7 field 10a; §6.3)"
        if opts["responsible_games"]:
            note += "; won games / cover: games won after the razboynik against raspasy and razboynik " \
                    "games so far — a won game beyond the cover is irresponsible (R-P5)"
        pulya = SheetTable(f"pulya (pool target {state.pool_target})", cols, rows, note=note)
        tables = [pulya]
        if state.razboynik is not None:
            owed = classic.razboynik_owed(state.razboynik)
            rrows = [[p, ", ".join(_game_label(g) for g in state.razboynik[p]) or "—",
                      ", ".join(_game_label(g) for g in owed[p]) or "done"] for p in ps]
            left = max(0, classic.razboynik_raspasy(len(ps)) - state.razboynik_raspasy)
            tables.append(SheetTable("razboynik (004 §7 field 11a)", ["player", "played", "still owes"],
                                     rrows, note=f"then two circles of raspasy: {left} left"
                                     if left else "the razboynik's raspasy are played"))
        hcols = ["#", "dealer", "deal", "result"] + [f"{p} pool/mountain/±" for p in ps]
        hrows = []
        shown = state.history if limit is None else state.history[max(0, len(state.history) - limit):]
        for h in shown:
            pool, mountain, whists = h.figures(ps)
            bal = settle_mod.exact_balance(ps, pool, mountain, whists, opts, pool_target=h.target)
            hrows.append([h.entry, h.dealer, h.deal, h.result] + [
                f"{txt(pool[p])} / {txt(mountain[p])} / {_signed(bal[p])}" for p in ps])
        cut = len(state.history) - len(shown)
        hist = SheetTable("history (running pool / mountain / whists if settled now)", hcols, hrows,
                          note=f"{cut} earlier deal(s) not shown: `show --all` prints every deal" if cut else None,
                          history=True)
        tables.append(hist)
        rasp = "«ёлочка», 3 a trick" if opts["raspasy_scoring"] == "elochka" else \
            f"{opts['raspasy_progression']} ({opts['raspasy_scoring']}), exit {opts['raspasy_exit']}"
        notes = [
            f"rules: values {opts['values']}; raspasy {rasp}; whist {opts['whist_penalty']}-responsible, "
            f"lone whist {opts['lone_whist']}, minimum {opts['whist_minimum']}; consolation {opts['consolation']}; "
            f"game points {opts['game_points']}; settlement {opts['settlement']}",
        ]
        if state.conditions:
            c = state.conditions
            notes.append(f"conditions set by {c['by']} after the razboynik: pool {c['pool']}"
                         + (f", whist price {c['whist_price']}" if "whist_price" in c else "")
                         + (f", control time {c['control']}" if "control" in c else "") + " (004 §7)")
        if state.stage == "conditions":
            notes.append("the razboynik is played out: the mountain owner ("
                         + ", ".join(classic.mountain_owners(state.mountain))
                         + ") sets the whist price, the pool and the control time")
        if opts["elochka_deals"] and state.deals < opts["elochka_deals"]:
            notes.append(f"«ёлочка»: {opts['elochka_deals'] - state.deals} of the first "
                         f"{opts['elochka_deals']} deals still to play (R-S1)")
        if state.streak:
            notes.append(f"{state.streak} raspasy in a row: next raspas at "
                         f"{S.raspas_step(state.streak, opts)} a trick, the next game at least "
                         f"{S.exit_minimum(state.streak, opts)}")
        if state.last_circle_left:
            notes.append(f"the last circle: {state.last_circle_left} deal(s) left")
        if self.is_finished(state):
            notes.append("the game is over" + (" (the razboynik is played out)" if opts["end"] == "razboynik"
                                               else ""))
        return Sheet("Preferans score sheet (пулька)", tables, notes)


#: Where a made game's points come from, by the ``values`` option.
_VALUE_RULE = {"modern": T.R_VALUE, "mgu": C.MGU_VALUE_SOURCE, "book": C.BOOK_VALUES_SOURCE}


def _signed(x: Fraction) -> str:
    t = txt(x)
    return f"+{t}" if x > 0 else t


def _game_label(key: Any) -> str:
    return "misère" if key == C.MISERE else str(key)


def _owed_text(owed: Mapping[str, Sequence[Any]]) -> str:
    return "; ".join(f"{p} owes {', '.join(_game_label(g) for g in games)}" for p, games in owed.items())


def _ordinal(k: int) -> str:
    return f"{k}{'th' if 10 <= k % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')}"


def _contract_label(r: Resolved) -> str:
    c = r.contract
    return ("dark " if r.dark else "") + str(c)


def _price_note(r: Resolved) -> str:
    if r.dark or r.bomb:
        return "; " + "; ".join(x for x in (C.DARK_SOURCE if r.dark else "",
                                             C.BOMB_SOURCE if r.bomb else "") if x)
    return ""
