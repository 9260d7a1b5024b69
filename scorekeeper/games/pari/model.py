"""Pari: what the keys of an entry mean (game start, one move, game end, a manual points entry) and
the state the engine keeps (the table card by card, what is pending, what is written).  The model
that checks an entry's keys is :class:`scorekeeper.games.pari.deal.PariDeal`."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from scorekeeper.games.pari.cards import Cut, Shape
from scorekeeper.i18n import N_
from scorekeeper.notation import Card

if TYPE_CHECKING:
    from scorekeeper.core.engine import Step

DEAL_KEYS_DOC: dict[str, str] = {
    "cuts": N_("game start: the cut cards in order, jokers included — senior trump, trump suit, "
               "multiplier (§определение старшего козыря, R-X4, R-X15)"),
    "ceded": N_("game start: true when the non-dealer ceded the first move and the dealer accepted "
                "(−20, R-X16)"),
    "player": N_("a move: who moves (checked against the turn order N D | D N | …)"),
    "swap": N_("natural cards put in place of jokers on the table; the jokers go to the mover's hand (R-X22)"),
    "take": N_("{ combination = taking cards }: tricks (R-X11); the combination named by any one of its cards"),
    "surround": N_("{ combination = cards laid at its ends }: half-tricks (R-X2, R-X20)"),
    "add": N_("{ combination = cards added to it } (R-X21)"),
    "meld": N_("new combinations, one string each; two cards make a half-combination (R-X8)"),
    "trumps": N_("seven to nine trumps laid as one set (R-X14)"),
    "single": N_("one single card (R-X7)"),
    "join": N_("{ single on the table = a card of the sequence it joins }: tidying, no points"),
    "out": N_("true: the mover has no cards left (пари)"),
    "talon": N_("cards left in the talon at that moment; checked against the moves (R-X25)"),
    "left": N_("game end: the cards left in each hand ({} when both went out)"),
    "points": N_("a game scored on paper, { Name = points }, with a note (R-X-M7)"),
    "new_game": N_("optional beside cuts or points: the next game of the session (a game starts with "
                   "its cuts anyway)"),
}


# ------------------------------------------------------------------------------ the state
@dataclass
class Combo:
    """A combination lying on the table: whose, its cards as they now lie, when it was laid."""

    id: int
    owner: str
    shape: Shape
    move: int  # the move of the game that laid it
    surrounded: int = 0  # how many times it was surrounded


@dataclass
class Pending:
    """Points waiting for the opponent's next move (R-X9, R-X10)."""

    player: str
    move: int
    entry: int
    combo: int | None
    kind: str  # meld | add | surround | trumps
    points: float
    text: str
    rule: str


@dataclass
class MoveRecord:
    """One line of the game's sheet."""

    entry: int
    move: int
    player: str
    what: str
    written: dict[str, float]
    pending: dict[str, float]


@dataclass
class Moved:
    """A Pari entry checked (the engine's plan): the game as the entry leaves it, worked out on a
    copy, the steps it writes and the games it ends."""

    kind: str
    game: GameState | None
    steps: list[Step]
    records: list[GameRecord]


@dataclass
class GameState:
    number: int
    dealer: str
    nondealer: str
    cut: Cut
    ceded: bool = False
    combos: list[Combo] = field(default_factory=list)
    seen: set[Card] = field(default_factory=set)
    jokers_out: int = 0  # jokers on the table or in tricks
    jokers_held: dict[str, int] = field(default_factory=dict)  # taken back by a swap
    hand: dict[str, int] = field(default_factory=dict)
    talon: int = 0
    moves: int = 0
    round_first: str = ""
    in_round: int = 0
    last_move: dict[str, int] = field(default_factory=dict)
    pending: list[Pending] = field(default_factory=list)
    first_out: str | None = None
    out_talon: int = 0
    both_out: bool = False
    final_move: bool = False
    ended: bool = False
    next_id: int = 1
    written: dict[str, float] = field(default_factory=dict)
    log: list[MoveRecord] = field(default_factory=list)

    def copy(self) -> GameState:
        """A copy that a move may change without touching this one.  A move changes the
        combinations on the table in place and adds to the containers; cards, shapes, cuts, the
        pending points and the lines of the log are never changed once made, so they are shared."""
        return replace(self, combos=[replace(c) for c in self.combos], seen=set(self.seen),
                       jokers_held=dict(self.jokers_held), hand=dict(self.hand),
                       last_move=dict(self.last_move), pending=list(self.pending),
                       written=dict(self.written), log=list(self.log))

    def other(self, player: str) -> str:
        return self.nondealer if player == self.dealer else self.dealer

    def turn(self) -> str | None:
        """Who moves next: N D | D N | N D … (D N | N D … after a cede, R-X16); after a going out
        only the opponent, once (R-X27)."""
        if self.ended:
            return None
        if self.first_out:
            return None if self.final_move or self.both_out else self.other(self.first_out)
        return self.round_first if self.in_round == 0 else self.other(self.round_first)


@dataclass
class GameRecord:
    number: int
    dealer: str
    written: dict[str, float]
    how: str


@dataclass
class State:
    players: tuple[str, ...]
    title: str
    score: dict[str, float]
    game: GameState | None = None
    games: list[GameRecord] = field(default_factory=list)
    paper: int = 0  # games scored on paper
    preset: str = ""  # the sheet's title when the table has none: "rules <preset>"
