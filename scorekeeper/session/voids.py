"""Which entries are voids and which are struck, without replaying the game.

A ``void = N`` entry depends only on the entries before it (is N earlier, is it itself a void, is it
already struck), never on the score, so recording a void (``void``, ``undo``) needs no replay of the
game: the index of voids is read from the checkpoint (:mod:`scorekeeper.session.cache`) and the few
entries after it.  The rules are those of :mod:`scorekeeper.core.replay` (``_classify`` and
``_apply_void``), restated here on raw tables; ``tests/foundation/test_cache.py`` checks the two
agree on random files.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.errors import IllegalError, InvalidError, SessionFileError


@dataclass
class VoidIndex:
    entries: int = 0  # entries seen so far
    voids: set[int] = field(default_factory=set)  # numbers of void entries
    struck: dict[int, int] = field(default_factory=dict)  # struck entry -> the void striking it

    def add(self, data: Mapping[str, Any]) -> None:
        """Fold in the next entry (as replay does: a malformed void strikes nothing)."""
        self.entries += 1
        number = self.entries
        if not is_void(data):
            return
        self.voids.add(number)
        if void_problem(data) is not None:
            return
        target = data["void"]
        if self.refusal(number, target) is None:
            self.struck[target] = number

    def extend(self, deals: Iterable[Mapping[str, Any]]) -> VoidIndex:
        for d in deals:
            self.add(d if isinstance(d, Mapping) else {})
        return self

    def refusal(self, number: int, target: int) -> IllegalError | None:
        """Why entry ``number`` may not strike ``target``, or None when it may."""
        if not 1 <= target < number:
            return IllegalError("void must name an earlier entry", key="void", value=target,
                                expected=f"1 to {number - 1}" if number > 1 else "an earlier entry")
        if target in self.voids:
            return IllegalError(f"entry {target} is itself a void; record the struck entry again "
                                "instead", key="void", value=target, expected="an entry that is not a void")
        if target in self.struck:
            return IllegalError(f"entry {target} is already struck by entry {self.struck[target]}",
                                key="void", value=target,
                                expected="a live entry")
        return None

    def last_live(self) -> int | None:
        """The newest entry that is neither a void nor struck (what ``undo`` strikes)."""
        for n in range(self.entries, 0, -1):
            if n not in self.voids and n not in self.struck:
                return n
        return None


def is_void(data: Mapping[str, Any]) -> bool:
    """A void entry as replay classifies it (a non-text note makes it a malformed deal instead)."""
    if "void" not in data:
        return False
    note = data.get("note")
    return note is None or isinstance(note, str)


def void_problem(data: Mapping[str, Any]) -> InvalidError | None:
    extra = set(data) - {"void", "note"}
    if extra:
        k = sorted(extra)[0]
        return InvalidError("a void entry holds only 'void' and 'note'", key=k, value=data[k],
                            expected="void = N alone (with an optional note)")
    v = data["void"]
    if not isinstance(v, int) or isinstance(v, bool):
        return InvalidError("void names an entry number", key="void", value=v,
                            expected="a whole number of an earlier entry")
    return None


def index_of(text: str, file: str | None, head: Any = None) -> VoidIndex:
    """The void index of a session's text: from the checkpoint (``head``, else the one on disk)
    where it still applies, else from a TOML parse of the whole text (no replay either way)."""
    from scorekeeper.session import cache

    head = head or (cache.load_head(file) if file else None)
    if head is not None:
        tail = cache.tail_of(text, head)
        if tail is not None:
            return VoidIndex(head.entries, set(head.voids), dict(head.struck)).extend(tail)
    return VoidIndex().extend(_deals(text, file))


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

    head = head or (cache.load_head(file) if file else None)
    deals: list[Any] | None = None
    index = None
    if head is not None:
        tail = cache.tail_of(text, head)
        if tail:  # the checkpoint stands for the text before the new entry at most
            index, deals = VoidIndex(head.entries, set(head.voids), dict(head.struck)), tail
    if index is None:
        deals = _deals(text, file)
        if not deals:  # pragma: no cover - the caller has just appended it
            raise SessionFileError("the new entry is not in the text", file=file)
        index = VoidIndex()
    assert deals is not None
    index.extend(deals[:-1])
    new = deals[-1]
    number = index.entries + 1
    if not isinstance(new, Mapping) or not is_void(new):  # pragma: no cover - callers check
        raise InvalidError("not a void entry", entry=number)
    problem = void_problem(new) or index.refusal(number, new["void"])
    if problem is not None:
        problem.entry = number
        problem.message = f"not recorded: {problem.message}"
        raise problem
    index.add(new)
    return index


__all__ = ["VoidIndex", "index_of", "check_new_void", "is_void", "void_problem"]
