import pytest

from faults.helpers import FIGURES, Zygote


@pytest.fixture(scope="session")
def zygote():
    """One warm forking server for the whole fault suite (it inherits the tests' cache folder)."""
    with Zygote() as z:
        yield z


def pytest_terminal_summary(terminalreporter):
    if FIGURES:
        terminalreporter.section("fault suite figures")
        for what, n in FIGURES.items():
            terminalreporter.write_line(f"{n:>10,} {what}")
