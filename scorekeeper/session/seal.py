"""Sealing a settled night (format §Entries, "seal"): the seal entry, and its check on read.

A seal holds the version that wrote it, the date, the options in force, each player's standing
(the game's :attr:`~scorekeeper.core.engine.Game.seal_keeps`: preferans's pool, mountain and
whists, a points game's score), the balance as ``settle --json`` gives it (and the money at the
agreed price, where one was given), what each deal wrote to each player's accounts, and a digest
of the entries before it.  The digest is SHA-256 of those entries' parsed keys written
canonically (JSON, keys sorted), so a hand edit of any value before the seal changes it while a
comment or the file's layout does not.  Replay refuses every entry after a seal but an unseal
(:class:`scorekeeper.core.voids.VoidIndex`), so the lock-and-replay path of every writer keeps a
deal from following a seal.

Read again, a seal is compared figure by figure and deal by deal: a deal this version scores
differently is named with the rules its steps now cite, and an option whose value is not the
sealed one is named with both values.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from scorekeeper.core.figures import payments
from scorekeeper.core.replay import EntryResult, Replay, replay
from scorekeeper.errors import IllegalError
from scorekeeper.i18n import _
from scorekeeper.session.model import parse_session


def digest(entries: Sequence[Mapping[str, Any]]) -> str:
    """``sha256:`` and the hex digest of ``entries`` (their parsed keys) written canonically."""
    def plain(value: Any) -> Any:
        if isinstance(value, (_dt.date, _dt.time, _dt.datetime)):
            return value.isoformat()
        return str(value)

    text = json.dumps([dict(e) for e in entries], sort_keys=True, ensure_ascii=False,
                      separators=(",", ":"), default=plain)
    return "sha256:" + hashlib.sha256(text.encode("utf-8")).hexdigest()


def figures(rep: Replay, price: float | None = None) -> dict[str, Any]:
    """What a seal keeps of a replay's result: each player's standing, the balance, and the money
    at ``price``."""
    shown = payments(rep.settlement(), price)
    snap = rep.game.snapshot(rep.state)
    out: dict[str, Any] = {"figures": {k: snap[k] for k in rep.game.seal_keeps if k in snap},
                           "balance": dict(shown.balance)}
    if price is not None:
        out["price"] = price
        out["money"] = dict(shown.money)
    return out


def deal_figures(entries: Sequence[EntryResult]) -> dict[str, dict[str, dict[str, Any]]]:
    """What each live deal or penalty of ``entries`` wrote: entry number → player → account →
    the sum of its steps' changes (a whist's third as a decimal to six places)."""
    out: dict[str, dict[str, dict[str, Any]]] = {}
    for res in entries:
        if res.voided_by is not None or res.kind not in ("deal", "penalty"):
            continue
        row: dict[str, dict[str, Any]] = {}
        for step in res.steps:
            if step.delta is None or step.player is None:
                continue
            accounts = row.setdefault(step.player, {})
            account = step.account or "score"
            accounts[account] = accounts.get(account, 0) + Fraction(step.delta)
        if row:
            out[str(res.number)] = {p: {a: _plain(v) for a, v in accounts.items()}
                                    for p, accounts in row.items()}
    return out


def _plain(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else round(float(value), 6)


def seal_entry(file: str, price: float | None) -> Callable[[str], Mapping[str, Any]]:
    """The seal entry, made under the lock from the file as it then stands (so a deal recorded
    meanwhile is in its figures and its digest, never after it)."""
    from scorekeeper import __version__

    def choose(current: str) -> Mapping[str, Any]:
        session = parse_session(current, file=file)
        rep = replay(session)
        if rep.sealed is not None:
            raise IllegalError(_("the night is sealed already (entry {seal})").format(
                seal=rep.sealed.number), file=file,
                expected=_("`scorekeeper unseal FILE --note \"...\"` first"))
        seal = {"version": __version__, "date": _dt.date.today(),
                "options": dict(rep.table.options), **figures(rep, price),
                "deals": deal_figures(rep.entries), "digest": digest([e.data for e in session.entries])}
        return {"seal": seal}

    return choose


@dataclass
class DealDifference:
    """A deal before the seal that this version scores differently for one player's account."""

    entry: int
    player: str
    account: str
    sealed: Any  # what the seal says the deal wrote (None: nothing)
    now: Any  # what the deal writes now (None: nothing)
    rules: list[str]  # what the deal's steps for that account cite now (or the steps at all)


@dataclass
class SealCheck:
    """A seal in force, checked against the file's replay."""

    number: int
    version: str
    sealed: dict[str, Any]  # the sealed balance (and money)
    date: Any = None  # the day it was sealed (None: a seal written before seals kept one)
    #: each player whose figure differs: (what, player, sealed, replayed)
    differences: list[tuple[str, str, Any, Any]] = field(default_factory=list)
    deals: list[DealDifference] = field(default_factory=list)
    #: each option whose value is not the sealed one: (option, sealed, now)
    options: list[tuple[str, Any, Any]] = field(default_factory=list)
    edited: bool = False  # the digest of the entries before the seal differs

    @property
    def ok(self) -> bool:
        return not (self.differences or self.deals or self.options or self.edited)


