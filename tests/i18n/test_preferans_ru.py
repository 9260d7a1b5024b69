"""Preferans in Russian: the explanation's steps, the refusals, the sheet, the arbitration answers
and the counted words (1 взятка, 2 взятки, 5 взяток) come out in the players' words; the numbers
and the machine-read keys do not change with the language."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorekeeper import i18n
from scorekeeper.core.replay import replay
from scorekeeper.errors import IllegalError, NotationError
from scorekeeper.games.preferans import arbitration
from scorekeeper.games.preferans.auction import parse_bid
from scorekeeper.games.preferans.words import n_of
from scorekeeper.i18n import ngettext
from scorekeeper.session.model import parse_session

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLES = sorted((ROOT / "sample_sessions").glob("preferans-*.toml"))
#: the counts whose Russian forms differ: 1/21 (one), 2/22 (few), 0/5/11/25/111 (many)
COUNTS = (0, 1, 2, 5, 11, 21, 22, 25, 111)
#: messages whose Russian is the same words
SAME_IN_RUSSIAN = ("ёлочка: {tricks}",)


@pytest.fixture
def ru():
    i18n.use("ru")
    yield
    i18n.use("en")


def sample(name: str):
    path = ROOT / "sample_sessions" / f"preferans-{name}.toml"
    return replay(parse_session(path.read_text(encoding="utf-8"), file=path.name))


def steps(rep, number: int) -> list[str]:
    return [s.text for s in rep.entry(number).steps]


def test_explanation_steps_speak_the_players_words(ru):
    rep = sample("sochi")
    assert steps(rep, 1) == [
        "один вистующий: Vera играет и за пасующего (Anna): все взятки защиты (4) засчитываются "
        "вистующему",
        "висты Vera → Boris: 4 взятки × 2 = 8",
        "Boris: игра 6♠ сыграна, стоит 2, пишется в пулю",
        "Boris: 2 в пулю",
    ]
    assert "Vera: 7♣ без 1: 1 × 4 в гору" in steps(rep, 5)
    assert "консоляция Anna → Vera: 4 (недобор 1 × 4)" in steps(rep, 5)
    assert steps(rep, 12) == ["Vera: мизер пойман, 1 взятка: 1 × 10 в гору; вистов нет"]
    assert "Anna — ни одной взятки: 2 в пулю" in steps(rep, 4)


def test_the_bombs_are_said_in_the_case_the_sentence_needs(ru):
    rep = sample("mgu-classic")
    said = [text for e in rep.entries for text in (s.text for s in e.steps)]
    assert "Misha (пас втёмную): на пульке рисуется бомба" in said  # nominative
    assert "Lena играет на бомбе: ×2" in said  # prepositional
    assert "Lena: сыгранная игра гасит бомбу" in said  # accusative
    assert "Misha: игра проиграна, бомба остаётся до следующей игры" in said


def test_explanations_go_back_to_english():
    i18n.use("ru")
    i18n.use("en")
    assert steps(sample("sochi"), 1)[1] == "Vera writes 4 trick(s) × 2 = 8 whists on Boris"


def test_a_refusal_speaks_russian(ru):
    deals = '[[deal]]\nraspasy = { Anna = 4, Boris = 3, Vera = 3 }\n' \
            '[[deal]]\nraspasy = { Anna = 4, Boris = 3, Vera = 3 }\n' \
            '[[deal]]\ndeclarer = "Anna"\ncontract = "6s"\nwhist = ["Boris"]\ntricks = 6\n'
    text = 'format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n' + deals
    with pytest.raises(IllegalError) as err:
        replay(parse_session(text))
    assert err.value.message == ("после 2 распасов подряд выход — 7: 6♠ слишком низко "
                                 "(raspasy_exit = 6-7-7, R-P-M6)")
    assert err.value.expected == "7♠ или выше"
    with pytest.raises(NotationError) as bad:
        parse_bid("5s")
    assert bad.value.message == "неизвестная заявка '5s'"


def test_the_sheet_speaks_russian(ru):
    rep = sample("sochi")
    sheet = rep.game.sheet(rep.state)
    assert sheet.title == "Преферанс: листок записи (пулька)"
    pulya, history = sheet.tables
    assert pulya.title == "пуля (до 20)"
    assert pulya.columns == ["игрок", "пуля", "пуля (запись)", "гора", "гора (запись)",
                             "висты → Anna", "висты → Boris", "висты → Vera"]
    assert history.title == "ход игры (пуля / гора / висты, если рассчитаться сейчас)"
    assert history.columns[:4] == ["#", "сдающий", "раздача", "результат"]
    rows = {row[0]: row for row in history.rows}
    assert rows[1][2:4] == ["Boris 6♠; Vera вистует (стоя)", "сыграна (6)"]
    assert rows[2][2] == "Anna 7♥; Vera вистует (лёжа)"
    assert rows[5][3] == "без 1 (6)"
    assert rows[6][2:4] == ["Boris 6♦; Anna — полвиста", "записана без игры"]
    assert rows[12][2:4] == ["Vera мизер", "пойман (1)"]
    assert sheet.notes[0].startswith("правила: стоимость modern; распасы 1-2-3 (mountain), выход 6-7-7;")
    assert rep.game.progress(rep.state) == ["до закрытия пули (20) не хватает: Anna 2, Boris 12, Vera 14"]
    settled = rep.game.settle(rep.state)
    assert [t.title for t in settled.tables] == ["горы при расчёте",
                                                 "попарно (висты друг на друга, горы учтены)"]
    assert settled.tables[1].rows[0][3] == "Boris → Anna: 74.67"


def test_the_snapshot_is_the_same_in_every_language():
    english = {name.stem: (lambda r: r.game.snapshot(r.state))(replay(parse_session(
        name.read_text(encoding="utf-8")))) for name in SAMPLES}
    i18n.use("ru")
    try:
        russian = {name.stem: (lambda r: r.game.snapshot(r.state))(replay(parse_session(
            name.read_text(encoding="utf-8")))) for name in SAMPLES}
    finally:
        i18n.use("en")
    assert russian == english
    assert english["preferans-mgu-classic"]["razboynik"]["owed"]  # the razboynik's list, in English


def test_arbitration_answers_speak_russian(ru):
    name, opts = arbitration.resolve_preset("leningrad")
    answer = arbitration.value_answer(name, opts, "7h")
    assert answer.figures["contract"] == "7♥"
    assert answer.figures["facts"][0]["label"] == "стоимость игры (очки, если сыграна)"
    name, opts = arbitration.resolve_preset("book-1991")
    assert arbitration.value(name, opts, "misere").said == "мизер"
    name, opts = arbitration.resolve_preset("mgu-classic")
    assert arbitration.value(name, opts, "7s", dark=True, bomb=1).label == "dark 7♠ on bomb 1"  # --json
    answer = arbitration.overcall_answer("семь первых", "раз в тёмную", 1, name, opts)
    assert answer.figures["text"] == ("SEMX PERVYH перебивает RAZ V TEMNUYU: ранг 7 > 6 (в тексте: "
                                      "RAZ V TEMNUYU перебивается только DVA V TEMNUYU или SEMX PERVYH)")


@pytest.mark.parametrize("n, form", zip(COUNTS, ("взяток", "взятка", "взятки", "взяток", "взяток",
                                                 "взятка", "взятки", "взяток", "взяток")))
def test_tricks_take_the_form_their_count_needs(ru, n, form):
    said = ngettext("{whister} writes {n} trick(s) × {price} = {amount} whists on {declarer}",
                    "{whister} writes {n} trick(s) × {price} = {amount} whists on {declarer}",
                    n).format(whister="Vera", n=n, price=2, amount=2 * n, declarer="Boris")
    assert said == f"висты Vera → Boris: {n} {form} × 2 = {2 * n}"


@pytest.mark.parametrize("n, form", zip(COUNTS, ("очков", "очко", "очка", "очков", "очков", "очко",
                                                 "очка", "очков", "очков")))
def test_points_take_the_form_their_count_needs(ru, n, form):
    said = ngettext("{name}'s pool is closed: {points} point(s) overflow",
                    "{name}'s pool is closed: {points} point(s) overflow", n).format(name="Anna", points=n)
    assert said == f"Anna: пуля закрыта, сверху остаётся {n} {form}"


@pytest.mark.parametrize("n, form", zip(COUNTS[1:], ("распаса", "распасов", "распасов", "распасов",
                                                     "распаса", "распасов", "распасов", "распасов")))
def test_raspasy_in_a_row_take_the_form_their_count_needs(ru, n, form):
    said = ngettext("a game after {n} raspasy in a row: the raspasy streak ends",
                    "a game after {n} raspasy in a row: the raspasy streak ends", n).format(n=n)
    assert said == f"игра после {n} {form} подряд: серия распасов кончилась"


def test_a_figure_that_is_not_whole_takes_the_form_of_a_few(ru):
    from fractions import Fraction

    assert [n_of(x) for x in (Fraction(3, 2), 2.5, Fraction(4, 2), -3, 0)] == [2, 2, 2, 3, 0]
    said = ngettext("{points} point(s) have nowhere to go and are lost",
                    "{points} point(s) have nowhere to go and are lost", n_of(Fraction(3, 2)))
    assert said.format(points="1.5") == "1.5 очка некуда деть: они пропадают"


def test_every_preferans_message_has_its_russian():
    """Each message marked in scorekeeper/games/preferans and views/preferans.py is in the compiled
    catalog, with a Russian form for each count (scripts/catalogs.py compile)."""
    import gettext

    babel = pytest.importorskip("babel.messages.extract")
    catalog = gettext.translation(i18n.DOMAIN, i18n.LOCALEDIR, ["ru"])
    files = [*sorted((ROOT / "scorekeeper/games/preferans").glob("*.py")), ROOT / "scorekeeper/views/preferans.py"]
    keywords = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
    missing = []
    for path in files:
        for line, msgid, _comments, context in babel.extract_from_file("python", str(path),
                                                                        keywords=keywords):
            where = f"{path.name}:{line}"
            if isinstance(msgid, tuple):
                forms = [catalog.ngettext(msgid[0], msgid[1], n) for n in (1, 2, 5)]
                if msgid[0] in forms:
                    missing.append((where, msgid[0]))
            elif (catalog.pgettext(context, msgid) if context else catalog.gettext(msgid)) == msgid \
                    and msgid not in SAME_IN_RUSSIAN:
                missing.append((where, msgid))
    assert not missing


def cells(line: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in line)


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.stem)
def test_the_russian_sheet_and_explanation_fit_80_columns(path, monkeypatch):
    from scorekeeper.cli.app import app

    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("SCOREKEEPER_CACHE", "off")
    runner = CliRunner()
    try:
        for command in ("show", "explain", "settle"):
            result = runner.invoke(app, ["--lang", "ru", command, str(path)])
            assert result.exit_code == 0, result.output
            assert "Преферанс" in result.output or "висты" in result.output
            wide = [line for line in result.output.splitlines() if cells(line) > 80]
            assert not wide, (command, wide)
    finally:
        i18n.use("en")
