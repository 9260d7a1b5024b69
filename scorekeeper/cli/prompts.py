"""What a quick command asks at the terminal when a deal lacks a part: the terminal's side of
:mod:`scorekeeper.core.form`.

The command builds the entry from what was typed; the engine says what the deal still needs and
whether what has been given can be, as the session stands (:func:`complete`).  At a terminal each
question is asked in the engine's words and bounds, each answer checked by the engine against
the answers before it, and a wrong one asked again after the engine's reason, so a typo costs one
line, not the whole entry.  Without a terminal (a script, a pipe) nothing is asked: the command
fails naming every option still missing.  Nothing here knows a game's rules; the whole entry is
still checked by the replay before it is written, as every entry is.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import typer

from scorekeeper.errors import InvalidError, ProblemList, ScorekeeperError
from scorekeeper.views.words import question, reason
from scorekeeper.i18n import _

if TYPE_CHECKING:
    from scorekeeper.core.form import Form, Question
    from scorekeeper.core.replay import Replay

#: how often one question is asked before the command gives up (writing nothing)
ATTEMPTS = 5
#: typed instead of an answer: why the engine asks, and what it takes
HELP = "?"


def interactive() -> bool:
    return sys.stdin.isatty()


def record(file: Path, entry: Mapping[str, Any], *, options: Mapping[str, str],
           amend: int | None = None, blank: Sequence[str] = (), strict: bool = False,
           json_out: bool = False) -> None:
    """Record a deal a quick command built, with every part the engine still asks for.  Call
    inside ``guard()``.

    At a terminal the questions come first (:func:`complete`), then the entry is recorded.  A
    script's entry is recorded as given; only if it is refused is the engine asked what the deal
    lacks, and then one error names every option still missing (a complete entry costs nothing
    more than recording it).  ``strict``: the engine is asked first, for a command whose
    entry the file's shorthand would complete (order poker: "a hand left out holds none"),
    so that a script is refused naming what it left out rather than recorded with it.

    ``options`` names the command-line option behind each key the engine may ask for: an entry
    key (``whist``), a key of one player (``tricks.{declarer}``: the entry's own ``declarer``
    fills the braces) or of a table (``tricks``: any player's).  ``blank``, ``amend``: see
    :func:`complete`."""
    from scorekeeper.cli.common import record_amend

    if interactive():
        record_amend(amend, file, complete(file, entry, amend=amend, blank=blank),
                     json_out=json_out)
        return
    if strict:
        missing = _lacking(file, entry, options=options, amend=amend, blank=blank)
        if missing is not None:
            raise missing
        record_amend(amend, file, entry, json_out=json_out)
        return
    try:
        record_amend(amend, file, entry, json_out=json_out)
    except ScorekeeperError as err:
        missing = _lacking(file, entry, options=options, amend=amend, blank=blank)
        raise (missing or err) from None


def records(app: Any, asks: Mapping[str, str] | None = None, *args: Any, strict: bool = False,
            standard: Sequence[str] = ("dealer", "note", "amend"),
            **kw: Any) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """A recording command of ``app``: the decorated function builds the entry from what was
    typed (with the keys an option has answered blank: ``entry, blank``), and the command records
    it inside ``guard()`` — asking at a terminal for what the engine still needs, each key's
    option named by ``asks`` (:func:`record`; none: as given).

    The options every recording command shares are declared here once, after the function's
    own: ``standard``'s ``--dealer`` and ``--note`` (kept at the end of the entry), ``--amend N``,
    and always ``--json``; a function that declares one of them itself keeps its own."""
    import inspect

    from scorekeeper.cli.common import AmendOpt, DealerOpt, JsonOpt, NoteOpt, guard
    from scorekeeper.cli.options import declared

    shared = {"dealer": (DealerOpt, None), "note": (NoteOpt, None), "amend": (AmendOpt, None),
              "json_out": (JsonOpt, False)}

    def command(build: Callable[..., Any]) -> Callable[..., Any]:
        own = inspect.signature(build).parameters
        added = [k for k in (*standard, "json_out") if k not in own]

        def run(**values: Any) -> None:
            json_out, amend = values.get("json_out", False), values.get("amend")
            with guard(json_out):
                made = build(**{k: v for k, v in values.items() if k in own})
                entry, blank = made if isinstance(made, tuple) else (made, ())
                if not callable(entry):  # (undo's entry is chosen under the lock)
                    entry = {**entry, **{k: values[k] for k in added if k in ("dealer", "note")}}
                if asks is None:
                    from scorekeeper.cli.common import record_amend

                    return record_amend(amend, values["file"], entry, json_out=json_out)
                record(values["file"], entry, options=asks, amend=amend, blank=blank,
                       strict=strict, json_out=json_out)

        extra = [(k, shared[k][0], shared[k][1]) for k in added]
        return app.command(*args, **kw)(declared(run, build, extra))

    return command


def record_written(file: Path, entry: Mapping[str, Any], *, json_out: bool = False) -> None:
    """Record an entry written in the file's own keys (``add``) as the file reads it.  At a
    terminal, a deal the engine refuses for a fact it will not guess (who whisted, the robot's
    combination where it decides a score) is asked for it and then recorded; a part the file's
    shorthand fills stays filled so.  Call inside ``guard()``."""
    from scorekeeper.cli.common import record_entry
    from scorekeeper.core.form import Missing

    try:
        record_entry(file, entry, json_out=json_out)
    except Missing:
        if not interactive():
            raise
        record_entry(file, complete(file, entry, shorthand=True), json_out=json_out)


def complete(file: Path, entry: Mapping[str, Any], *, amend: int | None = None,
             blank: Sequence[str] = (), shorthand: bool = False) -> dict[str, Any]:
    """``entry`` with every part the engine still asks for, asked at the terminal, in the file's
    terms (players' names as the file spells them).  Nothing is written here.

    ``blank``: keys an option given has already answered blank (``--passed``: no half-whist).
    ``amend``: the entry stands in entry ``amend``'s place, so it follows the entries before it.
    ``shorthand``: the entry is read as a file reads it (only what it cannot leave out is
    asked)."""
    start = _form(file, entry, amend, blank, shorthand=shorthand)
    if start is None:
        return dict(entry)
    form, q = start
    while q is not None:
        q = _ask(form, q)
    return form.entry


def _lacking(file: Path, entry: Mapping[str, Any], *, options: Mapping[str, str],
             amend: int | None, blank: Sequence[str]) -> InvalidError | None:
    """The error naming every option a script left out, or None when the deal lacks nothing
    (it was refused for another reason, which stands)."""
    try:
        start = _form(file, entry, amend, blank)
    except ScorekeeperError:
        return None
    if start is None:
        return None
    form, q = start
    q = form.skip_blanks(q)
    return None if q is None else _missing(form.missing(q), options, form.entry)


def _form(file: Path, entry: Mapping[str, Any], amend: int | None, blank: Sequence[str], *,
          shorthand: bool = False) -> tuple[Form, Question | None] | None:
    """The form of ``entry`` as the session stands, and its first question (None: complete);
    None when there is no such entry to amend (recording says so)."""
    from scorekeeper.core.form import Form
    from scorekeeper.core.replay import form_check

    from scorekeeper.cli.common import _click_context, _in_file_terms

    ctx = _click_context()
    entry = _in_file_terms(file, {k: v for k, v in entry.items() if v is not None}, ctx)
    state = _before(file, amend)
    if state is None:
        return None
    rep, number = state
    form = Form(entry, form_check(rep, number, shorthand=shorthand), blank=blank)
    try:
        return form, form.next()
    except ScorekeeperError as err:  # what the options say cannot be: nothing to ask
        raise _refused(err, entry, ctx) from None


def _before(file: Path, amend: int | None) -> tuple[Replay, int] | None:
    """The session as it stands before the new entry, and the entry's number."""
    from scorekeeper.core.replay import replay
    from scorekeeper.session.files import load, load_replay

    if amend is None:
        try:
            rep = load_replay(file)
        except ScorekeeperError:  # an earlier entry's problem does not block a new entry
            rep = replay(load(file), collect=True)
        return rep, rep.total + 1
    rep = replay(load(file), collect=True, upto=amend - 1)
    if not 1 <= amend <= rep.total:
        return None
    return rep, amend


def _ask(form: Form, q: Question) -> Question | None:
    """Ask ``q`` until an answer stands (the next question) or the attempts run out."""
    from scorekeeper.core.form import read

    last: ScorekeeperError | None = None
    tries = 0
    while tries < ATTEMPTS:
        default = "" if q.blank is not None else (None if q.default is None else str(q.default))
        try:
            text = typer.prompt(_fitted(question(q), default), default=default,
                                show_default=bool(default), err=True)
        except (typer.Abort, EOFError) as err:  # the input ended (Ctrl-D, answers ran out)
            if isinstance(err.__context__, KeyboardInterrupt):  # a stop signal (Ctrl-C): its
                raise err.__context__ from None  # own words and status ("interrupted", 130)
            typer.echo("", err=True)  # the refusal on a line of its own, not after the question
            raise InvalidError(_("not recorded: the input ended before “{question}” was answered")
                               .format(question=q.text)) from None
        if str(text).strip() == HELP:
            _say(_("{why}; answers: {bounds}").format(why=q.why or q.text, bounds=q.bounds())
                 if q.bounds() else f"{q.why or q.text}")
            continue
        tries += 1
        try:
            value = read(q, str(text))
        except ScorekeeperError as err:  # outside the question's own bounds
            last = err
            _say(reason(err))
            continue
        try:
            return form.give(q, value)
        except ScorekeeperError as err:  # the engine's rule refuses it, given the answers before
            last = err
            _say(reason(err, bounds=False))
    assert last is not None
    raise InvalidError(_("not recorded: no answer to “{question}” stood after {n} tries (the last: "
                         "{last})").format(question=q.text, n=ATTEMPTS, last=reason(last, bounds=False)),
                       expected=q.bounds() or None)


def _say(text: str) -> None:
    """A line under the question (why an answer is asked again), wrapped to the terminal."""
    from scorekeeper.views.wrap import fitted

    typer.echo(fitted(f"  {text}", sys.stderr, indent="  "), err=True)


#: the columns a question's last line leaves for the answer typed after it
ANSWER_ROOM = 16


def _fitted(question: str, default: str | None) -> str:
    """The question wrapped to the terminal, room left on its last line for the default shown,
    the ': ' the prompt adds and a short answer typed after it."""
    from scorekeeper.views.wrap import width, wrap

    columns = width(sys.stderr)
    tail = len(f" [{default}]") if default else 0
    if columns is None:
        return question
    return "\n".join(wrap(question, max(columns - tail - 2 - ANSWER_ROOM, 20)))


def _missing(questions: Sequence[Question], options: Mapping[str, str],
             entry: Mapping[str, Any]) -> InvalidError:
    """One error naming every option a script left out, each with what it answers."""
    by_option: dict[str, list[str]] = {}
    for i, q in enumerate(questions):
        text = q.text.rstrip("?")
        if text[1:2].islower():  # "Tricks taken by Vera" → "tricks taken by Vera"
            text = text[:1].lower() + text[1:]
        # the first question's bounds are the entry's; a later one's rest on assumed answers
        if i == 0 and q.bounds():
            text += f": {q.bounds()}"
        by_option.setdefault(option_for(q.key, options, entry), []).append(text)
    said = [f"{opt} ({'; '.join(texts)})" for opt, texts in by_option.items()]
    return InvalidError(_("not recorded: the deal needs {options} — there is no terminal to ask")
                        .format(options=", ".join(said)))


def option_for(key: str, options: Mapping[str, str], entry: Mapping[str, Any]) -> str:
    """The command-line option behind an entry key (see :func:`complete`)."""
    names = {k: v for k, v in entry.items() if isinstance(v, str)}
    for pattern, label in options.items():
        try:
            if pattern.format_map(names) == key:
                return label
        except (KeyError, ValueError, IndexError):
            continue
    head = key.partition(".")[0]
    if head in options:
        return options[head]
    return _("the key {key} (scorekeeper add FILE {key}=…)").format(key=key)


def _refused(err: ScorekeeperError, entry: Mapping[str, Any], ctx: Any) -> ScorekeeperError:
    """An entry the engine refuses before any question: said as recording says it."""
    from scorekeeper.cli.terms import name_options

    name_options(err, entry, ctx)
    for e in (err.problems if isinstance(err, ProblemList) else [err]):
        e.line = None
        e.message = _("not recorded: {message}").format(message=e.message)
    return err
