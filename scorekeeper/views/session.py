"""A session's sheet, settlement, entries and rules as ``show``, ``settle``, ``log``,
``explain``, ``rules`` and ``export`` write them: each a JSON-ready value, or the parts a console
prints (rich markup, tables), or a document's text."""

from __future__ import annotations

from typing import Any

from scorekeeper.i18n import N_, _, ngettext, lang
from scorekeeper.views.corrections import amended_json, amended_lines, entry_marks, mark_rows, what_of
from scorekeeper.views.text import Plain, account_words, cite, fmt, step_json, steps, units


def players_json(rep: Any) -> dict[str, Any]:
    """Every player of the evening (a leaver too), and where the table has changed, who sits at
    it now (format §Table events)."""
    out: dict[str, Any] = {"players": list(rep.players)}
    if rep.life is not None and rep.life.events:
        out["at_table"] = list(rep.table.players)
    return out


def sheet_json(rep: Any) -> dict[str, Any]:
    return {"game": rep.table.game, "rules": rep.table.preset, **players_json(rep),
            "finished": rep.finished, "next_dealer": None if rep.finished else rep.next_dealer,
            "progress": rep.progress, "amended": amended_json(rep),
            **rep.game.snapshot(rep.state)}


def sheet(rep: Any, limit: int | None, width: int) -> list[Any]:
    """The score sheet: running totals, the latest ``limit`` deals, amendments, progress."""
    from rich.markup import escape

    from scorekeeper.views.tables import sheet_to_rich

    out = sheet_to_rich(mark_rows(rep.game.sheet(rep.state, limit), rep), limit, width)
    amended = _("amended:")
    out += [f"[yellow]{escape(amended)}[/] {escape(line)}" for line in amended_lines(rep)]
    out += [escape(line) for line in rep.progress]
    if not rep.finished:
        out.append(escape(_("next to deal: {name}")).format(
            name=f"[bold]{escape(rep.next_dealer)}[/]"))
    return out


#: what each kind of entry is called in ``log`` and ``explain`` (the JSON keeps the kind itself)
_KINDS = {"deal": N_("deal"), "penalty": N_("penalty"), "void": N_("void"), "note": N_("note"),
          "amend": N_("amend"), "entry": N_("entry"), "event": N_("table")}


def kind_words(kind: str) -> str:
    words = _KINDS.get(kind)
    return _(words) if words else kind


def settlement_json(rep: Any, s: Any, shown: Any, price: float | None) -> dict[str, Any]:
    out: dict[str, Any] = {"game": rep.table.game, "rules": rep.table.preset,
                           **players_json(rep), "unit": s.unit,
                           "finished": s.finished, "winner": s.winner, "balance": shown.balance}
    if shown.inexact:  # some balance is not a whole number of cents: the exact ones too
        out["balance_exact"] = shown.exact
    if price is not None:
        out["price"] = price
        out["money"] = shown.money
    if shown.transfers is not None:  # in money with a price, else in the unit
        out["pairs"] = [{"from": a, "to": b, "amount": x} for a, b, x in shown.pairs or ()]
        out["transfers"] = [{"from": a, "to": b, "amount": x} for a, b, x in shown.transfers]
        if shown.adjustment:  # a cent the payments move from a balance shown
            out["adjusted"] = shown.adjusted
            out["adjustment"] = shown.adjustment
    return out


