"""Five Hundred's words that several messages share: names joined into "A and B", "A or B",
"1, 2 or 4" in the language in use (:mod:`scorekeeper.i18n`), and the count that chooses the form
of a figure's noun."""

from __future__ import annotations

from collections.abc import Sequence
from functools import reduce

from scorekeeper.i18n import _


def both(items: Sequence[str]) -> str:
    """``A and B`` (``A and B and C``)."""
    return reduce(lambda a, b: _("{first} and {second}").format(first=a, second=b), items) \
        if len(items) > 1 else "".join(items)


def either(items: Sequence[str]) -> str:
    """``A or B`` (``A or B or C``)."""
    return reduce(lambda a, b: _("{first} or {second}").format(first=a, second=b), items) \
        if len(items) > 1 else "".join(items)


def listed_or(items: Sequence[str]) -> str:
    """``1, 2 or 4``: commas, the last joined by "or"."""
    if len(items) < 2:
        return "".join(items)
    return _("{first} or {second}").format(first=", ".join(items[:-1]), second=items[-1])


def count_of(figure: float) -> int:
    """The count that chooses the plural form for ``figure`` points: the whole number itself, its
    sign dropped (−1 очко like 1 очко); a fraction takes the form of 2 (2,5 очка like 2 очка)."""
    return abs(int(figure)) if float(figure).is_integer() else 2
