"""Checking the defence: who whisted, in speaking order (MGU 1971 §3, §4; R-S4's modes), and who took
how many tricks, filled in where one count fixes the rest (R-P-M2; R-P11: two whisters each write
their own tricks, so their split must be said), for games, misère (MGU 1971 §7; R-P-C34) and a ten that
is caught (MGU 1971 §6.3; R-P-C28).
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from collections.abc import Sequence

from scorekeeper.core.engine import DealContext
from scorekeeper.errors import InvalidError
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import questions as Q
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.keys import MODE_ALIASES
from scorekeeper.games.preferans.state import Resolved
from scorekeeper.i18n import _

if TYPE_CHECKING:
    from scorekeeper.games.preferans.deal import PreferansDeal


def too_many(total: int) -> str:
    return _("the tricks add up to {total}, more than 10").format(total=total)


def not_ten(total: int) -> str:
    return _("the tricks add up to {total}, not 10").format(total=total)


def defenders_expected(r: Resolved) -> str:
    return _("defenders: {names}").format(names=", ".join(r.defenders))


def resolve_whisters(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> None:
    """Who whisted, in speaking order; the dealer whisting (MGU 1971 §3); the book's mode (R-S4)."""
    opts = ctx.table.options
    assert deal.whist is not None
    whisters: list[str] = []
    for i, w in enumerate(deal.whist):
        name = ctx.player(w, f"whist.{i}")
        if name == r.declarer:
            raise ctx.illegal(_("the declarer cannot whist on the declarer's own game"), key="whist",
                              value=deal.whist, expected=defenders_expected(r))
        if name in whisters:
            raise ctx.illegal(_("{name} is named twice").format(name=name), key="whist", value=deal.whist)
        if name == r.dealer_out:
            if not opts["dealer_whist"]:
                raise ctx.illegal(_("{name} deals this deal and sits out (four players)").format(name=name),
                                  key="whist", value=deal.whist, expected=defenders_expected(r))
            if len(deal.whist) != 1:
                raise ctx.illegal(_("the dealer whists only instead of two defenders who both passed "
                                    "({source} item 3; R-P-C33)").format(source=C.MGU_START),
                                  key="whist", value=deal.whist,
                                  expected=_('whist = ["{name}"] alone').format(name=name))
            r.dealer_whists = True
        whisters.append(name)
    r.whisters = whisters if r.dealer_whists else [d for d in r.defenders if d in whisters]
    if deal.mode is not None:
        if not opts["whist_modes"]:
            raise ctx.illegal(_("«Один / Помоги / Откроем» are the 1991 book's (whist_modes = false)"),
                              key="mode", value=deal.mode, expected=_("no mode key under these rules"))
        mode = MODE_ALIASES.get(deal.mode.strip().casefold())
        if mode is None:
            raise InvalidError(_("unknown whist mode"), entry=ctx.number, key="mode", value=deal.mode,
                               expected=_("один, помоги or откроем (odin, pomogi, otkroem; alone, "
                                          "help, open)"))
        if len(r.whisters) != 1 or len(r.defenders) != 2:
            raise ctx.illegal(_("«{mode}» is said by a lone whister when the other defender passed "
                                "({source})").format(mode=mode, source=C.BOOK_MODES_SOURCE),
                              key="mode", value=deal.mode, expected=_("one name in whist = [...]"))
        r.mode = mode
    elif opts["whist_modes"] and len(r.whisters) == 1 and len(r.defenders) == 2:
        raise ctx.missing(_("{name} whists alone: did {name} say «Один», «Помоги» or «Откроем»? "
                            "({source})").format(name=r.whisters[0], source=C.BOOK_MODES_SOURCE),
                          Q.mode(r, MODE_ALIASES),
                          expected=_('mode = "один", "помоги" or "откроем"'))
    if r.mode is not None:
        r.passer = next(d for d in r.defenders if d not in r.whisters)


