"""The MGU classic's games (MGU 1971 §6, §7): values, bombs and dark games, responsible games and where
a made game's points go, the ёлочка (R-S1), the dealer and the prikup (R-P6).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from scorekeeper.errors import IllegalError, InvalidError
from scorekeeper.games.preferans.classic_base import Number, game_key
from scorekeeper.games.preferans.classic_tables import (
    BOMB_BY_DARK_PASS,
    BOMB_LOWERED,
    BOMB_MULTIPLIER,
    ELOCHKA_TRICK_POINTS,
    GameKey,
    MGU_VALUE_TABLE,
    MISERE,
    PRIKUP_TRICKS,
    RETURNED_PRIKUP_POINTS,
)
from scorekeeper.notation import Card, Rank, parse_card
from scorekeeper.i18n import _


# ============================================================ values, bombs, dark games (MGU 1971)
def game_value(game: GameKey, *, dark: bool = False, bomb: int = 0) -> int:
    """The trick value of a game: points of a made game, per undertrick of the declarer, per trick
    of a whister (MGU 1971 §7 value table; dark ×2 and bombs ×2, ×4, ×8 are columns of that table)."""
    if bomb not in BOMB_MULTIPLIER:
        raise InvalidError(_("a bomb is 0 (none), 1, 2 or 3 (elka)"), value=bomb,
                           expected=_("0, 1, 2 or 3"))
    return MGU_VALUE_TABLE[game_key(game)][(4 if dark else 0) + bomb]


def bomb_awards(in_row: int, looked: Mapping[str, bool], dealer: str | None) -> dict[str, int]:
    """Bombs drawn for a dark raspas (MGU 1971 §6.3 "Vsem ob®yavivshim PAS V TEMNUYU i
    prisoedinivshimsya, na pul'ke risuetsya bomba ...").

    ``in_row`` is which dark pass in a row this is (1: bomba, 2: dvojnaya, 3: elka; after three the
    elka stays, R-P-C7); ``looked`` maps every player who passed to whether he looked at his cards
    before saying PAS.  Who did not look gets the full bomb; who looked gets one rank lower; the
    dealer gets the full bomb only when nobody looked, else one rank lower.  Players with bomb 0
    are left out of the result.
    """
    if not looked:
        raise InvalidError(_("a dark raspas has players who passed"), value=dict(looked))
    if all(looked.values()):
        raise IllegalError(_("nobody said PAS V TEMNUYU: a light raspas draws no bombs"),
                           value=dict(looked), expected=_("at least one player who did not look"))
    full = BOMB_BY_DARK_PASS[min(in_row, 3)]
    lower = BOMB_LOWERED[full]
    out = {p: (lower if saw else full) for p, saw in looked.items()}
    if dealer is not None and dealer not in looked:
        out[dealer] = lower if any(looked.values()) else full
    return {p: b for p, b in out.items() if b}


def play_on_bomb(bombs: Sequence[int], made: bool) -> tuple[int, tuple[int, ...]]:
    """The bomb a player's game is played on, and his bombs after it (MGU 1971 §6.3 "Pri proigryshe,
    odnako, bomba ne propadaet, ostavayas' do sleduyushchej igry. Sygrannaya igra gasit bombu i
    sleduyushchaya igra idet na drugoj bombe").  Bombs are played oldest first (R-P-C4)."""
    if not bombs:
        return 0, ()
    first, rest = bombs[0], tuple(bombs[1:])
    return first, (rest if made else (first, *rest))


# ============================================================== made and failed games (MGU 1971)


def game_points(value: Number, *, responsible: bool = True) -> Number:
    """Points a made game earns: its value; an irresponsible game earns half (R-P5; MGU 1971 §7
    "teryaet polovinu zarabotannyh ochkov (neotvetstvennye igry), hotya shtrafy platit kak za
    otvetstvennuyu igru")."""
    return value if responsible else Fraction(value) / 2


def is_responsible(game_number: int, raspasy: int, razboynik_games: int) -> bool:
    """Whether a player's ``game_number``-th won game (1-based) is responsible: it is when the
    raspasy played so far plus the player's own razboynik games cover it (R-P5; MGU 1971 §7 "kolichestvo
    sygrannyh igr dolzhno byt' obespechenno takim zhe kolichestvom raspasov ili igr RAZBOJNIKA";
    the razboynik games counted are the player's own, R-P-C8)."""
    if game_number < 1:
        raise InvalidError(_("a player's won games are counted from 1"), value=game_number)
    return game_number <= raspasy + razboynik_games


@dataclass(frozen=True)
class PointsSplit:
    """Where a made game's points go: into the pool, off the own mountain, and what is left over
    (``surplus``) for help (R-P7) or, in the book, for an opponent's mountain (R-S3)."""

    pool: Number
    mountain_off: Number
    surplus: Number


# ============================================================== raspasy and ёлочка
def elochka(tricks: Mapping[str, int]) -> dict[str, int]:
    """One deal of the book's "ёлочка": 3 mountain points a trick, no prikup, no trump (R-S1; Fikhman 1991
    "За каждую взятку полагается 3 штрафных очка")."""
    if sum(tricks.values()) != 10:
        raise IllegalError(_("ёлочка tricks add up to 10"), value=dict(tricks),
                           expected=_("a total of 10"))
    return {p: ELOCHKA_TRICK_POINTS * t for p, t in tricks.items()}


# ============================================================== the dealer and the prikup
def prikup_tricks(cards: Sequence[str | Card]) -> int:
    """Tricks the prikup brought the declarer (R-P6; MGU 1971 §3 "tuz ili mar'yazh - 1 vzyatka, tuz +
    korol' - 2 vzyatki, dva tuza - 3 vzyatki").  Ace and king count 2 in one suit (a lone king is
    "0 vzyatok" in §4's table); a marriage is king and queen of one suit."""
    if len(cards) != 2:
        raise InvalidError(_("a prikup is two cards"), value=[str(c) for c in cards],
                           expected=_("two cards"))
    a, b = (parse_card(c) for c in cards)
    assert isinstance(a, Card) and isinstance(b, Card)
    ranks = {a.rank, b.rank}
    same = a.suit == b.suit
    if a.rank == b.rank == Rank.ACE:
        return PRIKUP_TRICKS["two aces"]
    if ranks == {Rank.ACE, Rank.KING} and same:
        return PRIKUP_TRICKS["ace+king"]
    if Rank.ACE in ranks:
        return PRIKUP_TRICKS["ace"]
    if ranks == {Rank.KING, Rank.QUEEN} and same:
        return PRIKUP_TRICKS["marriage"]
    return PRIKUP_TRICKS["none"]


def dealer_prikup_whists(tricks: int, game: GameKey, *, dark: bool = False, bomb: int = 0) -> int:
    """Whists the dealer may write on the declarer for tricks that came in the prikup, at the
    game's trick value (R-P6; MGU 1971 §7 "sdayushchij mozhet zapisat' na igroka, v zavisimosti ot
    klassa igry").  A dark game's prikup is not shown, so it brings the dealer nothing (R-P-C14)."""
    if tricks not in PRIKUP_TRICKS.values():
        raise InvalidError(_("prikup tricks are 0, 1, 2 or 3"), value=tricks)
    if dark or game_key(game) == MISERE:
        return 0
    return tricks * game_value(game, bomb=bomb)


def returned_prikup_points() -> int:
    """Mountain points of a declarer who returns the prikup (R-P6; MGU 1971 §7 "za vozvrashchennyj prikup
    - 1 ochko v goru")."""
    return RETURNED_PRIKUP_POINTS
