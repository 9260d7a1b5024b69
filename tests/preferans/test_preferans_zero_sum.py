"""R-P8, R-S5: preferans settles exactly and to zero over random legal evenings (three or four
players, every preset, each way of turning mountains into whists, penalties on the mountain):
the exact balances sum to exactly 0, the printed ones to exactly 0 in cents, and the pairs and the
fewest transfers add up to each printed balance (tests/zero_sum.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from preferans_helpers import FOUR, THREE, session_text
from test_preferans_properties import deals
from zero_sum import PRICES, ZERO_SUM, assert_zero_sum, legal_session

PRESETS = ["sochi", "leningrad", "rostov", "mgu-classic", "mgu-sochinka", "mgu-mountain-first",
           "mgu-gusarik", "book-1991", "pulka-home", "fspr-leningrad"]
SETTLEMENTS = ["amnister", "book", "mountain-only"]


@st.composite
def without_three(draw, players):
    """«Без трёх» (pulka-home allows it; elsewhere the entry is refused and dropped)."""
    dealer = draw(st.sampled_from(players))
    declarer = draw(st.sampled_from([p for p in players if p != dealer or len(players) == 3]))
    return {"declarer": declarer, "contract": f"{draw(st.integers(7, 10))}♣", "without_three": True,
            "dealer": dealer}


@st.composite
def evenings(draw):
    players = draw(st.sampled_from([THREE, FOUR]))
    rules = draw(st.sampled_from(PRESETS))
    options = {"settlement": draw(st.sampled_from(SETTLEMENTS))}
    entries = draw(st.lists(st.one_of(
        deals(players), without_three(players),
        st.builds(lambda p, n: {"penalty": {p: n}, "note": "late"}, st.sampled_from(players),
                  st.integers(1, 7))), min_size=1, max_size=8))
    return players, rules, options, entries


@ZERO_SUM
@given(evenings(), st.sampled_from(PRICES))
def test_r_p8_every_settlement_is_exact_and_sums_to_zero_printed_and_paid(evening, price):
    players, rules, options, ds = evening
    rep = legal_session(lambda es: session_text(players, es, rules=rules, options=options), ds)
    assert_zero_sum(rep.game.settle(rep.state), price)


def legal_entries(text_of, entries):
    """The entries :func:`zero_sum.legal_session` keeps: those the engine does not refuse."""
    from scorekeeper.core.replay import replay
    from scorekeeper.session.model import parse_session

    for _ in range(len(entries) + 1):
        rep = replay(parse_session(text_of(entries)), collect=True)
        bad = {e.number for e in rep.entries if e.problem is not None}
        if not bad:
            return entries
        entries = [e for i, e in enumerate(entries, 1) if i not in bad]
    return entries


@ZERO_SUM
@given(st.lists(deals(FOUR), min_size=1, max_size=20))
def test_tournament_random_evenings_balance_and_never_ask_above_seven(ds):
    """pulka src/engine/tournament.test.ts «Турнир: итог сходится после каждой сдачи» / «300
    случайных турнирных партий вчетвером, 20 сдач в каждой»: under fspr-leningrad, after every
    deal the exact balances sum to zero and the exit never asks more than a seven."""
    from scorekeeper.games.preferans import scoring as S

    def text(es):
        return session_text(FOUR, es, rules="fspr-leningrad")

    kept = legal_entries(text, ds)
    for n in range(1, len(kept) + 1):
        rep = legal_session(text, kept[:n])
        assert sum(rep.game.settle(rep.state).exact.values()) == 0
        assert S.exit_minimum(rep.state.streak, rep.table.options) <= 7
