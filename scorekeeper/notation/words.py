"""The vocabulary of the card notation: every spelling of a suit, no trump, a rank, a joker and a
misère, case-folded, with what each reading expects; and the text as typed made plain before it
is read.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Mapping
from typing import Any

from scorekeeper.errors import NotationError, UnknownNameError
from scorekeeper.i18n import N_, _
from scorekeeper.names import shown
from scorekeeper.notation.cards import DECK_52, LANGS, NO_TRUMP, Rank, Strain, Suit


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

# what each reading expects (marked for the catalog; said through ``_`` where a refusal is made)
EXPECTED_SUIT = N_("a suit: ♠ ♣ ♦ ♥, s c d h or п т б ч")
EXPECTED_STRAIN = N_("a suit (♠ ♣ ♦ ♥, s c d h or п т б ч) or no trump (NT, БК)")
EXPECTED_RANK = N_("a rank: A K Q J 10 9 … 2 or Т К Д В")
_CARD_FORMS = N_("rank then suit, as 10♥, Qs or Дч")
_JOKER_FORMS = N_("or a joker: Jk, Jk=9♣")
_LATIN_T_MESSAGE = N_(
    "Latin 'T' is ambiguous (ten, or the Russian Т for ace): "
    "write 10 for ten, A or Cyrillic Т for ace"
)
#: "suit must be text, not 7" and "empty suit", for each thing the notation reads
_NOT_TEXT = {
    "suit": N_("suit must be text, not {kind}"),
    "strain": N_("strain must be text, not {kind}"),
    "rank": N_("rank must be text, not {kind}"),
    "card": N_("card must be text, not {kind}"),
    "contract": N_("contract must be text, not {kind}"),
}
_EMPTY = {
    "suit": N_("empty suit"),
    "strain": N_("empty strain"),
    "rank": N_("empty rank"),
    "card": N_("empty card"),
    "contract": N_("empty contract"),
}


# ----------------------------------------------------------------------------------- helpers

_VARIATION_SELECTORS = dict.fromkeys(map(ord, "\ufe0e\ufe0f"))
_SPACES = re.compile(r"\s+")
_WORD_JOINERS = re.compile(r"(?<=\w)[-_\u2010\u2011](?=\w)")


def _clean(text: object, what: str, expected: str) -> str:
    """Text as typed → NFKC, no emoji variation selectors, single spaces, stripped.

    Hyphens and underscores between letters become spaces (``open-misere``, ``no-trump``).
    """
    if not isinstance(text, str):
        kind = _("nothing") if text is None else shown(text)
        raise NotationError(_(_NOT_TEXT[what]).format(kind=kind), value=text, expected=expected)
    cleaned = unicodedata.normalize("NFKC", text).translate(_VARIATION_SELECTORS)
    cleaned = _WORD_JOINERS.sub(" ", _SPACES.sub(" ", cleaned)).strip()
    if not cleaned:
        raise NotationError(_(_EMPTY[what]), value=text, expected=expected)
    return cleaned


def _check_lang(lang: str) -> None:
    if lang not in LANGS:
        raise UnknownNameError("language", lang, LANGS)
