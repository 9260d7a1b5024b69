"""R-F-M11: Five Hundred settles against each game's average, or a stake per game won — never
with every side winning."""

from __future__ import annotations

import json
from fractions import Fraction

from five_hundred_helpers import THREE, play, session_text
from typer.testing import CliRunner

from scorekeeper.cli.app import app

D, K, T = THREE
START = {"points": {K: 360}, "note": "carried over from the last sheet"}
# game 1: Kabanov 360 + 7♠ made (140) = 500 and wins; Danilov 3 tricks = 30, Toropov 0
WON = [START, {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 3}}]
# game 2 in play: all passed, 10 a trick: Danilov 40, Kabanov 30, Toropov 30
SECOND = [{"new_game": True}, {"tricks": {D: 4, K: 3, T: 3}}]


def test_r_f_m11_against_each_games_average_summed_over_the_session():
    rep = play(THREE, WON + SECOND)
    s = rep.game.settle(rep.state)
    # game 1: 30, 500, 0, average 530/3; game 2: 40, 30, 30, average 100/3
    # Danilov 30 − 530/3 + 40 − 100/3 = −140; Kabanov 500 − 530/3 + 30 − 100/3 = 320;
    # Toropov 0 − 530/3 + 30 − 100/3 = −180
    assert s.unit == "point"
    assert s.balance == {D: -140, K: 320, T: -180}
    assert sum(s.exact.values()) == 0
    assert [line.rule.split(" ")[0] for line in s.lines[-2:]] == ["R-F-M11", "R-F-M11"]


def test_r_f_m11_a_stake_per_game_won_the_game_in_play_pays_nothing():
    rep = play(THREE, WON + SECOND, options={"stake": 10})
    s = rep.game.settle(rep.state)
    # game 1 won by Kabanov: the other two pay him 10 each; game 2 is still in play
    assert (s.unit, s.balance) == ("stake", {D: -10, K: 20, T: -10})
    assert "game 2 is in play" in s.lines[-1].text


def test_r_f_m11_a_drawn_game_pays_no_stake():
    start = {"points": {D: -400, K: 100, T: 110}, "note": "carried over"}
    # Danilov 6♥ set (−100) → −500; Kabanov and Toropov 30 and 20 → 130 each: a draw (R-F-M5)
    rep = play(THREE, [start, {"bidder": D, "bid": "6♥", "tricks": {D: 5, K: 3, T: 2}}],
               options={"stake": 5})
    s = rep.game.settle(rep.state)
    assert (s.finished, s.winner, s.balance) == (True, None, {D: 0, K: 0, T: 0})


def test_r_f_m11_never_both_sides_win(tmp_path):
    """Before R-F-M11 the balance was each score, so a 4-player game read 'Anna/Vera +520,
    Boris/Gleb +60': both sides winning."""
    p = tmp_path / "pairs.toml"
    four = ["Anna", "Boris", "Vera", "Gleb"]
    p.write_text(session_text(four, [{"bidder": "Anna", "bid": "7♠", "tricks": {"Anna": 4, "Vera": 3,
                                                                              "Boris": 3}}],
                              teams=[["Anna", "Vera"], ["Boris", "Gleb"]]), encoding="utf-8")
    out = json.loads(CliRunner().invoke(app, ["settle", str(p), "--json", "--price", "0.5"]).stdout)
    # scores: Anna/Vera 140, Boris/Gleb 30; average 85: +55 and −55; money ±27.50
    assert out["balance"] == {"Anna/Vera": 55, "Boris/Gleb": -55}
    assert out["money"] == {"Anna/Vera": 27.5, "Boris/Gleb": -27.5}
    assert out["transfers"] == [{"from": "Boris/Gleb", "to": "Anna/Vera", "amount": 27.5}]
