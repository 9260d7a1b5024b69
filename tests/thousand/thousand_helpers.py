"""Helpers for the Thousand tests: build a session from Python data and replay it."""

from __future__ import annotations

import tomli_w

from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session

FOUR = ["Anna", "Boris", "Vera", "Gleb"]  # the first deals first; the next one opens
THREE = ["Anna", "Boris", "Vera"]
TWO = ["Anna", "Boris"]


def session_text(players, deals, *, rules="book-1991", options=None) -> str:
    data = {"format": 1, "game": "thousand", "rules": rules, "players": list(players)}
    if options:
        data["options"] = dict(options)
    data["deal"] = list(deals)
    return tomli_w.dumps(data)


def play(players, deals, **kw):
    """Replay the deals; the first problem is raised."""
    return replay(parse_session(session_text(players, deals, **kw)))


def score(players, deals, **kw):
    rep = play(players, deals, **kw)
    return rep.game.snapshot(rep.state)["score"]


def deltas(rep, number):
    """What entry ``number`` wrote, per player."""
    out = {}
    for s in rep.entries[number - 1].steps:
        if s.delta is not None:
            out[s.player] = out.get(s.player, 0) + s.delta
    return out


def refusal(players, deals, **kw):
    """The error a session raises (the test fails if it raises none)."""
    from scorekeeper.errors import ScorekeeperError

    try:
        play(players, deals, **kw)
    except ScorekeeperError as err:
        return err
    raise AssertionError("the session was accepted")


def first_deal(**keys):
    """Deal 1 with four players: Anna deals and sits out, Boris opens."""
    base = {"bidder": "Boris", "bid": 120, "prikup": ["9♠", "9♣", "9♦"],
            "taken": {"Boris": 60, "Vera": 30, "Gleb": 30}}
    base.update(keys)
    return {k: v for k, v in base.items() if v is not None}
