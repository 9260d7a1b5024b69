"""What an order poker deal may not say (R-O11 and the text's pack, auction and exchange), as pure
checks: the engine runs them on every entry, and ``order-poker classify|stake|score`` on what
they are given, so that a question is refused exactly where a deal would be.  Each refusal names
the key, the value and the rule; the caller locates it (the entry, or the command's option)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from scorekeeper.errors import IllegalError
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.hands import Hand
from scorekeeper.games.order_poker.tables import Combination

#: every combination an order may name: all but «нет комбинации» (R-O11)
ORDERABLE: tuple[Combination, ...] = tuple(r.combination for r in T.COMBINATIONS
                                           if r.combination != Combination.NONE)


def seats(count: int, key: str = "players", value: Any = None) -> None:
    """§колода: «от трех до шести человек» (R-O11)."""
    if not T.MIN_PLAYERS <= count <= T.MAX_PLAYERS:
        raise IllegalError(f"order poker is played by {T.MIN_PLAYERS}–{T.MAX_PLAYERS} players, not "
                           f"{count}", key=key, value=value, expected=f"{T.MIN_PLAYERS} to "
                           f"{T.MAX_PLAYERS} players ({T.PLAYERS_RULE})")


def orderable(order: Combination, key: str) -> None:
    """R-O11: an order names one of the eight combinations, never «нет комбинации»."""
    if order == Combination.NONE:
        raise IllegalError("«нет комбинации» cannot be ordered", key=key, value=T.label(order),
                           expected=f"one of the eight combinations ({T.NO_NONE_ORDER_RULE})")


def not_the_robots(order: Combination, robot_dealt: Hand | None, where: str, key: str) -> None:
    """R-O11: the robot's dealt combination cannot be ordered (``where`` says how it is known)."""
    if robot_dealt is not None and order == robot_dealt.combination:
        raise IllegalError(f"the robot was dealt {T.label(order)}: it cannot be ordered", key=key,
                           value=T.label(order), expected=f"a combination the robot does not "
                           f"hold, as {where} says ({T.ORDER_RULE})")


def orders_count(count: int, key: str) -> None:
    """R-O2, R-O11: the stake is the number of orders, and an auction names each combination at
    most once, so it holds one to eight orders."""
    if not 1 <= count <= len(ORDERABLE):
        raise IllegalError(f"an auction of {count} orders: each of the {len(ORDERABLE)} "
                           f"combinations is ordered at most once", key=key, value=count,
                           expected=f"1 to {len(ORDERABLE)} orders ({T.STAKE_RULE}; {T.ORDER_RULE})")


def exchange_allowed(order: Combination, key: str, value: Any) -> None:
    """§замена: with a final «Пара» there is no exchange, so no agreer's card was taken."""
    if order == T.NO_EXCHANGE_ORDER:
        raise IllegalError("with a final «Пара» there is no exchange, so no card was taken",
                           key=key, value=value, expected=f"no took_from (R-O11; {T.NO_EXCHANGE_RULE})")


def distinct_cards(shown: Sequence[tuple[str, Hand | None]]) -> None:
    """R-O11: the cards of the hands shown in one deal are all different (one 36-card pack)."""
    seen: dict[Any, str] = {}
    for key, hand in shown:
        for card in (hand.cards or ()) if hand else ():
            if card in seen:
                raise IllegalError(f"{card} is in two hands ({seen[card]} and {key})", key=key,
                                   value=str(hand), expected=f"each card of the pack once in a "
                                   f"deal ({T.PACK_RULE})")
            seen[card] = key
