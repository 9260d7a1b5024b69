"""R-F7: every seat count — the pack, the kitty, ten tricks a deal, and who scores with whom."""

from __future__ import annotations

import pytest

from five_hundred_helpers import FIVE, FOUR, FOUR_TEAMS, SIX, play, score
from scorekeeper.errors import IllegalError, NotationError
from scorekeeper.games.five_hundred import tables as T

A, B, V, G, Da = FIVE  # Anna, Boris, Vera, Gleb, Dasha
E = SIX[5]  # Egor


# ---- packs and kitties -------------------------------------------------------------------
@pytest.mark.parametrize("key,deck,kitty,joker", [
    ("2-dead-hand", 33, 3, True),   # §для двух игроков, метод 1: 33 cards dealt as for three
    ("2-24-cards", 24, 4, False),   # метод 2: 24 cards, no joker, kitty of four
    ("3", 33, 3, True),             # §карты: piquet pack plus the joker
    ("4-pairs", 43, 3, True),       # §для четырех игроков: 42 cards plus the joker
    ("5-called-partner", 53, 3, True),  # §для пяти игроков, вариант 1: 52 plus the joker
    ("5-pairs", 43, 3, True),       # вариант 2: 43 cards
    ("6-three-pairs", 63, 3, True),  # §для шести игроков: 62 plus the joker, kitty of three
    ("6-two-threes", 63, 3, True),
])
def test_R_F7_pack_deals_ten_a_hand_plus_the_kitty(key, deck, kitty, joker):
    f = T.FORMS[key]
    assert (f.deck, f.kitty, f.joker) == (deck, kitty, joker)
    assert f.check() and f.without_joker().check()


def test_002_variants_no_joker_kitty_one_smaller():
    rep = play(["Anna", "Boris", "Vera"], [], options={"joker": False})
    assert (rep.state.form.deck, rep.state.form.kitty) == (32, 2)


# ---- two players -------------------------------------------------------------------------
def test_R_F7_two_players_dead_hand():
    s = score(["Anna", "Boris"], [{"bidder": "Anna", "bid": "7♣", "tricks": {"Anna": 7, "Boris": 3}}])
    assert s == {"Anna": 160, "Boris": 30}


def test_R_F7_two_players_24_cards():
    rep = play(["Anna", "Boris"], [{"tricks": {"Anna": 6, "Boris": 4}}], options={"two_handed": "24-cards"})
    assert rep.state.form.key == "2-24-cards"
    assert rep.game.snapshot(rep.state)["score"] == {"Anna": 60, "Boris": 40}
    assert "24 cards, no joker, kitty 4" in rep.game.sheet(rep.state).notes[0]


def test_R_F7_one_or_seven_players_refused():
    with pytest.raises(IllegalError, match="2 to 6 players"):
        play(["Anna"], [])
    with pytest.raises(IllegalError, match="2 to 6 players"):
        play(SIX + ["Zoya"], [])


def test_R_F7_three_players_have_no_teams():
    with pytest.raises(IllegalError, match="no fixed teams"):
        play(["Anna", "Boris", "Vera"], [], teams=[["Anna", "Boris"], ["Vera"]])


# ---- four players: pairs -----------------------------------------------------------------
def test_R_F7_four_players_need_teams():
    with pytest.raises(IllegalError, match="name the sides") as err:
        play(FOUR, [])
    assert 'teams = [["Anna", "Vera"], ["Boris", "Gleb"]]' in err.value.expected


def test_R_F7_four_players_teams_must_cover_everyone_once():
    with pytest.raises(IllegalError, match="2 sides of 2"):
        play(FOUR, [], teams=[["Anna", "Vera", "Boris"], ["Gleb"]])


def test_R_F7_four_players_side_scores_as_one():
    """§для четырех игроков: pairs, the rules for three: the side's tricks are summed."""
    s = score(FOUR, [{"bidder": A, "bid": "8♥", "tricks": {A: 5, V: 3, B: 1, G: 1}}], teams=FOUR_TEAMS)
    assert s == {"Anna/Vera": 300, "Boris/Gleb": 20}


def test_R_F7_four_players_set_and_opponents_tricks():
    s = score(FOUR, [{"bidder": B, "bid": "7NT", "tricks": {B: 3, G: 3, A: 2, V: 2}}], teams=FOUR_TEAMS)
    assert s == {"Anna/Vera": 40, "Boris/Gleb": -220}


