"""R-X-M9: a join (the text's tidying note, «очки за это никто из игроков не получает») is no move by
itself while the talon lasts — §ходы и подсчет «1. Мелдирование»: «если игрок не мелдирует … и не
прикладывает, то обязан выложить одиночную карту» — and it never changes the cleanliness of the
sequence it tidies, so no value changes."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer.testing import CliRunner

from pari_helpers import move, play, scored, session_text, snap
from scorekeeper.cli.app import app
from scorekeeper.errors import IllegalError
from scorekeeper.games.pari import rules
from scorekeeper.games.pari.cards import Cut, classify
from scorekeeper.notation import Card, Rank, Suit

START = {"cuts": ["5♠", "3♣", "2♦"]}  # senior 5♠, trumps ♣; Anna deals, Boris moves first
#: Boris lays 10♠; Anna melds a clean ♥ sequence (48) and then lays 2♦; Boris's next move may join
OPENING = [START, move("Boris", single="10♠"), move("Anna", meld=["7♥ 8♥ 9♥"]),
           move("Anna", single="2♦")]
SENTENCE = "Если игрок не мелдирует, т. е не выкладывает на стол комбинации, и не прикладывает"


def test_r_x_m9_s_hody_1_a_move_of_joins_alone_is_refused_while_the_talon_lasts():
    with pytest.raises(IllegalError) as err:
        play([*OPENING, move("Boris", join={"10♠": "9♥"})])
    text = err.value.describe()
    assert "a join only tidies the table and lays no card" in text
    assert "R-X-M9" in text and "R-X-M6" in text and SENTENCE in text
    assert err.value.key == "join" and err.value.value == "10♠=9♥"


def test_r_x_m9_s_hody_1_the_join_is_accepted_beside_a_single_card():
    rep = play([*OPENING, move("Boris", join={"10♠": "9♥"}, single="3♦")])
    assert scored(rep, 5) == [("Anna", 48)]  # the meld stands in full: the join scored nothing


def test_r_x_m9_pari_move_of_a_join_alone_leaves_the_file_as_it_was(tmp_path):
    f = tmp_path / "pari.toml"
    f.write_text(session_text(OPENING), encoding="utf-8")
    before = f.read_bytes()
    r = CliRunner().invoke(app, ["pari", "move", str(f), "Boris", "--join", "10♠=9♥"])
    assert r.exit_code == 1 and "lays no card" in r.output
    assert f.read_bytes() == before


def test_r_x_m9_an_off_suit_join_keeps_a_clean_sequence_clean_and_r_x21_its_suit_adds_twice():
    """Boris joins his 10♠ onto Anna's clean 7♥ 8♥ 9♥: still clean, so her J♥ added later counts
    11 × 2 = 22 (R-X21), not the 11 of a mixed sequence."""
    deals = [*OPENING, move("Boris", join={"10♠": "9♥"}, single="3♦"), move("Boris", single="4♦"),
             move("Anna", add={"9♥": "J♥"}), move("Anna", single="7♦"), move("Boris", single="6♦")]
    table = snap(deals[:5])["table"][0]
    assert table["cards"] == ["7♥", "8♥", "9♥", "10♠"] and table["clean"] is True
    assert scored(play(deals), 9) == [("Anna", 22)]


def test_r_x_m9_r_x2_a_half_trick_on_a_joined_sequence_is_clean_by_the_surrounding_cards():
    """Boris surrounds the joined 7♥ 8♥ 9♥ 10♠ with 6♥ and J♥: a clean half-trick,
    (7 + 8 + 9 + 10) : 2 + (6 + 11) × 2 + 4 = 55; the sequence stays clean."""
    deals = [*OPENING, move("Boris", join={"10♠": "9♥"}, single="3♦"),
             move("Boris", surround={"8♥": "6♥ J♥"})]
    rep = play(deals)
    half = [s for s in rep.entries[5].steps if "half-trick (clean)" in s.text]
    assert half and "= 55" in half[0].text
    assert snap(deals)["table"][0]["clean"] is True


def test_r_x21_an_off_suit_card_added_after_a_join_still_turns_the_sequence_mixed():
    deals = [*OPENING, move("Boris", join={"10♠": "9♥"}, single="3♦"), move("Boris", single="4♦"),
             move("Anna", add={"9♥": "J♦"})]
    assert snap(deals)["table"][0]["clean"] is False


CUT = Cut(Card(Rank.FIVE, Suit.SPADES), Suit.CLUBS, 2)
RUN = [Rank.SIX, Rank.SEVEN, Rank.EIGHT, Rank.NINE, Rank.TEN, Rank.JACK, Rank.QUEEN, Rank.KING,
       Rank.ACE]  # consecutive, and no five (the senior 5♠ sits above the trump ace)


@given(st.integers(0, len(RUN) - 4), st.integers(2, 3), st.sampled_from(list(Suit)),
       st.sampled_from(list(Suit)), st.booleans(), st.booleans())
def test_r_x_m9_a_join_never_changes_cleanliness(start, length, suit, single_suit, mixed, above):
    """Whatever the suit of the single and the sequence's own (clean, mixed, trump, a half), the
    joined sequence is exactly as clean, and as much a trump sequence, as it was."""
    ranks = RUN[start:start + length + 1]
    run, extra = (ranks[:-1], ranks[-1]) if above else (ranks[1:], ranks[0])
    suits = [suit] * len(run)
    if mixed:
        suits[0] = next(s for s in Suit if s is not suit)
    seq = classify([Card(r, s) for r, s in zip(run, suits)], CUT)
    joined = rules.join(classify([Card(extra, single_suit)], CUT), seq, CUT)
    assert (joined.clean, joined.trump, joined.suit) == (seq.clean, seq.trump, seq.suit)
    assert len(joined.cards) == len(seq.cards) + 1
