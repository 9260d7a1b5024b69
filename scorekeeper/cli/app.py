"""The ``scorekeeper`` command: parse, call the library, render, turn errors into exit codes.

Generic commands work for every registered game; each game adds its own group for recording deals
at the table and for arbitration (``scorekeeper preferans …``, ``scorekeeper five-hundred …``).
Heavy modules (pydantic, rich, the engines) are imported inside the commands that need them.
"""

from __future__ import annotations

import datetime as _dt
import importlib
import os
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from scorekeeper import __version__
from scorekeeper.cli import reference as _reference
from scorekeeper.cli.coercion import PlainGroup
from scorekeeper.cli.examples import examples
from scorekeeper.cli.common import (
    check_price,
    console,
    created,
    emit,
    FileArg,
    guard,
    JsonOpt,
    NoteOpt,
    parse_kv,
    print_json,
    split_names,
)
from scorekeeper.cli.language import HELP as LANG_HELP, add_to, chosen
from scorekeeper.cli.options import option_opt
from scorekeeper.cli.prompts import records
from scorekeeper.core import registry as _registry
from scorekeeper.views import session as views
from scorekeeper.i18n import _, ngettext

_SETTINGS: dict[str, Any] = dict(
    name="scorekeeper",
    help="Keep score at card nights and settle rule disputes: every total is recomputed from a "
    "plain TOML session file, and every number shows the rule it comes from.",
    no_args_is_help=True,
    add_completion=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    cls=PlainGroup,  # command-line values converted without a validation model each
)
app = typer.Typer(**_SETTINGS)
OptionOpt = option_opt()


# game command groups: (module, name, one-line help), as the games' specs declare them; loaded at
# start-up only as Typer apps
GAME_GROUPS = [(s.cli, s.name, s.cli_help) for s in _registry.specs() if s.cli]


def _version(value: bool) -> None:
    if value:
        typer.echo(f"scorekeeper {__version__}")
        raise typer.Exit()


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", "-V", callback=_version, is_eager=True,
                                          help="Print the version and exit.")] = False,
    lang: Annotated[Optional[str], typer.Option("--lang", metavar="LANG", callback=chosen, is_eager=True,
                                                help=LANG_HELP)] = None,
) -> None:
    """Keep score at card nights and settle rule disputes."""


# ---------------------------------------------------------------------------------------------
# creating and recording
# ---------------------------------------------------------------------------------------------
@app.command()
def new(
    file: FileArg,
    game: Annotated[str, typer.Option("--game", "-g", help="Game: preferans, five-hundred, … (see `scorekeeper rules`).")],
    players: Annotated[str, typer.Option("--players", "-p", help="Comma-separated names in seating order, clockwise; the first deals first.")],
    rules: Annotated[Optional[str], typer.Option("--rules", "-r", help="Preset of the game (default: the game's usual one).")] = None,
    option: OptionOpt = None,
    team: Annotated[Optional[list[str]], typer.Option("--team", help="A side in partnership games: comma-separated names (repeat per side).")] = None,
    title: Annotated[Optional[str], typer.Option("--title", help="A title for the night.")] = None,
    date: Annotated[Optional[str], typer.Option("--date", help="Date of the night, YYYY-MM-DD (default: today).")] = None,
) -> None:
    """Start a session file; refuses to overwrite an existing one. The file pins every option's
    value of its preset ([pinned]), so a later version reads the night as this one does.

    A night started in Russian (--lang ru, SCOREKEEPER_LANG=ru or a Russian locale) is a
    Russian table: the file says lang = "ru", and every command speaks Russian of it unless the
    reader chooses otherwise."""
    with guard():
        from scorekeeper.core import registry
        from scorekeeper.errors import InvalidError
        from scorekeeper.session.files import create

        g = registry.game(game)
        preset = rules or g.default_preset
        try:
            day = _dt.date.fromisoformat(date) if date else _dt.date.today()
        except ValueError:
            raise InvalidError(_("bad date"), key="--date", value=date, expected=_("YYYY-MM-DD")) from None
        from scorekeeper import i18n

        # a night started in Russian is a Russian table: its file says so (lang = "ru")
        create(file, game=g.name, rules=preset, players=split_names(players),
               options=parse_kv(option), title=title, date=day,
               teams=[split_names(t) for t in team] if team else None,
               lang=None if i18n.lang() == "en" else i18n.lang(), landed=created(file))
        console().print(_("created {file}: {game}, rules {rules}, players {players}").format(
            file=file, game=_(g.title), rules=preset, players=", ".join(split_names(players))),
                        markup=False)


