"""The cuts, ceding, deferred scoring, swaps, add-ons and the endings, each worked by hand from the
text and the rulings it names."""

from __future__ import annotations

import pytest

from pari_helpers import move, play, scored, snap
from scorekeeper.games.pari import scoring
from scorekeeper.games.pari.cards import Cut, parse_cards
from scorekeeper.notation import Card, Rank, Suit


# ------------------------------------------------------------------------------ the cuts
def test_r_x4_jokers_at_the_cut_cost_the_cutter_50_100_500_and_r_x_m1_then_500():
    """Boris (non-dealer) cuts: four jokers in all: −50 −100 −500 −500 = −1150."""
    rep = play([{"cuts": ["Jk", "9♠", "Jk", "3♥", "Jk", "Jk", "Q♦"]}])
    assert scored(rep, 1) == [("Boris", -50), ("Boris", -100), ("Boris", -500), ("Boris", -500)]
    assert rep.state.score == {"Anna": 0, "Boris": -1150}
    assert rep.game.snapshot(rep.state)["senior_points"] == 108


def test_s_senior_trump_suit_matches_20():
    assert scored(play([{"cuts": ["9♠", "3♠", "Q♦"]}]), 1) == [("Boris", 20)]


def test_r_x15_senior_itself_at_both_cuts_100_not_20_then_500_and_its_own_rank():
    """Second cut the senior itself: 100 (replacing the 20); third cut the senior again: 500, and the
    multiplier is its own rank: 9 × 9 = 81."""
    rep = play([{"cuts": ["9♠", "9♠", "9♠"]}])
    assert scored(rep, 1) == [("Boris", 100), ("Boris", 500)]
    assert rep.game.snapshot(rep.state)["senior_points"] == 81


def test_r_x15_an_ace_multiplies_by_14():
    assert snap([{"cuts": ["9♠", "3♥", "A♦"]}])["senior_points"] == 126


def test_r_x16_ceding_costs_the_non_dealer_20_and_the_dealer_moves_first():
    rep = play([{"cuts": ["9♠", "3♥", "Q♦"], "ceded": True}, move("Anna", single="4♠"),
                move("Boris", single="5♦"), move("Boris", single="6♦"), move("Anna", single="7♦")])
    assert scored(rep, 1) == [("Boris", -20)]


def test_r_x24_games_alternate_the_deal():
    rep = play([{"cuts": ["5♠", "3♣", "2♦"]}, move("Boris", meld=["2♥ 3♥ 4♥"]),
                move("Anna", meld=["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"], single="Q♠", out=True),
                {"left": {"Boris": "A♥ K♥ Q♥ J♥ 10♥ 9♥"}},
                {"cuts": ["5♠", "3♣", "2♦"]}, move("Anna", single="4♠")])
    s = rep.game.snapshot(rep.state)
    assert s["game_number"] == 2 and s["dealer"] == "Boris"


# ------------------------------------------------------------------------------ deferred scoring
def test_r_x10_half_trick_lost_when_the_next_move_takes_it_tricks_count_at_once():
    """Trumps ♥.  Boris melds ♣789 (1); Anna surrounds with ♣6 ♣10 (2: 48 pending) and lays ♠2 (3);
    Boris takes ♣6–10 with five trumps (4): 40 + (2+3+4+5+6 = 20) + 8 = 68 at once, and Anna's 48
    is lost.  Boris's meld was halved at move 2: 24."""
    rep = play([{"cuts": ["5♠", "3♥", "2♦"]}, move("Boris", meld=["7♣ 8♣ 9♣"]),
                move("Anna", surround={"8♣": "6♣ 10♣"}), move("Anna", single="2♠"),
                move("Boris", take={"8♣": "2♥ 3♥ 4♥ 5♥ 6♥"})])
    assert scored(rep, 3) == [("Boris", 24)]
    assert scored(rep, 5) == [("Boris", 68)]
    assert rep.state.score == {"Anna": 0, "Boris": 92}
    assert any("lost" in s.text for s in rep.entries[4].steps)


