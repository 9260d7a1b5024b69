"""STYLE.md: engines are a library; every option is documented and cites its source."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from scorekeeper.core import registry
from scorekeeper.core.options import resolve_options

PKG = Path(__file__).resolve().parents[2] / "scorekeeper"
DOCS = PKG.parent / "docs"
PURE = [p for d in ("core", "games", "notation") for p in (PKG / d).rglob("*.py")] + [PKG / "errors.py"]
#: the libraries of the terminal and the file lock (the layers of the package itself:
#: tests/foundation/test_layers.py)
FORBIDDEN_IMPORTS = {"typer", "rich", "click", "filelock"}
FORBIDDEN_CALLS = {"open", "print", "input"}


@pytest.mark.parametrize("path", PURE, ids=lambda p: str(p.relative_to(PKG)))
def test_engines_import_no_terminal_and_touch_no_files(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        for n in names:
            assert not any(n == f or n.startswith(f + ".") for f in FORBIDDEN_IMPORTS), f"{path}: imports {n}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in FORBIDDEN_CALLS, f"{path}:{node.lineno}: calls {node.func.id}()"


REAL_GAMES = [n for n in registry.game_names() if n != "toy"]


@pytest.mark.parametrize("name", REAL_GAMES)
def test_every_option_has_meaning_source_and_documentation(name):
    g = registry.game(name)
    doc = (DOCS / f"{g.name}.md")
    assert doc.exists(), f"docs/{g.name}.md is missing"
    text = doc.read_text(encoding="utf-8")
    for opt in g.options.values():
        assert opt.meaning and opt.source, opt.name
        assert re.search(rf"`{re.escape(opt.name)}`", text), f"option {opt.name} not in docs/{g.name}.md"
    for key in g.deal_keys_doc:
        assert f"`{key}`" in text, f"deal key {key} not in docs/{g.name}.md"


@pytest.mark.parametrize("name", REAL_GAMES)
def test_every_preset_resolves_and_has_a_sample_session(name):
    g = registry.game(name)
    assert g.default_preset in g.presets
    samples = PKG.parent / "sample_sessions"
    for p in g.presets.values():
        resolve_options(g.options, p)
        assert p.source, p.name
        assert any(samples.glob(f"{g.name}*{p.name}*.toml")) or any(
            f'rules = "{p.name}"' in s.read_text(encoding="utf-8") and f'game = "{g.name}"' in s.read_text(encoding="utf-8")
            for s in samples.glob("*.toml")), f"no sample session for {g.name} preset {p.name}"


def test_every_sample_session_checks_clean():
    from scorekeeper.session.files import load_replay

    samples = sorted((PKG.parent / "sample_sessions").glob("*.toml"))
    assert samples, "sample_sessions/ is empty"
    for s in samples:
        rep = load_replay(s, collect=True)
        assert rep.problems == [], (s.name, [p.describe() for p in rep.problems])
