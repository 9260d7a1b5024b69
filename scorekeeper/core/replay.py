"""Replay: fold a session's entries into a game state, entry by entry.

Generic entry kinds (format §Entries, docs/format.md), handled here for every game:

* ``void = N`` strikes entry N; a void of a void takes that void back (its entry counts again);
  ``undo = true`` beside it marks a void ``undo`` wrote;
* ``replaces = N`` beside the keys of a deal (or a penalty) amends entry N: on replay the new keys
  stand in entry N's place, so the dealer and every later figure are as if N had been recorded
  right; the newest live amendment of N stands;
* ``penalty = { Name = points }`` adds points of the game's penalty kind, refused where the game's
  declared policies say (``Game.penalty_after_end``, ``Game.whole_points``);
* ``note = "..."`` alone is a note; it may also stand on any other entry;
* ``dealer = "Name"`` may stand on any deal; otherwise the deal passes clockwise;
* ``seats``, ``joins``/``leaves`` and ``last_circle = true``: the table's own events
  (:mod:`scorekeeper.core.table_events`);
* ``seal = { ... }`` seals a settled night (its figures and a digest of the entries before it,
  :mod:`scorekeeper.session.seal`): every entry after it but ``unseal = true`` (with its required
  note) is refused.

Everything else is a deal, checked by the game's ``deal_model`` and its ``plan``,
which ``commit`` applies.
A struck entry is skipped entirely, so voiding an entry equals never having recorded it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from scorekeeper.core import registry
from scorekeeper.core.classify import EntryResult, classify
from scorekeeper.core.entries import RawEntry, Session
from scorekeeper.core.engine import DealContext, Game, Step, Table
from scorekeeper.core.options import resolve_options
from scorekeeper.core.penalties import penalty_policies, penalty_text, read_penalty
from scorekeeper.core import table_events
from scorekeeper.core.table_events import Life
from scorekeeper.core.voids import VoidIndex, sealed_refusal
from scorekeeper.errors import (
    IllegalError,
    InvalidError,
    ProblemList,
    ScorekeeperError,
    UnknownNameError,
)
from scorekeeper.i18n import N_, _

if TYPE_CHECKING:
    from pydantic import BaseModel

GENERIC_KEYS = ("void", "penalty", "note", "dealer", "replaces", "seal", "unseal", "seats", "joins",
                "leaves", "last_circle")
RULE_VOID = "format §Entries (void)"


@dataclass
class Replay:
    game: Game
    table: Table
    state: Any
    entries: list[EntryResult]
    problems: list[ScorekeeperError]
    file: str | None = None
    resumed_from: int = 0  # entries before ``entries[0]`` that a checkpoint stood for
    total: int = 0  # entries in the file
    dealer: str | None = None  # who dealt the last deal
    deal_index: int = 0  # live deals so far
    envelope: Any = None  # the file's checked envelope
    index: Any = None  # the index of voids of ``entries`` (scorekeeper.core.voids.VoidIndex)
    life: Life | None = None  # the table's events: who sits now, the last circle

    @property
    def players(self) -> tuple[str, ...]:
        """Every player of the evening: those at the table now, then those who left."""
        left = self.life.left if self.life is not None else ()
        return self.table.players + tuple(p for p in left if p not in self.table.players)

    @property
    def progress(self) -> list[str]:
        """The game's lines on what is left, and the last circle's."""
        return self.game.progress(self.state) + (self.life.progress() if self.life else [])

    def settlement(self) -> Any:
        """The game's settlement; final once the last circle is over."""
        import dataclasses

        s = self.game.settle(self.state)
        if self.life is not None and self.life.circle_done and not s.finished:
            s = dataclasses.replace(s, finished=True)
        return s

    @property
    def sealed(self) -> EntryResult | None:
        """The seal in force (no unseal after it), or None."""
        number = getattr(self.index, "sealed", None)
        if number is None or self.resumed_from:
            return None
        return self.entries[number - 1]

    def resume_point(self) -> Resume:
        return Resume(self.state, self.total, self.dealer, self.deal_index)

    @property
    def finished(self) -> bool:
        return self.game.is_finished(self.state) or bool(self.life and self.life.circle_done)

    def entry(self, number: int) -> EntryResult:
        if self.resumed_from:
            raise ValueError("a resumed replay holds only the entries after its checkpoint")
        if not 1 <= number <= len(self.entries):
            raise InvalidError(_("there is no entry {number}").format(number=number), value=number,
                               expected=_("1 to {last}").format(last=len(self.entries))
                               if self.entries else _("no entries yet"))
        return self.entries[number - 1]

    @property
    def next_dealer(self) -> str:
        """Who deals the next deal: the first player before any deal; else the player after the
        last deal's dealer, unless the game says that dealer deals again (format §Entries)."""
        if self.dealer is None:
            return self.table.players[0]
        if self.game.deals_again(self.state, None):
            return self.dealer
        return self.table.next_after(self.dealer)

    def last_live(self) -> EntryResult | None:
        """What ``undo`` strikes (:meth:`scorekeeper.core.voids.VoidIndex.last_live`)."""
        for e in reversed(self.entries):
            if e.voided_by is not None:
                continue
            if e.kind == "void" and (e.problem is not None or e.data.get("undo") is True):
                continue
            return e
        return None

    def amended(self) -> list[EntryResult]:
        """The entries an amendment stands in for, in order."""
        return [e for e in self.entries if e.amended_by is not None]


