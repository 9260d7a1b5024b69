"""Five Hundred scoring: one small pure function per paragraph of the rules.

Each function says which sentence of the article «Пятьсот» or which ruling it implements and
returns :class:`Award` values (points, what happened, the rule), so that the engine, the arbitration
commands and the tests use the same arithmetic.  Nothing here knows about players or files.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from scorekeeper.core.figures import STAKE_AGREED, average_words, figure_text
from scorekeeper.core.figures import whole as _num
from scorekeeper.core.records import Award
from scorekeeper.i18n import _, ngettext, pgettext
from scorekeeper.notation import Contract
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.games.five_hundred.words import count_of


# --------------------------------------------------------------------------- values and ladder
def contract_value(contract: Contract, options: Mapping[str, Any]) -> int:
    """The value of a contract: the Avondale schedule (R-F1), misère 250, open misère 520 or 500."""
    if contract.kind == "misere":
        return T.MISERE_VALUE
    if contract.kind == "open_misere":
        return int(options["open_misere_value"])
    return T.SCHEDULE[(contract.level, contract.strain)]


def value_rule(contract: Contract) -> str:
    """The citation for a contract's value."""
    if contract.kind == "misere":
        return T.MISERE_RULE
    if contract.kind == "open_misere":
        return T.OPEN_MISERE_RULE
    return T.SCHEDULE_RULE


def ladder_key(contract: Contract, options: Mapping[str, Any]) -> tuple[int, int]:
    """R-F2: bids rank by value.  Misère ranks just above 8♠ (250 against 240) or, with
    ``misere_over_8s = false``, just below it; open misère ranks just below a trick contract of
    the same value (520: above 10♥, below 10NT; 500: above 10♦, below 10♥)."""
    if contract.kind == "misere":
        if options["misere_over_8s"]:
            return (T.MISERE_VALUE, -1)
        return (T.SCHEDULE[T.MISERE_UNDER], -1)
    if contract.kind == "open_misere":
        return (contract_value(contract, options), -1)
    return (contract_value(contract, options), 0)


def overcalls(new: Contract, old: Contract, options: Mapping[str, Any]) -> bool:
    """R-F2, §торговля: a bid must be higher than any made before it."""
    return ladder_key(new, options) > ladder_key(old, options)


def ladder_rule(new: Contract, old: Contract) -> str:
    """The citation for comparing two bids (the misère readings when one of them is misère)."""
    kinds = {new.kind, old.kind}
    if "misere" in kinds:
        return f"R-F2 ({T.S_AUCTION}; {T.S_VARIANTS}: misère and 8♠; option misere_over_8s)"
    if "open_misere" in kinds:
        return f"R-F2 ({T.S_AUCTION}: open misère between 10♥ and 10NT, or 10♦ and 10♥ at 500)"
    return f"R-F2 ({T.S_AUCTION}: by value, {T.SCHEDULE_RULE})"


def first_illegal_bid(bids: Sequence[Contract], options: Mapping[str, Any]) -> int | None:
    """The index of the first bid that does not overcall every bid before it, or None."""
    for i in range(1, len(bids)):
        if not overcalls(bids[i], max(bids[:i], key=lambda b: ladder_key(b, options)), options):
            return i
    return None


def gate_open(top: Contract | None) -> bool:
    """R-F-M15 (option ``misere_after_seven``): a misère may follow the highest bid before it only
    when that bid is of seven tricks or more, or a misère; never to open the auction."""
    return top is not None and (top.is_misere or top.level >= T.MISERE_GATE_LEVEL)


def first_gated_misere(bids: Sequence[Contract], options: Mapping[str, Any]) -> int | None:
    """With ``misere_after_seven``: the index of the first misère of the auction bid before the
    auction reached seven tricks, or None."""
    if not options["misere_after_seven"]:
        return None
    for i, bid in enumerate(bids):
        top = max(bids[:i], key=lambda b: ladder_key(b, options)) if i else None
        if bid.is_misere and not gate_open(top):
            return i
    return None


