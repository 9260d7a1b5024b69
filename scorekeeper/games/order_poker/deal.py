"""The keys of an order poker entry (the format reference's "Order poker deals"): the pydantic model
that checks an entry's keys and types, imported only when a deal is checked."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from scorekeeper.errors import InvalidError
from scorekeeper.games.order_poker.hands import Hand, parse_combination, parse_hand
from scorekeeper.games.order_poker.tables import Combination
from scorekeeper.i18n import _


def _names(v: Any, key: str) -> Any:
    if v is None:
        return None
    if isinstance(v, str):
        return [v]
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        raise InvalidError(_("a list of player names"), key=key, value=v,
                           expected=_('e.g. ["Vera"]'))
    return v


class OrderPokerDeal(BaseModel):
    """The keys of an order poker entry (the format reference's "Order poker deals")."""

    model_config = ConfigDict(extra="forbid", strict=True, arbitrary_types_allowed=True,
                              populate_by_name=True)

    robot_dealt: Hand | None = None
    orders: list[Combination] | None = None
    declarer: str | None = None
    for_: list[str] | None = Field(default=None, alias="for")
    against: list[str] | None = None
    took_from: list[str] | None = None
    robot: Hand | None = None
    hands: dict[str, Hand] | None = None
    points: dict[str, int] | None = None

    @field_validator("orders", mode="before")
    @classmethod
    def _orders(cls, v: Any) -> Any:
        if v is None:
            return None
        if not isinstance(v, list):
            raise InvalidError(_("the orders are listed in the order they were announced"),
                               key="orders", value=v,
                               expected=_('a list like ["two pairs", "three"]'))
        return [parse_combination(o, key=f"orders.{i}") for i, o in enumerate(v)]

    @field_validator("robot", "robot_dealt", mode="before")
    @classmethod
    def _robot(cls, v: Any, info: Any) -> Any:
        return None if v is None else parse_hand(v, key=info.field_name)

    @field_validator("hands", mode="before")
    @classmethod
    def _hands(cls, v: Any) -> Any:
        if v is None:
            return None
        if not isinstance(v, dict):
            raise InvalidError(_("hands name each player's final combination"), key="hands",
                               value=v, expected=_('a table like { Boris = "full house" }'))
        return {str(k): parse_hand(h, key=f"hands.{k}") for k, h in v.items()}

    @field_validator("for_", "against", "took_from", mode="before")
    @classmethod
    def _lists(cls, v: Any, info: Any) -> Any:
        return _names(v, "for" if info.field_name == "for_" else info.field_name)

    @property
    def kind(self) -> str:
        if self.points is not None:
            return "points"
        if self.orders or self.declarer is not None or self.for_ is not None \
                or self.against is not None or self.took_from is not None:
            return "order"
        return "passed"
