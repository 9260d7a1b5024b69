"""Which entries are voids and which are struck: the index of voids, folded in entry by entry.

A ``void = N`` entry depends only on the entries before it (is N earlier, is it already struck,
would taking back a void bring back one whose entry is struck meanwhile), never on the score.
Replay (:mod:`scorekeeper.core.replay`) folds the index over the classified entries; the file
layer (:mod:`scorekeeper.session.voids`) folds it over a checkpoint's and the few entries after
it, so recording a void needs no replay of the game; ``tests/foundation/test_cache.py`` checks the
two agree on random files.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.errors import IllegalError, InvalidError
from scorekeeper.i18n import _


@dataclass
class VoidIndex:
    """Which entries are voids and which are struck, folded in entry by entry.

    A void of a void takes that void back: the entry it struck counts again (format §Entries).  So
    striking an entry may run down a chain: striking void V restores V's entry; if that entry is
    itself a void it strikes its own entry again, and so on.  Invariant: every void in ``targets``
    that is not struck has its entry struck by it (``struck[targets[v]] == v``)."""

    entries: int = 0  # entries seen so far
    voids: set[int] = field(default_factory=set)  # numbers of void entries
    struck: dict[int, int] = field(default_factory=dict)  # struck entry -> the void striking it
    targets: dict[int, int] = field(default_factory=dict)  # a void that took effect -> its entry
    undos: set[int] = field(default_factory=set)  # the voids ``undo`` wrote (``undo = true``)
    #: the seal in force (format §Entries, "seal"): the entry of the newest seal no unseal
    #: followed, or None.  A checkpoint is never kept while a seal is in force, so a head's
    #: index starts unsealed.
    sealed: int | None = None

    def add(self, data: Mapping[str, Any]) -> IllegalError | None:
        """Fold in the next entry (as replay does: a malformed or refused void strikes nothing).
        Returns why a well-formed void was refused, or None."""
        self.entries += 1
        number = self.entries
        if "seal" in data or "unseal" in data:
            if self.sealed is None and "seal" in data:
                self.sealed = number
            elif self.sealed is not None and "unseal" in data:
                self.sealed = None
            return None
        if not is_void(data):
            return None
        self.voids.add(number)
        if void_problem(data) is not None:
            return None
        if data.get("undo") is True:
            self.undos.add(number)
        target = data["void"]
        refused = self.refusal(number, target)
        if refused is None:
            self._strike(target, number)
        return refused

    def extend(self, deals: Iterable[Mapping[str, Any]]) -> VoidIndex:
        for d in deals:
            self.add(d if isinstance(d, Mapping) else {})
        return self

    def chain(self, target: int) -> list[int]:
        """What striking ``target`` touches: it, then (while the last is a void that took effect)
        that void's entry; the entries at even places are struck, those at odd places restored."""
        out = [target]
        while out[-1] in self.targets:
            out.append(self.targets[out[-1]])
        return out

    def _strike(self, target: int, number: int) -> None:
        chain = self.chain(target)
        for i, n in enumerate(chain):
            if i % 2 == 0:
                self.struck[n] = number if i == 0 else chain[i - 1]
            else:
                del self.struck[n]
        self.targets[number] = target

    def refusal(self, number: int, target: int) -> IllegalError | None:
        """Why entry ``number`` may not strike ``target``, or None when it may."""
        if self.sealed is not None:
            return sealed_refusal(self.sealed)
        if not 1 <= target < number:
            return IllegalError(_("void must name an earlier entry"), key="void", value=target,
                                expected=_("1 to {last}").format(last=number - 1) if number > 1
                                else _("an earlier entry"))
        if target in self.struck:
            by = self.struck[target]
            return IllegalError(_("entry {target} is already struck by entry {by}").format(
                                    target=target, by=by),
                                key="void", value=target,
                                expected=_("a live entry (void {by} to bring entry {target} "
                                           "back)").format(by=by, target=target))
        chain = self.chain(target)
        for i in range(2, len(chain), 2):
            if chain[i] in self.struck:
                by = self.struck[chain[i]]
                return IllegalError(
                    _("taking back void {taken} brings back void {back}, which would strike entry "
                      "{entry} again, but entry {by} strikes it already").format(
                        taken=chain[i - 2], back=chain[i - 1], entry=chain[i], by=by),
                    key="void", value=target,
                    expected=_("void {by} first, or leave entry {target} as it is").format(
                        by=by, target=target))
        return None

    def last_live(self) -> int | None:
        """What ``undo`` strikes: the newest entry that is not struck and is not a void ``undo``
        wrote (nor a void that struck nothing), so undo after ``void``, ``amend`` or a restore
        takes back that correction, and undo after undo takes back one more."""
        for n in range(self.entries, 0, -1):
            if n in self.struck:
                continue
            if n in self.voids and (n in self.undos or n not in self.targets):
                continue
            return n
        return None


def sealed_refusal(seal: int) -> IllegalError:
    """Why no entry but an unseal may follow the seal in force (entry ``seal``)."""
    return IllegalError(_("the night is sealed by entry {seal}; nothing may follow a seal but an "
                          "unseal").format(seal=seal),
                        expected=_("`scorekeeper unseal FILE --note \"...\"` to reopen it"))


#: The keys a void entry may hold: ``undo = true`` marks one written by ``undo``.
VOID_KEYS = frozenset({"void", "undo", "note"})


def is_void(data: Mapping[str, Any]) -> bool:
    """A void entry as replay classifies it (a non-text note makes it a malformed deal instead)."""
    if "void" not in data:
        return False
    note = data.get("note")
    return note is None or isinstance(note, str)


def void_problem(data: Mapping[str, Any]) -> InvalidError | None:
    extra = set(data) - VOID_KEYS
    if extra:
        k = sorted(extra)[0]
        return InvalidError(_("a void entry holds only 'void', 'undo' and 'note'"), key=k,
                            value=data[k],
                            expected=_("{void} alone (with an optional note)").format(void="void = N"))
    if "undo" in data and data["undo"] is not True:
        return InvalidError(_("undo on a void is true or left out"), key="undo", value=data["undo"],
                            expected=_("{undo} (written by `scorekeeper undo`)").format(
                                undo="undo = true"))
    v = data["void"]
    if not isinstance(v, int) or isinstance(v, bool):
        return InvalidError(_("void names an entry number"), key="void", value=v,
                            expected=_("a whole number of an earlier entry"))
    return None


__all__ = ["VoidIndex", "sealed_refusal", "VOID_KEYS", "is_void", "void_problem"]
