"""What the real program imports for a command line: it is run under ``python -X importtime``
and the modules it loaded are read from that list (a guard on start-up cost that needs no timing)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_MODULE = re.compile(r"^import time:\s+\d+ \|\s+\d+ \|\s*(\S+)", re.MULTILINE)


def run_importing(*args: str, cwd: Path = ROOT, env: dict[str, str] | None = None) -> tuple[str, set[str]]:
    """Run ``scorekeeper ARGS`` (checkpoints off unless ``env`` says otherwise); its standard
    output and the modules it imported."""
    full = {**os.environ, "PYTHONPATH": str(ROOT), "SCOREKEEPER_CACHE": "off", **(env or {})}
    r = subprocess.run([sys.executable, "-X", "importtime", "-m", "scorekeeper", *args],
                       cwd=cwd, env=full, capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stderr[-2000:]
    return r.stdout, set(_MODULE.findall(r.stderr))


def under(modules: set[str], package: str) -> set[str]:
    return {m for m in modules if m == package or m.startswith(package + ".")}
