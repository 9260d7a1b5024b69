"""What happens around a deal rather than in it: the totus (MGU 1971 §7), the returned prikup (R-P6), the
conditions after the razboynik (MGU 1971 §7), the razboynik's stages, the bomb a game spends or keeps
(MGU 1971 §6.3), who deals next (MGU 1971 §3, §5.1; R-P-C38) and the book's pool premiums (R-P-C31).
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from scorekeeper.core.engine import DealContext
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.labels import bomb_name, bomb_on, bomb_spent, game_label
from scorekeeper.games.preferans.ledger import add_mountain
from scorekeeper.games.preferans.settlement import exact, num, txt
from scorekeeper.games.preferans.state import PrefState, Resolved
from scorekeeper.games.preferans.words import n_of
from scorekeeper.i18n import _, ngettext, pgettext


def dealer_again(state: PrefState, r: Resolved, ctx: DealContext, main_stage: bool,
                  made: bool, streak: int = 0) -> None:
    """Whether the next deal stays with this dealer (``Preferans.deals_again`` reads it): the
    classic's (``dealer_deals_again``) or, at the top of a series, pulka's (``dealer_stays``;
    ``streak``: the raspasy in a row before the deal)."""
    again = False
    if state.options["dealer_deals_again"] and main_stage:
        if r.kind == "raspasy":
            again = state.streak % C.MGU_RASPAS_LAST_STEP != 0
        elif r.kind == "misere" and not made:
            again = True
    if again:
        ctx.step(_("{dealer} deals again").format(dealer=ctx.dealer), f"{T.MGU_DEALER_AGAIN}; R-P-C38")
    level = int(r.contract.level or 0) if r.contract is not None and not r.contract.is_misere else 0
    if not again and S.dealer_stays(r.kind, level, made, streak, state.options):
        again = True
        ctx.step(ngettext("an unfulfilled contract after {n} raspasy in a row: {dealer} deals again",
                          "an unfulfilled contract after {n} raspasy in a row: {dealer} deals again",
                          streak).format(n=streak, dealer=ctx.dealer),
                 f"{T.R_DEALER_STAYS}; dealer_stays = true")
    state.dealer_again = again


def series_after_game(state: PrefState, r: Resolved, ctx: DealContext, made: bool) -> None:
    """Whether a game ends the raspasy series, where ``raspasy_end`` waits for the result (R-P-M5
    ends it before the game is scored, in the engine's commit)."""
    if not state.streak:
        return
    whisted = bool(r.whisters or r.half_whist)
    if S.series_ends(r.kind, made, whisted, state.options):
        ctx.step(ngettext("a made game after {n} raspasy in a row: the raspasy series ends",
                          "a made game after {n} raspasy in a row: the raspasy series ends",
                          n_of(state.streak)).format(n=state.streak),
                 f"{T.R_SERIES_END}; raspasy_end = {state.options['raspasy_end']}")
        state.streak = 0
        return
    ctx.step(ngettext("the series of {n} raspasy goes on: the deal did not end it",
                      "the series of {n} raspasy goes on: the deal did not end it",
                      n_of(state.streak)).format(n=state.streak),
             f"{T.R_SERIES_END}; raspasy_end = {state.options['raspasy_end']}")


def full_circle(state: PrefState, ctx: DealContext, streak: int) -> bool:
    """``raspasy_circle`` (pulka src/engine/index.ts applyDeal, «полный круг»): each deal played at
    the top of a series (``streak``, the raspasy in a row before it, two or more) that leaves the
    series standing counts its dealer; once every player has dealt one, the series ends."""
    if not state.options["raspasy_circle"]:
        return False
    if streak < T.SERIES_TOP or state.streak < T.SERIES_TOP:
        state.circle = set()
        return False
    state.circle.add(ctx.dealer)
    if set(state.players) <= state.circle:
        ctx.step(_("every player has dealt at the top of the series: the raspasy series ends"),
                 f"{T.R_CIRCLE}; raspasy_circle = true")
        state.streak = 0
        state.circle = set()
        return True
    return False


def after_game(state: PrefState, r: Resolved, ctx: DealContext, made: bool) -> None:
    """What a game leaves behind: its bomb spent or kept (MGU 1971 §6.3), the razboynik's list."""
    d = r.declarer
    assert d is not None
    if r.bomb:
        state.bombs[d] = list(classic.play_on_bomb(state.bombs[d], made)[1])
        if made:
            text = _("the won game extinguishes {declarer}'s {bomb}; {declarer}'s next game goes on the "
                     "{next}") if state.bombs[d] else _("the won game extinguishes {declarer}'s {bomb}")
            ctx.step(text.format(declarer=d, bomb=bomb_spent(r.bomb),
                                 next=bomb_on(state.bombs[d][0]) if state.bombs[d] else ""),
                     C.BOMB_CARRY_SOURCE)
        else:
            ctx.step(_("lost: {declarer}'s {bomb} stays for {declarer}'s next game").format(
                declarer=d, bomb=bomb_name(r.bomb)), C.BOMB_CARRY_SOURCE)
    if r.razboynik:
        assert r.contract is not None and state.razboynik is not None
        key = S.level_key(r.contract)
        state.razboynik[d].append(key)
        owed = classic.razboynik_owed({d: state.razboynik[d]})[d]
        if owed:
            text = _("razboynik: {declarer} has played the {game}; still owes {games}") if made else \
                _("razboynik: {declarer} has played the {game} (counted, made or not); still owes {games}")
        else:
            text = _("razboynik: {declarer} has played the {game}; still owes nothing") if made else \
                _("razboynik: {declarer} has played the {game} (counted, made or not); still owes nothing")
        ctx.step(text.format(declarer=d, game=game_label(key),
                             games=", ".join(game_label(g) for g in owed)),
                 f"{C.RAZBOYNIK_SOURCE}; R-P-C16")


def advance_stage(state: PrefState, ctx: DealContext) -> None:
    """The razboynik's stages (MGU 1971 §7): games, two circles of raspasy, the conditions."""
    if state.stage == "razboynik":
        owed = classic.razboynik_owed(state.razboynik or {})
        if not any(owed.values()):
            state.stage = "razboynik-raspasy"
            n = classic.razboynik_raspasy(len(state.players))
            ctx.step(_("every player has played all six games: now two circles of raspasy ({n})").format(n=n),
                     C.RAZBOYNIK_SOURCE)
    elif state.stage == "razboynik-raspasy":
        if state.razboynik_raspasy >= classic.razboynik_raspasy(len(state.players)):
            state.streak = 0
            if state.options["end"] == "razboynik":
                state.stage = "main"
                ctx.step(_("the razboynik is played out: the sheet is settled (MGU 1971 §9 gusarik)"),
                         f"{C.MGU_VARIANTS}; R-P10")
            else:
                state.stage = "conditions"
                owners = ", ".join(classic.mountain_owners(state.mountain))
                ctx.step(_("the razboynik is played out: the mountain owner ({names}) sets the whist "
                           "price, the pool and the control time").format(names=owners),
                         C.CONDITIONS_SOURCE)


def apply_totus(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
    """Totus made: own pool closed, own mountain written off, on a bomb partners helped; failed:
    the mountain doubled (MGU 1971 §7; R-P-C1, R-P-C2, R-P-C3)."""
    d = r.declarer
    assert d is not None
    players = state.players
    made = r.declarer_tricks >= C.TOTUS_PLAYED_AS
    text = (_("{declarer} totus (helping {names})") if r.totus_help else _("{declarer} totus")).format(
        declarer=d, names=", ".join(r.totus_help))
    ctx.step(_("totus: shown to the partners, they discard, {declarer} plays the remaining ten as a ten")
             .format(declarer=d),
             f"{C.MGU_HIGH} (\"TOTUS (ili PREFERANS)\"); R-P-C1")
    if r.bomb:
        ctx.step(_("played on {declarer}'s {bomb}").format(declarer=d, bomb=bomb_on(r.bomb)),
                 f"{C.TOTUS_MADE_SOURCE}; {C.BOMB_SOURCE}")
    if made:
        e = classic.totus_made(d, players, state.pool, state.mountain, state.pool_target, bomb=r.bomb,
                               helped=r.totus_help, dealer=r.dealer_out)
        rule = C.TOTUS_MADE_SOURCE + ("; R-P-C2" if r.bomb else "")
        for p in players:
            add = exact(e.pool.get(p, 0))
            if add:
                state.pool[p] += add
                ctx.step((_("{name}'s pool closed: {points} to the pool ({declarer}'s totus helps)")
                          if p != d else _("{name}'s pool closed: {points} to the pool")).format(
                    name=p, points=txt(add), declarer=d),
                         rule, p, "pool", num(add))
            off = exact(e.mountain.get(p, 0))
            if off:
                add_mountain(state, p, off)
                ctx.step(_("{name}'s mountain written off: {points}").format(name=p, points=txt(off)),
                         rule, p, "mountain", num(off))
            w = exact(e.whists.get(p, 0))
            if w:
                state.whists[d][p] += w
                ctx.step(_("{declarer} writes {amount} whists on {name} for the help (10 a point)").format(
                    declarer=d, amount=txt(w), name=p),
                         f"{C.TOTUS_MADE_SOURCE}; R-P7; R-P-C2", d, f"whists:{p}", num(w))
        state.won_games[d] += 1
        if state.options["responsible_games"]:
            ctx.step(_("a made totus counts as {declarer}'s won game; it has no points to halve").format(
                declarer=d), "R-P-C37")
        return text, pgettext("totus", "made"), True
    e = classic.totus_failed(d, players, state.mountain, bomb=r.bomb, helped=r.totus_help,
                             dealer=r.dealer_out)
    add = exact(e.mountain.get(d, 0))
    ctx.step((_("{declarer}'s totus failed ({tricks} of 10): {declarer}'s mountain doubled and the "
               "partners' mountains added: +{points}") if r.bomb else
              _("{declarer}'s totus failed ({tricks} of 10): {declarer}'s mountain doubled: +{points}"))
             .format(declarer=d, tricks=r.declarer_tricks, points=txt(add)),
             C.TOTUS_FAILED_SOURCE + ("; R-P-C3" if r.bomb else ""), d, "mountain", num(add))
    add_mountain(state, d, add)
    return text, pgettext("totus", "failed ({tricks})").format(tricks=r.declarer_tricks), False


def apply_returned(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
    d = r.declarer
    assert d is not None
    pts = classic.returned_prikup_points()
    ctx.step(ngettext("{declarer} returned the prikup: {n} point to {declarer}'s mountain",
                      "{declarer} returned the prikup: {n} point to {declarer}'s mountain", pts).format(
        declarer=d, n=pts), C.RETURNED_PRIKUP_SOURCE, d, "mountain", pts)
    add_mountain(state, d, exact(pts))
    return (_("{declarer} returned the prikup").format(declarer=d),
            _("+{points} mountain").format(points=pts))


def apply_conditions(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str]:
    cond = r.conditions
    state.conditions = dict(cond)
    state.pool_target = cond["pool"]
    state.stage = "main"
    parts = [_("pool {pool}").format(pool=cond["pool"])]
    if "whist_price" in cond:
        parts.append(_("whist price {price}").format(price=cond["whist_price"]))
    if "control" in cond:
        parts.append(_("control time {time}").format(time=cond["control"]))
    terms = ", ".join(parts)
    ctx.step(_("{name}, the mountain owner, sets the conditions: {terms}; the main game begins").format(
        name=cond["by"], terms=terms), C.CONDITIONS_SOURCE, cond["by"], "pool target", cond["pool"])
    closed = [p for p in state.players if state.pool[p] >= state.pool_target]
    if closed:
        ctx.step(_("already closed at {pool}: {names}").format(pool=cond["pool"], names=", ".join(closed)),
                 C.CONDITIONS_SOURCE)
    return (_("conditions: {terms} (by {name})").format(terms=terms, name=cond["by"]),
            _("the main game begins"))


def premiums(state: PrefState, before: Mapping[str, Fraction], ctx: DealContext) -> None:
    """The book's premiums for half a pool and a full pool (R-P-C31)."""
    opts = state.options
    target = exact(state.pool_target)
    for p in state.players:
        for mark, level, amount in (("half", target / 2, opts["half_pool_premium"]),
                                    ("full", target, opts["pool_premium"])):
            if amount and mark not in state.premiums[p] and before[p] < level <= state.pool[p]:
                state.premiums[p].add(mark)
                for q in state.players:
                    if q != p:
                        ctx.step((_("{name}'s pool reached half of {target}: premium {amount} whists "
                                    "on {other}") if mark == "half" else
                                  _("{name}'s pool reached the full {target}: premium {amount} whists "
                                    "on {other}")).format(name=p, target=txt(target), amount=amount,
                                                          other=q),
                                 f"{C.book('премиальные очки за половину пульки и целую пульку')}; "
                                 "R-P-C31", p, f"whists:{q}", amount)
                        state.whists[p][q] += amount


def after_deal(state: PrefState, r: Resolved, ctx: DealContext, *, main_stage: bool, made: bool,
               before_pool: Mapping[str, Fraction], streak: int = 0) -> str | None:
    """What every deal leaves behind once scored: the deal counted, who deals next (MGU 1971 §3; R-P-C38),
    the last circle (MGU 1971 §7 field 3; R-P-C24, R-P-C41), the book's premiums (R-P-C31) and the
    razboynik's next stage (MGU 1971 §7)."""
    state.deals += 1
    opts = state.options
    dealer_again(state, r, ctx, main_stage, made, streak)
    said = _("the series ends: every player has dealt at its top") \
        if full_circle(state, ctx, streak) else None
    if r.last_circle:
        state.last_circle_left = len(state.players)
        ctx.step(ngettext("the control time has come: the last circle begins ({n} deals)",
                          "the control time has come: the last circle begins ({n} deals)",
                          len(state.players)).format(n=len(state.players)),
                 f"{C.MGU_SHEET} field 3; R-P-C24")
    if state.last_circle_left:
        state.last_circle_left -= 1
        if not state.last_circle_left:
            ctx.step(_("the last circle is played: the game is over"), f"{C.MGU_SHEET} field 3; R-P-C24")
    if opts["pool_premium"] or opts["half_pool_premium"]:
        premiums(state, before_pool, ctx)
    if state.stage != "main":
        advance_stage(state, ctx)
    return said
