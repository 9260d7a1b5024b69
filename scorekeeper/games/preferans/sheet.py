"""Presenting a replay: one line per deal, the snapshot (``show --json``), whether the game is over,
and the score sheet («пулька», MGU 1971 §7 fields 1–12) with its history of deals.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from scorekeeper.core.engine import Sheet, SheetTable
from scorekeeper.core.figures import figure
from scorekeeper.games.preferans import classic
from scorekeeper.games.preferans import classic_tables as C
from scorekeeper.games.preferans import scoring as S
from scorekeeper.games.preferans import settlement as settle_mod
from scorekeeper.games.preferans.labels import bomb_name, contract_text, game_label, signed
from scorekeeper.games.preferans.ledger import responsible_cover
from scorekeeper.games.preferans.settlement import num, txt
from scorekeeper.games.preferans.state import PrefState, at_table
from scorekeeper.i18n import _, ngettext, pgettext

if TYPE_CHECKING:
    from scorekeeper.games.preferans.deal import PreferansDeal


def _contract_text(contract: Any) -> str:
    """A contract as the sheet writes it (7♠, 6NT, misère), whatever notation the file used."""
    from scorekeeper.errors import NotationError
    from scorekeeper.notation import parse_contract

    try:
        return contract_text(parse_contract(contract))
    except (NotationError, TypeError, ValueError):  # totus, or what the engine will refuse
        return str(contract)


def summarize(deal: PreferansDeal) -> str:
    if deal.conditions is not None:
        c = deal.conditions
        return _("conditions: {conditions}").format(conditions=", ".join(
            f"{k} {v}" for k, v in c.model_dump(exclude_none=True).items()))
    if deal.raspasy is not None:
        tricks = ", ".join(f"{k} {v}" for k, v in deal.raspasy.items())
        text = (_("dark raspasy: {tricks}") if deal.dark else _("raspasy: {tricks}")).format(tricks=tricks)
        return text + ("; " + _("looked {names}").format(names=", ".join(deal.looked))
                       if deal.looked else "")
    if deal.prikup_returned:
        return _("{declarer} returned the prikup").format(declarer=deal.declarer)
    game = (_("{declarer} dark {contract} without prikup") if deal.dark else
            _("{declarer} {contract} without prikup")) if deal.without_prikup else \
        _("{declarer} dark {contract}") if deal.dark else "{declarer} {contract}"
    parts = [game.format(declarer=deal.declarer, contract=_contract_text(deal.contract))]
    if deal.word:
        parts.append(_("word {word}").format(word=deal.word))
    if deal.whist is not None:
        if deal.whist:
            parts.append(_("whist {names}").format(names=", ".join(deal.whist)))
        elif not deal.half_whist:  # a half-whist is not a pass
            parts.append(_("both passed"))
    if deal.mode:
        parts.append(f"«{deal.mode}»")
    if deal.half_whist:
        parts.append(_("{name} half-whists").format(name=deal.half_whist))
    if deal.open:
        parts.append(_("open"))
    if deal.tricks is not None:
        t = deal.tricks
        parts.append(_("tricks {tricks}").format(tricks=str(t) if isinstance(t, int) else
                                                 ", ".join(f"{k} {v}" for k, v in t.items())))
    if deal.prikup:
        parts.append(_("prikup {cards}").format(cards=" ".join(deal.prikup)))
    if deal.totus_help:
        th = deal.totus_help
        parts.append(_("helps {names}").format(names=th if isinstance(th, str) else ", ".join(th)))
    return "; ".join(parts)


def is_finished(state: PrefState) -> bool:
    opts = state.options
    if state.stage != "main":
        return False
    end = opts["end"]
    if end == "razboynik":
        return state.razboynik is not None
    target = state.pool_target
    closed = [state.pool[p] >= target for p in at_table(state)]
    if end == "one-pool":
        return any(closed)
    if end == "control-time":
        return all(closed) or state.last_circle_left == 0
    return all(closed)


def progress(state: PrefState) -> list[str]:
    """How far the game has to go: what each pool lacks of its target (closed pools named)."""
    if is_finished(state):
        return [_("the game is over: every pool that must close is closed")]
    if state.pool_target <= 0:
        return []
    lacking = [f"{p} {num(state.pool_target - state.pool[p])}" for p in at_table(state)
               if state.pool[p] < state.pool_target]
    closed = [p for p in at_table(state) if state.pool[p] >= state.pool_target]
    line = _("pools to close (target {target}): {lacking}").format(
        target=state.pool_target, lacking=", ".join(lacking) or _("none"))
    return [line + ("; " + _("closed: {names}").format(names=", ".join(closed)) if closed else "")]


def snapshot(state: PrefState) -> dict[str, Any]:
    opts = state.options
    out: dict[str, Any] = {
        "pool": {p: num(v) for p, v in state.pool.items()},
        "mountain": {p: num(v) for p, v in state.mountain.items()},
        "whists": {a: {b: num(v) for b, v in row.items()} for a, row in state.whists.items()},
        "pool_target": state.pool_target,
        "closed": [p for p in state.players if state.pool[p] >= state.pool_target],
        "raspasy_streak": state.streak,
        "next_raspas_trick": next_raspas(state),
        "exit_minimum": S.exit_minimum(state.streak, opts),
        # as every output shows a balance: its nearest cent (core/figures)
        "balance": {p: figure(v) for p, v in settle_mod.exact_balance(
            state.players, state.pool, state.mountain, state.whists, opts,
            pool_target=state.pool_target).items()},
    }
    if opts["bombs"]:
        out["bombs"] = {p: list(state.bombs[p]) for p in state.players}
    if state.razboynik is not None:
        owed = classic.razboynik_owed(state.razboynik)
        out["razboynik"] = {
            "stage": state.stage,
            "owed": {p: [game_label(g, said=False) for g in owed[p]] for p in state.players},
            "raspasy_left": max(0, classic.razboynik_raspasy(len(state.players)) - state.razboynik_raspasy),
        }
        out["conditions"] = state.conditions
    if opts["responsible_games"]:
        out["responsible"] = {p: {"won": state.won_games[p], "cover": responsible_cover(state, p)}
                              for p in state.players}
    if opts["elochka_deals"]:
        out["elochka_left"] = max(0, opts["elochka_deals"] - state.deals)
    if state.last_circle_left is not None:
        out["last_circle_left"] = state.last_circle_left
    return out


def next_raspas(state: PrefState) -> int:
    opts = state.options
    if opts["raspasy_scoring"] == "elochka":
        return C.ELOCHKA_TRICK_POINTS
    if state.stage == "razboynik-raspasy":
        return S.raspas_step(0, opts)
    return S.raspas_step(state.streak, opts)


#: figures of a pool or mountain as written that the terminal shows (a pulya's line rarely has
#: more; a long night's may have hundreds): the latest, like the history's rows
MARKS_SHOWN = 20


def marks_text(seq: Sequence[Fraction], rows: int | None) -> str:
    """A pool or mountain line as written: every figure, or with ``rows`` (the terminal) the
    latest :data:`MARKS_SHOWN`, like the history's rows."""
    if not seq:
        return "—"
    if rows is not None and len(seq) > MARKS_SHOWN:
        return "…·" + "·".join(txt(x) for x in seq[len(seq) - MARKS_SHOWN:])
    return "·".join(txt(x) for x in seq)


