"""The 1991 book's own paragraphs the engine runs: a made game's points and their excess (R-S3), the
whists and the whisters' minimums (R-S2, R-S4).  Its values are tables (:mod:`.classic_tables`)
read by :func:`.scoring.prices`; its settlement (R-S5) is :func:`.settlement.settle`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from scorekeeper.errors import AmbiguousError, IllegalError, InvalidError
from scorekeeper.games.preferans.classic_base import Number, exact_number, game_key, write_off
from scorekeeper.games.preferans.classic_games import PointsSplit
from scorekeeper.games.preferans.classic_stages import Help
from scorekeeper.games.preferans.classic_tables import (
    BOOK_MODES,
    BOOK_WHIST_TABLE,
    GameKey,
    MISERE,
    WHISTS_PER_POINT,
    split_minimum,
)
from scorekeeper.i18n import _


# =============================================================== the 1991 book
def book_split_points(points: Number, *, pool: Number, pool_size: Number, mountain: Number) -> PointsSplit:
    """The book's made game (R-S3): half to the pool, half off the own mountain; near the end the
    pool takes only what it lacks and the rest goes off the mountain (Fikhman 1991 "пулька была условлена в
    60 очков, у А в данный момент 54 очка ... В «пульку» он записывает не 9 из них ... а 6 ... а на
    остальные 12 сокращает свои штрафные очки").  What the own mountain cannot take is ``surplus``,
    for :func:`book_excess_off_opponent`."""
    points = Fraction(points)
    need = max(Fraction(pool_size) - pool, Fraction(0))
    to_pool = min(points / 2, need)
    off = write_off(points - to_pool, mountain)
    return PointsSplit(exact_number(to_pool), exact_number(off), exact_number(points - to_pool - off))


def book_excess_off_opponent(excess: Number, declarer: str, mountains: Mapping[str, Number],
                             opponent: str | None = None) -> Help:
    """What exceeds the own mountain writes off an opponent's mountain and the declarer writes 10
    whists per point on him (R-S3; Fikhman 1991 "на этот излишек он уменьшает штрафы кого-либо из соперников
    и за это переписывает на себя его висты — по десять вистов за один штраф").  Default: the
    opponent with the largest mountain; past his mountain, the next largest; the rest is lost
    (R-P-C19)."""
    others = [p for p in mountains if p != declarer]
    if opponent is not None and opponent not in others:
        raise IllegalError(_("{name} is not an opponent of {declarer}").format(name=opponent,
                                                                                declarer=declarer),
                           key="excess_to", value=opponent)
    order = sorted(others, key=lambda p: (-mountains[p], others.index(p)))
    if opponent is not None:
        order.remove(opponent)
        order.insert(0, opponent)
    left = Fraction(excess)
    mountain: dict[str, Number] = {}
    whists: dict[str, Number] = {}
    for p in order:
        take = write_off(left, mountains[p])
        if take:
            mountain[p] = -exact_number(take)
            whists[p] = exact_number(take * WHISTS_PER_POINT)
            left -= take
    return Help({}, mountain, whists, exact_number(left))


@dataclass(frozen=True)
class BookWhist:
    """Whists written on the declarer and mountain penalties of whisters, by player."""

    whists: dict[str, int]
    mountain: dict[str, int]


def book_whists(game: GameKey, tricks: Mapping[str, int], *, mode: str | None = None,
                whister: str | None = None, declarer_tricks: int | None = None) -> BookWhist:
    """Whists and whisters' penalties in the book (R-S2, R-S4).

    ``tricks`` holds the defenders' tricks (the whisters, and the passer in ``помоги`` /
    ``откроем``), in speaking order; on misère the whisters' "tricks" are the ones they forced on
    the declarer (``declarer_tricks``).  Per trick: the single whists column (R-S2).  Minimums:
    both whist (``mode`` None) — each answers for half the "вдвоём" minimum, the odd trick to the
    second (R-P-C20); ``один`` — the whister alone, "в одиночку"; ``помоги`` — the whister carries
    the "вдвоём" minimum for both hands and writes every whist; ``откроем`` — each hand's whists go
    to its owner, the whister alone carries the "вдвоём" minimum ("«Минимум на двоих» обязателен для
    одного в том случае, если он изъявил желание играть за двоих в открытую").  A whister short
    writes the "штраф за недобор" column per missing trick.
    """
    g = game_key(game)
    per_trick, pair, alone, fine = BOOK_WHIST_TABLE[g]
    if mode is not None and mode not in BOOK_MODES:
        raise InvalidError(_("a book whist mode is один, помоги or откроем"), key="mode", value=mode,
                           expected=", ".join(BOOK_MODES))
    names = list(tricks)
    if g == MISERE:
        if declarer_tricks is None:
            raise AmbiguousError(_("on misère the whists count the declarer's tricks"), key="tricks")
        counted = {p: declarer_tricks for p in names}
    else:
        counted = dict(tricks)
    whists: dict[str, int] = {}
    mountain: dict[str, int] = {}
    if mode is None:
        if len(names) != 2:
            raise InvalidError(_("both defenders whist: two names"), key="whist", value=names)
        first, second = split_minimum(pair)
        shares = {names[0]: first, names[1]: second}
        for p in names:
            whists[p] = per_trick * counted[p]
            short = shares[p] - counted[p]
            if short > 0:
                mountain[p] = fine * short
        return BookWhist(whists, mountain)
    if whister is None or whister not in names:
        raise AmbiguousError(_("the whister of один / помоги / откроем is named"), key="whister",
                             value=whister, expected=_("one of {names}").format(names=", ".join(names)))
    if mode == "один":
        total = counted[whister]
        minimum = alone
        whists[whister] = per_trick * total
    elif mode == "помоги":
        total = counted[whister] if g == MISERE else sum(counted.values())
        minimum = pair
        whists[whister] = per_trick * total
    else:  # откроем
        total = counted[whister] if g == MISERE else sum(counted.values())
        minimum = pair
        for p in names:
            whists[p] = per_trick * counted[p] if (g != MISERE or p == whister) else 0
    short = minimum - total
    if short > 0:
        mountain[whister] = fine * short
    return BookWhist(whists, mountain)
