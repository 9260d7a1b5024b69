"""The shipped reference in Russian (issue 24): every ruling, every rule text's description and the
session-file reference have their Russian version, the Russian says what the English says (the same
rulings cited, the same options named, the same examples), and the tool shows it when it speaks
Russian — the English as it was.

The Russian words sit beside the English (``scorekeeper/citations.py`` says why):
``scorekeeper/data/rulings/ru/<game>.toml``, ``scorekeeper/data/sources/ru/<id>.toml`` and
``docs/format.ru.md`` (copied into the package as ``scorekeeper/data/format.ru.md``).
"""

from __future__ import annotations

import json
import re
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorekeeper import citations as C
from scorekeeper import i18n
from scorekeeper.cli.app import app
from scorekeeper.data import format_sections

ROOT = Path(__file__).resolve().parents[2]
DATA = ROOT / "scorekeeper" / "data"
RULING_FILES = sorted((DATA / "rulings").glob("*.toml"))
SOURCE_FILES = sorted((DATA / "sources").glob("*.toml"))
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
RULING_ID = re.compile(r"\bR-[A-Z]+(?:-[A-Z]+)?\d+[a-z]?\b")
CODE = re.compile(r"`([^`]+)`")
TEXT_SECTION = re.compile(r"\b(?:MGU 1971|Fikhman 1991|Gruznov 1992) §\w+(?:\.\w+)?")
runner = CliRunner()


def read(path: Path) -> dict:
    return tomllib.loads(path.read_text(encoding="utf-8"))


def russian(path: Path) -> Path:
    return path.parent / "ru" / path.name


@pytest.fixture
def in_russian():
    """The package speaks Russian for the test, and English again after it."""
    i18n.use("ru")
    yield
    i18n.use("en")


# ----------------------------------------------------------------------------- every ruling
@pytest.mark.parametrize("path", RULING_FILES, ids=lambda p: p.stem)
def test_every_ruling_has_its_russian_version(path):
    """A ruling id of data/rulings/<game>.toml without a title and text in ru/<game>.toml fails."""
    assert russian(path).is_file(), f"no {russian(path).relative_to(ROOT)}"
    english, words = read(path), read(russian(path))
    missing = [rid for rid in english if rid not in words]
    assert not missing, f"rulings without a Russian version: {missing}"
    for rid, ruling in words.items():
        assert set(ruling) <= {"title", "text", "withdrawn"}, (rid, set(ruling))
        assert CYRILLIC.search(ruling.get("title", "")) and CYRILLIC.search(ruling.get("text", "")), rid


@pytest.mark.parametrize("path", RULING_FILES, ids=lambda p: p.stem)
def test_a_russian_rulings_file_holds_no_id_the_english_lacks(path):
    extra = sorted(set(read(russian(path))) - set(read(path)))
    assert not extra, f"{russian(path).relative_to(ROOT)} holds rulings the English does not: {extra}"


def test_every_russian_file_has_its_english_one():
    for folder in ("rulings", "sources"):
        orphans = [p.name for p in (DATA / folder / "ru").glob("*.toml")
                   if not (DATA / folder / p.name).is_file()]
        assert not orphans, (folder, orphans)


@pytest.mark.parametrize("path", RULING_FILES, ids=lambda p: p.stem)
def test_a_withdrawal_is_said_in_both_languages(path):
    english, words = read(path), read(russian(path))
    for rid, ruling in english.items():
        assert ("withdrawn" in ruling) == ("withdrawn" in words.get(rid, {})), rid


def _both(rid: str):
    i18n.use("ru")
    try:
        ru = C.ruling(rid)
    finally:
        i18n.use("en")
    return C.ruling(rid), ru


@pytest.mark.parametrize("rid", sorted(C.rulings()))
def test_the_russian_ruling_cites_and_names_what_the_english_does(rid):
    """The same rulings cited, the same sections of the texts, every option, value and key the
    English writes in backquotes: a translation may word a ruling anew, never change what it
    decides or where it sends the reader."""
    en, ru = _both(rid)
    for field in ("title", "text", "withdrawn"):
        a, b = getattr(en, field) or "", getattr(ru, field) or ""
        assert set(RULING_ID.findall(a)) == set(RULING_ID.findall(b)), (rid, field)
        assert set(TEXT_SECTION.findall(a)) == set(TEXT_SECTION.findall(b)), (rid, field)
        assert set(CODE.findall(a)) <= set(CODE.findall(b)), (rid, field, set(CODE.findall(a)) - set(CODE.findall(b)))


