"""`scorekeeper five-hundred …`: record Five Hundred deals at the table and arbitrate disputes.

Recording commands append one checked entry to a session file; arbitration commands need no file
and answer one question (a bid's value, whether it overcalls, what an outcome scores, who wins a
race), each number with the rule it comes from.  The engine is imported inside the commands.
"""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer

from scorekeeper.i18n import N_, _
from scorekeeper.cli.coercion import PlainGroup
from scorekeeper.cli.common import FileArg, ReasonOpt, ScoresArg, parse_kv, split_names
from scorekeeper.cli.examples import examples
from scorekeeper.cli.prompts import records
from scorekeeper.cli.options import arbitration, option_opt, rules_opt

app = typer.Typer(
    help="Five Hundred: record deals (deal, passed, points, new-game) and arbitrate bids, "
    "scores and races (value, overcall, ladder, score, race).",
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=PlainGroup,
)

TricksOpt = Annotated[Optional[list[str]], typer.Option(
    "--tricks", "-t", help="Tricks of a player (Name=N) or of a side (Anna/Vera=N), repeated; ten "
    "in all. The one player or side left out takes the rest, several left out took none; on a "
    "misère the soloist's count alone is enough (R-F-M10).")]
RevokeOpt = Annotated[Optional[str], typer.Option(
    "--revoke", help="A player whose revoke was not corrected (R-F6).")]
FirstOpt = Annotated[Optional[str], typer.Option(
    "--first-to-500", help="Only when several opponents cross 500 in the deal: who took the trick "
    "that took that player or side there first (R-F5).")]
NewGameOpt = Annotated[bool, typer.Option(
    "--new-game", help="This deal starts a new game after a won one.")]
RulesOpt = rules_opt(N_("Preset: avondale, australian, quebec or bid-out."))
OptionOpt = option_opt(N_("Override an option: key=value (repeatable), e.g. slam=bonus."))
answers = arbitration(app, "five-hundred", RulesOpt, "avondale", OptionOpt)


def _tricks(items: Optional[list[str]]) -> dict[str, Any] | None:
    return parse_kv(items, "tricks") if items else None


#: the option behind each part of a deal the engine may ask for (prompts.complete)
ASKS = {"tricks": "--tricks/-t NAME=N", "partner": "--partner NAME",
        "first_to_500": "--first-to-500 NAME"}


# ------------------------------------------------------------------------------ recording
@records(app, ASKS)
def deal(
    file: FileArg,
    bidder: Annotated[str, typer.Argument(help="Who won the auction (the soloist).")],
    bid: Annotated[str, typer.Argument(help="The contract: 6♠ … 10NT (7s, 7п, 7NT, 7БК), misere, 'open misere'.")],
    tricks: TricksOpt = None,
    partner: Annotated[Optional[str], typer.Option("--partner", help="Five players: who held the called card (asked at a terminal; left out in a script, the bidder played alone).")] = None,
    called: Annotated[Optional[str], typer.Option("--called", help="Five players: the card called, e.g. A♥.")] = None,
    revoke: RevokeOpt = None,
    first_to_500: FirstOpt = None,
    auction: Annotated[Optional[list[str]], typer.Option("--auction", help="A bid of the auction, in order (repeat; ends with BID).")] = None,
    new_game: NewGameOpt = False,
) -> Any:
    """Record a played contract: bidder, bid and the tricks each player took.

    At a terminal whatever the deal still needs is asked: each side's tricks up to what is left
    of ten (the last side's are what remains), with five players who held the called card
    (blank: the bidder played alone), and who reached 500 first where that decides the game; in a
    script the command fails naming each missing option."""
    entry = {"bidder": bidder, "bid": bid, "tricks": _tricks(tricks), "partner": partner,
             "called": called, "revoke": revoke, "first_to_500": first_to_500,
             "auction": list(auction) if auction else None,
             "new_game": True if new_game else None}
    return entry


@records(app, ASKS)
def passed(
    file: FileArg,
    tricks: TricksOpt = None,
    revoke: RevokeOpt = None,
    first_to_500: FirstOpt = None,
    new_game: NewGameOpt = False,
) -> Any:
    """Record an all-passed deal: played in no trumps, 10 a trick to each player (R-F4).

    At a terminal the tricks left out are asked player by player (side by side), each up to what
    is left of ten; in a script the command fails naming the missing option."""
    entry = {"tricks": _tricks(tricks) or {}, "revoke": revoke, "first_to_500": first_to_500,
             "new_game": True if new_game else None}
    return entry


@records(app, ASKS)
def points(
    file: FileArg,
    scores: ScoresArg,
    note: ReasonOpt,
    first_to_500: FirstOpt = None,
) -> Any:
    """Record a deal by its points alone, with a note (R-F-M6).  Where several reach 500 by it,
    who got there first is asked at a terminal (a script names --first-to-500)."""
    entry = {"points": parse_kv(scores, "points"), "note": note,
             "first_to_500": first_to_500}
    return entry


