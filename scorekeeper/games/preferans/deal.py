"""The keys of a preferans deal (format §Preferans deals; docs/preferans.md,
docs/preferans-classic.md): the pydantic model that checks an entry's keys and types.  What each key
means, and the spellings the resolver accepts, are plain data in
:mod:`scorekeeper.games.preferans.keys`; this module is imported only when a deal is checked."""

from __future__ import annotations

import datetime as _dt

from pydantic import BaseModel, ConfigDict, Field

from scorekeeper.i18n import N_


# ------------------------------------------------------------------------------- the entry
class Conditions(BaseModel):
    """The mountain owner's conditions after the razboynik (MGU 1971 §7; the `conditions` key)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    by: str | None = Field(default=None, description=N_("the mountain owner who sets them"))
    pool: int | None = Field(default=None, description=N_("points to write in the pool"))
    whist_price: str | int | float | None = Field(default=None, description=N_("the price of one whist"))
    control: str | _dt.time | None = Field(default=None, description=N_("the control time"))


class PreferansDeal(BaseModel):
    """The keys of a preferans deal (format §Preferans deals; docs/preferans.md)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    declarer: str | None = Field(default=None, description=N_("who played the game or the misère"))
    contract: str | None = Field(default=None, description=N_("6♠ … 10NT, misere or totus, in any notation"))
    whist: list[str] | None = Field(default=None, description=N_("who said whist; [] when both passed"))
    open: bool | None = Field(default=None, description=N_("played open (лёжа); default closed (стоя)"))
    tricks: dict[str, int] | int | None = Field(
        default=None, description=N_("tricks per player; the declarer's count alone where it fixes the rest"))
    half_whist: str | None = Field(default=None, description=N_("who said half-whist (6 and 7 only)"))
    raspasy: dict[str, int] | None = Field(default=None, description=N_("all passed: tricks per player"))
    help: str | list[str] | None = Field(
        default=None, description=N_("whom overflowing pool points help, in order (R-P7)"))
    dark: bool | None = Field(default=None, description=N_("a dark game or a dark raspas (MGU 1971 §6.3)"))
    looked: list[str] | None = Field(default=None, description=N_("dark raspas: who looked before passing"))
    word: str | None = Field(default=None, description=N_("the declarer's last auction word (MGU 1971 §4, §6.3)"))
    totus_help: str | list[str] | None = Field(default=None, description=N_("partners a totus on a bomb helps"))
    prikup: list[str] | None = Field(default=None, description=N_("the two prikup cards (R-P6)"))
    prikup_whists: bool | None = Field(default=None, description=N_("false: the dealer writes no prikup whists"))
    prikup_returned: bool | None = Field(default=None, description=N_("the declarer gave the prikup back (R-P6)"))
    without_prikup: bool | None = Field(default=None, description=N_("a 9, 10 or misère without the prikup"))
    mode: str | None = Field(default=None, description=N_("the book's «один», «помоги», «откроем» (R-S4)"))
    excess_to: str | None = Field(default=None, description=N_("the book: whose mountain takes the excess (R-S3)"))
    without_three: bool | None = Field(default=None, description=N_("the declarer conceded «без трёх» (without_three)"))
    last_circle: bool | None = Field(default=None, description=N_("the control time has come: the last circle"))
    conditions: Conditions | None = Field(default=None, description=N_("the mountain owner's conditions (MGU 1971 §7)"))
