"""Order poker hands: a combination by name, or five cards of the 36-card pack classified.

A hand has exactly one combination, the highest of the text's list that it matches (R-O4): a full
house is «Тройка и двойка», never «Тройка»; two pairs are not «Пара»; a straight flush is not
«Масть».  «Порядок» runs from the six up to the ace only (§пояснения а; R-O11).
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import NotationError
from scorekeeper.names import shown
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.tables import Combination
from scorekeeper.i18n import _
from scorekeeper.notation import DECK_36, Card, Rank, parse_card

#: the ranks of the pack from the six up to the ace, in order (§пояснения а)
LADDER: tuple[Rank, ...] = tuple(sorted(DECK_36))

_NAMES: dict[str, Combination] = {}
for _row in T.COMBINATIONS:
    for _word in (_row.english, _row.russian, *_row.words):
        _NAMES[_word.casefold().replace("ё", "е")] = _row.combination


def expected_name() -> str:
    """What a combination's name may be: the English names, or the text's words."""
    return _("a combination: {names}; or the text's words: {words}").format(
        names=", ".join(r.english for r in T.COMBINATIONS),
        words=", ".join(r.russian.lower() for r in T.COMBINATIONS))


def expected_hand() -> str:
    """What a hand may be: a combination's name, or five cards."""
    return _("{names}; or five cards of the 36-card pack, as \"10♥ J♥ Q♥ K♥ A♥\"").format(
        names=expected_name())


_STRIP = re.compile(r"[«»\"'!.]")
_SPACES = re.compile(r"[\s_\-]+")


def _key(text: str) -> str:
    cleaned = unicodedata.normalize("NFKC", text).casefold().replace("ё", "е")
    return _SPACES.sub(" ", _STRIP.sub("", cleaned)).strip()


def spellings() -> dict[str, Combination]:
    """Every accepted name of a combination, casefolded, → the combination."""
    return dict(_NAMES)


def parse_combination(text: Any, *, key: str | None = None) -> Combination:
    """A combination by name, English or the text's Russian words (``две пары``, ``тройка плюс
    пара`` …); case, «quotes» and a closing «!» are ignored."""
    if isinstance(text, Combination):
        return text
    if not isinstance(text, str) or _key(text) not in _NAMES:
        raise NotationError(_("unknown combination {name}").format(name=shown(text)), key=key,
                            value=text, expected=expected_name())
    return _NAMES[_key(text)]


# ------------------------------------------------------------------------------ classifying
def is_straight(cards: Sequence[Card]) -> bool:
    """§комбинации «Порядок», §пояснения а: five ranks in unbroken order from six up to ace."""
    steps = sorted(LADDER.index(c.rank) for c in cards)
    return len(set(steps)) == T.STRAIGHT_LENGTH and steps[-1] - steps[0] == T.STRAIGHT_LENGTH - 1


def is_flush(cards: Sequence[Card]) -> bool:
    """§комбинации «Масть»: all five cards of one suit."""
    return len({c.suit for c in cards}) == 1


def classify(cards: Sequence[Card]) -> Combination:
    """The one combination of five cards: the highest of the text's list that they match (R-O4)."""
    shape = sorted(Counter(c.rank for c in cards).values(), reverse=True)
    straight, flush = is_straight(cards), is_flush(cards)
    if straight and flush:
        return Combination.STRAIGHT_FLUSH
    if shape[0] == 4:
        return Combination.FOUR
    if flush:
        return Combination.FLUSH
    if shape[:2] == [3, 2]:
        return Combination.FULL_HOUSE
    if straight:
        return Combination.STRAIGHT
    if shape[0] == 3:
        return Combination.THREE
    if shape[:2] == [2, 2]:
        return Combination.TWO_PAIRS
    if shape[0] == 2:
        return Combination.PAIR
    return Combination.NONE


# ------------------------------------------------------------------------------ a hand
@dataclass(frozen=True)
class Hand:
    """A hand as recorded: its combination, and its five cards when they were given."""

    combination: Combination
    cards: tuple[Card, ...] | None = None

    def __str__(self) -> str:
        if self.cards is None:
            return T.ROW_OF[self.combination].english
        return " ".join(str(c) for c in self.cards)

    def describe(self) -> str:
        text = T.label(self.combination)
        return text if self.cards is None else f"{' '.join(str(c) for c in self.cards)}: {text}"

    def to_entry(self) -> str | list[str]:
        """The hand as a session file writes it."""
        return T.ROW_OF[self.combination].english if self.cards is None else [str(c) for c in self.cards]


def parse_cards(items: Sequence[Any], *, key: str | None = None) -> tuple[Card, ...]:
    """Five distinct cards of the 36-card pack (R-O11)."""
    cards: list[Card] = []
    for i, item in enumerate(items):
        try:
            card = parse_card(item, deck=DECK_36)
        except NotationError as err:
            raise NotationError(err.message, key=key, value=item,
                                expected=f"{err.expected} ({T.PACK_RULE})") from None
        if card in cards:
            raise NotationError(_("{card} is given twice in one hand").format(card=card), key=key,
                                value=list(items),
                                expected=_("five different cards ({rule})").format(rule=T.PACK_RULE))
        cards.append(card)
    if len(cards) != T.HAND_SIZE:
        raise NotationError(_("a hand is {size} cards, not {count}").format(
                                size=T.HAND_SIZE, count=len(cards)), key=key, value=list(items),
                            expected=_("five cards, or a combination's name ({rule})").format(
                                rule=T.S_DEAL))
    return tuple(cards)


def parse_hand(value: Any, *, key: str | None = None) -> Hand:
    """A hand: a combination's name, a list of five cards, or five cards in one string."""
    if isinstance(value, Hand):
        return value
    if isinstance(value, (list, tuple)):
        cards = parse_cards(value, key=key)
        return Hand(classify(cards), cards)
    if not isinstance(value, str):
        raise NotationError(_("a hand is a combination's name or five cards"), key=key,
                            value=value, expected=expected_hand())
    if _key(value) in _NAMES:
        return Hand(_NAMES[_key(value)])
    words = [w for w in re.split(r"[\s,]+", value.strip()) if w]
    if len(words) < 2:
        raise NotationError(_("unknown combination {name}").format(name=shown(value)), key=key,
                            value=value, expected=expected_hand())
    try:
        parse_card(words[0], deck=DECK_36)
    except NotationError:
        raise NotationError(_("unknown combination {name}").format(name=shown(value)), key=key,
                            value=value, expected=expected_hand()) from None
    cards = parse_cards(words, key=key)
    return Hand(classify(cards), cards)