def sheet(state: PrefState, rows: int | None = None) -> Sheet:
    tables = [pulya_table(state, rows)]
    if state.razboynik is not None:
        tables.append(razboynik_table(state))
    tables.append(history_table(state, rows))
    return Sheet(_("Preferans score sheet (пулька)"), tables, sheet_notes(state))


def pulya_table(state: PrefState, limit: int | None) -> SheetTable:
    """The pulya: pool, mountain, whists on each other, bombs and won games, one row a player (MGU
    1971 §7 fields 1–10a)."""
    ps = state.players
    opts = state.options
    cols = [_("player"), _("pool"), _("pool (as written)"), _("mountain"), _("mountain (as written)")]
    cols += [_("whists on {name}").format(name=q) for q in ps]
    if opts["bombs"]:
        cols.append(_("bombs"))
    if opts["responsible_games"]:
        cols.append(_("won games / cover"))
    rows = []
    for p in ps:
        row: list[Any] = [p, num(state.pool[p]), marks_text(state.pool_marks[p], limit),
                          num(state.mountain[p]), marks_text(state.mountain_marks[p], limit)]
        row += ["—" if q == p else num(state.whists[p][q]) for q in ps]
        if opts["bombs"]:
            row.append(", ".join(bomb_name(b) for b in state.bombs[p]) or "—")
        if opts["responsible_games"]:
            row.append(f"{state.won_games[p]} / {responsible_cover(state, p)}")
        rows.append(row)
    notes = [_("whists on X: whists the row's player has written on X (MGU 1971 §7 fields 7–9)")]
    if opts["bombs"]:
        notes.append(_("bombs: oldest first, the next won game spends the first (MGU 1971 §7 field "
                       "10a; §6.3)"))
    if opts["responsible_games"]:
        notes.append(_("won games / cover: games won after the razboynik against raspasy and "
                       "razboynik games so far — a won game beyond the cover is irresponsible (R-P5)"))
    if limit is not None and any(len(m) > MARKS_SHOWN for table in (state.pool_marks,
                                                                   state.mountain_marks)
                                 for m in table.values()):
        notes.append(ngettext("as written: the latest {n} figures (`show --all` prints every one)",
                              "as written: the latest {n} figures (`show --all` prints every one)",
                              MARKS_SHOWN).format(n=MARKS_SHOWN))
    pulya = SheetTable(_("pulya (pool target {target})").format(target=state.pool_target), cols, rows,
                       note="; ".join(notes))
    return pulya


