"""``python -m scorekeeper`` and the ``scorekeeper`` command: Ctrl-C even while the program is still
loading says what it did, and the process ends as soon as the command has done and said its work."""

import os
import sys


def _unraisable(hook_args) -> None:
    """Ctrl-C that lands inside a finaliser or a callback cannot propagate from there; Python
    would print "Exception ignored" and a traceback, then carry on.  Carry on without the
    traceback: the command finishes and says truly what it did (press Ctrl-C again to stop it)."""
    if hook_args.exc_type is not None and issubclass(hook_args.exc_type, KeyboardInterrupt):
        return
    sys.__unraisablehook__(hook_args)


def run() -> None:
    sys.unraisablehook = _unraisable
    try:
        try:
            from scorekeeper.cli.typer_api import require

            require()  # a Typer this program cannot run on stops here, before a line is read
            from scorekeeper.cli.app import main
        except KeyboardInterrupt:
            sys.stderr.write("interrupted; nothing was written\n")
            raise SystemExit(130) from None
        try:
            main()
        finally:  # the outcome is decided and said: a late Ctrl-C must not add a traceback to it
            import signal

            signal.signal(signal.SIGINT, signal.SIG_IGN)
    except SystemExit as exc:
        leave(exc.code)
    leave(0)


def leave(code: object) -> None:
    """End the process with ``code`` as ``SystemExit`` would, without Python's teardown.

    When a command returns, its work is done and said: the session file written, synced and
    closed, nothing left to any finaliser.  Python's own teardown would then free every module and
    object one by one and collect them (some 20 ms a command on two cores, a sixth of it); the
    output is flushed and the process ends at once instead."""
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:  # SystemExit("message"): the message, and status 1
        sys.stderr.write(f"{code}\n")
        status = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a reader that went away (`| head`): nothing more to say
            pass
    os._exit(status)


if __name__ == "__main__":
    run()
