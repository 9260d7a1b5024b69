"""The MGU classic's pool and stages (MGU 1971 §7): help (R-P7), the totus, the razboynik and the mountain
owner's conditions.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from scorekeeper.errors import AmbiguousError, IllegalError
from scorekeeper.games.preferans.classic_base import Number, exact_number, game_key, write_off
from scorekeeper.games.preferans.classic_tables import (
    GameKey,
    RAZBOYNIK_GAMES,
    RAZBOYNIK_RASPAS_CIRCLES,
    TOTUS_PARTNERS,
    WHISTS_PER_POINT,
)
from scorekeeper.i18n import _, ngettext


# ===================================================================== help (R-P7)
@dataclass(frozen=True)
class Help:
    """What help did: pool and mountain changes, whists the helper writes on each helped player, and
    points nobody could take."""

    pool: dict[str, Number] = field(default_factory=dict)
    mountain: dict[str, Number] = field(default_factory=dict)
    whists: dict[str, Number] = field(default_factory=dict)
    lost: Number = 0
    skipped: list[str] = field(default_factory=list)


def help_order(helper: str, seating: Sequence[str], pools: Mapping[str, Number],
               mountains: Mapping[str, Number], *, by: str = "largest-pool") -> list[str]:
    """Partners in the order help reaches them, clockwise from the helper by seat; with
    ``by = "largest-pool"`` the largest pool first, then the smallest mountain (R-P7; MGU 1971 §7
    "Pomoshch' v pervuyu ochered' okazyvayut tomu, u kogo bol'she pulya i men'she gora"), remaining
    ties by seat (R-P-C15)."""
    seat = list(seating).index(helper)
    clockwise = [seating[(seat + i) % len(seating)] for i in range(1, len(seating))]
    if by == "largest-pool":
        return sorted(clockwise, key=lambda p: (-pools[p], mountains.get(p, 0), clockwise.index(p)))
    return clockwise


def distribute_help(points: Number, helper: str, seating: Sequence[str], pools: Mapping[str, Number],
                    mountains: Mapping[str, Number], pool_size: Number, *,
                    excluded: Sequence[str] = (), named: Sequence[str] = (), by: str = "largest-pool",
                    whists_per_point: Number = WHISTS_PER_POINT, partners_mountains: bool = True,
                    write_offs: bool = True) -> Help:
    """Points over a closed pool (R-P7; MGU 1971 §7; R-P-M8).  The engine's one implementation.

    They close partners' pools, the helper writing ``whists_per_point`` whists per point on the
    helped partner ("perevodit' kazhdoe ochko pomoshchi v 10 vistov na partnera"), never the
    dealer's nor that of a whister who failed on this deal (``excluded``); the partners ``named``
    by the entry first, then by :func:`help_order`.  What no pool can take writes off the helper's
    own mountain, then partners' mountains, the largest first, for the same whists (R-P-M8; the
    glossary's "Amerikanskaya pomoshch'"); what is left is lost.  ``Help.skipped`` lists named
    partners who could not be helped.  ``write_offs = False``: no mountain is written off, what no
    pool takes is left (``Help.lost``) for the caller (``overflow_rest = own-double``).
    """
    seat = list(seating).index(helper)
    clockwise = [seating[(seat + i) % len(seating)] for i in range(1, len(seating))]

    def helpable(q: str) -> bool:
        return q not in excluded and pools[q] < pool_size

    order = [q for q in help_order(helper, seating, pools, mountains, by=by) if helpable(q)]
    first = [q for q in named if q in order]
    skipped = [q for q in named if q not in order]
    order = first + [q for q in order if q not in first]
    left: Number = points
    help_ = Help(skipped=skipped)
    for q in order:
        if left <= 0:
            break
        give = min(left, pool_size - pools[q])
        help_.pool[q] = give
        help_.whists[q] = give * whists_per_point
        left -= give
    own = write_off(left, mountains.get(helper, 0)) if left > 0 and write_offs else 0
    if own > 0:
        help_.mountain[helper] = -own
        left -= own
    if partners_mountains and write_offs:
        for q in sorted(clockwise, key=lambda q: (-mountains.get(q, 0), clockwise.index(q))):
            if left <= 0:
                break
            if q in excluded:
                continue
            off = write_off(left, mountains.get(q, 0))
            if off > 0:
                help_.mountain[q] = -off
                help_.whists[q] = help_.whists.get(q, 0) + off * whists_per_point
                left -= off
    return Help(help_.pool, help_.mountain, help_.whists, max(left, 0), skipped)


# ===================================================================== totus (MGU 1971 §7)
@dataclass(frozen=True)
class TotusEffect:
    """Pool and mountain changes of a totus and the whists its player writes on those he helped."""

    pool: dict[str, Number]
    mountain: dict[str, Number]
    whists: dict[str, Number]


def _totus_partners(player: str, bomb: int, players: Sequence[str], chosen: Sequence[str],
                    dealer: str | None) -> list[str]:
    want = TOTUS_PARTNERS[bomb]
    others = [p for p in players if p != player]
    if want is None:
        return others
    if len(chosen) != want:
        raise AmbiguousError(ngettext("a totus on bomb level {bomb} helps {n} partner(s); name them",
                                      "a totus on bomb level {bomb} helps {n} partner(s); name them",
                                      want).format(bomb=bomb, n=want),
                             key="totus_help", value=list(chosen),
                             expected=ngettext("{n} name(s) of other players",
                                               "{n} name(s) of other players", want).format(n=want))
    for p in chosen:
        if p not in others or p == dealer:
            raise IllegalError(_("a totus may not help {name}").format(name=p), key="totus_help", value=p,
                               expected=_("another player who is not the dealer (R-P7)"))
    return list(chosen)


def totus_partners(player: str, bomb: int, players: Sequence[str], chosen: Sequence[str],
                   dealer: str | None) -> list[str]:
    """The partners a totus on ``bomb`` helps (MGU 1971 §7; R-P7 never the dealer): one on a bomb, two
    on a double bomb, named by the entry; on an elka every other player."""
    return _totus_partners(player, bomb, players, chosen, dealer)


def totus_made(player: str, players: Sequence[str], pools: Mapping[str, Number],
               mountains: Mapping[str, Number], pool_size: Number, *, bomb: int = 0,
               helped: Sequence[str] = (), dealer: str | None = None) -> TotusEffect:
    """A made totus (MGU 1971 §7 "zakryvaet svoyu pulyu i spisyvaet vsyu svoyu goru").

    On a bomb it also closes the pool and writes off the mountain of one partner (bomb), of two
    partners (double bomb), and on an elka writes off every player's mountain ("Totus na elke -
    spisyvaet gory vseh igrokov"; pools are not named there and stay as they are).  Every point of
    help is 10 whists written by the totus player on the helped player ("perevodya ochki pomoshchi
    v visty"; R-P7; R-P-C2).  The helped partners are named (the dealer excepted, R-P7).
    """
    partners = _totus_partners(player, bomb, players, helped, dealer)
    pool: dict[str, Number] = {player: exact_number(max(Fraction(pool_size) - pools[player], Fraction(0)))}
    mountain: dict[str, Number] = {player: -exact_number(write_off(mountains[player], mountains[player]))}
    whists: dict[str, Number] = {}
    for p in partners:
        got = Fraction(0)
        if TOTUS_PARTNERS[bomb] is not None:
            need = max(Fraction(pool_size) - pools[p], Fraction(0))
            pool[p] = exact_number(need)
            got += need
        off = write_off(mountains[p], mountains[p])
        mountain[p] = -exact_number(off)
        got += off
        whists[p] = exact_number(got * WHISTS_PER_POINT)
    return TotusEffect(pool, mountain, whists)


def totus_failed(player: str, players: Sequence[str], mountains: Mapping[str, Number], *,
                 bomb: int = 0, helped: Sequence[str] = (), dealer: str | None = None) -> TotusEffect:
    """A failed totus (MGU 1971 §7 "Nesygrannyj totus - udvaivaet goru igroku. Nesygrannyj totus na
    prostoj bombe - pribavlyaet k svoim udvoennym ochkam gory takoe kolichestvo ochkov, kotoroe
    imeet partner, kotoromu sobiralsya pomogat' igrok").  On a double bomb the two intended
    partners' mountains are added, on an elka every other player's (R-P-C3)."""
    partners = _totus_partners(player, bomb, players, helped, dealer)
    # a mountain below zero (R-P9) has nothing to double or add: it counts as empty (R-P-C3)
    added = exact_number(sum((max(Fraction(mountains[p]), Fraction(0)) for p in (player, *partners)), Fraction(0)))
    return TotusEffect({}, {player: added}, {})


# ============================================================ the razboynik (MGU 1971 §7)
def razboynik_owed(played: Mapping[str, Sequence[GameKey]]) -> dict[str, tuple[GameKey, ...]]:
    """What each player still owes of the razboynik's 6, 7, 8, 9, 10 and misère (MGU 1971 §7 "kazhdyj
    igrok po ocheredi dolzhen sygrat' 6, 7 ,8, 9, 10 i mizer"), in that order.  A game counts as
    played whether it was made or failed (R-P-C16)."""
    out: dict[str, tuple[GameKey, ...]] = {}
    for p, games in played.items():
        done = [game_key(g) for g in games]
        out[p] = tuple(g for g in RAZBOYNIK_GAMES if g not in done)
    return out


def verify_razboynik_game(played: Mapping[str, Sequence[GameKey]], player: str, game: GameKey) -> None:
    """Raise IllegalError unless ``player`` still owes ``game`` ("Igry igrayutsya na vybor, iz chisla
    ostavshihsya, po odnoj igre za odin robber", MGU 1971 §7)."""
    owed = razboynik_owed(played).get(player, RAZBOYNIK_GAMES)
    if game_key(game) not in owed:
        raise IllegalError(_("{name} has already played {game} in the razboynik").format(
            name=player, game=game), key="contract", value=game,
                           expected=_("one of {names}").format(names=", ".join(map(str, owed))) if owed
                           else _("nothing: the razboynik is played out for this player"))


def razboynik_raspasy(players: int) -> int:
    """Raspasy that close the razboynik: two circles (MGU 1971 §7 "igraetsya 2 kruga raspasov (8
    robberov)" — eight with four at the table)."""
    return RAZBOYNIK_RASPAS_CIRCLES * players


def mountain_owners(mountains: Mapping[str, Number]) -> tuple[str, ...]:
    """The mountain owner ("hozyain gory - igrok, s naibol'shim kolichestvom shtrafnyh ochkov",
    MGU 1971 §10): one name, or every tied name (the conditions entry then names the owner, R-P-C17)."""
    top = max(mountains.values())
    return tuple(p for p, m in mountains.items() if m == top)


def verify_conditions(mountains: Mapping[str, Number], by: str, pool: int) -> None:
    """Check the conditions the mountain owner sets after the razboynik (MGU 1971 §7 "hozyain gory ...
    ob®yavlyaet cenu 1 vista, kolichestvo ochkov v pule (no ne bolee chisla naimen'shej gory)").
    When the smallest mountain is empty the cap does not bind (R-P-C17)."""
    owners = mountain_owners(mountains)
    if by not in owners:
        raise IllegalError(_("{name} is not the mountain owner").format(name=by), key="conditions.by",
                           value=by, expected=_("one of {names}").format(names=", ".join(owners)))
    if pool < 1:
        raise IllegalError(_("a pool is at least 1 point"), key="conditions.pool", value=pool)
    smallest = min(mountains.values())
    if smallest > 0 and pool > smallest:
        raise IllegalError(_("the pool may not exceed the smallest mountain"), key="conditions.pool",
                           value=pool, expected=_("at most {n}").format(n=smallest))
