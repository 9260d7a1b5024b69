"""Pari: one pure function per scoring paragraph of «Пари», each returning the points with the
arithmetic written out and the rule it comes from.  Halves are kept exact (R-X19)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from scorekeeper.core.figures import whole as num  # R-X19: halves are kept exact
from scorekeeper.core.records import Award
from scorekeeper.games.pari import tables as T
from scorekeeper.games.pari.cards import Cut, PCard, Shape, honour_length, is_joker


def _terms(cards: Sequence[PCard], cut: Cut) -> str:
    return " + ".join(str(cut.value(c)) for c in cards)


def face_sum(cards: Sequence[PCard], cut: Cut) -> int:
    """§карты: the cards' face values, the senior at its point value, a joker as its card."""
    return sum(cut.value(c) for c in cards)


# ------------------------------------------------------------------------------ the cut
def cut_same_suit() -> Award:
    """§определение старшего козыря: the trump suit matches the senior's suit: 20 to the non-dealer."""
    return Award(T.CUT_SAME_SUIT, "the trump cut matches the senior's suit", T.CUT_SAME_SUIT_RULE)


def cut_same_card_trump() -> Award:
    """§определение старшего козыря, R-X15: the senior itself turns up for the trump suit: 100
    (instead of the 20)."""
    return Award(T.CUT_SAME_CARD_TRUMP, "the senior trump itself turned up for the trump suit",
                 T.CUT_SAME_CARD_TRUMP_RULE)


def cut_same_card_multiplier() -> Award:
    """§таблица, R-X15: the senior itself turns up for the multiplier: 500 to the non-dealer."""
    return Award(T.CUT_SAME_CARD_MULT, "the senior trump itself turned up for its multiplier",
                 T.CUT_SAME_CARD_MULT_RULE)


def cut_joker(nth: int) -> Award:
    """R-X4: the n-th joker turned up at the cuts of a game costs the cutter −50, −100, −500."""
    if nth <= len(T.CUT_JOKERS):
        return Award(T.CUT_JOKERS[nth - 1], f"joker no. {nth} turned up at the cut; cut again",
                     T.CUT_JOKER_RULE)
    return Award(T.CUT_JOKERS[-1], f"joker no. {nth} turned up at the cut; cut again",
                 f"{T.CUT_JOKER_RULE}; {T.CUT_JOKER_BEYOND_RULE}")


def cede() -> Award:
    """§уступка хода, R-X16: the non-dealer cedes the first move and the dealer accepts: −20."""
    return Award(T.CEDE, "ceded the first move to the dealer", T.CEDE_RULE)


# ------------------------------------------------------------------------------ combinations
def sequence_value(shape: Shape, cut: Cut) -> Award:
    """§мелды: a mixed sequence is worth its face sum; a clean one twice that, a clean trump
    sequence three times (half-sequences alike, R-X8)."""
    s = face_sum(shape.cards, cut)
    rule = T.HALF_RULE + "; " if shape.kind.startswith("half") else ""
    if not shape.clean:
        return Award(s, f"mixed: {_terms(shape.cards, cut)} = {s}", rule + T.MIXED_RULE)
    if shape.trump:
        m = T.CLEAN_TRUMP_SEQUENCE_MULT
        return Award(s * m, f"clean trump: ({_terms(shape.cards, cut)}) × {m} = {s * m}",
                     rule + T.CLEAN_TRUMP_RULE)
    m = T.CLEAN_SEQUENCE_MULT
    return Award(s * m, f"clean: ({_terms(shape.cards, cut)}) × {m} = {s * m}", rule + T.CLEAN_SEQUENCE_RULE)


def honour_premium(length: int) -> Award:
    """§премиальные комбинации, R-X1, R-X12: a clean trump sequence headed by the senior earns
    100 / 400 / 500 / 600 for three / four / five / six cards (600 beyond)."""
    p = T.HONOUR.get(length, T.HONOUR_MAX)
    return Award(p, f"honour sequence of {length} headed by the senior: +{p}", T.HONOUR_RULE)


def group_value(shape: Shape, cut: Cut) -> Award:
    """§джокеры: a group of three, or of four with a joker or two, is dirty: its face sum; four or
    more natural cards make it clean: twice that (В–В–В–В–Дж = 110).  Half-groups: face (R-X8)."""
    s = face_sum(shape.cards, cut)
    if shape.kind == "half-group":
        return Award(s, f"half-group: {_terms(shape.cards, cut)} = {s}", T.HALF_RULE)
    if shape.clean:
        m = T.CLEAN_GROUP_MULT
        return Award(s * m, f"clean group: ({_terms(shape.cards, cut)}) × {m} = {s * m}", T.GROUP_CLEAN_RULE)
    return Award(s, f"dirty group: {_terms(shape.cards, cut)} = {s}", T.GROUP_DIRTY_RULE)


def full_group_premium(shape: Shape, cut: Cut) -> Award | None:
    """§премиальные комбинации, R-X6, R-X13: all four cards of the senior's rank, clean: +400."""
    if shape.kind != "group" or not shape.clean or shape.rank is not cut.senior.rank:
        return None
    if not any(c == cut.senior for c in shape.cards):
        return None
    return Award(T.FULL_GROUP_SENIOR, f"full group with the senior trump: +{T.FULL_GROUP_SENIOR}",
                 T.FULL_GROUP_RULE)


def trumps_set(shape: Shape) -> Award:
    """§премиальные комбинации, R-X14: seven, eight, nine trumps: 300 / 800 / 1000, the cards
    themselves not counted."""
    n = len(shape.cards)
    return Award(T.TRUMP_SETS[n], f"{n} trumps laid as one set: {T.TRUMP_SETS[n]}", T.TRUMP_SET_RULE)


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
    return Award(0, "a single card: nothing for its player", T.SINGLE_RULE)


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
    return Award(total, f"added {', '.join(parts)} = {total}", T.ADD_RULE)


