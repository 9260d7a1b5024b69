"""The MGU classic's games (MGU 1971 §6, §7): values, bombs and dark games, made and failed games and their
whists, raspasy and the ёлочка (R-P4, R-S1), the dealer and the prikup (R-P6).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from scorekeeper.errors import IllegalError, InvalidError
from scorekeeper.games.preferans.classic_base import Number, exact_number, game_key, write_off
from scorekeeper.games.preferans.classic_tables import (
    BOMB_BY_DARK_PASS,
    BOMB_LOWERED,
    BOMB_MULTIPLIER,
    ELOCHKA_TRICK_POINTS,
    GameKey,
    MGU_PASSED_WHISTS,
    MGU_RASPAS_LAST_STEP,
    MGU_RASPAS_TABLE,
    MGU_VALUE_TABLE,
    MGU_WHIST_MINIMUM,
    MISERE,
    PRIKUP_TRICKS,
    RETURNED_PRIKUP_POINTS,
    split_minimum,
)
from scorekeeper.notation import Card, Rank, parse_card


# ============================================================ values, bombs, dark games (MGU 1971)
def game_value(game: GameKey, *, dark: bool = False, bomb: int = 0) -> int:
    """The trick value of a game: points of a made game, per undertrick of the declarer, per trick
    of a whister (MGU 1971 §7 value table; dark ×2 and bombs ×2, ×4, ×8 are columns of that table)."""
    if bomb not in BOMB_MULTIPLIER:
        raise InvalidError("a bomb is 0 (none), 1, 2 or 3 (elka)", value=bomb, expected="0, 1, 2 or 3")
    return MGU_VALUE_TABLE[game_key(game)][(4 if dark else 0) + bomb]


def raspas_trick_value(in_row: int, *, dark: bool = False) -> int:
    """The price of one raspas trick on the ``in_row``-th raspas in a row: 1, 2, 4, doubled when
    dark (R-P4; MGU 1971 §7 value table rows 1/2/3 RASPAS; MGU 1971 §6.3 dark raspasy).  A fourth raspas in
    a row stays at the third step (R-P-C7)."""
    if in_row < 1:
        raise InvalidError("raspasy in a row are counted from 1", value=in_row, expected="1 or more")
    light, darkv = MGU_RASPAS_TABLE[min(in_row, MGU_RASPAS_LAST_STEP)]
    return darkv if dark else light


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
        raise InvalidError("a dark raspas has players who passed", value=dict(looked))
    if all(looked.values()):
        raise IllegalError("nobody said PAS V TEMNUYU: a light raspas draws no bombs",
                           value=dict(looked), expected="at least one player who did not look")
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
        raise InvalidError("a player's won games are counted from 1", value=game_number)
    return game_number <= raspasy + razboynik_games


@dataclass(frozen=True)
class PointsSplit:
    """Where a made game's points go: into the pool, off the own mountain, and what is left over
    (``surplus``) for help (R-P7) or, in the book, for an opponent's mountain (R-S3)."""

    pool: Number
    mountain_off: Number
    surplus: Number


def split_game_points(points: Number, *, pool: Number, pool_size: Number, mountain: Number,
                      mode: str = "half") -> PointsSplit:
    """Split a made game's points (R-P1; MGU 1971 §7 example 1).

    ``half``: half to the pool, half off the own mountain ("odna polovina zakryvaet pulyu, drugaya
    spisyvaet goru"); ``pool``: all to the pool ("ili prosto zapisyvaet 2 ochka v pulyu"; also §9
    sochinka "Vse zarabotannye ochki idut tol'ko v pulyu"); ``mountain-first``: off the mountain
    until it is written off, then the pool (§9, the second variant).  The pool takes only what it
    lacks; what the pool cannot take and what the own mountain cannot absorb is ``surplus``.  In
    ``half``, a mountain half larger than the mountain goes to the pool while it is open
    (R-P-C9).
    """
    need = max(Fraction(pool_size) - pool, Fraction(0))
    points = Fraction(points)
    if mode == "half":
        to_pool = min(points / 2, need)
        off = write_off(points / 2, mountain)
        rest = points - to_pool - off
        extra_pool = min(rest, need - to_pool)  # R-P-C9: an empty mountain sends its half to the pool
        to_pool += extra_pool
        rest -= extra_pool
    elif mode == "pool":
        to_pool = min(points, need)
        off, rest = Fraction(0), points - to_pool
    elif mode == "mountain-first":
        off = write_off(points, mountain)
        to_pool = min(points - off, need)
        rest = points - off - to_pool
    else:
        raise InvalidError("game points go 'half', 'pool' or 'mountain-first'", value=mode)
    return PointsSplit(exact_number(to_pool), exact_number(off), exact_number(rest))


