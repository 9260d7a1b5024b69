"""Every citation resolves to text shipped with the package; nothing points outside the repository.

A player at the table must be able to go from any number in `explain` to the words of its rule
without leaving the terminal: rule texts by title and section, rulings by id, the format reference.
"""

from __future__ import annotations

import dataclasses
import importlib
import re
import runpy
import subprocess
import sys
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorekeeper import citations as C
from scorekeeper.cli.app import app
from scorekeeper.core import registry
from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session


def unresolved(citation: str) -> list[str]:
    """What does not resolve in a citation, the games' options as the registry has them."""
    return C.unresolved(citation, registry.option_names)

ROOT = Path(__file__).resolve().parents[2]
REAL_GAMES = [n for n in registry.game_names() if n != "toy"]
SESSIONS = sorted([*ROOT.glob("sample_sessions/*.toml"), *ROOT.glob("tests/**/data/*.toml")])
CITING_FIELDS = {"rule", "rules", "source", "sources", "cite", "citation"}
RULING_ID = re.compile(r"\bR-[A-Z]+(?:-[A-Z]+)?\d+\b")


def _strings(obj, seen=None):
    """Every string inside a table: dict keys and values, sequences, dataclasses, named tuples."""
    seen = seen if seen is not None else set()
    if id(obj) in seen:
        return
    seen.add(id(obj))
    if isinstance(obj, str):
        yield obj
    elif isinstance(obj, dict):
        for k, v in obj.items():
            yield from _strings(k, seen)
            yield from _strings(v, seen)
    elif isinstance(obj, (list, tuple, set, frozenset)):
        for v in obj:
            yield from _strings(v, seen)
    elif dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        for f in dataclasses.fields(obj):  # the fields that cite, not messages and meanings
            if f.name in CITING_FIELDS or f.name.endswith("_rule") or f.name.endswith("_source"):
                yield from _strings(getattr(obj, f.name), seen)


def _looks_like_citation(s: str) -> bool:
    return bool(re.match(r"^(R-[A-Z]|format §)", s)) or any(
        s.startswith(f"{label} §") for label in C.sources())


def _table_citations():
    for game in REAL_GAMES:
        pkg = registry.game(game).__module__.rsplit(".", 1)[0]
        for path in sorted((ROOT / pkg.replace(".", "/")).glob("*.py")):
            module = importlib.import_module(f"{pkg}.{path.stem}")
            for name, value in vars(module).items():
                if name.startswith("__") or callable(value) and not isinstance(value, (dict, tuple)):
                    continue
                for s in _strings(value):
                    if _looks_like_citation(s):
                        yield f"{pkg}.{path.stem}.{name}", s


@pytest.mark.parametrize("where,citation", list(_table_citations()))
def test_every_table_entry_cites_shipped_text(where, citation):
    assert not unresolved(citation), (where, citation, unresolved(citation))


@pytest.mark.parametrize("game", REAL_GAMES)
def test_every_option_and_preset_source_resolves(game):
    g = registry.game(game)
    for o in g.options.values():
        assert not unresolved(o.source), (o.name, o.source, unresolved(o.source))
    for p in g.presets.values():
        assert not unresolved(p.source), (p.name, p.source, unresolved(p.source))
    assert not unresolved(g.penalty_rule)
    assert any(game in s.games for s in C.sources().values()), f"no rule text of {game} ships"


