"""The translation catalogs: extract the messages, keep the Russian sources, compile them.

    python3 scripts/catalogs.py update [AREA …]   # new message ids into po/ru/AREA.po, gone ones out
    python3 scripts/catalogs.py compile           # po/ru/*.po -> scorekeeper/locale/ru/…/scorekeeper.mo
    python3 scripts/catalogs.py check             # what is untranslated, mismatched or stale

The sources are one ``.po`` file per area (``po/ru/preferans.po``: the engine's, its command
group's and its views' words; ``cli.po``, ``core.po``, ``draw.po``; ``reference.po``: the words of the citations and the shipped
reference, ``scorekeeper/citations.py`` and ``scorekeeper/data/``).  They are merged into one compiled catalog in the package, which the tool
reads with the standard library's ``gettext`` (``scorekeeper/i18n.py``).  Babel (the ``test``
extra) extracts, reads and writes them; the tool itself never imports it.
"""

from __future__ import annotations

import io
from datetime import datetime, timezone
import re
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "scorekeeper"
PO = ROOT / "po" / "ru"
MO = PACKAGE / "locale" / "ru" / "LC_MESSAGES" / "scorekeeper.mo"
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
GAMES = ("preferans", "five_hundred", "pari", "order_poker", "thousand")
#: a format field (``{name}``, ``{n:,}``, ``{name!r}``), not a TOML example (``{ Name = points }``)
PLACEHOLDER = re.compile(r"(?<!\{)\{[A-Za-z_][A-Za-z0-9_]*(?:![rsa])?(?::[^{}]*)?\}(?!\})|%(?:\([^)]*\))?[sdr]")


def area_of(path: str) -> str:
    """The ``.po`` file a message found in ``path`` (relative to the checkout) belongs to."""
    parts = Path(path).parts
    if parts[:2] == ("scorekeeper", "cli") or parts[0] == "typer":
        return "cli"
    if parts[:2] == ("scorekeeper", "data") or parts == ("scorekeeper", "citations.py"):
        return "reference"  # the shipped reference: citations, the rulings, the rule texts
    for game in GAMES:
        if game in parts or Path(path).stem == game:
            return game.replace("_", "-")
    if parts[:2] == ("scorekeeper", "draw"):
        return "draw"
    return "core"


#: the catalogs' headers name no date, so that the same sources make the same bytes
_DATE = datetime(2026, 12, 1, tzinfo=timezone.utc)


def _catalog():
    from babel.messages.catalog import Catalog

    return Catalog(locale="ru", domain="scorekeeper", project="scorekeeper", version="1",
                   copyright_holder="the scorekeeper authors", msgid_bugs_address="",
                   creation_date=_DATE, revision_date=_DATE, last_translator="scorekeeper",
                   language_team="Russian", fuzzy=False, header_comment="# Russian words of scorekeeper.")


def extracted() -> Iterator[tuple[str, object, str | None, str]]:
    """``(area, msgid, context, where)`` for every marked message of the package."""
    from babel.messages.extract import extract_from_file

    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for line, msgid, _comments, context in extract_from_file(
                "python", str(path), keywords=KEYWORDS, strip_comment_tags=True):
            yield area_of(rel), msgid, context, f"{rel}:{line}"
    yield from help_texts()
    # Typer's own words in its help (Options, Arguments, Commands …), through the global gettext
    import typer

    path = Path(typer.__file__).parent / "core.py"
    for line, msgid, _comments, context in extract_from_file("python", str(path),
                                                             keywords={"_": None}):
        yield "cli", msgid, context, f"typer/core.py:{line}"
    yield from helps_of_others()


#: the help the command line shows that is declared outside it: where, and in which function
#: (the game groups' one-line helps, Typer's shell-completion options)
_OTHERS = (("scorekeeper", "games/__init__.py", None),
           ("typer", "completion.py", "_install_completion_placeholder_function"))


