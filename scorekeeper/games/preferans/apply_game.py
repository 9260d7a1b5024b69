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
from scorekeeper.games.preferans.apply_more import (dealer_answers, direct_whists, prikup_premium,
                                                    returned_whist)
from scorekeeper.games.preferans.labels import bomb_on, contract_label, ordinal, price_note
from scorekeeper.games.preferans.ledger import add_mountain, responsible_cover
from scorekeeper.games.preferans.points import game_points
from scorekeeper.games.preferans.settlement import exact, num, txt
from scorekeeper.games.preferans.state import PrefState, Resolved, passer_text
from scorekeeper.games.preferans.words import n_of
from scorekeeper.i18n import _, ngettext, pgettext


def apply_game(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
    opts = ctx.table.options
    c, d, pr = r.contract, r.declarer, r.prices
    assert c is not None and d is not None and pr is not None
    level = 0 if c.is_misere else int(c.level or 0)
    got = r.declarer_tricks
    made = got == 0 if c.is_misere else got >= level
    name = contract_label(r)
    if r.catch:
        text = _("{declarer} {contract}; caught, not whisted").format(declarer=d, contract=name)
        ctx.step(_("a ten: the partners do not whist, they lay their cards down and catch"),
                 f"{C.MGU_HIGH}; {C.MGU_SHEET}; R-P-C28")
    else:
        text = whisted_text(r, name)
    bomb_step(r, ctx)
    failed_whisters: list[str] = []
    if c.is_misere:
        result = (pgettext("misère", "made ({tricks})") if made else
                  pgettext("misère", "caught ({tricks})")).format(tricks=got)
    else:
        result = (_("made ({tricks})") if made else
                  _("failed by {under} ({tricks})")).format(under=level - got, tricks=got)
    if r.catch:
        pass
    elif opts["whist_minimum"] == "book":
        failed_whisters = book_whists(state, r, ctx)
    elif c.is_misere:
        for w in r.whisters:  # misere_whist = per-trick without the book's table (R-P-C34)
            amount = got * pr.whist
            if amount:
                ctx.step(ngettext("{whister} writes {n} trick(s) forced on the misère × {price} = "
                                  "{amount} whists on {declarer}",
                                  "{whister} writes {n} trick(s) forced on the misère × {price} = "
                                  "{amount} whists on {declarer}", got).format(
                    whister=w, n=got, price=pr.whist, amount=amount, declarer=d),
                         "R-P-C34; misere_whist = per-trick", w, f"whists:{d}", amount)
                state.whists[w][d] += amount
    else:
        failed_whisters = game_whists(state, r, ctx, made)
    if failed_whisters:
        result += "; " + _("whist short: {names}").format(names=", ".join(failed_whisters))
    prikup_whists(state, r, ctx)
    if made:
        earned(state, r, ctx, exclude=failed_whisters)
        return text, result, True
    if opts["failed_game"] == "direct-whists":
        direct_whists(state, r, ctx, got if c.is_misere else level - got)
        return text, result, False
    if c.is_misere:
        ctx.step(ngettext("{declarer}'s misère caught with {n} trick(s): {n} × {price} to the mountain",
                          "{declarer}'s misère caught with {n} trick(s): {n} × {price} to the mountain",
                          got).format(declarer=d, n=got, price=pr.remiz),
                 C.BOOK_MISERE_SOURCE if opts["values"] == "book" else f"{T.R_MISERE}; R-P-C34",
                 d, "mountain", got * pr.remiz)
        add_mountain(state, d, exact(got * pr.remiz))
        return text, result, False
    under = level - got
    ctx.step(_("{declarer} failed {contract} by {under}: {under} × {price} to the mountain").format(
        declarer=d, contract=c, under=under, price=pr.remiz),
             (C.BOOK_FAILED_SOURCE if opts["values"] == "book" else T.R_REMIZ)
             + ("; remiz_doubling" if opts["remiz_doubling"] else "") + price_note(r),
             d, "mountain", under * pr.remiz)
    add_mountain(state, d, exact(under * pr.remiz))
    consolation(state, r, ctx, under)
    return text, result, False


def whisted_text(r: Resolved, name: str) -> str:
    """The sheet's line of a whisted game: who whisted, and open, closed or the book's word."""
    d = r.declarer
    if len(r.whisters) == 1:
        text = _("{declarer} {contract}; {whister} whists «{mode}»") if r.mode else \
            _("{declarer} {contract}; {whister} whists (open)") if r.open else \
            _("{declarer} {contract}; {whister} whists (closed)")
        return text.format(declarer=d, contract=name, whister=r.whisters[0], mode=r.mode)
    text = _("{declarer} {contract}; {first} and {second} whist «{mode}»") if r.mode else \
        _("{declarer} {contract}; {first} and {second} whist (open)") if r.open else \
        _("{declarer} {contract}; {first} and {second} whist (closed)")
    return text.format(declarer=d, contract=name, first=r.whisters[0], second=r.whisters[1],
                       mode=r.mode)


def bomb_step(r: Resolved, ctx: DealContext) -> None:
    if r.dark:
        ctx.step(_("a dark game: the dark column of the value table, ×{times}").format(
            times=C.DARK_MULTIPLIER), f"{C.DARK_SOURCE}; {C.MGU_VALUE_SOURCE}")
    if r.bomb:
        ctx.step(_("played on {declarer}'s {bomb}: ×{times}").format(
            declarer=r.declarer, bomb=bomb_on(r.bomb), times=C.BOMB_MULTIPLIER[r.bomb]),
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
        ctx.step(ngettext("both defenders passed and {dealer} (the dealer) whists instead of them: all "
                          "{n} defenders' trick(s) are {dealer}'s",
                          "both defenders passed and {dealer} (the dealer) whists instead of them: all "
                          "{n} defenders' trick(s) are {dealer}'s", r.defenders_total).format(
            dealer=r.whisters[0], n=r.defenders_total), f"{C.MGU_START} item 3; R-P-C33")
    lone = len(r.whisters) == 1 and len(r.defenders) == 2 and not r.dealer_whists
    passer = (r.defenders[1] if r.defenders[0] == r.whisters[0] else r.defenders[0]) if lone else None
    if r.whist_returned:
        returned_whist(r, ctx)
        lone, passer = False, None
    credit = S.whisters_credit(defenders_tricks, r.whisters, opts, made=made, passer=passer)
    if passer is not None and passer in credit:
        text = ngettext("gentleman's whist: {whister} whisted, {passer} passed and the game was made: "
                        "the defence's {n} trick(s) are split equally, {each} each",
                        "gentleman's whist: {whister} whisted, {passer} passed and the game was made: "
                        "the defence's {n} trick(s) are split equally, {each} each",
                        r.defenders_total) if made else \
            ngettext("gentleman's whist: {whister} whisted, {passer} passed and the game failed: the "
                     "defence's {n} trick(s) are split equally, {each} each",
                     "gentleman's whist: {whister} whisted, {passer} passed and the game failed: the "
                     "defence's {n} trick(s) are split equally, {each} each", r.defenders_total)
        ctx.step(text.format(whister=r.whisters[0], passer=passer, n=r.defenders_total,
                             each=txt(credit[passer])),
                 f"R-P11; {T.MODERN}; lone_whist = {opts['lone_whist']}")
    elif lone:
        ctx.step(ngettext("one whister: {whister} plays for the passed {passer} too: all {n} "
                          "defenders' trick(s) count for {whister}",
                          "one whister: {whister} plays for the passed {passer} too: all {n} "
                          "defenders' trick(s) count for {whister}", r.defenders_total).format(
            whister=r.whisters[0], passer=passer_text(r), n=r.defenders_total), "R-P-M2")
    failed: list[str] = []
    if made:
        # each whister answers for what he is paid for, except that the passer of a gentleman's
        # whist answers for nothing and the whister for every defence trick (R-P-M17)
        answer = credit if passer is None or passer not in credit else \
            S.whisters_answer(defenders_tricks, r.whisters)
        shortfalls = dealer_answers(r, ctx, S.whister_shortfalls(level, answer, r.whisters, opts))
        for w, short in shortfalls.items():
            failed.append(w)
            pts = short * pr.shortfall
            ctx.step(ngettext("{whister} is {short} trick(s) short of the whist minimum ({minimum} on "
                              "{level}): {short} × {price} to the mountain",
                              "{whister} is {short} trick(s) short of the whist minimum ({minimum} on "
                              "{level}): {short} × {price} to the mountain", n_of(short)).format(
                whister=w, short=txt(short), minimum=S.whist_minimum(level, opts), level=level,
                price=txt(pr.shortfall)), shortfall_rule(len(r.whisters), opts)
                     + price_note(r), w, "mountain", num(pts))
            add_mountain(state, w, pts)
    for w, tricks in credit.items():
        amount = tricks * pr.whist
        if amount:
            ctx.step(ngettext("{whister} writes {n} trick(s) × {price} = {amount} whists on {declarer}",
                              "{whister} writes {n} trick(s) × {price} = {amount} whists on {declarer}",
                              n_of(tricks)).format(whister=w, n=txt(tricks), price=pr.whist,
                                                   amount=txt(amount), declarer=d),
                     (C.MGU_WHIST_SOURCE if opts["values"] == "mgu" else T.R_WHIST)
                     + ("; whist_doubling" if opts["whist_doubling"] else "")
                     + ("; R-P11" if w == passer else "") + price_note(r),
                     w, f"whists:{d}", num(amount))
            state.whists[w][d] += amount
    r.tricks = {**r.tricks, **credit}  # the consolation reads them
    return failed


def shortfall_rule(whisters: int, opts) -> str:
    """The rule a whister's shortfall cites: R-P-M1's halves, or with two whisters under
    ``whist_responsibility = pair`` the pair's shortfall (pulka)."""
    how = (T.pulka("calc.ts", "calcGame (ШТРАФ ЗА НЕДОБОР)") + "; whist_responsibility = pair"
           if whisters == 2 and opts["whist_responsibility"] == "pair" else "R-P-M1")
    return f"R-P2; {how}; whist_penalty = {opts['whist_penalty']}"


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
        said = {"один": _("«Один»: {whister} plays alone, {passer}'s cards lie closed; the minimum "
                          "«в одиночку» is {whister}'s"),
                "помоги": _("«Помоги»: {passer}'s cards help, every whist and every penalty is "
                            "{whister}'s, and so is the minimum «вдвоём»"),
                "откроем": _("«Откроем»: open play, each hand's whists to its owner; {whister} alone "
                             "carries the minimum «вдвоём»")}[r.mode]
        ctx.step(said.format(whister=r.whisters[0], passer=r.passer), C.BOOK_MODES_SOURCE)
    for p, amount in bw.whists.items():
        if amount:
            counted = r.declarer_tricks if c.is_misere else (
                sum(tricks.values()) if r.mode == "помоги" else tricks[p])
            text = ngettext("{whister} writes {n} trick(s) × {price} = {amount} whists on {declarer} "
                            "(tricks forced on the misère)",
                            "{whister} writes {n} trick(s) × {price} = {amount} whists on {declarer} "
                            "(tricks forced on the misère)", counted) if c.is_misere else \
                ngettext("{whister} writes {n} trick(s) × {price} = {amount} whists on {declarer}",
                         "{whister} writes {n} trick(s) × {price} = {amount} whists on {declarer}",
                         counted)
            ctx.step(text.format(whister=p, n=counted, price=pr.whist, amount=amount, declarer=d),
                     rule, p, f"whists:{d}", amount)
            state.whists[p][d] += amount
    for p, pts in bw.mountain.items():
        short = pts // int(pr.shortfall)
        ctx.step(ngettext("{whister} is short of the book's whist minimum: {n} trick(s) × {price} "
                          "(«штраф за недобор») to the mountain",
                          "{whister} is short of the book's whist minimum: {n} trick(s) × {price} "
                          "(«штраф за недобор») to the mountain", short).format(
            whister=p, n=short, price=txt(pr.shortfall)),
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
            ctx.step(_("the book writes no whists for the undertricks: only the tricks taken count"),
                     f"{C.BOOK_NO_CONSOLATION_SOURCE}; consolation = gentleman")
        else:
            ctx.step(_("no consolation (gentleman's: dzhentl'menskij vist)"),
                     f"{T.R_CONSOLATION}; consolation = gentleman")
        return
    alone = r.whist_returned or (r.dealer_whists and opts["dealer_whist_terms"] == "fspr")
    writers = S.consolation_writers([] if alone else r.defenders, [] if r.catch else r.whisters,
                                    r.dealer_out, opts)
    trick_whists = {w: r.tricks.get(w, 0) * pr.whist for w in r.whisters}
    for x in writers:
        amount = S.consolation_amount(x, under, pr.consolation, r.whisters, trick_whists, opts)
        if amount:
            how = [ngettext("{n} undertrick(s) × {price}", "{n} undertrick(s) × {price}", under).format(
                n=under, price=pr.consolation)]
            if opts["consolation"] == "robber" and x not in r.whisters:
                how.append(_("robber"))
            if x == r.dealer_out:
                how.append(_("the dealer"))
            ctx.step(_("{writer} writes consolation {amount} whists on {declarer} ({how})").format(
                writer=x, amount=txt(amount), declarer=d, how=", ".join(how)),
                     f"{T.R_CONSOLATION}; consolation = {opts['consolation']}"
                     + ("; whist_doubling (the doubled whist price, R-P11)" if opts["whist_doubling"] else "")
                     + (f"; consolation_to = {opts['consolation_to']}" if x == r.dealer_out else "")
                     + price_note(r), x, f"whists:{d}", num(amount))
            state.whists[x][d] += amount


def prikup_whists(state: PrefState, r: Resolved, ctx: DealContext) -> None:
    """The dealer's whists for a prikup that brought tricks (R-P6; MGU 1971 §3 item 2, §7), or
    under ``prikup_premium`` the fast tricks' premium (:func:`apply_more.prikup_premium`)."""
    if r.prikup_tricks and ctx.table.options["prikup_premium"] and r.prikup_whists:
        prikup_premium(state, r, ctx)
        return
    if not r.prikup_tricks or r.dealer_out is None:
        return
    d, c = r.declarer, r.contract
    assert d is not None and c is not None
    if not ctx.table.options["dealer_prikup_whists"]:
        ctx.step(_("the prikup is recorded; no dealer's prikup whists under these rules"),
                 "R-P6; dealer_prikup_whists = false")
        return
    if not r.prikup_whists:
        ctx.step(_("{dealer} (the dealer) does not write the prikup whists").format(dealer=r.dealer_out),
                 f"{C.PRIKUP_TRICKS_SOURCE} (\"mozhet zapisat'\")")
        return
    amount = classic.dealer_prikup_whists(r.prikup_tricks, S.level_key(c), bomb=r.bomb)
    if not amount:
        ctx.step(_("misère: the prikup brings the dealer no whists"), f"{C.PRIKUP_TRICKS_SOURCE}; R-P-C14")
        return
    per = amount // r.prikup_tricks
    ctx.step(ngettext("{dealer} (the dealer) writes {n} prikup trick(s) × {price} = {amount} whists on "
                      "{declarer}",
                      "{dealer} (the dealer) writes {n} prikup trick(s) × {price} = {amount} whists on "
                      "{declarer}", r.prikup_tricks).format(
        dealer=r.dealer_out, n=r.prikup_tricks, price=per, amount=amount, declarer=d),
             C.PRIKUP_TRICKS_SOURCE, r.dealer_out, f"whists:{d}", amount)
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
            ctx.step(ngettext("{declarer}'s {nth} won game, with only {cover} raspasy and razboynik "
                              "games to cover it: irresponsible, half the points ({value} → {points})",
                              "{declarer}'s {nth} won game, with only {cover} raspasy and razboynik "
                              "games to cover it: irresponsible, half the points ({value} → {points})",
                              cover).format(declarer=d, nth=ordinal(k), cover=cover, value=pr.value,
                                            points=txt(points)),
                     f"{C.RESPONSIBLE_SOURCE}; R-P-C8")
        else:
            ctx.step(ngettext("{declarer}'s {nth} won game, covered by {cover} raspasy and razboynik "
                              "games: responsible",
                              "{declarer}'s {nth} won game, covered by {cover} raspasy and razboynik "
                              "games: responsible", cover).format(declarer=d, nth=ordinal(k), cover=cover),
                     f"{C.RESPONSIBLE_SOURCE}; R-P-C8")
    game_points(state, d, points, contract_label(r), ctx, exclude=exclude, chosen=r.help,
                      dealer_out=r.dealer_out, excess_to=r.excess_to, rule_extra=price_note(r))


def apply_passed(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
    opts = ctx.table.options
    c, d, pr = r.contract, r.declarer, r.prices
    assert c is not None and d is not None and pr is not None
    name = contract_label(r)
    text = _("{declarer} {contract}; both passed").format(declarer=d, contract=name)
    ctx.step((_("no whist: {declarer} scores {contract} without play") if r.half_whist else
              _("both defenders passed: {declarer} scores {contract} without play")).format(
        declarer=d, contract=name),
             C.BOOK_PASSED_SOURCE if opts["values"] == "book" else T.R_PASSED)
    bomb_step(r, ctx)
    level = 0 if c.is_misere else int(c.level or 0)
    if r.half_whist:
        credit = S.half_whist_credit(level, opts)
        text = _("{declarer} {contract}; {name} half-whists").format(declarer=d, contract=name,
                                                                      name=r.half_whist)
        ctx.step(ngettext("{name} said half-whist: {n} trick(s) × {price} = {amount} whists on {declarer}",
                          "{name} said half-whist: {n} trick(s) × {price} = {amount} whists on {declarer}",
                          credit).format(name=r.half_whist, n=credit, price=pr.whist,
                                         amount=credit * pr.whist, declarer=d), T.R_HALF_WHIST, r.half_whist, f"whists:{d}", credit * pr.whist)
        state.whists[r.half_whist][d] += credit * pr.whist
    elif opts["passed_whists"] == "right" and level in C.MGU_PASSED_WHISTS:
        right = r.defenders[-1]
        tricks = C.MGU_PASSED_WHISTS[level]
        ctx.step(ngettext("{right}, on {declarer}'s right, writes {n} trick(s) × {price} = {amount} whists "
                          "on {declarer} (\"ushel za svoi visty\")",
                          "{right}, on {declarer}'s right, writes {n} trick(s) × {price} = {amount} whists "
                          "on {declarer} (\"ushel za svoi visty\")", tricks).format(
            right=right, declarer=d, n=tricks, price=pr.whist, amount=tricks * pr.whist),
                 f"{C.MGU_PASSED_SOURCE}; R-P-C25",
                 right, f"whists:{d}", tricks * pr.whist)
        state.whists[right][d] += tricks * pr.whist
    prikup_whists(state, r, ctx)
    earned(state, r, ctx, exclude=[])
    return text, _("made without play"), True


def apply_misere(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
    opts = ctx.table.options
    c, d, pr = r.contract, r.declarer, r.prices
    assert c is not None and d is not None and pr is not None
    got = r.declarer_tricks
    text = f"{d} {contract_label(r)}"
    bomb_step(r, ctx)
    if got == 0:
        earned(state, r, ctx, exclude=[])
        return text, _("made (no trick)"), True
    if opts["failed_game"] == "direct-whists":
        direct_whists(state, r, ctx, got)
        return text, pgettext("misère", "caught ({tricks})").format(tricks=got), False
    ctx.step(ngettext("{declarer}'s misère caught with {n} trick(s): {n} × {price} to the mountain; no "
                      "whists",
                      "{declarer}'s misère caught with {n} trick(s): {n} × {price} to the mountain; no "
                      "whists", got).format(declarer=d, n=got, price=pr.remiz),
             T.R_MISERE + ("; remiz_doubling" if opts["remiz_doubling"] else "") + price_note(r),
             d, "mountain", got * pr.remiz)
    add_mountain(state, d, exact(got * pr.remiz))
    return text, pgettext("misère", "caught ({tricks})").format(tricks=got), False
