"""`scorekeeper thousand …`: record Thousand deals at the table and arbitrate disputes.

Recording commands append one checked entry to a session file; arbitration commands need no file
and answer one question (what the dealer scores for a prikup, how a count rounds, whether a bid is
made and what is written), each number with the rule it comes from.  The engine is imported inside
the commands.
"""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer

from scorekeeper.i18n import N_, _
from scorekeeper.cli.coercion import PlainGroup
from scorekeeper.cli.common import FileArg, parse_kv
from scorekeeper.cli.examples import examples
from scorekeeper.cli.prompts import records
from scorekeeper.cli.options import arbitration, option_opt, rules_opt

app = typer.Typer(
    help="Thousand (Тысяча): record deals (deal, gave-up) and arbitrate the dealer's prikup, "
    "rounding and whether a bid is made (prikup, round, value).",
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=PlainGroup,
)

BidderArg = Annotated[str, typer.Argument(help="Who won the auction and took the prikup.")]
BidArg = Annotated[int, typer.Argument(help="The final bid: 100 or more, in tens (the raised one after a raise).")]
RaisedOpt = Annotated[Optional[int], typer.Option(
    "--raised-from", help="The bid that won the auction, when the bidder raised after the prikup.")]
PrikupOpt = Annotated[Optional[list[str]], typer.Option(
    "--prikup", help="The prikup's cards (repeat, or one quoted string: \"K♠ K♣ J♦\"); "
    "with four at the table the dealer scores it: left out, asked at a terminal.")]
RulesOpt = rules_opt(N_("Preset (book-1991)."))
OptionOpt = option_opt(N_("Override an option: key=value (repeatable), e.g. rounding=5."))
answers = arbitration(app, "thousand", RulesOpt, "book-1991", OptionOpt)
NewGameOpt = Annotated[bool, typer.Option("--new-game", help="This deal starts a new game after a finished one.")]


#: the option behind each part of a deal the engine may ask for (prompts.record)
ASKS = {"taken": "--taken NAME=N", "marriages": "--marriage/-m NAME=SUIT",
        "prikup": "--prikup CARDS"}


def _prikup(items: Optional[list[str]]) -> list[str] | None:
    if not items:
        return None
    return [c for item in items for c in item.replace(",", " ").split()]


def _marriages(items: Optional[list[str]]) -> dict[str, list[str]] | None:
    if not items:
        return None
    out: dict[str, list[str]] = {}
    for item in items:
        from scorekeeper.errors import InvalidError

        name, eq, suits = item.partition("=")
        if not eq or not name.strip() or not suits.strip():
            raise InvalidError(_("bad {option}").format(option="--marriage"), key="--marriage", value=item,
                               expected=_("Name=suit, e.g. Boris=♦ (repeat per marriage)"))
        out.setdefault(name.strip(), []).extend(suits.replace(",", " ").split())
    return out


# ------------------------------------------------------------------------------ recording
@records(app, ASKS, strict=True)
def deal(
    file: FileArg,
    bidder: BidderArg,
    bid: BidArg,
    taken: Annotated[Optional[list[str]], typer.Option(
        "--taken", help="Card points in a player's tricks before rounding: Name=N (repeat "
        "per player; the bidder's discard counts to the bidder; 120 in all with three or four; left "
        "out: asked at a terminal).")] = None,
    marriage: Annotated[Optional[list[str]], typer.Option(
        "--marriage", "-m", help="A declared marriage: Name=suit, e.g. Boris=♦ (repeat; given, "
        "the marriages are those given; left out: asked at a terminal, none in a script).")] = None,
    prikup: PrikupOpt = None,
    raised_from: RaisedOpt = None,
    dark: Annotated[bool, typer.Option("--dark", help="A dark bid, made before seeing the prikup (house rule dark_bid).")] = False,
    ace_marriage: Annotated[Optional[str], typer.Option(
        "--ace-marriage", help="Who declared the ace marriage, all four aces, 200 (option ace_marriage).")] = None,
    new_game: NewGameOpt = False,
) -> Any:
    """Record a played deal: bidder, bid, the prikup, the points each took and the marriages.

    At a terminal whatever the deal still needs is asked: with four at the table the prikup's
    three cards; each player's card points, the bidder first, up to what is left of 120 (the
    last player's are what is left, Enter accepts them); then the marriages each player
    declared (blank: none; not asked when -m is given). In a script the command fails naming
    each missing option."""
    entry = {"bidder": bidder, "bid": bid, "raised_from": raised_from,
             "prikup": _prikup(prikup),
             "taken": parse_kv(taken, "taken") if taken else None,
             "marriages": _marriages(marriage), "dark": True if dark else None,
             "ace_marriage": ace_marriage, "new_game": True if new_game else None}
    return entry, ("marriages",) if marriage else ()


