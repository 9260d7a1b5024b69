"""Sealing a settled night (format §Entries, "seal"): the seal entry, and its check on read.

A seal holds the version that wrote it, the options in force, each player's balance as
``settle --json`` gives it (and the money at the agreed price, where one was given) and a digest
of the entries before it.  The digest is SHA-256 of those entries' parsed keys written
canonically (JSON, keys sorted), so a hand edit of any value before the seal changes it while a
comment or the file's layout does not.  Replay refuses every entry after a seal but an unseal
(:class:`scorekeeper.core.voids.VoidIndex`), so the lock-and-replay path of every writer keeps a
deal from following a seal.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from scorekeeper.core.figures import payments
from scorekeeper.core.replay import Replay, replay
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
    """What a seal keeps of a replay's settlement: the balance, and the money at ``price``."""
    shown = payments(rep.game.settle(rep.state), price)
    out: dict[str, Any] = {"balance": dict(shown.balance)}
    if price is not None:
        out["price"] = price
        out["money"] = dict(shown.money)
    return out


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
        seal = {"version": __version__, "options": dict(rep.table.options),
                **figures(rep, price), "digest": digest([e.data for e in session.entries])}
        return {"seal": seal}

    return choose


@dataclass
class SealCheck:
    """A seal in force, checked against the file's replay."""

    number: int
    version: str
    sealed: dict[str, Any]  # the sealed balance (and money)
    #: each player whose figure differs: (what, player, sealed, replayed)
    differences: list[tuple[str, str, Any, Any]] = field(default_factory=list)
    edited: bool = False  # the digest of the entries before the seal differs

    @property
    def ok(self) -> bool:
        return not self.differences and not self.edited


def check(rep: Replay) -> SealCheck | None:
    """The seal in force of a full replay checked against it (None: nothing sealed)."""
    res = rep.sealed
    if res is None or res.problem is not None:
        return None
    seal = res.data["seal"]
    price = seal.get("price")
    now = figures(rep, price if isinstance(price, (int, float)) else None)
    out = SealCheck(res.number, str(seal.get("version", "?")), {k: seal[k] for k in
                                                                  ("balance", "money") if k in seal})
    out.edited = seal.get("digest") != digest([e.data for e in rep.entries[:res.number - 1]])
    for what in ("balance", "money"):
        before, after = seal.get(what), now.get(what)
        if not isinstance(before, Mapping) or after is None:
            continue
        for name in dict.fromkeys([*before, *after]):
            if before.get(name) != after.get(name):
                out.differences.append((what, name, before.get(name), after.get(name)))
    return out


def problems(rep: Replay, file: str | None) -> list[IllegalError]:
    """What ``check`` lists for a seal that does not hold: the hand edit, each figure differing."""
    c = check(rep)
    if c is None or c.ok:
        return []
    out = []
    if c.edited:
        out.append(IllegalError(_("the entries before the seal (entry {seal}) were changed after "
                                  "it was written").format(seal=c.number), file=file,
                                entry=c.number, key="seal.digest",
                                expected=_("the entries as they were sealed")))
    for what, name, sealed, now in c.differences:
        out.append(IllegalError(_("{player}: sealed {sealed}, replayed {now} ({what})").format(
            player=name, sealed=sealed, now=now, what=what), file=file, entry=c.number,
            key=f"seal.{what}.{name}", expected=_("the figures as they were sealed")))
    return out


__all__ = ["digest", "figures", "seal_entry", "SealCheck", "check", "problems"]
