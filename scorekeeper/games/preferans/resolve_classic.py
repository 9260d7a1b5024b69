"""Checking the classic's and the book's keys: the stage of the evening (the razboynik, its raspasy
and the conditions, MGU 1971 §7; the book's ёлочка, R-S1), dark games and auction words (MGU 1971 §4, §6.3),
the prikup (R-P6), the totus (MGU 1971 §6.3, §7), a returned prikup and the conditions entry.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from scorekeeper.core.engine import DealContext
from scorekeeper.errors import AmbiguousError, IllegalError, InvalidError, ScorekeeperError
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import questions as Q
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.keys import CLASSIC_GAME_KEYS
from scorekeeper.games.preferans.labels import owed_text
from scorekeeper.games.preferans.resolve_defence import tricks_map
from scorekeeper.games.preferans.state import PrefState, Resolved, strain_index
from scorekeeper.i18n import _, ngettext

if TYPE_CHECKING:
    from scorekeeper.games.preferans.deal import PreferansDeal


def check_stage(state: PrefState, deal: PreferansDeal, ctx: DealContext) -> None:
    """What the stage of the session allows (MGU 1971 §7 the razboynik; R-S1 the ёлочка)."""
    opts = ctx.table.options
    if state.deals < opts["elochka_deals"] and deal.raspasy is None:
        raise ctx.illegal(ngettext("deal {k} of the first {n} is «ёлочка»: all pass, no prikup, no trump "
                                   "({source})",
                                   "deal {k} of the first {n} is «ёлочка»: all pass, no prikup, no trump "
                                   "({source})", opts["elochka_deals"]).format(
            k=state.deals + 1, n=opts["elochka_deals"], source=C.ELOCHKA_SOURCE), key="declarer",
                          value=deal.declarer, expected="raspasy = { Name = tricks, ... }")
    stage = state.stage
    if stage == "main":
        return
    if stage == "conditions":
        raise ctx.illegal(_("the razboynik is played out: the mountain owner's conditions come first "
                            "({source})").format(source=C.CONDITIONS_SOURCE),
                          key="declarer" if deal.raspasy is None else "raspasy",
                          expected='conditions = { pool = N, whist_price = "…", control = "…" }')
    if stage == "razboynik-raspasy":
        left = classic.razboynik_raspasy(len(state.players)) - state.razboynik_raspasy
        if deal.raspasy is None:
            raise ctx.illegal(ngettext("the razboynik ends with two circles of raspasy: {n} still to play "
                                       "({source})",
                                       "the razboynik ends with two circles of raspasy: {n} still to play "
                                       "({source})", left).format(n=left, source=C.RAZBOYNIK_SOURCE),
                              key="declarer", value=deal.declarer,
                              expected="raspasy = { Name = tricks, ... }")
        if deal.dark:
            raise ctx.illegal(_("the razboynik has no auction, so no PAS V TEMNUYU (R-P-C27)"),
                              key="dark", value=True, expected=_("a light raspas"))
        return
    # the razboynik's games: no auction, each player's compulsory games (R-P-C27)
    owed = classic.razboynik_owed(state.razboynik or {})
    owing = {p: g for p, g in owed.items() if g}
    if deal.raspasy is not None:
        raise ctx.illegal(_("the razboynik's games come first: {owed} ({source})").format(
            owed=owed_text(owing), source=C.RAZBOYNIK_SOURCE), key="raspasy", value=deal.raspasy,
                          expected=_("a game from a player's list"))
    for key in ("dark", "word", "prikup_returned"):
        if getattr(deal, key):
            raise ctx.illegal(_("the razboynik has no auction: no '{key}' (R-P-C27)").format(key=key),
                              key=key, value=getattr(deal, key),
                              expected=_("the compulsory game itself"))


def dark_games(options: Mapping[str, Any], key: str = "dark") -> None:
    """MGU 1971 §6.3: dark games only under the presets that play them (option dark_games)."""
    if not options["dark_games"]:
        raise IllegalError(_("no dark games under these rules (dark_games = false; {source})").format(
            source=C.MGU_VARIANTS), key=key, value=True, expected=_("no dark key"))


def totus_played(options: Mapping[str, Any], key: str = "contract", value: Any = None) -> None:
    """MGU 1971 §6.3, §7: a totus only under the presets that play it (option totus)."""
    if not options["totus"]:
        raise IllegalError(_("no totus under these rules (totus = false)"), key=key, value=value,
                           expected=_("6♠ … 10NT or misere"))


def resolve_dark(state: PrefState, deal: PreferansDeal, ctx: DealContext, r: Resolved) -> None:
    """Dark games, the auction word and the bomb played on (MGU 1971 §6.3, §4; R-P-C4, R-P-C29)."""
    opts = ctx.table.options
    assert r.contract is not None and r.declarer is not None
    if deal.looked is not None:
        raise ctx.illegal(_("looked stands only on a dark raspas"), key="looked", value=deal.looked,
                          expected=_("no looked key on a game"))
    if deal.dark:
        try:
            dark_games(opts)
        except IllegalError as err:
            raise err.located(entry=ctx.number) from None
        r.dark = True
    if opts["bombs"] and state.bombs[r.declarer]:
        r.bomb = state.bombs[r.declarer][0]
    if deal.without_prikup:
        if not (r.contract.is_misere or int(r.contract.level or 0) >= C.WITHOUT_PRIKUP_MIN_LEVEL):
            raise ctx.illegal(_("only a nine, a ten or misère is declared without the prikup ({source})")
                              .format(source=C.MGU_TORG), key="without_prikup", value=True,
                              expected=_("a contract of 9 or 10, or misere"))
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
            raise ctx.illegal(_("no dark words under these rules (dark_games = false)"), key="word",
                              value=deal.word, expected=_("a light word"))
        r.word = w.name


def check_dark_only(r: Resolved, deal: PreferansDeal, ctx: DealContext, level: int) -> None:
    """Sixes and 7♠ after RAZ V TEMNUYU (and the like) are played only dark, closed, with both
    partners whisting (MGU 1971 §6.3)."""
    assert r.contract is not None
    strain = strain_index(r.contract)
    only = classic.dark_only(r.word, level, strain) if r.word and r.word in C.DARK_ONLY \
        else (level == 6 or (level, strain) == (7, 0))
    if not only:
        return
    if len(r.whisters) != 2 or r.dealer_whists:
        raise ctx.illegal(_("a dark {contract} is played only dark and both partners must whist "
                            "(MGU 1971 §6.3 \"vistovat' obyazany oba partnera\")").format(
            contract=r.contract), key="whist", value=deal.whist, expected=str(r.defenders))
    if deal.open:
        raise ctx.illegal(_("a dark {contract} is played closed («stoya»)").format(contract=r.contract),
                          key="open", value=True, expected=_("no open key"))


def resolve_prikup(deal: PreferansDeal, ctx: DealContext, r: Resolved) -> None:
    """The prikup's cards for the dealer's whists (R-P6; R-P-C14)."""
    if deal.prikup is None:
        if deal.prikup_whists is not None:
            raise ctx.illegal(_("prikup_whists stands beside the prikup's cards"), key="prikup_whists",
                              value=deal.prikup_whists, expected=_('prikup = ["A♠", "K♠"] beside it'))
        return
    if r.dealer_out is None and not ctx.table.options["prikup_premium"]:
        raise ctx.illegal(_("with three players the dealer holds cards: there are no dealer's prikup "
                            "whists (R-P6)"), key="prikup", value=deal.prikup,
                          expected=_("no prikup key with three players"))
    if deal.without_prikup:
        raise ctx.illegal(_("the game was declared without the prikup"), key="prikup",
                          value=deal.prikup, expected=_("no prikup key beside without_prikup"))
    if r.dark:
        raise ctx.illegal(_("a dark game's prikup is not shown (R-P-C14)"), key="prikup",
                          value=deal.prikup, expected=_("no prikup key on a dark game"))
    try:
        r.prikup_tricks = classic.prikup_tricks(deal.prikup)
    except ScorekeeperError as err:
        raise err.located(entry=ctx.number, key="prikup")
    r.prikup_whists = deal.prikup_whists is not False


def resolve_totus(state: PrefState, deal: PreferansDeal, ctx: DealContext,
                   r: Resolved) -> Resolved:
    """A totus (MGU 1971 §6.3: "12 nevybityh vzyatok ... igrok dolzhen sygrat' desyatirik"; §7)."""
    opts = ctx.table.options
    try:
        totus_played(opts, "contract", deal.contract)
    except IllegalError as err:
        raise err.located(entry=ctx.number) from None
    if state.stage == "razboynik":
        raise ctx.illegal(_("the razboynik's games are the compulsory ones: no totus (R-P-C27)"),
                          key="contract", value=deal.contract, expected=_("a game the player owes"))
    for key in ("whist", "half_whist", "mode", "prikup", "prikup_whists", "dark", "without_prikup",
                "excess_to", "looked"):
        if getattr(deal, key) is not None:
            raise ctx.illegal(_("a totus is shown and played as a ten: no '{key}' (R-P-C1)").format(key=key),
                              key=key, value=getattr(deal, key),
                              expected="declarer, contract, tricks, totus_help")
    if deal.word is not None:
        try:
            r.word = classic.word(deal.word).name  # any word: totus follows the auction (R-P-C6)
        except ScorekeeperError as err:
            raise err.located(entry=ctx.number, key="word")
    if deal.tricks is None:
        raise ctx.missing(_("how many of the ten did {name} take?").format(name=r.declarer),
                          Q.tricks(r.declarer, of=_("of ten"), default=10), key="tricks",
                          expected=f"tricks = {{ {r.declarer} = 10 }}")
    got = tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
    if r.declarer not in got:
        raise ctx.missing(_("{name}'s own tricks are not given").format(name=r.declarer),
                          Q.tricks(r.declarer, high=T.TRICKS_PER_DEAL - sum(got.values())),
                          key="tricks", expected=f"tricks = {{ {r.declarer} = 10 }}")
    r.tricks = got
    r.declarer_tricks = got[r.declarer]
    r.bomb = state.bombs[r.declarer][0] if opts["bombs"] and state.bombs[r.declarer] else 0
    named = [] if deal.totus_help is None else \
        [deal.totus_help] if isinstance(deal.totus_help, str) else list(deal.totus_help)
    r.totus_help = [ctx.player(n, "totus_help") for n in named]
    if r.bomb == C.ELKA and r.totus_help:
        raise ctx.illegal(_("a totus on an elka writes off every mountain: nobody is named ({source})")
                          .format(source=C.TOTUS_MADE_SOURCE), key="totus_help", value=deal.totus_help,
                          expected=_("no totus_help key"))
    try:
        classic.totus_partners(r.declarer, r.bomb, ctx.table.players, r.totus_help, r.dealer_out)
    except AmbiguousError as err:  # the partners are not named: who they are is asked
        want = C.TOTUS_PARTNERS[r.bomb] or 0
        if deal.totus_help is not None:
            raise err.located(entry=ctx.number)
        others = [p for p in ctx.table.players if p not in (r.declarer, r.dealer_out)]
        raise ctx.missing(err.message, Q.totus_help(r, want, others), expected=err.expected)
    except ScorekeeperError as err:
        raise err.located(entry=ctx.number)
    return r


def resolve_returned(deal: PreferansDeal, ctx: DealContext, dealer_out: str | None) -> Resolved:
    """A returned prikup (R-P6; MGU 1971 §7 "za vozvrashchennyj prikup - 1 ochko v goru")."""
    opts = ctx.table.options
    if not opts["dealer_prikup_whists"]:
        raise ctx.illegal(_("a returned prikup is the classic's (dealer_prikup_whists = false)"),
                          key="prikup_returned", value=True, expected=_("no prikup_returned key"))
    if deal.declarer is None:
        raise InvalidError(_("who gave the prikup back?"), entry=ctx.number, key="declarer",
                           expected=_('declarer = "Name" beside prikup_returned = true'))
    for key in ("contract", "whist", "tricks", "half_whist", "help", "looked",
                *(k for k in CLASSIC_GAME_KEYS if k != "prikup_returned")):
        if getattr(deal, key) is not None:
            raise InvalidError(_("a returned prikup holds only the declarer (R-P-C30)"), entry=ctx.number,
                               key=key, value=getattr(deal, key),
                               expected='declarer = "Name", prikup_returned = true')
    declarer = ctx.player(deal.declarer, "declarer")
    if declarer == dealer_out:
        raise ctx.illegal(_("{name} deals this deal and sits out (four players)").format(name=declarer),
                          key="declarer", value=declarer,
                          expected=_("one of the three players who hold cards"))
    return Resolved("returned", dealer_out, declarer=declarer)


def resolve_conditions(state: PrefState, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    """The mountain owner's conditions after the razboynik (MGU 1971 §7; R-P-C17)."""
    extra = [k for k, v in deal if v is not None and k != "conditions"]
    if extra:
        raise InvalidError(_("the conditions entry holds only 'conditions' (and a note)"),
                           entry=ctx.number, key=extra[0], value=getattr(deal, extra[0]),
                           expected=_("conditions = { pool = N, ... } alone"))
    if state.stage != "conditions":
        why = (_("no conditions now: these rules play no razboynik") if state.razboynik is None or
               ctx.table.options["end"] == "razboynik" else
               _("no conditions now: the conditions are already set") if state.conditions is not None
               else _("no conditions now: the razboynik is not over yet: {left}").format(
                   left=razboynik_left(state)))
        raise ctx.illegal(why, key="conditions",
                          value=deal.conditions.model_dump(exclude_none=True) if deal.conditions else None,
                          expected=_("conditions after the razboynik ({source})").format(
                              source=C.CONDITIONS_SOURCE))
    cond = deal.conditions
    assert cond is not None
    owners = classic.mountain_owners(state.mountain)
    if cond.by is None:
        if len(owners) > 1:
            raise ctx.missing(_("several players share the largest mountain: name the one who sets "
                                "the conditions (R-P-C17)"), Q.conditions_by(owners),
                              expected=_("one of {names}").format(names=", ".join(owners)))
        by = owners[0]
    else:
        by = ctx.player(cond.by, "conditions.by")
    if cond.pool is None:
        raise AmbiguousError(_("the conditions name the pool to play"), entry=ctx.number,
                             key="conditions.pool",
                             expected=_("pool = N (no larger than the smallest mountain)"))
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


def razboynik_left(state: PrefState) -> str:
    owed = {p: g for p, g in classic.razboynik_owed(state.razboynik or {}).items() if g}
    if owed:
        return owed_text(owed)
    left = classic.razboynik_raspasy(len(state.players)) - state.razboynik_raspasy
    return ngettext("{n} raspas(y) of the razboynik still to play",
                    "{n} raspas(y) of the razboynik still to play", left).format(n=left)