def settlement(rep: Any, s: Any, shown: Any, price: float | None, limit: int | None,
               width: int) -> list[Any]:
    """The settlement: its tables, how it was reached, the balance and who pays whom."""
    from rich.markup import escape

    from scorekeeper.views.money import who_pays_whom
    from scorekeeper.views.tables import latest_rows, latest_steps, table_to_rich

    # the game by its name in English, as it always was; by its title in another language
    game = rep.table.game if lang() == "en" else _(rep.game.title)
    table = _("{game}, rules {rules}").format(game=game, rules=rep.table.preset)
    out: list[Any] = [f"[bold]{escape(table)}[/] — "
                      + escape(_("game over") if s.finished
                               else _("game not finished: settlement as it stands"))]
    out += [table_to_rich(latest_rows(t, limit, "settle"), width) for t in s.tables]
    if s.lines:
        lines, cut = latest_steps(s.lines, limit)
        n = len(s.lines)
        title = (ngettext("how it was reached (the latest {shown} of {n} line; `settle --all` "
                          "prints them all)",
                          "how it was reached (the latest {shown} of {n} lines; `settle --all` "
                          "prints them all)", n).format(shown=len(lines), n=n)
                 if cut else _("how it was reached"))
        out += steps(lines, title=title)
    out.append(balance_table(s, shown, price))
    out += who_pays_whom(shown, s.unit, price)
    if s.winner:
        out.append(escape(_("winner: {name}")).format(name=f"[bold green]{escape(s.winner)}[/]"))
    return out


def balance_table(s: Any, shown: Any, price: float | None) -> Any:
    from rich.markup import escape
    from rich.table import Table

    from scorekeeper.views.money import money_text

    bt = Table(title=escape(_("balance ({units})").format(units=units(s.unit))),
               title_justify="left")
    bt.add_column(escape(_("player")))
    bt.add_column(escape(units(s.unit)), justify="right")
    if price is not None:
        bt.add_column(escape(_("money")), justify="right")
    for k in s.balance:
        bt.add_row(escape(k), fmt(shown.balance[k]),
                   *([money_text(shown.money[k])] if shown.money else []))
    if shown.transfers is not None:  # zero-sum: the total shows it
        bt.add_section()
        bt.add_row(escape(_("total")), fmt(shown.total),
                   *([money_text(shown.money_total)] if shown.money else []))
    return bt


def _entry_json(e: Any) -> dict[str, Any]:
    return {"voided_by": e.voided_by, **entry_marks(e), "note": e.note,
            "problem": e.problem.describe() if e.problem else None}


def log_json(rep: Any) -> list[dict[str, Any]]:
    return [{"entry": e.number, "line": e.line, "kind": e.kind, "summary": e.summary,
             "dealer": e.dealer, **_entry_json(e)} for e in rep.entries]


def log(rep: Any, title: str) -> Any:
    """The entries, numbered, corrections marked."""
    from rich.markup import escape
    from rich.table import Table

    t = Table(title=title, title_justify="left")
    for c in ("#", _("kind"), _("dealer"), _("what"), _("note")):
        t.add_column(escape(c), justify="right" if c == "#" else "left")
    for e in rep.entries:
        t.add_row(str(e.number), escape(kind_words(e.kind)), escape(e.dealer or ""),
                  what_of(e, rep.entries), escape(e.note or ""))
    return t


def explained_json(chosen: list[Any]) -> list[dict[str, Any]]:
    return [{"entry": e.number, "kind": e.kind, "summary": e.summary, "dealer": e.dealer,
             **_entry_json(e), "steps": [step_json(s) for s in e.steps]} for e in chosen]


def explained(chosen: list[Any], rep: Any) -> list[Any]:
    """How each entry changed the score, step by step, or why it counts for nothing."""
    from rich.markup import escape

    out: list[Any] = []
    for e in chosen:
        kind = kind_words(e.kind)
        head = (_("entry {number} ({kind}), dealer {dealer}") if e.dealer
                else _("entry {number} ({kind})")).format(number=e.number, kind=kind, dealer=e.dealer)
        head += f": {e.summary}" if e.summary else ""
        if e.voided_by:
            out.append(f"[bold]{escape(head)}[/] — " + escape(
                _("struck by entry {number}; it counts for nothing").format(number=e.voided_by)))
        elif e.amended_by and not e.problem:
            out += steps(e.steps, title=head + " — " + _(
                "amended by entry {number}; in its place: {summary}").format(
                    number=e.amended_by, summary=rep.entry(e.amended_by).replacement.summary))
        elif e.kind == "amend" and e.superseded_by:
            out.append(f"[bold]{escape(head)}[/] — " + escape(
                _("superseded by entry {number}").format(number=e.superseded_by)))
        elif e.problem:
            out.append(f"[bold]{escape(head)}[/] — [red]"
                       + escape(_("not counted: {problem}").format(problem=e.problem.describe()))
                       + "[/]")
        else:
            out += steps(e.steps, title=head)
        if e.note:
            out.append(Plain("  " + _("note: {note}").format(note=e.note)))
    return out


