"""The questions a Five Hundred deal asks while it is being built (:mod:`scorekeeper.core.form`).

Each is raised, as :class:`~scorekeeper.core.form.Missing`, by the part of the engine that finds it
missing, with the bounds that part has worked out (the tricks the sides given before left of
ten); these functions only word them.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.core.form import Question
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.games.five_hundred.words import both
from scorekeeper.i18n import _


def tricks(label: str, members: Sequence[str], high: int) -> Question:
    """A player's tricks, or a side's together, 0 to what the sides before left of ten."""
    text = (_("Tricks taken by {player}").format(player=label) if len(members) == 1 else
            _("Tricks taken by {players} together").format(players=both(members)))
    return Question(f"tricks.{label}", "count", text, high=high,
                    why=_("each side scores its tricks; ten in all, the last side takes the rest "
                          "({rule})").format(rule=f"{T.S_DEAL}; R-F-M10"))


def partner(bidder: str, choices: Sequence[str]) -> Question:
    return Question("partner", "player",
                    _("Who held the card {bidder} called?").format(bidder=bidder), tuple(choices),
                    blank=_("{bidder} played alone (the card was in the hand or the "
                            "kitty)").format(bidder=bidder),
                    why=_("the called partner wins or loses half the score ({rule})").format(
                        rule="§для пяти игроков, R-F7"))


def first_to_500(players: Sequence[str], target: int = T.TARGET) -> Question:
    """One of the opponents who reach the target (a member's name stands for his side)."""
    return Question("first_to_500", "player",
                    _("Who took the trick that reached {target} first?").format(target=target),
                    tuple(players),
                    why=_("several opponents reach {target} in this deal ({rule})").format(
                        target=target, rule=T.FIRST_TRICK_RULE))
