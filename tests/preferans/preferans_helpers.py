"""Helpers for the preferans tests: build a session from Python data, replay it, read the result."""

from __future__ import annotations

from pathlib import Path

import tomli_w

from preferans_common import snapshot_delta

from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session

THREE = ["Anna", "Boris", "Vera"]
FOUR = ["Anna", "Boris", "Vera", "Gleb"]
DATA = Path(__file__).parent / "data"


def session_text(players, deals, *, rules="sochi", options=None) -> str:
    data = {"format": 1, "game": "preferans", "rules": rules, "players": list(players)}
    if options:
        data["options"] = dict(options)
    data["deal"] = list(deals)
    return tomli_w.dumps(data)


def play(deals, *, players=THREE, rules="sochi", options=None):
    """Replay the deals; the first problem is raised."""
    return replay(parse_session(session_text(players, deals, rules=rules, options=options)))


def snap(deals, **kw):
    rep = play(deals, **kw)
    return rep.game.snapshot(rep.state)


def delta(before, deal, **kw):
    """What the last deal changed: pool, mountain and whists written, as {account: {...}}."""
    a = snap(before, **kw) if before else None
    b = snap([*before, deal], **kw)
    return snapshot_delta(a, b)


def load(name: str):
    return replay(parse_session((DATA / name).read_text(encoding="utf-8"), file=name))
