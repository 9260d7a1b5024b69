"""Reading a long file keeps the cyclic garbage collector out of the way (issue 16): off during
the replay, and what a long replay left alive frozen afterwards; the next read unfreezes it and
lets the collector free what became garbage, so a long-lived process (``serve``, the tests) never
keeps garbage out of the collector's sight for long."""

from __future__ import annotations

import gc
import shutil
import weakref
from pathlib import Path

import pytest

from scorekeeper.session import files

SAMPLE = Path(__file__).resolve().parent.parent.parent / "sample_sessions" / "preferans-sochi.toml"


class Node:
    def __init__(self) -> None:
        self.me = self  # a reference cycle: only the cyclic collector frees it


@pytest.fixture
def long_read(tmp_path, monkeypatch):
    """A read that counts as long (the threshold lowered to what the sample makes)."""
    monkeypatch.setattr(files, "BULK_FREEZE", 1)
    f = tmp_path / "p.toml"
    shutil.copyfile(SAMPLE, f)
    yield lambda: files.load_replay(f)
    gc.unfreeze()


def test_after_a_long_read_the_collector_is_on_and_what_is_alive_is_frozen(long_read):
    rep = long_read()
    assert gc.isenabled()
    assert gc.get_freeze_count() > 0
    assert rep.entries


def test_a_short_read_freezes_nothing(tmp_path):
    f = tmp_path / "p.toml"
    shutil.copyfile(SAMPLE, f)
    gc.unfreeze()
    files.load_replay(f)
    assert gc.get_freeze_count() == 0 and gc.isenabled()


def test_garbage_frozen_by_one_read_is_freed_by_the_next(long_read):
    node = Node()
    alive = weakref.ref(node)
    long_read()  # freezes ``node`` with everything else alive
    del node
    gc.collect()
    assert alive() is not None  # frozen: out of the collector's sight
    long_read()  # unfreezes, and collects, before its own work
    assert alive() is None
