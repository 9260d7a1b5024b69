"""Order poker in Russian (issue 24): the explanation, the refusals, the sheet and the arbitration
answers speak the words of «Заказной покер» (заказ, заказчик, согласный, несогласный, ставка,
полставки, замена, робот, все пас), a combination by the text's name alone («Тройка и двойка»),
each count in its Russian form (1 очко, 2 очка, 5 очков); in English they are unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from order_poker.order_poker_helpers import THREE, play
from tests.i18n.helpers import POINTS as COUNTS, said, texts
from scorekeeper.core.replay import replay
from scorekeeper.errors import IllegalError, NotationError
from scorekeeper.games.order_poker import arbitration, checks, hands, scoring
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.tables import Combination
from scorekeeper.session.model import parse_session

SAMPLE = Path(__file__).resolve().parents[2] / "sample_sessions" / "order-poker-3.toml"


def test_R_O2_R_O4_the_explanation_of_a_deal_is_in_russian(russian):
    rep = replay(parse_session(SAMPLE.read_text(encoding="utf-8")))
    first = texts(rep, 1)
    assert first[:2] == [
        "заказы: Две пары, Тройка, Тройка и двойка — ставка 3, полставки 2",
        "Misha заказывает «Тройка и двойка»; открытая игра, за: Kostya; против: Lena"]
    assert "при замене Misha берёт карты из открытой руки Kostya" in first
    assert "у Misha «Тройка и двойка» — заказ выполнен" in first
    assert "Lena: против; заказ не выполнен, но на руках «Пара», как у робота: полставки, 2 " \
           "очка" in first
    assert texts(rep, 2)[0] == ("все пас: заказов нет, раздача кончается без замены; у робота "
                                "«нет комбинации»")
    assert rep.entries[0].summary == "Misha заказывает «Тройка и двойка», ставка 3, за: Kostya"


def test_R_O4_the_same_explanation_in_english_is_unchanged():
    rep = replay(parse_session(SAMPLE.read_text(encoding="utf-8")))
    assert "Misha holds full house «Тройка и двойка»: made it" in texts(rep, 1)
    assert rep.entries[0].summary == \
        "Misha orders full house «Тройка и двойка», stake 3, for Kostya"


def test_R_O11_a_repeated_order_is_refused_in_russian(russian):
    with pytest.raises(IllegalError) as err:
        play(THREE, [{"orders": ["three", "pair", "three"], "declarer": "Anna",
                      "hands": {"Anna": "three"}}])
    assert err.value.message == "«Тройка» уже заказывали (заказ 1)"
    assert err.value.expected.startswith("комбинация, ещё не названная в этом торге (R-O11")


def test_R_O2_too_many_orders_are_refused_in_russian(russian):
    with pytest.raises(IllegalError) as err:
        checks.orders_count(9, "orders")
    assert err.value.message == ("торг из 9 заказов: каждую из 8 комбинаций заказывают не больше "
                                 "одного раза")


def test_R_O11_a_hand_of_four_cards_is_refused_in_russian(russian):
    with pytest.raises(NotationError) as err:
        hands.parse_hand("10♥ J♥ Q♥ K♥")
    assert err.value.message == "в руке 5 карт, а не 4"


def test_R_O9_the_sheet_words_its_headings_and_notes_in_russian(russian):
    rep = replay(parse_session(SAMPLE.read_text(encoding="utf-8")))
    sheet = rep.game.sheet(rep.state)
    assert sheet.title == "Заказной покер — Saturday at Lena's"
    deals, totals = sheet.tables
    assert (deals.title, deals.columns[:4]) == ("раздачи", ["#", "сдающий", "раздача", "ставка"])
    assert totals.title == "итоги"
    assert deals.rows[0][2] == "Misha: Тройка и двойка, за: Kostya"
    assert deals.rows[1][2] == "все пас"
    assert sheet.notes[0].startswith("36 карт, от шестёрки до туза; по 5 каждому игроку и "
                                     "открытому роботу [")
    assert sheet.notes[3].startswith("игра идёт 9 раздач [")
    assert sheet.notes[4].startswith("игра окончена: выигрывает Misha с наибольшим итогом: 12 "
                                     "очков [")
    settled = rep.game.settle(rep.state)
    assert settled.tables[0].columns == ["игрок", "итог", "против среднего"]


def test_R_O4_a_combination_is_named_by_the_text_alone_in_russian(russian):
    assert T.label(Combination.FULL_HOUSE) == "«Тройка и двойка»"
    assert said(arbitration.combinations_answer().lines[5]).startswith(
        "5  «Тройка и двойка» — сочетание «тройки» и «двойки»")


def test_R_O4_a_combination_keeps_both_names_in_english():
    for row in T.COMBINATIONS:
        assert T.label(row.combination) == f"{row.english} «{row.russian}»"


@pytest.mark.parametrize("n", sorted(COUNTS))
def test_R_O2_the_stake_in_points_takes_its_russian_form(russian, n):
    assert scoring.declarer(True, True, True, n, 1).text == \
        f"выполнен в открытой игре, согласный тоже выполнил: ставка, {n} {COUNTS[n]}"
    assert scoring.declarer(True, False, False, 1, n).text == \
        f"выполнен в закрытой игре: полставки, {n} {COUNTS[n]}"


@pytest.mark.parametrize("n", sorted(COUNTS))
def test_R_O9_the_highest_total_takes_its_russian_form(russian, n):
    rep = play(THREE, [{"points": {"Anna": n, "Boris": -1, "Vera": -2}, "note": "by hand"}],
               options={"deals": 1})
    assert rep.game.sheet(rep.state).notes[-1].startswith(
        f"игра окончена: выигрывает Anna с наибольшим итогом: {n} {COUNTS[n]} [")


@pytest.mark.parametrize("n", [1, 2, 5, 8])
def test_R_O2_orders_are_counted_in_russian(russian, n):
    form = {1: "заказ", 2: "заказа", 5: "заказов", 8: "заказов"}[n]
    assert said(arbitration.stake_answer(n).lines[0]).startswith(f"{n} {form}: ставка {n}")


def test_R_O1_arbitration_answers_in_russian(russian):
    options = {"dissenter_half_stake_from": "pair", "deals": 0}
    answer = arbitration.score_answer("three", 1, "three", [], ["pair", "none"], "pair", None,
                                      "classic", options)
    assert [said(x) for x in answer.lines] == [
        "финальный заказ «Тройка», ставка 1, полставки 1; закрытая игра (правила classic)",
        "  заказчик: +1 — выполнен в закрытой игре: полставки, 1 очко (строка declarer-closed)",
        "  несогласный 1: +1 — против; заказ не выполнен, но на руках «Пара», как у робота: "
        "полставки, 1 очко (строка dissenter-half)",
        "  несогласный 2: 0 — против; заказ не выполнен, с роботом не совпадает: ничего (строка "
        "dissenter-nothing)"]
    assert answer.figures["order"] == "three"  # a key, as in English
    assert answer.figures["lines"][0]["who"] == "declarer"
