"""The peer pulka's public test vectors of its house rules («Дом», ``HOME_RULES``), reproduced under
the preset ``pulka-home``.

Each test names the pulka file (src/engine/calc.test.ts or src/engine/fspr.test.ts, at commit
048887ed) and the ``describe`` / ``it`` it comes from.  pulka's seats A, B, C (D) are Anna, Boris,
Vera (Gleb), clockwise; its ``vistDecisions`` are this project's ``whist`` (who did not pass),
``playerTricks`` / ``vistersTricks`` the ``tricks`` key.  The numbers are pulka's expectations; the
prices behind them are its HOME_RULES (6: 2 to the pool, 4 a trick in whists and on the mountain,
7: 4 / 8, 8: 6 / 12, 9: 8 / 16, 10: 10 / 20; a whister's shortfall half the mountain price).
"""

from __future__ import annotations

import pytest

from pulka_vectors import A, B, C, D, FOUR, HOME, delta, four, game, raspas

NONE = {"pool": {}, "mountain": {}, "whists": {}}


def home(deal, before=(), **kw):
    return delta(list(before), deal, rules=HOME, **kw)


# ============================================================== calc.test.ts «calcDeal — Игра сыграна»
def test_pulka_made_7_two_whisters_each_their_own():
    """calc.test.ts «calcDeal — Игра сыграна» / «7♠ сыграна ровно, оба вистовали, взяли 1+2 — каждый
    за свои»: C plays 7♠ and takes 7, A 1, B 2 — pool 4, A 8, B 16, no mountain."""
    assert home(game(C, "7♠", [A, B], {C: 7, A: 1})) == {
        "pool": {C: 4}, "mountain": {}, "whists": {(A, C): 8, (B, C): 16}}


def test_pulka_lone_whister_writes_every_defence_trick():
    """calc.test.ts «calcDeal — Игра сыграна» / «6♣: О пас, Д вист — Д один за пару, пишет за ВСЕ
    взятки пары»: A 6♣ takes 7; B passed (1), C whisted (2): C writes 3 × 4 = 12, B nothing; the
    pair is 1 short of 4: 1 × 2 on C."""
    assert home(game(A, "6♣", [C], {A: 7, B: 1})) == {
        "pool": {A: 2}, "mountain": {C: 2}, "whists": {(C, A): 12}}


def test_pulka_eight_pair_took_its_one_trick():
    """calc.test.ts «calcDeal — Игра сыграна» / «8♠: оба вистуют, один взял 1 другой 0 — пара
    выполнила, штрафа нет»: pool 6, B 12, no mountain."""
    assert home(game(A, "8♠", [B, C], {A: 9, B: 1})) == {
        "pool": {A: 6}, "mountain": {}, "whists": {(B, A): 12}}


@pytest.mark.parametrize("contract,fine", [("8♠", 6), ("9♥", 8)])
def test_pulka_one_trick_minimum_both_whisters_pay_in_full(contract, fine):
    """calc.test.ts «calcDeal — Игра сыграна» / «8♠: оба вистуют, оба взяли 0 — штраф полный 6
    каждому» and «9♥ сыграна с запасом, оба вистовали, взяли по 0 — штраф ПОЛНЫЙ 8 каждому»
    (whist_responsibility = pair: on a one-trick minimum each whister who took none answers)."""
    d = home(game(A, contract, [B, C], {A: 10}))
    assert d["mountain"] == {B: fine, C: fine}
    assert d["whists"] == {}


def test_pulka_nine_lone_whister_answers_for_the_pair():
    """calc.test.ts «calcDeal — Игра сыграна» / «9♠: один вист, взял 0 — недобор пары 1, весь штраф
    ему = 8»."""
    assert home(game(A, "9♠", [C], {A: 10})) == {"pool": {A: 8}, "mountain": {C: 8}, "whists": {}}


def test_pulka_six_both_one_short_of_their_half():
    """calc.test.ts «calcDeal — Игра сыграна» / «6♣: оба вистуют, взяли по 1 — каждый штрафуется на
    2»: each 4 whists and 2 to the mountain."""
    assert home(game(A, "6♣", [B, C], {A: 8, B: 1})) == {
        "pool": {A: 2}, "mountain": {B: 2, C: 2}, "whists": {(B, A): 4, (C, A): 4}}


def test_pulka_six_one_and_two():
    """calc.test.ts «calcDeal — Игра сыграна» / «6♣: оба вистуют, взяли 1+2 — индивидуальная норма»:
    B 4 and 2 to the mountain, C 8 and nothing."""
    assert home(game(A, "6♣", [B, C], {A: 7, B: 1})) == {
        "pool": {A: 2}, "mountain": {B: 2}, "whists": {(B, A): 4, (C, A): 8}}


