"""The public test vectors of rwehe/500scorer — ``tests/bids.test.ts``, ``tests/scoring.test.ts``
and ``tests/game.test.ts`` — reproduced as option values over the one engine (R-F-M12, R-F-M13).

The scorer plays four players in two teams: team 0 here is Anna/Vera (Anna bids for it), team 1
Boris/Gleb (Boris bids).  Its rules (``src/lib/scoring.ts``, ``src/lib/game.ts``) are the Avondale
schedule with the flat 250 slam, which are this engine's defaults, and two conventions:

* the opponents score nothing on a misère, made or not: ``misere_opponents = nothing``;
* only the bidding team wins by reaching 500, on a bid it made: ``win_by = own-bid``.

The preset ``bid-out`` carries both (with open misère 500 and all passed dealt again, which the
scorer has no bid or round for); every vector is checked under the explicit options and under
the preset.  The figures are the peer's, never read off this code.
"""

from __future__ import annotations

import math

import pytest

from five_hundred_helpers import FOUR, FOUR_TEAMS, play
from scorekeeper.core import registry
from scorekeeper.core.options import resolve_options
from scorekeeper.errors import ScorekeeperError
from scorekeeper.games.five_hundred import ending, scoring
from scorekeeper.notation import parse_contract

TEAMS = ("Anna/Vera", "Boris/Gleb")  # team 0, team 1
BIDDER = ("Anna", "Boris")
RWEHE = {"win_by": "own-bid", "misere_opponents": "nothing"}
RULES = [pytest.param({"options": RWEHE}, id="options"), pytest.param({"rules": "bid-out"},
                                                                      id="bid-out")]
#: the scorer's bid ids (``src/lib/bids.ts``) in the file's notation
SUITS = {"S": "♠", "C": "♣", "D": "♦", "H": "♥", "NT": "NT"}


def bid_of(bid_id: str) -> str:
    if bid_id == "MIS":
        return "misere"
    level, suit = bid_id[:-2] if bid_id.endswith("NT") else bid_id[:-1], \
        "NT" if bid_id.endswith("NT") else bid_id[-1]
    return f"{level}{SUITS[suit]}"


def hand(bid_id: str, bidder: int, tricks: tuple) -> dict:
    """One ``HandInput`` ({bid, bidder, tricks}) as a deal of the file."""
    return {"bidder": BIDDER[bidder], "bid": bid_of(bid_id),
            "tricks": {TEAMS[0]: tricks[0], TEAMS[1]: tricks[1]}}


def scores(hands, rules) -> tuple:
    rep = play(FOUR, [hand(*h) for h in hands], teams=FOUR_TEAMS, **rules)
    s = rep.game.snapshot(rep.state)["score"]
    return s[TEAMS[0]], s[TEAMS[1]]


def outcome(hands, rules) -> str | int:
    """``getOutcome``: 'in-progress', 'draw', or the winning team's index."""
    rep = play(FOUR, [hand(*h) for h in hands], teams=FOUR_TEAMS, **rules)
    s = rep.game.settle(rep.state)
    if not s.finished:
        return "in-progress"
    return "draw" if s.winner is None else TEAMS.index(s.winner)


def deltas(bid_id: str, bidder: int, tricks: tuple, rules) -> tuple:
    """``scoreHand(bid, bidder, tricks).deltas``: a hand from 0–0."""
    return scores([(bid_id, bidder, tricks)], rules)


# ==== tests/bids.test.ts ======================================================================
#: rwehe/500scorer tests/bids.test.ts LEGACY_TABLE ("Legacy table from v1 js/main.js")
LEGACY_TABLE = [
    ("6S", 40), ("6C", 60), ("6D", 80), ("6H", 100), ("6NT", 120),
    ("7S", 140), ("7C", 160), ("7D", 180), ("7H", 200), ("7NT", 220),
    ("8S", 240), ("8C", 260), ("8D", 280), ("8H", 300), ("8NT", 320),
    ("9S", 340), ("9C", 360), ("9D", 380), ("9H", 400), ("9NT", 420),
    ("10S", 440), ("10C", 460), ("10D", 480), ("10H", 500), ("10NT", 520),
    ("MIS", 250),
]
AVONDALE = resolve_options(registry.game("five-hundred").options,
                           registry.game("five-hundred").presets["avondale"])


@pytest.mark.parametrize("bid_id,value", LEGACY_TABLE)
def test_rwehe_bids_each_bid_is_worth_its_legacy_value(bid_id, value):
    # rwehe/500scorer tests/bids.test.ts, it.each(LEGACY_TABLE) "%s is worth %i"
    assert scoring.contract_value(parse_contract(bid_of(bid_id)), AVONDALE) == value


