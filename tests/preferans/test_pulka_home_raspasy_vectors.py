"""The peer pulka's vectors of a raspasy series under its house rules: the price 2-4-6, the exit 7
then 8, what ends a series (``raspasy_end = made``), the deal kept by its dealer at the top of a
series (``dealer_stays``) and the full circle there (``raspasy_circle``) — under ``pulka-home``.

pulka's «первая рука» is the player after the dealer, so «рука остаётся» is «the dealer deals
again», and its «восьмерные» — the state the second raspas in a row reaches — is a series of two
or more.  Each test names the pulka file (src/engine/calc.test.ts, src/engine/fspr.test.ts at commit
048887ed; src/engine/tournament.test.ts at 4444c283) and the ``describe`` / ``it``.  The first deal
is dealt by Vera (pulka's first hand A is Anna, the dealer the seat before her).
"""

from __future__ import annotations

import pytest

from pulka_vectors import (A, B, C, D, FOUR, HOME, dealers, delta, exit_after, four, game, raspas,
                           streak)


def first(entry):
    return {**entry, "dealer": C}


R1 = first(raspas(Anna=4, Boris=3, Vera=3))
R = raspas(Anna=4, Boris=3, Vera=3)
TOP = [R1, R]  # two raspasy in a row: pulka's «восьмерные»


def series(entries):
    return streak(entries, rules=HOME)


def exit_(entries):
    return exit_after(entries, rules=HOME)


def dealt(entries):
    return dealers(entries, rules=HOME)


# ======================================================= calc.test.ts «nextRaspasState + nextFirstHand»
def test_pulka_first_raspas_exit_seven_and_the_deal_moves_on():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «1-й распас в normal → afterFirst; первая рука
    сдвигается»; fspr.test.ts «Минимальный заказ …» / «дома лесенка своя: 6-7-8»."""
    assert exit_([]) == 6
    assert exit_([R1]) == 7
    assert dealt([R1, R]) == [C, A]


def test_pulka_second_raspas_reaches_the_eights():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «2-й распас сразу выводит на 8-мерные: минимум
    стал 8 — значит уже они»; fspr.test.ts «ФСПР: выход из распасов затруднён» / «дома лесенка
    круче»; tournament.test.ts «домашняя лесенка другая - 6-7-8»."""
    assert exit_(TOP) == 8
    assert exit_([*TOP, R, R]) == 8  # calc.test.ts «лесенка: последнее значение повторяется дальше»


@pytest.mark.parametrize("nth,price", [(1, 2), (2, 4), (3, 6), (5, 6)])
def test_pulka_raspas_price_two_four_six_then_six(nth, price):
    """calc.test.ts «Конвенции партии» / «лесенка: последнее значение повторяется дальше» (the fifth
    raspas costs what the third does, 6); fspr.test.ts «цена взятки нарастает 2-4-6 и дальше стоит
    на 6 — у обоих».  A takes one trick beyond the minimum (4-3-3): the price itself."""
    before = [R1, *[R] * (nth - 1)][:nth - 1]
    d = delta(before, R1 if nth == 1 else R, rules=HOME)
    assert d["mountain"] == {A: price}


def test_pulka_without_three_at_the_eights_keeps_the_deal():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «уход без трёх на 8-мерных оставляет руку на
    месте» (and «8-мерные распасы: уход без 3 и полный круг» / «уход без 3 на 8-мерных → первая рука
    ОСТАЁТСЯ»): the series stands, the dealer deals again."""
    entries = [*TOP, {"declarer": B, "contract": "8♣", "without_three": True}, R]
    assert dealt(entries)[2:] == [B, B]
    assert series(entries[:3]) == 2


def test_pulka_failed_eight_at_the_eights_keeps_the_deal():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «ремиз 8+ на 8-мерных → первая рука
    остаётся»; fspr.test.ts «ФСПР: сдача всегда идёт по часовой» / «дома при несыгранной
    девятерной на 8-мерных рука остаётся»."""
    for failed in (game(A, "8♠", [B, C], {A: 7, B: 3}), game(C, "9♣", [A, B], {C: 5, A: 5})):
        entries = [*TOP, failed, R]
        assert dealt(entries)[2:] == [B, B], failed["contract"]
        assert series(entries[:3]) == 2


def test_pulka_made_seven_after_one_raspas_ends_the_series():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «7-я сыграна в состоянии afterFirst → возврат в
    normal»."""
    entries = [R1, game(B, "7♠", [A, C], {B: 7, A: 2})]
    assert series(entries) == 0 and exit_(entries) == 6


def test_pulka_failed_seven_keeps_the_series():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «7-я ремиз в состоянии afterFirst → остаётся
    afterFirst» («подсадом из распасов не выходят»): the exit is still 7, the next raspas costs 4."""
    entries = [R1, game(B, "7♠", [A, C], {B: 6, A: 2})]
    assert series(entries) == 1 and exit_(entries) == 7
    assert delta(entries, R, rules=HOME)["mountain"] == {A: 4}


def test_pulka_made_eight_at_the_eights_ends_it_and_the_deal_moves_on():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «успешная 8-мерная на 8-мерных → выход в
    normal + первая рука сдвигается»."""
    entries = [*TOP, game(B, "8♠", [A, C], {B: 8, A: 1}), R]
    assert series(entries[:3]) == 0 and exit_(entries[:3]) == 6
    assert dealt(entries)[2:] == [B, C]


def test_pulka_made_misere_at_the_eights_ends_it():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «успешный мизер на 8-мерных → выход в normal»;
    fspr.test.ts «ФСПР: выход из распасов затруднён» / «мизер распасы не гасит» — «дома … normal»."""
    assert series([*TOP, {"declarer": B, "contract": "misere", "tricks": {B: 0}}]) == 0
    assert series([R1, {"declarer": B, "contract": "misere", "tricks": {B: 0}}]) == 0