# ============================================================= calc.test.ts «calcDeal — Ремиз играющего»
def test_pulka_six_failed_by_one_with_consolation():
    """calc.test.ts «calcDeal — Ремиз играющего» / «6♣ ремиз без 1, оба вистовали, взяли 5 в паре — с
    консоляцией»: A 4 to the mountain; B 2 × 4 + 4 = 12, C 3 × 4 + 4 = 16."""
    assert home(game(A, "6♣", [B, C], {A: 5, B: 2})) == {
        "pool": {}, "mountain": {A: 4}, "whists": {(B, A): 12, (C, A): 16}}


def test_pulka_nine_failed_by_two():
    """calc.test.ts «calcDeal — Ремиз играющего» / «9♠ ремиз без 2, оба вистовали, взяли 1+2 —
    жлобский + консоляция»: C 32 to the mountain; A 16 + 32 = 48, B 32 + 32 = 64."""
    assert home(game(C, "9♠", [A, B], {C: 7, A: 1})) == {
        "pool": {}, "mountain": {C: 32}, "whists": {(A, C): 48, (B, C): 64}}


# ================================================================ calc.test.ts «Автомат-сценарии»
@pytest.mark.parametrize("contract,pool", [("6♣", 2), ("9♥", 8)])
def test_pulka_both_passed_scores_without_play(contract, pool):
    """calc.test.ts «Автомат-сценарии (без розыгрыша)» / «оба пасовали на 6-й → играющий получает 2
    в пулю, вистам ничего» and «оба пасовали на 9-й → … 8 в пулю автоматом»."""
    assert home(game(A, contract, [])) == {"pool": {A: pool}, "mountain": {}, "whists": {}}


@pytest.mark.parametrize("contract,half,whists", [("6♣", C, 8), ("7♠", B, 8)])
def test_pulka_half_whist_and_pass(contract, half, whists):
    """calc.test.ts «Автомат-сценарии» / «полвиста + пас на 6-й → … полвистовому за 2 взятки = 8
    вистов» and «полвиста + пас на 7-й → полвистовому за 1 взятку = 8 вистов»; fspr.test.ts
    «Полвиста — фиксированная плата» / «полвиста + пас: играть некому, игра автоматом» (the 7)."""
    d = home(game(A, contract, [], half_whist=half))
    assert d == {"pool": {A: {"6♣": 2, "7♠": 4}[contract]}, "mountain": {},
                 "whists": {(half, A): whists}}


# ============================================================= calc.test.ts «Сталинград (6♠)»
def test_pulka_stalingrad_failed_six_spades():
    """calc.test.ts «calcDeal — Сталинград (6♠)» / «6♠: оба принудительно вистуют, ремиз — жлобский
    за свои + консоляция»: C 4 to the mountain; A 12 + 4 = 16, B 8 + 4 = 12."""
    assert home(game(C, "6♠", [A, B], {C: 5, A: 3})) == {
        "pool": {}, "mountain": {C: 4}, "whists": {(A, C): 16, (B, C): 12}}


def test_pulka_stalingrad_six_spades_must_be_whisted_by_both():
    """pulka PROGRESS.md «Сталинград убран совсем»: «дома со Сталинградом … оба и вистовали»; the
    preset refuses 6♠ whisted by one (stalingrad = true)."""
    from scorekeeper.errors import IllegalError

    with pytest.raises(IllegalError, match="6♠"):
        home(game(C, "6♠", [A], {C: 6}))


# ====================================================================== calc.test.ts «calcDeal — Мизер»
def test_pulka_misere_made_and_caught():
    """calc.test.ts «calcDeal — Мизер» / «мизер сыгран» (10 to the pool) and «мизер пойман на 2
    взятки» (2 × 20 = 40, no whists)."""
    assert home({"declarer": B, "contract": "misere", "tricks": {B: 0}}) == {
        "pool": {B: 10}, "mountain": {}, "whists": {}}
    assert home({"declarer": B, "contract": "misere", "tricks": {B: 2}}) == {
        "pool": {}, "mountain": {B: 40}, "whists": {}}


