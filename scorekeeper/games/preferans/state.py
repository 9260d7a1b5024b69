"""What a preferans replay keeps between deals (:class:`PrefState`), one line of the sheet's
history (:class:`HistoryRow`), and what checking a deal works out before it is applied
(:class:`Resolved`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, NamedTuple

from scorekeeper.games.preferans import scoring as S
from scorekeeper.notation import Contract, Suit


# ------------------------------------------------------------------------------- the state
@dataclass
class PrefState:
    players: tuple[str, ...]
    options: Mapping[str, Any]
    pool: dict[str, Fraction]
    mountain: dict[str, Fraction]
    whists: dict[str, dict[str, Fraction]]
    pool_marks: dict[str, list[Fraction]]
    mountain_marks: dict[str, list[Fraction]]
    streak: int = 0  # raspasy in a row just played
    history: list[dict[str, Any]] = field(default_factory=list)
    pool_target: int = 0  # the pool to close: the option, until the conditions set it (MGU 1971 §7)
    stage: str = "main"  # "razboynik" | "razboynik-raspasy" | "conditions" | "main"
    razboynik: dict[str, list[Any]] | None = None  # the razboynik games each has played
    razboynik_raspasy: int = 0
    conditions: dict[str, Any] | None = None
    bombs: dict[str, list[int]] = field(default_factory=dict)  # each player's bombs, oldest first
    dark_streak: int = 0  # dark raspasy in a row just played
    raspasy_played: int = 0  # every raspas so far (R-P5's cover)
    won_games: dict[str, int] = field(default_factory=dict)  # games won after the razboynik (R-P5)
    deals: int = 0  # deals played (the ёлочка counts them)
    last_circle_left: int | None = None  # deals left of the last circle (R-P-C24)
    premiums: dict[str, set[str]] = field(default_factory=dict)
    dealer_again: bool = False  # the last deal leaves the deck with its dealer (deals_again)
    circle: set[str] = field(default_factory=set)  # who dealt at the top of the series (raspasy_circle)
    seated: tuple[str, ...] | None = None  # who sits now, once someone has left (R-P-E2)


def at_table(state: PrefState) -> tuple[str, ...]:
    """The players who sit at the table now: every account but the leavers' (R-P-E2)."""
    return state.players if state.seated is None else state.seated


class HistoryRow(NamedTuple):
    """One line of the sheet's history: the deal and the figures right after it."""

    entry: int
    dealer: str
    deal: str
    result: str
    target: int
    pool: tuple[Fraction, ...]  # in seating order
    mountain: tuple[Fraction, ...]
    whists: tuple[Fraction, ...]  # whists[a][b] for a, b in seating order, a != b
    players: tuple[str, ...] | None = None  # the seating order of the tuples (None: the state's)

    def figures(self, players: Sequence[str]):
        """The row's pool, mountain and whists as mappings by name (of the players the row
        knows: a newcomer is not in the rows before he sat down)."""
        players = self.players or players
        pool = dict(zip(players, self.pool))
        mountain = dict(zip(players, self.mountain))
        it = iter(self.whists)
        whists = {a: {b: next(it) for b in players if b != a} for a in players}
        return pool, mountain, whists


@dataclass
class Resolved:
    """A deal checked against the state, with everything inferred filled in."""

    kind: str  # "game" | "passed" | "misere" | "raspasy" | "totus" | "returned" | "conditions" |
    # "without_three"
    dealer_out: str | None
    defenders: list[str] = field(default_factory=list)  # speaking order from the declarer
    declarer: str | None = None
    contract: Contract | None = None
    whisters: list[str] = field(default_factory=list)  # speaking order
    tricks: dict[str, int] = field(default_factory=dict)  # declarer and defenders, as known
    declarer_tricks: int = 0
    defenders_total: int = 0
    half_whist: str | None = None
    whist_returned: bool = False  # a whist said after the half_whist («пас — полвиста — вист»)
    open: bool = False
    help: list[str] = field(default_factory=list)
    raspasy: dict[str, int] = field(default_factory=dict)
    prices: S.Prices | None = None
    dark: bool = False
    bomb: int = 0  # the bomb the declarer plays on (R-P-C4)
    word: str | None = None
    prikup_tricks: int = 0
    prikup_whists: bool = True
    mode: str | None = None  # the book's whist mode (R-S4)
    passer: str | None = None  # the defender who passed beside a lone whister
    excess_to: str | None = None
    totus_help: list[str] = field(default_factory=list)
    looked: list[str] = field(default_factory=list)
    razboynik: bool = False  # a razboynik game, or one of its raspasy
    catch: bool = False  # a ten caught, not whisted (ten_play = catch)
    dealer_whists: bool = False  # the dealer whists instead of two passers (MGU 1971 §3)
    elochka: bool = False
    last_circle: bool = False
    conditions: dict[str, Any] = field(default_factory=dict)


def passer_text(r: Resolved) -> str:
    passers = [d for d in r.defenders if d not in r.whisters]
    return ", ".join(passers)


def strain_index(c: Contract) -> int:
    return (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS).index(c.strain) \
        if c.kind == "suit" else 4
