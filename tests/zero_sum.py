"""What every game's settlement promises (docs/format.md «Exact balances», «Who pays whom»), checked
on any settlement: the exact balances sum to exactly zero; each is shown to its nearest cent (and
the total row is 0); the pairs and the fewest transfers square the same whole cents, which sum to
zero; where those differ from a balance shown, by a cent or so, the line that says so names each
such player and nobody else (and the money, with a price, likewise).

The per-game properties draw random legal sessions and hand each settlement to
:func:`assert_zero_sum`; ``SCOREKEEPER_FAULTS=slow`` runs 1,000 sessions a game (:data:`EXAMPLES`).
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal
from fractions import Fraction
from typing import Any

from hypothesis import HealthCheck, settings

from faults.helpers import SLOW
from scorekeeper.views.money import balances
from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session

#: sessions per game: a few seconds in the default suite, 1,000 in the slow one
EXAMPLES = 1000 if SLOW else 40

#: the settings of every zero-sum property
ZERO_SUM = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])

#: prices the properties settle with (None: in the game's unit)
PRICES = [None, 1, 0.1, 0.37, 2.5]


def legal_session(text_of: Callable[[list[dict]], str], entries: list[dict]) -> Any:
    """The strict replay of ``entries`` less every entry the engine refuses: the refused ones are
    dropped and the rest replayed again, until none is (the entries name their dealers, so dropping
    one moves no deal round).  A random list of entries becomes a legal session."""
    for _ in range(len(entries) + 1):
        rep = replay(parse_session(text_of(entries)), collect=True)
        bad = {e.number for e in rep.entries if e.problem is not None}
        if not bad and not rep.problems:
            return replay(parse_session(text_of(entries)))
        if not bad:
            break
        entries = [e for i, e in enumerate(entries, 1) if i not in bad]
    raise AssertionError(f"no legal session: {[p.describe() for p in rep.problems]}")


def _cents(x: int | float) -> Fraction:
    """A printed figure in cents, exactly as printed (12.33 is 1233, never 1232.99…)."""
    c = Fraction(Decimal(repr(x))) * 100
    assert c.denominator == 1, f"{x} is not a whole number of cents"
    return c


def _net(flows: list[tuple[str, str, int | float]], names: list[str]) -> dict[str, Fraction]:
    net = dict.fromkeys(names, Fraction(0))
    for payer, payee, amount in flows:
        assert amount > 0, (payer, payee, amount)
        net[payer] -= _cents(amount)
        net[payee] += _cents(amount)
    return net


def _near(value: Fraction) -> Fraction:
    """The nearest cent of ``value`` (in cents), a half cent away from zero, worked out here."""
    c = value * 100
    down = Fraction(c.numerator // c.denominator)
    return down + 1 if c - down > Fraction(1, 2) or (c - down == Fraction(1, 2) and c > 0) else down


def assert_zero_sum(settlement: Any, price: float | None = None) -> None:
    """Every promise of a settlement's figures, as ``settle`` (text and ``--json``) prints them."""
    exact = settlement.exact
    assert exact is not None, "the settlement hands its balances over exactly"
    assert all(isinstance(v, (int, Fraction)) for v in exact.values()), exact
    assert set(exact) == set(settlement.balance)
    assert sum(exact.values(), Fraction(0)) == 0, exact
    shown = balances(settlement, price)
    names = list(settlement.balance)
    printed = {k: _cents(v) for k, v in shown.balance.items()}
    for k in names:
        assert printed[k] == _near(Fraction(exact[k])), (k, exact[k], shown.balance[k])
    assert shown.total == 0  # the total row: the exact balances' sum
    inexact = any((Fraction(v) * 100).denominator != 1 for v in exact.values())
    assert shown.inexact == inexact  # balance_exact is printed exactly then
    target, worth = printed, {k: Fraction(exact[k]) for k in names}
    if price is not None:
        money = {k: _cents(v) for k, v in shown.money.items()}
        p = Fraction(Decimal(repr(float(price))))
        worth = {k: v * p for k, v in worth.items()}
        for k in names:
            assert money[k] == _near(worth[k]), (k, money[k])
        assert shown.money_total == 0, shown.money
        target = money
    assert shown.pairs is not None and shown.transfers is not None
    paid = _net(shown.pairs, names)
    assert paid == _net(shown.transfers, names), (shown.pairs, shown.transfers)
    assert sum(paid.values()) == 0
    # each player's payments are within half a cent a pair of the exact balance
    for k in names:
        assert abs(paid[k] - worth[k] * 100) <= Fraction(max(len(names) - 1, 1), 2), (k, paid)
    moved = {k: paid[k] - target[k] for k in names if paid[k] != target[k]}
    assert {k: _cents(v) for k, v in (shown.adjusted or {}).items()} == moved
    if moved:
        assert all(f"{k} pays" in shown.adjustment or f"{k} receives" in shown.adjustment
                   for k in moved), shown.adjustment
    else:
        assert shown.adjustment is None
    live = sum(1 for v in paid.values() if v)
    assert len(shown.transfers) <= max(live - 1, 0)
