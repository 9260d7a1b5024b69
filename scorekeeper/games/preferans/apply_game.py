"""Scoring a game: made or failed, the whists and the whist minimum (MGU 1971 §7 examples 1 and 2; R-P2;
R-P3; R-P11), the book's whists (R-S2, R-S4), the consolation, the dealer's prikup whists (R-P6),
R-P5's responsible games, a game both defenders passed (MGU 1971 §6) and misère (MGU 1971 §7).
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.core.engine import DealContext
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.labels import contract_label, ordinal, price_note
from scorekeeper.games.preferans.ledger import add_mountain, responsible_cover
from scorekeeper.games.preferans.points import game_points
from scorekeeper.games.preferans.settlement import exact, num, txt
from scorekeeper.games.preferans.state import PrefState, Resolved, passer_text


def apply_game(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
    opts = ctx.table.options
    c, d, pr = r.contract, r.declarer, r.prices
    assert c is not None and d is not None and pr is not None
    level = 0 if c.is_misere else int(c.level or 0)
    got = r.declarer_tricks
    made = got == 0 if c.is_misere else got >= level
    name = contract_label(r)
    if r.catch:
        text = f"{d} {name}; caught, not whisted"
        ctx.step("a ten: the partners do not whist, they lay their cards down and catch",
                 f"{C.MGU_HIGH}; {C.MGU_SHEET}; R-P-C28")
    else:
        mode = "open" if r.open else "closed"
        who = " and ".join(r.whisters)
        text = f"{d} {name}; {who} whist{'s' if len(r.whisters) == 1 else ''}" + (
            f" «{r.mode}»" if r.mode else f" ({mode})")
    bomb_step(r, ctx)
    failed_whisters: list[str] = []
    result = (f"made ({got})" if made else f"caught ({got})") if c.is_misere else \
        (f"made ({got})" if made else f"failed by {level - got} ({got})")
    if r.catch:
        pass
    elif opts["whist_minimum"] == "book":
        failed_whisters = book_whists(state, r, ctx)
    elif c.is_misere:
        for w in r.whisters:  # misere_whist = per-trick without the book's table (R-P-C34)
            amount = got * pr.whist
            if amount:
                ctx.step(f"{w} writes {got} trick(s) forced on the misère × {pr.whist} = {amount} "
                         f"whists on {d}", "R-P-C34; misere_whist = per-trick", w, f"whists:{d}", amount)
                state.whists[w][d] += amount
    else:
        failed_whisters = game_whists(state, r, ctx, made)
    if failed_whisters:
        result += "; whist short: " + ", ".join(failed_whisters)
    prikup_whists(state, r, ctx)
    if made:
        earned(state, r, ctx, exclude=failed_whisters)
        return text, result, True
    if c.is_misere:
        ctx.step(f"{d}'s misère caught with {got} trick(s): {got} × {pr.remiz} to the mountain",
                 C.BOOK_MISERE_SOURCE if opts["values"] == "book" else f"{T.R_MISERE}; R-P-C34",
                 d, "mountain", got * pr.remiz)
        add_mountain(state, d, exact(got * pr.remiz))
        return text, result, False
    under = level - got
    ctx.step(f"{d} failed {c} by {under}: {under} × {pr.remiz} to the mountain",
             (C.BOOK_FAILED_SOURCE if opts["values"] == "book" else T.R_REMIZ)
             + ("; remiz_doubling" if opts["remiz_doubling"] else "") + price_note(r),
             d, "mountain", under * pr.remiz)
    add_mountain(state, d, exact(under * pr.remiz))
    consolation(state, r, ctx, under)
    return text, result, False


def bomb_step(r: Resolved, ctx: DealContext) -> None:
    if r.dark:
        ctx.step(f"a dark game: the dark column of the value table, ×{C.DARK_MULTIPLIER}",
                 f"{C.DARK_SOURCE}; {C.MGU_VALUE_SOURCE}")
    if r.bomb:
        ctx.step(f"played on {r.declarer}'s {C.BOMB_NAMES[r.bomb]}: ×{C.BOMB_MULTIPLIER[r.bomb]}",
                 f"{C.BOMB_SOURCE}; R-P-C4")


def game_whists(state: PrefState, r: Resolved, ctx: DealContext, made: bool) -> list[str]:
    """Whists of a game and the whisters' minimum (MGU 1971 §7 example 1; R-P2; R-P-M1, R-P-M2)."""
    opts = ctx.table.options
    c, d, pr = r.contract, r.declarer, r.prices
    assert c is not None and d is not None and pr is not None
    level = int(c.level or 0)
    defenders_tricks = {x: r.tricks.get(x, 0) for x in r.defenders}
    if r.dealer_whists:
        defenders_tricks = {r.whisters[0]: r.defenders_total}
        ctx.step(f"both defenders passed and {r.whisters[0]} (the dealer) whists instead of them: "
                 f"all {r.defenders_total} defenders' trick(s) are {r.whisters[0]}'s", f"{C.MGU_START} item 3; R-P-C33")
    lone = len(r.whisters) == 1 and len(r.defenders) == 2 and not r.dealer_whists
    passer = (r.defenders[1] if r.defenders[0] == r.whisters[0] else r.defenders[0]) if lone else None
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
        # each whister answers for what he is paid for, except that the passer of a gentleman's
        # whist answers for nothing and the whister for every defence trick (R-P-M17)
        answer = credit if passer is None or passer not in credit else \
            S.whisters_answer(defenders_tricks, r.whisters)
        shortfalls = S.whister_shortfalls(level, answer, r.whisters, opts)
        for w, short in shortfalls.items():
            failed.append(w)
            pts = short * pr.shortfall
            ctx.step(f"{w} is {txt(short)} trick(s) short of the whist minimum "
                     f"({S.whist_minimum(level)} on {level}): {txt(short)} × {txt(pr.shortfall)} to the "
                     f"mountain", f"R-P2; R-P-M1; whist_penalty = {opts['whist_penalty']}"
                     + price_note(r), w, "mountain", num(pts))
            add_mountain(state, w, pts)
    for w, tricks in credit.items():
        amount = tricks * pr.whist
        if amount:
            ctx.step(f"{w} writes {txt(tricks)} trick(s) × {pr.whist} = {txt(amount)} whists on {d}",
                     (C.MGU_WHIST_SOURCE if opts["values"] == "mgu" else T.R_WHIST)
                     + ("; whist_doubling" if opts["whist_doubling"] else "")
                     + ("; R-P11" if w == passer else "") + price_note(r),
                     w, f"whists:{d}", num(amount))
            state.whists[w][d] += amount
    r.tricks = {**r.tricks, **credit}  # the consolation reads them
    return failed


