"""R-F-M11: Five Hundred settles exactly and to zero over random legal sessions — two or three
players, or four in two sides; contracts and all-passed deals, results on paper, won games and new
ones; against each game's average or with a stake: the exact balances sum to exactly 0, the
printed ones to exactly 0 in cents, and the pairs and the fewest transfers add up to each printed
balance (tests/zero_sum.py)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from five_hundred_helpers import FOUR, FOUR_TEAMS, THREE, session_text
from zero_sum import PRICES, ZERO_SUM, assert_zero_sum, legal_session

BIDS = ["6♠", "6NT", "7♠", "7♥", "8♠", "8♣", "8♦", "9NT", "10♥", "misere", "open misere"]
STAKES = [0, 0, 1, 0.5, 0.33, 2.5]
TABLES = [(["Anna", "Boris"], None), (THREE, None), (FOUR, FOUR_TEAMS)]


@st.composite
def entries(draw, players):
    """One entry: a contract, all passed, a result on paper (now and then one that wins the
    game) or a new game."""
    kind = draw(st.sampled_from(["deal"] * 4 + ["passed", "points", "won", "new_game"]))
    if kind == "new_game":
        return {"new_game": True}
    if kind in ("points", "won"):
        top = 700 if kind == "won" else 200
        return {"points": {p: draw(st.integers(-200, top)) for p in players if draw(st.booleans())}
                or {players[0]: top}, "note": "paper"}
    cuts = sorted(draw(st.lists(st.integers(0, 10), min_size=len(players) - 1,
                                max_size=len(players) - 1)))
    tricks = dict(zip(players, [b - a for a, b in zip([0, *cuts], [*cuts, 10])]))
    if kind == "passed":
        return {"tricks": tricks}
    return {"bidder": draw(st.sampled_from(players)), "bid": draw(st.sampled_from(BIDS)),
            "tricks": tricks}


@st.composite
def sessions(draw):
    players, teams = draw(st.sampled_from(TABLES))
    options = {"stake": draw(st.sampled_from(STAKES))}
    return players, teams, options, draw(st.lists(entries(players), min_size=1, max_size=12))


@ZERO_SUM
@given(sessions(), st.sampled_from(PRICES))
def test_r_f_m11_every_settlement_is_exact_and_sums_to_zero_printed_and_paid(session, price):
    players, teams, options, ds = session
    rep = legal_session(lambda es: session_text(players, es, options=options, teams=teams), ds)
    assert_zero_sum(rep.game.settle(rep.state), price)
