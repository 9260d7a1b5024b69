"""Checking a recorded deal: what it is, who played what, and what the entry leaves to inference.

:func:`resolve` never changes the state, so the engine's ``plan`` is ``resolve`` and its
``commit`` applies the scoring paragraphs to what it resolved (format §Preferans deals).  This module holds the
dispatch, the games (MGU 1971 §4, §6; R-P-M6, R-P-M9, R-P-M12, R-P-M13) and the raspasy (R-P4); the
whisters and the trick counts are in :mod:`.resolve_defence`, the classic's and the book's keys in
:mod:`.resolve_classic`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from scorekeeper.core.engine import DealContext
from scorekeeper.errors import IllegalError, InvalidError, NotationError
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import questions as Q
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.auction import step as ladder_step
from scorekeeper.games.preferans.keys import TOTUS_NAMES
from scorekeeper.games.preferans.resolve_classic import (
    check_dark_only,
    check_stage,
    resolve_conditions,
    resolve_dark,
    resolve_prikup,
    resolve_returned,
    resolve_totus,
)
from scorekeeper.games.preferans.resolve_defence import (
    as_passed,
    not_ten,
    too_many,
    resolve_catch,
    resolve_misere,
    resolve_tricks,
    resolve_whisters,
)
from scorekeeper.games.preferans.state import PrefState, Resolved
from scorekeeper.i18n import _, ngettext
from scorekeeper.notation import Contract, Suit, parse_contract

if TYPE_CHECKING:
    from scorekeeper.games.preferans.deal import PreferansDeal


def resolve(state: PrefState, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    opts = ctx.table.options
    players = ctx.table.players
    dealer_out = ctx.dealer if len(players) == 4 else None
    if deal.conditions is not None:
        return resolve_conditions(state, deal, ctx)
    check_stage(state, deal, ctx)
    if deal.raspasy is not None:
        r = resolve_raspasy(state, deal, ctx, dealer_out)
    elif deal.prikup_returned:
        r = resolve_returned(deal, ctx, dealer_out)
    else:
        r = resolve_game(state, deal, ctx, dealer_out)
    if deal.last_circle:
        if opts["end"] != "control-time":
            raise ctx.illegal(_("the last circle ends the game only under end = control-time (now "
                                "{end})").format(end=opts["end"]), key="last_circle", value=True,
                              expected=_("no last_circle key under these rules"))
        if state.last_circle_left is not None:
            raise ctx.illegal(_("the last circle has already begun"), key="last_circle", value=True,
                              expected=ngettext("{n} more deal(s), then the end",
                                                "{n} more deal(s), then the end",
                                                state.last_circle_left).format(n=state.last_circle_left))
        r.last_circle = True
    return r


def resolve_game(state: PrefState, deal: PreferansDeal, ctx: DealContext,
                  dealer_out: str | None) -> Resolved:
    opts = ctx.table.options
    players = ctx.table.players
    if deal.declarer is None or deal.contract is None:
        missing = "declarer" if deal.declarer is None else "contract"
        raise InvalidError(_("a game needs both declarer and contract; '{key}' is missing").format(
            key=missing), entry=ctx.number, key=missing,
                           expected=_('declarer = "Name" and contract = "7♠" (or raspasy = {...})'))
    declarer = ctx.player(deal.declarer, "declarer")
    if declarer == dealer_out:
        raise ctx.illegal(_("{name} deals this deal and sits out (four players)").format(name=declarer),
                          key="declarer", value=declarer,
                          expected=_("one of the three players who hold cards"))
    order = [players[(players.index(declarer) + i) % len(players)] for i in range(1, len(players))]
    defenders = [p for p in order if p != dealer_out]
    if deal.contract.strip().casefold() in TOTUS_NAMES:
        return resolve_totus(state, deal, ctx, Resolved("totus", dealer_out, defenders, declarer))
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
        check_exit(state, contract, ctx)
    if deal.totus_help is not None:
        raise ctx.illegal(_("totus_help stands only beside contract = \"totus\""), key="totus_help",
                          value=deal.totus_help, expected=_("no totus_help on this game"))
    resolve_dark(state, deal, ctx, r)
    if deal.without_three:
        r.prices = S.prices(contract, opts, dark=r.dark, bomb=r.bomb)
        return resolve_without_three(r, deal, ctx)
    resolve_help_and_excess(deal, ctx, r)
    r.prices = S.prices(contract, opts, dark=r.dark, bomb=r.bomb)
    if contract.is_misere:
        return resolve_misere(r, deal, ctx)
    level = int(contract.level or 0)
    if S.is_caught_ten(contract, opts):
        return resolve_catch(r, deal, ctx)
    if deal.whist is None:
        raise ctx.missing(_("who whisted? the score depends on it"), Q.whist(r, opts["dealer_whist"]),
                          expected=_('whist = ["Name"] or ["A", "B"]; whist = [] when both passed'))
    resolve_whisters(r, deal, ctx)
    check_whisted(r, deal, ctx, level)
    resolve_half_whist(r, deal, ctx, level)
    if not r.whisters:
        return as_passed(r, deal, ctx)
    resolve_tricks(r, deal, ctx)
    return r


def resolve_help_and_excess(deal: PreferansDeal, ctx: DealContext, r: Resolved) -> None:
    """Whom the declarer's overflowing points help (R-P7), the prikup (R-P6), and whose mountain the
    book's excess writes off (R-S3)."""
    opts = ctx.table.options
    declarer = r.declarer
    if deal.help is not None:
        names = [deal.help] if isinstance(deal.help, str) else deal.help
        r.help = [ctx.player(h, "help") for h in names]
        if declarer in r.help:
            raise ctx.illegal(_("a player cannot help the same player"), key="help", value=deal.help,
                              expected=_("partners whose pools are open"))
    resolve_prikup(deal, ctx, r)
    if deal.excess_to is not None:
        if opts["overflow"] != "book":
            raise ctx.illegal(_("excess_to is the book's rule (overflow = book, R-S3)"), key="excess_to",
                              value=deal.excess_to, expected=_("no excess_to key under these rules"))
        r.excess_to = ctx.player(deal.excess_to, "excess_to")
        if r.excess_to == declarer:
            raise ctx.illegal(_("the excess writes off an opponent's mountain"), key="excess_to",
                              value=deal.excess_to, expected=_("another player"))


