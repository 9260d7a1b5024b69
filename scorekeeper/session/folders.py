"""Where the program keeps its own files: the cache folder, of checkpoints
(:mod:`scorekeeper.session.cache`) and, where no other place is given, of locks
(:mod:`scorekeeper.session.locking`): ``$SCOREKEEPER_CACHE_DIR``, else
``$XDG_CACHE_HOME/scorekeeper``, else ``~/.cache/scorekeeper``.
"""

from __future__ import annotations

import os
from pathlib import Path


def cache_dir() -> Path:
    if os.environ.get("SCOREKEEPER_CACHE_DIR"):
        return Path(os.environ["SCOREKEEPER_CACHE_DIR"])
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "scorekeeper"
