"""The check of a session file's envelope (format §Envelope, ``docs/format.md``): a pydantic model
laid out as the format reference lays the envelope out.  Imported only when a file's text is
checked; what the rest of the program holds is the plain :class:`scorekeeper.core.entries.Envelope`.
"""

from __future__ import annotations

import datetime as _dt
import math
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator

from scorekeeper import names
from scorekeeper.core import registry
from scorekeeper.core.entries import FORMAT_VERSION, MAX_NAME


class EnvelopeModel(BaseModel):
    """The top of a session file (format §Envelope), checked; pydantic's errors name it
    "Envelope"."""

    model_config = ConfigDict(extra="forbid", strict=True, title="Envelope")

    format: int = Field(description="the session file format version; this tool reads 1")
    game: str = Field(description="the game: " + " | ".join(s.name for s in registry.specs()))
    rules: str = Field(description="a preset of that game (see `scorekeeper rules GAME`)")
    players: list[str] = Field(min_length=1, description="seating order, clockwise; the first deals first")
    title: str | None = Field(default=None, description="optional title of the night")
    date: _dt.date | None = Field(default=None, description="optional date of the night")
    options: dict[str, Any] = Field(default_factory=dict, description="overrides of the preset's options")
    teams: list[list[str]] | None = Field(default=None, description="partnership games: the sides")
    deal: list[dict[str, Any]] = Field(default_factory=list, description="the entries, in play order")

    @field_validator("format")
    @classmethod
    def _format_is_known(cls, v: int) -> int:
        if v != FORMAT_VERSION:
            raise ValueError(f"this tool reads session format {FORMAT_VERSION}, the file says {v}")
        return v

    @field_validator("players")
    @classmethod
    def _players_distinct(cls, v: list[str]) -> list[str]:
        for name in v:
            _check_name(name)
        dup = {n for n in v if v.count(n) > 1}
        if dup:
            raise ValueError(f"names must be distinct; repeated: {', '.join(sorted(dup))}")
        alike = names.alike_problem(v)
        if alike:
            raise ValueError(alike)
        return v

    @field_validator("teams")
    @classmethod
    def _team_names(cls, v: list[list[str]] | None) -> list[list[str]] | None:
        for side in v or ():
            for name in side:
                _check_name(name)
        return v

    @field_validator("options")
    @classmethod
    def _options_finite(cls, v: dict[str, Any]) -> dict[str, Any]:
        for k, x in v.items():
            if isinstance(x, float) and not math.isfinite(x):
                raise ValueError(f"option '{k}' is {names.shown(x)}, which is not a number the game "
                                 "can use")
        return v


def _check_name(name: str) -> None:
    """One name as the format reference allows it (format §Envelope), else ValueError saying why:
    not blank, not too long, no control character, nothing invisible, no change of direction."""
    if names.blank(name):
        raise ValueError("a player's name may not be empty")
    if len(name) > MAX_NAME:
        raise ValueError(f"a player's name may have at most {MAX_NAME} characters "
                         f"({len(name)} given)")
    bad = next((c for c in name if _is_control(c)), None)
    if bad is not None:
        raise ValueError(f"a player's name may not hold a line break or control character "
                         f"({names.shown(bad)} in {names.shown(name)})")
    problem = names.name_problem(name)
    if problem:
        raise ValueError(problem)


def _is_control(c: str) -> bool:
    return c < " " or c == "\x7f" or c in "\x85\u2028\u2029" or "\x80" <= c < "\xa0"
