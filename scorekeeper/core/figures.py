"""Figures as every output shows them: one rule, in one place (docs/format.md «Exact balances»,
«Who pays whom»).

Every game works its figures out exactly (``Settlement.exact``: preferans's third of a whist, a
total against the average of three players, :func:`against_average`).  Shown, a figure is

* **alone** — a balance, a total, a running figure of the history, a sum of money — its exact
  value to the nearest cent, a half cent away from zero (:func:`cents`, :func:`figure`,
  :func:`figure_text`), in every output alike: the sheet and its history, ``settle``, JSON, CSV,
  Markdown, HTML, the drawn sheet and the live page.  Sochi's −38/3 is −12.67 everywhere.
* **a payment** — pair by pair, the fewest transfers — counted in whole cents that add up to
  exactly zero.  Balances each to its nearest cent need not (−6.67, 3.33, 3.33 sum to −0.01), so
  the payments are worked out from :func:`settling_cents`: the nearest cents, with the cents left
  over taken from or given to the balances of the largest remainders (seating order on a tie).
  Each cent moved so is said in one line (:func:`adjustment_line`: "so that the payments add up,
  Anna pays 0.01 less than the balance shown"); no balance shown is ever changed for it.

:func:`payments` works a settlement's shown figures and payments out, in the game's unit or in
money; ``settle`` prints them, the drawn sheet and the page draw them.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scorekeeper.i18n import N_, _, ngettext

CENTS = 100
HALF = Fraction(1, 2)
MINUS = "\u2212"


def against_average(totals: Mapping[str, Any]) -> dict[str, Fraction]:
    """Each total less the average of all, exactly (``Fraction(total) - Fraction(sum, n)``): a
    third of a point stays a third, so the balances sum to exactly zero.  Shown, each is its
    nearest cent (:func:`figure`), for every game alike."""
    exact = {k: _fraction(v) for k, v in totals.items()}
    if not exact:
        return {}
    mean = sum(exact.values(), Fraction(0)) / len(exact)
    return {k: v - mean for k, v in exact.items()}


#: how a table agrees a stake, said where a settlement goes without one (the option ``stake``;
#: marked for the catalog: said through ``_`` where it is used)
STAKE_AGREED = N_("option stake: stake = N under the file's [options], or -o stake=N when the "
                  "session is made")


def average_words(totals: Mapping[str, Any]) -> str:
    """How a balance against the average comes about, with the table's own figures: "each
    balance is the total less the table's average, 90 (270 over 3): Anna 120 − 90 = +30, …;
    the balances add up to zero"."""
    exact = {k: _fraction(v) for k, v in totals.items()}
    if not exact:
        return _("no totals yet")
    whole = sum(exact.values(), Fraction(0))
    mean = whole / len(exact)
    each = ", ".join(f"{k} {figure_text(v)} − {figure_text(mean)} = "
                     f"{figure_text(v - mean, sign=True)}" for k, v in exact.items())
    return _("each balance is the total less the table's average, {mean} ({total} over {n}): "
             "{each}; the balances add up to zero").format(
        mean=figure_text(mean), total=figure_text(whole), n=len(exact), each=each)


def exact_stake(stake: float) -> Fraction:
    """An agreed stake (an option, a float) as the exact decimal it was written as: 0.1 is 1/10."""
    return Fraction(repr(float(stake)))


def exact_values(settlement: Any) -> dict[str, Fraction]:
    src = getattr(settlement, "exact", None) or settlement.balance
    return {k: _fraction(v) for k, v in src.items()}


def _fraction(v: Any) -> Fraction:
    """A balance as an exact number.  A game that hands over floats keeps whole points and
    penalties of at most two decimals, so its balances are whole cents: a float's last-bit error
    from adding them up (0.1 + 0.2) is dropped by taking the nearest cent."""
    if isinstance(v, Fraction):
        return v
    if isinstance(v, float):
        if not math.isfinite(v):
            return Fraction(0)
        exact = Fraction(repr(v))
        return exact if (exact * CENTS).denominator == 1 else Fraction(v).limit_denominator(CENTS)
    return Fraction(v)


def exact_number(v: Any) -> Fraction:
    """One balance (or amount) as an exact number, as :func:`exact_values` reads it."""
    return _fraction(v)


