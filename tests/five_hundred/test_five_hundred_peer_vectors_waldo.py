"""The public test vectors of waldo/ScoreFiveHundred (commit 4728799), ``Tests/BidTypeSpec.m``,
reproduced as option values over the one engine (R-F-M12…R-F-M14).

Each ``checkScores(setting, hand, tricksWon, bidder, nonBidder)`` of the spec is one vector: a
fresh game of two teams, the bidding team taking ``tricksWon`` and the other the rest of ten,
and the points each team scores.  The teams here are Anna/Vera (the bidders, Anna bidding) and
Boris/Gleb.  The spec's settings (``Classes/Models/Setting.h``; their defaults in
``Classes/Models/GameModel.xcdatamodeld``: ``nonBidderScoresTen`` YES, ``noOneBid``,
``onlySuccessfulDefendersScore`` NO, ``capDefendersScore`` 0, mode "2 teams") are these options:

* its default setting: open misère 500 (``Classes/Models/BidType.m``: "OM" 500) and nothing for the
  defenders of a misère (``nonBiddersPointsForGame`` gives them points on no misère);
* "non bidder scores zero" (``nonBidderScoresTen`` NO): ``opponents_score = nothing``;
* "no one bid" (``noOneBid`` YES): ``all_passed = play``, the round "NB";
* "quebec mode": the preset ``quebec``;
* "cap defenders score" (50): ``opponents_cap = 50``;
* "only successful defenders score" (with ``noOneBid`` YES): ``opponents_score = tricks-if-set``.

The figures are the spec's, never read off this code.
"""

from __future__ import annotations

import pytest

from five_hundred_helpers import FOUR, FOUR_TEAMS, play

A, B = "Anna/Vera", "Boris/Gleb"  # the bidding team, the other team

#: waldo/ScoreFiveHundred Tests/BidTypeSpec.m, its ``_settings`` as option values
DEFAULT = {"open_misere_value": 500, "misere_opponents": "nothing"}
SETTINGS = {
    "default": DEFAULT,
    "non bidder scores zero": {**DEFAULT, "opponents_score": "nothing"},
    "no one bid": {**DEFAULT, "all_passed": "play"},
    "cap defenders score": {**DEFAULT, "opponents_cap": 50},
    "only successful defenders score": {**DEFAULT, "opponents_score": "tricks-if-set",
                                        "all_passed": "play"},
}
#: the spec's hand names (``Classes/Models/BidType.m`` ``allTypes``) in the file's notation
HANDS = {"CM": "misere", "OM": "open misere", "10H": "10♥", "6S": "6♠", "8NT": "8NT", "7D": "7♦",
         "9C": "9♣", "7NT": "7NT", "8S": "8♠"}


def check_scores(setting: str, hand: str, tricks_won: int) -> tuple[int, int]:
    """The spec's ``checkScores``: one hand of a fresh game, the bidders' and the others' points."""
    tricks = {A: tricks_won, B: 10 - tricks_won}
    deal = ({"tricks": tricks} if hand == "NB" else
            {"bidder": "Anna", "bid": HANDS[hand], "tricks": tricks})
    if setting == "quebec mode":
        rep = play(FOUR, [deal], teams=FOUR_TEAMS, rules="quebec")
    else:
        rep = play(FOUR, [deal], teams=FOUR_TEAMS, options=SETTINGS[setting])
    score = rep.game.snapshot(rep.state)["score"]
    return score[A], score[B]


# context "scores on default settings"
@pytest.mark.parametrize("hand,tricks,bidder,other", [
    ("CM", 1, -250, 0),  # it "bidders lose"
    ("10H", 7, -500, 30),  # it "bidders lose"
    ("6S", 6, 40, 40),  # it "bidders win"
    ("8NT", 9, 320, 10),  # it "bidders win"
    ("OM", 0, 500, 0),  # it "bidders win": open misère ±500
    ("7D", 10, 250, 0),  # it "bidders slam": when bid lower than 250 pts
    ("9C", 10, 360, 0),  # it "bidders slam": when bid higher than 250 pts
])
def test_waldo_BidTypeSpec_scores_on_default_settings(hand, tricks, bidder, other):
    # waldo/ScoreFiveHundred Tests/BidTypeSpec.m, context "scores on default settings"
    assert check_scores("default", hand, tricks) == (bidder, other)


def test_waldo_BidTypeSpec_no_bid_scores_10_per_trick_to_each_team():
    # waldo/ScoreFiveHundred Tests/BidTypeSpec.m, context "no bid",
    # it "scores 10 per trick to each team": NB, 7 → 70, 30
    assert check_scores("no one bid", "NB", 7) == (70, 30)


