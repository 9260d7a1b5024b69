"""The 1991 book (Fikhman 1991 §ПРЕФЕРАНС) and R-S1…R-S5 through sessions.

Players A, B, C, D (the book's letters), the dealer sits out; A deals first.  After the opening
«ёлочка» tests, sessions set ``elochka_deals = 0`` to look at one rule at a time.  Book values
6: 12, 7: 18, 8: 24, 9: 30, misère and 10: 36; whists a trick 24, 36, 48, 60, 72, 72."""

from __future__ import annotations

import pytest

from classic_helpers import BOOK, delta, game, load, play, snap
from scorekeeper.errors import AmbiguousError, IllegalError, InvalidError

NO_EL = {"elochka_deals": 0}


def book(deals, *, options=None, **kw):
    return snap(deals, players=BOOK, rules="book-1991", options={**NO_EL, **(options or {})}, **kw)


def book_delta(before, deal, *, options=None, **kw):
    return delta(before, deal, players=BOOK, rules="book-1991", options={**NO_EL, **(options or {})}, **kw)


MOUNTAIN = {"penalty": {"A": 100, "B": 100, "C": 100, "D": 100}, "note": "a long evening so far"}


# ------------------------------------------------------------------ R-S1 ёлочка
def test_R_S1_elochka_the_first_four_deals_three_points_a_trick():
    """"Первые четыре кона разыгрывается «елочка». Прикуп остается нетронутым. За каждую взятку
    полагается 3 штрафных очка. Козырь не назначается.\""""
    el = [{"raspasy": {"B": 4, "C": 0, "D": 6}}, {"raspasy": {"A": 2, "C": 5, "D": 3}},
          {"raspasy": {"A": 3, "B": 3, "D": 4}}, {"raspasy": {"A": 5, "B": 1, "C": 4}}]
    s = snap(el, players=BOOK, rules="book-1991")
    assert s["mountain"] == {"A": 30, "B": 24, "C": 27, "D": 39}
    assert s["pool"] == {p: 0 for p in BOOK}  # no reward for a clean «ёлочка»
    assert s["elochka_left"] == 0
    with pytest.raises(IllegalError, match="ёлочка"):
        snap([*el[:3], game("A", "7♠", [])], players=BOOK, rules="book-1991")  # D deals the 4th
    with pytest.raises(IllegalError, match="prikup tricks are not counted"):
        snap([{"raspasy": {"B": 4, "C": 3, "D": 2, "A": 1}}], players=BOOK, rules="book-1991")
    assert snap([*el, game("B", "7♠", [])], players=BOOK, rules="book-1991")["pool"]["B"] == 9


def test_R_P_C23_a_later_all_pass_deal_is_scored_as_the_elochka():
    assert book_delta([], {"raspasy": {"B": 2, "C": 3, "D": 5}})["mountain"] == {"B": 6, "C": 9, "D": 15}
    assert book_delta([{"raspasy": {"B": 2, "C": 3, "D": 5}}],
                      {"dealer": "A", "raspasy": {"B": 2, "C": 3, "D": 5}})["mountain"] == {"B": 6, "C": 9, "D": 15}


# ------------------------------------------------------------------ R-S3 values and points
@pytest.mark.parametrize("contract,value", [("6♠", 12), ("7♠", 18), ("8♠", 24), ("9♠", 30), ("10♠", 36),
                                            ("misere", 36)])
