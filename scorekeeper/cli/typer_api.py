"""The Typer this program runs on, checked before any command line is read.

A Typer the program was not made for must not misread a command line and exit 0 with the work
undone: Typer 0.12, beside the Click 8.2 or newer that pip installs with it, took every flag left
out as given, so each command ran the eager ``--version`` and printed only the version — ``show``
no sheet, a deal "recorded" and not in the file.  Typer 0.29 is the lowest the program is built
for and tested with (``.ci/ranges`` runs a smoke set on the lowest versions ``pyproject.toml``
allows): it carries its own copy of Click, so no Click beside it can change how a line is read,
and :mod:`scorekeeper.cli.coercion` converts the values of the commands' plain parameters through
Typer's and Click's public API.  :func:`require` stops an older Typer with a
message saying so and exit 69; a newer one runs.  The running command's context is known through
Typer's public API (:class:`Running`, a ``typer.Context`` each command is given).
"""

from __future__ import annotations

import sys
from typing import Any

import typer

#: the lowest Typer the program supports; ``pyproject.toml`` holds the same (a test checks)
MINIMUM = (0, 29)
#: an installation that lacks what the tool needs (sysexits' EX_UNAVAILABLE)
EXIT_INSTALL = 69


def version_of(text: str) -> tuple[int, ...]:
    """The leading release numbers of a version string: ``"0.29.2"`` → (0, 29, 2),
    ``"0.30.0rc1"`` → (0, 30, 0); () when it starts with none."""
    parts: list[int] = []
    for piece in text.split("."):
        digits = piece[:len(piece) - len(piece.lstrip("0123456789"))]
        if not digits:
            break
        parts.append(int(digits))
        if digits != piece:
            break
    return tuple(parts)


def problem() -> str | None:
    """Why the installed Typer cannot run this program, in the player's words; None if it can."""
    from scorekeeper import __version__

    found = str(getattr(typer, "__version__", "") or "unknown")
    wanted = ".".join(map(str, MINIMUM))
    if version_of(found) < MINIMUM:
        return (f"scorekeeper {__version__} needs typer {wanted} or newer (found {found}); "
                f"install a newer one: python3 -m pip install 'typer>={wanted}'")
    return None


def require() -> None:
    """Stop at once, before any command line is read, if the installed Typer cannot run this
    program: the reason on standard error and exit 69, never a command half done."""
    text = problem()
    if text is not None:
        sys.stderr.write(f"error: {text}\n")
        raise SystemExit(EXIT_INSTALL)


#: the contexts of the commands running now, innermost last
_running: list[Any] = []


class Running(typer.Context):
    """A command's context that is known as the running one while its command runs (Click enters
    the context of the command it invokes: ``with ctx:``)."""

    def __enter__(self) -> Any:
        _running.append(self)
        return super().__enter__()

    def __exit__(self, *exc: Any) -> Any:
        try:
            return super().__exit__(*exc)
        finally:
            _running.remove(self)


def known(command: Any) -> None:
    """Have ``command`` run in a :class:`Running` context (Click's ``context_class``)."""
    if not issubclass(command.context_class, Running):
        command.context_class = Running


def current_context() -> Any:
    """The running command's context, or None outside a command."""
    return _running[-1] if _running else None
