"""Scoring raspasy: on the mountain (R-P4; the modern progressions), in whists (Rostov, R-P-M7,
R-P12), the clean raspas's reward, a dark raspas's bombs (MGU 1971 §6.3) and the book's ёлочка (R-S1).
"""

from __future__ import annotations

from scorekeeper.core.engine import DealContext
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.ledger import add_mountain
from scorekeeper.games.preferans.points import into_pool
from scorekeeper.games.preferans.settlement import exact, num, txt
from scorekeeper.games.preferans.state import PrefState, Resolved


def apply_raspasy(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
    opts = ctx.table.options
    if r.elochka:
        return apply_elochka(state, r, ctx)
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
            add_mountain(state, r.dealer_out, exact(n * step))
    else:
        for p, n in r.raspasy.items():
            if n:
                prik = " (the prikup's, uncovered: the dealer's)" if p == r.dealer_out else ""
                ctx.step(f"{p} took {n} trick(s) on raspasy{prik}: {n} × {step} to the mountain",
                         T.R_RASPAS + (f"; {C.MGU_RASPAS}" if prik else ""), p, "mountain", n * step)
                add_mountain(state, p, exact(n * step))
    for p, n in r.raspasy.items():
        if n or p == r.dealer_out:
            continue
        where, amount = S.zero_trick_reward(step, opts)
        rule = f"{T.R_ZERO}; raspas_zero = {opts['raspas_zero']}"
        if where == "pool":
            ctx.step(f"{p} took no trick: {amount} to the pool", rule)
            into_pool(state, p, exact(amount), ctx, exclude=[], chosen=[],
                          dealer_out=r.dealer_out, rule=rule)
        elif where == "mountain":
            off = classic.write_off(exact(amount), state.mountain[p])
            if off:
                ctx.step(f"{p} took no trick: {txt(off)} off {p}'s mountain", "R-P4", p, "mountain",
                         num(-off))
                add_mountain(state, p, -off)
            else:
                ctx.step(f"{p} took no trick, but {p}'s mountain is empty: the reward is lost",
                         f"R-P4; {C.MGU_SHEET} (\"zarabotannye na raspasah ochki propadayut\")")
    if r.dark and opts["bombs"]:
        draw_bombs(state, r, ctx)
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


def draw_bombs(state: PrefState, r: Resolved, ctx: DealContext) -> None:
    """Bombs drawn for a dark raspas (MGU 1971 §6.3; R-P-C7, R-P-C35)."""
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
            ctx.step(f"{p} ({why}): a {C.BOMB_NAMES[b]} is drawn on {p}'s sheet", C.BOMB_AWARD_SOURCE,
                     p, "bombs", b)
        elif p in looked or p == r.dealer_out:
            ctx.step(f"{p} ({why}): no bomb (a simple bomb one rank lower is nothing)",
                     C.BOMB_AWARD_SOURCE)


def apply_elochka(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
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
            add_mountain(state, p, exact(pts))
    state.raspasy_played += 1
    return ("ёлочка: " if opening else "all passed: ") + ", ".join(
        f"{p} {n}" for p, n in r.raspasy.items()), f"{C.ELOCHKA_TRICK_POINTS} a trick"
