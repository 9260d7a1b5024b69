"""The engine contract (docs/architecture.md "The engine contract"): the policies a game declares
are enforced by replay, whatever the engine's own checks; a state is what a checkpoint stores and
reads back."""

from __future__ import annotations

import io
import pickle
from pathlib import Path

import pytest

from scorekeeper.core import registry
from scorekeeper.core.replay import replay
from scorekeeper.errors import IllegalError
from scorekeeper.session.checkpoint_file import _Unpickler
from scorekeeper.session.model import parse_session

SAMPLES = sorted((Path(__file__).resolve().parent.parent.parent / "sample_sessions").glob("*.toml"))
TOY = 'format = 1\ngame = "toy"\nrules = "plain"\nplayers = ["Anna", "Boris"]\n'


def toy(entries: str, **policies):
    """A toy session replayed with the policies given declared on the toy engine."""
    engine = type(registry.game("toy"))
    saved = {k: getattr(engine, k) for k in policies}
    try:
        for k, v in policies.items():
            setattr(engine, k, v)
        return replay(parse_session(TOY + entries))
    finally:
        for k, v in saved.items():
            setattr(engine, k, v)


FINISHED = '[[deal]]\nwinner = "Anna"\npoints = 10\n'


def test_a_penalty_after_the_end_is_refused_where_the_game_declares_it():
    entries = FINISHED + '[[deal]]\npenalty = { Boris = 5 }\n'
    assert toy(entries).state["score"]["Boris"] == 5  # the toy declares nothing: allowed
    with pytest.raises(IllegalError) as err:
        toy(entries, penalty_after_end="a new game first")
    assert err.value.message == "the game is over; a penalty belongs to a game in play"
    assert (err.value.key, err.value.expected) == ("penalty", "a new game first")


def test_whole_points_refuse_a_penalty_with_a_fraction_where_the_game_declares_them():
    entries = '[[deal]]\npenalty = { Boris = 2.5 }\n'
    assert toy(entries).state["score"]["Boris"] == 2.5
    with pytest.raises(IllegalError) as err:
        toy(entries, whole_points="Toy is scored in whole points")
    assert (err.value.message, err.value.key) == ("Toy is scored in whole points", "penalty.Boris")
    assert toy('[[deal]]\npenalty = { Boris = 3.0 }\n',
               whole_points="Toy is scored in whole points").state["score"]["Boris"] == 3


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.stem)
def test_every_state_is_what_its_checkpoint_reads_back(sample):
    """A checkpoint stores the state; read back through the checkpoint's decoder it is still a
    state of its engine (``Game.is_state``), and of no other engine."""
    rep = replay(parse_session(sample.read_text(encoding="utf-8")))
    back = _Unpickler(io.BytesIO(pickle.dumps(rep.state))).load()
    assert rep.game.is_state(back, rep.table)
    assert rep.game.snapshot(back) == rep.game.snapshot(rep.state)
    others = [n for n in ("preferans", "five-hundred", "thousand", "order-poker", "pari")
              if n != rep.game.name]
    assert not any(registry.game(n).is_state(back, rep.table) for n in others
                   if _fits(registry.game(n), rep.table))


def _fits(game, table) -> bool:
    try:
        game.new_state(table)
    except Exception:  # noqa: BLE001 - a table this game cannot seat
        return False
    return True
