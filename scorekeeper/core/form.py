"""An entry being built: what a deal still needs, and whether what has been given so far can be.

A player records a deal before knowing, or typing, every part of it.  The engine answers two
questions about such a *partial* entry (the file's own keys, with what is known so far):

* **what does it still need?** — the next :class:`Question`: the key it fills (dotted for a part
  of a table, ``tricks.Vera``), its kind, the question in the player's words, and the answers the
  engine allows *given the state and the answers before it* (the whisters a declarer may have;
  Vera's tricks 0 … what the declarer left);
* **is what has been given possible?** — the engine's own check of the deal, run on the partial
  entry: a part the entry lacks is a :class:`Missing` error carrying its question, anything else
  it raises is the reason the last answer cannot be.

Both come from one place, the engine's ``plan``: where a rule finds a part missing it
raises :class:`Missing` with the question (``Game.questions`` returns it).  Parts the file may
leave out by its shorthand ("the one player left out takes the rest; several left out took
none") are asked only while a form builds the entry (``DealContext.asks``), so a file reads as it
always has.  A question that may be left blank says what a blank answer means; the key then stays
out of the entry.

:class:`Form` walks an entry through its questions for any renderer — the terminal prompt of the
quick commands, a web form, a full-screen app: ``next()`` is the next question, :func:`read`
reads a typed answer against the question's bounds, ``give(q, value)`` has the engine check it
against the answers before it, ``missing()`` lists what a script left out.  Nothing here knows
a game, a terminal or a file.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.errors import AmbiguousError, InvalidError, ScorekeeperError
from scorekeeper.i18n import _, ngettext

#: the kinds of question: one player, several players, a whole number, a word from a list,
#: several words from a list, cards (in the library's notation, :mod:`scorekeeper.notation`)
KINDS = ("player", "players", "count", "choice", "choices", "cards")
#: what a player types to name nobody (a ``players`` question whose ``least`` is 0)
NOBODY = "-"
#: a form takes at most this many answers for one entry (an engine that asks again and again is
#: a bug, not a long deal)
MOST_QUESTIONS = 40


@dataclass(frozen=True)
class Question:
    """One part of an entry still to be given, as the engine words and bounds it."""

    key: str  # the entry key it fills; dotted for a part of a table ("tricks.Vera")
    kind: str  # one of KINDS
    text: str  # the question in the player's words
    #: player / players / choice / choices: the names or words allowed; cards: the cards that may
    #: be named, each as often as it is listed (``Jk`` twice), or empty: any card, any number of
    #: times (the engine checks them)
    choices: tuple[str, ...] = ()
    low: int = 0  # count: the fewest; cards: the fewest cards
    high: int | None = None  # count: the most (what is left to take); cards: the most cards
    least: int = 1  # players / choices: the fewest names or words (0: nobody, none)
    most: int = 1  # players / choices: the most
    nobody: str | None = None  # least 0: what naming nobody (or none) means ("both passed")
    default: Any = None  # offered where the player can accept it (a terminal); never assumed
    blank: str | None = None  # may be left blank: what that means (the key then stays out)
    #: choice / choices: other spellings (casefolded) → the word they stand for
    aliases: Mapping[str, str] = field(default_factory=dict)
    note: str | None = None  # a word on the bounds, shown beside them ("of the defenders' 4")
    why: str | None = None  # why the engine needs it (the rule), for a renderer to show

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown kind of question {self.kind!r}")

    def bounds(self) -> str:
        """The answers allowed, in a few words: "0 to 4", "Vera or Gleb", "один, помоги, откроем"."""
        if self.kind in ("count", "cards"):
            cards = self.kind == "cards"
            if self.high == self.low:
                span = (ngettext("{n} card", "{n} cards", self.low) if cards else "{n}").format(
                    n=self.low)
            elif self.high is not None:
                span = (_("{low} to {high} cards") if cards else _("{low} to {high}")).format(
                    low=self.low, high=self.high)
            else:
                span = (_("{low} or more cards") if cards else _("{low} or more")).format(
                    low=self.low)
            return span + (f", {self.note}" if self.note else "")
        names = list(self.choices)
        if not names:
            return ""
        if self.kind in ("choice", "choices"):
            return ", ".join(names)
        if len(names) == 1:
            return names[0]
        return _("{some} or {last}").format(some=", ".join(names[:-1]), last=names[-1])


class Missing(AmbiguousError):
    """A part the entry does not give, raised by the rule that needs it: an ambiguous entry in a
    file, and in a form the next question (``question``)."""

    def __init__(self, message: str, question: Question, **where: Any) -> None:
        where.setdefault("key", question.key)
        super().__init__(message, **where)
        self.question = question


class _Blank:
    def __repr__(self) -> str:
        return "BLANK"


#: the answer "left blank" to a question that allows it
BLANK = _Blank()


# ---------------------------------------------------------------------------- reading answers
def read(q: Question, text: str) -> Any:
    """A typed answer to ``q`` as the entry holds it, checked against the question's own bounds
    (the engine then checks it against the rest of the entry).  Raises InvalidError saying what
    is wrong and what the question allows."""
    raw = text.strip()
    if not raw:
        if q.blank is not None:
            return BLANK
        if q.default is not None:
            return q.default
        raise InvalidError(_("an answer is needed"), expected=q.bounds() or None)
    if q.kind == "count":
        return _count(q, raw)
    if q.kind == "player":
        return _one(q, raw, _NOT_HERE)
    if q.kind == "choice":
        word = q.aliases.get(raw.casefold(), raw)
        return _one(q, word, _NOT_AN_ANSWER)
    if q.kind == "cards":
        return _cards(q, raw)
    return _players(q, raw)


#: why an answer is not taken: a name that cannot be named here, a word not among the answers
_NOT_HERE = "cannot be named here"
_NOT_AN_ANSWER = "is not one of the answers"


def _count(q: Question, raw: str) -> int:
    digits = raw.removeprefix("-") if raw.startswith("-") and len(raw) > 1 else raw
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 6:
        raise InvalidError(_("{answer} is not a whole number").format(answer=raw), value=raw,
                           expected=q.bounds())
    n = int(raw)
    if n < q.low or (q.high is not None and n > q.high):
        raise InvalidError(_("{n} is out of range").format(n=n), value=n, expected=q.bounds())
    return n


def _one(q: Question, raw: str, what: str) -> str:
    if raw in q.choices:
        return raw
    folded = [c for c in q.choices if c.casefold() == raw.casefold()]
    if len(folded) == 1:
        return folded[0]
    words = (_("{answer} cannot be named here") if what == _NOT_HERE
             else _("{answer} is not one of the answers"))
    raise InvalidError(words.format(answer=raw).strip(), value=raw, expected=q.bounds())


def _players(q: Question, raw: str) -> list[str]:
    words = q.kind == "choices"
    if raw == NOBODY:
        if q.least > 0:
            raise InvalidError(_("name one") if words else _("name someone"), value=raw,
                               expected=_players_expected(q))
        return []
    if words:
        names = [_one(q, q.aliases.get(part.casefold(), part), _NOT_AN_ANSWER)
                 for part in raw.replace(",", " ").split()]
    else:
        names = [_one(q, part, _NOT_HERE) for part in raw.replace(",", " ").split()]
    if len(set(names)) != len(names):
        twice = next(n for n in names if names.count(n) > 1)
        raise InvalidError(_("{name} is named twice").format(name=twice), value=raw,
                           expected=_players_expected(q))
    if not q.least <= len(names) <= q.most:
        n = len(names)
        counted = (ngettext("{n} answer", "{n} answers", n) if words
                   else ngettext("{n} name", "{n} names", n))
        raise InvalidError(counted.format(n=n), value=raw, expected=_players_expected(q))
    return names


def _cards(q: Question, raw: str) -> list[str]:
    """Cards in the library's notation (``K♠ 10 ♥ Дп Jk``), space- or comma-separated, each as
    the file writes it (``K♠``); held to the cards the question allows and to its count."""
    from collections import Counter

    from scorekeeper.notation import parse_card, parse_suit

    words = raw.replace(",", " ").split()
    glued: list[str] = []
    for w in words:  # "10 ♥", "Jk = 7♣": a lone suit or '=' belongs to the word before it
        if glued and (w == "=" or glued[-1].endswith("=") or _lone_suit(w, parse_suit)):
            glued[-1] += ("" if w == "=" or glued[-1].endswith("=") else " ") + w
        else:
            glued.append(w)
    cards = [str(parse_card(w, jokers=True)) for w in glued]
    allowed = Counter(q.choices)
    for card, n in Counter(cards).items():
        if q.choices and card not in allowed:
            raise InvalidError(_("{card} cannot be given here").format(card=card), value=raw,
                               expected=q.bounds())
        if q.choices and n > allowed[card]:
            given = (_("{card} is given twice") if n == 2 else
                     ngettext("{card} is given {n} time", "{card} is given {n} times", n))
            raise InvalidError(given.format(card=card, n=n), value=raw, expected=q.bounds())
    if len(cards) < q.low or (q.high is not None and len(cards) > q.high):
        n = len(cards)
        raise InvalidError(ngettext("{n} card", "{n} cards", n).format(n=n), value=raw,
                           expected=q.bounds())
    return cards


def _lone_suit(word: str, parse_suit: Callable[[str], Any]) -> bool:
    if len(word) > 1:
        return False
    try:
        parse_suit(word)
    except ScorekeeperError:
        return False
    return True


def _players_expected(q: Question) -> str:
    answers = q.bounds()
    if q.least == q.most:
        text = _("{n} of {answers}").format(n=q.least, answers=answers)
    elif q.most > 1:
        text = _("{low} to {high} of {answers}").format(low=max(q.least, 1), high=q.most,
                                                        answers=answers)
    else:
        text = _("one of {answers}").format(answers=answers)
    if q.least == 0:
        if q.nobody:
            text = _("{expected}, or {nobody} ({meaning})").format(expected=text, nobody=NOBODY,
                                                                  meaning=q.nobody)
        else:
            text = _("{expected}, or {nobody}").format(expected=text, nobody=NOBODY)
    return text


# ---------------------------------------------------------------------------- the entry
def put(entry: Mapping[str, Any], key: str, value: Any) -> dict[str, Any]:
    """A copy of ``entry`` with ``value`` at the dotted ``key``: ``tricks.Vera`` is Vera's count
    in the ``tricks`` table, made where it is not there yet.  Only the first dot divides (a
    name may hold one: ``tricks.A. Petrov``)."""
    out = dict(entry)
    head, dot, rest = key.partition(".")
    if not dot:
        out[head] = value
        return out
    inner = out.get(head)
    out[head] = {**(inner if isinstance(inner, Mapping) else {}), rest: value}
    return out


def probe(q: Question) -> Any:
    """An answer to assume when looking past a question nobody is there to answer (a script): one
    that leaves the most still to say (the fewest tricks, someone named), never recorded."""
    if q.kind == "count":
        return q.low
    if q.kind == "players":
        return list(q.choices[:max(q.least, 1)])
    if q.kind == "choices":
        return list(q.choices[:q.least])
    if q.kind == "cards":
        return list(q.choices[:q.low]) if len(q.choices) >= q.low else BLANK
    return q.choices[0] if q.choices else BLANK


# ---------------------------------------------------------------------------- the form
#: what a form needs of the engine: ``check(entry, blank)`` is the next question of the entry
#: (``blank``: the keys answered blank), or None when it is complete; it raises the engine's
#: error when what is given cannot be
Check = Callable[[Mapping[str, Any], frozenset[str]], "Question | None"]


class Form:
    """An entry being built, one question at a time, each answer checked by the engine against
    the answers before it.  ``check`` asks the engine (see :data:`Check`; the replay's
    :func:`scorekeeper.core.replay.form_check` makes one for the next entry of a session)."""

    def __init__(self, entry: Mapping[str, Any], check: Check, *,
                 blank: Sequence[str] = ()) -> None:
        self.entry = dict(entry)
        self.blank = set(blank)
        self._check = check
        self.asked = 0

    def next(self) -> Question | None:
        """The next question, or None when the entry is complete.  Raises the engine's error
        when what has been given cannot be (before any question: an option given is wrong)."""
        return self._check(self.entry, frozenset(self.blank))

    def give(self, q: Question, value: Any) -> Question | None:
        """Take an answer to ``q`` (read by :func:`read`; ``BLANK`` for one left blank) and
        return the next question (None: complete).  An answer the engine refuses, given the
        answers before it, raises the engine's reason and changes nothing, so ``q`` may be
        asked again."""
        entry, blank = self.entry, set(self.blank)
        if value is BLANK:
            if q.blank is None:
                raise InvalidError(_("an answer is needed"), expected=q.bounds() or None)
            self.blank.add(q.key)
        else:
            self.entry = put(self.entry, q.key, value)
        try:
            nxt = self.next()
        except ScorekeeperError:
            self.entry, self.blank = entry, blank
            raise
        self.asked += 1
        if (nxt is not None and nxt.key == q.key) or self.asked > MOST_QUESTIONS:
            raise AssertionError(f"the engine asks again for {nxt.key if nxt else q.key}")
        return nxt

    def missing(self, first: Question) -> list[Question]:
        """``first`` and the questions after it that nobody is there to answer, each looked
        past with an assumed answer (:func:`probe`) to see what else the entry needs; the look
        stops where an assumption does not fit.  Questions that may be left blank are taken as
        blank (what leaving the option out means), not listed.  Changes nothing."""
        look = Form(self.entry, self._check, blank=self.blank)
        out: list[Question] = []
        q: Question | None = first
        while q is not None:
            if q.blank is None:
                out.append(q)
            try:
                q = look.give(q, BLANK if q.blank is not None else probe(q))
            except ScorekeeperError:
                break
        return out

    def skip_blanks(self, q: Question | None) -> Question | None:
        """Take every question that may be left blank as blank (no one is there to ask), up to
        the first that may not; returns it (None: complete)."""
        while q is not None and q.blank is not None:
            q = self.give(q, BLANK)
        return q

