"""Every "where things live" pointer in docs/*.md names code the program has and runs.

The pages send a reader to code in backquotes: a function as ``module.function`` (`scoring.prices`,
`apply_game.consolation`), a line as ``file.py:NN``, a module or file as ``file.py`` or
``scorekeeper/…/file.py``, and the test that pins a rule as ``test_…``.  A pointer that names
nothing, or a function nothing in the package calls, sends the reader to the wrong place (a page
once said Leningrad's doubling was applied in a function nobody called).  So:

* ``module.function``: some ``module.py`` of the package (the page's own game first) defines
  ``function`` — a function, a class, a method or a table, or imports it from the module that does — and the
  package's code names it somewhere other than in
  its own definition;
* ``file.py:NN``: the file exists, has that line, and the function around the line is not dead;
* ``file.py`` and paths: the file exists (in the package, or the tests, scripts and benchmarks);
* ``test_…``: a test of that name exists under tests/.
"""

from __future__ import annotations

import ast
import re
from functools import lru_cache
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PKG = ROOT / "scorekeeper"
DOCS = sorted((ROOT / "docs").glob("*.md"))
#: A page's own package directory, searched first for its pointers.
PAGE_PACKAGE = {
    "preferans.md": "games/preferans", "preferans-classic.md": "games/preferans",
    "five-hundred.md": "games/five_hundred", "thousand.md": "games/thousand",
    "order-poker.md": "games/order_poker", "pari.md": "games/pari", "draw.md": "draw",
}
#: Backquoted words that look like pointers and are not: a file the program writes.
NOT_POINTERS = {"checkpoint.key"}
#: Extensions of files a page may name with a dot that are not modules.
FILE_EXTENSIONS = {"py", "toml", "md", "json", "csv", "html", "svg", "txt", "key", "lock", "yml", "yaml"}
#: The extensions of a peer scorer's files, which a page cites by project and file
#: (``calc.test.ts``, ``Rules.swift``): never this package's code.
PEER_EXTENSIONS = {"ts", "tsx", "swift"}

TICKED = re.compile(r"`([^`\s]+)`")
FUNCTION = re.compile(r"^([a-z_][a-z0-9_]*)\.([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?)(?:\(\))?$")
LINE = re.compile(r"^((?:[\w.-]+/)*[\w-]+\.py):(\d+)(?:[-–]\d+)?$")
FILE = re.compile(r"^(?:[\w.-]+/)*[\w-]+\.py$")
TEST = re.compile(r"^test_\w+$")


def pointers() -> list[tuple[str, str]]:
    out = []
    for page in DOCS:
        for word in TICKED.findall(page.read_text(encoding="utf-8")):
            if word in NOT_POINTERS:
                continue
            m = FUNCTION.match(word)
            if m and (m.group(2).split(".")[0] in FILE_EXTENSIONS
                      or word.rsplit(".", 1)[-1] in PEER_EXTENSIONS):
                continue
            if m or LINE.match(word) or FILE.match(word) or TEST.match(word):
                out.append((page.name, word))
    return sorted(set(out))


