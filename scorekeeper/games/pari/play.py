"""One move of Pari worked out card by card: swap, take, surround, add, meld, trumps, single,
join (in that order, the format's order of work), then the hand, the talon, the going out, the
opponent's pending points settled (R-X10) and the round's draw.

:func:`play_move` works on the :class:`~.model.GameState` it is given (the engine hands it a copy
when it only checks) and returns the steps to write.  Refusals name the card.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from scorekeeper.core.engine import DealContext, Step
from scorekeeper.errors import IllegalError
from scorekeeper.games.pari import questions as Q
from scorekeeper.games.pari import rules, scoring
from scorekeeper.games.pari import tables as T
from scorekeeper.games.pari.cards import (
    PCard,
    Shape,
    ShapeError,
    classify,
    classify_trumps,
    is_joker,
    show,
)
from scorekeeper.games.pari.model import Combo, GameState, MoveRecord, Pending
from scorekeeper.i18n import _, ngettext
from scorekeeper.notation import Card, Joker

if TYPE_CHECKING:
    from scorekeeper.games.pari.deal import PariDeal

TURN_RULE = f"R-X16; {T.cite(T.S_PLAY, 'Второй ход первым делает уже сдатчик')}"
FRESH_RULE = T.cite(T.S_PLAY, "свои должны отлежаться на столе до следующего хода")
TARGET_RULE = "R-X23 (targets must lie on the table before the move)"
USED_RULE = T.USED_RULE
TALON_RULE = "R-X25 (the talon count is checked against the recorded moves)"
EMPTY_RULE = f"R-X-M6; {T.cite(T.S_MOVES, T.LAY_SOMETHING)}"
JOIN_ALONE_RULE = f"R-X-M9; R-X-M6; {T.cite(T.S_MOVES, T.LAY_SOMETHING)}"
NO_SINGLE_RULE = T.cite(T.S_END, "теперь нельзя выкладывать одиночные карты")


@dataclass
class Move:
    """What one move did: the steps, the cards it laid from the hand, what happened to each
    combination (taken / surrounded) for the opponent's pending points."""

    player: str
    number: int
    steps: list[Step] = field(default_factory=list)
    laid: list[PCard] = field(default_factory=list)
    events: dict[int, str] = field(default_factory=dict)
    parts: list[str] = field(default_factory=list)


def _illegal(ctx: DealContext, message: str, key: str | None, value=None, expected: str | None = None):
    return IllegalError(message, entry=ctx.number, key=key, value=value, expected=expected)


def _shape_error(ctx: DealContext, err: ShapeError, key: str, value) -> IllegalError:
    return _illegal(ctx, err.message, key, value, f"see {err.rule}")


def _find(g: GameState, key: Sequence[PCard], start: set[int], ctx: DealContext, where: str) -> Combo:
    """The combination on the table holding the named card(s), laid before this move (R-X23)."""
    for combo in g.combos:
        if combo.id in start and all(_holds(combo, k) for k in key):
            return combo
    laid_now = any(all(_holds(c, k) for k in key) for c in g.combos)
    text = (_("{cards} is not on the table before this move") if laid_now else
            _("{cards} is not on the table"))
    raise _illegal(ctx, text.format(cards=show(key)), where, show(key),
                   _("a card of a combination lying on the table before this move ({rule})").format(
                       rule=TARGET_RULE))


def _holds(combo: Combo, card: PCard) -> bool:
    if isinstance(card, Joker):
        return any(isinstance(c, Joker) and (card.stands_for is None or c.stands_for == card.stands_for)
                   for c in combo.shape.cards)
    return any(isinstance(c, Card) and c == card for c in combo.shape.cards)


def _fresh_text(player: str, combo: Combo) -> str:
    """The refusal of a take or a surround of one's own combination laid on the move before."""
    return _("{player} laid {cards} on the move before: it must lie until the opponent has "
             "moved").format(player=player, cards=show(combo.shape.cards))


