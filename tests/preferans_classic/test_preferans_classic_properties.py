"""Properties: both settlements (R-P8, R-S5) are zero-sum and antisymmetric for any sheet; help and
the book's point split never create or destroy points."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.games.preferans import classic as c

NAMES = ["Anna", "Boris", "Vera", "Gleb"]


@st.composite
def sheets(draw):
    n = draw(st.integers(min_value=2, max_value=4))
    players = NAMES[:n]
    mountains = {p: draw(st.integers(min_value=0, max_value=400)) for p in players}
    whists = {a: {b: draw(st.integers(min_value=0, max_value=2000)) for b in players if b != a}
              for a in players}
    return players, mountains, whists


def _check(s, players):
    assert sum(s.balance.values()) == 0
    for (a, b), v in s.pairs.items():
        assert v == s.credit[a][b] - s.credit[b][a]
    for p in players:
        assert s.balance[p] == sum(v if a == p else -v for (a, b), v in s.pairs.items() if p in (a, b))


@settings(max_examples=150, deadline=None)
@given(sheets())
def test_R_P8_amnister_settlement_is_zero_sum(sheet):
    players, mountains, whists = sheet
    _check(c.amnister_settlement(players, mountains, whists), players)


@settings(max_examples=150, deadline=None)
@given(sheets())
def test_R_S5_book_settlement_is_zero_sum(sheet):
    players, mountains, whists = sheet
    _check(c.book_settlement(players, mountains, whists), players)


@settings(max_examples=100, deadline=None)
@given(sheets(), st.integers(min_value=0, max_value=50))
def test_R_P8_adding_the_same_points_to_every_mountain_changes_nothing(sheet, k):
    """The amnister is subtracted first, so only differences between mountains count."""
    players, mountains, whists = sheet
    a = c.amnister_settlement(players, mountains, whists)
    b = c.amnister_settlement(players, {p: m + k for p, m in mountains.items()}, whists)
    assert a.balance == b.balance


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 60), st.integers(0, 60), st.integers(0, 60), st.sampled_from([12, 18, 24, 30, 36]))
def test_R_S3_book_split_conserves_points(pool, size, mountain, points):
    s = c.book_split_points(points, pool=pool, pool_size=size, mountain=mountain)
    assert s.pool + s.mountain_off + s.surplus == points
    assert s.pool <= max(size - pool, 0) and s.mountain_off <= mountain


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 40), st.lists(st.integers(0, 20), min_size=3, max_size=3),
       st.lists(st.integers(0, 10), min_size=3, max_size=3))
def test_R_P7_help_conserves_points_and_charges_10_whists_a_point(points, pools, mountains):
    pools_d = dict(zip(["Anna", "Boris", "Vera"], pools))
    mountains_d = dict(zip(["Anna", "Boris", "Vera"], mountains))
    h = c.distribute_help(points, "Anna", pools_d, mountains_d, 20)
    helped = sum(h.pool.values()) - sum(v for p, v in h.mountain.items())
    assert helped + h.lost == points
    partner_points = sum(h.pool.values()) - sum(v for p, v in h.mountain.items() if p != "Anna")
    assert sum(h.whists.values()) == 10 * partner_points
    assert all(pools_d[p] + v <= 20 for p, v in h.pool.items())


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([6, 7, 8, 9, 10]), st.integers(1, 6), st.booleans(), st.integers(0, 3))
def test_R_P3_failed_game_ordinary_consolation_equals_the_mountain(game, under, dark, bomb):
    """"ne igrayushchie partnery pishut na sevshego igroka za bezvzyatie stol'ko vistov, skol'ko ochkov
    on zapisal sebe v goru\"."""
    r = c.failed_game(game, under, {"Vera": 11 - game}, ["Gleb", "Dima"], dark=dark, bomb=bomb)
    assert r.whists["Gleb"] == r.whists["Dima"] == r.mountain
    assert isinstance(r.mountain, int) and r.mountain == c.game_value(game, dark=dark, bomb=bomb) * under
    assert Fraction(r.whists["Vera"]) >= r.mountain
