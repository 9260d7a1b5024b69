"""The Russian catalog (issue 24): every message the tool says has its Russian translation, the
compiled catalog in the package is made from the sources, Russian plurals take their three
forms, and the language is chosen as the README says."""

from __future__ import annotations

import gettext
import importlib.util
from pathlib import Path

import pytest

from scorekeeper import i18n

ROOT = Path(__file__).resolve().parents[2]


def catalogs():
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "scripts" / "catalogs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_every_message_has_a_russian_translation_and_the_package_holds_them_compiled():
    problems = catalogs().problems()
    assert not problems, "\n".join(problems[:40]) + (f"\n… {len(problems)} in all" if len(problems) > 40 else "")


def test_the_check_fails_on_a_new_message_left_untranslated(monkeypatch):
    """The completeness check can fail: a message the code says and the catalog lacks."""
    module = catalogs()
    real = module.extracted

    def one_more():
        yield from real()
        yield "core", "a message nobody has translated", None, "scorekeeper/new.py:1"

    monkeypatch.setattr(module, "extracted", one_more)
    assert any("a message nobody has translated" in p for p in module.problems())


def russian() -> gettext.GNUTranslations:
    return gettext.translation(i18n.DOMAIN, i18n.LOCALEDIR, ["ru"])


@pytest.mark.parametrize("n, form", [(0, 2), (1, 0), (2, 1), (5, 2), (11, 2), (21, 0), (22, 1),
                                     (25, 2), (111, 2)])
def test_russian_plural_forms_at_0_1_2_5_11_21_22_25_111(n, form):
    """1, 21 вист; 2, 22 виста; 0, 5, 11, 25, 111 вистов: the catalog's rule picks the form."""
    t = russian()
    plural_ids = [k for k in t._catalog if isinstance(k, tuple) and k[1] == 0]
    assert plural_ids, "the catalog holds no plural message"
    for msgid, _index in plural_ids:
        forms = [t._catalog[(msgid, i)] for i in range(3)]
        assert t.ngettext(msgid, msgid + "s", n) == forms[form]


def test_english_reads_no_catalog(monkeypatch):
    def refuse(*args, **kw):
        raise AssertionError("a catalog was read to speak English")

    monkeypatch.setattr(gettext, "translation", refuse)
    try:
        i18n.use("en")
        assert i18n._("Usage: ") == "Usage: "
        assert i18n.ngettext("{n} whist", "{n} whists", 5) == "{n} whists"
    finally:
        i18n.use("en")


@pytest.mark.parametrize("flag, env, expected", [
    ("ru", {"SCOREKEEPER_LANG": "en", "LANG": "en_US.UTF-8"}, "ru"),  # the command line first
    (None, {"SCOREKEEPER_LANG": "ru", "LANG": "en_US.UTF-8"}, "ru"),  # then SCOREKEEPER_LANG
    (None, {"LC_ALL": "ru_RU.UTF-8", "LANG": "en_US.UTF-8"}, "ru"),  # then the locale: LC_ALL,
    (None, {"LC_MESSAGES": "ru_RU.UTF-8", "LANG": "C"}, "ru"),  # LC_MESSAGES,
    (None, {"LC_ALL": "C", "LANG": "ru_RU.UTF-8"}, "en"),  # the first of them that is set
    (None, {"LANG": "ru_RU.UTF-8"}, "ru"),
    (None, {}, "en"),  # else English
    ("en", {"LANG": "ru_RU.UTF-8"}, "en"),
])
def test_the_language_is_the_command_lines_then_scorekeeper_lang_then_the_locales(flag, env, expected):
    try:
        assert i18n.choose(flag, env) == expected
    finally:
        i18n.use("en")


def test_a_files_lang_changes_a_choice_the_locale_made_but_not_the_persons():
    try:
        i18n.choose(None, {"LANG": "en_US.UTF-8"})
        i18n.table("ru")
        assert i18n.lang() == "ru"
        i18n.choose(None, {"SCOREKEEPER_LANG": "en"})
        i18n.table("ru")
        assert i18n.lang() == "en"
        i18n.choose("en", {})
        i18n.table("ru")
        assert i18n.lang() == "en"
    finally:
        i18n.use("en")


def test_the_catalog_read_as_asked_says_every_message_as_gettext_reads_it():
    """scorekeeper/catalog.py finds each message by a binary search over the compiled file's
    sorted ids; it must answer every message, context and plural form as the standard library's
    reader of the whole file does (a file whose ids were not sorted by their bytes would not)."""
    from scorekeeper.catalog import SortedCatalog

    whole = russian()
    found = gettext.translation(i18n.DOMAIN, i18n.LOCALEDIR, ["ru"], class_=SortedCatalog)
    assert len(whole._catalog) > 2000
    for key in whole._catalog:
        if key == "":
            continue
        if isinstance(key, tuple):
            for n in (0, 1, 2, 5, 11, 21, 22, 25, 111):
                assert found.ngettext(key[0], key[0] + "s", n) == whole.ngettext(key[0], key[0] + "s", n)
        elif "\x04" in key:
            context, message = key.split("\x04", 1)
            assert found.pgettext(context, message) == whole.pgettext(context, message)
        else:
            assert found.gettext(key) == whole.gettext(key), key
    assert found.gettext("a message no one wrote") == "a message no one wrote"
    assert found.ngettext("{n} thing", "{n} things", 5) == "{n} things"