def check(rep: Replay) -> SealCheck | None:
    """The seal in force of a full replay checked against it (None: nothing sealed)."""
    res = rep.sealed
    if res is None or res.problem is not None:
        return None
    seal = res.data["seal"]
    price = seal.get("price")
    now = figures(rep, price if isinstance(price, (int, float)) else None)
    before = rep.entries[:res.number - 1]
    out = SealCheck(res.number, str(seal.get("version", "?")),
                    {k: seal[k] for k in ("balance", "money") if k in seal},
                    seal["date"] if isinstance(seal.get("date"), _dt.date) else None)
    out.edited = seal.get("digest") != digest([e.data for e in before])
    sealed_figures = seal.get("figures")
    if isinstance(sealed_figures, Mapping):
        for what, by_player in sealed_figures.items():
            out.differences += _differing(what, by_player, now["figures"].get(what))
    for what in ("balance", "money"):
        out.differences += _differing(what, seal.get(what), now.get(what))
    sealed_options = seal.get("options")
    if isinstance(sealed_options, Mapping):
        out.options = [(k, v, rep.table.options.get(k)) for k, v in sealed_options.items()
                       if rep.table.options.get(k) != v]
    sealed_deals = seal.get("deals")
    if isinstance(sealed_deals, Mapping):
        out.deals = _deal_differences(sealed_deals, before)
    return out


def _differing(what: str, sealed: Any, now: Any) -> list[tuple[str, str, Any, Any]]:
    """Each player's figure of ``what`` that the seal and the replay hold differently; a nested
    figure (preferans's whists, by whom they are written on) as ``what:other``."""
    if not isinstance(sealed, Mapping) or not isinstance(now, Mapping):
        return []
    out = []
    for name in dict.fromkeys([*sealed, *now]):
        a, b = sealed.get(name), now.get(name)
        if isinstance(a, Mapping) or isinstance(b, Mapping):
            a, b = a if isinstance(a, Mapping) else {}, b if isinstance(b, Mapping) else {}
            out += [(f"{what}:{other}", name, a.get(other), b.get(other))
                    for other in dict.fromkeys([*a, *b]) if a.get(other) != b.get(other)]
        elif a != b:
            out.append((what, name, a, b))
    return out


def _deal_differences(sealed: Mapping[str, Any],
                      entries: Sequence[EntryResult]) -> list[DealDifference]:
    now = deal_figures(entries)
    by_number = {str(e.number): e for e in entries}
    out = []
    for number in sorted(dict.fromkeys([*sealed, *now]), key=lambda k: (len(k), k)):
        a, b = sealed.get(number), now.get(number, {})
        a = a if isinstance(a, Mapping) else {}
        res = by_number.get(number)
        for player in dict.fromkeys([*a, *b]):
            pa = a.get(player) if isinstance(a.get(player), Mapping) else {}
            pb = b.get(player, {})
            for account in dict.fromkeys([*pa, *pb]):
                if pa.get(account) == pb.get(account):
                    continue
                steps = res.steps if res is not None else []
                rules = [s.rule for s in steps if s.player == player
                         and (s.account or "score") == account] or [s.rule for s in steps]
                out.append(DealDifference(int(number) if number.isdigit() else 0, player,
                                          account, pa.get(account), pb.get(account),
                                          list(dict.fromkeys(rules))))
    return out


def problems(rep: Replay, file: str | None) -> list[IllegalError]:
    """What ``check`` lists for a seal that does not hold: the hand edit, each option, figure
    and deal differing."""
    c = check(rep)
    if c is None or c.ok:
        return []
    out = []
    if c.edited:
        out.append(IllegalError(_("the entries before the seal (entry {seal}) were changed after "
                                  "it was written").format(seal=c.number), file=file,
                                entry=c.number, key="seal.digest",
                                expected=_("the entries as they were sealed")))
    for name, sealed, now in c.options:
        out.append(IllegalError(_("option {option}: sealed {sealed}, now {now}").format(
            option=name, sealed=sealed, now=now), file=file, entry=c.number,
            key=f"seal.options.{name}", expected=_("the options as they were sealed")))
    for d in c.deals:
        out.append(IllegalError(_("entry {entry}: {player} {account} sealed {sealed}, scored now "
                                  "{now} ({rules})").format(
            entry=d.entry, player=d.player, account=d.account,
            sealed=_none(d.sealed), now=_none(d.now), rules="; ".join(d.rules)), file=file,
            entry=c.number, key="seal.deals", expected=_("the deal scored as it was sealed")))
    for what, name, sealed, now in c.differences:
        head, _sep, other = what.partition(":")
        key = (f"seal.{what}.{name}" if what in ("balance", "money")
               else ".".join(["seal.figures", head, name, *([other] if other else [])]))
        out.append(IllegalError(_("{player}: sealed {sealed}, replayed {now} ({what})").format(
            player=name, sealed=_none(sealed), now=_none(now), what=what),
            file=file, entry=c.number, key=key, expected=_("the figures as they were sealed")))
    return out


def _none(value: Any) -> Any:
    return _("none") if value is None else value


__all__ = ["digest", "figures", "deal_figures", "seal_entry", "DealDifference", "SealCheck",
           "check", "problems"]
