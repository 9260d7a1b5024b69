"""The running history of a session: the game's snapshot after every live entry.

The paper sheet writes pool, mountain and whists as running sequences (``2·4·8``: each figure
written after the deal that changed it, the earlier ones crossed out), and a point game is drawn
as a chart of running totals.  ``Game.snapshot`` gives the figures as they stand; this module
derives their history **read-only**, through the public replay API only: the session is replayed
once strictly (so a bad file fails exactly as ``show`` does), then its live entries are folded in
again one at a time with :func:`scorekeeper.core.replay.replay` and ``resume=`` (the way the
checkpoint cache resumes a long night), taking ``Game.snapshot`` after each.  No engine is changed
or reached into; struck entries and their voids are skipped, as a replay skips them.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.replay import Replay, Resume, open_table, replay
from scorekeeper.core.entries import RawEntry, Session


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

    @property
    def snapshot(self) -> dict[str, Any]:
        """The figures as they stand (``show --json``'s state part)."""
        return self.replay.game.snapshot(self.replay.state)


def history(session: Session, *, upto: int | None = None) -> History:
    """Replay ``session`` (strictly: the first problem is raised) and record every moment."""
    whole = replay(session, upto=upto)
    game, table = open_table(session)
    resume = Resume(game.new_state(table), 0, None, 0)
    moments: list[Moment] = []
    by_number = {e.number: e for e in whole.entries}
    for res in whole.entries:
        if upto is not None and res.number > upto:
            break
        if res.kind in ("void", "note", "amend") or res.voided_by is not None:
            continue  # an amendment's keys are folded in at the entry it amends
        src, kind, summary = res, res.kind, res.summary
        if res.amended_by is not None:  # the amendment that stands in this entry's place
            src = by_number[res.amended_by].replacement or res
            kind, summary = src.kind, src.summary
        elif res.problem is not None:
            continue
        one = Session(session.envelope, [RawEntry(res.number, res.line, src.data)],
                      file=session.file, text=session.text)
        step = replay(one, resume=resume)
        resume = step.resume_point()
        moments.append(Moment(res.number, kind, res.dealer, summary,
                              copy.deepcopy(game.snapshot(resume.state))))
    return History(whole, moments)


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
