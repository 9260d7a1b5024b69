"""Order poker arbitration without a session file (``scorekeeper order-poker classify|stake|score``).

Each question is checked as a deal is (:mod:`.checks`, :mod:`.hands`): five different cards of the
36-card pack; an order of one of the eight combinations; a stake of one to eight orders (each
combination ordered once); a table of three to six (the declarer and every opponent, each «За!» or
«Против!»); the cards of the hands shown all different; no exchange, so no card taken, after a
final «Пара», when the robot as dealt is the robot at the count and cannot hold the order.  The
answers are plain data with the rule of every figure; nothing here prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.errors import AmbiguousError, IllegalError
from scorekeeper.games.order_poker import checks, scoring
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.hands import Hand, classify, parse_cards, parse_combination, parse_hand
from scorekeeper.games.order_poker.tables import Combination
from scorekeeper.notation import Card


@dataclass(frozen=True)
class Classified:
    cards: tuple[Card, ...]
    combination: Combination
    rule: str
    order: Combination | None = None
    made: bool | None = None


@dataclass(frozen=True)
class Stake:
    orders: int
    stake: int
    half: int
    rule: str


@dataclass(frozen=True)
class Scored:
    order: Combination
    outcome: scoring.Outcome


def _order(text: str, key: str) -> Combination:
    o = parse_combination(text, key=key)
    checks.orderable(o, key)
    return o


def classified(cards: Sequence[str], order: str | None = None) -> Classified:
    """The one combination five cards make (R-O4), and whether it makes ``order``."""
    words = [w for c in cards for w in c.replace(",", " ").split()]
    hand = parse_cards(words, key="CARDS")
    comb = classify(hand)
    rule = f"{T.ONE_COMBINATION_RULE}; {T.ROW_OF[comb].rule}"
    if order is None:
        return Classified(hand, comb, rule)
    o = _order(order, "--order")
    return Classified(hand, comb, rule, o, scoring.is_made(comb, o))


def stake(orders: int, key: str = "ORDERS") -> Stake:
    """The stake and the half stake (R-O2) of an auction of ``orders`` orders."""
    checks.orders_count(orders, key)
    s = scoring.stake(orders)
    return Stake(orders, s, scoring.half_stake(s), f"{T.STAKE_RULE}; {T.HALF_RULE}")


def _hands(items: Sequence[str], key: str, label: str) -> dict[str, Hand]:
    return {f"{label} {i + 1}": parse_hand(x, key=key) for i, x in enumerate(items)}


def score(order: str, orders: int, declarer: str, agreers: Sequence[str], dissenters: Sequence[str],
          robot: str | None, took_from: int | None, options: Any) -> Scored:
    """What each role earns in a described deal (the text's scoring tables, R-O1…R-O8)."""
    o = _order(order, "ORDER")
    checks.orders_count(orders, "--stake")
    d = parse_hand(declarer, key="--declarer")
    ag, dis = _hands(agreers, "--agreer", "agreer"), _hands(dissenters, "--dissenter", "dissenter")
    r = parse_hand(robot, key="--robot") if robot else None
    checks.seats(1 + len(ag) + len(dis), "--agreer/--dissenter",
                 f"the declarer, {len(ag)} agreer(s) and {len(dis)} dissenter(s)")
    shown: list[tuple[str, Hand | None]] = [("--declarer", d), *((f"--{n}", h) for n, h in ag.items()),
                                            *((f"--{n}", h) for n, h in dis.items()), ("--robot", r)]
    checks.distinct_cards(shown)
    if not scoring.has_exchange(o):  # the robot at the count is the robot as dealt (R-O-M2)
        checks.not_the_robots(o, r, "--robot (no exchange with a final «Пара»)", "--robot")
    took = None
    if took_from is not None:
        checks.exchange_allowed(o, "--took-from", took_from)
        took = f"agreer {took_from}"
        if took not in ag:
            raise IllegalError("--took-from names an agreer by number", key="--took-from",
                               value=took_from, expected=f"1 … {len(ag)} (R-O11)" if ag else
                               "no --took-from in a closed game (R-O8; R-O11)")
    threshold = T.HALF_STAKE_FROM[options["dissenter_half_stake_from"]]
    if r is None and any(scoring.needs_robot(h.combination, o, threshold) for h in dis.values()):
        raise AmbiguousError("a dissenter who missed the order may share the robot's "
                             "combination: give --robot", key="--robot",
                             expected="the robot's combination at the count (R-O5; R-O6; R-O-M3)")
    out = scoring.score_deal(o, orders, "declarer", d.combination,
                             {n: h.combination for n, h in ag.items()},
                             {n: h.combination for n, h in dis.items()},
                             r.combination if r else None, took, threshold)
    return Scored(o, out)
