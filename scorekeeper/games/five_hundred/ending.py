"""How a Five Hundred game ends under the option in force (R-F5, R-F-M12): one small function per
convention, each returning a :class:`~scorekeeper.games.five_hundred.scoring.Race`.

* ``win_by = race`` — R-F5 (:func:`scoring.race`): whoever reaches the target, the soloist first;
* ``win_by = own-bid`` — :func:`own_bid`: only the bidding side, on a contract it made
  (rwehe/500scorer, waldo/ScoreFiveHundred, rotundtapir/500);
* ``win_by = highest`` — :func:`highest_past`: the highest score once anyone reaches the target
  (waldo/ScoreFiveHundred's "first to 500 wins");
* ``hands`` above 0 — :func:`tournament`: the highest score after the last hand.

``target`` and ``minus_500_ends`` apply to the first three; a tournament knows neither.  Nothing
here knows players, sides or files: the engine passes the scores after the entry and the groups
of units (the soloist's side first).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from scorekeeper.core.figures import whole as _num
from scorekeeper.games.five_hundred import scoring
from scorekeeper.games.five_hundred import tables as T
from scorekeeper.games.five_hundred.scoring import Race
from scorekeeper.games.five_hundred.words import count_of
from scorekeeper.i18n import _, ngettext


def floor_of(options: Mapping[str, Any]) -> int | None:
    """The score that ends the game from below: −500, or None (``minus_500_ends = false``)."""
    return T.FLOOR if options["minus_500_ends"] else None


def own_bid(score: Mapping[str, float], first: Sequence[Sequence[str]], made: bool, target: int,
            floor: int | None) -> Race:
    """R-F-M12 (``win_by = own-bid``): only the bidding side wins by reaching the target, and only
    on a contract it made; the soloist counts before his called partner (R-F-M5).  Anyone else
    at or past it plays on; −500 still ends the game."""
    if made:
        for group in first:
            hit = tuple(u for u in group if score[u] >= target)
            if hit:
                return Race(True, hit, ngettext(
                    "{who} reaches {target} on a contract made", "{who} reach {target} on a "
                    "contract made", len(hit)).format(who="/".join(hit), target=target),
                    T.OWN_BID_RULE)
    end = scoring.fell(score, floor)
    if end.finished:
        return end
    past = [u for u, v in score.items() if v >= target]
    if past:
        return Race(False, (), ngettext(
            "{who} at {target} or more without a contract made: the game goes on",
            "{who} at {target} or more without a contract made: the game goes on",
            len(past)).format(who=", ".join(past), target=target), T.OWN_BID_RULE)
    return end


def shared(score: Mapping[str, float]) -> tuple[float, tuple[str, ...]]:
    """The highest score and who holds it; a tie between everyone is a draw (no winner)."""
    top, best = scoring.highest(score)
    return top, (() if len(best) == len(score) > 1 else best)


def highest_past(score: Mapping[str, float], target: int, floor: int | None) -> Race:
    """R-F-M12 (``win_by = highest``, first to cross): once anyone is at or past the target, the
    highest score wins; tied players or sides share it (everyone tied: a draw)."""
    if not any(v >= target for v in score.values()):
        return scoring.fell(score, floor)
    top, best = shared(score)
    rule = T.HIGHEST_RULE if target == T.TARGET else f"{T.HIGHEST_RULE}; {T.QUEBEC_END_RULE}"
    if not best:
        return Race(True, (), ngettext(
            "{target} reached; every side ties on the highest score ({top}): a draw",
            "{target} reached; every side ties on the highest score ({top}): a draw",
            count_of(top)).format(target=target, top=_num(top)), rule)
    return Race(True, best, ngettext(
        "{target} reached; {who} has the highest score ({top}) and wins",
        "{target} reached; {who} share the highest score ({top}) and win",
        len(best)).format(target=target, who="/".join(best), top=_num(top)), rule)


def tournament(score: Mapping[str, float], played: int, hands: int) -> Race:
    """R-F-M12 (option ``hands``): the game ends after its ``hands``-th hand and the highest score
    wins (tied: shared; everyone tied: a draw); before that nothing ends it."""
    if played < hands:
        return Race(False)
    top, best = shared(score)
    if not best:
        return Race(True, (), ngettext(
            "after {n} hand every side ties on the highest score ({top}): a draw",
            "after {n} hands every side ties on the highest score ({top}): a draw",
            hands).format(n=hands, top=_num(top)), T.TOURNAMENT_RULE)
    text = (ngettext("after {n} hand {who} has the highest score ({top}) and wins",
                     "after {n} hands {who} has the highest score ({top}) and wins", hands)
            if len(best) == 1 else
            ngettext("after {n} hand {who} share the highest score ({top}) and win",
                     "after {n} hands {who} share the highest score ({top}) and win", hands))
    return Race(True, best, text.format(n=hands, who="/".join(best), top=_num(top)),
                T.TOURNAMENT_RULE)


def decide(score: Mapping[str, float], options: Mapping[str, Any], *,
           first: Sequence[Sequence[str]] = (), others: Sequence[Sequence[str]] = (),
           made: bool = False, first_to_500: str | None = None, played: int | None = None) -> Race:
    """Whether the scores after an entry end the game, under the options in force.  ``first``
    is the bidding side's units in order, ``others`` the groups between which R-F5's first trick
    decides; ``made`` whether the entry is a contract the bidding side made; ``played`` the hands
    of the game with this entry (None: the entry is no hand, a penalty)."""
    if options["hands"] > 0:
        return tournament(score, played or 0, options["hands"]) if played is not None \
            else Race(False)
    target, floor = options["target"], floor_of(options)
    if options["win_by"] == "own-bid":
        return own_bid(score, first, made, target, floor)
    if options["win_by"] == "highest":
        return highest_past(score, target, floor)
    return scoring.race(score, first=first, others=others, first_to_500=first_to_500,
                        target=target, floor=floor)


def how(options: Mapping[str, Any]) -> str:
    """How the game ends under the options in force, in a few words (the sheet's note)."""
    if options["hands"] > 0:
        return ngettext("a tournament of {n} hand, the highest score wins",
                        "a tournament of {n} hands, the highest score wins",
                        options["hands"]).format(n=options["hands"])
    target = options["target"]
    said = {"race": _("the game goes to +{target}"),
            "own-bid": _("the game goes to +{target} on a contract made by the bidding side"),
            "highest": _("the game goes to +{target}, the highest score then winning")}
    text = said[options["win_by"]].format(target=target)
    if options["minus_500_ends"]:
        return _("{how}, or ends when someone reaches {floor}").format(how=text, floor=T.FLOOR)
    return _("{how}; no end at {floor}").format(how=text, floor=T.FLOOR)
