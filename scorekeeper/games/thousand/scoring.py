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
from scorekeeper.notation import Card, Rank, Suit


# --------------------------------------------------------------------------- the options in force
def opt(options: Mapping[str, Any], name: str) -> Any:
    """An option's value in force: the table's, else the option's default (the arbitration
    commands and the tests pass only the options they mean)."""
    from scorekeeper.games.thousand.options import OPTIONS

    return options[name] if name in options else OPTIONS[name].default


def in_force(rule: str, options: Mapping[str, Any], *names: str) -> str:
    """``rule``, with ``name = value`` added for each of ``names`` the table sets off its
    default, so that a figure the option changed cites the option."""
    from scorekeeper.games.thousand.options import OPTIONS

    changed = [f"{n} = {shown_value(opt(options, n))}" for n in names
               if opt(options, n) != OPTIONS[n].default]
    return "; ".join([rule, *changed])


def shown_value(value: Any) -> str:
    """An option's value as a file writes it (``false``, not ``False``)."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def target(options: Mapping[str, Any]) -> int:
    """R-T10: the game goes to 1000; option ``win_at = 1005`` (Leadage's «больше 1000»)."""
    return int(opt(options, "win_at"))


def target_rule(options: Mapping[str, Any]) -> str:
    return in_force(T.TARGET_RULE, options, "win_at")


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
def paired(card: Card, cards: Iterable[Card]) -> bool:
    """Whether the prikup holds this K's queen or this Q's king."""
    other = Rank.QUEEN if card.rank == Rank.KING else Rank.KING
    return any(c.suit == card.suit and c.rank == other for c in cards)


def prikup_card(card: Card, cards: Sequence[Card] = (),
                options: Mapping[str, Any] | None = None) -> Award:
    """§ТЫСЯЧА: "любой король или любая дама оцениваются в половину стоимости марьяжа (впридачу к
    своей собственной стоимости, т.е. пиковый король оценивается в 4+20=24 очка)" — a K and a Q of
    one suit so come to their whole marriage.  Option ``prikup_pair = false`` (Leadage's
    «Добавлять стоимость марьяжа в прикупе» off): nothing for a K and Q together; option
    ``prikup_lone = false`` (its «половинки марьяжа» off): nothing for a K or Q alone."""
    options = options or {}
    own = card_points(card)
    if card.rank in T.MARRIAGE_CARDS:
        name = "prikup_pair" if paired(card, cards) else "prikup_lone"
        if not opt(options, name):
            return Award(own, f"{card}: {own}", in_force(T.CARD_RULE, options, name))
        half = marriage_points(card.suit) // T.HALF_MARRIAGE_DIVISOR
        return Award(own + half, _("{card}: {own} + half the {suit} marriage {half} = {total}").format(
            card=card, own=own, suit=card.suit.symbol, half=half, total=own + half),
            f"{T.CARD_RULE}; {T.HALF_MARRIAGE_RULE}")
    return Award(own, f"{card}: {own}", T.NINE_RULE if own == 0 else T.CARD_RULE)


def prikup_lines(cards: Sequence[Card], options: Mapping[str, Any] | None = None) -> list[Award]:
    """Each card of the prikup as the sitting-out dealer counts it (:func:`prikup_card`)."""
    return [prikup_card(c, cards, options) for c in cards]


def prikup_total(cards: Sequence[Card], options: Mapping[str, Any] | None = None) -> int:
    """The prikup's value before rounding: the sum of :func:`prikup_card`."""
    return sum(a.points for a in prikup_lines(cards, options))


def prikup_score(cards: Sequence[Card], options: Mapping[str, Any]) -> Award:
    """§ТЫСЯЧА "Стоимость прикупа записывается на счет сдающего", rounded like trick points
    (R-T8)."""
    raw = prikup_total(cards, options)
    written = round_points(raw, options)
    shown = " ".join(str(c) for c in cards)
    return Award(written, _("the prikup {cards} is worth {points}, written {written}").format(
        cards=shown, points=raw, written=written),
                 f"{T.PRIKUP_RULE}; {T.PRIKUP_ROUND_RULE}; {rounding_rule(options)}")


# --------------------------------------------------------------------------- the bidder
def ace_marriage_points(ace: bool) -> int:
    """Leadage's ace marriage (option ``ace_marriage``, not in the text): all four aces, 200."""
    return T.ACE_MARRIAGE_POINTS if ace else 0


def counted(taken: int, marriages: Iterable[Suit], ace: bool = False) -> int:
    """R-T5, R-T6: what is compared with the bid — the card points before rounding plus the
    declared marriages (and the ace marriage, R-T-M14)."""
    return taken + sum(marriage_points(s) for s in marriages) + ace_marriage_points(ace)


def compared(taken: int, marriages: Iterable[Suit], options: Mapping[str, Any] | None = None,
             ace: bool = False) -> int:
    """What is held against the bid: :func:`counted` (R-T5); option ``bid_compared = rounded``
    (Leadage's «Округлять очки при своей игре»): rounded first as trick points are, 98 → 100."""
    have = counted(taken, marriages, ace)
    if options and opt(options, "bid_compared") == "rounded":
        return round_points(have, options)
    return have


def is_made(bid: int, taken: int, marriages: Iterable[Suit],
            options: Mapping[str, Any] | None = None, ace: bool = False) -> bool:
    """R-T5: "недобор хотя бы одного очка" fails — 119 fails 120, 95 fails 100."""
    return compared(taken, marriages, options, ace) >= bid


def _have(taken: int, marriages: Sequence[Suit], options: Mapping[str, Any], ace: bool) -> str:
    """The bidder's count as a line says it: ``98``, or ``98, rounded 100``."""
    have, held = counted(taken, marriages, ace), compared(taken, marriages, options, ace)
    return str(have) if have == held else _("{have}, rounded {held}").format(have=have, held=held)


def _compare_rule(options: Mapping[str, Any]) -> str:
    if opt(options, "bid_compared") == "rounded":
        return f"{T.COMPARE_ROUNDED_RULE}; {rounding_rule(options)}"
    return T.COMPARE_RULE


def bidder_made(bid: int, taken: int, marriages: Sequence[Suit],
                options: Mapping[str, Any], ace: bool = False) -> Award:
    """R-T4: a made bid writes the bid (the raised one if he raised); option
    ``declarer_scores = points``: his rounded points plus his marriages."""
    have = _have(taken, marriages, options, ace)
    if options.get("declarer_scores") == "points":
        written = round_points(taken, options) + counted(0, marriages, ace)
        return Award(written, _("made {bid} with {have}: writes the bidder's own points "
                                "{written}").format(bid=bid, have=have, written=written),
                     f"{T.MADE_POINTS_RULE}; {_compare_rule(options)}; {rounding_rule(options)}")
    return Award(bid, _("made {bid} with {have}: writes the bid {bid}").format(bid=bid, have=have),
                 f"{T.MADE_RULE}; {_compare_rule(options)}")


def bidder_failed(bid: int, taken: int, marriages: Sequence[Suit], ace: bool = False,
                  options: Mapping[str, Any] | None = None) -> Award:
    """§ТЫСЯЧА: short by even one point, "ему спишут сразу всю сумму, которую он заявлял"
    (R-T5); a bidder who fails writes only −bid (R-T6)."""
    have = _have(taken, marriages, options or {}, ace)
    return Award(-bid, _("short of {bid} with {have}: writes −{bid}").format(bid=bid, have=have),
                 in_force(T.FAILED_RULE, options or {}, "bid_compared"))


def bidder_score(bid: int, taken: int, marriages: Sequence[Suit],
                 options: Mapping[str, Any], ace: bool = False) -> Award:
    """The bidder's line: :func:`bidder_made` or :func:`bidder_failed`."""
    if is_made(bid, taken, marriages, options, ace):
        return bidder_made(bid, taken, marriages, options, ace)
    return bidder_failed(bid, taken, marriages, ace, options)


# --------------------------------------------------------------------------- the opponents
def opponent_score(taken: int, marriages: Sequence[Suit], options: Mapping[str, Any],
                   ace: bool = False) -> list[Award]:
    """R-T4, R-T6: each opponent writes his trick points rounded (R-T2) plus his declared
    marriages (and the ace marriage, R-T-M14)."""
    written = round_points(taken, options)
    out = [Award(written, ngettext("{n} in tricks, written {written}",
                                   "{n} in tricks, written {written}", taken).format(
                     n=taken, written=written),
                 f"{T.OPPONENT_RULE}; {rounding_rule(options)}")]
    for s in marriages:
        out.append(Award(marriage_points(s), _("declared the {suit} marriage: {points}").format(
            suit=s.symbol, points=marriage_points(s)), f"{T.OPPONENT_MARRIAGE_RULE}; {T.MARRIAGE_RULE}"))
    if ace:
        out.append(ace_marriage_award())
    return out


def ace_marriage_award() -> Award:
    """An opponent's ace marriage: 200 for him (R-T-M14)."""
    return Award(T.ACE_MARRIAGE_POINTS, _("declared the ace marriage: {points}").format(
        points=T.ACE_MARRIAGE_POINTS), f"{T.OPPONENT_MARRIAGE_RULE}; {T.ACE_MARRIAGE_RULE}")


# --------------------------------------------------------------------------- giving up
def give_up_bidder(bid: int, options: Mapping[str, Any]) -> Award:
    """R-T7: the bidder who gives up after the prikup writes 0; option ``give_up_cost = bid``
    (not in the text): he writes −bid."""
    if options.get("give_up_cost") == "bid":
        return Award(-bid, _("gave up {bid}: writes −{bid} (option give_up_cost = bid)").format(bid=bid),
                     f"{T.GIVE_UP_COST_RULE}; {T.GIVE_UP_RULE}")
    return Award(0, _("gave up {bid} after the prikup: writes 0").format(bid=bid), T.GIVE_UP_RULE)


def give_up_opponent(bid: int = 0, options: Mapping[str, Any] | None = None) -> Award:
    """§ТЫСЯЧА: "его соперники при этом сразу получают по 60 очков" (R-T7; R-T9 with two);
    option ``give_up_pays = half-bid`` (Leadage's «Расписывать по 60 очков» off): half the bid."""
    if options and opt(options, "give_up_pays") == "half-bid":
        half = half_bid(bid)
        return Award(half, _("the bidder gave up {bid}: half of it, {half}").format(
            bid=bid, half=half), T.GIVE_UP_HALF_RULE)
    return Award(T.GIVE_UP_PAYMENT, _("the bidder gave up: +{points}").format(points=T.GIVE_UP_PAYMENT),
                 T.GIVE_UP_RULE)


def half_bid(bid: int) -> int:
    """R-T-M16: half the bid to the nearest five, a half up (125 → 62.5 → 65, 115 → 60)."""
    step = T.GIVE_UP_HALF_TO
    return (bid + step) // (2 * step) * step


def give_up_third(penalty: int) -> Award:
    """R-T-M16, option ``give_up_third_penalty``: a player's third give-up of a game costs the
    penalty besides."""
    return Award(-penalty, _("the third give-up of the game: −{penalty}").format(penalty=penalty),
                 T.GIVE_UP_THIRD_RULE)


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


def penalty(options: Mapping[str, Any]) -> int:
    """The house rules' penalty, 120 (R-T3); option ``penalty`` (Leadage's «Сумма штрафа»)."""
    return int(opt(options, "penalty"))


def bolt(count: int, run: int, options: Mapping[str, Any] | None = None) -> Award | None:
    """R-T3, R-T-M5 (not in the text): a deal in which a player in play writes nothing is a bolt;
    every third bolt costs −120.  ``count`` is his bolts of the game including this one, ``run``
    those since his last penalty (a bolt of the golden round counting two with the option
    ``bolt_golden_double``).  Option ``bolts_counted = in-a-row`` (Leadage's «Штраф при 3 нулевых
    подряд»): ``run`` is the bolts in a row."""
    options = options or {}
    if run < T.BOLTS_PER_PENALTY:
        return None
    cost = -penalty(options)
    rule = in_force(T.BOLT_RULE, options, "penalty")
    if opt(options, "bolts_counted") == "in-a-row":
        return Award(cost, ngettext("{n} bolts in a row: {penalty}", "{n} bolts in a row: {penalty}",
                                    run).format(n=run, penalty=cost),
                     f"{T.BOLT_IN_A_ROW_RULE}; {rule}")
    if count % T.BOLTS_PER_PENALTY == 0:
        return Award(cost, _("bolt number {n}: every third costs {penalty}").format(
            n=count, penalty=cost), rule)
    return Award(cost, _("bolt number {n}, {run} since the last penalty: {penalty}").format(
        n=count, run=run, penalty=cost), f"{rule}; {T.BOLT_GOLDEN_RULE}")


def zero_555(total: int, options: Mapping[str, Any] | None = None) -> Award | None:
    """R-T3, R-T-M6 (not in the text): a total of exactly 555 after a deal goes to zero; option
    ``zero_at`` (Leadage's «Число самосвала») another total, ``zero_negative`` the same below 0."""
    options = options or {}
    at = int(opt(options, "zero_at"))
    if total == at:
        return Award(-total, _("exactly {total}: back to zero").format(total=at),
                     in_force(T.ZERO_RULE, options, "zero_at"))
    if total == -at and opt(options, "zero_negative"):
        return Award(-total, _("exactly {total}: back to zero").format(total=f"−{at}"),
                     f"{T.ZERO_NEGATIVE_RULE}; {in_force(T.ZERO_RULE, options, 'zero_at')}")
    return None


def barrel_at(options: Mapping[str, Any]) -> int:
    """R-T-M4: the barrel at 880; option ``barrel_at = 900`` (Leadage's «Количество очков в
    бочке»)."""
    return int(opt(options, "barrel_at"))


def barrel_rule(options: Mapping[str, Any]) -> str:
    return in_force(T.BARREL_RULE, options, "barrel_at", "barrel_tries", "penalty", "win_at")


def barrel_fall(options: Mapping[str, Any] | None = None) -> Award:
    """R-T3, R-T-M4 (not in the text): three deals on the barrel without finishing cost −120."""
    options = options or {}
    tries, cost = int(opt(options, "barrel_tries")), -penalty(options)
    return Award(cost, ngettext("{n} deals on the barrel without reaching {target}: falls "
                                "off, {penalty}",
                                "{n} deals on the barrel without reaching {target}: falls "
                                "off, {penalty}", tries).format(
        n=tries, target=target(options), penalty=cost), barrel_rule(options))


def barrel_seat(total: int, options: Mapping[str, Any] | None = None) -> Award:
    """R-T3, R-T-M4: reaching 880 (below 1000) puts a player on the barrel at exactly 880; option
    ``barrel_overshoot = sits`` (R-T-M17): from 1000 up too."""
    options = options or {}
    at = barrel_at(options)
    return Award(at - total, _("reaches {total}: sits on the barrel at {barrel}").format(
        total=total, barrel=at), barrel_rule(options) if opt(options, "barrel_overshoot") == "wins"
        else f"{T.BARREL_OVERSHOOT_RULE}; {barrel_rule(options)}")


def barrel_least_bid(options: Mapping[str, Any]) -> int:
    """The least bid that comes off the barrel at once: what the target lacks of the barrel's
    figure, in fives up (880 → 120, 900 → 100; to 1005: 125, 105) — Leadage's
    ``minContractFromBarrel``."""
    need = target(options) - barrel_at(options)
    return -(-need // T.BID_STEP_FIVE) * T.BID_STEP_FIVE


def barrel_finishes(bid: int, made: bool, options: Mapping[str, Any]) -> bool:
    """R-T-M17, option ``barrel_finish = bid``: a made bid comes off the barrel when the barrel's
    figure and the bid reach the target."""
    return made and barrel_at(options) + bid >= target(options)


def barrel_together(total: int, options: Mapping[str, Any]) -> Award:
    """Option ``barrel_together_fall`` (Leadage's «Нельзя одновременно влезать на бочку»): two or
    more reaching the barrel in one deal each write the barrel's figure less the penalty."""
    written = barrel_at(options) - penalty(options)
    return Award(written - total, _("reaches {total} with another: nobody sits on the barrel, "
                                    "written {written}").format(total=total, written=written),
                 f"{T.BARREL_TOGETHER_RULE}; {barrel_rule(options)}")


def barrel_knocked(options: Mapping[str, Any]) -> Award:
    """Option ``barrel_knock_off`` (Leadage's «Сброс с бочки, если на неё влез другой»)."""
    cost = -penalty(options)
    return Award(cost, _("knocked off the barrel by another: {penalty}").format(penalty=cost),
                 f"{T.BARREL_KNOCK_RULE}; {barrel_rule(options)}")


def three_falls(total: int) -> Award:
    """Option ``barrel_three_falls_zero`` (Leadage's «Сброс на ноль после 3-х бочек»)."""
    return Award(-total, _("off the barrel the third time: back to zero"), T.THREE_FALLS_RULE)


def golden_reset(total: int) -> Award:
    """R-T-M19, option ``golden_reset`` (Leadage's «Обнулять очки, если никто не взял
    золотой»)."""
    return Award(-total, _("nobody made a golden bid: back to zero"), T.GOLDEN_RESET_RULE)


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
    stands at 1000 or more ends it.  Option ``win_at = 1005``: 1005 instead of 1000."""
    goal = target(options)
    said = ("win_at", "barrel_overshoot") if options.get("barrel") else ("win_at",)
    if options.get("win_on_own_contract"):
        if bidder is not None and made and totals[bidder] >= goal:
            return End(True, bidder, _("{bidder} reaches {total} on {bidder}'s own contract").format(
                bidder=bidder, total=totals[bidder]), in_force(T.OWN_CONTRACT_RULE, options, *said))
        return End(False)
    there = [p for p, v in totals.items() if v >= goal]
    if not there:
        return End(False)
    if bidder in there:
        rule = in_force(T.BIDDER_FIRST_RULE if len(there) > 1 else T.END_RULE, options, *said)
        text = (_("{player} reaches {total} and counts first as the bidder") if len(there) > 1 else
                _("{player} reaches {total}"))
        return End(True, bidder, text.format(player=bidder, total=totals[bidder]), rule)
    top = max(totals[p] for p in there)
    best = [p for p in there if totals[p] == top]
    if len(best) > 1:
        return End(True, None, _("{players} reach {total}: a draw").format(
            players=pgettext("a list of players", " and ").join(best), total=top),
            in_force(T.DRAW_RULE, options, *said))
    rule = in_force(T.BIDDER_FIRST_RULE if len(there) > 1 else T.END_RULE, options, *said)
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
