"""Contracts: ``7♠`` … ``10NT``, misère and open misère — the value, reading it from text and
writing it in either language."""

from __future__ import annotations

import functools
import re
from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal, TypeAlias

from scorekeeper.errors import NotationError
from scorekeeper.i18n import _
from scorekeeper.names import shown
from scorekeeper.notation.cards import NO_TRUMP, Lang, Strain, Suit
from scorekeeper.notation.words import _MISERE_WORDS, _OPEN_WORDS, _STRAINS, _check_lang, _clean


# ------------------------------------------------------------------------------------ contracts

ContractKind: TypeAlias = Literal["suit", "nt", "misere", "open_misere"]
_KINDS: tuple[str, ...] = ("suit", "nt", "misere", "open_misere")


@dataclass(frozen=True)
class Contract:
    """A contract: ``7♠`` (kind "suit"), ``7NT`` ("nt"), ``misere`` or ``open misere``.

    ``level`` is the number of tricks (None for misère); ``strain`` the trump suit,
    :data:`NO_TRUMP`, or None for misère.  Build a trick contract with :meth:`Contract.of`.
    """

    kind: ContractKind
    level: int | None = None
    strain: Strain | None = None

    def __post_init__(self) -> None:
        kind, level, strain = self.kind, self.level, self.strain
        if kind not in _KINDS:
            raise ValueError(f"unknown contract kind {kind!r}; one of {', '.join(_KINDS)}")
        if kind in ("misere", "open_misere"):
            if level is not None or strain is not None:
                raise ValueError(f"a {kind} contract has no level and no strain")
            return
        if not isinstance(level, int) or isinstance(level, bool):
            raise ValueError(f"a {kind} contract needs an integer level, not {level!r}")
        if kind == "suit" and not isinstance(strain, Suit):
            raise ValueError(f"a suit contract needs a Suit, not {strain!r}")
        if kind == "nt" and strain is not NO_TRUMP:
            raise ValueError(f"an nt contract has strain NO_TRUMP, not {strain!r}")

    @classmethod
    def of(cls, level: int, strain: Strain) -> Contract:
        """The trick contract ``level`` in ``strain``: ``Contract.of(7, Suit.SPADES)`` is 7♠."""
        return cls("nt" if strain is NO_TRUMP else "suit", level, strain)

    @property
    def is_misere(self) -> bool:
        return self.kind in ("misere", "open_misere")

    @property
    def ru(self) -> str:
        if self.kind == "misere":
            return "мизер"
        if self.kind == "open_misere":
            return "открытый мизер"
        assert self.strain is not None
        return f"{self.level}{self.strain.ru}"

    def __str__(self) -> str:
        if self.kind == "misere":
            return "misere"
        if self.kind == "open_misere":
            return "open misere"
        assert self.strain is not None
        return f"{self.level}{self.strain.symbol}"


MISERE = Contract("misere")
OPEN_MISERE = Contract("open_misere")


def _levels_text(levels: Collection[int]) -> str:
    ordered = sorted(set(levels))
    if not ordered:
        return _("none")
    if len(ordered) > 2 and ordered == list(range(ordered[0], ordered[-1] + 1)):
        return f"{ordered[0]}–{ordered[-1]}"
    if len(ordered) == 1:
        return str(ordered[0])
    return _("{some} or {last}").format(some=", ".join(map(str, ordered[:-1])), last=ordered[-1])


def _contract_expected(levels: Collection[int], misere: bool, open_misere: bool) -> str:
    ordered = sorted(set(levels))
    parts: list[str] = []
    if ordered:
        lo, hi = ordered[0], ordered[-1]
        shown = f"{lo}♠ … {hi}NT"
        if ordered != list(range(lo, hi + 1)):
            shown = _("{contracts} at level {levels}").format(contracts=shown,
                                                              levels=_levels_text(ordered))
        parts.append(_("{contracts} (also {lo}s, {lo}п, {lo}БК)").format(contracts=shown, lo=lo))
    if misere:
        parts.append(_("misere (мизер)"))
    if open_misere:
        parts.append(_("open misere (открытый мизер)"))
    if not parts:
        return _("no contract (this game has none)")
    listed = (_("{some} or {last}").format(some=", ".join(parts[:-1]), last=parts[-1])
              if len(parts) > 1 else parts[0])
    return _("a contract: {contracts}").format(contracts=listed)


