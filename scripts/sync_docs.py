"""Write the reference pages that are made from the package's own data, so they never drift:

* the key tables of ``docs/format.md`` (between ``<!-- keys:GAME -->`` and ``<!-- /keys -->``), from
  each engine's ``deal_keys_doc``;
* ``scorekeeper/data/format.md``, the copy of ``docs/format.md`` that ``scorekeeper help format``
  prints from an installed package;
* the same for the Russian reference: the key tables of ``docs/format.ru.md``, each key's meaning
  as the catalog says it in Russian (the games' ``deal_keys_doc``, translated where the game's
  ``.po`` translates it), and its copy ``scorekeeper/data/format.ru.md``, which ``scorekeeper help
  format`` prints when it speaks Russian;
* ``docs/rulings.md`` and ``docs/sources.md``, from ``scorekeeper/data``.

Run ``python3 scripts/sync_docs.py`` after changing any of them; ``tests/foundation/test_citations.py``
fails while a page is out of date.
"""

from __future__ import annotations

import os
import re
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

KEYS_RE = re.compile(r"(<!-- keys:([a-z-]+) -->\n).*?(<!-- /keys -->)", re.S)


#: the head of a key table in each language's reference
HEAD = {"en": "| key | meaning |", "ru": "| ключ | значение |"}


@contextmanager
def speaking(language: str):
    """The package's words in ``language`` while the block runs; the language before it after."""
    from scorekeeper import i18n

    before, env = i18n.lang(), os.environ.get("LANGUAGE")
    i18n.use(language)
    try:
        yield
    finally:
        i18n.use(before)
        if env is None:
            os.environ.pop("LANGUAGE", None)
        else:
            os.environ["LANGUAGE"] = env


def key_table(game: str, language: str = "en") -> str:
    from scorekeeper.core import registry
    from scorekeeper.i18n import _

    g = registry.game(game)
    rows = [HEAD[language], "|---|---|"]
    with speaking(language):
        for key, meaning in g.deal_keys_doc.items():
            cell = _(meaning).replace("|", "\\|")
            rows.append(f"| `{key}` | {cell} |")
    return "\n".join(rows) + "\n"


def with_key_tables(text: str, language: str) -> str:
    """A reference's text with every key table made from the engines."""
    return KEYS_RE.sub(lambda m: m.group(1) + key_table(m.group(2), language) + m.group(3), text)


def pages() -> dict[Path, str]:
    """Every generated page: path -> the text it must hold."""
    from scorekeeper.views.reference import rulings_reference, sources_reference

    fmt = with_key_tables((ROOT / "docs/format.md").read_text(encoding="utf-8"), "en")
    fmt_ru = with_key_tables((ROOT / "docs/format.ru.md").read_text(encoding="utf-8"), "ru")
    with speaking("en"):
        rulings, sources = rulings_reference(), sources_reference()
    return {
        ROOT / "docs/format.md": fmt,
        ROOT / "scorekeeper/data/format.md": fmt,
        ROOT / "docs/format.ru.md": fmt_ru,
        ROOT / "scorekeeper/data/format.ru.md": fmt_ru,
        ROOT / "docs/rulings.md": rulings,
        ROOT / "docs/sources.md": sources,
    }


def main() -> None:
    for path, text in pages().items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
