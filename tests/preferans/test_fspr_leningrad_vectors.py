"""The peer pulka's public test vectors of its tournament set (``FSPR_RULES``, «ФСПР Ленинградская»,
the federation's rules as that peer scores them), reproduced under the preset ``fspr-leningrad``;
and the FSPR recording document's one worked example («Ленинградская система записи для турниров
ФСПР», 01.11.2006), which the peer quotes.

Each test names the pulka file (src/engine/fspr.test.ts at commit 048887ed, src/engine/tournament.
test.ts at 4444c283) and the ``describe`` / ``it``.  pulka's seats A, B, C, D are Anna, Boris,
Vera, Gleb, clockwise; with four the dealer pulka names is the entry's ``dealer``.  pulka records
the prikup's fast tricks as a count (``prikupFastTricks``); this project records the two cards
(``prikup``), whose count is the same table — ace or marriage 1 (A♠ 7♦), ace and king of a suit 2
(A♥ K♥), two aces 3 (A♠ A♥).
"""

from __future__ import annotations

import pytest

from pulka_vectors import (A, B, C, D, FOUR, FSPR, HOME, dealers, delta, exit_after, four, game,
                           play, raspas, streak)

from scorekeeper.core.options import resolve_options
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans.options import OPTIONS, PRESETS
from scorekeeper.notation import parse_contract

PRIKUP = {1: ["A♠", "7♦"], 2: ["A♥", "K♥"], 3: ["A♠", "A♥"]}


def fspr(deal, before=(), players=FOUR, **kw):
    return delta(list(before), deal, rules=FSPR, players=players, **kw)


def fspr3(deal, before=(), **kw):
    return delta(list(before), deal, rules=FSPR, players=["Anna", "Boris", "Vera"], **kw)


def writes(deal, writer, on, *, players=FOUR, before=()):
    """Each amount ``writer`` writes on ``on`` in the deal, as its steps write them one by one."""
    rep = play([*before, deal], rules=FSPR, players=players)
    last = [e for e in rep.entries if e.kind == "deal"][-1]
    return [s.delta for s in last.steps if s.player == writer and s.account == f"whists:{on}"]


# ================================================================ fspr.test.ts «ФСПР: вист джентльменский»
def test_fspr_two_whisters_each_their_own_as_at_home():
    """fspr.test.ts «ФСПР: вист джентльменский» / «когда вистуют ОБА — каждый за свои, стиль виста ни
    при чём»: B 1 × 8, C 2 × 8, and the same at home."""
    deal = game(A, "7♣", [B, C], {A: 7, B: 1})
    assert fspr3(deal)["whists"] == {(B, A): 8, (C, A): 16}
    assert fspr3(deal)["whists"] == delta([], deal, rules=HOME)["whists"]


def test_fspr_gentleman_whist_on_a_made_game():
    """fspr.test.ts «ФСПР: вист джентльменский» / «вся разница — когда один вистовал, а другой
    пасовал»: B whisted and took the pair's 3, C passed: 1.5 × 8 = 12 each (lone_whist = gentleman);
    at home B 24, C nothing — the sum the same."""
    deal = game(A, "7♣", [B], {A: 7, B: 3})
    assert fspr3(deal)["whists"] == {(B, A): 12, (C, A): 12}
    assert sum(fspr3(deal)["whists"].values()) == sum(delta([], deal, rules=HOME)["whists"].values())


def test_fspr_eight_both_whisters_pay_half_the_mountain_price():
    """fspr.test.ts «ФСПР: вист джентльменский» / «на восьмерной оба вистующих платят по ПОЛНОЙ
    половине цены игры»: 6 each (half of 12)."""
    assert fspr3(game(A, "8♣", [B, C], {A: 10}))["mountain"] == {B: 6, C: 6}


def test_fspr_ten_is_whisted_and_answered_for():
    """fspr.test.ts «ФСПР: вист джентльменский» / «на десятерной так же — в турнире она вистуется,
    дома проверяется»: the pair's one trick on a ten (whist_minimum = ten-one): 10 each."""
    assert fspr3(game(A, "10♣", [B, C], {A: 10}))["mountain"] == {B: 10, C: 10}


