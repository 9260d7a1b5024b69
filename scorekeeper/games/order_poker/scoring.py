"""Order poker scoring: one small pure function per role of the text's scoring tables.

Each function says which paragraph of «Заказной покер» or which ruling it implements and returns an
:class:`Award` naming the table row it used (:data:`.tables.ROWS`), so that the engine, the
``order-poker score`` command and the tests share one arithmetic.  Nothing here knows about files.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from scorekeeper.core import records
from scorekeeper.core.figures import against_average
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.tables import Combination
from scorekeeper.i18n import _, ngettext


@dataclass(frozen=True)
class Award(records.Award):
    """Points for one player, why, and the table row they come from."""

    row: str


def _award(row_id: str, stake: int, half: int, text: str) -> Award:
    row = T.ROW[row_id]
    return Award(row.pays(stake, half), text, row.rule, row.id)


# ------------------------------------------------------------------------------ the auction
def stake(orders: int) -> int:
    """R-O2, §ставка: "размер ставки равен количеству объявлений заказов" — one per order."""
    return orders * T.STAKE_PER_ORDER


def half_stake(stake_: int) -> int:
    """R-O2, §полставки: half the stake "с округлением в большую сторону" (5 → 3)."""
    return -(-stake_ // T.HALF_STAKE_DIVISOR)


def is_made(held: Combination, order: Combination) -> bool:
    """R-O4: "игрок выполнил заказ" when his one combination is the final order's category."""
    return held == order


def has_exchange(order: Combination) -> bool:
    """§замена: with a final «Пара» there is no exchange; with any other final order there is."""
    return order != T.NO_EXCHANGE_ORDER


# ------------------------------------------------------------------------------ the roles
def declarer(made: bool, open_game: bool, agreer_made: bool, stake_: int, half: int) -> Award:
    """§очки заказчика and its table: failed −1; made in an open game +stake when at least one
    agreer made it too, else +1; made in a closed game +half stake (R-O7)."""
    if not made:
        return _award("declarer-failed", stake_, half,
                      _("the declarer did not make the order: −1"))
    if open_game and agreer_made:
        return _award("declarer-open-agreer-made", stake_, half,
                      ngettext("made in an open game with an agreer who made it too: the stake, "
                               "{stake}",
                               "made in an open game with an agreer who made it too: the stake, "
                               "{stake}", stake_).format(stake=stake_))
    if open_game:
        return _award("declarer-open-none-made", stake_, half,
                      _("made in an open game, no agreer made it: one point"))
    return _award("declarer-closed", stake_, half,
                  ngettext("made in a closed game: the half stake, {half}",
                           "made in a closed game: the half stake, {half}", half).format(half=half))


def agreer(declarer_made: bool, made: bool, helped: bool, stake_: int, half: int) -> Award:
    """§очки согласного and its table: nothing when the declarer fails; when he makes it, +stake to
    an agreer who made it too, else +1 if the declarer used this agreer's open card(s) in the
    exchange (one agreer at most, R-O8), else nothing."""
    if declarer_made and made:
        return _award("agreer-made", stake_, half,
                      ngettext("agreed, and both this agreer and the declarer made it: the stake, "
                               "{stake}",
                               "agreed, and both this agreer and the declarer made it: the stake, "
                               "{stake}", stake_).format(stake=stake_))
    if declarer_made and helped:
        return _award("agreer-helped", stake_, half,
                      _("agreed, did not make it, but the declarer used this agreer's card: one "
                        "point"))
    text = (_("agreed; the declarer did not make the order: nothing") if not declarer_made else
            _("agreed; did not make it and the declarer used none of this agreer's cards: "
              "nothing"))
    return _award("agreer-nothing", stake_, half, text)


def needs_robot(held: Combination, order: Combination, threshold: Combination) -> bool:
    """Whether a dissenter's points depend on the robot's combination (R-O1, R-O6)."""
    return not is_made(held, order) and held >= threshold


