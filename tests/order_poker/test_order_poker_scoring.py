"""Every row of the text's scoring tables (§таблица заказчика, §таблица согласного, §таблица
несогласного), all passed (R-O3), the text's own examples and rulings R-O1…R-O8.  The expected
numbers are worked by hand from the text and the rulings, never read off the code."""

from __future__ import annotations

import pytest

from order_poker_helpers import FOUR, THREE, order, play, rows, score, steps
from scorekeeper.errors import AmbiguousError
from scorekeeper.games.order_poker import scoring
from scorekeeper.games.order_poker import tables as T

A, B, V, G = FOUR  # Anna, Boris, Vera, Gleb


# ---- the text's examples ------------------------------------------------------------------
def test_auction_example_three_orders_stake_three_open_game():
    """§пример торга: the robot holds «Пара»; second «Две пары!», third (the dealer) «Тройка!»,
    second «Тройка плюс пара!»; the second declares, the third agrees, the first is against.
    "Ставка заказа равна трем очкам. Игра будет открытой"."""
    first, second, third = "Первый", "Второй", "Третий"
    seats = [third, first, second]  # the third deals the first deal; the first sits at his left
    deal = {"robot_dealt": "пара", "orders": ["Две пары!", "Тройка!", "Тройка плюс пара!"],
            "declarer": second, "for": [third], "against": [first],
            "hands": {second: "тройка и двойка", third: "тройка и двойка"}, "robot": "пара"}
    rep = play(seats, [deal])
    assert rep.entries[0].dealer == third
    text = " ".join(s.text for s in steps(rep, 1))
    assert "the stake is 3, the half stake 2" in text
    assert "an open game, for: Третий; against: Первый" in text
    # both made it in an open game: the declarer and the agreer each the stake, 3
    assert rep.game.snapshot(rep.state)["score"] == {third: 3, first: 0, second: 3}


def test_auction_example_an_order_of_the_robots_pair_is_refused():
    """§определения: "Объявлять во время торга комбинацию, имеющуюся у робота, нельзя"."""
    from scorekeeper.errors import IllegalError

    with pytest.raises(IllegalError, match="robot was dealt"):
        play(THREE, [{"robot_dealt": "пара", "orders": ["две пары", "пара"], "declarer": A}])


def test_bluff_example_second_and_third_earn_three_each():
    """§пример блефа: the robot holds «две двойки»; «Тройка!», «Порядок!», «Двойка!» (the third,
    bluffing or not); if the third really holds a pair and the second, holding a pair, agrees,
    "второй и третий заработают по три очка".  The first (his «тройка» is not the robot's
    category) gets nothing."""
    first, second, third = "Первый", "Второй", "Третий"
    deal = {"robot_dealt": "две двойки", "orders": ["Тройка!", "Порядок!", "Двойка!"],
            "declarer": third, "for": [second],
            "hands": {first: "тройка", second: "пара", third: "пара"}}
    assert score([third, first, second], [deal]) == {third: 3, first: 0, second: 3}


def test_format_example_four_players():
    """The format reference's deal: stake 3, half 2; Boris made the full house, Vera (for, her
    card taken) did not: Boris +1, Vera +1; Anna against with the robot's two pairs: +2."""
    deal = {"robot_dealt": "pair", "orders": ["two pairs", "three", "full house"],
            "declarer": B, "for": [V], "against": [A, G], "took_from": [V], "robot": "two pairs",
            "hands": {B: "full house", V: "three", A: "two pairs"}}
    assert score(FOUR, [deal]) == {A: 2, B: 1, V: 1, G: 0}


# ---- §таблица заказчика ---------------------------------------------------------------------
def test_declarer_failed_minus_one():
    rep = play(FOUR, [order(B, ["three"], {B: "pair"}, robot="none")])
    assert rep.game.snapshot(rep.state)["score"][B] == -1
    assert "§очки заказчика" in rows(rep, 1)[B]


def test_declarer_open_agreer_made_the_stake():
    assert score(FOUR, [order(B, ["two pairs", "three"], {B: "three", V: "three"}, agree=[V],
                              robot="none")]) == {A: 0, B: 2, V: 2, G: 0}