def half_trick(target: Sequence[PCard], surrounding: Sequence[PCard], clean: bool, cut: Cut) -> Award:
    """§ходы и подсчет, R-X2, R-X20: half the surrounded cards' face sum, plus the surrounding cards
    ×2 (clean) or ×1 (dirty), plus the half-trick's 4 (§789 by ♣6 ♣10: 24 : 2 + 16 × 2 + 4 = 48)."""
    t, s = face_sum(target, cut), face_sum(surrounding, cut)
    m = T.SURROUND_CLEAN_MULT if clean else T.SURROUND_DIRTY_MULT
    total = num(t / T.SURROUND_DIVISOR + s * m + T.HALF_TRICK)
    how = "clean" if clean else "dirty"
    return Award(total, f"half-trick ({how}): {t} : {T.SURROUND_DIVISOR} + {s} × {m} + {T.HALF_TRICK} "
                 f"= {total}", T.SURROUND_RULE)


def trick(taken: Sequence[PCard], taking: Sequence[PCard], cut: Cut) -> Award:
    """§ходы и подсчет «3. Взятка», R-X11: the taken and the taking cards at face value, plus 8
    unless a single card was taken (ª4 by ª5 and §2 by §3: 9 + 5 = 14)."""
    t, s = face_sum(taken, cut), face_sum(taking, cut)
    if len(taken) == 1:
        return Award(t + s, f"trick of a single card: {t} + {s} = {t + s} (no {T.TRICK})", T.TRICK_RULE)
    return Award(t + s + T.TRICK, f"trick: {t} + {s} + {T.TRICK} = {t + s + T.TRICK}", T.TRICK_RULE)


def melder_half(points: float) -> Award:
    """R-X9: the melder of a combination surrounded by the opponent's next move writes half of
    its full value, premium included."""
    h = num(points / T.MELDER_HALF)
    return Award(h, f"surrounded: half of {num(points)} = {h}", T.MELDER_HALF_RULE)


# ------------------------------------------------------------------------------ endings
def going_out(talon: int, talon27: str, *, both: bool = False) -> Award:
    """§эндшпиль, R-X3, R-X18: going out with more than 27 cards in the talon 500, fewer 250 (both
    out: the first writes 100 / 50); exactly 27 follows option talon27."""
    high, low = (T.BOTH_OUT_HIGH, T.BOTH_OUT_LOW) if both else (T.OUT_HIGH, T.OUT_LOW)
    rule = T.BOTH_OUT_RULE if both else T.OUT_RULE
    if talon > T.TALON_PIVOT:
        return Award(high, f"{'both out; ' if both else ''}{talon} cards in the talon (> {T.TALON_PIVOT}): {high}", rule)
    if talon < T.TALON_PIVOT:
        return Award(low, f"{'both out; ' if both else ''}{talon} cards in the talon (< {T.TALON_PIVOT}): {low}", rule)
    p = high if talon27 == "high" else low
    return Award(p, f"{'both out; ' if both else ''}exactly {T.TALON_PIVOT} in the talon: {p}",
                 f"{rule}; {T.TALON27_RULE}")


def end_phase_out() -> Award:
    """§эндшпиль, R-X17: the first to go out after the talon ran out: 50 (not the table's 250)."""
    return Award(T.END_PHASE_OUT, f"out after the talon ran out: {T.END_PHASE_OUT}", T.END_PHASE_OUT_RULE)


def hand_value(cards: Sequence[PCard], cut: Cut) -> tuple[int, str]:
    """§эндшпиль, R-X5, R-X26: cards left in hand at face value, the senior at its point value, a
    joker 50."""
    vals = [T.JOKER_IN_HAND if is_joker(c) else cut.value(c) for c in cards]
    return sum(vals), (" + ".join(str(v) for v in vals) or "0")


def hand_credit(cards: Sequence[PCard], cut: Cut, holder: str) -> Award:
    """§эндшпиль, R-X5: the cards left in the loser's hand are credited to the one who went out."""
    v, terms = hand_value(cards, cut)
    return Award(v, f"{holder}'s hand: {terms} = {v}", T.HAND_CREDIT_RULE)


def joker_left(jokers: int, option: str) -> Award | None:
    """§таблица, R-X5: a joker still held at the end costs its holder 50 (option joker_left =
    both), besides counting 50 in the hand's value."""
    if not jokers or option != "both":
        return None
    return Award(T.JOKER_LEFT * jokers, f"{jokers} joker{'s' if jokers > 1 else ''} left in hand: "
                 f"{T.JOKER_LEFT} each", T.JOKER_LEFT_RULE)


def exhausted(hands: Mapping[str, Sequence[PCard]], cut: Cut) -> tuple[str | None, Award]:
    """§эндшпиль, R-X26: the talon exhausted, nobody out: the lower hand writes the difference (a
    tie writes nothing)."""
    vals = {p: hand_value(c, cut) for p, c in hands.items()}
    (a, (va, ta)), (b, (vb, tb)) = vals.items()
    text = f"{a} {ta} = {va}; {b} {tb} = {vb}"
    if va == vb:
        return None, Award(0, f"hands equal ({text}): nothing", T.EXHAUSTED_RULE)
    low, diff = (a, vb - va) if va < vb else (b, va - vb)
    return low, Award(diff, f"the lower hand writes the difference ({text}): {diff}", T.EXHAUSTED_RULE)