def test_pulka_caught_misere_at_the_eights_keeps_the_deal():
    """calc.test.ts «nextRaspasState + nextFirstHand» / «пойманный мизер на 8-мерных → первая рука
    остаётся»; «Восьмерные распасы: сценарий из живой партии» / «пойманный мизер на восьмерных тоже
    оставляет руку»."""
    entries = [*TOP, {"declarer": A, "contract": "misere", "tricks": {A: 2}}, R]
    assert series(entries[:3]) == 2
    assert dealt(entries)[2:] == [B, B]


def test_pulka_passed_eight_ends_the_series_at_home():
    """fspr.test.ts «ФСПР: выход из распасов затруднён» / «игра, где все спасовали, не выход» — «дома
    такая игра распасы гасит»."""
    assert series([R1, game(A, "8♠", [])]) == 0


# =============================================== calc.test.ts «8-мерные распасы: уход без 3 и полный круг»
def test_pulka_full_circle_at_the_eights_ends_the_series():
    """calc.test.ts «8-мерные распасы: уход без 3 и полный круг» / «распас в 8-мерных → все побывали
    первой рукой → выход в normal» and «распас в 8-мерных → не полный круг → остаёмся в 8-мерных»;
    «8-мерные распасы: счётчик и полный круг» / «вход в 8-мерные → счётчик первой руки = 1, остальные
    0» (the deal that reached the top is not counted): three more raspasy, one by each dealer."""
    assert series([*TOP, R]) == 3
    assert series([*TOP, R, R]) == 4
    assert series([*TOP, R, R, R]) == 0
    assert exit_([*TOP, R, R, R]) == 6


# ==================================== calc.test.ts «Восьмерные распасы: сценарий из живой партии»
def test_pulka_live_game_the_circle_waits_for_everybody():
    """calc.test.ts «Восьмерные распасы: сценарий из живой партии» / «второй распас открывает
    восьмерные, уход без трёх оставляет руку, круг ждёт всех» (the evening of 26.08.2026, deals
    33–38): two raspasy; B concedes an eight without three — the deal stays; three raspasy; the
    series ends only when the last player has dealt."""
    entries = [*TOP, {"declarer": B, "contract": "8♣", "without_three": True}]
    assert exit_(entries) == 8 and dealt([*entries, R])[-1] == B
    entries.append(R)
    assert series(entries) == 3
    entries.append(R)
    assert series(entries) == 4  # Boris (twice, the deal kept) and Vera dealt at the top; not Anna
    entries.append(R)
    assert series(entries) == 0 and exit_(entries) == 6


def test_pulka_live_game_failed_eight_keeps_made_eight_ends():
    """calc.test.ts «Восьмерные распасы: сценарий из живой партии» / «несыгранная восьмерная тоже
    оставляет руку, а сыгранная гасит распасы сразу»."""
    failed = game(A, "8♣", [B, C], {A: 6, B: 2})
    made = game(A, "8♣", [B, C], {A: 8, B: 1})
    entries = [*TOP, failed, made]
    assert dealt(entries)[2:] == [B, B]
    assert series(entries[:3]) == 2 and series(entries) == 0 and exit_(entries) == 6


# ================================== calc.test.ts «Восьмерные распасы вчетвером, домашние правила»
def four_raspas(dealer):
    """A four-handed raspas: the dealer's key holds the prikup's one trick, the others three each."""
    return four({"raspasy": {p: 1 if p == dealer else 3 for p in FOUR}}, dealer)


def test_pulka_four_handed_the_circle_waits_for_four():
    """calc.test.ts «Восьмерные распасы вчетвером, домашние правила» / «круг ждёт всех четверых, а не
    троих» and «рука обходит все четыре места, а не три»: after two raspasy, three raspasy at the
    top leave the series standing (three players would have closed the circle), the fourth ends it."""
    kw = dict(rules=HOME, players=FOUR, options={"prikup_tricks": "dealer"})
    entries = [four_raspas(D), four_raspas(A)]
    assert streak(entries, **kw) == 2
    for dealer in (B, C, D):
        entries.append(four_raspas(dealer))
    assert streak(entries, **kw) == 5
    assert dealers(entries, **kw) == [D, A, B, C, D]
    entries.append(four_raspas(A))
    assert streak(entries, **kw) == 0


def test_pulka_four_handed_without_three_keeps_the_deal():
    """calc.test.ts «Восьмерные распасы вчетвером, домашние правила» / «уход без трёх оставляет руку и
    вчетвером»."""
    kw = dict(rules=HOME, players=FOUR, options={"prikup_tricks": "dealer"})
    entries = [four_raspas(D), four_raspas(A), {"declarer": A, "contract": "8♣", "without_three": True}]
    entries.append(four_raspas(B))
    assert dealers(entries, **kw)[2:] == [B, B]
    assert streak(entries[:3], **kw) == 2


# ============================================================ calc.test.ts «Правка сдачи в середине партии»
def test_pulka_a_game_before_the_raspas_makes_it_a_first_one():
    """calc.test.ts «Правка сдачи в середине партии» / «правка сдачи пересчитывает переход хода и
    состояние распасов после неё»: a seven made, then a raspas: it is the first of its series —
    (4 − 3) × 2 = 2, and the exit is 7."""
    entries = [first(game(A, "7♣", [])), R]
    assert delta(entries[:1], R, rules=HOME)["mountain"] == {A: 2}
    assert exit_(entries) == 7
