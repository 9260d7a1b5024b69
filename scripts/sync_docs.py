"""Write the reference pages that are made from the package's own data, so they never drift:

* the key tables of ``docs/format.md`` (between ``<!-- keys:GAME -->`` and ``<!-- /keys -->``), from
  each engine's ``deal_keys_doc``;
* ``scorekeeper/data/format.md``, the copy of ``docs/format.md`` that ``scorekeeper help format``
  prints from an installed package;
* ``docs/rulings.md`` and ``docs/sources.md``, from ``scorekeeper/data``.

Run ``python3 scripts/sync_docs.py`` after changing any of them; ``tests/foundation/test_citations.py``
fails while a page is out of date.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

KEYS_RE = re.compile(r"(<!-- keys:([a-z-]+) -->\n).*?(<!-- /keys -->)", re.S)


def key_table(game: str) -> str:
    from scorekeeper.core import registry

    g = registry.game(game)
    rows = ["| key | meaning |", "|---|---|"]
    for key, meaning in g.deal_keys_doc.items():
        cell = meaning.replace("|", "\\|")
        rows.append(f"| `{key}` | {cell} |")
    return "\n".join(rows) + "\n"


def pages() -> dict[Path, str]:
    """Every generated page: path -> the text it must hold."""
    from scorekeeper.views.reference import rulings_reference, sources_reference

    fmt = (ROOT / "docs/format.md").read_text(encoding="utf-8")
    fmt = KEYS_RE.sub(lambda m: m.group(1) + key_table(m.group(2)) + m.group(3), fmt)
    return {
        ROOT / "docs/format.md": fmt,
        ROOT / "scorekeeper/data/format.md": fmt,
        ROOT / "docs/rulings.md": rulings_reference(),
        ROOT / "docs/sources.md": sources_reference(),
    }


def main() -> None:
    for path, text in pages().items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