def test_r_x10_the_dealers_two_moves_wait_for_the_non_dealers_next():
    """Anna melds on both her moves (2 and 3); both are written at the end of Boris's move 4."""
    rep = play([{"cuts": ["5♠", "3♥", "2♦"]}, move("Boris", single="2♠"),
                move("Anna", meld=["7♦ 8♦ 9♦"]), move("Anna", meld=["J♣ Q♣ K♣"]),
                move("Boris", single="3♠")])
    assert scored(rep, 3) == [] and scored(rep, 4) == []
    assert scored(rep, 5) == [("Anna", 48), ("Anna", 72)]


def test_r_x9_melders_half_includes_the_premium_full_group_with_the_senior():
    """Senior 9♠ worth 108, trumps ♥.  Boris melds 9♠ 9♥ 9♦ 9♣: (108 + 27) × 2 + 400 = 670
    (R-X13).  Anna surrounds it with two jokers (as 9♦ and 9♣): 135 : 2 + 18 + 4 = 89.5 (dirty,
    R-X20).  Boris writes half of 670: 335 (R-X9)."""
    rep = play([{"cuts": ["9♠", "3♥", "Q♦"]}, move("Boris", meld=["9♠ 9♥ 9♦ 9♣"]),
                move("Anna", surround={"9♠": "Jk=9♦ Jk=9♣"}), move("Anna", single="2♠"),
                move("Boris", single="3♠")])
    assert scored(rep, 3) == [("Boris", 335)]
    assert scored(rep, 5) == [("Anna", 89.5)]


def test_r_x21_add_ons_same_suit_twice_other_suit_once_and_dirty_after():
    """Trumps ♥.  Boris melds ♦789; Anna adds ♦10 (×2 = 20) and ♠В (×1 = 11): 31."""
    rep = play([{"cuts": ["5♠", "3♥", "2♦"]}, move("Boris", meld=["7♦ 8♦ 9♦"]),
                move("Anna", add={"8♦": "10♦ J♠"}), move("Anna", single="2♠"), move("Boris", single="3♠")])
    assert scored(rep, 5) == [("Anna", 31)]
    seq = snap([{"cuts": ["5♠", "3♥", "2♦"]}, move("Boris", meld=["7♦ 8♦ 9♦"]),
                move("Anna", add={"8♦": "10♦ J♠"})])["table"][0]
    assert seq["clean"] is False


def test_r_x21_add_to_a_clean_trump_sequence_counts_twice_not_three_times():
    cut = Cut(Card(Rank.FIVE, Suit.SPADES), Suit.CLUBS, 2)
    from scorekeeper.games.pari.cards import classify
    target = classify(parse_cards("7♣ 8♣ 9♣", "t"), cut)
    assert scoring.add_on(parse_cards("10♣", "a"), target, cut).points == 20


def test_r_x22_a_joker_swap_scores_nothing_and_the_meld_stands():
    """Boris melds ♦7 Jk=♦8 ♦9 (clean: 24 × 2 = 48); Anna swaps in ♦8: nothing for her; Boris's
    meld stands at 48; the joker is in Anna's hand and she lays it in a group later."""
    rep = play([{"cuts": ["5♠", "3♥", "2♦"]}, move("Boris", meld=["7♦ Jk=8♦ 9♦"]),
                move("Anna", swap="8♦", single="2♠"),
                move("Anna", meld=["K♠ K♦ Jk=K♣"]), move("Boris", single="3♠")])
    assert scored(rep, 3) == [("Boris", 48)]
    assert scored(rep, 5) == [("Anna", 39)]
    assert rep.game.snapshot(rep.state)["table"][0]["cards"] == ["7♦", "8♦", "9♦"]


# ------------------------------------------------------------------------------ endings
def _talon27(**options):
    """Round 1: Boris lays 5, Anna 4 → both draw (9), talon 27; Anna goes out on move 3."""
    return play([{"cuts": ["Q♠", "4♣", "2♥"]}, move("Boris", meld=["2♥ 3♥ 4♥ 5♥ 6♥"]),
                 move("Anna", meld=["2♠ 3♠ 4♠ 5♠"]),
                 move("Anna", meld=["7♦ 8♦ 9♦ 10♦ J♦ Q♦ K♦ A♦"], single="9♣", out=True, talon=27),
                 {"left": {"Boris": "2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ J♣ K♥"}}], options=options)


