"""The drawn sheets and the HTML pages in Russian: the paper пулька's words (пуля, гора, висты;
MGU 1971 §7 «Zapisʹ rezulʹtatov igry», its fields 1–12), the race chart's axes, limits and deal
table, the page's headings and its ``<html lang>`` — and long Russian names still fit the drawing
(Cyrillic runs wider than Latin)."""

from __future__ import annotations

import os
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorekeeper import i18n
from scorekeeper.cli.app import app
from scorekeeper.draw import svg as S

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "sample_sessions"
SVG = "{http://www.w3.org/2000/svg}"
runner = CliRunner()


@pytest.fixture(autouse=True)
def english_after():
    """Each test may switch the language; the next one starts in English again."""
    saved = os.environ.get("LANGUAGE")
    yield
    i18n.use("en")
    if saved is None:
        os.environ.pop("LANGUAGE", None)
    else:
        os.environ["LANGUAGE"] = saved


def sk(*args, lang: str | None = None) -> str:
    """A command run in-process (``--lang``, the root's option, before it); its standard output."""
    r = runner.invoke(app, (["--lang", lang] if lang else []) + [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r.stdout


def texts(root: ET.Element, cls: str, **data: str) -> list[ET.Element]:
    return [t for t in root.iter(f"{SVG}text") if cls in (t.get("class") or "").split()
            and all(t.get(f"data-{k}") == v for k, v in data.items())]


def words(root: ET.Element, cls: str, **data: str) -> list[str]:
    return ["".join(t.itertext()) for t in texts(root, cls, **data)]


def value_of(root: ET.Element, cls: str, player: str) -> str:
    (t,) = texts(root, cls, player=player)
    return "".join(s.text for s in t.iter(f"{SVG}tspan") if s.get("class") == "value")


# --- the пулька -------------------------------------------------------------------------------
def test_mgu_1971_s7_the_pulka_speaks_russian_and_keeps_its_figures():
    sample = SAMPLES / "preferans-sochi.toml"
    ru, en = ET.fromstring(sk("draw", sample, lang="ru")), ET.fromstring(sk("draw", sample))
    captions = set(words(ru, "caption"))
    # fields 5–9: гора, пуля, висты on each opponent (the name as the file writes it)
    assert {"пуля", "гора", "висты \u2192 Vera", "висты \u2192 Anna", "висты \u2192 Boris"} <= captions
    assert "пуля до" in captions  # the centre: the pool to close (field 2)
    firsts = [s.text for s in ru.iter(f"{SVG}tspan") if s.get("class") == "caption"]
    assert firsts == [" \u2192 первая сдача"]  # field 1: the arrow at the first dealer
    assert "расчёт в вистах — игра не окончена: по текущему счёту" in captions
    assert words(ru, "pair")[:2] == ["Boris \u2192 Anna: 74.67", "Vera \u2192 Anna: 123.33"]
    assert words(ru, "title")[0].endswith(" — правила «sochi»")
    assert words(ru, "subtitle")[0].endswith(" · игра идёт")
    assert not [w for w in captions if re.search(r"\b(pool|mountain|whists|settlement)\b", w)]
    # the figures are the same in either language: only the words change
    for cls in ("pool", "mountain", "whists", "target", "balance"):
        assert words(ru, cls) == words(en, cls), cls
    assert [t.get("data-player") for t in texts(ru, "name")] == ["Anna", "Boris", "Vera"]


@pytest.mark.parametrize("upto,razboynik,centre", [
    (1, "осталось: 6, 7, 8, 9, 10, мизер", ["разбойник"]),
    (18, "сыгран; распасов осталось: 6", ["распасы разбойника"]),
    (24, "сыгран", ["условия"]),
    (None, "сыгран", ["вист: half a kopeck", "контроль 01:00"]),
])
def test_mgu_1971_s7_fields_10_to_12_and_the_centre_in_russian(upto, razboynik, centre):
    """The razboynik's games owed (field 11; the misère in words, the levels as figures), the
    stage and the conditions in the centre (fields 2–4: the whist price stays as the file says
    it); the captions of fields 10–12."""
    args = ["draw", SAMPLES / "preferans-mgu-classic.toml"]
    root = ET.fromstring(sk(*args, *(["--upto", upto] if upto else []), lang="ru"))
    assert value_of(root, "razboynik", "Misha") == razboynik
    assert words(root, "conditions") == centre
    captions = {t.text for t in root.iter(f"{SVG}tspan") if t.get("class") == "caption"}
    assert {"10 бомбы ", "11 разбойник ", "12 сыграно / обеспечено "} <= captions


# --- the chart of a point game ---------------------------------------------------------------
def test_r_f5_the_race_chart_speaks_russian():
    root = ET.fromstring(sk("draw", SAMPLES / "five-hundred-3.toml", lang="ru"))
    labels = words(root, "limit-label")
    assert labels == ["+500: победа", "\u2212500: конец партии"]
    captions = set(words(root, "caption"))
    assert {"запись", "партия 2", "сдающий", "раздача",
            "расчёт в очках — игра не окончена: по текущему счёту"} <= captions
    dots = [t.text for t in root.iter(f"{SVG}title") if t.text and "после записи" in t.text]
    assert "Toropov: 590 после записи № 7" in dots
    finished = ET.fromstring(sk("draw", SAMPLES / "five-hundred-6-three-pairs.toml", lang="ru"))
    assert words(finished, "winner") == ["победитель: Anna/Gleb"]
    assert "расчёт в очках" in words(finished, "caption")


def test_r_p8_the_balance_chart_speaks_russian_and_keeps_its_figures():
    """``draw --chart`` of a пулька: its caption, axis, deal table and settlement in Russian; the
    figures the same in either language."""
    sample = SAMPLES / "preferans-sochi.toml"
    ru = ET.fromstring(sk("draw", sample, "--chart", lang="ru"))
    en = ET.fromstring(sk("draw", sample, "--chart"))
    assert words(ru, "note") == ["итог каждого игрока (висты) после каждой записи — если бы игру "
                                 "рассчитали в тот момент"]
    assert {"запись", "сдающий", "раздача", "расчёт в вистах — игра не окончена: по текущему счёту"} \
        <= set(words(ru, "caption"))
    for cls in ("cell", "final", "balance", "entry"):
        assert words(ru, cls) == words(en, cls), cls


def test_r_t3_the_barrel_and_the_target_are_labelled_in_russian():
    from scorekeeper.draw.limits import limits_for

    i18n.use("ru")
    assert [lim.label for lim in limits_for("thousand", {"barrel": True})] == ["1000: победа", "бочка 880"]
    i18n.use("en")
    assert [lim.label for lim in limits_for("thousand", {"barrel": True})] == ["1000 wins", "barrel 880"]


def test_every_limit_label_a_spec_declares_is_in_the_catalog():
    """The chart's limit labels are written in the specs; the drawing's catalog holds each."""
    from scorekeeper.core import registry
    from scorekeeper.draw.limits import LABELS

    declared = {c.label for spec in registry.specs() for c in spec.chart_limits}
    assert declared <= set(LABELS)


def test_the_settlement_names_its_unit_in_russian():
    from scorekeeper.draw.ledger import heading, unit_word

    i18n.use("ru")
    assert [heading(u) for u in ("whist", "point", "stake")] == [
        "расчёт в вистах", "расчёт в очках", "расчёт в ставках"]
    assert [unit_word(u) for u in ("whist", "point", "stake")] == ["висты", "очки", "ставки"]
    i18n.use("en")
    assert heading("point") == "settlement (points)" and unit_word("whist") == "whists"


# --- the HTML page -----------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_html_page_says_the_language_it_speaks(lang):
    page = sk("export", SAMPLES / "preferans-sochi.toml", "--to", "html", lang=lang)
    assert re.search(r'<html lang="([a-z]+)">', page).group(1) == lang
    if lang == "ru":
        for heading in ("Расчёт в вистах", "Лист и ход игры", "Действующие правила"):
            assert f">{heading}</h2>" in page, heading
        assert "<th>игрок</th><th>висты</th>" in page
        assert "<th>параметр</th><th>значение</th><th>что означает</th><th>источник</th>" in page
        assert "<p>правила «<b>sochi</b>»: " in page
        assert "The rules in force" not in page and "Settlement (" not in page
    else:
        assert "<h2>The rules in force</h2>" in page and "<h2>Settlement (whists)</h2>" in page


def test_the_live_page_speaks_russian_in_its_status_and_error_words():
    from scorekeeper.draw.page import error_fragment, shell

    i18n.use("ru")
    page = shell("<p>x</p>", "t", live_stamp="1")
    assert page.startswith('<!DOCTYPE html>\n<html lang="ru">')
    assert '<div id="live-status">живая страница</div>' in page
    # the script's words are JavaScript strings (escaped, never ending the script)
    import json

    script = page[page.index("<script>"):page.index("</script>")]
    assert json.dumps("живая страница \u00b7 сервер не отвечает") in script
    assert "В файле вечера ошибка" in error_fragment("bad")
    i18n.use("en")
    page = shell("<p>x</p>", "t", live_stamp="1")
    assert '<html lang="en">' in page and '"live \\u00b7 redrawn "' in page


# --- long Russian names fit ------------------------------------------------------------------------
LONG = {"Anna": "Анастасия", "Boris": "Константин", "Vera": "Александра", "Gleb": "Вячеслав",
        "Dasha": "Екатерина", "Egor": "Владислав", "Tolya": "Анастасия", "Sveta": "Константин",
        "Igor": "Александра", "Nadya": "Вячеслав", "Misha": "Анастасия", "Kostya": "Константин",
        "Lena": "Александра"}


def renamed(sample: str, tmp_path: Path) -> Path:
    """A sample with its players renamed to long Russian names (bare TOML keys quoted)."""
    text = (SAMPLES / sample).read_text(encoding="utf-8")
    for a, b in LONG.items():
        text = re.sub(rf"\b{a}\b", b, text)
    text = re.sub(r"([{,]\s*)([А-Яа-яЁё]+)(\s*=)", r'\1"\2"\3', text)
    f = tmp_path / sample
    f.write_text(text, encoding="utf-8")
    return f


def extent(t: ET.Element) -> float:
    """A text element's width as drawn: its own text and each tspan's, at their sizes and weights."""
    size, bold = float(t.get("font-size")), t.get("font-weight") == "bold"
    width = S.text_width(t.text or "", size, bold=bold)
    for span in t.iter(f"{SVG}tspan"):
        width += S.text_width((span.text or "") + (span.tail or ""), float(span.get("font-size", size)),
                              bold=span.get("font-weight", "bold" if bold else None) == "bold")
    return width


def left_right(t: ET.Element) -> tuple[float, float]:
    x, w = float(t.get("x")), extent(t)
    anchor = t.get("text-anchor", "start")
    return {"start": (x, x + w), "end": (x - w, x), "middle": (x - w / 2, x + w / 2)}[anchor]


@pytest.mark.parametrize("sample", ["five-hundred-5-called-partner.toml", "five-hundred-6-three-pairs.toml",
                                    "thousand-4.toml"])
def test_long_russian_names_fit_the_chart(sample, tmp_path):
    from scorekeeper.draw.chart import DEALER_WIDTH

    root = ET.fromstring(sk("draw", renamed(sample, tmp_path), lang="ru"))
    width = float(root.get("width"))
    for t in root.iter(f"{SVG}text"):
        lo, hi = left_right(t)
        assert lo >= 0 and hi <= width, ("".join(t.itertext()), lo, hi)
    # the legend's keys stand apart: each name ends before the next key begins (same row)
    keys = sorted((float(t.get("y")), float(t.get("x"))) for t in texts(root, "legend"))
    for (y, x), (y2, x2) in zip(keys, keys[1:]):
        if y == y2:
            (t,) = [e for e in texts(root, "legend") if float(e.get("x")) == x and float(e.get("y")) == y]
            assert left_right(t)[1] < x2 - 19, t.text
    # every heading of the deal table within its column; the dealers within theirs
    cells = texts(root, "cell")
    columns = sorted({float(c.get("x")) for c in cells})
    pitch = columns[1] - columns[0]
    for t in texts(root, "caption"):
        if t.get("text-anchor") == "end" and float(t.get("x")) in columns:
            assert extent(t) <= pitch - 6, t.text
    for t in texts(root, "dealer"):
        assert extent(t) <= DEALER_WIDTH + 0.01, t.text
    first = columns[0] - max(extent(c) for c in cells if float(c.get("x")) == columns[0])
    for t in texts(root, "summary"):
        assert left_right(t)[1] < first, t.text
    # the settlement: each name ends before its balance begins
    for b in texts(root, "balance"):
        (name,) = [t for t in texts(root, "caption") if t.text == b.get("data-player")
                   and float(t.get("x")) < float(b.get("x")) and t.get("y") == b.get("y")]
        assert left_right(name)[1] < left_right(b)[0]


@pytest.mark.parametrize("sample,upto", [
    ("preferans-mgu-sochinka.toml", None), ("preferans-sochi.toml", None),
    ("preferans-mgu-classic.toml", 1), ("preferans-mgu-classic.toml", None)])
def test_long_russian_names_fit_the_pulka(sample, upto, tmp_path):
    """Every whist column's caption within its column, every line of fields 10–12 within its
    band, the settlement's names clear of their balances."""
    from scorekeeper.draw import pulya as P
    from scorekeeper.draw.shapes import layout

    args = ["draw", renamed(sample, tmp_path), *(["--upto", upto] if upto else [])]
    root = ET.fromstring(sk(*args, lang="ru"))
    sectors = [g for g in root.iter(f"{SVG}g") if g.get("class") == "sector"]
    fields = bool(texts(root, "razboynik") or texts(root, "bombs"))
    depths = [P.WHIST_DEPTH, P.POOL_DEPTH, P.MOUNTAIN_DEPTH] + ([P.FIELDS_DEPTH] if fields else [])
    edges = [sum(depths[:i + 1]) for i in range(len(depths))]
    shape = next(g.get("data-shape") for g in root.iter(f"{SVG}g") if g.get("class") == "sheet")
    lay = layout(len(sectors), edges[-1], "rectangle" if shape == "rectangle" else "triangle")
    for g in sectors:
        seat = g.get("data-seat")
        length = lay.frames[seat][1]
        lo, hi = lay.span(seat, edges[0])
        cols = len(sectors) - 1
        whists = [t for t in g.iter(f"{SVG}text") if t.get("class") == "caption"
                  and (t.text or "").startswith("висты")]
        assert len(whists) == cols
        for k, t in enumerate(sorted(whists, key=lambda e: float(e.get("x")))):
            end = min(length * (k + 1) / cols, hi) - P.PAD
            assert left_right(t)[1] <= end + 0.01, (t.text, end)
        if fields:
            band_end = lay.span(seat, edges[3])[1] - P.PAD
            for t in g.iter(f"{SVG}text"):
                if t.get("class") in ("bombs", "razboynik", "responsible"):
                    assert left_right(t)[1] <= band_end + 0.01, "".join(t.itertext())
    for b in texts(root, "balance"):
        (name,) = [t for t in texts(root, "caption")
                   if t.text == b.get("data-player") and t.get("y") == b.get("y")]
        assert left_right(name)[1] < left_right(b)[0]


def test_text_width_measures_cyrillic_wider_than_a_count_of_letters_would():
    """Ж, Ш, Щ, Ю and ж, ш, щ, ы, ю are wider than a digit: a name is measured glyph by glyph."""
    assert S.text_width("Щукин", 10) > S.text_width("Pavel", 10)
    assert S.text_width("ж", 10) > S.text_width("0", 10) > S.text_width("г", 10)
    assert S.text_width("Анастасия", 12, bold=True) > S.text_width("Анастасия", 12)
    assert S.clipped("Анастасия Константиновна", 80, 11).endswith("\u2026")
    assert S.text_width(S.clipped("Анастасия Константиновна", 80, 11), 11) <= 80
    assert S.clipped("Вера", 80, 11) == "Вера"
