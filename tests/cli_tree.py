"""The commands of the program's command tree, for tests that walk every one of them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def commands(group: Any, prefix: tuple[str, ...] = ()) -> Iterator[tuple[tuple[str, ...], Any]]:
    """Every command and group under ``group``, with the words that name it."""
    for name, cmd in group.commands.items():
        yield prefix + (name,), cmd
        if hasattr(cmd, "commands"):
            yield from commands(cmd, prefix + (name,))
