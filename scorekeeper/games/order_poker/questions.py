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
from scorekeeper.i18n import _, pgettext

#: the combinations by their English names, lowest first, «нет комбинации» first of all
NAMES: tuple[str, ...] = tuple(r.english for r in T.COMBINATIONS)
#: every other accepted name (casefolded, as typed) → its English name
ALIASES: dict[str, str] = {word: T.ROW_OF[c].english for word, c in spellings().items()}


def roles(declarer: str, order: Combination, opponents: Sequence[str], rule: str, *,
          every: bool = False) -> Question:
    """Who said «За!»: any of the declarer's opponents, or nobody (a closed game); ``every``:
    the opponents not against, each of them (the others were named against)."""
    text = _("Who said «За!» to {declarer}'s {order}?").format(declarer=declarer,
                                                                order=T.label(order))
    if every:  # offered, so that Enter writes them: the player still says so
        return Question("for", "players", text,
                        tuple(opponents), least=len(opponents), most=len(opponents),
                        default=", ".join(opponents),
                        why=_("every opponent not against is for; {rule}").format(rule=rule))
    return Question("for", "players", text,
                    tuple(opponents), least=0, most=len(opponents),
                    nobody=_("a closed game, everyone said «Против!»"),
                    why=_("every opponent of the declarer is for or against, and each scores by "
                          "it; {rule}").format(rule=rule))


def hand(who: str, *, declarer: bool = False, passed: bool = False) -> Question:
    """A player's one combination at the count (R-O4), the declarer named so (an opponent's role
    is not: in a script's message it would rest on an answer not given)."""
    text = (_("The combination {player} held when all passed") if passed else
            _("The combination {player}, the declarer, held at the count") if declarer else
            _("The combination {player} held at the count")).format(player=who)
    return Question(f"hands.{who}", "choice", text,
                    NAMES, aliases=ALIASES,
                    why=_("each player scores by the combination held at the count; {rule}; a "
                          "name, in English or the text's words («две пары»); five cards are "
                          "given with --hand").format(rule=T.ONE_COMBINATION_RULE))


def took_from(declarer: str, agreers: Sequence[str]) -> Question:
    """The agreer whose open card(s) the declarer took, where that decides a score (R-O8)."""
    return Question("took_from", "player",
                    _("Whose open cards did {declarer} take in the exchange?").format(
                        declarer=declarer), tuple(agreers),
                    blank=pgettext("order-poker", "none"),
                    why=_("an agreer who did not make the order scores one point if the declarer "
                          "used that agreer's card ({rule})").format(rule=f"R-O8; {T.S_EXCHANGE}"))


def robot(rule: str, ordered: Sequence[Combination] = ()) -> Question:
    """The robot's combination at the count, where it decides a score (R-O-M3); ``ordered``:
    without an exchange the robot is as dealt, and its dealt combination was not ordered
    (R-O11)."""
    names = tuple(r.english for r in T.COMBINATIONS if r.combination not in ordered)
    why = (_("it decides a score here; {rule}; without an exchange it is the robot as dealt, "
             "whose combination cannot be ordered; {order_rule}") if ordered else
           _("it decides a score here; {rule}"))
    return Question("robot", "choice", _("The robot's combination at the count"), names,
                    aliases=ALIASES, why=why.format(rule=rule, order_rule=T.ORDER_RULE))
