"""The public scorers' conventions as option values (R-F-M12…R-F-M15): each rule pinned on its
own, at three players and in the partnership forms, and the defaults left as the text has them.

The misère-after-seven vectors are rotundtapir/500's (commit 2277b88), ``HouseRulesTest.kt``;
the other figures are worked from the rulings and the peers' code named in each test."""

from __future__ import annotations

import pytest

from five_hundred_helpers import FIVE, FOUR, FOUR_TEAMS, THREE, play, score, steps
from prompting import asked, at_terminal, deals, run, session
from scorekeeper.core import registry
from scorekeeper.core.options import resolve_options
from scorekeeper.errors import IllegalError, InvalidError
from scorekeeper.games.five_hundred import arbitration
from scorekeeper.session.files import load_replay

D, K, T = THREE
G = registry.game("five-hundred")


def opts(**values):
    return resolve_options(G.options, G.presets["avondale"], values)


def start(**pts):
    return {"points": pts, "note": "carried over from the last sheet"}


def result(rep):
    s = rep.game.settle(rep.state)
    return s.finished, s.winner


# ---- the defaults are the text's rules ----------------------------------------------------
def test_R_F_M12_the_defaults_are_the_text_rules():
    o = opts()
    assert (o["win_by"], o["target"], o["minus_500_ends"], o["hands"]) == ("race", 500, True, 0)
    assert (o["all_passed"], o["opponents_score"], o["misere_opponents"]) == (
        "play", "tricks", "soloist-tricks")
    assert (o["set_penalty"], o["misere_double"], o["opponents_cap"],
            o["misere_after_seven"]) == ("value", False, 0, False)


@pytest.mark.parametrize("value", ["first", 1, "own bid"])
def test_an_option_value_is_refused_by_name_with_what_is_expected(value):
    with pytest.raises(InvalidError) as err:
        opts(win_by=value)
    assert "win_by" in err.value.describe() and "own-bid" in err.value.describe()


# ---- win_by ----------------------------------------------------------------------------------
def test_R_F_M12_own_bid_an_opponent_past_500_by_defending_plays_on():
    """rwehe/500scorer src/lib/game.ts evaluateOutcome: only the bidding team, on a made bid."""
    deals_ = [start(Danilov=480), {"bidder": K, "bid": "7♠", "tricks": {K: 6, D: 2, T: 2}}]
    assert result(play(THREE, deals_)) == (True, D)  # R-F5: the opponent wins
    rep = play(THREE, deals_, options={"win_by": "own-bid"})
    assert result(rep) == (False, None)
    assert rep.game.snapshot(rep.state)["score"][D] == 500


def test_R_F_M12_own_bid_the_soloist_wins_on_his_made_contract():
    rep = play(THREE, [start(Danilov=480, Kabanov=400),
                       {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 2, T: 1}}],
               options={"win_by": "own-bid"})
    assert result(rep) == (True, K)


def test_R_F_M12_own_bid_a_set_contract_wins_nothing_and_no_first_to_500_is_asked():
    rep = play(THREE, [start(Danilov=480, Toropov=480),
                       {"bidder": K, "bid": "8♠", "tricks": {K: 4, D: 3, T: 3}}],
               options={"win_by": "own-bid"})
    assert result(rep) == (False, None)
    with pytest.raises(IllegalError, match="decides"):
        play(THREE, [start(Danilov=480, Toropov=480),
                     {"bidder": K, "bid": "8♠", "tricks": {K: 4, D: 3, T: 3},
                      "first_to_500": D}], options={"win_by": "own-bid"})


def test_R_F_M12_own_bid_a_penalty_or_all_passed_wins_no_game_but_minus_500_ends_it():
    rep = play(THREE, [start(Danilov=490), {"tricks": {D: 4, K: 3, T: 3}}],
               options={"win_by": "own-bid"})
    assert result(rep) == (False, None)
    rep = play(THREE, [start(Danilov=490, Kabanov=-480),
                       {"bidder": K, "bid": "6♠", "tricks": {K: 4, D: 3, T: 3}}],
               options={"win_by": "own-bid"})
    assert result(rep) == (True, D)  # Kabanov at −520: the highest score, Danilov's 520, wins