def _fresh_own(g: GameState, combo: Combo, player: str) -> bool:
    """The dealer's rule (§разыгрывание): one's own combination must lie until the opponent moves."""
    return combo.owner == player and combo.move > g.last_move.get(g.other(player), 0)


def _lay(g: GameState, m: Move, cards: Sequence[PCard], ctx: DealContext, key: str) -> None:
    """Cards leave the mover's hand: each natural card once in a game (R-X-M2), jokers no more
    than the pack holds."""
    for c in cards:
        if isinstance(c, Card):
            if c in g.seen or any(isinstance(x, Card) and x == c for x in m.laid):
                raise _illegal(ctx, _("{card} is already used in this game").format(card=c), key, str(c),
                               _("a card not yet on the table or in a trick ({rule})").format(
                                   rule=USED_RULE))
        m.laid.append(c)


def play_move(g: GameState, deal: PariDeal, ctx: DealContext, options) -> Move:
    player = _mover(g, deal, ctx)
    m = Move(player, g.moves + 1)
    start = {c.id for c in g.combos}
    hand_before = g.hand[player]
    _swap(g, m, deal, ctx, start)
    _take(g, m, deal, ctx, start)
    _surround(g, m, deal, ctx, start)
    _add(g, m, deal, ctx, start)
    _meld(g, m, deal, ctx)
    _trumps(g, m, deal, ctx)
    _single(g, m, deal, ctx)
    _join(g, m, deal, ctx)
    _finish(g, m, deal, ctx, options, hand_before)
    return m


def _mover(g: GameState, deal: PariDeal, ctx: DealContext) -> str:
    """The player named by the entry, whose turn it must be (R-X16, R-X-M8)."""
    player = ctx.player(deal.player, "player")
    expected = g.turn()
    if expected is None:
        text = (_("no move may follow: both players are out") if g.both_out else
                _("no move may follow: {out} went out and {other} has made the last move").format(
                    out=g.first_out, other=g.other(g.first_out)))
        raise _illegal(ctx, text, "player", player, _("the game's end (left = { … }; R-X-M8)"))
    if player != expected:
        raise _illegal(ctx, _("out of turn: it is {player}'s move").format(player=expected), "player",
                       player, _("{player} (the order N D | D N | N D …; {rule})").format(
                           player=expected, rule=TURN_RULE))
    return player


def _swap(g: GameState, m: Move, deal: PariDeal, ctx: DealContext, start: set[int]) -> None:
    """The swaps (R-X22): a natural card from the hand takes the place of the joker that stands for
    it on the table, and the joker comes to the hand."""
    player, cut = m.player, g.cut
    for c in deal.swap or ():
        if not isinstance(c, Card):
            raise _illegal(ctx, _("a swap puts a natural card in a joker's place"), "swap", str(c),
                           _("the card the joker stands for, as 7♣"))
        combo = next((x for x in g.combos if x.id in start and any(
            isinstance(j, Joker) and j.stands_for == c for j in x.shape.cards)), None)
        if combo is None:
            raise _illegal(ctx, _("no joker on the table stands for {card}").format(card=c), "swap",
                           str(c), _("the card a joker on the table stands for ({rule})").format(
                               rule=T.SWAP_RULE))
        _lay(g, m, [c], ctx, "swap")
        cards = list(combo.shape.cards)
        cards[next(i for i, j in enumerate(cards) if isinstance(j, Joker) and j.stands_for == c)] = c
        combo.shape = _reshape(combo.shape, cards, cut)
        g.seen.add(c)
        g.jokers_out -= 1
        g.jokers_held[player] = g.jokers_held.get(player, 0) + 1
        g.hand[player] += 1  # the joker comes to the hand; the card leaves it below
        m.steps.append(Step(_("{player} puts {card} in place of the joker (Jk={card}) and takes the "
                              "joker: nothing scored, the combination unchanged").format(
                                  player=player, card=c), T.SWAP_RULE))
        m.parts.append(_("swap {card}").format(card=c))


