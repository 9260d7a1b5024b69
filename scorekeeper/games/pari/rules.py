"""What may be done to a combination lying on the table: take it (§ходы и подсчет «3. Взятка»),
surround it («2. Полувзятка»), add to it, or join a single card to a sequence.  Each function takes
the combination's shape and the cards laid, and returns the new shape or raises ShapeError; the
cards together come from one pack (R-X-M2, :func:`.cards.check_pack`)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from scorekeeper.games.pari import scoring
from scorekeeper.games.pari import tables as T
from scorekeeper.games.pari.cards import (
    Cut,
    PCard,
    Shape,
    ShapeError,
    as_group,
    as_sequence,
    check_jokers,
    check_pack,
    classify,
    is_joker,
    kind_words,
    natural,
    show,
)
from scorekeeper.i18n import _, ngettext
from scorekeeper.notation import Card


# ------------------------------------------------------------------------------ taking
def beats(taking: Sequence[PCard], target: Shape, cut: Cut) -> str:
    """Whether ``taking`` takes ``target``; returns why it does, raises ShapeError why not.

    A single card: a higher card of its suit, or (none held, R-X27) a trump; a trump only by a
    higher trump (the senior above the ace, R-X12).  A combination: by a higher one of its kind — a
    clean (half-)sequence by a clean one of its suit worth more, a mixed one by a mixed one worth
    more, a group by a group of a higher rank — or by as many trumps as it has cards (R-X-M4) when
    the taker is void or short in its suit (trusted, R-X27).  A trump combination only by a higher
    one; a set of seven to nine trumps never (R-X14).
    """
    rule = f"{T.BEATS_RULE}; {T.TRUST_RULE}"
    check_pack((*taking, *target.cards))
    check_jokers(taking, cut)
    if target.kind == "trumps":
        raise ShapeError(_("a set of seven to nine trumps cannot be taken"), T.TRUMP_SET_RULE)
    if target.kind == "single":
        if len(taking) != 1 or is_joker(taking[0]):
            raise ShapeError(_("a single card is taken by one natural card"), T.BEATS_RULE)
        t, c = natural(target.cards[0]), taking[0]
        assert isinstance(c, Card)
        if cut.is_trump(t):
            if cut.is_trump(c) and cut.trump_order(c) > cut.trump_order(t):
                return _("{card} is a higher trump than {target}").format(card=c, target=t)
            raise ShapeError(_("{card} does not take the trump {target}: only a higher trump "
                               "does").format(card=c, target=t), rule)
        if c.suit is t.suit and not cut.is_trump(c) and T.FACE[c.rank] > T.FACE[t.rank]:
            return _("{card} is higher than {target} in its suit").format(card=c, target=t)
        if cut.is_trump(c):
            return _("{card} trumps {target} (no higher {suit} held: taken on trust)").format(
                card=c, target=t, suit=t.suit)
        raise ShapeError(_("{card} does not take {target}: a higher {suit} or a trump does").format(
            card=c, target=t, suit=t.suit), rule)
    n = len(target.cards)
    all_trumps = all(cut.is_trump(c) for c in taking)
    target_trumps = all(cut.is_trump(c) for c in target.cards)
    if all_trumps and len(taking) == n and not target_trumps:
        return ngettext("{n} trumps take the {label} (void or short in its suit: taken on trust)",
                        "{n} trumps take the {label} (void or short in its suit: taken on trust)",
                        n).format(n=n, label=target.label)
    try:
        mine = classify(taking, cut)
    except ShapeError:
        raise ShapeError(_("{cards} takes nothing: neither a combination nor {n} trumps").format(
            cards=show(taking), n=n),
                         f"{rule}; R-X-M4") from None
    if mine.kind != target.kind:  # a (half-)sequence by its kind, a (half-)group by its kind
        raise ShapeError(_("a {label} is taken by a {kind} or by {n} trumps, not by a {other}").format(
            label=target.label, kind=kind_words(target.kind), n=n, other=mine.label), f"{rule}; R-X-M4")
    if target.is_group:
        if T.FACE[mine.rank] > T.FACE[target.rank]:
            return _("a group of {rank} outranks a group of {other}").format(rank=mine.rank,
                                                                             other=target.rank)
        raise ShapeError(_("a group of {rank} does not outrank a group of {other}").format(
            rank=mine.rank, other=target.rank), rule)
    mv = sum(a.points for a in scoring.meld_value(mine, cut, melded=False))
    tv = sum(a.points for a in scoring.meld_value(target, cut, melded=False))
    if target.clean and not (mine.clean and mine.suit is target.suit):
        raise ShapeError(_("a clean {kind} of {suit} is taken by a clean one of its suit or by "
                           "trumps").format(kind=kind_words(target.kind), suit=target.suit), rule)
    if not target.clean and mine.clean:
        raise ShapeError(_("a mixed {kind} is taken by a mixed one or by trumps").format(
            kind=kind_words(target.kind)), rule)
    if mv > tv:
        return _("{cards} ({value}) is worth more than {target} ({target_value})").format(
            cards=show(taking), value=scoring.num(mv), target=show(target.cards),
            target_value=scoring.num(tv))
    raise ShapeError(_("{cards} ({value}) is not worth more than {target} ({target_value})").format(
        cards=show(taking), value=scoring.num(mv), target=show(target.cards),
        target_value=scoring.num(tv)), rule)


# ------------------------------------------------------------------------------ surrounding
@dataclass(frozen=True)
class Surround:
    shape: Shape  # the combination after it
    clean: bool  # a clean surround (×2)


def surround(target: Shape, laid: Sequence[PCard], cut: Cut) -> Surround:
    """§ходы и подсчет «2. Полувзятка»: at least one card at each end of the combination.

    A sequence (or a single card, R-X20) is surrounded by cards below its lowest and above its
    highest; the result is a sequence, clean when all one suit.  A group only with a joker or two
    (a single or a half-group also by natural cards of its rank, R-X20): two cards, clean when a
    natural card is added and the group ends with four natural cards or more."""
    rule = f"{T.SURROUND_RULE}"
    check_pack((*target.cards, *laid))
    check_jokers(laid, cut)
    if target.kind == "trumps":
        raise ShapeError(_("a set of seven to nine trumps cannot be surrounded"), T.TRUMP_SET_RULE)
    if all(is_joker(c) for c in laid) and target.kind != "group":
        raise ShapeError(_("two jokers surround only a group, not a {label}").format(
            label=target.label), f"R-X20; {rule}")
    cards = (*target.cards, *laid)
    rank = natural(target.cards[0]).rank
    if target.is_group or (target.kind == "single" and all(natural(c).rank is rank for c in laid)):
        g = as_group(cards)
        if g is None or len(laid) != T.HALF:
            raise ShapeError(_("a {label} is surrounded by two cards of its rank, one at each "
                               "end").format(label=target.label), rule)
        if target.kind == "group" and not any(is_joker(c) for c in laid):
            raise ShapeError(_("a group is surrounded only with a joker or two"),
                             f"{rule}; {T.cite(T.S_MOVES, 'Группу можно окружить только при помощи джокера')}")
        added_natural = any(not is_joker(c) for c in laid)
        naturals = sum(1 for c in cards if not is_joker(c))
        clean = added_natural and naturals >= T.GROUP_NATURALS_CLEAN
        kind = "group"
        return Surround(Shape(kind, cards, naturals >= T.GROUP_NATURALS_CLEAN, rank=g.rank), clean)
    if not (target.is_sequence or target.kind == "single"):
        raise ShapeError(_("a {label} cannot be surrounded").format(label=target.label), rule)
    seq = as_sequence(cards, cut)
    if seq is None:
        raise ShapeError(_("{cards} around {target} does not make a sequence (ace high only, "
                           "R-X23)").format(cards=show(laid), target=show(target.cards)),
                         f"{rule}; R-X23")
    places = [cut.seq_key(c)[0] for c in target.cards]
    low, high = min(places), max(places)
    added = [cut.seq_key(c)[0] for c in laid]
    if not (any(p < low for p in added) and any(p > high for p in added)):
        raise ShapeError(_("{cards} does not reach both ends of {target}").format(
            cards=show(laid), target=show(target.cards)), rule)
    if seq.kind != "sequence":
        raise ShapeError(_("a surround makes a sequence of three cards or more"), rule)
    if target.is_sequence:
        seq = kept_clean(target, laid, seq, cut)
    return Surround(seq, seq.clean)


# ------------------------------------------------------------------------------ adding, joining
def add(target: Shape, laid: Sequence[PCard], cut: Cut) -> Shape:
    """§ходы и подсчет «1. Мелдирование»: cards added to a (half-)sequence or (half-)group of either
    player; the result must still be one; a joker only together with a natural card (§джокеры)."""
    check_pack((*target.cards, *laid))
    check_jokers(laid, cut)
    if target.kind == "trumps":
        raise ShapeError(_("nothing is added to a set of trumps"), f"R-X14; R-X-M5")
    if target.kind == "single":
        raise ShapeError(_("cards are added to combinations; a single card is taken, surrounded or "
                           "joined to a sequence"), "R-X-M5")
    if all(is_joker(c) for c in laid):
        raise ShapeError(_("a joker is added only together with its natural card"),
                         T.cite(T.S_JOKERS, "прикладываться может в паре с соответствующей картой"))
    cards = (*target.cards, *laid)
    shape = as_sequence(cards, cut) if target.is_sequence else as_group(cards)
    if shape is None:
        text = (_("{cards} added to {target} is no longer a sequence (ace high only, R-X23)")
                if target.is_sequence else _("{cards} added to {target} is no longer a group"))
        raise ShapeError(text.format(cards=show(laid), target=show(target.cards)),
                         f"{T.ADD_RULE}; R-X23")
    return kept_clean(target, laid, shape, cut) if target.is_sequence else shape


def kept_clean(target: Shape, laid: Sequence[PCard], shape: Shape, cut: Cut) -> Shape:
    """R-X21: a sequence stays clean while every card laid to it is of its suit, and a card of
    another suit turns it mixed; decided by the cards laid, not by every card it holds, since a
    single joined to it for room changed nothing (R-X-M9)."""
    clean = target.clean and all(cut.seq_key(c)[1] is target.suit for c in laid)
    return replace(shape, clean=clean, suit=target.suit if clean else None,
                   trump=clean and target.trump)


def join(single: Shape, target: Shape, cut: Cut) -> Shape:
    """§ходы и подсчет (Примечание): a single card lying on the table that fits a sequence laid
    later is put to it, for room; nobody scores.  R-X-M9: the sequence stays as clean (or as
    mixed) as it was, whatever the single's suit, so no value changes."""
    if single.kind != "single":
        raise ShapeError(_("join moves a single card onto a sequence"), T.JOIN_RULE)
    if not target.is_sequence:
        raise ShapeError(_("a single card is joined only to a sequence"), T.JOIN_RULE)
    shape = as_sequence((*target.cards, *single.cards), cut)
    if shape is None:
        raise ShapeError(_("{card} does not fit {target}").format(card=show(single.cards),
                                                                 target=show(target.cards)),
                         T.JOIN_RULE)
    return replace(shape, clean=target.clean, suit=target.suit, trump=target.trump)