def games_json(games: list[Any]) -> dict[str, Any]:
    return {g.name: {"title": g.title, "presets": list(g.presets), "default": g.default_preset}
            for g in games}


def games(games: list[Any]) -> list[str]:
    from rich.markup import escape

    def preset(p: str, g: Any) -> str:
        return _("{preset} (default)").format(preset=p) if p == g.default_preset else p

    return [escape(_("{game} — {title}; presets: {presets}")).format(
                game=f"[bold]{g.name}[/]", title=_(g.title),
                presets=", ".join(preset(p, g) for p in g.presets))
            for g in games]


def options_json(g: Any, p: Any, values: dict[str, Any]) -> dict[str, Any]:
    def cited(o: Any) -> Any:  # an option's or a preset's source, a citation value
        return o.citation if o.source else o.source

    return {"game": g.name, "rules": p.name, "title": p.title, "source": cited(p),
            "options": {n: {"value": values[n], "default": o.default, "meaning": o.meaning,
                            "source": cited(o), "choices": list(o.choices) or None}
                        for n, o in g.options.items()},
            "deal_keys": g.deal_keys_doc, "presets": list(g.presets)}


def options(g: Any, p: Any, values: dict[str, Any], width: int) -> list[Any]:
    """Every option of a game: its value in the preset, what it allows, its meaning and source."""
    from rich.markup import escape

    from scorekeeper.core.engine import SheetTable
    from scorekeeper.views.tables import table_to_rich

    head = escape(_("{game} — preset {preset}: {title}")).format(
        game=f"[bold]{escape(_(g.title))}[/]", preset=f"[bold]{p.name}[/]", title=escape(_(p.title)))
    out: list[Any] = [f"{head} [dim]\\[{cite(p.citation)}][/]"]
    if p.description:
        out.append(escape(_(p.description)))
    rows = [[n, str(values[n]).lower() if isinstance(values[n], bool) else str(values[n]),
             " | ".join(str(c) for c in o.choices) if o.choices else o.expected(),
             _(o.meaning), o.citation.render()] for n, o in g.options.items()]
    out.append(table_to_rich(SheetTable(_("options"), [_("option"), _("value"), _("allowed"),
                                                       _("meaning"), _("source")], rows), width))
    if g.deal_keys_doc:
        keys = SheetTable(_("deal keys"), [_("key"), _("meaning")],
                          [[k, _(m)] for k, m in g.deal_keys_doc.items()])
        out.append(table_to_rich(keys, width))
    out.append(escape(_("presets: {presets}").format(presets=", ".join(g.presets))))
    return out


def export_text(rep: Any, kind: str) -> str:
    """The sheet, the entries and the settlement as a JSON, CSV or Markdown document."""
    from scorekeeper.core.engine import SheetTable
    from scorekeeper.views.money import balances
    from scorekeeper.views.tables import to_csv, to_markdown

    sheet = rep.game.sheet(rep.state)
    s = rep.settlement()
    shown = balances(s)  # each to its nearest cent, as `settle` prints them
    if kind == "json":
        import json

        return json.dumps({
            "game": rep.table.game, "rules": rep.table.preset, **players_json(rep),
            "title": rep.table.title, "date": str(rep.table.date) if rep.table.date else None,
            "options": dict(rep.table.options), "finished": rep.finished,
            "state": rep.game.snapshot(rep.state),
            "entries": [{"entry": e.number, "kind": e.kind, "summary": e.summary, "dealer": e.dealer,
                         "voided_by": e.voided_by, "note": e.note, "data": e.data,
                         "steps": [st.to_dict() for st in e.steps]} for e in rep.entries],
            "settlement": {"unit": s.unit, "finished": s.finished, "winner": s.winner,
                           "balance": shown.balance,
                           **({"balance_exact": shown.exact} if shown.inexact else {})},
        }, ensure_ascii=False, indent=2, default=str) + "\n"
    title = (_("settlement ({units})") if s.finished
             else _("settlement ({units}), game not finished")).format(units=units(s.unit))
    bal = SheetTable(title, [_("player"), units(s.unit)], [[k, v] for k, v in shown.balance.items()])
    if kind == "csv":
        return to_csv([*sheet.tables, *s.tables, bal])
    return to_markdown(sheet, [*s.tables, bal])


