"""Fixtures of the drawing tests (the helpers live in drawkit.py)."""

import pytest
from browser import MISSING
from drawkit import ROOT, Drawn, start_server, stop_server


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Every browser test skipped for a missing Chromium is reported at one place, the module, so
    pytest's summary gives the reason on one line (not one line per test function)."""
    outcome = yield
    rep = outcome.get_result()
    if rep.skipped and isinstance(rep.longrepr, tuple) and MISSING in str(rep.longrepr[2]):
        rep.longrepr = (str(item.path), None, rep.longrepr[2])


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


