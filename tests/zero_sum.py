"""What every game's settlement promises (docs/format.md «Exact balances», «Who pays whom»), checked
on any settlement: the exact balances sum to exactly zero; printed to the cent they still do, each
within a cent of its exact value; the pairs and the fewest transfers add up to each printed
balance (and the money, with a price, likewise).

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
from scorekeeper.cli.money import balances
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
    assert sum(printed.values()) == 0, shown.balance
    assert shown.total == 0  # the total row
    for k in names:
        assert abs(printed[k] - Fraction(exact[k]) * 100) < 1, (k, exact[k], shown.balance[k])
        if (Fraction(exact[k]) * 100).denominator == 1:
            assert printed[k] == Fraction(exact[k]) * 100  # a whole cent is printed as it is
    inexact = any((Fraction(v) * 100).denominator != 1 for v in exact.values())
    assert shown.inexact == inexact  # balance_exact is printed exactly then
    target = printed
    if price is not None:
        money = {k: _cents(v) for k, v in shown.money.items()}
        assert sum(money.values()) == 0 and shown.money_total == 0, shown.money
        p = Fraction(Decimal(repr(float(price))))
        for k in names:
            assert abs(money[k] - Fraction(exact[k]) * p * 100) < 1, (k, money[k])
        target = money
    assert shown.pairs is not None and shown.transfers is not None
    assert _net(shown.pairs, names) == target, (shown.pairs, target)
    assert _net(shown.transfers, names) == target, (shown.transfers, target)
    live = sum(1 for v in target.values() if v)
    assert len(shown.transfers) <= max(live - 1, 0)