# --------------------------------------------------------------------------- every rule text
@pytest.mark.parametrize("path", SOURCE_FILES, ids=lambda p: p.stem)
def test_every_rule_text_has_its_russian_description(path):
    """Author, publication and language in Russian; the label, title and sections are the text's
    own and stay in the English file alone."""
    assert russian(path).is_file(), f"no {russian(path).relative_to(ROOT)}"
    words = read(russian(path))
    assert set(words) == {"author", "published", "language"}, set(words)
    assert all(CYRILLIC.search(v) for v in words.values()), words


def test_a_rule_text_is_described_in_the_language_in_use_and_cited_as_it_writes_itself(in_russian):
    mgu = C.sources()["MGU 1971"]
    assert mgu.language == "русский, латинской транслитерацией"
    assert mgu.author.startswith("Префклуб МГУ")
    assert mgu.title == "Obshchie pravila kartochnoj igry preferans"
    assert C.render("MGU 1971 §7") == "MGU 1971 §7 «Zapisʹ rezulʹtatov igry»"
    i18n.use("en")
    assert C.sources()["MGU 1971"].language == "Russian, in Latin transliteration"


# ------------------------------------------------------------------- citations by language
def test_a_citation_speaks_the_language_in_use(in_russian):
    assert C.ruling("R-P8").title == "Расчёт через амнистера"
    assert C.render("R-P8") == "R-P8 «Расчёт через амнистера»"
    assert C.to_json("R-P8") == [{"ruling": "R-P8", "title": "Расчёт через амнистера"}]
    assert C.render("consolation = ordinary") == "параметр consolation = ordinary"
    # the table's English gloss is left out in Russian: the heading says it
    assert C.render("format §Entries (penalty)") == "format §Entries «Записи»"
    # what a machine reads names the section as docs/format.md does, in every language
    assert C.to_json("format §Entries") == [{"source": "docs/format.md", "section": "Entries"}]


def test_english_citations_are_as_they_were_after_russian_ones():
    """The caches are kept per language: Russian words never leak into an English output."""
    i18n.use("ru")
    try:
        assert "амнистера" in C.render("R-P8; consolation = ordinary")
    finally:
        i18n.use("en")
    assert C.render("R-P8; consolation = ordinary") == (
        "R-P8 «Settlement by the amnister»; option consolation = ordinary")
    assert C.render("format §Entries") == "format §Entries"
    assert C.ruling("R-P-M14").withdrawn.startswith("Two whisters always write their own tricks")


def test_a_withdrawn_rulings_reason_is_in_the_language_in_use(in_russian):
    assert C.ruling("R-P-M14").withdrawn.startswith("Двое вистующих всегда пишут свои взятки")