def test_declarer_open_none_made_one_point():
    assert score(FOUR, [order(B, ["straight", "flush", "three"], {B: "three", V: "pair"},
                              agree=[V], robot="none")]) == {A: 0, B: 1, V: 0, G: 0}


def test_declarer_closed_half_stake_r_o7():
    """Five orders, a closed game made: the half stake, 5 / 2 rounded up = 3."""
    rep = play(FOUR, [order(B, ["pair", "two pairs", "three", "straight", "flush"], {B: "flush"},
                            robot="none")])
    assert rep.game.snapshot(rep.state)["score"][B] == 3
    assert rows(rep, 1)[B].startswith("R-O7")


def test_r_o7_closed_game_half_stake_not_the_commentarys_six_and_three():
    """§финальный заказ пара: six orders, final «Пара», both opponents against, one of them
    holding the robot's three: the commentary says the declarer takes the stake (six against
    three); the rules and the table say half stake — 3 and 3."""
    orders = ["two pairs", "straight", "flush", "four", "straight flush", "pair"]
    assert score(THREE, [order(A, orders, {A: "pair", B: "three"}, robot="three")]) == \
        {A: 3, B: 3, V: 0}


# ---- §таблица согласного ----------------------------------------------------------------------
def test_agreer_made_the_stake():
    assert score(THREE, [order(A, ["four", "flush"], {A: "flush", B: "flush"}, agree=[B],
                               robot="none")])[B] == 2


def test_agreer_helped_one_point_r_o8():
    assert score(THREE, [order(A, ["four", "flush"], {A: "flush", B: "pair"}, agree=[B],
                               took_from=[B], robot="none")]) == {A: 1, B: 1, V: 0}


def test_agreer_nothing_when_not_made_and_no_card_taken():
    assert score(THREE, [order(A, ["four", "flush"], {A: "flush", B: "pair"}, agree=[B],
                               robot="none")])[B] == 0


def test_agreer_nothing_when_the_declarer_failed_whatever_else():
    """§очки согласного: "не получит зачетных очков ни при каких дополнительных условиях" — even
    having made it himself and given a card."""
    assert score(THREE, [order(A, ["four", "flush"], {A: "pair", B: "flush"}, agree=[B],
                               took_from=[B], robot="none")]) == {A: -1, B: 0, V: 0}


def test_r_o8_only_the_agreer_whose_cards_were_used_earns_the_point():
    deal = order(A, ["three", "straight"], {A: "straight", B: "pair", V: "pair"}, agree=[B, V],
                 took_from=[V], robot="none")
    assert score(FOUR, [deal]) == {A: 1, B: 0, V: 1, G: 0}


# ---- §таблица несогласного ---------------------------------------------------------------------
def test_dissenter_made_the_stake_whatever_the_declarer_did():
    assert score(THREE, [order(A, ["two pairs", "three", "straight"], {A: "pair", B: "straight"},
                               robot="none")]) == {A: -1, B: 3, V: 0}
    assert score(THREE, [order(A, ["two pairs", "three", "straight"],
                               {A: "straight", B: "straight", V: "straight"}, agree=[V],
                               robot="none")]) == {A: 3, B: 3, V: 3}


def test_dissenter_half_stake_sharing_the_robots_category():
    assert score(THREE, [order(A, ["two pairs", "three", "straight"], {A: "straight", B: "four"},
                               robot="four")]) == {A: 2, B: 2, V: 0}


def test_dissenter_nothing_below_a_pair_or_not_matching():
    """«нет комбинации» shared with the robot earns nothing ("не ниже «Пары»"); nor does another
    category than the robot's."""
    assert score(THREE, [order(A, ["three"], {A: "three", B: "two pairs"}, robot="none")]) == \
        {A: 1, B: 0, V: 0}


# ---- R-O1: the half stake's threshold ---------------------------------------------------------
def test_r_o1_a_shared_pair_earns_the_half_stake_by_default():
    assert score(THREE, [order(A, ["three"], {A: "three", B: "pair"}, robot="pair")])[B] == 1


def test_r_o1_option_two_pairs_a_shared_pair_earns_nothing():
    kw = {"options": {"dissenter_half_stake_from": "two-pairs"}}
    assert score(THREE, [order(A, ["three"], {A: "three", B: "pair"}, robot="pair")], **kw)[B] == 0
    assert score(THREE, [order(A, ["three", "flush"], {A: "flush", B: "two pairs"},
                               robot="two pairs")], **kw)[B] == 1