@pytest.mark.parametrize("path", SESSIONS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_step_and_settlement_line_of_every_session_resolves(path):
    rep = replay(parse_session(path.read_text(encoding="utf-8"), file=path.name), collect=True)
    rules = [s.rule for e in rep.entries for s in e.steps]
    rules += [line.rule for line in rep.game.settle(rep.state).lines]
    assert rules
    for rule in set(rules):
        assert not unresolved(rule), (rule, unresolved(rule))


def test_a_steps_rule_is_one_citation_value_for_each_text():
    """A step carries its rule to the output as a value, made once for each citation text."""
    path = SESSIONS[0]
    rep = replay(parse_session(path.read_text(encoding="utf-8"), file=path.name), collect=True)
    steps = [s for e in rep.entries for s in e.steps]
    by_text: dict[str, C.Citation] = {}
    for s in steps:
        assert isinstance(s.citation, C.Citation) and s.citation.text == s.rule
        assert by_text.setdefault(s.rule, s.citation) is s.citation
    assert len(by_text) < len(steps)  # some text is cited twice, and shares its value


def test_json_writes_a_citations_parts_from_the_value_and_reads_none_out_of_text():
    from scorekeeper.views.text import json_text

    assert json_text({"rule": C.Citation("R-P8")}) == (
        '{"rule": "R-P8", "cites": [{"ruling": "R-P8", "title": "%s"}]}\n' % C.ruling("R-P8").title)
    assert json_text({"rule": "R-P8", "source": "MGU 1971 §7"}) == (
        '{"rule": "R-P8", "source": "MGU 1971 §7"}\n')


def test_every_ruling_id_named_in_code_or_docs_is_shipped():
    files = [*ROOT.glob("scorekeeper/**/*.py"), *ROOT.glob("docs/*.md"), ROOT / "README.md"]
    missing = {}
    for f in files:
        for rid in RULING_ID.findall(f.read_text(encoding="utf-8")):
            if rid not in C.rulings():
                missing.setdefault(rid, str(f.relative_to(ROOT)))
    assert not missing, missing


def test_every_ruling_has_a_title_and_text():
    for r in C.rulings().values():
        assert r.title and len(r.text) > 20, r.id


def test_mgu_1971_s7_renders_with_its_heading_as_the_text_writes_it():
    """The issue's own example: `MGU 1971 §7 «Zapisʹ rezulʹtatov igry»`."""
    assert C.render("MGU 1971 §7") == "MGU 1971 §7 «Zapisʹ rezulʹtatov igry»"
    assert C.to_json('MGU 1971 §7 ("za bezvzyatie")') == [
        {"source": "MGU 1971", "section": "Zapisʹ rezulʹtatov igry", "quote": '("za bezvzyatie")'}]


def test_a_ruling_renders_with_its_title():
    assert C.render("R-P8") == "R-P8 «Settlement by the amnister»"
    assert C.to_json("R-P8") == [{"ruling": "R-P8", "title": "Settlement by the amnister"}]


def test_unknown_parts_are_reported():
    assert unresolved("R-Q77") and unresolved("MGU 1971 §99") and unresolved("somewhere.txt §1")


def test_an_option_value_resolves_against_the_options_the_caller_passes_in():
    """The games' options are the registry's, a layer above citations: an option in force
    resolves when a game has it, and never against options nobody passed in."""
    assert not unresolved("consolation = ordinary")
    assert unresolved("no_such_option = 3")
    assert C.unresolved("consolation = ordinary") and C.unresolved("consolation = ordinary", frozenset)


# ----------------------------------------------------------------------------- nothing outside
OUTSIDE = [re.compile(p) for p in (r"\.\./" + "shared", r"\b00[0-4]_[0-9a-f]{16}\.txt",
                                    r"\bRULINGS" + r"\.md", r"\bFORMAT" + r"\.md",
                                    r"/\s*[\"']" + "shared" + r"[\"']")]


def _tracked_files():
    out = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=False)
    if out.returncode != 0:  # not a git checkout (an unpacked sdist): every file under the root
        return [p for p in ROOT.rglob("*") if p.is_file() and ".git" not in p.parts]
    return [ROOT / line for line in out.stdout.splitlines()]


def test_no_file_in_the_repository_refers_to_a_path_outside_it():
    offenders = []
    for path in _tracked_files():
        if path.suffix not in {".py", ".md", ".toml", ".txt", ".cfg", ""} or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        for pat in OUTSIDE:
            for m in pat.finditer(text):
                line = text.count("\n", 0, m.start()) + 1
                offenders.append(f"{path.relative_to(ROOT)}:{line}: {m.group(0)}")
    assert not offenders, "\n".join(offenders)


