"""The questions a Five Hundred deal asks while it is being built (:mod:`scorekeeper.core.form`).

Each is raised, as :class:`~scorekeeper.core.form.Missing`, by the part of the engine that finds it
missing, with the bounds that part has worked out (the tricks the sides given before left of
ten); these functions only word them.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.core.form import Question
from scorekeeper.games.five_hundred import tables as T


def tricks(label: str, members: Sequence[str], high: int) -> Question:
    """A player's tricks, or a side's together, 0 to what the sides before left of ten."""
    who = label if len(members) == 1 else f"{' and '.join(members)} together"
    return Question(f"tricks.{label}", "count", f"Tricks taken by {who}", high=high,
                    why=f"each side scores its tricks; ten in all, the last side takes the rest "
                        f"({T.S_DEAL}; R-F-M10)")


def partner(bidder: str, choices: Sequence[str]) -> Question:
    return Question("partner", "player", f"Who held the card {bidder} called?", tuple(choices),
                    blank=f"{bidder} played alone (the card was in the hand or the kitty)",
                    why="the called partner wins or loses half the score (§для пяти игроков, R-F7)")


def first_to_500(players: Sequence[str]) -> Question:
    """One of the opponents who reach 500 (a member's name stands for his side)."""
    return Question("first_to_500", "player", "Who took the trick that reached 500 first?",
                    tuple(players), why=f"several opponents reach {T.TARGET} in this deal "
                                       f"({T.FIRST_TRICK_RULE})")
