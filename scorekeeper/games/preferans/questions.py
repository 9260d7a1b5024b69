"""The questions a preferans deal asks while it is being built (:mod:`scorekeeper.core.form`).

Each is raised, as :class:`~scorekeeper.core.form.Missing`, by the rule of :mod:`.resolve`,
:mod:`.resolve_defence` or :mod:`.resolve_classic` that finds the part missing, with the bounds
that rule has worked out from the state and the parts given before (the defenders who may
whist, the tricks the declarer left to the defenders); these functions only word them.
"""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.core.form import Question
from scorekeeper.games.preferans import tables as T
from scorekeeper.games.preferans.state import Resolved
from scorekeeper.i18n import _, ngettext, pgettext

#: the book's whist modes as the question offers them (R-S4)
MODES = ("один", "помоги", "откроем")


def whist(r: Resolved, dealer_whist: bool) -> Question:
    """Who whisted: the defenders (and, where the rules allow it, the dealer alone instead of two
    who passed, MGU 1971 §3); nobody when both passed."""
    choices = list(r.defenders)
    if dealer_whist and r.dealer_out is not None:
        choices.append(r.dealer_out)
    return Question("whist", "players",
                    _("Who whisted on {declarer}'s {contract}?").format(declarer=r.declarer,
                                                                        contract=_contract(r)),
                    tuple(choices), least=0, most=len(r.defenders), nobody=_("both passed"),
                    why=_("the score depends on who whisted"))


def half_whist(r: Resolved) -> Question:
    return Question("half_whist", "player", _("Did a defender say half-whist?"), tuple(r.defenders),
                    blank=_("nobody did"),
                    why=_("a half-whist on a passed six or seven is paid (R-P-M0)"))


def mode(r: Resolved, aliases: dict[str, str]) -> Question:
    return Question("mode", "choice",
                    _("{name} whists alone: «Один», «Помоги» or «Откроем»?").format(name=r.whisters[0]),
                    MODES, aliases=aliases, why=_("the lone whister's word decides who plays (R-S4)"))


def tricks(who: str, *, high: int = T.TRICKS_PER_DEAL, of: str = "", default: int | None = None,
           why: str | None = None) -> Question:
    """A player's tricks, 0 to what is left to take (``of`` says of what)."""
    return Question(f"tricks.{who}", "count", _("Tricks taken by {name}").format(name=who), high=high,
                    default=default, note=of or None, why=why)


def raspasy(who: str, high: int, *, prikup: bool = False) -> Question:
    if prikup:
        return Question(f"raspasy.{who}", "count",
                        _("Prikup tricks written to {name}, the dealer").format(name=who),
                        high=high, blank=_("none"),
                        why=_("with four players the dealer's key counts the prikup's tricks (R-P4)"))
    return Question(f"raspasy.{who}", "count", _("Raspasy: tricks taken by {name}").format(name=who),
                    high=high, why=_("each player's raspasy tricks are paid; the last is what is left"))


def totus_help(r: Resolved, want: int, choices: Sequence[str]) -> Question:
    return Question("totus_help", "players",
                    _("Whom does {declarer}'s totus on the bomb help?").format(declarer=r.declarer),
                    tuple(choices), least=want, most=want,
                    why=ngettext("a totus on bomb level {bomb} helps {n} partner(s) (MGU 1971 §7)",
                                 "a totus on bomb level {bomb} helps {n} partner(s) (MGU 1971 §7)",
                                 want).format(bomb=r.bomb, n=want))


def conditions_by(owners: Sequence[str]) -> Question:
    return Question("conditions.by", "player", _("Who sets the conditions?"), tuple(owners),
                    why=_("several share the largest mountain (R-P-C17)"))


def _contract(r: Resolved) -> str:
    return str(r.contract) if r.contract is not None else pgettext("the contract asked of", "game")
