"""The contract every game engine fulfils.

A session file records what happened; an engine folds those facts into a state.  The flow for one
entry (see :mod:`scorekeeper.core.replay`):

1. the game's pydantic ``deal_model`` checks the entry's keys and types (*invalid*);
2. ``plan(state, deal, ctx)`` checks it against the state before it and returns the checked deal,
   the *plan* (the deal worked out: every figure it writes), or raises
   :class:`~scorekeeper.errors.IllegalError` or :class:`~scorekeeper.errors.AmbiguousError` —
   it must not change the state;
3. ``commit(state, plan, ctx)`` applies that plan: it changes the state and writes every change
   as a :class:`Step` into ``ctx.steps``, each citing the rule-text section or ruling it comes
   from (:mod:`scorekeeper.citations`).  It checks nothing: the plan is checked.

Engines are pure: no terminal, no files.  What they show is data (:class:`Sheet`), rendered by the
CLI or by an exporter.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from scorekeeper.core.options import Option, Preset
from scorekeeper.errors import IllegalError, UnknownNameError
from scorekeeper.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from pydantic import BaseModel

    from scorekeeper.citations import Citation
    from scorekeeper.core.form import Missing, Question


class Step(NamedTuple):
    """One traceable change: who, which account, by how much, why (the rule).

    ``account`` names what changed (``pool``, ``mountain``, ``whists:Vera``, ``score``, …); ``delta``
    is the signed change; ``rule`` cites the rule text and section or the ruling id, as the engine's
    table writes it, and :attr:`citation` is that citation as a value.  (A named tuple: replaying
    100,000 entries creates a great many of these, so the value is made when an output asks for
    it, once for each citation text.)
    """

    text: str
    rule: str
    player: str | None = None
    account: str | None = None
    delta: float | None = None

    @property
    def citation(self) -> Citation:
        """The step's rule as a :class:`~scorekeeper.citations.Citation` value: its text and its
        resolved parts (the same value for every step that cites the same text)."""
        from scorekeeper.citations import citation  # when asked: a replay prints no rule

        return citation(self.rule)

    def to_dict(self) -> dict[str, Any]:
        """The step as JSON prints it: a ``delta`` that is not whole is its nearest cent, as
        every output shows a figure (:func:`scorekeeper.core.figures.figure`)."""
        out = self._asdict()
        if isinstance(self.delta, float) and not self.delta.is_integer():
            from scorekeeper.core.figures import figure

            out["delta"] = figure(self.delta)
        return out


@dataclass(frozen=True)
class Table:
    """The resolved envelope of a session: who plays what under which options."""

    game: str
    preset: str
    players: tuple[str, ...]
    options: Mapping[str, Any]
    teams: tuple[tuple[str, ...], ...] = ()
    title: str | None = None
    date: Any = None

    def next_after(self, player: str) -> str:
        """The player to the left (clockwise) of ``player``."""
        ps = self.players
        return ps[(ps.index(player) + 1) % len(ps)]


@dataclass
class DealContext:
    """What an engine knows about the entry it is applying besides the entry itself."""

    table: Table
    number: int  # the entry number in the file (1-based)
    dealer: str
    deal_index: int  # live deals before this one (0-based)
    note: str | None = None
    steps: list[Step] = field(default_factory=list)
    #: None when a file is read; while a form builds the entry (:mod:`scorekeeper.core.form`),
    #: the keys the player answered blank
    form: frozenset[str] | None = None

    def player(self, name: Any, key: str) -> str:
        """Check that ``name`` is a player at the table (exact match), naming the key if not."""
        if not isinstance(name, str) or name not in self.table.players:
            raise UnknownNameError(
                "player", str(name), self.table.players, entry=self.number, key=key, value=name
            )
        return name

    def asks(self, key: str) -> bool:
        """Whether a form is building this entry and ``key`` has not been answered blank: a part
        the file's shorthand would fill (a partner left out: none; opponents left out: no tricks)
        is then asked instead (:class:`scorekeeper.core.form.Missing`)."""
        return self.form is not None and key not in self.form

    def missing(self, message: str, question: Question, *, key: str | None = None,
                expected: str | None = None) -> Missing:
        """The error for a part the entry lacks: ambiguous in a file (naming ``key``, by default
        the question's), the next question in a form."""
        from scorekeeper.core.form import Missing

        return Missing(message, question, entry=self.number, key=key or question.key,
                       expected=expected)

    def illegal(self, message: str, *, key: str | None = None, value: Any = None,
                expected: str | None = None) -> IllegalError:
        return IllegalError(message, entry=self.number, key=key, value=value, expected=expected)

    def step(self, text: str, rule: str, player: str | None = None, account: str | None = None,
             delta: float | None = None) -> None:
        self.steps.append(Step(text, rule, player, account, delta))


@dataclass
class SheetTable:
    """A table of the score sheet: pure data, rendered by rich, Markdown or CSV."""

    title: str
    columns: list[str]
    rows: list[list[Any]]
    note: str | None = None
    history: bool = False  # one row per deal: the terminal may show only the latest rows


@dataclass
class Sheet:
    title: str
    tables: list[SheetTable]
    notes: list[str] = field(default_factory=list)


@dataclass
class Settlement:
    """The final (or current) settlement of a session.

    ``balance`` is what each player (or side, for point games with teams) wins (+) or pays (−) in
    ``unit``; ``lines`` explain how it was reached, each citing its rule; ``pairs`` lists pair-by-pair
    amounts ``(payer, payee, amount)`` where the game settles pairwise.
    """

    unit: str
    finished: bool
    winner: str | None
    balance: dict[str, float]
    lines: list[Step] = field(default_factory=list)
    pairs: list[tuple[str, str, float]] = field(default_factory=list)
    tables: list[SheetTable] = field(default_factory=list)
    exact: dict[str, Any] | None = None  # the balance as exact numbers (ints, Fractions)


class DealModel:
    """A game's ``deal_model``, named ``"package.module:Class"`` and imported when a deal is first
    checked: the engine loads without pydantic's model machinery, so a read a checkpoint answers
    (:mod:`scorekeeper.session.cache`) never builds a model.  Once imported, the class stands in
    the descriptor's place on the game's class."""

    def __init__(self, where: str) -> None:
        self.where = where

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, obj: object, owner: type | None = None) -> type[BaseModel]:
        import importlib

        module, _sep, name = self.where.partition(":")
        model = getattr(importlib.import_module(module), name)
        setattr(owner if owner is not None else type(obj), self.name, model)
        return model