@records(app, ASKS, "gave-up", strict=True)
def gave_up(
    file: FileArg,
    bidder: BidderArg,
    bid: BidArg,
    prikup: PrikupOpt = None,
    raised_from: RaisedOpt = None,
    new_game: NewGameOpt = False,
) -> Any:
    """Record a bidder who gave up after the prikup: each opponent in play gets 60 (R-T7).
    With four at the table the prikup's cards are asked at a terminal (a script names
    --prikup)."""
    entry = {"bidder": bidder, "bid": bid, "raised_from": raised_from,
             "prikup": _prikup(prikup), "gave_up": True,
             "new_game": True if new_game else None}
    return entry


# ------------------------------------------------------------------------------ arbitration
@answers(epilog=examples(
    "scorekeeper thousand prikup K♠ K♣ J♦",
    "scorekeeper thousand prikup Дп Jс 9б -o rounding=5",
    "scorekeeper thousand prikup K♠ K♠ K♠   # refused: K♠ twice in the prikup",
    "scorekeeper thousand prikup K♠ Q♠   # refused: the prikup is 3 cards, not 2"))
def prikup(
    cards: Annotated[list[str], typer.Argument(help="The prikup's three cards: K♠ K♣ J♦ (Кп, Ks … any notation), all different.")],
    opts: Any = None,
) -> Any:
    """What the sitting-out dealer writes for a prikup: each card, kings and queens with half
    their marriage, the total rounded (§ТЫСЯЧА, R-T8)."""
    from scorekeeper.games.thousand.arbitration import prikup_answer

    return prikup_answer(cards, *opts)


@answers("round", epilog=examples(
    "scorekeeper thousand round 95",
    "scorekeeper thousand round 47 -o rounding=5",
    "scorekeeper thousand round 125   # refused: 0 to 120"))
def round_cmd(
    points: Annotated[int, typer.Argument(help="One player's card points before rounding, 0 to 120, e.g. 95.")],
    opts: Any = None,
) -> Any:
    """How a player's card points are written: to the nearest ten, 5 up (R-T2)."""
    from scorekeeper.games.thousand.arbitration import rounded_answer

    return rounded_answer(points, *opts)


@answers(epilog=examples(
    "scorekeeper thousand value --bid 120 --taken 96 -m ♦",
    "scorekeeper thousand value -b 150 --taken 79 -m п -o declarer_scores=points",
    "scorekeeper thousand value -b 125 --taken 96   # refused: bids rise by 10"))
def value(
    bid: Annotated[int, typer.Option("--bid", "-b", help="The bid: 100 or more, in tens.")],
    taken: Annotated[int, typer.Option("--taken", help="The bidder's card points before rounding, 0 to 120 (the discard included).")],
    marriage: Annotated[Optional[list[str]], typer.Option(
        "--marriage", "-m", help="A marriage the bidder declared: its suit (repeat; each suit once).")] = None,
    dark: Annotated[bool, typer.Option("--dark", help="A dark bid (house rule dark_bid): the result counts double.")] = False,
    ace_marriage: Annotated[bool, typer.Option(
        "--ace-marriage", help="The bidder declared the ace marriage, 200 (option ace_marriage).")] = False,
    opts: Any = None,
) -> Any:
    """Whether a bid is made (compared before rounding, marriages counting, R-T5, R-T6) and what
    the bidder writes (R-T4)."""
    from scorekeeper.games.thousand.arbitration import bid_answer

    return bid_answer(bid, taken, marriage or [], dark, *opts, ace=ace_marriage)
