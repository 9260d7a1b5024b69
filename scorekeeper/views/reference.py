"""The reference pages as ``why`` and ``help`` print them: a citation's parts with the texts they
resolve to, every ruling and every rule text as Markdown, a page laid out by rich."""

from __future__ import annotations

from typing import Any

from scorekeeper.i18n import N_, _, pgettext

#: where the reference of an option is (``why``'s ``see``: the JSON keeps these words)
OPTION_SEE = N_("scorekeeper rules GAME (each option's meaning and source)")
#: the languages the rule texts (``data/sources``) are written in, for the catalog: a page says
#: them in the language in use
LANGUAGES = (N_("Russian"), N_("Russian, in Latin transliteration"), N_("English"))


def citation_parts(text: str) -> list[dict[str, Any]]:
    """Every part of a citation with the text it resolves to; UnknownNameError if a ruling or a
    rule text is unknown."""
    from scorekeeper import citations as C

    parts = C.parse(canonical_citation(text.strip()))
    out = []
    for p in parts:
        if p.kind == "ruling":
            r = C.ruling(p.ref)
            if r is None:
                raise _unknown("ruling", p.ref, list(C.rulings()))
            out.append({"ruling": r.id, "game": r.game, "title": r.title, "text": r.text,
                        "withdrawn": r.withdrawn})
        elif p.kind == "text":
            src = C.sources()[p.ref]
            out.append({"source": C.Citation(src.label), "title": src.title, "author": src.author,
                        "year": src.year, "language": src.language, "published": src.published,
                        "section": p.section, "heading": p.heading, "quote": p.note})
        elif p.kind == "format":
            out.append({"source": C.Citation(C.FORMAT_DOC), "section": p.heading or p.section,
                        "see": "scorekeeper help format"})
        elif p.kind == "option":
            out.append({"option": p.ref, "value": p.note, "see": OPTION_SEE})
        else:
            src = C.sources().get(p.ref.strip())
            if src is None:
                raise _unknown("ruling or rule text", p.ref, [*C.rulings(), *C.sources()])
            out.append({"source": C.Citation(src.label), "title": src.title, "author": src.author,
                        "year": src.year, "language": src.language, "published": src.published,
                        "sections": src.sections})
    return out


def citation_lines(parts: list[dict[str, Any]]) -> list[str]:
    """The parts of a citation as ``why`` prints them (rich markup)."""
    from rich.markup import escape

    from scorekeeper import citations as C

    out: list[str] = []
    for item in parts:
        if "ruling" in item:
            head = f"[bold]{item['ruling']}[/] — {escape(item['title'])} ({item['game']})"
            out.append(head)
            if item["withdrawn"]:
                withdrawn = _("withdrawn:")
                out.append(f"[yellow]{escape(withdrawn)}[/] {escape(item['withdrawn'])}")
            out.append(escape(item["text"]))
        elif "option" in item:
            option = f"[bold]{escape(item['option'])}[/]" + (
                f" = {escape(str(item['value']))}" if item["value"] else "")
            out.append(escape(_("option {option}: see `{see}`")).format(
                option=option, see=escape(_(item["see"]))))
        elif str(item["source"]) == C.FORMAT_DOC:
            out.append(escape(_("the session-file reference, section «{section}»: "
                                "`scorekeeper help format`")).format(
                section=escape(str(item["section"]))))
        else:
            year = f", {item['year']}" if item["year"] else ""
            out.append(f"[bold]{escape(str(item['source']))}[/] — {escape(item['author'])}, "
                      f"«{escape(item['title'])}»{year}; {escape(_(item['language']))}")
            out.append(f"  {escape(item['published'])}")
            if item.get("section"):
                out.append(f"  §{escape(item['section'])} «{escape(str(item['heading']))}»"
                          + (f": {escape(item['quote'])}" if item.get("quote") else ""))
            for key, heading in (item.get("sections") or {}).items():
                out.append(f"  §{escape(key)} «{escape(heading)}»")
        out.append("")
    return out


def canonical_citation(text: str) -> str:
    """A citation as typed, its ruling ids and rule texts spelt as the package writes them,
    whatever the case: "r-p8" is R-P8, "mgu 1971 §7" is MGU 1971 §7."""
    from scorekeeper import citations as C

    labels = {label.casefold(): label for label in C.sources()}
    parts = []
    for part in C._split(text):
        m = C.RULING_RE.match(part.upper())
        if m and C.RULING_RE.match(part) is None:
            part = m.group(0) + part[m.end():]
        else:
            head, sep, rest = part.partition(" §")
            label = labels.get(head.strip().casefold()) or labels.get(part.strip().casefold())
            if label is not None:
                part = f"{label}{sep}{rest}" if sep else label
        parts.append(part)
    return "; ".join(parts)


def _unknown(kind: str, name: str, valid: list[str]):
    """An unknown ruling or text: the closest names, and where the whole list is."""
    from scorekeeper.errors import InvalidError, closest
    from scorekeeper.names import shown

    from scorekeeper.errors import did_you_mean, unknown_words

    close = closest(name, valid, n=3)
    hint = did_you_mean(pgettext("between names", " or ").join(shown(c) for c in close)) \
        if close else ""
    return InvalidError(unknown_words(kind, shown(name)) + hint, key="CITATION", value=name,
                        expected=_("a ruling id such as R-P8, or a rule text such as 'MGU 1971 §7' "
                                   "(`scorekeeper help rulings`, `scorekeeper help sources` list "
                                   "them)"))


def rulings_reference() -> str:
    """Every ruling as Markdown, grouped by game (the text of ``docs/rulings.md``)."""
    from scorekeeper import citations as C

    games: dict[str, list] = {}
    for r in C.rulings().values():
        games.setdefault(r.game, []).append(r)
    lines = ["# " + _("Rulings"), "",
             *_("Where a rule text is silent, ambiguous or wrong, a ruling decides. The engines cite "
                "them\nby id in `explain`, in `rules` and in the tests; `scorekeeper why ID` prints "
                "one. This page\nis printed by `scorekeeper help rulings` and lists every ruling the "
                "package ships.").split("\n"), ""]
    from scorekeeper.core import registry
    from scorekeeper.errors import UnknownNameError

    for game, items in games.items():
        try:
            title = _(registry.game(game).title)
        except UnknownNameError:  # rulings of a game whose engine is not installed
            title = game
        lines += [f"## {title}", ""]
        for r in items:
            lines.append(f"### {r.id} — {r.title}")
            lines.append("")
            if r.withdrawn:
                lines += [_("*Withdrawn:* {why}").format(why=r.withdrawn), ""]
            lines += [r.text, ""]
    return "\n".join(lines).rstrip() + "\n"


def sources_reference() -> str:
    from scorekeeper import citations as C

    lines = ["# " + _("The rule texts"), ""]
    for s in C.sources().values():
        year = f", {s.year}" if s.year else ""
        lines += [f"## {s.label}", "", f"{s.author}, «{s.title}»{year}. {s.published}. "
                  + _("Language: {language}. Games: {games}.").format(
                      language=_(s.language), games=", ".join(s.games)), ""]
        for key, heading in s.sections.items():
            lines.append(f"- §{key} «{heading}»" if key.casefold() != heading.casefold() else f"- §{heading}")
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


def page(text: str) -> Any:
    """A reference page (Markdown) as rich lays it out."""
    from rich.markdown import Markdown

    return Markdown(text, code_theme="ansi_dark", hyperlinks=False)