def helps_of_others() -> Iterator[tuple[str, object, str | None, str]]:
    """The help texts of :data:`_OTHERS`: each ``help=``/``cli_help=`` text in the function named
    (None: the whole file)."""
    import ast
    import importlib

    for package, name, function in _OTHERS:
        path = Path(importlib.import_module(package).__file__).parent / name
        rel = f"{package}/{name}"
        tree = ast.parse(path.read_text(encoding="utf-8"))
        if function is not None:
            tree = next(n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef) and n.name == function)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            for value in (kw.value for kw in node.keywords if kw.arg in ("help", "cli_help")):
                if isinstance(value, ast.Constant) and isinstance(value.value, str) and value.value:
                    yield "cli", value.value, None, f"{rel}:{node.lineno}"


#: the decorators whose function's docstring is a command's help
_COMMANDS = ("command", "records", "answers", "callback")


def help_texts() -> Iterator[tuple[str, object, str | None, str]]:
    """The command line's help, which Typer keeps as declared and ``cli/spoken.py`` translates
    where it is written: every ``help=`` text, each command's docstring (as ``inspect.getdoc``
    cleans it), the text ``points_command`` is given, and the examples' comments."""
    import ast

    from scorekeeper.cli.spoken import COMMENT

    for path in sorted((PACKAGE / "cli").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"))
        registered = {a.id for n in ast.walk(tree) if isinstance(n, ast.Call)
                      and isinstance(n.func, ast.Call) for a in n.args if isinstance(a, ast.Name)}
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                for kw in node.keywords:
                    if kw.arg == "help" and isinstance(kw.value, ast.Constant) and kw.value.value:
                        yield "cli", kw.value.value, None, f"{rel}:{node.lineno}"
                texts = [a.value for a in node.args if isinstance(a, ast.Constant)
                         and isinstance(a.value, str)]
                if name == "examples":
                    for text in texts:
                        if COMMENT in text:
                            yield "cli", text.partition(COMMENT)[2], None, f"{rel}:{node.lineno}"
                elif name == "points_command":
                    yield from (("cli", t, None, f"{rel}:{node.lineno}") for t in texts)
            elif isinstance(node, ast.FunctionDef):
                decorators = [ast.unparse(d) for d in node.decorator_list]
                if node.name in registered or any(w in d for d in decorators for w in _COMMANDS):
                    doc = ast.get_docstring(node, clean=True)
                    if doc:
                        yield "cli", doc, None, f"{rel}:{node.lineno}"


def read(path: Path):
    from babel.messages.pofile import read_po

    with path.open("rb") as f:
        return read_po(f, locale="ru", domain="scorekeeper")


def write(path: Path, catalog) -> None:
    from babel.messages.pofile import write_po

    buf = io.BytesIO()
    write_po(buf, catalog, width=100, sort_output=False, omit_header=False, include_lineno=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buf.getvalue())


def update(areas: list[str]) -> None:
    """Each area's ``.po``: every message its sources mark, translations kept, gone ones dropped."""
    found: dict[str, dict[tuple[object, str | None], list[str]]] = {}
    seen: set[tuple[object, str | None]] = set()
    for area, msgid, context, where in extracted():
        key = (msgid, context)
        if key in seen and key not in found.get(area, {}):
            continue  # a message belongs to the first area that says it
        seen.add(key)
        found.setdefault(area, {}).setdefault(key, []).append(where)
    for area in areas or sorted(set(found) | {p.stem for p in PO.glob("*.po")}):
        path = PO / f"{area}.po"
        old = read(path) if path.exists() else None
        new = _catalog()
        for (msgid, context), wheres in found.get(area, {}).items():
            kept = old.get(msgid, context) if old is not None else None
            locations = [(w.rsplit(":", 1)[0], int(w.rsplit(":", 1)[1])) for w in wheres]
            blank = ("", "", "") if isinstance(msgid, tuple) else ""
            new.add(msgid, kept.string if kept else blank, locations=locations, context=context,
                    flags=kept.flags if kept else ())
        write(path, new)
        print(f"{path.relative_to(ROOT)}: {len(new)} messages")


def merged():
    """Every area's messages in one catalog (where two areas say one message, the first area's
    translation, or the one that is translated)."""
    out = _catalog()
    for path in sorted(PO.glob("*.po")):
        for message in read(path):
            kept = out.get(message.id, message.context) if message.id else None
            translated = message.string and (not isinstance(message.string, tuple) or all(message.string))
            if message.id and kept is None:
                out.add(message.id, message.string, context=message.context, flags=message.flags)
            elif kept is not None and translated and not (
                    kept.string and (not isinstance(kept.string, tuple) or all(kept.string))):
                kept.string = message.string
    return out


def compiled() -> bytes:
    """The ``.mo`` file of every area's messages."""
    return mo_bytes(merged())


def mo_bytes(catalog) -> bytes:
    """A catalog's ``.mo`` file, its ids sorted by their bytes (what ``scorekeeper/catalog.py``
    searches): GNU's format, written here because Babel sorts by the message and not by the key a
    context makes."""
    import struct

    entries: dict[bytes, bytes] = {}
    for message in catalog:
        strings = message.string
        if message.fuzzy and message.id or not strings or (isinstance(strings, tuple) and not all(strings)):
            continue
        ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        key = "\0".join(ids)
        if message.context:
            key = f"{message.context}\x04{key}"
        text = "\0".join(strings) if isinstance(strings, (list, tuple)) else strings
        entries[key.encode("utf-8")] = text.encode("utf-8")
    keys = sorted(entries)
    n = len(keys)
    ids_at, strs_at = 28, 28 + 8 * n
    offset = strs_at + 8 * n
    table, blob = [], b""
    for data in [*keys, *[entries[k] for k in keys]]:
        table.append((len(data), offset + len(blob)))
        blob += data + b"\0"
    head = struct.pack("<7I", 0x950412DE, 0, n, ids_at, strs_at, 0, offset)
    return head + b"".join(struct.pack("<2I", *t) for t in table) + blob


def compile_catalog() -> None:
    MO.parent.mkdir(parents=True, exist_ok=True)
    MO.write_bytes(compiled())
    print(f"{MO.relative_to(ROOT)}: {len(merged())} messages")


def problems() -> list[str]:
    """What stands between the sources and a complete Russian catalog, one line each."""
    out: list[str] = []
    catalog = merged()
    for area, msgid, context, where in extracted():
        message = catalog.get(msgid, context)
        strings = message.string if message is not None else None
        if message is None or not strings or (isinstance(strings, tuple) and not all(strings)):
            out.append(f"{where}: untranslated: {msgid!r} (po/ru/{area}.po)")
            continue
        if "fuzzy" in message.flags:
            out.append(f"{where}: marked fuzzy: {msgid!r}")
        ids = msgid if isinstance(msgid, tuple) else (msgid,)
        want = sorted(set(PLACEHOLDER.findall(" ".join(ids))))
        for text in strings if isinstance(strings, tuple) else (strings,):
            got = sorted(set(PLACEHOLDER.findall(text)))
            if not set(got) <= set(want):  # one may be left out ("an", a count the form says)
                out.append(f"{where}: placeholders {want} translated as {got}: {msgid!r}")
    if not MO.exists() or _mo_messages(MO.read_bytes()) != _mo_messages(compiled()):
        out.append(f"{MO.relative_to(ROOT)} is not compiled from po/ru/*.po: run "
                   "python3 scripts/catalogs.py compile")
    return out


def _mo_messages(data: bytes) -> dict:
    """A compiled catalog's messages, whatever wrote its header."""
    import gettext

    messages = dict(gettext.GNUTranslations(io.BytesIO(data))._catalog)
    messages.pop("", None)
    return messages


def main(argv: list[str]) -> int:
    if not argv or argv[0] not in ("update", "compile", "check"):
        print(__doc__)
        return 2
    if argv[0] == "update":
        update(argv[1:])
    elif argv[0] == "compile":
        compile_catalog()
    else:
        found = problems()
        print("\n".join(found) or "the catalogs are complete")
        return 1 if found else 0
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
