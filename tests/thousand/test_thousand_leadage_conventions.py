"""Leadage/tysyacha-1000's conventions as options (R-T-M14…R-T-M19), each pinned by a deal worked
by hand: what the option changes, and that the book's value (the default) leaves the deal as it
was.  The peer's own test vectors are in test_thousand_leadage_{rules,engine}_vectors.py."""

from __future__ import annotations

import pytest

from scorekeeper.core.options import resolve_options
from scorekeeper.errors import IllegalError
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.conventions import LEADAGE_OPTIONS, LEADAGE_VALUES
from scorekeeper.games.thousand.options import OPTIONS, PRESETS
from thousand_helpers import FOUR, THREE, deltas, play, refusal

OFF = {"bolts": False, "zero_555": False}


def lead(deals, players=THREE, **options):
    return play(players, deals, rules="leadage", options=options)


def refused(deals, players=THREE, rules="leadage", **options):
    err = refusal(players, deals, rules=rules, options=options)
    assert isinstance(err, IllegalError), err
    return err


def total(**totals):
    return {"penalty": totals, "note": "carried over"}


def deal(bidder, bid, taken, **keys):
    return {"bidder": bidder, "bid": bid, "taken": taken, **keys}


# ---- the options and the preset -------------------------------------------------------------------
#: The peer's DEFAULT_RULES (src/game/settings.ts) that change a figure or what a sheet may say,
#: and the option value each is here: the preset ``leadage`` must say the same.
PEER_DEFAULTS = {
    "rospisNoDeduct: false": ("give_up_cost", "bid"),
    "rospisBy60: true": ("give_up_pays", 60),
    "rospisLimit3: true": ("give_ups_per_game", 3),
    "rospisPenaltyOnThird: false": ("give_up_third_penalty", False),
    "rospisWhenBarrel: true": ("give_up_on_barrel", True),
    "rospisWhenGolden: false": ("give_up_in_golden", False),
    "rospisWhenDark: false": ("give_up_in_dark", "refused"),
    "silenceEnabled: true, silenceThreshold: -120": ("silence_below", -120),
    "aceMarriage: false": ("ace_marriage", False),
    "roundOwnGame: false": ("bid_compared", "exact"),
    "winMoreThan1000: false": ("win_at", 1000),
    "boltMode: 'consecutive3'": ("bolts_counted", "in-a-row"),
    "boltNoOwnGame: true": ("bidder_bolts", False),
    "boltGoldenDouble: false": ("bolt_golden_double", False),
    "penaltyAmount: 120": ("penalty", 120),
    "barrelScore: 880": ("barrel_at", 880),
    "barrelAttempts: 3": ("barrel_tries", 3),
    "barrelKnockOff: false": ("barrel_knock_off", False),
    "noSimultaneousBarrel: false": ("barrel_together_fall", False),
    "resetAfter3Barrels: false": ("barrel_three_falls_zero", False),
    "dumpEnabled: true": ("zero_555", True),
    "dumpScore: 555": ("zero_at", 555),
    "dumpNegative: false": ("zero_negative", False),
    "goldenEnabled: false": ("golden_round", False),
    "goldenCanRaise: false": ("golden_bid", "opener-120"),
    "goldenResetIfNobody: false": ("golden_reset", False),
    "darkEnabled: true": ("dark_bid", True),
    "darkMinScore: 240": ("dark_at_least", 240),
    "darkWhenBarrel: false": ("dark_on_barrel", False),
    "talonSitterMarriage: false": ("prikup_pair", False),
    "talonSitterHalfMarriage: false": ("prikup_lone", False),
}


@pytest.mark.parametrize("setting", sorted(PEER_DEFAULTS))
def test_the_preset_leadage_is_the_peers_default_rules(setting):
    name, value = PEER_DEFAULTS[setting]
    assert resolve_options(OPTIONS, PRESETS["leadage"])[name] == value


def test_the_preset_leadage_plays_the_rules_the_peers_code_fixes():
    # bidding.ts BID_STEP = 5; roundToFive; the barrel always on, won only from it; the dealer
    # holding the 100 with three; one card to each opponent; a bolt is a deal without a trick
    fixed = {"bid_step": 5, "rounding": 5, "barrel": True, "barrel_finish": "bid",
             "barrel_overshoot": "sits", "barrel_sitting_out_tries": False,
             "opener_of_three": "dealer", "discard": "one-to-each", "bolt_is": "no-trick",
             "bolts": True, "dark_by": "opener-at-120"}
    assert {k: LEADAGE_VALUES[k] for k in fixed} == fixed


@pytest.mark.parametrize("name", sorted(LEADAGE_OPTIONS))
def test_every_convention_cites_the_peer_and_is_off_in_book_1991(name):
    option = OPTIONS[name]
    assert "Leadage/tysyacha-1000 §src/" in option.source
    assert resolve_options(OPTIONS, PRESETS["book-1991"])[name] == option.default


# ---- R-T-M14: the discard and the ace marriage ----------------------------------------------------
K_HEARTS = ["K♥", "9♣", "9♦"]


