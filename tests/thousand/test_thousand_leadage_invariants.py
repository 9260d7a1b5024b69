"""Leadage/tysyacha-1000's rules over random legal evenings (three or four at the table, the preset
``leadage`` with some of the peer's other settings switched): every figure is a multiple of five,
whoever sits on the barrel stands at its figure, the game is won only from the barrel on one's own
bid (R-T-M17), and the settlement is exact and zero-sum (R-T-M1)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from thousand_helpers import FOUR, THREE, session_text
from zero_sum import PRICES, ZERO_SUM, assert_zero_sum, legal_session

SWITCHES = {"barrel_knock_off": [True], "barrel_together_fall": [True],
            "barrel_three_falls_zero": [True], "golden_round": [True], "golden_reset": [True],
            "ace_marriage": [True], "zero_negative": [True], "bolts_counted": ["per-game"],
            "barrel_at": [900], "win_at": [1005], "give_up_pays": ["half-bid"],
            "give_up_third_penalty": [True], "bid_compared": ["rounded"],
            "bolt_golden_double": [True], "prikup_pair": [True], "stake": [1]}
SUITS = ["♠", "♣", "♦", "♥"]
PRIKUPS = [["9♠", "9♣", "9♦"], ["K♥", "Q♥", "9♣"], ["A♠", "10♥", "9♣"], ["K♠", "J♣", "A♦"]]


@st.composite
def entries(draw, players):
    """One entry, its dealer left to the rotation (an entry the engine refuses is dropped and the
    rest deal on): a played deal, a give-up, a dark 120 or a new game (no penalty: the sheet's
    own correction, which neither seats nor unseats anyone on the barrel)."""
    kind = draw(st.sampled_from(["deal"] * 8 + ["gave_up", "dark", "new_game"]))
    if kind == "new_game":
        return {"new_game": True}
    bidder = draw(st.sampled_from(players))
    d: dict = {"bidder": bidder, "bid": 120 if kind == "dark" else 5 * draw(st.integers(20, 32))}
    if kind == "dark":
        d["dark"] = True
    if len(players) == 4:
        d["prikup"] = draw(st.sampled_from(PRIKUPS))
    if kind == "gave_up":
        d["gave_up"] = True
        return d
    others = [p for p in players if p != bidder]
    cut = sorted(draw(st.lists(st.integers(0, 120), min_size=2, max_size=2)))
    shares = sorted((cut[0], cut[1] - cut[0], 120 - cut[1]), reverse=True)  # the bidder's the most
    d["taken"] = dict(zip([bidder, *draw(st.permutations(others))[:2]], shares))
    if draw(st.booleans()):
        d["marriages"] = {draw(st.sampled_from(players)): [draw(st.sampled_from(SUITS))]}
    if draw(st.integers(0, 9)) == 0:
        d["ace_marriage"] = draw(st.sampled_from(players))
    return d


@st.composite
def evenings(draw):
    """An evening begun from totals carried over (so that the barrel comes soon)."""
    players = draw(st.sampled_from([THREE, FOUR]))
    options = {k: draw(st.sampled_from(v)) for k, v in SWITCHES.items() if draw(st.integers(0, 3)) == 0}
    start = {"penalty": {p: draw(st.sampled_from([0, 300, 600, 750, 850, 870])) for p in players},
             "note": "carried over"}
    return players, options, [start, *draw(st.lists(entries(players), min_size=12, max_size=36))]


@ZERO_SUM
@given(evenings(), st.sampled_from(PRICES))
def test_r_t_m17_leadage_evenings_fives_the_barrel_and_a_win_only_from_it(evening, price):
    players, options, ds = evening
    rep = legal_session(lambda es: session_text(players, es, rules="leadage", options=options), ds)
    opts = rep.table.options
    assert all(v % 5 == 0 for v in rep.state.score.values()), rep.state.score
    assert all(rep.state.score[p] == opts["barrel_at"] for p in rep.state.barrel)
    if rep.finished and rep.state.winner:
        last = rep.state.history[-1]
        before = last.totals[rep.state.winner] - last.deltas.get(rep.state.winner, 0)
        assert before == opts["barrel_at"] and last.contract.startswith(rep.state.winner)
    assert_zero_sum(rep.game.settle(rep.state), price)
