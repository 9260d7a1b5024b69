"""A warm process that forks real scorekeeper processes on request (for the fault suite).

Started as ``python tests/faults/zygote.py`` with the worktree as cwd and PYTHONPATH.  It imports the
whole CLI once; each request forks a child that runs ``scorekeeper ARGS`` exactly as
``python -m scorekeeper ARGS`` would (the same ``run()``), with its output in a file.  Killing or
interrupting that child is killing a real writer, without paying the interpreter's start-up for
each of hundreds of them.

Protocol, one JSON line each way: ``{"run": [args...], "out": path}`` -> ``{"pid": n}``;
``{"wait": n}`` -> ``{"status": code}`` (a negative code is the signal that ended it).
"""

from __future__ import annotations

import json
import os
import signal
import sys

STOPS = {signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT}


def main() -> None:
    import scorekeeper.cli.app as cli  # noqa: F401 - everything a command needs, loaded once
    from scorekeeper.core import registry
    from scorekeeper.session import cache, files, storage, voids  # noqa: F401

    for name in registry.game_names():
        registry.game(name)
    cache.code_fingerprint()
    # the stop signals stay blocked here and in each child until the child's program proper runs
    # (a child stopped inside the fork machinery would test the machinery, not scorekeeper)
    signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
    cli.command()  # Typer's build of the command line, done once here rather than in every child
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import scorekeeper

    assert scorekeeper.__file__.startswith(root), f"not the worktree's package: {scorekeeper.__file__}"
    for line in sys.stdin:
        req = json.loads(line)
        if "run" in req:
            sys.stdout.flush()
            pid = os.fork()
            if pid == 0:
                _child(req["run"], req["out"])
            print(json.dumps({"pid": pid}), flush=True)
        elif "wait" in req:
            _, status = os.waitpid(req["wait"], 0)
            code = -os.WTERMSIG(status) if os.WIFSIGNALED(status) else os.WEXITSTATUS(status)
            print(json.dumps({"status": code}), flush=True)


def _child(args: list[str], out: str) -> None:
    code = 1
    try:
        # a stop during this set-up waits until the program proper runs
        signal.pthread_sigmask(signal.SIG_BLOCK, STOPS)
        signal.signal(signal.SIGINT, signal.default_int_handler)
        fd = os.open(out, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        os.dup2(fd, 1)
        os.dup2(fd, 2)
        os.close(fd)
        sys.argv = ["scorekeeper", *args]
        from scorekeeper import signals
        from scorekeeper.__main__ import run

        signals.install()  # what run() does first, done before a stop can arrive
        try:
            signal.pthread_sigmask(signal.SIG_UNBLOCK, STOPS)
        except KeyboardInterrupt as exc:  # sent during the set-up: what run() says of it
            code = signals.status(exc)
            _say(signals.nothing_written(exc) + "\n")
        else:
            run()  # what ``python -m scorekeeper`` runs; it ends the process itself
    except BaseException as exc:  # run() never lets anything out: say so loudly if it does
        import traceback

        code = 99
        _say("escaped run(): " + "".join(traceback.format_exception(exc)))
    finally:
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        finally:
            os._exit(code)


def _say(text: str) -> None:
    try:
        os.write(2, text.encode())
    except OSError:  # the output is a terminal that closed
        pass


if __name__ == "__main__":
    main()
