"""The 1991 book (Fikhman 1991 §ПРЕФЕРАНС) and rulings R-S1…R-S5: every worked example
and every threshold.  Expected numbers are the book's.
``c`` is the classic's functions the engine runs; ``o`` the test oracle (``oracle.py``), whose
results ``test_preferans_classic_oracle.py`` holds the engine's against."""

from __future__ import annotations

import pytest

from preferans_classic import oracle as o
from scorekeeper.errors import AmbiguousError, IllegalError, InvalidError
from scorekeeper.games.preferans import classic as c
from scorekeeper.games.preferans import classic_tables as t


def test_R_S1_elochka_first_four_deals_three_points_a_trick():
    """"Первые четыре кона разыгрывается «елочка». Прикуп остается нетронутым. За каждую взятку
    полагается 3 штрафных очка.\""""
    assert t.ELOCHKA_DEALS == 4
    assert c.elochka({"A": 4, "B": 0, "C": 6}) == {"A": 12, "B": 0, "C": 18}
    with pytest.raises(IllegalError):
        c.elochka({"A": 4, "B": 0, "C": 5})


@pytest.mark.parametrize("game,value", [(6, 12), (7, 18), (8, 24), (9, 30), ("misere", 36), (10, 36)])
def test_R_S3_book_values_6_12_to_misere_and_10_36(game, value):
    """"то получает 12 очков, если объявлял семь — то 18, если восемь — то 24, если девять — то 30,
    если был объявлен мизер ... — то 36, как и в случае если он забрал ... все десять взяток.\""""
    assert o.book_value(game) == value


def test_BOOK_1991_failed_nine_with_six_tricks_is_3_x_30_90():
    """"он взял игру на себя объявлением девяти взяток, но набрал всего шесть. Вместо 30 очков в плюс
    он получает 3X30=90 в минус.\""""
    assert o.book_failed_mountain(9, 3) == 90


@pytest.mark.parametrize("game,row", [
    (6, (24, 4, 2, 12)), (7, (36, 2, 1, 18)), (8, (48, 2, 1, 24)), (9, (60, 1, 1, 30)),
    ("misere", (72, 1, 1, 36)), (10, (72, 1, 1, 36)),
])
def test_R_S2_whist_table_rows(game, row):
    """"6 24 4 2 12 7 36 2 1 18 8 48 2 1 24 9 60 1 1 30 мизер 72 1 1 36 10 72 1 1 36\"."""
    assert t.BOOK_WHIST_TABLE[game] == row
    assert o.book_whist_minimum(game, together=True) == row[1]
    assert o.book_whist_minimum(game, together=False) == row[2]


def test_R_S3_pool_cap_54_plus_18_in_60_is_6_to_the_pool_12_off_the_mountain():
    """"пулька была условлена в 60 очков, у А в данный момент 54 очка, он заказал игру на семь
    взяток, выполнил обязательство и заработал 18 очков. В «пульку» он записывает не 9 из них ... а
    6 ... а на остальные 12 сокращает свои штрафные очки.\""""
    s = c.book_split_points(o.book_value(7), pool=54, pool_size=60, mountain=40)
    assert (s.pool, s.mountain_off, s.surplus) == (6, 12, 0)


def test_R_S3_boundary_pool_lacking_exactly_the_half_takes_it_all():
    s = c.book_split_points(18, pool=51, pool_size=60, mountain=40)
    assert (s.pool, s.mountain_off, s.surplus) == (9, 9, 0)
    s = c.book_split_points(18, pool=0, pool_size=60, mountain=40)
    assert (s.pool, s.mountain_off) == (9, 9)


def test_R_S3_excess_writes_off_an_opponents_mountain_for_10_whists_a_point():
    """"Если плюсовых очков в этом коне у него набралось больше, чем обозначено штрафов в «горке» ...
    то на этот излишек он уменьшает штрафы кого-либо из соперников и за это переписывает на себя
    его висты — по десять вистов за один штраф.\""""
    s = c.book_split_points(18, pool=0, pool_size=60, mountain=4)
    assert (s.pool, s.mountain_off, s.surplus) == (9, 4, 5)
    mountains = {"A": 4, "B": 9, "C": 20, "D": 3}
    h = c.book_excess_off_opponent(s.surplus, "A", mountains)
    assert h.mountain == {"C": -5} and h.whists == {"C": 50} and h.lost == 0
    h = c.book_excess_off_opponent(5, "A", mountains, opponent="D")
    assert h.mountain == {"D": -3, "C": -2} and h.whists == {"D": 30, "C": 20}
    with pytest.raises(IllegalError):
        c.book_excess_off_opponent(5, "A", mountains, opponent="A")


def test_R_P_C19_excess_beyond_every_mountain_is_lost():
    h = c.book_excess_off_opponent(10, "A", {"A": 0, "B": 1, "C": 2})
    assert h.mountain == {"C": -2, "B": -1} and h.lost == 7


# ----------------------------------------------------------------- R-S2 / R-S4 whisting
def test_R_S2_both_whist_each_trick_24_on_a_six_shares_of_the_pair_minimum():
    w = c.book_whists(6, {"B": 3, "C": 1})
    assert w.whists == {"B": 72, "C": 24}
    assert w.mountain == {"C": 12}  # R-P-C20: share 2, one trick short, "штраф за недобор" 12


