"""Where a made game's points go: the pool, the own mountain (R-P1; MGU 1971 §9), the book's cap and
excess (R-S3), and what overflows a closed pool — help, then mountains (R-P7; R-P-M8).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from scorekeeper.core.engine import DealContext
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.labels import VALUE_RULE
from scorekeeper.games.preferans.ledger import add_mountain
from scorekeeper.games.preferans.settlement import exact, num, txt
from scorekeeper.games.preferans.state import PrefState


def game_points(state: PrefState, d: str, value: Fraction, label: str, ctx: DealContext, *,
                 exclude: Sequence[str], chosen: Sequence[str], dealer_out: str | None,
                 excess_to: str | None = None, rule_extra: str = "") -> None:
    opts = ctx.table.options
    mode = opts["game_points"]
    rule = f"{VALUE_RULE[opts['values']]}; R-P1 game_points = {mode}" + rule_extra
    if opts["overflow"] == "book":
        book_points(state, d, value, label, ctx, excess_to=excess_to, rule=rule)
        return
    if mode == "half":
        half = Fraction(value, 2)
        off = classic.write_off(half, state.mountain[d])
        ctx.step(f"{d} made {label}: {txt(value)} points, half to the pool, half off the mountain", rule)
        if off:
            ctx.step(f"{txt(off)} off {d}'s mountain", "R-P1", d, "mountain", num(-off))
            add_mountain(state, d, -off)
        if off < half and state.pool[d] < state.pool_target:
            ctx.step(f"{d}'s mountain takes only {txt(off)}: the rest of that half goes to the open pool",
                     "R-P-C9")
        into_pool(state, d, value - off, ctx, exclude=exclude, chosen=chosen,
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
            add_mountain(state, d, -off)
        if value - off > 0:
            into_pool(state, d, value - off, ctx, exclude=exclude, chosen=chosen,
                          dealer_out=dealer_out, rule=rule)
        return
    ctx.step(f"{d} made {label}: the game is worth {txt(value)}, written to the pool", rule)
    into_pool(state, d, exact(value), ctx, exclude=exclude, chosen=chosen,
                  dealer_out=dealer_out, rule=rule)


def book_points(state: PrefState, d: str, value: Fraction, label: str, ctx: DealContext, *,
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
        add_mountain(state, d, -off)
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
        add_mountain(state, p, exact(m))
        ctx.step(f"{txt(-exact(m))} off {p}'s mountain", C.BOOK_EXCESS_SOURCE, p, "mountain", num(m))
        w = exact(h.whists[p])
        state.whists[d][p] += w
        ctx.step(f"{d} writes {txt(w)} whists on {p} for it (10 a point)", C.BOOK_EXCESS_SOURCE, d,
                 f"whists:{p}", num(w))
    if h.lost:
        ctx.step(f"{txt(exact(h.lost))} point(s) find no mountain and are lost", "R-P-C19")


def into_pool(state: PrefState, p: str, points: Fraction, ctx: DealContext, *,
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
        add_mountain(state, q, off)
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