def open_table(session: Session) -> tuple[Game, Table]:
    """The game engine and the resolved table of a session's envelope."""
    env = session.envelope
    where = {"file": session.file}
    try:
        game = registry.game(env.game)
        preset = registry.preset(game, env.rules)
        pinned = getattr(env, "pinned", None)  # a checkpoint written before pins has none
        options = resolve_options(game.options, preset, env.options,
                                  pinned["options"] if pinned else None)
        teams = tuple(tuple(t) for t in env.teams) if env.teams else ()
        for ti, side in enumerate(teams):
            for name in side:
                if name not in env.players:
                    raise UnknownNameError("player", name, env.players, key=f"teams.{ti}", value=name)
        table = Table(game=game.name, preset=preset.name, players=tuple(env.players),
                      options=options, teams=teams, title=env.title, date=env.date)
        game.check_table(table)
    except ScorekeeperError as err:
        raise err.located(**where)
    return game, table


@dataclass
class Resume:
    """Where an earlier replay of the same file's first ``entries`` entries ended."""

    state: Any
    entries: int  # entries already folded into ``state``
    dealer: str | None
    deal_index: int


def replay(session: Session, *, collect: bool = False, upto: int | None = None,
           resume: Resume | None = None, folded: Folded | None = None) -> Replay:
    """Replay every entry.  ``collect=True`` records problems and goes on (``check``); otherwise the
    first problem is raised.  ``upto`` stops after that entry number.  ``folded``, if given, is
    called after each entry folded into the state (:data:`Folded`), the state as it then stands.

    With ``resume``, ``session.entries`` are only the entries after ``resume.entries`` (numbered on
    from there) and ``resume.state`` is the state before them; such a tail may hold no ``void``
    and no amendment (they reach back into entries the resumed state has already folded in)."""
    game, table = open_table(session)
    if resume is None:
        state, dealer, deal_index = game.new_state(table), None, 0
    else:
        state, dealer, deal_index = resume.state, resume.dealer, resume.deal_index
    entries = [classify(game, raw) for raw in session.entries]
    problems: list[ScorekeeperError] = []

    def fail(res: EntryResult, err: ScorekeeperError) -> None:
        for e in (err.problems if isinstance(err, ProblemList) else [err]):
            e.located(file=session.file, entry=res.number,
                      line=key_line(session.text, res.line, e.key) or res.line)
        res.problem = err
        if not collect:
            raise err
        problems.extend(err.problems if isinstance(err, ProblemList) else [err])

    # voids and amendments first: a struck entry is skipped entirely, an amended one replaced
    first = entries[0].number if entries else 1
    index = _strike_and_amend(entries, first, fail, resumed=resume is not None)
    life = Life(table)
    retro = sorted((e.data["from"], e.number) for e in entries
                   if e.kind == "event" and e.live and e.data.get("from") is not None)
    for res, owner, src in _to_fold(entries, first, upto):
        while retro and retro[0][0] <= res.number:  # seats said to hold from this entry on
            seats = entries[retro.pop(0)[1] - first]
            try:
                table_events.reseat(game, life, state, seats.data["seats"], seats.number)
            except ScorekeeperError as err:
                fail(seats, err)
        if src is None:  # refused already
            dealer, deal_index = _refused_deal(game, life, state, res, dealer, deal_index)
            continue
        if res.problem is not None and res.kind == "event":
            continue
        try:
            dealer, deal_index = _fold(game, life, state, res, owner, src,
                                       dealer=dealer, deal_index=deal_index)
        except ScorekeeperError as err:
            if owner is not res:  # the amendment's keys do not fit in entry N's place
                for e in (err.problems if isinstance(err, ProblemList) else [err]):
                    e.entry = owner.number
                    e.message = _("in the place of entry {number}: {problem}").format(
                        number=res.number, problem=e.message)
            fail(owner, err)
            if src.kind == "deal":
                dealer, deal_index = _refused_deal(game, life, state, src, dealer, deal_index,
                                                   res)
            continue
        if folded is not None:
            folded(res, src, state)
    total = (resume.entries if resume else 0) + len(entries)
    return Replay(game, life.table, state, entries, problems, session.file,
                  resumed_from=resume.entries if resume else 0, total=total,
                  dealer=dealer, deal_index=deal_index, envelope=session.envelope, index=index,
                  life=life)


