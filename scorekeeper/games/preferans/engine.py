"""The preferans engine: deals in, pool / mountain / whists out, every change citing its rule.

A deal is one of (FORMAT.md §Preferans deals):

* a **game** — ``declarer``, ``contract`` (6♠ … 10NT), ``whist`` (who whisted), ``tricks``;
* a game **both defenders passed** — ``whist = []``, scored without play, maybe with ``half_whist``;
* a **misère** — ``contract = "misere"``, ``tricks = { Anna = 1 }``;
* **raspasy** — ``raspasy = { Anna = 4, Boris = 1, Vera = 5 }``.

With four players the dealer sits out.  ``_resolve`` checks a deal against the state and fills in
what the entry leaves to inference (the tricks of the others when the declarer's count fixes them);
it never changes the state, so ``verify_deal`` is ``_resolve`` and ``apply_deal`` is ``_resolve``
then the scoring paragraphs in order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from scorekeeper.core.engine import DealContext, Game, Settlement, Sheet, SheetTable, Step, Table
from scorekeeper.core.options import resolve_options
from scorekeeper.errors import AmbiguousError, InvalidError, NotationError
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans import settlement as settle_mod
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.auction import step as ladder_step
from scorekeeper.games.preferans.options import DEFAULT_PRESET, OPTIONS, PRESETS
from scorekeeper.notation import Contract, Suit, parse_contract

num = settle_mod.num
txt = settle_mod.txt


# ------------------------------------------------------------------------------- the entry
class PreferansDeal(BaseModel):
    """The keys of a preferans deal (FORMAT.md §Preferans deals; docs/preferans.md)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    declarer: str | None = Field(default=None, description="who played the game or the misère")
    contract: str | None = Field(default=None, description="6♠ … 10NT or misere, in any notation")
    whist: list[str] | None = Field(default=None, description="who said whist; [] when both passed")
    open: bool | None = Field(default=None, description="played open (лёжа); default closed (стоя)")
    tricks: dict[str, int] | int | None = Field(
        default=None, description="tricks per player; the declarer's count alone where it fixes the rest")
    half_whist: str | None = Field(default=None, description="who said half-whist (6 and 7 only)")
    raspasy: dict[str, int] | None = Field(default=None, description="all passed: tricks per player")
    help: str | list[str] | None = Field(
        default=None, description="whom overflowing pool points help, in order (R-P7)")


DEAL_KEYS_DOC = {
    "declarer": "who played the game or the misère (not the dealer, with four players)",
    "contract": "6♠ … 10NT or misere (мизер); any notation form: 7♠, 7s, 7п, 7NT, 7БК",
    "whist": "who said «вист», in any order (speaking order is taken from the seats); [] when both "
             "defenders passed and the game is scored without play",
    "open": "true when played open («лёжа»); default closed («стоя»); recorded, and it changes no "
            "number under the current options (R-P-M2)",
    "tricks": "tricks per player, { Boris = 7, Vera = 3 }; the declarer's count alone ({ Boris = 7 } "
              "or 7) where it fixes the rest; misère: { Anna = 1 }",
    "half_whist": "the defender who said «полвиста» on a 6 or 7 that the other defender passed "
                  "(whist = [])",
    "raspasy": "all passed: tricks per player, { Anna = 4, Boris = 1, Vera = 5 }; one player may be "
               "left out when the others fix his count; with four players and prikup_tricks = dealer "
               "the dealer's key counts prikup tricks (R-P4)",
    "help": "the partner (or partners, in order) whose pools overflowing points close first (R-P7); "
            "the others follow help_order",
}


# ------------------------------------------------------------------------------- the state
@dataclass
class PrefState:
    players: tuple[str, ...]
    options: Mapping[str, Any]
    pool: dict[str, Fraction]
    mountain: dict[str, Fraction]
    whists: dict[str, dict[str, Fraction]]
    pool_marks: dict[str, list[Fraction]]
    mountain_marks: dict[str, list[Fraction]]
    streak: int = 0  # raspasy in a row just played
    history: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Resolved:
    """A deal checked against the state, with everything inferred filled in."""

    kind: str  # "game" | "passed" | "misere" | "raspasy"
    dealer_out: str | None
    defenders: list[str] = field(default_factory=list)  # speaking order from the declarer
    declarer: str | None = None
    contract: Contract | None = None
    whisters: list[str] = field(default_factory=list)  # speaking order
    tricks: dict[str, int] = field(default_factory=dict)  # declarer and defenders, as known
    declarer_tricks: int = 0
    defenders_total: int = 0
    half_whist: str | None = None
    open: bool = False
    help: list[str] = field(default_factory=list)
    raspasy: dict[str, int] = field(default_factory=dict)