def check_whisted(r: Resolved, deal: PreferansDeal, ctx: DealContext, level: int) -> None:
    """Who must whist: both defenders on 6♠ (Stalingrad; MGU 1971 §6), both on a dark game that is
    dark only (MGU 1971 §6.3), someone on a ten under ``ten_whist = duty``."""
    opts = ctx.table.options
    contract, defenders = r.contract, r.defenders
    assert contract is not None
    if opts["stalingrad"] and contract.kind == "suit" and contract.strain is Suit.SPADES and level == 6:
        if len(r.whisters) != 2:
            raise ctx.illegal((_("6♠ must be whisted by both defenders (MGU 1971 §6: \"vistovat' "
                                 "obyazany oba igroka\")") if opts["values"] == "mgu" else
                               _("6♠ must be whisted by both defenders (Stalingrad)")), key="whist",
                              value=deal.whist, expected=str(defenders))
    if r.dark:
        check_dark_only(r, deal, ctx, level)
    if level == 10 and opts["ten_whist"] == "duty" and not r.whisters:
        raise ctx.illegal(_("a 10-game must be whisted (ten_whist = duty)"), key="whist", value=[],
                          expected=_("at least one defender: {names}").format(names=", ".join(defenders)))


def resolve_half_whist(r: Resolved, deal: PreferansDeal, ctx: DealContext, level: int) -> None:
    """A half-whist said when both defenders passed (R-P-M0, the modern conventions: on a six or a
    seven only)."""
    opts = ctx.table.options
    contract, defenders = r.contract, r.defenders
    if deal.half_whist is not None:
        hw = ctx.player(deal.half_whist, "half_whist")
        if r.whisters and returned_whist(r, hw, opts, level):
            r.half_whist, r.whist_returned = hw, True
            return
        if r.whisters:
            raise ctx.illegal(_("a half-whist stands only when nobody whisted (whist = [])"),
                              key="half_whist", value=hw,
                              expected=_("whist = [] beside it, or record the whist itself"))
        if hw not in defenders:
            raise ctx.illegal(_("{name} is not a defender on this game").format(name=hw),
                              key="half_whist", value=hw,
                              expected=_("one of {names}").format(names=", ".join(defenders)))
        if not S.half_whist_allowed(level, opts):
            raise ctx.illegal(_("no half-whist on {contract} (half_whist = {value})").format(
                contract=contract, value=opts["half_whist"]),
                              key="half_whist", value=hw, expected=_("a 6 or 7 contract"))
        r.half_whist = hw
    elif not r.whisters and S.half_whist_allowed(level, opts) and ctx.asks("half_whist"):
        raise ctx.missing(_("did a defender say half-whist?"), Q.half_whist(r))


