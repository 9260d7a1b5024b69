"""The records the engines share: points awarded, a change worked out but not yet written, a deal
worked out (what a plan holds, :mod:`scorekeeper.core.engine`), and the policy for points entered
by hand."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scorekeeper.core.engine import Step
from scorekeeper.i18n import _

if TYPE_CHECKING:
    from scorekeeper.core.engine import DealContext


@dataclass(frozen=True)
class Award:
    """Points for one player (or side) and why: a scoring paragraph's answer."""

    points: Any  # int or float, as the game keeps its figures
    text: str
    rule: str


@dataclass(frozen=True)
class Pending:
    """A change worked out but not yet written: ``delta`` points to ``unit``'s score (a player,
    or a side where the game scores sides)."""

    text: str
    rule: str
    unit: str
    delta: Any


@dataclass
class Evaluation:
    """A deal worked out, before anything is written: the sheet's contract and result columns, the
    changes, how the game stands after it (the game's own end-of-game answer; None where the deal
    ends nothing) and the steps that explain it without changing a score."""

    contract: str
    result: Any
    steps: list[Pending]
    end: Any = None
    info: list[Step] = field(default_factory=list)

    @property
    def deltas(self) -> dict[str, Any]:
        """The change to each unit, in the order the steps name them."""
        return deltas_of(self.steps)


@dataclass(frozen=True)
class PointsByHand:
    """The policy for a deal entered by its result, ``points = { Name = points }`` with a note
    saying why: the keys such an entry may not hold, and the rule it cites."""

    rule: str  # what each step cites
    cite: str  # the rule as the refusals name it
    keys: tuple[str, ...]  # the deal's keys a points entry has none of ("for_" is the key "for")
    keys_expected: str | None = None  # the refusal's expectation (default: points and a note)
    names_expected: str = "{ Name = points }"

    def steps(self, points: Mapping[str, Any], deal: Any, ctx: DealContext,
              unit: Callable[[str, str], str] | None = None) -> list[Pending]:
        """The entry checked (no other key, a note, someone named) and its changes; ``unit``
        names the scoring unit of a name (by default: the player, checked at the table)."""
        for key in self.keys:
            if getattr(deal, key) is not None:
                name = key.rstrip("_")
                raise ctx.illegal(_("a points entry has no {key}").format(key=name), key=name,
                                  expected=_(self.keys_expected) if self.keys_expected else
                                  _("{points} and a note ({rule})").format(
                                      points="points = { Name = points }", rule=self.cite))
        if not ctx.note:
            raise ctx.illegal(_("a points entry says why in a note"), key="note",
                              expected=_("{note} beside points ({rule})").format(
                                  note='note = "..."', rule=self.cite))
        if not points:
            raise ctx.illegal(_("a points entry names someone"), key="points", value={},
                              expected=_(self.names_expected))
        who = unit or (lambda name, key: ctx.player(name, key))
        return [Pending(_("{name}: {points} entered by hand ({note})").format(
                            name=name, points=f"{pts:+d}", note=ctx.note), self.rule,
                        who(name, f"points.{name}"), pts) for name, pts in points.items()]


def deltas_of(steps: Sequence[Pending]) -> dict[str, Any]:
    """The change to each unit of ``steps``, in the order they name them."""
    out: dict[str, Any] = {}
    for s in steps:
        out[s.unit] = out.get(s.unit, 0) + s.delta
    return out