def test_fspr_only_the_whister_answers():
    """fspr.test.ts «ФСПР: вист джентльменский» / «но штраф за недобор платит только вистовавший —
    пасовавший не виноват»: 7, the pair took 0: B 2 × 4 = 8, C nothing."""
    assert fspr3(game(A, "7♣", [B], {A: 10}))["mountain"] == {B: 8}


# ======================================================== fspr.test.ts «ФСПР: распасы пишутся за каждую взятку»
def test_fspr_raspas_every_trick_on_the_mountain():
    """fspr.test.ts «ФСПР: распасы пишутся за каждую взятку» / «в гору идёт каждая своя взятка, без
    амнистии минимума»: 4 × 2, 3 × 2, 3 × 2 (three players, Vera dealing)."""
    d = fspr3({**raspas(Anna=4, Boris=3, Vera=3), "dealer": C})
    assert d["mountain"] == {A: 8, B: 6, C: 6}


def test_fspr_clean_raspas_except_the_dealer():
    """fspr.test.ts «ФСПР: распасы пишутся за каждую взятку» / «за 0 взяток поблажка есть у всех,
    кроме сдающего» (four, Gleb dealing, his prikup none): C −4, D 0; tournament.test.ts «Турнир:
    сдающий на распасе» / «за ноль взяток сдающему поблажки нет, остальным есть»."""
    d = fspr(four(raspas(Anna=5, Boris=5, Vera=0, Gleb=0), D))
    assert d["mountain"] == {A: 10, B: 10, C: -4}
    assert fspr(four(raspas(Anna=4, Boris=3, Vera=3, Gleb=0), D))["mountain"].get(D, 0) == 0
    assert fspr(four(raspas(Anna=0, Boris=4, Vera=3, Gleb=3), D))["mountain"][A] == -4


def test_fspr_three_handed_dealer_gets_no_clean_raspas():
    """conventions.ts FSPR_RULES ``raspasZeroExcludesDealer: true`` («кроме СДАЮЩЕГО»), at three
    players too (calc.ts calcRaspas excludes ``deal.dealer`` whatever the seats)."""
    assert fspr3({**raspas(Anna=5, Boris=5, Vera=0), "dealer": C})["mountain"] == {A: 10, B: 10}


def test_fspr_four_write_including_the_dealer():
    """tournament.test.ts «Турнир: сдающий на распасе» / «пишут в гору все четверо, включая
    сдающего»: 3, 3, 2 and the dealer's 2 prikup tricks — 6, 6, 4, 4."""
    assert fspr(four(raspas(Anna=3, Boris=3, Vera=2, Gleb=2), D))["mountain"] == {
        A: 6, B: 6, C: 4, D: 4}


# ================================================================== fspr.test.ts «ФСПР: висты за прикуп»
def test_fspr_prikup_four_handed_the_dealer_writes_it_all():
    """fspr.test.ts «ФСПР: висты за прикуп» / «вчетвером её пишет сдатчик на играющего целиком»: ace
    and king (2) × 8 = 16."""
    d = fspr(four(game(A, "7♣", [B, C], {A: 7, B: 2}, prikup=PRIKUP[2]), D))
    assert d["whists"][(D, A)] == 16


def test_fspr_prikup_three_handed_each_opponent_a_half():
    """fspr.test.ts «ФСПР: висты за прикуп» / «втроём каждый соперник пишет половину, даже если
    сдавал сам играющий»: Anna deals and plays 6, two aces (3) × 4 = 12: 6 from each, beside the
    whists for the tricks."""
    deal = {**game(A, "6♣", [B, C], {A: 6, B: 2}, prikup=PRIKUP[3]), "dealer": A}
    assert 6 in writes(deal, B, A, players=["Anna", "Boris", "Vera"])
    assert 6 in writes(deal, C, A, players=["Anna", "Boris", "Vera"])


def test_fspr_prikup_written_when_the_declarer_fails():
    """fspr.test.ts «ФСПР: висты за прикуп» / «пишется и когда играющий сел — сдатчик не виноват в
    чужом ремизе»: the dealer writes the premium 1 × 8 and, apart, the consolation 2 × 8."""
    deal = four(game(A, "7♣", [B, C], {A: 5, B: 3}, prikup=PRIKUP[1]), D)
    assert sorted(writes(deal, D, A)) == [8, 16]


