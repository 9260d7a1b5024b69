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


#: Where a made game's points come from, by the ``values`` option.
VALUE_RULE = {"modern": T.R_VALUE, "mgu": C.MGU_VALUE_SOURCE, "book": C.BOOK_VALUES_SOURCE}


def signed(x: Fraction) -> str:
    t = txt(x)
    return f"+{t}" if x > 0 else t


def game_label(key: Any) -> str:
    return "misère" if key == C.MISERE else str(key)


def owed_text(owed: Mapping[str, Sequence[Any]]) -> str:
    return "; ".join(f"{p} owes {', '.join(game_label(g) for g in games)}" for p, games in owed.items())


def ordinal(k: int) -> str:
    return f"{k}{'th' if 10 <= k % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')}"


def contract_label(r: Resolved) -> str:
    c = r.contract
    return ("dark " if r.dark else "") + str(c)


def price_note(r: Resolved) -> str:
    if r.dark or r.bomb:
        return "; " + "; ".join(x for x in (C.DARK_SOURCE if r.dark else "",
                                             C.BOMB_SOURCE if r.bomb else "") if x)
    return ""
