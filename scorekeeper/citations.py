"""Where a number comes from: the rule texts by title and section, the rulings by id.

Engines cite their rules as plain strings (a :class:`~scorekeeper.core.engine.Step`'s ``rule``, an
option's ``source``, a table entry's citation).  A citation is a list of parts joined by ``"; "``;
each part is one of

* a ruling id — ``R-P8``, ``R-F5``, or one of the project's own (``R-P-M3``, ``R-P-C12``, ``R-F-M2``,
  …) — optionally followed by a gloss in parentheses;
* a section of a rule text — ``<label> §<section>``, e.g. ``MGU 1971 §7`` or ``Пятьсот §счет`` —
  optionally followed by a quote or gloss;
* a section of the session-file reference — ``format §<section>`` (``docs/format.md``);
* an option value in force — ``consolation = ordinary`` (the option's own source says where it comes
  from: ``scorekeeper rules GAME``).

Both kinds resolve to text shipped with the package (``scorekeeper/data``): each rule text has a
file in ``data/sources/`` (title, author, year, and the heading of every cited section *as the text
writes it*), each game's rulings a file in ``data/rulings/`` (the full ruling in the project's own
words).  :func:`render` prints a citation readably, :func:`to_json` gives its parts as data, and
:func:`unresolved` says what in a citation does not resolve (a test walks every citation the engines
can emit through it).

**In Russian.**  Every ruling and every rule text's description is shipped in both languages, and
what this module returns is in the language in use (:func:`scorekeeper.i18n.lang`): a ruling's
title, text and reason for withdrawal, a rule text's author, publication and language, the
heading of a section of the format reference.  What a citation names stays as it is in every
language: ruling ids, the labels of the rule texts, their titles and section headings *as the
texts write them* (a Russian text cites its Russian words, MGU 1971 its transliteration), option
names and values.  The Russian words live beside the English, one file for one:

* ``data/rulings/ru/<game>.toml``: the same tables as ``data/rulings/<game>.toml``, by the same ids,
  each with ``title``, ``text`` and — where the English has one — ``withdrawn``;
* ``data/sources/ru/<id>.toml``: ``author``, ``published`` and ``language`` of ``data/sources/<id>.toml``;
* ``data/format_sections.HEADINGS``: the Russian reference's heading of each citable section
  (``format.ru.md``, which ``scorekeeper help format`` prints in Russian).

Why parallel files, and not the message catalog: a ruling is paragraphs of prose, edited as prose;
as a catalog message the whole English paragraph would be its key, so that every correction of the
English would orphan its translation, and the catalog would carry the English text a second time.
Parallel files keep the English files as they were, are read as the English are (a command that
cites one game's rulings reads that game's file, and in Russian its Russian file, nothing more),
and a reviewer reads each language's rulings whole, ruling by ruling.  The ids tie the two together:
``tests/i18n/test_reference_ru.py`` fails on a ruling or rule text without its Russian version, on a
Russian file holding an id the English lacks, and on a withdrawal said in one language only.  The
few words this module says itself (``option consolation = ordinary``) go through the catalog.
Should a Russian version be missing after all (a ruling added without one, which the test
refuses), the English is shown rather than nothing.
"""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from typing import Any

from scorekeeper.errors import clauses
from scorekeeper.i18n import _, lang

RULING_RE = re.compile(r"^R-[A-Z]+(?:-[A-Z]+)?\d+[a-z]?\b")
OPTION_RE = re.compile(r"^([a-z][a-z0-9_]*)(?: = (\S.*?))?( \(.*\))?$")
FORMAT_LABEL = "format"
FORMAT_DOC = "docs/format.md"
#: the languages the data files are written in besides English: each has its folder of
#: translations (``data/rulings/ru``, ``data/sources/ru``)
TRANSLATED = ("ru",)


@dataclass(frozen=True)
class Source:
    """One rule text."""

    id: str
    label: str
    title: str
    author: str
    published: str
    language: str
    games: tuple[str, ...]
    year: int | None = None
    sections: dict[str, str] = field(default_factory=dict)

    def describe(self) -> str:
        year = f", {self.year}" if self.year else ""
        return f"{self.label}: {self.author}, «{self.title}»{year} ({self.language}; {self.published})"


