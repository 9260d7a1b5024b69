"""The MGU classic and the 1991 book: one small pure function per scoring paragraph.

Each function takes plain values (numbers, player names, dicts keyed by name) and returns plain
values or a small frozen dataclass; none of them knows the engine's state.  Each docstring cites the
paragraph it implements (see :mod:`.classic_tables` for the citation strings).  Points and whists
that can be halved or divided are :class:`fractions.Fraction`, so that every settlement is exact and
zero-sum; the engine turns them into floats only when it prints.

Conventions of the arguments:

* ``players`` is the seating order; ``mountains`` / ``pools`` map a player to his points;
* ``whists[a][b]`` is what ``a`` has written on ``b`` (FORMAT.md §Machine-readable output);
* a game is a level 6…10 or ``"misere"`` (:data:`.classic_tables.MISERE`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from scorekeeper.errors import AmbiguousError, IllegalError, InvalidError, UnknownNameError
from scorekeeper.games.preferans.classic_tables import (
    AUCTION_WORDS,
    BOMB_BY_DARK_PASS,
    BOMB_LOWERED,
    BOMB_MULTIPLIER,
    BOOK_MODES,
    BOOK_VALUES,
    BOOK_WHIST_TABLE,
    DARK_ONLY,
    DARK_PASS,
    DARK_PASS_AFTER_BID_SOURCE,
    DARK_PASS_OVERCALL,
    DARK_PASS_SOURCE,
    ELOCHKA_TRICK_POINTS,
    MGU_PASSED_WHISTS,
    MGU_RASPAS_LAST_STEP,
    MGU_RASPAS_TABLE,
    MGU_TORG,
    MGU_VALUE_TABLE,
    MGU_WHIST_MINIMUM,
    MISERE,
    PASS,
    PRIKUP_TRICKS,
    split_minimum,
    RAZBOYNIK_GAMES,
    RAZBOYNIK_RASPAS_CIRCLES,
    RETURNED_PRIKUP_POINTS,
    TOTUS_PARTNERS,
    WHISTS_PER_POINT,
    GameKey,
    Word,
)
from scorekeeper.notation import Card, Rank, parse_card

Number = int | Fraction
Whists = dict[str, dict[str, Number]]


def _game(game: GameKey) -> GameKey:
    if game in (6, 7, 8, 9, 10):
        return game
    if isinstance(game, str) and game.strip().lower() in ("misere", "мизер", "mizer"):
        return MISERE
    raise InvalidError("a preferans game is a level 6 to 10 or misère", value=game,
                       expected="6, 7, 8, 9, 10 or \"misere\"")


# ============================================================ values, bombs, dark games (004)
def game_value(game: GameKey, *, dark: bool = False, bomb: int = 0) -> int:
    """The trick value of a game: points of a made game, per undertrick of the declarer, per trick
    of a whister (004 §7 value table; dark ×2 and bombs ×2, ×4, ×8 are columns of that table)."""
    if bomb not in BOMB_MULTIPLIER:
        raise InvalidError("a bomb is 0 (none), 1, 2 or 3 (elka)", value=bomb, expected="0, 1, 2 or 3")
    return MGU_VALUE_TABLE[_game(game)][(4 if dark else 0) + bomb]


def raspas_trick_value(in_row: int, *, dark: bool = False) -> int:
    """The price of one raspas trick on the ``in_row``-th raspas in a row: 1, 2, 4, doubled when
    dark (R-P4; 004 §7 value table rows 1/2/3 RASPAS; 004 §6.3 dark raspasy).  A fourth raspas in
    a row stays at the third step (R-P-C7)."""
    if in_row < 1:
        raise InvalidError("raspasy in a row are counted from 1", value=in_row, expected="1 or more")
    light, darkv = MGU_RASPAS_TABLE[min(in_row, MGU_RASPAS_LAST_STEP)]
    return darkv if dark else light


def bomb_awards(in_row: int, looked: Mapping[str, bool], dealer: str | None) -> dict[str, int]:
    """Bombs drawn for a dark raspas (004 §6.3 "Vsem ob®yavivshim PAS V TEMNUYU i
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
    """The bomb a player's game is played on, and his bombs after it (004 §6.3 "Pri proigryshe,
    odnako, bomba ne propadaet, ostavayas' do sleduyushchej igry. Sygrannaya igra gasit bombu i
    sleduyushchaya igra idet na drugoj bombe").  Bombs are played oldest first (R-P-C4)."""
    if not bombs:
        return 0, ()
    first, rest = bombs[0], tuple(bombs[1:])
    return first, (rest if made else (first, *rest))


# ============================================================== made and failed games (004)
def write_off(points: Number, mountain: Number) -> Fraction:
    """The part of ``points`` a mountain can give up: a write-off stops at zero, and a mountain
    below zero (a negative penalty, R-P9) is not raised by it (004 §7: earned points go "tol'ko v
    goru ili s gory ... Esli svoya gora uzhe spisana, to zarabotannye na raspasah ochki
    propadayut"; the flag of field 5 "oboznachaet 0").  The one implementation every write-off uses:
    a made game's half and the mountain-first points (R-P1), a clean raspas (R-P4), help (R-P7,
    R-P-M8), a totus (004 §7), the book's cap and excess (R-S3)."""
    points, mountain = Fraction(points), Fraction(mountain)
    return max(min(points, mountain), Fraction(0))


def game_points(value: Number, *, responsible: bool = True) -> Number:
    """Points a made game earns: its value; an irresponsible game earns half (R-P5; 004 §7
    "teryaet polovinu zarabotannyh ochkov (neotvetstvennye igry), hotya shtrafy platit kak za
    otvetstvennuyu igru")."""
    return value if responsible else Fraction(value) / 2


def is_responsible(game_number: int, raspasy: int, razboynik_games: int) -> bool:
    """Whether a player's ``game_number``-th won game (1-based) is responsible: it is when the
    raspasy played so far plus the player's own razboynik games cover it (R-P5; 004 §7 "kolichestvo
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
    """Split a made game's points (R-P1; 004 §7 example 1).

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
    return PointsSplit(_int(to_pool), _int(off), _int(rest))


def _int(x: Fraction) -> Number:
    return int(x) if x.denominator == 1 else x


def whister_shares(game: GameKey, whisters: Sequence[str]) -> dict[str, int]:
    """Each whister's share of the pair minimum (R-P2; 004 §4): one whister answers for all of it;
    two answer for half each, the odd trick to the second in speaking order (6 → 2+2, 7 → 1+1,
    8 → 0+1, 9 → 0+1).  On 10 and misère nobody answers (the partners "lovyat")."""
    minimum = MGU_WHIST_MINIMUM[_game(game)]
    if len(whisters) == 1:
        return {whisters[0]: minimum}
    if len(whisters) != 2:
        raise InvalidError("one or two whisters", value=list(whisters))
    first, second = split_minimum(minimum)
    return {whisters[0]: first, whisters[1]: second}


def whister_shortfall(game: GameKey, tricks: Mapping[str, int], *, dark: bool = False,
                      bomb: int = 0) -> dict[str, int]:
    """Mountain points of whisters short of their share on a made game: the game's trick value per
    missing trick (R-P2 "the value table applies 'dlya igrayushchego i vistuyushchego'"; 004 §7).
    ``tricks`` lists the whisters in speaking order.  On a failed game nobody is short (R-P-C11)."""
    value = game_value(game, dark=dark, bomb=bomb)
    shares = whister_shares(game, list(tricks))
    return {w: value * (shares[w] - tricks[w]) for w in tricks if tricks[w] < shares[w]}


def made_game_whists(game: GameKey, tricks: Mapping[str, int], *, dark: bool = False,
                     bomb: int = 0) -> dict[str, int]:
    """Whists each whister writes on the declarer of a made game: value × own tricks (004 §7
    example 1 "vistovavshij - zabrav 4 vzyatki - 4h2 zapisyvaet na igroka 8 vistov").  On misère
    no whists are written (004 §7 "Na mizere visty ne pishutsya")."""
    if _game(game) == MISERE:
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
    """A failed game (R-P3; 004 §7 example 2).

    The declarer writes value × undertricks to the mountain.  Each whister writes value × his own
    tricks plus value × undertricks ("eshche 8 vistov za to, chto igrok nedobral vzyatku");
    every bystander (the passer, and the dealer with four) writes value × undertricks "za
    bezvzyatie".  On a ten "vse partnery pishut tol'ko za nedobor igrokom, ne zavisimo ot togo,
    ch'ya karta vzyala"; on misère "visty ne pishutsya" and ``undertricks`` is the misère player's
    tricks.  ``consolation``: ``ordinary``; ``gentleman`` (bystanders write nothing); ``robber``
    (each bystander writes what the whister wrote; with two whisters, the larger, R-P-C12).
    """
    g = _game(game)
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
    """Whists the player on the declarer's right writes when everybody passed a 6 or a 7 (004 §6
    "na shestirike za 2 vzyatki, a na semirike za odnu (ushel za svoi visty)"); none on higher
    games."""
    g = _game(game)
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
    """One raspas (R-P4; 004 §5.1 and §7).

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
            mountain[p] = -_int(off)
            if off < value:
                lost[p] = _int(value - off)
        else:
            mountain[p] = 0
    return RaspasResult(mountain, lost)


def elochka(tricks: Mapping[str, int]) -> dict[str, int]:
    """One deal of the book's "ёлочка": 3 mountain points a trick, no prikup, no trump (R-S1; 003
    "За каждую взятку полагается 3 штрафных очка")."""
    if sum(tricks.values()) != 10:
        raise IllegalError("ёлочка tricks add up to 10", value=dict(tricks), expected="a total of 10")
    return {p: ELOCHKA_TRICK_POINTS * t for p, t in tricks.items()}


# ============================================================== the dealer and the prikup
def prikup_tricks(cards: Sequence[str | Card]) -> int:
    """Tricks the prikup brought the declarer (R-P6; 004 §3 "tuz ili mar'yazh - 1 vzyatka, tuz +
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
    game's trick value (R-P6; 004 §7 "sdayushchij mozhet zapisat' na igroka, v zavisimosti ot
    klassa igry").  A dark game's prikup is not shown, so it brings the dealer nothing (R-P-C14)."""
    if tricks not in PRIKUP_TRICKS.values():
        raise InvalidError("prikup tricks are 0, 1, 2 or 3", value=tricks)
    if dark or _game(game) == MISERE:
        return 0
    return tricks * game_value(game, bomb=bomb)


def returned_prikup_points() -> int:
    """Mountain points of a declarer who returns the prikup (R-P6; 004 §7 "za vozvrashchennyj prikup
    - 1 ochko v goru")."""
    return RETURNED_PRIKUP_POINTS


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
    ``by = "largest-pool"`` the largest pool first, then the smallest mountain (R-P7; 004 §7
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
                    whists_per_point: Number = WHISTS_PER_POINT, partners_mountains: bool = True) -> Help:
    """Points over a closed pool (R-P7; 004 §7; R-P-M8).  The engine's one implementation.

    They close partners' pools, the helper writing ``whists_per_point`` whists per point on the
    helped partner ("perevodit' kazhdoe ochko pomoshchi v 10 vistov na partnera"), never the
    dealer's nor that of a whister who failed on this deal (``excluded``); the partners ``named``
    by the entry first, then by :func:`help_order`.  What no pool can take writes off the helper's
    own mountain, then partners' mountains, the largest first, for the same whists (R-P-M8; the
    glossary's "Amerikanskaya pomoshch'"); what is left is lost.  ``Help.skipped`` lists named
    partners who could not be helped.
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
    own = write_off(left, mountains.get(helper, 0)) if left > 0 else 0
    if own > 0:
        help_.mountain[helper] = -own
        left -= own
    if partners_mountains:
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


# ===================================================================== totus (004 §7)
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
        raise AmbiguousError(f"a totus on bomb level {bomb} helps {want} partner(s); name them",
                             key="totus_help", value=list(chosen),
                             expected=f"{want} name(s) of other players")
    for p in chosen:
        if p not in others or p == dealer:
            raise IllegalError(f"a totus may not help {p}", key="totus_help", value=p,
                               expected="another player who is not the dealer (R-P7)")
    return list(chosen)


def totus_partners(player: str, bomb: int, players: Sequence[str], chosen: Sequence[str],
                   dealer: str | None) -> list[str]:
    """The partners a totus on ``bomb`` helps (004 §7; R-P7 never the dealer): one on a bomb, two
    on a double bomb, named by the entry; on an elka every other player."""
    return _totus_partners(player, bomb, players, chosen, dealer)


def totus_made(player: str, players: Sequence[str], pools: Mapping[str, Number],
               mountains: Mapping[str, Number], pool_size: Number, *, bomb: int = 0,
               helped: Sequence[str] = (), dealer: str | None = None) -> TotusEffect:
    """A made totus (004 §7 "zakryvaet svoyu pulyu i spisyvaet vsyu svoyu goru").

    On a bomb it also closes the pool and writes off the mountain of one partner (bomb), of two
    partners (double bomb), and on an elka writes off every player's mountain ("Totus na elke -
    spisyvaet gory vseh igrokov"; pools are not named there and stay as they are).  Every point of
    help is 10 whists written by the totus player on the helped player ("perevodya ochki pomoshchi
    v visty"; R-P7; R-P-C2).  The helped partners are named (the dealer excepted, R-P7).
    """
    partners = _totus_partners(player, bomb, players, helped, dealer)
    pool: dict[str, Number] = {player: _int(max(Fraction(pool_size) - pools[player], Fraction(0)))}
    mountain: dict[str, Number] = {player: -_int(write_off(mountains[player], mountains[player]))}
    whists: dict[str, Number] = {}
    for p in partners:
        got = Fraction(0)
        if TOTUS_PARTNERS[bomb] is not None:
            need = max(Fraction(pool_size) - pools[p], Fraction(0))
            pool[p] = _int(need)
            got += need
        off = write_off(mountains[p], mountains[p])
        mountain[p] = -_int(off)
        got += off
        whists[p] = _int(got * WHISTS_PER_POINT)
    return TotusEffect(pool, mountain, whists)


def totus_failed(player: str, players: Sequence[str], mountains: Mapping[str, Number], *,
                 bomb: int = 0, helped: Sequence[str] = (), dealer: str | None = None) -> TotusEffect:
    """A failed totus (004 §7 "Nesygrannyj totus - udvaivaet goru igroku. Nesygrannyj totus na
    prostoj bombe - pribavlyaet k svoim udvoennym ochkam gory takoe kolichestvo ochkov, kotoroe
    imeet partner, kotoromu sobiralsya pomogat' igrok").  On a double bomb the two intended
    partners' mountains are added, on an elka every other player's (R-P-C3)."""
    partners = _totus_partners(player, bomb, players, helped, dealer)
    # a mountain below zero (R-P9) has nothing to double or add: it counts as empty (R-P-C3)
    added = _int(sum((max(Fraction(mountains[p]), Fraction(0)) for p in (player, *partners)), Fraction(0)))
    return TotusEffect({}, {player: added}, {})


# ============================================================ the razboynik (004 §7)
def razboynik_owed(played: Mapping[str, Sequence[GameKey]]) -> dict[str, tuple[GameKey, ...]]:
    """What each player still owes of the razboynik's 6, 7, 8, 9, 10 and misère (004 §7 "kazhdyj
    igrok po ocheredi dolzhen sygrat' 6, 7 ,8, 9, 10 i mizer"), in that order.  A game counts as
    played whether it was made or failed (R-P-C16)."""
    out: dict[str, tuple[GameKey, ...]] = {}
    for p, games in played.items():
        done = [_game(g) for g in games]
        out[p] = tuple(g for g in RAZBOYNIK_GAMES if g not in done)
    return out


def verify_razboynik_game(played: Mapping[str, Sequence[GameKey]], player: str, game: GameKey) -> None:
    """Raise IllegalError unless ``player`` still owes ``game`` ("Igry igrayutsya na vybor, iz chisla
    ostavshihsya, po odnoj igre za odin robber", 004 §7)."""
    owed = razboynik_owed(played).get(player, RAZBOYNIK_GAMES)
    if _game(game) not in owed:
        raise IllegalError(f"{player} has already played {game} in the razboynik", key="contract",
                           value=game, expected="one of " + ", ".join(map(str, owed)) if owed
                           else "nothing: the razboynik is played out for this player")


def razboynik_raspasy(players: int) -> int:
    """Raspasy that close the razboynik: two circles (004 §7 "igraetsya 2 kruga raspasov (8
    robberov)" — eight with four at the table)."""
    return RAZBOYNIK_RASPAS_CIRCLES * players


def mountain_owners(mountains: Mapping[str, Number]) -> tuple[str, ...]:
    """The mountain owner ("hozyain gory - igrok, s naibol'shim kolichestvom shtrafnyh ochkov",
    004 §10): one name, or every tied name (the conditions entry then names the owner, R-P-C17)."""
    top = max(mountains.values())
    return tuple(p for p, m in mountains.items() if m == top)


def verify_conditions(mountains: Mapping[str, Number], by: str, pool: int) -> None:
    """Check the conditions the mountain owner sets after the razboynik (004 §7 "hozyain gory ...
    ob®yavlyaet cenu 1 vista, kolichestvo ochkov v pule (no ne bolee chisla naimen'shej gory)").
    When the smallest mountain is empty the cap does not bind (R-P-C17)."""
    owners = mountain_owners(mountains)
    if by not in owners:
        raise IllegalError(f"{by} is not the mountain owner", key="conditions.by", value=by,
                           expected="one of " + ", ".join(owners))
    if pool < 1:
        raise IllegalError("a pool is at least 1 point", key="conditions.pool", value=pool)
    smallest = min(mountains.values())
    if smallest > 0 and pool > smallest:
        raise IllegalError("the pool may not exceed the smallest mountain", key="conditions.pool",
                           value=pool, expected=f"at most {smallest}")


# ================================================================== the auction (004)
#: Cyrillic to the text's own transliteration (004 writes "SEMX PERVYH" for «семь первых»).
_CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                     ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "j", "k", "l", "m", "n", "o",
                      "p", "r", "s", "t", "u", "f", "h", "c", "ch", "sh", "shch", "", "y", "x", "e",
                      "yu", "ya"]))
#: Other spellings people use for the same words (the book's and today's Russian, English).
WORD_ALIASES: dict[str, str] = {
    "BESKOZYRKA": "BEZKOZYRKA", "BEZ KOZYRYA": "BEZKOZYRKA", "UPAL": "MIZER", "MISERE": "MIZER",
    "MISERE WITHOUT PRIKUP": "MIZER BEZ PRIKUPA", "DARK MISERE": "MIZER V TEMNUYU",
    "MIZER V TEMNUYU": "MIZER V TEMNUYU", "PAS": PASS, "PASS": PASS, "DARK PASS": DARK_PASS,
    "RAZ V TYOMNUYU": "RAZ V TEMNUYU",
}


def _word_key(name: str) -> str:
    text = "".join(_CYRILLIC.get(ch, ch) for ch in name.strip().lower())
    key = " ".join(text.upper().replace("ʹ", "X").replace("'", "X").replace("’", "X").split())
    return WORD_ALIASES.get(key, key)


def word(name: str) -> Word:
    """An auction word by name (``"SEMX PERVYH"``, ``"RAZ V TEMNUYU"``, …), in the text's Latin
    transliteration or in Cyrillic («семь первых», «раз в тёмную», «мизер без прикупа»)."""
    key = _word_key(name)
    if key not in AUCTION_WORDS:
        raise UnknownNameError("auction word", name, AUCTION_WORDS)
    return AUCTION_WORDS[key]


def word_for_game(level: int | None, strain: int | None) -> Word:
    """The light word that names a game (R-P-C5): 6♠ RAZ … 6NT BEZKOZYRKA, 7♠ SEMX PERVYH … 7♥ and
    7NT SEMX CHETVERTYH, …; misère (``level`` None) MIZER."""
    if level is None:
        return AUCTION_WORDS["MIZER"]
    for w in AUCTION_WORDS.values():
        if (w.level == level and not w.dark and not w.without_prikup and not w.misere
                and w.strain == min(strain or 0, 4 if level == 6 else 3)):
            return w
    raise InvalidError("a game is 6 to 10 tricks", value=level)


def check_word(name: str, level: int | None, strain: int | None, *, dark: bool,
               without_prikup: bool) -> Word:
    """Raise IllegalError unless the game declared (``level`` None: misère; ``strain`` 0 ♠ … 4 no
    trump) may follow the last auction word (004 §4 "Ob®yavlennaya igra ne mozhet byt' nizhe toj,
    kotoruyu on nazval vyhode torgovli"; §6.3 for the dark words; R-P-C29):

    * a misère word binds to misère ("kabal'nyj mizer, kotoryj dolzhen ob®yavlyat'sya srazu"); a
      light trick word never allows misère;
    * RAZ, DVA, TRI V TEMNUYU allow any game from their lowest one, misère included ("mozhet igrat'
      lyubuyu igru, vklyuchaya mizer");
    * a dark word needs a dark game, a light word a light one ("prodolzhit' torgovlyu v svetluyu, no
      uzhe bez povyshayushchih koefficientov"); a BEZ PRIKUPA word a game without the prikup.
    """
    w = word(name)
    src = w.source

    def bad(why: str, expected: str) -> IllegalError:
        return IllegalError(f"after {w.name}: {why} ({src})", key="word", value=name, expected=expected)

    if w.dark and not dark:
        raise bad("the word was said in the dark, so the game is dark", "dark = true beside it")
    if not w.dark and dark:
        raise bad("a light word: the game is light", "no dark key, or the dark word said")
    if w.without_prikup and not without_prikup:
        raise bad("the game is played without the prikup", "without_prikup = true beside it")
    if w.misere:
        if level is not None:
            raise bad("a misère word binds the player to misère", 'contract = "misere"')
        return w
    if level is None:
        if w.dark and w.level == 6:
            return w
        raise bad("misère is said at once, with the misère word (kabal'nyj mizer)",
                  f"a game from {w.level} up, or word = \"MIZER\"")
    assert w.level is not None and w.strain is not None
    if (level, min(strain or 0, 4)) < (w.level, w.strain):
        raise bad(f"the game may not be lower than the word ({level} is below it)",
                  f"{w.level} tricks or more" + (f" (strain {w.strain} or higher)" if w.strain else ""))
    return w


def overcalls(new: str, old: str) -> bool:
    """Whether word ``new`` overcalls word ``old`` (004 §4 and §6.3; R-P-C5 for what the text leaves
    open): "RAZ V TEMNUYU perebivaetsya tol'ko DVA V TEMNUYU ili SEMX PERVYH", "Mizer mozhno
    perebit' devyatirnoj bez prikupa, ili desyatirnoj", "MIZER BEZ PRIKUPA - perebivaetsya tol'ko
    desyatirnoj bez prikupa", "Temnyj mizer perebivaetsya tol'ko temnoj desyatirnoj"."""
    return word(new).rank > word(old).rank


def overcalls_dark_pass(in_row: int, level: int, *, dark: bool) -> bool:
    """Whether a game of ``level`` (dark or light) overcalls the ``in_row``-th PAS V TEMNUYU in a
    row (004 §6.3: the first by RAZ V TEMNUYU or a light seven, the second by a light eight or a
    dark seven, the third by a light nine or a dark eight)."""
    need = DARK_PASS_OVERCALL[min(max(in_row, 1), 3)]
    return level >= need["dark" if dark else "light"]


def may_pass_dark(said_before: Sequence[str]) -> bool:
    """PAS V TEMNUYU may not be said once anyone has said a game word, light or dark (004 §6.3
    "Ob®yavlyat' PAS v Temnuyu, esli do etogo byl RAZ (dazhe v svetlyj) - nel'zya")."""
    return all(w.upper() in (PASS, DARK_PASS) for w in said_before)


@dataclass(frozen=True)
class Ruling:
    """The answer to "does BID overcall OVER?" under the classic: ``overcalls`` is None where the
    question has no yes/no answer (totus is not an auction word); ``text`` says why."""

    bid: str
    over: str
    overcalls: bool | None
    text: str
    rule: str


TOTUS_WORDS = ("TOTUS", "PREFERANS", "ТОТУС")
TOTUS_NOT_A_WORD = ("TOTUS is not an auction word: the player who won the auction announces it after "
                    "the prikup, whatever his last word, and plays it as a ten (R-P-C6; 004 §6.3 "
                    "\"na ostavshihsya 10 kartah igrok dolzhen sygrat' desyatirik\")")


def _as_word(text: str) -> Word | str:
    """An auction word, PAS, PAS V TEMNUYU or TOTUS; a contract (7♠, misere) is its light word."""
    key = _word_key(text)
    if key in (PASS, DARK_PASS):
        return key
    if key in TOTUS_WORDS or text.strip().lower() in ("тотус", "totus"):
        return "TOTUS"
    if key in AUCTION_WORDS:
        return AUCTION_WORDS[key]
    from scorekeeper.errors import NotationError
    from scorekeeper.notation import NO_TRUMP, Suit, parse_contract

    try:
        c = parse_contract(text)
    except NotationError:
        raise UnknownNameError("auction word", text, [*AUCTION_WORDS, PASS, DARK_PASS, "TOTUS"]) from None
    if c.is_misere:
        return AUCTION_WORDS["MIZER"]
    order = [Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, NO_TRUMP]
    return word_for_game(int(c.level or 0), order.index(c.strain))


def classic_overcall(bid: str, over: str, *, in_row: int = 1) -> Ruling:
    """Arbitrate an overcall under the classic's words (004 §4, §6.3; R-P-C5, R-P-C6).

    ``over`` may be PAS V TEMNUYU: then ``in_row`` says which dark pass in a row it is, and the
    thresholds of §6.3 decide (a light misère outranks every nine and a dark one every dark eight,
    so both overcall any dark pass, R-P-C29)."""
    b, o = _as_word(bid), _as_word(over)
    name = lambda w: w if isinstance(w, str) else w.name  # noqa: E731
    if "TOTUS" in (b, o):
        return Ruling(name(b), name(o), None, TOTUS_NOT_A_WORD, "R-P-C6")
    if b in (PASS, DARK_PASS):
        if b == DARK_PASS and o not in (PASS, DARK_PASS):
            return Ruling(name(b), name(o), False, "PAS V TEMNUYU may not follow a game word, light "
                          "or dark", DARK_PASS_AFTER_BID_SOURCE)
        return Ruling(name(b), name(o), False, f"{name(b)} overcalls nothing: it is a pass",
                      MGU_TORG)
    assert isinstance(b, Word)
    if o == PASS:
        return Ruling(b.name, PASS, True, f"{b.name} names a game: any game word follows a pass",
                      MGU_TORG)
    if o == DARK_PASS:
        n = min(max(in_row, 1), 3)
        level = 10 if b.misere else int(b.level or 0)
        yes = overcalls_dark_pass(n, level, dark=b.dark)
        need = DARK_PASS_OVERCALL[n]
        nth = {1: "first", 2: "second", 3: "third"}[n]
        return Ruling(b.name, f"{DARK_PASS} (×{n} in a row)", yes,
                      f"the {nth} PAS V TEMNUYU in a row{' (or later)' if n == 3 else ''} is "
                      f"overcalled by a light {need['light']} or a dark {need['dark']}: {b.name} "
                      f"{'does' if yes else 'does not'}",
                      DARK_PASS_SOURCE + ("; R-P-C29" if b.misere else ""))
    assert isinstance(o, Word)
    yes = b.rank > o.rank
    said = f" (the text: {o.name} is overcalled only by {' or '.join(o.overcalled_by)})" \
        if o.overcalled_by else ""
    return Ruling(b.name, o.name, yes,
                  f"{b.name} {'overcalls' if yes else 'does not overcall'} {o.name}: rank {b.rank} "
                  f"{'>' if yes else '≤'} {o.rank}{said}",
                  "; ".join(dict.fromkeys([b.source, o.source, "R-P-C5"])))


def dark_only(word_name: str, level: int, strain: int) -> bool:
    """Whether the game ``level``/``strain`` must be played dark (closed, both partners whisting)
    after the dark word ``word_name`` (004 §6.3)."""
    return (level, strain) in DARK_ONLY.get(word(word_name).name, frozenset())


# ================================================================ settlements
@dataclass(frozen=True)
class SettlementResult:
    """A settlement: ``credit[a][b]`` is every whist ``a`` holds on ``b`` once the mountains are
    converted; ``pairs[(a, b)]`` (``a`` before ``b`` in seating order) is the net in favour of
    ``a``; ``balance`` is each player's total (zero-sum)."""

    credit: dict[str, dict[str, Number]]
    pairs: dict[tuple[str, str], Number]
    balance: dict[str, Number]

    def lines(self) -> list[tuple[str, str, Number]]:
        """(payer, payee, amount) for every pair that owes something, amounts positive."""
        out = []
        for (a, b), v in self.pairs.items():
            if v > 0:
                out.append((b, a, v))
            elif v < 0:
                out.append((a, b, -v))
        return out


def _settle(players: Sequence[str], mountain_share: Mapping[str, Fraction],
            whists: Mapping[str, Mapping[str, Number]]) -> SettlementResult:
    credit: dict[str, dict[str, Number]] = {
        a: {b: Fraction(whists.get(a, {}).get(b, 0)) for b in players if b != a} for a in players}
    for p in players:
        for q in players:
            if q != p:
                credit[q][p] += mountain_share[p]
    pairs: dict[tuple[str, str], Number] = {}
    balance: dict[str, Fraction] = {p: Fraction(0) for p in players}
    for i, a in enumerate(players):
        for b in players[i + 1:]:
            net = credit[a][b] - credit[b][a]
            pairs[(a, b)] = _int(net)
            balance[a] += net
            balance[b] -= net
    return SettlementResult({a: {b: _int(v) for b, v in row.items()} for a, row in credit.items()},
                            pairs, {p: _int(v) for p, v in balance.items()})


def _check_players(players: Sequence[str], mountains: Mapping[str, Number]) -> None:
    if len(players) < 2 or len(set(players)) != len(players) or set(mountains) != set(players):
        raise InvalidError("a settlement needs distinct players and a mountain for each",
                           value=sorted(mountains), expected=", ".join(players))


def amnister_settlement(players: Sequence[str], mountains: Mapping[str, Number],
                        whists: Mapping[str, Mapping[str, Number]]) -> SettlementResult:
    """Settlement by the amnister (R-P8; 004 §7 "iz shtrafnyh ochkov kazhdogo igroka vychitaetsya
    kolichestvo ochkov amnistera (igroka s naimen'shej goroj), poluchennyj ostatok umnozhaetsya na 10
    i delitsya na chislo igrokov ... Poluchennye shtrafnye visty igrok otdaet svoim partneram, a te
    summiruyut ih so svoimi vistami na dannogo igroka. Vyigrysh ili proigrysh opredelyaetsya po
    raznice vzaimnyh vistov")."""
    _check_players(players, mountains)
    amnister = min(Fraction(m) for m in mountains.values())
    n = len(players)
    share = {p: (Fraction(mountains[p]) - amnister) * WHISTS_PER_POINT / n for p in players}
    return _settle(players, share, whists)


def book_settlement(players: Sequence[str], mountains: Mapping[str, Number],
                    whists: Mapping[str, Mapping[str, Number]]) -> SettlementResult:
    """The book's settlement (R-S5; 003 "Сначала каждый делит поровну троим остальным свои штрафы;
    они за каждый переходящий к ним штраф записывают себе по десять вистов ... А от В получил 270
    вистов, а В от А — 120 вистов. Итого 150 вистов в пользу А").  Not R-P8's arithmetic: a
    mountain point costs 10·n/(n−1) whists net, and no amnister is subtracted."""
    _check_players(players, mountains)
    n = len(players)
    share = {p: Fraction(mountains[p]) * WHISTS_PER_POINT / (n - 1) for p in players}
    return _settle(players, share, whists)


def mountain_only_settlement(players: Sequence[str], mountains: Mapping[str, Number]) -> SettlementResult:
    """Gusarik settled on the mountain only (004 §9 "Inogda v gussarike ne uchityvayutsya vzaimnye
    visty i puli, a raschet vedetsya tol'ko po gore"): R-P8 with no whists."""
    return amnister_settlement(players, mountains, {})


def pool_shortfall_to_mountain(pools: Mapping[str, Number], pool_size: Number) -> dict[str, Number]:
    """At the end, what each unclosed pool lacks goes to its owner's mountain (004 §9, the second
    variant: "ostal'nym nedostatok puli vynositsya v goru"; the classic's end follows it, R-P-C18)."""
    return {p: _int(Fraction(pool_size) - v) for p, v in pools.items() if v < pool_size}


# =============================================================== the 1991 book
def book_value(game: GameKey) -> int:
    """Points of a made game in the book: 6: 12, 7: 18, 8: 24, 9: 30, misère and 10: 36 (R-S3;
    003 "то получает 12 очков, если объявлял семь — то 18")."""
    return BOOK_VALUES[_game(game)]


def book_failed_mountain(game: GameKey, short: int) -> int:
    """The book's failed declarer: the game's value per missing trick to the mountain (003 "за
    каждую недостающую взятку ему записывается в «горку» столько штрафных очков, сколько он получил
    бы ... Вместо 30 очков в плюс он получает 3X30=90 в минус"); on misère per trick taken."""
    return book_value(game) * short


def book_split_points(points: Number, *, pool: Number, pool_size: Number, mountain: Number) -> PointsSplit:
    """The book's made game (R-S3): half to the pool, half off the own mountain; near the end the
    pool takes only what it lacks and the rest goes off the mountain (003 "пулька была условлена в
    60 очков, у А в данный момент 54 очка ... В «пульку» он записывает не 9 из них ... а 6 ... а на
    остальные 12 сокращает свои штрафные очки").  What the own mountain cannot take is ``surplus``,
    for :func:`book_excess_off_opponent`."""
    points = Fraction(points)
    need = max(Fraction(pool_size) - pool, Fraction(0))
    to_pool = min(points / 2, need)
    off = write_off(points - to_pool, mountain)
    return PointsSplit(_int(to_pool), _int(off), _int(points - to_pool - off))


def book_excess_off_opponent(excess: Number, declarer: str, mountains: Mapping[str, Number],
                             opponent: str | None = None) -> Help:
    """What exceeds the own mountain writes off an opponent's mountain and the declarer writes 10
    whists per point on him (R-S3; 003 "на этот излишек он уменьшает штрафы кого-либо из соперников
    и за это переписывает на себя его висты — по десять вистов за один штраф").  Default: the
    opponent with the largest mountain; past his mountain, the next largest; the rest is lost
    (R-P-C19)."""
    others = [p for p in mountains if p != declarer]
    if opponent is not None and opponent not in others:
        raise IllegalError(f"{opponent} is not an opponent of {declarer}", key="excess_to", value=opponent)
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
            mountain[p] = -_int(take)
            whists[p] = _int(take * WHISTS_PER_POINT)
            left -= take
    return Help({}, mountain, whists, _int(left))


def book_whist_minimum(game: GameKey, *, together: bool) -> int:
    """The book's obligatory minimum (R-S2): "вдвоём" 6: 4, 7: 2, 8: 2, 9/misère/10: 1; "в одиночку"
    6: 2, 7: 1, 8: 1, 9/misère/10: 1."""
    _, pair, alone, _ = BOOK_WHIST_TABLE[_game(game)]
    return pair if together else alone


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
    g = _game(game)
    per_trick, pair, alone, fine = BOOK_WHIST_TABLE[g]
    if mode is not None and mode not in BOOK_MODES:
        raise InvalidError("a book whist mode is один, помоги or откроем", key="mode", value=mode,
                           expected=", ".join(BOOK_MODES))
    names = list(tricks)
    if g == MISERE:
        if declarer_tricks is None:
            raise AmbiguousError("on misère the whists count the declarer's tricks", key="tricks")
        counted = {p: declarer_tricks for p in names}
    else:
        counted = dict(tricks)
    whists: dict[str, int] = {}
    mountain: dict[str, int] = {}
    if mode is None:
        if len(names) != 2:
            raise InvalidError("both defenders whist: two names", key="whist", value=names)
        first, second = split_minimum(pair)
        shares = {names[0]: first, names[1]: second}
        for p in names:
            whists[p] = per_trick * counted[p]
            short = shares[p] - counted[p]
            if short > 0:
                mountain[p] = fine * short
        return BookWhist(whists, mountain)
    if whister is None or whister not in names:
        raise AmbiguousError("the whister of один / помоги / откроем is named", key="whister",
                             value=whister, expected="one of " + ", ".join(names))
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
