"""One small pure function per scoring paragraph, each citing the rule it implements.

Numbers come from :mod:`.tables`; which table and which factor come from the resolved options.
Nothing here knows about players' seats, the state or the session: the engine asks, these answer.
Amounts are :class:`~fractions.Fraction` where a half can appear (half-responsible and gentleman's
whists), so nothing is ever rounded on the way.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any

from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import tables as T
from scorekeeper.i18n import _, ngettext, pgettext
from scorekeeper.notation import Contract

Options = Mapping[str, Any]


def level_key(contract: Contract) -> int | str:
    """The value-table key of a contract: its level, or ``"misere"``."""
    return "misere" if contract.is_misere else int(contract.level or 0)


@dataclass(frozen=True)
class Prices:
    """Every price of one game, read from the table the ``values`` option picks.

    ``value`` — points of a made game (before R-P5 halves an irresponsible one); ``whist`` — whists
    per trick a whister is paid for; ``remiz`` — mountain per undertrick (per trick of a caught
    misère); ``shortfall`` — mountain per trick a whister is short; ``consolation`` — whists per
    undertrick each writer writes "za bezvzyatie"; ``rule`` — where the numbers come from."""

    value: int
    whist: int
    remiz: int
    shortfall: Fraction
    consolation: int
    rule: str


_PENALTY_SHARE = {"full": Fraction(1), "half": Fraction(1, 2), "none": Fraction(0)}


def prices(contract: Contract, opts: Options, *, dark: bool = False, bomb: int = 0) -> Prices:
    """The prices of ``contract`` under the resolved options.

    * ``values = modern`` (R-P-M0, the modern conventions, 6=2 … 10=10): the value is the price of a
      trick for everyone (MGU 1971 §7 example 1 "4h2 zapisyvaet na igroka 8 vistov"); Leningrad doubles
      the whists (``whist_doubling``) and the undertricks (``remiz_doubling``).
    * ``values = mgu``: the MGU 1971 §7 table, dark column ×2 and bomb columns ×2, ×4, ×8 — "dlya
      igrayushchego i vistuyushchego" the same number (R-P2, R-P3; example 2: 8 a trick on a 7 on a
      bomb).
    * ``values = book``: the 1991 book — points 12 … 36 (R-S3), whists the single column 24 … 72
      (R-S2), undertricks at the value (Fikhman 1991 "3X30=90"), a short whister the «штраф за недобор»
      column.
    """
    return _prices(level_key(contract), opts["values"], opts["whist_doubling"], opts["remiz_doubling"],
                   opts["whist_penalty"], dark, bomb)


@lru_cache(maxsize=512)
def _prices(key: int | str, table: str, whist_doubling: bool, remiz_doubling: bool, whist_penalty: str,
            dark: bool, bomb: int) -> Prices:
    """:func:`prices` for the option values it depends on (memoised: replays price the same few
    games over and over)."""
    if (dark or bomb) and table != "mgu":
        raise ValueError("dark games and bombs are priced by the MGU table only")
    if table == "book":
        whist, _pair, _alone, fine = C.BOOK_WHIST_TABLE[key]
        value = C.BOOK_VALUES[key]
        return Prices(value, whist, value, Fraction(fine), value, T.GAME_VALUES_SOURCE["book"])
    if table == "mgu":
        value = classic.game_value(key, dark=dark, bomb=bomb)
        rule = C.MGU_VALUE_SOURCE + (f"; {C.DARK_SOURCE}" if dark else "") + \
            (f"; {C.BOMB_SOURCE}" if bomb else "")
    else:
        value = T.GAME_VALUES[table][key]
        rule = T.R_VALUE
    remiz = value * (T.DOUBLING_FACTOR if remiz_doubling else 1)
    whist = value * (T.DOUBLING_FACTOR if whist_doubling else 1)
    # the consolation is the whist price per undertrick: MGU 1971 §7 "stol'ko vistov, skol'ko ochkov on
    # zapisal sebe v goru"; doubled in Leningrad (R-P-M0, the modern conventions, "4 on a 6")
    return Prices(value, whist, remiz, remiz * _PENALTY_SHARE[whist_penalty], whist, rule)


def game_value(contract: Contract, opts: Options, **kw: Any) -> int:
    """Points of a made game and the base price of one of its tricks (:func:`prices`)."""
    return prices(contract, opts, **kw).value


def whist_minimum(level: int, opts: Options) -> int:
    """Tricks the whisters must take between them (R-P2; MGU 1971 §4): 6 → 4, 7 → 2, 8 → 1, 9 → 1;
    none on 10 (R-P-M3), or one under ``whist_minimum = ten-one`` (pulka's FSPR set)."""
    return T.WHIST_MINIMUMS[opts["whist_minimum"]][level]


def whisters_credit(defenders_tricks: Mapping[str, int], whisters: Sequence[str], opts: Options, *,
                    made: bool = True, passer: str | None = None) -> dict[str, Fraction]:
    """Tricks each defender is paid whists for.

    * Two whisters: each his own tricks, always (R-P11: "two whisters each write their own tricks
      (never an equal split)").
    * One whister: every defender's trick is his (MGU 1971 §6: "vse vyigryshnye visty, a takzhe shtrafnye
      ochki za etu igru prinadlezhat vistuyushchemu"; R-P-M2), open or closed — unless ``lone_whist``
      splits them equally with the ``passer`` (the gentleman's whist, R-P11): on a failed game under
      ``gentleman-on-fail`` (Leningrad, Rostov), made or failed under ``gentleman``."""
    total = sum(defenders_tricks.values())
    if len(whisters) == 1:
        if passer is not None and T.LONE_WHIST_SPLIT[opts["lone_whist"]][0 if made else 1]:
            half = Fraction(total, T.LONE_WHIST_SHARES)
            return {whisters[0]: half, passer: half}
        return {whisters[0]: Fraction(total)}
    return {w: Fraction(defenders_tricks.get(w, 0)) for w in whisters}


def whisters_answer(defenders_tricks: Mapping[str, int], whisters: Sequence[str]) -> dict[str, Fraction]:
    """Tricks each whister answers for against the whist minimum (R-P2): his own with two whisters;
    with one, every defender's trick (R-P-M2) — also under the gentleman's whist, where the passer,
    who did not whist, answers for nothing (R-P-M17)."""
    if len(whisters) == 1:
        return {whisters[0]: Fraction(sum(defenders_tricks.values()))}
    return {w: Fraction(defenders_tricks.get(w, 0)) for w in whisters}


def whister_shortfalls(level: int, credit: Mapping[str, Fraction], whisters: Sequence[str],
                       opts: Options) -> dict[str, Fraction]:
    """Missing tricks each whister answers for (R-P2, R-P-M1).

    Nobody answers while the pair took its minimum.  One whister answers for the whole minimum.
    Two whisters (``whisters`` in speaking order): ``split`` — each for his share (half; the odd
    trick is the second's), one's surplus not covering the other's shortfall; ``second`` — the
    second whister for the pair's whole shortfall; ``both`` — each for the pair's whole shortfall;
    ``pair`` — :func:`pair_shortfalls`."""
    minimum = whist_minimum(level, opts)
    got = sum(credit.values(), Fraction(0))
    if got >= minimum or not whisters:
        return {}
    if len(whisters) == 1:
        return {whisters[0]: minimum - got}
    first, second = whisters
    missing = minimum - got
    mode = opts["whist_responsibility"]
    if mode == "second":
        return {second: missing}
    if mode == "both":
        return {first: missing, second: missing}
    if mode == "pair":
        return pair_shortfalls(minimum, credit, whisters)
    shares = T.whist_minimum_shares(minimum)
    out = {}
    for who, share in zip(whisters, shares):
        short = share - credit[who]
        if short > 0:
            out[who] = short
    return out


def pair_shortfalls(minimum: int, credit: Mapping[str, Fraction],
                    whisters: Sequence[str]) -> dict[str, Fraction]:
    """Two whisters who fell short of the pair's minimum (pulka src/engine/calc.ts calcGame, «ШТРАФ
    ЗА НЕДОБОР», ``whist_responsibility = pair``): the pair's shortfall is what is missing from the
    pair's tricks, and it is laid on those short of half the minimum in proportion to what each is
    short — so a partner's surplus covers it («взявший больше своей нормы покрывает часть недобора
    партнёра»).  Where the minimum is one trick (8, 9; a ten under ``ten-one``) each whister who
    took none answers for the whole trick («на 8-9-10 … отвечают оба»)."""
    if minimum == 1:
        return {w: Fraction(1) for w in whisters if credit[w] == 0}
    half = Fraction(minimum, 2)
    missing = minimum - sum((credit[w] for w in whisters), Fraction(0))
    short = {w: max(Fraction(0), half - credit[w]) for w in whisters}
    total = sum(short.values(), Fraction(0))
    return {w: s * missing / total for w, s in short.items() if s > 0}


def consolation_writers(defenders: Sequence[str], whisters: Sequence[str], dealer_out: str | None,
                        opts: Options) -> list[str]:
    """Who writes consolation on a failed declarer (R-P3): the defenders (whisters and passer), and
    with ``consolation_to = table`` also the dealer sitting out; only the whisters when
    ``consolation = greedy`` (R-P-M4); nobody when ``gentleman``."""
    mode = opts["consolation"]
    if mode == "gentleman":
        return []
    if mode == "greedy":
        return list(whisters)
    out = list(defenders) + [w for w in whisters if w not in defenders]  # the dealer whisting, R-P-C33
    if opts["consolation_to"] == "table" and dealer_out is not None and dealer_out not in out:
        out.append(dealer_out)
    return out


def consolation_amount(writer: str, undertricks: int, price: int, whisters: Sequence[str],
                       trick_whists: Mapping[str, Fraction], opts: Options) -> Fraction:
    """Consolation one player writes (R-P3; MGU 1971 §7): ``ordinary`` and ``greedy`` — the game value
    (``price``, :attr:`Prices.consolation`) per undertrick; ``robber`` — a whister the ordinary
    amount on top of his tricks, every other writer as much as the whister wrote in all
    ("grabitel'skij vist"; with two whisters, the larger, R-P-M4)."""
    ordinary = Fraction(price * undertricks)
    if opts["consolation"] != "robber" or writer in whisters:
        return ordinary
    wrote = [trick_whists.get(w, Fraction(0)) + ordinary for w in whisters]
    return max(wrote, default=ordinary)


def half_whist_credit(level: int, opts: Options) -> int:
    """Tricks a half-whister is paid for when the other defender passes too (R-P-M0, the modern
    conventions: "half the pair minimum (2 tricks on 6, 1 on 7)")."""
    return T.HALF_WHIST_CREDIT[opts["half_whist_credit"]][level]


def half_whist_allowed(level: int, opts: Options) -> bool:
    """Whether a half-whist may be said on this level (R-P-M0: "on a six or seven only")."""
    return level in T.HALF_WHIST_LEVELS[opts["half_whist"]]


def raspas_step(streak: int, opts: Options) -> int:
    """Price of one trick on the raspas that follows ``streak`` raspasy in a row (R-P4; R-P-M0
    modern conventions 1-2-3 / 2-4-6; it stays at the third step afterwards, R-P-M5)."""
    steps = T.RASPASY_PROGRESSION[opts["raspasy_progression"]]
    return steps[min(streak, len(steps) - 1)]


def exit_minimum(streak: int, opts: Options) -> int:
    """Lowest contract level of the game after ``streak`` raspasy in a row (the exit rule, R-P-M6);
    6 when there was no raspas."""
    exits = T.RASPASY_EXIT[opts["raspasy_exit"]]
    if streak <= 0:
        return T.LOWEST_LEVEL
    return exits[min(streak, len(exits)) - 1]


def zero_trick_reward(step: int, opts: Options) -> tuple[str, int]:
    """What a player with no trick on raspasy earns: ``("pool", n)``, ``("mountain", n)`` (written
    off, to zero at most), ``("below", n)`` (written off, below zero too) or ``("none", 0)`` (R-P-M0,
    the modern conventions; R-P4 for ``mountain``; pulka for ``mountain-2``)."""
    mode = opts["raspas_zero"]
    if mode == "pool":
        return "pool", step
    if mode == "pool-1":
        return "pool", T.ZERO_TRICK_POOL_POINT
    if mode == "mountain":
        return "mountain", step
    if mode == "mountain-2":  # pulka's «минус цена 2 взяток с горы», below zero too
        return "below", T.ZERO_TRICK_MOUNTAIN_STEPS * step
    return "none", 0


def zero_reward_to_dealer(dealer: str | None, dealer_out: str | None, opts: Options) -> bool:
    """Whether the deal's dealer earns a clean raspas's reward (``raspas_zero_dealer``): ``playing``
    — only holding cards, with three players (R-P-M15: the dealer sitting out takes no trick of
    his own); ``never`` — not even then (pulka's FSPR set, «кроме СДАЮЩЕГО»); ``always`` — the
    dealer sitting out with four too, who took none (the Swift engine's Rostov, ScoringEngine.swift
    scoreDirectWhistAllPass)."""
    mode = opts["raspas_zero_dealer"]
    if mode == "never":
        return False
    return mode == "always" or dealer_out is None


def raspas_charged(tricks: Mapping[str, int], opts: Options) -> dict[str, int]:
    """The raspas tricks each player pays for on the mountain (R-P4): every trick, or under
    ``raspasy_amnesty`` the tricks beyond the fewest anyone took (pulka src/engine/calc.ts
    calcRaspas: «взявший меньше всех не пишет ничего»)."""
    if not opts["raspasy_amnesty"] or not tricks:
        return dict(tricks)
    fewest = min(tricks.values())
    return {p: n - fewest for p, n in tricks.items()}


def series_ends(kind: str, made: bool, whisted: bool, opts: Options) -> bool:
    """Whether a deal that is not a raspas ends the raspasy series (``raspasy_end``): ``any-game``
    — any game or misère (R-P-M5); ``made`` — a made game or made misère («подсадом из распасов не
    выходят», pulka src/engine/raspas.ts nextRaspasState); ``whisted-made`` — a made game somebody
    whisted, a half-whist too, never a misère (pulka's FSPR set: ``exitRequiresVisted``, «8 пик —
    пас — пас» not an exit; ``misereBreaksRaspas`` false)."""
    mode = opts["raspasy_end"]
    if mode == "any-game":
        return True
    if mode == "made":
        return made
    return made and whisted and kind in ("game", "passed")


def dealer_stays(kind: str, level: int, made: bool, streak: int, opts: Options) -> bool:
    """Whether the deal stays with its dealer under ``dealer_stays`` (pulka src/engine/raspas.ts
    nextFirstHand): at the top of a series (``streak`` raspasy in a row before the deal, two or more)
    a failed game of eight or more, a caught misère or «без трёх» («несыгранная игра — это любой
    невыполненный заказ»)."""
    if not opts["dealer_stays"] or streak < T.SERIES_TOP or made:
        return False
    return kind in ("misere", "without_three") or (kind == "game" and level >= T.DEALER_STAYS_LEVEL)


def rostov_raspasy(tricks: Mapping[str, int], step_ratio: int, opts: Options) -> list[tuple[str, str, Fraction]]:
    """Rostov raspasy (R-P-M0, the modern conventions; R-P-M7): the player with the fewest tricks
    writes ``raspasy_whists`` × step × tricks on every player who took more.  Where several tie for
    the fewest (R-P12): ``raspasy_tie = each`` — each of them writes the full amount; ``split`` —
    they share it equally.  Returns ``(writer, on, whists)``."""
    fewest = min(tricks.values())
    per = opts["raspasy_whists"] * step_ratio
    writers = [p for p, n in tricks.items() if n == fewest]
    share = Fraction(1, len(writers)) if opts["raspasy_tie"] == "split" else Fraction(1)
    out = []
    for writer in writers:
        for other, m in tricks.items():
            if m > fewest:
                amount = per * m * share
                out.append((writer, other, amount.numerator if amount.denominator == 1 else amount))
    return out


# ------------------------------------------------------------------------- arbitration facts
@dataclass(frozen=True)
class Fact:
    """One number about a contract, with the rule it comes from."""

    label: str
    value: Any
    rule: str


def contract_facts(contract: Contract, opts: Options, *, dark: bool = False, bomb: int = 0) -> list[Fact]:
    """What a contract is worth and what the whisters must take, under resolved options (a dark
    game and a bomb under the MGU table)."""
    pr = prices(contract, opts, dark=dark, bomb=bomb)
    out = _value_facts(pr, opts)
    if contract.is_misere:
        return out + _misere_facts(pr, opts)
    level = int(contract.level or 0)
    if is_caught_ten(contract, opts):
        return out + _caught_ten_facts(pr, opts)
    if opts["whist_minimum"] == "book":
        return out + _book_whist_facts(pr, level)
    return out + _whist_facts(pr, level, opts) + _more_facts(contract, pr, level, opts, dark)


def _value_facts(pr: Prices, opts: Options) -> list[Fact]:
    """A made game's points, their halves (R-P1, R-S3) and an irresponsible game's (R-P5)."""
    value_rule = pr.rule if opts["values"] != "book" else C.BOOK_VALUES_SOURCE
    out = [Fact(_("game value (points when made)"), pr.value, value_rule)]
    if opts["game_points"] == "half":
        out.append(Fact(_("made: to the pool / off the own mountain"), f"{txt_half(pr.value)} / "
                        f"{txt_half(pr.value)}", "R-P1; R-S3" if opts["values"] == "book" else "R-P1"))
    if opts["responsible_games"]:
        out.append(Fact(_("an irresponsible game (beyond the raspasy and razboynik games) earns"),
                        txt_half(pr.value), C.RESPONSIBLE_SOURCE))
    return out


def _misere_facts(pr: Prices, opts: Options) -> list[Fact]:
    """A caught misère's mountain and its whists, if any (MGU 1971 §7; R-P-C34; the book)."""
    book = opts["whist_minimum"] == "book"
    out = [Fact(_("mountain per trick taken (caught misère)"), pr.remiz,
                C.BOOK_MISERE_SOURCE if opts["values"] == "book" else T.R_MISERE)]
    if opts["misere_whist"] != "per-trick":
        return out + [Fact(_("whists"), _("none: misère is caught, not whisted"), T.R_MISERE)]
    out.append(Fact(_("whists per trick forced on the declarer, each whister"), pr.whist,
                    C.BOOK_WHIST_SOURCE if book else "R-P-C34"))
    if book:
        _whist, pair, alone, fine = C.BOOK_WHIST_TABLE["misere"]
        out.append(Fact(_("whisters' minimum «вдвоём» / «в одиночку»"), f"{pair} / {alone}",
                        C.BOOK_WHIST_SOURCE))
        out.append(Fact(_("«штраф за недобор» per missing trick"), fine, C.BOOK_WHIST_SOURCE))
    return out


def _caught_ten_facts(pr: Prices, opts: Options) -> list[Fact]:
    """A ten the partners catch instead of whisting (MGU 1971 §6.3, §7; R-P-C28)."""
    return [
        Fact(_("whists"), _("none: on a ten the partners lay their cards down and catch"), C.MGU_HIGH),
        Fact(_("mountain per undertrick (declarer)"), pr.remiz, T.R_REMIZ),
        Fact(_("failed: each other player writes per undertrick"), pr.consolation
             if opts["consolation"] != "gentleman" else 0,
             f"{C.MGU_SHEET} (\"Na desyatirike vse partnery pishut tol'ko za nedobor\"); R-P-C28"),
    ]


def _book_whist_facts(pr: Prices, level: int) -> list[Fact]:
    """The book's whist table row (R-S2) and its failed declarer (R-S3; R-P-C20, R-P-C21)."""
    whist, pair, alone, fine = C.BOOK_WHIST_TABLE[level]
    return [
        Fact(_("whists per trick taken by a whister"), whist, C.BOOK_WHIST_SOURCE),
        Fact(_("whisters' minimum «вдвоём» / «в одиночку»"), f"{pair} / {alone}", C.BOOK_WHIST_SOURCE),
        Fact(_("both whisting: first / second answers for"), "{} / {}".format(*C.split_minimum(pair)), "R-P-C20"),
        Fact(_("«штраф за недобор» per missing trick"), fine, C.BOOK_WHIST_SOURCE),
        Fact(_("mountain per undertrick (declarer)"), pr.remiz, C.BOOK_FAILED_SOURCE),
        Fact(_("consolation per undertrick"), 0, C.BOOK_NO_CONSOLATION_SOURCE),
    ]


def _whist_facts(pr: Prices, level: int, opts: Options) -> list[Fact]:
    """Whists, the whist minimum and its shares, undertricks, shortfalls and the consolation
    (R-P2, R-P3; MGU 1971 §7 examples 1 and 2)."""
    minimum = whist_minimum(level, opts)
    first, second = T.whist_minimum_shares(minimum)
    facts = [
        Fact(_("whists per trick taken by a whister"), pr.whist,
             C.MGU_WHIST_SOURCE if opts["values"] == "mgu" else T.R_WHIST),
        Fact(_("whisters' minimum (tricks between them)"), minimum, T.WHIST_MINIMUM_SOURCE),
        Fact(_("with two whisters: first / second answers for"), f"{first} / {second}", "R-P2"),
        Fact(_("mountain per undertrick (declarer)"), pr.remiz, T.R_REMIZ),
        Fact(_("mountain per trick a whister is short"), pr.shortfall,
             f"R-P2; whist_penalty = {opts['whist_penalty']}"),
        Fact(_("consolation per undertrick, each writer"), pr.consolation
             if opts["consolation"] != "gentleman" else 0, f"R-P3; consolation = {opts['consolation']}"
             + ("; whist_doubling: the doubled whist price (R-P11)" if opts["whist_doubling"] else "")
             + ("; consolation_to = table: the dealer too" if opts["consolation_to"] == "table" else "")),
    ]
    if opts["failed_game"] == "direct-whists":  # the Swift engine's Rostov: no mountain, 10 each
        facts[3] = Fact(_("mountain per undertrick (declarer)"), 0, f"{T.R_DIRECT_WHISTS}; failed_game = direct-whists")
        facts[5] = Fact(_("failed: each defender writes per undertrick"), T.DIRECT_WHISTS_PER_UNDERTRICK,
                        f"{T.R_DIRECT_WHISTS}; failed_game = direct-whists")
    return facts


def _more_facts(contract: Contract, pr: Prices, level: int, opts: Options, dark: bool) -> list[Fact]:
    """The half-whist or a passed game's whists, the dealer's prikup whists, the ten's whist duty,
    Stalingrad's 6♠ and the dark games played dark only."""
    out = []
    if half_whist_allowed(level, opts):
        credit = half_whist_credit(level, opts)
        out.append(Fact(_("half-whist: whists when the other defender passes too"),
                        credit * pr.whist, T.R_HALF_WHIST))
    elif opts["passed_whists"] == "right" and level in C.MGU_PASSED_WHISTS:
        out.append(Fact(_("both passed: the defender on the right writes"), C.MGU_PASSED_WHISTS[level] * pr.whist,
                        f"{C.MGU_PASSED_SOURCE}; R-P-C25"))
    else:
        out.append(Fact(_("half-whist"), _("not allowed on this contract"), T.R_HALF_WHIST))
    if opts["dealer_prikup_whists"]:
        out.append(Fact(_("four players: the dealer's whists per prikup trick (ace/marriage 1, ace+king 2, "
                          "two aces 3)"), 0 if dark else pr.value, f"{C.PRIKUP_TRICKS_SOURCE}"
                        + ("; R-P-C14: a dark prikup is not shown" if dark else "")))
    if level == 10:
        out.append(Fact(_("whisting the 10-game"), _("obligatory (someone whists)")
                        if opts["ten_whist"] == "duty" else _("free"), f"{T.R_TEN}; ten_whist"))
    if opts["stalingrad"] and level == 6 and contract.strain is not None and contract.kind == "suit" \
            and contract.strain.order == 0:
        out.append(Fact("6♠", _("both defenders must whist"), T.R_STALINGRAD))
    if dark and (level == 6 or (level == 7 and contract.kind == "suit" and contract.strain.order == 0)):
        out.append(Fact(_("dark"), _("played only dark, closed, both partners whisting"), C.MGU_HIGH))
    return out


def totus_facts(opts: Options, *, bomb: int = 0) -> list[Fact]:
    """What a totus does under the classic (MGU 1971 §7; R-P-C1…R-P-C3)."""
    helps = C.TOTUS_PARTNERS[bomb]
    return [
        Fact(_("values"), _("none: a totus has no row in the value table; no whists are written"), "R-P-C1"),
        Fact(pgettext("totus", "made"), _("closes the own pool and writes off the own mountain"), C.TOTUS_MADE_SOURCE),
        Fact(_("made on this bomb also"), _("every player's mountain written off") if helps is None else
             ngettext("closes the pool and writes off the mountain of {n} partner(s), 10 whists a point",
                      "closes the pool and writes off the mountain of {n} partner(s), 10 whists a point",
                      helps).format(n=helps)
             if helps else _("nothing more"), f"{C.TOTUS_MADE_SOURCE}; R-P-C2"),
        Fact(_("failed"), _("doubles the own mountain") if not bomb else
             _("doubles the own mountain and adds the intended partners' mountains"),
             C.TOTUS_FAILED_SOURCE + ("; R-P-C3" if bomb else "")),
        Fact(_("played as"), ngettext("a ten on the remaining {n} cards", "a ten on the remaining {n} cards",
                                      C.TOTUS_PLAYED_AS).format(n=C.TOTUS_PLAYED_AS), C.MGU_HIGH),
    ]


def txt_half(value: int) -> str:
    half = Fraction(value, 2)
    return str(int(half)) if half.denominator == 1 else f"{float(half):g}"


def is_caught_ten(contract: Contract, opts: Mapping[str, Any]) -> bool:
    """A ten the table catches rather than whists: the partners do not whist it, they catch it
    (MGU 1971 §6.3; option ten_play = catch; R-P-C28)."""
    return (not contract.is_misere and int(contract.level or 0) == T.CATCHABLE_LEVEL
            and opts["ten_play"] == "catch")
