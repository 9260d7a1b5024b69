"""`scorekeeper five-hundred …`: record Five Hundred deals at the table and arbitrate disputes.

Recording commands append one checked entry to a session file; arbitration commands need no file
and answer one question (a bid's value, whether it overcalls, what an outcome scores, who wins a
race), each number with the rule it comes from.  The engine is imported inside the commands.
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
    ReasonOpt,
    ScoresArg,
    split_names,
)
from scorekeeper.cli.corrections import AmendOpt, record_amend

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
    "that brought him there first (R-F5).")]
NewGameOpt = Annotated[bool, typer.Option(
    "--new-game", help="This deal starts a new game after a won one.")]
RulesOpt = Annotated[str, typer.Option("--rules", "-r", help="Preset: avondale or australian.")]
OptionOpt = Annotated[Optional[list[str]], typer.Option(
    "--option", "-o", help="Override an option: key=value (repeatable), e.g. slam=bonus.")]


def _side_of(name: Optional[str], units: list[str], flag: str) -> Optional[str]:
    """A player or side named on the command line: a side's name (A/B) or any of its members."""
    if name is None or name in units:
        return name
    sides = [u for u in units if name in u.split("/")]
    if len(sides) == 1:
        return sides[0]
    from scorekeeper.errors import UnknownNameError

    raise UnknownNameError("player or side", name, units, key=flag, value=name)


def _tricks(items: Optional[list[str]]) -> dict[str, Any] | None:
    return parse_kv(items, "tricks") if items else None


#: the option behind each part of a deal the engine may ask for (prompts.complete)
ASKS = {"tricks": "--tricks/-t NAME=N", "partner": "--partner NAME",
        "first_to_500": "--first-to-500 NAME"}


def _record(file: Any, entry: dict[str, Any], amend: Optional[int], json_out: bool) -> None:
    """Record the entry with what the engine still asks for (at a terminal; a script is told)."""
    from scorekeeper.cli.prompts import record

    record(file, entry, options=ASKS, amend=amend, json_out=json_out)


def _options(rules: str, option: Optional[list[str]]) -> tuple[Any, dict[str, Any]]:
    from scorekeeper.core.registry import preset_options

    return preset_options("five-hundred", rules, parse_kv(option))


def _contract(text: str, key: str = "BID"):
    from scorekeeper.games.five_hundred import tables as T
    from scorekeeper.notation import NotationError, parse_contract

    try:
        return parse_contract(text, levels=T.LEVELS, open_misere=True)
    except NotationError as err:
        raise err.located(key=key) from None


