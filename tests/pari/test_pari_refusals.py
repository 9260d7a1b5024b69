"""Every refusal of a move or an entry names the card (or key) and the rule: a card used twice,
more than nine cards from a hand, a joker for a trump, a target not on the table, A–2–3, a talon
count the moves contradict (R-X25), a move out of turn."""

from __future__ import annotations

import pytest

from pari_helpers import move, play
from scorekeeper.errors import IllegalError, InvalidError, ScorekeeperError

START = {"cuts": ["5♠", "3♣", "2♦"]}  # senior 5♠ (10), trumps ♣; Anna deals, Boris moves first


def refused(deals, *words, kind=ScorekeeperError):
    with pytest.raises(kind) as err:
        play(deals)
    text = err.value.describe()
    for w in words:
        assert w in text, text
    return err.value


def test_r_x_m2_card_used_twice():
    err = refused([START, move("Boris", meld=["7♥ 8♥ 9♥"]), move("Anna", single="8♥")],
                  "8♥ is already used", "R-X-M2", kind=IllegalError)
    assert err.key == "single"


def test_r_x_m2_card_used_twice_within_one_move():
    refused([START, move("Boris", meld=["7♥ 8♥ 9♥"], single="9♥")], "9♥ is already used")


def test_r_x_m2_card_in_hand_at_the_end_already_on_the_table():
    refused([START, move("Boris", meld=["2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥"], single="K♦"),
             move("Anna", meld=["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"], single="Q♠", out=True),
             {"left": {"Boris": "K♦"}}], "K♦ is already used", kind=IllegalError)


def test_s_sdacha_more_than_nine_cards_from_a_hand():
    refused([START, move("Boris", meld=["2♥ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ J♥"])],
            "Boris holds 9 cards", "this move lays 10", kind=IllegalError)


def test_r_x_m3_left_hand_must_match_the_recorded_moves():
    refused([START, move("Boris", meld=["2♥ 3♥ 4♥"]),
             move("Anna", meld=["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"], single="Q♠", out=True),
             {"left": {"Boris": "A♥ K♥ Q♥ J♥ 10♥ 9♥ 8♥"}}], "Boris holds 6 cards", kind=IllegalError)


def test_jokers_a_joker_cannot_stand_for_a_trump():
    refused([START, move("Boris", meld=["7♣ 8♣ Jk=9♣"])], "only non-trump cards", "§джокеры")


def test_jokers_a_joker_cannot_stand_for_the_senior():
    refused([START, move("Boris", meld=["5♠ 5♥ Jk=5♠"])], "only non-trump cards")


def test_jokers_no_joker_alone_nor_in_a_half():
    refused([START, move("Boris", single="Jk")], "a joker cannot be laid alone")
    refused([START, move("Boris", meld=["7♥ Jk=8♥"])], "not in halves")


def test_r_x23_take_target_not_on_the_table():
    err = refused([START, move("Boris", single="4♠"), move("Anna", take={"K♦": "A♦"})],
                  "K♦ is not on the table", "R-X23", kind=IllegalError)
    assert err.key == "take.K♦"


def test_r_x23_surround_target_not_on_the_table():
    refused([START, move("Boris", single="4♠"), move("Anna", surround={"9♥": "8♥ 10♥"})],
            "9♥ is not on the table")


def test_r_x23_target_laid_in_the_same_move_is_not_before_it():
    refused([START, move("Boris", meld=["7♥ 8♥ 9♥"], surround={"8♥": "6♥ 10♥"})],
            "8♥ is not on the table", "R-X23")


def test_r_x23_a_2_3_is_no_sequence():
    refused([START, move("Boris", meld=["A♥ 2♥ 3♥"])], "A–2–3 is no sequence", "R-X23")


def test_s_meldy_not_a_combination():
    refused([START, move("Boris", meld=["7♥ 9♥ 10♦"])], "neither a sequence nor a group")


def test_r_x25_talon_count_contradicted_by_the_moves():
    refused([START, move("Boris", meld=["2♥ 3♥ 4♥"]),
             move("Anna", meld=["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"], single="Q♠", out=True, talon=30)],
            "leave 36 cards in the talon, not 30", "R-X25", kind=IllegalError)


def test_r_x25_talon_after_a_round_is_checked():
    """Round 1: Boris lays 3, Anna 2: both draw back (5 cards), 31 left; Anna moves again."""
    play([START, move("Boris", meld=["2♥ 3♥ 4♥"]), move("Anna", meld=["9♦ 10♦"]),
          move("Anna", single="K♠", talon=31)])
    refused([START, move("Boris", meld=["2♥ 3♥ 4♥"]), move("Anna", meld=["9♦ 10♦"]),
             move("Anna", single="K♠", talon=36)], "leave 31 cards")


def test_s_razygryvanie_out_of_turn():
    refused([START, move("Anna", single="4♠")], "out of turn: it is Boris's move", kind=IllegalError)
    # N D | D N: after Boris and Anna, Anna moves again
    refused([START, move("Boris", single="4♠"), move("Anna", single="5♥"), move("Boris", single="6♥")],
            "it is Anna's move")


def test_r_x16_ceded_the_dealer_moves_first():
    refused([{"cuts": ["5♠", "3♣", "2♦"], "ceded": True}, move("Boris", single="4♠")],
            "it is Anna's move")