#: What :func:`replay` tells its ``folded`` hook after each entry it folds into the state: the
#: entry, the entry whose keys were folded in (an amendment's replacement, else the entry
#: itself) and the state right after it.  Struck entries, voids, notes and the amendments
#: themselves are never folded; an amendment's keys are folded in at the entry it amends.
Folded = Callable[["EntryResult", "EntryResult", Any], None]


def _strike_and_amend(entries: list[EntryResult], first: int,
                      fail: Callable[[EntryResult, ScorekeeperError], None], *,
                      resumed: bool) -> VoidIndex:
    """Fold the voids and amendments of ``entries`` (numbered from ``first``): which entries are
    struck, and which amendment stands in each amended entry's place.  Returns the index of
    voids."""
    index = VoidIndex(first - 1)
    amendments: dict[int, list[EntryResult]] = {}
    for res in entries:
        sealed = index.sealed  # the seal in force before this entry
        refused = index.add(res.data)
        if res.kind in ("seal", "unseal") and resumed:
            raise ValueError("a resumed replay cannot hold a seal")  # callers fall back
        if sealed is not None and res.kind != "unseal":
            fail(res, refused or sealed_refusal(sealed))
            continue
        if res.kind == "unseal" and sealed is None and res.problem is None:
            res.problem = IllegalError(_("nothing is sealed; an unseal follows a seal"),
                                       key="unseal", expected=_("a seal before it"))
        if res.problem is not None:
            fail(res, res.problem)
            continue
        if res.kind in ("void", "amend", "event") and resumed:
            raise ValueError("a resumed replay cannot hold a void or an amendment")  # callers fall back
        if res.kind == "void":
            if refused is not None:
                fail(res, refused)
            else:
                res.steps = [_void_step(index, res.number)]
        elif res.kind == "amend":
            try:
                _check_amend(res, entries, first, index)
                amendments.setdefault(res.replaces, []).append(res)  # type: ignore[arg-type]
            except ScorekeeperError as err:
                fail(res, err)
    for res in entries:
        res.voided_by = index.struck.get(res.number)
    for target, amends in amendments.items():
        live = [a for a in amends if a.voided_by is None]
        if live:
            entries[target - first].amended_by = live[-1].number
            for a in live[:-1]:
                a.superseded_by = live[-1].number
    return index


def _to_fold(entries: list[EntryResult], first: int,
             upto: int | None) -> Iterator[tuple[EntryResult, EntryResult, EntryResult | None]]:
    """The entries to fold into the state, in order, up to entry ``upto``: each with the entry
    that owns its outcome (the amendment standing in its place, else itself) and the entry whose
    keys are folded in (that amendment's replacement, else itself; None for an entry already
    refused, which folds nothing but may pass the deal in the rotation)."""
    for res in entries:
        if upto is not None and res.number > upto:
            break
        if res.voided_by is not None or res.kind in ("void", "note", "amend", "seal", "unseal"):
            continue
        owner, src = res, res
        if res.amended_by is not None:  # the amendment's keys stand in this entry's place
            owner = entries[res.amended_by - first]
            src = owner.replacement  # type: ignore[assignment]
        elif res.problem is not None:
            yield res, res, None
            continue
        yield res, owner, src


