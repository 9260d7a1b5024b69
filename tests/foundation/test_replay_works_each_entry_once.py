"""Each deal is worked out once in a replay (issue 16): the engine's ``plan`` works it out against
the state before it, leaving that state as it was, and ``commit`` applies that plan; a card's text
is read once per process; suits and ranks hash as the singletons they are."""

from __future__ import annotations

import pickle
from pathlib import Path

import pytest

from scorekeeper.core import registry
from scorekeeper.core.replay import replay
from scorekeeper.errors import NotationError
from scorekeeper.notation import DECK_52, Card, Rank, Suit, parse_card
from scorekeeper.session.model import parse_session

SAMPLES = Path(__file__).resolve().parent.parent.parent / "sample_sessions"


@pytest.mark.parametrize("game, sample", [("five-hundred", "five-hundred-3.toml"),
                                          ("thousand", "thousand-2.toml"),
                                          ("order-poker", "order-poker-3.toml")])
def test_a_replay_evaluates_each_deal_once(game, sample, monkeypatch):
    session = parse_session((SAMPLES / sample).read_text(encoding="utf-8"))
    engine = type(registry.game(game))

    calls: list[int] = []
    evaluate = engine._evaluate

    def counted(self, state, deal, ctx):
        calls.append(ctx.number)
        return evaluate(self, state, deal, ctx)

    monkeypatch.setattr(engine, "_evaluate", counted)
    replay(session)
    assert calls, "the sample has deals to evaluate"
    assert len(calls) == len(set(calls)), "some deal was evaluated twice"


@pytest.mark.parametrize("sample", ["five-hundred-3.toml", "thousand-2.toml",
                                    "order-poker-3.toml", "preferans-sochi.toml",
                                    "pari-gruznov.toml"])
def test_a_plan_leaves_the_state_it_checks_as_it_was(sample, monkeypatch):
    """The contract (core/engine.py): ``plan`` never changes the state; only ``commit`` does."""
    session = parse_session((SAMPLES / sample).read_text(encoding="utf-8"))
    engine = type(registry.game(session.envelope.game))
    plan = engine.plan
    checked: list[int] = []

    def watched(self, state, deal, ctx):
        before = pickle.dumps(state)
        out = plan(self, state, deal, ctx)
        assert pickle.dumps(state) == before, f"entry {ctx.number}: plan changed the state"
        checked.append(ctx.number)
        return out

    monkeypatch.setattr(engine, "plan", watched)
    replay(session)
    assert checked


def test_a_card_read_twice_is_the_same_card_and_a_refusal_is_never_kept():
    assert parse_card("10♥") is parse_card("10♥") == Card(Rank.TEN, Suit.HEARTS)
    assert parse_card("Дч", deck=DECK_52) == Card(Rank.QUEEN, Suit.HEARTS)
    for _ in range(2):
        with pytest.raises(NotationError):
            parse_card("11♥")
        with pytest.raises(NotationError):
            parse_card("2♠", deck=(Rank.ACE, Rank.KING))


def test_suits_and_ranks_hash_as_singletons_across_a_pickle():
    table = {Suit.SPADES: 1, Rank.ACE: 2}
    back = pickle.loads(pickle.dumps(table))
    assert back[Suit.SPADES] == 1 and back[Rank.ACE] == 2
    assert pickle.loads(pickle.dumps(Suit.HEARTS)) is Suit.HEARTS
    assert len({Suit.SPADES, Suit.SPADES, Suit.CLUBS}) == 2