@dataclass(frozen=True)
class Ruling:
    """One ruling: where a text is silent, ambiguous or wrong, this decides."""

    id: str
    game: str
    title: str
    text: str
    withdrawn: str | None = None  # why it no longer applies, and what replaced it


@dataclass(frozen=True)
class Part:
    """One resolved part of a citation."""

    kind: str  # "ruling" | "text" | "format" | "option" | "other"
    ref: str  # the ruling id, the source label, or the raw text
    section: str | None = None  # the section key as cited
    heading: str | None = None  # the section's heading as the text writes it
    note: str | None = None  # the gloss or quote that followed
    title: str | None = None  # a ruling's title

    def render(self) -> str:
        if self.kind == "ruling":
            text = self.ref
            if self.title:
                text += f" «{self.title}»"
            return _joined(text, self._note())
        if self.kind in {"text", "format"}:
            text = self.ref
            if self.section is None and self.kind == "text":
                text += f" «{self.heading}»" if self.heading else ""
            elif self.section is not None:
                text += f" §{self.section}"
                heading = _format_heading(self.heading) if self.kind == "format" else self.heading
                if heading and heading.casefold() != self.section.casefold():
                    text += f" «{heading}»"
            return _joined(text, self._note())
        if self.kind == "option":
            text = (_("option {name} = {value}").format(name=self.ref, value=self.note) if self.note
                    else _("option {name}").format(name=self.ref))
            title = self.title if lang() == "en" or not self.title else _said(self.title)
            return f"{text} {title}" if title else text
        m = OPTION_RE.match(self.ref.removeprefix("option ")) if self.ref.startswith("option ") else None
        if m and lang() != "en":  # "option whist_doubling (…)", as a table writes it in English
            return Part("option", m.group(1), note=m.group(2), title=(m.group(3) or "").strip() or None).render()
        return self.ref

    def _note(self) -> str | None:
        """The note as a reader in the language in use is shown it: a table's own gloss, in
        English (``R-T2 (5 rounds up)``, ``(Пятьсот §партия: plus 500)``), only in English —
        elsewhere the ruling's title and the text's heading speak the reader's language; a
        quote (in quotation marks) always."""
        note = self.note
        if not note or lang() == "en" or note[0] in ",.;…–-":
            return note
        if note[0] == ":":  # "R-F7: the seat-count forms"
            said = _said(note[1:].strip())
            return f": {said}" if said else None
        return _said(note)

    def to_json(self) -> dict[str, Any]:
        if self.kind == "ruling":
            data: dict[str, Any] = {"ruling": self.ref}
            if self.title:
                data["title"] = self.title
        elif self.kind in {"text", "format"}:
            data = {"source": self.ref if self.kind == "text" else FORMAT_DOC}
            if self.section is not None:
                data["section"] = self.heading or self.section
        elif self.kind == "option":
            return {"option": self.ref, "value": self.note}
        else:
            data = {"text": self.ref}
        if self.note:
            data["quote"] = self.note
        return data


def _said(note: str) -> str | None:
    """What a gloss says in no language of its own — its quotes, the texts' sections and the
    rulings it names — for a reader of another language than the table's English
    (``(Заказной покер §определения; "игрок выполнил заказ": the category …)`` →
    ``(Заказной покер §определения; "игрок выполнил заказ")``); None where nothing is left."""
    inner = note[1:-1] if note.startswith("(") and note.endswith(")") else note
    kept: list[str] = []
    for piece in _split(inner):
        quotes = re.findall(r"[\"“«][^\"”»]*[\"”»]", piece)
        if quotes:
            before = piece.split(quotes[0], 1)[0]
            ref = before.split(":", 1)[0].strip(" ,") if "§" in before else ""
            kept.append(" ".join([ref, *quotes]).strip())
        elif "§" in piece:
            kept.append(piece.split(":", 1)[0].strip())
        else:
            kept += re.findall(r"\bR-[A-Z]+(?:-[A-Z]+)?\d+[a-z]?\b", piece)
    if not kept:
        return None
    return f"({'; '.join(kept)})" if note.startswith("(") else "; ".join(kept)


def _joined(text: str, note: str | None) -> str:
    """A part and its gloss: ``R-F1 «…» (Avondale)``, but ``R-F1 «…», R-F2`` and ``R-P1…R-P9``."""
    if not note:
        return text
    return text + note if note[0] in ",.:;…–-" else f"{text} {note}"


