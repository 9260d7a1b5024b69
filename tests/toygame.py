"""A deliberately tiny game used to pin the engine contract without any real rules.

Deals: ``winner = "Name"``, ``points = N``; the winner scores N; the game ends when a player
reaches the ``target`` option.  ``restart = true`` starts a new game after a finished one.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from scorekeeper.core.engine import DealContext, Game, Settlement, Sheet, SheetTable
from scorekeeper.core.options import Option, Preset
from scorekeeper.core.spec import GameSpec


class ToyDeal(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    winner: str
    points: int
    restart: bool = False


class ToyGame(Game):
    name = "toy"
    title = "Toy"
    min_players = 2
    max_players = 4
    unit = "point"
    options = {
        "target": Option("target", 10, "points that end the game", "tests/toygame.py", kind="int", minimum=1),
        "double": Option("double", False, "double every score", "tests/toygame.py", kind="bool"),
    }
    presets = {
        "plain": Preset("plain", "Plain", {}, "tests/toygame.py"),
        "quick": Preset("quick", "Quick", {"target": 5}, "tests/toygame.py", aliases=("fast",)),
    }
    default_preset = "plain"
    deal_model = ToyDeal
    deal_keys_doc = {"winner": "who won the deal", "points": "what the deal was worth"}

    def new_state(self, table):
        return {"table": table, "score": {p: 0 for p in table.players}, "game": 1}

    def starts_new_game(self, deal):
        return deal.restart

    def plan(self, state, deal, ctx: DealContext):
        ctx.player(deal.winner, "winner")
        if deal.points < 0:
            raise ctx.illegal("points may not be negative", key="points", value=deal.points,
                              expected="0 or more")
        return deal

    def commit(self, state, deal, ctx: DealContext):
        if deal.restart:
            state["score"] = {p: 0 for p in ctx.table.players}
            state["game"] += 1
        pts = deal.points * (2 if ctx.table.options["double"] else 1)
        state["score"][deal.winner] += pts
        ctx.step(f"{deal.winner} scores {pts}", "toy §1", deal.winner, "score", pts)

    def apply_penalty(self, state, penalty, ctx):
        for name, pts in penalty.items():
            state["score"][name] += pts
            ctx.step(f"{name} penalty {pts}", self.penalty_rule, name, "score", pts)

    def is_finished(self, state):
        return max(state["score"].values()) >= state["table"].options["target"]

    def snapshot(self, state):
        return {"score": dict(state["score"])}

    def settle(self, state):
        score = state["score"]
        fin = self.is_finished(state)
        winner = max(score, key=score.get) if fin else None
        return Settlement("point", fin, winner, dict(score))

    def sheet(self, state, rows=None):
        return Sheet("Toy", [SheetTable("score", ["player", "points"],
                                        [[p, v] for p, v in state["score"].items()])])


#: all the program needs to know of the toy before its engine is loaded (docs/architecture.md,
#: "Adding a game"); ``tests/conftest.py`` registers it
SPEC = GameSpec(name="toy", engine="toygame:ToyGame", aliases=("toy-game",))
