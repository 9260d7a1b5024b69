"""Pari arbitration without a session file (``scorekeeper pari value|surround|beats``).

Every question is checked as a move's part is (:mod:`.play`): the cards come from one pack (each
natural card once, two jokers at most, R-X-M2), a combination is one the table would accept
(:func:`.cards.classify`, or a set of trumps), and a surround or a take follows :mod:`.rules`.  A
refusal is the move's refusal, naming the argument.  The answers are plain data with the rule of
every figure, and each question's :class:`~scorekeeper.core.answer.Answer`; nothing here prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.answer import Answer, cite, line, lost, ref, strong, won
from scorekeeper.core.figures import figure_text
from scorekeeper.errors import IllegalError, NotationError
from scorekeeper.games.pari import rules, scoring
from scorekeeper.games.pari import tables as T
from scorekeeper.games.pari.cards import (
    Cut,
    PCard,
    Shape,
    ShapeError,
    check_pack,
    classify,
    classify_trumps,
    parse_cards,
    show,
)
from scorekeeper.i18n import _
from scorekeeper.notation import Card, parse_card, parse_suit


@dataclass(frozen=True)
class Value:
    """What a combination laid on the table is worth (written after the opponent's next move)."""

    cards: tuple[PCard, ...]
    shape: Shape
    awards: list[scoring.Award]
    total: float


@dataclass(frozen=True)
class Surrounded:
    """A half-trick: what the surrounding player scores, what the combination becomes, and what
    its owner writes if it was laid on the move just before."""

    target: tuple[PCard, ...]
    cards: tuple[PCard, ...]
    result: rules.Surround
    award: scoring.Award
    melder_half: scoring.Award


@dataclass(frozen=True)
class Taking:
    """Whether cards take a combination, why (or why not), and the trick's score."""

    takes: bool
    why: str
    rule: str
    trick: scoring.Award | None


def refusal(err: ShapeError, key: str, value: str) -> IllegalError:
    """A shape refused, as a move's part is refused (:func:`.play._shape_error`)."""
    return IllegalError(err.message, key=key, value=value, expected=f"see {err.rule}")


def cut_of(senior: str, trumps: str, multiplier: int) -> Cut:
    """What the three cuts decided (R-X15): the senior trump (a natural card), the trump suit, the
    multiplier — the third cut's rank, 2 to 14 (an ace 14)."""
    try:
        s = parse_card(senior)
    except NotationError as err:
        raise err.located(key="--senior") from None
    try:
        t = parse_suit(trumps)
    except NotationError as err:
        raise err.located(key="--trumps") from None
    ranks = sorted(T.FACE.values())
    if not ranks[0] <= multiplier <= ranks[-1]:
        raise IllegalError(_("the multiplier is the third cut's rank"), key="--mult", value=multiplier,
                           expected=_("{low} to {high} (an ace {high}; {rule})").format(
                               low=ranks[0], high=ranks[-1], rule=T.FACE_RULE))
    assert isinstance(s, Card)
    return Cut(s, t, multiplier)


def value(text: str, cut: Cut, *, set_of_trumps: bool = False, key: str = "CARDS") -> Value:
    """A combination as a meld (or a set of seven to nine trumps, R-X14), or one card laid as a
    single (R-X7), and its worth."""
    cards = parse_cards(text, key)
    try:
        shape = classify_trumps(cards, cut) if set_of_trumps else classify(cards, cut)
    except ShapeError as err:
        raise refusal(err, key, text) from None
    awards = scoring.meld_value(shape, cut)
    return Value(cards, shape, awards, scoring.num(sum(a.points for a in awards)))


def _table(text: str, cut: Cut, key: str) -> Shape:
    """A combination (or a single card) as it may lie on the table."""
    try:
        return classify(parse_cards(text, key), cut)
    except ShapeError as err:
        raise refusal(err, key, text) from None


def surround(target: str, laid: str, cut: Cut) -> Surrounded:
    """A half-trick (R-X2, R-X20): the cards laid at both ends of a combination on the table."""
    shape = _table(target, cut, "TARGET")
    cards = parse_cards(laid, "CARDS")
    try:
        res = rules.surround(shape, cards, cut)
    except ShapeError as err:
        raise refusal(err, "CARDS", laid) from None
    award = scoring.half_trick(shape.cards, cards, res.clean, cut)
    half = scoring.melder_half(sum(a.points for a in scoring.meld_value(shape, cut)))
    return Surrounded(shape.cards, cards, res, award, half)


def beats(taking: str, target: str, cut: Cut) -> Taking:
    """Whether TAKING takes TARGET (§ходы и подсчет «3. Взятка», R-X-M4) and the trick (R-X11).
    A target no table could hold, or cards no pack holds, are refused; cards that simply do not
    take are an answer."""
    shape = _table(target, cut, "TARGET")
    cards = parse_cards(taking, "TAKING")
    try:
        check_pack((*cards, *shape.cards))
    except ShapeError as err:
        raise refusal(err, "TAKING", taking) from None
    try:
        why = rules.beats(cards, shape, cut)
    except ShapeError as err:
        return Taking(False, err.message, err.rule, None)
    return Taking(True, why, f"{T.BEATS_RULE}; R-X-M4; {T.TRUST_RULE}",
                  scoring.trick(shape.cards, cards, cut))


__all__ = ["Surrounded", "Taking", "Value", "beats", "cut_of", "refusal", "show", "surround", "value"]


# ------------------------------------------------------------------------------ the answers
def _awards(title: str, awards: Sequence[scoring.Award], total: float,
            figures: dict[str, Any]) -> Answer:
    """A title, each award with its rule, and the total."""
    return Answer({**figures, "total": total,
                   "lines": [{"points": a.points, "text": a.text, "rule": cite(a.rule)} for a in awards]},
                  (line(strong(title)),
                   *(line(f"  {figure_text(a.points):>7}  {a.text}", ref(a.rule)) for a in awards),
                   line("  ", strong(f"{figure_text(total):>7}"), "  " + _("in all"))))


def value_answer(text: str, senior: str, trumps: str, multiplier: int, *,
                 set_of_trumps: bool = False) -> Answer:
    """``pari value``: what a combination laid on the table is worth, and why."""
    c = cut_of(senior, trumps, multiplier)
    a = value(text, c, set_of_trumps=set_of_trumps)
    return _awards(_("{cards}: a {kind} (senior {senior} = {points}, trumps {trump})").format(
                       cards=show(a.cards), kind=a.shape.label, senior=c.senior,
                       points=c.senior_points, trump=c.trump), a.awards, a.total,
                   {"cards": [str(x) for x in a.cards], "kind": a.shape.kind,
                    "clean": a.shape.clean, "senior_points": c.senior_points})


def surround_answer(target: str, laid: str, senior: str, trumps: str, multiplier: int) -> Answer:
    """``pari surround``: what a half-trick scores and what the combination becomes."""
    a = surround(target, laid, cut_of(senior, trumps, multiplier))
    half = a.melder_half
    out = _awards(_("{cards} around {target}: now a {kind} {result}").format(
                      cards=show(a.cards), target=show(a.target), kind=a.result.shape.label,
                      result=show(a.result.shape.cards)), [a.award], a.award.points,
                  {"target": [str(x) for x in a.target], "cards": [str(x) for x in a.cards],
                   "clean": a.result.clean, "melder_half_if_fresh": half.points})
    return Answer(out.figures, (*out.lines, line(
        "  (" + _("if it was laid on the opponent's last move, its owner writes {points}: "
                  "{how}").format(points=figure_text(half.points), how=half.text),
        ref(half.rule), ")")))


def beats_answer(taking: str, target: str, senior: str, trumps: str, multiplier: int) -> Answer:
    """``pari beats``: whether the cards take the combination, and what the trick scores."""
    a = beats(taking, target, cut_of(senior, trumps, multiplier))
    lines = [line(won(_("takes")) if a.takes else lost(_("does not take")), f": {a.why}", ref(a.rule))]
    if a.trick:
        lines.append(line(f"  {a.trick.text}", ref(a.trick.rule)))
    return Answer({"takes": a.takes, "why": a.why, "rule": cite(a.rule),
                   "trick": a.trick.points if a.trick else None,
                   "trick_text": a.trick.text if a.trick else None}, tuple(lines))
