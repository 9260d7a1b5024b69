"""The keys of a Five Hundred entry (format §Five Hundred deals): the pydantic model that checks an
entry's keys and types, imported only when a deal is checked (what each key means is
``DEAL_KEYS_DOC`` in :mod:`scorekeeper.games.five_hundred.engine`)."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from scorekeeper.errors import InvalidError, NotationError
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.i18n import _
from scorekeeper.notation import DECK_52, Card, Contract, Joker, parse_card, parse_contract


def _contract(value: Any, key: str) -> Contract:
    try:
        return parse_contract(value, levels=T.LEVELS, open_misere=True)
    except NotationError as err:
        raise err.located(key=key) from None


class FiveHundredDeal(BaseModel):
    """The keys of a Five Hundred entry (format §Five Hundred deals)."""

    model_config = ConfigDict(extra="forbid", strict=True, arbitrary_types_allowed=True)

    bidder: str | None = None
    bid: Contract | None = None
    tricks: dict[str, int] | None = None
    partner: str | None = None
    called: Card | Joker | None = None
    revoke: str | None = None
    first_to_500: str | None = None
    auction: list[Contract] | None = None
    points: dict[str, int] | None = None
    new_game: bool = False

    @field_validator("bid", mode="before")
    @classmethod
    def _bid(cls, v: Any) -> Any:
        return None if v is None else _contract(v, "bid")

    @field_validator("auction", mode="before")
    @classmethod
    def _auction(cls, v: Any) -> Any:
        if v is None:
            return None
        if not isinstance(v, list) or not v:
            raise InvalidError(_("the auction lists the bids in the order they were made"),
                               key="auction", value=v,
                               expected=_('a list like ["misere", "8♦"]'))
        return [_contract(b, f"auction.{i}") for i, b in enumerate(v)]

    @field_validator("called", mode="before")
    @classmethod
    def _called(cls, v: Any) -> Any:
        if v is None:
            return None
        try:
            return parse_card(v, deck=DECK_52, jokers=True)
        except NotationError as err:
            raise err.located(key="called") from None

    @property
    def kind(self) -> str:
        if self.points is not None:
            return "points"
        if self.bidder is not None or self.bid is not None:
            return "contract"
        if self.tricks is not None:
            return "passed"
        return "new_game" if self.new_game else "empty"