def test_r_t_m14_one_card_to_each_lets_an_opponent_declare_with_a_prikup_king():
    # four at the table: Anna deals; the prikup's K♥ went to Vera, who held Q♥
    d = deal("Boris", 100, {"Boris": 100, "Vera": 20}, prikup=K_HEARTS, marriages={"Vera": ["♥"]})
    assert refused([d], FOUR, rules="book-1991").key == "marriages.Vera.0"
    assert deltas(play(FOUR, [d], options={"discard": "one-to-each"}), 1)["Vera"] == 20 + 100


def test_r_t_m14_an_opponents_ace_marriage_scores_200_for_him():
    d = deal("Anna", 100, {"Anna": 100, "Boris": 20}, ace_marriage="Boris")
    assert deltas(lead([d], ace_marriage=True, **OFF), 1) == {"Anna": 100, "Boris": 220, "Vera": 0}


def test_r_t_m14_a_give_up_has_no_ace_marriage():
    d = {"bidder": "Anna", "bid": 100, "gave_up": True, "ace_marriage": "Anna"}
    assert refused([d], ace_marriage=True).key == "ace_marriage"


@pytest.mark.parametrize("pair,lone,written", [(True, True, 60), (True, False, 10),
                                               (False, True, 60), (False, False, 10)])
def test_r_t_m14_the_dealers_lone_king_and_queen(pair, lone, written):
    # K♠ K♣ J♦: no pair; the book's 24 + 34 + 2 = 60; without halves 4 + 4 + 2 = 10
    d = deal("Boris", 100, {"Boris": 120}, prikup=["K♠", "K♣", "J♦"])
    rep = play(FOUR, [d], options={"prikup_pair": pair, "prikup_lone": lone})
    assert deltas(rep, 1)["Anna"] == written


# ---- R-T-M15: a bolt without a trick ---------------------------------------------------------------
def test_r_t_m15_a_marriage_is_a_trick_taken_and_a_give_up_bolts_everyone_in_play():
    # Vera takes no card points but declares ♠: no bolt; Boris takes none and declares none: a bolt
    rep = lead([deal("Anna", 100, {"Anna": 120}, marriages={"Vera": ["♠"]})])
    assert rep.state.bolts == {"Boris": 1}
    rep = lead([{"bidder": "Anna", "bid": 100, "gave_up": True}], bidder_bolts=True)
    assert rep.state.bolts == {"Anna": 1, "Boris": 1, "Vera": 1}


def test_r_t_m15_the_book_bolts_only_who_writes_nothing():
    # R-T-M5: on a give-up the opponents write 60, no bolt; the bidder at no cost writes 0, a bolt
    rep = play(THREE, [{"bidder": "Boris", "bid": 100, "gave_up": True}], options={"bolts": True})
    assert rep.state.bolts == {"Boris": 1}


def test_r_t_m15_a_bolts_penalty_on_the_barrel_is_not_written():
    # Boris sits at 880 (deal 1); he takes no trick in deals 2–4: his third bolt costs nothing
    # there, and his third try drops him to 760 all the same
    deals = [total(Boris=875), deal("Anna", 100, {"Anna": 110, "Boris": 5, "Vera": 5})]
    deals += [deal(p, 105, {p: 110, "Anna" if p == "Vera" else "Vera": 10})
              for p in ("Vera", "Anna", "Vera")]
    rep = lead(deals, zero_555=False)
    assert [deltas(rep, n)["Boris"] for n in (3, 4, 5)] == [0, 0, -120]
    assert rep.state.bolts["Boris"] == 3 and rep.state.bolt_run["Boris"] == 0


@pytest.mark.parametrize("penalty", [120, 100])
def test_the_penalty_is_the_bolts_and_the_falls(penalty):
    deals = [deal("Anna", 100, {"Anna": 120}), deal("Vera", 105, {"Vera": 120}),
             deal("Anna", 105, {"Anna": 120})]
    assert deltas(lead(deals, penalty=penalty, zero_555=False), 3)["Boris"] == -penalty


# ---- R-T-M16: the give-up --------------------------------------------------------------------------
@pytest.mark.parametrize("mode,anna", [("undoubled", -120), ("doubled", -240)])
def test_r_t_m16_a_dark_give_up(mode, anna):
    d = {"bidder": "Anna", "bid": 120, "dark": True, "gave_up": True}
    rep = lead([total(Anna=240), d], give_up_in_dark=mode, bolts=False)
    assert deltas(rep, 2) == {"Anna": anna, "Boris": 60, "Vera": 60}
    assert refused([total(Anna=240), d]).key == "gave_up"  # leadage: refused


def test_r_t_m16_no_give_up_while_someone_sits_on_the_barrel_or_in_the_golden_round():
    on = [total(Boris=875), deal("Anna", 100, {"Anna": 110, "Boris": 5, "Vera": 5}),
          {"bidder": "Vera", "bid": 105, "gave_up": True}]
    assert deltas(lead(on, zero_555=False), 3)["Vera"] == -105
    assert refused(on, give_up_on_barrel=False).key == "gave_up"
    golden = [{"bidder": "Anna", "bid": 120, "gave_up": True}]
    assert refused(golden, golden_round=True).key == "gave_up"
    assert deltas(lead(golden, golden_round=True, give_up_in_golden=True, bolts=False),
                  1) == {"Anna": -240, "Boris": 120, "Vera": 120}


