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
from scorekeeper.i18n import LANGS, N_, _


class PinnedModel(BaseModel):
    """The ``[pinned]`` table (format §Envelope, "Pinned rules"): the version that pinned the
    night and every option's value then."""

    model_config = ConfigDict(extra="forbid", strict=True, title="pinned")

    version: str = Field(description=N_("the version of scorekeeper that pinned the night"))
    options: dict[str, Any] = Field(description=N_("every option's value when the night was "
                                                   "pinned"))

    @field_validator("options")
    @classmethod
    def _options_finite(cls, v: dict[str, Any]) -> dict[str, Any]:
        return _finite(v)


class EnvelopeModel(BaseModel):
    """The top of a session file (format §Envelope), checked; pydantic's errors name it
    "Envelope"."""

    model_config = ConfigDict(extra="forbid", strict=True, title="Envelope")

    # the descriptions are marked for the catalog (``N_``) and said through ``_`` where shown
    format: int = Field(description=N_("the session file format version; this tool reads 1"))
    game: str = Field(description="the game: " + " | ".join(s.name for s in registry.specs()))
    rules: str = Field(description=N_("a preset of that game (see `scorekeeper rules GAME`)"))
    players: list[str] = Field(min_length=1,
                               description=N_("seating order, clockwise; the first deals first"))
    title: str | None = Field(default=None, description=N_("optional title of the night"))
    date: _dt.date | None = Field(default=None, description=N_("optional date of the night"))
    options: dict[str, Any] = Field(default_factory=dict,
                                    description=N_("overrides of the preset's options"))
    teams: list[list[str]] | None = Field(default=None,
                                          description=N_("partnership games: the sides"))
    lang: str | None = Field(default=None, description=N_("optional: the table's language, ru or en"))
    pinned: PinnedModel | None = Field(default=None,
                                       description=N_("optional: the version and the option values "
                                                      "the night is played under"))
    deal: list[dict[str, Any]] = Field(default_factory=list,
                                       description=N_("the entries, in play order"))

    @field_validator("format")
    @classmethod
    def _format_is_known(cls, v: int) -> int:
        if v != FORMAT_VERSION:
            raise ValueError(_("this tool reads session format {known}, the file says {given}").format(
                known=FORMAT_VERSION, given=v))
        return v

    @field_validator("lang")
    @classmethod
    def _lang_is_spoken(cls, v: str | None) -> str | None:
        if v is not None and v not in LANGS:
            raise ValueError(_("not a language the tool speaks: write {ru} (Russian) or {en} "
                               "(English)").format(ru='lang = "ru"', en='lang = "en"'))
        return v

    @field_validator("players")
    @classmethod
    def _players_distinct(cls, v: list[str]) -> list[str]:
        for name in v:
            _check_name(name)
        dup = {n for n in v if v.count(n) > 1}
        if dup:
            raise ValueError(_("names must be distinct; repeated: {names}").format(
                names=", ".join(sorted(dup))))
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
        return _finite(v)


def _finite(v: dict[str, Any]) -> dict[str, Any]:
    for k, x in v.items():
        if isinstance(x, float) and not math.isfinite(x):
            raise ValueError(_("option '{name}' is {value}, which is not a number the game "
                               "can use").format(name=k, value=names.shown(x)))
    return v


def _check_name(name: str) -> None:
    """One name as the format reference allows it (format §Envelope), else ValueError saying why:
    not blank, not too long, no control character, nothing invisible, no change of direction."""
    problem = names.name_refusal(name, MAX_NAME)
    if problem:
        raise ValueError(problem)