def returned_whist(r: Resolved, hw: str, opts, level: int) -> bool:
    """A whist said after ``hw``'s half-whist («пас — полвиста — вист»), recorded with both keys
    under ``half_whist_return`` (pulka src/engine/calc.ts calcGame ``vistReturned``): one whister,
    the other defender the half-whister, on a contract the half-whist may be said on."""
    return (bool(opts["half_whist_return"]) and len(r.whisters) == 1 and hw in r.defenders
            and hw not in r.whisters and S.half_whist_allowed(level, opts))


def resolve_without_three(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    """«Без трёх» (``without_three``, pulka src/engine/calc.ts calcGiveup): the declarer concedes
    the game before play, so the entry holds no whist, tricks, half-whist or open key."""
    opts = ctx.table.options
    if not opts["without_three"]:
        raise ctx.illegal(_("«без трёх» is not played under these rules (without_three = false)"),
                          key="without_three", value=True,
                          expected=_("no without_three key, or options.without_three = true"))
    assert r.contract is not None
    if r.contract.is_misere or S.is_caught_ten(r.contract, opts):
        raise ctx.illegal(_("«без трёх» concedes a game on tricks, not a misère or a caught ten"),
                          key="without_three", value=True, expected=_("a game 6 … 10"))
    for key in ("whist", "tricks", "half_whist", "open", "help", "prikup", "prikup_whists", "mode",
                "excess_to"):
        if getattr(deal, key) is not None:
            raise ctx.illegal(_("«без трёх» is conceded without play: no '{key}'").format(key=key),
                              key=key, value=getattr(deal, key),
                              expected="declarer, contract, without_three")
    r.kind = "without_three"
    r.declarer_tricks = int(r.contract.level or 0) - T.WITHOUT_THREE_UNDERTRICKS
    return r


def check_exit(state: PrefState, contract: Contract, ctx: DealContext) -> None:
    opts = ctx.table.options
    low = S.exit_minimum(state.streak, opts)
    if low <= T.LOWEST_LEVEL:
        return
    floor = Contract.of(low, Suit.SPADES)
    if ladder_step(contract, opts["misere_rank"]) < ladder_step(floor, opts["misere_rank"]):
        raise ctx.illegal(ngettext("after {n} raspasy in a row the exit is {low}: {contract} is too low "
                                   "(raspasy_exit = {exit}, R-P-M6)",
                                   "after {n} raspasy in a row the exit is {low}: {contract} is too low "
                                   "(raspasy_exit = {exit}, R-P-M6)", state.streak).format(
            n=state.streak, low=low, contract=contract, exit=opts["raspasy_exit"]),
                          key="contract", value=str(contract),
                          expected=_("{low}♠ or higher").format(low=low))


def resolve_raspasy(state: PrefState, deal: PreferansDeal, ctx: DealContext,
                     dealer_out: str | None) -> Resolved:
    opts = ctx.table.options
    for key in ("declarer", "contract", "whist", "tricks", "half_whist", "open", "help", "word",
                "totus_help", "prikup", "prikup_whists", "prikup_returned", "without_prikup", "mode",
                "excess_to", "without_three"):
        if getattr(deal, key) is not None:
            raise InvalidError(_("a raspasy deal holds only 'raspasy' (all passed: nobody declared)"),
                               entry=ctx.number, key=key, value=getattr(deal, key),
                               expected=_("raspasy = { Name = tricks, ... } alone"))
    players = ctx.table.players
    active = [p for p in players if p != dealer_out]
    elochka = opts["raspasy_scoring"] == "elochka"
    r = Resolved("raspasy", dealer_out)
    r.razboynik = state.stage == "razboynik-raspasy"
    r.elochka = elochka
    if deal.dark:
        if not opts["dark_games"]:
            raise ctx.illegal(_("no dark raspasy under these rules (dark_games = false; {source})").format(
                source=C.MGU_VARIANTS), key="dark", value=True, expected=_("no dark key"))
        if elochka:
            raise ctx.illegal(_("the «ёлочка» is not dark"), key="dark", value=True,
                              expected=_("no dark key"))
        r.dark = True
        looked = [ctx.player(n, f"looked.{i}") for i, n in enumerate(deal.looked or [])]
        for n in looked:
            if n not in active:
                raise ctx.illegal(_("{name} deals and sits out: {name} says nothing").format(name=n),
                                  key="looked", value=deal.looked,
                                  expected=_("players who hold cards: {names}").format(
                                      names=", ".join(active)))
        if set(looked) >= set(active):
            raise ctx.illegal(_("everybody looked before passing: that is a light raspas"), key="looked",
                              value=deal.looked,
                              expected=_("at least one PAS V TEMNUYU; or no dark key"))
        r.looked = looked
    elif deal.looked is not None:
        raise ctx.illegal(_("looked stands only on a dark raspas"), key="looked", value=deal.looked,
                          expected=_("dark = true beside it"))
    prikup = dealer_out is not None and opts["prikup_tricks"] == "dealer" and not elochka
    got = raspasy_tricks(deal, ctx, active, dealer_out if prikup else None)
    r.raspasy = {p: got[p] for p in players if p in got}
    return r


def raspasy_tricks(deal: PreferansDeal, ctx: DealContext, active: list[str],
                   prikup_to: str | None) -> dict[str, int]:
    """Each player's raspasy tricks, ten in all (R-P4): the one player left out takes what is
    left; with ``prikup_to`` (four players, prikup_tricks = dealer) the dealer's key counts the
    prikup's tricks, none where it is left out."""
    opts = ctx.table.options
    allowed = active + ([prikup_to] if prikup_to else [])
    got: dict[str, int] = {}
    assert deal.raspasy is not None
    for name, n in deal.raspasy.items():
        who = ctx.player(name, f"raspasy.{name}")
        if who not in allowed:
            raise ctx.illegal(_("{name} deals and sits out: prikup tricks are not counted "
                                "(prikup_tricks = {value})").format(name=who, value=opts["prikup_tricks"]),
                              key=f"raspasy.{name}", value=n,
                              expected=_("tricks of {names}").format(names=", ".join(active)))
        if not 0 <= n <= T.TRICKS_PER_DEAL:
            raise ctx.illegal(_("a player takes 0 to 10 tricks"), key=f"raspasy.{name}", value=n,
                              expected=_("0 to 10"))
        got[who] = n
    left = T.TRICKS_PER_DEAL - sum(got.values())
    if prikup_to is not None and prikup_to not in got:
        if ctx.asks(f"raspasy.{prikup_to}") and left >= 0:
            raise ctx.missing(_("the prikup's tricks are written to the dealer"),
                              Q.raspasy(prikup_to, left, prikup=True), key="raspasy")
        got[prikup_to] = 0  # prikup tricks are recorded under the dealer's name, or there were none
    unknown = [p for p in active if p not in got]
    if len(unknown) == 1:
        got[unknown[0]] = left
        if left < 0:
            raise ctx.illegal(too_many(T.TRICKS_PER_DEAL - left), key="raspasy", value=deal.raspasy,
                              expected=_("ten tricks in all"))
    elif unknown:
        if left < 0:
            raise ctx.illegal(too_many(T.TRICKS_PER_DEAL - left), key="raspasy", value=deal.raspasy,
                              expected=_("ten tricks in all"))
        raise ctx.missing(_("say every player's raspasy tricks (one may be left out)"),
                          Q.raspasy(unknown[0], left), key="raspasy",
                          expected="raspasy = { " + ", ".join(f"{p} = N" for p in active) + " }")
    if sum(got.values()) != T.TRICKS_PER_DEAL:
        raise ctx.illegal(not_ten(sum(got.values())), key="raspasy", value=deal.raspasy,
                          expected=_("ten tricks in all"))
    return got