def ladder(options: Mapping[str, Any], misere: bool = True) -> list[Contract]:
    """Every bid, lowest first (for `rules` and the docs)."""
    bids = [Contract.of(level, strain) for level in T.LEVELS for strain in T.STRAINS]
    if misere:
        bids += [Contract("misere"), Contract("open_misere")]
    return sorted(bids, key=lambda b: ladder_key(b, options))


# --------------------------------------------------------------------------- the contract
def is_made(contract: Contract, tricks: int) -> bool:
    """§китти: at least as many tricks as bid; §счет/§таблица: a misère gives away every trick."""
    if contract.is_misere:
        return tricks == 0
    return tricks >= contract.level


def contract_made(contract: Contract, tricks: int, options: Mapping[str, Any]) -> Award:
    """§счет: "Если солист выполняет свой контракт, то считает стоимость этого контракта" — and
    nothing for tricks beyond the bid (§китти)."""
    value = contract_value(contract, options)
    text = (_("{bid} made: the contract's value {value}") if contract.is_misere else
            _("{bid} made ({tricks} of {level}): the contract's value {value}"))
    return Award(value, text.format(bid=contract, tricks=tricks, level=contract.level, value=value),
                 f"{T.MADE_RULE}; {value_rule(contract)}")


def contract_set(contract: Contract, tricks: int, options: Mapping[str, Any]) -> Award:
    """§счет: "его текущий счет уменьшается на стоимость посаженного контракта"; a caught misère
    costs 250 (open: 520, or 500 by option) — R-F4."""
    value = contract_value(contract, options)
    if contract.is_misere:
        return Award(-value, ngettext("{bid} caught ({n} trick): loses {value}",
                                      "{bid} caught ({n} tricks): loses {value}", tricks).format(
                         bid=contract, n=tricks, value=value),
                     f"{T.MISERE_CAUGHT_RULE}; {value_rule(contract)}")
    return Award(-value, _("{bid} set ({tricks} of {level}): loses {value}").format(
                     bid=contract, tricks=tricks, level=contract.level, value=value),
                 f"{T.SET_RULE}; {value_rule(contract)}")


def misere_doubled(award: Award) -> Award:
    """R-F-M13 (option ``misere_double``, Quebec mode): a misère scores twice its value, made or
    caught, and so does what the opponents take for it: the same figure once more."""
    return Award(award.points, _("misère doubled: {points} more").format(points=_num(award.points)),
                 T.DOUBLE_RULE)


def doubled(contract: Contract, awards: list[Award], options: Mapping[str, Any]) -> list[Award]:
    """The awards of a misère with their double where ``misere_double`` is on."""
    if not (contract.is_misere and options["misere_double"]):
        return awards
    return [*awards, *(misere_doubled(a) for a in awards if a.points)]


def set_costs_nothing(contract: Contract, tricks: int) -> Award:
    """R-F-M13 (option ``set_penalty = none``, Quebec mode): a set contract or a caught misère
    costs the soloist nothing; the opponents score instead."""
    text = (ngettext("{bid} caught ({n} trick): loses nothing",
                     "{bid} caught ({n} tricks): loses nothing", tricks).format(bid=contract, n=tricks)
            if contract.is_misere else
            _("{bid} set ({tricks} of {level}): loses nothing").format(
                bid=contract, tricks=tricks, level=contract.level))
    return Award(0, text, T.SET_NOTHING_RULE)


def soloist_set(contract: Contract, tricks: int, options: Mapping[str, Any]) -> list[Award]:
    """A set contract: minus its value (§счет), or nothing under ``set_penalty = none``; a
    misère's doubled where ``misere_double`` is on."""
    if options["set_penalty"] == "none":
        return [set_costs_nothing(contract, tricks)]
    return doubled(contract, [contract_set(contract, tricks, options)], options)


