"""Ranges that are tested (issue 21): every dependency's lowest allowed version is one CI installs
and runs (``.ci/ranges`` with ``.ci/lowest-constraints.txt``), and a Typer the program cannot run
on stops every command before it does anything — never an exit 0 with the work undone, as Typer
0.12.5 gave (each command printed only "scorekeeper 0.1.0")."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import typer

from scorekeeper.cli import typer_api

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLE = ROOT / "sample_sessions" / "preferans-sochi.toml"
LOWER = re.compile(r"^([A-Za-z0-9._-]+)\s*>=\s*([0-9][0-9.]*)$")


def _name(text: str) -> str:
    return re.sub(r"[-_.]+", "-", text).lower()


def pyproject_bounds() -> dict[str, str]:
    """The lower bound of every requirement: the program's, the test extras' and the build's."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    project = pyproject["project"]
    bounds = {}
    for req in [*project["dependencies"], *project["optional-dependencies"]["test"],
                *pyproject["build-system"]["requires"]]:
        m = LOWER.match(req.split(",")[0].strip())
        assert m, f"{req!r}: every dependency needs a lower bound (name>=X.Y.Z) that CI installs"
        bounds[_name(m[1])] = m[2]
    return bounds


def lowest_constraints() -> dict[str, str]:
    pins = {}
    for line in (ROOT / ".ci" / "lowest-constraints.txt").read_text(encoding="utf-8").splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, _, version = line.partition("==")
            pins[_name(name.strip())] = version.strip()
    return pins


def test_the_lowest_constraints_are_exactly_pyprojects_lower_bounds():
    assert lowest_constraints() == pyproject_bounds()


def test_the_typer_the_program_requires_is_pyprojects_lowest():
    typer_bound = typer_api.version_of(pyproject_bounds()["typer"])
    assert typer_bound[:2] == typer_api.MINIMUM


def test_a_version_is_read_by_its_leading_numbers():
    assert typer_api.version_of("0.29.2") == (0, 29, 2)
    assert typer_api.version_of("0.30.0rc1") == (0, 30, 0)
    assert typer_api.version_of("0.12.5") < typer_api.MINIMUM <= typer_api.version_of("0.29.0")
    assert typer_api.version_of("unknown") == ()


def run_with_typer(setup: str, args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    """The real program's entry point, after ``setup`` has altered the installed Typer."""
    code = (f"import sys, typer\n{setup}\nsys.argv = ['scorekeeper', *{args!r}]\n"
            "from scorekeeper.__main__ import run\nrun()\n")
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run([sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=60)


DEAL = ["preferans", "raspasy", "friday.toml", "Anna=4", "Boris=3", "Vera=3"]


def test_an_older_typer_stops_every_command_before_it_does_anything(tmp_path):
    """Typer 0.12.5 (beside Click 8.3 or newer) took every flag left out as given: ``show``
    printed the version instead of the sheet and a deal "recorded" was not written, exit 0."""
    f = tmp_path / "friday.toml"
    shutil.copyfile(SAMPLE, f)
    before = f.read_bytes()
    for args in (["show", "friday.toml"], DEAL, ["--version"]):
        r = run_with_typer("typer.__version__ = '0.12.5'", args, tmp_path)
        assert r.returncode == typer_api.EXIT_INSTALL, (args, r.stdout, r.stderr)
        assert r.stdout == ""
        assert "needs typer 0.29 or newer (found 0.12.5)" in r.stderr
        assert "pip install 'typer>=0.29'" in r.stderr and "Traceback" not in r.stderr
        assert f.read_bytes() == before


def test_the_running_command_is_known_without_typers_private_modules(tmp_path):
    """The program reads no private module of Typer's for the running command: with
    ``typer._click.globals`` gone a deal is recorded, and another game's command on the file is
    refused naming the command typed (which needs the running command's context)."""
    f = tmp_path / "friday.toml"
    shutil.copyfile(SAMPLE, f)
    gone = "sys.modules['typer._click.globals'] = None"
    r = run_with_typer(gone, DEAL, tmp_path)
    assert r.returncode == 0, r.stderr
    assert f.read_text(encoding="utf-8").endswith("raspasy = { Anna = 4, Boris = 3, Vera = 3 }\n")
    before = f.read_bytes()
    r = run_with_typer(gone, ["thousand", "gave-up", "friday.toml", "Anna", "100"], tmp_path)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert "`scorekeeper thousand gave-up …` records Thousand deals" in r.stderr
    assert f.read_bytes() == before


def test_a_newer_typer_of_the_same_shape_runs(tmp_path):
    """No upper bound: a Typer newer than the tested series runs, converting values itself."""
    f = tmp_path / "friday.toml"
    shutil.copyfile(SAMPLE, f)
    r = run_with_typer("typer.__version__ = '0.31.0'", DEAL, tmp_path)
    assert r.returncode == 0, r.stderr
    assert f.read_text(encoding="utf-8").endswith("raspasy = { Anna = 4, Boris = 3, Vera = 3 }\n")


def smoke(folder: Path, pythonpath: Path) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(pythonpath))
    return subprocess.run([sys.executable, str(ROOT / "scripts" / "smoke.py"), sys.executable,
                           str(folder)], env=env, capture_output=True, text=True, timeout=300)


def test_the_smoke_set_holds_for_this_checkout(tmp_path):
    r = smoke(tmp_path / "smoke", ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    assert r.stdout.count("\nok    ") == 7 and "every check held" in r.stdout


def test_the_smoke_set_fails_a_program_that_exits_0_without_doing_its_work(tmp_path):
    """What Typer 0.12.5 made of every command: the version printed, exit 0."""
    fake = tmp_path / "fake" / "scorekeeper"
    fake.mkdir(parents=True)
    (fake / "__init__.py").write_text("__version__ = '0.1.0'\n", encoding="utf-8")
    (fake / "__main__.py").write_text("print('scorekeeper 0.1.0')\n", encoding="utf-8")
    r = smoke(tmp_path / "smoke", fake.parent)
    assert r.returncode == 1, r.stdout + r.stderr
    for check in ("show prints the sheet", "a deal recorded exits 0 and is in the file",
                  "an impossible deal is refused"):
        assert f"FAIL  {check}" in r.stdout, r.stdout
    assert "exit 0, but the file was not appended to" in r.stdout
    assert "the checks failed" in r.stdout


def test_ci_runs_the_ranges_after_the_suite():
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "set -euo pipefail" in run
    suite, ranges = run.find("\npython3 -m pytest\n"), run.find("\nbash .ci/ranges\n")
    assert 0 <= suite < ranges, run
    assert os.access(ROOT / ".ci" / "ranges", os.X_OK)




#: a distribution imported under another name than its own
IMPORTED_AS = {"fonttools": "fontTools"}


def test_the_package_imports_only_the_standard_library_and_what_it_declares():
    """A module the installed copy cannot import fails a user who has only what pip installed
    (``import click`` passed here beside an unrelated Click and failed in a fresh venv)."""
    import ast

    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    declared = {_name(LOWER.match(r.split(",")[0].strip())[1]).replace("-", "_")
                for r in pyproject["project"]["dependencies"]}
    declared = {IMPORTED_AS.get(d, d) for d in declared}
    allowed = declared | set(sys.stdlib_module_names) | {"scorekeeper"}
    found = {}
    for path in (ROOT / "scorekeeper").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else []
            for name in names:
                top = name.split(".")[0]
                if top not in allowed:
                    found.setdefault(top, []).append(str(path.relative_to(ROOT)))
    assert not found, found
