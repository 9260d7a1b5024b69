import pytest

from faults.helpers import Zygote


@pytest.fixture(scope="session")
def zygote():
    """One warm forking server for the whole fault suite (it inherits the tests' cache folder)."""
    with Zygote() as z:
        yield z