def test_R_F7_four_players_misere_by_a_side():
    # the partner lays down his hand or plays; either way a trick by the side catches it
    s = score(FOUR, [{"bidder": A, "bid": "misere", "tricks": {A: 0, V: 1, B: 5, G: 4}}], teams=FOUR_TEAMS)
    assert s == {"Anna/Vera": -250, "Boris/Gleb": 10}


def test_R_F_M2_revoke_by_a_side_costs_the_whole_side_its_tricks():
    s = score(FOUR, [{"bidder": A, "bid": "8♦", "tricks": {A: 4, V: 3, B: 2, G: 1}, "revoke": G}],
              teams=FOUR_TEAMS)
    assert s == {"Anna/Vera": 280, "Boris/Gleb": 0}


def test_R_F7_four_players_all_passed_by_sides():
    s = score(FOUR, [{"tricks": {A: 2, V: 3, B: 4, G: 1}}], teams=FOUR_TEAMS)
    assert s == {"Anna/Vera": 50, "Boris/Gleb": 50}


def test_R_F7_no_called_partner_with_four():
    with pytest.raises(IllegalError, match="no called partner"):
        play(FOUR, [{"bidder": A, "bid": "8♦", "tricks": {A: 10}, "partner": V}], teams=FOUR_TEAMS)


# ---- five players, called partner --------------------------------------------------------
def test_R_F7_five_called_partner_wins_half():
    """§для пяти игроков: "Вызванный партнер выигрывает или проигрывает половину причитающегося
    счета, а каждый оппонент считает по 10 за взятку обычным путем"."""
    s = score(FIVE, [{"bidder": A, "bid": "8♦", "partner": G, "called": "A♥",
                      "tricks": {A: 5, G: 3, B: 1, V: 1}}])
    assert s == {A: 280, B: 10, V: 10, G: 140, Da: 0}


def test_R_F7_five_called_partner_loses_half():
    s = score(FIVE, [{"bidder": A, "bid": "7♠", "partner": G, "tricks": {A: 4, G: 2, B: 2, V: 1, Da: 1}}])
    assert s == {A: -140, B: 20, V: 10, G: -70, Da: 10}


def test_R_F7_five_called_partner_half_of_a_slam():
    s = score(FIVE, [{"bidder": A, "bid": "7♠", "partner": G, "tricks": {A: 6, G: 4}}])
    assert (s[A], s[G]) == (250, 125)


def test_R_F7_five_bidder_may_play_alone():
    s = score(FIVE, [{"bidder": A, "bid": "6NT", "tricks": {A: 6, G: 1, B: 1, V: 1, Da: 1}}])
    assert s == {A: 120, B: 10, V: 10, G: 10, Da: 10}


def test_002_five_called_card_may_not_be_a_trump():
    base = {"bidder": A, "bid": "8♥", "partner": G, "tricks": {A: 5, G: 3, B: 1, V: 1}}
    with pytest.raises(IllegalError, match="is a trump"):
        play(FIVE, [{**base, "called": "K♥"}])
    with pytest.raises(IllegalError, match="is a trump"):
        play(FIVE, [{**base, "called": "J♦"}])  # the left bower belongs to the trump suit (§козыри)
    with pytest.raises(IllegalError, match="only in no trumps"):
        play(FIVE, [{**base, "called": "Jk"}])
    assert score(FIVE, [{**base, "called": "J♠"}])[G] == 150


def test_002_five_joker_may_be_called_in_no_trumps():
    s = score(FIVE, [{"bidder": A, "bid": "8NT", "partner": G, "called": "Jk", "tricks": {A: 5, G: 3, B: 2}}])
    assert (s[A], s[G]) == (320, 160)


def test_R_F7_partner_not_the_bidder():
    with pytest.raises(IllegalError, match="the bidder cannot also be the partner"):
        play(FIVE, [{"bidder": A, "bid": "8NT", "partner": A, "tricks": {A: 10}}])


def test_called_card_notation_is_checked():
    with pytest.raises(NotationError):
        play(FIVE, [{"bidder": A, "bid": "8NT", "partner": G, "called": "Z♥", "tricks": {A: 10}}])


