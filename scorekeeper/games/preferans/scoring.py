"""One small pure function per scoring paragraph, each citing the rule it implements.

Numbers come from :mod:`.tables`; which table and which factor come from the resolved options.
Nothing here knows about players' seats, the state or the session: the engine asks, these answer.
Amounts are :class:`~fractions.Fraction` where a half can appear (half-responsible and gentleman's
whists), so nothing is ever rounded on the way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scorekeeper.games.preferans import tables as T
from scorekeeper.notation import Contract

Options = Mapping[str, Any]


def level_key(contract: Contract) -> int | str:
    """The value-table key of a contract: its level, or ``"misere"``."""
    return "misere" if contract.is_misere else int(contract.level or 0)


def game_value(contract: Contract, opts: Options) -> int:
    """Points of a made game and the base price of one of its tricks.

    RULINGS.md modern conventions "game values 6=2 … 10=10, misère 10" (the ``values`` option picks
    the table; 004 §7 value table, light column)."""
    return T.GAME_VALUES[opts["values"]][level_key(contract)]


def whist_price(contract: Contract, opts: Options) -> int:
    """Whists a whister writes on the declarer per trick he took: the game value (004 §7 example 1:
    "4h2 zapisyvaet na igroka 8 vistov"), doubled under ``whist_doubling`` (Leningrad, RULINGS.md
    modern conventions)."""
    return game_value(contract, opts) * (2 if opts["whist_doubling"] else 1)


def remiz_price(contract: Contract, opts: Options) -> int:
    """Mountain points per undertrick of a failed game (R-P3; 004 §7 example 2), or per trick of a
    caught misère; doubled under ``remiz_doubling`` (Leningrad)."""
    return game_value(contract, opts) * (2 if opts["remiz_doubling"] else 1)


def consolation_price(contract: Contract, opts: Options) -> int:
    """Whists per undertrick "za bezvzyatie" (R-P3: "value × undertricks"; 004 §7: "stol'ko vistov,
    skol'ko ochkov on zapisal sebe v goru" at the base value).  Not doubled in Leningrad: "оба
    защитника пишут висты в размере стоимости игры за каждую недобранную взятку"."""
    return game_value(contract, opts)


def whist_minimum(level: int) -> int:
    """Tricks the whisters must take between them (R-P2; 004 §4): 6 → 4, 7 → 2, 8 → 1, 9 → 1;
    none on 10 (R-P-M3)."""
    return T.WHIST_MINIMUM[level]


_PENALTY_SHARE = {"full": Fraction(1), "half": Fraction(1, 2), "none": Fraction(0)}


def shortfall_price(contract: Contract, opts: Options) -> Fraction:
    """Mountain points per trick a whister is short of his share: the undertrick price (R-P2 "the
    value table applies dlya igrayushchego i vistuyushchego"), halved for a half-responsible whist,
    nothing for an irresponsible one (``whist_penalty``)."""
    return remiz_price(contract, opts) * _PENALTY_SHARE[opts["whist_penalty"]]


def whisters_credit(defenders_tricks: Mapping[str, int], whisters: Sequence[str],
                    opts: Options) -> dict[str, Fraction]:
    """Tricks each whister is paid (and answers) for.

    * One whister: every defender's trick is his (004 §6: "vse vyigryshnye visty, a takzhe shtrafnye
      ochki za etu igru prinadlezhat vistuyushchemu"; R-P-M2), open or closed.
    * Two whisters: each his own (``whist_split = own``), or the pair's total split equally
      (``gentleman``, R-P-M14)."""
    total = sum(defenders_tricks.values())
    if len(whisters) == 1:
        return {whisters[0]: Fraction(total)}
    if opts["whist_split"] == "gentleman":
        return {w: Fraction(total, 2) for w in whisters}
    return {w: Fraction(defenders_tricks.get(w, 0)) for w in whisters}


def whister_shortfalls(level: int, credit: Mapping[str, Fraction], whisters: Sequence[str],
                       opts: Options) -> dict[str, Fraction]:
    """Missing tricks each whister answers for (R-P2, R-P-M1).

    Nobody answers while the pair took its minimum.  One whister answers for the whole minimum.
    Two whisters (``whisters`` in speaking order): ``split`` — each for his share (half; the odd
    trick is the second's), one's surplus not covering the other's shortfall; ``second`` — the
    second whister for the pair's whole shortfall; ``both`` — each for the pair's whole shortfall."""
    minimum = whist_minimum(level)
    got = sum(credit.values(), Fraction(0))
    if got >= minimum or not whisters:
        return {}
    if len(whisters) == 1:
        return {whisters[0]: minimum - got}
    first, second = whisters
    missing = minimum - got
    mode = opts["whist_responsibility"]
    if mode == "second":
        return {second: missing}
    if mode == "both":
        return {first: missing, second: missing}
    shares = T.whist_minimum_shares(minimum)
    out = {}
    for who, share in zip(whisters, shares):
        short = share - credit[who]
        if short > 0:
            out[who] = short
    return out


def consolation_writers(defenders: Sequence[str], whisters: Sequence[str], dealer_out: str | None,
                        opts: Options) -> list[str]:
    """Who writes consolation on a failed declarer (R-P3): the defenders (whisters and passer), and
    with ``consolation_to = table`` also the dealer sitting out; only the whisters when
    ``consolation = greedy`` (R-P-M4); nobody when ``gentleman``."""
    mode = opts["consolation"]
    if mode == "gentleman":
        return []
    if mode == "greedy":
        return list(whisters)
    out = list(defenders)
    if opts["consolation_to"] == "table" and dealer_out is not None:
        out.append(dealer_out)
    return out


def consolation_amount(writer: str, undertricks: int, contract: Contract, whisters: Sequence[str],
                       trick_whists: Mapping[str, Fraction], opts: Options) -> Fraction:
    """Consolation one player writes (R-P3; 004 §7): ``ordinary`` and ``greedy`` — the game value
    per undertrick; ``robber`` — a whister the ordinary amount on top of his tricks, every other
    writer as much as the whister wrote in all ("grabitel'skij vist"; with two whisters, the larger,
    R-P-M4)."""
    ordinary = Fraction(consolation_price(contract, opts) * undertricks)
    if opts["consolation"] != "robber" or writer in whisters:
        return ordinary
    wrote = [trick_whists.get(w, Fraction(0)) + ordinary for w in whisters]
    return max(wrote, default=ordinary)


def half_whist_credit(level: int, opts: Options) -> int:
    """Tricks a half-whister is paid for when the other defender passes too (RULINGS.md modern
    conventions: "half the pair minimum (2 tricks on 6, 1 on 7)")."""
    return T.HALF_WHIST_CREDIT[opts["half_whist_credit"]][level]


def half_whist_allowed(level: int, opts: Options) -> bool:
    """Whether a half-whist may be said on this level (RULINGS.md: "on 6 and 7 only")."""
    return level in T.HALF_WHIST_LEVELS[opts["half_whist"]]


def raspas_step(streak: int, opts: Options) -> int:
    """Price of one trick on the raspas that follows ``streak`` raspasy in a row (R-P4; RULINGS.md
    modern conventions 1-2-3 / 2-4-6; it stays at the third step afterwards, R-P-M5)."""
    steps = T.RASPASY_PROGRESSION[opts["raspasy_progression"]]
    return steps[min(streak, len(steps) - 1)]


def exit_minimum(streak: int, opts: Options) -> int:
    """Lowest contract level of the game after ``streak`` raspasy in a row (the exit rule, R-P-M6);
    6 when there was no raspas."""
    if streak <= 0:
        return 6
    return T.RASPASY_EXIT[opts["raspasy_exit"]][min(streak, 3) - 1]


def zero_trick_reward(step: int, opts: Options) -> tuple[str, int]:
    """What a player with no trick on raspasy earns: ``("pool", n)``, ``("mountain", n)`` (written
    off) or ``("none", 0)`` (RULINGS.md modern conventions; R-P4 for ``mountain``)."""
    mode = opts["raspas_zero"]
    if mode == "pool":
        return "pool", step
    if mode == "pool-1":
        return "pool", 1
    if mode == "mountain":
        return "mountain", step
    return "none", 0


def rostov_raspasy(tricks: Mapping[str, int], step_ratio: int, opts: Options) -> list[tuple[str, str, int]]:
    """Rostov raspasy (RULINGS.md modern conventions; R-P-M7): each player with the fewest tricks
    writes ``raspasy_whists`` × step × tricks on every player who took more.  Returns
    ``(writer, on, whists)``."""
    fewest = min(tricks.values())
    per = opts["raspasy_whists"] * step_ratio
    out = []
    for writer, n in tricks.items():
        if n != fewest:
            continue
        for other, m in tricks.items():
            if m > fewest:
                out.append((writer, other, per * m))
    return out


# ------------------------------------------------------------------------- arbitration facts
@dataclass(frozen=True)
class Fact:
    """One number about a contract, with the rule it comes from."""

    label: str
    value: Any
    rule: str


def contract_facts(contract: Contract, opts: Options) -> list[Fact]:
    """What a contract is worth and what the whisters must take, under resolved options."""
    out = [Fact("game value (points to the pool when made)", game_value(contract, opts), T.R_VALUE)]
    if contract.is_misere:
        out.append(Fact("mountain per trick taken (caught misère)", remiz_price(contract, opts),
                        T.R_MISERE))
        out.append(Fact("whists", "none: misère is caught, not whisted", T.R_MISERE))
        return out
    level = int(contract.level or 0)
    minimum = whist_minimum(level)
    first, second = T.whist_minimum_shares(minimum)
    out += [
        Fact("whists per trick taken by a whister", whist_price(contract, opts), T.R_WHIST),
        Fact("whisters' minimum (tricks between them)", minimum, T.WHIST_MINIMUM_SOURCE),
        Fact("with two whisters: first / second answers for", f"{first} / {second}", "R-P2"),
        Fact("mountain per undertrick (declarer)", remiz_price(contract, opts), T.R_REMIZ),
        Fact("mountain per trick a whister is short", shortfall_price(contract, opts),
             f"R-P2; whist_penalty = {opts['whist_penalty']}"),
        Fact("consolation per undertrick, each writer", consolation_price(contract, opts)
             if opts["consolation"] != "gentleman" else 0, f"R-P3; consolation = {opts['consolation']}"),
    ]
    if half_whist_allowed(level, opts):
        credit = half_whist_credit(level, opts)
        out.append(Fact("half-whist: whists when the other defender passes too",
                        credit * whist_price(contract, opts), T.R_HALF_WHIST))
    else:
        out.append(Fact("half-whist", "not allowed on this contract", T.R_HALF_WHIST))
    if level == 10:
        out.append(Fact("whisting the 10-game", "obligatory (someone whists)"
                        if opts["ten_whist"] == "duty" else "free", f"{T.R_TEN}; ten_whist"))
    if opts["stalingrad"] and level == 6 and contract.strain is not None and contract.kind == "suit" \
            and contract.strain.order == 0:
        out.append(Fact("Stalingrad", "both defenders must whist 6♠", T.R_STALINGRAD))
    return out