@pytest.mark.parametrize("tricks,fine", [(2, {}), (1, {"B": 12}), (0, {"B": 24})])
def test_R_S4_odin_minimum_alone_boundary(tricks, fine):
    """"Он заявляет: «Один» и играет против вистующего; спасовавший кладет карты закрытыми\"."""
    w = c.book_whists(6, {"B": tricks}, mode="один", whister="B")
    assert w.whists == {"B": 24 * tricks} and w.mountain == fine


def test_R_S4_pomogi_whister_carries_both_hands_and_the_pair_minimum():
    """"«Помоги»; спасовавший присоединяется к вистующему, но весь риск проигрыша за себя и
    спасовавшего ложится на вистующего.\""""
    w = c.book_whists(7, {"B": 1, "C": 2}, mode="помоги", whister="B")
    assert w.whists == {"B": 108} and w.mountain == {}
    w = c.book_whists(6, {"B": 1, "C": 2}, mode="помоги", whister="B")
    assert w.whists == {"B": 72} and w.mountain == {"B": 12}


def test_R_S4_otkroem_each_hand_scores_to_its_owner_whister_carries_the_pair_minimum():
    """"«Откроем»; ... вистующий играет и своими картами, и картами спасовавшего, но за себя и за
    него раздельно. ... «Минимум на двоих» обязателен для одного в том случае, если он изъявил
    желание играть за двоих в открытую.\""""
    w = c.book_whists(6, {"B": 2, "C": 1}, mode="откроем", whister="B")
    assert w.whists == {"B": 48, "C": 24} and w.mountain == {"B": 12}
    w = c.book_whists(8, {"B": 1, "C": 1}, mode="откроем", whister="B")
    assert w.mountain == {}


def test_R_S2_misere_whists_count_the_tricks_forced_on_the_declarer():
    """"Вистующие за каждую взятку (а в мизере — за «всученную» играющему) получают столько вистов\"."""
    w = c.book_whists("misere", {"B": 0}, mode="один", whister="B", declarer_tricks=2)
    assert w.whists == {"B": 144} and w.mountain == {}
    w = c.book_whists("misere", {"B": 0}, mode="один", whister="B", declarer_tricks=0)
    assert w.mountain == {"B": 36}
    with pytest.raises(AmbiguousError):
        c.book_whists("misere", {"B": 0}, mode="один", whister="B")


def test_R_S4_modes_are_named_and_need_the_whister():
    with pytest.raises(InvalidError):
        c.book_whists(6, {"B": 2}, mode="сам", whister="B")
    with pytest.raises(AmbiguousError):
        c.book_whists(6, {"B": 2, "C": 0}, mode="откроем")
    with pytest.raises(InvalidError):
        c.book_whists(6, {"B": 2})


# ----------------------------------------------------------------- R-S5 settlement
#: The book's worked settlement lines: "А от В получил 270 вистов, а В от А — 120 вистов. Итого 150
#: вистов в пользу А. ... А от С получил 480 вистов, а С от А — 60 вистов. 420 вистов в пульку А.
#: От D этот же А получил 180 вистов, а D от А — 660 вистов, итого 480 в пользу D."
BOOK_WORKED_SETTLEMENT: dict[tuple[str, str], tuple[int, int, int]] = {
    ("A", "B"): (270, 120, 150),
    ("A", "C"): (480, 60, 420),
    ("A", "D"): (180, 660, -480),
}


def test_R_S5_book_settlement_lines_A_B_150_A_C_420_A_D_minus_480():
    """"А от В получил 270 вистов, а В от А — 120 вистов. Итого 150 вистов в пользу А. Тот же А от С
    получил 480 вистов, а С от А — 60 вистов. 420 вистов в пульку А. От D этот же А получил 180
    вистов, а D от А — 660 вистов, итого 480 в пользу D.\"

    The book gives the totals after the mountains are shared; the sheet below (mountains A 6, B 9,
    C 12, D 30, shared three ways at 10 whists a point) reaches them."""
    players = ["A", "B", "C", "D"]
    mountains = {"A": 6, "B": 9, "C": 12, "D": 30}
    whists = {"A": {"B": 240, "C": 440, "D": 80},
              "B": {"A": 100}, "C": {"A": 40}, "D": {"A": 640}}
    s = o.book_settlement(players, mountains, whists)
    for (a, b), (got_a, got_b, net) in BOOK_WORKED_SETTLEMENT.items():
        assert s.credit[a][b] == got_a and s.credit[b][a] == got_b
        assert s.pairs[(a, b)] == net
    assert s.balance["A"] == 150 + 420 - 480
    assert sum(s.balance.values()) == 0


def test_R_S5_is_not_R_P8_a_mountain_point_costs_10_n_over_n_minus_1():
    """R-S5: "a mountain point costs 10·n/(n−1) whists net instead of 10"."""
    players = ["A", "B", "C", "D"]
    m = {"A": 3, "B": 0, "C": 0, "D": 0}
    assert o.book_settlement(players, m, {}).balance["A"] == -30
    assert o.amnister_settlement(players, m, {}).balance["A"] == -30 * 3 / 4
