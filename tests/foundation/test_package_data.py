"""The copy users install is the copy we test (issue 22): every file the package reads at run time
is in the wheel.  `pip install .` (not editable) copies into site-packages only the modules and
the files ``pyproject.toml``'s ``[tool.setuptools.package-data]`` names; a file left out worked in
the checkout and failed installed (``scorekeeper help format`` ended in "internal error:
FileNotFoundError … scorekeeper/data/format.md").

setuptools copies, for each package named there, the files its globs find under the package's
folder (``glob`` relative to it); this test works the wheel's data files out the same way, without
building one.  ``.ci/ranges`` builds the wheel and runs every page from it (scripts/smoke.py)."""

from __future__ import annotations

import ast
import glob
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGE = ROOT / "scorekeeper"


def package_data() -> dict[str, list[str]]:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return pyproject["tool"]["setuptools"]["package-data"]


def shipped() -> set[Path]:
    """The data files the wheel holds: each package's globs, under that package's folder."""
    out: set[Path] = set()
    for package, patterns in package_data().items():
        folder = ROOT.joinpath(*package.split("."))
        for pattern in patterns:
            out |= {(folder / hit).resolve() for hit in glob.glob(pattern, root_dir=folder)
                    if (folder / hit).is_file()}
    return out


def data_files() -> set[Path]:
    """Every file of the package that is not a module: each is read at run time (the rule texts,
    the rulings, the format reference)."""
    return {p.resolve() for p in PACKAGE.rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts}


def read_packages() -> set[str]:
    """The packages whose files the code opens: every ``resources.files("PACKAGE")``."""
    found: set[str] = set()
    for module in PACKAGE.rglob("*.py"):
        for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr == "files" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                found.add(node.args[0].value)
    return found


def test_every_file_the_package_reads_is_in_the_wheel():
    missing = sorted(str(p.relative_to(ROOT)) for p in data_files() - shipped())
    assert not missing, f"not in pyproject.toml's package-data, so not installed: {missing}"


def test_the_format_reference_that_help_prints_is_shipped():
    assert (PACKAGE / "data" / "format.md").resolve() in shipped()


def test_every_package_the_code_reads_files_from_has_package_data():
    read = read_packages()
    assert read == {"scorekeeper.data"}, read  # the one folder of data; a new one needs a glob
    assert read <= set(package_data())


def test_every_glob_of_package_data_finds_a_file():
    for package, patterns in package_data().items():
        folder = ROOT.joinpath(*package.split("."))
        for pattern in patterns:
            assert glob.glob(pattern, root_dir=folder), f"{package}: {pattern} finds nothing"
