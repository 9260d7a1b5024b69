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
from scorekeeper.games.preferans.labels import game_label, signed
from scorekeeper.games.preferans.ledger import responsible_cover
from scorekeeper.games.preferans.settlement import num, txt
from scorekeeper.games.preferans.state import PrefState

if TYPE_CHECKING:
    from scorekeeper.games.preferans.deal import PreferansDeal


def _contract_text(contract: Any) -> str:
    """A contract as the sheet writes it (7♠, 6NT, misère), whatever notation the file used."""
    from scorekeeper.errors import NotationError
    from scorekeeper.notation import parse_contract

    try:
        return str(parse_contract(contract))
    except (NotationError, TypeError, ValueError):  # totus, or what the engine will refuse
        return str(contract)


def summarize(deal: PreferansDeal) -> str:
    if deal.conditions is not None:
        c = deal.conditions
        return "conditions: " + ", ".join(f"{k} {v}" for k, v in c.model_dump(exclude_none=True).items())
    if deal.raspasy is not None:
        return ("dark " if deal.dark else "") + "raspasy: " + \
            ", ".join(f"{k} {v}" for k, v in deal.raspasy.items()) + \
            (f"; looked {', '.join(deal.looked)}" if deal.looked else "")
    if deal.prikup_returned:
        return f"{deal.declarer} returned the prikup"
    parts = [f"{deal.declarer} " + ("dark " if deal.dark else "") + _contract_text(deal.contract)
             + (" without prikup" if deal.without_prikup else "")]
    if deal.word:
        parts.append(f"word {deal.word}")
    if deal.whist is not None:
        if deal.whist:
            parts.append(f"whist {', '.join(deal.whist)}")
        elif not deal.half_whist:  # a half-whist is not a pass
            parts.append("both passed")
    if deal.mode:
        parts.append(f"«{deal.mode}»")
    if deal.half_whist:
        parts.append(f"{deal.half_whist} half-whists")
    if deal.open:
        parts.append("open")
    if deal.tricks is not None:
        t = deal.tricks
        parts.append("tricks " + (str(t) if isinstance(t, int) else
                                  ", ".join(f"{k} {v}" for k, v in t.items())))
    if deal.prikup:
        parts.append("prikup " + " ".join(deal.prikup))
    if deal.totus_help:
        th = deal.totus_help
        parts.append("helps " + (th if isinstance(th, str) else ", ".join(th)))
    return "; ".join(parts)


def is_finished(state: PrefState) -> bool:
    opts = state.options
    if state.stage != "main":
        return False
    end = opts["end"]
    if end == "razboynik":
        return state.razboynik is not None
    target = state.pool_target
    closed = [state.pool[p] >= target for p in state.players]
    if end == "one-pool":
        return any(closed)
    if end == "control-time":
        return all(closed) or state.last_circle_left == 0
    return all(closed)


def progress(state: PrefState) -> list[str]:
    """How far the game has to go: what each pool lacks of its target (closed pools named)."""
    if is_finished(state):
        return ["the game is over: every pool that must close is closed"]
    if state.pool_target <= 0:
        return []
    lacking = [f"{p} {num(state.pool_target - state.pool[p])}" for p in state.players
               if state.pool[p] < state.pool_target]
    closed = [p for p in state.players if state.pool[p] >= state.pool_target]
    line = f"pools to close (target {state.pool_target}): " + (", ".join(lacking) or "none")
    return [line + (f"; closed: {', '.join(closed)}" if closed else "")]


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
            "owed": {p: [game_label(g) for g in owed[p]] for p in state.players},
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
    return Sheet("Preferans score sheet (пулька)", tables, sheet_notes(state))


def pulya_table(state: PrefState, limit: int | None) -> SheetTable:
    """The pulya: pool, mountain, whists on each other, bombs and won games, one row a player (MGU
    1971 §7 fields 1–10a)."""
    ps = state.players
    opts = state.options
    cols = ["player", "pool", "pool (as written)", "mountain", "mountain (as written)"]
    cols += [f"whists on {q}" for q in ps]
    if opts["bombs"]:
        cols.append("bombs")
    if opts["responsible_games"]:
        cols.append("won games / cover")
    rows = []
    for p in ps:
        row: list[Any] = [p, num(state.pool[p]), marks_text(state.pool_marks[p], limit),
                          num(state.mountain[p]), marks_text(state.mountain_marks[p], limit)]
        row += ["—" if q == p else num(state.whists[p][q]) for q in ps]
        if opts["bombs"]:
            row.append(", ".join(C.BOMB_NAMES[b] for b in state.bombs[p]) or "—")
        if opts["responsible_games"]:
            row.append(f"{state.won_games[p]} / {responsible_cover(state, p)}")
        rows.append(row)
    note = "whists on X: whists the row's player has written on X (MGU 1971 §7 fields 7–9)"
    if opts["bombs"]:
        note += "; bombs: oldest first, the next won game spends the first (MGU 1971 §7 field 10a; §6.3)"
    if opts["responsible_games"]:
        note += "; won games / cover: games won after the razboynik against raspasy and razboynik " \
                "games so far — a won game beyond the cover is irresponsible (R-P5)"
    if limit is not None and any(len(m) > MARKS_SHOWN for table in (state.pool_marks,
                                                                   state.mountain_marks)
                                 for m in table.values()):
        note += f"; as written: the latest {MARKS_SHOWN} figures (`show --all` prints every one)"
    pulya = SheetTable(f"pulya (pool target {state.pool_target})", cols, rows, note=note)
    return pulya


