"""Scoring raspasy: on the mountain (R-P4; the modern progressions), in whists (Rostov, R-P-M7,
R-P12), the clean raspas's reward, a dark raspas's bombs (MGU 1971 §6.3) and the book's ёлочка (R-S1).
"""

from __future__ import annotations

from scorekeeper.core.engine import DealContext
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.labels import bomb_name
from scorekeeper.games.preferans.ledger import add_mountain
from scorekeeper.games.preferans.points import into_pool
from scorekeeper.games.preferans.settlement import exact, num, txt
from scorekeeper.games.preferans.state import PrefState, Resolved
from scorekeeper.i18n import _, ngettext


def apply_raspasy(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
    opts = ctx.table.options
    if r.elochka:
        return apply_elochka(state, r, ctx)
    nth = 1 if r.razboynik else state.streak + 1
    base = S.raspas_step(0 if r.razboynik else state.streak, opts)
    step = base * (C.DARK_MULTIPLIER if r.dark else 1)
    first = S.raspas_step(0, opts)
    if r.razboynik:
        text = _("dark raspasy (razboynik): {tricks}") if r.dark else _("raspasy (razboynik): {tricks}")
    elif nth > 1:
        text = _("dark raspasy ×{n}: {tricks}") if r.dark else _("raspasy ×{n}: {tricks}")
    else:
        text = _("dark raspasy: {tricks}") if r.dark else _("raspasy: {tricks}")
    text = text.format(n=nth, tricks=", ".join(f"{p} {n}" for p, n in r.raspasy.items()))
    if r.razboynik:
        k = state.razboynik_raspasy + 1
        ctx.step(_("raspas {k} of the razboynik's {total}: a trick costs {price}").format(
            k=k, total=classic.razboynik_raspasy(len(state.players)), price=step),
                 f"{C.RAZBOYNIK_SOURCE}; R-P-C26")
    else:
        ctx.step(_("raspas {n} in a row: a trick costs {price} (raspasy_progression = {progression})")
                 .format(n=nth, price=base, progression=opts["raspasy_progression"]), "R-P4; R-P-M5")
    if r.dark:
        ctx.step(_("a dark raspas (PAS V TEMNUYU): every trick doubled, {price} a trick").format(price=step),
                 f"{C.MGU_HIGH} (\"vse shtrafnye ochki za vzyatki udvaivayutsya\"); R-P4")
    if opts["raspasy_scoring"] == "whists":
        rostov_whists(state, r, ctx, step, first)
    else:
        mountain_raspasy(state, r, ctx, step)
    for p in clean_players(r, ctx):
        where, amount = S.zero_trick_reward(step, opts)
        rule = f"{T.R_ZERO}; raspas_zero = {opts['raspas_zero']}"
        if where == "below":
            ctx.step(_("{name} took no trick: {points} off {name}'s mountain, below zero too").format(
                name=p, points=amount), f"{T.R_ZERO_MOUNTAIN_2}; raspas_zero = mountain-2", p,
                     "mountain", -amount)
            add_mountain(state, p, -amount)
        elif where == "pool":
            ctx.step(_("{name} took no trick: {points} to the pool").format(name=p, points=amount), rule)
            into_pool(state, p, exact(amount), ctx, exclude=[], chosen=[],
                          dealer_out=r.dealer_out, rule=rule)
        elif where == "mountain":
            off = classic.write_off(exact(amount), state.mountain[p])
            if off:
                ctx.step(_("{name} took no trick: {points} off {name}'s mountain").format(
                    name=p, points=txt(off)), "R-P4", p, "mountain",
                         num(-off))
                add_mountain(state, p, -off)
            else:
                ctx.step(_("{name} took no trick, but {name}'s mountain is empty: the reward is lost")
                         .format(name=p),
                         f"R-P4; {C.MGU_SHEET} (\"zarabotannye na raspasah ochki propadayut\")")
    if r.dark and opts["bombs"]:
        draw_bombs(state, r, ctx)
    state.raspasy_played += 1
    state.dark_streak = state.dark_streak + 1 if r.dark else 0
    if r.razboynik:
        state.razboynik_raspasy += 1
        left = classic.razboynik_raspasy(len(state.players)) - state.razboynik_raspasy
        return text, _("razboynik raspasy left: {n}").format(n=left)
    state.streak += 1
    low = S.exit_minimum(state.streak, opts)
    result = (_("next raspas at {price}; exit {exit}") if low > T.LOWEST_LEVEL else
              _("next raspas at {price}")).format(price=S.raspas_step(state.streak, opts), exit=low)
    return text, result


def rostov_whists(state: PrefState, r: Resolved, ctx: DealContext, step: int, first: int) -> None:
    """Rostov raspasy in whists (R-P-M0; R-P-M7, R-P12): the fewest tricks write on the others,
    the step's ratio to the first (``first``) times ``raspasy_whists`` a trick; the dealer's prikup
    tricks to his mountain (R-P4)."""
    opts = ctx.table.options
    active = {p: n for p, n in r.raspasy.items() if p != r.dealer_out}
    ratio = step // first if first else 1
    ties = sum(1 for n in active.values() if n == min(active.values()))
    shared = ties > 1 and opts["raspasy_tie"] == "split"
    for writer, on, amount in S.rostov_raspasy(active, ratio, opts):
        said = ngettext("{writer} took fewest tricks: writes {amount} whists on {on} ({n} trick(s) × "
                        "{per} × {ratio} ÷ {ties}, shared by the tied)",
                        "{writer} took fewest tricks: writes {amount} whists on {on} ({n} trick(s) × "
                        "{per} × {ratio} ÷ {ties}, shared by the tied)", active[on]) if shared else \
            ngettext("{writer} took fewest tricks: writes {amount} whists on {on} ({n} trick(s) × "
                     "{per} × {ratio})",
                     "{writer} took fewest tricks: writes {amount} whists on {on} ({n} trick(s) × "
                     "{per} × {ratio})", active[on])
        ctx.step(said.format(writer=writer, amount=txt(amount), on=on, n=active[on],
                             per=opts["raspasy_whists"], ratio=ratio, ties=ties),
                 f"{T.R_RASPAS_ROSTOV}; R-P-M7" + (f"; R-P12; raspasy_tie = {opts['raspasy_tie']}"
                                                  if ties > 1 else ""),
                 writer, f"whists:{on}", num(amount))
        state.whists[writer][on] += amount
    if r.dealer_out is not None and r.raspasy.get(r.dealer_out):
        n = r.raspasy[r.dealer_out]
        ctx.step(ngettext("{dealer} (dealer) pays the prikup's {n} trick(s): {n} × {price} to the "
                          "mountain",
                          "{dealer} (dealer) pays the prikup's {n} trick(s): {n} × {price} to the "
                          "mountain", n).format(dealer=r.dealer_out, n=n, price=step), "R-P4", r.dealer_out, "mountain", n * step)
        add_mountain(state, r.dealer_out, exact(n * step))


def mountain_raspasy(state: PrefState, r: Resolved, ctx: DealContext, step: int) -> None:
    """Raspas tricks on the mountain, each at the raspas's price (R-P4), or under ``raspasy_amnesty``
    only those beyond the fewest anyone took (pulka src/engine/calc.ts calcRaspas); the dealer's
    prikup tricks where they count (R-P4)."""
    opts = ctx.table.options
    charged = S.raspas_charged(r.raspasy, opts)
    fewest = min(r.raspasy.values())
    if opts["raspasy_amnesty"] and fewest:
        ctx.step(ngettext("amnesty of the minimum: every player pays for the tricks beyond the "
                          "fewest taken, {n}",
                          "amnesty of the minimum: every player pays for the tricks beyond the "
                          "fewest taken, {n}", fewest).format(n=fewest),
                 f"{T.pulka('calc.ts', 'calcRaspas')}; raspasy_amnesty = true")
    for p, n in charged.items():
        if n:
            prik = p == r.dealer_out
            said = ngettext("{name} took {n} trick(s) on raspasy (the prikup's, uncovered: the "
                            "dealer's): {n} × {price} to the mountain",
                            "{name} took {n} trick(s) on raspasy (the prikup's, uncovered: the "
                            "dealer's): {n} × {price} to the mountain", n) if prik else \
                ngettext("{name} took {n} trick(s) on raspasy: {n} × {price} to the mountain",
                         "{name} took {n} trick(s) on raspasy: {n} × {price} to the mountain", n)
            if charged[p] != r.raspasy[p]:
                said = ngettext("{name} took {taken} trick(s) on raspasy, {n} beyond the fewest: "
                                "{n} × {price} to the mountain",
                                "{name} took {taken} trick(s) on raspasy, {n} beyond the fewest: "
                                "{n} × {price} to the mountain", n)
            ctx.step(said.format(name=p, n=n, price=step, taken=r.raspasy[p]),
                     T.R_RASPAS + (f"; {C.MGU_RASPAS}" if prik else ""), p, "mountain", n * step)
            add_mountain(state, p, exact(n * step))


def clean_players(r: Resolved, ctx: DealContext) -> list[str]:
    """Who earns the clean raspas's reward: each player who took no trick, the dealer only as
    ``raspas_zero_dealer`` has it (:func:`scoring.zero_reward_to_dealer`)."""
    opts = ctx.table.options
    out = []
    for p in ctx.table.players:
        if r.raspasy.get(p, 0) or (p not in r.raspasy and p != r.dealer_out):
            continue
        if p == ctx.dealer and not S.zero_reward_to_dealer(p, r.dealer_out, opts):
            if r.dealer_out is None or opts["raspas_zero_dealer"] != "playing":
                ctx.step(_("{name} took no trick but deals: no reward for the dealer").format(name=p),
                         f"{T.pulka('calc.ts', 'calcRaspas')}; raspas_zero_dealer = "
                         f"{opts['raspas_zero_dealer']}")
            continue
        out.append(p)
    return out


def draw_bombs(state: PrefState, r: Resolved, ctx: DealContext) -> None:
    """Bombs drawn for a dark raspas (MGU 1971 §6.3; R-P-C7, R-P-C35)."""
    in_row = state.dark_streak + 1
    active = [p for p in state.players if p != r.dealer_out]
    looked = {p: p in r.looked for p in active}
    awards = classic.bomb_awards(in_row, looked, r.dealer_out)
    for p in state.players:
        b = awards.get(p, 0)
        why = ((_("the dealer, nobody looked") if not r.looked else
                _("the dealer, somebody looked: one rank lower")) if p == r.dealer_out else
               _("looked before passing: one rank lower") if p in r.looked else _("passed in the dark"))
        if b:
            state.bombs[p].append(b)
            ctx.step(_("{name} ({why}): a {bomb} is drawn on {name}'s sheet").format(
                name=p, why=why, bomb=bomb_name(b)), C.BOMB_AWARD_SOURCE, p, "bombs", b)
        elif p in looked or p == r.dealer_out:
            ctx.step(_("{name} ({why}): no bomb (a simple bomb one rank lower is nothing)").format(
                name=p, why=why), C.BOMB_AWARD_SOURCE)


def apply_elochka(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
    """The book's «ёлочка»: 3 points a trick, no prikup, no trump (R-S1); later all-pass deals
    alike (R-P-C23)."""
    opening = state.deals < ctx.table.options["elochka_deals"]
    rule = C.ELOCHKA_SOURCE if opening else f"{C.ELOCHKA_SOURCE}; R-P-C23"
    points = C.ELOCHKA_TRICK_POINTS
    said = ngettext("«ёлочка» {k} of {n}: {points} points a trick",
                    "«ёлочка» {k} of {n}: {points} points a trick", points) if opening else \
        ngettext("all passed: scored as the «ёлочка»: {points} points a trick",
                 "all passed: scored as the «ёлочка»: {points} points a trick", points)
    ctx.step(said.format(k=state.deals + 1, n=ctx.table.options["elochka_deals"], points=points), rule)
    for p, pts in classic.elochka(r.raspasy).items():
        if pts:
            ctx.step(ngettext("{name} took {n} trick(s): {n} × {points} to the mountain",
                              "{name} took {n} trick(s): {n} × {points} to the mountain",
                              r.raspasy[p]).format(name=p, n=r.raspasy[p], points=points),
                     rule, p, "mountain", pts)
            add_mountain(state, p, exact(pts))
    state.raspasy_played += 1
    tricks = ", ".join(f"{p} {n}" for p, n in r.raspasy.items())
    return ((_("ёлочка: {tricks}") if opening else _("all passed: {tricks}")).format(tricks=tricks),
            _("{points} a trick").format(points=points))
