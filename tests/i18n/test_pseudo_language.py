"""No word the tool says bypasses the catalog (issue 24): every command on every sample session,
and every command's help, run in a pseudo-language (``tests/i18n/pseudo.py``: each message of the
catalog in look-alike letters) shows no plain Latin word that is not the table's own (names,
notes, keys and values of the file), the command line's (commands, options, presets, option
keys) or a rule text's (its title, its sections, its quoted words).  A message that never went
through ``_()`` is in plain English and is found."""

from __future__ import annotations

import functools
import re
import sys
import tomllib
from pathlib import Path

import pytest

from tests.i18n import pseudo

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "sample_sessions").glob("*.toml"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT / "tests" / "foundation"))  # bad_input_cases


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    return pseudo.catalog(tmp_path_factory.mktemp("pseudo"))


def _words(value, out: set[str]) -> None:
    if isinstance(value, dict):
        for k, v in value.items():
            _words(k, out)
            _words(v, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _words(v, out)
    elif isinstance(value, str):
        out.update(w.casefold() for w in pseudo._WORD.findall(value))
        out.update(w.casefold() for w in re.split(r"[\W_\d]+", value) if w)  # golden_round


@functools.cache
def command_words() -> frozenset[str]:
    """The command line's own words: every command, option, metavar, game, preset, option key
    and value, the rule texts' labels, titles and sections, and the tool's name."""
    from cli_tree import commands

    from scorekeeper.cli.app import command
    from scorekeeper.core import registry
    from scorekeeper.citations import sources

    out: set[str] = {"scorekeeper", "toml", "json", "csv", "html", "svg", "markdown", "md", "nt",
                     "usage", "options", "pinned"}
    for path, cmd in commands(command()):
        _words(list(path), out)
        for p in cmd.params:
            _words([*getattr(p, "opts", ()), *getattr(p, "secondary_opts", ()), p.name,
                    getattr(p, "metavar", None) or ""], out)
    for name in registry.game_names():
        g = registry.game(name)
        _words([g.name], out)
        for preset in g.presets.values() if isinstance(g.presets, dict) else g.presets:
            _words([preset.name], out)
        for option in g.options.values() if isinstance(g.options, dict) else g.options:
            _words([option.name, *[str(c) for c in option.choices], str(option.default)], out)
    for source in sources().values():
        # a citation names a section by its key (a peer's file: pulka §QUESTIONS-FSPR.md)
        _words([source.label, source.title, *source.sections, *source.sections.values()], out)
    from scorekeeper.data.format_sections import SECTIONS

    _words(list(SECTIONS), out)  # a format section is cited by its key: format §Entries
    # the file's keys and values, as the format reference writes them (`replaces`, `void`)
    _words(re.findall(r"`([^`]*)`", (ROOT / "scorekeeper" / "data" / "format.md").read_text(
        encoding="utf-8")), out)
    from scorekeeper.cli.reference import TOPICS
    from scorekeeper.draw.shapes import SHAPES

    _words([*TOPICS, *SHAPES, "COMMAND", "ARGS"], out)  # help topics, shapes, Click's metavars
    from scorekeeper.games.order_poker.tables import COMBINATIONS

    for row in COMBINATIONS:  # an order as the file writes it
        _words([row.english, *row.words], out)
    from scorekeeper.games.preferans import classic_tables

    _words([str(v) for v in vars(classic_tables).values() if isinstance(v, (str, dict, tuple))],
           out)  # the classic's auction words, as it spells them (RAZ V TEMNUYU)
    return frozenset(out | quoted_words())


def quoted_words() -> set[str]:
    """The words the engines quote from the rule texts (in quotation marks in their tables):
    the classic's Russian in Latin letters stays as the text writes it."""
    import ast
    import re

    out: set[str] = set()
    for path in (ROOT / "scorekeeper" / "games").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                for quote in re.findall(r'"([^"]*)"|«([^»]*)»', node.value):
                    _words(" ".join(quote), out)
    return out


def sample_words(sample: Path) -> set[str]:
    """The table's own words: every key and value of the file, and the first letters of its
    players' names (a chart marks a line by them)."""
    out: set[str] = set()
    data = tomllib.loads(sample.read_text(encoding="utf-8"))
    _words(data, out)
    for name in data.get("players", ()):
        out.update(name[:n].casefold() for n in range(2, len(name)))
    return out


def run(args: list[str]) -> str:
    from faults.helpers import invoke

    result = invoke(args, env={"COLUMNS": "80", "NO_COLOR": "1", "SCOREKEEPER_CACHE": "off"})
    return result.stdout + (result.stderr if result.stderr_bytes else "")


HUMAN = [["show", "--all"], ["settle", "--all", "--price", "10"], ["explain"], ["log"], ["check"],
         ["export", "--to", "markdown"], ["export", "--to", "html"], ["draw"]]


@pytest.mark.parametrize("sample", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_every_output_of_every_sample_goes_through_the_catalog(sample, folder, monkeypatch):
    from scorekeeper import i18n

    allowed = command_words() | sample_words(sample)
    found: dict[str, set[str]] = {}
    i18n.use(pseudo.LANG, folder)
    monkeypatch.setattr(i18n, "choose", lambda flag=None, environ=None: i18n.lang())  # kept
    from scorekeeper import citations

    monkeypatch.setattr(citations, "lang", lambda: "ru")  # the rulings' and texts' own Russian
    try:
        # the file's path, however the terminal wrapped it (a long checkout's path wraps mid-word)
        path = r"(?:\n\s*)?".join(map(re.escape, str(sample)))
        for args in HUMAN:
            out = re.sub(path, " ", run([args[0], str(sample), *args[1:]]))
            left = pseudo.leftovers(out, allowed)
            if left:
                found[" ".join(args)] = left
    finally:
        i18n.use("en")
    assert not found, "\n".join(f"{k}: {sorted(v)}" for k, v in found.items())


def _case_words(case) -> set[str]:
    from bad_input_cases import SESSIONS

    out: set[str] = set()
    _words([*case.args, *case.answers, case.bad, case.text or "",
            SESSIONS.get(case.session or "", "")], out)
    return out


def _bad_inputs():
    from bad_input_cases import CASES

    return CASES


@pytest.mark.parametrize("case", _bad_inputs(), ids=[c.id for c in _bad_inputs()])
def test_every_refusal_and_every_question_goes_through_the_catalog(case, folder, tmp_path,
                                                                   monkeypatch):
    """The bad-input suite (tests/foundation/bad_input_cases.py) in the pseudo-language: every
    refusal, typed, in a file or answered to a question, and the questions themselves."""
    from test_bad_inputs import _run

    from scorekeeper import citations, i18n

    i18n.use(pseudo.LANG, folder)
    monkeypatch.setattr(i18n, "choose", lambda flag=None, environ=None: i18n.lang())
    monkeypatch.setattr(citations, "lang", lambda: "ru")
    try:
        _code, out, _f = _run(case, tmp_path, monkeypatch)
    finally:
        i18n.use("en")
    # the file's path, however the terminal wrapped it
    path = r"(?:\n\s*)?".join(map(re.escape, str(tmp_path))) + r"\S*(?:\n\s*\S*?\.toml\S*)?"
    out = re.sub(path, " ", out)
    left = pseudo.leftovers(out, command_words() | _case_words(case))
    assert not left, f"{sorted(left)} in:\n{out}"


def test_every_commands_help_goes_through_the_catalog(folder, monkeypatch):
    from cli_tree import commands

    from scorekeeper import citations, i18n
    from scorekeeper.cli.app import command

    i18n.use(pseudo.LANG, folder)
    monkeypatch.setattr(i18n, "choose", lambda flag=None, environ=None: i18n.lang())
    monkeypatch.setattr(citations, "lang", lambda: "ru")
    found = {}
    try:
        for path in [(), *[p for p, _c in commands(command())]]:
            out = run([*path, "--help"])
            # an example is a command line, copied as typed
            text = "\n".join(line for line in out.splitlines()
                             if not line.strip().startswith("scorekeeper "))
            left = pseudo.leftovers(text, command_words())
            if left:
                found[" ".join(path)] = left
    finally:
        i18n.use("en")
    assert not found, "\n".join(f"{k}: {sorted(v)}" for k, v in found.items())
