import os
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
# checkpoints of the tests go to a throw-away directory, never to the user's cache
os.environ["SCOREKEEPER_CACHE_DIR"] = tempfile.mkdtemp(prefix="scorekeeper-test-cache-")
# no terminal width from outside (pytest-xdist gives its workers COLUMNS=80): a message is one
# line unless a test sets COLUMNS itself (scorekeeper/views/wrap.py)
os.environ.pop("COLUMNS", None)
# English unless a test asks for Russian: no language from the machine the tests run on
os.environ.pop("SCOREKEEPER_LANG", None)
for _var in ("LC_ALL", "LC_MESSAGES", "LANGUAGE"):
    os.environ.pop(_var, None)
os.environ["LANG"] = "C.UTF-8"

import toygame  # noqa: E402

from scorekeeper.core import registry  # noqa: E402

registry.register(toygame.SPEC)

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(autouse=True)
def _english():
    """Every test starts speaking English (a command run with --lang ru in this process leaves
    Russian chosen until the next command chooses)."""
    from scorekeeper import i18n

    i18n.use("en")
    yield
    i18n.use("en")


@pytest.fixture
def toy_file(tmp_path):
    """A fresh toy session file with three players."""
    p = tmp_path / "night.toml"
    p.write_text(
        'format = 1\ngame = "toy"\nrules = "plain"\nplayers = ["Anna", "Boris", "Vera"]\n',
        encoding="utf-8",
    )
    return p
