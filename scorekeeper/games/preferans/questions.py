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

#: the book's whist modes as the question offers them (R-S4)
MODES = ("один", "помоги", "откроем")


def whist(r: Resolved, dealer_whist: bool) -> Question:
    """Who whisted: the defenders (and, where the rules allow it, the dealer alone instead of two
    who passed, MGU 1971 §3); nobody when both passed."""
    choices = list(r.defenders)
    if dealer_whist and r.dealer_out is not None:
        choices.append(r.dealer_out)
    return Question("whist", "players", f"Who whisted on {r.declarer}'s {_contract(r)}?",
                    tuple(choices), least=0, most=len(r.defenders), nobody="both passed",
                    why="the score depends on who whisted")


def half_whist(r: Resolved) -> Question:
    return Question("half_whist", "player", "Did a defender say half-whist?", tuple(r.defenders),
                    blank="nobody did",
                    why="a half-whist on a passed six or seven is paid (R-P-M0)")


def mode(r: Resolved, aliases: dict[str, str]) -> Question:
    return Question("mode", "choice",
                    f"{r.whisters[0]} whists alone: «Один», «Помоги» or «Откроем»?", MODES,
                    aliases=aliases, why="the lone whister's word decides who plays (R-S4)")


def tricks(who: str, *, high: int = T.TRICKS_PER_DEAL, of: str = "", default: int | None = None,
           why: str | None = None) -> Question:
    """A player's tricks, 0 to what is left to take (``of`` says of what)."""
    return Question(f"tricks.{who}", "count", f"Tricks taken by {who}", high=high,
                    default=default, note=of or None, why=why)


def raspasy(who: str, high: int, *, prikup: bool = False) -> Question:
    if prikup:
        return Question(f"raspasy.{who}", "count", f"Prikup tricks written to {who}, the dealer",
                        high=high, blank="none",
                        why="with four players the dealer's key counts the prikup's tricks (R-P4)")
    return Question(f"raspasy.{who}", "count", f"Raspasy: tricks taken by {who}", high=high,
                    why="each player's raspasy tricks are paid; the last is what is left")


def totus_help(r: Resolved, want: int, choices: Sequence[str]) -> Question:
    return Question("totus_help", "players", f"Whom does {r.declarer}'s totus on the bomb help?",
                    tuple(choices), least=want, most=want,
                    why=f"a totus on bomb level {r.bomb} helps {want} partner(s) (MGU 1971 §7)")


def conditions_by(owners: Sequence[str]) -> Question:
    return Question("conditions.by", "player", "Who sets the conditions?", tuple(owners),
                    why="several share the largest mountain (R-P-C17)")


def _contract(r: Resolved) -> str:
    return str(r.contract) if r.contract is not None else "game"
