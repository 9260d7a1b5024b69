"""The command line in Russian: its help (every command's, Typer's and Click's words in it), Click's
refusals of a command line, its own refusals and reports, and the catalog they come from
(``po/ru/cli.po``: every message the command line says, each translated)."""

from __future__ import annotations

import gettext
import importlib.util
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from cli_tree import commands

from scorekeeper import i18n
from scorekeeper.cli.app import command

ROOT = Path(__file__).resolve().parents[2]
PO = ROOT / "po" / "ru" / "cli.po"
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


def _catalogs():
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "scripts" / "catalogs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(autouse=True)
def english_after(monkeypatch):
    """Each test leaves the process speaking English, as it found it (``LANGUAGE`` included)."""
    monkeypatch.delenv("SCOREKEEPER_LANG", raising=False)
    monkeypatch.setenv("LANGUAGE", "en")
    yield
    i18n.use("en")


def sk(*args, env=None):
    runner = CliRunner(env={"COLUMNS": "80", **(env or {})})
    return runner.invoke(command(), [str(a) for a in args], prog_name="scorekeeper",
                         terminal_width=80)


def flat(text: str) -> str:
    """``text`` as one line (a refusal is wrapped to the terminal)."""
    return " ".join(text.split())


def test_root_help_is_in_russian():
    r = sk("--lang", "ru", "--help")
    assert r.exit_code == 0, r.output
    out = r.output
    assert out.startswith("Использование: scorekeeper [ПАРАМЕТРЫ] КОМАНДА [АРГУМЕНТЫ]...")
    for words in ("Параметры:", "Команды:", "Запись счёта на карточных вечерах",
                  "Показать версию и выйти.", "Показать эту справку и выйти.",
                  "Установить автодополнение для текущей оболочки.",
                  "Завести файл вечера; существующий файл не перезаписывается.",
                  "Преферанс: запись раздач, разбор заявок и счёта."):
        assert words in out, (words, out)
    for english in ("Usage:", "Options:", "Commands:", "Show this message", "Start a session file",
                    "Preferans: record deals"):
        assert english not in out, (english, out)


def test_root_help_stays_english_without_lang():
    out = sk("--help").output
    assert out.startswith("Usage: scorekeeper [OPTIONS] COMMAND [ARGS]...")
    assert "Show this message and exit." in out and "Start a session file" in out
    assert not CYRILLIC.search(out.split("Commands:")[0])


def test_a_game_commands_help_is_in_russian():
    out = sk("--lang", "ru", "preferans", "game", "--help").output
    for words in ("Использование: scorekeeper preferans game [ПАРАМЕТРЫ]", "Аргументы:", "Параметры:",
                  "Записать сыгранную игру (кто вистовал, взятки)", "Файл вечера (TOML).",
                  "[обязательно]", "Взятки разыгрывающего", "Игрок, сказавший «вист»",
                  "Примеры:", "scorekeeper preferans game night.toml Boris 7s -w Vera -t 7 --open"):
        assert words in out, (words, out)
    for english in ("Arguments:", "Options:", "Examples:", "[required]", "Record a game played"):
        assert english not in out, (english, out)


def test_the_examples_comments_and_defaults_are_in_russian():
    out = sk("preferans", "raspasy", "--help", "--lang", "ru").output
    assert "Vera=6   # отказано: 11" in out and "# refused" not in out
    out = sk("show", "--help", "--lang", "ru").output
    assert "по\u00a0умолчанию: 30; x>=0]" in out
    assert "# refused: 11" in sk("preferans", "raspasy", "--help").output


def test_the_environment_or_a_later_lang_speaks_for_help_given_first():
    assert "Параметры:" in sk("--help", env={"SCOREKEEPER_LANG": "ru"}).output
    assert "Параметры:" in sk("--help", "--lang", "ru").output
    assert "Options:" in sk("--help", "--lang", "en", env={"SCOREKEEPER_LANG": "ru"}).output


@pytest.mark.parametrize("args, said", [
    (("show",), "Ошибка: Не указан аргумент 'file'."),
    (("show", "--trick"), "Ошибка: Нет такого параметра: --trick"),
    (("shw",), "Ошибка: Нет команды 'shw'. Может быть, имелось в виду 'show'?"),
    (("preferans", "game", "x.toml", "Anna", "7s", "-t"), "Ошибка: Параметру '-t' нужно значение."),
    (("new", "x.toml"), "Ошибка: Не указан параметр '--game' / '-g'."),
    (("note", "x.toml", "a", "b"), "Ошибка: Лишние аргументы (b)"),
])
def test_click_refusals_are_in_russian(args, said):
    r = sk("--lang", "ru", *args)
    assert r.exit_code == 2, r.output
    assert said in flat(r.output), r.output
    assert "Справка: 'scorekeeper" in r.output or "-t" in args
    assert "Error:" not in r.output and "Try '" not in r.output


