"""Thousand arbitration without a session file (``scorekeeper thousand prikup|round|value``).

Each question takes the figures an entry would hold and checks them with the entry's own checks
(:mod:`.contract`): a prikup is three different cards of the 24-card pack, as four at the table
deal it (the only table where the dealer scores it); a count of card points is what one player can
take, 0 to 120; a bid is 100 or more in tens, each marriage declared once, a dark bid only under
the house rule.  The answers are plain data with the rule of every figure, and each question's
:class:`~scorekeeper.core.answer.Answer` (the figures and the lines a player reads); nothing
here prints.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.answer import Answer, bad, cite, good, line, ref, strong
from scorekeeper.core.figures import figure_text
from scorekeeper.games.thousand import contract, permits, scoring
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.cards import parse_prikup, parse_suits
from scorekeeper.i18n import _
from scorekeeper.notation import Card, Suit


@dataclass(frozen=True)
class Prikup:
    """What the sitting-out dealer writes: each card's value, the total, and the figure written."""

    cards: list[Card]
    lines: list[scoring.Award]
    total: int
    written: scoring.Award


@dataclass(frozen=True)
class Rounded:
    points: int
    written: int
    rule: str


@dataclass(frozen=True)
class Bid:
    """Whether a bid is made and what the bidder writes."""

    bid: int
    taken: int
    marriages: list[Suit]
    counted: int
    made: bool
    award: scoring.Award


def _words(items: Sequence[str]) -> list[str]:
    return [w for item in items for w in item.replace(",", " ").split()]


def prikup(cards: Sequence[str], options: Mapping[str, Any], key: str = "CARDS") -> Prikup:
    """The dealer's prikup with four at the table (§ТЫСЯЧА, R-T8): the cards checked as an entry's
    ``prikup`` is (:func:`.contract.prikup_cards`)."""
    parsed = contract.prikup_cards(parse_prikup(_words(cards), key=key), T.SITTING_OUT_AT, key=key,
                                   card_key=key)
    return Prikup(parsed, scoring.prikup_lines(parsed, options), scoring.prikup_total(parsed, options),
                  scoring.prikup_score(parsed, options))


def rounded(points: int, options: Mapping[str, Any], key: str = "POINTS") -> Rounded:
    """How one player's card points are written (R-T2): the count checked as an entry's ``taken``
    is (:func:`.contract.card_points`)."""
    contract.card_points(points, key)
    return Rounded(points, scoring.round_points(points, options), scoring.rounding_rule(options))


def bid(value: int, taken: int, marriages: Sequence[str], dark: bool,
        options: Mapping[str, Any], ace: bool = False) -> Bid:
    """Whether a bid is made (R-T5, R-T6) and what the bidder writes (R-T4, R-T-M9), each figure
    checked as the entry's ``bid``, ``taken``, ``marriages``, ``dark`` and ``ace_marriage``
    are (R-T-M14)."""
    contract.bid_figure(value, "--bid", options)
    contract.card_points(taken, "--taken")
    suits = parse_suits(_words(marriages), "--marriage")
    seen: dict[Suit, str] = {}
    for s in suits:
        contract.declared_once(s, _("the bidder"), seen, "--marriage")
        seen[s] = _("the bidder")
    contract.dark_allowed(dark, options, "--dark")
    permits.ace_allowed(ace, options, "--ace-marriage")
    award = scoring.bidder_score(value, taken, suits, options, ace)
    if dark:
        award = scoring.dark(award)
    return Bid(value, taken, suits, scoring.counted(taken, suits, ace),
               scoring.is_made(value, taken, suits, options, ace), award)


# ------------------------------------------------------------------------------ the answers
def prikup_answer(cards: Sequence[str], rules: str, options: Mapping[str, Any]) -> Answer:
    """``thousand prikup``: each card's value, then what the dealer writes."""
    a = prikup(cards, options)
    return Answer(
        {"cards": [str(c) for c in a.cards], "rules": rules,
         "lines": [{"card": str(c), "points": x.points, "text": x.text, "rule": cite(x.rule)}
                   for c, x in zip(a.cards, a.lines)],
         "total": a.total, "written": a.written.points, "rule": cite(a.written.rule)},
        (*(line(f"  {x.text}", ref(x.rule)) for x in a.lines),
         line(strong(_("the dealer writes {points}").format(points=figure_text(a.written.points))),
              " " + _("({points} rounded)").format(points=a.total), ref(a.written.rule))))


def rounded_answer(points: int, rules: str, options: Mapping[str, Any]) -> Answer:
    """``thousand round``: how one player's card points are written."""
    a = rounded(points, options)
    return Answer({"points": a.points, "written": a.written, "rule": cite(a.rule), "rules": rules},
                  (line(_("{points} is written {written}").format(points=a.points, written=a.written),
                        ref(a.rule)),))


def bid_answer(value: int, taken: int, marriages: Sequence[str], dark: bool, rules: str,
               options: Mapping[str, Any], ace: bool = False) -> Answer:
    """``thousand value``: whether the bid is made and what the bidder writes."""
    a = bid(value, taken, marriages, dark, options, ace)
    return Answer(
        {"bid": a.bid, "taken": a.taken, "marriages": [s.symbol for s in a.marriages],
         "counted": a.counted, "made": a.made, "written": a.award.points, "text": a.award.text,
         "rule": cite(a.award.rule), "rules": rules},
        (line(_("{bid}: {taken} + marriages {marriages} = {counted}: ").format(
                  bid=a.bid, taken=a.taken, marriages=a.counted - a.taken, counted=a.counted),
              good(_("made")) if a.made else bad(_("not made")), "; " + _("the bidder writes") + " ",
              strong(figure_text(a.award.points)), ref(a.award.rule)),))
