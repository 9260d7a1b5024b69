"""The keys of a Thousand entry (the format reference's «Thousand deals», and the project's): the
pydantic model that checks an entry's keys and types, imported only when a deal is checked."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict, field_validator

from scorekeeper.errors import InvalidError
from scorekeeper.games.thousand.cards import parse_prikup, parse_suits
from scorekeeper.i18n import _
from scorekeeper.notation import Card, Suit


class ThousandDeal(BaseModel):
    """The keys of a Thousand entry (the format reference's «Thousand deals», and the project's)."""

    model_config = ConfigDict(extra="forbid", strict=True, arbitrary_types_allowed=True)

    bidder: str | None = None
    bid: int | None = None
    raised_from: int | None = None
    prikup: list[Card] | None = None
    gave_up: bool | None = None
    taken: dict[str, int] | None = None
    marriages: dict[str, list[Suit]] | None = None
    dark: bool | None = None
    ace_marriage: str | None = None
    points: dict[str, int] | None = None
    new_game: bool = False

    @field_validator("prikup", mode="before")
    @classmethod
    def _prikup(cls, v: Any) -> Any:
        return None if v is None else parse_prikup(v)

    @field_validator("marriages", mode="before")
    @classmethod
    def _marriages(cls, v: Any) -> Any:
        if v is None:
            return None
        if not isinstance(v, dict):
            raise InvalidError(_("marriages name each player's suits"), key="marriages", value=v,
                               expected=_('a table like { Boris = ["♦"] }'))
        return {name: parse_suits(s, f"marriages.{name}") for name, s in v.items()}

    @property
    def kind(self) -> str:
        if self.points is not None:
            return "points"
        if any(getattr(self, k) is not None for k in ("bidder", "bid", "raised_from", "prikup",
                                                        "gave_up", "taken", "marriages", "dark",
                                                        "ace_marriage")):
            return "contract"
        return "new_game" if self.new_game else "empty"