def slam(contract: Contract, tricks: int, options: Mapping[str, Any]) -> list[Award] | None:
    """R-F3, §счет: all ten tricks.  ``flat250``: a contract worth less than 250 scores 250
    instead; ``bonus`` (the optional system): a contract of 8♣ or higher scores the bid plus an
    equal bonus; ``none``: nothing.  Misère is never a slam.  None when no slam applies."""
    if contract.is_misere or tricks < T.SLAM_TRICKS or options["slam"] == "none":
        return None
    value = contract_value(contract, options)
    if options["slam"] == "flat250":
        if value < T.SLAM_FLAT_BELOW:
            return [Award(T.SLAM_FLAT, _("{bid} with all ten tricks: slam, {slam} instead of "
                                         "{value}").format(bid=contract, slam=T.SLAM_FLAT,
                                                           value=value), T.SLAM_FLAT_RULE)]
        return None
    if value >= T.SCHEDULE[T.SLAM_BONUS_FROM]:
        return [Award(value, _("{bid} made with all ten tricks: the contract's value "
                               "{value}").format(bid=contract, value=value),
                      f"{T.MADE_RULE}; {T.SCHEDULE_RULE}"),
                Award(value, _("slam bonus equal to the bid: {value}").format(value=value),
                      T.SLAM_BONUS_RULE)]
    return None


def opponent_tricks(tricks: int) -> Award:
    """§счет, R-F4: each opponent scores 10 per trick he took, made or set."""
    return Award(T.TRICK_POINTS * tricks, ngettext("{n} trick × {points}", "{n} tricks × {points}",
                                                   tricks).format(n=tricks, points=T.TRICK_POINTS),
                 T.TRICK_RULE)


def misere_made_opponent() -> Award:
    """§счет, R-F4: opponents score nothing on a made misère ("за исключением в сыгранном мизере")."""
    return Award(0, _("nothing for tricks on a made misère"), T.MISERE_MADE_RULE)


def misere_caught_opponent(soloist_tricks: int) -> Award:
    """§счет, R-F4: on a caught misère each opponent scores 10 per trick taken by the soloist."""
    return Award(T.TRICK_POINTS * soloist_tricks,
                 ngettext("{n} trick taken by the soloist × {points}",
                          "{n} tricks taken by the soloist × {points}", soloist_tricks).format(
                     n=soloist_tricks, points=T.TRICK_POINTS), T.MISERE_CAUGHT_RULE)


def opponents_nothing(tricks: int) -> Award:
    """R-F-M13 (option ``opponents_score = nothing``): the non-bidders score nothing for tricks."""
    return Award(0, ngettext("nothing for the opponents' {n} trick",
                             "nothing for the opponents' {n} tricks", tricks).format(n=tricks),
                 T.OPP_NOTHING_RULE)


def opponents_if_set(tricks: int, made: bool) -> Award:
    """R-F-M13 (option ``opponents_score = tricks-if-set``): only successful defenders score,
    10 a trick when the contract is set."""
    if made:
        return Award(0, ngettext("the contract made: nothing for the {n} trick",
                                 "the contract made: nothing for the {n} tricks", tricks).format(
                         n=tricks), T.OPP_IF_SET_RULE)
    return Award(T.TRICK_POINTS * tricks, ngettext("{n} trick × {points}", "{n} tricks × {points}",
                                                   tricks).format(n=tricks, points=T.TRICK_POINTS),
                 f"{T.TRICK_RULE}; {T.OPP_IF_SET_RULE}")


