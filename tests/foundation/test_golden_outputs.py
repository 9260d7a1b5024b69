"""Behaviour unchanged (issue 23): every sample session's ``show``, ``settle``, ``explain``,
``log``, ``check``, ``export`` and ``draw`` output is byte for byte what ``tests/golden/`` holds —
written before the code beneath them was rearranged.  A deliberate change to an output rewrites
the goldens (``python3 tests/golden_outputs.py --write``) in the same commit."""

from __future__ import annotations

import difflib

import pytest
from golden_outputs import (SAMPLES, commands, example_cases, example_path, golden_path, run,
                            run_examples)

CASES = [(s, name, args) for s in SAMPLES for name, args in commands(s).items()]


def test_every_sample_has_goldens_for_every_output():
    assert len(SAMPLES) >= 21
    missing = [str(golden_path(s, n)) for s, n, _ in CASES if not golden_path(s, n).exists()]
    assert not missing, missing


@pytest.mark.parametrize("sample,name,args", CASES, ids=[f"{s.stem}-{n}" for s, n, _ in CASES])
def test_output_is_byte_identical_to_its_golden(sample, name, args):
    want = golden_path(sample, name).read_text(encoding="utf-8")
    got = run(args)
    if got != want:
        diff = "".join(difflib.unified_diff(want.splitlines(True), got.splitlines(True),
                                            "golden", "now", n=2))
        pytest.fail(f"{sample.name} {name} differs from its golden:\n{diff[:4000]}")


EXAMPLES = example_cases()


@pytest.mark.parametrize("name,path,with_json", EXAMPLES, ids=[n for n, _, _ in EXAMPLES])
def test_help_examples_are_byte_identical_to_their_golden(name, path, with_json):
    want = example_path(name).read_text(encoding="utf-8")
    got = run_examples(path, with_json)
    if got != want:
        diff = "".join(difflib.unified_diff(want.splitlines(True), got.splitlines(True),
                                            "golden", "now", n=2))
        pytest.fail(f"{name} differs from its golden:\n{diff[:4000]}")