@app.command(epilog=examples(
    "scorekeeper pin preferans-sochi.toml",
    "scorekeeper pin preferans-sochi.toml   # refused: already pinned",
))
def pin(file: FileArg) -> None:
    """Pin a night to the option values of this version.

    Writes into the file every option's value its preset has now (a [pinned] table, appended;
    nothing else changes), so that a later version whose preset or default changes still reads
    the night, and its money, as this one does. A night started by new is pinned already;
    this is for a file written before. A file already pinned is refused."""
    with guard():
        from scorekeeper.cli.common import pinned
        from scorekeeper.session.files import pin as pin_file

        done = pin_file(file, landed=pinned(file))
        n = len(done.options)
        console().print(ngettext("pinned {file}: rules {rules}, {n} option",
                                 "pinned {file}: rules {rules}, {n} options",
                                 n).format(file=file, rules=done.rules, n=n), markup=False)


@app.command()
def add(
    file: FileArg,
    pairs: Annotated[list[str], typer.Argument(help="Keys of the entry as key=value, values in TOML (e.g. declarer=Boris contract=7s 'whist=[\"Vera\"]' 'tricks={Boris=7}').")],
    json_out: JsonOpt = False,
) -> None:
    """Append any entry written as key=value pairs (every game; checked before it is written).
    The entry reads as it would in the file; at a terminal a fact the deal cannot leave out
    (who whisted, the robot's combination where it decides a score) is asked."""
    with guard(json_out):
        from scorekeeper.cli.prompts import record_written

        record_written(file, parse_kv(pairs, "entry key"), json_out=json_out)


@records(app, standard=())
def undo(file: FileArg, note: NoteOpt = None, json_out: JsonOpt = False) -> Any:
    """Take back the last thing recorded: strike the newest live entry that is not itself an undo
    (appends `void = N` with `undo = true`; nothing is deleted). After `void`, `amend` or a
    restore it takes back that correction; twice in a row, it takes back two things.

    Run twice at once, each strikes the next live entry (the choice is made under the lock)."""
    from scorekeeper.session.files import undo_entry

    # the entry to strike is chosen under the lock: two undos at once strike two entries
    return undo_entry(note, str(file))


@records(app, standard=())
def void(
    file: FileArg,
    number: Annotated[int, typer.Argument(help="The entry number to strike (see `scorekeeper log`).")],
    note: NoteOpt = None,
) -> Any:
    """Strike entry N (appends `void = N`; nothing is deleted). N a void: take that void back,
    so the entry it struck counts again."""
    return {"void": number, "note": note}


@records(app, standard=())
def penalty(
    file: FileArg,
    points: Annotated[list[str], typer.Argument(help="Name=points (negative allowed), one or more.")],
    note: Annotated[str, typer.Option("--note", "-n", help="The reason, kept with the entry (required).")],
) -> Any:
    """Add penalty points (mountain in preferans, score elsewhere) with a reason."""
    return {"penalty": parse_kv(points, "penalty"), "note": note}


@records(app, standard=())
def note(
    file: FileArg,
    text: Annotated[str, typer.Argument(help="The note.")],
) -> Any:
    """Append a note (it changes no score)."""
    return {"note": text}


@app.command(epilog=examples(
    "scorekeeper seal preferans-mgu-gusarik.toml --price 0.1",
    "scorekeeper seal preferans-sochi.toml   # refused: the game is not finished",
    "scorekeeper seal preferans-sochi.toml --force   # a game not finished, in a script",
))
def seal(
    file: FileArg,
    price: Annotated[Optional[float], typer.Option("--price", help="Money per unit agreed at the table: the seal keeps the money too.")] = None,
    force: Annotated[bool, typer.Option("--force", help="Seal a game not finished without asking (in a script).")] = False,
    json_out: JsonOpt = False,
) -> None:
    """Seal a settled night: append a seal entry with this version, the options in force, each
    player's balance (and money, with --price) and a digest of the entries before it. After
    it no deal may be recorded until `unseal`; show, settle and check compare the file with it.

    A game not finished is sealed only when confirmed at a terminal, or with --force."""
    with guard(json_out):
        from scorekeeper.cli.common import record_entry
        from scorekeeper.cli.prompts import interactive
        from scorekeeper.errors import IllegalError
        from scorekeeper.session.files import load_replay
        from scorekeeper.session.seal import seal_entry

        if price is not None:
            check_price(price)
        if not force and not load_replay(file).finished:
            if not interactive():
                raise IllegalError(_("the game is not finished; nothing was written"),
                                   file=str(file), expected=_("--force to seal it as it stands"))
            if not typer.confirm(_("The game is not finished. Seal it as it stands?")):
                raise typer.Exit(1)
        record_entry(file, seal_entry(str(file), price), json_out=json_out)


