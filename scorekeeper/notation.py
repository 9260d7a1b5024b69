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
"""

from __future__ import annotations

import enum
import functools
import re
import unicodedata
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal, TypeAlias

from scorekeeper.errors import NotationError, UnknownNameError
from scorekeeper.names import shown

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


# ------------------------------------------------------------------------------------ contracts

ContractKind: TypeAlias = Literal["suit", "nt", "misere", "open_misere"]
_KINDS: tuple[str, ...] = ("suit", "nt", "misere", "open_misere")


@dataclass(frozen=True)
class Contract:
    """A contract: ``7♠`` (kind "suit"), ``7NT`` ("nt"), ``misere`` or ``open misere``.

    ``level`` is the number of tricks (None for misère); ``strain`` the trump suit,
    :data:`NO_TRUMP`, or None for misère.  Build a trick contract with :meth:`Contract.of`.
    """

    kind: ContractKind
    level: int | None = None
    strain: Strain | None = None

    def __post_init__(self) -> None:
        kind, level, strain = self.kind, self.level, self.strain
        if kind not in _KINDS:
            raise ValueError(f"unknown contract kind {kind!r}; one of {', '.join(_KINDS)}")
        if kind in ("misere", "open_misere"):
            if level is not None or strain is not None:
                raise ValueError(f"a {kind} contract has no level and no strain")
            return
        if not isinstance(level, int) or isinstance(level, bool):
            raise ValueError(f"a {kind} contract needs an integer level, not {level!r}")
        if kind == "suit" and not isinstance(strain, Suit):
            raise ValueError(f"a suit contract needs a Suit, not {strain!r}")
        if kind == "nt" and strain is not NO_TRUMP:
            raise ValueError(f"an nt contract has strain NO_TRUMP, not {strain!r}")

    @classmethod
    def of(cls, level: int, strain: Strain) -> Contract:
        """The trick contract ``level`` in ``strain``: ``Contract.of(7, Suit.SPADES)`` is 7♠."""
        return cls("nt" if strain is NO_TRUMP else "suit", level, strain)

    @property
    def is_misere(self) -> bool:
        return self.kind in ("misere", "open_misere")

    @property
    def ru(self) -> str:
        if self.kind == "misere":
            return "мизер"
        if self.kind == "open_misere":
            return "открытый мизер"
        assert self.strain is not None
        return f"{self.level}{self.strain.ru}"

    def __str__(self) -> str:
        if self.kind == "misere":
            return "misere"
        if self.kind == "open_misere":
            return "open misere"
        assert self.strain is not None
        return f"{self.level}{self.strain.symbol}"


MISERE = Contract("misere")
OPEN_MISERE = Contract("open_misere")


# ------------------------------------------------------------------------------ the vocabulary


def _table(entries: Mapping[Any, Iterable[str]]) -> dict[str, Any]:
    """Word → value, keyed case-folded; a word claimed by two values is a bug in this module."""
    table: dict[str, Any] = {}
    for value, words in entries.items():
        for word in words:
            key = word.casefold()
            if table.get(key, value) != value:
                raise AssertionError(f"notation word {word!r} is claimed twice")
            table[key] = value
    return table


# ``с`` below is Cyrillic: it looks like Latin c and sits on the same key of a Russian keyboard.
# ``❤`` is the heart most phones offer.
_SUITS: dict[str, Suit] = _table(
    {
        Suit.SPADES: ["♠", "♤", "s", "п", "spades", "spade", "пики", "пика", "пик"],
        Suit.CLUBS: ["♣", "♧", "c", "с", "т", "clubs", "club", "трефы", "трефа", "треф", "крести"],
        Suit.DIAMONDS: ["♦", "♢", "d", "б", "diamonds", "diamond", "бубны", "бубна", "бубен"],
        Suit.HEARTS: ["♥", "♡", "❤", "h", "ч", "hearts", "heart", "червы", "черви", "червей"],
    }
)
_NO_TRUMP_WORDS = _table(
    {
        NO_TRUMP: [
            "nt", "бк", "б/к", "no trump", "no trumps", "notrump", "notrumps",
            "без козыря", "без козырей",
        ]
    }
)
_STRAINS: dict[str, Strain] = {**_SUITS, **_NO_TRUMP_WORDS}
_SUIT_SYMBOLS = frozenset("♠♤♣♧♦♢♥♡❤")

# Latin K and Cyrillic К are both king; Cyrillic А is accepted for A, as it looks the same.
_RANKS: dict[str, Rank] = _table(
    {
        Rank.ACE: ["A", "А", "Т", "ace", "туз"],
        Rank.KING: ["K", "К", "king", "король"],
        Rank.QUEEN: ["Q", "Д", "queen", "дама"],
        Rank.JACK: ["J", "В", "jack", "валет"],
        **{rank: [rank.value] for rank in DECK_52[DECK_52.index(Rank.TEN) :]},
    }
)
_LATIN_T = "t"

_JOKER_WORDS = frozenset(w.casefold() for w in ("Jk", "joker", "джокер", "Дж", "🃏"))
_MISERE_WORDS = frozenset(w.casefold() for w in ("misere", "misère", "mis", "мизер"))
_OPEN_WORDS = frozenset(w.casefold() for w in ("open", "открытый"))

EXPECTED_SUIT = "a suit: ♠ ♣ ♦ ♥, s c d h or п т б ч"
EXPECTED_STRAIN = "a suit (♠ ♣ ♦ ♥, s c d h or п т б ч) or no trump (NT, БК)"
EXPECTED_RANK = "a rank: A K Q J 10 9 … 2 or Т К Д В"
_CARD_FORMS = "rank then suit, as 10♥, Qs or Дч"
_JOKER_FORMS = "or a joker: Jk, Jk=9♣"
_LATIN_T_MESSAGE = (
    "Latin 'T' is ambiguous (ten, or the Russian Т for ace): "
    "write 10 for ten, A or Cyrillic Т for ace"
)


# ----------------------------------------------------------------------------------- helpers

_VARIATION_SELECTORS = dict.fromkeys(map(ord, "\ufe0e\ufe0f"))
_SPACES = re.compile(r"\s+")
_WORD_JOINERS = re.compile(r"(?<=\w)[-_\u2010\u2011](?=\w)")


def _clean(text: object, what: str, expected: str) -> str:
    """Text as typed → NFKC, no emoji variation selectors, single spaces, stripped.

    Hyphens and underscores between letters become spaces (``open-misere``, ``no-trump``).
    """
    if not isinstance(text, str):
        kind = "nothing" if text is None else shown(text)
        raise NotationError(f"{what} must be text, not {kind}", value=text, expected=expected)
    cleaned = unicodedata.normalize("NFKC", text).translate(_VARIATION_SELECTORS)
    cleaned = _WORD_JOINERS.sub(" ", _SPACES.sub(" ", cleaned)).strip()
    if not cleaned:
        raise NotationError(f"empty {what}", value=text, expected=expected)
    return cleaned


def _rank_list(ranks: Iterable[Rank]) -> str:
    return " ".join(rank.en for rank in sorted(ranks, reverse=True))


def _deck_name(deck: frozenset[Rank]) -> str:
    return f"{len(deck) * 4}-card deck"


@functools.cache  # worked out once per deck: every card parsed names it in case of an error
def _deck_expected(deck: frozenset[Rank]) -> str:
    russian = " ".join(rank.ru for rank in sorted(deck, reverse=True) if rank in _RANK_RU)
    forms = _rank_list(deck) + (f" or {russian}" if russian else "")
    return f"a rank of the {_deck_name(deck)}: {forms}"


def _as_deck(deck: Collection[Rank] | None) -> frozenset[Rank] | None:
    if deck is None:
        return None
    return frozenset(r if isinstance(r, Rank) else parse_rank(r) for r in deck)


def _levels_text(levels: Collection[int]) -> str:
    ordered = sorted(set(levels))
    if not ordered:
        return "none"
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]}–{ordered[-1]}"
    if len(ordered) == 1:
        return str(ordered[0])
    return ", ".join(map(str, ordered[:-1])) + f" or {ordered[-1]}"


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise UnknownNameError("language", lang, LANGS)


# ----------------------------------------------------------------------------------- parsers


def parse_suit(text: str | Suit) -> Suit:
    """``♠``/``♤``/``s``/``п``/``spades``/``пики`` … → :class:`Suit`."""
    if isinstance(text, Suit):
        return text
    key = _clean(text, "suit", EXPECTED_SUIT).casefold()
    suit = _SUITS.get(key)
    if suit is None:
        hint = "; no trump is not a suit" if key in _NO_TRUMP_WORDS else ""
        raise NotationError(f"unknown suit {shown(text)}{hint}", value=text, expected=EXPECTED_SUIT)
    return suit


def suit_words() -> dict[str, Suit]:
    """Every spelling :func:`parse_suit` takes, case-folded, → its suit (for a question that
    offers suits by their symbols and takes any spelling)."""
    return dict(_SUITS)


def parse_strain(text: str | Strain) -> Strain:
    """A suit (as :func:`parse_suit`) or no trump (``NT``, ``БК``, ``б/к``, ``no trump``…)."""
    if isinstance(text, (Suit, NoTrump)):
        return text
    key = _clean(text, "strain", EXPECTED_STRAIN).casefold()
    strain = _STRAINS.get(key)
    if strain is None:
        raise NotationError(
            f"unknown suit or no trump {shown(text)}", value=text, expected=EXPECTED_STRAIN
        )
    return strain


def _lookup_rank(part: str, given: object, expected: str) -> Rank:
    key = part.casefold()
    rank = _RANKS.get(key)
    if rank is not None:
        return rank
    if key == _LATIN_T:
        raise NotationError(_LATIN_T_MESSAGE, value=given, expected=expected)
    raise NotationError(f"unknown rank {shown(part)}", value=given, expected=expected)


def _check_deck(rank: Rank, deck: frozenset[Rank] | None, given: object, expected: str) -> Rank:
    if deck is not None and rank not in deck:
        raise NotationError(
            f"{rank.en} is not in this game's {_deck_name(deck)} ({_rank_list(deck)})",
            value=given,
            expected=expected,
        )
    return rank


def parse_rank(text: str | Rank, *, deck: Collection[Rank] | None = None) -> Rank:
    """``A``/``Т``/``ace``/``туз``, ``K``/``К``, ``Q``/``Д``, ``J``/``В``, ``10`` … ``2``.

    ``deck``, if given, is the ranks the game uses (:data:`DECK_32` …); others are refused.
    Latin ``T`` is always refused: it reads as ten at some tables and as ace (Т) at others.
    """
    ranks = _as_deck(deck)
    expected = EXPECTED_RANK if ranks is None else _deck_expected(ranks)
    if isinstance(text, Rank):
        return _check_deck(text, ranks, text, expected)
    rank = _lookup_rank(_clean(text, "rank", expected), text, expected)
    return _check_deck(rank, ranks, text, expected)


@functools.cache  # worked out once per deck: every card parsed names it in case of an error
def _card_expected(deck: frozenset[Rank] | None, jokers: bool) -> str:
    head = "a card" if deck is None else f"a card of the {_deck_name(deck)} ({_rank_list(deck)})"
    return f"{head}, {_CARD_FORMS}" + (f", {_JOKER_FORMS}" if jokers else "")


def parse_card(
    text: str | Card | Joker,
    *,
    deck: Collection[Rank] | None = None,
    jokers: bool = False,
) -> Card | Joker:
    """A card, rank then suit (``10♥``, ``Qs``, ``Дч``, ``10 h``, ``ace of spades``, ``туз пик``).

    With ``jokers=True`` also a joker: ``Jk``/``joker``/``джокер``/``Дж``, or ``Jk=9♣`` for a
    joker standing for 9♣.  ``deck`` restricts the ranks as in :func:`parse_rank`.
    """
    if type(text) is str and (deck is None or isinstance(deck, (tuple, frozenset))):
        return _parse_card_text(text, deck, jokers)
    return _parse_card(text, _as_deck(deck), jokers)


@functools.lru_cache(maxsize=4096)  # a long night names the same few dozen cards again and again
def _parse_card_text(text: str, deck: tuple[Rank, ...] | frozenset[Rank] | None,
                     jokers: bool) -> Card | Joker:
    """:func:`parse_card` of a text, kept (cards are immutable; a refused text is not kept)."""
    return _parse_card(text, _as_deck(deck), jokers)


def _parse_card(text: str | Card | Joker, ranks: frozenset[Rank] | None, jokers: bool) -> Card | Joker:
    expected = _card_expected(ranks, jokers)
    given: object = text
    if isinstance(text, (Card, Joker)):
        text = str(text)
    cleaned = _clean(text, "card", expected)

    left, equals, right = cleaned.partition("=")
    if equals or left.strip().casefold() in _JOKER_WORDS:
        if left.strip().casefold() not in _JOKER_WORDS:
            message = f"{shown(given)}: only a joker can stand for another card"
            raise NotationError(message, value=given, expected=expected)
        if not jokers:
            raise NotationError("this game has no jokers", value=given, expected=expected)
        if not equals:
            return Joker()
        if not right.strip():
            raise NotationError(
                f"{shown(given)}: name the card the joker stands for, as Jk=9♣",
                value=given,
                expected=expected,
            )
        if right.strip().casefold().partition("=")[0].strip() in _JOKER_WORDS:
            raise NotationError(
                f"{shown(given)}: a joker stands for an ordinary card", value=given, expected=expected
            )
        stands_for = _parse_plain_card(right.strip(), ranks, given, expected)
        return Joker(stands_for)
    return _parse_plain_card(cleaned, ranks, given, expected)


def _parse_plain_card(
    cleaned: str, deck: frozenset[Rank] | None, given: object, expected: str
) -> Card:
    rank_part, suit = _split_card(cleaned, given, expected)
    try:
        rank = _lookup_rank(rank_part, given, expected)
    except NotationError as err:
        message = f"card {shown(given)}: {err.message}"
        raise NotationError(message, value=given, expected=expected) from None
    return Card(_check_deck(rank, deck, given, expected), suit)


def _split_card(cleaned: str, given: object, expected: str) -> tuple[str, Suit]:
    """Split ``rank suit`` at the last space, else before a one-character suit at the end."""
    words = cleaned.split(" ")
    if len(words) > 1:
        suit = _SUITS.get(words[-1].casefold())
        rank_words = words[:-1]
        if len(rank_words) > 1 and rank_words[-1].casefold() == "of":  # "ace of spades"
            rank_words = rank_words[:-1]
        if suit is not None:
            return " ".join(rank_words), suit
    elif len(cleaned) > 1 and cleaned[-1].casefold() in _SUITS:
        # Written together, both parts are short forms ("10♥", "Qs", "Дч"); words need a space,
        # so that "aces" or "jacks" is not read as a card.
        rank_part = cleaned[:-1]
        if len(rank_part) > 2 and rank_part.casefold() in _RANKS:
            raise NotationError(
                f"card {shown(given)}: put a space between rank and suit words, "
                f"as '{rank_part} of spades'",
                value=given,
                expected=expected,
            )
        return rank_part, _SUITS[cleaned[-1].casefold()]
    if cleaned[0] in _SUIT_SYMBOLS and cleaned[1:].strip().casefold() in _RANKS:
        canonical = Card(_RANKS[cleaned[1:].strip().casefold()], _SUITS[cleaned[0].casefold()])
        raise NotationError(
            f"card {shown(given)}: write the rank first, as {canonical}", value=given, expected=expected
        )
    if cleaned.casefold() in _RANKS:
        raise NotationError(
            f"card {shown(given)} has no suit: add one after the rank, as {_RANKS[cleaned.casefold()]}♠",
            value=given,
            expected=expected,
        )
    if cleaned.casefold() == _LATIN_T:
        raise NotationError(f"card {shown(given)}: {_LATIN_T_MESSAGE}", value=given, expected=expected)
    raise NotationError(f"card {shown(given)} does not end in a suit", value=given, expected=expected)


def _contract_expected(levels: Collection[int], misere: bool, open_misere: bool) -> str:
    ordered = sorted(set(levels))
    parts: list[str] = []
    if ordered:
        lo, hi = ordered[0], ordered[-1]
        shown = f"{lo}♠ … {hi}NT"
        if ordered != list(range(lo, hi + 1)):
            shown += f" at level {_levels_text(ordered)}"
        parts.append(f"{shown} (also {lo}s, {lo}п, {lo}БК)")
    if misere:
        parts.append("misere (мизер)")
    if open_misere:
        parts.append("open misere (открытый мизер)")
    if not parts:
        return "no contract (this game has none)"
    listed = ", ".join(parts[:-1]) + " or " + parts[-1] if len(parts) > 1 else parts[0]
    return "a contract: " + listed


_LEVEL_STRAIN = re.compile(r"([0-9]+) ?(.*)")


def parse_contract(
    text: str | Contract,
    *,
    levels: Collection[int] = range(6, 11),
    open_misere: bool = False,
    misere: bool = True,
) -> Contract:
    """``7♠``, ``7s``, ``7п``, ``7NT``, ``7БК``, ``7 бк``, ``10nt``; ``misere``/``мизер``;
    with ``open_misere=True`` also ``open misere``/``открытый мизер``/``мизер открытый``.

    ``levels`` are the trick levels the game bids (6–10 in preferans and Five Hundred); a game
    without misère passes ``misere=False``.
    """
    if isinstance(text, str) and isinstance(levels, (range, tuple, frozenset)):
        # a night repeats the same few contracts: remember them (Contract is immutable)
        return _parse_contract_cached(text, levels, open_misere, misere)
    return _parse_contract(text, levels=levels, open_misere=open_misere, misere=misere)


@functools.lru_cache(maxsize=1024)
def _parse_contract_cached(text: str, levels: Collection[int], open_misere: bool, misere: bool) -> Contract:
    return _parse_contract(text, levels=levels, open_misere=open_misere, misere=misere)


def _parse_contract(
    text: str | Contract,
    *,
    levels: Collection[int],
    open_misere: bool,
    misere: bool,
) -> Contract:
    expected = _contract_expected(levels, misere, open_misere)
    given: object = text
    if isinstance(text, Contract):
        text = str(text)
    cleaned = _clean(text, "contract", expected)
    key = cleaned.casefold()
    words = key.split(" ")

    if key in _MISERE_WORDS:
        if not misere:
            raise NotationError("this game has no misère", value=given, expected=expected)
        return MISERE
    if len(words) == 2 and (
        (words[0] in _OPEN_WORDS and words[1] in _MISERE_WORDS)
        or (words[0] in _MISERE_WORDS and words[1] in _OPEN_WORDS)  # "мизер открытый"
    ):
        if not open_misere:
            raise NotationError("this game has no open misère", value=given, expected=expected)
        return OPEN_MISERE

    match = _LEVEL_STRAIN.fullmatch(cleaned)
    if match is None:
        if key in _STRAINS:
            raise NotationError(
                f"contract {shown(given)} has no level: put the number of tricks first, "
                f"as 7{_STRAINS[key]}",
                value=given,
                expected=expected,
            )
        raise NotationError(f"unknown contract {shown(given)}", value=given, expected=expected)
    digits, rest = match.groups()
    if not rest:
        raise NotationError(
            f"contract {shown(given)} has no strain: add a suit or NT, as {digits}♠ or {digits}NT",
            value=given,
            expected=expected,
        )
    strain = _STRAINS.get(rest.casefold())
    if strain is None:
        message = f"contract {shown(given)}: unknown suit or no trump {shown(rest)}"
        raise NotationError(message, value=given, expected=expected)
    level = int(digits)
    if level not in levels:
        raise NotationError(
            f"no contract at level {level} ({shown(given)}): "
            f"this game's levels are {_levels_text(levels)}",
            value=given,
            expected=expected,
        )
    return Contract.of(level, strain)


# -------------------------------------------------------------------------------- formatters


def format_card(card: Card | Joker, lang: Lang = "en") -> str:
    """``10♥`` / ``Jk=9♣`` in English, ``10ч`` / ``Дж=9т`` in Russian."""
    _check_lang(lang)
    return str(card) if lang == "en" else card.ru


def format_contract(contract: Contract, lang: Lang = "en") -> str:
    """``7♠`` / ``7NT`` / ``misere`` / ``open misere`` in English, ``7п`` / ``7БК`` / ``мизер`` /
    ``открытый мизер`` in Russian."""
    _check_lang(lang)
    return str(contract) if lang == "en" else contract.ru