def as_passed(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    r.kind = "passed"
    if deal.tricks is not None:
        raise ctx.illegal(_("both defenders passed: the game is scored without play, so no "
                            "tricks are recorded"), key="tricks", value=deal.tricks,
                          expected=_("no tricks key, or name the whister in whist = [...]"))
    if deal.open:
        raise ctx.illegal(_("open play needs a whister"), key="open", value=True,
                          expected=_("no open key when both passed"))
    return r


def tricks_map(deal: PreferansDeal, r: Resolved, ctx: DealContext,
                allowed: Sequence[str]) -> dict[str, int]:
    raw = deal.tricks
    if isinstance(raw, int):
        raw = {r.declarer: raw}
    out: dict[str, int] = {}
    for name, n in raw.items():
        who = ctx.player(name, f"tricks.{name}")
        if who == r.dealer_out and who not in allowed:
            raise ctx.illegal(_("{name} deals and sits out: {name} takes no tricks").format(name=who),
                              key=f"tricks.{name}", value=n,
                              expected=_("tricks of {names}").format(names=", ".join(allowed)))
        if who not in allowed:
            raise ctx.illegal((_("{name} did not play this deal («один»: {passer} lays the cards down)")
                               if r.mode == "один" else _("{name} did not play this deal")).format(
                name=who, passer=r.passer),
                key=f"tricks.{name}", value=n,
                expected=_("tricks of {names}").format(names=", ".join(allowed)))
        if not 0 <= n <= T.TRICKS_PER_DEAL:
            raise ctx.illegal(_("a player takes 0 to 10 tricks"), key=f"tricks.{name}", value=n,
                              expected=_("0 to 10"))
        out[who] = n
    if sum(out.values()) > T.TRICKS_PER_DEAL:
        raise ctx.illegal(too_many(sum(out.values())), key="tricks", value=deal.tricks,
                          expected=_("ten tricks in all"))
    return out


def resolve_misere(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    opts = ctx.table.options
    r.kind = "misere"
    if deal.half_whist is not None:
        raise ctx.illegal(_("no half-whist on a misère"), key="half_whist", value=deal.half_whist)
    if opts["misere_whist"] == "per-trick":
        # the book: misère is whisted, each trick forced on the declarer paid (R-S2, R-P-C34)
        if deal.whist is None:
            raise ctx.missing(_("who whisted the misère? the score depends on it"),
                              Q.whist(r, opts["dealer_whist"]),
                              expected=_('whist = ["Name"], ["A", "B"], or [] when both passed'))
        resolve_whisters(r, deal, ctx)
        if not r.whisters:
            return as_passed(r, deal, ctx)
    elif deal.whist:
        raise ctx.illegal(_("misère is caught, not whisted (MGU 1971 §7: na mizere visty ne pishutsya)"),
                          key="whist", value=deal.whist, expected=_("no whist key on a misère"))
    if deal.tricks is None:
        raise ctx.missing(_("how many tricks did the misère player take?"),
                          Q.tricks(r.declarer, default=0), key="tricks",
                          expected=_("tricks = {{ {name} = 0 }} (or 1, 2 …)").format(name=r.declarer))
    got = tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
    if r.declarer not in got:
        if len(got) == len(r.defenders):
            got[r.declarer] = T.TRICKS_PER_DEAL - sum(got.values())
        else:
            raise ctx.missing(_("the misère player's own tricks are not given"),
                              Q.tricks(r.declarer, high=T.TRICKS_PER_DEAL - sum(got.values())),
                              key="tricks", expected=f"tricks = {{ {r.declarer} = 0 }}")
    elif len(got) == 1 + len(r.defenders) and sum(got.values()) != T.TRICKS_PER_DEAL:
        raise ctx.illegal(not_ten(sum(got.values())), key="tricks", value=deal.tricks,
                          expected=_("ten tricks in all"))
    r.tricks = got
    r.declarer_tricks = got[r.declarer]
    r.defenders_total = T.TRICKS_PER_DEAL - r.declarer_tricks
    return r


def resolve_catch(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    """A ten under ten_play = catch: the partners do not whist, they catch (MGU 1971 §6.3; R-P-C28)."""
    if deal.whist:
        raise ctx.illegal(_("on a ten the partners do not whist, they lay their cards down and catch "
                            "({source}; ten_play = catch)").format(source=C.MGU_HIGH), key="whist",
                          value=deal.whist, expected=_("no whist key on a ten"))
    if deal.half_whist is not None:
        raise ctx.illegal(_("no half-whist on a ten"), key="half_whist", value=deal.half_whist)
    if deal.tricks is None:
        raise ctx.missing(_("how many tricks did {name} take?").format(name=r.declarer),
                          Q.tricks(r.declarer), key="tricks",
                          expected=_("tricks = {{ {name} = 10 }} (or fewer)").format(name=r.declarer))
    got = tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
    if r.declarer not in got:
        if len(got) == len(r.defenders):
            got[r.declarer] = T.TRICKS_PER_DEAL - sum(got.values())
        else:
            raise ctx.missing(_("{name}'s own tricks are not given").format(name=r.declarer),
                              Q.tricks(r.declarer, high=T.TRICKS_PER_DEAL - sum(got.values())),
                              key="tricks", expected=f"tricks = {{ {r.declarer} = 10 }}")
    r.catch = True
    r.tricks = got
    r.declarer_tricks = got[r.declarer]
    r.defenders_total = T.TRICKS_PER_DEAL - r.declarer_tricks
    return r


def resolve_tricks(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> None:
    if deal.tricks is None:
        raise ctx.missing(_("how many tricks did {name} take?").format(name=r.declarer),
                          Q.tricks(r.declarer), key="tricks",
                          expected=_("tricks = {{ {name} = N }}, or every player's count").format(
                              name=r.declarer))
    if r.dealer_whists:
        everyone = [r.declarer, r.whisters[0]]  # the dealer plays for the two who passed
    elif r.mode == "один":
        everyone = [r.declarer, r.whisters[0]]  # the passer's cards lie closed (R-S4)
    else:
        everyone = [r.declarer, *r.defenders]
    got = tricks_map(deal, r, ctx, everyone)
    unknown = [p for p in everyone if p not in got]
    if not unknown and sum(got.values()) != T.TRICKS_PER_DEAL:
        raise ctx.illegal(not_ten(sum(got.values())), key="tricks", value=deal.tricks,
                          expected=_("ten tricks in all"))
    if len(unknown) == 1:
        got[unknown[0]] = T.TRICKS_PER_DEAL - sum(got.values())
        unknown = []
    if r.declarer in unknown:
        raise ctx.missing(_("{name}'s tricks are not given and the others' do not fix them").format(
            name=r.declarer),
                          Q.tricks(r.declarer, high=T.TRICKS_PER_DEAL - sum(got.values())),
                          key="tricks", expected=f"tricks = {{ {r.declarer} = N }}")
    r.declarer_tricks = got[r.declarer]
    r.defenders_total = T.TRICKS_PER_DEAL - r.declarer_tricks
    if unknown:
        rest = r.defenders_total - sum(got.get(d, 0) for d in r.defenders)
        # the split between defenders matters only with two whisters each paid for his own, or
        # when each hand scores to its owner («Откроем», R-S4)
        needs_split = rest > 0 and (len(r.whisters) == 2 or r.mode == "откроем")
        if needs_split:
            how = _("«Откроем»: each hand's tricks score to its owner") if r.mode == "откроем" else \
                _("two whisters each write whists for their own tricks")
            raise ctx.missing(
                _("{why}: say how the defenders' {n} tricks split").format(why=how, n=r.defenders_total),
                Q.tricks(r.whisters[0], high=rest, of=_("of the defenders' {n}").format(n=rest), why=how),
                key="tricks", expected=f"tricks = {{ {r.declarer} = {r.declarer_tricks}, "
                                       f"{r.whisters[0]} = N }}")
        # one whister: every defender's trick is his (R-P-M2)
        target = r.whisters[0] if len(r.whisters) == 1 else unknown[0]
        for d in unknown:
            got[d] = 0
        got[target] = got.get(target, 0) + rest
    r.tricks = got