# ---- five players, pairs (the dealer sits out) ---------------------------------------------
def test_R_F7_five_pairs_dealer_sits_out_partners_opposite():
    """R-F7: the second five-player variant as four-player pairs with the dealer sitting out.
    Anna deals the first deal: Boris & Gleb play against Vera & Dasha."""
    s = score(FIVE, [{"bidder": B, "bid": "7♦", "tricks": {B: 4, G: 3, V: 2, Da: 1}}],
              options={"five_handed": "pairs"})
    assert s == {A: 0, B: 180, V: 30, G: 180, Da: 30}


def test_R_F7_five_pairs_rotate_with_the_deal():
    # second deal: Boris deals; Vera & Dasha against Gleb & Anna
    s = score(FIVE, [{"tricks": {B: 3, G: 2, V: 3, Da: 2}},
                     {"bidder": V, "bid": "6♠", "tricks": {V: 4, Da: 2, G: 2, A: 2}}],
              options={"five_handed": "pairs"})
    assert s == {A: 40, B: 50, V: 90, G: 90, Da: 90}


def test_R_F7_five_pairs_dealer_takes_no_tricks_and_cannot_bid():
    with pytest.raises(IllegalError, match="sits out"):
        play(FIVE, [{"tricks": {A: 1, B: 3, G: 2, V: 2, Da: 2}}], options={"five_handed": "pairs"})
    with pytest.raises(IllegalError, match="sits out"):
        play(FIVE, [{"bidder": A, "bid": "6♠", "tricks": {B: 10}}], options={"five_handed": "pairs"})


def test_R_F7_five_pairs_have_no_fixed_teams():
    with pytest.raises(IllegalError, match="partners change with the dealer"):
        play(FIVE, [], options={"five_handed": "pairs"}, teams=[[A, V], [B, G], [Da]])


# ---- six players -------------------------------------------------------------------------
SIX_PAIRS = [[SIX[0], SIX[3]], [SIX[1], SIX[4]], [SIX[2], SIX[5]]]  # Anna/Gleb, Boris/Dasha, Vera/Egor
SIX_THREES = [[SIX[0], SIX[2], SIX[4]], [SIX[1], SIX[3], SIX[5]]]


def test_R_F7_six_three_pairs():
    s = score(SIX, [{"bidder": A, "bid": "9♣", "tricks": {A: 5, G: 4, B: 1}}], teams=SIX_PAIRS)
    assert s == {"Anna/Gleb": 360, "Boris/Dasha": 10, "Vera/Egor": 0}


def test_R_F7_six_three_pairs_caught_misere_pays_both_other_pairs():
    s = score(SIX, [{"bidder": A, "bid": "misere", "tricks": {G: 2, B: 4, V: 4}}], teams=SIX_PAIRS)
    assert s == {"Anna/Gleb": -250, "Boris/Dasha": 20, "Vera/Egor": 20}


def test_R_F7_six_pairs_sit_opposite():
    """§для шести игроков: "каждая пара партнеров сидит напротив друг друга"."""
    with pytest.raises(IllegalError, match="opposite"):
        play(SIX, [], teams=[[SIX[0], SIX[1]], [SIX[2], SIX[3]], [SIX[4], SIX[5]]])


def test_R_F7_six_two_threes():
    s = score(SIX, [{"bidder": B, "bid": "7♥", "tricks": {B: 3, G: 2, E: 2, A: 1, V: 1, Da: 1}}],
              teams=SIX_THREES, options={"six_handed": "two-threes"})
    assert s == {"Anna/Vera/Dasha": 30, "Boris/Gleb/Egor": 200}


def test_R_F7_six_threes_alternate_seats():
    with pytest.raises(IllegalError, match="every other seat"):
        play(SIX, [], teams=[SIX[:3], SIX[3:]], options={"six_handed": "two-threes"})


def test_R_F7_side_names_in_show_and_settle():
    rep = play(FOUR, [{"bidder": A, "bid": "10NT", "tricks": {A: 6, V: 4}}], teams=FOUR_TEAMS)
    assert rep.game.snapshot(rep.state)["score"] == {"Anna/Vera": 520, "Boris/Gleb": 0}
    s = rep.game.settle(rep.state)
    # R-F-M11: against the average of 520 and 0
    assert (s.finished, s.winner, s.balance) == (True, "Anna/Vera", {"Anna/Vera": 260, "Boris/Gleb": -260})
