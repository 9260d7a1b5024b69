"""Who pays whom: a settlement as transfers, pair by pair and as the fewest transfers.

Pure arithmetic on balances that sum to zero (docs/format.md «Who pays whom»):

* **pair by pair** — what each pair of players settles between the two of them.  A game that nets
  pair by pair itself (preferans: the whists each wrote on the other) hands its pairs over; for any
  other game each pair settles the difference of their two balances divided by the number of
  players, which adds up to every balance exactly (and is each loser's stake to the winner where
  a stake is paid).
* **the fewest transfers** — the players are split into the most groups whose balances sum to
  zero, and within each group the largest debtor pays the largest creditor until all are square;
  no other plan takes fewer transfers.

Amounts are counted in whole cents (integers), so transfers add up exactly to the rounded
balances: these are the largest-remainder roundings of :mod:`scorekeeper.core.figures`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from fractions import Fraction

#: beyond this many players with a balance, the groups are not searched (greedy alone)
MAX_SEARCH = 10


def pair_amounts(balance: Mapping[str, Fraction]) -> list[tuple[str, str, Fraction]]:
    """(payer, payee, amount) for every pair that settles anything, from zero-sum balances:
    each pair settles the difference of their balances over the number of players."""
    names = list(balance)
    n = len(names)
    out: list[tuple[str, str, Fraction]] = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            diff = (balance[a] - balance[b]) / n
            if diff > 0:
                out.append((b, a, diff))
            elif diff < 0:
                out.append((a, b, -diff))
    return out


def rounded_pairs(pairs: Sequence[tuple[str, str, Fraction]],
                  target: Mapping[str, int]) -> list[tuple[str, str, int]]:
    """Pair amounts in whole cents (``pairs`` in units of one cent), each rounded down or up so
    that every player's pairs add up to his rounded balance ``target`` (cents) where such a
    rounding exists; otherwise each pair to the nearest cent."""
    floors = [int(amount // 1) for _, _, amount in pairs]
    loose = [i for i, (_, _, amount) in enumerate(pairs) if amount != floors[i]]
    need = dict.fromkeys(target, 0)
    for (payer, payee, _), f in zip(pairs, floors):
        need[payee] = need.get(payee, 0) + f
        need[payer] = need.get(payer, 0) - f
    short = {k: target.get(k, 0) - need[k] for k in need}
    if loose and len(loose) <= 3 * MAX_SEARCH:
        # prefer the nearer rounding first; the search stops at the first that fits
        loose.sort(key=lambda i: -(pairs[i][2] - floors[i]))
        up = _fit(pairs, loose, short)
        if up is not None:
            return [(p, q, f + (1 if i in up else 0)) for i, ((p, q, _), f) in
                    enumerate(zip(pairs, floors))]
    elif not loose and not any(short.values()):
        return [(p, q, f) for (p, q, _), f in zip(pairs, floors)]
    return [(p, q, round(a)) for p, q, a in pairs]


def _fit(pairs: Sequence[tuple[str, str, Fraction]], loose: list[int],
         short: dict[str, int]) -> set[int] | None:
    """Which loose pairs to round up so that every player's shortfall is met (depth first; the
    players' last loose pairs close their sums, so dead ends are cut early)."""
    last: dict[str, int] = {}
    for pos, i in enumerate(loose):
        payer, payee, _ = pairs[i]
        last[payer] = last[payee] = pos
    done_at: dict[int, list[str]] = {}
    for name, pos in last.items():
        done_at.setdefault(pos, []).append(name)
    if any(short[k] for k in short if k not in last):
        return None
    left = dict(short)
    chosen: set[int] = set()
    budget = [200_000]

    def walk(pos: int) -> bool:
        budget[0] -= 1
        if budget[0] < 0:
            return False
        if pos == len(loose):
            return not any(left.values())
        i = loose[pos]
        payer, payee, _ = pairs[i]
        for up in (True, False):
            if up:
                left[payee] -= 1
                left[payer] += 1
                chosen.add(i)
            if all(left[k] == 0 for k in done_at.get(pos, ())) and walk(pos + 1):
                return True
            if up:
                left[payee] += 1
                left[payer] -= 1
                chosen.discard(i)
        return False

    return chosen if walk(0) else None


def fewest_transfers(cents: Mapping[str, int]) -> list[tuple[str, str, int]]:
    """(payer, payee, cents): the fewest transfers that square balances summing to zero.

    The players with a balance are split into the most groups that sum to zero by themselves;
    within a group the largest debtor pays the largest creditor as much as one of them needs,
    again and again (ties in seating order).  A group of k players takes k − 1 transfers."""
    if sum(cents.values()) != 0:
        raise ValueError("transfers square balances that sum to zero")
    live = [k for k, v in cents.items() if v]
    groups = _zero_groups(live, cents) if len(live) <= MAX_SEARCH else [live]
    out: list[tuple[str, str, int]] = []
    order = list(cents)
    for group in groups:
        left = {k: cents[k] for k in group}
        while any(left.values()):
            debtor = min(left, key=lambda k: (left[k], order.index(k)))
            creditor = max(left, key=lambda k: (left[k], -order.index(k)))
            amount = min(-left[debtor], left[creditor])
            out.append((debtor, creditor, amount))
            left[debtor] += amount
            left[creditor] -= amount
    return out


def _zero_groups(live: list[str], cents: Mapping[str, int]) -> list[list[str]]:
    """The most groups of ``live`` whose balances each sum to zero (exact, over subsets)."""
    n = len(live)
    if n == 0:
        return []
    total = [0] * (1 << n)
    for mask in range(1, 1 << n):
        low = (mask & -mask).bit_length() - 1
        total[mask] = total[mask & (mask - 1)] + cents[live[low]]
    # best[mask]: the most zero-sum groups a zero-sum ``mask`` splits into
    best = [0] * (1 << n)
    choice = [0] * (1 << n)
    for mask in range(1, 1 << n):
        if total[mask] != 0:
            continue
        best[mask], choice[mask] = 1, mask
        low = mask & -mask
        sub = (mask - 1) & mask
        while sub:
            # the group holding the lowest player is ``sub``; the rest splits on its own
            if sub & low and total[sub] == 0 and 1 + best[mask ^ sub] > best[mask]:
                best[mask], choice[mask] = 1 + best[mask ^ sub], sub
            sub = (sub - 1) & mask
    groups: list[list[str]] = []
    mask = (1 << n) - 1
    while mask:
        sub = choice[mask]
        groups.append([live[i] for i in range(n) if sub >> i & 1])
        mask ^= sub
    return groups

