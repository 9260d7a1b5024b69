"""Five Hundred in Russian (issue 24): the engine's explanation, its refusals, the sheet's words
and the arbitration answers come out in the words of «Пятьсот» (солист, взятка, посажен, пойман,
все пасовали, партия), each count in its Russian form (1 очко, 2 очка, 5 очков); the same calls
in English are unchanged."""

from __future__ import annotations

from pathlib import Path

import pytest

from five_hundred.five_hundred_helpers import THREE, play
from tests.i18n.helpers import POINTS as COUNTS, said, texts
from scorekeeper.core.options import resolve_options
from scorekeeper.core.replay import replay
from scorekeeper.errors import IllegalError
from scorekeeper.games.five_hundred import arbitration, checks, scoring
from scorekeeper.games.five_hundred.engine import FiveHundred
from scorekeeper.notation import Contract
from scorekeeper.session.model import parse_session

SAMPLE = Path(__file__).resolve().parents[2] / "sample_sessions" / "five-hundred-3.toml"
OPTIONS = resolve_options(FiveHundred.options, FiveHundred.presets["avondale"])


def test_R_F1_R_F4_the_explanation_of_a_deal_is_in_russian(russian):
    rep = replay(parse_session(SAMPLE.read_text(encoding="utf-8")))
    first = texts(rep, 1)
    assert "торговля: misere < 8♦, каждая заявка перебивает предыдущую" in first
    assert "Kabanov заявляет 8♦ стоимостью 280; у Kabanov 8 взяток" in first
    assert "8♦ выполнен (8 из 8): стоимость контракта 280" in first
    assert "1 взятка × 10" in first
    assert "все пасовали: 4 взятки × 10" in texts(rep, 2)
    assert "misere пойман (1 взятка): списывает 250" in texts(rep, 3)
    assert rep.entries[1].summary == "все пасовали: Danilov 4, Kabanov 3, Toropov 3"


def test_R_F1_the_same_explanation_in_english_is_unchanged():
    rep = replay(parse_session(SAMPLE.read_text(encoding="utf-8")))
    assert "Kabanov bids 8♦, worth 280; Kabanov took 8 tricks" in texts(rep, 1)
    assert "8♦ made (8 of 8): the contract's value 280" in texts(rep, 1)


def test_R_F2_an_auction_that_does_not_overcall_is_refused_in_russian(russian):
    with pytest.raises(IllegalError) as err:
        play(THREE, [{"bidder": "Danilov", "bid": "7♥", "auction": ["8♦", "7♥"],
                      "tricks": {"Danilov": 7, "Kabanov": 2}}])
    assert err.value.message == "7♥ не перебивает 8♦"
    assert err.value.expected.startswith("заявка выше 8♦ (R-F2")


def test_R_F_variants_misere_off_is_refused_in_russian(russian):
    with pytest.raises(IllegalError) as err:
        checks.playable(Contract("misere"), {**OPTIONS, "misere": False})
    assert err.value.message == "misere за этим столом не играют"
    assert err.value.expected.startswith("6♠ … 10NT (параметр misere = false;")


def test_R_F5_R_F7_the_sheet_words_its_notes_headings_and_rows_in_russian(russian):
    rep = replay(parse_session(SAMPLE.read_text(encoding="utf-8")))
    sheet = rep.game.sheet(rep.state)
    assert sheet.notes[0].startswith("трое, классика: 33 карты с джокером, китти 3, десять "
                                     "взяток в раздаче [")
    assert sheet.notes[1].startswith("счёт: партия идёт до +500 или кончается")
    assert sheet.notes[2] == "правила avondale: открытый мизер 520, мизер старше 8♠, шлем flat250"
    rows = [r for t in sheet.tables for r in t.rows]
    assert [9, "Kabanov", "все пасовали", "по 10 за взятку", 30, 30, 40] in rows
    assert rep.game.progress(rep.state)[0].startswith("партия 2: Danilov 470 очков до +500")


def test_R_F4_the_result_of_a_contract_in_russian(russian):
    rep = play(THREE, [{"bidder": "Danilov", "bid": "7♥", "tricks": {"Danilov": 6, "Kabanov": 2}},
                       {"bidder": "Kabanov", "bid": "misere", "tricks": {"Kabanov": 0}}])
    rows = rep.game.sheet(rep.state).tables[0].rows
    assert [r[3] for r in rows] == ["посажен (6)", "мизер сыгран"]


@pytest.mark.parametrize("n", [0, 1, 2, 5, 11])
def test_R_F4_tricks_take_their_russian_form(russian, n):
    form = {0: "взяток", 1: "взятка", 2: "взятки", 5: "взяток", 11: "взяток"}[n]
    assert scoring.opponent_tricks(n).text == f"{n} {form} × 10"


@pytest.mark.parametrize("n", sorted(COUNTS))
def test_R_F5_points_take_their_russian_form_in_the_race(russian, n):
    race = scoring.race({"Anna": -500, "Boris": n, "Vera": n - 1000})
    assert race.text.endswith(f"выигрывает Boris с наибольшим счётом: {n} {COUNTS[n]}")


@pytest.mark.parametrize("n", sorted(set(COUNTS) - {0}))  # 0 to go or 0 above: the game is over
def test_R_F5_points_take_their_russian_form_in_the_progress(russian, n):
    rep = play(THREE, [{"points": {"Danilov": 500 - n, "Kabanov": n - 500}, "note": "by hand"}])
    standing = rep.game.progress(rep.state)
    assert f"Danilov {n} {COUNTS[n]} до +500" in standing[0]
    assert standing[1] == f"Kabanov на {n} {COUNTS[n]} выше -500"


@pytest.mark.parametrize("n", sorted(COUNTS))
def test_R_F5_points_in_english_keep_the_one_form(n):
    race = scoring.race({"Anna": -500, "Boris": n, "Vera": n - 1000})
    assert race.text.endswith(f"Boris has the highest score ({n}) and wins")


def test_R_F1_arbitration_answers_in_russian(russian):
    assert said(arbitration.value_answer("8♦", "avondale", OPTIONS).lines[0]) == \
        "8♦ стоит 280 очков"
    answer = arbitration.score_answer("7♥", 9, None, False, "soloist", "avondale", OPTIONS)
    assert [said(x) for x in answer.lines] == [
        "7♥, 9 взяток: ренонс стороны солиста (правила avondale)",
        "  солист: −200 — ренонс стороны солиста: списывает 7♥, 200",
        "  противник 1: +10 — 1 взятка × 10"]
    assert answer.figures["result"] == "revoke by the soloist's side"  # a key, as in English
    assert answer.figures["lines"][0]["who"] == "soloist"


def test_R_F7_the_seat_count_forms_are_said_in_russian(russian):
    with pytest.raises(IllegalError) as err:
        checks.opposition(3, False, "--opponents", "1,1,1")
    assert err.value.message == "у солиста 1, 2 или 4 противника (игрока или стороны), а не 3"