@lru_cache(maxsize=None)
def tree(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def package_files() -> tuple[Path, ...]:
    return tuple(sorted(PKG.rglob("*.py")))


@lru_cache(maxsize=None)
def names_used() -> dict[str, int]:
    """How often each name is used in the package's code: as a name or an attribute (a call, a
    reference, a hook bound on a class).  Its definition, an import or a re-export, and a mention
    in a docstring do not count."""
    out: dict[str, int] = {}
    for f in package_files():
        for node in ast.walk(tree(f)):
            if isinstance(node, ast.Name):
                out[node.id] = out.get(node.id, 0) + 1
            elif isinstance(node, ast.Attribute):
                out[node.attr] = out.get(node.attr, 0) + 1
    return out


def definitions(module: Path, dotted: str) -> list[ast.AST]:
    """The defs of ``dotted`` (``function``, ``Class.method`` or a table) in ``module``, also inside
    classes; a name the module imports from another module of the package is looked up there (what
    ``classic.py`` names lives in ``classic_games.py`` …)."""
    parts = dotted.split(".")
    top = tree(module)
    for node in top.body:
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("scorekeeper."):
            if any((a.asname or a.name) == parts[0] for a in node.names):
                source = ROOT / (node.module.replace(".", "/") + ".py")
                return definitions(source, dotted) if source.exists() else []
        targets = node.targets if isinstance(node, ast.Assign) else \
            [node.target] if isinstance(node, ast.AnnAssign) else []
        if len(parts) == 1 and any(isinstance(t, ast.Name) and t.id == parts[0] for t in targets):
            return [node]
    scopes: list[ast.AST] = [top]
    for i, part in enumerate(parts):
        scopes = [node for scope in scopes
                  for node in (ast.walk(scope) if i == 0 else ast.iter_child_nodes(scope))
                  if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  and node.name == part]
    return scopes


def candidates(page: str, filename: str) -> list[Path]:
    """Files of the package named ``filename`` (a bare name or a path), the page's own package first."""
    if "/" in filename:  # from the checkout's root, or the package's (`core/replay.py`)
        return [p for p in (ROOT / filename, PKG / filename) if p.exists()][:1]
    own = PAGE_PACKAGE.get(page)
    matches = [f for f in package_files() if f.name == filename]
    first = [f for f in matches if own and own in f.relative_to(PKG).as_posix()]
    return first or matches


def live(name: str) -> bool:
    """Named in the package's code at least once beyond its definition (a def is not a use)."""
    return names_used().get(name, 0) >= 1


@pytest.mark.parametrize("page,word", pointers())
def test_a_docs_pointer_names_code_the_program_runs(page, word):
    if TEST.match(word):
        tests = [f for f in (ROOT / "tests").rglob("test_*.py") if f"def {word}(" in f.read_text(encoding="utf-8")]
        assert tests, f"docs/{page}: `{word}` names no test under tests/"
        return
    if m := LINE.match(word):
        files = candidates(page, m.group(1).split("/")[-1] if not m.group(1).startswith(("scorekeeper/", "tests/"))
                           else m.group(1))
        assert files, f"docs/{page}: `{word}`: no such file"
        line = int(m.group(2))
        text = files[0].read_text(encoding="utf-8").splitlines()
        assert line <= len(text), f"docs/{page}: `{word}`: {files[0].name} has {len(text)} lines"
        around = [n for n in ast.walk(tree(files[0])) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))
                  and n.lineno <= line <= (n.end_lineno or n.lineno)]
        if around:
            inner = max(around, key=lambda n: n.lineno)
            assert live(inner.name), f"docs/{page}: `{word}` points into {inner.name}, which nothing calls"
        return
    if FILE.match(word):
        name = word
        found = candidates(page, name) or [f for d in ("tests", "scripts", "benchmarks")
                                           for f in (ROOT / d).rglob(Path(name).name)]
        assert found, f"docs/{page}: `{word}`: no such file in the package, the tests, scripts or benchmarks"
        return
    m = FUNCTION.match(word)
    assert m
    module, dotted = m.groups()
    files = candidates(page, f"{module}.py")
    assert files, f"docs/{page}: `{word}`: no module {module}.py in the package"
    defined = [f for f in files if definitions(f, dotted)]
    assert defined, (f"docs/{page}: `{word}`: {module}.py defines no {dotted} "
                     f"(looked in {', '.join(str(f.relative_to(ROOT)) for f in files)})")
    assert live(dotted.split(".")[-1]), f"docs/{page}: `{word}` is defined but nothing in the package uses it"


def test_the_pointer_check_can_fail():
    """A pointer to a function nobody calls, or to none at all, is caught (the check is not empty)."""
    assert pointers(), "no pointer found in docs/*.md: the pattern no longer matches the pages"
    assert not definitions(PKG / "games" / "preferans" / "scoring.py", "whist_price")
    assert definitions(PKG / "games" / "preferans" / "scoring.py", "prices")
    assert not live("a_function_nobody_wrote")