def _passer_text(r: Resolved) -> str:
    passers = [d for d in r.defenders if d not in r.whisters]
    return ", ".join(passers)


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
        zero = Fraction(0)
        return PrefState(
            players=ps, options=table.options,
            pool={p: zero for p in ps}, mountain={p: zero for p in ps},
            whists={a: {b: zero for b in ps if b != a} for a in ps},
            pool_marks={p: [] for p in ps}, mountain_marks={p: [] for p in ps},
        )

    # --- checking ----------------------------------------------------------------------------
    def verify_deal(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> None:
        self._resolve(state, deal, ctx)

    def _resolve(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> Resolved:
        opts = ctx.table.options
        players = ctx.table.players
        dealer_out = ctx.dealer if len(players) == 4 else None
        if deal.raspasy is not None:
            return self._resolve_raspasy(deal, ctx, dealer_out)
        if deal.declarer is None or deal.contract is None:
            missing = "declarer" if deal.declarer is None else "contract"
            raise InvalidError(f"a game needs both declarer and contract; '{missing}' is missing",
                               entry=ctx.number, key=missing,
                               expected='declarer = "Name" and contract = "7♠" (or raspasy = {...})')
        declarer = ctx.player(deal.declarer, "declarer")
        if declarer == dealer_out:
            raise ctx.illegal(f"{declarer} deals this deal and sits out (four players)", key="declarer",
                              value=declarer, expected="one of the three players who hold cards")
        try:
            contract = parse_contract(deal.contract)
        except NotationError as err:
            raise err.located(entry=ctx.number, key="contract")
        order = [players[(players.index(declarer) + i) % len(players)] for i in range(1, len(players))]
        defenders = [p for p in order if p != dealer_out]
        r = Resolved("game", dealer_out, defenders, declarer, contract, open=bool(deal.open))
        self._check_exit(state, contract, ctx)
        if deal.help is not None:
            names = [deal.help] if isinstance(deal.help, str) else deal.help
            r.help = [ctx.player(h, "help") for h in names]
            if declarer in r.help:
                raise ctx.illegal("a player cannot help himself", key="help", value=deal.help,
                                  expected="partners whose pools are open")
        if contract.is_misere:
            return self._resolve_misere(r, deal, ctx)
        level = int(contract.level or 0)
        if deal.whist is None:
            raise AmbiguousError("who whisted? the score depends on it", entry=ctx.number, key="whist",
                                 expected='whist = ["Name"] or ["A", "B"]; whist = [] when both passed')
        whisters: list[str] = []
        for i, w in enumerate(deal.whist):
            name = ctx.player(w, f"whist.{i}")
            if name == declarer:
                raise ctx.illegal("the declarer cannot whist on his own game", key="whist", value=deal.whist,
                                  expected="defenders: " + ", ".join(defenders))
            if name == dealer_out:
                raise ctx.illegal(f"{name} deals this deal and sits out (four players)", key="whist",
                                  value=deal.whist, expected="defenders: " + ", ".join(defenders))
            if name in whisters:
                raise ctx.illegal(f"{name} is named twice", key="whist", value=deal.whist)
            whisters.append(name)
        r.whisters = [d for d in defenders if d in whisters]
        if opts["stalingrad"] and contract.kind == "suit" and contract.strain is Suit.SPADES and level == 6:
            if len(r.whisters) != 2:
                raise ctx.illegal("Stalingrad: 6♠ must be whisted by both defenders", key="whist",
                                  value=deal.whist, expected=str(defenders))
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
            r.kind = "passed"
            if deal.tricks is not None:
                raise ctx.illegal("both defenders passed: the game is scored without play, so no "
                                  "tricks are recorded", key="tricks", value=deal.tricks,
                                  expected="no tricks key, or name the whister in whist = [...]")
            if deal.open:
                raise ctx.illegal("open play needs a whister", key="open", value=True,
                                  expected="no open key when both passed")
            return r
        self._resolve_tricks(r, deal, ctx)
        return r

    def _check_exit(self, state: PrefState, contract: Contract, ctx: DealContext) -> None:
        opts = ctx.table.options
        low = S.exit_minimum(state.streak, opts)
        if low <= 6:
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
            if who == r.dealer_out:
                raise ctx.illegal(f"{who} deals and sits out: he takes no tricks", key=f"tricks.{name}",
                                  value=n, expected="tricks of " + ", ".join(allowed))
            if who not in allowed:
                raise ctx.illegal(f"{who} did not play this deal", key=f"tricks.{name}", value=n,
                                  expected="tricks of " + ", ".join(allowed))
            if not 0 <= n <= 10:
                raise ctx.illegal("a player takes 0 to 10 tricks", key=f"tricks.{name}", value=n,
                                  expected="0 to 10")
            out[who] = n
        if sum(out.values()) > 10:
            raise ctx.illegal(f"the tricks add up to {sum(out.values())}, more than 10", key="tricks",
                              value=deal.tricks, expected="ten tricks in all")
        return out

    def _resolve_misere(self, r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
        r.kind = "misere"
        if deal.whist:
            raise ctx.illegal("misère is caught, not whisted (004 §7: na mizere visty ne pishutsya)",
                              key="whist", value=deal.whist, expected="no whist key on a misère")
        if deal.half_whist is not None:
            raise ctx.illegal("no half-whist on a misère", key="half_whist", value=deal.half_whist)
        if deal.tricks is None:
            raise AmbiguousError("how many tricks did the misère player take?", entry=ctx.number,
                                 key="tricks", expected=f"tricks = {{ {r.declarer} = 0 }} (or 1, 2 …)")
        got = self._tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
        if r.declarer not in got:
            if len(got) == len(r.defenders):
                got[r.declarer] = 10 - sum(got.values())
            else:
                raise AmbiguousError("the misère player's own tricks are not given", entry=ctx.number,
                                     key="tricks", expected=f"tricks = {{ {r.declarer} = 0 }}")
        elif len(got) == 1 + len(r.defenders) and sum(got.values()) != 10:
            raise ctx.illegal(f"the tricks add up to {sum(got.values())}, not 10", key="tricks",
                              value=deal.tricks, expected="ten tricks in all")
        r.tricks = got
        r.declarer_tricks = got[r.declarer]
        r.defenders_total = 10 - r.declarer_tricks
        return r

    def _resolve_tricks(self, r: Resolved, deal: PreferansDeal, ctx: DealContext) -> None:
        if deal.tricks is None:
            raise AmbiguousError(f"how many tricks did {r.declarer} take?", entry=ctx.number, key="tricks",
                                 expected=f"tricks = {{ {r.declarer} = N }}, or every player's count")
        everyone = [r.declarer, *r.defenders]
        got = self._tricks_map(deal, r, ctx, everyone)
        unknown = [p for p in everyone if p not in got]
        if not unknown and sum(got.values()) != 10:
            raise ctx.illegal(f"the tricks add up to {sum(got.values())}, not 10", key="tricks",
                              value=deal.tricks, expected="ten tricks in all")
        if len(unknown) == 1:
            got[unknown[0]] = 10 - sum(got.values())
            unknown = []
        if r.declarer in unknown:
            raise AmbiguousError(f"{r.declarer}'s tricks are not given and the others' do not fix them",
                                 entry=ctx.number, key="tricks",
                                 expected=f"tricks = {{ {r.declarer} = N }}")
        r.declarer_tricks = got[r.declarer]
        r.defenders_total = 10 - r.declarer_tricks
        if unknown:
            rest = r.defenders_total - sum(got.get(d, 0) for d in r.defenders)
            # the split between defenders matters only with two whisters each paid for his own
            needs_split = (len(r.whisters) == 2 and ctx.table.options["whist_split"] == "own"
                           and rest > 0)
            if needs_split:
                raise AmbiguousError(
                    f"two whisters each write whists for their own tricks: say how the defenders' "
                    f"{r.defenders_total} tricks split", entry=ctx.number, key="tricks",
                    expected=f"tricks = {{ {r.declarer} = {r.declarer_tricks}, "
                             f"{r.whisters[0]} = N }}")
            # one whister: every defender's trick is his (R-P-M2)
            target = r.whisters[0] if len(r.whisters) == 1 else unknown[0]
            for d in unknown:
                got[d] = 0
            got[target] = got.get(target, 0) + rest
        r.tricks = got

    def _resolve_raspasy(self, deal: PreferansDeal, ctx: DealContext, dealer_out: str | None) -> Resolved:
        opts = ctx.table.options
        for key in ("declarer", "contract", "whist", "tricks", "half_whist", "open", "help"):
            if getattr(deal, key) is not None:
                raise InvalidError("a raspasy deal holds only 'raspasy' (all passed: nobody declared)",
                                   entry=ctx.number, key=key, value=getattr(deal, key),
                                   expected="raspasy = { Name = tricks, ... } alone")
        players = ctx.table.players
        active = [p for p in players if p != dealer_out]
        prikup = dealer_out is not None and opts["prikup_tricks"] == "dealer"
        allowed = active + ([dealer_out] if prikup else [])
        got: dict[str, int] = {}
        for name, n in deal.raspasy.items():
            who = ctx.player(name, f"raspasy.{name}")
            if who not in allowed:
                raise ctx.illegal(f"{who} deals and sits out: prikup tricks are not counted "
                                  f"(prikup_tricks = {opts['prikup_tricks']})", key=f"raspasy.{name}",
                                  value=n, expected="tricks of " + ", ".join(active))
            if not 0 <= n <= 10:
                raise ctx.illegal("a player takes 0 to 10 tricks", key=f"raspasy.{name}", value=n,
                                  expected="0 to 10")
            got[who] = n
        if prikup and dealer_out not in got:
            got[dealer_out] = 0  # prikup tricks are recorded under the dealer's name, or there were none
        unknown = [p for p in active if p not in got]
        if len(unknown) == 1:
            got[unknown[0]] = 10 - sum(got.values())
            if got[unknown[0]] < 0:
                raise ctx.illegal(f"the tricks add up to {10 - got[unknown[0]]}, more than 10",
                                  key="raspasy", value=deal.raspasy, expected="ten tricks in all")
        elif unknown:
            raise AmbiguousError("say every player's raspasy tricks (one may be left out)",
                                 entry=ctx.number, key="raspasy",
                                 expected="raspasy = { " + ", ".join(f"{p} = N" for p in active) + " }")
        if sum(got.values()) != 10:
            raise ctx.illegal(f"the tricks add up to {sum(got.values())}, not 10", key="raspasy",
                              value=deal.raspasy, expected="ten tricks in all")
        return Resolved("raspasy", dealer_out, raspasy={p: got[p] for p in players if p in got})

    # --- applying ----------------------------------------------------------------------------
    def apply_deal(self, state: PrefState, deal: PreferansDeal, ctx: DealContext) -> None:
        r = self._resolve(state, deal, ctx)
        before_pool, before_mnt = dict(state.pool), dict(state.mountain)
        if r.kind == "raspasy":
            text, result = self._apply_raspasy(state, r, ctx)
        else:
            streak = state.streak
            if streak:
                ctx.step(f"a game after {streak} raspasy in a row: the raspasy streak ends",
                         "R-P-M5")
            state.streak = 0
            if r.kind == "misere":
                text, result = self._apply_misere(state, r, ctx)
            elif r.kind == "passed":
                text, result = self._apply_passed(state, r, ctx)
            else:
                text, result = self._apply_game(state, r, ctx)
        self._mark(state, before_pool, before_mnt)
        self._history(state, ctx, text, result)

    # paragraphs ------------------------------------------------------------------------------
    def _apply_game(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
        opts = ctx.table.options
        c, d = r.contract, r.declarer
        assert c is not None and d is not None
        level = int(c.level or 0)
        value = S.game_value(c, opts)
        price = S.whist_price(c, opts)
        got = r.declarer_tricks
        defenders_tricks = {x: r.tricks.get(x, 0) for x in r.defenders}
        credit = S.whisters_credit(defenders_tricks, r.whisters, opts)
        mode = "open" if r.open else "closed"
        who = " and ".join(r.whisters)
        text = f"{d} {c}; {who} whist{'s' if len(r.whisters) == 1 else ''} ({mode})"
        if len(r.whisters) == 1 and len(r.defenders) == 2:
            ctx.step(f"one whister: {r.whisters[0]} plays for the passed {_passer_text(r)} too: all "
                     f"{r.defenders_total} defenders' trick(s) count for {r.whisters[0]}", "R-P-M2")
        elif len(r.whisters) == 2 and opts["whist_split"] == "gentleman":
            ctx.step(f"gentleman's whist: the pair's {r.defenders_total} tricks count "
                     f"{txt(credit[r.whisters[0]])} each", "R-P-M14; whist_split = gentleman")
        failed_whisters: list[str] = []
        made = got >= level
        if made:
            result = f"made ({got})"
            shortfalls = S.whister_shortfalls(level, credit, r.whisters, opts)
            per = S.shortfall_price(c, opts)
            for w, short in shortfalls.items():
                failed_whisters.append(w)
                pts = short * per
                ctx.step(f"{w} is {txt(short)} trick(s) short of the whist minimum "
                         f"({S.whist_minimum(level)} on {level}): {txt(short)} × {txt(per)} to the mountain",
                         f"R-P2; R-P-M1; whist_penalty = {opts['whist_penalty']}", w, "mountain", num(pts))
                self._mountain(state, w, pts)
            if shortfalls:
                result += "; whist short: " + ", ".join(shortfalls)
        else:
            under = level - got
            result = f"failed by {under} ({got})"
        for w in r.whisters:
            amount = credit[w] * price
            if amount:
                ctx.step(f"{w} writes {txt(credit[w])} trick(s) × {price} = {txt(amount)} whists on {d}",
                         T.R_WHIST + ("; whist_doubling" if opts["whist_doubling"] else ""),
                         w, f"whists:{d}", num(amount))
                state.whists[w][d] += amount
        if made:
            self._game_points(state, d, value, c, ctx, exclude=failed_whisters, chosen=r.help,
                              dealer_out=r.dealer_out)
        else:
            under = level - got
            remiz = S.remiz_price(c, opts)
            ctx.step(f"{d} failed {c} by {under}: {under} × {remiz} to the mountain",
                     T.R_REMIZ + ("; remiz_doubling" if opts["remiz_doubling"] else ""),
                     d, "mountain", under * remiz)
            self._mountain(state, d, Fraction(under * remiz))
            writers = S.consolation_writers(r.defenders, r.whisters, r.dealer_out, opts)
            trick_whists = {w: credit[w] * price for w in r.whisters}
            for x in writers:
                amount = S.consolation_amount(x, under, c, r.whisters, trick_whists, opts)
                if amount:
                    ctx.step(f"{x} writes consolation {txt(amount)} whists on {d} ({under} undertrick(s)"
                             f" × {S.consolation_price(c, opts)}" + (", robber" if opts["consolation"] == "robber"
                                                                    and x not in r.whisters else "") + ")",
                             f"{T.R_CONSOLATION}; consolation = {opts['consolation']}",
                             x, f"whists:{d}", num(amount))
                    state.whists[x][d] += amount
            if opts["consolation"] == "gentleman":
                ctx.step("no consolation (gentleman's: dzhentl'menskij vist)",
                         f"{T.R_CONSOLATION}; consolation = gentleman")
        return text, result

    def _apply_passed(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
        opts = ctx.table.options
        c, d = r.contract, r.declarer
        assert c is not None and d is not None
        value = S.game_value(c, opts)
        text = f"{d} {c}; both passed"
        ctx.step(f"both defenders passed: {d} scores {c} without play", T.R_PASSED)
        if r.half_whist:
            level = int(c.level or 0)
            credit = S.half_whist_credit(level, opts)
            price = S.whist_price(c, opts)
            text = f"{d} {c}; {r.half_whist} half-whists"
            ctx.step(f"{r.half_whist} said half-whist: {credit} trick(s) × {price} = {credit * price} "
                     f"whists on {d}", T.R_HALF_WHIST, r.half_whist, f"whists:{d}", credit * price)
            state.whists[r.half_whist][d] += credit * price
        self._game_points(state, d, value, c, ctx, exclude=[], chosen=r.help, dealer_out=r.dealer_out)
        return text, "made without play"

    def _apply_misere(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
        opts = ctx.table.options
        c, d = r.contract, r.declarer
        assert c is not None and d is not None
        got = r.declarer_tricks
        text = f"{d} misère"
        if got == 0:
            self._game_points(state, d, S.game_value(c, opts), c, ctx, exclude=[], chosen=r.help,
                              dealer_out=r.dealer_out)
            return text, "made (no trick)"
        price = S.remiz_price(c, opts)
        ctx.step(f"{d}'s misère caught with {got} trick(s): {got} × {price} to the mountain; no whists",
                 T.R_MISERE + ("; remiz_doubling" if opts["remiz_doubling"] else ""), d, "mountain",
                 got * price)
        self._mountain(state, d, Fraction(got * price))
        return text, f"caught ({got})"

    def _apply_raspasy(self, state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
        opts = ctx.table.options
        nth = state.streak + 1
        step = S.raspas_step(state.streak, opts)
        first = S.raspas_step(0, opts)
        text = "raspasy" + (f" ×{nth}" if nth > 1 else "") + ": " + ", ".join(
            f"{p} {n}" for p, n in r.raspasy.items())
        ctx.step(f"raspas {nth} in a row: a trick costs {step} "
                 f"(raspasy_progression = {opts['raspasy_progression']})", "R-P4; R-P-M5")
        if opts["raspasy_scoring"] == "whists":
            active = {p: n for p, n in r.raspasy.items() if p != r.dealer_out}
            ratio = step // first if first else 1
            for writer, on, amount in S.rostov_raspasy(active, ratio, opts):
                ctx.step(f"{writer} took fewest tricks: writes {amount} whists on {on} "
                         f"({active[on]} trick(s) × {opts['raspasy_whists']} × {ratio})",
                         f"{T.R_RASPAS_ROSTOV}; R-P-M7", writer, f"whists:{on}", amount)
                state.whists[writer][on] += amount
            if r.dealer_out is not None and r.raspasy.get(r.dealer_out):
                n = r.raspasy[r.dealer_out]
                ctx.step(f"{r.dealer_out} (dealer) pays the prikup's {n} trick(s): {n} × {step} to the "
                         f"mountain", "R-P4", r.dealer_out, "mountain", n * step)
                self._mountain(state, r.dealer_out, Fraction(n * step))
        else:
            for p, n in r.raspasy.items():
                if n:
                    ctx.step(f"{p} took {n} trick(s) on raspasy: {n} × {step} to the mountain",
                             T.R_RASPAS, p, "mountain", n * step)
                    self._mountain(state, p, Fraction(n * step))
        for p, n in r.raspasy.items():
            if n or p == r.dealer_out:
                continue
            where, amount = S.zero_trick_reward(step, opts)
            rule = f"{T.R_ZERO}; raspas_zero = {opts['raspas_zero']}"
            if where == "pool":
                ctx.step(f"{p} took no trick: {amount} to the pool", rule)
                self._to_pool(state, p, Fraction(amount), ctx, exclude=[], chosen=[],
                              dealer_out=r.dealer_out, rule=rule)
            elif where == "mountain":
                off = min(Fraction(amount), state.mountain[p])
                if off:
                    ctx.step(f"{p} took no trick: {txt(off)} off his mountain", "R-P4", p, "mountain",
                             num(-off))
                    self._mountain(state, p, -off)
                else:
                    ctx.step(f"{p} took no trick, but his mountain is empty: the reward is lost", "R-P4")
        state.streak += 1
        low = S.exit_minimum(state.streak, opts)
        result = f"next raspas at {S.raspas_step(state.streak, opts)}" + (f"; exit {low}" if low > 6 else "")
        return text, result

    # pool, help and mountain -----------------------------------------------------------------
    def _game_points(self, state: PrefState, d: str, value: int, c: Contract, ctx: DealContext, *,
                     exclude: Sequence[str], chosen: Sequence[str], dealer_out: str | None) -> None:
        opts = ctx.table.options
        rule = f"{T.R_VALUE}; R-P1 game_points = {opts['game_points']}"
        if opts["game_points"] == "half":
            half = Fraction(value, 2)
            off = min(half, state.mountain[d])
            ctx.step(f"{d} made {c}: {value} points, half to the pool, half off the mountain", rule)
            if off:
                ctx.step(f"{txt(off)} off {d}'s mountain", "R-P1", d, "mountain", num(-off))
                self._mountain(state, d, -off)
            self._to_pool(state, d, value - off, ctx, exclude=exclude, chosen=chosen,
                          dealer_out=dealer_out, rule=rule)
            return
        ctx.step(f"{d} made {c}: the game is worth {value}, written to the pool", rule)
        self._to_pool(state, d, Fraction(value), ctx, exclude=exclude, chosen=chosen,
                      dealer_out=dealer_out, rule=rule)

    def _to_pool(self, state: PrefState, p: str, points: Fraction, ctx: DealContext, *,
                 exclude: Sequence[str], chosen: Sequence[str], dealer_out: str | None, rule: str) -> None:
        """Points into ``p``'s pool; what overflows the target helps partners (R-P7), then writes
        off mountains, own first (R-P-M8)."""
        opts = ctx.table.options
        target = Fraction(opts["pool"])
        room = max(Fraction(0), target - state.pool[p])
        put = min(points, room)
        if put:
            state.pool[p] += put
            ctx.step(f"{p}: {txt(put)} to the pool" + (" — pool closed" if state.pool[p] >= target else ""),
                     rule, p, "pool", num(put))
        rest = points - put
        if rest <= 0:
            return
        ctx.step(f"{p}'s pool is closed: {txt(rest)} point(s) overflow", T.R_HELP)
        players = list(state.players)
        seat = players.index(p)
        clockwise = [players[(seat + i) % len(players)] for i in range(1, len(players))]

        def helpable(q: str) -> bool:
            return q != dealer_out and q not in exclude and state.pool[q] < target

        order = [q for q in clockwise if helpable(q)]
        if opts["help_order"] == "largest-pool":
            order.sort(key=lambda q: (-state.pool[q], state.mountain[q], clockwise.index(q)))
        named = [q for q in chosen if q in order]
        for q in chosen:
            if q not in order:
                ctx.step(f"{q} cannot be helped now (pool closed, dealer or failed whister): "
                         f"help goes by help_order", T.R_HELP)
        order = named + [q for q in order if q not in named]
        per = opts["help_whists"]
        for q in order:
            if rest <= 0:
                break
            give = min(rest, target - state.pool[q])
            state.pool[q] += give
            ctx.step(f"{p} helps {q}: {txt(give)} to {q}'s pool", T.R_HELP, q, "pool", num(give))
            if per:
                ctx.step(f"{p} writes {txt(give)} × {per} = {txt(give * per)} whists on {q} for the help",
                         f"{T.R_HELP}; help_whists", p, f"whists:{q}", num(give * per))
                state.whists[p][q] += give * per
            rest -= give
        if rest <= 0:
            return
        off = min(rest, state.mountain[p])
        if off:
            ctx.step(f"nobody left to help: {txt(off)} off {p}'s own mountain", "R-P7; R-P-M8", p,
                     "mountain", num(-off))
            self._mountain(state, p, -off)
            rest -= off
        for q in sorted(clockwise, key=lambda q: (-state.mountain[q], clockwise.index(q))):
            if rest <= 0 or q == dealer_out:
                break
            off = min(rest, state.mountain[q])
            if off:
                ctx.step(f"{txt(off)} off {q}'s mountain", "R-P7; R-P-M8", q, "mountain", num(-off))
                self._mountain(state, q, -off)
                if per:
                    ctx.step(f"{p} writes {txt(off * per)} whists on {q} for it", "R-P7; R-P-M8", p,
                             f"whists:{q}", num(off * per))
                    state.whists[p][q] += off * per
                rest -= off
        if rest > 0:
            ctx.step(f"{txt(rest)} point(s) have nowhere to go and are lost", "R-P-M8")

    def _mountain(self, state: PrefState, p: str, delta: Fraction) -> None:
        state.mountain[p] += delta

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
        # the figures as they stand; the running balance is worked out only for the rows shown
        state.history.append({
            "entry": ctx.number, "dealer": ctx.dealer if dealer else "", "deal": text, "result": result,
            "pool": dict(state.pool), "mountain": dict(state.mountain),
            "whists": {a: dict(row) for a, row in state.whists.items()},
        })

    def summarize(self, deal: PreferansDeal) -> str:
        if deal.raspasy is not None:
            return "raspasy: " + ", ".join(f"{k} {v}" for k, v in deal.raspasy.items())
        parts = [f"{deal.declarer} {deal.contract}"]
        if deal.whist is not None:
            parts.append(f"whist {', '.join(deal.whist)}" if deal.whist else "both passed")
        if deal.half_whist:
            parts.append(f"{deal.half_whist} half-whists")
        if deal.open:
            parts.append("open")
        if deal.tricks is not None:
            t = deal.tricks
            parts.append("tricks " + (str(t) if isinstance(t, int) else
                                      ", ".join(f"{k} {v}" for k, v in t.items())))
        return "; ".join(parts)

    # --- results -----------------------------------------------------------------------------
    def is_finished(self, state: PrefState) -> bool:
        target = state.options["pool"]
        closed = [state.pool[p] >= target for p in state.players]
        return all(closed) if state.options["end"] == "all-pools" else any(closed)

    def settle(self, state: PrefState) -> Settlement:
        return settle_mod.settle(state.players, state.pool, state.mountain, state.whists, state.options,
                                 self.is_finished(state))

    def snapshot(self, state: PrefState) -> dict[str, Any]:
        opts = state.options
        return {
            "pool": {p: num(v) for p, v in state.pool.items()},
            "mountain": {p: num(v) for p, v in state.mountain.items()},
            "whists": {a: {b: num(v) for b, v in row.items()} for a, row in state.whists.items()},
            "pool_target": opts["pool"],
            "closed": [p for p in state.players if state.pool[p] >= opts["pool"]],
            "raspasy_streak": state.streak,
            "next_raspas_trick": S.raspas_step(state.streak, opts),
            "exit_minimum": S.exit_minimum(state.streak, opts),
            "balance": {p: num(v) for p, v in settle_mod.exact_balance(
                state.players, state.pool, state.mountain, state.whists, opts).items()},
        }

    def sheet(self, state: PrefState, rows: int | None = None) -> Sheet:
        limit = rows
        ps = state.players
        opts = state.options

        def marks(seq: Sequence[Fraction]) -> str:
            return "·".join(txt(x) for x in seq) if seq else "—"

        cols = ["player", "pool", "pool (as written)", "mountain", "mountain (as written)"]
        cols += [f"whists on {q}" for q in ps]
        rows = []
        for p in ps:
            row: list[Any] = [p, num(state.pool[p]), marks(state.pool_marks[p]), num(state.mountain[p]),
                              marks(state.mountain_marks[p])]
            row += ["—" if q == p else num(state.whists[p][q]) for q in ps]
            rows.append(row)
        pulya = SheetTable(f"pulya (pool target {opts['pool']})", cols, rows,
                           note="whists on X: whists the row's player has written on X (004 §7 fields 7–9)")
        hcols = ["#", "dealer", "deal", "result"] + [f"{p} pool/mountain/±" for p in ps]
        hrows = []
        shown = state.history if limit is None else state.history[max(0, len(state.history) - limit):]
        for h in shown:
            bal = settle_mod.exact_balance(ps, h["pool"], h["mountain"], h["whists"], opts)
            hrows.append([h["entry"], h["dealer"], h["deal"], h["result"]] + [
                f"{txt(h['pool'][p])} / {txt(h['mountain'][p])} / {_signed(bal[p])}" for p in ps])
        cut = len(state.history) - len(shown)
        hist = SheetTable("history (running pool / mountain / whists if settled now)", hcols, hrows,
                          note=f"{cut} earlier deal(s) not shown: `show --all` prints every deal" if cut else None,
                          history=True)
        notes = [
            f"rules: raspasy {opts['raspasy_progression']} ({opts['raspasy_scoring']}), exit "
            f"{opts['raspasy_exit']}; whist {opts['whist_penalty']}-responsible, split {opts['whist_split']}; "
            f"consolation {opts['consolation']}; settlement {opts['settlement']}",
        ]
        if state.streak:
            notes.append(f"{state.streak} raspasy in a row: next raspas at "
                         f"{S.raspas_step(state.streak, opts)} a trick, the next game at least "
                         f"{S.exit_minimum(state.streak, opts)}")
        if self.is_finished(state):
            notes.append("every pool needed is closed: the game is over")
        return Sheet("Preferans score sheet (пулька)", [pulya, hist], notes)


def _signed(x: Fraction) -> str:
    t = txt(x)
    return f"+{t}" if x > 0 else t


# ------------------------------------------------------------------------------ arbitration
@dataclass
class Outcome:
    """What one described deal scores under a preset, starting from a clean sheet."""

    preset: str
    options: dict[str, Any]
    players: tuple[str, ...]
    dealer: str
    steps: list[Step]
    snapshot: dict[str, Any]


def resolve_preset(preset: str, overrides: Mapping[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """A preset name or alias (and option overrides) → (canonical name, resolved options)."""
    from scorekeeper.core import registry

    g = registry.game("preferans")
    p = registry.preset(g, preset)
    return p.name, resolve_options(g.options, p, overrides)


def score_outcome(preset: str, players: Sequence[str], deal: Mapping[str, Any], *,
                  dealer: str | None = None, streak: int = 0,
                  overrides: Mapping[str, Any] | None = None) -> Outcome:
    """Score one described deal on a clean sheet (``streak`` raspasy in a row before it).

    Pure: no session file.  Raises the same errors a session would for the same entry."""
    from pydantic import ValidationError

    from scorekeeper.errors import ProblemList
    from scorekeeper.session.model import pydantic_problems

    name, opts = resolve_preset(preset, overrides)
    g = Preferans()
    table = Table("preferans", name, tuple(players), opts)
    g.check_table(table)
    if dealer is None:
        decl = deal.get("declarer")
        if len(players) == 4:
            involved = {decl, *(deal.get("whist") or []), deal.get("half_whist")}
            involved |= set(deal.get("raspasy") or {})
            free = [p for p in players if p not in involved]
            dealer = free[0] if free else players[-1]
        else:
            dealer = players[-1]
    state = g.new_state(table)
    state.streak = streak
    try:
        model = PreferansDeal.model_validate(dict(deal))
    except ValidationError as err:
        probs = pydantic_problems(err)
        raise probs[0] if len(probs) == 1 else ProblemList(probs) from None
    ctx = DealContext(table, 1, dealer, 0)
    g.verify_deal(state, model, ctx)
    g.apply_deal(state, model, ctx)
    snap = g.snapshot(state)
    return Outcome(name, dict(opts), tuple(players), dealer, ctx.steps, snap)
