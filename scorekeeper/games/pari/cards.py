"""The cards of Pari: the 54-card pack, face values, the cut, and what a set of cards forms.

A card laid on the table is a natural :class:`~scorekeeper.notation.Card` or a
:class:`~scorekeeper.notation.Joker` naming the card it stands for (``Jk=7♣``).  The cut decides the
senior trump (a card that outranks the trump ace and is worth its face value × the third cut's
rank) and the trump suit (R-X12, R-X15).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from scorekeeper.errors import NotationError
from scorekeeper.games.pari import tables as T
from scorekeeper.i18n import N_, _, ngettext
from scorekeeper.notation import Card, Joker, Rank, Suit, parse_card

PCard = Card | Joker


class ShapeError(ValueError):
    """A set of cards that is not the combination it was meant to be (message says why, rule cites)."""

    def __init__(self, message: str, rule: str) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule


@dataclass(frozen=True)
class Cut:
    """What the three cuts decided: the senior trump, the trump suit, the multiplier (R-X15)."""

    senior: Card
    trump: Suit
    multiplier: int

    @property
    def senior_points(self) -> int:
        """§определение старшего козыря: the senior's face value × the third cut's rank (9 × 12 = 108)."""
        return T.FACE[self.senior.rank] * self.multiplier

    def is_trump(self, card: PCard) -> bool:
        """A natural card of the trump suit, or the senior trump itself (R-X12)."""
        return isinstance(card, Card) and (card.suit is self.trump or card == self.senior)

    def value(self, card: PCard) -> int:
        """A card's value wherever a card's value counts: its face, the senior at its point value
        (R-X12), a joker as the card it stands for (R-X11)."""
        nat = natural(card)
        if isinstance(card, Card) and card == self.senior:
            return self.senior_points
        return T.FACE[nat.rank]

    def seq_key(self, card: PCard) -> tuple[int, Suit]:
        """A card's place in a sequence: (rank, suit); the senior sits above the trump ace."""
        if isinstance(card, Card) and card == self.senior:
            return T.SENIOR_SEQ_RANK, self.trump
        nat = natural(card)
        return T.FACE[nat.rank], nat.suit

    def trump_order(self, card: Card) -> int:
        """Trump rank for beating: the senior above the ace (R-X12)."""
        return T.SENIOR_SEQ_RANK if card == self.senior else T.FACE[card.rank]


def natural(card: PCard) -> Card:
    """The card itself, or the card a joker stands for."""
    if isinstance(card, Joker):
        if card.stands_for is None:
            raise ShapeError(_("a joker on the table names the card it stands for, as Jk=7♣"),
                             T.cite(T.S_JOKERS, "должен точно указать, карту какой масти он олицетворяет"))
        return card.stands_for
    return card


def is_joker(card: PCard) -> bool:
    return isinstance(card, Joker)


def show(cards: Iterable[PCard]) -> str:
    return " ".join(str(c) for c in cards)


def parse_cards(text: str | Sequence[str], key: str) -> tuple[PCard, ...]:
    """Cards written in one string, space- or comma-separated, in any notation (FORMAT: several
    cards go in one string).  ``10 ♥`` style (rank, space, suit) is read as one card."""
    if isinstance(text, (list, tuple)):
        words = [str(w) for w in text]
    else:
        if not isinstance(text, str) or not text.strip():
            raise NotationError(_("cards are written in one string"), key=key, value=text,
                                expected=_('cards separated by spaces, as "7♥ 8♥ 9♥" or "7ч 8ч 9ч"'))
        words = text.replace(",", " ").split()
    out: list[PCard] = []
    i = 0
    while i < len(words):
        w = words[i]
        # "10 ♥" / "Jk = 7♣": glue a lone suit or '=' part to the word before it
        while i + 1 < len(words) and (_lone_suit(words[i + 1]) or words[i + 1] == "=" or w.endswith("=")):
            i += 1
            w = w + ("" if words[i] == "=" or w.endswith("=") else " ") + words[i]
        try:
            out.append(parse_card(w, jokers=True))
        except NotationError as err:
            raise NotationError(err.message, key=key, value=text, expected=err.expected) from None
        i += 1
    if not out:
        raise NotationError(_("no cards given"), key=key, value=text, expected=_('cards, as "7♥ 8♥ 9♥"'))
    return tuple(out)


