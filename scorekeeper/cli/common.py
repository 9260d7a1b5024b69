"""Shared pieces of the command-line layer: error handling, output, recording an entry.

Only the CLI imports Typer and rich.  Every command body runs inside :func:`guard`, which turns the
tool's own errors into a readable message and an exit code — never a traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Annotated, Any, Optional

import typer

from scorekeeper.errors import EXIT_INTERNAL, ProblemList, ScorekeeperError, json_safe
from scorekeeper.i18n import N_, _

# options shared by the commands of every game
FileArg = Annotated[Path, typer.Argument(help="The session file (TOML).", show_default=False)]
JsonOpt = Annotated[bool, typer.Option("--json", help="Print machine-readable JSON instead of tables.")]
NoteOpt = Annotated[Optional[str], typer.Option("--note", "-n", help="A note kept with the entry.")]
DealerOpt = Annotated[Optional[str], typer.Option("--dealer", help="Who dealt, if not the next in turn.")]
#: ``--amend N`` on every recording command of every game (``cli/corrections.py``)
AmendOpt = Annotated[Optional[int], typer.Option(
    "--amend", metavar="N", help="Record this as the amendment of entry N: it stands in N's place "
    "(the dealer and every later figure as if N had been recorded right); nothing is rewritten.")]
#: a result entered by hand (``points = { … }`` with a note): the points and the reason
ScoresArg = Annotated[list[str], typer.Argument(
    help="Name=points for each player (a side as A/B where the game has sides; negative allowed).")]
ReasonOpt = Annotated[str, typer.Option(
    "--note", "-n", help="Why it is entered by its result and not as played (required).")]

_console = None
_err_console = None


def console():
    """The rich console for standard output (created on first use: rich loads lazily)."""
    global _console
    if _console is None:
        _console = _console_class()(highlight=False)
    return _console


def err_console():
    global _err_console
    if _err_console is None:
        _err_console = _console_class()(stderr=True, highlight=False, soft_wrap=True)
    return _err_console


_Console: Any = None


def _console_class() -> Any:
    """rich's Console, except that a reader that went away is the ``BrokenPipeError`` it is:
    rich would end the process with exit 1 on the spot, which after a recorded entry would be a
    lie; :func:`guard` decides what it means."""
    global _Console
    if _Console is None:
        import errno
        import os

        from rich.console import Console

        class _Console(Console):  # type: ignore[no-redef]
            def on_broken_pipe(self) -> None:
                self.quiet = True
                try:  # later output to the same stream goes nowhere instead of failing again
                    devnull = os.open(os.devnull, os.O_WRONLY)
                    os.dup2(devnull, self.file.fileno())
                    os.close(devnull)
                except (OSError, ValueError, AttributeError):
                    pass
                raise BrokenPipeError(errno.EPIPE, os.strerror(errno.EPIPE))
    return _Console


def print_error(err: ScorekeeperError) -> None:
    """Each problem on standard error, wrapped to the terminal (:mod:`scorekeeper.views.wrap`)."""
    problems = err.problems if isinstance(err, ProblemList) else [err]
    for p in problems:
        say(_("error"), "bold red", p.describe())


def say(label: str, style: str, text: str) -> None:
    """``label: text`` on standard error, the label styled, the text wrapped to the terminal."""
    from rich.markup import escape

    from scorekeeper.views.wrap import fitted

    body = fitted(f"{label}: {text}", sys.stderr)[len(label) + 1:]
    err_console().print(f"[{style}]{label}:[/]{escape(body)}")


#: set once "interrupted; nothing was written" has been said (main() says it otherwise)
interrupt_reported = [False]
#: (file, entry number, json) once this process's entry is in the file: from then on the command
#: succeeds, whatever interrupts it (guard() and main() check this)
landed_entry: list[tuple[Path, int, bool]] = []
#: the file this command created, once it exists (``new``, ``export -o``): the same for it
created_file: list[Path] = []
#: the file this command pinned, once the pin is in it (``pin``): the same for it
pinned_file: list[Path] = []
#: a reader that went away (``| head``) ends a command that wrote nothing as SIGPIPE would
EXIT_READER_GONE = 141


@contextmanager
def guard(json_errors: bool = False) -> Iterator[None]:
    """Run a command body; a ScorekeeperError becomes a message on stderr and a non-zero exit.

    A stop signal becomes "interrupted; nothing was written" and 128 + the signal, or, once the
    command's entry is in the file, "recorded as entry N" and exit 0 (:func:`stopped`); so does
    any failure that follows a stop (an import the stop left half done).  A reader of the output
    that went away ends the command quietly: 141 where it wrote nothing, 0 where it did.
    Anything else that escapes is a bug: it becomes a short message asking for a report (exit
    70), never a traceback.  Every expected failure is handled where it arises, not here."""
    from scorekeeper import signals

    landed_entry.clear()  # one command per guard: nothing of an earlier one (in-process tests)
    created_file.clear()
    pinned_file.clear()
    interrupt_reported[0] = False
    stops = len(signals.received)
    try:
        yield
    except ScorekeeperError as err:
        _in_command_terms(err)
        if json_errors:
            problems = err.problems if isinstance(err, ProblemList) else [err]
            _quietly(lambda: sys.stdout.write(json.dumps(
                json_safe({"error": [p.to_dict() for p in problems]}), ensure_ascii=False,
                default=str, allow_nan=False) + "\n"))
        _quietly(lambda: print_error(err))
        raise typer.Exit(err.exit_code) from None
    except KeyboardInterrupt as exc:
        raise typer.Exit(stopped(exc)) from None
    except BrokenPipeError:
        raise typer.Exit(stopped(None) if _wrote() else EXIT_READER_GONE) from None
    except Exception as exc:
        if isinstance(exc, (typer.Exit, typer.Abort)) or type(exc).__module__.startswith(
                ("typer", "click")):
            raise  # the command line's own exits and usage errors
        if len(signals.received) > stops or _after_a_stop(exc):
            raise typer.Exit(stopped(None)) from None
        report_bug(exc)
        raise typer.Exit(EXIT_INTERNAL) from None


def _in_command_terms(err: ScorekeeperError) -> None:
    """A refusal of what was typed (not of a file's content) said in the command's options."""
    try:
        from scorekeeper.cli.terms import command_terms

        command_terms(err, _click_context())
    except Exception:  # pragma: no cover - the message stands as the library words it
        pass


def stopped(exc: BaseException | None = None) -> int:
    """Say what a command a stop signal ended did, and give its exit status: "recorded as entry
    N" (or "created FILE") and 0 where this process's work is on disk, else "interrupted; nothing
    was written" (once) and 128 + the signal (``exc``'s, else the latest received)."""
    from scorekeeper import signals

    if landed_entry:  # the entry is in the file: that is the truth to tell
        recorded_anyway(*landed_entry[-1])
        return 0
    if created_file:
        _quietly(lambda: sys.stderr.write(_("created {file}").format(file=created_file[-1]) + "\n"))
        return 0
    if pinned_file:
        _quietly(lambda: sys.stderr.write(_("pinned {file}").format(file=pinned_file[-1]) + "\n"))
        return 0
    if not interrupt_reported[0]:
        interrupt_reported[0] = True
        _quietly(lambda: sys.stderr.write(signals.nothing_written(exc) + "\n"))
    return signals.status(exc)


def created(file: Path) -> Callable[[], None]:
    """The ``landed`` callback of a command that creates ``file``: once it exists, the command
    succeeds whatever stops it."""
    return lambda: created_file.append(file)


def pinned(file: Path) -> Callable[[], None]:
    """The ``landed`` callback of ``pin``: once the pin is in ``file``, the command succeeds
    whatever stops it."""
    return lambda: pinned_file.append(file)


def _wrote() -> bool:
    return bool(landed_entry or created_file or pinned_file)


def _after_a_stop(exc: BaseException) -> bool:
    """``exc`` arose while an interrupt was being handled (a stop in the middle of an import)."""
    seen: set[int] = set()
    cause: BaseException | None = exc
    while cause is not None and id(cause) not in seen:
        if isinstance(cause, KeyboardInterrupt):
            return True
        seen.add(id(cause))
        cause = cause.__context__
    return False


def _quietly(say: Callable[[], object]) -> None:
    """Say something where saying it may fail: a reader gone, a terminal closed (EIO)."""
    try:
        say()
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def report_bug(exc: BaseException) -> None:
    """The message for an error the tool did not expect (no traceback; a request to report it)."""
    text = f"{type(exc).__name__}: {exc}"
    if len(text) > 300:
        text = text[:300] + "…"
    from scorekeeper.views.wrap import fitted

    _quietly(lambda: sys.stderr.write(fitted(
        _("internal error: {text}").format(text=text) + "\n" + _(
            "This is a bug in scorekeeper; please report it with the command you ran (and the "
            "session file, if you can share it).")) + "\n"))


def print_json(obj: Any) -> None:
    """One JSON document on stdout (:func:`scorekeeper.views.text.json_text`)."""
    from scorekeeper.views.text import json_text

    sys.stdout.write(json_text(obj))


def emit(*parts: Any) -> None:
    """Print what a view made, one part after another (a :class:`~scorekeeper.views.text.Plain`
    line as it is, markup read in any other)."""
    from scorekeeper.views.text import Plain

    con = console()
    for part in parts:
        con.print(part, markup=not isinstance(part, Plain))


def show(answer: Any, json_out: bool) -> None:
    """Print an answer to a question without a file: its figures as one JSON document, or its
    lines (:func:`scorekeeper.views.answers.lines`)."""
    from scorekeeper.views.answers import lines

    print_json(answer.figures) if json_out else emit(*lines(answer))


MAX_PRICE = 1_000_000


def check_price(price: float) -> None:
    import math

    from scorekeeper.errors import InvalidError

    if not math.isfinite(price) or not 0 <= price <= MAX_PRICE:
        raise InvalidError(_("the price must be a number from 0 to 1,000,000"), key="--price",
                           value=price, expected=_("a finite number from 0 to {most}").format(
                               most=f"{MAX_PRICE:,}"))


def record_entry(file: Path, entry: Mapping[str, Any] | Callable[[str], Mapping[str, Any]], *,
                 json_out: bool = False) -> None:
    """Append one entry (checked, locked, atomic) and show what it did.  Call inside guard().

    Once the entry is in the file the command succeeds, whatever happens next: an interrupt or a
    failure while showing it only shortens the report to "recorded as entry N"."""
    from scorekeeper.session.files import record

    ctx = _click_context()
    if not callable(entry):
        entry = _in_file_terms(file, {k: v for k, v in entry.items() if v is not None}, ctx)
    landed: list[int] = []

    def mark(number: int) -> None:
        landed.append(number)
        landed_entry.append((file, number, json_out))

    try:
        rec = record(file, entry, landed=mark)
    except BaseException as err:
        if landed:
            recorded_anyway(file, landed[0], json_out)
            return
        if isinstance(err, ScorekeeperError) and not callable(entry):
            from scorekeeper.cli.terms import name_options

            name_options(err, entry, ctx)
        raise
    try:
        _show_recorded(file, rec, json_out)
    except (Exception, KeyboardInterrupt):
        recorded_anyway(file, rec.number, json_out)


def amending(number: int | None, entry: Mapping[str, Any]) -> dict[str, Any]:
    """The entry to append: ``entry`` itself, or with ``replaces = number`` first."""
    if number is None:
        return dict(entry)
    return {"replaces": number, **entry}


def record_amend(number: int | None, file: Any, entry: Mapping[str, Any], *,
                 json_out: bool = False) -> None:
    """``record_entry`` for a game's recording command with its ``--amend N``."""
    record_entry(file, entry if number is None else amending(number, entry), json_out=json_out)


def _click_context() -> Any:
    """The running command's context (from Typer's own copy of Click)."""
    from scorekeeper.cli.typer_api import current_context

    return current_context()


def _in_file_terms(file: Path, entry: dict[str, Any], ctx: Any) -> dict[str, Any]:
    """The entry as the file should hold it: refused at once if the command is another game's,
    players' names spelled as the file spells them (:func:`scorekeeper.names.canonical_names`)."""
    from scorekeeper.cli.terms import check_command_game
    from scorekeeper.names import canonical_names
    from scorekeeper.session.heads import envelope_head

    head = envelope_head(file)
    if head is None:
        return entry
    if ctx is not None:
        check_command_game(head, file, ctx)
    return canonical_names(entry, head.get("players"))


def _show_recorded(file: Path, rec: Any, json_out: bool) -> None:
    from scorekeeper.views.text import recorded, recorded_json

    if json_out:
        print_json(recorded_json(rec.number, rec.result, rec.replay))
        return
    steps, notes, over = recorded(rec.number, rec.result, rec.replay, file)
    emit(*steps)
    for text in notes:
        say(_("note"), "yellow", text)
    emit(*over)


def recorded_anyway(file: Path, number: int, json_out: bool) -> None:
    """The entry landed but its report was cut short (interrupted, or a failure after the write)."""
    try:  # stderr first: stdout may be the stream that failed
        from scorekeeper.views.wrap import fitted

        sys.stderr.write(fitted(_("recorded as entry {number} in {file} (`scorekeeper log` lists "
                                  "it)").format(number=number, file=file)) + "\n")
        sys.stderr.flush()
    except (Exception, KeyboardInterrupt):  # pragma: no cover - nowhere left to say it
        pass
    try:
        if json_out:
            sys.stdout.write(json.dumps({"entry": number, "recorded": True}) + "\n")
        sys.stdout.flush()
    except (Exception, KeyboardInterrupt):  # a reader gone, a terminal closed
        pass


def _typed_item(err: ScorekeeperError, pairs: Sequence[str], item: str) -> ScorekeeperError:
    """``err`` about ``item`` of ``pairs`` said as the option that took ``pairs`` was typed
    (``-t Anna``), where the running command has that very list among its values."""
    ctx = _click_context()
    for param in getattr(getattr(ctx, "command", None), "params", ()):
        got = (getattr(ctx, "params", None) or {}).get(param.name)
        if got is pairs or (isinstance(got, (list, tuple)) and list(got) == list(pairs)):
            from scorekeeper.cli.terms import typed_words

            err.option = typed_words(param, "", ctx, item)
            break
    return err


#: the words ``parse_kv`` names its items by (the others are a file's keys)
_ITEMS = (N_("option"), N_("entry key"))


def parse_kv(pairs: Sequence[str] | None, what: str = "option") -> dict[str, Any]:
    """``key=value`` strings → dict; values read as TOML where they parse, else as text.

    Values are held to the session file's limits (nesting, length, TOML's integer range) here,
    so a hostile command line is refused by name before anything is built from it."""
    import tomllib

    from scorekeeper.errors import InvalidError
    from scorekeeper.names import shown
    from scorekeeper.session.model import MAX_DEPTH, check_limits

    out: dict[str, Any] = {}
    for item in pairs or ():
        if "=" not in item:
            form = "key=value" if what in ("option", "entry key") else "Name=value"
            err = InvalidError(_("no '=' between the name and the value"), value=_clip(item),
                               expected=_("{what} as {form}").format(what=_(what), form=form))
            raise _typed_item(err, pairs, item)
        k, v = item.split("=", 1)
        k, v = k.strip(), v.strip()
        try:
            out[k] = tomllib.loads(f"v = {v}")["v"]
        except tomllib.TOMLDecodeError:
            out[k] = v
        except RecursionError:
            raise InvalidError(_("arrays or tables are nested too deeply"), key=k, value=_clip(v),
                               expected=_("at most {n} levels of nesting").format(n=MAX_DEPTH)) from None
        except ValueError:  # an integer of more digits than Python converts
            raise InvalidError(_("a number too large"), key=k, value=_clip(v),
                               expected=_("an integer from -9223372036854775808 to 9223372036854775807")
                               ) from None
        check_limits(out[k], prefix=k)
    return out


def _clip(text: str) -> str:
    return text if len(text) <= 40 else _("{start}… ({n} characters)").format(start=text[:30], n=len(text))


def split_names(text: str | None) -> list[str]:
    """'Anna, Boris,Vera' → ['Anna', 'Boris', 'Vera']."""
    if not text:
        return []
    return [n.strip() for n in text.split(",") if n.strip()]