def test_waldo_BidTypeSpec_non_bidder_scores_0():
    # waldo/ScoreFiveHundred Tests/BidTypeSpec.m, context "non bidder 0 points per trick",
    # it "non bidder scores 0": 7D, 7 → 180, 0
    assert check_scores("non bidder scores zero", "7D", 7) == (180, 0)


@pytest.mark.parametrize("hand,tricks,bidder,other", [
    ("OM", 0, 1000, 0),  # it "scores double for misère"
    ("7NT", 6, 0, 220),  # it "successful defending team wins bid points"
    ("CM", 1, 0, 500),  # it "successful defending team wins bid points"
    ("8S", 8, 240, 0),  # it "unsuccessful defending team wins zero points"
])
def test_waldo_BidTypeSpec_quebec_mode(hand, tricks, bidder, other):
    # waldo/ScoreFiveHundred Tests/BidTypeSpec.m, context "quebec mode"
    assert check_scores("quebec mode", hand, tricks) == (bidder, other)


@pytest.mark.parametrize("hand,tricks,bidder,other", [
    ("8S", 8, 240, 20),  # it "should score defenders normally below the cap"
    ("8S", 4, -240, 50),  # it "should cap defenders score at the cap"
])
def test_waldo_BidTypeSpec_cap_defenders_score(hand, tricks, bidder, other):
    # waldo/ScoreFiveHundred Tests/BidTypeSpec.m, context "cap defenders score" (cap 50)
    assert check_scores("cap defenders score", hand, tricks) == (bidder, other)


@pytest.mark.parametrize("hand,tricks,bidder,other", [
    ("8S", 8, 240, 0),  # it "should score 0 when the bid succeeds"
    ("8S", 4, -240, 60),  # it "should score 10 per trick when bid fails"
    ("NB", 4, 40, 60),  # it "should score 10 per trick when no one bids"
])
def test_waldo_BidTypeSpec_only_successful_defenders_score(hand, tricks, bidder, other):
    # waldo/ScoreFiveHundred Tests/BidTypeSpec.m, context "only successful defenders score"
    assert check_scores("only successful defenders score", hand, tricks) == (bidder, other)


# ---- the scoring code behind the vectors, where the spec has none ----------------------------
def test_waldo_BidType_open_misere_caught_loses_500():
    """waldo/ScoreFiveHundred Classes/Models/BidType.m ``biddersPointsForGame``: a lost bid is
    minus its points, OM's 500 (no vector in the spec)."""
    assert check_scores("default", "OM", 1) == (-500, 0)


def test_waldo_BidType_the_cap_counts_the_score_before_the_hand():
    """``nonBiddersPointsForGame``: a team already at 40 under a cap of 50 gets 10 of its 60."""
    opts = SETTINGS["cap defenders score"]
    rep = play(FOUR, [{"points": {"Boris": 40}, "note": "carried over"},
                      {"bidder": "Anna", "bid": "8♠", "tricks": {A: 4, B: 6}}],
               teams=FOUR_TEAMS, options=opts)
    assert rep.game.snapshot(rep.state)["score"] == {A: -240, B: 50}


def test_waldo_BidType_the_cap_spares_the_no_bid_round():
    """``nonBiddersPointsForGame``: the cap applies to every variation but "no bid"."""
    opts = {**SETTINGS["cap defenders score"], "all_passed": "play"}
    rep = play(FOUR, [{"tricks": {A: 2, B: 8}}], teams=FOUR_TEAMS, options=opts)
    assert rep.game.snapshot(rep.state)["score"] == {A: 20, B: 80}


def test_waldo_Game_quebec_mode_goes_to_1000_first_to_cross():
    """Classes/Models/Game.m ``checkWithQuebec``: at 1000 or more the highest score wins, and
    there is no −500 end."""
    rep = play(FOUR, [{"points": {"Anna": -600, "Boris": 900}, "note": "carried over"}],
               teams=FOUR_TEAMS, rules="quebec")
    assert not rep.game.settle(rep.state).finished
    rep = play(FOUR, [{"points": {"Anna": 700, "Boris": 900}, "note": "carried over"},
                      {"bidder": "Anna", "bid": "10♥", "tricks": {A: 10}}],
               teams=FOUR_TEAMS, rules="quebec")
    s = rep.game.settle(rep.state)
    assert (s.finished, s.winner) == (True, A)  # 1200 against 900
