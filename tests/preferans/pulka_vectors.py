"""What the tests of the peer pulka's vectors share: its seats A, B, C, D as Anna, Boris, Vera, Gleb
(clockwise, as pulka seats them), a deal in pulka's terms turned into this project's entry, and the
figures a deal wrote."""

from __future__ import annotations

from preferans_helpers import FOUR, THREE, delta, play, snap

A, B, C, D = "Anna", "Boris", "Vera", "Gleb"
HOME, FSPR = "pulka-home", "fspr-leningrad"


def game(declarer, contract, whist, tricks=None, **extra):
    """A game as this project records it: pulka's ``vistDecisions`` become ``whist`` (who did not
    pass), ``playerTricks`` and ``vistersTricks`` the ``tricks`` key."""
    out = {"declarer": declarer, "contract": contract, "whist": whist}
    if tricks is not None:
        out["tricks"] = tricks
    out.update(extra)
    return out


def raspas(**tricks):
    return {"raspasy": tricks}


def four(entry, dealer):
    """A four-handed entry with pulka's dealer named."""
    return {**entry, "dealer": dealer}


def exit_after(entries, *, rules, players=THREE, options=None):
    """The lowest game the engine allows after ``entries`` (the exit rule, pulka's ``minBidFor``):
    the first of 6♣ … 10♣ that a session accepts next, played by someone who may declare."""
    from scorekeeper.errors import ScorekeeperError

    for level in range(6, 11):
        for declarer in players:
            try:
                play([*entries, game(declarer, f"{level}♣", [])], rules=rules, players=players,
                     options=options)
                return level
            except ScorekeeperError as err:
                if "exit" in str(err):
                    break
    return None


def dealers(entries, *, rules, players=THREE, options=None):
    """Who dealt each deal, as replay found them."""
    rep = play(entries, rules=rules, players=players, options=options)
    return [e.dealer for e in rep.entries if e.kind == "deal"]


def streak(entries, *, rules, players=THREE, options=None):
    """The raspasy in a row the sheet stands at after ``entries``."""
    rep = play(entries, rules=rules, players=players, options=options)
    return rep.state.streak


__all__ = ["A", "B", "C", "D", "FOUR", "FSPR", "HOME", "THREE", "dealers", "delta", "exit_after",
           "four", "game", "play", "raspas", "snap", "streak"]
