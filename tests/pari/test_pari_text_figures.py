"""Every figure of «Пари» (Gruznov 1992) reproduced from a session file, each worked by hand from
the text in the test's docstring."""

from __future__ import annotations

import pytest

from pari_helpers import move, play, scored, snap


def test_senior_trump_value_9_times_12_is_108():
    """§определение старшего козыря: senior ♠9, the third cut a queen: 9 × 12 = 108."""
    s = snap([{"cuts": ["9♠", "3♥", "Q♦"]}])
    assert s["senior"] == "9♠" and s["trump"] == "♥"
    assert s["senior_points"] == 108


# §премиальные комбинации: trumps spades, senior ♠5 worth 40 (5 × 8); the underlined totals
HONOURS = [
    ("5♠ A♠ K♠ Q♠ J♠ 10♠", 900),  # 600 + (60 + 40) × 3
    ("5♠ A♠ K♠ Q♠ J♠", 770),  # 500 + (50 + 40) × 3
    ("5♠ A♠ K♠ Q♠", 637),  # 400 + (39 + 40) × 3
    ("5♠ A♠ K♠", 301),  # 100 + (27 + 40) × 3 — the text prints 271, R-X1
]


@pytest.mark.parametrize("cards,total", HONOURS)
def test_premiums_honour_sequences_900_770_637_and_r_x1_301(cards, total):
    """Cut: senior 5♠, trumps ♠ (+20 to Boris, the non-dealer), multiplier 8 → 5 × 8 = 40.
    Boris melds the honour sequence; Anna's next move (a single) leaves it: written in full."""
    rep = play([{"cuts": ["5♠", "2♠", "8♥"]},
                move("Boris", meld=[cards]),
                move("Anna", single="2♦")])
    assert rep.game.snapshot(rep.state)["senior_points"] == 40
    assert scored(rep, 3, "Boris") == [("Boris", total)]
    assert rep.state.score["Boris"] == 20 + total


def test_r_x1_271_is_an_arithmetic_slip():
    """R-X1: 100 + (27 + 40) × 3 is 301, not the printed 271."""
    assert 100 + (27 + 40) * 3 == 301
    rep = play([{"cuts": ["5♠", "2♠", "8♥"]}, move("Boris", meld=["5♠ A♠ K♠"]),
                move("Anna", single="2♦")])
    assert scored(rep, 3, "Boris") != [("Boris", 271)]


def test_jokers_four_jacks_and_a_joker_is_110():
    """§джокеры: В–В–В–В–Дж = 11 × 5 × 2 = 110 (four natural cards: clean)."""
    rep = play([{"cuts": ["5♠", "3♣", "2♦"]},
                move("Boris", meld=["J♠ J♥ J♦ J♣ Jk=J♥"]),
                move("Anna", single="2♦")])
    assert scored(rep, 3, "Boris") == [("Boris", 110)]


def test_jokers_group_of_three_with_a_joker_is_dirty():
    """§джокеры: a four-card group with a joker is dirty — face sum 11 × 4 = 44."""
    rep = play([{"cuts": ["5♠", "3♣", "2♦"]},
                move("Boris", meld=["J♠ J♥ J♦ Jk=J♥"]),
                move("Anna", single="2♦")])
    assert scored(rep, 3, "Boris") == [("Boris", 44)]


# §ходы и подсчет «2. Полувзятка»: on the table ♣789; R-X2: the printed 44 / 28 lack the 4
@pytest.mark.parametrize("ends,total", [("6♣ 10♣", 48), ("6♦ 10♦", 32)])
def test_r_x2_half_trick_48_and_32(ends, total):
    """Clean: 24 : 2 + 16 × 2 + 4 = 48; dirty: 24 : 2 + 16 + 4 = 32.  Boris melds ♣789 (trumps ♥),
    Anna surrounds it; Boris's next move leaves it: Anna writes the half-trick in full."""
    rep = play([{"cuts": ["5♠", "3♥", "2♦"]},
                move("Boris", meld=["7♣ 8♣ 9♣"]),
                move("Anna", surround={"8♣": ends}),
                move("Anna", single="2♠"),
                move("Boris", single="3♠")])
    assert scored(rep, 5, "Anna") == [("Anna", total)]
    # Boris's meld was surrounded: half of 24 × 2 = 24 (R-X9)
    assert scored(rep, 3, "Boris") == [("Boris", 24)]


# §советы по розыгрышу, the illustrative hand: ♠53 ♥632 ♦Т2 ♣Д3; on the table singles ♠4 and ♣2.
# Game: cuts 10♣, 7♦, 2♠ (trumps ♦).  Boris lays ♠4 (move 1), Anna ♣2 (move 2) and a heart meld
# (move 3); move 4 is Boris's with the illustrative hand.
def _illustrative(move4):
    return play([{"cuts": ["10♣", "7♦", "2♠"]},
                 move("Boris", single="4♠"),
                 move("Anna", single="2♣"),
                 move("Anna", meld=["J♥ Q♥ K♥"]),
                 move("Boris", **move4)])