def test_r_x3_exactly_27_in_the_talon_pays_250_by_default_500_with_talon27_high():
    """Anna: 250 (R-X3 low) + ♦7–A clean 84 × 2 = 168 + ♠2–5 14 × 2 = 28 + Boris's hand
    2+3+4+5+6+7+8+11+13 = 59."""
    assert _talon27().state.score["Anna"] == 250 + 168 + 28 + 59
    assert _talon27(talon27="high").state.score["Anna"] == 500 + 168 + 28 + 59


def test_r_x18_both_out_only_the_first_writes_100_and_no_hand():
    rep = play([{"cuts": ["5♠", "3♣", "2♦"]}, move("Boris", meld=["2♥ 3♥ 4♥"]),
                move("Anna", meld=["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"], single="Q♠", out=True, talon=36),
                move("Boris", meld=["9♥ 10♥ J♥ Q♥ K♥ A♥"], out=True), {"left": {}}])
    assert ("Anna", 100) in scored(rep, 4)
    assert not any(d == 500 for _, d in scored(rep, 4))
    assert sorted(scored(rep, 4, "Anna")) == [("Anna", 88), ("Anna", 100)]  # her ♦2–9 stands
    assert scored(rep, 5) == [("Boris", 138)]  # his last meld, written at the end (R-X10)
    # Anna: 100 + ♦2–9 (44 × 2 = 88); Boris: ♥234 (18) + ♥9–A (69 × 2 = 138), no hand counted
    assert rep.state.score == {"Anna": 188, "Boris": 156}


def test_r_x5_hand_credit_and_joker_left_option_once():
    """Going out: Boris's hand 'A♥ Jk' is worth 14 + 50 = 64 to Anna; joker_left = both also
    charges Boris −50, once does not."""
    deals = [{"cuts": ["5♠", "3♣", "2♦"]}, move("Boris", meld=["2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥"]),
             move("Anna", meld=["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"], single="Q♠", out=True),
             {"left": {"Boris": "A♥ Jk"}}]
    both, once = play(deals), play(deals, options={"joker_left": "once"})
    assert ("Anna", 64) in scored(both, 4) and ("Boris", -50) in scored(both, 4)
    assert ("Boris", -50) not in scored(once, 4)


def test_r_x26_exhausted_talon_lower_hand_writes_the_difference():
    cut = Cut(Card(Rank.FIVE, Suit.SPADES), Suit.CLUBS, 8)
    low, a = scoring.exhausted({"Anna": parse_cards("2♥ 5♠", "a"), "Boris": parse_cards("K♥ Jk", "b")}, cut)
    # Anna 2 + 40 (the senior at 5 × 8) = 42; Boris 13 + 50 = 63: Anna writes 21
    assert (low, a.points) == ("Anna", 21)
    assert scoring.exhausted({"Anna": parse_cards("K♥", "a"), "Boris": parse_cards("K♦", "b")}, cut)[0] is None


def test_r_x17_going_out_after_the_talon_ran_out_is_50():
    assert scoring.end_phase_out().points == 50


@pytest.mark.parametrize("talon,points", [(28, 500), (26, 250), (36, 500), (1, 250)])
def test_s_endshpil_going_out_premium(talon, points):
    assert scoring.going_out(talon, "low").points == points


def test_r_x19_halves_kept_exact():
    """♦10–Q surrounded: 33 : 2 = 16.5 (R-X19, R-X2)."""
    cut = Cut(Card(Rank.FIVE, Suit.SPADES), Suit.CLUBS, 2)
    a = scoring.half_trick(parse_cards("10♦ J♦ Q♦", "t"), parse_cards("9♦ K♦", "s"), True, cut)
    assert a.points == 16.5 + 44 + 4
