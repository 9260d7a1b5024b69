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

if TYPE_CHECKING:
    from scorekeeper.games.preferans.deal import PreferansDeal


def resolve_whisters(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> None:
    """Who whisted, in speaking order; the dealer whisting (MGU 1971 §3); the book's mode (R-S4)."""
    opts = ctx.table.options
    assert deal.whist is not None
    whisters: list[str] = []
    for i, w in enumerate(deal.whist):
        name = ctx.player(w, f"whist.{i}")
        if name == r.declarer:
            raise ctx.illegal("the declarer cannot whist on the declarer's own game", key="whist", value=deal.whist,
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
        raise ctx.missing(f"{r.whisters[0]} whists alone: did {r.whisters[0]} say «Один», «Помоги» or "
                          f"«Откроем»? ({C.BOOK_MODES_SOURCE})", Q.mode(r, MODE_ALIASES),
                          expected='mode = "один", "помоги" or "откроем"')
    if r.mode is not None:
        r.passer = next(d for d in r.defenders if d not in r.whisters)


def as_passed(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    r.kind = "passed"
    if deal.tricks is not None:
        raise ctx.illegal("both defenders passed: the game is scored without play, so no "
                          "tricks are recorded", key="tricks", value=deal.tricks,
                          expected="no tricks key, or name the whister in whist = [...]")
    if deal.open:
        raise ctx.illegal("open play needs a whister", key="open", value=True,
                          expected="no open key when both passed")
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
            raise ctx.illegal(f"{who} deals and sits out: {who} takes no tricks", key=f"tricks.{name}",
                              value=n, expected="tricks of " + ", ".join(allowed))
        if who not in allowed:
            raise ctx.illegal(f"{who} did not play this deal" + (
                f" («один»: {r.passer} lays the cards down)" if r.mode == "один" else ""),
                key=f"tricks.{name}", value=n, expected="tricks of " + ", ".join(allowed))
        if not 0 <= n <= T.TRICKS_PER_DEAL:
            raise ctx.illegal("a player takes 0 to 10 tricks", key=f"tricks.{name}", value=n,
                              expected="0 to 10")
        out[who] = n
    if sum(out.values()) > T.TRICKS_PER_DEAL:
        raise ctx.illegal(f"the tricks add up to {sum(out.values())}, more than 10", key="tricks",
                          value=deal.tricks, expected="ten tricks in all")
    return out


def resolve_misere(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    opts = ctx.table.options
    r.kind = "misere"
    if deal.half_whist is not None:
        raise ctx.illegal("no half-whist on a misère", key="half_whist", value=deal.half_whist)
    if opts["misere_whist"] == "per-trick":
        # the book: misère is whisted, each trick forced on the declarer paid (R-S2, R-P-C34)
        if deal.whist is None:
            raise ctx.missing("who whisted the misère? the score depends on it",
                              Q.whist(r, opts["dealer_whist"]),
                              expected='whist = ["Name"], ["A", "B"], or [] when both passed')
        resolve_whisters(r, deal, ctx)
        if not r.whisters:
            return as_passed(r, deal, ctx)
    elif deal.whist:
        raise ctx.illegal("misère is caught, not whisted (MGU 1971 §7: na mizere visty ne pishutsya)",
                          key="whist", value=deal.whist, expected="no whist key on a misère")
    if deal.tricks is None:
        raise ctx.missing("how many tricks did the misère player take?",
                          Q.tricks(r.declarer, default=0), key="tricks",
                          expected=f"tricks = {{ {r.declarer} = 0 }} (or 1, 2 …)")
    got = tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
    if r.declarer not in got:
        if len(got) == len(r.defenders):
            got[r.declarer] = T.TRICKS_PER_DEAL - sum(got.values())
        else:
            raise ctx.missing("the misère player's own tricks are not given",
                              Q.tricks(r.declarer, high=T.TRICKS_PER_DEAL - sum(got.values())),
                              key="tricks", expected=f"tricks = {{ {r.declarer} = 0 }}")
    elif len(got) == 1 + len(r.defenders) and sum(got.values()) != T.TRICKS_PER_DEAL:
        raise ctx.illegal(f"the tricks add up to {sum(got.values())}, not 10", key="tricks",
                          value=deal.tricks, expected="ten tricks in all")
    r.tricks = got
    r.declarer_tricks = got[r.declarer]
    r.defenders_total = T.TRICKS_PER_DEAL - r.declarer_tricks
    return r


def resolve_catch(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> Resolved:
    """A ten under ten_play = catch: the partners do not whist, they catch (MGU 1971 §6.3; R-P-C28)."""
    if deal.whist:
        raise ctx.illegal("on a ten the partners do not whist, they lay their cards down and catch "
                          f"({C.MGU_HIGH}; ten_play = catch)", key="whist", value=deal.whist,
                          expected="no whist key on a ten")
    if deal.half_whist is not None:
        raise ctx.illegal("no half-whist on a ten", key="half_whist", value=deal.half_whist)
    if deal.tricks is None:
        raise ctx.missing(f"how many tricks did {r.declarer} take?", Q.tricks(r.declarer),
                          key="tricks", expected=f"tricks = {{ {r.declarer} = 10 }} (or fewer)")
    got = tricks_map(deal, r, ctx, [r.declarer, *r.defenders])
    if r.declarer not in got:
        if len(got) == len(r.defenders):
            got[r.declarer] = T.TRICKS_PER_DEAL - sum(got.values())
        else:
            raise ctx.missing(f"{r.declarer}'s own tricks are not given",
                              Q.tricks(r.declarer, high=T.TRICKS_PER_DEAL - sum(got.values())),
                              key="tricks", expected=f"tricks = {{ {r.declarer} = 10 }}")
    r.catch = True
    r.tricks = got
    r.declarer_tricks = got[r.declarer]
    r.defenders_total = T.TRICKS_PER_DEAL - r.declarer_tricks
    return r


def resolve_tricks(r: Resolved, deal: PreferansDeal, ctx: DealContext) -> None:
    if deal.tricks is None:
        raise ctx.missing(f"how many tricks did {r.declarer} take?", Q.tricks(r.declarer),
                          key="tricks", expected=f"tricks = {{ {r.declarer} = N }}, or every "
                                                 "player's count")
    if r.dealer_whists:
        everyone = [r.declarer, r.whisters[0]]  # the dealer plays for the two who passed
    elif r.mode == "один":
        everyone = [r.declarer, r.whisters[0]]  # the passer's cards lie closed (R-S4)
    else:
        everyone = [r.declarer, *r.defenders]
    got = tricks_map(deal, r, ctx, everyone)
    unknown = [p for p in everyone if p not in got]
    if not unknown and sum(got.values()) != T.TRICKS_PER_DEAL:
        raise ctx.illegal(f"the tricks add up to {sum(got.values())}, not 10", key="tricks",
                          value=deal.tricks, expected="ten tricks in all")
    if len(unknown) == 1:
        got[unknown[0]] = T.TRICKS_PER_DEAL - sum(got.values())
        unknown = []
    if r.declarer in unknown:
        raise ctx.missing(f"{r.declarer}'s tricks are not given and the others' do not fix them",
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
            how = "«Откроем»: each hand's tricks score to its owner" if r.mode == "откроем" else \
                "two whisters each write whists for their own tricks"
            raise ctx.missing(
                f"{how}: say how the defenders' {r.defenders_total} tricks split",
                Q.tricks(r.whisters[0], high=rest, of=f"of the defenders' {rest}", why=how),
                key="tricks", expected=f"tricks = {{ {r.declarer} = {r.declarer_tricks}, "
                                       f"{r.whisters[0]} = N }}")
        # one whister: every defender's trick is his (R-P-M2)
        target = r.whisters[0] if len(r.whisters) == 1 else unknown[0]
        for d in unknown:
            got[d] = 0
        got[target] = got.get(target, 0) + rest
    r.tricks = got
