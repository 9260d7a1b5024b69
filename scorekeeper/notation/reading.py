"""Reading suits, strains, ranks and cards from text (and a card back in either language)."""

from __future__ import annotations

import functools
from collections.abc import Collection, Iterable

from scorekeeper.errors import NotationError
from scorekeeper.i18n import _, lang, ngettext
from scorekeeper.names import shown
from scorekeeper.notation.cards import _RANK_RU, Card, Joker, Lang, NoTrump, Rank, Strain, Suit
from scorekeeper.notation.words import (
    _CARD_FORMS,
    _JOKER_FORMS,
    _JOKER_WORDS,
    _LATIN_T,
    _LATIN_T_MESSAGE,
    _NO_TRUMP_WORDS,
    _RANKS,
    _STRAINS,
    _SUIT_SYMBOLS,
    _SUITS,
    EXPECTED_RANK,
    EXPECTED_STRAIN,
    EXPECTED_SUIT,
    _check_lang,
    _clean,
)


def _rank_list(ranks: Iterable[Rank]) -> str:
    return " ".join(rank.en for rank in sorted(ranks, reverse=True))


def _deck_expected(deck: frozenset[Rank]) -> str:
    return _deck_expected_in(deck, lang())


@functools.cache  # worked out once per deck: every card parsed names it in case of an error
def _deck_expected_in(deck: frozenset[Rank], language: str) -> str:
    russian = " ".join(rank.ru for rank in sorted(deck, reverse=True) if rank in _RANK_RU)
    if russian:
        forms = _("{ranks} or {russian}").format(ranks=_rank_list(deck), russian=russian)
    else:
        forms = _rank_list(deck)
    n = len(deck) * 4
    return ngettext("a rank of the {n}-card deck: {forms}", "a rank of the {n}-card deck: {forms}",
                    n).format(n=n, forms=forms)


def _as_deck(deck: Collection[Rank] | None) -> frozenset[Rank] | None:
    if deck is None:
        return None
    return frozenset(r if isinstance(r, Rank) else parse_rank(r) for r in deck)


# ----------------------------------------------------------------------------------- parsers


def parse_suit(text: str | Suit) -> Suit:
    """``♠``/``♤``/``s``/``п``/``spades``/``пики`` … → :class:`Suit`."""
    if isinstance(text, Suit):
        return text
    key = _clean(text, "suit", _(EXPECTED_SUIT)).casefold()
    suit = _SUITS.get(key)
    if suit is None:
        if key in _NO_TRUMP_WORDS:
            message = _("unknown suit {given}; no trump is not a suit").format(given=shown(text))
        else:
            message = _("unknown suit {given}").format(given=shown(text))
        raise NotationError(message, value=text, expected=_(EXPECTED_SUIT))
    return suit


def suit_words() -> dict[str, Suit]:
    """Every spelling :func:`parse_suit` takes, case-folded, → its suit (for a question that
    offers suits by their symbols and takes any spelling)."""
    return dict(_SUITS)


def parse_strain(text: str | Strain) -> Strain:
    """A suit (as :func:`parse_suit`) or no trump (``NT``, ``БК``, ``б/к``, ``no trump``…)."""
    if isinstance(text, (Suit, NoTrump)):
        return text
    key = _clean(text, "strain", _(EXPECTED_STRAIN)).casefold()
    strain = _STRAINS.get(key)
    if strain is None:
        raise NotationError(_("unknown suit or no trump {given}").format(given=shown(text)),
                            value=text, expected=_(EXPECTED_STRAIN))
    return strain


def _lookup_rank(part: str, given: object, expected: str) -> Rank:
    key = part.casefold()
    rank = _RANKS.get(key)
    if rank is not None:
        return rank
    if key == _LATIN_T:
        raise NotationError(_(_LATIN_T_MESSAGE), value=given, expected=expected)
    raise NotationError(_("unknown rank {given}").format(given=shown(part)), value=given,
                        expected=expected)


def _check_deck(rank: Rank, deck: frozenset[Rank] | None, given: object, expected: str) -> Rank:
    if deck is not None and rank not in deck:
        n = len(deck) * 4
        raise NotationError(
            ngettext("{rank} is not in this game's {n}-card deck ({ranks})",
                     "{rank} is not in this game's {n}-card deck ({ranks})",
                     n).format(rank=rank.en, n=n, ranks=_rank_list(deck)),
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
    expected = _(EXPECTED_RANK) if ranks is None else _deck_expected(ranks)
    if isinstance(text, Rank):
        return _check_deck(text, ranks, text, expected)
    rank = _lookup_rank(_clean(text, "rank", expected), text, expected)
    return _check_deck(rank, ranks, text, expected)


def _card_expected(deck: frozenset[Rank] | None, jokers: bool) -> str:
    return _card_expected_in(deck, jokers, lang())


@functools.cache  # worked out once per deck: every card parsed names it in case of an error
def _card_expected_in(deck: frozenset[Rank] | None, jokers: bool, language: str) -> str:
    if deck is None:
        head = _("a card")
    else:
        n = len(deck) * 4
        head = ngettext("a card of the {n}-card deck ({ranks})", "a card of the {n}-card deck ({ranks})",
                        n).format(n=n, ranks=_rank_list(deck))
    return f"{head}, {_(_CARD_FORMS)}" + (f", {_(_JOKER_FORMS)}" if jokers else "")


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
            message = _("{given}: only a joker can stand for another card").format(given=shown(given))
            raise NotationError(message, value=given, expected=expected)
        if not jokers:
            raise NotationError(_("this game has no jokers"), value=given, expected=expected)
        if not equals:
            return Joker()
        if not right.strip():
            raise NotationError(
                _("{given}: name the card the joker stands for, as Jk=9♣").format(given=shown(given)),
                value=given,
                expected=expected,
            )
        if right.strip().casefold().partition("=")[0].strip() in _JOKER_WORDS:
            raise NotationError(
                _("{given}: a joker stands for an ordinary card").format(given=shown(given)),
                value=given, expected=expected
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
        message = _("card {given}: {problem}").format(given=shown(given), problem=err.message)
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
                _("card {given}: put a space between rank and suit words, "
                  "as '{rank} of spades'").format(given=shown(given), rank=rank_part),
                value=given,
                expected=expected,
            )
        return rank_part, _SUITS[cleaned[-1].casefold()]
    if cleaned[0] in _SUIT_SYMBOLS and cleaned[1:].strip().casefold() in _RANKS:
        canonical = Card(_RANKS[cleaned[1:].strip().casefold()], _SUITS[cleaned[0].casefold()])
        raise NotationError(
            _("card {given}: write the rank first, as {card}").format(given=shown(given),
                                                                      card=canonical),
            value=given, expected=expected
        )
    if cleaned.casefold() in _RANKS:
        raise NotationError(
            _("card {given} has no suit: add one after the rank, as {card}").format(
                given=shown(given), card=f"{_RANKS[cleaned.casefold()]}♠"),
            value=given,
            expected=expected,
        )
    if cleaned.casefold() == _LATIN_T:
        raise NotationError(_("card {given}: {problem}").format(given=shown(given),
                                                                 problem=_(_LATIN_T_MESSAGE)),
                            value=given, expected=expected)
    raise NotationError(_("card {given} does not end in a suit").format(given=shown(given)),
                        value=given, expected=expected)


# -------------------------------------------------------------------------------- formatters


def format_card(card: Card | Joker, lang: Lang = "en") -> str:
    """``10♥`` / ``Jk=9♣`` in English, ``10ч`` / ``Дж=9т`` in Russian."""
    _check_lang(lang)
    return str(card) if lang == "en" else card.ru
