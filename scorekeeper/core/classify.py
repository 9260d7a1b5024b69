"""What kind each entry of a session file is (format §Entries): a deal the game's model checks, a
penalty, a void, a note, an amendment, a seal or an unseal, or a table event — and the problem its
keys have, found before anything is folded (:func:`classify`).  :class:`EntryResult` is what
replay (:mod:`scorekeeper.core.replay`) keeps of each entry."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scorekeeper.core import table_events
from scorekeeper.core.engine import Game, Step
from scorekeeper.core.entries import RawEntry
from scorekeeper.core.penalties import penalty_text
from scorekeeper.core.problems import pydantic_problems
from scorekeeper.core.voids import void_problem
from scorekeeper.errors import InvalidError, ProblemList, ScorekeeperError
from scorekeeper.i18n import _

if TYPE_CHECKING:
    from pydantic import BaseModel


@dataclass(slots=True)
class EntryResult:
    """What one entry did: its kind, who dealt, a summary and the steps it wrote."""

    number: int
    line: int | None
    kind: str  # "deal" | "penalty" | "void" | "note" | "amend" | "seal" | "unseal" | "event"
    data: dict[str, Any]
    deal: BaseModel | None = None
    voided_by: int | None = None
    dealer: str | None = None
    text: str = ""  # summary of a non-deal entry; a deal's is made on demand
    note: str | None = None
    steps: list[Step] = field(default_factory=list)
    problem: ScorekeeperError | None = None
    game: Game | None = None
    replaces: int | None = None  # an amendment: the entry it replaces
    replacement: EntryResult | None = None  # an amendment: the entry that stands in its place
    amended_by: int | None = None  # an amended entry: the amendment that stands in its place
    superseded_by: int | None = None  # an amendment a newer live amendment of its entry replaced

    @property
    def summary(self) -> str:
        if self.kind == "amend":
            inner = self.replacement.summary if self.replacement is not None else ""
            if inner:
                return _("replaces entry {number}: {summary}").format(number=self.replaces,
                                                                      summary=inner)
            return _("replaces entry {number}").format(number=self.replaces)
        if self.kind == "deal" and self.deal is not None and self.game is not None:
            return self.game.summarize(self.deal)
        return self.text

    @property
    def live(self) -> bool:
        return self.voided_by is None and self.problem is None


def _invalid() -> type[Exception]:
    """pydantic's ValidationError, looked up only when a deal's check raised something (the
    game's deal model has loaded pydantic by then): a read that checks no deal never imports it."""
    from pydantic import ValidationError

    return ValidationError


def classify(game: Game, raw: RawEntry) -> EntryResult:
    data = raw.data
    res = EntryResult(raw.number, raw.line, "deal", data, game=game)
    if not ("void" in data or "penalty" in data or "note" in data or "dealer" in data
            or "replaces" in data or "seal" in data or "unseal" in data
            or table_events.is_event(data)):  # a plain deal
        try:
            res.deal = game.deal_model.model_validate(data)
        except _invalid() as err:
            probs = pydantic_problems(err, entry=raw.number)
            res.problem = probs[0] if len(probs) == 1 else ProblemList(probs)
        except ScorekeeperError as err:
            res.problem = err
        return res
    note = data.get("note")
    if note is not None and not isinstance(note, str):
        res.problem = InvalidError(_("a note is text"), key="note", value=note,
                                   expected=_("a string in quotes"))
        return res
    res.note = note
    if "seal" in data or "unseal" in data:
        return _classify_seal(data, res)
    if "void" in data:
        res.kind = "void"
        res.problem = void_problem(data)
        res.text = (_("void entry {number} (undo)") if data.get("undo") is True
                    else _("void entry {number}")).format(number=data["void"])
        return res
    if "replaces" in data:
        return _classify_amend(game, raw, res)
    if table_events.is_event(data):
        res.kind = "event"
        res.text, res.problem = table_events.classify(data, raw.number)
        return res
    if "penalty" in data:
        res.kind = "penalty"
        extra = set(data) - {"penalty", "note"}
        if extra:
            k = sorted(extra)[0]
            res.problem = InvalidError(_("a penalty entry holds only 'penalty' and 'note'"), key=k,
                                       value=data[k], expected="penalty = { Name = points }, note = \"...\"")
        res.text = penalty_text(data["penalty"])
        return res
    rest = {k: v for k, v in data.items() if k not in ("note", "dealer")}
    if not rest:
        if "dealer" in data:
            res.problem = InvalidError(_("a dealer without a deal"), key="dealer",
                                       value=data["dealer"],
                                       expected=_("the keys of a deal beside it"))
            return res
        res.kind = "note"
        res.text = _("note")
        return res
    try:
        res.deal = game.deal_model.model_validate(rest)
    except _invalid() as err:
        probs = pydantic_problems(err, entry=raw.number)
        res.problem = probs[0] if len(probs) == 1 else ProblemList(probs)
    except ScorekeeperError as err:  # a notation error raised by a validator
        res.problem = err
    return res


def _classify_seal(data: Mapping[str, Any], res: EntryResult) -> EntryResult:
    """``seal = { ... }`` (written by ``scorekeeper seal``) or ``unseal = true`` with its note."""
    if "seal" in data:
        res.kind = "seal"
        seal = data["seal"]
        res.text = _("seal")
        extra = set(data) - {"seal", "note"}
        if extra:
            k = sorted(extra)[0]
            res.problem = InvalidError(_("a seal entry holds only 'seal' and 'note'"), key=k,
                                       value=data[k], expected=_("the seal as `scorekeeper seal` "
                                                                 "writes it"))
        elif not (isinstance(seal, Mapping) and isinstance(seal.get("digest"), str)
                  and isinstance(seal.get("balance"), Mapping)):
            res.problem = InvalidError(_("a seal is a table with its digest and balance"),
                                       key="seal", value=seal,
                                       expected=_("the seal as `scorekeeper seal` writes it"))
        return res
    res.kind = "unseal"
    res.text = _("unseal")
    extra = set(data) - {"unseal", "note"}
    if extra:
        k = sorted(extra)[0]
        res.problem = InvalidError(_("an unseal entry holds only 'unseal' and 'note'"), key=k,
                                   value=data[k], expected=_("{unseal} with its note").format(
                                       unseal="unseal = true"))
    elif data["unseal"] is not True or not res.note:
        res.problem = InvalidError(_("an unseal is true and has a note saying why"), key="unseal",
                                   value=data["unseal"],
                                   expected=_("{unseal} with its note").format(
                                       unseal="unseal = true"))
    return res


def _classify_amend(game: Game, raw: RawEntry, res: EntryResult) -> EntryResult:
    """``replaces = N`` beside the keys of the entry that stands in N's place."""
    data = raw.data
    res.kind = "amend"
    target = data["replaces"]
    res.replaces = target if isinstance(target, int) and not isinstance(target, bool) else None
    rest = {k: v for k, v in data.items() if k != "replaces"}
    inner = classify(game, RawEntry(raw.number, raw.line, rest))
    res.replacement, res.note = inner, inner.note
    if res.replaces is None:
        res.problem = InvalidError(_("replaces names an entry number"), key="replaces",
                                   value=target, expected=_("a whole number of an earlier entry"))
    elif inner.kind not in ("deal", "penalty") or not set(rest) - {"note", "dealer"}:
        res.problem = InvalidError(
            _("an amendment holds the keys of the entry that replaces entry {number}: a deal or a "
              "penalty").format(number=target), key="replaces", value=target,
            expected=_("{replaces} beside a deal's keys (or a penalty), with an optional "
                       "note").format(replaces="replaces = N"))
    else:
        res.problem = inner.problem
    return res
