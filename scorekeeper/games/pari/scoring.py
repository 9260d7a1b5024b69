"""Pari: one pure function per scoring paragraph of «Пари», each returning the points with the
arithmetic written out and the rule it comes from.  Halves are kept exact (R-X19)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeeper.core.figures import whole as num  # R-X19: halves are kept exact
from scorekeeper.core.records import Award
from scorekeeper.games.pari import tables as T
from scorekeeper.games.pari.cards import Cut, PCard, Shape, honour_length, is_joker
from scorekeeper.i18n import _, ngettext


def _terms(cards: Sequence[PCard], cut: Cut) -> str:
    return " + ".join(str(cut.value(c)) for c in cards)


def face_sum(cards: Sequence[PCard], cut: Cut) -> int:
    """§карты: the cards' face values, the senior at its point value, a joker as its card."""
    return sum(cut.value(c) for c in cards)


# ------------------------------------------------------------------------------ the cut
def cut_same_suit() -> Award:
    """§определение старшего козыря: the trump suit matches the senior's suit: 20 to the non-dealer."""
    return Award(T.CUT_SAME_SUIT, _("the trump cut matches the senior's suit"), T.CUT_SAME_SUIT_RULE)


def cut_same_card_trump() -> Award:
    """§определение старшего козыря, R-X15: the senior itself turns up for the trump suit: 100
    (instead of the 20)."""
    return Award(T.CUT_SAME_CARD_TRUMP, _("the senior trump itself turned up for the trump suit"),
                 T.CUT_SAME_CARD_TRUMP_RULE)


def cut_same_card_multiplier() -> Award:
    """§таблица, R-X15: the senior itself turns up for the multiplier: 500 to the non-dealer."""
    return Award(T.CUT_SAME_CARD_MULT, _("the senior trump itself turned up for its multiplier"),
                 T.CUT_SAME_CARD_MULT_RULE)


def cut_joker(nth: int) -> Award:
    """R-X4: the n-th joker turned up at the cuts of a game costs the cutter −50, −100, −500."""
    text = _("joker no. {n} turned up at the cut; cut again").format(n=nth)
    if nth <= len(T.CUT_JOKERS):
        return Award(T.CUT_JOKERS[nth - 1], text, T.CUT_JOKER_RULE)
    return Award(T.CUT_JOKERS[-1], text, f"{T.CUT_JOKER_RULE}; {T.CUT_JOKER_BEYOND_RULE}")


def cede() -> Award:
    """§уступка хода, R-X16: the non-dealer cedes the first move and the dealer accepts: −20."""
    return Award(T.CEDE, _("ceded the first move to the dealer"), T.CEDE_RULE)


# ------------------------------------------------------------------------------ combinations
def sequence_value(shape: Shape, cut: Cut) -> Award:
    """§мелды: a mixed sequence is worth its face sum; a clean one twice that, a clean trump
    sequence three times (half-sequences alike, R-X8)."""
    s = face_sum(shape.cards, cut)
    rule = T.HALF_RULE + "; " if shape.kind.startswith("half") else ""
    terms = _terms(shape.cards, cut)
    if not shape.clean:
        return Award(s, _("mixed: {terms} = {sum}").format(terms=terms, sum=s), rule + T.MIXED_RULE)
    if shape.trump:
        m = T.CLEAN_TRUMP_SEQUENCE_MULT
        return Award(s * m, _("clean trump: ({terms}) × {mult} = {value}").format(
            terms=terms, mult=m, value=s * m), rule + T.CLEAN_TRUMP_RULE)
    m = T.CLEAN_SEQUENCE_MULT
    return Award(s * m, _("clean: ({terms}) × {mult} = {value}").format(terms=terms, mult=m, value=s * m),
                 rule + T.CLEAN_SEQUENCE_RULE)


def honour_premium(length: int) -> Award:
    """§премиальные комбинации, R-X1, R-X12: a clean trump sequence headed by the senior earns
    100 / 400 / 500 / 600 for three / four / five / six cards (600 beyond)."""
    p = T.HONOUR.get(length, T.HONOUR_MAX)
    return Award(p, ngettext("honour sequence of {n} headed by the senior: +{premium}",
                             "honour sequence of {n} headed by the senior: +{premium}",
                             length).format(n=length, premium=p), T.HONOUR_RULE)


def group_value(shape: Shape, cut: Cut) -> Award:
    """§джокеры: a group of three, or of four with a joker or two, is dirty: its face sum; four or
    more natural cards make it clean: twice that (В–В–В–В–Дж = 110).  Half-groups: face (R-X8)."""
    s = face_sum(shape.cards, cut)
    terms = _terms(shape.cards, cut)
    if shape.kind == "half-group":
        return Award(s, _("half-group: {terms} = {sum}").format(terms=terms, sum=s), T.HALF_RULE)
    if shape.clean:
        m = T.CLEAN_GROUP_MULT
        return Award(s * m, _("clean group: ({terms}) × {mult} = {value}").format(
            terms=terms, mult=m, value=s * m), T.GROUP_CLEAN_RULE)
    return Award(s, _("dirty group: {terms} = {sum}").format(terms=terms, sum=s), T.GROUP_DIRTY_RULE)