def test_s_razygryvanie_own_fresh_combination_cannot_be_surrounded_or_taken():
    """The dealer's second move may not surround or take what he laid on his first."""
    refused([START, move("Boris", single="4♠"), move("Anna", meld=["7♥ 8♥ 9♥"]),
             move("Anna", surround={"8♥": "6♥ 10♥"})], "must lie until the opponent has moved")


def test_r_x_m6_an_empty_move_while_the_talon_lasts():
    refused([START, move("Boris")], "a move lays something", "R-X-M6")


def test_s_razygryvanie_single_at_most_one():
    refused([START, move("Boris", single="4♠ 5♥")], "at most one single card")


def test_s_endshpil_out_only_with_no_cards_left():
    refused([START, move("Boris", single="4♠", out=True)], "still holds 8 cards")
    refused([START, move("Boris", meld=["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"], single="Q♠")], "record it as out")


def test_s_hody_3_vzyatka_single_card_needs_a_higher_card_of_its_suit_or_a_trump():
    refused([START, move("Boris", single="9♥"), move("Anna", take={"9♥": "8♥"})],
            "does not take 9♥", kind=IllegalError)
    play([START, move("Boris", single="9♥"), move("Anna", take={"9♥": "2♣"})])  # a trump (R-X27)


def test_r_x14_trumps_set_needs_trumps_and_cannot_be_taken():
    refused([START, move("Boris", trumps="2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♥")], "8♥ is not a trump")
    refused([START, move("Boris", trumps="2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣"),
             move("Anna", take={"2♣": "9♣ 10♣ J♣ Q♣ K♣ A♣ 5♠"})], "cannot be taken")


def test_s_endshpil_game_over_refuses_further_moves_and_an_early_end():
    deals = [START, move("Boris", meld=["2♥ 3♥ 4♥"]),
             move("Anna", meld=["2♦ 3♦ 4♦ 5♦ 6♦ 7♦ 8♦ 9♦"], single="Q♠", out=True),
             move("Boris", single="K♥")]
    refused([*deals, move("Boris", single="A♥")], "no move may follow")
    refused([START, move("Boris", single="4♠"), {"left": {"Boris": "A♥"}}], "nobody is out")
    refused([*deals, {"left": {"Boris": "A♥ 2♠ 3♠ 4♠ 5♥"}}, move("Anna", single="7♠")],
            "the game is over")


def test_s_senior_trump_cuts_need_three_cards():
    refused([{"cuts": ["5♠", "Jk", "3♣"]}], "the senior trump, the trump suit and the multiplier")
    refused([{"cuts": ["5♠", "3♣", "2♦", "4♥"]}], "the cuts are over")


def test_format_notation_bad_card_is_an_invalid_entry_not_a_traceback():
    refused([START, move("Boris", meld=["7x 8♥ 9♥"])], "meld (item 1)", kind=InvalidError)
    refused([START, move("Boris", single="4♠", bogus=1)], kind=InvalidError)


def test_r_x20_two_jokers_surround_only_groups():
    refused([START, move("Boris", meld=["7♥ 8♥ 9♥"]), move("Anna", surround={"8♥": "Jk=6♥ Jk=10♥"})],
            "two jokers surround only a group", "R-X20")


def test_r_x20_a_group_of_three_is_surrounded_only_with_a_joker():
    """Trumps ♣: the group 7♥ 7♦ 7♠ cannot take the last natural seven alone at one end."""
    refused([START, move("Boris", meld=["7♥ 7♦ 7♠"]), move("Anna", surround={"7♥": "7♣ 8♥"})],
            "surrounded by two cards of its rank")


def test_r_x24_new_game_beside_cuts_is_accepted_alone_refused():
    play([{**START, "new_game": True}, move("Boris", single="4♠")])
    refused([START, {"new_game": True}], "starts with its cuts")


def test_r_x24_a_move_does_not_change_the_dealer():
    refused([START, {"dealer": "Boris", "player": "Boris", "single": "4♠"}], "Anna deals game 1")
    play([START, {"dealer": "Anna", "player": "Boris", "single": "4♠"}])
    play([{"cuts": "5♠ 3♣ 2♦"}, move("Boris", single="4♠")])  # cuts in one string too


def test_r_x22_a_joker_taken_back_by_a_swap_is_in_the_hand_at_the_end():
    deals = [START, move("Boris", meld=["7♦ Jk=8♦ 9♦"]), move("Anna", swap="8♦", single="2♠"),
             move("Anna", single="3♠"),
             move("Boris", meld=["2♣ 3♣ 4♣ 5♣ 6♣ 7♣ 8♣ 9♣"], single="K♥", out=True)]
    refused([*deals, {"left": {"Anna": "A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ 7♠"}}],
            "Anna took 1 joker back by a swap and never laid it", kind=IllegalError)
    play([*deals, {"left": {"Anna": "A♠ K♠ Q♠ J♠ 10♠ 9♠ 8♠ Jk"}}])


def test_r_x_m4_a_single_card_does_not_take_a_group():
    """A group is taken by a higher group or by as many trumps as it has cards; one card of its
    rank's suit is neither (it was an internal error: the single card has no rank of a group)."""
    err = refused([START, move("Boris", meld=["7♥ 7♦ 7♠"]), move("Anna", take={"7♥": "K♥"})],
                  "is taken by a group or by 3 trumps, not by a single card", "R-X-M4",
                  kind=IllegalError)
    assert err.key == "take.7♥"
