"""``python -m scorekeeper``: Ctrl-C even while the program is still loading says what it did."""

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
        from scorekeeper.cli.app import main
    except KeyboardInterrupt:
        sys.stderr.write("interrupted; nothing was written\n")
        raise SystemExit(130) from None
    try:
        main()
    finally:  # the outcome is decided and said: a late Ctrl-C must not add a traceback to it
        import signal

        signal.signal(signal.SIGINT, signal.SIG_IGN)


if __name__ == "__main__":
    run()