# ==================================================================== calc.test.ts «calcDeal — Распасы»
def test_pulka_clean_raspas_with_a_large_mountain():
    """calc.test.ts «calcDeal — Распасы» / «1-й распас: A взял 0 → бонус -4 с горы (при большой
    горе)»: mountains 58, 0, 40; tricks 0, 3, 7: A 58 − 4 = 54, B 6, C 40 + 14 = 54 (the minimum
    is 0: the amnesty changes nothing)."""
    before = [{"penalty": {A: 58, C: 40}, "note": "the sheet as it stood"}]
    d = home(raspas(Anna=0, Boris=3, Vera=7), before)
    assert d["mountain"] == {A: -4, B: 6, C: 14}


def test_pulka_clean_raspas_goes_below_zero():
    """calc.test.ts «calcDeal — Распасы» / «1-й распас: A взял 0 при горе 2 → уходит в минус (гора
    не ограничена)»: A 2 − 4 = −2, B 10, C 10."""
    before = [{"penalty": {A: 2}, "note": "the sheet as it stood"}]
    rows = delta(before, raspas(Anna=0, Boris=5, Vera=5), rules=HOME)
    assert rows["mountain"] == {A: -4, B: 10, C: 10}
    from pulka_vectors import snap

    assert snap([*before, raspas(Anna=0, Boris=5, Vera=5)], rules=HOME)["mountain"][A] == -2


def test_pulka_first_raspas_amnesty_of_the_minimum():
    """calc.test.ts «calcDeal — Распасы» / «1-й распас: 4-3-3, амнистия минимума»: (4 − 3) × 2 = 2;
    fspr.test.ts «ФСПР: распасы пишутся за каждую взятку» / «дома минимум амнистируется»."""
    assert home(raspas(Anna=4, Boris=3, Vera=3))["mountain"] == {A: 2}


def test_pulka_second_raspas_costs_four():
    """calc.test.ts «calcDeal — Распасы» / «2-й распас: 5-4-1, цена 4»: (5 − 1) × 4 = 16,
    (4 − 1) × 4 = 12, 0."""
    d = home(raspas(Anna=5, Boris=4, Vera=1), [raspas(Anna=4, Boris=3, Vera=3)])
    assert d["mountain"] == {A: 16, B: 12}


def test_pulka_third_raspas_costs_six():
    """calc.test.ts «calcDeal — Распасы» / «3-й (8-мерный) распас: 6-2-2, цена 6»: (6 − 2) × 6 = 24."""
    before = [raspas(Anna=4, Boris=3, Vera=3), raspas(Anna=4, Boris=3, Vera=3)]
    assert home(raspas(Anna=6, Boris=2, Vera=2), before)["mountain"] == {A: 24}


def test_pulka_amnesty_moves_every_mountain_alike():
    """fspr.test.ts «ФСПР: распасы пишутся за каждую взятку» / «обе записи отличаются на одно число
    у всех — на итог выбор не влияет»: with and without the amnesty the mountains differ by one
    number, and the balances not at all."""
    deal = raspas(Anna=4, Boris=3, Vera=3)
    with_ = home(deal)["mountain"]
    without = delta([], deal, rules=HOME, options={"raspasy_amnesty": False})["mountain"]
    assert {p: without.get(p, 0) - with_.get(p, 0) for p in (A, B, C)} == {A: 6, B: 6, C: 6}
    from pulka_vectors import play

    one = play([deal], rules=HOME)
    two = play([deal], rules=HOME, options={"raspasy_amnesty": False})
    assert one.game.settle(one.state).exact == two.game.settle(two.state).exact


# ====================================================================== calc.test.ts «calcDeal — Уход без 3»
@pytest.mark.parametrize("declarer,contract,mountain", [(A, "6♣", 12), (B, "8NT", 36)])
def test_pulka_without_three(declarer, contract, mountain):
    """calc.test.ts «calcDeal — Уход без 3» / «уход без 3 на 6♣ → гора 12, вистов нет» and «уход без 3
    на 8БК → гора 36»: 3 × the undertrick price."""
    d = home({"declarer": declarer, "contract": contract, "without_three": True})
    assert d == {"pool": {}, "mountain": {declarer: mountain}, "whists": {}}


def test_pulka_without_three_is_refused_where_not_played():
    """conventions.ts FSPR_RULES ``allowGiveup: false`` («уход без трёх, без вистов» не допускается):
    the entry is refused naming the option."""
    from scorekeeper.errors import IllegalError

    with pytest.raises(IllegalError, match="without_three"):
        delta([], {"declarer": B, "contract": "6♣", "without_three": True}, rules="fspr-leningrad",
              players=FOUR)