def opponents_contract(contract: Contract, made: bool, options: Mapping[str, Any]) -> Award:
    """R-F-M13 (``opponents_score = contract-if-set``, ``misere_opponents = contract``; Quebec
    mode): a successful defending side wins the contract's value, an unsuccessful one nothing."""
    if made:
        return Award(0, _("{bid} made: nothing for defending").format(bid=contract),
                     T.MISERE_CONTRACT_RULE if contract.is_misere else T.OPP_CONTRACT_RULE)
    value = contract_value(contract, options)
    return Award(value, _("{bid} beaten: the contract's value {value}").format(
                     bid=contract, value=value),
                 f"{T.MISERE_CONTRACT_RULE if contract.is_misere else T.OPP_CONTRACT_RULE}; "
                 f"{value_rule(contract)}")


def opponent_awards(contract: Contract, tricks: int, soloist_tricks: int, made: bool,
                    options: Mapping[str, Any]) -> list[Award]:
    """What one opposing player or side scores on a contract (R-F4, or the option in force)."""
    if contract.is_misere:
        how = options["misere_opponents"]
        if made:
            return [misere_made_opponent()]
        if how == "nothing":
            return [Award(0, _("nothing for a caught misère"), T.MISERE_NOTHING_RULE)]
        if how == "contract":
            return doubled(contract, [opponents_contract(contract, made, options)], options)
        return [misere_caught_opponent(soloist_tricks)]
    how = options["opponents_score"]
    if how == "nothing":
        return [opponents_nothing(tricks)]
    if how == "tricks-if-set":
        return [opponents_if_set(tricks, made)]
    if how == "contract-if-set":
        return [opponents_contract(contract, made, options)]
    return [opponent_tricks(tricks)]


def capped(award: Award, before: float, cap: int) -> Award:
    """R-F-M13 (option ``opponents_cap``): defending never takes a player or side past the cap:
    what would carry the score (``before`` the deal) past it is cut to reach it, and one already
    there scores nothing."""
    if cap <= 0 or award.points <= 0 or before + award.points <= cap:
        return award
    room = max(0, cap - before)
    return Award(room, _("{text}, capped at {cap}: {points}").format(
                     text=award.text, cap=cap, points=_num(room)), f"{award.rule}; {T.CAP_RULE}")


def all_passed(tricks: int) -> Award:
    """§распасовка, R-F4: all passed — no trumps, kitty untouched, 10 per trick to each player."""
    return Award(T.TRICK_POINTS * tricks,
                 ngettext("all passed: {n} trick × {points}", "all passed: {n} tricks × {points}",
                          tricks).format(n=tricks, points=T.TRICK_POINTS), T.ALL_PASSED_RULE)


def offender_nothing(tricks: int) -> Award:
    """§ревок, R-F6: the player who revoked "не может ничего считать за взятки"."""
    return Award(0, ngettext("revoked: nothing for the {n} trick", "revoked: nothing for the {n} tricks",
                             tricks).format(n=tricks), T.REVOKE_OPPONENT_RULE)


def revoke_by_opponent(contract: Contract, tricks: int, options: Mapping[str, Any]) -> list[Award]:
    """§ревок, R-F6: an opponent's uncorrected revoke — the soloist scores as if he made the
    contract, however he actually played (with the slam only if he really took all ten, R-F-M3)."""
    if is_made(contract, tricks):
        return soloist_made(contract, tricks, options)
    value = contract_value(contract, options)
    return [Award(value, _("{bid} scored as made after an opponent's revoke: {value}").format(
                      bid=contract, value=value),
                  f"{T.REVOKE_OPPONENT_RULE}; {value_rule(contract)}")]


def revoke_by_soloist(contract: Contract, options: Mapping[str, Any]) -> Award:
    """§ревок, R-F6: the soloist's uncorrected revoke loses the contract value even if made."""
    value = contract_value(contract, options)
    return Award(-value, _("revoke by the soloist's side: loses {bid}, {value}").format(
                     bid=contract, value=value),
                 f"{T.REVOKE_SOLOIST_RULE}; {value_rule(contract)}")


