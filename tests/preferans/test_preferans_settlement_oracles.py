"""Settlement properties with an oracle of their own (R-P8, R-S5), not the code's own formula.

* The book (Fikhman 1991 "каждый делит поровну троим остальным свои штрафы; они за каждый переходящий к ним
  штраф записывают себе по десять вистов"): one more mountain point gives each of the n − 1 others
  10/(n−1) whists — its owner loses 10 net (R-P-C39: ruling R-S5's "10·n/(n−1) net" is the
  ratio to R-P8's price, not the price).
* R-P8: the amnister is subtracted from every mountain, × 10, ÷ n, and every other player writes
  that on the player: one more mountain point costs its owner 10·(n−1)/n whists net and gives each
  other player 10/n (with four players 7.5 and 2.5: MGU 1971 §7's three quarters).
* A whist written by A on B is one whist A wins from B (MGU 1971 §7 "po raznice vzaimnyh vistov").
* The engine's settlement (settlement.py) and the test oracle's (tests/preferans_classic/oracle.py)
  were written separately from the same sentences: they must agree on every sheet.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from preferans_classic import oracle as o
from scorekeeper.games.preferans import settlement as settle_mod

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
TARGET = 20


@st.composite
def sheets(draw):
    players = NAMES[:draw(st.sampled_from([3, 4]))]
    mountain = {p: draw(st.integers(0, 60)) for p in players}
    whists = {a: {b: draw(st.integers(0, 120)) for b in players if b != a} for a in players}
    return players, mountain, whists


def balance(players, mountain, whists, mode):
    opts = {"pool": TARGET, "pool_conversion": 1, "settlement": mode}
    pool = {p: TARGET for p in players}  # every pool closed: no conversion
    s = settle_mod.settle(players, pool, mountain, whists, opts, True)
    return {p: Fraction(v).limit_denominator(1000) for p, v in s.balance.items()}


@settings(max_examples=80, deadline=None)
@given(sheets(), st.integers(0, 3), st.integers(1, 20))
def test_R_P8_one_more_mountain_point_costs_10_n_minus_1_over_n(sheet, who, k):
    players, mountain, whists = sheet
    p = players[who % len(players)]
    n = len(players)
    before = balance(players, mountain, whists, "amnister")
    after = balance(players, {**mountain, p: mountain[p] + k}, whists, "amnister")
    assert after[p] - before[p] == Fraction(-10 * k * (n - 1), n)
    for q in players:
        if q != p:
            assert after[q] - before[q] == Fraction(10 * k, n)


@settings(max_examples=80, deadline=None)
@given(sheets(), st.integers(0, 3), st.integers(1, 20))
def test_R_S5_R_P_C39_one_more_mountain_point_costs_10_shared_among_the_others(sheet, who, k):
    players, mountain, whists = sheet
    p = players[who % len(players)]
    n = len(players)
    before = balance(players, mountain, whists, "book")
    after = balance(players, {**mountain, p: mountain[p] + k}, whists, "book")
    assert after[p] - before[p] == -10 * k
    for q in players:
        if q != p:
            assert after[q] - before[q] == Fraction(10 * k, n - 1)


@settings(max_examples=80, deadline=None)
@given(sheets(), st.integers(0, 3), st.integers(1, 3), st.integers(1, 50), st.sampled_from(["amnister", "book"]))
def test_MGU_1971_s7_a_whist_written_is_one_whist_won_from_that_player(sheet, a_i, step, w, mode):
    players, mountain, whists = sheet
    a = players[a_i % len(players)]
    b = players[(a_i + step) % len(players)]
    if a == b:
        return
    before = balance(players, mountain, whists, mode)
    more = {x: dict(row) for x, row in whists.items()}
    more[a][b] += w
    after = balance(players, mountain, more, mode)
    assert after[a] - before[a] == w and after[b] - before[b] == -w
    assert all(after[q] == before[q] for q in players if q not in (a, b))


@settings(max_examples=80, deadline=None)
@given(sheets())
def test_R_P8_R_S5_the_engines_settlement_agrees_with_the_oracle(sheet):
    players, mountain, whists = sheet
    for mode, ref in (("amnister", o.amnister_settlement), ("book", o.book_settlement)):
        expected = ref(players, mountain, whists).balance
        assert balance(players, mountain, whists, mode) == {p: Fraction(v) for p, v in expected.items()}


@settings(max_examples=60, deadline=None)
@given(sheets(), st.lists(st.integers(0, TARGET + 5), min_size=4, max_size=4))
def test_R_P_C18_MGU_1971_s9_unclosed_pools_go_to_the_mountain_as_the_oracle_reads(sheet, pools):
    """MGU 1971 §9 "ostal'nym nedostatok puli vynositsya v goru" (R-P-C18), then R-P8: the engine's
    settlement of unclosed pools is the oracle's amnister settlement of the mountains they raise."""
    players, mountain, whists = sheet
    pool = dict(zip(players, pools))
    opts = {"pool": TARGET, "pool_conversion": 1, "settlement": "amnister"}
    got = settle_mod.settle(players, pool, mountain, whists, opts, True).balance
    short = o.pool_shortfall_to_mountain(pool, TARGET)
    raised = {p: mountain[p] + short.get(p, 0) for p in players}
    expected = o.amnister_settlement(players, raised, whists).balance
    assert {p: Fraction(v).limit_denominator(1000) for p, v in got.items()} == expected


@settings(max_examples=60, deadline=None)
@given(sheets())
def test_MGU_1971_s9_gusarik_settled_on_the_mountain_alone_as_the_oracle_reads(sheet):
    """MGU 1971 §9 "ne uchityvayutsya vzaimnye visty i puli, a raschet vedetsya tol'ko po gore"."""
    players, mountain, whists = sheet
    assert balance(players, mountain, whists, "mountain-only") == {
        p: Fraction(v) for p, v in o.mountain_only_settlement(players, mountain).balance.items()}