def test_a_refusal_of_the_line_speaks_the_lang_given_after_it(tmp_path):
    r = sk("show", tmp_path / "x.toml", "--lang", "ru", "--trick")
    assert "Ошибка: Нет такого параметра: --trick" in flat(r.output), r.output
    assert "Error: No such option: --trick" in flat(sk("show", tmp_path / "x.toml", "--trick").output)


def test_an_option_given_twice_is_refused_in_russian(tmp_path):
    f = tmp_path / "n.toml"
    assert sk("new", f, "-g", "preferans", "-p", "Anna,Boris,Vera").exit_code == 0
    r = sk("--lang", "ru", "preferans", "game", f, "Boris", "7s", "-t", "7", "-t", "8")
    assert "'--tricks' / '-t' указан 2 раза (7, затем 8); укажите его один раз" in flat(r.output)
    r = sk("--lang", "ru", "preferans", "raspasy", f, "Вера=4", "Вера=5", "Anna=1")
    assert ("аргумент 'tricks': Вера встречается дважды (4, затем 5); укажите каждого игрока "
            "один раз") in flat(r.output), r.output
    r = sk("preferans", "raspasy", f, "Вера=4", "Вера=5", "Anna=1")
    assert "gives Вера twice (4, then 5); give each player once" in flat(r.output)


def test_the_command_lines_reports_are_in_russian(tmp_path):
    f = tmp_path / "n.toml"
    r = sk("--lang", "ru", "new", f, "-g", "preferans", "-p", "Anna,Boris,Vera")
    assert r.exit_code == 0 and "создан" in r.output and "правила «sochi»" in r.output, r.output
    r = sk("--lang", "ru", "check", f)
    assert flat(r.output) == f"{f}: 0 записей, ошибок нет"
    r = sk("--lang", "ru", "export", f, "--to", "xx")
    assert "--to xx: неизвестный формат выгрузки" in flat(r.output)
    assert "json, csv, markdown или html" in flat(r.output)
    r = sk("--lang", "ru", "help")
    assert "scorekeeper help rulings   все решения по играм, с полным текстом" in r.output


@pytest.mark.parametrize("n, form", [(1, "1 запись"), (2, "2 записи"), (5, "5 записей"),
                                     (11, "11 записей"), (21, "21 запись"), (24, "24 записи")])
def test_an_entry_count_takes_the_russian_plural_form(n, form):
    i18n.use("ru")
    said = i18n.ngettext("{file}: {n} entry, no problems", "{file}: {n} entries, no problems", n)
    assert said.format(file="f.toml", n=n) == f"f.toml: {form}, ошибок нет"


def test_russian_help_of_every_command_fits_80_columns():
    too_wide = []
    for path, cmd in [((), command()), *commands(command())]:
        if path[:1] == ("toy",):  # the test game's commands are English only
            continue
        r = sk("--lang", "ru", *path, "--help")
        assert r.exit_code == 0, (path, r.output)
        assert "Параметры:" in r.output and CYRILLIC.search(r.output.split("\n\n")[1]), (path, r.output)
        for line in r.output.splitlines():
            if len(line) > 80 and not line.lstrip().startswith("scorekeeper "):  # an example
                too_wide.append((path, line))
    assert not too_wide, too_wide


def test_every_message_of_cli_po_is_translated():
    catalogs = _catalogs()
    untranslated, placeholders = [], []
    for m in catalogs.read(PO):
        if not m.id:
            continue
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        if not all(strings) or "fuzzy" in m.flags:
            untranslated.append(m.id)
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        want = set(catalogs.PLACEHOLDER.findall(" ".join(ids)))
        placeholders += [(m.id, s) for s in strings if not set(catalogs.PLACEHOLDER.findall(s)) <= want]
    assert not untranslated, untranslated
    assert not placeholders, placeholders


def test_cli_po_holds_every_message_the_command_line_says():
    catalogs = _catalogs()
    said = {(msgid, context) for area, msgid, context, _where in catalogs.extracted() if area == "cli"}
    held = {(m.id, m.context) for m in catalogs.read(PO) if m.id}
    assert said - held == set(), "run python3 scripts/catalogs.py update cli"
    assert held - said == set(), "run python3 scripts/catalogs.py update cli"


def test_the_compiled_catalog_says_cli_po():
    catalogs = _catalogs()
    with catalogs.MO.open("rb") as f:
        mo = gettext.GNUTranslations(f)
    for m in catalogs.read(PO):
        if not m.id:
            continue
        if isinstance(m.id, tuple):
            assert mo.ngettext(*m.id, 5) == m.string[2], m.id
        else:
            assert mo.gettext(m.id) == m.string, m.id