def test_rwehe_bids_25_suit_bids_plus_misere():
    # rwehe/500scorer tests/bids.test.ts, "has 25 suit bids plus misère, in legacy order"
    bids = scoring.ladder(AVONDALE, misere=False)
    assert len(bids) == 25 and len(LEGACY_TABLE) == 26


def test_rwehe_bids_steps_20_per_suit_and_100_per_trick():
    # rwehe/500scorer tests/bids.test.ts, "steps +20 per suit and +100 per trick"
    v = lambda text: scoring.contract_value(parse_contract(text), AVONDALE)  # noqa: E731
    assert v("6♠") == 40 and v("6♣") - v("6♠") == 20 and v("7♠") - v("6♠") == 100
    assert v("10NT") == 520


# ==== tests/scoring.test.ts ===================================================================
@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("bid_id,bidder,tricks,expected", [
    ("7H", 0, (7, 3), (200, 30)),  # "bidder making exactly scores the bid value; opponents +10/trick"
    ("6S", 0, (9, 1), (40, 10)),  # "overtricks do not add to the bidder score"
    ("8NT", 0, (7, 3), (-320, 30)),  # "bidder missing loses the bid value; opponents still +10/trick"
    ("9D", 1, (2, 8), (20, -380)),  # "works for team 1 as bidder"
    ("6C", 1, (4, 6), (40, 60)),  # "works for team 1 as bidder"
    ("10NT", 0, (10, 0), (520, 0)),  # "opponents taking no tricks score 0"
    ("6S", 0, (0, 10), (-40, 100)),  # "bidder taking 0 tricks on a suit bid loses and opponents get 100"
])
def test_rwehe_scoring_suit_bids(bid_id, bidder, tricks, expected, rules):
    # rwehe/500scorer tests/scoring.test.ts, describe "suit bids"
    assert deltas(bid_id, bidder, tricks, rules) == expected


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("bid_id,expected", [
    ("6S", 250), ("7NT", 250), ("8S", 250), ("8C", 260), ("9H", 400), ("10S", 440), ("10H", 500)])
def test_rwehe_scoring_slam_10_tricks(bid_id, expected, rules):
    # rwehe/500scorer tests/scoring.test.ts, describe "slam (all 10 tricks)",
    # it.each "10 tricks on %s scores %i"
    assert deltas(bid_id, 0, (10, 0), rules)[0] == expected


@pytest.mark.parametrize("rules", RULES)
def test_rwehe_scoring_9_tricks_on_a_low_bid_is_not_a_slam(rules):
    # rwehe/500scorer tests/scoring.test.ts, "9 tricks on a low bid is not a slam"
    assert deltas("6S", 0, (9, 1), rules) == (40, 10)


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("bidder,tricks,expected", [
    (0, (0, 10), (250, 0)),  # "bidder taking no tricks scores +250; opponents score 0"
    (1, (9, 1), (0, -250)),  # "bidder taking any trick scores −250; opponents score 0"
    (0, (10, 0), (-250, 0)),  # "bidder taking any trick scores −250; opponents score 0"
])
def test_rwehe_scoring_misere(bidder, tricks, expected, rules):
    # rwehe/500scorer tests/scoring.test.ts, describe "misère"
    assert deltas("MIS", bidder, tricks, rules) == expected


@pytest.mark.parametrize("tricks", [
    pytest.param((5, 4), id="sum below 10"), pytest.param((6, 5), id="sum above 10"),
    pytest.param((-1, 11), id="negative"), pytest.param((11, -1), id="over 10"),
    pytest.param((6.5, 3.5), id="fractional"), pytest.param((math.nan, 10), id="NaN"),
])
def test_rwehe_scoring_validation_rejects_tricks(tricks):
    # rwehe/500scorer tests/scoring.test.ts, describe "validation", it.each "rejects tricks: %s"
    with pytest.raises(ScorekeeperError):
        deltas("6S", 0, tricks, {"options": RWEHE})


# ==== tests/game.test.ts ======================================================================
@pytest.mark.parametrize("rules", RULES)
def test_rwehe_game_records_a_hand(rules):
    # rwehe/500scorer tests/game.test.ts, recordHand "records a hand with starting/final scores"
    assert scores([("7H", 0, (8, 2))], rules) == (200, 20)


@pytest.mark.parametrize("rules", RULES)
def test_rwehe_game_accumulates_scores_across_hands(rules):
    # rwehe/500scorer tests/game.test.ts, recordHand "accumulates scores across hands"
    hands = [("7H", 0, (8, 2)), ("8S", 1, (3, 7)), ("MIS", 0, (0, 10))]
    assert [scores(hands[:n], rules) for n in (1, 2, 3)] == [(200, 20), (230, -220), (480, -220)]


@pytest.mark.parametrize("rules", RULES)
def test_rwehe_game_team_1_bids_6nt(rules):
    # rwehe/500scorer tests/game.test.ts, recordHand "accepts a bid object as well as an id"
    assert scores([("6NT", 1, (4, 6))], rules) == (40, 120)


