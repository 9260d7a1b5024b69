"""The number a counted word agrees with.

Every message is said through :mod:`scorekeeper.i18n` at the moment it is said; a count picks its
form with ``ngettext`` (1 вист, 2 виста, 5 вистов), which takes a whole number.  A figure of
preferans may be a half or a third (R-P1, R-S3): such a figure takes the form of a few, as Russian
says it (2,5 виста, 0,5 взятки), which is the form the count 2 picks.
"""

from __future__ import annotations

from fractions import Fraction

#: the count whose form a figure that is not whole takes (2,5 виста, 1,5 взятки)
FEW = 2


def n_of(x: int | float | Fraction) -> int:
    """The whole number a count's form is chosen by: the figure itself when whole (its size, signed
    figures counting as their size), else :data:`FEW`."""
    if isinstance(x, bool):
        return int(x)
    if type(x) is int:
        return abs(x)
    f = Fraction(x)
    return abs(f.numerator) if f.denominator == 1 else FEW

