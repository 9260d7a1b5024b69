"""The peer pulka's vectors of the pool and the settlement under its house rules, reproduced under
``pulka-home``: overflowing points passed clockwise at 10 whists a point, what no pool takes two
points each off the own mountain (below zero too), and the 20 : 10 settlement — one pool point 20
whists, one mountain point 10 (pulka src/engine/settle.ts calcNet, src/engine/rules.ts
``POOL_TO_VISTS = 20``, ``MOUNT_TO_VISTS = 10``), which is R-P8 with ``pool_conversion = 2``.

Each test names the pulka file (src/engine/calc.test.ts at commit 048887ed) and the ``describe`` /
``it``.  pulka's own sheets are written straight into its state; here every figure is reached by
deals (passed games and penalties), since a sheet can only be what the deals wrote.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from pulka_vectors import A, B, C, HOME, delta, game, snap

from scorekeeper.core.options import resolve_options
from scorekeeper.games.preferans.options import OPTIONS, PRESETS
from scorekeeper.games.preferans.settlement import exact_balance


def passed(declarer, level):
    return game(declarer, f"{level}♣", [])


def pool11(entries, deal):
    return delta(entries, deal, rules=HOME, options={"pool": 11})


# ========================================= calc.test.ts «Переполнение пули (передача по часовой)»
def test_pulka_overflow_one_point_to_the_next_pool_clockwise():
    """calc.test.ts «Переполнение пули (передача по часовой)» / «A набрал 12 при пуле 11 → 1 передан
    B, A пишет 10 вистов на B (в свою пользу)»: pool 11, A at 10 plays a six both passed."""
    d = pool11([passed(A, 10)], passed(A, 6))
    assert d == {"pool": {A: 1, B: 1}, "mountain": {}, "whists": {(A, B): 10}}


def test_pulka_overflow_the_rest_twice_off_the_own_mountain():
    """calc.test.ts «Переполнение пули» / «A переполнил на 7 при закрытых Д и почти закрытом О → 1 к
    О, … × 2 с горы А»: pools 11, 11, 10 and A's mountain 100; A makes 9♥ (C whisted and took 1):
    C's pool takes 1 (A writes 10 on C), the other 7 cost A 7 × 2 = 14 — 100 → 86."""
    entries = [passed(A, 6), passed(A, 10), passed(A, 10), passed(A, 10),
               {"penalty": {A: 100}, "note": "the sheet as it stood"}]
    assert snap(entries, rules=HOME, options={"pool": 11})["pool"] == {A: 11, B: 11, C: 10}
    d = pool11(entries, game(A, "9♥", [C], {A: 9, C: 1}))
    assert d["pool"] == {C: 1}
    assert d["mountain"] == {A: -14}
    assert d["whists"] == {(A, C): 10, (C, A): 16}
    assert snap([*entries, game(A, "9♥", [C], {A: 9, C: 1})], rules=HOME,
                options={"pool": 11})["mountain"][A] == 86


def test_pulka_overflow_passes_over_a_closed_pool():
    """calc.test.ts «Переполнение пули» / «A переполнил на 2, B уже закрыт — 2 очка передаются C через
    B»: B's closed pool is passed over, C's takes the points and A writes 10 a point on C.  The
    peer's sheet (A 9, B 11, C 5) cannot be written by deals (every game is worth an even number,
    and the points a pool passes on keep the total even); the same rule on A 8, B 11, C 3: A's
    9♥ overflows 5, all to C (50 whists)."""
    entries = [passed(A, 9), passed(B, 7), passed(B, 10)]
    assert snap(entries, rules=HOME, options={"pool": 11})["pool"] == {A: 8, B: 11, C: 3}
    d = pool11(entries, game(A, "9♥", [C], {A: 9, C: 1}))
    assert d["pool"] == {A: 3, C: 5}
    assert d["whists"][(A, C)] == 50


