"""The paragraphs the peers' conventions add to scoring a game (options_more): «без трёх» (pulka,
the Swift engine), the prikup's fast tricks at the whist price (pulka's FSPR set), and the Swift
engine's Rostov failure, ten direct whists per undertrick from each defender.
"""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.core.engine import DealContext
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.labels import contract_label
from scorekeeper.games.preferans.ledger import add_mountain
from scorekeeper.games.preferans.settlement import exact, num, txt
from scorekeeper.games.preferans.state import PrefState, Resolved
from scorekeeper.i18n import _, ngettext


def apply_without_three(state: PrefState, r: Resolved, ctx: DealContext) -> tuple[str, str, bool]:
    """«Уход без трёх» (``without_three``): the declarer concedes three undertricks without play,
    at the undertrick price (doubled under ``remiz_doubling``), and nobody writes a whist (pulka
    src/engine/calc.ts calcGiveup: «гора за 3 недобранные взятки, висты не пишутся»; calc.test.ts
    «уход без 3 на 6♣ → гора 12»)."""
    d, pr = r.declarer, r.prices
    assert d is not None and pr is not None
    under = T.WITHOUT_THREE_UNDERTRICKS
    amount = under * pr.remiz
    ctx.step(_("{declarer} concedes {contract} without three: {under} × {price} to the mountain, "
               "no whists").format(declarer=d, contract=contract_label(r), under=under, price=pr.remiz),
             T.R_WITHOUT_THREE + ("; remiz_doubling" if ctx.table.options["remiz_doubling"] else ""),
             d, "mountain", amount)
    add_mountain(state, d, exact(amount))
    return (_("{declarer} {contract}; without three").format(declarer=d, contract=contract_label(r)),
            _("conceded: {under} undertricks").format(under=under), False)


def prikup_premium(state: PrefState, r: Resolved, ctx: DealContext) -> None:
    """The prikup's fast tricks (``prikup_premium``; pulka src/engine/calc.ts addPrikupBonus, the FSPR
    set's ``prikupBonus``): the tricks the two cards bring (ace or marriage 1, ace and king 2, two
    aces 3) at the game's whist price, written on the declarer whether the game was made or failed
    (or passed); with four players the dealer writes it all, with three each opponent a half,
    whoever dealt («втроём каждый соперник пишет половину, даже если сдавал сам играющий»).  Not
    on a misère."""
    d, c, pr = r.declarer, r.contract, r.prices
    assert d is not None and c is not None and pr is not None
    if c.is_misere:
        ctx.step(_("misère: the prikup brings no premium"), T.pulka("calc.ts", "calcMisere"))
        return
    total = r.prikup_tricks * pr.whist
    writers = [r.dealer_out] if r.dealer_out is not None else [p for p in state.players if p != d]
    each = Fraction(total, len(writers))
    rule = f"{T.pulka('calc.ts', 'addPrikupBonus')}; prikup_premium = true"
    for w in writers:
        said = ngettext("{writer} writes the prikup's {n} fast trick(s) × {price} = {amount} whists on "
                        "{declarer}",
                        "{writer} writes the prikup's {n} fast trick(s) × {price} = {amount} whists on "
                        "{declarer}", r.prikup_tricks) if len(writers) == 1 else \
            ngettext("{writer} writes half the prikup's {n} fast trick(s) × {price}: {amount} whists on "
                     "{declarer}",
                     "{writer} writes half the prikup's {n} fast trick(s) × {price}: {amount} whists on "
                     "{declarer}", r.prikup_tricks)
        ctx.step(said.format(writer=w, n=r.prikup_tricks, price=pr.whist, amount=txt(each), declarer=d),
                 rule, w, f"whists:{d}", num(each))
        state.whists[w][d] += each


def direct_whists(state: PrefState, r: Resolved, ctx: DealContext, under: int) -> None:
    """``failed_game = direct-whists`` (PreferansEngine Rules.swift ``rostov``, ScoringEngine.swift
    scoreGame and scoreMisere): nothing goes to the declarer's mountain; each defender writes 10
    whists per undertrick (per trick of a caught misère) on the declarer, and no other consolation
    is written ("Rostov replaces one declarer undertrick with ten direct whists from each
    defender")."""
    d = r.declarer
    assert d is not None
    per = T.DIRECT_WHISTS_PER_UNDERTRICK
    for x in r.defenders:
        amount = per * under
        ctx.step(ngettext("{writer} writes {n} undertrick(s) × {per} = {amount} direct whists on "
                          "{declarer}; nothing to the mountain",
                          "{writer} writes {n} undertrick(s) × {per} = {amount} direct whists on "
                          "{declarer}; nothing to the mountain", under).format(
            writer=x, n=under, per=per, amount=amount, declarer=d),
                 f"{T.R_DIRECT_WHISTS}; failed_game = direct-whists", x, f"whists:{d}", amount)
        state.whists[x][d] += amount


def returned_whist(r: Resolved, ctx: DealContext) -> None:
    """``half_whist_return`` (pulka src/engine/calc.ts calcGame ``vistReturned``): the whist said
    after a half-whist is one whister's — every defence trick his, no gentleman's share — and the
    half-whister writes nothing (fspr.test.ts «полвиста + вист = ВОЗВРАТ ВИСТА»)."""
    ctx.step(ngettext("{whister} returned the whist after {half}'s half-whist: all {n} defence trick(s) "
                      "are {whister}'s, and {half} writes nothing",
                      "{whister} returned the whist after {half}'s half-whist: all {n} defence trick(s) "
                      "are {whister}'s, and {half} writes nothing", r.defenders_total).format(
        whister=r.whisters[0], half=r.half_whist, n=r.defenders_total),
             f"{T.pulka('calc.ts', 'calcGame (vistReturned)')}; half_whist_return = true")


def dealer_answers(r: Resolved, ctx: DealContext, shortfalls: dict[str, Fraction]) -> dict[str, Fraction]:
    """The shortfalls a game's whisters answer for: under ``dealer_whist_terms = fspr`` the dealer
    who whisted instead of two passers answers for none (pulka src/engine/calc.ts calcGame
    ``paysForMiss``: «сдающий, вошедший вистующим, … за недобор взяток НЕ отвечает»)."""
    if not shortfalls or not r.dealer_whists or ctx.table.options["dealer_whist_terms"] != "fspr":
        return shortfalls
    ctx.step(_("{dealer} whisted as the dealer: the dealer answers for no shortfall").format(
        dealer=r.whisters[0]), f"{T.pulka('calc.ts', 'calcGame (paysForMiss)')}; dealer_whist_terms = fspr")
    return {}