def soloist_made(contract: Contract, tricks: int, options: Mapping[str, Any]) -> list[Award]:
    """A made contract: the slam rule where it applies (R-F3), else the contract's value."""
    return slam(contract, tricks, options) or [contract_made(contract, tricks, options)]


def partner_half(award: Award) -> Award:
    """§для пяти игроков, R-F7: the called partner wins or loses half of the soloist's score."""
    return Award(_num(award.points / T.PARTNER_SHARE),
                 _("half of the soloist's: {text}").format(text=award.text), T.PARTNER_RULE)


# --------------------------------------------------------------------------- one whole deal
@dataclass
class Outcome:
    """What a contract deal scores: the soloist's side, and each opposing side by its key."""

    result: str  # made | slam | set | misère made | misère caught | revoke by … (a key: see
    # :func:`result_words` for the words)
    soloist: list[Award]
    opponents: dict[str, list[Award]] = field(default_factory=dict)
    revoker: str | None = None  # the opposing side whose revoke decided the deal
    made: bool = True  # whether the soloist's side won the contract (an opponent's revoke: yes)


def result_words(result: str, revoker: str | None = None,
                 side: Callable[[str], str] = str) -> str:
    """An :class:`Outcome`'s ``result`` in the language in use; ``revoker`` is the opposing side
    whose revoke decided it ("revoke by …"), worded by ``side``."""
    if result == "made":
        return pgettext("five-hundred", "made")
    if result == "slam":
        return pgettext("five-hundred", "slam")
    if result == "set":
        return pgettext("five-hundred", "set")
    if result == "misère made":
        return pgettext("five-hundred", "misère made")
    if result == "misère caught":
        return pgettext("five-hundred", "misère caught")
    if revoker is None:
        return _("revoke by the soloist's side")
    return _("revoke by {side}").format(side=side(revoker))


def score_contract(contract: Contract, soloist_tricks: int, opponents: Mapping[str, int],
                   options: Mapping[str, Any], revoke: str | None = None) -> Outcome:
    """Score a contract deal.  ``opponents`` maps each opposing side to its tricks; ``revoke`` is
    ``"soloist"`` or the key of the opposing side that revoked (R-F6), or None."""
    if revoke == "soloist":
        solo = doubled(contract, [revoke_by_soloist(contract, options)], options)
        result, made = "revoke by the soloist's side", False
    elif revoke is not None:
        solo = doubled(contract, revoke_by_opponent(contract, soloist_tricks, options), options)
        result, made = f"revoke by {revoke}", True
    else:
        made = is_made(contract, soloist_tricks)
        if made:
            solo = doubled(contract, soloist_made(contract, soloist_tricks, options), options)
            slammed = slam(contract, soloist_tricks, options) is not None
            result = "slam" if slammed else ("misère made" if contract.is_misere else "made")
        else:
            solo = soloist_set(contract, soloist_tricks, options)
            result = "misère caught" if contract.is_misere else "set"
    opp: dict[str, list[Award]] = {}
    for side, tricks in opponents.items():
        if revoke is not None and side == revoke:
            opp[side] = [offender_nothing(tricks)]
        else:
            opp[side] = opponent_awards(contract, tricks, soloist_tricks, made, options)
    return Outcome(result, solo, opp, revoke if revoke not in (None, "soloist") else None, made)


# --------------------------------------------------------------------------- the race to 500
@dataclass
class Race:
    """Whether a score ends the game (R-F5), who wins and why.

    ``winners`` is empty for a draw or an unfinished game; ``candidates`` lists the groups between
    which only ``first_to_500`` can decide (then ``finished`` is False until it is given).
    """

    finished: bool
    winners: tuple[str, ...] = ()
    text: str = ""
    rule: str = ""
    candidates: tuple[tuple[str, ...], ...] = ()
    used_first: bool = False

    @property
    def winner(self) -> str | None:
        """The winner as the sheet names it: a side by its members joined with "/"."""
        return "/".join(self.winners) if self.winners else None