def _fold(game: Game, life: Life, state: Any, res: EntryResult, owner: EntryResult,
          src: EntryResult, *, dealer: str | None, deal_index: int) -> tuple[str | None, int]:
    """Fold one entry (a penalty, a table event or a deal, ``src``'s keys) into ``state``;
    returns who dealt the last deal and the live deals so far, as they stand after it."""
    table = life.table
    if src.kind == "event":
        res.steps, dealer = table_events.fold(game, life, state, src.data, res.number, dealer)
        return dealer, deal_index
    if src.kind == "penalty":
        ctx = DealContext(table, res.number, dealer or table.players[0], deal_index, src.note)
        penalty = read_penalty(src.data["penalty"], ctx)
        penalty_policies(game, state, penalty, ctx)
        game.verify_penalty(state, penalty, ctx)
        game.apply_penalty(state, penalty, ctx)
        src.text = penalty_text(penalty)
        res.steps = owner.steps = ctx.steps
        return dealer, deal_index
    # a deal
    ctx = deal_context(game, table, state, src.deal, src.data, number=res.number,
                       dealer=dealer, deal_index=deal_index, note=src.note, life=life)
    game.commit(state, game.plan(state, src.deal, ctx), ctx)
    res.steps = owner.steps = ctx.steps
    if game.is_deal(src.deal) or "dealer" in src.data:
        res.dealer = owner.dealer = ctx.dealer
        dealer = ctx.dealer
        deal_index += 1
        life.dealt_one(ctx.dealer)
    return dealer, deal_index


def _refused_deal(game: Game, life: Life, state: Any, src: EntryResult, dealer: str | None,
                  deal_index: int, res: EntryResult | None = None) -> tuple[str | None, int]:
    """The rotation after a deal that is refused: the table dealt it, so it passes the deal as
    any deal does (format §Checking and writing); it scores nothing.  The entries after it are
    then checked with the dealer they have, and a refusal reports its own problem, not one the
    missing deal would make of every later entry.  A refused entry that is no deal (a penalty,
    a new game, a pari move) passes nothing."""
    if src.kind != "deal":
        return dealer, deal_index
    deal = src.deal
    if deal is None:  # its keys did not pass the game's model: read the known ones as they are
        known = getattr(game.deal_model, "model_fields", {})
        try:
            deal = game.deal_model.model_construct(**{k: v for k, v in src.data.items()
                                                       if k in known})
        except Exception:  # noqa: BLE001 - a shape the model cannot even hold
            return dealer, deal_index
    try:
        if not (game.is_deal(deal) or "dealer" in src.data):
            return dealer, deal_index
        ctx = deal_context(game, life.table, state, deal, src.data, number=src.number,
                           dealer=dealer, deal_index=deal_index, life=life)
    except ScorekeeperError:  # the game is over, or a dealer no one at the table
        return dealer, deal_index
    except Exception:  # noqa: BLE001 - unchecked keys the game's rotation cannot read
        return dealer, deal_index
    src.dealer = ctx.dealer
    if res is not None:
        res.dealer = ctx.dealer
    life.dealt_one(ctx.dealer)
    return ctx.dealer, deal_index + 1


def deal_context(game: Game, table: Table, state: Any, deal: BaseModel, data: Mapping[str, Any], *,
                 number: int, dealer: str | None, deal_index: int,
                 note: str | None = None, life: Life | None = None) -> DealContext:
    """The context of a deal that follows ``state``: who deals it (its ``dealer`` key; else the
    first player before any deal; else the player after the last deal's ``dealer``, unless the
    game says that dealer deals again).  Refused when the game is over and it starts no new one."""
    if "dealer" in data:
        this_dealer = DealContext(table, number, "", 0).player(data["dealer"], "dealer")
    elif dealer is None:
        this_dealer = table.players[0]
    elif game.is_deal(deal) and not game.deals_again(state, deal):
        this_dealer = table.next_after(dealer)
    else:
        this_dealer = dealer
    ctx = DealContext(table, number, this_dealer, deal_index, note)
    if life is not None and game.is_deal(deal):
        life.refuse_after_circle(number, None)
    if game.is_finished(state) and not game.starts_new_game(deal):
        raise ctx.illegal(_("the game is over; no deal may follow"),
                          expected=_("a new game, or no further deals"))
    return ctx