def what_if_json(w: Any, price: float | None) -> dict[str, Any]:
    """``what-if --json``: both settlements as ``settle --json`` gives them (``file``: under the
    file's rules; ``other``: under the other rules, with the ``options`` laid over the file's)
    and each player's ``difference`` (other less file's, exactly, to its nearest cent;
    ``difference_exact`` beside it where one is not a whole number of cents; ``money_difference``
    with a price)."""
    from fractions import Fraction

    from scorekeeper.core.figures import CENTS, exact_text, figure
    from scorekeeper.views.money import balances

    mine = settlement_json(w.actual, w.actual_settlement, balances(w.actual_settlement, price),
                           price)
    other = settlement_json(w.other, w.other_settlement, balances(w.other_settlement, price),
                            price)
    other["options"] = dict(w.overrides)
    out: dict[str, Any] = {"game": w.actual.table.game, "players": list(w.actual.table.players),
                           "file": mine, "other": other,
                           "difference": {k: figure(v) for k, v in w.difference.items()}}
    if any((v * CENTS).denominator != 1 for v in w.difference.values()):
        out["difference_exact"] = {k: exact_text(v) for k, v in w.difference.items()}
    if price is not None:
        p = Fraction(repr(float(price)))
        out["money_difference"] = {k: figure(v * p) for k, v in w.difference.items()}
    return out


def what_if(w: Any, price: float | None) -> list[Any]:
    """``what-if``: the balances under the file's rules and under the other rules side by side,
    with each player's difference (in money too with a price), and how far each game went."""
    from fractions import Fraction

    from rich.markup import escape

    from scorekeeper.core.figures import cents, figure_text, money_text
    from scorekeeper.views.money import balances

    a, o = w.actual_settlement, w.other_settlement
    mine, other = balances(a, price), balances(o, price)
    game = w.actual.table.game if lang() == "en" else _(w.actual.game.title)
    table = _("{game}, rules {rules}").format(game=game, rules=w.actual.table.preset)
    other_head = _("what if: rules {rules}").format(rules=w.other_rules)

    out: list[Any] = [f"[bold]{escape(table)}[/] — " + escape(
        _("game over") if a.finished else _("game not finished: settlement as it stands")),
        f"[bold]{escape(other_head)}[/] — " + escape(
            _("game over") if o.finished else _("game not finished"))]
    unit = a.unit if a.unit == o.unit else None
    title = _("balance ({units})").format(units=units(unit)) if unit else _("balance")
    cols = (w.actual.table.preset, w.other_rules)
    out.append(_side_by_side(title, cols, mine.balance, other.balance, w.difference,
                             fmt, lambda d: figure_text(d, sign=True)))
    if price is not None:
        p = Fraction(repr(float(price)))
        out.append(_side_by_side(_("money (at {price} a unit)").format(price=money_text(p)),
                                 cols, mine.money or {}, other.money or {},
                                 {k: d * p for k, d in w.difference.items()},
                                 money_text, lambda d: ("+" if cents(d) > 0 else "") + money_text(d)))
    for s, rules in ((a, w.actual.table.preset), (o, w.other_rules)):
        if s.winner:
            out.append(escape(_("winner under {rules}: {name}")).format(
                rules=escape(rules), name=f"[bold green]{escape(s.winner)}[/]"))
    return out


