"""R-T-M1: Thousand's settlement is exact and zero-sum over random legal sessions (two, three or
four players, the house rules, points entries, penalties, finished games and new ones, with and
without a stake): each balance is the total against the table's average as an exact fraction (or
the stake), the printed balances sum to exactly 0 in cents, and the pairs and the fewest transfers
add up to each printed balance (tests/zero_sum.py)."""

from __future__ import annotations

import json
from fractions import Fraction
from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from faults.helpers import invoke
from thousand_helpers import FOUR, THREE, TWO, session_text
from zero_sum import PRICES, ZERO_SUM, assert_zero_sum, legal_session

STAKES = [0, 0, 1, 0.5, 0.33, 2.5]
HOUSE = ["barrel", "bolts", "zero_555", "golden_round", "dark_bid"]
SUITS = ["♠", "♣", "♦", "♥"]
PRIKUPS = [["9♠", "9♣", "9♦"], ["K♠", "J♣", "10♦"], ["A♥", "Q♦", "9♣"]]


@st.composite
def entries(draw, players):
    """One entry: a played deal, a give-up, a result on paper (one that ends the game), a penalty
    or a new game."""
    n = len(players)
    dealer = draw(st.sampled_from(players))
    seat = players.index(dealer)
    opener = players[(seat + 1) % n]
    in_play = [p for p in players if p != dealer] if n == 4 else list(players)
    kind = draw(st.sampled_from(["deal"] * 5 + ["gave_up", "points", "penalty", "finish", "new_game",
                                         "new_game"]))
    if kind == "points":
        # a result on paper, now and then one that reaches 1000 and ends the game (R-T-M2)
        return {"points": {p: draw(st.integers(-300, 400)) for p in players}, "note": "paper"}
    if kind == "finish":  # a result on paper that takes someone to 1000 or more: the game ends
        return {"points": {draw(st.sampled_from(players)): draw(st.integers(1000, 1300))},
                "note": "paper"}
    if kind == "penalty":
        return {"penalty": {draw(st.sampled_from(players)): draw(st.integers(-200, 200))},
                "note": "late"}
    if kind == "new_game":
        return {"new_game": True}
    bidder = draw(st.sampled_from(in_play))
    low = 100 if bidder == opener else 110
    d: dict = {"dealer": dealer, "bidder": bidder, "bid": draw(st.integers(low // 10, 30)) * 10}
    if n == 4:
        d["prikup"] = draw(st.sampled_from(PRIKUPS))
    if kind == "gave_up":
        d["gave_up"] = True
        return d
    if n == 2:
        d["taken"] = {p: draw(st.integers(0, 60)) for p in in_play}
    else:
        cut = sorted(draw(st.lists(st.integers(0, 120), min_size=2, max_size=2)))
        d["taken"] = dict(zip(in_play, (cut[0], cut[1] - cut[0], 120 - cut[1])))
    if draw(st.booleans()):
        d["marriages"] = {bidder: [draw(st.sampled_from(SUITS))]}
    return d


@st.composite
def sessions(draw):
    players = draw(st.sampled_from([TWO, THREE, FOUR]))
    options = {"stake": draw(st.sampled_from(STAKES))}
    options.update({k: True for k in HOUSE if draw(st.integers(0, 3)) == 0})
    if draw(st.booleans()):
        options["rounding"] = 5
    ds = draw(st.lists(entries(players), min_size=1, max_size=14))
    return players, options, ds


@ZERO_SUM
@given(sessions(), st.sampled_from(PRICES))
def test_r_t_m1_every_settlement_is_exact_and_sums_to_zero_printed_and_paid(session, price):
    players, options, ds = session
    rep = legal_session(lambda es: session_text(players, es, options=options), ds)
    s = rep.game.settle(rep.state)
    score = rep.state.score
    stake = Fraction(repr(float(options["stake"])))
    if s.unit == "stake":  # the game is over with a stake: each other player pays the winner
        paid = {p: (stake * (len(players) - 1) if p == s.winner else -stake) for p in players}
        assert s.exact == (paid if s.winner else dict.fromkeys(players, 0))
    else:  # each total against the average, worked here apart from the engine
        mean = Fraction(sum(score.values()), len(players))
        assert s.exact == {p: Fraction(score[p]) - mean for p in players}
    assert_zero_sum(s, price)


HEAD = 'format = 1\ngame = "thousand"\nrules = "book-1991"\nplayers = ["Anna", "Boris", "Vera"]\n'


def test_r_t_m1_a_third_of_a_point_settles_to_the_cent_with_a_total_of_zero(tmp_path: Path) -> None:
    """Totals 10, 0, 0 (a penalty): the average is 10/3, so the balances are 20/3, −10/3, −10/3,
    each shown to its nearest cent: 6.67, −3.33, −3.33, with a total of 0.  Boris and Vera each
    pay Anna 3.33, 0.01 less than her balance, and a line says so (until issue 22 her balance
    was shown 6.66 instead, so that the figures summed to zero)."""
    f = tmp_path / "night.toml"
    f.write_text(HEAD + '\n[[deal]]\npenalty = { Anna = 10 }\nnote = "a count in her favour"\n',
                 encoding="utf-8")
    out = json.loads(invoke(["settle", f, "--json"]).stdout)
    assert out["balance"] == {"Anna": 6.67, "Boris": -3.33, "Vera": -3.33}
    assert out["balance_exact"] == {"Anna": "20/3", "Boris": "-10/3", "Vera": "-10/3"}
    assert out["transfers"] == [{"from": "Boris", "to": "Anna", "amount": 3.33},
                                {"from": "Vera", "to": "Anna", "amount": 3.33}]
    assert out["adjustment"] == ("so that the payments add up, Anna receives 0.01 less than the "
                                 "balance shown")
    text = invoke(["settle", f]).stdout
    assert "total" in text and "6.67" in text and "Boris pays Anna 3.33" in text
    assert "6.66" not in text and "Anna receives 0.01 less" in text


def test_r_t_m1_export_prints_the_balances_settle_prints(tmp_path: Path) -> None:
    """export wrote the balances unrounded (6.666666666666667): every format prints the figures
    settle prints, and the JSON export the exact ones beside them."""
    f = tmp_path / "night.toml"
    f.write_text(HEAD + '\n[[deal]]\npenalty = { Anna = 10 }\nnote = "a count in her favour"\n',
                 encoding="utf-8")
    out = json.loads(invoke(["export", f, "--to", "json"]).stdout)["settlement"]
    assert out["balance"] == {"Anna": 6.67, "Boris": -3.33, "Vera": -3.33}
    assert out["balance_exact"] == {"Anna": "20/3", "Boris": "-10/3", "Vera": "-10/3"}
    for kind in ("markdown", "csv"):
        text = invoke(["export", f, "--to", kind]).stdout
        assert "6.67" in text and "6.666" not in text and "6.66" not in text, kind