def test_R_S3_book_values_half_to_the_pool_half_off_the_mountain(contract, value):
    """"то получает 12 очков, если объявлял семь — то 18 … мизер … 36, как и в случае если он забрал
    … все десять взяток"; "Половину записывает себе в пульку … другую половину расходует на
    сокращение … штрафов"."""
    d = book_delta([MOUNTAIN], game("B", contract, []))
    assert d == {"pool": {"B": value // 2}, "mountain": {"B": -value // 2}, "whists": {}}


def test_003_failed_nine_with_six_tricks_is_3_x_30_90_from_a_session():
    """"он взял игру на себя объявлением девяти взяток, но набрал всего шесть. Вместо 30 очков в плюс
    он получает 3X30=90 в минус.\""""
    d = book_delta([], game("B", "9♥", ["C"], {"B": 6}, mode="один"))
    assert d["mountain"] == {"B": 90}
    assert d["whists"] == {("C", "B"): 4 * 60}  # no consolation in the book (R-P-C21)
    rep = load("evening-book-1991.toml")
    assert "3 × 30" in " ".join(s.text for s in rep.entries[7].steps)


def test_R_S3_pool_cap_54_plus_18_in_a_60_pool_is_6_to_the_pool_12_off_the_mountain():
    """"пулька была условлена в 60 очков, у А в данный момент 54 очка, он заказал игру на семь
    взяток, выполнил обязательство и заработал 18 очков. В «пульку» он записывает не 9 из них … а 6
    … а на остальные 12 сокращает свои штрафные очки" — the last deal of the book's evening."""
    before = load("evening-book-1991.toml", upto=18)
    after = load("evening-book-1991.toml")
    b, a = before.game.snapshot(before.state), after.game.snapshot(after.state)
    assert b["pool"]["A"] == 54 and a["pool"]["A"] - b["pool"]["A"] == 6
    assert b["mountain"]["A"] - a["mountain"]["A"] == 12
    assert after.finished  # "набором полной пульки одним из игроков"
    rules = " ".join(s.rule for s in after.entries[18].steps)
    assert "Тогда в пульку записываются недостающие до нее очки" in rules


@pytest.mark.parametrize("pool,to_pool,off", [(9, 9, 9), (8, 8, 10), (10, 9, 9)])
def test_R_S3_boundary_a_pool_lacking_exactly_the_half_takes_it_all(pool, to_pool, off):
    """A seven (18) into a pool of ``pool``: the pool takes the half or what it lacks, the rest is
    off the mountain."""
    d = book_delta([MOUNTAIN], game("B", "7♠", []), options={"pool": pool})
    assert d["pool"] == {"B": to_pool} and d["mountain"] == {"B": -off}


def test_R_S3_the_excess_writes_off_an_opponents_mountain_for_10_whists_a_point():
    """"Если плюсовых очков в этом коне у него набралось больше, чем обозначено штрафов в «горке» …
    то на этот излишек он уменьшает штрафы кого-либо из соперников и за это переписывает на себя его
    висты — по десять вистов за один штраф." B has 4 on the mountain and makes a seven (18)."""
    before = [{"penalty": {"B": 4, "C": 20, "D": 9}, "note": "the ёлочка's"}]
    d = book_delta(before, game("B", "7♠", []))
    assert d == {"pool": {"B": 9}, "mountain": {"B": -4, "C": -5}, "whists": {("B", "C"): 50}}
    d = book_delta(before, game("B", "7♠", [], excess_to="D"))
    assert d["mountain"] == {"B": -4, "D": -5} and d["whists"] == {("B", "D"): 50}
    with pytest.raises(IllegalError, match="opponent"):
        book([*before, game("B", "7♠", [], excess_to="B")])
    with pytest.raises(IllegalError, match="overflow = book"):
        snap([game("B", "7♠", [], excess_to="C")], players=BOOK, rules="sochi")


def test_R_P_C19_an_excess_no_mountain_can_take_is_lost():
    d = book_delta([{"penalty": {"C": 2}, "note": "a slip"}], game("B", "7♠", []))
    assert d == {"pool": {"B": 9}, "mountain": {"C": -2}, "whists": {("B", "C"): 20}}


# ------------------------------------------------------------------ R-S2 the whist table
@pytest.mark.parametrize("contract,per,alone,fine", [("6♠", 24, 2, 12), ("7♠", 36, 1, 18), ("8♠", 48, 1, 24),
                                                     ("9♠", 60, 1, 30), ("10♠", 72, 1, 36)])
def test_R_S2_whist_table_per_trick_minimum_alone_and_the_fine(contract, per, alone, fine):
    """"Игра Висты за каждую взятку Обязательный минимум … в одиночку … Штрафы за недобор каждой
    взятки": C whists alone («один») and takes exactly the minimum, then one trick fewer."""
    at = book_delta([MOUNTAIN], game("B", contract, ["C"], {"B": 10 - alone}, mode="один"))
    assert at["whists"] == {("C", "B"): per * alone} and "C" not in at["mountain"]
    short = book_delta([MOUNTAIN], game("B", contract, ["C"], {"B": 11 - alone}, mode="один"))
    assert short["mountain"].get("C") == fine


@pytest.mark.parametrize("contract,first,second", [("6♠", 2, 2), ("7♠", 1, 1), ("8♠", 1, 1), ("9♠", 0, 1)])
def test_R_S2_both_whisting_each_answers_for_half_the_pair_minimum(contract, first, second):
    """«вдвоём» 6: 4, 7: 2, 8: 2, 9: 1; each whister half, the odd trick the second's (R-P-C20).
    Both whisters took nothing: each is short his share."""
    d = book_delta([MOUNTAIN], game("B", contract, ["C", "D"], {"B": 10, "C": 0}))
    fine = {"6♠": 12, "7♠": 18, "8♠": 24, "9♠": 30}[contract]
    want = {w: n * fine for w, n in (("C", first), ("D", second)) if n}
    assert {p: v for p, v in d["mountain"].items() if p != "B"} == want


def test_R_S2_misere_is_whisted_per_trick_forced_on_the_declarer():
    """"Вистующие за каждую взятку (а в мизере — за «всученную» играющему) получают столько вистов":
    72 a trick; a caught misère 36 a trick to the mountain (R-P-C34)."""
    d = book_delta([], game("B", "misere", ["C", "D"], {"B": 2}))
    assert d == {"pool": {}, "mountain": {"B": 72}, "whists": {("C", "B"): 144, ("D", "B"): 144}}
    made = book_delta([MOUNTAIN], game("B", "misere", ["C"], {"B": 0}, mode="один"))
    assert made["mountain"] == {"B": -18, "C": 36}  # R-P-C21: the lone whister short of 1
    passed = book_delta([MOUNTAIN], game("B", "misere", []))
    assert passed["pool"] == {"B": 18}


# ------------------------------------------------------------------ R-S4 one, help, open
def test_R_S4_odin_the_passers_cards_lie_closed():
    """"Он заявляет: «Один» и играет против вистующего; спасовавший кладет карты закрытыми на стол и,
    как и сдающий, остается безучастным наблюдателем.\""""
    d = book_delta([], game("B", "7♠", ["C"], {"B": 7}, mode="один"))
    assert d["whists"] == {("C", "B"): 3 * 36}
    with pytest.raises(IllegalError, match="lays the cards down"):
        book([game("B", "7♠", ["C"], {"B": 7, "D": 1}, mode="один")])


def test_R_S4_pomogi_every_whist_and_penalty_is_the_whisters():
    """"«Помоги»; спасовавший присоединяется к вистующему, но весь риск проигрыша за себя и
    спасовавшего ложится на вистующего.\""""
    d = book_delta([MOUNTAIN], game("B", "6♠", ["C"], {"B": 7, "C": 1, "D": 2}, mode="помоги"))
    assert d["whists"] == {("C", "B"): 3 * 24}
    assert d["mountain"]["C"] == 12  # three of the four «вдвоём»: one short, 12


def test_R_S4_otkroem_each_hand_to_its_owner_the_whister_carries_the_pair_minimum():
    """"«Откроем»; его противники выкладывают карты, и игра идет в открытую, причем вистующий играет и
    своими картами, и картами спасовавшего, но за себя и за него раздельно"; "«Минимум на двоих»
    обязателен для одного в том случае, если он изъявил желание играть за двоих в открытую".\""""
    d = book_delta([MOUNTAIN], game("B", "6♠", ["C"], {"B": 7, "C": 2, "D": 1}, mode="otkroem"))
    assert d["whists"] == {("C", "B"): 48, ("D", "B"): 24}
    assert d["mountain"]["C"] == 12 and "D" not in d["mountain"]
    with pytest.raises(AmbiguousError, match="split"):
        book([game("B", "6♠", ["C"], {"B": 7}, mode="откроем")])


def test_R_S4_a_lone_whister_must_say_his_mode_and_only_he():
    with pytest.raises(AmbiguousError, match="Один"):
        book([game("B", "7♠", ["C"], {"B": 7})])
    with pytest.raises(IllegalError, match="lone whister"):
        book([game("B", "7♠", ["C", "D"], {"B": 7, "C": 2}, mode="один")])
    with pytest.raises(InvalidError, match="unknown whist mode"):
        book([game("B", "7♠", ["C"], {"B": 7}, mode="сам")])
    with pytest.raises(IllegalError, match="whist_modes"):
        snap([game("B", "7♠", ["C"], {"B": 7}, mode="один")], players=BOOK, rules="sochi")


# ------------------------------------------------------------------ R-S5 and premiums
def test_R_S5_is_not_R_P8_a_mountain_point_costs_ten_n_over_n_minus_1():
    """R-S5: "a mountain point costs 10·n/(n−1) whists net instead of 10": three points on B's
    mountain, shared three ways at 10 whists a point, cost him 30 in the book; under R-P8 (the
    amnister's 10 × 3 / 4 to each of three) 22.5."""
    p = [{"penalty": {"B": 3}, "note": "three points"}]
    rep = play(p, players=BOOK, rules="book-1991", options=NO_EL)
    assert rep.game.settle(rep.state).balance["B"] == -30
    rep = play(p, players=BOOK, rules="book-1991", options={**NO_EL, "settlement": "amnister"})
    assert rep.game.settle(rep.state).balance["B"] == -22.5


def test_R_P_C31_premiums_for_half_a_pool_and_a_full_pool():
    """"Заодно договариваются о размере премии за пульку и половину пульки"; "Сюда же заносятся
    премиальные очки за половину пульки и целую пульку"."""
    opts = {"pool": 36, "half_pool_premium": 40, "pool_premium": 100}
    first = book_delta([MOUNTAIN], game("B", "10♠", []), options=opts)
    assert first["whists"] == {("B", x): 40 for x in ("A", "C", "D")}
    second = book_delta([MOUNTAIN, game("B", "10♠", [])], game("B", "10♥", [], dealer="A"), options=opts)
    assert second["whists"] == {("B", x): 100 for x in ("A", "C", "D")}
