"""What ``preferans score`` found: the steps with their rules and the sheet after the deal."""

from __future__ import annotations

from typing import Any

from scorekeeper.i18n import _
from scorekeeper.views.text import fmt, step_json, steps


def outcome_json(out: Any, deal: dict[str, Any]) -> dict[str, Any]:
    snap = out.snapshot
    return {"rules": out.preset, "players": list(out.players), "dealer": out.dealer,
            "deal": deal, "steps": [step_json(s) for s in out.steps],
            "pool": snap["pool"], "mountain": snap["mountain"], "whists": snap["whists"],
            "worth_in_whists": snap["balance"]}


def outcome(out: Any) -> list[Any]:
    from rich.markup import escape
    from rich.table import Table

    snap = out.snapshot
    t = Table(title=_("after this deal (worth in whists: as if settled at once)"), title_justify="left")
    t.add_column(_("player"), justify="left")
    for col in [_("pool"), _("mountain"), *[_("whists on {name}").format(name=q) for q in out.players],
                _("worth in whists")]:
        t.add_column(col, justify="right")
    for p in out.players:
        t.add_row(escape(p), fmt(snap["pool"][p]), fmt(snap["mountain"][p]),
                  *["—" if q == p else fmt(snap["whists"][p][q]) for q in out.players],
                  fmt(snap["balance"][p]))
    names = ", ".join(out.players)
    title = (_("rules {rules}, players {players}, dealer {dealer}") if len(out.players) == 4 else
             _("rules {rules}, players {players}")).format(rules=out.preset, players=names,
                                                            dealer=out.dealer)
    return [*steps(out.steps, title=title), t]
