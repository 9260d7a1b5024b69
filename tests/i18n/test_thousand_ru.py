"""Thousand in Russian (issue 24): the steps of a deal, the refusals, the sheet's notes and the
match's words for this game, the answers of ``thousand prikup|round|value`` and the questions a
deal still needs come out in the words of Fikhman's text (заказ, прикуп, марьяж, кон, снос,
недобор) and of the house rules (бочка, болт, самосвал, золотой кон, втёмную); points counted in
their three Russian forms (очко, очка, очков); every line of every sample's output fits 80
columns.  English is pinned byte for byte by the golden outputs."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.i18n.helpers import POINTS, replayed, run, texts
from scorekeeper import i18n
from scorekeeper.errors import IllegalError

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ("thousand-2", "thousand-4", "thousand-house-rules")



def session(players, *deals, options=None):
    from scorekeeper.core.replay import replay
    from scorekeeper.session.model import parse_session

    text = (f'format = 1\ngame = "thousand"\nrules = "book-1991"\nplayers = {list(players)!r}\n'
            .replace("'", '"'))
    if options:
        text += "\n[options]\n" + "".join(f"{k} = {v}\n" for k, v in options.items())
    text += "".join(f"\n[[deal]]\n{d}\n" for d in deals)
    return replay(parse_session(text))





def test_R_T4_R_T8_a_raised_bid_and_the_dealers_prikup_are_explained_in_russian(ru):
    steps = texts(replayed("thousand-4"), 1)
    assert steps[:4] == ["Boris: торг выигран на 100, после прикупа заказ поднят до 120",
                         "прикуп сдающему Anna: K♠: 4 + половина марьяжа ♠ 20 = 24",
                         "прикуп сдающему Anna: K♣: 4 + половина марьяжа ♣ 30 = 34",
                         "прикуп сдающему Anna: J♦: 2"]
    assert "прикуп K♠ K♣ J♦ стоит 60, записано 60" in steps
    assert "заказ 120 сыгран (165): пишет заказ 120" in steps


def test_R_T5_R_T7_a_short_bid_and_a_give_up_in_russian(ru):
    rep = replayed("thousand-4")
    assert "недобор: заказ 140, набрано 134: пишет −140" in texts(rep, 2)
    gave_up = texts(rep, 3)
    assert "отказ от игры на 110 после прикупа: пишет 0" in gave_up
    assert gave_up.count("разыгрывающий отказался от игры: +60") == 2


def test_R_T3_the_house_rules_speak_russian(ru):
    rep = replayed("thousand-house-rules")
    first = texts(rep, 1)
    assert "заказ 100 сыгран (130): пишет заказ 100; втёмную ×2; золотой кон ×2" in first
    sixth = texts(rep, 6)
    assert "болт № 3: каждый третий стоит -120" in sixth
    assert "ровно 555: самосвал, счёт снова 0" in sixth


def test_R_T11_a_bid_by_the_sitting_out_dealer_is_refused_in_russian(ru):
    with pytest.raises(IllegalError) as err:
        session(["Anna", "Boris", "Vera", "Gleb"],
                'bidder = "Anna"\nbid = 120\nprikup = ["K♠", "K♣", "J♦"]\n'
                'taken = { Boris = 85, Vera = 20, Gleb = 15 }')
    assert err.value.message == "Anna сдаёт и в этом коне не играет: заказывать не может"
    assert err.value.expected.startswith("один из: Boris, Vera, Gleb (")


def test_R_T_M13_taken_points_that_do_not_add_up_are_refused_in_russian(ru):
    with pytest.raises(IllegalError) as err:
        session(["Anna", "Boris", "Vera"], 'bidder = "Boris"\nbid = 120\n'
                'taken = { Boris = 85, Vera = 20, Anna = 5 }')
    assert err.value.message == "очки во взятках в сумме 110, а не 120"


def test_R_T_M11_a_bid_won_at_100_by_another_than_the_opener_is_refused_in_russian(ru):
    with pytest.raises(IllegalError) as err:
        session(["Anna", "Boris", "Vera"], 'bidder = "Vera"\nbid = 100\n'
                'taken = { Boris = 20, Vera = 90, Anna = 10 }')
    assert err.value.message == ("торг на 100 может выиграть только открывающий торг Boris: "
                                 "остальные должны надбавить 10")


def test_the_sheet_speaks_russian(ru):
    rep = replayed("thousand-4")
    sheet = rep.game.sheet(rep.state)
    table = sheet.tables[0]
    assert table.columns[2] == "заказ"
    assert [row[3] for row in table.rows[:3]] == ["сыграно (165)", "недобор (134)", "отказ"]
    assert sheet.notes[0].startswith("вчетвером: сдающий не играет и получает прикуп [")
    assert sheet.notes[1].startswith("заказы от 100 с шагом 10; игра до 1000 [")
    assert sheet.notes[2].startswith("правила book-1991: округление 10-half-up, разыгрывающий "
                                     "пишет bid, цена отказа none; домашние правила: нет [")
    two = replayed("thousand-2")
    assert two.game.progress(two.state) == ["игра 1: Anna: ещё 900 до 1000, Boris: ещё 830 до 1000"]


def test_the_matchs_words_for_thousand_are_russian(ru):
    from scorekeeper.games.thousand.engine import Thousand

    game = Thousand()
    assert game.whole_points == "в Тысяче очки только целые"
    assert game.empty_expected.startswith("bidder, bid и taken (или gave_up = true)")
    assert game.new_game_refused[1] == "без ключа new_game, пока кто-нибудь не наберёт 1000"
    assert game.unfinished[0] == "счёт как есть (игра идёт до 1000)"


@pytest.mark.parametrize("n, word", POINTS.items())
def test_R_T4_an_opponents_points_take_their_three_russian_forms(ru, n, word):
    from scorekeeper.games.thousand import scoring

    (award,) = scoring.opponent_score(n, [], {"rounding": "10-half-up"})
    assert award.text == f"во взятках {n} {word}, записано {award.points}"


@pytest.mark.parametrize("n, word", POINTS.items())
def test_R_T_M13_the_points_left_to_take_take_their_three_russian_forms(ru, n, word):
    from scorekeeper.games.thousand import questions

    q = questions.taken("Vera", n, bidder=False, last=False, two=False)
    assert q.note == f"осталось {n} {word} из 120"
    assert q.text == "Очки во взятках у Vera"


def test_the_arbitration_answers_in_russian(ru):
    from scorekeeper.games.thousand import arbitration

    bid = arbitration.bid_answer(150, 79, ["п"], False, "book-1991",
                                 {"declarer_scores": "bid", "rounding": "10-half-up",
                                  "dark_bid": False})
    assert bid.figures["text"] == "недобор: заказ 150, набрано 119: пишет −150"
    out = run("thousand", "prikup", "K♠", "K♣", "J♦")
    assert "K♠: 4 + половина марьяжа ♠ 20 = 24" in out
    assert "сдающий пишет 60 (округлено из 60)" in out
    assert run("thousand", "round", "95").startswith("95 записывается как 100")
    refused = run("thousand", "prikup", "K♠", "K♠", "K♠")
    assert "K♠ дважды в прикупе; ожидалось: три разные карты колоды в 24 карты" in " ".join(
        refused.split())


@pytest.mark.parametrize("sample", SAMPLES)
@pytest.mark.parametrize("command, words", [(("show", "--all"), "заказы от 100 с шагом 10"),
                                            (("explain",), "торг выигран на"),
                                            (("settle", "--all"), "счёт как есть"),
                                            (("log",), "взято")])
def test_every_line_of_a_sample_fits_80_columns_in_russian(ru, sample, command, words):
    out = run(*command, f"sample_sessions/{sample}.toml")
    assert max(len(line) for line in out.splitlines()) <= 80
    assert words in out or (command == ("settle", "--all") and sample == "thousand-4")


def test_the_house_rules_meanings_state_the_tables_numbers():
    """The options' meanings are whole messages (a translator sees the numbers): each states
    the numbers of the tables it describes, in English and in Russian."""
    from scorekeeper.games.thousand import tables as T
    from scorekeeper.games.thousand.options import OPTIONS

    numbers = {"barrel": (T.BARREL_AT, T.TARGET, T.BARREL_TRIES, T.BARREL_FALL),
               "bolts": (T.BOLTS_PER_PENALTY, T.BOLT_PENALTY), "zero_555": (T.ZERO_AT,),
               "win_on_own_contract": (T.TARGET,), "golden_round": (f"×{T.GOLDEN_FACTOR}",),
               "dark_bid": (f"×{T.DARK_FACTOR}",), "give_up_cost": (T.GIVE_UP_PAYMENT,)}
    for name, figures in numbers.items():
        meaning = OPTIONS[name].meaning
        i18n.use("ru")
        try:
            russian = i18n._(meaning)
        finally:
            i18n.use("en")
        assert russian != meaning
        for figure in figures:
            assert str(figure) in meaning and str(figure) in russian, (name, figure)


def test_english_is_unchanged_where_russian_is_not_chosen():
    from scorekeeper.games.thousand import scoring

    assert i18n.lang() == "en"
    assert scoring.opponent_score(21, [], {})[0].text == "21 in tricks, written 20"
    assert texts(replayed("thousand-4"), 1)[0] == ("Boris won the auction at 100 and raised to 120 "
                                                   "after the prikup")


# ---- Leadage/tysyacha-1000's conventions (R-T-M14…R-T-M19) ------------------------------------------
def test_R_T_M15_R_T_M17_the_peers_barrel_and_bolts_speak_russian(ru):
    rep = replayed("thousand-leadage")
    assert "набрано 925: на бочку, с 880" in texts(rep, 5)
    assert "на бочке: 3 болта подряд: -120 — не записывается" in texts(rep, 7)
    assert "заказ 120 сыгран (184): пишет заказ 120; втёмную ×2" in texts(rep, 4)
    assert "ровно 555: самосвал, счёт снова 0" in texts(rep, 6)


@pytest.mark.parametrize("n,word", [(3, "болта"), (5, "болтов"), (21, "болт")])
def test_R_T_M15_bolts_in_a_row_take_their_three_russian_forms(ru, n, word):
    from scorekeeper.games.thousand import scoring

    award = scoring.bolt(n, n, {"bolts_counted": "in-a-row"})
    assert award.text == f"{n} {word} подряд: -120"


def test_R_T_M16_R_T_M18_the_give_up_and_the_dark_conditions_in_russian(ru):
    from scorekeeper.games.thousand import scoring

    assert scoring.give_up_opponent(125, {"give_up_pays": "half-bid"}).text == \
        "разыгрывающий отказался от игры на 125: половина, 65"
    with pytest.raises(IllegalError) as err:
        session(["Anna", "Boris", "Vera"], 'bidder = "Boris"\nbid = 120\ndark = true\n'
                'taken = { Boris = 120 }', options={"dark_bid": "true", "dark_at_least": 240})
    assert err.value.message == "у Boris до кона 0: для игры втёмную нужно 240"


@pytest.mark.parametrize("command, words", [(("show", "--all"), "заказы от 100 с шагом 5"),
                                            (("explain",), "торг выигран на"),
                                            (("settle", "--all"), "против среднего"),
                                            (("log",), "взято")])
def test_every_line_of_the_leadage_sample_fits_80_columns_in_russian(ru, command, words):
    out = run(*command, "sample_sessions/thousand-leadage.toml")
    assert max(len(line) for line in out.splitlines()) <= 80
    assert words in out


def test_the_peers_conventions_meanings_state_the_tables_numbers():
    """As the house rules' meanings do: each convention's meaning states the figures of the
    tables it describes, in English and in Russian (Leadage's defaults among them)."""
    from scorekeeper.games.thousand import tables as T
    from scorekeeper.games.thousand.options import OPTIONS

    numbers = {"penalty": (T.PENALTY,), "barrel_at": T.BARREL_AT_CHOICES, "zero_at": (T.ZERO_AT,),
               "ace_marriage": (T.ACE_MARRIAGE_POINTS,), "dark_at_least": (T.DARK_LEADAGE_AT_LEAST,),
               "silence_below": (str(T.SILENCE_LEADAGE).replace("-", "−"),),
               "give_up_pays": (T.GIVE_UP_PAYMENT, "125 → 65"), "win_at": T.WIN_AT,
               "give_ups_per_game": (T.GIVE_UPS_LEADAGE,), "barrel_tries": (T.BARREL_TRIES,),
               "bid_step": (T.BID_STEP, T.BID_STEP_FIVE)}
    for name, figures in numbers.items():
        meaning = OPTIONS[name].meaning
        i18n.use("ru")
        try:
            russian = i18n._(meaning)
        finally:
            i18n.use("en")
        assert russian != meaning
        for figure in figures:
            assert str(figure) in meaning and str(figure) in russian, (name, figure)
