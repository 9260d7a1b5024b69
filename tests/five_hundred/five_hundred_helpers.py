"""Helpers for the Five Hundred tests: build a session from Python data and replay it."""

from __future__ import annotations

import tomli_w

from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session

THREE = ["Danilov", "Kabanov", "Toropov"]  # the illustrative deal's players (002 §иллюстративная сдача)
FOUR = ["Anna", "Boris", "Vera", "Gleb"]
FOUR_TEAMS = [["Anna", "Vera"], ["Boris", "Gleb"]]
FIVE = ["Anna", "Boris", "Vera", "Gleb", "Dasha"]
SIX = ["Anna", "Boris", "Vera", "Gleb", "Dasha", "Egor"]


def session_text(players, deals, *, rules="avondale", options=None, teams=None) -> str:
    data = {"format": 1, "game": "five-hundred", "rules": rules, "players": list(players)}
    if teams:
        data["teams"] = [list(t) for t in teams]
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
