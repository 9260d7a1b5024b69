"""Five Hundred arbitration without a session file
(``scorekeeper five-hundred value|overcall|ladder|score|race``).

Each question is checked as a deal is (:mod:`.checks`): a bid of the game's levels (6–10), a misère
only where the table plays it; a side's tricks 0 to 10 and ten in all; as many opposing players or
sides as a seat-count form has (R-F7: one, two or four for a soloist alone, three beside a called
partner); a revoke by someone who played.  The answers are plain data with the rule of every
figure, and each question's :class:`~scorekeeper.core.answer.Answer`; nothing here prints.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.answer import Answer, cite, line, ref, strong, warn, won
from scorekeeper.core.figures import figure_text
from scorekeeper.errors import InvalidError, NotationError, UnknownNameError
from scorekeeper.names import said
from scorekeeper.games.five_hundred import checks, scoring
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.games.five_hundred.words import both, count_of
from scorekeeper.i18n import _, ngettext
from scorekeeper.notation import Contract, parse_contract


@dataclass(frozen=True)
class Value:
    contract: Contract
    value: int
    rule: str


@dataclass(frozen=True)
class Overcall:
    bid: Value
    top: Value
    legal: bool
    rule: str
    gated: bool = False  # refused by the misère-after-seven gate (R-F-M15), not by the ladder


@dataclass(frozen=True)
class Line:
    who: str
    points: float
    text: str
    rule: str


@dataclass(frozen=True)
class Scored:
    contract: Contract
    tricks: int
    result: str
    lines: list[Line]
    revoker: str | None = None  # the opponent whose revoke decided the deal ("opponent 2")

    @property
    def totals(self) -> dict[str, float]:
        out: dict[str, float] = {}
        for line in self.lines:
            out[line.who] = out.get(line.who, 0) + line.points
        return out


def contract(text: str, options: Mapping[str, Any], key: str = "BID") -> Contract:
    """A bid of this game (6♠ … 10NT, misère, open misère), one the table plays."""
    try:
        c = parse_contract(text, levels=T.LEVELS, open_misere=True)
    except NotationError as err:
        raise err.located(key=key) from None
    checks.playable(c, options, key)
    return c


def value(text: str, options: Mapping[str, Any]) -> Value:
    """What a bid is worth (R-F1)."""
    c = contract(text, options)
    return Value(c, scoring.contract_value(c, options), scoring.value_rule(c))


def overcall(text: str, previous: Sequence[str], options: Mapping[str, Any]) -> Overcall:
    """Whether a bid may follow the bids before it: it beats the highest of them (R-F2)."""
    new = contract(text, options)
    before = [contract(p, options, "PREVIOUS") for p in previous]
    top = max(before, key=lambda b: scoring.ladder_key(b, options))
    legal, rule = scoring.overcalls(new, top, options), scoring.ladder_rule(new, top)
    gated = legal and scoring.first_gated_misere([top, new], options) == 1
    if gated:  # R-F-M15: a misère only once the auction has reached seven tricks
        legal, rule = False, T.GATE_RULE
    return Overcall(Value(new, scoring.contract_value(new, options), scoring.value_rule(new)),
                    Value(top, scoring.contract_value(top, options), scoring.value_rule(top)),
                    legal, rule, gated)


def ladder(options: Mapping[str, Any]) -> list[Value]:
    """Every bid the table plays, lowest first (R-F1, R-F2)."""
    return [Value(b, scoring.contract_value(b, options), scoring.value_rule(b))
            for b in scoring.ladder(options, misere=options["misere"])]


def score(text: str, tricks: int, opponents: Sequence[int] | None, partner: bool,
          revoke: str | None, options: Mapping[str, Any]) -> Scored:
    """What an outcome scores: the soloist (and a called partner's half) and each opposing player
    or side, each line with its rule (R-F3…R-F7)."""
    c = contract(text, options)
    checks.side_tricks(tricks, "TRICKS")
    opp = list(opponents) if opponents else [T.TRICKS_PER_DEAL - tricks]
    for n in opp:
        checks.side_tricks(n, "--opponents")
    checks.opposition(len(opp), partner, "--opponents", ",".join(map(str, opp)))
    checks.all_tricks(tricks + sum(opp), "--opponents", ",".join(map(str, opp)))
    sides = {f"opponent {i + 1}": n for i, n in enumerate(opp)}
    rv = None
    if revoke is not None:
        if revoke == "soloist":
            rv = "soloist"
        elif revoke.isdigit() and f"opponent {revoke}" in sides:
            rv = f"opponent {revoke}"
        else:
            raise InvalidError(_("a revoke is the soloist's or an opponent's, by number"),
                               key="--revoke", value=revoke,
                               expected=_("soloist, or 1 … {count}").format(count=len(sides)))
    out = scoring.score_contract(c, tricks, sides, options, rv)
    lines: list[Line] = []
    for a in out.soloist:
        lines.append(Line("soloist", a.points, a.text, a.rule))
        if partner:
            h = scoring.partner_half(a)
            lines.append(Line("partner", h.points, h.text, h.rule))
    for side, awards in out.opponents.items():
        lines += [Line(side, a.points, a.text, a.rule) for a in awards]
    return Scored(c, tricks, out.result, lines, out.revoker)


def unit(name: str | None, units: list[str], flag: str) -> str | None:
    """A player or side named on the command line: a side's name (A/B) or any of its members."""
    if name is None or name in units:
        return name
    sides = [u for u in units if name in u.split("/")]
    if len(sides) == 1:
        return sides[0]
    raise UnknownNameError(_("player or side"), name, units, key=flag, value=name)


def race(scores: Mapping[str, Any], soloist: str | None, partner: str | None,
         first: str | None) -> scoring.Race:
    """Who wins when a deal takes several past 500, or someone to −500 (R-F5): the soloist counts
    first, then his called partner (R-F-M5), then the trick that came first among the others."""
    for k, v in scores.items():
        if isinstance(v, bool) or not isinstance(v, (int, float)):
            raise InvalidError(_("a score is a number"), value=f"{k}={said(v)}",
                               expected=_("Name=points, e.g. Anna=520"))
    units = list(scores)
    soloist, partner, first = (unit(n, units, flag) for n, flag in
                               ((soloist, "--soloist"), (partner, "--partner"), (first, "--first")))
    lead = [[u] for u in (soloist, partner) if u]
    others = [[u] for u in units if u not in (soloist, partner)]
    return scoring.race(scores, first=lead, others=others, first_to_500=first)


# ------------------------------------------------------------------------------ the answers
def value_answer(text: str, rules: str, options: Mapping[str, Any]) -> Answer:
    """``five-hundred value``: what a bid is worth."""
    a = value(text, options)
    return Answer({"bid": str(a.contract), "value": a.value, "rule": cite(a.rule), "rules": rules},
                  (line(ngettext("{bid} is worth {value}", "{bid} is worth {value}",
                                 count_of(a.value)).format(bid=a.contract, value=a.value),
                        ref(a.rule)),))


def overcall_answer(text: str, previous: Sequence[str], rules: str,
                    options: Mapping[str, Any]) -> Answer:
    """``five-hundred overcall``: whether a bid may follow the bids before it."""
    a = overcall(text, previous, options)
    said = (_("{bid} ({value}) overcalls {top} ({top_value}): legal") if a.legal else
            _("{bid} ({value}) over {top} ({top_value}): a misère only once the auction has "
              "reached seven tricks, not a legal bid") if a.gated else
            _("{bid} ({value}) does not overcall {top} ({top_value}): not a legal bid")).format(
        bid=a.bid.contract, value=a.bid.value, top=a.top.contract, top_value=a.top.value)
    return Answer({"bid": str(a.bid.contract), "highest_before": str(a.top.contract),
                   "legal": a.legal, "rule": cite(a.rule), "rules": rules},
                  (line(said, ref(a.rule)),))


def ladder_answer(rules: str, options: Mapping[str, Any]) -> Answer:
    """``five-hundred ladder``: every bid the table plays, lowest first, with its value."""
    rows = ladder(options)
    return Answer({"rules": rules, "ladder": [{"bid": str(r.contract), "value": r.value,
                                               "rule": cite(r.rule)} for r in rows]},
                  tuple(line(f"{str(r.contract):>12} {r.value:>4}", ref(r.rule)) for r in rows))


def score_answer(text: str, tricks: int, opponents: Sequence[int] | None, partner: bool,
                 revoke: str | None, rules: str, options: Mapping[str, Any]) -> Answer:
    """``five-hundred score``: the soloist's points and each opponent's, each with its rule."""
    a = score(text, tricks, opponents, partner, revoke, options)
    head = ngettext("{bid}, {n} trick: {result}", "{bid}, {n} tricks: {result}", a.tricks).format(
        bid=a.contract, n=a.tricks, result=scoring.result_words(a.result, a.revoker, _who))
    return Answer(
        {"bid": str(a.contract), "tricks": a.tricks, "result": a.result, "rules": rules,
         "lines": [{"who": x.who, "points": x.points, "text": x.text, "rule": cite(x.rule)}
                   for x in a.lines], "totals": a.totals},
        (line(strong(head), _(" (rules {rules})").format(rules=rules)),
         *(line(f"  {_who(x.who)}: {'+' if x.points >= 0 else ''}{figure_text(x.points)} — {x.text}",
                ref(x.rule))
           for x in a.lines)))


def _who(who: str) -> str:
    """A line's ``who`` (soloist, partner, opponent N: the answer's keys) in the language in use."""
    if who == "soloist":
        return _("soloist")
    if who == "partner":
        return _("partner")
    return _("opponent {number}").format(number=who.removeprefix("opponent "))


def race_answer(scores: Mapping[str, Any], soloist: str | None, partner: str | None,
                first: str | None) -> Answer:
    """``five-hundred race``: who wins when a deal takes several past 500, or one to −500."""
    r = race(scores, soloist, partner, first)
    if not r.finished and r.candidates:
        said = line(warn(_("undecided:")), _(" {text} — between {groups}; give --first").format(
                        text=r.text, groups=both(["/".join(g) for g in r.candidates])), ref(r.rule))
    elif not r.finished:
        said = line(_("the game goes on: nobody at +500 or −500"), ref(T.WIN_RULE))
    else:
        said = line(_("winner: "), won("/".join(r.winners) or _("nobody (a draw)")),
                    f" — {r.text}", ref(r.rule))
    return Answer({"finished": r.finished, "winner": "/".join(r.winners) or None, "text": r.text,
                   "rule": cite(r.rule),
                   "needs_first_to_500": [list(g) for g in r.candidates] if not r.finished else []},
                  (said,))
