"""Card notation: one parser for suits, ranks, cards, jokers and contracts, shared by every game.

The accepted forms are the ones of the format reference, section "Notation" (docs/format.md), in English and Russian::

    suits      ♠ ♣ ♦ ♥  (also ♤ ♧ ♢ ♡)   s c d h   п т б ч   spades … hearts, пики … червы
    no trump   NT  БК  б/к  no trump(s)  без козыря / без козырей
    ranks      A K Q J 10 9 … 2          Т К Д В     ace king queen jack, туз король дама валет
    cards      rank then suit: 10♥  Qs  Дч  10 h  ace of spades  туз пик
    jokers     Jk  joker  джокер  Дж;  Jk=9♣ is a joker standing for 9♣
    contracts  7♠  7s  7п  7NT  7БК  7 бк  10nt;  misere  мизер;  open misere  открытый мизер

Input is read case-insensitively, with surrounding whitespace ignored.  Output has one canonical
English form (``str()``: ``10♥``, ``Q♠``, ``7NT``, ``open misere``) and one Russian form (``.ru``:
``10ч``, ``Дп``, ``7БК``, ``открытый мизер``); both parse back to the same value.

Latin ``T`` is refused on purpose: some tables write it for ten, others read it as the Russian
``Т`` (туз, ace).  A score sheet must not guess which, so the error says to write ``10`` or ``A``.

Every refusal is a :class:`~scorekeeper.errors.NotationError` carrying ``value`` (the text given)
and ``expected`` (the accepted forms); any input, including ``None`` or a number, fails that way.
Each parser also accepts a value it would return (a :class:`Suit` for :func:`parse_suit`, …) and
checks it against the same restrictions, so it can validate already-parsed data.

The package, by job: :mod:`.cards` (the values: suits, ranks, decks, cards, jokers),
:mod:`.words` (every spelling accepted, and the text made plain), :mod:`.reading` (suits, ranks
and cards read from text) and :mod:`.contracts` (contracts, read and written); every name is
importable from ``scorekeeper.notation`` itself.
"""

from __future__ import annotations

from scorekeeper.notation.cards import (
    DECK_24,
    DECK_32,
    DECK_36,
    DECK_52,
    NO_TRUMP,
    Card,
    Joker,
    NoTrump,
    Rank,
    Strain,
    Suit,
)
from scorekeeper.notation.contracts import (
    MISERE,
    OPEN_MISERE,
    Contract,
    ContractKind,
    format_contract,
    parse_contract,
)
from scorekeeper.notation.reading import (
    format_card,
    parse_card,
    parse_rank,
    parse_strain,
    parse_suit,
    suit_words,
)

__all__ = [
    "DECK_24",
    "DECK_32",
    "DECK_36",
    "DECK_52",
    "MISERE",
    "NO_TRUMP",
    "OPEN_MISERE",
    "Card",
    "Contract",
    "ContractKind",
    "Joker",
    "NoTrump",
    "Rank",
    "Strain",
    "Suit",
    "format_card",
    "format_contract",
    "parse_card",
    "parse_contract",
    "parse_rank",
    "parse_strain",
    "parse_suit",
    "suit_words",
]
