"""Thousand scoring: one small pure function per paragraph of the rules.

Each function names the words of the text (``Fikhman 1991 §ТЫСЯЧА``) or the ruling it implements and
returns :class:`Award` values (points, what happened, the rule), so that the engine, the arbitration
commands and the tests share one arithmetic.  Nothing here knows about players, files or state.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from typing import Any

from scorekeeper.core.figures import (
    STAKE_AGREED,
    against_average,
    average_words,
    exact_stake,
)
from scorekeeper.core.figures import whole as _num
from scorekeeper.core.records import Award
from scorekeeper.games.thousand import tables as T
from scorekeeper.i18n import _, ngettext, pgettext
from scorekeeper.notation import Card, Suit


# --------------------------------------------------------------------------- cards and rounding
def card_points(card: Card) -> int:
    """R-T1: "туз — 11 очков, десятка — 10, король — 4, дама — 3, валет — 2"; the nine 0."""
    return T.CARD_POINTS[card.rank]


def marriage_points(suit: Suit) -> int:
    """R-T1: the marriage of ♠ 40, ♣ 60, ♦ 80, ♥ 100."""
    return T.MARRIAGE_POINTS[suit]


def _to_fives(options: Mapping[str, Any]) -> bool:
    return options.get("rounding") in (T.ROUND_TO_FIVE, str(T.ROUND_TO_FIVE))


def round_points(points: int, options: Mapping[str, Any]) -> int:
    """R-T2: "округленная до десяти сумма" — to the nearest ten, 5 up (95 → 100, 94 → 90);
    option ``rounding = 5``: to the nearest five (47 → 45, 48 → 50)."""
    step = T.ROUND_TO_FIVE if _to_fives(options) else T.ROUND_TO
    return (2 * points + step) // (2 * step) * step


def rounding_rule(options: Mapping[str, Any]) -> str:
    return T.ROUND_FIVE_RULE if _to_fives(options) else T.ROUND_RULE


# --------------------------------------------------------------------------- the dealer's prikup
def prikup_card(card: Card) -> Award:
    """§ТЫСЯЧА: "любой король или любая дама оцениваются в половину стоимости марьяжа (впридачу к
    своей собственной стоимости, т.е. пиковый король оценивается в 4+20=24 очка)"."""
    own = card_points(card)
    if card.rank in T.MARRIAGE_CARDS:
        half = marriage_points(card.suit) // T.HALF_MARRIAGE_DIVISOR
        return Award(own + half, _("{card}: {own} + half the {suit} marriage {half} = {total}").format(
            card=card, own=own, suit=card.suit.symbol, half=half, total=own + half),
            f"{T.CARD_RULE}; {T.HALF_MARRIAGE_RULE}")
    return Award(own, f"{card}: {own}", T.NINE_RULE if own == 0 else T.CARD_RULE)


def prikup_total(cards: Iterable[Card]) -> int:
    """The prikup's value before rounding: the sum of :func:`prikup_card`."""
    return sum(prikup_card(c).points for c in cards)


def prikup_score(cards: Sequence[Card], options: Mapping[str, Any]) -> Award:
    """§ТЫСЯЧА "Стоимость прикупа записывается на счет сдающего", rounded like trick points
    (R-T8)."""
    raw = prikup_total(cards)
    written = round_points(raw, options)
    shown = " ".join(str(c) for c in cards)
    return Award(written, _("the prikup {cards} is worth {points}, written {written}").format(
        cards=shown, points=raw, written=written),
                 f"{T.PRIKUP_RULE}; {T.PRIKUP_ROUND_RULE}; {rounding_rule(options)}")


# --------------------------------------------------------------------------- the bidder
def counted(taken: int, marriages: Iterable[Suit]) -> int:
    """R-T5, R-T6: what is compared with the bid — the card points before rounding plus the
    declared marriages."""
    return taken + sum(marriage_points(s) for s in marriages)


def is_made(bid: int, taken: int, marriages: Iterable[Suit]) -> bool:
    """R-T5: "недобор хотя бы одного очка" fails — 119 fails 120, 95 fails 100."""
    return counted(taken, marriages) >= bid


def bidder_made(bid: int, taken: int, marriages: Sequence[Suit],
                options: Mapping[str, Any]) -> Award:
    """R-T4: a made bid writes the bid (the raised one if he raised); option
    ``declarer_scores = points``: his rounded points plus his marriages."""
    have = counted(taken, marriages)
    if options.get("declarer_scores") == "points":
        written = round_points(taken, options) + sum(marriage_points(s) for s in marriages)
        return Award(written, _("made {bid} with {have}: writes the bidder's own points "
                                "{written}").format(bid=bid, have=have, written=written),
                     f"{T.MADE_POINTS_RULE}; {T.COMPARE_RULE}; {rounding_rule(options)}")
    return Award(bid, _("made {bid} with {have}: writes the bid {bid}").format(bid=bid, have=have),
                 f"{T.MADE_RULE}; {T.COMPARE_RULE}")