# ---------------------------------------------------------------------------------------- data
def _data_files(folder: str):
    root = resources.files("scorekeeper.data").joinpath(folder)
    return sorted((p for p in root.iterdir() if p.name.endswith(".toml")), key=lambda p: p.name)


def _translation(folder: str, name: str, language: str) -> dict[str, Any]:
    """The translation of ``data/<folder>/<name>.toml`` into ``language`` (``data/<folder>/<language>/
    <name>.toml``), empty for English or where there is none."""
    if language not in TRANSLATED:
        return {}
    path = resources.files("scorekeeper.data").joinpath(folder, language, f"{name}.toml")
    if not path.is_file():
        return {}
    return tomllib.loads(path.read_text(encoding="utf-8"))


def sources() -> dict[str, Source]:
    """Every rule text, by label, described in the language in use."""
    return _sources(lang())


@cache
def _sources(language: str) -> dict[str, Source]:
    out: dict[str, Source] = {}
    for path in _data_files("sources"):
        name = path.name.removesuffix(".toml")
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        said = {**raw, **_translation("sources", name, language)}
        src = Source(
            id=name, label=raw["label"], title=raw["title"],
            author=said["author"], published=said["published"], language=said["language"],
            games=tuple(raw.get("games", ())), year=raw.get("year"),
            sections={str(k): v for k, v in raw.get("sections", {}).items()},
        )
        out[src.label] = src
    return out


#: the file of ``data/rulings`` that holds a ruling, by the letter after ``R-``: a command that
#: cites one game's rulings reads that game's file only.  Each game's spec names its letters
#: (:attr:`scorekeeper.core.spec.GameSpec.rulings`) and the registry, a layer above, enters them
#: here when it loads an engine; a letter not entered is looked for in every file.
RULING_FILES: dict[str, str] = {}


@cache
def _rulings_in(game: str, language: str = "en") -> dict[str, Ruling]:
    """The rulings of one file of ``data/rulings``, by id, in ``language`` (the English words of
    a ruling its translation lacks)."""
    path = resources.files("scorekeeper.data").joinpath("rulings", f"{game}.toml")
    words = _translation("rulings", game, language)
    out = {}
    for rid, raw in tomllib.loads(path.read_text(encoding="utf-8")).items():
        said = {**raw, **words.get(rid, {})}
        withdrawn = said.get("withdrawn") if raw.get("withdrawn") else None
        out[rid] = Ruling(rid, game, said["title"], _paragraphs(said["text"]), withdrawn)
    return out


def rulings() -> dict[str, Ruling]:
    """Every ruling the engines may cite, by id, in the language in use."""
    return _rulings(lang())


@cache
def _rulings(language: str) -> dict[str, Ruling]:
    out: dict[str, Ruling] = {}
    for path in _data_files("rulings"):
        out.update(_rulings_in(path.name.removesuffix(".toml"), language))
    return out


def _paragraphs(text: str) -> str:
    """Lines joined into paragraphs (the data files wrap their text at 100 columns)."""
    return "\n\n".join(" ".join(p.split()) for p in re.split(r"\n\s*\n", text.strip()) if p.strip())


def ruling(rid: str) -> Ruling | None:
    """The ruling of an id (any case), in the language in use; None for an id no file holds."""
    return _ruling(rid, lang())


def _ruling(rid: str, language: str) -> Ruling | None:
    rid = rid.strip().upper()
    game = RULING_FILES.get(rid[2:3])
    found = _rulings_in(game, language).get(rid) if game else None
    return found if found is not None else _rulings(language).get(rid)


# ------------------------------------------------------------------------------------ parsing
def _split(citation: str) -> list[str]:
    """Split on ``;`` outside parentheses and quotes."""
    return clauses(citation)


def _section(rest: str, known: dict[str, str]) -> tuple[str, str | None, str | None]:
    """The longest known section key that starts ``rest``; else the first word.  Returns
    (key, heading or None, the remaining note)."""
    best = None
    for key in known:
        if rest.casefold().startswith(key.casefold()) and (best is None or len(key) > len(best)):
            tail = rest[len(key):]
            if not tail or not (tail[0].isalnum()):
                best = key
    if best is not None:
        note = rest[len(best):].strip(" ,:") or None
        return rest[:len(best)], known[best], note
    word, _, note = rest.partition(" ")
    return word, None, note.strip() or None