# ===================================================== calc.test.ts «Стол на четверых — каркас» (HOME)
def test_pulka_four_handed_dealer_sits_out():
    """calc.test.ts «Стол на четверых — каркас» / «сдающий вне розыгрыша: вистующих двое, сдающему
    ничего не пишется»."""
    d = home(four(game(A, "7♣", [B, C], {A: 7, B: 1}), D), players=FOUR)
    assert d == {"pool": {A: 4}, "mountain": {}, "whists": {(B, A): 8, (C, A): 16}}


def test_pulka_four_handed_dealer_is_no_passer():
    """calc.test.ts «Стол на четверых — каркас» / «сдающий не считается пасовавшим: игра НЕ уходит в
    автомат»: 6 failed by 2: 2 × 4 = 8 on the mountain, no pool."""
    d = home(four(game(A, "6♣", [B, C], {A: 4, B: 3}), D), players=FOUR)
    assert d["pool"] == {} and d["mountain"] == {A: 8}


def test_pulka_four_handed_raspas_dealer_plays_the_prikup():
    """calc.test.ts «Стол на четверых — каркас» / «распас вчетвером: сдающий пишет взятки прикупа на
    общих основаниях» (HOME_RULES, four seats): the minimum 1 is amnestied, the dealer's 2 prikup
    tricks count — 6, 4, 0, 2.  The house preset seats three; its four-handed table counts the
    prikup's tricks with ``prikup_tricks = dealer``."""
    d = home(four(raspas(Anna=4, Boris=3, Vera=1, Gleb=2), D), players=FOUR,
             options={"prikup_tricks": "dealer"})
    assert d["mountain"] == {A: 6, B: 4, D: 2}


def test_pulka_four_handed_dealer_writes_no_consolation_at_home():
    """fspr.test.ts «ФСПР: сдающий вчетвером» / «дома консоляция сдающему не пишется»."""
    d = home(four(game(A, "7♣", [B, C], {A: 5, B: 3}), D), players=FOUR)
    assert not [w for w in d["whists"] if w[0] == D]


# ============================================== calc.test.ts «Штраф вистующим … от недобора ПАРЫ»
@pytest.mark.parametrize("contract,tricks,mountain", [
    ("6♣", {A: 7, B: 3}, {C: 2}),   # «один взял больше своей нормы — покрывает недобор партнёра»
    ("6♣", {A: 9, B: 0}, {B: 4, C: 2}),  # «оба ниже своей нормы — недобор пары делится по личным»
    ("6♣", {A: 6, B: 4}, {}),  # «норма пары выполнена — не платит никто, даже взявший ноль»
    ("7♣", {A: 8, B: 2}, {}),  # «на семерной так же»: 2 + 0, the minimum taken
    ("7♣", {A: 9, B: 1}, {C: 4}),  # «на семерной так же»: 1 + 0, the pair one short: 4
])
def test_pulka_the_pairs_shortfall_not_each_ones(contract, tricks, mountain):
    """calc.test.ts «Штраф вистующим считается от недобора ПАРЫ, а не от личных норм»
    (whist_responsibility = pair)."""
    assert home(game(A, contract, [B, C], tricks))["mountain"] == mountain


def test_pulka_shortfall_the_same_one_whister_or_two():
    """calc.test.ts «Штраф вистующим …» / «сумма штрафа не зависит от того, вистовал один или
    двое»: 3 of 4 — 2 to the mountain either way."""
    both = home(game(A, "6♣", [B, C], {A: 7, B: 3}))["mountain"]
    one = home(game(A, "6♣", [B], {A: 7, B: 3}))["mountain"]
    assert sum(both.values()) == sum(one.values()) == 2


# ============================================================== fspr.test.ts, the house rules' half
def test_pulka_home_lone_whister_takes_all_the_passer_nothing():
    """fspr.test.ts «ФСПР: вист джентльменский» / «вся разница — когда один вистовал, а другой
    пасовал» (the house half): B whisted and took the pair's 3 — 3 × 8 = 24, C nothing."""
    assert home(game(A, "7♣", [B], {A: 7, B: 3}))["whists"] == {(B, A): 24}


def test_pulka_home_eight_each_whister_pays_six():
    """fspr.test.ts «ФСПР: вист джентльменский» / «на восьмерной оба вистующих платят по ПОЛНОЙ
    половине цены игры» — «и дома ровно столько же»."""
    assert home(game(A, "8♣", [B, C], {A: 10}))["mountain"] == {B: 6, C: 6}


def test_pulka_home_ten_has_no_minimum():
    """fspr.test.ts «ФСПР: вист джентльменский» / «на десятерной так же — в турнире она вистуется,
    дома проверяется»: at home nothing (HOME_RULES vistersDuty 10: 0)."""
    assert home(game(A, "10♣", [B, C], {A: 10}))["mountain"] == {}