def _take(g: GameState, m: Move, deal: PariDeal, ctx: DealContext, start: set[int]) -> None:
    """The takes (R-X11): a combination on the table beaten and taken, the trick written now."""
    player, cut = m.player, g.cut
    for key, taking in (deal.take or {}).items():
        where = f"take.{show(key)}"
        combo = _find(g, key, start, ctx, where)
        if _fresh_own(g, combo, player):
            raise _illegal(ctx, _fresh_text(player, combo), where, show(key), FRESH_RULE)
        try:
            why = rules.beats(taking, combo.shape, cut)
        except ShapeError as err:
            raise _shape_error(ctx, err, where, show(taking)) from None
        _lay(g, m, taking, ctx, where)
        award = scoring.trick(combo.shape.cards, taking, cut)
        g.combos.remove(combo)
        m.events[combo.id] = "taken"
        _write(g, m, player, award.points, _("{player} takes {cards} with {taking} ({why}); "
                                             "{award}").format(
            player=player, cards=show(combo.shape.cards), taking=show(taking), why=why,
            award=award.text), award.rule)
        m.parts.append(_("takes {cards}").format(cards=show(combo.shape.cards)))


def _surround(g: GameState, m: Move, deal: PariDeal, ctx: DealContext, start: set[int]) -> None:
    """The surrounds (R-X2, R-X20): cards laid around a combination on the table; a half-trick
    pending."""
    player, cut = m.player, g.cut
    for key, laid in (deal.surround or {}).items():
        where = f"surround.{show(key)}"
        combo = _find(g, key, start, ctx, where)
        if _fresh_own(g, combo, player):
            raise _illegal(ctx, _fresh_text(player, combo), where, show(key), FRESH_RULE)
        try:
            res = rules.surround(combo.shape, laid, cut)
        except ShapeError as err:
            raise _shape_error(ctx, err, where, show(laid)) from None
        _lay(g, m, laid, ctx, where)
        award = scoring.half_trick(combo.shape.cards, laid, res.clean, cut)
        _pending(g, m, ctx, combo.id, "surround", award,
                 _("half-trick: {cards} around {target}").format(cards=show(laid),
                                                               target=show(combo.shape.cards)))
        combo.shape = res.shape
        combo.surrounded += 1
        m.events.setdefault(combo.id, "surrounded")
        m.parts.append(_("surrounds {cards}").format(cards=show(key)))


def _add(g: GameState, m: Move, deal: PariDeal, ctx: DealContext, start: set[int]) -> None:
    """The add-ons (R-X21): cards added to a combination on the table, pending."""
    cut = g.cut
    for key, laid in (deal.add or {}).items():
        where = f"add.{show(key)}"
        combo = _find(g, key, start, ctx, where)
        try:
            shape = rules.add(combo.shape, laid, cut)
        except ShapeError as err:
            raise _shape_error(ctx, err, where, show(laid)) from None
        _lay(g, m, laid, ctx, where)
        award = scoring.add_on(laid, combo.shape, cut)
        _pending(g, m, ctx, combo.id, "add", award, _("add-on: {cards} to {target}").format(
            cards=show(laid), target=show(combo.shape.cards)))
        combo.shape = shape
        m.parts.append(_("adds to {cards}").format(cards=show(key)))


def _meld(g: GameState, m: Move, deal: PariDeal, ctx: DealContext) -> None:
    """The melds (§мелды, R-X8): new combinations of two cards or more, pending."""
    cut = g.cut
    for i, cards in enumerate(deal.meld or ()):
        where = f"meld.{i}"
        try:
            shape = classify(cards, cut)
        except ShapeError as err:
            raise _shape_error(ctx, err, where, show(cards)) from None
        if shape.kind == "single":
            raise _illegal(ctx, _("a single card goes under single, not meld"), where, show(cards),
                           _("two cards or more per meld"))
        _lay(g, m, cards, ctx, where)
        combo = _new_combo(g, m, shape)
        awards = scoring.meld_value(shape, cut)
        _pending(g, m, ctx, combo.id, "meld", _sum(awards), _("meld {cards} ({kind})").format(
            cards=show(cards), kind=shape.label))
        m.parts.append(_("melds {cards}").format(cards=show(cards)))


