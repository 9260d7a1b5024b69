"""Arbitration without a session file: what a contract is worth (``scorekeeper preferans value``)
and what one described deal scores under a preset (``scorekeeper preferans score``), each number
with its rule.  A described deal is checked by the engine as a session's entry is; a contract's
value refuses what a session under the preset refuses (a dark game, a bomb or a totus where the
preset plays none, a dark totus)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from scorekeeper.core.answer import Answer, cite, line, ref, strong
from scorekeeper.core.engine import DealContext, Step, Table
from scorekeeper.core.figures import figure_text
from scorekeeper.core.options import resolve_options
from scorekeeper.errors import IllegalError, InvalidError, NotationError, UnknownNameError
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans.deal import PreferansDeal
from scorekeeper.games.preferans.engine import Preferans
from scorekeeper.games.preferans.keys import TOTUS_NAMES
from scorekeeper.games.preferans.labels import contract_text
from scorekeeper.games.preferans.resolve_classic import dark_games, totus_played
from scorekeeper.games.preferans.classic_auction import either
from scorekeeper.games.preferans.scoring import Fact, contract_facts, is_caught_ten, totus_facts
from scorekeeper.i18n import _
from scorekeeper.notation import Contract, parse_contract


@dataclass
class Outcome:
    """What one described deal scores under a preset, starting from a clean sheet."""

    preset: str
    options: dict[str, Any]
    players: tuple[str, ...]
    dealer: str
    steps: list[Step]
    snapshot: dict[str, Any]


def resolve_preset(preset: str, overrides: Mapping[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
    """A preset name or alias (and option overrides) → (canonical name, resolved options)."""
    from scorekeeper.core import registry

    g = registry.game("preferans")
    p = registry.preset(g, preset)
    return p.name, resolve_options(g.options, p, overrides)


@dataclass(frozen=True)
class Valued:
    """What a contract is worth under a preset: its label (as ``--json`` names it), each fact with
    its rule, and the label as the answer says it."""

    label: str
    facts: list[Fact]
    said: str = ""


def contract_of(text: str, key: str = "CONTRACT") -> Contract:
    try:
        return parse_contract(text)
    except NotationError as err:
        raise err.located(key=key) from None


def is_totus(text: str) -> bool:
    return text.strip().casefold() in TOTUS_NAMES


def value(preset: str, options: Mapping[str, Any], text: str, *, dark: bool = False,
          bomb: int = 0) -> Valued:
    """What a contract (or a totus) is worth and what the whisters must take (MGU 1971 §6.3,
    §7 and the presets' tables), refused where the preset plays no such game."""
    if bomb and not options["bombs"]:
        raise IllegalError(_("no bombs under {rules}").format(rules=preset), key="--bomb", value=bomb,
                           expected=_("a preset that plays them (bombs = true: the MGU classic ones)"))
    if is_totus(text):  # checked as a session checks a totus entry: the totus, then its keys
        totus_played(options, "CONTRACT", text)
        if dark:
            raise IllegalError(_("a totus is shown and played as a ten: no dark game (R-P-C1)"),
                               key="--dark", value=True, expected=_("no --dark beside totus"))
        return Valued("totus", totus_facts(options, bomb=bomb), _("totus"))
    if dark:
        dark_games(options, "--dark")
    c = contract_of(text)
    label = ("dark " if dark else "") + str(c) + (f" on bomb {bomb}" if bomb else "")
    said = (_("dark {contract} on bomb {bomb}") if bomb else _("dark {contract}")) if dark else \
        _("{contract} on bomb {bomb}") if bomb else "{contract}"
    return Valued(label, contract_facts(c, options, dark=dark, bomb=bomb),
                  said.format(contract=contract_text(c), bomb=bomb))


def read_bids(options: Mapping[str, Any], bid: str, over: str) -> None:
    """Both bids of ``preferans overcall`` read as the preset reads them (the classic's auction
    words under the MGU presets, the 26-step ladder's otherwise); one that cannot be read is
    refused naming its argument, BID or OVER."""
    from scorekeeper.errors import ScorekeeperError

    if options["values"] == "mgu":
        from scorekeeper.games.preferans.classic_auction import _as_word as read
    else:
        from scorekeeper.games.preferans.auction import parse_bid as read
    for text, key in ((bid, "BID"), (over, "OVER")):
        try:
            read(text)
        except ScorekeeperError as err:
            raise err.located(key=key) from None


def game_deal(options: Mapping[str, Any], declarer: str, text: str,
              whisters: Sequence[str]) -> dict[str, Any]:
    """The entry of a described game: a ten the table catches (option ten_play) and a misère
    nobody whists (option misere_whist) carry no whist key, as a session's entry does not."""
    deal: dict[str, Any] = {"declarer": declarer, "contract": text}
    if is_totus(text):
        return deal
    c = contract_of(text)
    caught = is_caught_ten(c, options)
    if not caught and (not c.is_misere or options["misere_whist"] != "none"):
        deal["whist"] = list(whisters)
    return deal


def score_outcome(preset: str, players: Sequence[str], deal: Mapping[str, Any], *,
                  dealer: str | None = None, streak: int = 0,
                  overrides: Mapping[str, Any] | None = None,
                  bombs: Mapping[str, Sequence[int]] | None = None,
                  dark_streak: int = 0) -> Outcome:
    """Score one described deal on a clean sheet (``streak`` raspasy in a row before it, the last
    ``dark_streak`` of them dark; ``bombs`` each player holds).

    Under presets with a razboynik (or ёлочка) the sheet starts after it, in the main game, with the
    razboynik counted as played for R-P5's cover.  Pure: no session file.  Raises the same errors a
    session would for the same entry."""
    from pydantic import ValidationError

    from scorekeeper.errors import ProblemList
    from scorekeeper.core.problems import pydantic_problems

    name, opts = resolve_preset(preset, overrides)
    g = Preferans()
    table = Table("preferans", name, tuple(players), opts)
    g.check_table(table)
    if dealer is None:
        decl = deal.get("declarer")
        if len(players) == 4:
            involved = {decl, *(deal.get("whist") or []), deal.get("half_whist")}
            involved |= set(deal.get("raspasy") or {}) | set(deal.get("looked") or [])
            th = deal.get("totus_help") or []
            involved |= {th} if isinstance(th, str) else set(th)
            involved |= {deal.get("excess_to")}
            free = [p for p in players if p not in involved]
            dealer = free[0] if free else players[-1]
        else:
            dealer = players[-1]
    state = g.new_state(table)
    state.streak = streak
    state.dark_streak = min(dark_streak, streak)
    state.deals = opts["elochka_deals"]
    if state.razboynik is not None:
        state.razboynik = {p: list(C.RAZBOYNIK_GAMES) for p in players}
        state.razboynik_raspasy = classic.razboynik_raspasy(len(players))
        state.raspasy_played = state.razboynik_raspasy
        state.stage = "main"
    for p, levels in (bombs or {}).items():
        if p not in state.bombs:
            raise UnknownNameError(_("player"), p, players, key="bombs", value=p)
        for b in levels:
            if b not in C.BOMB_NAMES:
                raise InvalidError(_("a bomb is 1 (bomba), 2 (double bomb) or 3 (elka)"), key="bombs", value=b,
                                   expected=", ".join(map(str, C.BOMB_NAMES)))
        state.bombs[p] = list(levels)
    try:
        model = PreferansDeal.model_validate(dict(deal))
    except ValidationError as err:
        probs = pydantic_problems(err)
        raise probs[0] if len(probs) == 1 else ProblemList(probs) from None
    ctx = DealContext(table, 1, dealer, 0)
    g.commit(state, g.plan(state, model, ctx), ctx)
    snap = g.snapshot(state)
    return Outcome(name, dict(opts), tuple(players), dealer, ctx.steps, snap)


# ------------------------------------------------------------------------------ the answers
#: what the classic's list of auction words cites (``preferans ladder`` under the MGU presets)
WORDS_RULE = "MGU 1971 §4; MGU 1971 §6.3; R-P-C5"


def overcall_answer(bid: str, over: str, in_row: int, preset: str,
                    options: Mapping[str, Any]) -> Answer:
    """``preferans overcall``: whether BID overcalls OVER — the classic's auction words under the
    MGU presets (values = mgu), the 26-step ladder otherwise."""
    read_bids(options, bid, over)
    if options["values"] == "mgu":
        from scorekeeper.games.preferans.classic import classic_overcall

        r = classic_overcall(bid, over, in_row=in_row)
        return Answer({"bid": r.bid, "over": r.over, "overcalls": r.overcalls, "text": r.text,
                       "rule": cite(r.rule), "rules": preset}, (line(r.text, ref(r.rule)),))
    from scorekeeper.games.preferans.auction import overcall as decide

    ans = decide(bid, over, options["misere_rank"])
    return Answer({"bid": str(ans.bid.contract), "bid_word": ans.bid.word, "bid_step": ans.bid_step,
                   "over": str(ans.over.contract), "over_word": ans.over.word,
                   "over_step": ans.over_step, "overcalls": ans.overcalls, "rule": cite(ans.rule),
                   "rules": preset}, (line(ans.text(), ref(ans.rule)),))


def ladder_answer(preset: str, options: Mapping[str, Any]) -> Answer:
    """``preferans ladder``: the contracts lowest first with each game's value; the classic's
    auction words under the MGU presets."""
    if options["values"] == "mgu":
        words = list(C.AUCTION_WORDS.values())
        return Answer(
            {"rules": preset, "rule": cite(WORDS_RULE),
             "words": [{"rank": w.rank, "word": w.name, "dark": w.dark,
                        "without_prikup": w.without_prikup, "allows": _(w.allows) if w.allows else "",
                        "overcalled_by": list(w.overcalled_by), "source": cite(w.source)}
                       for w in words]},
            (*(line(f"{w.rank:>3}  {w.name:<22}" + ("  " + _("(overcalled only by {words})").format(
                words=either(w.overcalled_by)) if w.overcalled_by else "")) for w in words),
             line(ref(f"{WORDS_RULE}; R-P-C6 (totus is not a word)", gap=""))))
    from scorekeeper.games.preferans import scoring
    from scorekeeper.games.preferans.auction import RULE_LADDER, ladder

    rows = [(i + 1, str(c), scoring.game_value(c, options))
            for i, c in enumerate(ladder(options["misere_rank"]))]
    return Answer({"rules": preset, "rule": cite(RULE_LADDER),
                   "ladder": [{"step": s, "contract": c, "value": v} for s, c, v in rows]},
                  (*(line(f"{s:>3}  {c:<7} {v:>3}") for s, c, v in rows),
                   line(ref(RULE_LADDER, gap=""))))


def value_answer(preset: str, options: Mapping[str, Any], text: str, *, dark: bool = False,
                 bomb: int = 0) -> Answer:
    """``preferans value``: what a contract is worth and what the whisters must take."""
    a = value(preset, options, text, dark=dark, bomb=bomb)
    return Answer(
        {"contract": a.label, "rules": preset,
         "facts": [{"label": f.label, "value": f.value, "rule": cite(f.rule)} for f in a.facts]},
        (line(strong(a.said or a.label), " " + _("under {rules}:").format(rules=preset)),
         *(line(f"  {f.label}: ", strong(figure_text(float(f.value)) if hasattr(f.value, "denominator")
                                         else str(f.value)), ref(f.rule)) for f in a.facts)))
