"""The shared notation (docs/format.md, «Notation»): every accepted form, both output forms, refusals."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.errors import InvalidError, NotationError, UnknownNameError
from scorekeeper.notation import (
    DECK_24,
    DECK_32,
    DECK_36,
    DECK_52,
    MISERE,
    NO_TRUMP,
    OPEN_MISERE,
    Card,
    Contract,
    Joker,
    NoTrump,
    Rank,
    Suit,
    format_card,
    format_contract,
    parse_card,
    parse_contract,
    parse_rank,
    parse_strain,
    parse_suit,
)

S, C, D, H = Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS
STRAINS = [S, C, D, H, NO_TRUMP]


def card(text: str) -> Card:
    parsed = parse_card(text)
    assert isinstance(parsed, Card)
    return parsed


# ---------------------------------------------------------------------------------- suits


@pytest.mark.parametrize(
    "text, suit",
    [("♠", S), ("♣", C), ("♦", D), ("♥", H), ("♤", S), ("♧", C), ("♢", D), ("♡", H)],
)
def test_format_md_notation_suit_symbols_and_outlines(text: str, suit: Suit) -> None:
    assert parse_suit(text) is suit


@pytest.mark.parametrize("text, suit", [("s", S), ("c", C), ("d", D), ("h", H), ("S", S), ("H", H)])
def test_format_md_notation_english_suit_letters_any_case(text: str, suit: Suit) -> None:
    assert parse_suit(text) is suit


@pytest.mark.parametrize("text, suit", [("п", S), ("т", C), ("б", D), ("ч", H), ("П", S), ("Ч", H)])
def test_format_md_notation_russian_suits(text: str, suit: Suit) -> None:
    assert parse_suit(text) is suit


@pytest.mark.parametrize(
    "text, suit",
    [
        ("spades", S), ("spade", S), ("Clubs", C), ("DIAMONDS", D), ("hearts", H),
        ("пики", S), ("трефы", C), ("бубны", D), ("червы", H), ("черви", H), ("Пики", S),
    ],
)
def test_format_md_notation_suit_words_in_both_languages(text: str, suit: Suit) -> None:
    assert parse_suit(text) is suit


def test_suit_input_ignores_surrounding_whitespace_and_emoji_variation_selector() -> None:
    assert parse_suit("  ♥\t") is H
    assert parse_suit("♥\ufe0f") is H  # phones send ♥️
    assert parse_suit(" ч\n") is H


def test_suit_order_is_preferans_and_five_hundred_rank_order() -> None:
    assert list(Suit) == [S, C, D, H]
    assert S < C < D < H < NO_TRUMP
    assert sorted([NO_TRUMP, H, S, D, C]) == [S, C, D, H, NO_TRUMP]


def test_suit_attributes_in_both_languages() -> None:
    assert [s.symbol for s in Suit] == ["♠", "♣", "♦", "♥"]
    assert [s.letter for s in Suit] == ["s", "c", "d", "h"]
    assert [s.ru for s in Suit] == ["п", "т", "б", "ч"]
    assert [s.name_en for s in Suit] == ["spades", "clubs", "diamonds", "hearts"]
    assert [s.name_ru for s in Suit] == ["пики", "трефы", "бубны", "червы"]
    assert str(H) == f"{H}" == "♥"


@pytest.mark.parametrize(
    "text",
    ["NT", "nt", "БК", "бк", "б/к", "no trump", "No Trumps", "no-trump",
     "без козыря", "без козырей"],
)
def test_format_md_notation_no_trump_forms(text: str) -> None:
    assert parse_strain(text) is NO_TRUMP


def test_strain_accepts_every_suit_form_too() -> None:
    assert parse_strain("♠") is S
    assert parse_strain("т") is C
    assert parse_strain("hearts") is H


def test_no_trump_is_a_strain_but_not_a_suit() -> None:
    assert isinstance(NO_TRUMP, NoTrump)
    assert (str(NO_TRUMP), NO_TRUMP.ru) == ("NT", "БК")
    with pytest.raises(NotationError, match="no trump is not a suit"):
        parse_suit("NT")


# ---------------------------------------------------------------------------------- ranks


@pytest.mark.parametrize(
    "text, rank",
    [
        ("A", Rank.ACE), ("a", Rank.ACE), ("K", Rank.KING), ("Q", Rank.QUEEN), ("J", Rank.JACK),
        ("10", Rank.TEN), ("9", Rank.NINE), ("6", Rank.SIX), ("2", Rank.TWO),
        ("ace", Rank.ACE), ("King", Rank.KING), ("QUEEN", Rank.QUEEN), ("jack", Rank.JACK),
    ],
)
def test_format_md_notation_english_ranks(text: str, rank: Rank) -> None:
    assert parse_rank(text) is rank


@pytest.mark.parametrize(
    "text, rank",
    [
        ("Т", Rank.ACE), ("т", Rank.ACE), ("\u041a", Rank.KING), ("к", Rank.KING),
        ("Д", Rank.QUEEN), ("В", Rank.JACK), ("в", Rank.JACK),
        ("туз", Rank.ACE), ("король", Rank.KING), ("Дама", Rank.QUEEN), ("валет", Rank.JACK),
    ],
)
def test_format_md_notation_russian_ranks(text: str, rank: Rank) -> None:
    assert parse_rank(text) is rank


def test_cyrillic_lookalikes_typed_on_a_russian_keyboard_are_accepted() -> None:
    assert parse_suit("\u0441") is C  # Cyrillic с: looks like c, same key
    assert parse_rank("\u0410") is Rank.ACE  # Cyrillic А
    assert parse_card("\u041a\u0441") == Card(Rank.KING, C)


def test_latin_and_cyrillic_k_are_both_king() -> None:
    assert "K" != "\u041a"
    assert parse_rank("K") is parse_rank("\u041a") is Rank.KING
    assert Rank.KING.en == "K" and Rank.KING.ru == "\u041a"


@pytest.mark.parametrize("text", ["T", "t", " T "])
def test_latin_t_is_refused_as_ambiguous_between_ten_and_ace(text: str) -> None:
    with pytest.raises(NotationError) as info:
        parse_rank(text)
    assert "write 10 for ten" in info.value.message
    assert "Cyrillic Т for ace" in info.value.message
    assert info.value.value == text
    assert info.value.expected


@pytest.mark.parametrize("text", ["Ts", "T♥", "tч"])
def test_latin_t_is_refused_inside_a_card(text: str) -> None:
    with pytest.raises(NotationError, match="write 10 for ten"):
        parse_card(text)


def test_rank_forms_and_order() -> None:
    assert " ".join(r.en for r in Rank) == "A K Q J 10 9 8 7 6 5 4 3 2"
    assert [r.ru for r in Rank][:5] == ["Т", "К", "Д", "В", "10"]
    assert Rank.ACE > Rank.KING > Rank.TEN > Rank.TWO
    assert str(Rank.TEN) == "10"


def test_decks_hold_the_ranks_of_36_32_and_24_card_packs() -> None:
    assert len(DECK_52) == 13 and len(DECK_36) == 9 and len(DECK_32) == 8 and len(DECK_24) == 6
    assert DECK_36[-1] is Rank.SIX and DECK_32[-1] is Rank.SEVEN and DECK_24[-1] is Rank.NINE


def test_rank_outside_the_deck_is_refused_naming_the_deck() -> None:
    assert parse_rank("7", deck=DECK_32) is Rank.SEVEN
    with pytest.raises(NotationError) as info:
        parse_rank("6", deck=DECK_32)
    assert "32-card deck" in info.value.message
    assert info.value.value == "6"
    assert "32-card deck" in info.value.expected


# ---------------------------------------------------------------------------------- cards


@pytest.mark.parametrize(
    "text, expected",
    [
        ("10♥", Card(Rank.TEN, H)),
        ("Qs", Card(Rank.QUEEN, S)),
        ("Дч", Card(Rank.QUEEN, H)),
        ("qS", Card(Rank.QUEEN, S)),
        ("10 h", Card(Rank.TEN, H)),
        ("Тт", Card(Rank.ACE, C)),  # Cyrillic: ace (туз) of clubs (трефы)
        ("Кп", Card(Rank.KING, S)),
        ("Вб", Card(Rank.JACK, D)),
        ("A♦", Card(Rank.ACE, D)),
        ("7♧", Card(Rank.SEVEN, C)),
        ("10♥\ufe0f", Card(Rank.TEN, H)),
        ("ace of spades", Card(Rank.ACE, S)),
        ("туз пик", Card(Rank.ACE, S)),
        ("дама червей", Card(Rank.QUEEN, H)),
    ],
)
def test_format_md_notation_cards_rank_then_suit(text: str, expected: Card) -> None:
    assert parse_card(text) == expected


def test_card_canonical_forms_in_both_languages() -> None:
    assert str(Card(Rank.TEN, H)) == "10♥"
    assert str(Card(Rank.QUEEN, S)) == "Q♠"
    assert Card(Rank.TEN, H).ru == "10ч"
    assert Card(Rank.QUEEN, S).ru == "Дп"
    assert format_card(Card(Rank.ACE, C)) == "A♣"
    assert format_card(Card(Rank.ACE, C), "ru") == "Тт"


def test_card_is_frozen_and_hashable() -> None:
    c = Card(Rank.ACE, S)
    assert {c, Card(Rank.ACE, S)} == {c}
    with pytest.raises(AttributeError):
        c.rank = Rank.KING  # type: ignore[misc]


def test_card_outside_the_deck_is_refused_naming_the_deck() -> None:
    assert card("7♠") == Card(Rank.SEVEN, S)
    assert parse_card("7♠", deck=DECK_32) == Card(Rank.SEVEN, S)
    with pytest.raises(NotationError) as info:
        parse_card("6♠", deck=DECK_32)
    assert "32-card deck" in info.value.message
    assert info.value.value == "6♠"
    with pytest.raises(NotationError, match="24-card deck"):
        parse_card("8ч", deck=DECK_24)


def test_card_rank_first_is_explained() -> None:
    with pytest.raises(NotationError, match="write the rank first, as Q♠"):
        parse_card("♠Q")


def test_card_without_suit_is_explained() -> None:
    with pytest.raises(NotationError, match="has no suit"):
        parse_card("Q")


def test_card_rank_words_need_a_space_so_aces_is_not_ace_of_spades() -> None:
    with pytest.raises(NotationError):
        parse_card("aces")


# --------------------------------------------------------------------------------- jokers


@pytest.mark.parametrize("text", ["Jk", "JK", "jk", "joker", "Joker", "джокер", "Дж", "дж", " Jk "])
def test_format_md_notation_joker_forms(text: str) -> None:
    assert parse_card(text, jokers=True) == Joker()


@pytest.mark.parametrize("text", ["Jk=9♣", "jk = 9c", "Дж=9т", "joker=9 clubs", "джокер=9♧"])
def test_format_md_notation_joker_standing_for_a_card(text: str) -> None:
    assert parse_card(text, jokers=True) == Joker(Card(Rank.NINE, C))


def test_joker_canonical_forms_in_both_languages() -> None:
    assert (str(Joker()), Joker().ru) == ("Jk", "Дж")
    j = Joker(Card(Rank.NINE, C))
    assert (str(j), j.ru) == ("Jk=9♣", "Дж=9т")
    assert (format_card(j), format_card(j, lang="ru")) == ("Jk=9♣", "Дж=9т")


@pytest.mark.parametrize("text", ["Jk", "joker", "Jk=9♣", "Дж"])
def test_joker_refused_where_the_game_has_none(text: str) -> None:
    with pytest.raises(NotationError, match="this game has no jokers") as info:
        parse_card(text)
    assert info.value.value == text
    assert info.value.expected


@pytest.mark.parametrize("text", ["Jk=", "Jk=Jk", "Q♠=9♣", "Jk=T♣", "Jk=6♣"])
def test_joker_standing_for_something_other_than_a_deck_card_is_refused(text: str) -> None:
    with pytest.raises(NotationError):
        parse_card(text, jokers=True, deck=DECK_32)


def test_jack_is_not_a_joker() -> None:
    assert parse_card("Js", jokers=True) == Card(Rank.JACK, S)


# ------------------------------------------------------------------------------ contracts


@pytest.mark.parametrize(
    "text, level, strain",
    [
        ("7♠", 7, S), ("7s", 7, S), ("7п", 7, S), ("6♣", 6, C), ("8♦", 8, D), ("9ч", 9, H),
        ("7NT", 7, NO_TRUMP), ("7БК", 7, NO_TRUMP), ("7 бк", 7, NO_TRUMP), ("10nt", 10, NO_TRUMP),
        ("7б/к", 7, NO_TRUMP), ("6 no trumps", 6, NO_TRUMP), ("8 без козырей", 8, NO_TRUMP),
        ("7 spades", 7, S), ("6 пик", 6, S), (" 10♥ ", 10, H),
    ],
)
def test_format_md_notation_contracts(text: str, level: int, strain: object) -> None:
    contract = parse_contract(text)
    assert (contract.level, contract.strain) == (level, strain)
    assert contract.kind == ("nt" if strain is NO_TRUMP else "suit")


@pytest.mark.parametrize("text", ["misere", "misère", "Misère", "MISERE", "мизер", "Мизер", "mis"])
def test_format_md_notation_misere(text: str) -> None:
    assert parse_contract(text) == MISERE == Contract("misere", None, None)


@pytest.mark.parametrize(
    "text",
    ["open misere", "open misère", "Open Misere", "open-misere",
     "открытый мизер", "мизер открытый", "Открытый  Мизер"],
)
def test_format_md_notation_five_hundred_open_misere(text: str) -> None:
    assert parse_contract(text, open_misere=True) == OPEN_MISERE
    assert OPEN_MISERE.kind == "open_misere" and OPEN_MISERE.level is None


@pytest.mark.parametrize("text", ["open misere", "открытый мизер"])
def test_open_misere_refused_where_the_game_has_none(text: str) -> None:
    with pytest.raises(NotationError, match="this game has no open misère") as info:
        parse_contract(text)
    assert info.value.value == text
    assert "open misere" not in info.value.expected


def test_misere_refused_where_the_game_has_none() -> None:
    with pytest.raises(NotationError, match="this game has no misère"):
        parse_contract("мизер", misere=False)


def test_contract_canonical_forms_in_both_languages() -> None:
    cases = [
        (Contract.of(7, S), "7♠", "7п"),
        (Contract.of(7, NO_TRUMP), "7NT", "7БК"),
        (Contract.of(10, H), "10♥", "10ч"),
        (MISERE, "misere", "мизер"),
        (OPEN_MISERE, "open misere", "открытый мизер"),
    ]
    for contract, en, ru in cases:
        assert (str(contract), contract.ru) == (en, ru)
        assert (format_contract(contract), format_contract(contract, lang="ru")) == (en, ru)


@pytest.mark.parametrize("text", ["5♠", "11NT", "0♥", "5 бк"])
def test_contract_level_outside_six_to_ten_is_refused_naming_the_range(text: str) -> None:
    with pytest.raises(NotationError, match="6–10") as info:
        parse_contract(text)
    assert info.value.value == text
    assert "6♠ … 10NT" in info.value.expected


def test_contract_levels_are_the_games_to_choose() -> None:
    assert parse_contract("4♥", levels=range(4, 8)) == Contract.of(4, H)
    with pytest.raises(NotationError, match="4–7"):
        parse_contract("8♥", levels=range(4, 8))


@pytest.mark.parametrize(
    "text, fragment",
    [("7", "no strain"), ("♠", "no level"), ("7x", "unknown suit"), ("seven spades", "unknown")],
)
def test_contract_malformed_is_explained(text: str, fragment: str) -> None:
    with pytest.raises(NotationError, match=fragment):
        parse_contract(text)


def test_contract_fields_are_consistent() -> None:
    with pytest.raises(ValueError):
        Contract("suit", 7, NO_TRUMP)
    with pytest.raises(ValueError):
        Contract("misere", 7, None)
    with pytest.raises(ValueError):
        Contract("grand", 7, S)  # type: ignore[arg-type]
    assert Contract.of(7, NO_TRUMP).kind == "nt"
    assert MISERE.is_misere and OPEN_MISERE.is_misere and not Contract.of(6, S).is_misere


# ----------------------------------------------------------------------- refusals, fields

PARSERS = {
    "suit": parse_suit,
    "strain": parse_strain,
    "rank": parse_rank,
    "card": parse_card,
    "contract": parse_contract,
}


@pytest.mark.parametrize("name", PARSERS)
@pytest.mark.parametrize("bad", ["", "   ", "xyz", "♠♠♠", "🂡", None, 7, 7.0, [], b"7s"])
def test_every_refusal_is_a_notation_error_with_value_and_expected(name: str, bad: object) -> None:
    with pytest.raises(NotationError) as info:
        PARSERS[name](bad)  # type: ignore[operator]
    assert isinstance(info.value, InvalidError)
    assert info.value.value == bad
    assert info.value.expected and isinstance(info.value.expected, str)
    assert info.value.describe()


def test_suit_error_expected_lists_the_forms() -> None:
    with pytest.raises(NotationError) as info:
        parse_suit("x")
    assert info.value.expected == "a suit: ♠ ♣ ♦ ♥, s c d h or п т б ч"


def test_unknown_output_language_is_an_unknown_name() -> None:
    with pytest.raises(UnknownNameError):
        format_card(Card(Rank.ACE, S), "de")  # type: ignore[arg-type]
    with pytest.raises(UnknownNameError):
        format_contract(MISERE, "fr")  # type: ignore[arg-type]


def test_parsed_values_are_accepted_and_still_checked() -> None:
    assert parse_suit(H) is H and parse_strain(NO_TRUMP) is NO_TRUMP
    assert parse_card(Card(Rank.SEVEN, S), deck=DECK_32) == Card(Rank.SEVEN, S)
    with pytest.raises(NotationError):
        parse_card(Card(Rank.SIX, S), deck=DECK_32)
    with pytest.raises(NotationError):
        parse_card(Joker())
    with pytest.raises(NotationError):
        parse_contract(OPEN_MISERE)
    with pytest.raises(NotationError):
        parse_rank(Rank.SIX, deck=DECK_24)


# ---------------------------------------------------------------------------- round trips

cards = st.builds(Card, st.sampled_from(list(Rank)), st.sampled_from(list(Suit)))
jokers = st.builds(Joker, st.none() | cards)
contracts = st.builds(Contract.of, st.integers(6, 10), st.sampled_from(STRAINS)) | st.sampled_from(
    [MISERE, OPEN_MISERE]
)


@given(cards)
def test_every_card_round_trips_through_both_languages(c: Card) -> None:
    assert parse_card(str(c)) == c
    assert parse_card(c.ru) == c
    assert parse_card(f"  {str(c).lower()} ") == c
    assert parse_card(c.ru.upper()) == c
    assert parse_card(f"{c.rank.en} {c.suit.letter}") == c


@given(jokers)
def test_every_joker_round_trips_through_both_languages(j: Joker) -> None:
    assert parse_card(str(j), jokers=True) == j
    assert parse_card(j.ru, jokers=True) == j


@given(contracts)
def test_every_contract_round_trips_through_both_languages(c: Contract) -> None:
    assert parse_contract(str(c), open_misere=True) == c
    assert parse_contract(c.ru, open_misere=True) == c
    assert parse_contract(str(c).upper(), open_misere=True) == c
    assert parse_contract(c.ru.lower(), open_misere=True) == c


@settings(max_examples=200)
@given(st.text(max_size=12) | st.sampled_from(["T", "Jk=", "=", "7", "мизер открытый открытый"]))
def test_any_text_either_parses_or_raises_notation_error(text: str) -> None:
    for parse in (parse_suit, parse_strain, parse_rank):
        try:
            parse(text)
        except NotationError as err:
            assert err.value == text and err.expected
    for kwargs in ({}, {"jokers": True, "deck": DECK_36}):
        try:
            parse_card(text, **kwargs)  # type: ignore[arg-type]
        except NotationError as err:
            assert err.value == text and err.expected
    try:
        parse_contract(text, open_misere=True)
    except NotationError as err:
        assert err.value == text and err.expected