class Game:
    """Base class of a game engine.  Subclasses fill in the class attributes and the hooks."""

    name: ClassVar[str]
    title: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    unit: ClassVar[str] = "point"  # what settle's balance counts: "whist" or "point"
    penalty_rule: ClassVar[str] = "format §Entries (penalty)"
    options: ClassVar[dict[str, Option]] = {}
    presets: ClassVar[dict[str, Preset]] = {}
    default_preset: ClassVar[str]
    deal_model: ClassVar[type[BaseModel] | DealModel]  # a DealModel names it, to import it late
    deal_keys_doc: ClassVar[dict[str, str]] = {}  # key -> meaning, for `rules` and FORMAT docs
    #: what a seal keeps of each player's standing besides the balance: keys of :meth:`snapshot`
    seal_keeps: ClassVar[tuple[str, ...]] = ("score",)
    #: whether a player may join or leave during a session (:meth:`join`, :meth:`leave`)
    table_changes: ClassVar[bool] = False

    # --- policies (declared here, enforced by replay and :mod:`scorekeeper.core.records`) ---
    #: a penalty after the end of a game: None allows it; else it is refused, and this is what
    #: the refusal expects instead
    penalty_after_end: ClassVar[str | None] = None
    #: whole points: None keeps penalty points to the cent; else a penalty that is not a whole
    #: number is refused with this message (and :attr:`whole_points_expected`)
    whole_points: ClassVar[str | None] = None
    whole_points_expected: ClassVar[str] = N_("a whole number")
    #: points entered by hand (a deal entered by its result, with a note): the
    #: :class:`scorekeeper.core.records.PointsByHand` its entries are checked by, None where the
    #: game has no such entry or checks its own (records sit above this module)
    points_by_hand: ClassVar[Any] = None

    # --- table -------------------------------------------------------------------------------
    def check_table(self, table: Table) -> None:
        """Refuse a seat count or team layout the game does not know (IllegalError)."""
        n = len(table.players)
        if not self.min_players <= n <= self.max_players:
            lo, hi = self.min_players, self.max_players
            title = _(self.title)
            if lo == hi:
                message = ngettext("{title} is played by {count} players, not {n}",
                                   "{title} is played by {count} players, not {n}", lo)
                expected = ngettext("{count} names", "{count} names", lo).format(count=lo)
            else:
                message = _("{title} is played by {lo} to {hi} players, not {n}")
                expected = _("{lo} to {hi} names").format(lo=lo, hi=hi)
            raise IllegalError(message.format(title=title, count=lo, lo=lo, hi=hi, n=n),
                               key="players", value=list(table.players), expected=expected)

    def new_state(self, table: Table) -> Any:
        raise NotImplementedError

    # --- the table's events (scorekeeper.core.table_events) --------------------------------
    def reseat(self, state: Any, table: Table) -> None:
        """The same players now sit in ``table``'s order.  A state that keeps the order itself
        takes the new one here; by default a state's own ``table`` is the new one, and the
        engine reads the order from each deal's table."""
        if isinstance(getattr(state, "table", None), Table):
            state.table = table

    def join(self, state: Any, name: str, table: Table, ctx: DealContext) -> None:
        """``name`` sits down at ``table`` (a substitute: in the seat of the player who just
        left): the figures the newcomer starts with, each written as a step.  By default the
        table cannot change."""
        raise self.fixed_table("joins", name)

    def leave(self, state: Any, name: str, table: Table, ctx: DealContext) -> None:
        """``name`` leaves; ``table`` is who sits on.  The leaver's figures stay in the
        settlement.  By default the table cannot change."""
        raise self.fixed_table("leaves", name)

    def fixed_table(self, key: str, name: str) -> IllegalError:
        return IllegalError(_("in {title} the table does not change during a session: a player "
                              "joins or leaves between sessions").format(title=_(self.title)),
                            key=key, value=name, expected=_("a new session file"))

    # --- entries -----------------------------------------------------------------------------
    def is_deal(self, deal: BaseModel) -> bool:
        """Whether this entry is a deal at all: it has a dealer and counts in ``deal_index``
        (an entry that records conditions or starts a new game is not)."""
        return True

    def deals_again(self, state: Any, deal: BaseModel | None) -> bool:
        """Whether the previous deal's dealer deals this one too, as the state before it says
        (the MGU text: after raspasy and a caught misère the dealer deals again).  ``deal`` is
        None when the next deal is not yet known (``show`` saying who deals next)."""
        return False

    def starts_new_game(self, deal: BaseModel) -> bool:
        """Whether this deal may follow a finished game because it starts a new one."""
        return False

    def plan(self, state: Any, deal: BaseModel, ctx: DealContext) -> Any:
        """The deal checked against ``state``: the value :meth:`commit` applies (the deal worked
        out), or IllegalError/AmbiguousError if it cannot follow ``state``.  Never mutates."""
        return deal

    def commit(self, state: Any, plan: Any, ctx: DealContext) -> None:
        """Apply a plan :meth:`plan` made against this same ``state``: change the state and write
        each change as a step into ``ctx.steps``.  Checks nothing."""
        raise NotImplementedError

    def questions(self, state: Any, deal: BaseModel, ctx: DealContext) -> Question | None:
        """What an entry being built still needs (:mod:`scorekeeper.core.form`): the next
        question, or None when nothing is left to ask; raises the engine's error when what is
        given so far cannot follow ``state``.  ``ctx.form`` holds the keys answered blank.

        By default the engine's own check answers: a rule that finds a part missing raises
        :class:`~scorekeeper.core.form.Missing` with its question (``ctx.missing``); an engine
        that raises none has nothing to ask."""
        from scorekeeper.core.form import Missing

        try:
            self.plan(state, deal, ctx)
        except Missing as m:
            return m.question
        return None

    def verify_penalty(self, state: Any, penalty: Mapping[str, float], ctx: DealContext) -> None:
        """Penalties are allowed at any time by default."""

    def apply_penalty(self, state: Any, penalty: Mapping[str, float], ctx: DealContext) -> None:
        raise NotImplementedError

    def summarize(self, deal: BaseModel) -> str:
        """A short description of a deal for `log` (e.g. 'Boris 7♠, Vera whists: made')."""
        return ", ".join(f"{k}={v}" for k, v in deal.model_dump(exclude_none=True).items())

    # --- results -----------------------------------------------------------------------------
    def is_finished(self, state: Any) -> bool:
        return False

    def settle(self, state: Any) -> Settlement:
        raise NotImplementedError

    def progress(self, state: Any) -> list[str]:
        """How far the game has to go, in a line or two for the sheet (pools left to close, the
        distance to a target); empty when the game has nothing to say."""
        return []

    def snapshot(self, state: Any) -> dict[str, Any]:
        """The running state for ``show --json``."""
        raise NotImplementedError

    # --- what the layers above read of a state ------------------------------------------------
    def drawn(self, state: Any) -> dict[str, Any]:
        """What the drawn sheet reads of a state (:mod:`scorekeeper.draw`), after every entry: the
        paper пулька reads ``pool``, ``mountain`` and ``whists`` (each player's figures; ``whists``
        by writer, then by whom they are written on) and, where the game keeps them, ``bombs``,
        ``razboynik`` and ``responsible``; the chart reads ``score`` (unit -> points) and
        ``game_number``.  A game with none of these is not drawn.  By default: the snapshot."""
        return self.snapshot(state)

    def is_state(self, state: Any, table: Table) -> bool:
        """Whether ``state`` is a state of this engine at ``table``: a checkpoint's state read back
        is used only if it is (:mod:`scorekeeper.session.cache`).  A state is what a checkpoint
        stores, so it pickles: plain dataclasses, tuples, lists, dicts and sets of numbers,
        strings and the classes of ``scorekeeper.core``, ``scorekeeper.games`` and
        ``scorekeeper.notation`` (and the few standard types
        :data:`scorekeeper.session.checkpoint_file.STDLIB_TYPES` names) — never a function or a
        lambda, which the checkpoint's restricted unpickler refuses."""
        return type(state) is type(self.new_state(table))

    def sheet(self, state: Any, rows: int | None = None) -> Sheet:
        """The drawn score sheet as data.  ``rows``: a history table may hold only its latest
        ``rows`` rows (``None``: every row) and say so in its note."""
        raise NotImplementedError