@app.command(epilog=examples(
    "scorekeeper unseal preferans-sochi.toml --note \"one more deal\"   # refused: nothing is sealed",
))
def unseal(
    file: FileArg,
    note: Annotated[str, typer.Option("--note", "-n", help="Why the night is reopened (required).")],
    json_out: JsonOpt = False,
) -> None:
    """Reopen a sealed night: append an unseal entry with its reason; deals may follow again."""
    with guard(json_out):
        from scorekeeper.cli.common import record_entry

        record_entry(file, {"unseal": True, "note": note}, json_out=json_out)


# ---------------------------------------------------------------------------------------------
# reading
# ---------------------------------------------------------------------------------------------
@app.command()
def show(
    file: FileArg,
    json_out: JsonOpt = False,
    upto: Annotated[Optional[int], typer.Option("--upto", help="Show the sheet as it stood after entry N.")] = None,
    rows: Annotated[int, typer.Option("--rows", min=0, help="How many of the latest deals the history shows.")] = 30,
    all_rows: Annotated[bool, typer.Option("--all", help="Show every deal in the history.")] = False,
) -> None:
    """Print the score sheet: running totals and the history of deals."""
    with guard(json_out):
        from scorekeeper.session.files import load_replay

        from scorekeeper.cli import corrections

        rep = corrections.with_marks(load_replay(file, upto=upto), file)
        if json_out:
            return print_json(views.sheet_json(rep))
        emit(*views.sheet(rep, None if all_rows else rows, console().width))
        if upto is None:
            from scorekeeper.session import seal as sealing

            sealed = sealing.check(rep)
            if sealed is not None:
                emit(*views.seal_lines(sealed, str(file)))


@app.command()
def settle(
    file: FileArg,
    json_out: JsonOpt = False,
    price: Annotated[Optional[float], typer.Option("--price", help="Money per unit (per whist in preferans): also show money.")] = None,
    rows: Annotated[int, typer.Option("--rows", min=0, help="How many of the latest games and lines of the explanation to list.")] = 10,
    all_rows: Annotated[bool, typer.Option("--all", help="List every game and every line of the explanation.")] = False,
) -> None:
    """The settlement: what each player wins or pays (now, or final if the game is over), and
    who pays whom: pair by pair (with --price) and as the fewest transfers, to the cent.
    A long match lists its latest games and lines (--rows); --json always holds them all."""
    with guard(json_out):
        from scorekeeper.session.files import load_replay
        from scorekeeper.views.money import balances

        if price is not None:
            check_price(price)
        from scorekeeper.session import seal as sealing

        rep = load_replay(file)
        s = rep.settlement()
        shown = balances(s, price)
        sealed = sealing.check(rep)
        if json_out:
            out = views.settlement_json(rep, s, shown, price)
            if sealed is not None:
                out["seal"] = views.seal_json(sealed)
                if not sealed.ok:  # the sealed figures stand, not payments worked from others
                    for k in ("balance_exact", "pairs", "transfers", "adjusted", "adjustment"):
                        out.pop(k, None)
                    out.update(sealed.sealed)
            return print_json(out)
        if sealed is not None and not sealed.ok:  # the sealed figures stand as the result
            return emit(*views.seal_lines(sealed, str(file)), *views.sealed_figures(sealed))
        emit(*views.settlement(rep, s, shown, price, None if all_rows else rows, console().width))
        if sealed is not None:
            emit(*views.seal_lines(sealed, str(file)))


@app.command("what-if", epilog=examples(
    "scorekeeper what-if preferans-sochi.toml --rules leningrad",
    "scorekeeper what-if preferans-sochi.toml -o lone_whist=gentleman --price 0.1",
    "scorekeeper what-if preferans-sochi.toml --rules mgu-classic   # refused: entry 1"))
