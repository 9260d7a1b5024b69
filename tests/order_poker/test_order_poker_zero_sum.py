"""R-O-M1: order poker settles each total less the average of all totals, exactly, over random
legal sessions of three to six players (all-passed deals, closed and open orders, results on
paper, penalties, a game of a fixed number of deals): the exact balances sum to exactly 0, the
printed ones to exactly 0 in cents, and the pairs and the fewest transfers add up to each printed
balance (tests/zero_sum.py)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from faults.helpers import invoke
from order_poker_helpers import session_text
from zero_sum import PRICES, ZERO_SUM, assert_zero_sum, legal_session

NAMES = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]
#: the text's combinations, lowest first (an order must beat the one before it)
COMBINATIONS = ["pair", "two pairs", "three", "straight", "full house", "flush", "four",
                "straight flush"]
HELD = ["none", *COMBINATIONS]


@st.composite
def entries(draw, players):
    """One entry: all passed, an order (closed or open), a result on paper or a penalty."""
    dealer = draw(st.sampled_from(players))
    kind = draw(st.sampled_from(["passed", "order", "order", "open", "points", "penalty"]))
    hands = {p: draw(st.sampled_from(HELD)) for p in players if draw(st.booleans())}
    if kind == "points":
        return {"points": {p: draw(st.integers(-9, 9)) for p in players if draw(st.booleans())},
                "note": "paper", "dealer": dealer}
    if kind == "penalty":
        return {"penalty": {draw(st.sampled_from(players)): draw(st.integers(-5, 5))},
                "note": "looked at the stock"}
    if kind == "passed":
        return {"robot": "none", "hands": hands, "dealer": dealer}
    orders = sorted(draw(st.lists(st.sampled_from(COMBINATIONS), min_size=1, max_size=4,
                                  unique=True)), key=COMBINATIONS.index)
    declarer = draw(st.sampled_from(players))
    d = {"orders": orders, "declarer": declarer, "robot": "none", "dealer": dealer,
         "hands": {declarer: draw(st.sampled_from(HELD)), **hands}}
    if kind == "open":
        d["for"] = [draw(st.sampled_from([p for p in players if p != declarer]))]
    return d


@st.composite
def sessions(draw):
    players = NAMES[:draw(st.integers(3, 6))]
    options = {"deals": draw(st.sampled_from([0, 0, 3, 6]))}
    return players, options, draw(st.lists(entries(players), min_size=1, max_size=12))


@ZERO_SUM
@given(sessions(), st.sampled_from(PRICES))
def test_r_o_m1_every_settlement_is_exact_and_sums_to_zero_printed_and_paid(session, price):
    players, options, ds = session
    rep = legal_session(lambda es: session_text(players, es, options=options), ds)
    s = rep.game.settle(rep.state)
    score = rep.state.score
    mean = Fraction(sum(score.values()), len(players))  # worked here apart from the engine
    assert s.exact == {p: Fraction(score[p]) - mean for p in players}
    assert_zero_sum(s, price)


HEAD = 'format = 1\ngame = "order-poker"\nrules = "classic"\nplayers = ["Anna", "Boris", "Vera"]\n'


def test_r_o_m1_a_third_of_a_point_is_kept_exact_and_printed_to_the_cent(tmp_path: Path) -> None:
    """All passed, Anna holding a pair: −1, 0, 0, the average −1/3.  Balances −2/3, 1/3, 1/3 —
    each to its nearest cent −0.67, 0.33, 0.33 (never −0.6667, nor −0.66 to make them sum to
    zero, as before issue 22); Anna pays 0.33 to each, 0.01 less than her balance, and a line
    says so; the totals table shows the same figures."""
    f = tmp_path / "night.toml"
    f.write_text(HEAD + '\n[[deal]]\nrobot = "none"\nhands = { Anna = "pair" }\n', encoding="utf-8")
    out = json.loads(invoke(["settle", f, "--json"]).stdout)
    assert out["balance"] == {"Anna": -0.67, "Boris": 0.33, "Vera": 0.33}
    assert out["balance_exact"] == {"Anna": "-2/3", "Boris": "1/3", "Vera": "1/3"}
    assert out["transfers"] == [{"from": "Anna", "to": "Boris", "amount": 0.33},
                                {"from": "Anna", "to": "Vera", "amount": 0.33}]
    assert out["adjusted"] == {"Anna": 0.01}
    text = invoke(["settle", f]).stdout
    assert "0.333" not in text and "total" in text and "Anna pays Boris 0.33" in text
    assert "−0.67" in text and "0.66" not in text
    assert "so that the payments add up, Anna pays 0.01 less than the balance shown" in text
