"""The signals that stop the program: each ends it in words, and none lands in the middle of a write.

A stop is SIGINT (Ctrl-C), SIGTERM (a shutdown, ``kill``), SIGHUP (the terminal closed, a
logout) or SIGQUIT (Ctrl-\\).  :func:`install`, called at process start, makes each of them raise
:class:`Interrupted` (a ``KeyboardInterrupt``, so every "interrupted" path of the program applies),
where it would otherwise end the process on the spot: a signal the parent set to be ignored
(``nohup``, a background job) stays ignored.  :func:`held` defers every stop across the moment a
file is replaced, delivering it afterwards, so a stop is either "nothing was written" or
"recorded", never a wrong one of the two.  :func:`status` and :func:`nothing_written` give the exit
status (128 + the signal's number: 130 for Ctrl-C, 143 SIGTERM, 129 SIGHUP, 131 SIGQUIT) and the
words of a stop before anything was written; :func:`unraisable`, the process's hook for what
cannot be raised, keeps a stop that lands in a finaliser from printing a traceback.

SIGPIPE is not among them: Python ignores it, so a write to a reader that went away raises
``BrokenPipeError`` where it is made, and the command line decides what that means.

The standard library only (and the tool's :mod:`scorekeeper.i18n`, which is that too): the
process's entry point loads this before anything else.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from scorekeeper.i18n import N_, _

__all__ = ["Interrupted", "STOPS", "held", "install", "last", "nothing_written", "settle", "status",
           "unraisable"]

#: the stop signals this platform has, SIGINT first
STOPS: tuple[int, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGQUIT") if hasattr(signal, name)
)

#: what each stop says in "interrupted (…); nothing was written" (SIGINT says nothing more)
_WHY = {"SIGTERM": "SIGTERM", "SIGHUP": N_("SIGHUP: the terminal was closed"), "SIGQUIT": "SIGQUIT"}


class Interrupted(KeyboardInterrupt):
    """A stop signal, raised where the program was when it arrived; ``signum`` says which."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


#: the stops this process has received, in order (the handler notes each before raising)
received: list[int] = []
#: once the outcome is decided and said, a stop is noted and no longer raised
_settled = [False]


def _stop(signum: int, frame: object) -> None:
    received.append(signum)
    if not _settled[0]:
        raise Interrupted(signum)


def install() -> None:
    """Make every stop signal raise :class:`Interrupted` (SIGINT as well, so each stop is noted
    in :data:`received`).  A signal the process was started with ignored is left ignored; one
    whose handler someone else set is left to it.  Safe to call again."""
    if threading.current_thread() is not threading.main_thread():
        return
    for signum in STOPS:
        try:
            now = signal.getsignal(signum)
            if now is _stop or now == signal.SIG_IGN or now is None:
                continue
            if now == signal.SIG_DFL or now is signal.default_int_handler:
                signal.signal(signum, _stop)
        except (OSError, ValueError):  # pragma: no cover - a platform without that signal
            pass


def settle() -> None:
    """The command's outcome is decided and said: a later stop must not add to it (it is noted,
    and the process ends as it was about to)."""
    _settled[0] = True


def last() -> int:
    """The latest stop this process received (SIGINT where none was noted: Python's own
    Ctrl-C handler, in a process that did not :func:`install`)."""
    return received[-1] if received else signal.SIGINT


def signum_of(exc: BaseException | None) -> int:
    """The signal behind an interrupt (the latest received where ``exc`` does not say)."""
    found = getattr(exc, "signum", None)
    return found if isinstance(found, int) else last()


def status(exc: BaseException | None = None) -> int:
    """The exit status of a command a stop ended before it wrote anything: 128 + the signal."""
    return 128 + int(signum_of(exc))


def nothing_written(exc: BaseException | None = None) -> str:
    """The words of a stop that came before anything was written."""
    signum = signum_of(exc)
    why = _WHY.get(_name(signum))
    if why:
        return _("interrupted ({why}); nothing was written").format(why=_(why))
    return _("interrupted; nothing was written")


def _name(signum: int) -> str:
    try:
        return signal.Signals(signum).name
    except ValueError:  # pragma: no cover - not a signal this platform names
        return f"signal {signum}"


@contextmanager
def held() -> Iterator[None]:
    """Defer every stop signal for the duration; deliver it afterwards (raised on leaving).

    The signals are blocked in the operating system (``pthread_sigmask``) and their handlers
    swapped for ones that only note them while the body runs: a stop sent then waits, and is
    delivered the moment they are unblocked, by the handler that was in place before.  One that
    arrived before the block was taken is raised from the block itself, before the body runs.
    Only the main thread sets signal handlers; elsewhere this defers nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    mask = getattr(signal, "pthread_sigmask", None)
    old_mask = mask(signal.SIG_BLOCK, ()) if mask is not None else None  # the mask as it is
    pending: list[int] = []
    previous: dict[int, object] = {}
    try:
        if mask is not None:
            mask(signal.SIG_BLOCK, STOPS)  # a stop already on its way is raised from here
        for signum in STOPS:
            previous[signum] = signal.signal(signum, lambda n, frame: pending.append(n))
        yield
    finally:
        for signum, handler in previous.items():
            if handler is not None:
                signal.signal(signum, handler)  # type: ignore[arg-type]
        if old_mask is not None:
            mask(signal.SIG_SETMASK, old_mask)  # type: ignore[misc]  # a stop that waited: raised here
        if pending:  # one that reached another thread meanwhile
            handler = previous.get(pending[0])
            if callable(handler):
                handler(pending[0], None)
            elif handler == signal.SIG_DFL:  # pragma: no cover - nobody runs us like that
                signal.raise_signal(pending[0])


def unraisable(hook_args: Any) -> None:
    """Ctrl-C that lands inside a finaliser or a callback cannot propagate from there; Python
    would print "Exception ignored" and a traceback, then carry on.  Carry on without the
    traceback: the command finishes and says truly what it did (press Ctrl-C again to stop it)."""
    if hook_args.exc_type is not None and issubclass(hook_args.exc_type, KeyboardInterrupt):
        return
    sys.__unraisablehook__(hook_args)
