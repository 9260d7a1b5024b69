"""A read a checkpoint answers (scorekeeper/session/cache.py) is the read players make at the table:
every recorded entry leaves the checkpoint of the file it wrote.  Such a read checks no deal, so it
must not load pydantic's model machinery at all (a third of a read's time, measured by
``benchmarks/run.py``): the checkpoint holds plain data (the envelope a dataclass, the game state
dataclasses) and each game's deal model is imported only when a deal is checked.
"""

from __future__ import annotations

import json
import sys
import tomllib
from pathlib import Path

import pytest
from imports_of import run_importing

from scorekeeper.core import registry
from scorekeeper.core.engine import DealModel, Game
from scorekeeper.session import cache

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
import sessions  # noqa: E402  (benchmarks/sessions.py: legal sessions of any length)

ENTRIES = 60  # every file with an entry has a checkpoint (cache.MIN_ENTRIES)


def run(*args: str, cache_dir: Path, cold: bool = False) -> tuple[str, set[str]]:
    return run_importing(*args, env={"SCOREKEEPER_CACHE_DIR": str(cache_dir), "COLUMNS": "80",
                                     "SCOREKEEPER_CACHE": "off" if cold else "on"})


def pydantic_in(modules: set[str]) -> set[str]:
    return {m for m in modules if m == "pydantic" or m.startswith(("pydantic.", "pydantic_core"))}


@pytest.mark.parametrize("game", sessions.GAMES)
def test_a_read_from_a_checkpoint_loads_no_pydantic(tmp_path, game):
    f = tmp_path / f"{game}.toml"
    f.write_text(sessions.session_text(game, ENTRIES), encoding="utf-8")
    slot = tmp_path / "cache"
    _, first = run("show", "--json", str(f), cache_dir=slot)  # checks every entry; leaves the checkpoint
    assert pydantic_in(first), "the first read checks the deals with the game's model"
    assert list(slot.glob("*.checkpoint")), "the read leaves a checkpoint"
    warm, mods = run("settle", "--json", str(f), cache_dir=slot)
    assert "scorekeeper.session.cache" in mods  # the list is read at all
    assert not pydantic_in(mods)
    assert not {m for m in mods if m.endswith(".deal")}, "no deal model is imported"
    cold, _ = run("settle", "--json", str(f), cache_dir=slot, cold=True)
    assert json.loads(warm) == json.loads(cold)


def test_the_sheet_drawn_from_a_checkpoint_is_the_sheet_of_a_full_replay(tmp_path):
    f = tmp_path / "preferans.toml"
    f.write_text(sessions.session_text("preferans", ENTRIES), encoding="utf-8")
    slot = tmp_path / "cache"
    run("show", str(f), cache_dir=slot)
    warm, mods = run("show", str(f), cache_dir=slot)
    assert not pydantic_in(mods)
    assert "rich.table" in mods  # the sheet is drawn, with rich
    cold, _ = run("show", str(f), cache_dir=slot, cold=True)
    assert warm == cold


def test_a_checkpoint_holds_no_pydantic_object(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("SCOREKEEPER_CACHE", "on")
    f = tmp_path / "five-hundred.toml"
    text = sessions.session_text("five-hundred", ENTRIES)
    f.write_text(text, encoding="utf-8")
    cache.warm(text, str(f))
    [slot] = (tmp_path / "cache").glob("*.checkpoint")
    data = slot.read_bytes()
    assert b"pydantic" not in data
    cp = cache.load_checkpoint(str(f), text)  # the restricted decoder would refuse one, too
    assert cp is not None and cp.session.envelope.players == tomllib.loads(text)["players"]


@pytest.mark.parametrize("name", ["preferans", "five-hundred", "pari", "order-poker", "thousand"])
def test_each_game_names_its_deal_model_and_imports_it_when_asked(name):
    game = registry.game(name)
    owner = next(c for c in type(game).__mro__ if "deal_model" in c.__dict__)
    model = game.deal_model
    assert hasattr(model, "model_validate") and model.__module__.endswith(".deal")
    # once imported, the class stands in the descriptor's place: no lookup on every deal
    assert owner.__dict__["deal_model"] is model


def test_a_deal_model_descriptor_imports_on_first_use():
    class Probe(Game):
        deal_model = DealModel("scorekeeper.games.preferans.deal:Conditions")

    assert isinstance(Probe.__dict__["deal_model"], DealModel)
    model = Probe.deal_model
    assert model.__name__ == "Conditions"
    assert Probe.__dict__["deal_model"] is model


def test_an_export_lists_every_entry_of_a_file_a_checkpoint_stands_for(tmp_path):
    """``export --to json`` lists every entry with its steps: from a checkpoint it must still
    replay the whole file (it once listed only the entries added since the checkpoint)."""
    f = tmp_path / "thousand.toml"
    f.write_text(sessions.session_text("thousand", 40), encoding="utf-8")
    slot = tmp_path / "cache"
    run("show", "--json", str(f), cache_dir=slot)  # leaves the checkpoint
    warm, _ = run("export", str(f), "--to", "json", cache_dir=slot)
    cold, _ = run("export", str(f), "--to", "json", cache_dir=slot, cold=True)
    assert [e["entry"] for e in json.loads(warm)["entries"]] == list(range(1, 41))
    assert json.loads(warm) == json.loads(cold)


def test_an_evening_of_a_few_deals_is_read_from_its_checkpoint(tmp_path):
    f = tmp_path / "evening.toml"
    f.write_text(sessions.session_text("pari", 12), encoding="utf-8")
    slot = tmp_path / "cache"
    run("show", "--json", str(f), cache_dir=slot)
    _, mods = run("show", "--json", str(f), cache_dir=slot)
    assert not pydantic_in(mods)
