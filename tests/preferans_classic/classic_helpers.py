"""Helpers for the classic's session tests: build a session from Python data or load one from
data/, replay it through parse_session + replay, and read what a deal changed."""

from __future__ import annotations

from pathlib import Path

import tomli_w

from preferans_common import snapshot_delta

from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session

DATA = Path(__file__).parent / "data"
FOUR = ["Anna", "Boris", "Vera", "Gleb"]
THREE = ["Anna", "Boris", "Vera"]
BOOK = ["A", "B", "C", "D"]


def session_text(players, deals, *, rules, options=None) -> str:
    data = {"format": 1, "game": "preferans", "rules": rules, "players": list(players)}
    if options:
        data["options"] = dict(options)
    data["deal"] = list(deals)
    return tomli_w.dumps(data)


def play(deals, *, players=FOUR, rules="mgu-classic", options=None, upto=None):
    """Replay the deals through a session file's text; the first problem is raised."""
    return replay(parse_session(session_text(players, deals, rules=rules, options=options)), upto=upto)


def snap(deals, **kw):
    rep = play(deals, **kw)
    return rep.game.snapshot(rep.state)


def delta(before, deal, **kw):
    """What the last deal changed: pool, mountain and whists written, as {account: {...}}."""
    a = snap(before, **kw) if before else None
    b = snap([*before, deal], **kw)
    return snapshot_delta(a, b)


def load(name: str, upto: int | None = None):
    return replay(parse_session((DATA / name).read_text(encoding="utf-8"), file=name), upto=upto)


def state(rep):
    return rep.game.snapshot(rep.state)


def game(declarer, contract, whist=None, tricks=None, **extra):
    """A game entry: only the keys given."""
    d = {"declarer": declarer, "contract": contract}
    if whist is not None:
        d["whist"] = whist
    if tricks is not None:
        d["tricks"] = tricks
    d.update(extra)
    return d