def test_pulka_overflow_helps_even_a_short_whister():
    """pulka src/engine/index.ts calcDealFull passes the points to every open pool clockwise,
    whoever it is (help_excludes = nobody): Boris, one trick short of the pair's minimum on the very
    deal (Vera took 3 of 4), is helped all the same; R-P7 passes him over to Vera."""
    deal = game(A, "6♥", [B, C], {A: 7, C: 3})
    d = pool11([passed(A, 10)], deal)
    assert d["mountain"] == {B: 2} and d["pool"] == {A: 1, B: 1}
    r_p7 = delta([passed(A, 10)], deal, rules=HOME, options={"pool": 11, "help_excludes": "r-p7"})
    assert r_p7["pool"] == {A: 1, C: 1}


# ================================================================== calc.test.ts «settle — финальный расчёт»
def home_options():
    return resolve_options(OPTIONS, PRESETS[HOME])


def balance(pool, mountain, whists=None, *, options=None):
    players = list(pool)
    w = {a: {b: Fraction(0) for b in players if b != a} for a in players}
    for (a, b), v in (whists or {}).items():
        w[a][b] = Fraction(v)
    return exact_balance(players, {p: Fraction(v) for p, v in pool.items()},
                         {p: Fraction(v) for p, v in mountain.items()}, w, options or home_options())


def test_pulka_settle_sums_to_zero():
    """calc.test.ts «settle — финальный расчёт» / «сумма net всех игроков = 0»: pools 10, 5, 8,
    mountains 4, 12, 2 and the whists as given; pulka's calcNet — (pool − mean) × 20 − (mountain −
    mean) × 10 + written − written on — gives A 260/3, B −319/3, C 59/3 (shown 87, −106, 20)."""
    got = balance({A: 10, B: 5, C: 8}, {A: 4, B: 12, C: 2},
                  {(A, B): 20, (A, C): 15, (B, A): 10, (B, C): 25, (C, A): 5, (C, B): 8})
    assert got == {A: Fraction(260, 3), B: Fraction(-319, 3), C: Fraction(59, 3)}
    assert sum(got.values()) == 0


def test_pulka_settle_a_pool_is_a_gain_a_mountain_a_loss():
    """calc.test.ts «settle — финальный расчёт» / «пуля A=10, все остальные 0 — A на плюсе» (A
    +400/3, the others −200/3) and «гора одного игрока — он в минусе» (B −400/3, the others
    +200/3)."""
    assert balance({A: 10, B: 0, C: 0}, {A: 0, B: 0, C: 0}) == {
        A: Fraction(400, 3), B: Fraction(-200, 3), C: Fraction(-200, 3)}
    assert balance({A: 0, B: 0, C: 0}, {A: 0, B: 20, C: 0}) == {
        A: Fraction(200, 3), B: Fraction(-400, 3), C: Fraction(200, 3)}


def test_pulka_settle_four_handed_sums_to_zero_exactly():
    """calc.test.ts «Стол на четверых — каркас» / «итог вчетвером сходится: сумма net = 0»."""
    got = balance({A: 10, B: 5, C: 8, "Gleb": 3}, {A: 4, B: 12, C: 2, "Gleb": 7},
                  {(A, B): 20, (A, C): 15, (A, "Gleb"): 5, (B, A): 10, (B, C): 25, (C, A): 5,
                   (C, B): 8, (C, "Gleb"): 12, ("Gleb", A): 3, ("Gleb", C): 6})
    assert sum(got.values()) == 0


@pytest.mark.parametrize("conversion,expected", [
    (2, {A: 320, B: -500, C: 180}),  # «ленинградка»: a pool point 20 whists
    (1, {A: Fraction(680, 3), B: Fraction(-1450, 3), C: Fraction(770, 3)}),  # «сочинка»: 10
])
def test_pulka_rate_changes_who_is_ahead(conversion, expected):
    """calc.test.ts «Курс перевода в висты влияет на итог» / «ленинградка и сочинка дают разный итог»,
    «на этих числах меняется даже то, кто впереди» (A ahead at 20, C at 10) and «при любом курсе
    сумма сходится в ноль»: pools 21, 10, 4, mountains 60, 120, 40."""
    options = {**home_options(), "pool_conversion": conversion}
    got = balance({A: 21, B: 10, C: 4}, {A: 60, B: 120, C: 40}, options=options)
    assert got == expected and sum(got.values()) == 0
    assert (got[A] > got[C]) == (conversion == 2)
