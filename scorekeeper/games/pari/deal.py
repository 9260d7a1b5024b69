"""The keys of a Pari entry (the format reference, section "Pari deals"): the pydantic model that
checks an entry's keys and types, imported only when a deal is checked (what each key means is
``DEAL_KEYS_DOC`` in :mod:`scorekeeper.games.pari.model`)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from scorekeeper.errors import InvalidError
from scorekeeper.games.pari.cards import PCard, parse_cards
from scorekeeper.i18n import _


def _cards(v: Any, key: str) -> tuple[PCard, ...]:
    return parse_cards(v, key)


def _map(v: Any, key: str) -> dict[tuple[PCard, ...], tuple[PCard, ...]]:
    if not isinstance(v, dict) or not v:
        raise InvalidError(_("{key} maps a combination on the table to cards").format(key=key),
                           key=key, value=v,
                           expected=f'{key} = {{ "9♠" = "2♦ 3♦ 4♦" }}')
    out = {}
    for k, cards in v.items():
        out[_cards(k, f"{key}.{k}")] = _cards(cards, f"{key}.{k}")
    return out


class PariDeal(BaseModel):
    """The keys of a Pari entry (the format reference, section "Pari deals")."""

    model_config = ConfigDict(extra="forbid", strict=True, arbitrary_types_allowed=True)

    cuts: tuple[PCard, ...] | None = None
    ceded: bool = False
    player: str | None = None
    swap: tuple[PCard, ...] | None = None
    take: dict[tuple[PCard, ...], tuple[PCard, ...]] | None = None
    surround: dict[tuple[PCard, ...], tuple[PCard, ...]] | None = None
    add: dict[tuple[PCard, ...], tuple[PCard, ...]] | None = None
    meld: tuple[tuple[PCard, ...], ...] | None = None
    trumps: tuple[PCard, ...] | None = None
    single: tuple[PCard, ...] | None = None
    join: dict[tuple[PCard, ...], tuple[PCard, ...]] | None = None
    out: bool = False
    talon: int | None = None
    left: dict[str, tuple[PCard, ...]] | None = None
    points: dict[str, int | float] | None = None
    new_game: bool = False

    @field_validator("cuts", mode="before")
    @classmethod
    def _cuts(cls, v: Any) -> Any:
        if v is None:
            return None
        if isinstance(v, str):
            return _cards(v, "cuts")
        if not isinstance(v, list) or not v:
            raise InvalidError(_("cuts lists the cut cards in order"), key="cuts", value=v,
                               expected=_('cuts = ["4♥", "2♣", "3♦"] (jokers included)'))
        return tuple(c for i, s in enumerate(v) for c in _cards(s, f"cuts.{i}"))

    @field_validator("swap", "trumps", "single", mode="before")
    @classmethod
    def _plain(cls, v: Any, info) -> Any:
        return None if v is None else _cards(v, info.field_name)

    @field_validator("take", "surround", "add", "join", mode="before")
    @classmethod
    def _maps(cls, v: Any, info) -> Any:
        return None if v is None else _map(v, info.field_name)

    @field_validator("meld", mode="before")
    @classmethod
    def _meld(cls, v: Any) -> Any:
        if v is None:
            return None
        if isinstance(v, str):
            v = [v]
        if not isinstance(v, list) or not v:
            raise InvalidError(_("meld lists the new combinations"), key="meld", value=v,
                               expected='meld = ["7♥ 8♥ 9♥", "5♣ 5♦"]')
        return tuple(_cards(s, f"meld.{i}") for i, s in enumerate(v))

    @field_validator("left", mode="before")
    @classmethod
    def _left(cls, v: Any) -> Any:
        if v is None:
            return None
        if not isinstance(v, dict):
            raise InvalidError(_("left maps each player to the cards left in that player's hand"),
                               key="left", value=v,
                               expected=_('left = { Anna = "2♥ A♥ Jk" } ({} when both went out)'))
        return {k: (() if isinstance(s, str) and not s.strip() else _cards(s, f"left.{k}"))
                for k, s in v.items()}

    @property
    def kind(self) -> str:
        if self.points is not None:
            return "points"
        if self.cuts is not None:
            return "start"
        if self.left is not None:
            return "end"
        if self.player is not None:
            return "move"
        return "empty"