def test_explain_in_russian_shows_the_rulings_russian_titles():
    sample = ROOT / "sample_sessions" / "preferans-sochi.toml"
    r = runner.invoke(app, ["--lang", "ru", "explain", str(sample), "5"], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert "R-P3 «Несыгранная игра: гора разыгрывающему, висты и консоляция остальным»" in r.output
    assert "параметр consolation = ordinary" in r.output
    english = runner.invoke(app, ["--lang", "en", "explain", str(sample), "5"], env={"COLUMNS": "200"})
    assert "R-P3 «A failed game: mountain for the declarer" in english.output


def test_why_in_russian_prints_the_ruling_and_the_text_in_russian():
    r = runner.invoke(app, ["--lang", "ru", "why", "R-P8"], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert "Расчёт через амнистера" in r.output and "амнистер" in r.output.split("\n", 1)[1]
    r = runner.invoke(app, ["--lang", "ru", "why", "MGU 1971 §7"], env={"COLUMNS": "200"})
    assert "Префклуб МГУ" in r.output and "Zapisʹ rezulʹtatov igry" in r.output


def test_help_rulings_and_sources_in_russian_give_the_russian_words():
    rulings = runner.invoke(app, ["--lang", "ru", "help", "rulings", "--plain"])
    assert rulings.exit_code == 0 and "### R-P8 — Расчёт через амнистера" in rulings.output
    sources = runner.invoke(app, ["--lang", "ru", "help", "sources", "--plain"])
    assert sources.exit_code == 0 and "Префклуб МГУ" in sources.output


# ------------------------------------------------------------------ the format reference
EN_PAGE = ROOT / "docs" / "format.md"
RU_PAGE = ROOT / "docs" / "format.ru.md"
ANCHORED = re.compile(r'^<a id="([a-z0-9-]+)"></a>(.*)$')


def headings(text: str) -> list[tuple[int, str]]:
    """(level, heading) of every heading outside the code blocks."""
    out = []
    for line in re.sub(r"^ *```.*?^ *```", "", text, flags=re.S | re.M).splitlines():
        m = re.match(r"^(#+) (.*)$", line)
        if m:
            out.append((len(m.group(1)), m.group(2).strip()))
    return out


def slug(heading: str) -> str:
    """The anchor GitHub gives an English heading."""
    return re.sub(r"[^a-z0-9 -]", "", heading.lower()).replace(" ", "-")


def code_blocks(text: str) -> list[tuple[str, str]]:
    return re.findall(r"^ *```(\w*)\n(.*?)^ *```", text, flags=re.S | re.M)


def tables(text: str) -> list[list[list[str]]]:
    """Every table's rows, each row the code spans of its first cell."""
    out: list[list[list[str]]] = []
    previous = False
    for line in text.splitlines():
        row = line.startswith("|")
        if row and not previous:
            out.append([])
        if row and not re.match(r"^\|[-|]+\|$", line):
            out[-1].append(CODE.findall(line.split("|")[1]))
        previous = row
    return out


def test_help_format_in_russian_prints_the_russian_reference():
    r = runner.invoke(app, ["--lang", "ru", "help", "format", "--plain"])
    assert r.exit_code == 0, r.output
    assert r.output == (DATA / "format.ru.md").read_text(encoding="utf-8")
    assert r.output == RU_PAGE.read_text(encoding="utf-8")
    assert r.output.startswith("# Файл вечера")
    english = runner.invoke(app, ["--lang", "en", "help", "format", "--plain"])
    assert english.output == EN_PAGE.read_text(encoding="utf-8")


@pytest.mark.parametrize("columns", [None, "60"])
def test_the_russian_reference_is_laid_out_within_the_width(columns, monkeypatch):
    from rich.cells import cell_len

    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    r = runner.invoke(app, ["--lang", "ru", "help", "format"], env={"COLUMNS": columns} if columns else {})
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert "Файл вечера" in lines[0] and "Заголовок файла" in r.output
    assert max(cell_len(line) for line in lines) <= int(columns or 80)
    assert not any(line.startswith("## ") or "<a id" in line for line in lines)


def test_the_russian_reference_has_the_english_sections_in_their_order():
    """Section for section: the same levels, and each Russian heading anchored where the English
    one is, so that every link of either page lands."""
    en, ru = headings(EN_PAGE.read_text(encoding="utf-8")), headings(RU_PAGE.read_text(encoding="utf-8"))
    assert [level for level, _h in en] == [level for level, _h in ru]
    for (level, english), (_level, russian_heading) in list(zip(en, ru))[1:]:
        m = ANCHORED.match(russian_heading)
        assert m, f"'{russian_heading}' has no anchor"
        assert m.group(1) == slug(english), (english, russian_heading)
        assert CYRILLIC.search(m.group(2)), russian_heading


def test_every_link_of_the_russian_reference_lands():
    text = RU_PAGE.read_text(encoding="utf-8")
    anchors = set(re.findall(r'<a id="([a-z0-9-]+)"></a>', text))
    links = set(re.findall(r"\]\(#([^)]+)\)", text))
    assert links and links <= anchors, links - anchors
    assert links == set(re.findall(r"\]\(#([^)]+)\)", EN_PAGE.read_text(encoding="utf-8")))


def test_every_example_of_the_russian_reference_reads_as_the_english_one():
    """The same examples in the same order: every TOML example parses to what the English one
    does (only its comments are translated), every JSON example is the same document."""
    en, ru = code_blocks(EN_PAGE.read_text(encoding="utf-8")), code_blocks(RU_PAGE.read_text(encoding="utf-8"))
    assert [kind for kind, _b in en] == [kind for kind, _b in ru] and en
    for (kind, english), (_kind, russian_block) in zip(en, ru):
        read_it = tomllib.loads if kind == "toml" else json.loads
        assert read_it(russian_block) == read_it(english), (kind, english[:60])


def test_the_russian_reference_tables_name_the_same_keys():
    """Table for table, row for row, the same keys: a key added to the English reference (a
    new envelope key, a game's new deal key) is missing from the Russian until it is written."""
    en = tables((DATA / "format.md").read_text(encoding="utf-8"))
    ru = tables((DATA / "format.ru.md").read_text(encoding="utf-8"))
    assert en == ru


def test_the_sections_a_citation_names_head_the_russian_reference():
    """``format §Entries`` is «Записи» in Russian: the heading the Russian page writes."""
    ru = {h for _level, h in headings(RU_PAGE.read_text(encoding="utf-8"))}
    for key, heading in format_sections.SECTIONS.items():
        assert f'<a id="{slug(heading)}"></a>{format_sections.HEADINGS["ru"][heading]}' in ru, key