def test_rwehe_game_rejects_bad_tricks():
    # rwehe/500scorer tests/game.test.ts, recordHand "rejects … bad tricks": [6, 3]
    with pytest.raises(ScorekeeperError):
        scores([("6S", 0, (6, 3))], {"options": RWEHE})


BASE = [("9NT", 1, (1, 9)), ("6S", 0, (3, 7)), ("6S", 0, (6, 4))]  # 10/420, −30/490, 10/530


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("hands,final,result", [
    # "a slam can take the bidder past 500"
    ([("7H", 0, (7, 3)), ("6NT", 0, (7, 3)), ("6D", 0, (10, 0))], (570, 60), 0),
    # "bidder reaching exactly 500 on a made bid wins"
    ([("9H", 0, (9, 1)), ("6H", 0, (6, 4))], (500, 50), 0),
    # "a team can win in one hand with 10H / 10NT"
    ([("10NT", 1, (0, 10))], (0, 520), 1),
    # "bidder can win on misère"
    ([("8D", 1, (2, 8)), ("MIS", 1, (10, 0))], (20, 530), 1),
    # "opponents passing 500 on tricks do not win; game continues"
    (BASE, (10, 530), "in-progress"),
    # "a team already over 500 still needs to make a bid to win": missed, then made
    ([*BASE, ("7S", 1, (4, 6))], (50, 390), "in-progress"),
    ([*BASE, ("6S", 1, (4, 6))], (50, 570), 1),
    # "bidder making a bid but staying under 500 does not win even if opponent is over 500"
    ([*BASE, ("6H", 0, (6, 4))], (110, 570), "in-progress"),
])
def test_rwehe_game_winning(hands, final, result, rules):
    # rwehe/500scorer tests/game.test.ts, describe "winning"
    assert scores(hands, rules) == final
    assert outcome(hands, rules) == result


@pytest.mark.parametrize("rules", RULES)
def test_rwehe_game_refuses_hands_after_the_game_is_over(rules):
    # rwehe/500scorer tests/game.test.ts, "refuses to record hands after the game is over"; and
    # replay "throws if the inputs continue past the end of the game"
    assert outcome([("10H", 0, (10, 0))], rules) == 0
    for hands in ([("10H", 0, (10, 0)), ("6S", 1, (4, 6))],
                  [("10NT", 0, (10, 0)), ("6S", 1, (4, 6))]):
        with pytest.raises(ScorekeeperError):
            scores(hands, rules)


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("hands,final,result", [
    # "a team falling to exactly −500 ends the game; the higher score wins"
    ([("8D", 0, (5, 5)), ("7NT", 0, (6, 4))], (-500, 90), 1),
    # "−490 does not end the game"
    ([("8D", 0, (5, 5)), ("7C", 0, (6, 4)), ("6S", 0, (5, 5))], (-480, 140), "in-progress"),
    # "a failed misère can end the game"
    ([("8D", 1, (5, 5)), ("MIS", 1, (9, 1))], (50, -530), 0),
])
def test_rwehe_game_losing_at_minus_500(hands, final, result, rules):
    # rwehe/500scorer tests/game.test.ts, describe "losing (≤ −500)"
    assert scores(hands, rules) == final
    assert outcome(hands, rules) == result


def evaluate(bidder: int, made: bool, final: tuple):
    """``evaluateOutcome({bidder, made, finalScores})`` as the engine's end of a deal."""
    opts = resolve_options(registry.game("five-hundred").options,
                           registry.game("five-hundred").presets["bid-out"])
    race = ending.decide(dict(zip(TEAMS, final)), opts, first=[[TEAMS[bidder]]],
                         others=[[TEAMS[1 - bidder]]], made=made, played=1)
    if not race.finished:
        return "in-progress"
    return "draw" if not race.winners else TEAMS.index(race.winner)


@pytest.mark.parametrize("bidder,made,final,result", [
    (0, False, (-510, -20), 1),  # "the winner by −500 can have a negative score"
    (0, False, (-500, -500), "draw"),  # "equal scores when the game ends on −500 is a draw"
    (1, True, (-500, 500), 1),  # "reaching 500 on a made bid takes priority"
    (0, False, (600, 0), "in-progress"),  # "a missed bid never wins by reaching 500"
])
def test_rwehe_game_evaluate_outcome(bidder, made, final, result):
    # rwehe/500scorer tests/game.test.ts, describe "losing (≤ −500)", evaluateOutcome(...)
    assert evaluate(bidder, made, final) == result


def test_rwehe_game_the_text_rule_lets_the_opponents_win_where_the_scorer_plays_on():
    """The same hands under the default (R-F5): the opponents at 530 win; a test that the
    convention, not the engine, makes the scorer's vector."""
    assert outcome(BASE, {"rules": "avondale"}) == 1
