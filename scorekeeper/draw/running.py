"""The running history of a session: the game's snapshot after every live entry.

The paper sheet writes pool, mountain and whists as running sequences (``2·4·8``: each figure
written after the deal that changed it, the earlier ones crossed out), and a point game is drawn
as a chart of running totals.  ``Game.drawn`` gives the figures as they stand; this module
derives their history **read-only**, from what replay gives: the session is replayed once strictly
(so a bad file fails exactly as ``show`` does), and replay tells after each entry it folds in
(:data:`scorekeeper.core.replay.Folded`) the state it leaves, of which ``Game.drawn`` is taken.
No engine is changed or reached into; struck entries and their voids are skipped, and an
amendment is drawn at the entry it amends, as replay folds them.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core import registry
from scorekeeper.core.entries import Session
from scorekeeper.core.replay import EntryResult, Replay, replay


@dataclass(frozen=True)
class Moment:
    """The figures right after one live entry (a deal, a penalty, a new game, conditions)."""

    entry: int  # the entry number in the file
    kind: str  # "deal" | "penalty"
    dealer: str | None
    summary: str
    snapshot: Mapping[str, Any]


@dataclass
class History:
    """A session replayed: the replay of the whole file and the moment after each live entry."""

    replay: Replay
    moments: list[Moment]
    upto: int | None = None  # drawn as it stood after this entry (``draw --upto N``)

    @property
    def snapshot(self) -> dict[str, Any]:
        """The figures as they stand, as the drawn sheet reads them (``Game.drawn``)."""
        return self.replay.game.drawn(self.replay.state)


def history(session: Session, *, upto: int | None = None) -> History:
    """Replay ``session`` (strictly: the first problem is raised) and record every moment."""
    moments: list[Moment] = []

    def moment(res: EntryResult, src: EntryResult, state: Any) -> None:
        game = registry.game(session.envelope.game)  # the engine replay has just found
        moments.append(Moment(res.number, src.kind, res.dealer, src.summary,
                              copy.deepcopy(game.drawn(state))))

    return History(replay(session, upto=upto, folded=moment), moments, upto)


def written(moments: Sequence[Moment], account: str) -> dict[str, list[Any]]:
    """Each player's running sequence of ``snapshot[account][player]`` (``pool``, ``mountain``) as
    the sheet writes it: the new figure after every entry that changed it."""
    out: dict[str, list[Any]] = {}
    last: dict[str, Any] = {}
    for m in moments:
        for p, v in (m.snapshot.get(account) or {}).items():
            seq = out.setdefault(p, [])
            if v != last.get(p, 0):
                seq.append(v)
            last[p] = v
    return out


def written_whists(moments: Sequence[Moment]) -> dict[str, dict[str, list[Any]]]:
    """``out[a][b]``: the running sequence of the whists ``a`` has written on ``b``."""
    out: dict[str, dict[str, list[Any]]] = {}
    last: dict[tuple[str, str], Any] = {}
    for m in moments:
        for a, row in (m.snapshot.get("whists") or {}).items():
            for b, v in row.items():
                seq = out.setdefault(a, {}).setdefault(b, [])
                if v != last.get((a, b), 0):
                    seq.append(v)
                last[(a, b)] = v
    return out