def test_R_F_M12_highest_the_highest_score_wins_once_anyone_crosses():
    """waldo/ScoreFiveHundred Classes/Models/Game.m checkWithFirstToCross: the soloist crossing
    does not win against an opponent above him."""
    deals_ = [start(Danilov=490, Kabanov=360),
              {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 3}}]  # Kabanov 500, Danilov 520
    assert result(play(THREE, deals_)) == (True, K)  # R-F5: the soloist counts first
    assert result(play(THREE, deals_, options={"win_by": "highest"})) == (True, D)


def test_R_F_M12_highest_a_tie_on_the_highest_score_is_shared():
    """checkWithFirstToCross: every team on the highest score is a winner; with a stake the
    others pay it and the winners share it (R-F-M11)."""
    deals_ = [start(Danilov=480, Toropov=480), {"bidder": K, "bid": "6♠", "tricks": {K: 6, D: 2, T: 2}}]
    rep = play(THREE, deals_, options={"win_by": "highest", "stake": 10})
    assert result(rep) == (True, f"{D}/{T}")
    assert rep.game.settle(rep.state).balance == {D: 5, K: -10, T: 5}


def test_R_F_M12_highest_a_tie_between_every_side_is_a_draw():
    rep = play(FOUR, [start(Anna=470, Boris=470),
                      {"bidder": "Anna", "bid": "6♠", "tricks": {"Anna/Vera": 6, "Boris/Gleb": 4}}],
               teams=FOUR_TEAMS, options={"win_by": "highest"})
    assert rep.game.snapshot(rep.state)["score"] == {"Anna/Vera": 510, "Boris/Gleb": 510}
    assert result(rep) == (True, None)


