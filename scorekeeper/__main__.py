"""``python -m scorekeeper`` and the ``scorekeeper`` command: a stop signal (Ctrl-C, SIGTERM,
SIGHUP, SIGQUIT) even while the program is still loading says what it did, and the process ends as
soon as the command has done and said its work."""

import os
import sys


def run() -> None:
    from scorekeeper import signals

    try:
        try:
            try:
                signals.install()  # every stop raises an interrupt from here on, told truly
                sys.unraisablehook = signals.unraisable
                from scorekeeper.cli.typer_api import require

                require()  # a Typer this program cannot run on stops here, before a line is read
                from scorekeeper.cli.app import main
            except KeyboardInterrupt as exc:
                _language()
                _say(signals.nothing_written(exc))
                raise SystemExit(signals.status(exc)) from None
            main()
        finally:  # the outcome is decided and said: a late stop must not add to it
            signals.settle()
    except SystemExit as exc:
        leave(exc.code)
    except KeyboardInterrupt as exc:  # a stop in the instant the outcome was being decided
        signals.settle()
        leave(_late(exc))
    leave(0)


def _late(exc: BaseException) -> int:
    """The exit status of a stop that reached past every command's own handling: 0 if this
    process's entry is in the file (and it says so), else 128 + the signal."""
    from scorekeeper import signals

    common = sys.modules.get("scorekeeper.cli.common")
    if common is not None:
        return common.stopped(exc)
    _language()
    _say(signals.nothing_written(exc))
    return signals.status(exc)


def _language() -> None:
    """Choose the language of a stop that came while the program was loading, as the command line
    would have chosen it (``--lang``, else ``SCOREKEEPER_LANG``, else the locale)."""
    try:
        from scorekeeper import i18n

        args = sys.argv[1:]
        flag = None
        for i, arg in enumerate(args):
            if arg == "--":
                break
            if arg == "--lang" and i + 1 < len(args):
                flag = args[i + 1]
            elif arg.startswith("--lang="):
                flag = arg.partition("=")[2]
        i18n.choose(flag)
    except Exception:  # noqa: BLE001 - the words of a stop are said all the same, in English
        pass


def _say(text: str) -> None:
    """A line on stderr, if stderr is still there (a closed terminal gives EIO)."""
    try:
        sys.stderr.write(text + "\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def leave(code: object) -> None:
    """End the process with ``code`` as ``SystemExit`` would, without Python's teardown.

    When a command returns, its work is done and said: the session file written, synced and
    closed, nothing left to any finaliser.  Python's own teardown would then free every module and
    object one by one and collect them (some 20 ms a command on two cores, a sixth of it); the
    output is flushed and the process ends at once instead.  Output a reader did not take (it
    went away: ``| head``) ends a command that wrote nothing with 141, as SIGPIPE would; one that
    wrote keeps its 0, and a terminal that closed (EIO) changes nothing."""
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:  # SystemExit("message"): the message, and status 1
        _say(f"{code}")
        status = 1
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except BrokenPipeError:  # the reader went away (`| head`)
            if status == 0:
                status = _reader_gone()
        except (OSError, ValueError):
            pass
    os._exit(status)


def _reader_gone() -> int:
    """The status of a command whose output no one read: 0 if it recorded an entry or created a
    file (it says so on stderr, where its report went nowhere), else 141."""
    common = sys.modules.get("scorekeeper.cli.common")
    if common is not None and common._wrote():
        return common.stopped(None)
    return 141


if __name__ == "__main__":
    run()