def whister_shares(game: GameKey, whisters: Sequence[str]) -> dict[str, int]:
    """Each whister's share of the pair minimum (R-P2; MGU 1971 §4): one whister answers for all of it;
    two answer for half each, the odd trick to the second in speaking order (6 → 2+2, 7 → 1+1,
    8 → 0+1, 9 → 0+1).  On 10 and misère nobody answers (the partners "lovyat")."""
    minimum = MGU_WHIST_MINIMUM[game_key(game)]
    if len(whisters) == 1:
        return {whisters[0]: minimum}
    if len(whisters) != 2:
        raise InvalidError("one or two whisters", value=list(whisters))
    first, second = split_minimum(minimum)
    return {whisters[0]: first, whisters[1]: second}


def whister_shortfall(game: GameKey, tricks: Mapping[str, int], *, dark: bool = False,
                      bomb: int = 0) -> dict[str, int]:
    """Mountain points of whisters short of their share on a made game: the game's trick value per
    missing trick (R-P2 "the value table applies 'dlya igrayushchego i vistuyushchego'"; MGU 1971 §7).
    ``tricks`` lists the whisters in speaking order.  On a failed game nobody is short (R-P-C11)."""
    value = game_value(game, dark=dark, bomb=bomb)
    shares = whister_shares(game, list(tricks))
    return {w: value * (shares[w] - tricks[w]) for w in tricks if tricks[w] < shares[w]}


def made_game_whists(game: GameKey, tricks: Mapping[str, int], *, dark: bool = False,
                     bomb: int = 0) -> dict[str, int]:
    """Whists each whister writes on the declarer of a made game: value × own tricks (MGU 1971 §7
    example 1 "vistovavshij - zabrav 4 vzyatki - 4h2 zapisyvaet na igroka 8 vistov").  On misère
    no whists are written (MGU 1971 §7 "Na mizere visty ne pishutsya")."""
    if game_key(game) == MISERE:
        return {w: 0 for w in tricks}
    value = game_value(game, dark=dark, bomb=bomb)
    return {w: value * t for w, t in tricks.items()}


@dataclass(frozen=True)
class FailedGame:
    """A failed game: the declarer's mountain points and the whists each other player writes on
    him (R-P3)."""

    mountain: int
    whists: dict[str, int]


def failed_game(game: GameKey, undertricks: int, whister_tricks: Mapping[str, int],
                bystanders: Sequence[str] = (), *, dark: bool = False, bomb: int = 0,
                consolation: str = "ordinary") -> FailedGame:
    """A failed game (R-P3; MGU 1971 §7 example 2).

    The declarer writes value × undertricks to the mountain.  Each whister writes value × his own
    tricks plus value × undertricks ("eshche 8 vistov za to, chto igrok nedobral vzyatku");
    every bystander (the passer, and the dealer with four) writes value × undertricks "za
    bezvzyatie".  On a ten "vse partnery pishut tol'ko za nedobor igrokom, ne zavisimo ot togo,
    ch'ya karta vzyala"; on misère "visty ne pishutsya" and ``undertricks`` is the misère player's
    tricks.  ``consolation``: ``ordinary``; ``gentleman`` (bystanders write nothing); ``robber``
    (each bystander writes what the whister wrote; with two whisters, the larger, R-P-C12).
    """
    g = game_key(game)
    if undertricks < 1:
        raise IllegalError("a failed game has at least one undertrick", value=undertricks)
    if consolation not in ("ordinary", "gentleman", "robber"):
        raise InvalidError("consolation is 'ordinary', 'gentleman' or 'robber'", value=consolation)
    value = game_value(g, dark=dark, bomb=bomb)
    mountain = value * undertricks
    if g == MISERE:
        return FailedGame(mountain, {p: 0 for p in (*whister_tricks, *bystanders)})
    nedobor = value * undertricks
    if g == 10:
        whists = {w: nedobor for w in whister_tricks}
    else:
        whists = {w: value * t + nedobor for w, t in whister_tricks.items()}
    for b in bystanders:
        if consolation == "ordinary":
            whists[b] = nedobor
        elif consolation == "gentleman":
            whists[b] = 0
        else:
            whists[b] = max((whists[w] for w in whister_tricks), default=nedobor)
    return FailedGame(mountain, whists)