# --- a figure shown alone ------------------------------------------------------------------------
def cents(v: Any) -> int:
    """A figure to the nearest cent, in whole cents: a half cent away from zero (0.125 is 13,
    −0.125 is −13).  A float is taken as the decimal it prints as (``repr``): 463.3333333333333
    is 46333, 0.1 + 0.2 is 30."""
    if type(v) is int:
        return v * CENTS
    if isinstance(v, float):
        x = Fraction(repr(v)) if math.isfinite(v) else Fraction(0)
    else:
        x = Fraction(v)
    c = x * CENTS
    down = c.numerator // c.denominator
    rest = c - down
    return down + 1 if rest > HALF or (rest == HALF and c > 0) else down


def from_cents(c: int) -> int | float:
    """Whole cents as the number printed: 1250 → 12.5, 1200 → 12, −1267 → −12.67."""
    if c % CENTS == 0:
        return c // CENTS
    return float(_digits(c) if c > 0 else "-" + _digits(c))  # the decimal itself: 12.33


def figure(v: Any) -> int | float:
    """A figure as every output shows it alone: its nearest cent, as a number (an int when
    whole)."""
    if type(v) is int:
        return v
    return from_cents(cents(v))


def _digits(c: int) -> str:
    whole, part = divmod(abs(c), CENTS)
    return str(whole) if not part else f"{whole}.{part:02d}".rstrip("0")


def figure_text(v: Any, *, minus: str = MINUS, sign: bool = False) -> str:
    """A figure as text: ``12``, ``12.5``, ``−12.67`` (``minus`` before a loss; with ``sign``, a
    ``+`` before a gain).  The same cent as :func:`figure`."""
    c = cents(v)
    return (minus if c < 0 else "+" if sign and c > 0 else "") + _digits(c)


def money_text(v: Any, *, minus: str = MINUS) -> str:
    """Money: always two decimals (17.40, −2.05, 0.00), the same cent as :func:`figure`."""
    c = cents(v)
    whole, part = divmod(abs(c), CENTS)
    return (minus if c < 0 else "") + f"{whole}.{part:02d}"


def exact_text(v: Fraction) -> int | str:
    return v.numerator if v.denominator == 1 else f"{v.numerator}/{v.denominator}"


def rounded(values: Mapping[str, Any]) -> dict[str, int | float]:
    """Each value's figure (:func:`figure`): its nearest cent, on its own."""
    return {k: figure(v) for k, v in values.items()}


def rounded_cents(values: Mapping[str, Any]) -> dict[str, int]:
    """Each value to its nearest cent, in whole cents (:func:`cents`)."""
    return {k: cents(v) for k, v in values.items()}


def shown_balances(settlement: Any) -> dict[str, int | float]:
    """A settlement's balances as every output shows them: each its nearest cent."""
    return rounded(exact_values(settlement))


def whole(x: float) -> float | int:
    """A figure as the sheet writes it: 16.0 → 16, a fraction such as 16.5 stays."""
    return int(x) if float(x).is_integer() else x


# --- the payments --------------------------------------------------------------------------------
def settling_cents(values: Mapping[str, Fraction]) -> dict[str, int]:
    """The cents the payments square: each value's nearest cent, and where those do not add up
    to the exact sum's nearest cent (zero for a settlement), the cents left over taken from (or
    given to) the values of the largest remainders, one cent each, in seating order on a tie."""
    scaled = {k: Fraction(v) * CENTS for k, v in values.items()}
    out = {k: cents(v) for k, v in values.items()}
    short = cents(sum((Fraction(v) for v in values.values()), Fraction(0))) - sum(out.values())
    if short:
        step = 1 if short > 0 else -1
        order = list(values)
        rank = sorted(order, key=lambda k: (-(scaled[k] - out[k]) * step, order.index(k)))
        for k in rank[: abs(short)]:
            out[k] += step
    return out


def adjustments(shown: Mapping[str, int], settled: Mapping[str, int]) -> dict[str, int]:
    """Each player whose payments differ from the figure shown: the settled cents less the shown
    ones (+1: the player pays a cent less, or receives one more)."""
    return {k: settled[k] - shown[k] for k in shown if settled.get(k, 0) != shown[k]}


