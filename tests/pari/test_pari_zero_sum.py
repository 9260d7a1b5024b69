"""R-X24: Pari settles the difference of the two totals, exactly and to zero, over random legal
sessions — whole games played move by move (tests/pari/pari_random.py), games scored on paper and
penalties to the cent between them: the exact balances are the difference and its negative, the
printed ones sum to exactly 0 in cents, and the pairs and the fewest transfers add up to each
printed balance (tests/zero_sum.py)."""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

from hypothesis import given
from hypothesis import strategies as st

from pari_helpers import PLAYERS, session_text
from pari_random import random_game
from zero_sum import PRICES, ZERO_SUM, assert_zero_sum, legal_session

#: penalties to the cent: float sums of these drift (0.1 + 0.2), the settlement must not
PENALTIES = [0.1, 0.2, -0.3, 0.25, 1.05, -2.5, 7]


@st.composite
def sessions(draw):
    """Whole games, games on paper and penalties between them; the games alternate the deal
    (R-X24), a game on paper passing it too."""
    entries: list[dict] = []
    games = 0
    for kind in draw(st.lists(st.sampled_from(["game", "paper", "penalty", "penalty"]),
                              min_size=1, max_size=5)):
        dealer = PLAYERS[games % 2]
        if kind == "game":
            seat = (dealer, PLAYERS[1 - games % 2])
            entries += random_game(draw(st.integers(0, 10**9)), players=seat)[0]
            games += 1
        elif kind == "paper":
            entries.append({"points": {p: draw(st.integers(-60, 400)) for p in PLAYERS},
                            "note": "paper"})
            games += 1
        else:
            entries.append({"penalty": {draw(st.sampled_from(PLAYERS)):
                                        draw(st.sampled_from(PENALTIES))}, "note": "a card shown"})
    return entries


@ZERO_SUM
@given(sessions(), st.sampled_from(PRICES))
def test_r_x24_every_settlement_is_exact_and_sums_to_zero_printed_and_paid(entries, price):
    rep = legal_session(session_text, entries)
    assert len(rep.entries) == len(entries)  # every game as generated is legal
    s = rep.game.settle(rep.state)
    written = {p: Fraction(0) for p in PLAYERS}  # every step written, added up exactly here
    for e in rep.entries:
        for step in e.steps:
            if step.account == "score":
                written[step.player] += Fraction(Decimal(repr(step.delta)))
    a, b = PLAYERS
    assert s.exact == {a: written[a] - written[b], b: written[b] - written[a]}
    assert_zero_sum(s, price)
