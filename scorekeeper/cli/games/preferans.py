"""`scorekeeper preferans …`: record preferans deals at the table and arbitrate disputes.

Recording commands (``game``, ``misere``, ``raspasy``) append one checked entry to a session file;
in a terminal they ask for what is missing.  Arbitration commands (``overcall``, ``ladder``,
``value``, ``score``) need no file and print the rule for each number.  The engine is imported
inside the commands.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from scorekeeper.cli.common import console, fmt, guard, parse_kv, print_json, print_steps, record_entry, split_names

app = typer.Typer(
    help="Preferans: record deals (game, misere, raspasy) and arbitrate bids and scores "
    "(overcall, ladder, value, score).",
    no_args_is_help=True,
    rich_markup_mode=None,
)

FileArg = Annotated[Path, typer.Argument(help="The session file (TOML).", show_default=False)]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON.")]
NoteOpt = Annotated[Optional[str], typer.Option("--note", "-n", help="A note kept with the entry.")]
DealerOpt = Annotated[Optional[str], typer.Option("--dealer", help="Who dealt, if not the next in turn.")]
WhistOpt = Annotated[Optional[list[str]], typer.Option(
    "--whist", "-w", help="A player who said whist (repeat, or comma-separated: -w Vera,Gleb).")]
PassedOpt = Annotated[bool, typer.Option(
    "--passed", "-p", help="Both defenders passed: the game is scored without play.")]
TricksOpt = Annotated[Optional[int], typer.Option(
    "--tricks", "-t", min=0, max=10, help="The declarer's tricks (the rest follow where they can).")]
TricksOfOpt = Annotated[Optional[list[str]], typer.Option(
    "--tricks-of", "-T", help="Another player's tricks: Name=N (repeat); needed when two whisters "
    "each write their own.")]
OpenOpt = Annotated[bool, typer.Option("--open", "-o", help="Played open (лёжа); default closed.")]
HalfOpt = Annotated[Optional[str], typer.Option(
    "--half-whist", "-H", help="The defender who said half-whist (6 and 7; the other passed).")]
HelpToOpt = Annotated[Optional[str], typer.Option(
    "--help-to", help="Whom overflowing pool points help first (R-P7).")]
RulesOpt = Annotated[str, typer.Option("--rules", "-r", help="Preset: sochi, leningrad or rostov.")]
OptionOpt = Annotated[Optional[list[str]], typer.Option(
    "--option", "-O", help="Override an option: key=value (repeatable), e.g. stalingrad=true.")]


def _interactive() -> bool:
    return sys.stdin.isatty()


def _names(items: Optional[list[str]]) -> list[str]:
    out: list[str] = []
    for item in items or ():
        out += split_names(item)
    return out


def _tricks(declarer: str, tricks: Optional[int], tricks_of: Optional[list[str]]) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
    if tricks is not None:
        out[declarer] = tricks
    out.update(parse_kv(tricks_of, "tricks"))
    return out or None


# ------------------------------------------------------------------------------ recording
@app.command()
def game(
    file: FileArg,
    declarer: Annotated[str, typer.Argument(help="Who played the game.")],
    contract: Annotated[str, typer.Argument(help="The contract: 6♠ … 10NT (6s, 7п, 8NT, 9БК).")],
    whist: WhistOpt = None,
    passed: PassedOpt = False,
    tricks: TricksOpt = None,
    tricks_of: TricksOfOpt = None,
    open_: OpenOpt = False,
    half_whist: HalfOpt = None,
    help_to: HelpToOpt = None,
    dealer: DealerOpt = None,
    note: NoteOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Record a game: e.g. `game night.toml Boris 7s -w Vera -t 7 --open`; `-p` when both passed."""
    with guard(json_out):
        from scorekeeper.errors import InvalidError

        whisters = _names(whist)
        if whisters and (passed or half_whist):
            raise InvalidError("name whisters, or say both passed (--passed / --half-whist), not both",
                               key="--whist", value=whisters)
        if half_whist:
            passed = True
        if not whisters and not passed:
            if not _interactive():
                raise InvalidError("who whisted?", key="--whist",
                                   expected="-w NAME (repeat for two), or --passed when both passed")
            answer = typer.prompt("Who whisted? (names, comma-separated; '-' if both passed)")
            whisters = [] if answer.strip() in ("-", "") else split_names(answer)
        entry: dict[str, Any] = {"declarer": declarer, "contract": contract, "whist": whisters}
        if open_:
            entry["open"] = True
        if half_whist:
            entry["half_whist"] = half_whist
        t = _tricks(declarer, tricks, tricks_of)
        if whisters and t is None:
            if not _interactive():
                raise InvalidError(f"how many tricks did {declarer} take?", key="--tricks",
                                   expected="-t N (and -T Name=N for a whister where needed)")
            t = {declarer: typer.prompt(f"Tricks taken by {declarer}", type=int)}
            if len(whisters) == 2:
                w = typer.prompt(f"Tricks taken by {whisters[0]} (blank if the split does not matter)",
                                 default="", show_default=False)
                if w.strip():
                    t[whisters[0]] = int(w)
        if t is not None:
            entry["tricks"] = t
        entry.update({"help": help_to, "dealer": dealer, "note": note})
        record_entry(file, entry, json_out=json_out)


