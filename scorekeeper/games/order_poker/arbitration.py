"""Order poker arbitration without a session file (``scorekeeper order-poker classify|stake|score``).

Each question is checked as a deal is (:mod:`.checks`, :mod:`.hands`): five different cards of the
36-card pack; an order of one of the eight combinations; a stake of one to eight orders (each
combination ordered once); a table of three to six (the declarer and every opponent, each «За!» or
«Против!»); the cards of the hands shown all different; no exchange, so no card taken, after a
final «Пара», when the robot as dealt is the robot at the count and cannot hold the order.  The
answers are plain data with the rule of every figure, and each question's
:class:`~scorekeeper.core.answer.Answer`; nothing here prints.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.answer import Answer, cite, line, ref, strong
from scorekeeper.core.figures import figure_text
from scorekeeper.errors import AmbiguousError, IllegalError
from scorekeeper.games.order_poker import checks, scoring
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.hands import Hand, classify, parse_cards, parse_combination, parse_hand
from scorekeeper.games.order_poker.tables import Combination
from scorekeeper.i18n import _, ngettext
from scorekeeper.notation import Card


@dataclass(frozen=True)
class Classified:
    cards: tuple[Card, ...]
    combination: Combination
    rule: str
    order: Combination | None = None
    made: bool | None = None


@dataclass(frozen=True)
class Stake:
    orders: int
    stake: int
    half: int
    rule: str


@dataclass(frozen=True)
class Scored:
    order: Combination
    outcome: scoring.Outcome


def _order(text: str, key: str) -> Combination:
    o = parse_combination(text, key=key)
    checks.orderable(o, key)
    return o


def classified(cards: Sequence[str], order: str | None = None) -> Classified:
    """The one combination five cards make (R-O4), and whether it makes ``order``."""
    words = [w for c in cards for w in c.replace(",", " ").split()]
    hand = parse_cards(words, key="CARDS")
    comb = classify(hand)
    rule = f"{T.ONE_COMBINATION_RULE}; {T.ROW_OF[comb].rule}"
    if order is None:
        return Classified(hand, comb, rule)
    o = _order(order, "--order")
    return Classified(hand, comb, rule, o, scoring.is_made(comb, o))


def stake(orders: int, key: str = "ORDERS") -> Stake:
    """The stake and the half stake (R-O2) of an auction of ``orders`` orders."""
    checks.orders_count(orders, key)
    s = scoring.stake(orders)
    return Stake(orders, s, scoring.half_stake(s), f"{T.STAKE_RULE}; {T.HALF_RULE}")


def _hands(items: Sequence[str], key: str, label: str) -> dict[str, Hand]:
    return {f"{label} {i + 1}": parse_hand(x, key=key) for i, x in enumerate(items)}


def score(order: str, orders: int, declarer: str, agreers: Sequence[str], dissenters: Sequence[str],
          robot: str | None, took_from: int | None, options: Any) -> Scored:
    """What each role earns in a described deal (the text's scoring tables, R-O1…R-O8)."""
    o = _order(order, "ORDER")
    checks.orders_count(orders, "--stake")
    d = parse_hand(declarer, key="--declarer")
    ag, dis = _hands(agreers, "--agreer", "agreer"), _hands(dissenters, "--dissenter", "dissenter")
    r = parse_hand(robot, key="--robot") if robot else None
    checks.seats(1 + len(ag) + len(dis), "--agreer/--dissenter",
                 _("the declarer, {agreers} agreer(s) and {dissenters} dissenter(s)").format(
                     agreers=len(ag), dissenters=len(dis)))
    shown: list[tuple[str, Hand | None]] = [("--declarer", d), *((f"--{n}", h) for n, h in ag.items()),
                                            *((f"--{n}", h) for n, h in dis.items()), ("--robot", r)]
    checks.distinct_cards(shown)
    if not scoring.has_exchange(o):  # the robot at the count is the robot as dealt (R-O-M2)
        checks.not_the_robots(o, r, _("--robot (no exchange with a final «Пара»)"), "--robot")
    took = None
    if took_from is not None:
        checks.exchange_allowed(o, "--took-from", took_from)
        took = f"agreer {took_from}"
        if took not in ag:
            raise IllegalError(_("--took-from names an agreer by number"), key="--took-from",
                               value=took_from, expected=f"1 … {len(ag)} (R-O11)" if ag else
                               _("no --took-from in a closed game ({rule})").format(
                                   rule="R-O8; R-O11"))
    threshold = T.HALF_STAKE_FROM[options["dissenter_half_stake_from"]]
    if r is None and any(scoring.needs_robot(h.combination, o, threshold) for h in dis.values()):
        raise AmbiguousError(_("a dissenter who missed the order may share the robot's "
                               "combination: give --robot"), key="--robot",
                             expected=_("the robot's combination at the count ({rule})").format(
                                 rule="R-O5; R-O6; R-O-M3"))
    out = scoring.score_deal(o, orders, "declarer", d.combination,
                             {n: h.combination for n, h in ag.items()},
                             {n: h.combination for n, h in dis.items()},
                             r.combination if r else None, took, threshold)
    return Scored(o, out)


# ------------------------------------------------------------------------------ the answers
def classified_answer(cards: Sequence[str], order: str | None = None) -> Answer:
    """``order-poker classify``: the combination five cards make, and whether it makes an order."""
    a = classified(cards, order)
    row = T.ROW_OF[a.combination]
    shown = [str(c) for c in a.cards]
    figures: dict[str, Any] = {"cards": shown, "combination": row.english, "russian": row.russian,
                               "rank": int(a.combination), "composition": row.composition,
                               "rule": cite(a.rule)}
    lines = [line(f"{' '.join(shown)}: ", *_named(row), f" — {row.composition}", ref(a.rule))]
    if a.order is not None:
        figures.update({"order": T.ROW_OF[a.order].english, "made": a.made, "made_rule": T.MADE_RULE})
        said = (_("it makes the order {order}") if a.made else
                _("it does not make the order {order}")).format(order=T.label(a.order))
        lines.append(line(said, ref(T.MADE_RULE)))
    return Answer(figures, tuple(lines))


def stake_answer(orders: int) -> Answer:
    """``order-poker stake``: the stake and the half stake."""
    a = stake(orders)
    return Answer({"orders": a.orders, "stake": a.stake, "half_stake": a.half, "rule": cite(a.rule)},
                  (line(ngettext("{count} order: stake {stake}, half stake {half}",
                                 "{count} orders: stake {stake}, half stake {half}",
                                 a.orders).format(count=a.orders, stake=a.stake, half=a.half),
                        ref(a.rule)),))


def score_answer(order: str, orders: int, declarer: str, agreers: Sequence[str],
                 dissenters: Sequence[str], robot: str | None, took_from: int | None, rules: str,
                 options: Any) -> Answer:
    """``order-poker score``: what each role earns, with the table row and the rule."""
    a = score(order, orders, declarer, agreers, dissenters, robot, took_from, options)
    out = a.outcome
    lines = [{"who": who, "points": x.points, "row": x.row, "when": _(T.ROW[x.row].when),
              "text": x.text, "rule": cite(x.rule)} for who, x in out.awards.items()]
    head = (_("final order {order}, stake {stake}, half stake {half}; an open game") if out.open_game
            else _("final order {order}, stake {stake}, half stake {half}; a closed game")).format(
        order=T.label(a.order), stake=out.stake, half=out.half)
    return Answer(
        {"order": T.ROW_OF[a.order].english, "stake": out.stake, "half_stake": out.half,
         "open": out.open_game, "declarer_made": out.declarer_made, "rules": rules, "lines": lines,
         "totals": {x["who"]: x["points"] for x in lines}},
        (line(strong(head), _(" (rules {rules})").format(rules=rules)),
         *(line(_("  {who}: {points} — {text} (row {row})").format(
                    who=_who(x["who"]), points=f"{'+' if x['points'] > 0 else ''}"
                                               f"{figure_text(x['points'])}",
                    text=x["text"], row=x["row"]), ref(x["rule"])) for x in lines)))


def _who(who: str) -> str:
    """A line's ``who`` (declarer, agreer N, dissenter N: the answer's keys) in the language in
    use."""
    if who == "declarer":
        return _("declarer")
    role, _space, number = who.partition(" ")
    if role == "agreer":
        return _("agreer {number}").format(number=number)
    return _("dissenter {number}").format(number=number)


def _named(row: T.CombinationRow) -> tuple[Any, ...]:
    """A combination's names for a line: the English name in bold, then the text's; where the
    catalog words the combination otherwise (Russian: the text's name alone), those words in
    bold."""
    label = T.label(row.combination)
    if label == T.LABELS[row.combination]:
        return (strong(row.english), f" «{row.russian}»")
    return (strong(label),)


def combinations_answer() -> Answer:
    """``order-poker combinations``: the text's combinations, lowest first, with their words."""
    rows = [{"rank": int(r.combination), "english": r.english, "russian": r.russian,
             "composition": r.composition, "also": list(r.words), "rule": cite(r.rule)}
            for r in T.COMBINATIONS]
    return Answer({"combinations": rows},
                  tuple(line(f"{r['rank']}  ", *_named(T.ROW_OF[Combination(r["rank"])]),
                             f" — {r['composition']}", ref(r["rule"])) for r in rows))