def test_pulka_home_no_prikup_premium():
    """fspr.test.ts «ФСПР: висты за прикуп» / «дома премии нет вообще»: A 7 made, B 2, C 1, the
    prikup two aces — the whists are 8 and 16 only; the house rules write nothing for the prikup
    (a prikup key at three is refused: prikup_premium = false)."""
    from scorekeeper.errors import IllegalError

    assert sorted(home(game(A, "7♣", [B, C], {A: 7, B: 2}))["whists"].values()) == [8, 16]
    with pytest.raises(IllegalError, match="prikup"):
        home(game(A, "7♣", [B, C], {A: 7, B: 2}, prikup=["A♠", "A♥"]))


def test_pulka_returned_whist_half_whister_writes_nothing():
    """fspr.test.ts «Полвиста — фиксированная плата» / «полвиста + вист = ВОЗВРАТ ВИСТА: ушедший не
    пишет ничего»: C said half-whist, B returned the whist and took 4: B 16, C nothing, no
    mountain (half_whist_return)."""
    assert home(game(A, "6♣", [B], {A: 6}, half_whist=C)) == {
        "pool": {A: 2}, "mountain": {}, "whists": {(B, A): 16}}


def test_pulka_half_whist_on_an_eight_is_a_whist():
    """fspr.test.ts «Полвиста — фиксированная плата» / «на восьмерной полвиста не бывает — решение
    считается обычным вистом»: both write their own 1 × 12 (recorded as the whist it counts as;
    a half-whist key on an eight is refused)."""
    from scorekeeper.errors import IllegalError

    assert home(game(A, "8♣", [B, C], {A: 8, B: 1}))["whists"] == {(B, A): 12, (C, A): 12}
    with pytest.raises(IllegalError):
        home(game(A, "8♣", [B], {A: 8}, half_whist=C))


# ======================================================================= calc.test.ts «Конвенции партии»
@pytest.mark.parametrize("level,pool,mountain,whist,duty,short", [
    (6, 2, 4, 4, 4, 2), (7, 4, 8, 8, 2, 4), (8, 6, 12, 12, 1, 6), (9, 8, 16, 16, 1, 8),
    (10, 10, 20, 20, 0, 0)])
def test_pulka_home_prices_are_its_constants(level, pool, mountain, whist, duty, short):
    """calc.test.ts «Конвенции партии» / «пресет «Дом» совпадает с константами, по которым считались
    старые партии» (HOME_RULES poolCost, mountPenalty, vistPerTrick, vistersDuty,
    visterPenaltyPerMiss; misère 10 and 20): the prices pulka-home resolves to.  A ten has no
    minimum, so nobody is ever short on it (its 0)."""
    from scorekeeper.core.options import resolve_options
    from scorekeeper.games.preferans import scoring as S
    from scorekeeper.games.preferans.options import OPTIONS, PRESETS
    from scorekeeper.notation import parse_contract

    opts = resolve_options(OPTIONS, PRESETS[HOME])
    pr = S.prices(parse_contract(f"{level}♠"), opts)
    assert (pr.value, pr.remiz, pr.whist, S.whist_minimum(level, opts)) == (pool, mountain, whist, duty)
    assert pr.shortfall * (duty > 0) == short
    m = S.prices(parse_contract("misere"), opts)
    assert (m.value, m.remiz) == (10, 20)


def test_pulka_home_and_fspr_differ_where_pulka_says():
    """calc.test.ts «Конвенции партии» / «турнир и дом расходятся именно там, где мы договорились»:
    the gentleman's whist, the ten's minimum, every raspas trick charged, the misère ending the
    series, «без трёх» and the prikup premium."""
    from scorekeeper.core.options import resolve_options
    from scorekeeper.games.preferans.options import OPTIONS, PRESETS

    home, fspr = (resolve_options(OPTIONS, PRESETS[n]) for n in (HOME, "fspr-leningrad"))
    differ = {k for k in OPTIONS if home[k] != fspr[k]}
    assert {"lone_whist", "whist_minimum", "raspasy_amnesty", "raspasy_end", "without_three",
            "prikup_premium"} <= differ
    assert (fspr["lone_whist"], home["lone_whist"]) == ("gentleman", "greedy")
    assert (fspr["whist_minimum"], home["whist_minimum"]) == ("ten-one", "mgu")
    assert (fspr["raspasy_amnesty"], home["raspasy_amnesty"]) == (False, True)
    assert (fspr["without_three"], fspr["prikup_premium"]) == (False, True)