def razboynik_table(state: PrefState) -> SheetTable:
    """The razboynik's games played and still owed, and its raspasy left (MGU 1971 §7 field 11a)."""
    assert state.razboynik is not None
    ps = state.players
    owed = classic.razboynik_owed(state.razboynik)
    rrows = [[p, ", ".join(game_label(g) for g in state.razboynik[p]) or "—",
              ", ".join(game_label(g) for g in owed[p]) or _("done")] for p in ps]
    left = max(0, classic.razboynik_raspasy(len(ps)) - state.razboynik_raspasy)
    return SheetTable(_("razboynik (MGU 1971 §7 field 11a)"), [_("player"), pgettext("razboynik", "played"), _("still owes")],
                      rrows, note=ngettext("then two circles of raspasy: {n} left",
                                           "then two circles of raspasy: {n} left", left).format(n=left)
                      if left else _("the razboynik's raspasy are played"))


def history_table(state: PrefState, limit: int | None) -> SheetTable:
    """One row a deal, with the running figures and what each player would settle now."""
    ps = state.players
    opts = state.options
    hcols = ["#", _("dealer"), _("deal"), _("result")] + [_("{name} pool/mountain/±").format(name=p)
                                                          for p in ps]
    hrows = []
    shown = state.history if limit is None else state.history[max(0, len(state.history) - limit):]
    for h in shown:
        pool, mountain, whists = h.figures(ps)
        bal = settle_mod.exact_balance(h.players or ps, pool, mountain, whists, opts,
                                       pool_target=h.target)
        hrows.append([h.entry, h.dealer, h.deal, h.result] + [
            f"{txt(pool[p])} / {txt(mountain[p])} / {signed(bal[p])}" if p in bal else "—"
            for p in ps])
    cut = len(state.history) - len(shown)
    hist = SheetTable(_("history (running pool / mountain / whists if settled now)"), hcols, hrows,
                      note=ngettext("{n} earlier deal(s) not shown: `show --all` prints every deal",
                                    "{n} earlier deal(s) not shown: `show --all` prints every deal",
                                    cut).format(n=cut) if cut else None,
                      history=True)
    return hist


def sheet_notes(state: PrefState) -> list[str]:
    """The rules in force, the conditions, the stage, the ёлочка, the raspasy streak, the end."""
    opts = state.options
    rasp = _("«ёлочка», 3 a trick") if opts["raspasy_scoring"] == "elochka" else \
        _("{progression} ({scoring}), exit {exit}").format(
            progression=opts["raspasy_progression"], scoring=opts["raspasy_scoring"],
            exit=opts["raspasy_exit"])
    notes = [
        _("rules: values {values}; raspasy {raspasy}; whist {penalty}-responsible, lone whist "
          "{lone}, minimum {minimum}; consolation {consolation}; game points {points}; settlement "
          "{settlement}").format(values=opts["values"], raspasy=rasp, penalty=opts["whist_penalty"],
                                 lone=opts["lone_whist"], minimum=opts["whist_minimum"],
                                 consolation=opts["consolation"], points=opts["game_points"],
                                 settlement=opts["settlement"]),
    ]
    if state.conditions:
        c = state.conditions
        terms = [_("pool {pool}").format(pool=c["pool"])]
        if "whist_price" in c:
            terms.append(_("whist price {price}").format(price=c["whist_price"]))
        if "control" in c:
            terms.append(_("control time {time}").format(time=c["control"]))
        notes.append(_("conditions set by {name} after the razboynik: {terms} (MGU 1971 §7)").format(
            name=c["by"], terms=", ".join(terms)))
    if state.stage == "conditions":
        notes.append(_("the razboynik is played out: the mountain owner ({names}) sets the whist "
                       "price, the pool and the control time").format(
            names=", ".join(classic.mountain_owners(state.mountain))))
    if opts["elochka_deals"] and state.deals < opts["elochka_deals"]:
        notes.append(ngettext("«ёлочка»: {left} of the first {n} deals still to play (R-S1)",
                              "«ёлочка»: {left} of the first {n} deals still to play (R-S1)",
                              opts["elochka_deals"]).format(left=opts["elochka_deals"] - state.deals,
                                                            n=opts["elochka_deals"]))
    if state.streak:
        notes.append(ngettext("{n} raspasy in a row: next raspas at {step} a trick, the next game "
                              "at least {exit}",
                              "{n} raspasy in a row: next raspas at {step} a trick, the next game "
                              "at least {exit}", state.streak).format(
            n=state.streak, step=S.raspas_step(state.streak, opts),
            exit=S.exit_minimum(state.streak, opts)))
    if state.last_circle_left:
        notes.append(ngettext("the last circle: {n} deal(s) left", "the last circle: {n} deal(s) left",
                              state.last_circle_left).format(n=state.last_circle_left))
    if is_finished(state):
        notes.append(_("the game is over (the razboynik is played out)") if opts["end"] == "razboynik"
                     else _("the game is over"))
    return notes