# ---- R-O2: stake and half stake -----------------------------------------------------------------
@pytest.mark.parametrize("orders,half", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (8, 4)])
def test_r_o2_half_stake_rounded_up(orders, half):
    """§полставки: "при ставке в пять очков полставки равняется трем очкам"."""
    assert scoring.stake(orders) == orders and scoring.half_stake(orders) == half


# ---- R-O3: all passed -----------------------------------------------------------------------------
def test_r_o3_passed_holder_pays_one_and_passed_nothing_for_the_others():
    assert score(FOUR, [{"robot": "three", "hands": {A: "pair", G: "flush"}}]) == \
        {A: -1, B: 0, V: 0, G: -1}


def test_r_o3_passed_dealer_pays_when_nobody_holds_one():
    rep = play(FOUR, [{"robot": "none", "hands": {}}, {"robot": "none", "hands": {}}])
    assert rep.game.snapshot(rep.state)["score"] == {A: -1, B: -1, V: 0, G: 0}


def test_r_o3_only_the_robot_holds_one_nobody_pays():
    assert score(FOUR, [{"robot": "pair", "hands": {}}]) == {A: 0, B: 0, V: 0, G: 0}


def test_r_o3_the_robot_is_asked_for_only_when_it_decides_r_o_m3():
    with pytest.raises(AmbiguousError) as err:
        play(FOUR, [{"hands": {}}])
    assert err.value.key == "robot" and "R-O3" in err.value.expected
    assert score(FOUR, [{"hands": {A: "pair"}}])[A] == -1  # someone holds one: robot irrelevant


# ---- R-O4, R-O5, R-O6 ---------------------------------------------------------------------------
def test_r_o4_a_full_house_does_not_make_three():
    assert score(THREE, [order(A, ["three"], {A: "full house"}, robot="none")])[A] == -1


def test_r_o4_two_pairs_do_not_make_a_pair():
    assert score(THREE, [order(A, ["pair"], {A: "two pairs"}, robot="none")])[A] == -1


def test_r_o5_the_robot_is_read_after_the_exchange():
    """Dealt a pair, the robot shows two pairs at the count: the dissenter with a pair earns
    nothing, the one with two pairs the half stake."""
    deal = order(A, ["three"], {A: "three", B: "pair", V: "two pairs"}, robot_dealt="pair",
                 robot="two pairs")
    assert score(THREE, [deal]) == {A: 1, B: 0, V: 1}


def test_r_o6_same_category_not_same_cards():
    deal = order(A, ["three"], {A: "three", B: ["6♠", "6♥", "8♦", "10♣", "Q♠"]},
                 robot=["A♠", "A♥", "7♦", "9♣", "J♠"])
    assert score(THREE, [deal])[B] == 1


def test_r_o6_an_agreer_never_earns_the_half_stake():
    assert score(THREE, [order(A, ["three", "flush"], {A: "flush", B: "pair"}, agree=[B],
                               robot="pair")])[B] == 0


def test_dissenter_half_stake_asks_for_the_robot_r_o_m3():
    with pytest.raises(AmbiguousError) as err:
        play(THREE, [order(A, ["three"], {A: "three", B: "pair"})])
    assert err.value.key == "robot" and "R-O-M3" in err.value.expected
    # nobody could share it: no robot needed
    assert score(THREE, [order(A, ["three"], {A: "three"})]) == {A: 1, B: 0, V: 0}


def test_every_award_names_its_table_row_rule():
    rep = play(FOUR, [{"robot_dealt": "pair", "orders": ["two pairs", "three", "full house"],
                       "declarer": B, "for": [V], "took_from": [V], "robot": "two pairs",
                       "hands": {B: "full house", V: "three", A: "two pairs"}}])
    r = rows(rep, 1)
    assert "§таблица заказчика" in r[B] and r[V].startswith("R-O8") and r[A].startswith("R-O1")


@pytest.mark.parametrize("row", [r.id for r in T.ROWS])
def test_every_row_of_the_scoring_tables_has_a_test_named_after_it(row):
    name = row.replace("-", "_")
    assert any(name in fn for fn in globals() if fn.startswith("test_") and "every_row" not in fn)
