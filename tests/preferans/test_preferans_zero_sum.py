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
           "mgu-gusarik", "book-1991"]
SETTLEMENTS = ["amnister", "book", "mountain-only"]


@st.composite
def evenings(draw):
    players = draw(st.sampled_from([THREE, FOUR]))
    rules = draw(st.sampled_from(PRESETS))
    options = {"settlement": draw(st.sampled_from(SETTLEMENTS))}
    entries = draw(st.lists(st.one_of(
        deals(players),
        st.builds(lambda p, n: {"penalty": {p: n}, "note": "late"}, st.sampled_from(players),
                  st.integers(1, 7))), min_size=1, max_size=8))
    return players, rules, options, entries


@ZERO_SUM
@given(evenings(), st.sampled_from(PRICES))
def test_r_p8_every_settlement_is_exact_and_sums_to_zero_printed_and_paid(evening, price):
    players, rules, options, ds = evening
    rep = legal_session(lambda es: session_text(players, es, rules=rules, options=options), ds)
    assert_zero_sum(rep.game.settle(rep.state), price)