def what_if(
    file: FileArg,
    rules: Annotated[Optional[str], typer.Option("--rules", "-r", help="Another preset of the file's game (default: the file's own, with --option).")] = None,
    option: OptionOpt = None,
    price: Annotated[Optional[float], typer.Option("--price", help="Money per unit (per whist in preferans): also show money.")] = None,
    json_out: JsonOpt = False,
) -> None:
    """The settlement the night would have had under other rules: the file's entries replayed
    under another preset of its game and/or options laid over the file's (--option), beside the
    settlement under the file's own rules, with each player's difference.

    Nothing is written. An entry the other rules refuse (a contract they do not play, a deal
    after their game is over) is named with the reason, and nothing is compared (exit 1)."""
    with guard(json_out):
        from scorekeeper.core.whatif import what_if as compare
        from scorekeeper.errors import InvalidError
        from scorekeeper.session.files import load

        if price is not None:
            check_price(price)
        overrides = parse_kv(option)
        session = load(file)
        env = session.envelope
        if not overrides and (rules is None or _registry.preset(
                _registry.game(env.game), rules).name == env.rules):  # an alias of its own too
            raise InvalidError(_("no other rules to compare with"), key="--rules",
                               value=rules, expected=_("another preset (--rules) or an option "
                                                       "laid over the file's (-o key=value)"))
        w = compare(session, rules, overrides)
        if json_out:
            return print_json(views.what_if_json(w, price))
        emit(*views.what_if(w, price))


@app.command()
def log(file: FileArg, json_out: JsonOpt = False) -> None:
    """List the entries, numbered; struck ones are marked."""
    with guard(json_out):
        from scorekeeper.session.files import load_replay

        rep = load_replay(file, collect=True)
        print_json(views.log_json(rep)) if json_out else emit(views.log(rep, str(file)))


@app.command()
def explain(
    file: FileArg,
    number: Annotated[Optional[int], typer.Argument(help="The entry to explain (default: every entry).")] = None,
    json_out: JsonOpt = False,
) -> None:
    """How an entry changed the score, step by step, each step citing its rule."""
    with guard(json_out):
        from scorekeeper.session.files import load_replay

        rep = load_replay(file, collect=True)
        chosen = [rep.entry(number)] if number is not None else rep.entries
        print_json(views.explained_json(chosen)) if json_out else emit(*views.explained(chosen, rep))


@app.command()
def check(file: FileArg, json_out: JsonOpt = False) -> None:
    """Check the whole file and list every problem (exit 1 if there is any)."""
    with guard(json_out):
        from scorekeeper.errors import ProblemList
        from scorekeeper.session.files import load_replay

        from scorekeeper.session import seal as sealing

        rep = load_replay(file, collect=True)
        if not rep.problems:
            rep.problems.extend(sealing.problems(rep, str(file)))
        if json_out:
            print_json({"ok": not rep.problems, "entries": len(rep.entries),
                        "problems": [p.to_dict() for p in rep.problems]})
            if rep.problems:
                raise typer.Exit(1)
            return
        if rep.problems:
            raise ProblemList(rep.problems)
        n = len(rep.entries)
        console().print(ngettext("{file}: {n} entry, no problems", "{file}: {n} entries, no problems",
                                 n).format(file=file, n=n), markup=False)


@app.command()
def rules(
    game: Annotated[Optional[str], typer.Argument(help="The game (default: list the games and their presets).")] = None,
    preset: Annotated[Optional[str], typer.Option("--rules", "-r", help="Show the option values of this preset.")] = None,
    ruling: Annotated[Optional[str], typer.Option("--ruling", help="Print the full text of a ruling (R-P8) instead; the same as `scorekeeper why`.")] = None,
    json_out: JsonOpt = False,
) -> None:
    """Every option of a game: its value in a preset, its meaning and its source."""
    with guard(json_out):
        if ruling is not None:
            from scorekeeper.cli.reference import describe_citation

            describe_citation(ruling, json_out=json_out)
            return
        from scorekeeper.core import registry
        from scorekeeper.core.options import resolve_options

        if game is None:
            games = [registry.game(n) for n in registry.game_names()]
            print_json(views.games_json(games)) if json_out else emit(*views.games(games))
            return
        g = registry.game(game)
        p = registry.preset(g, preset or g.default_preset)
        values = resolve_options(g.options, p)
        if json_out:
            return print_json(views.options_json(g, p, values))
        emit(*views.options(g, p, values, console().width))