def full_group_premium(shape: Shape, cut: Cut) -> Award | None:
    """§премиальные комбинации, R-X6, R-X13: all four cards of the senior's rank, clean: +400."""
    if shape.kind != "group" or not shape.clean or shape.rank is not cut.senior.rank:
        return None
    if not any(c == cut.senior for c in shape.cards):
        return None
    return Award(T.FULL_GROUP_SENIOR, _("full group with the senior trump: +{premium}").format(
        premium=T.FULL_GROUP_SENIOR), T.FULL_GROUP_RULE)


def trumps_set(shape: Shape) -> Award:
    """§премиальные комбинации, R-X14: seven, eight, nine trumps: 300 / 800 / 1000, the cards
    themselves not counted."""
    n = len(shape.cards)
    return Award(T.TRUMP_SETS[n], ngettext("{n} trumps laid as one set: {premium}",
                                           "{n} trumps laid as one set: {premium}",
                                           n).format(n=n, premium=T.TRUMP_SETS[n]), T.TRUMP_SET_RULE)


def meld_value(shape: Shape, cut: Cut, *, melded: bool = True) -> list[Award]:
    """What a combination laid on the table is worth: its value plus its premium (honours only when
    melded as such, R-X12)."""
    if shape.kind == "trumps":
        return [trumps_set(shape)]
    if shape.kind == "single":
        return [single()]
    if shape.is_sequence:
        out = [sequence_value(shape, cut)]
        n = honour_length(shape, cut) if melded else 0
        if n >= T.MIN_COMBINATION:
            out.append(honour_premium(n))
        return out
    out = [group_value(shape, cut)]
    prem = full_group_premium(shape, cut)
    if prem:
        out.append(prem)
    return out


def single() -> Award:
    """R-X7: a single card laid scores nothing for the one who lays it."""
    return Award(0, _("a single card: nothing for its player"), T.SINGLE_RULE)


# ------------------------------------------------------------------------------ moves
def add_on(cards: Sequence[PCard], target: Shape, cut: Cut) -> Award:
    """§ходы и подсчет, R-X21: cards of the suit of a clean (half-)sequence count twice; any other
    card, and any card added to a group or a dirty sequence, once."""
    parts, total = [], 0
    for c in cards:
        same = target.is_sequence and target.clean and cut.seq_key(c)[1] is target.suit
        m = T.ADD_SAME_SUIT_MULT if same else T.ADD_OTHER_MULT
        v = cut.value(c) * m
        total += v
        parts.append(f"{c} {cut.value(c)}×{m}")
    return Award(total, _("added {cards} = {total}").format(cards=", ".join(parts), total=total),
                 T.ADD_RULE)


def half_trick(target: Sequence[PCard], surrounding: Sequence[PCard], clean: bool, cut: Cut) -> Award:
    """§ходы и подсчет, R-X2, R-X20: half the surrounded cards' face sum, plus the surrounding cards
    ×2 (clean) or ×1 (dirty), plus the half-trick's 4 (§789 by ♣6 ♣10: 24 : 2 + 16 × 2 + 4 = 48)."""
    t, s = face_sum(target, cut), face_sum(surrounding, cut)
    m = T.SURROUND_CLEAN_MULT if clean else T.SURROUND_DIRTY_MULT
    total = num(t / T.SURROUND_DIVISOR + s * m + T.HALF_TRICK)
    text = (_("half-trick (clean): {target} : {divisor} + {laid} × {mult} + {premium} = {total}")
            if clean else
            _("half-trick (dirty): {target} : {divisor} + {laid} × {mult} + {premium} = {total}"))
    return Award(total, text.format(target=t, divisor=T.SURROUND_DIVISOR, laid=s, mult=m,
                                    premium=T.HALF_TRICK, total=total), T.SURROUND_RULE)


def trick(taken: Sequence[PCard], taking: Sequence[PCard], cut: Cut) -> Award:
    """§ходы и подсчет «3. Взятка», R-X11: the taken and the taking cards at face value, plus 8
    unless a single card was taken (ª4 by ª5 and §2 by §3: 9 + 5 = 14)."""
    t, s = face_sum(taken, cut), face_sum(taking, cut)
    if len(taken) == 1:
        return Award(t + s, _("trick of a single card: {taken} + {taking} = {total} (no {premium})").format(
            taken=t, taking=s, total=t + s, premium=T.TRICK), T.TRICK_RULE)
    return Award(t + s + T.TRICK, _("trick: {taken} + {taking} + {premium} = {total}").format(
        taken=t, taking=s, premium=T.TRICK, total=t + s + T.TRICK), T.TRICK_RULE)