def highest(score: Mapping[str, float]) -> tuple[float, tuple[str, ...]]:
    """The highest score and who holds it (R-F5: when the game ends without a +500, the highest
    score wins; several on it is a draw, R-F-M5)."""
    top = max(score.values())
    return top, tuple(u for u, v in score.items() if v == top)


def race(score: Mapping[str, float], *, first: Sequence[Sequence[str]] = (),
         others: Sequence[Sequence[str]] = (), first_to_500: str | None = None,
         target: int = T.TARGET, floor: int | None = T.FLOOR) -> Race:
    """R-F5, §партия.  ``score`` is everyone's score after the deal.  ``first`` lists the groups
    that count first, in order (the soloist, then his called partner; or the soloist's pair);
    ``others`` the groups between which the trick that brought one to 500 first decides (the
    opponents; everyone on an all-passed deal).  Members of one group win together.

    * Someone at 500 or more: the first group of ``first`` with a member there wins; else a
      single group of ``others`` there wins; else ``first_to_500`` (a member's name) decides.
    * Otherwise someone at −500 or less ends the game: the highest score wins (a tie: a draw).

    ``target`` is the option ``target`` (1000 in Quebec mode), ``floor`` None where
    ``minus_500_ends`` is off (R-F-M12).
    """
    crossed = {u for u, v in score.items() if v >= target}
    win_rule = T.WIN_RULE if target == T.TARGET else f"{T.WIN_RULE}; {T.QUEBEC_END_RULE}"
    if crossed:
        several = len(crossed) > 1
        for group in first:
            hit = tuple(u for u in group if u in crossed)
            if hit:
                rule = T.SOLOIST_FIRST_RULE if several and (crossed - set(hit)) else win_rule
                text = (ngettext("{who} reaches {target}, counting first as the soloist",
                                 "{who} reach {target}, counting first as the soloist", len(hit))
                        if rule == T.SOLOIST_FIRST_RULE else
                        ngettext("{who} reaches {target}", "{who} reach {target}", len(hit)))
                return Race(True, hit, text.format(who="/".join(hit), target=target), rule)
        grouped: list[tuple[str, ...]] = []
        placed: set[str] = set()
        for group in others:
            hit = tuple(u for u in group if u in crossed)
            if hit:
                grouped.append(hit)
                placed.update(hit)
        grouped += [(u,) for u in sorted(crossed - placed) if not any(u in g for g in first)]
        if len(grouped) == 1:
            hit = grouped[0]
            return Race(True, hit, ngettext("{who} reaches {target}", "{who} reach {target}",
                                            len(hit)).format(who="/".join(hit), target=target),
                        win_rule)
        cands = tuple(grouped)
        if first_to_500 is None:
            return Race(False, (), _("several reach {target} in this deal: whose trick reached "
                                     "{target} first?").format(target=target),
                        T.FIRST_TRICK_RULE, cands)
        for group in grouped:
            if first_to_500 in group:
                return Race(True, group, _("{who} reached {target} first (the trick that took that "
                                           "side there came first)").format(
                                               who="/".join(group), target=target),
                            T.FIRST_TRICK_RULE, cands, True)
        return Race(False, (), _("{player} did not reach {target} in this deal").format(
                        player=first_to_500, target=target), T.FIRST_TRICK_RULE, cands, True)
    return fell(score, floor)