def test_generated_reference_pages_are_current():
    """docs/format.md's key tables, its packaged copy, docs/rulings.md and docs/sources.md are made
    from the package's data by scripts/sync_docs.py."""
    pages = runpy.run_path(str(ROOT / "scripts/sync_docs.py"))["pages"]()
    stale = [str(p.relative_to(ROOT)) for p, text in pages.items()
             if not p.exists() or p.read_text(encoding="utf-8") != text]
    assert not stale, f"run python3 scripts/sync_docs.py: {stale}"


# ---------------------------------------------------------------------------------- commands
runner = CliRunner()


def test_why_prints_a_ruling_offline():
    r = runner.invoke(app, ["why", "R-P8"], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert "Settlement by the amnister" in r.output and "amnister" in r.output.split("\n", 1)[1]


def test_rules_ruling_is_the_same_as_why():
    a = runner.invoke(app, ["rules", "--ruling", "R-F3", "--json"])
    b = runner.invoke(app, ["why", "R-F3", "--json"])
    assert a.exit_code == b.exit_code == 0 and a.output == b.output
    assert '"title": "The slam"' in a.output


def test_why_resolves_a_whole_citation_as_explain_prints_it():
    r = runner.invoke(app, ["why", "R-P3; MGU 1971 §7 (za bezvzyatie); consolation = ordinary"],
                      env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert "Zapisʹ rezulʹtatov igry" in r.output and "R-P3" in r.output and "consolation" in r.output


def test_why_an_unknown_ruling_says_so_and_suggests():
    r = runner.invoke(app, ["why", "R-P99"])
    assert r.exit_code == 1 and "unknown ruling" in r.output and "Traceback" not in r.output


def test_help_format_plain_prints_the_shipped_reference():
    r = runner.invoke(app, ["help", "format", "--plain"])
    assert r.exit_code == 0
    assert r.output == (ROOT / "docs/format.md").read_text(encoding="utf-8")


@pytest.mark.parametrize("topic", ["format", "rulings", "sources"])
@pytest.mark.parametrize("columns", [None, "60"])
def test_help_pages_are_laid_out_within_the_width(topic, columns, monkeypatch):
    """Issue 22: a page is laid out by rich's Markdown, no line wider than COLUMNS (80 where the
    output is no terminal and COLUMNS is unset), its headings without the Markdown's marks."""
    from rich.cells import cell_len

    if columns is None:
        monkeypatch.delenv("COLUMNS", raising=False)
    r = runner.invoke(app, ["help", topic], env={"COLUMNS": columns} if columns else {})
    assert r.exit_code == 0, r.output
    lines = r.output.splitlines()
    assert max(cell_len(line) for line in lines) <= int(columns or 80)
    assert not any(line.startswith("## ") for line in lines)


def test_explain_shows_each_rulings_title_and_json_carries_cites(tmp_path):
    sample = ROOT / "sample_sessions/preferans-sochi.toml"
    r = runner.invoke(app, ["explain", str(sample), "1"], env={"COLUMNS": "200"})
    assert r.exit_code == 0, r.output
    assert "«" in r.output
    j = runner.invoke(app, ["explain", str(sample), "--json"])
    import json

    steps = [s for e in json.loads(j.output) for s in e["steps"]]
    assert steps and all("cites" in s for s in steps)
    assert any("title" in c for s in steps for c in s["cites"])


def test_the_format_reference_ships_in_the_package():
    """From an installed copy: the data files are package data (pyproject), read via importlib."""
    code = ("from scorekeeper.cli.reference import format_reference; "
            "from scorekeeper import citations as C; "
            "assert format_reference().startswith('# The session file'); "
            "assert C.rulings() and C.sources()")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def test_each_ruling_is_found_in_the_file_its_id_names():
    """Issue 16: a citation reads only its game's rulings file, chosen by the id's letter."""
    for rid, r in C.rulings().items():
        assert C.RULING_FILES[rid[2]] == r.game, rid
        assert C.ruling(rid.lower()) == r
    assert C.ruling("R-Z1") is None