@app.command()
def export(
    file: FileArg,
    to: Annotated[str, typer.Option("--to", help="Format: json, csv, markdown or html (one self-contained page).")] = "markdown",
    output: Annotated[Optional[Path], typer.Option(
        "--output", "-o", help="Write to this file instead of standard output (refuses to "
        "overwrite an existing file unless --force).")] = None,
    force: Annotated[bool, typer.Option(
        "--force", "-f", help="Replace the output file if it exists, atomically (never a "
        "session file).")] = False,
) -> None:
    """Export the sheet, the entries and the settlement as JSON, CSV, Markdown or an HTML page."""
    with guard():
        from scorekeeper.errors import InvalidError
        from scorekeeper.session.files import load_replay

        kind = to.lower()
        if kind in ("md",):
            kind = "markdown"
        if kind not in ("json", "csv", "markdown", "html"):
            raise InvalidError(_("unknown export format"), key="--to", value=to,
                               expected=_("json, csv, markdown or html"))
        rep = load_replay(file, every_entry=True)  # the JSON lists every entry
        if kind == "html":
            from scorekeeper.cli.draw import html_of

            text = html_of(file)
        else:
            text = views.export_text(rep, kind)
        if output is None:
            import sys

            sys.stdout.write(text)
        else:
            from scorekeeper.session.outputs import write_output

            write_output(file, output, text, force=force, landed=created(output))
            console().print(_("wrote {output}").format(output=output), markup=False)


importlib.import_module("scorekeeper.cli.draw").register(app)  # draw, serve


def _mount_games() -> None:
    for module, name, help_text in GAME_GROUPS:
        try:
            sub = importlib.import_module(module).app
        except ModuleNotFoundError as err:
            if err.name and module.startswith(err.name):
                continue  # that game's commands are not installed
            raise
        app.add_typer(sub, name=name, help=help_text)


_mount_games()
_reference.register(app)
importlib.import_module("scorekeeper.cli.corrections").register(app)  # amend
importlib.import_module("scorekeeper.cli.table").register(app)  # seats, join, leave, last-circle


_command: Any = None


def command() -> Any:
    """The Click command Typer builds from ``app`` (built once per process: a process that forks
    writers, like the fault suite's, builds it before forking)."""
    global _command
    if _command is None:
        _command = add_to(typer.main.get_command(app))
    return _command


def _command_for(args: list[str]) -> Any:
    """The Click command for one command line: the root with only the command ``args`` names.

    Typer builds a Click command, with every parameter, for each command of the app: some 50 ms
    for the fifty-odd commands of all the games, when a command line runs one of them.  The root's
    own options (``--help``, ``--version``), shell completion and a word that names no command get
    the whole tree, so help, suggestions and completion stay as they are."""
    if _command is not None or not args or args[0].startswith("-") \
            or any(k.endswith("_COMPLETE") for k in os.environ):
        return command()
    one = typer.Typer(**_SETTINGS)
    one.registered_callback = app.registered_callback
    one.registered_commands = [c for c in app.registered_commands
                               if (c.name or typer.main.get_command_name(c.callback.__name__)) == args[0]]
    one.registered_groups = [g for g in app.registered_groups if g.name == args[0]]
    if not one.registered_commands and not one.registered_groups:
        return command()
    return add_to(typer.main.get_command(one))


def main() -> None:
    """Run the command line (``scorekeeper.__main__.run`` is the process's entry point around it):
    every command runs inside ``guard``; this catches what escapes even that (an error while the
    command line is read, say) and reports it without a traceback.  Ends in ``SystemExit``."""
    import sys

    from scorekeeper.cli.common import report_bug, stopped
    from scorekeeper.signals import unraisable

    sys.unraisablehook = unraisable
    # pydantic looks for plugins among every installed package's entry points before it builds
    # the first model (5 ms here, more on a machine with many packages); the session file's
    # models need none.  PYDANTIC_DISABLE_PLUGINS set to anything, even empty, is left as it is.
    os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "1")
    try:
        _command_for(sys.argv[1:])()
    except SystemExit as exc:
        # a stop outside a command body: Typer exits 130 without a word, whatever the signal
        if exc.code == 130:
            raise SystemExit(stopped()) from None
        raise
    except KeyboardInterrupt as exc:
        raise SystemExit(stopped(exc)) from None
    except Exception as exc:
        from scorekeeper import signals

        if signals.received:  # a failure that follows a stop is the stop's doing
            raise SystemExit(stopped()) from None
        report_bug(exc)
        from scorekeeper.errors import EXIT_INTERNAL

        raise SystemExit(EXIT_INTERNAL) from None


if __name__ == "__main__":
    main()
