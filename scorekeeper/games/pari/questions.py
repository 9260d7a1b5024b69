"""The questions a Pari entry asks while it is being built (:mod:`scorekeeper.core.form`).

Each is raised, as :class:`~scorekeeper.core.form.Missing`, by the part of the engine that finds
it missing, with the bounds that part has worked out from the game so far (the cards a hand
holds by the recorded moves, the cards no move has used); these functions only word them.
Cards are answered in the library's notation (``7♥ 8♥ Jk``, ``7ч 8ч Дж``).
"""

from __future__ import annotations

from collections.abc import Collection

from scorekeeper.core.form import Question
from scorekeeper.games.pari import tables as T
from scorekeeper.i18n import _
from scorekeeper.notation import DECK_52, Card, Suit

#: the 52 natural cards of the pack as the file writes them (§карты)
NATURALS: tuple[Card, ...] = tuple(Card(r, s) for s in Suit for r in DECK_52)
JOKER = "Jk"


def cuts() -> Question:
    """A game's cut cards in order, jokers included: any card, as often as it was cut."""
    return Question("cuts", "cards", _("The cut cards in order: the senior trump, the trump suit, "
                                       "the multiplier, each joker where it was cut"), low=3,
                    why=_("the cuts decide the senior trump, the trumps and the multiplier, and a "
                          "cut joker costs its cutter ({rule}; R-X4; R-X15)").format(
                              rule=T.cite(T.S_SENIOR)))


def left(who: str, holds: int, used: Collection[Card], jokers: int) -> Question:
    """The cards left in a hand at the game's end: as many as the recorded moves leave, of the
    cards no move has used and the jokers not yet accounted for."""
    free = tuple(str(c) for c in NATURALS if c not in used) + (JOKER,) * max(jokers, 0)
    return Question(f"left.{who}", "cards", _("The cards left in {name}'s hand").format(name=who),
                    free, low=holds, high=holds, note=_("as the recorded moves leave it, none used yet"),
                    why=_("the hand left is scored at the end ({rule}; R-X5; R-X26); {used}").format(
                        rule=T.cite(T.S_END), used=T.USED_RULE))


def single(who: str, joined: bool) -> Question:
    """The single card a move lays when it lays nothing else while the talon lasts (``joined``:
    the move only joined a single to a sequence, which lays no card, R-X-M9)."""
    text = (_("The single card {name} laid (a join alone lays no card)") if joined else
            _("The single card {name} laid (nothing else was laid)"))
    return Question("single", "cards", text.format(name=who),
                    low=1, high=1, note=_("a card no move has used"),
                    why=f"«{T.LAY_SOMETHING}» ({T.SINGLE_RULE}; R-X-M6)")
