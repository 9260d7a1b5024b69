"""`scorekeeper thousand …`: record Thousand deals at the table and arbitrate disputes.

Recording commands append one checked entry to a session file; arbitration commands need no file
and answer one question (what the dealer scores for a prikup, how a count rounds, whether a bid is
made and what is written), each number with the rule it comes from.  The engine is imported inside
the commands.
"""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer

from scorekeeper.cli.coercion import PlainGroup
from scorekeeper.cli.common import (
    cite,
    console,
    DealerOpt,
    FileArg,
    fmt,
    guard,
    JsonOpt,
    NoteOpt,
    parse_kv,
    print_json,
)
from scorekeeper.cli.corrections import AmendOpt, record_amend

app = typer.Typer(
    help="Thousand (Тысяча): record deals (deal, gave-up) and arbitrate the dealer's prikup, "
    "rounding and whether a bid is made (prikup, round, value).",
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=PlainGroup,
)

BidderArg = Annotated[str, typer.Argument(help="Who won the auction and took the prikup.")]
BidArg = Annotated[int, typer.Argument(help="The final bid: 100 or more, in tens (the raised one if he raised).")]
RaisedOpt = Annotated[Optional[int], typer.Option(
    "--raised-from", help="The bid he won the auction at, when he raised after the prikup.")]
PrikupOpt = Annotated[Optional[list[str]], typer.Option(
    "--prikup", help="The prikup's cards (repeat, or one quoted string: \"K♠ K♣ J♦\"); "
    "required with four at the table.")]
RulesOpt = Annotated[str, typer.Option("--rules", "-r", help="Preset (book-1991).")]
OptionOpt = Annotated[Optional[list[str]], typer.Option(
    "--option", "-o", help="Override an option: key=value (repeatable), e.g. rounding=5.")]
NewGameOpt = Annotated[bool, typer.Option("--new-game", help="This deal starts a new game after a finished one.")]


def _prikup(items: Optional[list[str]]) -> list[str] | None:
    if not items:
        return None
    return [c for item in items for c in item.replace(",", " ").split()]


def _options(rules: str, option: Optional[list[str]]) -> tuple[Any, dict[str, Any]]:
    from scorekeeper.core.registry import preset_options

    return preset_options("thousand", rules, parse_kv(option))


def _marriages(items: Optional[list[str]]) -> dict[str, list[str]] | None:
    if not items:
        return None
    out: dict[str, list[str]] = {}
    for item in items:
        from scorekeeper.errors import InvalidError

        name, eq, suits = item.partition("=")
        if not eq or not name.strip() or not suits.strip():
            raise InvalidError("bad --marriage", key="--marriage", value=item,
                               expected="Name=suit, e.g. Boris=♦ (repeat per marriage)")
        out.setdefault(name.strip(), []).extend(suits.replace(",", " ").split())
    return out


