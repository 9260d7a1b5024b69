"""The smoke set: an installed scorekeeper does its work, and says so truly.

    python3 scripts/smoke.py [--installed] [--every-page] PYTHON FOLDER

runs ``PYTHON -m scorekeeper`` from FOLDER (made if missing, outside the checkout) on a copy of the
bundled Sochi evening and checks what a player would: ``--version`` and ``--help`` answer, ``show``
prints the sheet with the evening's figures, a deal recorded exits 0 and is in the file and in
the totals, a deal that cannot be is refused (non-zero exit, the file byte for byte as before, a
message and no traceback), and so is a value the command line cannot read.  A program that exits 0
without doing its work fails here.  It prints which scorekeeper and which versions of its
dependencies it ran on, one line per check, and exits 1 if any check failed.  With
``--installed`` it checks first that the scorekeeper PYTHON imports is an installed copy, not this
checkout's source, and that the ``scorekeeper`` command installed beside PYTHON runs.  With
``--every-page`` it also runs the installed-copy set (:mod:`installed_copy`): every ``help`` page,
``why``, ``rules``, ``draw``, every ``export`` format, ``serve`` and a new session's deal.

``.ci/ranges`` runs it on the lowest and the newest versions ``pyproject.toml`` allows (the
installed-copy set on the newest).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
import tomllib
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "sample_sessions" / "preferans-sochi.toml"
DEPENDENCIES = ("typer", "rich", "pydantic", "tomli-w", "filelock")
#: the sample evening's figures after its twelve entries
POOLS_TO_CLOSE = "pools to close (target 20): Anna 2, Boris 12, Vera 14"
MOUNTAIN = {"Anna": 3, "Boris": 16, "Vera": 28}
#: the deal recorded: a first raspas costs one a trick, on the mountain
RASPASY = {"Anna": 4, "Boris": 3, "Vera": 3}
#: ten tricks are dealt, not eleven
IMPOSSIBLE = ["Anna=4", "Boris=3", "Vera=4"]


class Smoke:
    def __init__(self, python: str, folder: Path) -> None:
        self.python = python
        self.folder = folder
        self.failed: list[str] = []
        self.env = dict(os.environ, SCOREKEEPER_CACHE_DIR=str(folder / "cache"), COLUMNS="100",
                        PYTHONDONTWRITEBYTECODE="1")

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([self.python, "-m", "scorekeeper", *args], cwd=self.folder,
                              env=self.env, capture_output=True, text=True, timeout=120,
                              stdin=subprocess.DEVNULL)

    def check(self, what: str, test: Callable[[], str | None]) -> None:
        """Run one check: ``test`` returns None when it holds, else what went wrong."""
        try:
            wrong = test()
        except Exception as exc:  # a check that cannot even be made has failed
            wrong = f"{type(exc).__name__}: {exc}"
        print(("ok    " if wrong is None else "FAIL  ") + what, flush=True)
        if wrong is not None:
            self.failed.append(what)
            for line in wrong.rstrip().splitlines()[-15:]:
                print("      " + line, flush=True)


def _said(r: subprocess.CompletedProcess[str]) -> str:
    return f"exit {r.returncode}\nstdout: {r.stdout[-1500:]}\nstderr: {r.stderr[-1500:]}"


def _untidy(r: subprocess.CompletedProcess[str]) -> str | None:
    if "Traceback" in r.stdout + r.stderr:
        return "a traceback was printed\n" + _said(r)
    return None


def versions(python: str, folder: Path) -> tuple[Path, str]:
    """Where PYTHON imports scorekeeper from, and the versions of what it depends on."""
    code = ("import importlib.metadata as m, scorekeeper, sys\n"
            f"names = {DEPENDENCIES!r}\n"
            "print(scorekeeper.__file__)\n"
            "print(', '.join(f'{n} {m.version(n)}' for n in names))\n")
    r = subprocess.run([python, "-c", code], cwd=folder, capture_output=True, text=True,
                       timeout=60)
    if r.returncode != 0:
        raise SystemExit(f"smoke: {python} cannot import scorekeeper:\n{r.stderr}")
    where, found = r.stdout.splitlines()[:2]
    return Path(where).resolve(), found


def smoke(python: str, folder: Path, installed: bool = False, every: bool = False) -> list[str]:
    """Run every check; the ones that failed."""
    folder.mkdir(parents=True, exist_ok=True)
    s = Smoke(python, folder)
    file = folder / "friday.toml"
    shutil.copyfile(SAMPLE, file)
    before = file.read_bytes()
    where, found = versions(python, folder)
    print(f"smoke: scorekeeper from {where.parent}\n       on {found}", flush=True)
    if installed:
        s.check("scorekeeper is an installed copy, not the checkout's source",
                lambda: f"imported from {where}" if where.is_relative_to(ROOT) else None)

        def the_command_runs() -> str | None:
            script = Path(python).parent / "scorekeeper"
            r = subprocess.run([str(script), "show", file.name], cwd=folder, env=s.env,
                               capture_output=True, text=True, timeout=120)
            return None if r.returncode == 0 and POOLS_TO_CLOSE in r.stdout else _said(r)

        s.check("the installed `scorekeeper` command prints the sheet", the_command_runs)

    def version() -> str | None:
        r = s.run("--version")
        if r.returncode != 0 or not r.stdout.startswith("scorekeeper "):
            return _said(r)
        return None

    def help_lists_commands() -> str | None:
        r = s.run("--help")
        if r.returncode != 0 or not all(w in r.stdout for w in ("show", "settle", "preferans")):
            return _said(r)
        return None

    def show_prints_the_sheet() -> str | None:
        r = s.run("show", file.name)
        if r.returncode != 0 or POOLS_TO_CLOSE not in r.stdout or "score sheet" not in r.stdout:
            return f"expected the sheet with {POOLS_TO_CLOSE!r}\n" + _said(r)
        return _untidy(r)

    def a_deal_is_recorded() -> str | None:
        r = s.run("preferans", "raspasy", file.name, *(f"{k}={v}" for k, v in RASPASY.items()))
        if r.returncode != 0:
            return _said(r)
        after = file.read_bytes()
        if not after.startswith(before) or after == before:
            return "exit 0, but the file was not appended to\n" + _said(r)
        deals = tomllib.loads(after.decode("utf-8-sig"))["deal"]
        if len(deals) != len(tomllib.loads(before.decode("utf-8-sig"))["deal"]) + 1 \
                or deals[-1] != {"raspasy": RASPASY}:
            return f"exit 0, but the file's last deal is {deals[-1]!r}\n" + _said(r)
        return _untidy(r)

    def the_deal_counts() -> str | None:
        r = s.run("show", "--json", file.name)
        if r.returncode != 0:
            return _said(r)
        got = json.loads(r.stdout)["mountain"]
        want = {k: MOUNTAIN[k] + RASPASY[k] for k in MOUNTAIN}
        return None if got == want else f"mountain {got}, expected {want}"

    def a_bad_deal_is_refused() -> str | None:
        kept = file.read_bytes()
        r = s.run("preferans", "raspasy", file.name, *IMPOSSIBLE)
        if r.returncode == 0 or file.read_bytes() != kept:
            return "an impossible deal was not refused, or the file changed\n" + _said(r)
        if "error" not in r.stderr or "11" not in r.stderr:
            return "refused without saying why\n" + _said(r)
        return _untidy(r)

    def a_bad_value_is_refused() -> str | None:
        r = s.run("show", file.name, "--rows", "many")
        if r.returncode != 2 or "many" not in r.stderr:
            return "a value the command line cannot read was not refused as such\n" + _said(r)
        return _untidy(r)

    s.check("--version answers", version)
    s.check("--help lists the commands", help_lists_commands)
    s.check("show prints the sheet and its figures", show_prints_the_sheet)
    s.check("a deal recorded exits 0 and is in the file", a_deal_is_recorded)
    s.check("the recorded deal is in the totals", the_deal_counts)
    s.check("an impossible deal is refused, the file unchanged", a_bad_deal_is_refused)
    s.check("a value the command line cannot read is refused (exit 2)", a_bad_value_is_refused)
    if every:
        from installed_copy import every_page

        every_page(s, folder)
    return s.failed


def main(argv: list[str]) -> int:
    installed, every = "--installed" in argv, "--every-page" in argv
    args = [a for a in argv if a not in ("--installed", "--every-page")]
    if len(args) != 2:
        print("usage: " + __doc__.strip().splitlines()[2].strip(), file=sys.stderr)
        return 2
    python, folder = args[0], Path(args[1]).resolve()
    if folder.is_relative_to(ROOT):
        print(f"smoke: {folder} is inside the checkout; give a folder outside it", file=sys.stderr)
        return 2
    start = time.monotonic()
    failed = smoke(python, folder, installed, every)
    took = time.monotonic() - start
    if failed:
        print(f"smoke: {len(failed)} of the checks failed ({took:.1f} s)", flush=True)
        return 1
    print(f"smoke: every check held ({took:.1f} s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
