"""Helpers for the Pari tests: build a session from Python data and replay it."""

from __future__ import annotations

import tomli_w

from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session

PLAYERS = ["Anna", "Boris"]  # Anna deals the first game, Boris moves first


def session_text(deals, *, options=None, players=PLAYERS) -> str:
    data = {"format": 1, "game": "pari", "rules": "gruznov", "players": list(players)}
    if options:
        data["options"] = dict(options)
    data["deal"] = list(deals)
    return tomli_w.dumps(data)


def play(deals, **kw):
    """Replay the entries; the first problem is raised."""
    return replay(parse_session(session_text(deals, **kw)))


def snap(deals, **kw):
    rep = play(deals, **kw)
    return rep.game.snapshot(rep.state)


def steps(rep, number):
    return rep.entries[number - 1].steps


def scored(rep, number, player=None):
    """The score steps of an entry as (player, delta) pairs."""
    return [(s.player, s.delta) for s in steps(rep, number)
            if s.account == "score" and (player is None or s.player == player)]


def move(player, **parts):
    return {"player": player, **parts}
