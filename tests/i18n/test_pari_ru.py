"""Pari in Russian (issue 24): the steps of a move, a refusal, the sheet's words, the answers of
``pari value|surround|beats`` and the questions a move still needs come out in the words of
Gruznov's text (мелд, секвенция, полувзятка, окружение, талон, съём, старший козырь, пари), card
counts in their three Russian forms, and every line of every sample's output fits 80 columns.
English is pinned byte for byte by the golden outputs."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.i18n.helpers import replayed, run, texts
from scorekeeper import i18n
from scorekeeper.errors import IllegalError

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ("pari-gruznov", "pari-jokers")






def test_R_X15_R_X24_the_cut_and_the_deal_are_explained_in_russian(ru):
    steps = texts(replayed("pari-gruznov"), 1)
    assert steps == ["партия 1: сдаёт Anna, по девять карт, в талоне 36; первый ход: Boris",
                     "старший козырь 9♠ (его масть не козырная)",
                     "козыри: ♥ (снята 3♥)",
                     "множитель Q♦: старший козырь 9♠ стоит 9 × 12 = 108"]


def test_R_X2_R_X9_R_X10_a_half_trick_and_the_melders_half_in_russian(ru):
    steps = texts(replayed("pari-gruznov"), 3)
    assert steps[0].startswith("Anna: полувзятка: 4♣ 8♣ вокруг 5♣ 6♣ 7♣: полувзятка (чистое "
                               "окружение): 18 : 2 + 12 × 2 + 4 = 37 — ждёт следующего хода Boris")
    assert steps[1] == "мелд 5♣ 6♣ 7♣ (чистая секвенция): окружение: половина от 36 = 18"
    assert steps[2] == "оба добирают до девяти (Anna 2, Boris 3); в талоне 31 карта"


def test_R_X11_a_trick_and_a_lost_meld_in_russian(ru):
    steps = texts(replayed("pari-gruznov"), 7)
    assert steps[0] == ("Anna бьёт 10♠ 10♥ 10♣: J♠ J♥ J♣ (группа J старше группы 10); взятка: "
                        "30 + 33 + 8 = 71")
    assert "Boris: мелд 10♠ 10♥ 10♣ (грязная группа) (30) пропадает — взятка у Anna" in steps


def test_R_X4_R_X16_cut_jokers_and_a_ceded_move_in_russian(ru):
    steps = texts(replayed("pari-jokers"), 2)
    assert "Anna: при съёме вскрылся джокер № 2; снимают заново" in steps
    assert "Anna: уступка первого хода сдающему" in steps


def test_R_X16_a_move_out_of_turn_is_refused_in_russian(ru):
    from scorekeeper.core.replay import replay
    from scorekeeper.session.model import parse_session

    text = ('format = 1\ngame = "pari"\nrules = "gruznov"\nplayers = ["Anna", "Boris"]\n\n'
            '[[deal]]\ncuts = ["9♠", "3♥", "Q♦"]\n\n[[deal]]\nplayer = "Anna"\nmeld = ["5♣ 6♣ 7♣"]\n')
    with pytest.raises(IllegalError) as err:
        replay(parse_session(text))
    assert err.value.message == "не в очередь: ходит Boris"
    assert err.value.expected.startswith("Boris (очерёдность N D | D N | N D …; R-X16")


def test_R_X23_a_meld_that_is_no_combination_is_refused_in_russian(ru):
    from scorekeeper.games.pari import arbitration

    with pytest.raises(IllegalError) as err:
        arbitration.value_answer("5♠ 6♥ 9♣", "9♥", "♥", 3)
    assert err.value.message == "5♠ 6♥ 9♣ — ни секвенция, ни группа"


def test_the_sheet_speaks_russian(ru):
    rep = replayed("pari-gruznov")
    sheet = rep.game.sheet(rep.state)
    assert sheet.title == "Пари — Pari at the club, table 3"
    games, table, moves = sheet.tables
    assert (games.title, games.columns) == ("партии", ["партия", "сдающий", "Anna", "Boris", "итог"])
    assert games.rows[0][-1] == "пари: Boris, в талоне 4"
    assert table.title == "партия 1: стол"
    assert table.columns == ["#", "чья", "карты", "комбинация", "выложена", "ждёт"]
    assert table.rows[0][3:5] == ["чистая секвенция, окружена ×1", "ход 1"]
    assert moves.columns[:4] == ["запись", "ход", "игрок", "что"]
    assert moves.rows[-2][3].endswith("мелдирует Q♠ K♠; ПАРИ")
    assert sheet.notes[1] == "партия окончена"
    assert sheet.notes[-1].startswith("итог вечера: Anna 320.5, Boris 973.5 [")


def test_R_X3_talon_counts_take_their_three_russian_forms(ru):
    from scorekeeper.games.pari import scoring

    said = {n: scoring.going_out(n, "low").text for n in (0, 1, 2, 5, 11, 21, 22, 25)}
    assert said == {0: "в талоне 0 карт (< 27): 250", 1: "в талоне 1 карта (< 27): 250",
                    2: "в талоне 2 карты (< 27): 250", 5: "в талоне 5 карт (< 27): 250",
                    11: "в талоне 11 карт (< 27): 250", 21: "в талоне 21 карта (< 27): 250",
                    22: "в талоне 22 карты (< 27): 250", 25: "в талоне 25 карт (< 27): 250"}


def test_R_X14_R_X5_trumps_and_jokers_take_their_russian_forms(ru):
    from scorekeeper.games.pari import scoring
    from scorekeeper.games.pari.cards import Shape

    sets = [scoring.trumps_set(Shape("trumps", tuple(range(n)), True)).text for n in (7, 8, 9)]
    assert sets == ["7 козырей одним набором: 300", "8 козырей одним набором: 800",
                    "9 козырей одним набором: 1000"]
    assert scoring.joker_left(1, "both").text == "1 джокер остался на руке: -50 за каждый"
    assert scoring.joker_left(2, "both").text == "2 джокера осталось на руке: -50 за каждый"


def test_the_arbitration_answers_in_russian(ru):
    from scorekeeper.games.pari import arbitration

    value = arbitration.value_answer("5♠ A♠ K♠", "5♠", "♠", 8)
    assert value.figures["lines"][1]["text"] == ("онерная секвенция из 3 карт во главе со старшим "
                                                 "козырем: +100")
    taking = arbitration.beats_answer("3♠", "4♠", "10♣", "♦", 2)
    assert taking.figures["why"] == "3♠ не бьёт 4♠: бьёт старшая ♠ или козырь"
    out = run("pari", "surround", "7♣ 8♣ 9♣", "6♣ 10♣", "--senior", "5♠", "--mult", "8", "--trumps", "♠")
    assert out.startswith("6♣ 10♣ вокруг 7♣ 8♣ 9♣: теперь чистая секвенция 6♣ 7♣ 8♣ 9♣ 10♣")
    assert "полувзятка (чистое окружение): 24 : 2 + 16 × 2 + 4 = 48" in out


def test_the_questions_a_move_needs_are_russian(ru):
    from scorekeeper.games.pari import questions

    assert questions.cuts().text.startswith("Карты съёма по порядку: старший козырь")
    left = questions.left("Boris", 1, set(), 1)
    assert left.text == "Карты, оставшиеся на руке у Boris"
    assert questions.single("Anna", True).text == ("Одиночная карта хода Anna (join сам по себе "
                                                   "карт не выкладывает)")


@pytest.mark.parametrize("sample", SAMPLES)
@pytest.mark.parametrize("command, words", [(("show", "--all"), "итог вечера"),
                                            (("explain",), "окончена"),
                                            (("settle", "--all"), "разница"),
                                            (("log",), "начало партии")])
def test_every_line_of_a_sample_fits_80_columns_in_russian(ru, sample, command, words):
    out = run(*command, f"sample_sessions/{sample}.toml")
    assert max(len(line) for line in out.splitlines()) <= 80
    assert words in out


def test_english_is_unchanged_where_russian_is_not_chosen():
    from scorekeeper.games.pari import scoring

    assert i18n.lang() == "en"
    assert scoring.going_out(21, "low").text == "21 cards in the talon (< 27): 250"
    assert texts(replayed("pari-gruznov"), 1)[1] == "senior trump 9♠ (its suit is not trumps)"
