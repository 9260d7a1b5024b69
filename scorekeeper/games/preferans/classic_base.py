"""The shared vocabulary of the classic's functions: a number that may be a fraction, a game key, an
exact result, and the write-off that stops at zero (R-P-C42).
"""

from __future__ import annotations

from fractions import Fraction

from scorekeeper.errors import InvalidError
from scorekeeper.games.preferans.classic_tables import GameKey, MISERE
from scorekeeper.i18n import _


Number = int | Fraction
Whists = dict[str, dict[str, Number]]


def game_key(game: GameKey) -> GameKey:
    if game in (6, 7, 8, 9, 10):
        return game
    if isinstance(game, str) and game.strip().lower() in ("misere", "мизер", "mizer"):
        return MISERE
    raise InvalidError(_("a preferans game is a level 6 to 10 or misère"), value=game,
                       expected=_("6, 7, 8, 9, 10 or \"misere\""))


def exact_number(x: Fraction) -> Number:
    return int(x) if x.denominator == 1 else x


def write_off(points: Number, mountain: Number) -> Fraction:
    """The part of ``points`` a mountain can give up: a write-off stops at zero, and a mountain
    below zero (a negative penalty, R-P9) is not raised by it (MGU 1971 §7: earned points go "tol'ko v
    goru ili s gory ... Esli svoya gora uzhe spisana, to zarabotannye na raspasah ochki
    propadayut"; the flag of field 5 "oboznachaet 0").  The one implementation every write-off uses:
    a made game's half and the mountain-first points (R-P1), a clean raspas (R-P4), help (R-P7,
    R-P-M8), a totus (MGU 1971 §7), the book's cap and excess (R-S3)."""
    points, mountain = Fraction(points), Fraction(mountain)
    return max(min(points, mountain), Fraction(0))
