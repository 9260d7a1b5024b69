"""The core in Russian: refusals in the player's words, the envelope's ``lang``, checkpoints kept
per language, and the three plural forms (scorekeeper/i18n.py, po/ru/core.po).

Each run in this process is in-process (Typer's runner), so every test leaves the language as it
found it: English, chosen by nobody.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from scorekeeper import i18n

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from faults.helpers import invoke  # noqa: E402

#: a run's environment with no language of its own: no SCOREKEEPER_LANG, a locale that is not
#: Russian, no width (a message is one line), the tests' own checkpoint folder (conftest)
PLAIN = {"SCOREKEEPER_LANG": None, "LC_ALL": "C", "LC_MESSAGES": None, "LANG": None,
         "COLUMNS": None, "NO_COLOR": "1"}

#: a game of Five Hundred won, then a new game: the state keeps the words of the new game's row
#: ("new game"), so a checkpoint of it holds words of the language it was made in
WON_AND_NEW = """format = 1
game = "five-hundred"
rules = "avondale"
players = ["Anna", "Boris", "Vera"]
{lang}
[[deal]]
points = {{ Anna = 520 }}
note = "from paper"

[[deal]]
new_game = true
"""


@pytest.fixture(autouse=True)
def english_afterwards():
    """Every test leaves the process speaking English, chosen by nobody, as it was."""
    language = os.environ.get("LANGUAGE")
    yield
    i18n.use("en")
    i18n._chosen_by_person = False
    i18n._before_table = None
    if language is None:
        os.environ.pop("LANGUAGE", None)
    else:
        os.environ["LANGUAGE"] = language


def run(*args: object, **env: str | None):
    result = invoke(list(args), env={**PLAIN, **env})
    return result.exit_code, result.stdout + (result.stderr if result.stderr_bytes else "")


def session(tmp_path: Path, lang: str | None = None, text: str = WON_AND_NEW) -> Path:
    f = tmp_path / "night.toml"
    f.write_text(text.format(lang=f'lang = "{lang}"\n' if lang else ""), encoding="utf-8")
    return f


# ---- refusals said in Russian -------------------------------------------------------------------
def test_an_unknown_player_is_refused_in_russian_with_the_nearest_name_last(tmp_path):
    f = session(tmp_path)
    code, out = run("--lang", "ru", "five-hundred", "deal", f, "Anna", "7s", "-t", "Vira=3")
    assert code == 1
    assert "запись № 3: -t Vira=3: не записано: неизвестный игрок 'Vira'" in out
    assert out.rstrip().endswith("ожидалось: одно из Anna, Boris, Vera; может быть, имелось в виду 'Vera'?")


def test_a_refusal_in_russian_still_names_the_option_as_typed(tmp_path):
    f = session(tmp_path)
    code, out = run("--lang", "ru", "five-hundred", "deal", f, "Anna", "7s", "-t", "Anna=x")
    assert code == 1
    assert "-t Anna=x: не записано: указан текст; ожидалось: целое число" in out
    assert "tricks" not in out  # the key is said as the option that gave it


def test_a_missing_file_and_a_bad_contract_are_refused_in_russian(tmp_path):
    code, out = run("--lang", "ru", "show", tmp_path / "nowhere.toml")
    assert code == 1 and "нет такого файла вечера" in out
    f = session(tmp_path)
    code, out = run("--lang", "ru", "five-hundred", "deal", f, "Anna", "7z", "-t", "Anna=7")
    assert code == 1
    assert "контракт '7z': неизвестная масть или БК 'z'" in out
    assert "ожидалось: контракт: 6♠ … 10NT" in out


def test_a_file_snippet_stays_as_the_file_writes_it_in_a_russian_refusal(tmp_path):
    f = session(tmp_path, text=WON_AND_NEW.replace('note = "from paper"\n', ""))
    code, out = run("--lang", "ru", "show", f)
    assert code == 1
    assert 'в записи очков нужно примечание: за что; ожидалось: note = "..." рядом с points' in out


def test_the_stop_of_a_command_is_said_in_russian():
    from scorekeeper import signals

    i18n.use("ru")
    assert signals.nothing_written(signals.Interrupted(signals.signal.SIGTERM)) == \
        "прервано (SIGTERM); ничего не записано"
    i18n.use("en")
    assert signals.nothing_written(signals.Interrupted(signals.signal.SIGTERM)) == \
        "interrupted (SIGTERM); nothing was written"


# ---- the envelope's lang ------------------------------------------------------------------------
def test_a_file_that_says_lang_ru_is_read_in_russian(tmp_path):
    code, out = run("show", session(tmp_path, "ru"), "--all")
    assert code == 0
    assert "следующим сдаёт: Boris" in out and "новая партия" in out


def test_a_file_that_says_lang_en_is_read_in_english(tmp_path):
    code, out = run("show", session(tmp_path, "en"), "--all")
    assert code == 0 and "next to deal: Boris" in out


def test_a_lang_the_tool_does_not_speak_is_refused_in_the_players_words(tmp_path):
    code, out = run("show", session(tmp_path, "de"))
    assert code == 1
    assert ('lang = "de": not a language the tool speaks: write lang = "ru" (Russian) or '
            'lang = "en" (English)') in out
    code, out = run("show", session(tmp_path, "RU"))  # the file's value is exact
    assert code == 1 and 'lang = "RU"' in out


def test_the_command_line_wins_over_the_files_lang(tmp_path):
    code, out = run("--lang", "en", "show", session(tmp_path, "ru"))
    assert code == 0 and "next to deal: Boris" in out
    code, out = run("show", session(tmp_path, "en"), "--lang", "ru")
    assert code == 0 and "следующим сдаёт: Boris" in out


def test_scorekeeper_lang_wins_over_the_files_lang(tmp_path):
    code, out = run("show", session(tmp_path, "ru"), SCOREKEEPER_LANG="en")
    assert code == 0 and "next to deal: Boris" in out
    code, out = run("show", session(tmp_path, "en"), SCOREKEEPER_LANG="ru")
    assert code == 0 and "следующим сдаёт: Boris" in out


def test_the_locale_loses_to_the_files_lang(tmp_path):
    code, out = run("show", session(tmp_path, "ru"), LC_ALL="en_US.UTF-8")
    assert code == 0 and "следующим сдаёт: Boris" in out
    code, out = run("show", session(tmp_path, "en"), LC_ALL="ru_RU.UTF-8")
    assert code == 0 and "next to deal: Boris" in out
    code, out = run("show", session(tmp_path), LC_ALL="ru_RU.UTF-8")  # no lang: the locale's
    assert code == 0 and "следующим сдаёт: Boris" in out


def test_a_new_file_gets_lang_only_when_one_is_given():
    from scorekeeper.session.files import envelope_text
    from scorekeeper.session.model import parse_session

    plain = envelope_text(game="five-hundred", rules="avondale", players=["Anna", "Boris", "Vera"])
    assert "lang" not in plain and parse_session(plain).envelope.lang is None
    russian = envelope_text(game="five-hundred", rules="avondale", players=["Anna", "Boris", "Vera"],
                            lang="ru")
    assert 'lang = "ru"\n' in russian and parse_session(russian).envelope.lang == "ru"


# ---- checkpoints per language ---------------------------------------------------------------
def head_lang(f: Path) -> str | None:
    from scorekeeper.session import cache

    head = cache.load_head(str(f), f.read_text(encoding="utf-8"))
    return head.lang if head is not None else None


def test_a_checkpoint_made_in_russian_is_not_read_in_english(tmp_path):
    f = session(tmp_path)
    code, out = run("--lang", "ru", "show", f, "--all")
    assert code == 0 and "новая партия" in out
    assert head_lang(f) == "ru"  # the state kept is the Russian one
    code, out = run("--lang", "en", "show", f, "--all")
    assert code == 0
    assert "new game" in out and "новая партия" not in out
    assert head_lang(f) == "en"  # replayed in English, and kept anew


def test_a_checkpoint_made_in_english_is_not_read_in_russian(tmp_path):
    f = session(tmp_path)
    code, out = run("--lang", "en", "show", f, "--all")
    assert code == 0 and "new game" in out
    assert head_lang(f) == "en"
    code, out = run("--lang", "ru", "show", f, "--all")
    assert code == 0
    assert "новая партия" in out and "new game" not in out
    assert head_lang(f) == "ru"


def test_a_checkpoint_stands_in_for_the_replay_only_in_its_own_language(tmp_path):
    from scorekeeper.session import cache

    f = session(tmp_path)
    text = f.read_text(encoding="utf-8")
    i18n.use("ru")
    assert cache.replay_text(text, str(f)).resumed_from == 0  # the first read: no checkpoint yet
    again = cache.replay_text(text, str(f))
    assert again.resumed_from == 2 and again.state.history[-1].contract == "новая партия"
    i18n.use("en")
    english = cache.replay_text(text, str(f))
    assert english.resumed_from == 0 and english.state.history[-1].contract == "new game"
    assert cache.replay_text(text, str(f)).resumed_from == 2  # English now kept, and used


def test_the_files_lang_is_applied_before_the_checkpoint_is_judged(tmp_path):
    """A file that says lang = "ru", read with no language chosen: its Russian checkpoint is the
    run's own language once the file's lang is applied, so it is used."""
    from scorekeeper.session import cache

    f = session(tmp_path, "ru")
    text = f.read_text(encoding="utf-8")
    i18n.choose(None, environ={"LC_ALL": "C"})
    cache.replay_text(text, str(f))
    assert head_lang(f) == "ru"
    i18n.choose(None, environ={"LC_ALL": "C"})  # a new command: English until the file is read
    assert i18n.lang() == "en"
    rep = cache.replay_text(text, str(f))
    assert rep.resumed_from == 2 and i18n.lang() == "ru"
    assert rep.state.history[-1].contract == "новая партия"


def test_a_void_read_from_the_head_alone_is_refused_in_the_files_language(tmp_path):
    from scorekeeper.errors import ScorekeeperError
    from scorekeeper.session import cache, voids

    f = session(tmp_path, "ru")
    text = f.read_text(encoding="utf-8")
    i18n.choose(None, environ={"LC_ALL": "C"})
    cache.replay_text(text, str(f))
    i18n.choose(None, environ={"LC_ALL": "C"})
    new = text + "\n[[deal]]\nvoid = 5\n"
    with pytest.raises(ScorekeeperError) as refused:
        voids.check_new_void(new, str(f))
    assert refused.value.message == "не записано: void должен указывать на одну из предыдущих записей"


# ---- plural forms -----------------------------------------------------------------------------
#: n → the form Russian takes: 1, 21, 101 … one; 2–4, 22–24 … few; 0, 5–20, 25, 111 … many
COUNTS = {0: "ошибок", 1: "ошибка", 2: "ошибки", 5: "ошибок", 11: "ошибок", 21: "ошибка",
          22: "ошибки", 25: "ошибок", 111: "ошибок"}


@pytest.mark.parametrize("n", sorted(COUNTS))
def test_a_count_of_problems_takes_the_russian_form_of_its_number(n):
    from scorekeeper.errors import InvalidError, ProblemList

    i18n.use("ru")
    problems = ProblemList([InvalidError("x") for _x in range(n)])
    assert problems.message == f"{n} {COUNTS[n]}"
    i18n.use("en")
    assert ProblemList([InvalidError("x") for _x in range(n)]).message == f"{n} problem(s)"


CARDS = {0: "карт", 1: "карта", 2: "карты", 5: "карт", 11: "карт", 21: "карта", 22: "карты",
         25: "карт", 111: "карт"}


@pytest.mark.parametrize("n", sorted(CARDS))
def test_a_question_of_cards_says_its_count_in_the_russian_form(n):
    from scorekeeper.core.form import Question

    i18n.use("ru")
    assert Question("cards", "cards", "Which cards?", low=n, high=n).bounds() == f"{n} {CARDS[n]}"
    i18n.use("en")
    assert Question("cards", "cards", "Which cards?", low=n, high=n).bounds() == \
        f"{n} {'card' if n == 1 else 'cards'}"


def test_a_file_without_lang_read_after_one_with_it_is_read_in_the_language_before(tmp_path):
    from scorekeeper.session.model import parse_session

    i18n.choose(None, environ={"LC_ALL": "C"})
    parse_session(WON_AND_NEW.format(lang='lang = "ru"\n'))
    assert i18n.lang() == "ru"
    parse_session(WON_AND_NEW.format(lang=""))
    assert i18n.lang() == "en"
    i18n.choose("ru")  # the person's choice: no file's lang changes it
    parse_session(WON_AND_NEW.format(lang='lang = "en"\n'))
    parse_session(WON_AND_NEW.format(lang=""))
    assert i18n.lang() == "ru"