def _trumps(g: GameState, m: Move, deal: PariDeal, ctx: DealContext) -> None:
    """The trumps laid as a set (R-X14), pending."""
    cut = g.cut
    if deal.trumps is not None:
        try:
            shape = classify_trumps(deal.trumps, cut)
        except ShapeError as err:
            raise _shape_error(ctx, err, "trumps", show(deal.trumps)) from None
        _lay(g, m, deal.trumps, ctx, "trumps")
        combo = _new_combo(g, m, shape)
        n = len(shape.cards)
        _pending(g, m, ctx, combo.id, "trumps", scoring.trumps_set(shape),
                 ngettext("{n} trumps", "{n} trumps", n).format(n=n))
        m.parts.append(ngettext("lays {n} trumps", "lays {n} trumps", n).format(n=n))


def _single(g: GameState, m: Move, deal: PariDeal, ctx: DealContext) -> None:
    """The single card (R-X7): one a move, none once the talon is exhausted except to go out."""
    player, cut = m.player, g.cut
    if deal.single is not None:
        if len(deal.single) != 1:
            raise _illegal(ctx, _("at most one single card a move"), "single", show(deal.single),
                           T.cite(T.S_PLAY, "нельзя выложить более одной одиночной карты"))
        if g.talon == 0 and not deal.out:
            raise _illegal(ctx, _("the talon is exhausted: no single cards now (except to go out)"),
                           "single", show(deal.single), NO_SINGLE_RULE)
        try:
            shape = classify(deal.single, cut)
        except ShapeError as err:
            raise _shape_error(ctx, err, "single", show(deal.single)) from None
        _lay(g, m, deal.single, ctx, "single")
        _new_combo(g, m, shape)
        a = scoring.single()
        m.steps.append(Step(_("{player} lays {card}: {award}").format(
            player=player, card=show(deal.single), award=a.text), a.rule))
        m.parts.append(_("single {card}").format(card=show(deal.single)))


def _join(g: GameState, m: Move, deal: PariDeal, ctx: DealContext) -> None:
    """The joins (§ходы и подсчет, Примечание): a single card on the table joins a combination;
    no points."""
    cut = g.cut
    for key, target_key in (deal.join or {}).items():
        where = f"join.{show(key)}"
        single = _find(g, key, {c.id for c in g.combos}, ctx, where)
        target = _find(g, target_key, {c.id for c in g.combos}, ctx, where)
        try:
            shape = rules.join(single.shape, target.shape, cut)
        except ShapeError as err:
            raise _shape_error(ctx, err, where, show(target_key)) from None
        g.combos.remove(single)
        target.shape = shape
        m.steps.append(Step(_("{card} joins {target}: no points").format(
            card=show(single.shape.cards), target=show(target.shape.cards)), T.JOIN_RULE))
        m.parts.append(_("joins {card}").format(card=show(key)))