def parse(citation: str) -> tuple[Part, ...]:
    """The parts of a citation string, each resolved as far as the shipped data allows (a
    ruling's title in the language in use)."""
    return _parse(citation, lang())


@cache
def _parse(citation: str, language: str) -> tuple[Part, ...]:
    out: list[Part] = []
    labels = _sources(language)
    for raw in _split(citation):
        m = RULING_RE.match(raw)
        if m:
            rid = m.group(0)
            r = _ruling(rid, language)
            out.append(Part("ruling", rid, note=raw[m.end():].strip() or None,
                            title=r.title if r else None))
            continue
        m = OPTION_RE.match(raw)
        if m:
            out.append(Part("option", m.group(1), note=m.group(2), title=(m.group(3) or "").strip() or None))
            continue
        label, sep, rest = raw.partition(" §")
        if sep and label == FORMAT_LABEL:
            key, heading, note = _section(rest, _format_sections())
            out.append(Part("format", "format", key, heading, note))
        elif sep and label in labels:
            key, heading, note = _section(rest, labels[label].sections)
            out.append(Part("text", label, key, heading, note))
        elif raw in labels:  # the rule text as a whole
            out.append(Part("text", raw, heading=labels[raw].title))
        else:
            out.append(Part("other", raw))
    return tuple(out)


@cache
def _format_sections() -> dict[str, str]:
    from scorekeeper.data import format_sections

    return dict(format_sections.SECTIONS)


def _format_heading(heading: str | None) -> str | None:
    """A section's heading (as ``docs/format.md`` writes it) as the reference in the language in
    use writes it."""
    from scorekeeper.data import format_sections

    return format_sections.HEADINGS.get(lang(), {}).get(heading, heading) if heading else heading


@dataclass(frozen=True)
class Citation:
    """A citation as a value, as an answer carries it to the output: the text a table gives
    (:attr:`text`, what ``--json`` writes under ``rule``), its resolved :attr:`parts` (what
    ``--json`` writes under ``cites``) and the words a player reads (:meth:`render`)."""

    text: str

    @property
    def parts(self) -> tuple[Part, ...]:
        return parse(self.text)

    def render(self) -> str:
        return render(self.text)

    def to_json(self) -> list[dict[str, Any]]:
        return to_json(self.text)

    def __str__(self) -> str:
        return self.text


@cache
def citation(text: str) -> Citation:
    """The one :class:`Citation` value of a table's citation text (a step's rule, an option's or a
    preset's source): made once for each text, however many steps cite it."""
    return Citation(text)


def render(citation: str) -> str:
    """A citation as a player reads it: ``MGU 1971 §7 «Zapisʹ rezulʹtatov igry»; R-P8 «…»``."""
    return "; ".join(p.render() for p in parse(citation))


def to_json(citation: str) -> list[dict[str, Any]]:
    return [p.to_json() for p in parse(citation)]


def unresolved(citation: str,
               option_names: Callable[[], Collection[str]] | None = None) -> list[str]:
    """What in a citation does not resolve to shipped text (empty when everything does).  An
    option value in force resolves when ``option_names()`` (asked only for one) holds the
    option: the games' options are the registry's (:func:`scorekeeper.core.registry.option_names`),
    a layer above this one, so the caller passes them in."""
    problems = []
    for p in parse(citation):
        if p.kind == "ruling" and p.ref not in rulings():
            problems.append(f"ruling {p.ref} has no text in scorekeeper/data/rulings")
        elif p.kind in {"text", "format"} and p.heading is None:
            problems.append(f"{p.ref} has no section {p.section!r}")
        elif p.kind == "option" and (option_names is None or p.ref not in option_names()):
            problems.append(f"no game has an option {p.ref!r}")
        elif p.kind == "other":
            problems.append(f"{p.ref!r} names neither a rule text, a ruling nor the format reference")
    return problems


def rule_ids(citation: str) -> list[str]:
    """The ruling ids a citation names, in order."""
    return [p.ref for p in parse(citation) if p.kind == "ruling"]
