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
from scorekeeper.i18n import _, ngettext

#: every combination an order may name: all but «нет комбинации» (R-O11)
ORDERABLE: tuple[Combination, ...] = tuple(r.combination for r in T.COMBINATIONS
                                           if r.combination != Combination.NONE)


def seats(count: int, key: str = "players", value: Any = None) -> None:
    """§колода: «от трех до шести человек» (R-O11)."""
    if not T.MIN_PLAYERS <= count <= T.MAX_PLAYERS:
        raise IllegalError(_("order poker is played by {least}–{most} players, not {count}").format(
                               least=T.MIN_PLAYERS, most=T.MAX_PLAYERS, count=count),
                           key=key, value=value,
                           expected=_("{least} to {most} players ({rule})").format(
                               least=T.MIN_PLAYERS, most=T.MAX_PLAYERS, rule=T.PLAYERS_RULE))


def orderable(order: Combination, key: str) -> None:
    """R-O11: an order names one of the eight combinations, never «нет комбинации»."""
    if order == Combination.NONE:
        raise IllegalError(_("«нет комбинации» cannot be ordered"), key=key, value=T.label(order),
                           expected=_("one of the eight combinations ({rule})").format(
                               rule=T.NO_NONE_ORDER_RULE))


def not_the_robots(order: Combination, robot_dealt: Hand | None, where: str, key: str) -> None:
    """R-O11: the robot's dealt combination cannot be ordered (``where`` says how it is known)."""
    if robot_dealt is not None and order == robot_dealt.combination:
        raise IllegalError(_("the robot was dealt {order}: it cannot be ordered").format(
                               order=T.label(order)), key=key, value=T.label(order),
                           expected=_("a combination the robot does not hold, as {where} says "
                                      "({rule})").format(where=where, rule=T.ORDER_RULE))


def orders_count(count: int, key: str) -> None:
    """R-O2, R-O11: the stake is the number of orders, and an auction names each combination at
    most once, so it holds one to eight orders."""
    if not 1 <= count <= len(ORDERABLE):
        raise IllegalError(ngettext("an auction of {count} order: each of the {all} combinations "
                                    "is ordered at most once",
                                    "an auction of {count} orders: each of the {all} combinations "
                                    "is ordered at most once", count).format(
                               count=count, all=len(ORDERABLE)), key=key, value=count,
                           expected=_("1 to {most} orders ({rule})").format(
                               most=len(ORDERABLE), rule=f"{T.STAKE_RULE}; {T.ORDER_RULE}"))


def exchange_allowed(order: Combination, key: str, value: Any) -> None:
    """§замена: with a final «Пара» there is no exchange, so no agreer's card was taken."""
    if order == T.NO_EXCHANGE_ORDER:
        raise IllegalError(_("with a final «Пара» there is no exchange, so no card was taken"),
                           key=key, value=value, expected=_("no took_from ({rule})").format(
                               rule=f"R-O11; {T.NO_EXCHANGE_RULE}"))


def distinct_cards(shown: Sequence[tuple[str, Hand | None]]) -> None:
    """R-O11: the cards of the hands shown in one deal are all different (one 36-card pack)."""
    seen: dict[Any, str] = {}
    for key, hand in shown:
        for card in (hand.cards or ()) if hand else ():
            if card in seen:
                raise IllegalError(_("{card} is in two hands ({first} and {second})").format(
                                       card=card, first=seen[card], second=key), key=key,
                                   value=str(hand),
                                   expected=_("each card of the pack once in a deal ({rule})").format(
                                       rule=T.PACK_RULE))
            seen[card] = key