def _finish(g: GameState, m: Move, deal: PariDeal, ctx: DealContext, options, hand_before: int) -> None:
    player, other = m.player, g.other(m.player)
    if not m.laid and g.talon > 0:
        if deal.single is None and ctx.asks("single"):  # a move being built: the rule's single
            raise ctx.missing(_("{player} lays nothing: while the talon lasts a move lays at "
                                "least a single card").format(player=player),
                              Q.single(player, bool(deal.join)))
        if deal.join:  # R-X-M9: a join is tidying, no card from the hand
            raise _illegal(ctx, _("a join only tidies the table and lays no card: while the talon "
                                  "lasts a move also melds, adds, surrounds, takes or lays a single "
                                  "card"),
                           "join", ", ".join(f"{show(k)}={show(v)}" for k, v in deal.join.items()),
                           JOIN_ALONE_RULE)
        raise _illegal(ctx, _("a move lays something: a combination, an add-on, a half-trick, a "
                              "trick or a single card"), "player", player, EMPTY_RULE)
    # the hand (§сдача: nine cards; a joker taken back by a swap joins it)
    holds = g.hand[player]
    if len(m.laid) > holds:
        text = (ngettext("{player} holds {n} cards (nine a hand with the swapped jokers); this move "
                         "lays {laid}: {cards}",
                         "{player} holds {n} cards (nine a hand with the swapped jokers); this move "
                         "lays {laid}: {cards}", holds) if holds > T.HAND else
                ngettext("{player} holds {n} cards (nine a hand); this move lays {laid}: {cards}",
                         "{player} holds {n} cards (nine a hand); this move lays {laid}: {cards}",
                         holds))
        raise _illegal(ctx, text.format(player=player, n=holds, laid=len(m.laid), cards=show(m.laid)),
                       "player", player,
                       ngettext("at most {n} cards from the hand ({rule})",
                                "at most {n} cards from the hand ({rule})", holds).format(
                           n=holds, rule=T.HAND_RULE))
    jokers = sum(1 for c in m.laid if is_joker(c))
    if g.jokers_out + jokers + g.jokers_held.get(other, 0) > T.PACK_JOKERS:
        raise _illegal(ctx, _("more jokers than the pack holds: {out} already out, {held} in "
                              "{other}'s hand, {laid} laid now").format(
                           out=g.jokers_out, held=g.jokers_held.get(other, 0), other=other,
                           laid=jokers), "player",
                       player, _("two jokers in all ({rule})").format(rule=USED_RULE))
    g.jokers_out += jokers
    g.jokers_held[player] = max(0, g.jokers_held.get(player, 0) - jokers)
    for c in m.laid:
        if isinstance(c, Card):
            g.seen.add(c)
    g.hand[player] = holds - len(m.laid)
    if deal.talon is not None and deal.talon != g.talon:
        raise _illegal(ctx, ngettext("the recorded moves leave {n} cards in the talon, not {given}",
                                     "the recorded moves leave {n} cards in the talon, not {given}",
                                     g.talon).format(n=g.talon, given=deal.talon),
                       "talon", deal.talon, f"{g.talon} ({TALON_RULE})")
    if g.hand[player] == 0 and not deal.out:
        raise _illegal(ctx, _("{player} has no cards left after this move: record it as out").format(
            player=player), "out", False, "out = true (пари)")
    if deal.out and g.hand[player]:
        raise _illegal(ctx, ngettext("{player} still holds {n} cards", "{player} still holds {n} cards",
                                     g.hand[player]).format(player=player, n=g.hand[player]),
                       "out", True,
                       _("out only when every card is laid ({rule})").format(rule=T.OUT_RULE))
    final = g.first_out is not None
    if deal.out:
        if not final:
            g.first_out, g.out_talon = player, g.talon
            award = (scoring.end_phase_out() if g.talon == 0 else
                     scoring.going_out(g.talon, options["talon27"]))
            g.pending.append(Pending(player, m.number, ctx.number, None, "out", award.points,
                                     _("{player} goes out: {award}").format(player=player,
                                                                            award=award.text),
                                     award.rule))
            m.steps.append(Step(_("{player} goes out (пари): {award} — written when {other}'s last "
                                  "move shows whether {other} goes out too").format(
                                      player=player, award=award.text, other=other),
                                f"{award.rule}; R-X-M8"))
            m.parts.append(_("OUT"))
        else:
            g.both_out = True
            m.parts.append(_("OUT too"))
    if final:
        g.final_move = True
    _settle(g, m, other, ctx)
    g.last_move[player] = m.number
    g.moves = m.number
    if not final and not deal.out:
        g.in_round += 1
        if g.in_round == 2:
            _draw(g, m, player)
    g.log.append(MoveRecord(ctx.number, m.number, player, "; ".join(m.parts) or _("passes"),
                            dict(g.written), pending_totals(g)))


