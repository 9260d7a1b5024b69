"""The MGU classic's auction (MGU 1971 §4, §6.3): the words, what overcalls what, dark passes, totus.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scorekeeper.errors import IllegalError, InvalidError, UnknownNameError
from scorekeeper.games.preferans.classic_tables import (
    AUCTION_WORDS,
    DARK_ONLY,
    DARK_PASS,
    DARK_PASS_AFTER_BID_SOURCE,
    DARK_PASS_OVERCALL,
    DARK_PASS_SOURCE,
    MGU_TORG,
    PASS,
    Word,
)
from scorekeeper.i18n import N_, _, ngettext


# ================================================================== the auction (MGU 1971)
#: Cyrillic to the text's own transliteration (MGU 1971 writes "SEMX PERVYH" for «семь первых»).
_CYRILLIC = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                     ["a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "j", "k", "l", "m", "n", "o",
                      "p", "r", "s", "t", "u", "f", "h", "c", "ch", "sh", "shch", "", "y", "x", "e",
                      "yu", "ya"]))
#: Other spellings people use for the same words (the book's and today's Russian, English).
WORD_ALIASES: dict[str, str] = {
    "BESKOZYRKA": "BEZKOZYRKA", "BEZ KOZYRYA": "BEZKOZYRKA", "UPAL": "MIZER", "MISERE": "MIZER",
    "MISERE WITHOUT PRIKUP": "MIZER BEZ PRIKUPA", "DARK MISERE": "MIZER V TEMNUYU",
    "MIZER V TEMNUYU": "MIZER V TEMNUYU", "PAS": PASS, "PASS": PASS, "DARK PASS": DARK_PASS,
    "RAZ V TYOMNUYU": "RAZ V TEMNUYU",
}


def _word_key(name: str) -> str:
    text = "".join(_CYRILLIC.get(ch, ch) for ch in name.strip().lower())
    key = " ".join(text.upper().replace("ʹ", "X").replace("'", "X").replace("’", "X").split())
    return WORD_ALIASES.get(key, key)


def word(name: str) -> Word:
    """An auction word by name (``"SEMX PERVYH"``, ``"RAZ V TEMNUYU"``, …), in the text's Latin
    transliteration or in Cyrillic («семь первых», «раз в тёмную», «мизер без прикупа»)."""
    key = _word_key(name)
    if key not in AUCTION_WORDS:
        raise UnknownNameError(_("auction word"), name, AUCTION_WORDS)
    return AUCTION_WORDS[key]


def word_for_game(level: int | None, strain: int | None) -> Word:
    """The light word that names a game (R-P-C5): 6♠ RAZ … 6NT BEZKOZYRKA, 7♠ SEMX PERVYH … 7♥ and
    7NT SEMX CHETVERTYH, …; misère (``level`` None) MIZER."""
    if level is None:
        return AUCTION_WORDS["MIZER"]
    for w in AUCTION_WORDS.values():
        if (w.level == level and not w.dark and not w.without_prikup and not w.misere
                and w.strain == min(strain or 0, 4 if level == 6 else 3)):
            return w
    raise InvalidError(_("a game is 6 to 10 tricks"), value=level)


def check_word(name: str, level: int | None, strain: int | None, *, dark: bool,
               without_prikup: bool) -> Word:
    """Raise IllegalError unless the game declared (``level`` None: misère; ``strain`` 0 ♠ … 4 no
    trump) may follow the last auction word (MGU 1971 §4 "Ob®yavlennaya igra ne mozhet byt' nizhe toj,
    kotoruyu on nazval vyhode torgovli"; §6.3 for the dark words; R-P-C29):

    * a misère word binds to misère ("kabal'nyj mizer, kotoryj dolzhen ob®yavlyat'sya srazu"); a
      light trick word never allows misère;
    * RAZ, DVA, TRI V TEMNUYU allow any game from their lowest one, misère included ("mozhet igrat'
      lyubuyu igru, vklyuchaya mizer");
    * a dark word needs a dark game, a light word a light one ("prodolzhit' torgovlyu v svetluyu, no
      uzhe bez povyshayushchih koefficientov"); a BEZ PRIKUPA word a game without the prikup.
    """
    w = word(name)
    src = w.source

    def bad(why: str, expected: str) -> IllegalError:
        return IllegalError(_("after {word}: {why} ({source})").format(word=w.name, why=why, source=src),
                            key="word", value=name, expected=expected)

    if w.dark and not dark:
        raise bad(_("the word was said in the dark, so the game is dark"), _("dark = true beside it"))
    if not w.dark and dark:
        raise bad(_("a light word: the game is light"), _("no dark key, or the dark word said"))
    if w.without_prikup and not without_prikup:
        raise bad(_("the game is played without the prikup"), _("without_prikup = true beside it"))
    if w.misere:
        if level is not None:
            raise bad(_("a misère word binds the player to misère"), 'contract = "misere"')
        return w
    if level is None:
        if w.dark and w.level == 6:
            return w
        raise bad(_("misère is said at once, with the misère word (kabal'nyj mizer)"),
                  _("a game from {level} up, or word = \"MIZER\"").format(level=w.level))
    assert w.level is not None and w.strain is not None
    if (level, min(strain or 0, 4)) < (w.level, w.strain):
        more = ngettext("{n} tricks or more (strain {strain} or higher)",
                        "{n} tricks or more (strain {strain} or higher)", w.level) if w.strain else \
            ngettext("{n} tricks or more", "{n} tricks or more", w.level)
        raise bad(_("the game may not be lower than the word ({level} is below it)").format(level=level),
                  more.format(n=w.level, strain=w.strain))
    return w


def overcalls(new: str, old: str) -> bool:
    """Whether word ``new`` overcalls word ``old`` (MGU 1971 §4 and §6.3; R-P-C5 for what the text leaves
    open): "RAZ V TEMNUYU perebivaetsya tol'ko DVA V TEMNUYU ili SEMX PERVYH", "Mizer mozhno
    perebit' devyatirnoj bez prikupa, ili desyatirnoj", "MIZER BEZ PRIKUPA - perebivaetsya tol'ko
    desyatirnoj bez prikupa", "Temnyj mizer perebivaetsya tol'ko temnoj desyatirnoj"."""
    return word(new).rank > word(old).rank


def overcalls_dark_pass(in_row: int, level: int, *, dark: bool) -> bool:
    """Whether a game of ``level`` (dark or light) overcalls the ``in_row``-th PAS V TEMNUYU in a
    row (MGU 1971 §6.3: the first by RAZ V TEMNUYU or a light seven, the second by a light eight or a
    dark seven, the third by a light nine or a dark eight)."""
    need = DARK_PASS_OVERCALL[min(max(in_row, 1), 3)]
    return level >= need["dark" if dark else "light"]


def may_pass_dark(said_before: Sequence[str]) -> bool:
    """PAS V TEMNUYU may not be said once anyone has said a game word, light or dark (MGU 1971 §6.3
    "Ob®yavlyat' PAS v Temnuyu, esli do etogo byl RAZ (dazhe v svetlyj) - nel'zya")."""
    return all(w.upper() in (PASS, DARK_PASS) for w in said_before)


@dataclass(frozen=True)
class Ruling:
    """The answer to "does BID overcall OVER?" under the classic: ``overcalls`` is None where the
    question has no yes/no answer (totus is not an auction word); ``text`` says why."""

    bid: str
    over: str
    overcalls: bool | None
    text: str
    rule: str


TOTUS_WORDS = ("TOTUS", "PREFERANS", "ТОТУС")
TOTUS_NOT_A_WORD = N_("TOTUS is not an auction word: the player who won the auction announces it after "
                    "the prikup, whatever that player's last word, and plays it as a ten (R-P-C6; MGU 1971 §6.3 "
                    "\"na ostavshihsya 10 kartah igrok dolzhen sygrat' desyatirik\")")


def _as_word(text: str) -> Word | str:
    """An auction word, PAS, PAS V TEMNUYU or TOTUS; a contract (7♠, misere) is its light word."""
    key = _word_key(text)
    if key in (PASS, DARK_PASS):
        return key
    if key in TOTUS_WORDS or text.strip().lower() in ("тотус", "totus"):
        return "TOTUS"
    if key in AUCTION_WORDS:
        return AUCTION_WORDS[key]
    from scorekeeper.errors import NotationError
    from scorekeeper.notation import NO_TRUMP, Suit, parse_contract

    try:
        c = parse_contract(text)
    except NotationError:
        raise UnknownNameError(_("auction word"), text, [*AUCTION_WORDS, PASS, DARK_PASS, "TOTUS"]) from None
    if c.is_misere:
        return AUCTION_WORDS["MIZER"]
    order = [Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, NO_TRUMP]
    return word_for_game(int(c.level or 0), order.index(c.strain))


def classic_overcall(bid: str, over: str, *, in_row: int = 1) -> Ruling:
    """Arbitrate an overcall under the classic's words (MGU 1971 §4, §6.3; R-P-C5, R-P-C6).

    ``over`` may be PAS V TEMNUYU: then ``in_row`` says which dark pass in a row it is, and the
    thresholds of §6.3 decide (a light misère outranks every nine and a dark one every dark eight,
    so both overcall any dark pass, R-P-C29)."""
    b, o = _as_word(bid), _as_word(over)
    name = lambda w: w if isinstance(w, str) else w.name  # noqa: E731
    if "TOTUS" in (b, o):
        return Ruling(name(b), name(o), None, _(TOTUS_NOT_A_WORD), "R-P-C6")
    if b in (PASS, DARK_PASS):
        if b == DARK_PASS and not may_pass_dark([name(o)]):
            return Ruling(name(b), name(o), False, _("PAS V TEMNUYU may not follow a game word, light "
                                                     "or dark"), DARK_PASS_AFTER_BID_SOURCE)
        return Ruling(name(b), name(o), False,
                      _("{word} overcalls nothing: it is a pass").format(word=name(b)), MGU_TORG)
    assert isinstance(b, Word)
    if o == PASS:
        return Ruling(b.name, PASS, True,
                      _("{word} names a game: any game word follows a pass").format(word=b.name),
                      MGU_TORG)
    if o == DARK_PASS:
        n = min(max(in_row, 1), 3)
        level = 10 if b.misere else int(b.level or 0)
        yes = overcalls_dark_pass(n, level, dark=b.dark)
        need = DARK_PASS_OVERCALL[n]
        said = {
            (1, True): _("the first PAS V TEMNUYU in a row is overcalled by a light {light} or a dark "
                         "{dark}: {word} does"),
            (1, False): _("the first PAS V TEMNUYU in a row is overcalled by a light {light} or a dark "
                          "{dark}: {word} does not"),
            (2, True): _("the second PAS V TEMNUYU in a row is overcalled by a light {light} or a dark "
                         "{dark}: {word} does"),
            (2, False): _("the second PAS V TEMNUYU in a row is overcalled by a light {light} or a "
                          "dark {dark}: {word} does not"),
            (3, True): _("the third PAS V TEMNUYU in a row (or later) is overcalled by a light {light} "
                         "or a dark {dark}: {word} does"),
            (3, False): _("the third PAS V TEMNUYU in a row (or later) is overcalled by a light "
                          "{light} or a dark {dark}: {word} does not"),
        }[n, yes]
        return Ruling(b.name, f"{DARK_PASS} (×{n} in a row)", yes,
                      said.format(light=need["light"], dark=need["dark"], word=b.name),
                      DARK_PASS_SOURCE + ("; R-P-C29" if b.misere else ""))
    assert isinstance(o, Word)
    yes = overcalls(b.name, o.name)
    if o.overcalled_by:
        text = _("{word} overcalls {over}: rank {rank} > {over_rank} (the text: {over} is overcalled "
                 "only by {words})") if yes else \
            _("{word} does not overcall {over}: rank {rank} ≤ {over_rank} (the text: {over} is "
              "overcalled only by {words})")
    else:
        text = _("{word} overcalls {over}: rank {rank} > {over_rank}") if yes else \
            _("{word} does not overcall {over}: rank {rank} ≤ {over_rank}")
    return Ruling(b.name, o.name, yes,
                  text.format(word=b.name, over=o.name, rank=b.rank, over_rank=o.rank,
                              words=either(o.overcalled_by)),
                  "; ".join(dict.fromkeys([b.source, o.source, "R-P-C5"])))


def either(words: Sequence[str]) -> str:
    """Words one of which does it: "DVA V TEMNUYU or SEMX PERVYH"."""
    return (" " + _("or") + " ").join(words)


def dark_only(word_name: str, level: int, strain: int) -> bool:
    """Whether the game ``level``/``strain`` must be played dark (closed, both partners whisting)
    after the dark word ``word_name`` (MGU 1971 §6.3)."""
    return (level, strain) in DARK_ONLY.get(word(word_name).name, frozenset())