def fell(score: Mapping[str, float], floor: int | None = T.FLOOR) -> Race:
    """R-F5, §партия: someone at −500 or less ends the game and the highest score wins (a tie: a
    draw, R-F-M5); ``floor`` None: no such end (option ``minus_500_ends = false``)."""
    low = [u for u, v in score.items() if floor is not None and v <= floor]
    if low:
        top, best = highest(score)
        who = ", ".join(low)
        if len(best) == 1:
            return Race(True, best, ngettext(
                "{fell} at {floor} or below ends the game; {winner} has the highest score "
                "({top}) and wins",
                "{fell} at {floor} or below ends the game; {winner} has the highest score "
                "({top}) and wins", count_of(top)).format(
                    fell=who, floor=T.FLOOR, winner=best[0], top=_num(top)), T.FLOOR_RULE)
        return Race(True, (), ngettext(
            "{fell} at {floor} or below ends the game; {players} tie on the highest score "
            "({top}): a draw",
            "{fell} at {floor} or below ends the game; {players} tie on the highest score "
            "({top}): a draw", count_of(top)).format(
                fell=who, floor=T.FLOOR, players=", ".join(best), top=_num(top)),
            f"{T.FLOOR_RULE}; R-F-M5 (a tie is a draw)")
    return Race(False)


# --------------------------------------------------------------------------- the settlement
@dataclass
class Balance:
    """What each unit wins (+) or pays (−) over the session, exactly, and how it was reached."""

    unit: str  # "point" (against the average) or "stake"
    balance: dict[str, Fraction]
    lines: list[tuple[str, str]]  # (text, rule)


def settlement(games: Sequence[tuple[int, Mapping[str, float], str | None, bool]],
               stake: float) -> Balance:
    """R-F-M11: the text scores points, and opponents score in the same deal as the soloist, so
    raw scores would show every side winning.  ``games`` lists each game of the session as
    (number, scores, winner, finished).

    * ``stake`` 0: each game's scores less that game's average, summed over the games (the game
      in play as it stands);
    * ``stake`` above 0: for every finished game with a winner each other unit pays the winner the
      stake; a drawn game pays nothing, nor does the game in play.
    Either way the balances add up to exactly zero."""
    units = list(games[-1][1]) if games else []
    bal = {u: Fraction(0) for u in units}
    lines: list[tuple[str, str]] = []
    if stake > T.NO_STAKE:
        each = Fraction(repr(float(stake)))
        for number, score, winner, finished in games:
            if not finished:
                lines.append((_("game {number} is in play: no stake yet").format(number=number),
                              T.SETTLE_STAKE_RULE))
            elif winner is None:
                lines.append((_("game {number} drawn: nobody pays the stake").format(number=number),
                              T.SETTLE_STAKE_RULE))
            else:
                won = ([u for u in units if u == winner]
                       or [u for u in units if set(u.split("/")) <= set(winner.split("/"))])
                losers = [u for u in units if u not in won]
                for u in losers:
                    bal[u] -= each
                for u in won:
                    bal[u] += each * len(losers) / len(won)
                lines.append((_("game {number}: each of the other {count} pays {winner} the stake "
                                "of {stake}").format(number=number, count=len(losers),
                                                     winner=winner, stake=_num(float(each))),
                              T.SETTLE_STAKE_RULE))
        return Balance("stake", bal, lines)
    for number, score, _winner, finished in games:
        exact = {u: Fraction(repr(float(score[u]))) for u in units}
        mean = sum(exact.values(), Fraction(0)) / len(units)
        for u in units:
            bal[u] += exact[u] - mean
        text = (_("game {number}: each score less the average {average}") if finished else
                _("game {number} (as it stands): each score less the average {average}"))
        lines.append((text.format(number=number, average=figure_text(mean, minus='-')),
                      T.SETTLE_AVERAGE_RULE))
    if games:
        how = (average_words(games[0][1]) if len(games) == 1 else
               ngettext("each game's scores less that game's average, summed over the {count} "
                        "games; the balances add up to zero",
                        "each game's scores less that game's average, summed over the {count} "
                        "games; the balances add up to zero", len(games)).format(count=len(games)))
        lines.append((_("no stake agreed: {how}, so the points decide, not who won; a stake agreed "
                        "({stake}) has each other side pay the winner of a game N instead").format(
                          how=how, stake=_(STAKE_AGREED)), T.SETTLE_AVERAGE_RULE))
    return Balance("point", bal, lines)
