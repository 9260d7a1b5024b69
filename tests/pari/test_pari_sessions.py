"""Random legal games through the engine (no card counted twice, a replay is deterministic), and
the sample sessions worked by hand."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pari_helpers import play
from pari_random import random_game
from scorekeeper.session.files import load_replay

SAMPLES = Path(__file__).resolve().parents[2] / "sample_sessions"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**9))
def test_r_x_m2_random_legal_games_no_card_counted_twice_and_deterministic_replay(seed):
    entries, facts = random_game(seed)
    rep = play(entries)
    g = rep.state.game
    assert g.ended
    # every natural laid is on the table or in a trick exactly once; the hands hold the rest
    laid = facts["laid"]
    assert len(laid) == len(set(laid)) == len(g.seen)
    in_hands = [c for h in facts["hands"].values() for c in h if c != "Jk"]
    assert not set(in_hands) & g.seen
    on_table = [str(c) for combo in g.combos for c in combo.shape.cards if not str(c).startswith("Jk")]
    assert len(on_table) == len(set(on_table))
    # every point written is one step, and the score is their sum
    written = {p: 0 for p in rep.table.players}
    for e in rep.entries:
        for s in e.steps:
            if s.account == "score":
                written[s.player] += s.delta
    assert written == rep.state.score
    # deterministic: a second replay gives the same state and the same steps
    again = play(entries)
    assert again.game.snapshot(again.state) == rep.game.snapshot(rep.state)
    assert [e.steps for e in again.entries] == [e.steps for e in rep.entries]


def test_every_sample_session_replays():
    for f in sorted(SAMPLES.glob("pari-*.toml")):
        rep = load_replay(f)
        assert not rep.problems, f
