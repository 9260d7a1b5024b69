"""Settlements (R-P8, R-S5, MGU 1971 §9) and the 1991 book's own paragraphs (R-S2 … R-S5).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from scorekeeper.errors import AmbiguousError, IllegalError, InvalidError
from scorekeeper.games.preferans.classic_base import Number, exact_number, game_key, write_off
from scorekeeper.games.preferans.classic_games import PointsSplit
from scorekeeper.games.preferans.classic_stages import Help
from scorekeeper.games.preferans.classic_tables import (
    BOOK_MODES,
    BOOK_VALUES,
    BOOK_WHIST_TABLE,
    GameKey,
    MISERE,
    WHISTS_PER_POINT,
    split_minimum,
)


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
            mountain[p] = -exact_number(take)
            whists[p] = exact_number(take * WHISTS_PER_POINT)
            left -= take
    return Help({}, mountain, whists, exact_number(left))


def book_whist_minimum(game: GameKey, *, together: bool) -> int:
    """The book's obligatory minimum (R-S2): "вдвоём" 6: 4, 7: 2, 8: 2, 9/misère/10: 1; "в одиночку"
    6: 2, 7: 1, 8: 1, 9/misère/10: 1."""
    _, pair, alone, _ = BOOK_WHIST_TABLE[game_key(game)]
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
    g = game_key(game)
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