def razboynik_table(state: PrefState) -> SheetTable:
    """The razboynik's games played and still owed, and its raspasy left (MGU 1971 §7 field 11a)."""
    assert state.razboynik is not None
    ps = state.players
    owed = classic.razboynik_owed(state.razboynik)
    rrows = [[p, ", ".join(game_label(g) for g in state.razboynik[p]) or "—",
              ", ".join(game_label(g) for g in owed[p]) or "done"] for p in ps]
    left = max(0, classic.razboynik_raspasy(len(ps)) - state.razboynik_raspasy)
    return SheetTable("razboynik (MGU 1971 §7 field 11a)", ["player", "played", "still owes"],
                      rrows, note=f"then two circles of raspasy: {left} left"
                      if left else "the razboynik's raspasy are played")


def history_table(state: PrefState, limit: int | None) -> SheetTable:
    """One row a deal, with the running figures and what each player would settle now."""
    ps = state.players
    opts = state.options
    hcols = ["#", "dealer", "deal", "result"] + [f"{p} pool/mountain/±" for p in ps]
    hrows = []
    shown = state.history if limit is None else state.history[max(0, len(state.history) - limit):]
    for h in shown:
        pool, mountain, whists = h.figures(ps)
        bal = settle_mod.exact_balance(ps, pool, mountain, whists, opts, pool_target=h.target)
        hrows.append([h.entry, h.dealer, h.deal, h.result] + [
            f"{txt(pool[p])} / {txt(mountain[p])} / {signed(bal[p])}" for p in ps])
    cut = len(state.history) - len(shown)
    hist = SheetTable("history (running pool / mountain / whists if settled now)", hcols, hrows,
                      note=f"{cut} earlier deal(s) not shown: `show --all` prints every deal" if cut else None,
                      history=True)
    return hist


def sheet_notes(state: PrefState) -> list[str]:
    """The rules in force, the conditions, the stage, the ёлочка, the raspasy streak, the end."""
    opts = state.options
    rasp = "«ёлочка», 3 a trick" if opts["raspasy_scoring"] == "elochka" else \
        f"{opts['raspasy_progression']} ({opts['raspasy_scoring']}), exit {opts['raspasy_exit']}"
    notes = [
        f"rules: values {opts['values']}; raspasy {rasp}; whist {opts['whist_penalty']}-responsible, "
        f"lone whist {opts['lone_whist']}, minimum {opts['whist_minimum']}; consolation {opts['consolation']}; "
        f"game points {opts['game_points']}; settlement {opts['settlement']}",
    ]
    if state.conditions:
        c = state.conditions
        notes.append(f"conditions set by {c['by']} after the razboynik: pool {c['pool']}"
                     + (f", whist price {c['whist_price']}" if "whist_price" in c else "")
                     + (f", control time {c['control']}" if "control" in c else "") + " (MGU 1971 §7)")
    if state.stage == "conditions":
        notes.append("the razboynik is played out: the mountain owner ("
                     + ", ".join(classic.mountain_owners(state.mountain))
                     + ") sets the whist price, the pool and the control time")
    if opts["elochka_deals"] and state.deals < opts["elochka_deals"]:
        notes.append(f"«ёлочка»: {opts['elochka_deals'] - state.deals} of the first "
                     f"{opts['elochka_deals']} deals still to play (R-S1)")
    if state.streak:
        notes.append(f"{state.streak} raspasy in a row: next raspas at "
                     f"{S.raspas_step(state.streak, opts)} a trick, the next game at least "
                     f"{S.exit_minimum(state.streak, opts)}")
    if state.last_circle_left:
        notes.append(f"the last circle: {state.last_circle_left} deal(s) left")
    if is_finished(state):
        notes.append("the game is over" + (" (the razboynik is played out)" if opts["end"] == "razboynik"
                                           else ""))
    return notes
