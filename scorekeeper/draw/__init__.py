"""The drawn score sheet: session data in, SVG (and a self-contained HTML page) out.

A pure library like the engines: no terminal, no files.  :func:`history` (in
:mod:`.running`) replays a parsed session and keeps the snapshot after each entry;
:func:`sheet_svg` draws it —

* a game whose snapshot has ``pool``, ``mountain`` and ``whists`` (preferans) as the paper пулька
  (:mod:`.pulya`);
* any game whose snapshot has ``score`` (Five Hundred, Thousand, Pari, order poker) as a chart of
  running totals with the game's limits and the deal table (:mod:`.chart`);
* on request (``chart=True``) a game whose snapshot has ``balance`` (preferans) as the same chart
  of each player's balance after every entry, the engine's figure as ``settle`` would give it.

:func:`scorekeeper.draw.page.html_page` wraps the drawing, the history, the settlement and the
rules in force into one HTML page (``export --to html``, ``serve``).
"""

from __future__ import annotations

from typing import Any

from scorekeeper.draw.running import History, Moment, history, written, written_whists
from scorekeeper.errors import IllegalError
from scorekeeper.i18n import _

__all__ = ["History", "Moment", "history", "sheet_svg", "sheet_data", "kind_of", "title_of", "said",
           "charted"]


def said(text: str) -> str:
    """A word an engine or a spec keeps in English (a game's title, a preset's, an option's
    meaning), in the language in use where the catalogs have it; an empty one stays empty."""
    return _(text) if text else text


def kind_of(snapshot) -> str | None:
    """``"pulya"``, ``"chart"`` or ``None`` (nothing to draw) for a game's snapshot."""
    if all(k in snapshot for k in ("pool", "mountain", "whists")):
        return "pulya"
    if isinstance(snapshot.get("score"), dict):
        return "chart"
    return None


def title_of(h: History) -> tuple[str, str]:
    """The heading of a drawing: the game and its rules, and a line on the night."""
    t = h.replay.table
    head = _("{game} — rules {preset}").format(game=said(h.replay.game.title), preset=t.preset)
    state = _("game over") if h.replay.finished else _("in play")
    if h.upto is not None and h.upto < h.replay.total:
        state = _("as it stood after entry {number} of {total}").format(number=h.upto,
                                                                        total=h.replay.total)
    bits = [t.title or "", str(t.date) if t.date else "", ", ".join(t.players), state]
    return head, " · ".join(b for b in bits if b)


def charted(h: History, chart: bool) -> str | None:
    """The snapshot's key a chart draws: ``score`` for a point game, ``balance`` for a game drawn
    as a sheet when a chart is asked for (``draw --chart``); ``None``: not drawn as a chart."""
    snap = h.snapshot
    if kind_of(snap) == "chart":
        return "score"
    if chart:
        if not isinstance(snap.get("balance"), dict):
            raise IllegalError(_("{game} has no running balance to chart").format(
                game=said(h.replay.game.title)), key="--chart", value=True,
                expected=_("a game whose figures after each deal include a balance"))
        return "balance"
    return None


def sheet_data(h: History, *, chart: bool = False) -> dict[str, Any]:
    """What the drawing shows, as data (``draw --json``): the running sequences of a пулька, or
    the totals after each entry of a race; with ``chart``, a пулька's game as the balance after
    each entry."""
    snap = h.snapshot
    kind = kind_of(snap)
    t = h.replay.table
    out: dict[str, Any] = {"game": t.game, "rules": t.preset, "players": list(t.players), "drawn": kind}
    if kind == "pulya" and charted(h, chart) == "balance":
        out["drawn"] = "chart"
        out["deals"] = [{"entry": m.entry, "dealer": m.dealer, "summary": m.summary,
                         "balance": dict(m.snapshot["balance"])} for m in h.moments]
        out["limits"] = []
    elif kind == "pulya":
        out["pool"] = written(h.moments, "pool")
        out["mountain"] = written(h.moments, "mountain")
        out["whists"] = written_whists(h.moments)
        out["pool_target"] = snap.get("pool_target")
    elif kind == "chart":
        out["deals"] = [{"entry": m.entry, "dealer": m.dealer, "summary": m.summary,
                         "game": m.snapshot.get("game_number"), "score": dict(m.snapshot["score"])}
                        for m in h.moments]
        from scorekeeper.citations import Citation
        from scorekeeper.draw.limits import limits_for

        out["limits"] = [{"value": lim.value, "label": lim.label,
                          "source": Citation(lim.source) if lim.source else lim.source}
                         for lim in limits_for(t.game, t.options)]
    return out


def sheet_svg(h: History, *, shape: str = "triangle", chart: bool = False) -> str:
    """The game's drawn sheet as an SVG document (a string).  ``shape``: how three players'
    пулька is ruled, ``triangle`` or ``rectangle`` (:mod:`scorekeeper.draw.shapes`); ``chart``:
    a пулька's game drawn instead as the chart of each player's balance after every entry."""
    snap = h.snapshot
    kind = kind_of(snap)
    game = h.replay.game
    settlement = h.replay.settlement()
    head, sub = title_of(h)
    key = charted(h, chart)
    if key is not None:
        from scorekeeper.draw.chart import chart_svg

        note = None
        if key == "balance":
            from scorekeeper.draw.ledger import unit_word

            note = _("each player's balance ({unit}) after every entry, were the game settled "
                     "then").format(unit=unit_word(settlement.unit))
        return chart_svg(title=head, subtitle=sub, game=game.name, options=h.replay.table.options,
                         moments=h.moments, settlement=settlement, key=key,
                         standing=list(snap.get(key) or ()), caption=note)
    if kind == "pulya":
        from scorekeeper.draw.pulya import pulya_svg

        first = next((m.dealer for m in h.moments if m.dealer), None) or h.replay.table.players[0]
        # every account is drawn: a player who left keeps his sector, a newcomer has his own
        players = tuple(snap.get("pool") or h.replay.table.players)
        if len(players) > 4:
            from scorekeeper.errors import IllegalError

            raise IllegalError(_("the drawn пулька has three or four sectors, and this evening "
                                 "has {n} accounts (players joined and left)").format(
                                     n=len(players)), key="players", value=list(players),
                               expected=_("`draw --chart`, `show` or `export` for this evening"))
        return pulya_svg(title=head, subtitle=sub, players=players, snapshot=snap,
                         pool=written(h.moments, "pool"), mountain=written(h.moments, "mountain"),
                         whists=written_whists(h.moments), settlement=settlement, first_dealer=first,
                         shape=shape)
    raise IllegalError(_("{game} has no drawn sheet yet").format(game=said(game.title)), key="game",
                       value=game.name,
                       expected=_("a game whose sheet has a pool and mountain, or a running score"))