def passed_game_whists(game: GameKey, *, dark: bool = False, bomb: int = 0) -> int:
    """Whists the player on the declarer's right writes when everybody passed a 6 or a 7 (MGU 1971 §6
    "na shestirike za 2 vzyatki, a na semirike za odnu (ushel za svoi visty)"); none on higher
    games."""
    g = game_key(game)
    return MGU_PASSED_WHISTS.get(g, 0) * game_value(g, dark=dark, bomb=bomb) if g != MISERE else 0


# ============================================================== raspasy and ёлочка
@dataclass(frozen=True)
class RaspasResult:
    """Mountain changes of one raspas (positive: written up; negative: written off) and points that
    were lost because the own mountain was already empty."""

    mountain: dict[str, Number]
    lost: dict[str, Number] = field(default_factory=dict)


def raspas(tricks: Mapping[str, int], mountains: Mapping[str, Number], *, in_row: int = 1,
           dark: bool = False, dealer: str | None = None) -> RaspasResult:
    """One raspas (R-P4; MGU 1971 §5.1 and §7).

    Every trick costs the trick value on the taker's mountain; the dealer's entry counts the
    prikup tricks nobody covered ("Vzyatki prikupa ... prinosyat shtrafnye ochki sdavavshemu").
    A player with no trick writes one trick value off his own mountain, never into the pool ("V
    raspasah vse zarabotannye ochki idut tol'ko v goru ili s gory ... Esli svoya gora uzhe spisana,
    to zarabotannye na raspasah ochki propadayut").  The dealer, who plays no hand, earns no such
    write-off (R-P-C13).
    """
    if sum(tricks.values()) != 10:
        raise IllegalError("raspas tricks add up to 10", value=dict(tricks), expected="a total of 10")
    value = raspas_trick_value(in_row, dark=dark)
    mountain: dict[str, Number] = {}
    lost: dict[str, Number] = {}
    for p, t in tricks.items():
        if t > 0:
            mountain[p] = value * t
        elif p != dealer:
            off = write_off(value, mountains.get(p, 0))
            mountain[p] = -exact_number(off)
            if off < value:
                lost[p] = exact_number(value - off)
        else:
            mountain[p] = 0
    return RaspasResult(mountain, lost)


def elochka(tricks: Mapping[str, int]) -> dict[str, int]:
    """One deal of the book's "ёлочка": 3 mountain points a trick, no prikup, no trump (R-S1; Fikhman 1991
    "За каждую взятку полагается 3 штрафных очка")."""
    if sum(tricks.values()) != 10:
        raise IllegalError("ёлочка tricks add up to 10", value=dict(tricks), expected="a total of 10")
    return {p: ELOCHKA_TRICK_POINTS * t for p, t in tricks.items()}


# ============================================================== the dealer and the prikup
def prikup_tricks(cards: Sequence[str | Card]) -> int:
    """Tricks the prikup brought the declarer (R-P6; MGU 1971 §3 "tuz ili mar'yazh - 1 vzyatka, tuz +
    korol' - 2 vzyatki, dva tuza - 3 vzyatki").  Ace and king count 2 in one suit (a lone king is
    "0 vzyatok" in §4's table); a marriage is king and queen of one suit."""
    if len(cards) != 2:
        raise InvalidError("a prikup is two cards", value=[str(c) for c in cards], expected="two cards")
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
        raise InvalidError("prikup tricks are 0, 1, 2 or 3", value=tricks)
    if dark or game_key(game) == MISERE:
        return 0
    return tricks * game_value(game, bomb=bomb)


def returned_prikup_points() -> int:
    """Mountain points of a declarer who returns the prikup (R-P6; MGU 1971 §7 "za vozvrashchennyj prikup
    - 1 ochko v goru")."""
    return RETURNED_PRIKUP_POINTS