_LEVEL_STRAIN = re.compile(r"([0-9]+) ?(.*)")


def parse_contract(
    text: str | Contract,
    *,
    levels: Collection[int] = range(6, 11),
    open_misere: bool = False,
    misere: bool = True,
) -> Contract:
    """``7♠``, ``7s``, ``7п``, ``7NT``, ``7БК``, ``7 бк``, ``10nt``; ``misere``/``мизер``;
    with ``open_misere=True`` also ``open misere``/``открытый мизер``/``мизер открытый``.

    ``levels`` are the trick levels the game bids (6–10 in preferans and Five Hundred); a game
    without misère passes ``misere=False``.
    """
    if isinstance(text, str) and isinstance(levels, (range, tuple, frozenset)):
        # a night repeats the same few contracts: remember them (Contract is immutable)
        return _parse_contract_cached(text, levels, open_misere, misere)
    return _parse_contract(text, levels=levels, open_misere=open_misere, misere=misere)


@functools.lru_cache(maxsize=1024)
def _parse_contract_cached(text: str, levels: Collection[int], open_misere: bool, misere: bool) -> Contract:
    return _parse_contract(text, levels=levels, open_misere=open_misere, misere=misere)


def _parse_contract(
    text: str | Contract,
    *,
    levels: Collection[int],
    open_misere: bool,
    misere: bool,
) -> Contract:
    expected = _contract_expected(levels, misere, open_misere)
    given: object = text
    if isinstance(text, Contract):
        text = str(text)
    cleaned = _clean(text, "contract", expected)
    key = cleaned.casefold()
    words = key.split(" ")

    if key in _MISERE_WORDS:
        if not misere:
            raise NotationError(_("this game has no misère"), value=given, expected=expected)
        return MISERE
    if len(words) == 2 and (
        (words[0] in _OPEN_WORDS and words[1] in _MISERE_WORDS)
        or (words[0] in _MISERE_WORDS and words[1] in _OPEN_WORDS)  # "мизер открытый"
    ):
        if not open_misere:
            raise NotationError(_("this game has no open misère"), value=given, expected=expected)
        return OPEN_MISERE

    match = _LEVEL_STRAIN.fullmatch(cleaned)
    if match is None:
        if key in _STRAINS:
            raise NotationError(
                _("contract {given} has no level: put the number of tricks first, "
                  "as {contract}").format(given=shown(given), contract=f"7{_STRAINS[key]}"),
                value=given,
                expected=expected,
            )
        raise NotationError(_("unknown contract {given}").format(given=shown(given)), value=given,
                            expected=expected)
    digits, rest = match.groups()
    if not rest:
        raise NotationError(
            _("contract {given} has no strain: add a suit or NT, as {suit} or {nt}").format(
                given=shown(given), suit=f"{digits}♠", nt=f"{digits}NT"),
            value=given,
            expected=expected,
        )
    strain = _STRAINS.get(rest.casefold())
    if strain is None:
        message = _("contract {given}: unknown suit or no trump {strain}").format(
            given=shown(given), strain=shown(rest))
        raise NotationError(message, value=given, expected=expected)
    level = int(digits)
    if level not in levels:
        raise NotationError(
            _("no contract at level {level} ({given}): this game's levels are {levels}").format(
                level=level, given=shown(given), levels=_levels_text(levels)),
            value=given,
            expected=expected,
        )
    return Contract.of(level, strain)


def format_contract(contract: Contract, lang: Lang = "en") -> str:
    """``7♠`` / ``7NT`` / ``misere`` / ``open misere`` in English, ``7п`` / ``7БК`` / ``мизер`` /
    ``открытый мизер`` in Russian."""
    _check_lang(lang)
    return str(contract) if lang == "en" else contract.ru