# ---- R-T-M17: the peer's barrel --------------------------------------------------------------------
def seat(who="Boris"):
    return [total(**{who: 875}), deal("Anna", 100, {"Anna": 110, who: 5, "Vera": 5})]


def test_r_t_m17_a_failed_bid_on_the_barrel_written_or_not():
    fail = seat() + [deal("Boris", 150, {"Boris": 100, "Anna": 10, "Vera": 10})]
    assert lead(fail, **OFF).state.score["Boris"] == 880  # leadage: not written
    rep = lead(fail, barrel_finish="points", **OFF)  # R-T-M4: written, off the barrel
    assert rep.state.score["Boris"] == 730 and rep.state.barrel == {}


def test_r_t_m17_a_jump_past_1000_sits_on_the_barrel():
    jump = [total(Anna=850), deal("Anna", 200, {"Anna": 120}, marriages={"Anna": ["♥"]})]
    rep = lead(jump, **OFF)
    assert rep.state.score["Anna"] == 880 and not rep.finished
    rep = lead(jump, barrel_overshoot="wins", **OFF)  # R-T-M4, R-T10: 1050 wins
    assert rep.state.score["Anna"] == 1050 and rep.state.winner == "Anna"


def test_r_t_m17_the_sitting_out_dealer_uses_no_try():
    # four: Boris on the barrel from deal 1 (Anna deals); he deals deal 2 and sits out
    deals = [total(Boris=875), deal("Boris", 100, {"Boris": 110, "Vera": 5, "Gleb": 5},
                                    prikup=["9♠", "9♣", "9♦"]),
             deal("Vera", 100, {"Vera": 120}, prikup=["9♠", "9♣", "9♦"])]
    assert lead(deals, FOUR, **OFF).state.barrel == {"Boris": 0}
    assert lead(deals, FOUR, barrel_sitting_out_tries=True, **OFF).state.barrel == {"Boris": 1}


# ---- R-T-M18: dark and silence ---------------------------------------------------------------------
def test_r_t_m18_no_dark_bid_while_someone_sits_on_the_barrel():
    dark = seat() + [total(Vera=240), deal("Boris", 120, {"Boris": 120}, dark=True)]
    assert refused(dark).key == "dark"
    assert deltas(lead(dark, dark_on_barrel=True, **OFF), 4)["Boris"] == 240


def test_r_t_m18_the_dark_bid_of_the_book_is_anyones_at_any_bid():
    d = [deal("Boris", 150, {"Boris": 120}, dark=True, marriages={"Boris": ["♠"]})]
    assert deltas(play(THREE, d, options={"dark_bid": True}), 1)["Boris"] == 300


def test_opener_of_three_the_book_opens_left_of_the_dealer():
    assert refused([deal("Anna", 100, {"Anna": 120})], rules="book-1991").key == "bid"
    assert deltas(play(THREE, [deal("Boris", 100, {"Boris": 120})]), 1)["Boris"] == 100


# ---- R-T-M19: the golden round reset ---------------------------------------------------------------
def test_r_t_m19_a_golden_round_nobody_made_is_played_again():
    gold = [deal(p, 120, {p: 60, "Vera" if p != "Vera" else "Anna": 60}) for p in THREE]
    rep = lead(gold, golden_round=True, golden_reset=True, bolts=False)
    assert rep.state.score == {"Anna": 0, "Boris": 0, "Vera": 0}
    assert rep.state.golden_from == 3
    again = gold + [deal("Anna", 130, {"Anna": 120}, marriages={"Anna": ["♠"]})]
    assert refused(again, golden_round=True, golden_reset=True).key == "bid"  # golden again
    assert lead(gold, golden_round=True, bolts=False).state.score != rep.state.score


def test_zero_at_another_total():
    deals = [total(Anna=400), deal("Anna", 100, {"Anna": 120})]
    assert lead(deals, bolts=False, zero_at=500).state.score["Anna"] == 0
    assert lead(deals, bolts=False).state.score["Anna"] == 500


def test_the_win_at_1005_refuses_nothing_the_book_accepts_and_ends_later():
    deals = [total(Anna=890), deal("Anna", 110, {"Anna": 120})]
    assert play(THREE, deals[:1] + [deal("Boris", 110, {"Boris": 120})]).state.winner is None
    assert play(THREE, [total(Boris=890), deal("Boris", 110, {"Boris": 120})]).state.winner == "Boris"
    rep = play(THREE, [total(Boris=890), deal("Boris", 110, {"Boris": 120})], options={"win_at": 1005})
    assert rep.state.winner is None and rep.state.score["Boris"] == 1000
    assert T.WIN_AT == (1000, 1005)