def _lone_suit(word: str) -> bool:
    try:
        from scorekeeper.notation import parse_suit

        parse_suit(word)
        return True
    except NotationError:
        return False


# ------------------------------------------------------------------------------ shapes
#: what a set of cards forms, as the sheet and the messages name it: (kind, clean, trump) -> words
LABELS: dict[tuple[str, bool, bool], str] = {
    ("sequence", True, False): N_("clean sequence"),
    ("sequence", True, True): N_("clean trump sequence"),
    ("sequence", False, False): N_("mixed sequence"),
    ("half-sequence", True, False): N_("clean half-sequence"),
    ("half-sequence", True, True): N_("clean trump half-sequence"),
    ("half-sequence", False, False): N_("mixed half-sequence"),
    ("group", True, False): N_("clean group"),
    ("group", False, False): N_("dirty group"),
    ("half-group", True, False): N_("clean half-group"),
    ("half-group", False, False): N_("dirty half-group"),
}
#: a kind of combination named alone (``Shape.kind`` is the file's and JSON's word)
KINDS: dict[str, str] = {"sequence": N_("sequence"), "half-sequence": N_("half-sequence"),
                         "group": N_("group"), "half-group": N_("half-group")}


def kind_words(kind: str) -> str:
    """A kind of combination as the player reads it."""
    return _(KINDS[kind]) if kind in KINDS else kind


@dataclass(frozen=True)
class Shape:
    """What a set of cards forms.  ``kind``: sequence | group | half-sequence | half-group |
    single | trumps; ``clean``: one suit (sequences) or four or more natural cards (groups)."""

    kind: str
    cards: tuple[PCard, ...]
    clean: bool
    trump: bool = False  # a clean sequence in trumps
    suit: Suit | None = None  # the suit of a clean sequence
    rank: Rank | None = None  # the rank of a group
    low: int = 0  # sequence: lowest and highest place
    high: int = 0

    @property
    def is_sequence(self) -> bool:
        return self.kind in ("sequence", "half-sequence")

    @property
    def is_group(self) -> bool:
        return self.kind in ("group", "half-group")

    @property
    def label(self) -> str:
        if self.kind == "single":
            return _("single card")
        if self.kind == "trumps":
            return _("set of trumps")
        words = LABELS.get((self.kind, self.clean, self.trump))
        if words is not None:
            return _(words)
        purity = "clean" if self.clean else ("mixed" if self.is_sequence else "dirty")
        return f"{purity}{' trump' if self.trump else ''} {self.kind}"


def check_pack(cards: Sequence[PCard]) -> None:
    """R-X-M2: cards laid together come from one pack — each natural card once, two jokers at
    most (a joker may name a card that lies elsewhere, as the fifth of a group of four)."""
    seen: set[Card] = set()
    for c in cards:
        if isinstance(c, Card):
            if c in seen:
                raise ShapeError(_("{card} twice: the pack holds one {card}").format(card=c),
                                 T.USED_RULE)
            seen.add(c)
    jokers = sum(1 for c in cards if isinstance(c, Joker))
    if jokers > T.PACK_JOKERS:
        raise ShapeError(ngettext("{n} jokers: the pack holds {pack}", "{n} jokers: the pack holds {pack}",
                                  jokers).format(n=jokers, pack=T.PACK_JOKERS), T.USED_RULE)


def check_jokers(cards: Sequence[PCard], cut: Cut) -> None:
    """§джокеры: a joker names its card and never stands for a trump (nor the senior)."""
    for c in cards:
        if isinstance(c, Joker):
            nat = natural(c)
            if nat.suit is cut.trump or nat == cut.senior:
                text = (_("{joker}: a joker replaces only non-trump cards, and {card} is the senior "
                          "trump") if nat == cut.senior else
                        _("{joker}: a joker replaces only non-trump cards, and {card} is a trump "
                          "({trump} are trumps)"))
                raise ShapeError(text.format(joker=c, card=nat, trump=cut.trump),
                                 T.cite(T.S_JOKERS, "Они заменяют любые некозырные карты"))