def bidder_failed(bid: int, taken: int, marriages: Sequence[Suit]) -> Award:
    """§ТЫСЯЧА: short by even one point, "ему спишут сразу всю сумму, которую он заявлял"
    (R-T5); a bidder who fails writes only −bid (R-T6)."""
    have = counted(taken, marriages)
    return Award(-bid, _("short of {bid} with {have}: writes −{bid}").format(bid=bid, have=have),
                 T.FAILED_RULE)


def bidder_score(bid: int, taken: int, marriages: Sequence[Suit],
                 options: Mapping[str, Any]) -> Award:
    """The bidder's line: :func:`bidder_made` or :func:`bidder_failed`."""
    if is_made(bid, taken, marriages):
        return bidder_made(bid, taken, marriages, options)
    return bidder_failed(bid, taken, marriages)


# --------------------------------------------------------------------------- the opponents
def opponent_score(taken: int, marriages: Sequence[Suit], options: Mapping[str, Any]) -> list[Award]:
    """R-T4, R-T6: each opponent writes his trick points rounded (R-T2) plus his declared
    marriages."""
    written = round_points(taken, options)
    out = [Award(written, ngettext("{n} in tricks, written {written}",
                                   "{n} in tricks, written {written}", taken).format(
                     n=taken, written=written),
                 f"{T.OPPONENT_RULE}; {rounding_rule(options)}")]
    for s in marriages:
        out.append(Award(marriage_points(s), _("declared the {suit} marriage: {points}").format(
            suit=s.symbol, points=marriage_points(s)), f"{T.OPPONENT_MARRIAGE_RULE}; {T.MARRIAGE_RULE}"))
    return out


# --------------------------------------------------------------------------- giving up
def give_up_bidder(bid: int, options: Mapping[str, Any]) -> Award:
    """R-T7: the bidder who gives up after the prikup writes 0; option ``give_up_cost = bid``
    (not in the text): he writes −bid."""
    if options.get("give_up_cost") == "bid":
        return Award(-bid, _("gave up {bid}: writes −{bid} (option give_up_cost = bid)").format(bid=bid),
                     f"{T.GIVE_UP_COST_RULE}; {T.GIVE_UP_RULE}")
    return Award(0, _("gave up {bid} after the prikup: writes 0").format(bid=bid), T.GIVE_UP_RULE)


def give_up_opponent() -> Award:
    """§ТЫСЯЧА: "его соперники при этом сразу получают по 60 очков" (R-T7; R-T9 with two)."""
    return Award(T.GIVE_UP_PAYMENT, _("the bidder gave up: +{points}").format(points=T.GIVE_UP_PAYMENT),
                 T.GIVE_UP_RULE)


# --------------------------------------------------------------------------- house rules (R-T3)
def dark(award: Award) -> Award:
    """R-T3, R-T-M9 (not in the text): a dark bid, made before seeing the prikup, wins or loses
    double."""
    return replace(award, points=award.points * T.DARK_FACTOR,
                   text=_("{award}; dark bid ×{factor}").format(award=award.text, factor=T.DARK_FACTOR),
                   rule=f"{award.rule}; {T.DARK_RULE}")


def golden(award: Award) -> Award:
    """R-T3, R-T-M8 (not in the text): in the golden opening round every point counts double."""
    return replace(award, points=award.points * T.GOLDEN_FACTOR,
                   text=_("{award}; golden round ×{factor}").format(award=award.text,
                                                                    factor=T.GOLDEN_FACTOR),
                   rule=f"{award.rule}; {T.GOLDEN_RULE}")


def bolt(count: int) -> Award | None:
    """R-T3, R-T-M5 (not in the text): a deal in which a player in play writes nothing is a bolt;
    every third bolt costs −120.  ``count`` is his bolts including this one."""
    if count % T.BOLTS_PER_PENALTY == 0:
        return Award(T.BOLT_PENALTY, _("bolt number {n}: every third costs {penalty}").format(
            n=count, penalty=T.BOLT_PENALTY), T.BOLT_RULE)
    return None