def form_check(rep: Replay, number: int, *, shorthand: bool = False) -> Any:
    """What a form (:class:`scorekeeper.core.form.Form`) asks of the engine for a deal that
    follows ``rep`` as entry ``number``: the deal's keys checked by the game's model, then
    ``Game.questions`` against the state of ``rep`` — the next question, or None when the deal is
    complete.  Nothing in ``rep`` changes (an engine's check never changes the state).

    ``shorthand``: the entry is read as a file reads it (``DealContext.form`` stays None), so
    only a fact the file cannot leave out is asked, never a part its shorthand fills."""
    def check(entry: Mapping[str, Any], blank: frozenset[str]) -> Any:
        res = classify(rep.game, RawEntry(number, None, dict(entry)))
        if res.problem is not None:
            raise res.problem
        if res.kind != "deal" or res.deal is None:
            raise InvalidError(_("only a deal is built by questions"), entry=number,
                               expected=_("the keys of a deal"))
        ctx = deal_context(rep.game, rep.table, rep.state, res.deal, res.data, number=number,
                           dealer=rep.dealer, deal_index=rep.deal_index, note=res.note,
                           life=rep.life)
        ctx.form = None if shorthand else blank
        return rep.game.questions(rep.state, res.deal, ctx)

    return check


def key_line(text: str, header: int | None, key: str | None) -> int | None:
    """The line of ``key`` inside the entry whose ``[[deal]]`` header is on line ``header``."""
    if not text or not header or not key:
        return None
    first = key.split(".", 1)[0]
    lines = text.splitlines()
    for i in range(header, len(lines)):  # lines[header] is the line after the header
        stripped = lines[i].lstrip()
        if stripped.startswith("["):
            break
        name = stripped.split("=", 1)[0].strip().strip('"\'')
        if "=" in stripped and name == first:
            return i + 1
    return None


def _check_amend(res: EntryResult, entries: list[EntryResult], first: int, index: Any) -> None:
    """May ``res`` amend the entry it names, as the entries before it stand?"""
    target = res.replaces
    assert target is not None and res.replacement is not None
    if not 1 <= target < res.number:
        raise IllegalError(_("replaces must name an earlier entry"), key="replaces", value=target,
                           expected=_("1 to {last}").format(last=res.number - 1)
                           if res.number > 1 else _("an earlier entry"))
    hit = entries[target - first]
    why = None
    if hit.kind == "amend":
        why = (_("entry {target} is itself an amendment (of entry {of}); amend entry {of} again: "
                 "the newest amendment stands").format(target=target, of=hit.replaces),
               f"replaces = {hit.replaces}")
    elif hit.kind == "void":
        why = (_("entry {target} is a void; to take it back, void it (a void of a void restores "
                 "its entry)").format(target=target), _("a deal or a penalty"))
    elif hit.kind == "note":
        why = (_("entry {target} is a note and counts for nothing; add another note "
                 "instead").format(target=target), _("a deal or a penalty"))
    elif target in index.struck:
        why = (_("entry {target} is struck by entry {by}; void entry {by} to bring it back first, "
                 "or record the deal anew").format(target=target, by=index.struck[target]),
               _("a live entry"))
    elif hit.kind != res.replacement.kind:
        words = _AMENDED_BY.get((hit.kind, res.replacement.kind))
        if words is None:  # pragma: no cover - only a deal and a penalty are amended
            words = (f"entry {{target}} is a {hit.kind}; it is amended by a {hit.kind}, not a "
                     f"{res.replacement.kind}", f"the keys of a {hit.kind}")
        why = (_(words[0]).format(target=target), _(words[1]))
    if why is not None:
        raise IllegalError(why[0], key="replaces", value=target, expected=why[1])


#: an amendment of another kind than its entry: the refusal and what it expects, by (the entry's
#: kind, the amendment's)
_AMENDED_BY = {
    ("deal", "penalty"): (N_("entry {target} is a deal; it is amended by a deal, not a penalty"),
                          N_("the keys of a deal")),
    ("penalty", "deal"): (N_("entry {target} is a penalty; it is amended by a penalty, not a deal"),
                          N_("the keys of a penalty")),
}


def _void_step(index: Any, number: int) -> Step:
    target = index.targets[number]
    chain = index.chain(target)
    if len(chain) == 1:
        return Step(strikes_words(target), RULE_VOID)
    return Step(_("takes back void {void}: entry {entry} counts again").format(
        void=target, entry=chain[1]), RULE_VOID)


def strikes_words(target: int) -> str:
    """The step of a void: "strikes entry N"."""
    return _("strikes entry {number}").format(number=target)
