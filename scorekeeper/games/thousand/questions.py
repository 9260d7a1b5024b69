"""The questions a Thousand deal asks while it is being built (:mod:`scorekeeper.core.form`).

Each is raised, as :class:`~scorekeeper.core.form.Missing`, by the check of :mod:`.contract` that
finds the part missing, with the bounds that check has worked out from the state and the parts
given before (the card points still to take of 120, the suits nobody has declared yet and no
prikup card rules out); these functions only word them.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.core.form import Question
from scorekeeper.games.thousand import tables as T
from scorekeeper.i18n import _, ngettext
from scorekeeper.notation import Card, Suit, suit_words

#: the 24 cards of the pack as the file writes them, each once (§ТЫСЯЧА)
PACK_CARDS: tuple[str, ...] = tuple(str(Card(r, s)) for s in Suit for r in T.PACK)


def prikup(dealer: str) -> Question:
    """With four at the table: the three prikup cards, which the sitting-out dealer scores."""
    return Question("prikup", "cards", _("The prikup's three cards, which the dealer {dealer} "
                                         "scores").format(dealer=dealer),
                    PACK_CARDS, low=T.PRIKUP_CARDS, high=T.PRIKUP_CARDS,
                    note=_("different cards of the 24-card pack"),
                    why=_("with four at the table the dealer sits out and scores the prikup "
                          "({rule}; R-T8)").format(rule=T.PRIKUP_RULE))


def taken(who: str, left: int, *, bidder: bool, last: bool, two: bool) -> Question:
    """A player's card points, 0 to what is left of 120; the last player of three or four takes
    exactly what is left (the file writes it: a player left out took none)."""
    if last:
        return Question(f"taken.{who}", "count", _("Card points taken by {name}").format(name=who),
                        low=left, high=left, default=left,
                        note=_("what is left of {total}").format(total=T.PACK_POINTS),
                        why=_("the card points add up to {total} (R-T-M13)").format(
                            total=T.PACK_POINTS))
    text = (_("Card points taken by {name}, the bidder, the discard included") if bidder else
            _("Card points taken by {name}")).format(name=who)
    of = (None if left == T.PACK_POINTS else
          _("at most {total} in all").format(total=T.PACK_POINTS) if two else
          ngettext("{n} left of {total}", "{n} left of {total}", left).format(n=left,
                                                                          total=T.PACK_POINTS))
    why = (_("each player writes the card points in the tricks taken, rounded (R-T2); at most "
             "{total} in all with two (R-T9)") if two else
           _("each player writes the card points in the tricks taken, rounded (R-T2); {total} in "
             "all, the discard counting to the bidder (R-T-M13)"))
    return Question(f"taken.{who}", "count", text, high=left, note=of,
                    why=why.format(total=T.PACK_POINTS))


def marriages(who: str, suits: Sequence[Suit]) -> Question:
    """The suits whose marriage a player declared, of those still open to the player."""
    aliases = {w: s.symbol for w, s in suit_words().items()}  # a closed suit is named too
    return Question(f"marriages.{who}", "choices", _("Marriages {name} declared").format(name=who),
                    tuple(s.symbol for s in suits), least=1, most=len(suits), aliases=aliases,
                    blank=_("none"),
                    why=_("a declared marriage scores for its declarer (R-T6; {rule})").format(
                        rule=T.MARRIAGE_RULE))
