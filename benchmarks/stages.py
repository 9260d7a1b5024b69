"""Where the time of one command goes: run as its own process, it does what ``scorekeeper show
FILE`` (or ``show --json``, or ``add FILE key=value …``) does, stage by stage, and prints each
stage's milliseconds as JSON.

    python benchmarks/stages.py FILE [--json]
    python benchmarks/stages.py COPY-OF-FILE key=value …     # records into the file

Each stage is filed under who owns the cost:

* ``stack``: what the floor of ``benchmarks/run.py`` does too (importing typer, rich and pydantic
  as packages, and the TOML parse of the file);
* ``stack in use``: what the required stack costs as the program uses it, beyond the floor:
  pydantic's model machinery (what any program's first model with a constrained field and a
  validator loads and sets up) and the building of every pydantic model the command defines
  (timed inside pydantic's model metaclass wherever a model is built), and rich's console and
  tables (import, and laying out the sheet at 80 columns);
* ``ours``: the program's own modules (less the models built while they load), the replay of
  the entries through the rules, and the sheet's data.

The interpreter's own start (``python -c pass``) is measured by ``benchmarks/run.py``, not here.
"""

from __future__ import annotations

import time

T0 = time.perf_counter()

import io  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402

STAGES: list[tuple[str, str, float]] = []
_last = [T0]
_models = [0.0]  # seconds spent building pydantic models, wherever it happens
_parses = [0.0]  # seconds spent in tomllib.loads inside the program's own stages


def stage(name: str, owner: str) -> None:
    now = time.perf_counter()
    took = now - _last[0]
    if owner == "ours":  # model builds and TOML parses within the stage are the stack's
        for spent, what, who in ((_models, "pydantic models built", "stack in use"),
                                 (_parses, "TOML parse", "stack")):
            if spent[0]:
                STAGES.append((f"{what} ({name})", who, spent[0]))
                took -= spent[0]
                spent[0] = 0.0
    STAGES.append((name, owner, took))
    _last[0] = time.perf_counter()


def timed(function, into: list[float]):
    def run(*args, **kwargs):
        t = time.perf_counter()
        try:
            return function(*args, **kwargs)
        finally:
            into[0] += time.perf_counter() - t
    return run


def main() -> None:
    path, as_json = sys.argv[1], "--json" in sys.argv[2:]
    record = [a for a in sys.argv[2:] if "=" in a]
    import pydantic  # noqa: F401
    import rich  # noqa: F401
    import tomllib

    import typer  # noqa: F401
    stage("typer, rich, pydantic imported", "stack")

    if not record:  # recording parses the file itself (counted as the stack's, as here)
        with open(path, encoding="utf-8") as f:
            text = f.read()
        data = tomllib.loads(text)
        stage("TOML parse", "stack")

    from pydantic import BaseModel, ConfigDict, Field, field_validator
    from pydantic._internal import _model_construction as mc

    class First(BaseModel):  # any program's first model: what pydantic loads and sets up for it
        model_config = ConfigDict(extra="forbid")
        names: list[str] = Field(min_length=1)

        @field_validator("names")
        @classmethod
        def _named(cls, v: list[str]) -> list[str]:
            return v

    First.model_validate({"names": ["a"]})
    stage("pydantic's model machinery, a first model built", "stack in use")
    mc.ModelMetaclass.__new__ = staticmethod(timed(mc.ModelMetaclass.__new__, _models))
    if record:
        return record_stages(path, record)

    import scorekeeper.cli.app  # noqa: F401
    stage("command line (typer app, all games' commands)", "ours")
    from scorekeeper.core import registry
    from scorekeeper.core.replay import replay
    from scorekeeper.session import model
    stage("session modules", "ours")
    game = registry.game(data["game"])
    stage("the game's engine imported", "ours")

    model.check_limits(data)
    session = model.session_from_data(data, text=text, file=path)
    rep = replay(session)
    stage(f"replay of {len(session.entries):,} entries (checked, through the rules)", "ours")

    if as_json:
        snap = {"progress": game.progress(rep.state), **game.snapshot(rep.state)}
        json.dumps(snap, ensure_ascii=False, default=str)
        stage("the JSON", "ours")
    else:
        from rich.console import Console

        from scorekeeper.views.tables import sheet_to_rich

        out = Console(file=io.StringIO(), width=80, highlight=False)
        stage("rich's console and tables imported", "stack in use")
        sheet = game.sheet(rep.state, 30)
        stage("the sheet's data", "ours")
        for part in sheet_to_rich(sheet, 30, 80):
            out.print(part)
        stage("rich lays out and prints the sheet", "stack in use")
    print(json.dumps([[name, owner, took * 1000] for name, owner, took in STAGES]))


def record_stages(path: str, pairs: list[str]) -> None:
    """``scorekeeper add FILE key=value …`` stage by stage (the file is changed: pass a copy)."""
    import tomllib

    tomllib.loads = timed(tomllib.loads, _parses)  # the program's parses are the floor's work
    import scorekeeper.cli.app  # noqa: F401
    from scorekeeper.cli import common
    from scorekeeper.views.text import cite, steps
    from scorekeeper.session.heads import envelope_head
    from scorekeeper.core import registry
    from scorekeeper.session.files import record

    stage("command line and session modules", "ours")
    registry.game((envelope_head(path) or {})["game"])
    stage("the game's engine imported", "ours")
    rec = record(path, common.parse_kv(pairs, "entry key"))
    stage("lock, read, check, replay, append and sync the entry", "ours")
    from rich.console import Console
    from rich.table import Table  # noqa: F401  (the steps are laid the steps out in a grid)

    common._console = Console(file=io.StringIO(), width=80, highlight=False)
    stage("rich's console and tables imported", "stack in use")
    for s in rec.result.steps:  # read once here; the view finds them kept
        cite(s.rule)
    stage("the citations of the entry's steps", "ours")
    common.emit(*steps(rec.result.steps))  # what `add` prints under the entry's line
    stage("rich lays out and prints the steps", "stack in use")
    print(json.dumps([[name, owner, took * 1000] for name, owner, took in STAGES]))


if __name__ == "__main__":
    main()
