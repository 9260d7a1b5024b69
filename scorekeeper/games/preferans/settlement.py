"""Settlement: unfinished pools to the mountain, mountains to whists, whists netted pair by pair.

1. Unfinished pools (settling before the game is over, or R-P10's one-pool end): each point a pool
   lacks goes to its owner's mountain, ``pool_conversion`` mountain points per pool point (R-P-M10;
   Leningrad: one pool point = two mountain points).
2. Mountains into whists, by ``settlement``
   (``mountain-only``, MGU 1971 §9 gusarik: the amnister's arithmetic on the mountains alone, no whists
   and no pools counted):
   * ``amnister`` (R-P8, MGU 1971 §7 closing paragraph): subtract the smallest mountain from each, × 10,
     ÷ the number of players; every other player writes that many whists on the player;
   * ``book`` (R-S5, Fikhman 1991): each mountain is shared equally among the other players, who each write
     10 whists per point received.
3. Whists netted pair by pair: what A wrote on B against what B wrote on A (MGU 1971 §7 "Vyigrysh ili
   proigrysh opredelyaetsya po raznice vzaimnyh vistov").

Every amount is a Fraction until the balance is handed out, so the result is exactly zero-sum.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from scorekeeper.core.engine import Settlement, SheetTable, Step
from scorekeeper.core.figures import figure_text
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import tables as T
from scorekeeper.i18n import _


def exact(x: Fraction | int | float) -> Fraction | int:
    """A figure as an exact number: an int when whole (cheap to add up), else a Fraction."""
    if type(x) is int:
        return x
    f = Fraction(x)
    return f.numerator if f.denominator == 1 else f


def num(x: Fraction | int | float) -> int | float:
    """A Fraction as a plain number: an int when whole."""
    if type(x) is int:
        return x
    f = Fraction(x)
    return int(f) if f.denominator == 1 else float(f)


def txt(x: Fraction | int | float) -> str:
    """A number for a sentence: ``12``, ``12.5``, ``46.67`` — its nearest cent, as every output
    shows a figure (:func:`scorekeeper.core.figures.figure_text`); exact values stay in the data."""
    if type(x) is int:
        return str(x)
    return figure_text(x, minus="-")


def mountain_whists(players: Sequence[str], mountain: Mapping[str, Fraction],
                    mode: str) -> tuple[dict[str, dict[str, Fraction]], list[Step]]:
    """Whists each player writes on each other for the mountains: ``out[A][B]`` is what A writes
    on B.  ``amnister`` is R-P8, ``book`` is R-S5."""
    n = len(players)
    out = {a: {b: Fraction(0) for b in players if b != a} for a in players}
    lines: list[Step] = []
    if mode == "book":
        for p in players:
            each = mountain[p] * T.WHISTS_PER_POINT / (n - 1)
            for q in players:
                if q != p:
                    out[q][p] += each
            if each:
                lines.append(Step(_("{name}'s mountain {points} shared among {n}: each other player "
                                    "writes {amount} whists on {name}").format(
                    name=p, points=txt(mountain[p]), n=n - 1, amount=txt(each)),
                                  T.R_SETTLE_BOOK, p, "mountain-whists", num(-each * (n - 1))))
        return out, lines
    low = min(mountain.values())
    amnister = [p for p in players if mountain[p] == low]
    lines.append(Step(_("amnister (smallest mountain): {names} with {points}").format(
        names=", ".join(amnister), points=txt(low)),
                      T.R_SETTLE_AMNISTER))
    for p in players:
        each = (mountain[p] - low) * T.WHISTS_PER_POINT / n
        for q in players:
            if q != p:
                out[q][p] += each
        if each:
            lines.append(Step(_("{name}: ({mountain} − {low}) × 10 ÷ {n} = {amount} whists written on "
                                "{name} by each other player").format(
                name=p, mountain=txt(mountain[p]), low=txt(low), n=n, amount=txt(each)),
                              T.R_SETTLE_AMNISTER, p, "mountain-whists", num(-each * (n - 1))))
    return out, lines


def settle(players: Sequence[str], pool: Mapping[str, Fraction], mountain: Mapping[str, Fraction],
           whists: Mapping[str, Mapping[str, Fraction]], opts: Mapping[str, Any],
           finished: bool, *, pool_target: int | None = None) -> Settlement:
    """The settlement as it stands (final when ``finished``).  ``pool_target``: the pool in force
    (the conditions after the razboynik may have set it, MGU 1971 §7); default the ``pool`` option."""
    lines: list[Step] = []
    target = opts["pool"] if pool_target is None else pool_target
    conv = opts["pool_conversion"]
    only_mountain = opts["settlement"] == "mountain-only"
    mnt = {p: Fraction(mountain[p]) for p in players}
    if only_mountain:
        lines.append(Step(_("settled on the mountains alone: mutual whists and pools are not counted"),
                          f"{C.MGU_VARIANTS} (\"ne uchityvayutsya vzaimnye visty i puli, a raschet "
                          f"vedetsya tol'ko po gore\"); settlement = mountain-only"))
    for p in players:
        short = target - pool[p]
        if short > 0 and conv and not only_mountain:
            add = short * conv
            mnt[p] += add
            lines.append(Step(_("{name}'s pool lacks {points}: × {times} to the mountain").format(
                name=p, points=txt(short), times=conv),
                              "R-P-M10; R-P-C18; pool_conversion", p, "mountain", num(add)))
    mw, mlines = mountain_whists(players, mnt, opts["settlement"])
    lines += mlines
    total = {a: {b: (Fraction(0) if only_mountain else Fraction(whists[a][b])) + mw[a][b]
                 for b in players if b != a} for a in players}
    balance = {p: Fraction(0) for p in players}
    pairs: list[tuple[str, str, float]] = []
    pair_rows = []
    for i, a in enumerate(players):
        for b in players[i + 1:]:
            net = total[a][b] - total[b][a]
            balance[a] += net
            balance[b] -= net
            if net > 0:
                payer, payee, amount = b, a, net
            else:
                payer, payee, amount = a, b, -net
            if amount:
                pairs.append((payer, payee, num(amount)))
            pair_rows.append([f"{a} – {b}", num(total[a][b]), num(total[b][a]),
                              _("{payer} pays {payee} {amount}").format(payer=payer, payee=payee,
                                                                        amount=txt(amount))
                              if amount else _("even")])
    lines.append(Step(_("whists netted pair by pair (po raznice vzaimnyh vistov)"), C.MGU_SHEET))
    mt = SheetTable(_("mountains at settlement"), [_("player"), _("pool"), _("mountain"),
                                                   _("mountain as settled"), _("whists from mountains")],
                    [[p, num(pool[p]), num(mountain[p]), num(mnt[p]),
                      num(sum(mw[q][p] for q in players if q != p) * -1
                          + sum(mw[p][q] for q in players if q != p))] for p in players],
                    note=f"{opts['settlement']}: " + {"amnister": "R-P8", "book": "R-S5",
                                                      "mountain-only": _("R-P8, whists not counted")}[
                        opts["settlement"]])
    pt = SheetTable(_("pair by pair (whists each wrote on the other, mountains included)"),
                    [_("pair"), _("first on second"), _("second on first"), _("result")], pair_rows)
    return Settlement("whist", finished, None, {p: num(balance[p]) for p in players},
                      lines=lines, pairs=pairs, tables=[mt, pt],
                      exact={p: exact(balance[p]) for p in players})


def exact_balance(players: Sequence[str], pool: Mapping[str, Fraction], mountain: Mapping[str, Fraction],
                  whists: Mapping[str, Mapping[str, Fraction]], opts: Mapping[str, Any], *,
                  pool_target: int | None = None) -> dict[str, Fraction]:
    """The balance as exact fractions (used for the running figures and the zero-sum tests).

    The same arithmetic as :func:`settle`, summed up in closed form (one pass, no per-pair tables):
    a player's balance is the whists he wrote on others less those written on him, plus the whists
    his mountain costs him.  With m′ the mountain after the pool conversion, n players and
    M = Σ m′: amnister (R-P8) costs 10·(m′ − M/n) — the amnister's own mountain cancels out —
    and the book (R-S5) costs 10·(m′ − (M − m′)/(n − 1))."""
    target = opts["pool"] if pool_target is None else pool_target
    only_mountain = opts["settlement"] == "mountain-only"
    conv = 0 if only_mountain else opts["pool_conversion"]
    n = len(players)
    m = {p: Fraction(mountain[p]) + max(Fraction(0), target - pool[p]) * conv for p in players}
    total = sum(m.values(), Fraction(0))
    out: dict[str, Fraction] = {}
    for p in players:
        if only_mountain:
            out[p] = -T.WHISTS_PER_POINT * (m[p] - total / n)
            continue
        wrote = sum(whists[p][q] for q in players if q != p)
        written_on = sum(whists[q][p] for q in players if q != p)
        if opts["settlement"] == "book":
            cost = T.WHISTS_PER_POINT * (m[p] - (total - m[p]) / (n - 1))
        else:
            cost = T.WHISTS_PER_POINT * (m[p] - total / n)
        out[p] = Fraction(wrote - written_on) - cost
    return out