def test_r_x11_illustrative_hand_tricks_14():
    """1) ♠4 by ♠5 and ♣2 by ♣3: single cards, no 8: (4 + 5) + (2 + 3) = 14, written at once."""
    rep = _illustrative({"take": {"4♠": "5♠", "2♣": "3♣"}})
    assert scored(rep, 5, "Boris") == [("Boris", 9), ("Boris", 5)]
    assert rep.state.score["Boris"] == 14


def test_r_x2_illustrative_hand_surround_22():
    """2) ♠4 surrounded by ♠5 and ♠3 (clean): 4 : 2 + 8 × 2 + 4 = 22, pending."""
    s = snap([{"cuts": ["10♣", "7♦", "2♠"]}, move("Boris", single="4♠"), move("Anna", single="2♣"),
              move("Anna", meld=["J♥ Q♥ K♥"]), move("Boris", surround={"4♠": "5♠ 3♠"})])
    assert s["pending_items"][-1]["points"] == 22
    assert s["pending"]["Boris"] == 22


def test_r_x20_illustrative_hand_group_of_threes_9_and_surrounded_twos_9():
    """3) the group ♠3 ♥3 ♣3 (dirty, 9) and ♣2 surrounded by ♥2 ♦2 (a dirty group of three:
    2 : 2 + 4 + 4 = 9); written after Anna's next move, which leaves both: 9 + 9."""
    rep = play([{"cuts": ["10♣", "7♦", "2♠"]}, move("Boris", single="4♠"), move("Anna", single="2♣"),
                move("Anna", meld=["J♥ Q♥ K♥"]),
                move("Boris", meld=["3♠ 3♥ 3♣"], surround={"2♣": "2♥ 2♦"}),
                move("Boris", single="6♥"),
                move("Anna", single="9♠")])
    assert sorted(scored(rep, 7, "Boris")) == [("Boris", 9), ("Boris", 9)]


def test_r_x2_illustrative_hand_dirty_surround_20():
    """4) ♠4 surrounded by ♠5, ♠3 and ♥6: 4 : 2 + 14 + 4 = 20, a dirty sequence on the table."""
    rep = _illustrative({"surround": {"4♠": "5♠ 3♠ 6♥"}})
    s = rep.game.snapshot(rep.state)
    assert s["pending_items"][-1]["points"] == 20
    seq = next(c for c in s["table"] if "4♠" in c["cards"])
    assert seq["kind"] == "sequence" and seq["clean"] is False


def test_r_x7_illustrative_hand_single_ace_scores_nothing():
    """5) the single ♦Т: nothing."""
    rep = _illustrative({"single": "A♦"})
    assert scored(rep, 5, "Boris") == []
    assert scored(rep, 5, "Anna") == [("Anna", 72)]  # her J–Q–K♥ meld stands: 36 × 2


def test_end_going_out_example_worked_to_the_end():
    """§эндшпиль: hand ♠КВ ♥10987 ♦ТК9, table ♣1098 and ♦ДВ10 (Boris's melds; cuts 5♠ 3♣ 2♦: trumps
    ♣, senior 5♠ = 10).  Anna melds ♥7–10 (clean, 34 × 2 = 68), surrounds ♦10–Q with ТК and 9
    (33 : 2 + 36 × 2 + 4 = 92.5), adds ♠В to ♣10 (×1: 11), lays ♠К and is out with 36 in the talon:
    500.  Boris's melds are written at once: ♣ stands 27 × 3 = 81, ♦ surrounded: half of 66 = 33.
    Boris's last move surrounds the hearts with ♥6 and ♥В: 34 : 2 + 17 × 2 + 4 = 55, so Anna's meld
    halves to 34; her half-trick 92.5 and add-on 11 stand, and the 500.  End: Boris holds a joker:
    50 to Anna, −50 to Boris (R-X5).  Anna 500 + 34 + 92.5 + 11 + 50 = 687.5; Boris 81 + 33 + 55 −
    50 = 119."""
    rep = play([{"cuts": ["5♠", "3♣", "2♦"]},
                move("Boris", meld=["8♣ 9♣ 10♣", "10♦ J♦ Q♦"]),
                move("Anna", meld=["7♥ 8♥ 9♥ 10♥"], surround={"Q♦": "A♦ K♦ 9♦"},
                     add={"10♣": "J♠"}, single="K♠", out=True, talon=36),
                move("Boris", surround={"8♥": "6♥ J♥"}),
                {"left": {"Boris": "Jk"}}])
    assert sorted(scored(rep, 3)) == [("Boris", 33), ("Boris", 81)]
    assert sorted(scored(rep, 4, "Anna")) == [("Anna", 11), ("Anna", 34), ("Anna", 92.5), ("Anna", 500)]
    assert rep.state.score == {"Anna": 687.5, "Boris": 119}