# ------------------------------------------------------------------------------ recording
@app.command()
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
    dealer: DealerOpt = None,
    note: NoteOpt = None,
    amend: AmendOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Record a played contract: bidder, bid and the tricks each player took.

    At a terminal whatever the deal still needs is asked: each side's tricks up to what is left
    of ten (the last side's are what remains), with five players who held the called card
    (blank: the bidder played alone), and who reached 500 first where that decides the game; in a
    script the command fails naming each missing option."""
    with guard(json_out):
        entry = {"bidder": bidder, "bid": bid, "tricks": _tricks(tricks), "partner": partner,
                 "called": called, "revoke": revoke, "first_to_500": first_to_500,
                 "auction": list(auction) if auction else None,
                 "new_game": True if new_game else None, "dealer": dealer, "note": note}
        _record(file, entry, amend, json_out)


@app.command()
def passed(
    file: FileArg,
    tricks: TricksOpt = None,
    revoke: RevokeOpt = None,
    first_to_500: FirstOpt = None,
    new_game: NewGameOpt = False,
    dealer: DealerOpt = None,
    note: NoteOpt = None,
    amend: AmendOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Record an all-passed deal: played in no trumps, 10 a trick to each player (R-F4).

    At a terminal the tricks left out are asked player by player (side by side), each up to what
    is left of ten; in a script the command fails naming the missing option."""
    with guard(json_out):
        entry = {"tricks": _tricks(tricks) or {}, "revoke": revoke, "first_to_500": first_to_500,
                 "new_game": True if new_game else None, "dealer": dealer, "note": note}
        _record(file, entry, amend, json_out)


@app.command()
def points(
    file: FileArg,
    scores: ScoresArg,
    note: ReasonOpt,
    first_to_500: FirstOpt = None,
    dealer: DealerOpt = None,
    amend: AmendOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Record a deal by its points alone, with a note (R-F-M6).  Where several reach 500 by it,
    who got there first is asked at a terminal (a script names --first-to-500)."""
    with guard(json_out):
        entry = {"points": parse_kv(scores, "points"), "note": note,
                 "first_to_500": first_to_500, "dealer": dealer}
        _record(file, entry, amend, json_out)


@app.command("new-game")
def new_game_cmd(file: FileArg, note: NoteOpt = None, amend: AmendOpt = None,
                 json_out: JsonOpt = False) -> None:
    """Start a new game after a won one: every score back to 0 (R-F-M1)."""
    with guard(json_out):
        record_amend(amend, file, {"new_game": True, "note": note}, json_out=json_out)


# ------------------------------------------------------------------------------ arbitration
@app.command()
def value(
    bid: Annotated[str, typer.Argument(help="The contract: 8♦, 7NT, misere, 'open misere' …")],
    rules: RulesOpt = "avondale",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """What a bid is worth, and the rule."""
    with guard(json_out):
        from scorekeeper.games.five_hundred import scoring

        preset, opts = _options(rules, option)
        c = _contract(bid)
        v, rule = scoring.contract_value(c, opts), scoring.value_rule(c)
        if json_out:
            print_json({"bid": str(c), "value": v, "rule": rule, "rules": preset.name})
            return
        console().print(f"{c} is worth {v}  [dim]\\[{cite(rule)}][/]")


@app.command()
def overcall(
    bid: Annotated[str, typer.Argument(help="The new bid.")],
    previous: Annotated[list[str], typer.Argument(help="The bids made before it, in order.")],
    rules: RulesOpt = "avondale",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Whether BID may follow the PREVIOUS bids (it must beat the highest of them, R-F2).

    The answer is printed (and in --json as a boolean); the exit status is 0 whether it overcalls
    or not, and 1 only when a bid cannot be read.
    """
    with guard(json_out):
        from scorekeeper.games.five_hundred import scoring

        preset, opts = _options(rules, option)
        new = _contract(bid)
        before = [_contract(p, "PREVIOUS") for p in previous]
        top = max(before, key=lambda b: scoring.ladder_key(b, opts))
        legal = scoring.overcalls(new, top, opts)
        rule = scoring.ladder_rule(new, top)
        text = (f"{new} ({scoring.contract_value(new, opts)}) "
                + ("overcalls" if legal else "does not overcall")
                + f" {top} ({scoring.contract_value(top, opts)})")
        if json_out:
            print_json({"bid": str(new), "highest_before": str(top), "legal": legal, "rule": rule,
                        "rules": preset.name})
            return
        console().print(f"{text}: {'legal' if legal else 'not a legal bid'}  [dim]\\[{cite(rule)}][/]")


@app.command()
def ladder(rules: RulesOpt = "avondale", option: OptionOpt = None, json_out: JsonOpt = False) -> None:
    """Every bid from lowest to highest with its value (R-F1, R-F2)."""
    with guard(json_out):
        from scorekeeper.games.five_hundred import scoring

        preset, opts = _options(rules, option)
        bids = scoring.ladder(opts, misere=opts["misere"])
        rows = [(str(b), scoring.contract_value(b, opts), scoring.value_rule(b)) for b in bids]
        if json_out:
            print_json({"rules": preset.name, "ladder": [{"bid": b, "value": v, "rule": r}
                                                          for b, v, r in rows]})
            return
        for b, v, r in rows:
            console().print(f"{b:>12} {v:>4}  [dim]\\[{r}][/]")


@app.command()
def score(
    bid: Annotated[str, typer.Argument(help="The contract played.")],
    tricks: Annotated[int, typer.Argument(help="Tricks taken by the soloist (with his partner or side).", min=0, max=10)],
    opponents: Annotated[Optional[str], typer.Option("--opponents", help="Tricks of each opposing player or side, comma-separated (default: what is left, split as a single opponent).")] = None,
    partner: Annotated[bool, typer.Option("--partner", help="Five players: the soloist has a called partner (who wins or loses half).")] = False,
    revoke: Annotated[Optional[str], typer.Option("--revoke", help="An uncorrected revoke: 'soloist', or the opponent's number (1, 2 …) as in --opponents.")] = None,
    rules: RulesOpt = "avondale",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """What an outcome scores: the soloist's points and each opponent's, each with its rule."""
    with guard(json_out):
        from scorekeeper.errors import IllegalError, InvalidError
        from scorekeeper.games.five_hundred import scoring

        preset, opts = _options(rules, option)
        c = _contract(bid)
        if opponents:
            try:
                opp = [int(x) for x in split_names(opponents)]
            except ValueError:
                raise InvalidError("opponents' tricks are whole numbers", key="--opponents",
                                   value=opponents, expected="e.g. 1,1") from None
        else:
            opp = [10 - tricks]
        if tricks + sum(opp) != 10:
            raise IllegalError(f"the tricks add up to {tricks + sum(opp)}, not 10", key="--opponents",
                               value=opponents, expected="ten tricks in all")
        sides = {f"opponent {i + 1}": n for i, n in enumerate(opp)}
        rv = None
        if revoke is not None:
            if revoke == "soloist":
                rv = "soloist"
            elif revoke.isdigit() and f"opponent {revoke}" in sides:
                rv = f"opponent {revoke}"
            else:
                raise InvalidError("bad --revoke", key="--revoke", value=revoke,
                                   expected="soloist, or 1 … " + str(len(sides)))
        out = scoring.score_contract(c, tricks, sides, opts, rv)
        lines: list[tuple[str, Any, str, str]] = []
        for a in out.soloist:
            lines.append(("soloist", a.points, a.text, a.rule))
            if partner:
                h = scoring.partner_half(a)
                lines.append(("partner", h.points, h.text, h.rule))
        for side, awards in out.opponents.items():
            for a in awards:
                lines.append((side, a.points, a.text, a.rule))
        if json_out:
            print_json({"bid": str(c), "tricks": tricks, "result": out.result, "rules": preset.name,
                        "lines": [{"who": w, "points": p, "text": t, "rule": r} for w, p, t, r in lines],
                        "totals": _totals(lines)})
            return
        con = console()
        con.print(f"[bold]{c}, {tricks} trick{'s' if tricks != 1 else ''}: {out.result}[/] "
                  f"(rules {preset.name})")
        for w, p, t, r in lines:
            con.print(f"  {w}: {'+' if p >= 0 else ''}{fmt(p)} — {t}  [dim]\\[{r}][/]")


def _totals(lines: list[tuple[str, Any, str, str]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for w, p, _, _ in lines:
        out[w] = out.get(w, 0) + p
    return out


@app.command()
def race(
    scores: Annotated[list[str], typer.Argument(help="Everyone's score after the deal: Name=points (a side as A/B=points).")],
    soloist: Annotated[Optional[str], typer.Option("--soloist", help="Who played the contract (omit for an all-passed deal).")] = None,
    partner: Annotated[Optional[str], typer.Option("--partner", help="Five players: the called partner (counts after the soloist).")] = None,
    first: Annotated[Optional[str], typer.Option("--first", help="The opponent whose trick brought him to 500 first, if known.")] = None,
    json_out: JsonOpt = False,
) -> None:
    """Who wins when a deal takes several past 500, or someone to −500 (R-F5)."""
    with guard(json_out):
        from scorekeeper.errors import InvalidError
        from scorekeeper.games.five_hundred import scoring
        from scorekeeper.games.five_hundred.tables import WIN_RULE

        pts = parse_kv(scores, "score")
        for k, v in pts.items():
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                raise InvalidError("a score is a number", key=k, value=v, expected="Name=points")
        soloist, partner, first = (_side_of(n, list(pts), flag) for n, flag in
                                   ((soloist, "--soloist"), (partner, "--partner"), (first, "--first")))
        lead = [[u] for u in (soloist, partner) if u]
        others = [[u] for u in pts if u not in (soloist, partner)]
        r = scoring.race(pts, first=lead, others=others, first_to_500=first)
        if json_out:
            print_json({"finished": r.finished, "winner": "/".join(r.winners) or None,
                        "text": r.text, "rule": r.rule,
                        "needs_first_to_500": [list(g) for g in r.candidates] if not r.finished else []})
            return
        from rich.markup import escape

        con = console()
        if not r.finished and r.candidates:
            con.print(f"[yellow]undecided:[/] {escape(r.text)} — between "
                      + escape(" and ".join("/".join(g) for g in r.candidates))
                      + f"; give --first  [dim]\\[{cite(r.rule)}][/]")
        elif not r.finished:
            con.print(f"the game goes on: nobody at +500 or −500  [dim]\\[{cite(WIN_RULE)}][/]")
        else:
            who = "/".join(r.winners) if r.winners else "nobody (a draw)"
            con.print(f"winner: [bold green]{escape(who)}[/] — {escape(r.text)}  [dim]\\[{cite(r.rule)}][/]")
