"""The questions an order poker deal asks while it is being built (:mod:`scorekeeper.core.form`).

Each is raised, as :class:`~scorekeeper.core.form.Missing`, by the part of the engine that finds
it missing, with the bounds that part has worked out (the declarer's opponents, the agreers whose
cards lay open); these functions only word them.  A hand is asked as a combination's name, in
English or the text's Russian words; five cards are given with the option.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.core.form import Question
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.hands import spellings
from scorekeeper.games.order_poker.tables import Combination

#: the combinations by their English names, lowest first, «нет комбинации» first of all
NAMES: tuple[str, ...] = tuple(r.english for r in T.COMBINATIONS)
#: every other accepted name (casefolded, as typed) → its English name
ALIASES: dict[str, str] = {word: T.ROW_OF[c].english for word, c in spellings().items()}


def roles(declarer: str, order: Combination, opponents: Sequence[str], rule: str, *,
          every: bool = False) -> Question:
    """Who said «За!»: any of the declarer's opponents, or nobody (a closed game); ``every``:
    the opponents not against, each of them (the others were named against)."""
    if every:  # offered, so that Enter writes them: the player still says so
        return Question("for", "players", f"Who said «За!» to {declarer}'s {T.label(order)}?",
                        tuple(opponents), least=len(opponents), most=len(opponents),
                        default=", ".join(opponents),
                        why=f"every opponent not against is for; {rule}")
    return Question("for", "players", f"Who said «За!» to {declarer}'s {T.label(order)}?",
                    tuple(opponents), least=0, most=len(opponents),
                    nobody="a closed game, everyone said «Против!»",
                    why=f"every opponent of the declarer is for or against, and each scores by "
                        f"it; {rule}")


def hand(who: str, *, declarer: bool = False, passed: bool = False) -> Question:
    """A player's one combination at the count (R-O4), the declarer named so (an opponent's role
    is not: in a script's message it would rest on an answer not given)."""
    text = (f"The combination {who} held when all passed" if passed else
            f"The combination {who}{', the declarer,' if declarer else ''} held at the count")
    return Question(f"hands.{who}", "choice", text,
                    NAMES, aliases=ALIASES,
                    why=f"each player scores by the combination held at the count; "
                        f"{T.ONE_COMBINATION_RULE}; a name, in English or the text's words "
                        "(«две пары»); five cards are given with --hand")


def took_from(declarer: str, agreers: Sequence[str]) -> Question:
    """The agreer whose open card(s) the declarer took, where that decides a score (R-O8)."""
    return Question("took_from", "player",
                    f"Whose open cards did {declarer} take in the exchange?", tuple(agreers),
                    blank="none",
                    why="an agreer who did not make the order scores one point if the declarer "
                        f"used that agreer's card (R-O8; {T.S_EXCHANGE})")


def robot(rule: str, ordered: Sequence[Combination] = ()) -> Question:
    """The robot's combination at the count, where it decides a score (R-O-M3); ``ordered``:
    without an exchange the robot is as dealt, and its dealt combination was not ordered
    (R-O11)."""
    names = tuple(r.english for r in T.COMBINATIONS if r.combination not in ordered)
    return Question("robot", "choice", "The robot's combination at the count", names,
                    aliases=ALIASES, why=f"it decides a score here; {rule}"
                    + ("; without an exchange it is the robot as dealt, whose combination "
                       f"cannot be ordered; {T.ORDER_RULE}" if ordered else ""))