def test_fspr_prikup_three_handed_made_explained():
    """fspr.test.ts «Разбор сдачи: откуда взялась каждая цифра» / «объясняет джентльменский дележ и
    премию за прикуп втроём» (the tournament deal of 03.09.2026): A 7 made, B whisted and took 3, C
    passed, ace and king: pool 4; 3 × 8 = 24 shared, 12 each; the premium 2 × 8 = 16, 8 each."""
    deal = {**game(A, "7♣", [B], {A: 7, B: 3}, prikup=PRIKUP[2]), "dealer": B}
    d = fspr3(deal)
    assert d["pool"] == {A: 4} and d["whists"] == {(B, A): 20, (C, A): 20}
    assert sorted(writes(deal, B, A, players=["Anna", "Boris", "Vera"])) == [8, 12]


def test_fspr_failed_six_explained():
    """fspr.test.ts «Разбор сдачи» / «объясняет подсад: гору играющего и консоляцию»: 6 failed by 1,
    B whisted and took 5, C passed: mountain 4; the five tricks shared, 10 each; the consolation
    1 × 4 = 4 each."""
    d = fspr3({**game(A, "6♣", [B], {A: 5}), "dealer": B})
    assert d == {"pool": {}, "mountain": {A: 4}, "whists": {(B, A): 14, (C, A): 14}}


def test_fspr_premium_written_by_the_dealer_four_handed():
    """fspr.test.ts «Разбор сдачи» / «вчетвером премию пишет сдающий целиком»."""
    deal = four(game(A, "7♣", [B, C], {A: 7, B: 2}, prikup=PRIKUP[2]), D)
    assert writes(deal, D, A) == [16]


# ============================================================ fspr.test.ts «ФСПР: выход из распасов затруднён»
R = raspas(Anna=4, Boris=3, Vera=3)
THREE = ["Anna", "Boris", "Vera"]


def test_fspr_exit_seven_and_no_higher():
    """fspr.test.ts «ФСПР: выход из распасов затруднён» / «минимальный заказ встаёт на 7 и дальше не
    растёт»; «Минимальный заказ берётся из конвенций партии» / «на турнире выход затруднённый:
    6-7-7-7, восьмерной не требуется»."""
    ex = [exit_after([R] * n, rules=FSPR, players=THREE) for n in range(5)]
    assert ex == [6, 7, 7, 7, 7]


@pytest.mark.parametrize("deal,ends", [
    ({"declarer": A, "contract": "misere", "tricks": {A: 0}}, False),  # «мизер распасы не гасит»
    (game(A, "8♣", []), False),  # «игра, где все спасовали, не выход — хотя формально сыграна»
    (game(A, "8♣", [B], {A: 8}), True),  # «завистованная сыгранная игра — выход»
    (game(A, "8♣", [B, C], {A: 6, B: 2}), False),  # «подсадом не выходят»
    (game(A, "7♣", [], half_whist=B), True),  # a half-whist is a whist (raspas.ts wasVisted)
])
def test_fspr_only_a_whisted_made_game_ends_the_series(deal, ends):
    """fspr.test.ts «ФСПР: выход из распасов затруднён» / «мизер распасы не гасит — он не вистуется в
    принципе», «игра, где все спасовали, не выход», «завистованная сыгранная игра — выход»,
    «подсадом не выходят» (raspasy_end = whisted-made); a half-whist counts as whisted (raspas.ts
    wasVisted: any decision but «pass»)."""
    assert streak([R, deal], rules=FSPR, players=THREE) == (0 if ends else 1)


def test_fspr_deal_always_passes_clockwise():
    """fspr.test.ts «ФСПР: сдача всегда идёт по часовой» / «рука не остаётся даже на 8-мерных
    распасах»: after two raspasy a nine failed — the next deal is the next dealer's."""
    entries = [four(raspas(Anna=3, Boris=3, Vera=3, Gleb=1), D), raspas(Anna=1, Boris=3, Vera=3, Gleb=3),
               game(C, "9♣", [D, A], {C: 5, D: 3})]
    entries.append(raspas(Anna=3, Boris=3, Vera=1, Gleb=3))
    assert dealers(entries, rules=FSPR, players=FOUR) == [D, A, B, C]


