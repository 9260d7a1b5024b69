"""Small texts the scoring steps and the sheet share: game labels, ordinals, price notes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction
from typing import Any

from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.settlement import txt
from scorekeeper.games.preferans.state import Resolved
from scorekeeper.i18n import _, pgettext


#: Where a made game's points come from, by the ``values`` option.
VALUE_RULE = {"modern": T.R_VALUE, "mgu": C.MGU_VALUE_SOURCE, "book": C.BOOK_VALUES_SOURCE}


def signed(x: Fraction) -> str:
    t = txt(x)
    return f"+{t}" if x > 0 else t


def game_label(key: Any, *, said: bool = True) -> str:
    """A game of the razboynik's list as the sheet names it (6, 7 …, misère); ``said`` False: as
    ``--json`` names it, in every language."""
    if key == C.MISERE:
        return _("misère") if said else "misère"
    return str(key)


def bomb_name(level: int) -> str:
    """A bomb as the sheet draws it (MGU 1971 §6.3: bomba, dvojnaya bomba, elka)."""
    return {1: _("bomba"), 2: _("dvojnaya bomba"), 3: _("elka")}[level]


def bomb_on(level: int) -> str:
    """A bomb a game is played on ("played on Boris's bomba"; в русском: «на бомбе»)."""
    return {1: pgettext("played on", "bomba"), 2: pgettext("played on", "dvojnaya bomba"),
            3: pgettext("played on", "elka")}[level]


def bomb_spent(level: int) -> str:
    """A bomb a won game extinguishes (в русском: «гасит бомбу»)."""
    return {1: pgettext("extinguished", "bomba"), 2: pgettext("extinguished", "dvojnaya bomba"),
            3: pgettext("extinguished", "elka")}[level]


def owed_text(owed: Mapping[str, Sequence[Any]]) -> str:
    return "; ".join(_("{name} owes {games}").format(name=p, games=", ".join(game_label(g) for g in games))
                     for p, games in owed.items())


def ordinal(k: int) -> str:
    """1st, 2nd, 3rd, 4th … (the won game counted by R-P5)."""
    if 10 <= k % 100 <= 20:
        return _("{n}th").format(n=k)
    return {1: _("{n}st"), 2: _("{n}nd"), 3: _("{n}rd")}.get(k % 10, _("{n}th")).format(n=k)


def contract_text(c: Any) -> str:
    """A contract as a sentence says it: 7♠, 6NT, and misère in the words of the language in use."""
    return pgettext("contract", "misere") if getattr(c, "is_misere", False) else str(c)


def contract_label(r: Resolved) -> str:
    c = contract_text(r.contract)
    return _("dark {contract}").format(contract=c) if r.dark else c


def price_note(r: Resolved) -> str:
    if r.dark or r.bomb:
        return "; " + "; ".join(x for x in (C.DARK_SOURCE if r.dark else "",
                                             C.BOMB_SOURCE if r.bomb else "") if x)
    return ""
