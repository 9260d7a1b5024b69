"""Thousand: the cards and suits an entry names, read in the library's notation (the 24-card pack)."""

from __future__ import annotations

from typing import Any

from scorekeeper.errors import InvalidError, NotationError
from scorekeeper.games.thousand import tables as T
from scorekeeper.i18n import _
from scorekeeper.notation import Card, Suit, parse_card, parse_suit


def parse_prikup(value: Any, key: str = "prikup") -> list[Card]:
    """A list of cards (or one string of cards separated by spaces) of the 24-card pack."""
    if isinstance(value, str):
        value = value.replace(",", " ").split()
    if not isinstance(value, list) or not value:
        raise InvalidError(_("the prikup lists its cards"), key=key, value=value,
                           expected=_('a list like ["K♠", "K♣", "J♦"]'))
    out = []
    for i, c in enumerate(value):
        try:
            out.append(parse_card(c, deck=T.PACK))
        except NotationError as err:
            raise err.located(key=f"{key}.{i}") from None
    return out


def parse_suits(value: Any, key: str) -> list[Suit]:
    """One suit or a list of suits (♠ ♣ ♦ ♥, s c d h, п т б ч)."""
    items = [value] if isinstance(value, str) else value
    if not isinstance(items, list):
        raise InvalidError(_("marriages are named by their suits"), key=key, value=value,
                           expected=_('a list like ["♦"]'))
    out = []
    for i, s in enumerate(items):
        try:
            out.append(parse_suit(s))
        except NotationError as err:
            raise err.located(key=f"{key}.{i}") from None
    return out


__all__ = ["parse_prikup", "parse_suits"]