@app.command()
def misere(
    file: FileArg,
    declarer: Annotated[str, typer.Argument(help="Who played the misère.")],
    tricks: TricksOpt = None,
    help_to: HelpToOpt = None,
    dealer: DealerOpt = None,
    note: NoteOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Record a misère: `misere night.toml Anna -t 0` (made) or `-t 2` (caught with two)."""
    with guard(json_out):
        from scorekeeper.errors import InvalidError

        if tricks is None:
            if not _interactive():
                raise InvalidError(f"how many tricks did {declarer} take?", key="--tricks",
                                   expected="-t 0 when the misère was made")
            tricks = typer.prompt(f"Tricks taken by {declarer}", type=int, default=0)
        record_entry(file, {"declarer": declarer, "contract": "misere", "tricks": {declarer: tricks},
                            "help": help_to, "dealer": dealer, "note": note}, json_out=json_out)


@app.command()
def raspasy(
    file: FileArg,
    tricks: Annotated[Optional[list[str]], typer.Argument(
        help="Tricks per player: Anna=4 Boris=1 Vera=5 (one may be left out).")] = None,
    dealer: DealerOpt = None,
    note: NoteOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Record raspasy (all passed): `raspasy night.toml Anna=4 Boris=1 Vera=5`."""
    with guard(json_out):
        from scorekeeper.errors import InvalidError

        got = parse_kv(tricks, "tricks")
        if not got:
            if not _interactive():
                raise InvalidError("say the tricks", key="TRICKS", expected="Anna=4 Boris=1 Vera=5")
            got = parse_kv(typer.prompt("Tricks (Name=N, space-separated)").split(), "tricks")
        record_entry(file, {"raspasy": got, "dealer": dealer, "note": note}, json_out=json_out)


# ------------------------------------------------------------------------------ arbitration
def _opts(rules: str, option: Optional[list[str]]):
    from scorekeeper.games.preferans.engine import resolve_preset

    return resolve_preset(rules, parse_kv(option))


@app.command()
def overcall(
    bid: Annotated[str, typer.Argument(help="The new bid: 7♣, 7s, misere, or an auction word "
                                            "(раз, два, …, семь первых, sem' vtoryh).")],
    over: Annotated[str, typer.Argument(help="The bid it should overcall.")],
    rules: RulesOpt = "sochi",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """Whether BID overcalls OVER on the 26-step ladder (only a higher step does)."""
    with guard(json_out):
        from scorekeeper.games.preferans.auction import overcall as decide

        name, opts = _opts(rules, option)
        ans = decide(bid, over, opts["misere_rank"])
        if json_out:
            print_json({"bid": str(ans.bid.contract), "bid_word": ans.bid.word, "bid_step": ans.bid_step,
                        "over": str(ans.over.contract), "over_word": ans.over.word,
                        "over_step": ans.over_step, "overcalls": ans.overcalls, "rule": ans.rule,
                        "rules": name})
            return
        console().print(f"{ans.text()}  [dim]\\[{ans.rule}][/]")


@app.command()
def ladder(rules: RulesOpt = "sochi", option: OptionOpt = None, json_out: JsonOpt = False) -> None:
    """The 26 contracts from lowest to highest, with each game's value."""
    with guard(json_out):
        from scorekeeper.games.preferans import scoring
        from scorekeeper.games.preferans.auction import RULE_LADDER
        from scorekeeper.games.preferans.auction import ladder as make

        name, opts = _opts(rules, option)
        rows = [(i + 1, str(c), scoring.game_value(c, opts)) for i, c in enumerate(make(opts["misere_rank"]))]
        if json_out:
            print_json({"rules": name, "rule": RULE_LADDER,
                        "ladder": [{"step": s, "contract": c, "value": v} for s, c, v in rows]})
            return
        for s, c, v in rows:
            console().print(f"{s:>3}  {c:<7} {v:>3}")
        console().print(f"[dim]\\[{RULE_LADDER}][/]")


@app.command()
def value(
    contract: Annotated[str, typer.Argument(help="The contract: 6♠ … 10NT or misere.")],
    rules: RulesOpt = "sochi",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """What a contract is worth and what the whisters must take, each number with its rule."""
    with guard(json_out):
        from scorekeeper.games.preferans.scoring import contract_facts
        from scorekeeper.notation import NotationError, parse_contract

        name, opts = _opts(rules, option)
        try:
            c = parse_contract(contract)
        except NotationError as err:
            raise err.located(key="CONTRACT") from None
        facts = contract_facts(c, opts)
        if json_out:
            print_json({"contract": str(c), "rules": name,
                        "facts": [{"label": f.label, "value": f.value, "rule": f.rule} for f in facts]})
            return
        con = console()
        con.print(f"[bold]{c}[/] under {name}:")
        for f in facts:
            v = fmt(float(f.value)) if hasattr(f.value, "denominator") else str(f.value)
            con.print(f"  {f.label}: [bold]{v}[/]  [dim]\\[{f.rule}][/]")


@app.command()
def score(
    contract: Annotated[Optional[str], typer.Argument(help="The contract played (leave out for raspasy).")] = None,
    declarer: Annotated[Optional[str], typer.Option("--declarer", "-d", help="Who played (default: the first player).")] = None,
    whist: WhistOpt = None,
    tricks: TricksOpt = None,
    tricks_of: TricksOfOpt = None,
    open_: OpenOpt = False,
    half_whist: HalfOpt = None,
    raspasy_tricks: Annotated[Optional[list[str]], typer.Option(
        "--raspasy", help="Raspasy: Name=N per player (repeat) instead of a contract.")] = None,
    streak: Annotated[int, typer.Option("--streak", min=0, help="Raspasy in a row just before this deal.")] = 0,
    players: Annotated[str, typer.Option(
        "--players", "-P", help="3 or 4, or the names in seating order, comma-separated.")] = "3",
    dealer: DealerOpt = None,
    rules: RulesOpt = "sochi",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """What a described outcome scores under a preset, from a clean sheet, each number with its rule.

    E.g. `score 7s -w Left -t 6` or `score --raspasy Declarer=0 --raspasy Left=6 --raspasy Right=4
    --streak 1 -r rostov`.  Default seats: Declarer, Left, Right (and Across with four)."""
    with guard(json_out):
        from scorekeeper.errors import InvalidError
        from scorekeeper.games.preferans.engine import score_outcome

        if players.strip() in ("3", "4"):
            names = ["Declarer", "Left", "Right"] if players.strip() == "3" else \
                ["Declarer", "Left", "Across", "Right"]
        else:
            names = split_names(players)
        name, _ = _opts(rules, option)
        if raspasy_tricks:
            deal: dict[str, Any] = {"raspasy": parse_kv(raspasy_tricks, "raspasy")}
        else:
            if contract is None:
                raise InvalidError("say the contract, or --raspasy for all passed", key="CONTRACT",
                                   expected="e.g. 7s, or --raspasy Name=N …")
            decl = declarer or names[0]
            deal = {"declarer": decl, "contract": contract}
            whisters = _names(whist)
            from scorekeeper.notation import parse_contract

            if not parse_contract(contract).is_misere:
                deal["whist"] = whisters
            t = _tricks(decl, tricks, tricks_of)
            if t is not None:
                deal["tricks"] = t
            if open_:
                deal["open"] = True
            if half_whist:
                deal["half_whist"] = half_whist
        out = score_outcome(name, names, deal, dealer=dealer, streak=streak, overrides=parse_kv(option))
        snap = out.snapshot
        if json_out:
            print_json({"rules": out.preset, "players": list(out.players), "dealer": out.dealer,
                        "deal": deal, "steps": [s.to_dict() for s in out.steps],
                        "pool": snap["pool"], "mountain": snap["mountain"], "whists": snap["whists"],
                        "worth_in_whists": snap["balance"]})
            return
        print_steps(out.steps, title=f"rules {out.preset}, players {', '.join(out.players)}"
                    + (f", dealer {out.dealer}" if len(out.players) == 4 else ""))
        from rich.table import Table

        t = Table(title="after this deal (worth in whists: as if settled at once)", title_justify="left")
        for col in ["player", "pool", "mountain", *[f"whists on {q}" for q in out.players], "worth in whists"]:
            t.add_column(col, justify="left" if col == "player" else "right")
        for p in out.players:
            t.add_row(p, fmt(snap["pool"][p]), fmt(snap["mountain"][p]),
                      *["—" if q == p else fmt(snap["whists"][p][q]) for q in out.players],
                      fmt(round(snap["balance"][p], 2)))
        console().print(t)
