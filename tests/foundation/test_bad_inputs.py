"""Errors in the player's words (issue 22, item 5), over every bad input of
tests/foundation/bad_input_cases.py — typed, in a session file and answered to a question, for
every game — through the real command line at an 80-column terminal: a non-zero exit, no
traceback, no Python repr, no line wider than the terminal, no "he"/"his"/"him" for a player,
no parentheses inside parentheses, and the option typed (or the file's key) named in the
message."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bad_input_cases import CASES, SESSIONS, Case
from faults.helpers import invoke
from scorekeeper.cli import prompts
from scorekeeper.views.wrap import cells

WIDTH = 80

#: what only a program's own text shows: a Python list or dict, a traceback
REPRS = ("{'", "['", '{"', "Traceback", "<class", "object at 0x")
PRONOUN = re.compile(r"\b(he|his|him|himself)\b", re.IGNORECASE)


def _run(case: Case, tmp_path: Path, monkeypatch) -> tuple[int, str, Path]:
    monkeypatch.setenv("COLUMNS", str(WIDTH))
    f = tmp_path / "night.toml"
    if case.text is not None:
        f.write_text(case.text, encoding="utf-8")
    elif case.session is not None:
        f.write_text(SESSIONS[case.session] + case.bad, encoding="utf-8")
    if case.via == "prompt":
        monkeypatch.setattr(prompts, "interactive", lambda: True)
    args = [a.replace("{f}", str(f)) for a in case.args]
    text = "".join(f"{a}\n" for a in case.answers) if case.via == "prompt" else None
    res = invoke(args, input=text)  # the real command line, built once for every case
    if res.exception is not None and not isinstance(res.exception, SystemExit):
        raise res.exception
    return res.exit_code, res.output, f


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_a_bad_input_is_refused_in_the_players_words(case: Case, tmp_path, monkeypatch):
    before = (SESSIONS[case.session] + case.bad) if case.session else case.text
    code, out, f = _run(case, tmp_path, monkeypatch)
    assert code != 0, out
    assert "internal error" not in out, out
    for mark in REPRS:
        assert mark not in out, f"{mark!r} in:\n{out}"
    wide = [line for line in out.splitlines() if cells(line) > WIDTH]
    assert not wide, f"lines wider than {WIDTH}:\n" + "\n".join(wide)
    assert not PRONOUN.search(out), out
    assert "))" not in out, f"nested parentheses in:\n{out}"
    if case.names is not None:
        assert case.names in out, f"{case.names!r} not named in:\n{out}"
    if before is not None and f.exists():  # a refusal leaves the file as it was
        assert f.read_text(encoding="utf-8") == before


def test_at_least_two_hundred_bad_inputs_of_every_kind_and_game():
    assert len(CASES) >= 200
    assert len({c.id for c in CASES}) == len(CASES)
    kinds = {c.via for c in CASES}
    assert kinds == {"typed", "file", "prompt"}
    for game in ("preferans", "five-hundred", "order-poker", "thousand", "pari"):
        for via in ("typed", "file"):
            assert any(_game_of(c) == game and c.via == via for c in CASES), (game, via)


def _game_of(case: Case) -> str | None:
    if case.args and case.args[0] in ("preferans", "five-hundred", "order-poker", "thousand",
                                      "pari"):
        return case.args[0]
    text = case.text if case.text is not None else SESSIONS.get(case.session or "", "")
    m = re.search(r'game = "([a-z-]+)"', text or "")
    return m.group(1) if m else None