# ------------------------------------------------------------------------------ recording
@app.command()
def deal(
    file: FileArg,
    bidder: BidderArg,
    bid: BidArg,
    taken: Annotated[Optional[list[str]], typer.Option(
        "--taken", help="Card points in a player's tricks before rounding: Name=N (repeat "
        "per player; the bidder's discard counts to him; 120 in all with three or four).")] = None,
    marriage: Annotated[Optional[list[str]], typer.Option(
        "--marriage", "-m", help="A declared marriage: Name=suit, e.g. Boris=♦ (repeat).")] = None,
    prikup: PrikupOpt = None,
    raised_from: RaisedOpt = None,
    dark: Annotated[bool, typer.Option("--dark", help="A dark bid, made before seeing the prikup (house rule dark_bid).")] = False,
    new_game: NewGameOpt = False,
    dealer: DealerOpt = None,
    note: NoteOpt = None,
    amend: AmendOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Record a played deal: bidder, bid, the prikup, the points each took and the marriages."""
    with guard(json_out):
        entry = {"bidder": bidder, "bid": bid, "raised_from": raised_from,
                 "prikup": _prikup(prikup),
                 "taken": parse_kv(taken, "taken") if taken else None,
                 "marriages": _marriages(marriage), "dark": True if dark else None,
                 "new_game": True if new_game else None, "dealer": dealer, "note": note}
        record_amend(amend, file, entry, json_out=json_out)


@app.command("gave-up")
def gave_up(
    file: FileArg,
    bidder: BidderArg,
    bid: BidArg,
    prikup: PrikupOpt = None,
    raised_from: RaisedOpt = None,
    new_game: NewGameOpt = False,
    dealer: DealerOpt = None,
    note: NoteOpt = None,
    amend: AmendOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Record a bidder who gave up after the prikup: each opponent in play gets 60 (R-T7)."""
    with guard(json_out):
        entry = {"bidder": bidder, "bid": bid, "raised_from": raised_from,
                 "prikup": _prikup(prikup), "gave_up": True,
                 "new_game": True if new_game else None, "dealer": dealer, "note": note}
        record_amend(amend, file, entry, json_out=json_out)


# ------------------------------------------------------------------------------ arbitration
@app.command()
def prikup(
    cards: Annotated[list[str], typer.Argument(help="The prikup's cards: K♠ K♣ J♦ (Кп, Ks … any notation).")],
    rules: RulesOpt = "book-1991",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """What the sitting-out dealer writes for a prikup: each card, kings and queens with half
    their marriage, the total rounded (§ТЫСЯЧА, R-T8)."""
    with guard(json_out):
        from scorekeeper.games.thousand import scoring
        from scorekeeper.games.thousand.engine import parse_prikup

        preset, opts = _options(rules, option)
        parsed = parse_prikup(_prikup(cards), key="CARDS")
        lines = [scoring.prikup_card(c) for c in parsed]
        total = scoring.prikup_score(parsed, opts)
        raw = scoring.prikup_total(parsed)
        if json_out:
            print_json({"cards": [str(c) for c in parsed], "rules": preset.name,
                        "lines": [{"card": str(c), "points": a.points, "text": a.text, "rule": a.rule}
                                  for c, a in zip(parsed, lines)],
                        "total": raw, "written": total.points, "rule": total.rule})
            return
        con = console()
        for a in lines:
            con.print(f"  {a.text}  [dim]\\[{cite(a.rule)}][/]")
        con.print(f"[bold]the dealer writes {fmt(total.points)}[/] ({raw} rounded)  "
                  f"[dim]\\[{cite(total.rule)}][/]")


@app.command("round")
def round_cmd(
    points: Annotated[int, typer.Argument(help="Card points before rounding, e.g. 95.", min=0)],
    rules: RulesOpt = "book-1991",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """How a count of card points is written: to the nearest ten, 5 up (R-T2)."""
    with guard(json_out):
        from scorekeeper.games.thousand import scoring

        preset, opts = _options(rules, option)
        written, rule = scoring.round_points(points, opts), scoring.rounding_rule(opts)
        if json_out:
            print_json({"points": points, "written": written, "rule": rule, "rules": preset.name})
            return
        console().print(f"{points} is written {written}  [dim]\\[{cite(rule)}][/]")


@app.command()
def value(
    bid: Annotated[int, typer.Option("--bid", "-b", help="The bid: 100 or more, in tens.")],
    taken: Annotated[int, typer.Option("--taken", help="The bidder's card points before rounding (his discard included).", min=0, max=120)],
    marriage: Annotated[Optional[list[str]], typer.Option(
        "--marriage", "-m", help="A marriage the bidder declared: its suit (repeat).")] = None,
    dark: Annotated[bool, typer.Option("--dark", help="A dark bid (house rule dark_bid): the result counts double.")] = False,
    rules: RulesOpt = "book-1991",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Whether a bid is made (compared before rounding, marriages counting, R-T5, R-T6) and what
    the bidder writes (R-T4)."""
    with guard(json_out):
        from scorekeeper.errors import IllegalError
        from scorekeeper.games.thousand import scoring
        from scorekeeper.games.thousand import tables as T
        from scorekeeper.games.thousand.engine import parse_suits

        preset, opts = _options(rules, option)
        if bid < T.OPENING_BID or bid % T.BID_STEP:
            raise IllegalError("a bid is 100 or more, in tens", key="--bid", value=bid,
                               expected=f"100, 110, 120 … ({T.OPENING_RULE}; {T.STEP_RULE})")
        suits = parse_suits([s for m in (marriage or []) for s in m.replace(",", " ").split()],
                            "--marriage")
        if len(set(suits)) != len(suits):
            raise IllegalError("a marriage is declared once", key="--marriage",
                               value=[s.symbol for s in suits], expected="each suit at most once (R-T11)")
        if dark and not opts["dark_bid"]:
            raise IllegalError("a dark bid is a house rule that is off", key="--dark", value=True,
                               expected=f"-o dark_bid=true ({T.DARK_RULE})")
        made = scoring.is_made(bid, taken, suits)
        award = scoring.bidder_score(bid, taken, suits, opts)
        if dark:
            award = scoring.dark(award)
        have = scoring.counted(taken, suits)
        if json_out:
            print_json({"bid": bid, "taken": taken, "marriages": [s.symbol for s in suits],
                        "counted": have, "made": made, "written": award.points,
                        "text": award.text, "rule": award.rule, "rules": preset.name})
            return
        verdict = "[green]made[/]" if made else "[red]not made[/]"
        console().print(f"{bid}: {taken} + marriages {have - taken} = {have}: {verdict}; the bidder "
                        f"writes [bold]{fmt(award.points)}[/]  [dim]\\[{cite(award.rule)}][/]")
