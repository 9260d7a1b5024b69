"""Settlement arithmetic: R-P8 (amnister), R-S5 (the book), pair netting, pool conversion."""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.games.preferans.settlement import settle

P3 = ["A", "B", "C"]


def opts(**kw):
    base = {"pool": 10, "pool_conversion": 1, "settlement": "amnister"}
    base.update(kw)
    return base


def zero_whists(players):
    return {a: {b: Fraction(0) for b in players if b != a} for a in players}


def closed(players, target=10):
    return {p: Fraction(target) for p in players}


def test_R_P8_amnister():
    """Mountains 10, 4, 1: amnister C (1).  A: (10 − 1) × 10 ÷ 3 = 30 written on A by B and by C;
    B: 3 × 10 ÷ 3 = 10 by A and by C.  Pairs: A–B 10 vs 30 → A pays B 20; A–C 0 vs 30 → A pays C
    30; B–C 0 vs 10 → B pays C 10.  Balance: A −50, B +10, C +40."""
    m = {"A": Fraction(10), "B": Fraction(4), "C": Fraction(1)}
    s = settle(P3, closed(P3), m, zero_whists(P3), opts(), True)
    assert s.balance == {"A": -50, "B": 10, "C": 40}
    assert sorted(s.pairs) == [("A", "B", 20), ("A", "C", 30), ("B", "C", 10)]


def test_R_S5_book_settlement_differs_from_R_P8():
    """R-S5: A's 10 shared by B and C: 50 each on A; B's 4: 20 each; C's 1: 5 each.
    A: −100 + 20 + 5 = −75; B: −40 + 50 + 5 = +15; C: −10 + 50 + 20 = +60."""
    m = {"A": Fraction(10), "B": Fraction(4), "C": Fraction(1)}
    s = settle(P3, closed(P3), m, zero_whists(P3), opts(settlement="book"), True)
    assert s.balance == {"A": -75, "B": 15, "C": 60}


def test_BOOK_1991_settlement_pair_example():
    """Fikhman 1991 (the book's worked netting): A got 270 from B, B 120 from A — 150 to A; A 480 from C,
    C 60 from A — 420 to A; A 180 from D, D 660 from A — 480 to D."""
    p4 = ["A", "B", "C", "D"]
    w = zero_whists(p4)
    w["A"]["B"], w["B"]["A"] = Fraction(270), Fraction(120)
    w["A"]["C"], w["C"]["A"] = Fraction(480), Fraction(60)
    w["A"]["D"], w["D"]["A"] = Fraction(180), Fraction(660)
    m = {p: Fraction(0) for p in p4}
    s = settle(p4, closed(p4), m, w, opts(), True)
    assert ("B", "A", 150) in s.pairs and ("C", "A", 420) in s.pairs and ("A", "D", 480) in s.pairs
    assert s.balance["A"] == 150 + 420 - 480


def test_R_P_M10_unfinished_pools_convert_to_the_mountain():
    """Pool 10; A has 10, B 6, C 4; no mountains.  Sochi ×1: B +4, C +6 → amnister A (0):
    B 4 × 10 ÷ 3 = 40/3 on B by A and C; C 6 × 10 ÷ 3 = 20 on C by A and B.
    A: 40/3 + 20 = 100/3; B: −80/3 + 20 = −20/3; C: −40 + 40/3 = −80/3."""
    pool = {"A": Fraction(10), "B": Fraction(6), "C": Fraction(4)}
    m = {p: Fraction(0) for p in P3}
    s = settle(P3, pool, m, zero_whists(P3), opts(), False)
    assert s.balance["A"] == float(Fraction(100, 3))
    assert s.balance["B"] == float(Fraction(-20, 3))
    assert not s.finished


def test_leningrad_pool_point_is_two_mountain_points():
    """The same pools with pool_conversion = 2: every figure doubles."""
    pool = {"A": Fraction(10), "B": Fraction(6), "C": Fraction(4)}
    m = {p: Fraction(0) for p in P3}
    s = settle(P3, pool, m, zero_whists(P3), opts(pool_conversion=2), False)
    assert s.balance["A"] == float(Fraction(200, 3))
