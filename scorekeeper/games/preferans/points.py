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
from scorekeeper.games.preferans.state import PrefState, at_table
from scorekeeper.games.preferans.words import n_of
from scorekeeper.i18n import _, ngettext


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
        ctx.step(made_half(d, label, value), rule)
        if off:
            ctx.step(_("{points} off {name}'s mountain").format(points=txt(off), name=d), "R-P1", d,
                     "mountain", num(-off))
            add_mountain(state, d, -off)
        if off < half and state.pool[d] < state.pool_target:
            ctx.step(_("{name}'s mountain takes only {points}: the rest of that half goes to the open "
                       "pool").format(name=d, points=txt(off)),
                     "R-P-C9")
        into_pool(state, d, value - off, ctx, exclude=exclude, chosen=chosen,
                      dealer_out=dealer_out, rule=rule)
        return
    if mode == "mountain-first":
        off = classic.write_off(exact(value), state.mountain[d])
        ctx.step(ngettext("{name} made {contract}: {points} points, off the mountain first, the pool "
                          "only once it is written off",
                          "{name} made {contract}: {points} points, off the mountain first, the pool "
                          "only once it is written off", n_of(value)).format(
            name=d, contract=label, points=txt(value)), f"{rule}; {C.MGU_VARIANTS}")
        if off:
            ctx.step((_("{points} off {name}'s mountain — mountain written off")
                      if off == state.mountain[d] else _("{points} off {name}'s mountain")).format(
                points=txt(off), name=d),
                     f"{C.MGU_VARIANTS} (\"Zarabotannye ochki idut v pulyu lish' posle polnogo spisaniya "
                     f"gory\")", d, "mountain", num(-off))
            add_mountain(state, d, -off)
        if value - off > 0:
            into_pool(state, d, value - off, ctx, exclude=exclude, chosen=chosen,
                          dealer_out=dealer_out, rule=rule)
        return
    ctx.step(_("{name} made {contract}: the game is worth {points}, written to the pool").format(
        name=d, contract=label, points=txt(value)), rule)
    into_pool(state, d, exact(value), ctx, exclude=exclude, chosen=chosen,
                  dealer_out=dealer_out, rule=rule)


def made_half(d: str, label: str, value: Fraction) -> str:
    return ngettext("{name} made {contract}: {points} points, half to the pool, half off the mountain",
                    "{name} made {contract}: {points} points, half to the pool, half off the mountain",
                    n_of(value)).format(name=d, contract=label, points=txt(value))