# ---- target, minus_500_ends, hands ---------------------------------------------------------
def test_R_F_M12_target_1000_500_wins_nothing():
    """waldo/ScoreFiveHundred Classes/Models/Game.m: scoreToWinQuebec = 1000."""
    deals_ = [start(Kabanov=400), {"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 3}}]
    assert result(play(THREE, deals_)) == (True, K)
    rep = play(THREE, deals_, options={"target": 1000})
    assert result(rep) == (False, None)
    assert rep.game.snapshot(rep.state)["to_target"][K] == 460
    assert "460 to +1000" in rep.game.progress(rep.state)[0]


def test_R_F_M12_without_the_minus_500_end_the_game_goes_on():
    deals_ = [start(Kabanov=-480), {"bidder": K, "bid": "6♠", "tricks": {K: 4, D: 4, T: 2}}]
    assert result(play(THREE, deals_)) == (True, D)  # R-F5: Kabanov at −520 ends it
    rep = play(THREE, deals_, options={"minus_500_ends": False})
    assert result(rep) == (False, None)
    assert all("above" not in line for line in rep.game.progress(rep.state))


def test_R_F_M12_a_tournament_ends_after_its_last_hand_whatever_the_scores():
    """waldo/ScoreFiveHundred Classes/Models/Game.m checkWithTournament: after N rounds the
    highest score wins; nothing ends it before."""
    hands = [{"bidder": K, "bid": "10NT", "tricks": {K: 10}},  # 520: no win in a tournament
             {"bidder": D, "bid": "6♠", "tricks": {D: 6, K: 2, T: 2}},
             {"bidder": T, "bid": "7♥", "tricks": {T: 3, K: 4, D: 3}}]
    rep = play(THREE, hands[:2], options={"hands": 3})
    assert result(rep) == (False, None)
    assert "hand 2 of 3" in rep.game.progress(rep.state)[0]
    rep = play(THREE, hands, options={"hands": 3})
    assert rep.game.snapshot(rep.state)["score"] == {D: 70, K: 580, T: -180}
    assert result(rep) == (True, K)
    assert "after 3 hands" in rep.game.settle(rep.state).lines[0].text


def test_R_F_M12_a_penalty_and_a_deal_thrown_in_are_no_hands_of_a_tournament():
    rep = play(THREE, [{"bidder": K, "bid": "6♠", "tricks": {K: 6, D: 2, T: 2}},
                       {"tricks": {}},
                       {"penalty": {"Danilov": -10}, "note": "slow"}],
               options={"hands": 2, "all_passed": "redeal"})
    assert result(rep) == (False, None) and rep.state.hands == 1


def test_R_F_M12_a_new_game_starts_the_tournament_again():
    rep = play(THREE, [{"bidder": K, "bid": "6♠", "tricks": {K: 6, D: 2, T: 2}},
                       {"new_game": True, "bidder": D, "bid": "6♠", "tricks": {D: 6, K: 2, T: 2}}],
               options={"hands": 1})
    assert rep.state.game == 2 and rep.state.hands == 1 and result(rep) == (True, D)


# ---- all_passed -----------------------------------------------------------------------------
def test_R_F_M14_a_deal_thrown_in_scores_nothing_and_passes_the_deal():
    rep = play(THREE, [{"tricks": {}}, {"bidder": K, "bid": "6♠", "tricks": {K: 6, D: 2, T: 2}}],
               options={"all_passed": "redeal"})
    assert rep.game.snapshot(rep.state)["score"] == {D: 20, K: 40, T: 20}
    assert rep.entries[1].dealer != rep.entries[0].dealer
    assert "R-F-M14" in steps(rep, 1)[0].rule


def test_R_F_M14_a_deal_thrown_in_has_no_tricks_nor_revoke():
    with pytest.raises(IllegalError, match="thrown in"):
        play(THREE, [{"tricks": {D: 4, K: 3, T: 3}}], options={"all_passed": "redeal"})
    with pytest.raises(IllegalError, match="revoke"):
        play(THREE, [{"tricks": {}, "revoke": D}], options={"all_passed": "redeal"})


def test_R_F4_the_no_one_bid_round_is_played_at_10_a_trick_by_default():
    assert score(THREE, [{"tricks": {D: 4, K: 3, T: 3}}]) == {D: 40, K: 30, T: 30}


def test_R_F_M14_the_form_asks_tricks_of_a_round_played_and_none_of_one_thrown_in(tmp_path,
                                                                                 monkeypatch):
    at_terminal(monkeypatch)
    played = session(tmp_path, "five-hundred", ["Anna", "Boris", "Vera"], "avondale")
    r = run("five-hundred", "passed", played, answers=["4", "3"])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by Anna (0 to 10)") == 1
    (tmp_path / "b").mkdir()
    thrown = session(tmp_path / "b", "five-hundred", ["Anna", "Boris", "Vera"], "quebec")
    r = run("five-hundred", "passed", thrown, answers=[])
    assert r.exit_code == 0, r.output
    assert asked(r.output, "Tricks taken by") == 0
    assert deals(thrown) == [{"tricks": {}}]
    assert load_replay(thrown).state.score == {"Anna": 0, "Boris": 0, "Vera": 0}


# ---- the opponents' score -------------------------------------------------------------------
@pytest.mark.parametrize("how,made,set_", [
    ("tricks", {D: 20, K: 140, T: 10}, {D: 30, K: -140, T: 10}),  # R-F4
    ("tricks-if-set", {D: 0, K: 140, T: 0}, {D: 30, K: -140, T: 10}),
    ("nothing", {D: 0, K: 140, T: 0}, {D: 0, K: -140, T: 0}),
    ("contract-if-set", {D: 0, K: 140, T: 0}, {D: 140, K: -140, T: 140}),
])
def test_R_F_M13_opponents_score_at_three_players(how, made, set_):
    o = {"opponents_score": how}
    assert score(THREE, [{"bidder": K, "bid": "7♠", "tricks": {K: 7, D: 2, T: 1}}], options=o) == made
    assert score(THREE, [{"bidder": K, "bid": "7♠", "tricks": {K: 6, D: 3, T: 1}}], options=o) == set_


def test_R_F_M13_a_revoke_by_an_opponent_counts_as_made_for_the_opponents_score():
    got = score(THREE, [{"bidder": K, "bid": "7♠", "tricks": {K: 5, D: 4, T: 1}, "revoke": D}],
                options={"opponents_score": "tricks-if-set"})
    assert got == {D: 0, K: 140, T: 0}


def test_R_F_M13_misere_opponents():
    caught = [{"bidder": K, "bid": "misere", "tricks": {K: 2}}]
    assert score(THREE, caught) == {D: 20, K: -250, T: 20}  # R-F4: 10 a trick of the soloist's
    assert score(THREE, caught, options={"misere_opponents": "nothing"}) == {D: 0, K: -250, T: 0}
    assert score(THREE, caught, options={"misere_opponents": "contract"}) == {D: 250, K: -250, T: 250}


def test_R_F_M13_set_penalty_none_and_misere_double():
    set_ = [{"bidder": K, "bid": "8♥", "tricks": {K: 7, D: 2, T: 1}}]
    assert score(THREE, set_, options={"set_penalty": "none"}) == {D: 20, K: 0, T: 10}
    made = [{"bidder": K, "bid": "open misere", "tricks": {K: 0}}]
    assert score(THREE, made, options={"misere_double": True}) == {D: 0, K: 1040, T: 0}
    caught = [{"bidder": K, "bid": "misere", "tricks": {K: 1}}]
    assert score(THREE, caught, options={"misere_double": True}) == {D: 10, K: -500, T: 10}


def test_R_F_M13_the_cap_takes_each_opponent_by_his_own_score():
    rep = play(THREE, [start(Danilov=470, Toropov=300),
                       {"bidder": K, "bid": "7♠", "tricks": {K: 5, D: 3, T: 2}}],
               options={"opponents_cap": 490, "win_by": "own-bid"})
    assert rep.game.snapshot(rep.state)["score"] == {D: 490, K: -140, T: 320}
    capped = [s for s in steps(rep, 2) if "capped at 490" in s.text]
    assert len(capped) == 1 and capped[0].delta == 20 and "R-F-M13" in capped[0].rule


def test_R_F_M13_a_called_partner_still_scores_half_the_soloists():
    rep = play(FIVE, [{"bidder": "Anna", "bid": "8♠", "partner": "Vera",
                       "tricks": {"Anna": 4, "Vera": 2, "Boris": 2, "Gleb": 1, "Dasha": 1}}],
               options={"set_penalty": "none", "opponents_score": "contract-if-set"})
    assert rep.game.snapshot(rep.state)["score"] == {"Anna": 0, "Boris": 240, "Vera": 0,
                                                      "Gleb": 240, "Dasha": 240}


# ---- misère only after a seven bid: rotundtapir/500 HouseRulesTest.kt ------------------------
GATED = opts(misere_after_seven=True)


def legal(bid, *before, o=GATED):
    return arbitration.overcall(bid, list(before), o).legal


def test_rotundtapir_HouseRulesTest_misere_is_not_offered_before_the_bidding_reaches_seven():
    # rotundtapir/500 HouseRulesTest.kt, "misere is not offered before the bidding reaches seven"
    assert not legal("misere", "6♥") and not legal("open misere", "6♥")
    assert legal("7♠", "6♥")


def test_rotundtapir_HouseRulesTest_misere_unlocks_once_a_seven_bid_has_been_made():
    # rotundtapir/500 HouseRulesTest.kt, "misere unlocks once a seven bid has been made"
    assert legal("misere", "7♠") and legal("open misere", "7♠")


def test_rotundtapir_HouseRulesTest_misere_cannot_open_the_auction():
    # rotundtapir/500 HouseRulesTest.kt, "misere cannot open the auction even when submitted
    # directly" (and, in the opener's legal bids, neither misère is offered)
    for bid in ("misere", "open misere"):
        with pytest.raises(IllegalError, match="seven tricks"):
            play(THREE, [{"bidder": K, "bid": bid, "tricks": {K: 0}, "auction": [bid]}],
                 options={"misere_after_seven": True})


def test_rotundtapir_HouseRulesTest_open_misere_may_follow_a_misere():
    # rotundtapir/500 HouseRulesTest.kt, "open misere may follow a misere"
    assert not legal("misere", "7♠", "misere")  # does not outrank itself
    assert legal("open misere", "7♠", "misere")


def test_rotundtapir_HouseRulesTest_an_eight_bid_above_misere_still_leaves_open_misere():
    # rotundtapir/500 HouseRulesTest.kt, "an eight bid above misere still leaves open misere
    # callable"
    assert not legal("misere", "7♠", "8♣") and legal("open misere", "7♠", "8♣")


def test_rotundtapir_HouseRulesTest_misere_disabled_removes_both_even_past_the_gate():
    # rotundtapir/500 HouseRulesTest.kt, "misere disabled removes both misere bids even past the
    # gate" and "a disabled bid is rejected even past the gate": here option misere = false
    off = opts(misere_after_seven=True, misere=False)
    for bid in ("misere", "open misere"):
        with pytest.raises(IllegalError):
            arbitration.overcall(bid, ["7♠"], off)
    assert legal("10NT", "7♠", o=off) and legal("8♠", "7♠", o=off)


def test_rotundtapir_HouseRulesTest_defaults_leave_the_full_ladder_biddable_once_gated():
    # rotundtapir/500 HouseRulesTest.kt, "defaults leave the full ladder biddable once gated"
    assert legal("misere", "7♠") and legal("open misere", "7♠") and legal("7NT", "7♠")


def test_R_F_M15_the_gate_is_off_by_default_and_checked_on_a_recorded_auction():
    deal = {"bidder": K, "bid": "misere", "tricks": {K: 0}, "auction": ["6♥", "misere"]}
    assert score(THREE, [deal]) == {D: 0, K: 250, T: 0}  # R-F2 alone: misère overcalls 6♥
    with pytest.raises(IllegalError, match="seven tricks") as err:
        play(THREE, [deal], options={"misere_after_seven": True})
    assert err.value.key == "auction.1"
    ok = {**deal, "auction": ["6♥", "7♣", "misere"]}
    assert score(THREE, [ok], options={"misere_after_seven": True}) == {D: 0, K: 250, T: 0}


def test_R_F_M15_without_an_auction_the_misere_is_taken_on_trust_and_explain_says_so():
    rep = play(THREE, [{"bidder": K, "bid": "misere", "tricks": {K: 0}}],
               options={"misere_after_seven": True})
    assert any("R-F-M15" in s.rule and "no auction" in s.text for s in steps(rep, 1))


# ---- invariants under every convention --------------------------------------------------------
from hypothesis import given  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from five_hundred_helpers import session_text  # noqa: E402
from test_five_hundred_zero_sum import TABLES, entries  # noqa: E402
from zero_sum import PRICES, ZERO_SUM, assert_zero_sum, legal_session  # noqa: E402

CONVENTIONS = {
    "win_by": ["race", "own-bid", "highest"], "target": [500, 1000],
    "minus_500_ends": [True, False], "hands": [0, 0, 3], "all_passed": ["play", "redeal"],
    "opponents_score": ["tricks", "tricks-if-set", "nothing", "contract-if-set"],
    "misere_opponents": ["soloist-tricks", "nothing", "contract"], "set_penalty": ["value", "none"],
    "misere_double": [False, True], "opponents_cap": [0, 0, 460, 490],
    "misere_after_seven": [False, True], "stake": [0, 1, 2.5],
}


@st.composite
def convention_sessions(draw):
    players, teams = draw(st.sampled_from(TABLES))
    rules = draw(st.sampled_from(["avondale", "australian", "quebec", "bid-out"]))
    options = {k: draw(st.sampled_from(v)) for k, v in CONVENTIONS.items() if draw(st.booleans())}
    ds = draw(st.lists(entries(players), min_size=1, max_size=12))
    ds = [{**d, "tricks": {}} if "tricks" in d and "bidder" not in d and draw(st.booleans()) else d
          for d in ds]  # now and then a deal thrown in
    return players, teams, rules, options, ds


@ZERO_SUM
@given(convention_sessions(), st.sampled_from(PRICES))
def test_R_F_M11_the_settlement_sums_to_zero_under_every_convention(session, price):
    players, teams, rules, options, ds = session
    rep = legal_session(lambda es: session_text(players, es, rules=rules, options=options,
                                                teams=teams), ds)
    assert_zero_sum(rep.game.settle(rep.state), price)


@ZERO_SUM
@given(convention_sessions())
def test_R_F_M13_defending_never_carries_a_score_past_the_cap(session):
    """Each award to an opponent of a contract (a unit without the bidder, nor his partner)
    leaves that unit at the cap or below, or where it stood: never further past 460."""
    players, teams, rules, options, ds = session
    options = {**options, "opponents_cap": 460}
    rep = legal_session(lambda es: session_text(players, es, rules=rules, options=options,
                                                teams=teams), ds)
    running = {u: 0.0 for u in rep.state.units}
    for e in rep.entries:
        solo = {e.data.get("bidder"), e.data.get("partner")}
        for s in e.steps:
            if s.text.startswith("game ") and "begins" in s.text:
                running = {u: 0.0 for u in running}
            if s.account != "score" or not s.delta:
                continue
            defending = "bidder" in e.data and not solo & set(s.player.split("/"))
            if defending and s.delta > 0:
                assert running[s.player] + s.delta <= max(460, running[s.player]), (e.number, s)
            running[s.player] += s.delta
