"""``what-if`` in Russian (po/ru/core.po, cli.po): the side-by-side table, the other rules'
refusal and the help, and every word of its output through the catalog (the pseudo-language)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "i18n"))

from helpers import run  # noqa: E402

SOCHI = "sample_sessions/preferans-sochi.toml"


def test_what_if_table_speaks_russian():
    out = run("what-if", SOCHI, "-r", "leningrad", "--price", "0.1")
    assert "а если бы по правилам leningrad — игра не окончена" in out
    assert "разница" in out and "итог (висты)" in out and "деньги (по 0.10 за единицу)" in out
    assert "difference" not in out and "what if" not in out


def test_what_if_refusal_names_the_entry_in_russian():
    said = " ".join(run("what-if", SOCHI, "-r", "mgu-classic").split())
    assert "запись № 1" in said and "по правилам mgu-classic" in said


def test_what_if_without_other_rules_is_refused_in_russian():
    assert "не с чем сравнить" in run("what-if", SOCHI)


def test_what_if_help_speaks_russian():
    out = run("what-if", "--help")
    assert "Другие правила той же игры" in out and "Примеры:" in out


def test_what_if_output_goes_through_the_catalog(tmp_path, monkeypatch):
    import pseudo
    from test_pseudo_language import command_words, sample_words
    from test_pseudo_language import run as plain_run

    from scorekeeper import citations, i18n

    sample = ROOT / SOCHI
    allowed = command_words() | sample_words(sample)
    pseudo.catalog(tmp_path)
    i18n.use(pseudo.LANG, tmp_path)
    monkeypatch.setattr(i18n, "choose", lambda flag=None, environ=None: i18n.lang())
    monkeypatch.setattr(citations, "lang", lambda: "ru")
    found = {}
    try:
        for args in (["-r", "leningrad", "--price", "10"], ["-o", "lone_whist=gentleman"],
                     ["-r", "mgu-classic"]):
            left = pseudo.leftovers(plain_run(["what-if", str(sample), *args]), allowed)
            if left:
                found[" ".join(args)] = left
    finally:
        i18n.use("en")
    assert not found, found