def book_points(state: PrefState, d: str, value: Fraction, label: str, ctx: DealContext, *,
                 excess_to: str | None, rule: str) -> None:
    """The book's made game (R-S3): half to the pool, which takes only what it lacks, the rest off
    the own mountain; what exceeds it writes off an opponent's mountain at 10 whists a point."""
    split = classic.book_split_points(value, pool=state.pool[d], pool_size=state.pool_target,
                                      mountain=state.mountain[d])
    ctx.step(made_half(d, label, value), f"{rule}; {C.BOOK_GAME_POINTS_SOURCE}")
    half = exact(value) / 2
    to_pool, off = exact(split.pool), exact(split.mountain_off)
    if to_pool:
        state.pool[d] += to_pool
        capped = to_pool < half
        closed = state.pool[d] >= state.pool_target
        said = (_("{name}: {points} to the pool — only what it lacks of {target}, the rest goes off "
                  "the mountain — pool closed") if closed else
                _("{name}: {points} to the pool — only what it lacks of {target}, the rest goes off "
                  "the mountain")) if capped else \
            _("{name}: {points} to the pool — pool closed") if closed else _("{name}: {points} to the pool")
        ctx.step(said.format(name=d, points=txt(to_pool), target=state.pool_target),
            C.BOOK_CAP_SOURCE if capped else C.BOOK_GAME_POINTS_SOURCE, d, "pool", num(to_pool))
    if off:
        add_mountain(state, d, -off)
        ctx.step(_("{points} off {name}'s mountain").format(points=txt(off), name=d), C.BOOK_CAP_SOURCE if to_pool < half and off > half
                 else C.BOOK_GAME_POINTS_SOURCE, d, "mountain", num(-off))
    surplus = exact(split.surplus)
    if not surplus:
        return
    ctx.step((_("{name}'s mountain cannot take {points} more: the excess writes off an opponent's "
               "mountain ({opponent}, as named)") if excess_to else
              _("{name}'s mountain cannot take {points} more: the excess writes off an opponent's "
                "mountain (the largest)")).format(name=d, points=txt(surplus), opponent=excess_to),
             C.BOOK_EXCESS_SOURCE)
    h = classic.book_excess_off_opponent(surplus, d, state.mountain, excess_to)
    for p, m in h.mountain.items():
        add_mountain(state, p, exact(m))
        ctx.step(_("{points} off {name}'s mountain").format(points=txt(-exact(m)), name=p),
                 C.BOOK_EXCESS_SOURCE, p, "mountain", num(m))
        w = exact(h.whists[p])
        state.whists[d][p] += w
        ctx.step(_("{name} writes {amount} whists on {other} for it (10 a point)").format(
            name=d, amount=txt(w), other=p), C.BOOK_EXCESS_SOURCE, d,
                 f"whists:{p}", num(w))
    if h.lost:
        ctx.step(ngettext("{points} point(s) find no mountain and are lost",
                          "{points} point(s) find no mountain and are lost", n_of(h.lost)).format(
            points=txt(exact(h.lost))), "R-P-C19")


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
        ctx.step((_("{name}: {points} to the pool — pool closed") if state.pool[p] >= target else
                  _("{name}: {points} to the pool")).format(name=p, points=txt(put)),
                 rule, p, "pool", num(put))
    rest = points - put
    if rest <= 0:
        return
    ctx.step(ngettext("{name}'s pool is closed: {points} point(s) overflow",
                      "{name}'s pool is closed: {points} point(s) overflow", n_of(rest)).format(
        name=p, points=txt(rest)), T.R_HELP)
    per = opts["help_whists"]
    double = opts["overflow_rest"] == "own-double"
    h = classic.distribute_help(
        rest, p, at_table(state), state.pool, state.mountain, target,
        excluded=help_excluded(dealer_out, exclude, opts), named=chosen,
        by=opts["help_order"], whists_per_point=per, write_offs=not double)
    for q in h.skipped:
        ctx.step(_("{name} cannot be helped now (pool closed, dealer or failed whister): help goes by "
                   "help_order").format(name=q), T.R_HELP)
    for q, give in h.pool.items():
        state.pool[q] += give
        ctx.step(_("{name} helps {other}: {points} to {other}'s pool").format(
            name=p, other=q, points=txt(give)), T.R_HELP, q, "pool", num(give))
        if per:
            ctx.step(_("{name} writes {points} × {per} = {amount} whists on {other} for the help").format(
                name=p, points=txt(give), per=per, amount=txt(give * per), other=q),
                     f"{T.R_HELP}; help_whists", p, f"whists:{q}", num(give * per))
            state.whists[p][q] += give * per
    for q, off in h.mountain.items():
        add_mountain(state, q, off)
        if q == p:
            ctx.step(_("nobody left to help: {points} off {name}'s own mountain").format(
                points=txt(-off), name=p), "R-P7; R-P-M8", p,
                     "mountain", num(off))
            continue
        ctx.step(_("{points} off {name}'s mountain").format(points=txt(-off), name=q), "R-P7; R-P-M8", q,
                 "mountain", num(off))
        if per:
            ctx.step(_("{name} writes {amount} whists on {other} for it").format(
                name=p, amount=txt(-off * per), other=q), "R-P7; R-P-M8", p,
                     f"whists:{q}", num(-off * per))
            state.whists[p][q] += -off * per
    if h.lost > 0 and double:
        overflow_off_own(state, p, h.lost, ctx)
    elif h.lost > 0:
        ctx.step(ngettext("{points} point(s) have nowhere to go and are lost",
                          "{points} point(s) have nowhere to go and are lost", n_of(h.lost)).format(
            points=txt(h.lost)), "R-P-M8")


def help_excluded(dealer_out: str | None, exclude: Sequence[str], opts) -> list[str]:
    """Whom overflowing points never help (``help_excludes``): the dealer sitting out and a whister
    short on this deal (R-P7), or nobody — every open pool clockwise (pulka src/engine/index.ts
    calcDealFull)."""
    if opts["help_excludes"] == "nobody":
        return []
    return [q for q in (dealer_out, *exclude) if q is not None]


def overflow_off_own(state: PrefState, p: str, points: Fraction, ctx: DealContext) -> None:
    """``overflow_rest = own-double``: points no partner's pool can take write two points each off
    the own mountain, below zero too (pulka src/engine/index.ts calcDealFull: «1 очко пули = 2
    очка списанной горы … остаток * 2 в минус горы»)."""
    off = points * T.OVERFLOW_MOUNTAIN_PER_POINT
    ctx.step(ngettext("every pool is closed: {points} point(s) × {per} = {off} off {name}'s mountain",
                      "every pool is closed: {points} point(s) × {per} = {off} off {name}'s mountain",
                      n_of(points)).format(points=txt(points), per=T.OVERFLOW_MOUNTAIN_PER_POINT,
                                           off=txt(off), name=p),
             f"{T.R_OVERFLOW_DOUBLE}; overflow_rest = own-double", p, "mountain", num(-off))
    add_mountain(state, p, -off)
