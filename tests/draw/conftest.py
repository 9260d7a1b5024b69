"""Fixtures of the drawing tests (the helpers live in drawkit.py)."""

import pytest
from browser import MISSING, NO_PDFTOTEXT, REQUIRED, Browser, BrowserError, chromium_path
from drawkit import ROOT, Drawn, start_server, stop_server


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """Every browser test skipped for a missing Chromium (or pdftotext) is reported at one place,
    the module, so pytest's summary gives the reason on one line (not one line per test)."""
    outcome = yield
    rep = outcome.get_result()
    if rep.skipped and isinstance(rep.longrepr, tuple) and any(m in str(rep.longrepr[2])
                                                               for m in (MISSING, NO_PDFTOTEXT)):
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




@pytest.fixture(scope="module")
def browser():
    """One headless Chromium for a module's browser tests (``browser.py`` says what happens
    where there is none)."""
    if chromium_path() is None:
        if REQUIRED:
            pytest.fail("headless Chromium is not installed, and SCOREKEEPER_TEST_BROWSER=required "
                        "says the browser tests must run")
        pytest.skip(MISSING)
    try:
        b = Browser()
    except BrowserError as err:
        pytest.fail(f"headless Chromium cannot start: {err}")
    yield b
    b.close()
