"""Helpers for the order poker tests: build a session from Python data and replay it."""

from __future__ import annotations

import tomli_w

from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session

FOUR = ["Anna", "Boris", "Vera", "Gleb"]
THREE = ["Anna", "Boris", "Vera"]


def session_text(players, deals, *, rules="classic", options=None) -> str:
    data = {"format": 1, "game": "order-poker", "rules": rules, "players": list(players)}
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


def steps(rep, number):
    return rep.entries[number - 1].steps


def rows(rep, number):
    """The citation of each player's award in entry ``number``, by player."""
    return {s.player: s.rule for s in steps(rep, number) if s.account == "score"}


def order(declarer, orders, hands, *, agree=(), **extra):
    """A deal with orders: ``hands`` is {name: combination}."""
    d = {"orders": list(orders), "declarer": declarer, "hands": dict(hands)}
    if agree:
        d["for"] = list(agree)
    d.update(extra)
    return d
