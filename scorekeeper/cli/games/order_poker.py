"""`scorekeeper order-poker …`: record order poker deals at the table and arbitrate disputes.

Recording commands append one checked entry to a session file; arbitration commands need no file
and answer one question (which combination five cards make, the stake and half stake, what each
role earns), each number with the rule and the table row it comes from.
"""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer

from scorekeeper.i18n import N_, _
from scorekeeper.cli.coercion import PlainGroup
from scorekeeper.cli.common import FileArg, split_names
from scorekeeper.cli.corrections import points_command
from scorekeeper.cli.examples import examples
from scorekeeper.cli.prompts import records
from scorekeeper.cli.options import arbitration, option_opt, rules_opt

app = typer.Typer(
    help="Order poker («Заказной покер»): record deals (deal, passed, points) and arbitrate "
    "(classify, stake, score, combinations).",
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=PlainGroup,
)

HandOpt = Annotated[Optional[list[str]], typer.Option(
    "--hand", help="A player's final hand: Name=combination (\"тройка и двойка\", \"full "
    "house\", none) or Name=\"10♥ J♥ Q♥ K♥ A♥\" (repeat per player; a hand left out is asked "
    "at a terminal, and a script is told).")]
RobotOpt = Annotated[Optional[str], typer.Option(
    "--robot", help="The robot's combination at the count, after the exchange (R-O5): a name or "
    "five cards.")]
RobotDealtOpt = Annotated[Optional[str], typer.Option(
    "--robot-dealt", help="The robot's combination as dealt (an order of it is refused, R-O11).")]
RulesOpt = rules_opt(N_("Preset: classic."))
OptionOpt = option_opt(N_("Override an option: key=value (repeatable), e.g. dissenter_half_stake_from=two-pairs."))
answers = arbitration(app, "order-poker", RulesOpt, "classic", OptionOpt)


def _hand_entry(text: str, key: str) -> Any:
    """A hand as the file stores it: five cards as a list, a name as typed."""
    from scorekeeper.games.order_poker.hands import parse_hand

    hand = parse_hand(text, key=key)
    return text.strip() if hand.cards is None else [str(c) for c in hand.cards]


def _hands(items: Optional[list[str]]) -> dict[str, Any] | None:
    from scorekeeper.errors import InvalidError

    if not items:
        return None
    out: dict[str, Any] = {}
    for item in items:
        name, eq, value = item.partition("=")
        if not eq or not name.strip() or not value.strip():
            raise InvalidError(_("bad {option}").format(option="--hand"), key="--hand", value=item,
                               expected=_('Name=combination or Name="10♥ J♥ Q♥ K♥ A♥"'))
        out[name.strip()] = _hand_entry(value, f"--hand {name.strip()}")
    return out


#: the option behind each part of a deal the engine may ask for (prompts.record)
ASKS = {"for": "--for NAMES", "hands": "--hand NAME=COMBINATION",
        "took_from": "--took-from NAME", "robot": "--robot COMBINATION"}


def _roles(text: Optional[str]) -> list[str] | None:
    """``--for``/``--against``: names, comma-separated; ``-`` (or nothing) names nobody."""
    from scorekeeper.core.form import NOBODY

    if text is None:
        return None
    return [] if text.strip() in ("", NOBODY) else split_names(text)


def _orders(text: Optional[str]) -> list[str] | None:
    return None if text is None else [o.strip() for o in text.split(",") if o.strip()]


# ------------------------------------------------------------------------------ recording
@records(app, ASKS, strict=True)
def deal(
    file: FileArg,
    orders: Annotated[str, typer.Option("--orders", help="Every order of the auction in turn, comma-separated; the last is final (e.g. \"две пары,тройка,тройка и двойка\").")],
    declarer: Annotated[str, typer.Option("--declarer", help="Who announced the final order.")],
    for_: Annotated[Optional[str], typer.Option("--for", help="Who said «За!», comma-separated; - for nobody (a closed game). Left out: asked at a terminal, and a script is told.")] = None,
    against: Annotated[Optional[str], typer.Option("--against", help="Who said «Против!» (optional; checked: every other opponent; - for nobody).")] = None,
    took_from: Annotated[Optional[str], typer.Option("--took-from", help="The agreer whose open card(s) the declarer took (one at most, R-O8); left out: none, asked at a terminal where it decides a score.")] = None,
    robot: RobotOpt = None,
    robot_dealt: RobotDealtOpt = None,
    hand: HandOpt = None,
) -> Any:
    """Record a deal with orders: the auction, the roles and the hands at the count.

    At a terminal whatever the deal still needs is asked: who said «За!» (unless --for or
    --against is given), each player's combination at the count (the declarer, then from the
    declarer's left), whose open cards the declarer took where that decides a score (blank:
    none), and the robot's combination where it decides a half stake. In a script the command
    fails naming each missing option; a hand is never taken to be «нет комбинации» unless
    given so."""
    entry = {"robot_dealt": _hand_entry(robot_dealt, "--robot-dealt") if robot_dealt else None,
             "orders": _orders(orders), "declarer": declarer,
             "for": _roles(for_), "against": _roles(against),
             "took_from": split_names(took_from) if took_from else None,
             "robot": _hand_entry(robot, "--robot") if robot else None,
             "hands": _hands(hand)}
    return entry