def adjustment_line(shown: Mapping[str, int], settled: Mapping[str, int],
                    money: bool = False) -> str | None:
    """The line that says each cent the payments move from a balance shown (None where none
    moves): "so that the payments add up, Vera pays 0.01 less than the balance shown"."""
    moved = adjustments(shown, settled)
    if not moved:
        return None
    text = money_text if money else figure_text
    parts = []
    for k, d in moved.items():
        pays = shown[k] < 0 or (shown[k] == 0 and d < 0)
        less = (d > 0) if pays else (d < 0)
        words = _MOVED[(pays, less)]
        parts.append(_(words).format(name=k, amount=text(Fraction(abs(d), CENTS))))
    said = parts[0] if len(parts) == 1 else _("{some} and {last}").format(
        some=", ".join(parts[:-1]), last=parts[-1])
    return ngettext("so that the payments add up, {said} than the balance shown",
                    "so that the payments add up, {said} than the balances shown",
                    len(parts)).format(said=said)


#: each cent the payments move, by (whether the player pays, whether the payment is less)
_MOVED = {
    (True, True): N_("{name} pays {amount} less"),
    (True, False): N_("{name} pays {amount} more"),
    (False, True): N_("{name} receives {amount} less"),
    (False, False): N_("{name} receives {amount} more"),
}


def _net(pairs: list[tuple[str, str, int]], names: Mapping[str, Any]) -> dict[str, int]:
    net = dict.fromkeys(names, 0)
    for payer, payee, c in pairs:
        net[payer] = net.get(payer, 0) - c
        net[payee] = net.get(payee, 0) + c
    return net


@dataclass
class Shown:
    """A settlement's figures as shown, and its payments."""

    balance: dict[str, int | float]  # each to its nearest cent
    exact: dict[str, int | str]  # integers, or "p/q"
    money: dict[str, int | float] | None  # balance × price, each to its nearest cent
    inexact: bool  # some balance is not a whole number of cents
    #: (payer, payee, amount) pair by pair and as the fewest transfers, in money with a price,
    #: else in the game's unit, in settling cents; None where the balances do not sum to zero
    pairs: list[tuple[str, str, int | float]] | None = None
    transfers: list[tuple[str, str, int | float]] | None = None
    total: int | float = 0  # the exact balances' sum, to its nearest cent (0: zero-sum)
    money_total: int | float = 0
    #: each player's payments less the figure shown, in money with a price, else in the unit
    adjusted: dict[str, int | float] | None = None
    adjustment: str | None = None  # the line that says so


def payments(settlement: Any, price: Any = None) -> Shown:
    """A settlement's balances as shown (each its nearest cent), in money too with ``price``, and
    who pays whom, pair by pair and as the fewest transfers, in settling cents."""
    ex = exact_values(settlement)
    p = Fraction(repr(float(price))) if price is not None else Fraction(1)
    worth = {k: v * p for k, v in ex.items()}
    inexact = any((v * CENTS).denominator != 1 for v in ex.values())
    shown = Shown(rounded(ex), {k: exact_text(v) for k, v in ex.items()},
                  rounded(worth) if price is not None else None, inexact)
    shown.total = figure(sum(ex.values(), Fraction(0)))
    shown.money_total = figure(sum(worth.values(), Fraction(0)))
    if sum(ex.values(), Fraction(0)) != 0:
        return shown  # not zero-sum: nobody can be squared by transfers
    from scorekeeper.core import transfers as tr

    own = getattr(settlement, "pairs", None)
    if own:  # the game's own pair by pair, each pair its nearest cent; the balances settle by them
        pairs = [(a, b, cents(exact_number(x) * p)) for a, b, x in own]
        settled = _net(pairs, worth)
    else:  # pairs from the balances, rounded to add up to the settling cents
        settled = settling_cents(worth)
        pairs = tr.rounded_pairs([(a, b, x * p * CENTS) for a, b, x in tr.pair_amounts(ex)],
                                 settled)
    shown.pairs = [(a, b, from_cents(c)) for a, b, c in pairs if c]
    shown.transfers = [(a, b, from_cents(c)) for a, b, c in tr.fewest_transfers(settled)]
    near = rounded_cents(worth)
    shown.adjusted = {k: from_cents(d) for k, d in adjustments(near, settled).items()}
    shown.adjustment = adjustment_line(near, settled, money=price is not None)
    return shown
