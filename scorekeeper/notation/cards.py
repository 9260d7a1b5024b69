"""The values of the card notation: suits and no trump, ranks and decks, cards and jokers.

Each has one canonical English form (``str()``) and one Russian form (``.ru``); reading them from
text is :mod:`scorekeeper.notation.reading`'s job.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Literal, TypeAlias

Lang = Literal["en", "ru"]
LANGS: tuple[str, ...] = ("en", "ru")


# --------------------------------------------------------------------------------------- suits


class _Ordered(enum.Enum):
    """A strain member, compared by its ``order``: suits and no trump compare with each other."""

    # members are singletons equal only to themselves: hashed by identity, in C (Enum's own
    # hash is a Python call, and the engines key many tables by suit and rank)
    __hash__ = object.__hash__

    @property
    def order(self) -> int:
        raise NotImplementedError

    def __lt__(self, other: object) -> bool:
        return self.order < other.order if isinstance(other, _Ordered) else NotImplemented

    def __le__(self, other: object) -> bool:
        return self.order <= other.order if isinstance(other, _Ordered) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return self.order > other.order if isinstance(other, _Ordered) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return self.order >= other.order if isinstance(other, _Ordered) else NotImplemented


class Suit(_Ordered):
    """A suit.  Definition order is the rank order of preferans and Five Hundred: ♠ < ♣ < ♦ < ♥."""

    SPADES = "s"
    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"

    @property
    def order(self) -> int:
        return _SUIT_ORDER[self]

    @property
    def symbol(self) -> str:
        return _SUIT_SYMBOL[self]

    @property
    def letter(self) -> str:
        return self.value

    @property
    def ru(self) -> str:
        return _SUIT_RU[self]

    @property
    def name_en(self) -> str:
        return self.name.lower()

    @property
    def name_ru(self) -> str:
        return _SUIT_NAME_RU[self]

    def __str__(self) -> str:
        return self.symbol


class NoTrump(_Ordered):
    """The no-trump strain; its only member is :data:`NO_TRUMP`, ranked above every suit."""

    NO_TRUMP = "nt"

    @property
    def order(self) -> int:
        return len(Suit)

    @property
    def symbol(self) -> str:
        return "NT"

    @property
    def letter(self) -> str:
        return "nt"

    @property
    def ru(self) -> str:
        return "БК"

    @property
    def name_en(self) -> str:
        return "no trump"

    @property
    def name_ru(self) -> str:
        return "без козырей"

    def __str__(self) -> str:
        return self.symbol


NO_TRUMP = NoTrump.NO_TRUMP

Strain: TypeAlias = Suit | NoTrump
"""What a contract is played in: a trump suit or no trump."""

_SUIT_ORDER = {suit: i for i, suit in enumerate(Suit)}
_SUIT_SYMBOL = {Suit.SPADES: "♠", Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥"}
_SUIT_RU = {Suit.SPADES: "п", Suit.CLUBS: "т", Suit.DIAMONDS: "б", Suit.HEARTS: "ч"}
_SUIT_NAME_RU = {
    Suit.SPADES: "пики", Suit.CLUBS: "трефы", Suit.DIAMONDS: "бубны", Suit.HEARTS: "червы"
}


# --------------------------------------------------------------------------------------- ranks


class Rank(enum.Enum):
    """A rank, valued by its canonical English form; compared ace high (A > K > … > 2).

    Games that rank cards otherwise (the ten above the king in Thousand) order them themselves.
    """

    __hash__ = object.__hash__  # as for suits: identity, in C

    ACE = "A"
    KING = "K"
    QUEEN = "Q"
    JACK = "J"
    TEN = "10"
    NINE = "9"
    EIGHT = "8"
    SEVEN = "7"
    SIX = "6"
    FIVE = "5"
    FOUR = "4"
    THREE = "3"
    TWO = "2"

    @property
    def order(self) -> int:
        """2 for a two … 10 for a ten, 11 jack, 12 queen, 13 king, 14 ace."""
        return _RANK_ORDER[self]

    @property
    def en(self) -> str:
        return self.value

    @property
    def ru(self) -> str:
        return _RANK_RU.get(self, self.value)

    @property
    def name_en(self) -> str:
        return self.name.lower()

    @property
    def name_ru(self) -> str:
        return _RANK_NAME_RU[self]

    def __str__(self) -> str:
        return self.value

    def __lt__(self, other: object) -> bool:
        return self.order < other.order if isinstance(other, Rank) else NotImplemented

    def __le__(self, other: object) -> bool:
        return self.order <= other.order if isinstance(other, Rank) else NotImplemented

    def __gt__(self, other: object) -> bool:
        return self.order > other.order if isinstance(other, Rank) else NotImplemented

    def __ge__(self, other: object) -> bool:
        return self.order >= other.order if isinstance(other, Rank) else NotImplemented


_RANK_ORDER = {rank: 14 - i for i, rank in enumerate(Rank)}
# Cyrillic letters: Т (туз), К (король), Д (дама), В (валет).
_RANK_RU = {Rank.ACE: "Т", Rank.KING: "К", Rank.QUEEN: "Д", Rank.JACK: "В"}
_RANK_NAME_RU = {
    Rank.ACE: "туз",
    Rank.KING: "король",
    Rank.QUEEN: "дама",
    Rank.JACK: "валет",
    Rank.TEN: "десятка",
    Rank.NINE: "девятка",
    Rank.EIGHT: "восьмёрка",
    Rank.SEVEN: "семёрка",
    Rank.SIX: "шестёрка",
    Rank.FIVE: "пятёрка",
    Rank.FOUR: "четвёрка",
    Rank.THREE: "тройка",
    Rank.TWO: "двойка",
}

#: Decks by the ranks they hold, high to low (each rank in all four suits).
DECK_52: tuple[Rank, ...] = tuple(Rank)
DECK_36: tuple[Rank, ...] = DECK_52[: DECK_52.index(Rank.SIX) + 1]
DECK_32: tuple[Rank, ...] = DECK_52[: DECK_52.index(Rank.SEVEN) + 1]
DECK_24: tuple[Rank, ...] = DECK_52[: DECK_52.index(Rank.NINE) + 1]


# --------------------------------------------------------------------------------- cards, jokers


@dataclass(frozen=True)
class Card:
    """A card: ``str()`` is ``10♥`` or ``Q♠``, ``.ru`` is ``10ч`` or ``Дп``."""

    rank: Rank
    suit: Suit

    def __post_init__(self) -> None:
        if not isinstance(self.rank, Rank) or not isinstance(self.suit, Suit):
            raise TypeError(f"Card takes a Rank and a Suit, not {self.rank!r} and {self.suit!r}")

    @property
    def ru(self) -> str:
        return self.rank.ru + self.suit.ru

    def __str__(self) -> str:
        return self.rank.en + self.suit.symbol


@dataclass(frozen=True)
class Joker:
    """A joker, optionally named as standing for a card: ``Jk``, ``Jk=9♣`` (``Дж``, ``Дж=9т``)."""

    stands_for: Card | None = None

    def __post_init__(self) -> None:
        if self.stands_for is not None and not isinstance(self.stands_for, Card):
            raise TypeError(f"a joker stands for a Card, not {self.stands_for!r}")

    @property
    def ru(self) -> str:
        return "Дж" if self.stands_for is None else f"Дж={self.stands_for.ru}"

    def __str__(self) -> str:
        return "Jk" if self.stands_for is None else f"Jk={self.stands_for}"
