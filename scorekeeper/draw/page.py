"""One self-contained HTML page of a session: the drawn sheet, the settlement, the sheet's tables
and history, and the rules in force.  Mailed as a file (``export --to html``) or served live
(``serve``: the same page, plus a few lines of inline script that fetch the new content when the
session file changes).  No external fonts, styles or scripts; pure text in, text out.  On paper
the page follows its own print rules (:data:`PRINT`).
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scorekeeper.core import registry
from scorekeeper.core.engine import Settlement, SheetTable
from scorekeeper.draw import History, said, sheet_svg, title_of
from scorekeeper.draw.ledger import heading, pays, unit_word
from scorekeeper.draw.svg import number
from scorekeeper.i18n import _, lang

if TYPE_CHECKING:
    from scorekeeper.citations import Citation


@dataclass
class Page:
    """What a page shows, worked out from a replayed session."""

    title: str
    subtitle: str
    svg: str
    settlement: Settlement
    tables: list[SheetTable]
    notes: list[str]
    preset: str
    preset_title: str
    preset_source: Citation
    options: list[tuple[str, Any, str, Citation]] = field(default_factory=list)  # name, value, meaning, source


def page_of(h: History) -> Page:
    """Gather a page's parts from the public engine API (sheet, settle, options, presets)."""
    rep = h.replay
    game = rep.game
    sheet = game.sheet(rep.state)
    preset = registry.preset(game, rep.table.preset)
    opts = [(n, rep.table.options.get(n), o.meaning, o.citation) for n, o in game.options.items()]
    head, sub = title_of(h)
    return Page(head, sub, sheet_svg(h), rep.settlement(), list(sheet.tables), list(sheet.notes),
                preset.name, preset.title, preset.citation, opts)


STYLE = """
body{margin:0;background:#f4f1e6;color:#1b2a4a;font-family:DejaVu Sans,Verdana,Arial,sans-serif;
  font-size:15px;line-height:1.4}
main{max-width:1100px;margin:0 auto;padding:12px}
h1{font-size:1.35em;margin:.4em 0 .1em}h2{font-size:1.15em;margin:1.4em 0 .4em}h3{font-size:.95em;margin:1em 0 .2em}
.sub{color:#5b6b8c;font-size:.9em}
.sheet svg{width:100%;height:auto;display:block;background:#fffdf6;border:1px solid #d8d2bd}
table{border-collapse:collapse;margin:.3em 0 .8em;background:#fffdf6;font-size:.9em}
th,td{border:1px solid #d8d2bd;padding:3px 7px;text-align:left;vertical-align:top}
td.n{text-align:right;font-variant-numeric:tabular-nums}
.plus{color:#2e7d32;font-weight:bold}.minus{color:#b3261e;font-weight:bold}
.rule{color:#5b6b8c;font-size:.85em}.note{color:#5b6b8c;font-size:.9em;margin:.2em 0}
.scroll{overflow-x:auto}
#live-status{position:fixed;right:8px;top:6px;font-size:.8em;color:#5b6b8c}
.print-only{display:none}
"""

#: the page on paper (A4): the drawn sheet and the settlement on the first page, the title once
#: (the drawing carries it), nothing cut (running sequences wrap after each "·", tables take the
#: page's width, no scrollbars), tables breaking between rows with their head repeated, the
#: explanation open (a print-only copy: CSS cannot open a <details> in every browser), the rules
#: in an appendix; a page number where the browser's own header and footer would go
PRINT = """
@page{size:A4;margin:12mm 11mm 13mm 11mm;
  @top-left{content:" "}
  @bottom-right{content:counter(page) " / " counter(pages);font-size:8pt;color:#5b6b8c}}
@media print{
  body{background:#fff;font-size:9pt;line-height:1.3}
  main{max-width:none;margin:0;padding:0}
  h1.title,h1.title+.sub,#live-status{display:none}
  h2{font-size:1.15em;margin:.7em 0 .25em}h3,h4{font-size:1em;margin:.6em 0 .15em}
  h2,h3,h4{break-after:avoid;break-inside:avoid}
  .sheet svg{width:auto;max-width:100%;max-height:130mm;margin:0 auto;border:0;background:#fff}
  .scroll{overflow:visible}
  table{max-width:100%;background:#fff;margin:.2em 0 .5em}
  th,td{padding:1px 5px;overflow-wrap:break-word}
  thead{display:table-header-group}
  tr{break-inside:avoid}
  #settlement{break-inside:avoid;columns:2;column-gap:8mm}
  #settlement>h2,#settlement>h2+.note,#settlement>.how{column-span:all}
  #settlement table,#settlement ul{break-inside:avoid}
  #settlement ul{margin:.2em 0}
  details{display:none}
  .print-only{display:block}
  #rules{break-before:page}
  #rules table{width:100%;table-layout:fixed;font-size:.85em}
  #rules th:nth-child(1){width:20%}#rules th:nth-child(2){width:13%}#rules th:nth-child(3){width:32%}
  #rules td{overflow-wrap:anywhere}
}
"""