def _side_by_side(title: str, cols: tuple[str, str], left: dict[str, Any], right: dict[str, Any],
                  diff: dict[str, Any], text: Any, diff_text: Any) -> Any:
    """A table of each player's figure under two rules and the difference."""
    from rich.markup import escape
    from rich.table import Table

    t = Table(title=escape(title), title_justify="left")
    t.add_column(escape(_("player")))
    for c in cols:
        t.add_column(escape(c), justify="right")
    t.add_column(escape(_("difference")), justify="right")
    for k, d in diff.items():
        t.add_row(escape(k), text(left.get(k, 0)), text(right.get(k, 0)), diff_text(d))
    return t


# ---------------------------------------------------------------------------------------------
# a sealed night (scorekeeper.session.seal.SealCheck)
# ---------------------------------------------------------------------------------------------
#: the settlement's figures a seal names beside the accounts, said in a difference (the seal's own
#: key is the English word; :func:`_what`)
_SEALED_WHAT = {"balance": N_("balance"), "money": N_("money")}


def _what(what: str) -> str:
    """A sealed figure as the sheet names it: the balance, the money, or an account as
    ``explain`` names it (``pool``, ``whists:Vera``)."""
    return _(_SEALED_WHAT[what]) if what in _SEALED_WHAT else account_words(what)


def seal_lines(c: Any, file: str) -> list[Plain]:
    """Whether the file agrees with its seal: one line when it does; else what differs, deal by
    deal with the rules the deal's steps now cite, option by option, figure by figure."""
    when = (_("sealed on {date} (entry {number}, version {version})") if c.date is not None
            else _("sealed on entry {number} (version {version})")).format(
        date=c.date, number=c.number, version=c.version)
    if c.ok:
        return [Plain(_("{sealed}, checked").format(sealed=when))]
    out = [Plain(_("{sealed}, but the file no longer agrees with it; the sealed figures "
                   "stand:").format(sealed=when))]
    if c.edited:
        out.append(Plain("  " + _("the entries before the seal were changed after it was "
                                  "written")))
    for name, sealed, now in c.options:
        out.append(Plain("  " + _("option {option}: sealed {sealed}, now {now}").format(
            option=name, sealed=_option(sealed), now=_option(now))))
    for d in c.deals:
        out.append(Plain("  " + _("entry {entry}: {player} {account} sealed {sealed}, scored now "
                                  "{now}").format(entry=d.entry, player=d.player,
                                                  account=_what(d.account),
                                                  sealed=_figure(d.sealed), now=_figure(d.now))))
        out += [Plain("    " + _("rule: {rule}").format(rule=rule)) for rule in d.rules]
    for what, name, sealed, now in c.differences:
        out.append(Plain("  " + _("{player}: sealed {sealed}, replayed {now} ({what})").format(
            player=name, sealed=_figure(sealed), now=_figure(now), what=_what(what))))
    out.append(Plain("  " + _("`scorekeeper check {file}` lists it").format(file=file)))
    return out


def sealed_figures(c: Any) -> list[Plain]:
    """The sealed figures, player by player."""
    out = []
    for what in ("balance", "money"):
        figures = c.sealed.get(what)
        if not isinstance(figures, dict):
            continue
        out.append(Plain(_("sealed {what}:").format(what=_what(what))))
        out += [Plain(f"  {name} {_figure(v)}") for name, v in figures.items()]
    return out


def seal_json(c: Any) -> dict[str, Any]:
    return {"entry": c.number, "version": c.version,
            "date": None if c.date is None else str(c.date), "checked": c.ok, "edited": c.edited,
            "options": [{"option": name, "sealed": sealed, "now": now}
                        for name, sealed, now in c.options],
            "deals": [{"entry": d.entry, "player": d.player, "account": d.account,
                       "sealed": d.sealed, "now": d.now, "rules": d.rules} for d in c.deals],
            "differences": [{"of": what, "player": name, "sealed": sealed, "replayed": now}
                            for what, name, sealed, now in c.differences]}


def _option(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return _("none") if value is None else str(value)


def _figure(value: Any) -> str:
    from scorekeeper.core.figures import figure_text

    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return figure_text(value, minus="-", sign=True)
    return _("none") if value is None else str(value)
