"""The bid ladder: 26 steps from 6♠ to 10NT with misère, overcalls, and the MGU auction words.

Fikhman 1991 (the 1991 book) lists the 26 steps "по возрастающей стоимости": 6♠ 6♣ 6♦ 6♥ 6NT … 9NT, мизер,
10♠ … 10NT.  Modern codes put misère between 8NT and 9♠ (a nine overcalls misère); the option
``misere_rank`` picks the place.  MGU 1971 §4 names the bids with words: RAZ (6♠), DVA (6♣), TRI (6♦),
CHETYRE (6♥), BEZKOZYRKA (6NT), SEMX PERVYH (7♠) … — each word is the lowest contract its speaker
may play, i.e. one step of the same ladder.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from scorekeeper.errors import NotationError
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.names import shown
from scorekeeper.i18n import N_, _
from scorekeeper.games.preferans import tables as T
from scorekeeper.notation import MISERE, NO_TRUMP, Contract, Suit, parse_contract

STRAINS = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, NO_TRUMP)
RULE_LADDER = f"{T.BOOK_LADDER}; {C.MGU_TORG}"


def ladder(misere_rank: str = "after-8nt") -> list[Contract]:
    """The 26 contracts in rising order; misère after 8NT or after 9NT (``misere_rank``)."""
    out: list[Contract] = []
    after = 8 if misere_rank == "after-8nt" else 9
    for level in range(6, 11):
        for strain in STRAINS:
            out.append(Contract.of(level, strain))
        if level == after:
            out.append(MISERE)
    return out


def step(contract: Contract, misere_rank: str = "after-8nt") -> int:
    """1-based step of a contract on the ladder (open misère is not a preferans contract)."""
    lad = ladder(misere_rank)
    plain = MISERE if contract.is_misere else contract
    return lad.index(plain) + 1


# ------------------------------------------------------------------------- the auction words
_LEVEL_WORDS = {
    6: ("шесть", "shest'", "shest"),
    7: ("семь", "sem'", "sem", "semx"),
    8: ("восемь", "vosem'", "vosem", "vosemx"),
    9: ("девять", "devyat'", "devyat", "devyatx"),
    10: ("десять", "desyat'", "desyat", "desyatx"),
}
_ORDINALS = {
    Suit.SPADES: ("первых", "pervyh", "pervykh"),
    Suit.CLUBS: ("вторых", "vtoryh", "vtorykh"),
    Suit.DIAMONDS: ("третьих", "tret'ih", "tretih", "tretxih", "tretikh"),
    Suit.HEARTS: ("четвертых", "четвёртых", "chetvertyh", "chetvertykh"),
    NO_TRUMP: ("пятых", "бескозырка", "безкозырка", "без козыря", "без козырей", "бк",
               "pyatyh", "bezkozyrka", "beskozyrka", "bez kozyrya"),
}
_SIX_WORDS = {
    Suit.SPADES: ("раз", "raz"),
    Suit.CLUBS: ("два", "dva"),
    Suit.DIAMONDS: ("три", "tri"),
    Suit.HEARTS: ("четыре", "chetyre"),
    NO_TRUMP: ("бескозырка", "безкозырка", "bezkozyrka", "beskozyrka"),
}
_MISERE_WORDS = ("мизер", "упал", "mizer", "upal")


def _norm(text: str) -> str:
    t = text.strip().casefold().replace("ё", "е").replace("’", "'").replace("ʹ", "'")
    return re.sub(r"\s+", " ", t)


def _word_table() -> dict[str, Contract]:
    table: dict[str, Contract] = {}
    for strain, words in _SIX_WORDS.items():
        for w in words:
            table[_norm(w)] = Contract.of(6, strain)
    for level, lwords in _LEVEL_WORDS.items():
        for strain, owords in _ORDINALS.items():
            for lw in lwords:
                for ow in owords:
                    table[_norm(f"{lw} {ow}")] = Contract.of(level, strain)
    for w in _MISERE_WORDS:
        table[_norm(w)] = MISERE
    return table


_WORDS = _word_table()
EXPECTED_BID = N_("a contract (6♠ … 10NT, misere) or an MGU auction word: раз, два, три, четыре, "
                "бескозырка, семь первых … десять четвертых, мизер (also transliterated: raz, dva, "
                "sem' pervyh …)")


@dataclass(frozen=True)
class Bid:
    """A parsed bid: the contract step it stands for, and the word it was said with (if any)."""

    contract: Contract
    word: str | None = None

    def label(self) -> str:
        return f"{self.contract} ({self.word})" if self.word else str(self.contract)


def parse_bid(text: str) -> Bid:
    """A contract in any notation form, or one of the MGU auction words (MGU 1971 §4)."""
    if not isinstance(text, str):
        raise NotationError(_("a bid is text"), value=text, expected=_(EXPECTED_BID))
    key = _norm(text)
    if key in _WORDS:
        return Bid(_WORDS[key], text.strip())
    try:
        return Bid(parse_contract(text))
    except NotationError as err:
        raise NotationError(_("unknown bid {bid}").format(bid=shown(text)), value=text,
                            expected=_(EXPECTED_BID)) from err


@dataclass(frozen=True)
class Overcall:
    """The answer to "does X overcall Y?" with the steps and the rule."""

    bid: Bid
    over: Bid
    bid_step: int
    over_step: int
    overcalls: bool
    rule: str

    def text(self) -> str:
        rel = ">" if self.bid_step > self.over_step else ("=" if self.bid_step == self.over_step else "<")
        said = _("{bid} overcalls {over}: step {bid_step} {rel} step {over_step} of 26") if self.overcalls \
            else _("{bid} does not overcall {over}: step {bid_step} {rel} step {over_step} of 26")
        return said.format(bid=self.bid.label(), over=self.over.label(), bid_step=self.bid_step, rel=rel,
                           over_step=self.over_step)


def overcall(bid: str | Bid, over: str | Bid, misere_rank: str = "after-8nt") -> Overcall:
    """Whether ``bid`` overcalls ``over``: only a strictly higher step does (Fikhman 1991: "назначают более
    высокую игру"; MGU 1971 §4 each word "perebivaet" the ones below it)."""
    b = bid if isinstance(bid, Bid) else parse_bid(bid)
    o = over if isinstance(over, Bid) else parse_bid(over)
    bs, os_ = step(b.contract, misere_rank), step(o.contract, misere_rank)
    rule = RULE_LADDER + f"; misere_rank = {misere_rank}"
    return Overcall(b, o, bs, os_, bs > os_, rule)