def dissenter(held: Combination, order: Combination, robot: Combination | None,
              threshold: Combination, stake_: int, half: int) -> Award:
    """§очки несогласного and its table, whatever the mode of the game: +stake when he made the
    order; else +half stake when his combination is the robot's category (R-O6, the robot read
    after the exchange, R-O5) and not below ``threshold`` (a pair by the rules' «не ниже
    «Пары»», two pairs by the table's «мощнее «Пары»»: R-O1); else nothing."""
    if is_made(held, order):
        return _award("dissenter-made", stake_, half,
                      ngettext("against, and made the order too: the stake, {stake}",
                               "against, and made the order too: the stake, {stake}",
                               stake_).format(stake=stake_))
    if held >= threshold and robot is not None and held == robot:
        return _award("dissenter-half", stake_, half,
                      ngettext("against, did not make it, but holds {held} like the robot: the "
                               "half stake, {half}",
                               "against, did not make it, but holds {held} like the robot: the "
                               "half stake, {half}", half).format(held=T.label(held), half=half))
    if held == robot and held != Combination.NONE:
        text = _("against; holds {held} like the robot, but below {threshold}: nothing").format(
            held=T.label(held), threshold=T.label(threshold))
    else:
        text = _("against; did not make it and does not match the robot: nothing")
    return _award("dissenter-nothing", stake_, half, text)


def all_passed_player(held: Combination) -> Award:
    """R-O3, §все пас: when everyone passed, a player holding any combination pays one point."""
    if held != Combination.NONE:
        return _award("passed-holder", 0, 0,
                      _("all passed, holding {held}: −1").format(held=T.label(held)))
    return _award("passed-nothing", 0, 0, _("all passed, holding no combination: nothing"))


def all_passed_dealer() -> Award:
    """R-O3, §все пас: nobody, the robot included, holds a combination — the dealer pays one."""
    return _award("passed-dealer", 0, 0,
                  _("all passed and nobody, the robot included, holds a combination: the dealer "
                    "−1"))


# ------------------------------------------------------------------------------ a whole deal
@dataclass
class Outcome:
    """What a deal scores, player by player (in the order given), with the deal's numbers."""

    stake: int
    half: int
    open_game: bool
    declarer_made: bool
    awards: dict[str, Award] = field(default_factory=dict)


def score_deal(order: Combination, orders: int, declarer_name: str, declarer_held: Combination,
               agreers: Mapping[str, Combination], dissenters: Mapping[str, Combination],
               robot: Combination | None, took_from: str | None,
               threshold: Combination) -> Outcome:
    """Score one deal with a final order: the declarer, then each agreer and each dissenter."""
    s = stake(orders)
    h = half_stake(s)
    made = is_made(declarer_held, order)
    open_game = bool(agreers)
    agreer_made = any(is_made(c, order) for c in agreers.values())
    out = Outcome(s, h, open_game, made)
    out.awards[declarer_name] = declarer(made, open_game, agreer_made, s, h)
    for name, held in agreers.items():
        out.awards[name] = agreer(made, is_made(held, order), name == took_from, s, h)
    for name, held in dissenters.items():
        out.awards[name] = dissenter(held, order, robot, threshold, s, h)
    return out


def score_all_passed(hands: Mapping[str, Combination], robot: Combination | None,
                     dealer: str) -> dict[str, Award]:
    """R-O3 for every player; the dealer's fine only when no one, the robot included, holds a
    combination.  ``robot`` may be None only when some player holds one (it then decides
    nothing)."""
    out = {name: all_passed_player(held) for name, held in hands.items()}
    if all(h == Combination.NONE for h in hands.values()) and robot == Combination.NONE:
        out[dealer] = all_passed_dealer()
    return out


# ------------------------------------------------------------------------------ the settlement
def settlement(totals: Mapping[str, int]) -> dict[str, Fraction]:
    """R-O-M1: the game is not zero-sum, so each player's balance is his total less the average
    of all totals — kept exact (a third of a point stays a third), so that what one wins the
    others pay to the last cent."""
    return against_average(totals)