def book_whists(state: PrefState, r: Resolved, ctx: DealContext) -> list[str]:
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
                          f"the minimum «в одиночку» is {r.whisters[0]}'s",
                  "помоги": f"«Помоги»: {r.passer}'s cards help, every whist and every penalty is "
                            f"{r.whisters[0]}'s, and so is the minimum «вдвоём»",
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
        add_mountain(state, p, exact(pts))
    return list(bw.mountain)


def consolation(state: PrefState, r: Resolved, ctx: DealContext, under: int) -> None:
    """Whists "za bezvzyatie" on a failed declarer (R-P3; MGU 1971 §7 example 2; a ten, R-P-C28)."""
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
                     + ("; whist_doubling (the doubled whist price, R-P11)" if opts["whist_doubling"] else "")
                     + (f"; consolation_to = {opts['consolation_to']}" if x == r.dealer_out else "")
                     + price_note(r), x, f"whists:{d}", num(amount))
            state.whists[x][d] += amount


def prikup_whists(state: PrefState, r: Resolved, ctx: DealContext) -> None:
    """The dealer's whists for a prikup that brought tricks (R-P6; MGU 1971 §3 item 2, §7)."""
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


def earned(state: PrefState, r: Resolved, ctx: DealContext, *, exclude: Sequence[str]) -> None:
    """A won game's points: R-P5's halving of an irresponsible game, then where they go."""
    opts = ctx.table.options
    d, pr = r.declarer, r.prices
    assert d is not None and pr is not None
    points = exact(pr.value)
    if not r.razboynik:
        state.won_games[d] += 1
    if opts["responsible_games"] and not r.razboynik:
        k = state.won_games[d]
        cover = responsible_cover(state, d)
        if not classic.is_responsible(k, state.raspasy_played, cover - state.raspasy_played):
            points = exact(classic.game_points(pr.value, responsible=False))
            ctx.step(f"{d}'s {ordinal(k)} won game, with only {cover} raspasy and razboynik games "
                     f"to cover it: irresponsible, half the points ({pr.value} → {txt(points)})",
                     f"{C.RESPONSIBLE_SOURCE}; R-P-C8")
        else:
            ctx.step(f"{d}'s {ordinal(k)} won game, covered by {cover} raspasy and razboynik "
                     f"games: responsible", f"{C.RESPONSIBLE_SOURCE}; R-P-C8")
    game_points(state, d, points, contract_label(r), ctx, exclude=exclude, chosen=r.help,
                      dealer_out=r.dealer_out, excess_to=r.excess_to, rule_extra=price_note(r))


def apply_passed(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
    opts = ctx.table.options
    c, d, pr = r.contract, r.declarer, r.prices
    assert c is not None and d is not None and pr is not None
    name = contract_label(r)
    text = f"{d} {name}; both passed"
    ctx.step(f"{'no whist' if r.half_whist else 'both defenders passed'}: {d} scores {name} "
             "without play",
             C.BOOK_PASSED_SOURCE if opts["values"] == "book" else T.R_PASSED)
    bomb_step(r, ctx)
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
    prikup_whists(state, r, ctx)
    earned(state, r, ctx, exclude=[])
    return text, "made without play", True


def apply_misere(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
    opts = ctx.table.options
    c, d, pr = r.contract, r.declarer, r.prices
    assert c is not None and d is not None and pr is not None
    got = r.declarer_tricks
    text = f"{d} {contract_label(r)}"
    bomb_step(r, ctx)
    if got == 0:
        earned(state, r, ctx, exclude=[])
        return text, "made (no trick)", True
    ctx.step(f"{d}'s misère caught with {got} trick(s): {got} × {pr.remiz} to the mountain; no whists",
             T.R_MISERE + ("; remiz_doubling" if opts["remiz_doubling"] else "") + price_note(r),
             d, "mountain", got * pr.remiz)
    add_mountain(state, d, exact(got * pr.remiz))
    return text, f"caught ({got})", False