def zero_555(total: int) -> Award | None:
    """R-T3, R-T-M6 (not in the text): a total of exactly 555 after a deal goes to zero."""
    if total == T.ZERO_AT:
        return Award(-total, _("exactly {total}: back to zero").format(total=T.ZERO_AT), T.ZERO_RULE)
    return None


def barrel_fall() -> Award:
    """R-T3, R-T-M4 (not in the text): three deals on the barrel without finishing cost −120."""
    return Award(T.BARREL_FALL, ngettext("{n} deals on the barrel without reaching {target}: falls "
                                         "off, {penalty}",
                                         "{n} deals on the barrel without reaching {target}: falls "
                                         "off, {penalty}", T.BARREL_TRIES).format(
        n=T.BARREL_TRIES, target=T.TARGET, penalty=T.BARREL_FALL), T.BARREL_RULE)


def barrel_seat(total: int) -> Award:
    """R-T3, R-T-M4: reaching 880 (below 1000) puts a player on the barrel at exactly 880."""
    return Award(T.BARREL_AT - total, _("reaches {total}: sits on the barrel at {barrel}").format(
        total=total, barrel=T.BARREL_AT), T.BARREL_RULE)


# --------------------------------------------------------------------------- the end
@dataclass(frozen=True)
class End:
    """Whether a deal ends the game (R-T10), who wins and why (``winner`` None: a draw)."""

    finished: bool
    winner: str | None = None
    text: str = ""
    rule: str = ""


def end_of_game(totals: Mapping[str, int], bidder: str | None, made: bool,
                options: Mapping[str, Any]) -> End:
    """R-T10: the game ends after the deal in which someone reaches 1000, by any points; if several
    do, the bidder first, then the highest total; a tie is a draw.  Option
    ``win_on_own_contract`` (R-T3, R-T-M7, not in the text): only a bidder who made his bid and
    stands at 1000 or more ends it."""
    if options.get("win_on_own_contract"):
        if bidder is not None and made and totals[bidder] >= T.TARGET:
            return End(True, bidder, _("{bidder} reaches {total} on {bidder}'s own contract").format(
                bidder=bidder, total=totals[bidder]), T.OWN_CONTRACT_RULE)
        return End(False)
    there = [p for p, v in totals.items() if v >= T.TARGET]
    if not there:
        return End(False)
    if bidder in there:
        rule = T.BIDDER_FIRST_RULE if len(there) > 1 else T.END_RULE
        text = (_("{player} reaches {total} and counts first as the bidder") if len(there) > 1 else
                _("{player} reaches {total}"))
        return End(True, bidder, text.format(player=bidder, total=totals[bidder]), rule)
    top = max(totals[p] for p in there)
    best = [p for p in there if totals[p] == top]
    if len(best) > 1:
        return End(True, None, _("{players} reach {total}: a draw").format(
            players=pgettext("a list of players", " and ").join(best), total=top), T.DRAW_RULE)
    rule = T.BIDDER_FIRST_RULE if len(there) > 1 else T.END_RULE
    text = (_("{player} reaches {total}, the highest total") if len(there) > 1 else
            _("{player} reaches {total}"))
    return End(True, best[0], text.format(player=best[0], total=top), rule)


# --------------------------------------------------------------------------- the settlement
def settlement(totals: Mapping[str, int], winner: str | None, finished: bool,
               stake: float) -> tuple[str, dict[str, Fraction], str]:
    """R-T-M1: the text says nothing of money.  With an agreed ``stake`` and a finished game, each
    other player pays the winner the stake (a draw: nobody pays); otherwise each player's balance
    is his total against the table's average, kept exact (a third of a point stays a third) so the
    balances add up to exactly zero.  Returns (unit, balance, explanation)."""
    if stake > 0 and finished:
        if winner is None:
            return "stake", {p: Fraction(0) for p in totals}, _("a draw: nobody pays the stake")
        each, losers = exact_stake(stake), len(totals) - 1
        bal = {p: (each * losers if p == winner else -each) for p in totals}
        return "stake", bal, ngettext("each of the other {n} pays {winner} the stake of {stake}",
                                      "each of the other {n} pays {winner} the stake of {stake}",
                                      losers).format(n=losers, winner=winner, stake=_num(stake))
    if stake > 0:  # agreed, but the game is not over: the average as it stands
        return ("point", against_average(totals),
                _("the game is not over: {average}; when it is, each other player pays the winner "
                  "the stake of {stake}").format(average=average_words(totals), stake=_num(stake)))
    return ("point", against_average(totals),
            _("no stake agreed: {average}, so the points decide, not who won; a stake agreed "
              "({how}) has each other player pay the winner N instead").format(
                average=average_words(totals), how=_(STAKE_AGREED)))