# ======================================================================== fspr.test.ts «ФСПР: сдающий вчетвером»
def test_fspr_dealer_whists_but_answers_for_no_shortfall():
    """fspr.test.ts «ФСПР: сдающий вчетвером» / «может вистовать, но за недобор взяток в гору не
    платит»: A 8 made with 10, B and C passed, D whisted: pool 6, no mountain."""
    d = fspr(four(game(A, "8♣", [D], {A: 10}), D))
    assert d["pool"] == {A: 6} and d["mountain"] == {}


def test_fspr_dealer_gets_the_consolation():
    """fspr.test.ts «ФСПР: сдающий вчетвером» / «получает консоляцию за подсад, хотя в розыгрыше не
    участвовал»: 7 failed by 2: mountain 16, the dealer 2 × 8 = 16 (consolation_to = table)."""
    deal = four(game(A, "7♣", [B, C], {A: 5, B: 3}), D)
    assert fspr(deal)["mountain"] == {A: 16}
    assert writes(deal, D, A) == [16]


# ==================================================================== fspr.test.ts «Полвиста — фиксированная плата»
def test_fspr_half_whist_counts_half_the_pairs_minimum():
    """fspr.test.ts «Полвиста — фиксированная плата» / «на шестерной засчитывается 2 взятки, на
    семерной 1 — половина нормы пары»: 2 × 4 = 8 and 1 × 8 = 8; not on an eight."""
    assert fspr3(game(A, "6♣", [], half_whist=B))["whists"] == {(B, A): 8}
    assert fspr3(game(A, "7♣", [], half_whist=B))["whists"] == {(B, A): 8}
    opts = resolve_options(OPTIONS, PRESETS[FSPR])
    assert not S.half_whist_allowed(8, opts)


def test_fspr_returned_whist_takes_tricks_and_consolation():
    """fspr.test.ts «Полвиста — фиксированная плата» / «возврат виста: при подсаде вернувший забирает
    и висты, и консоляцию»: four, Gleb dealing; A 6 failed by 1, C said half-whist, B returned the
    whist and took all 5: B 20 + 4 = 24, C nothing, the dealer only the consolation, 4."""
    d = fspr(four(game(A, "6♣", [B], {A: 5}, half_whist=C), D))
    assert d["whists"] == {(B, A): 24, (D, A): 4}


def test_fspr_dealer_whisting_takes_everything():
    """fspr.test.ts «Полвиста — фиксированная плата» / «вистующий сдатчик забирает всё: защитники не
    пишут даже консоляцию»: D whisted, A 6 failed by 1, D took 5: D 20 + 4 = 24, B and C nothing,
    the dealer's mountain nothing (dealer_whist_terms = fspr)."""
    d = fspr(four(game(A, "6♣", [D], {A: 5}), D))
    assert d["whists"] == {(D, A): 24} and d["mountain"] == {A: 4}


# ======================================================== fspr.test.ts «Сверка с таблицей записи ФСПР»
@pytest.mark.parametrize("level,pool,whist,mountain,short", [
    (6, 2, 4, 4, 2), (7, 4, 8, 8, 4), (8, 6, 12, 12, 6), (9, 8, 16, 16, 8), (10, 10, 20, 20, 10)])
def test_fspr_prices_are_the_documents_table(level, pool, whist, mountain, short):
    """fspr.test.ts «Сверка с таблицей записи ФСПР» / «цены совпадают с таблицей документа» (FSPR 2006:
    to the pool for a made game, a whist a trick, the mountain per undertrick, the mountain per
    trick a whister is short); misère 10 to the pool and 20 a trick."""
    opts = resolve_options(OPTIONS, PRESETS[FSPR])
    pr = S.prices(parse_contract(f"{level}♠"), opts)
    assert (pr.value, pr.whist, pr.remiz, pr.shortfall) == (pool, whist, mountain, short)
    m = S.prices(parse_contract("misere"), opts)
    assert (m.value, m.remiz) == (10, 20)


def test_FSPR_2006_six_failed_by_one_fourteen_whists_each():
    """The FSPR recording document «Ленинградская система записи для турниров ФСПР» (01.11.2006),
    its worked example, as pulka quotes it (fspr.test.ts «Сверка с таблицей записи ФСПР» / «пример
    из документа: 6 без одной, один пасовал — по 14 вистов»): «6 без одной - по 14 вистов =
    (4*(5+1+1))/2. Сдатчик пишет только консоляцию (4 виста в нашем примере)».  Four at the table,
    Gleb dealing; Anna plays 6 and takes 5; Boris whisted, Vera passed, the defence's 5 tricks
    Boris's: the gentleman's whist shares them, 2½ × 4 = 10 each, and each writes the consolation
    1 × 4 — 14 and 14; the dealer writes the consolation only, 4; Anna 1 × 4 to the mountain; the
    pair took 5 of 4: nobody short."""
    d = fspr(four(game(A, "6♣", [B], {A: 5}), D))
    assert d == {"pool": {}, "mountain": {A: 4},
                 "whists": {(B, A): 14, (C, A): 14, (D, A): 4}}


