import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorekeeper.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = sorted((ROOT / "sample_sessions").glob("*.toml"))
PREFERANS = [s for s in SAMPLES if s.name.startswith("preferans")]
POINT_GAMES = [s for s in SAMPLES if not s.name.startswith("preferans")]

runner = CliRunner()


def sk(*args) -> str:
    """Run a scorekeeper command in-process; its standard output (fails on a non-zero exit)."""
    r = runner.invoke(app, [str(a) for a in args])
    assert r.exit_code == 0, r.output
    return r.stdout


def sk_json(*args):
    return json.loads(sk(*args, "--json"))


class _Drawn(dict):
    def __missing__(self, name):
        s = ROOT / "sample_sessions" / name
        self[name] = (sk("draw", s), sk_json("show", s), sk_json("settle", s))
        return self[name]


@pytest.fixture(scope="session")
def drawn():
    """sample name -> (the SVG `draw` prints, `show --json`, `settle --json`), each made once."""
    return _Drawn()
