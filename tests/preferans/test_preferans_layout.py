"""The package's layout (issue: the engine split by job): no module over ~600 lines, no import
cycle between the package's modules, the engine class a short coordinator."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "scorekeeper" / "games" / "preferans"
PREFIX = "scorekeeper.games.preferans."
LIMIT = 600


def _modules() -> dict[str, Path]:
    return {p.stem: p for p in sorted(PKG.glob("*.py")) if p.stem != "__init__"}


def _imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            if node.module.startswith(PREFIX):
                out.add(node.module[len(PREFIX):])
            elif node.module == PREFIX.rstrip("."):
                out |= {a.name for a in node.names}
    return out


def test_no_module_of_the_package_over_600_lines():
    sizes = {name: len(p.read_text(encoding="utf-8").splitlines()) for name, p in _modules().items()}
    assert {n: s for n, s in sizes.items() if s > LIMIT} == {}


def test_no_import_cycle_in_the_package():
    mods = _modules()
    graph = {name: _imports(p) & set(mods) for name, p in mods.items()}
    state: dict[str, int] = {}

    def visit(n: str, path: list[str]) -> None:
        state[n] = 1
        for m in graph[n]:
            assert state.get(m) != 1, "import cycle: " + " → ".join([*path, n, m])
            if m not in state:
                visit(m, [*path, n])
        state[n] = 2

    for name in graph:
        if name not in state:
            visit(name, [])


def test_the_engine_class_is_a_short_coordinator():
    tree = ast.parse((PKG / "engine.py").read_text(encoding="utf-8"))
    cls = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Preferans")
    methods = [n for n in cls.body if isinstance(n, ast.FunctionDef)]
    assert len(methods) <= 12
    assert cls.end_lineno - cls.lineno < 150
