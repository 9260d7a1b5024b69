"""``scorekeeper pin`` and the ``[pinned]`` table in Russian: the command's words, the refusal of
a second pin, the plural forms of its count, and the comment a Russian table's file gets."""

from __future__ import annotations

import shutil

from tests.i18n.helpers import ROOT, run

from scorekeeper.i18n import ngettext

SOCHI = ROOT / "sample_sessions" / "preferans-sochi.toml"


def test_pin_says_what_it_pinned_in_russian(tmp_path):
    night = tmp_path / "n.toml"
    shutil.copy(SOCHI, night)
    from scorekeeper.core import registry

    out = run("pin", str(night))
    n = len(registry.game("preferans").options)  # every option the preset resolves is pinned
    assert "закреплён" in out and f"{n} параметр" in out, out
    out = " ".join(run("pin", str(night)).split())
    assert "правила вечера уже закреплены" in out and "ничего не записано" in out, out


def test_the_count_of_pinned_options_takes_the_three_russian_forms(ru):
    said = {n: ngettext("pinned {file}: rules {rules}, {n} option",
                        "pinned {file}: rules {rules}, {n} options", n).format(
                            file="f", rules="sochi", n=n) for n in (1, 2, 5, 21, 44)}
    assert said[1].endswith("1 параметр") and said[21].endswith("21 параметр")
    assert said[2].endswith("2 параметра") and said[44].endswith("44 параметра")
    assert said[5].endswith("5 параметров")


def test_a_russian_tables_new_file_explains_its_pin_in_russian(tmp_path):
    night = tmp_path / "n.toml"
    run("new", str(night), "-g", "preferans", "-p", "Анна,Борис,Вера")
    text = night.read_text(encoding="utf-8")
    assert 'lang = "ru"' in text and "[pinned]" in text
    assert "# По чему играется вечер: правила sochi" in text
    assert "[pinned.options]" in text  # the keys stay as the file spells them


def test_the_help_of_pin_is_in_russian():
    out = run("pin", "--help")
    assert "Закрепить за вечером значения параметров" in out and "отказано: правила уже закреплены" in out