def melder_half(points: float) -> Award:
    """R-X9: the melder of a combination surrounded by the opponent's next move writes half of
    its full value, premium included."""
    h = num(points / T.MELDER_HALF)
    return Award(h, _("surrounded: half of {points} = {half}").format(points=num(points), half=h),
                 T.MELDER_HALF_RULE)


# ------------------------------------------------------------------------------ endings
def going_out(talon: int, talon27: str, *, both: bool = False) -> Award:
    """§эндшпиль, R-X3, R-X18: going out with more than 27 cards in the talon 500, fewer 250 (both
    out: the first writes 100 / 50); exactly 27 follows option talon27."""
    high, low = (T.BOTH_OUT_HIGH, T.BOTH_OUT_LOW) if both else (T.OUT_HIGH, T.OUT_LOW)
    rule = T.BOTH_OUT_RULE if both else T.OUT_RULE
    if talon != T.TALON_PIVOT:
        p = high if talon > T.TALON_PIVOT else low
        if both:
            text = (ngettext("both out; {n} cards in the talon (> {pivot}): {premium}",
                             "both out; {n} cards in the talon (> {pivot}): {premium}", talon)
                    if talon > T.TALON_PIVOT else
                    ngettext("both out; {n} cards in the talon (< {pivot}): {premium}",
                             "both out; {n} cards in the talon (< {pivot}): {premium}", talon))
        else:
            text = (ngettext("{n} cards in the talon (> {pivot}): {premium}",
                             "{n} cards in the talon (> {pivot}): {premium}", talon)
                    if talon > T.TALON_PIVOT else
                    ngettext("{n} cards in the talon (< {pivot}): {premium}",
                             "{n} cards in the talon (< {pivot}): {premium}", talon))
        return Award(p, text.format(n=talon, pivot=T.TALON_PIVOT, premium=p), rule)
    p = high if talon27 == "high" else low
    text = (_("both out; exactly {pivot} in the talon: {premium}") if both else
            _("exactly {pivot} in the talon: {premium}"))
    return Award(p, text.format(pivot=T.TALON_PIVOT, premium=p), f"{rule}; {T.TALON27_RULE}")


def end_phase_out() -> Award:
    """§эндшпиль, R-X17: the first to go out after the talon ran out: 50 (not the table's 250)."""
    return Award(T.END_PHASE_OUT, _("out after the talon ran out: {premium}").format(
        premium=T.END_PHASE_OUT), T.END_PHASE_OUT_RULE)


def hand_value(cards: Sequence[PCard], cut: Cut) -> tuple[int, str]:
    """§эндшпиль, R-X5, R-X26: cards left in hand at face value, the senior at its point value, a
    joker 50."""
    vals = [T.JOKER_IN_HAND if is_joker(c) else cut.value(c) for c in cards]
    return sum(vals), (" + ".join(str(v) for v in vals) or "0")


def hand_credit(cards: Sequence[PCard], cut: Cut, holder: str) -> Award:
    """§эндшпиль, R-X5: the cards left in the loser's hand are credited to the one who went out."""
    v, terms = hand_value(cards, cut)
    return Award(v, _("{holder}'s hand: {terms} = {value}").format(holder=holder, terms=terms, value=v),
                 T.HAND_CREDIT_RULE)


def joker_left(jokers: int, option: str) -> Award | None:
    """§таблица, R-X5: a joker still held at the end costs its holder 50 (option joker_left =
    both), besides counting 50 in the hand's value."""
    if not jokers or option != "both":
        return None
    return Award(T.JOKER_LEFT * jokers, ngettext("{n} joker left in hand: {each} each",
                                                 "{n} jokers left in hand: {each} each",
                                                 jokers).format(n=jokers, each=T.JOKER_LEFT),
                 T.JOKER_LEFT_RULE)


def exhausted(hands: Mapping[str, Sequence[PCard]], cut: Cut) -> tuple[str | None, Award]:
    """§эндшпиль, R-X26: the talon exhausted, nobody out: the lower hand writes the difference (a
    tie writes nothing)."""
    vals = {p: hand_value(c, cut) for p, c in hands.items()}
    (a, (va, ta)), (b, (vb, tb)) = vals.items()
    text = f"{a} {ta} = {va}; {b} {tb} = {vb}"
    if va == vb:
        return None, Award(0, _("hands equal ({hands}): nothing").format(hands=text), T.EXHAUSTED_RULE)
    low, diff = (a, vb - va) if va < vb else (b, va - vb)
    return low, Award(diff, _("the lower hand writes the difference ({hands}): {difference}").format(
        hands=text, difference=diff), T.EXHAUSTED_RULE)
