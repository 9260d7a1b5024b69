"""The outputs the golden test pins: every sample session's ``show``, ``settle``, ``explain``,
``log``, ``check``, ``export`` (each format) and ``draw``, plain and ``--json`` (a preferans
sample's also ``--chart``), at 80 columns.

``python3 tests/golden_outputs.py --write`` writes them to ``tests/golden/``; the test
(``tests/foundation/test_golden_outputs.py``) runs the same commands and compares byte for byte.
A change to what a player sees is made on purpose: rewrite the goldens in the same commit and
say why in its message."""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted((ROOT / "sample_sessions").glob("*.toml"))
GOLDEN = ROOT / "tests" / "golden"
#: the environment every output is made in: a terminal 80 columns wide, no colour, English
ENV = {"COLUMNS": "80", "LINES": "50", "NO_COLOR": "1", "TERM": "dumb", "SCOREKEEPER_LANG": "en"}


def commands(sample: Path) -> dict[str, list[str]]:
    """name → the command line, run in the checkout's root (the sample named by its path from
    there, so that no output depends on where the checkout is)."""
    f = sample.relative_to(ROOT).as_posix()
    out = {
        "show": ["show", f, "--all"],
        "show.json": ["show", f, "--all", "--json"],
        "settle": ["settle", f, "--all"],
        "settle.json": ["settle", f, "--all", "--json"],
        "settle-price": ["settle", f, "--all", "--price", "10"],
        "explain": ["explain", f],
        "explain.json": ["explain", f, "--json"],
        "log": ["log", f],
        "log.json": ["log", f, "--json"],
        "check": ["check", f],
        "export.json": ["export", f, "--to", "json"],
        "export.csv": ["export", f, "--to", "csv"],
        "export.md": ["export", f, "--to", "markdown"],
        "export.html": ["export", f, "--to", "html"],
        "draw.svg": ["draw", f],
        "draw.json": ["draw", f, "--json"],
    }
    head = tomllib.loads(sample.read_text(encoding="utf-8"))
    if head.get("game") == "preferans" and len(head.get("players", ())) == 3:
        out["draw-rectangle.svg"] = ["draw", f, "--shape", "rectangle"]
    if head.get("game") == "preferans":  # the balances after each deal, as a chart
        out["draw-chart.svg"] = ["draw", f, "--chart"]
        out["draw-chart.json"] = ["draw", f, "--chart", "--json"]
    return out


#: a Russian evening per game (issue 24): the sample, and a refusal of that game's own
RUSSIAN = {
    "preferans-sochi": ["preferans", "overcall", "5s", "6s"],
    "preferans-mgu-classic": ["preferans", "value", "7h", "--dark", "-r", "sochi"],
    "five-hundred-3": ["five-hundred", "overcall", "11s", "7h"],
    "pari-gruznov": ["pari", "beats", "4♠", "4♠", "--senior", "10♣", "--trumps", "♦"],
    "order-poker-3": ["order-poker", "stake", "9"],
    "thousand-4": ["thousand", "round", "125"],
}
#: the environment of a Russian evening: the same terminal, speaking Russian
RU_ENV = {**ENV, "SCOREKEEPER_LANG": "ru"}


def russian_commands(sample: Path) -> dict[str, list[str]]:
    """name → the command line of a Russian evening: the sheet, the settlement, the
    explanation, the game's refusal and the drawn sheet."""
    f = sample.relative_to(ROOT).as_posix()
    return {"show": ["show", f, "--all"], "settle": ["settle", f, "--all", "--price", "10"],
            "explain": ["explain", f], "refusal": RUSSIAN[sample.stem], "draw.svg": ["draw", f]}


def russian_path(sample: Path, name: str) -> Path:
    return GOLDEN / "ru" / sample.stem / f"{name}.txt"


def run(args: list[str], cwd: Path = ROOT, env: dict[str, str] | None = None) -> str:
    """One command's output in this process, run in ``cwd``, the exit status on the first line."""
    sys.path.insert(0, str(ROOT / "tests"))
    from faults.helpers import invoke

    from scorekeeper.cli import common

    common._console = common._err_console = None  # made anew at 80 columns, whatever ran before
    here = os.getcwd()
    os.chdir(cwd)
    try:
        result = invoke(args, env=ENV if env is None else env)
    finally:
        os.chdir(here)
    text = result.stdout + (result.stderr if result.stderr_bytes else "")
    return f"exit {result.exit_code}\n{text}"


def example_cases() -> list[tuple[str, tuple[str, ...], bool]]:
    """(name, command path, with --json) for every command whose help shows examples: each runs
    them all in order in a fresh folder, plain, and again with ``--json`` where it takes it."""
    sys.path.insert(0, str(ROOT / "tests"))
    from cli_tree import commands as tree

    from scorekeeper.cli.app import command

    out = []
    for path, cmd in tree(command()):
        if hasattr(cmd, "commands") or "Examples:" not in (cmd.epilog or ""):
            continue
        out.append(("-".join(path), path, False))
        if any(p.name == "json_out" for p in cmd.params):
            out.append(("-".join(path) + ".json", path, True))
    return out


def run_examples(path: tuple[str, ...], with_json: bool) -> str:
    """Every example of one command's help, in order, run in a fresh folder (the samples it names
    copied there); each output as :func:`run` gives it."""
    import shlex
    import shutil
    import tempfile

    from scorekeeper.cli.app import command

    cmd = command()
    for w in path:
        cmd = cmd.commands[w]
    lines = [ln.strip() for ln in cmd.epilog.split("Examples:", 1)[1].splitlines()
             if ln.strip().startswith("scorekeeper ")]
    parts = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for line in lines:
            words = shlex.split(line.partition("# refused:")[0], comments=True)[1:]
            for w in words:
                if w.endswith(".toml") and not (folder / w).exists() and (ROOT / "sample_sessions" / w).exists():
                    shutil.copy(ROOT / "sample_sessions" / w, folder / w)
            args = list(words)
            if with_json and list(words[:len(path)]) == list(path):
                args.append("--json")
            parts.append("$ " + " ".join(args) + "\n" + run(args, cwd=folder))
    return "".join(parts)


def example_path(name: str) -> Path:
    return GOLDEN / "help-examples" / f"{name}.txt"


def golden_path(sample: Path, name: str) -> Path:
    return GOLDEN / sample.stem / f"{name}.txt"


def write() -> int:
    n = 0
    for sample in SAMPLES:
        for name, args in commands(sample).items():
            p = golden_path(sample, name)
            p.parent.mkdir(parents=True, exist_ok=True)
            p.write_text(run(args), encoding="utf-8")
            n += 1
    for name, path, with_json in example_cases():
        p = example_path(name)
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(run_examples(path, with_json), encoding="utf-8")
        n += 1
    for sample in SAMPLES:
        if sample.stem in RUSSIAN:
            for name, args in russian_commands(sample).items():
                p = russian_path(sample, name)
                p.parent.mkdir(parents=True, exist_ok=True)
                p.write_text(run(args, env=RU_ENV), encoding="utf-8")
                n += 1
    print(f"wrote {n} golden outputs of {len(SAMPLES)} samples to {GOLDEN.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python3 tests/golden_outputs.py --write")
    sys.path.insert(0, str(ROOT))
    sys.exit(write())
