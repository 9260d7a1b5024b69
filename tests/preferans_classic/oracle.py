"""A test oracle: the MGU classic's and the 1991 book's paragraphs that the engine applies through
hooks of its own, re-stated here independently from the texts' own sentences.

The program never runs these functions.  Each is a second, plain reading of one paragraph — plain
values in, plain values out, no options, no state — written from the text and not from the engine.
The tests pin each against the text's worked examples and thresholds
(``test_preferans_classic_mgu.py``, ``test_preferans_classic_book.py``) and hold the engine's real
results against it (``test_preferans_classic_oracle.py``, the settlement properties): where the two
readings differ, one of them misreads the text.

* a failed game, a made game's whists and the whisters' shortfall, a passed game (MGU 1971 §6, §7
  examples 1 and 2; R-P2, R-P3) — the engine: ``apply_game``, ``scoring.whister_shortfalls``;
* where a made game's points go (R-P1; MGU 1971 §9) — the engine: ``points.game_points``;
* one raspas and its trick value (R-P4; MGU 1971 §5.1, §7) — the engine: ``apply_raspasy``;
* the settlements (R-P8, R-S5; MGU 1971 §9) — the engine: ``settlement.settle``;
* the book's values, failed declarer and minimums (R-S2, R-S3) — the engine: ``scoring.prices``,
  ``classic.book_whists``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from scorekeeper.errors import IllegalError, InvalidError
from scorekeeper.games.preferans.classic import PointsSplit, game_value
from scorekeeper.games.preferans.classic_base import Number, exact_number, game_key, write_off
from scorekeeper.games.preferans.classic_tables import (
    BOOK_VALUES,
    BOOK_WHIST_TABLE,
    GameKey,
    MGU_PASSED_WHISTS,
    MGU_RASPAS_LAST_STEP,
    MGU_RASPAS_TABLE,
    MGU_WHIST_MINIMUM,
    MISERE,
    WHISTS_PER_POINT,
    split_minimum,
)


# ============================================================== raspasy (MGU 1971)
def raspas_trick_value(in_row: int, *, dark: bool = False) -> int:
    """The price of one raspas trick on the ``in_row``-th raspas in a row: 1, 2, 4, doubled when
    dark (R-P4; MGU 1971 §7 value table rows 1/2/3 RASPAS; MGU 1971 §6.3 dark raspasy).  A fourth raspas in
    a row stays at the third step (R-P-C7)."""
    if in_row < 1:
        raise InvalidError("raspasy in a row are counted from 1", value=in_row, expected="1 or more")
    light, darkv = MGU_RASPAS_TABLE[min(in_row, MGU_RASPAS_LAST_STEP)]
    return darkv if dark else light


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


# ============================================================== made and failed games (MGU 1971)
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


# ============================================================== settlements (R-P8, R-S5, MGU 1971 §9)
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
            pairs[(a, b)] = exact_number(net)
            balance[a] += net
            balance[b] -= net
    return SettlementResult({a: {b: exact_number(v) for b, v in row.items()} for a, row in credit.items()},
                            pairs, {p: exact_number(v) for p, v in balance.items()})


def _check_players(players: Sequence[str], mountains: Mapping[str, Number]) -> None:
    if len(players) < 2 or len(set(players)) != len(players) or set(mountains) != set(players):
        raise InvalidError("a settlement needs distinct players and a mountain for each",
                           value=sorted(mountains), expected=", ".join(players))


def amnister_settlement(players: Sequence[str], mountains: Mapping[str, Number],
                        whists: Mapping[str, Mapping[str, Number]]) -> SettlementResult:
    """Settlement by the amnister (R-P8; MGU 1971 §7 "iz shtrafnyh ochkov kazhdogo igroka vychitaetsya
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
    """The book's settlement (R-S5; Fikhman 1991 "Сначала каждый делит поровну троим остальным свои штрафы;
    они за каждый переходящий к ним штраф записывают себе по десять вистов ... А от В получил 270
    вистов, а В от А — 120 вистов. Итого 150 вистов в пользу А").  Not R-P8's arithmetic: a
    mountain point costs 10·n/(n−1) whists net, and no amnister is subtracted."""
    _check_players(players, mountains)
    n = len(players)
    share = {p: Fraction(mountains[p]) * WHISTS_PER_POINT / (n - 1) for p in players}
    return _settle(players, share, whists)


def mountain_only_settlement(players: Sequence[str], mountains: Mapping[str, Number]) -> SettlementResult:
    """Gusarik settled on the mountain only (MGU 1971 §9 "Inogda v gussarike ne uchityvayutsya vzaimnye
    visty i puli, a raschet vedetsya tol'ko po gore"): R-P8 with no whists."""
    return amnister_settlement(players, mountains, {})


def pool_shortfall_to_mountain(pools: Mapping[str, Number], pool_size: Number) -> dict[str, Number]:
    """At the end, what each unclosed pool lacks goes to its owner's mountain (MGU 1971 §9, the second
    variant: "ostal'nym nedostatok puli vynositsya v goru"; the classic's end follows it, R-P-C18)."""
    return {p: exact_number(Fraction(pool_size) - v) for p, v in pools.items() if v < pool_size}


# =============================================================== the 1991 book
def book_value(game: GameKey) -> int:
    """Points of a made game in the book: 6: 12, 7: 18, 8: 24, 9: 30, misère and 10: 36 (R-S3;
    Fikhman 1991 "то получает 12 очков, если объявлял семь — то 18")."""
    return BOOK_VALUES[game_key(game)]


def book_failed_mountain(game: GameKey, short: int) -> int:
    """The book's failed declarer: the game's value per missing trick to the mountain (Fikhman 1991 "за
    каждую недостающую взятку ему записывается в «горку» столько штрафных очков, сколько он получил
    бы ... Вместо 30 очков в плюс он получает 3X30=90 в минус"); on misère per trick taken."""
    return book_value(game) * short


def book_whist_minimum(game: GameKey, *, together: bool) -> int:
    """The book's obligatory minimum (R-S2): "вдвоём" 6: 4, 7: 2, 8: 2, 9/misère/10: 1; "в одиночку"
    6: 2, 7: 1, 8: 1, 9/misère/10: 1."""
    _, pair, alone, _ = BOOK_WHIST_TABLE[game_key(game)]
    return pair if together else alone