def as_sequence(cards: Sequence[PCard], cut: Cut) -> Shape | None:
    """The cards as a sequence (consecutive places, ace high only: R-X23), or None."""
    keys = sorted(cut.seq_key(c) for c in cards)
    places = [k[0] for k in keys]
    if len(set(places)) != len(places) or places[-1] - places[0] != len(places) - 1:
        return None
    suits = {k[1] for k in keys}
    clean = len(suits) == 1
    suit = next(iter(suits)) if clean else None
    trump = clean and suit is cut.trump
    kind = "half-sequence" if len(cards) == T.HALF else "sequence"
    ordered = tuple(sorted(cards, key=lambda c: cut.seq_key(c)[0]))
    return Shape(kind, ordered, clean, trump, suit, None, places[0], places[-1])


def as_group(cards: Sequence[PCard]) -> Shape | None:
    ranks = {natural(c).rank for c in cards}
    if len(ranks) != 1:
        return None
    naturals = sum(1 for c in cards if not is_joker(c))
    kind = "half-group" if len(cards) == T.HALF else "group"
    return Shape(kind, tuple(cards), naturals >= T.GROUP_NATURALS_CLEAN, rank=next(iter(ranks)))


def classify(cards: Sequence[PCard], cut: Cut) -> Shape:
    """What ``cards`` form as one combination (§мелды), or ShapeError saying why not."""
    n = len(cards)
    check_pack(cards)
    if n != 1:
        check_jokers(cards, cut)
    if n == 1:
        if is_joker(cards[0]):
            raise ShapeError(_("a joker cannot be laid alone"),
                             T.cite(T.S_JOKERS, "Нельзя, следовательно, играть на стол одним джокером"))
        return Shape("single", tuple(cards), True)
    if n == T.HALF and any(is_joker(c) for c in cards):
        raise ShapeError(_("{cards}: a joker is melded only in sequences and groups, not in "
                           "halves").format(cards=show(cards)),
                         T.cite(T.S_JOKERS, "а не в полусеквенциях и полугруппах"))
    shape = as_group(cards) or as_sequence(cards, cut)
    if shape is None:
        ranks = {natural(c).rank for c in cards}
        text = (_("{cards} is neither a sequence nor a group (the ace is high only: A–2–3 is no "
                  "sequence, R-X23)") if Rank.ACE in ranks and Rank.TWO in ranks else
                _("{cards} is neither a sequence nor a group"))
        raise ShapeError(text.format(cards=show(cards)),
                         f"R-X23; {T.cite(T.S_MELDS, 'три или более карты одной масти, идущие подряд')}")
    if shape.kind == "group" and sum(1 for c in cards if not is_joker(c)) == 0:
        raise ShapeError(_("{cards}: a group needs natural cards").format(cards=show(cards)),
                         T.cite(T.S_JOKERS))
    return shape


def classify_trumps(cards: Sequence[PCard], cut: Cut) -> Shape:
    """Seven to nine trumps laid as one set (R-X14): all trumps, the senior counts, no jokers."""
    check_pack(cards)
    if len(cards) not in T.TRUMP_SETS:
        raise ShapeError(_("a set of trumps holds {low}–{high} cards, not {n}").format(
            low=min(T.TRUMP_SETS), high=max(T.TRUMP_SETS), n=len(cards)), T.TRUMP_SET_RULE)
    for c in cards:
        if not cut.is_trump(c):
            raise ShapeError(_("{card} is not a trump ({trump} are trumps, the senior is {senior})").format(
                card=c, trump=cut.trump, senior=cut.senior), T.TRUMP_SET_RULE)
    return Shape("trumps", tuple(cards), True, True, cut.trump)


def honour_length(shape: Shape, cut: Cut) -> int:
    """How many cards of a clean trump sequence run down from the senior (0 if it lacks it):
    §премиальные комбинации "козырные секвенции из онеров, возглавляемые старшим козырем"."""
    if not (shape.is_sequence and shape.trump) or not any(
            isinstance(c, Card) and c == cut.senior for c in shape.cards):
        return 0
    return len(shape.cards)