def _draw(g: GameState, m: Move, last: str) -> None:
    """After both have moved, each draws back to nine, the last mover first (R-X-M3)."""
    got = []
    for p in (last, g.other(last)):
        n = min(T.HAND - g.hand[p], g.talon) if g.hand[p] < T.HAND else 0
        g.hand[p] += n
        g.talon -= n
        got.append(f"{p} {n}")
    m.steps.append(Step(ngettext("both draw to nine ({draws}); the talon holds {n}",
                                 "both draw to nine ({draws}); the talon holds {n}", g.talon).format(
                                     draws=", ".join(got), n=g.talon), T.REFILL_RULE))
    g.round_first, g.in_round = last, 0


def _settle(g: GameState, m: Move, whose: str, ctx: DealContext) -> None:
    """R-X9, R-X10: at the end of this move the opponent's earlier pending points are written —
    in full, half for a meld it surrounded, nothing for what it took."""
    keep = []
    for p in g.pending:
        if p.player != whose or p.move >= m.number:
            keep.append(p)
            continue
        if p.kind == "out":
            if g.both_out:
                award = (scoring.end_phase_out() if g.out_talon == 0 else
                         scoring.going_out(g.out_talon, ctx.table.options["talon27"], both=True))
                _write(g, m, whose, award.points, _("{award} (both went out)").format(award=award.text),
                       award.rule)
            else:
                _write(g, m, whose, p.points, p.text, p.rule)
            continue
        event = m.events.get(p.combo) if p.combo is not None else None
        if event == "taken":
            m.steps.append(Step(_("{player}'s {what} ({points}) is lost: {taker} took it").format(
                player=whose, what=p.text, points=scoring.num(p.points), taker=m.player),
                T.TAKEN_RULE, whose))
        elif event == "surrounded" and p.kind in ("meld", "trumps"):
            half = scoring.melder_half(p.points)
            _write(g, m, whose, half.points, f"{p.text}: {half.text}", half.rule)
        else:
            _write(g, m, whose, p.points, _("{what} stands: {points}").format(
                what=p.text, points=scoring.num(p.points)), f"{p.rule}; {T.DEFERRED_RULE}")
    g.pending = keep


def _write(g: GameState, m: Move, player: str, points: float, text: str, rule: str) -> None:
    g.written[player] = g.written.get(player, 0) + points
    m.steps.append(Step(text, rule, player, "score", scoring.num(points)))


def _pending(g: GameState, m: Move, ctx: DealContext, combo: int | None, kind: str,
             award: scoring.Award, what: str) -> None:
    g.pending.append(Pending(m.player, m.number, ctx.number, combo, kind, award.points,
                             f"{what}", award.rule))
    m.steps.append(Step(_("{player}: {what}: {award} — pending until {other}'s next move").format(
        player=m.player, what=what, award=award.text, other=g.other(m.player)),
        f"{award.rule}; {T.DEFERRED_RULE}", m.player))


def _new_combo(g: GameState, m: Move, shape: Shape) -> Combo:
    combo = Combo(g.next_id, m.player, shape, m.number)
    g.next_id += 1
    g.combos.append(combo)
    return combo


def _reshape(shape: Shape, cards: list[PCard], cut) -> Shape:
    """The combination after a swap (R-X22): the natural card in the joker's place; a sequence as
    clean or mixed as it was (the swapped card is the one the joker stood for; R-X-M9)."""
    try:
        new = classify(cards, cut) if shape.kind != "trumps" else shape
    except ShapeError:
        return shape
    if shape.is_sequence and new.is_sequence:
        return replace(new, clean=shape.clean, suit=shape.suit, trump=shape.trump)
    return new


def _sum(awards: Sequence[scoring.Award]) -> scoring.Award:
    if len(awards) == 1:
        return awards[0]
    total = scoring.num(sum(a.points for a in awards))
    return scoring.Award(total, _("{awards} — in all {total}").format(
        awards="; ".join(a.text for a in awards), total=total),
                         "; ".join(dict.fromkeys(p for a in awards for p in a.rule.split("; "))))


def pending_totals(g: GameState) -> dict[str, float]:
    out: dict[str, float] = {}
    for p in g.pending:
        out[p.player] = scoring.num(out.get(p.player, 0) + p.points)
    return out


__all__ = ["Move", "play_move", "pending_totals"]
