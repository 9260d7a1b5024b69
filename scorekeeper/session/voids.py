"""Which entries of a session file are voids and which are struck, without replaying the game.

Recording a void (``void``, ``undo``) needs no replay of the game: the index of voids
(:class:`scorekeeper.core.voids.VoidIndex`) is read from the checkpoint
(:mod:`scorekeeper.session.cache`) and the few entries after it.  Replay
(:mod:`scorekeeper.core.replay`) folds the same index over the classified entries;
``tests/foundation/test_cache.py`` checks the two agree on random files.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from scorekeeper import i18n
from scorekeeper.core.voids import VoidIndex, is_void, void_problem
from scorekeeper.errors import InvalidError, SessionFileError, not_recorded
from scorekeeper.i18n import _


def index_of(text: str, file: str | None, head: Any = None) -> VoidIndex:
    """The void index of a session's text: from the checkpoint (``head``, else the one on disk)
    where it still applies, else from a TOML parse of the whole text (no replay either way)."""
    from scorekeeper.session import cache

    head = head or (cache.load_head(file, text) if file else None)
    if head is not None:
        tail = cache.tail_of(text, head)
        if tail is not None:
            i18n.table(head.table)  # the file's language, as a read of its envelope applies it
            return from_head(head).extend(tail)
    return VoidIndex().extend(_deals(text, file))


def from_head(head: Any) -> VoidIndex:
    """The index a checkpoint's head stands for."""
    return VoidIndex(head.entries, set(head.voids), dict(head.struck), dict(head.targets),
                     set(head.undos))


def _deals(text: str, file: str | None) -> list[Any]:
    """The raw entries of a whole text, its envelope checked as every command checks it."""
    from scorekeeper.core.replay import open_table
    from scorekeeper.session.model import parse_toml, session_from_data

    data = parse_toml(text, file)
    session = session_from_data(data, text=text, file=file)
    open_table(session)
    return [e.data for e in session.entries]


def check_new_void(text: str, file: str | None, head: Any = None) -> VoidIndex:
    """Check the last entry of ``text``, a void, against the entries before it; raise if refused.
    Returns the index with the new void folded in."""
    from scorekeeper.session import cache

    head = head or (cache.load_head(file, text) if file else None)
    deals: list[Any] | None = None
    index = None
    if head is not None:
        tail = cache.tail_of(text, head)
        if tail:  # the checkpoint stands for the text before the new entry at most
            i18n.table(head.table)  # the file's language, as a read of its envelope applies it
            index, deals = from_head(head), tail
    if index is None:
        deals = _deals(text, file)
        if not deals:  # pragma: no cover - the caller has just appended it
            raise SessionFileError(_("the new entry is not in the text"), file=file)
        index = VoidIndex()
    assert deals is not None
    index.extend(deals[:-1])
    new = deals[-1]
    number = index.entries + 1
    if not isinstance(new, Mapping) or not is_void(new):  # pragma: no cover - callers check
        raise InvalidError(_("not a void entry"), entry=number)
    problem = void_problem(new) or index.refusal(number, new["void"])
    if problem is not None:
        problem.entry = number
        problem.message = not_recorded(problem.message)
        raise problem
    index.add(new)
    return index


__all__ = ["from_head", "index_of", "check_new_void"]