@records(app, None, "new-game", standard=("note", "amend"))
def new_game_cmd(file: FileArg) -> None:
    """Start a new game after a won one: every score back to 0 (R-F-M1)."""
    return {"new_game": True}


# ------------------------------------------------------------------------------ arbitration
@answers(epilog=examples(
    "scorekeeper five-hundred value 8♦",
    "scorekeeper five-hundred value 'open misere' -r australian",
    "scorekeeper five-hundred value misere -o misere=false   # refused: not played"))
def value(
    bid: Annotated[str, typer.Argument(help="The contract: 8♦, 7NT, misere, 'open misere' …")],
    opts: Any = None,
) -> Any:
    """What a bid is worth, and the rule."""
    from scorekeeper.games.five_hundred.arbitration import value_answer

    return value_answer(bid, *opts)


@answers(epilog=examples(
    "scorekeeper five-hundred overcall misere 8s",
    "scorekeeper five-hundred overcall 7d 6NT 7h",
    "scorekeeper five-hundred overcall 11s 7h   # refused: level 11"))
def overcall(
    bid: Annotated[str, typer.Argument(help="The new bid.")],
    previous: Annotated[list[str], typer.Argument(help="The bids made before it, in order.")],
    opts: Any = None,
) -> Any:
    """Whether BID may follow the PREVIOUS bids (it must beat the highest of them, R-F2).

    The answer is printed (and in --json as a boolean); the exit status is 0 whether it overcalls
    or not, and 1 only when a bid cannot be read or is not played at the table.
    """
    from scorekeeper.games.five_hundred.arbitration import overcall_answer

    return overcall_answer(bid, previous, *opts)


@answers(epilog=examples("scorekeeper five-hundred ladder",
                             "scorekeeper five-hundred ladder -o misere=false"))
def ladder(opts: Any = None) -> Any:
    """Every bid from lowest to highest with its value (R-F1, R-F2)."""
    from scorekeeper.games.five_hundred.arbitration import ladder_answer

    return ladder_answer(*opts)


@answers(epilog=examples(
    "scorekeeper five-hundred score 7s 7",
    "scorekeeper five-hundred score 8h 6 --opponents 2,2",
    "scorekeeper five-hundred score 7NT 8 --partner --opponents 1,1,0",
    "scorekeeper five-hundred score 7s 7 --opponents 1,1,1   # refused: not 3"))
def score(
    bid: Annotated[str, typer.Argument(help="The contract played.")],
    tricks: Annotated[int, typer.Argument(help="Tricks taken by the soloist (with the partner or side), 0 to 10.")],
    opponents: Annotated[Optional[str], typer.Option("--opponents", help="Tricks of each opposing player or side, comma-separated: one, two or four of them (three beside a called partner); default: what is left, as one opponent.")] = None,
    partner: Annotated[bool, typer.Option("--partner", help="Five players: the soloist has a called partner (who wins or loses half).")] = False,
    revoke: Annotated[Optional[str], typer.Option("--revoke", help="An uncorrected revoke: 'soloist', or the opponent's number (1, 2 …) as in --opponents.")] = None,
    opts: Any = None,
) -> Any:
    """What an outcome scores: the soloist's points and each opponent's, each with its rule."""
    from scorekeeper.errors import InvalidError
    from scorekeeper.games.five_hundred.arbitration import score_answer

    opp = None
    if opponents:
        try:
            opp = [int(x) for x in split_names(opponents)]
        except ValueError:
            raise InvalidError(_("opponents' tricks are whole numbers"), key="--opponents",
                               value=opponents, expected=_("e.g. {example}").format(example="1,1")) from None
    return score_answer(bid, tricks, opp, partner, revoke, *opts)


@answers(epilog=examples(
    "scorekeeper five-hundred race Anna=520 Boris=510 Vera=300 --soloist Vera --first Boris",
    "scorekeeper five-hundred race Anna/Vera=510 Boris/Gleb=505 --soloist Vera",
    "scorekeeper five-hundred race Anna=-500 Boris=10 Vera=30"))
def race(
    scores: Annotated[list[str], typer.Argument(help="Everyone's score after the deal: Name=points (a side as A/B=points).")],
    soloist: Annotated[Optional[str], typer.Option("--soloist", help="Who played the contract (omit for an all-passed deal).")] = None,
    partner: Annotated[Optional[str], typer.Option("--partner", help="Five players: the called partner (counts after the soloist).")] = None,
    first: Annotated[Optional[str], typer.Option("--first", help="The opponent whose trick reached 500 first, if known.")] = None,
) -> Any:
    """Who wins when a deal takes several past 500, or someone to −500 (R-F5)."""
    from scorekeeper.games.five_hundred.arbitration import race_answer

    return race_answer(parse_kv(scores, "score"), soloist, partner, first)