@records(app, ASKS, strict=True)
def passed(
    file: FileArg,
    robot: RobotOpt = None,
    robot_dealt: RobotDealtOpt = None,
    hand: HandOpt = None,
) -> Any:
    """Record a deal where everyone passed: holders of a combination −1, else the dealer (R-O3).

    At a terminal each player's combination not given is asked (from the dealer's left), then
    the robot's where nobody holds one; in a script the command fails naming each."""
    entry = {"robot": _hand_entry(robot, "--robot") if robot else None,
             "robot_dealt": _hand_entry(robot_dealt, "--robot-dealt") if robot_dealt else None,
             "hands": _hands(hand)}
    if all(v is None for k, v in entry.items() if k not in ("dealer", "note")):
        entry["hands"] = {}
    return entry


points_command(app, "Record a deal by its points alone, with a note; it passes the deal (R-O10).")


# ------------------------------------------------------------------------------ arbitration
@answers(epilog=examples(
    "scorekeeper order-poker classify 10♥ J♥ Q♥ K♥ A♥",
    'scorekeeper order-poker classify "Дч Дп Дт 7ч 7п" --order тройка',
    "scorekeeper order-poker classify 10♥ J♥ Q♥ K♥ 10♥   # refused: given twice"))
def classify(
    cards: Annotated[list[str], typer.Argument(help="Five different cards of the 36-card pack: 10♥ J♥ Q♥ K♥ A♥, 10h Jh …, 10ч Вч Дч Кч Тч.")],
    order: Annotated[Optional[str], typer.Option("--order", help="Also say whether the hand makes this order (R-O4).")] = None,
) -> Any:
    """The one combination five cards make: the highest they match (R-O4)."""
    from scorekeeper.games.order_poker.arbitration import classified_answer

    return classified_answer(cards, order)


@answers(epilog=examples(
    "scorekeeper order-poker stake 5",
    "scorekeeper order-poker stake 9   # refused: at most once"))
def stake(
    orders: Annotated[int, typer.Argument(help="The number of orders announced in the auction (1 to 8).")],
) -> Any:
    """The stake (the number of orders) and the half stake (half, rounded up), R-O2."""
    from scorekeeper.games.order_poker.arbitration import stake_answer

    return stake_answer(orders)


@answers(epilog=examples(
    "scorekeeper order-poker score pair -s 3 --declarer pair --agreer pair --dissenter none",
    "scorekeeper order-poker score three -s 1 --declarer three --dissenter pair --robot pair "
    "--dissenter none",
    "scorekeeper order-poker score three -s 2 --declarer three   # refused: 3–6 players"))
def score(
    order: Annotated[str, typer.Argument(help="The final order (e.g. \"тройка\", \"full house\").")],
    stake_: Annotated[int, typer.Option("--stake", "-s", help="The stake: how many orders the auction had (1 to 8).")],
    declarer: Annotated[str, typer.Option("--declarer", help="The declarer's final hand: a name or five cards.")],
    agreer: Annotated[Optional[list[str]], typer.Option("--agreer", help="An agreer's final hand (repeat per agreer; none: a closed game).")] = None,
    dissenter: Annotated[Optional[list[str]], typer.Option("--dissenter", help="A dissenter's final hand (repeat per dissenter; \"none\" for one who holds none). Agreers and dissenters together: the other 2 to 5 players.")] = None,
    robot: Annotated[Optional[str], typer.Option("--robot", help="The robot's combination at the count (needed when a dissenter may share it).")] = None,
    took_from: Annotated[Optional[int], typer.Option("--took-from", help="The number (1, 2 …) of the agreer whose cards the declarer used.")] = None,
    opts: Any = None,
) -> Any:
    """What each role earns in a described situation, with the table row and the rule."""
    from scorekeeper.games.order_poker.arbitration import score_answer

    return score_answer(order, stake_, declarer, agreer or [], dissenter or [], robot, took_from,
                      *opts)


@answers(epilog=examples("scorekeeper order-poker combinations"))
def combinations() -> Any:
    """The text's combinations from lowest to highest, with the words each may be called by."""
    from scorekeeper.games.order_poker.arbitration import combinations_answer

    return combinations_answer()
