"""The command line uses Typer and Click through their public API only: no module of the package
imports a private module or name of either (``typer._coercion``, ``from typer.core import
_TyperParameter``), reaches one as an attribute (``typer._click``), or reads or sets a private
attribute that Typer's or Click's classes define (``param._runtime_param``), nor names a private
module in a string (``sys.modules["typer._coercion"]``), so a Typer release
that reshapes its internals cannot change how a command line is read."""

from __future__ import annotations

import ast
from pathlib import Path

import typer

PACKAGE = Path(__file__).resolve().parents[2] / "scorekeeper"
TOPS = ("typer", "click")


def private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def typers_private_attributes() -> set[str]:
    """Every private attribute name Typer's classes (and those of the Click it carries) define
    or set on their objects (``self._x = …``), read from Typer's source."""
    names: set[str] = set()
    for source in Path(typer.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    targets = [item.target] if isinstance(item, ast.AnnAssign) else \
                        item.targets if isinstance(item, ast.Assign) else []
                    names |= {t.id for t in targets if isinstance(t, ast.Name) and private(t.id)}
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)) and \
                            private(item.name):
                        names.add(item.name)
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
                    node.value.id == "self" and private(node.attr):
                names.add(node.attr)
    return names


def findings(tree: ast.AST, attributes: set[str]) -> list[str]:
    found = []
    for node in ast.walk(tree):
        where = f"line {getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Import):
            found += [f"{where}: import {a.name}" for a in node.names
                      if a.name.split(".", 1)[0] in TOPS and any(map(private, a.name.split(".")))]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".", 1)[0] in TOPS:
            parts = (node.module or "").split(".")
            found += [f"{where}: from {node.module} import {a.name}" for a in node.names
                      if any(map(private, parts)) or private(a.name)]
        elif isinstance(node, ast.Attribute) and private(node.attr):
            base = node.value
            while isinstance(base, ast.Attribute):
                base = base.value
            if (isinstance(base, ast.Name) and base.id in TOPS) or node.attr in attributes:
                found.append(f"{where}: .{node.attr}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                node.func.id in ("getattr", "setattr", "hasattr", "delattr") and \
                len(node.args) > 1 and isinstance(node.args[1], ast.Constant) and \
                isinstance(node.args[1].value, str) and node.args[1].value in attributes:
            found.append(f"{where}: {node.func.id}(…, {node.args[1].value!r})")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and \
                node.value.split(".", 1)[0] in TOPS and node.value.replace(".", "").isidentifier() \
                and any(map(private, node.value.split("."))):
            found.append(f"{where}: {node.value!r}")  # sys.modules["typer._coercion"]
    return found


def test_no_module_names_a_private_part_of_typer_or_click():
    attributes = typers_private_attributes()
    assert {"_runtime_param", "_main_shell_completion"} <= attributes  # the walk found them
    bad = {str(f.relative_to(PACKAGE.parent)): found for f in sorted(PACKAGE.rglob("*.py"))
           if (found := findings(ast.parse(f.read_text(encoding="utf-8")), attributes))}
    assert bad == {}


def test_the_walk_finds_each_way_of_naming_a_private_part():
    """The check can fail: each spelling of a private name is found, a public one is not."""
    attributes = {"_runtime_param"}
    code = ("import typer._coercion\nfrom typer._click import exceptions\n"
            "from typer.core import _TyperParameter\nfrom typer import _param_types\n"
            "x = typer._click.core\np._runtime_param = None\ngetattr(p, '_runtime_param')\n"
            "sys.modules.get('typer._coercion')\n")
    assert len(findings(ast.parse(code), attributes)) == 8
    public = ("import typer\nfrom typer.core import TyperGroup\nx = typer.BadParameter\n"
              "self._lock = 1\ngetattr(p, 'plain_convert')\n")
    assert findings(ast.parse(public), attributes) == []