# ========================================================= fspr.test.ts «Мини-партия вчетвером по турнирным правилам»
def test_fspr_mini_tournament_from_first_deal_to_the_balance():
    """fspr.test.ts «Мини-партия вчетвером по турнирным правилам» / «считается от первой сдачи до итога
    и сходится в ноль»: 1. Gleb deals, Anna 7 made, Boris 2, Vera 1, the prikup ace and king: pool 4,
    16, 8, the dealer 16.  2. Anna deals, Boris 8 fails by 2, Vera and Gleb 2 each: mountain 24,
    Vera 24 + 24, the dealer Anna the consolation 24.  3. All pass, Boris deals and plays the
    prikup (2 tricks): 4, 2, 4, 0 — 8, 4, 8 and Gleb −4; the exit is 7.  The balances sum to 0."""
    entries = [four(game(A, "7♣", [B, C], {A: 7, B: 2}, prikup=PRIKUP[2]), D),
               game(B, "8♣", [C, D], {B: 6, C: 2}),
               raspas(Anna=4, Boris=2, Vera=4, Gleb=0)]
    rep = play(entries, rules=FSPR, players=FOUR)
    s = rep.game.snapshot(rep.state)
    assert s["pool"][A] == 4
    assert s["mountain"] == {A: 8, B: 24 + 4, C: 8, D: -4}
    assert s["whists"][B][A] == 16 and s["whists"][C][A] == 8 and s["whists"][D][A] == 16
    assert s["whists"][C][B] == 48 and s["whists"][A][B] == 24
    assert [e.dealer for e in rep.entries] == [D, A, B]
    assert exit_after(entries, rules=FSPR, players=FOUR) == 7
    assert sum(rep.game.settle(rep.state).exact.values()) == 0


# ========================================================= tournament.test.ts «Турнир: лесенка распасов»
def four_raspas(n):
    """The n-th raspas of a series at four: the dealer (Gleb, then clockwise) has one prikup trick."""
    dealer = FOUR[(3 + n) % 4]
    return four({"raspasy": {p: 1 if p == dealer else 3 for p in FOUR}}, dealer)


def test_tournament_exit_six_seven_seven_seven():
    """tournament.test.ts «Турнир: лесенка распасов как в конвенциях ФСПР» / «заказ 6 - 7 - 7 - 7,
    семерная доступна на любом распасе» (four, five raspasy in a row)."""
    series = [four_raspas(n) for n in range(5)]
    ex = [exit_after(series[:n], rules=FSPR, players=FOUR) for n in range(6)]
    assert ex == [6, 7, 7, 7, 7, 7]


def test_tournament_raspas_price_two_four_six_six_six():
    """tournament.test.ts «Турнир: лесенка распасов» / «цена взятки нарастает 2 - 4 - 6 и дальше стоит
    на 6»: what a three-trick player writes on each of five raspasy in a row, ÷ 3."""
    series = [four_raspas(n) for n in range(5)]
    prices = []
    for n in range(5):
        d = fspr(series[n], series[:n])
        prices.append(d["mountain"][next(p for p in FOUR if series[n]["raspasy"][p] == 3)] // 3)
    assert prices == [2, 4, 6, 6, 6]


def test_tournament_home_and_fspr_ladders_do_not_mix():
    """tournament.test.ts «Турнир: лесенка распасов» / «домашняя лесенка другая - 6-7-8, наборы не
    должны смешиваться»: after 0, 1, 2 raspasy the exit is 6, 7, 8 at home and 6, 7, 7 here."""
    r = raspas(Anna=4, Boris=3, Vera=3)
    assert [exit_after([r] * n, rules=HOME) for n in range(3)] == [6, 7, 8]
    assert [exit_after([r] * n, rules=FSPR, players=THREE) for n in range(3)] == [6, 7, 7]
