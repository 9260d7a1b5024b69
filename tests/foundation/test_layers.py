"""The layers (docs/architecture.md): ``core`` at the bottom, the games on it, ``session`` (the
file layer), ``draw`` and ``views`` (the presentation) above, ``cli`` on top.  Every import of the package is walked — at the
top of a module and inside functions alike — and the graph must have no circle and nothing that
reaches upward."""

from __future__ import annotations

import ast
from pathlib import Path

PKG = Path(__file__).resolve().parents[2] / "scorekeeper"

#: a layer → the layers it must never import
FORBIDDEN = {
    "core": ("session", "cli", "draw", "games", "views", "web"),
    "games": ("session", "cli", "draw", "views", "web"),
    "draw": ("session", "cli", "views", "web"),
    "views": ("session", "cli", "web"),
    "session": ("cli", "web"),
    "web": ("cli",),
    "errors": ("core", "games", "session", "cli", "draw", "views", "citations"),
    "notation": ("core", "games", "session", "cli", "draw", "views", "citations"),
    "citations": ("core", "games", "session", "cli", "draw", "views"),
    "names": ("core", "games", "session", "cli", "draw", "views", "citations"),
    "signals": ("core", "games", "session", "cli", "draw", "views", "citations", "errors", "notation", "names"),
    "i18n": ("core", "games", "session", "cli", "draw", "views", "citations", "errors", "notation", "names",
             "signals"),
    "catalog": ("core", "games", "session", "cli", "draw", "views", "citations", "errors", "notation",
                "names", "signals", "i18n"),
}
#: the modules allowed beneath every layer (they import nothing of the package above them)
BASE = ("errors", "notation", "citations", "names", "limits", "signals", "i18n", "catalog")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PKG.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> set[str]:
    """Every ``scorekeeper`` module a file imports, wherever the import stands."""
    here = module_name(path).split(".")
    package = here if path.name == "__init__.py" else here[:-1]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names if a.name.split(".")[0] == "scorekeeper"}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                mod = ".".join(base + ([node.module] if node.module else []))
            else:
                mod = node.module or ""
            if mod.split(".")[0] != "scorekeeper":
                continue
            for a in node.names:  # `from scorekeeper.x import y` may import the module x.y
                sub = f"{mod}.{a.name}"
                out.add(sub if (PKG.parent / (sub.replace(".", "/") + ".py")).exists()
                        or (PKG.parent / sub.replace(".", "/") / "__init__.py").exists() else mod)
    return out


GRAPH = {module_name(p): imports(p) for p in PKG.rglob("*.py")}


def layer(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else ""


def test_nothing_imports_a_layer_above_it():
    wrong = []
    for mod, deps in sorted(GRAPH.items()):
        for dep in sorted(deps):
            if layer(dep) in FORBIDDEN.get(layer(mod), ()):
                wrong.append(f"{mod} imports {dep}")
    assert not wrong, "\n".join(wrong)


def test_no_module_imports_the_program_entry_point():
    wrong = [m for m, deps in GRAPH.items() if "scorekeeper.__main__" in deps]
    assert not wrong, wrong


def test_the_imports_have_no_circle():
    """A circle through function-level imports is a circle too (Tarjan's strongly connected
    components; a package's ``__init__`` counts as the package)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    circles: list[list[str]] = []
    counter = [0]

    def visit(v: str) -> None:
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in GRAPH.get(v, ()):
            if w not in GRAPH or w == v:
                continue
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                circles.append(sorted(comp))

    import sys
    sys.setrecursionlimit(10000)
    for v in sorted(GRAPH):
        if v not in index:
            visit(v)
    assert not circles, "\n".join(" ↔ ".join(c) for c in circles)


def test_the_walk_sees_imports_inside_functions():
    """The test can fail: an import inside a function is in the graph."""
    assert "scorekeeper.core.replay" in GRAPH
    assert GRAPH["scorekeeper.core.replay"], "the walk found no import in core/replay.py"
