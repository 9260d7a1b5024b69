"""Fixtures of the drawing tests (the helpers live in drawkit.py)."""

import pytest
from drawkit import ROOT, Drawn, start_server, stop_server


@pytest.fixture(scope="session")
def drawn():
    """sample name -> (the SVG `draw` prints, `show --json`, `settle --json`), each made once."""
    return Drawn()


@pytest.fixture
def served(tmp_path):
    """A copy of the sochi sample served live: (url, file)."""
    f = tmp_path / "night.toml"
    f.write_bytes((ROOT / "sample_sessions" / "preferans-sochi.toml").read_bytes())
    url, proc = start_server(f)
    try:
        yield url, f
    finally:
        stop_server(proc)


