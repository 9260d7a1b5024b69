"""A pseudo-language for the tests: every message of the catalog with each Latin letter written as
a look-alike that is not ASCII (``Usage`` → ``Ůşàğè``), so that a word of the tool's own left in
plain Latin letters in any output is one that never went through the catalog.

``catalog(folder)`` writes ``folder/qps/LC_MESSAGES/scorekeeper.mo`` from every message the code
marks (``scripts/catalogs.py``); ``i18n.use("qps", folder)`` speaks it.  ``leftovers(text,
allowed)`` is what a scan of an output finds: the Latin words that are neither the table's own
(names, notes, the file's keys and values), nor the command line's (options, commands), nor a
rule text's quoted words."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LANG = "qps"
_LOOK = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđèƒğĥìĵķĺɱñòƥʠŕşţùʋŵẋýžÀßÇĐÈƑĞĤÌĴĶĹМÑÒƤǪŔŞŢŮѴŴẊÝŽ")
#: what a message keeps as written: format fields, and the code it quotes (`--tricks`,
#: ``scorekeeper show``, TOML keys in backquotes)
_KEEP = re.compile(r"\{[^{}]*\}|`[^`]*`|(?<![\w-])--?[a-z][a-z0-9-]*|%\([^)]*\)[sdr]|\[/?[a-z ]*\]")


def pseudo(text: str) -> str:
    out, last = [], 0
    for m in _KEEP.finditer(text):
        out.append(text[last:m.start()].translate(_LOOK))
        out.append(m.group(0))
        last = m.end()
    out.append(text[last:].translate(_LOOK))
    return "".join(out)


def _catalogs():
    spec = importlib.util.spec_from_file_location("catalogs", ROOT / "scripts" / "catalogs.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def catalog(folder: Path) -> Path:
    from babel.messages.catalog import Catalog

    out = Catalog(locale="ru", domain="scorekeeper")  # Russian plural forms: three
    for _area, msgid, context, _where in _catalogs().extracted():
        if isinstance(msgid, tuple):
            out.add(msgid, tuple(pseudo(msgid[min(i, 1)]) for i in range(3)), context=context)
        else:
            out.add(msgid, pseudo(msgid), context=context)
    path = folder / LANG / "LC_MESSAGES" / "scorekeeper.mo"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(_catalogs().mo_bytes(out))
    return folder


#: a quoted stretch: a rule text's words, a value as typed, a name
_QUOTED = re.compile(r"«(?:[^«»]|«[^«»]*»)*»|“[^”]*”|\"[^\"]*\"|(?<!\w)'[^'\s][^']*'(?!\w)|\([\"«][^)]*\)")
_WORD = re.compile(r"(?<![\w/.-])[A-Za-z][A-Za-z]+(?![\w/])")


_MARKUP = re.compile(r"<(style|script)\b.*?</\1>|<!--.*?-->|<[^>]*>", re.S)


def leftovers(text: str, allowed: set[str]) -> set[str]:
    """The plain Latin words of ``text`` that are not in ``allowed`` (compared without case); of a
    page or a picture, only the text a reader sees."""
    import html

    text = _QUOTED.sub(" ", html.unescape(_MARKUP.sub(" ", text)))
    return {w for w in _WORD.findall(text) if w.casefold() not in allowed}