LIVE_SCRIPT = """
(function(){
  var stamp = document.body.getAttribute("data-stamp"), busy = false;
  var status = document.getElementById("live-status");
  function tick(){
    if (busy) return; busy = true;
    fetch("stamp", {cache: "no-store"}).then(function(r){ return r.json(); }).then(function(s){
      if (s.stamp === stamp) { busy = false; return; }
      return fetch("fragment", {cache: "no-store"}).then(function(r){ return r.text(); }).then(function(t){
        document.getElementById("live").innerHTML = t;
        stamp = s.stamp; document.body.setAttribute("data-stamp", stamp);
        status.textContent = %(redrawn)s + new Date().toLocaleTimeString();
        busy = false;
      });
    }).catch(function(){ status.textContent = %(silent)s; busy = false; });
  }
  setInterval(tick, %(interval)d);
})();
"""


def html_page(page: Page, *, live_stamp: str | None = None, interval_ms: int = 300) -> str:
    """The whole page.  With ``live_stamp`` it is the served page: it polls ``stamp`` and fetches
    ``fragment`` (relative URLs) whenever the stamp changes."""
    return shell(fragment(page), page.title, live_stamp=live_stamp, interval_ms=interval_ms)


def shell(body: str, title: str, *, live_stamp: str | None = None, interval_ms: int = 300) -> str:
    """A page around ``body`` (the content of ``<main id="live">``)."""
    live = live_stamp is not None
    head = (f'<!DOCTYPE html>\n<html lang="{lang()}"><head><meta charset="utf-8">'
            f'<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{_e(title)}</title><style>{STYLE}{PRINT}</style></head>\n")
    attrs = f' data-stamp="{_e(live_stamp)}"' if live else ""
    out = head + f"<body{attrs}>\n"
    if live:
        status = _("live")
        out += f'<div id="live-status">{_e(status)}</div>\n'
    out += f'<main id="live">\n{body}</main>\n'
    if live:
        words = {"redrawn": _script(_("live \u00b7 redrawn ")),
                 "silent": _script(_("live \u00b7 the server does not answer"))}
        out += "<script>" + LIVE_SCRIPT % {"interval": interval_ms, **words} + "</script>\n"
    return out + "</body></html>\n"


def _script(text: str) -> str:
    """A string as the inline script writes it (a JavaScript literal that cannot end the script)."""
    return json.dumps(text).replace("</", "<\\/")


def fragment(page: Page) -> str:
    """The page's content (what the live page replaces when the file changes)."""
    parts = [f'<h1 class="title">{_e(page.title)}</h1>', f'<div class="sub">{_e(page.subtitle)}</div>',
             f'<section class="sheet" id="sheet">{page.svg}</section>',
             _settlement(page.settlement)]
    history = _("The sheet and its history")
    parts.append(f'<section id="history"><h2>{_e(history)}</h2>')
    parts += [_table(t) for t in page.tables]
    parts += [f'<p class="note">{_e(clean(n))}</p>' for n in page.notes]
    parts.append("</section>")
    parts.append(_rules(page))
    return "\n".join(parts) + "\n"


def error_fragment(message: str) -> str:
    """What the live page shows while the file cannot be read (it keeps polling)."""
    head, note = _("The session file has a problem"), _("The page redraws as soon as the file is fixed.")
    return (f'<h1>{_e(head)}</h1><p class="minus">{_e(message)}</p>'
            f'<p class="note">{_e(note)}</p>\n')


def _settlement(s: Settlement) -> str:
    rows = []
    from scorekeeper.core.figures import payments

    shown = payments(s)  # the figures and payments `settle` prints
    for p, v in shown.balance.items():
        cls = "plus" if v > 0 else ("minus" if v < 0 else "")
        rows.append(f'<tr><td>{_e(p)}</td><td class="n {cls}" data-player="{_e(p)}">'
                    f'{"+" if v > 0 else ""}{_e(number(v))}</td></tr>')
    state = _e(_("the game is over") if s.finished
               else _("the game is not finished: the settlement as it stands"))
    if s.winner:
        state = _e(_("{state}; winner: {name}")).format(state=state, name=f"<b>{_e(s.winner)}</b>")
    title, player = heading(s.unit), _("player")
    out = [f'<section id="settlement"><h2>{_e(title[:1].upper() + title[1:])}</h2>'
           f'<p class="note">{state}</p>',
           f'<table class="balance"><thead><tr><th>{_e(player)}</th><th>{_e(unit_word(s.unit))}</th></tr>'
           f'</thead><tbody>{"".join(rows)}</tbody></table>']
    if s.pairs and shown.pairs is not None:  # the game's own pair by pair (preferans)
        out.append("<ul>" + "".join(f'<li class="pair">{_e(pays(a, b, number(x)))}</li>'
                                    for a, b, x in shown.pairs) + "</ul>")
        if shown.adjustment:
            out.append(f'<p class="note adjustment">{_e(shown.adjustment)}</p>')
    out += [_table(t) for t in s.tables]
    if s.lines:
        how = _e(_("how it was reached"))
        steps = "<ul>" + "".join(f'<li>{_e(st.text)} <span class="rule">[{_e(cite(st.citation))}]</span></li>'
                                 for st in s.lines) + "</ul>"
        out.append(f"<details><summary>{how}</summary>{steps}</details>")
        out.append(f'<div class="print-only how"><h4>{how}</h4>{steps}</div>')  # on paper: open
    return "\n".join(out) + "</section>"


def _table(t: SheetTable) -> str:
    head = "".join(f"<th>{_e(c)}</th>" for c in t.columns)
    rows = "".join("<tr>" + "".join(_cell(x) for x in r) + "</tr>" for r in t.rows)
    note = f'<p class="note">{_e(clean(t.note))}</p>' if t.note else ""
    return (f'<h3>{_e(t.title)}</h3><div class="scroll"><table><thead><tr>{head}</tr></thead>'
            f"<tbody>{rows}</tbody></table></div>{note}")


def _cell(x: Any) -> str:
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return f'<td class="n">{_e(number(x))}</td>'
    return f"<td>{_breakable(_e('' if x is None else x))}</td>"


def _breakable(text: str) -> str:
    """A running sequence (``4·6·16·…``) may wrap after each "·", never inside a figure."""
    return text.replace("\u00b7", "\u00b7<wbr>")


def _rules(page: Page) -> str:
    rows = "".join(f"<tr><td><code>{_e(n)}</code></td><td>{_e(_value(v))}</td><td>{_e(said(m))}</td>"
                   f'<td class="rule">{_e(cite(src))}</td></tr>' for n, v, m, src in page.options)
    preset = _e(_("preset {name}: {title}")).format(name=f"<b>{_e(page.preset)}</b>",
                                                    title=_e(said(page.preset_title)))
    heads = "".join(f"<th>{_e(h)}</th>" for h in (_("option"), _("value"), _("meaning"), _("source")))
    title = _("The rules in force")
    return (f'<section id="rules"><h2>{_e(title)}</h2><p>{preset} '
            f'<span class="rule">[{_e(cite(page.preset_source))}]</span></p>'
            f'<div class="scroll"><table><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table>'
            f"</div></section>")


def _value(v: Any) -> str:
    if isinstance(v, bool):
        return _("yes") if v else _("no")
    if isinstance(v, Mapping):
        return ", ".join(f"{k} {x}" for k, x in v.items())
    if isinstance(v, Sequence) and not isinstance(v, str):
        return ", ".join(str(x) for x in v)
    return str(v)


def cite(citation: Any) -> str:
    """A citation for the page, as a player reads it: a
    :class:`~scorekeeper.citations.Citation` value (a line's
    :attr:`~scorekeeper.core.engine.Step.citation`), or the text of one that has none yet (an
    option's source, a citation in a note's brackets)."""
    from scorekeeper.citations import Citation

    return (citation if isinstance(citation, Citation) else Citation(citation)).render()


def clean(note: str) -> str:
    """A note with its bracketed citations passed through :func:`cite` (an emptied one goes)."""
    def one(m: re.Match) -> str:
        c = cite(m.group(2))
        return f"{m.group(1)}[{c}]" if c else ""

    return re.sub(r"(\s?)\[([^\[\]]*)\]", one, note)


def _e(x: Any) -> str:
    return html.escape(str(x), quote=True)
