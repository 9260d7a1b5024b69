"""A sealed night in Russian: the check line, the refusal after a seal, a difference."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

from i18n.helpers import run

SAMPLES = Path(__file__).resolve().parents[2] / "sample_sessions"


def copy(tmp_path: Path, name: str = "preferans-mgu-gusarik.toml") -> str:
    shutil.copy(SAMPLES / name, tmp_path / name)
    return str(tmp_path / name)


def words(text: str) -> str:
    return " ".join(text.split())


def test_a_checked_seal_is_said_in_russian(tmp_path):
    f = copy(tmp_path)
    assert "запись № 25: печать" in run("seal", f)
    assert re.search(r"запечатано \d{4}-\d\d-\d\d \(запись 25, версия [^)]+\), сверено", run("settle", f))


def test_a_deal_after_a_seal_is_refused_in_russian(tmp_path):
    f = copy(tmp_path)
    run("seal", f)
    out = words(run("note", f, "ещё"))
    assert "вечер запечатан записью 25; после печати можно только снять её" in out
    assert "чтобы снять печать" in out


def test_an_unfinished_game_is_refused_in_russian(tmp_path):
    out = words(run("seal", copy(tmp_path, "preferans-sochi.toml")))
    assert "партия не окончена; ничего не записано" in out


def test_a_hand_edit_is_named_per_player_in_russian(tmp_path):
    f = copy(tmp_path)
    run("seal", f)
    p = Path(f)
    p.write_text(re.sub(r"tricks = \{ (\w+) = (\d+) \}", lambda m: f"tricks = {{ {m[1]} = 1 }}",
                        p.read_text(encoding="utf-8"), count=1), encoding="utf-8")
    out = words(run("settle", f))
    assert "в силе итоги по печати" in out
    assert re.search(r"Petya: по печати \+103\.33, по записям \S+ \(итог\)", out), out
