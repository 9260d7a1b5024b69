"""Players' names as the program reads, compares and shows them (docs/format.md «Envelope»).

* Every string read from a session file, and every name typed on the command line, is taken in
  Unicode's composed form (NFC): "é" typed as one character or as "e" and a combining accent is
  one name.
* A name may not hold an invisible character (a zero-width space, joiner or non-joiner, a word
  joiner, a soft hyphen, a byte-order mark: every format character, Unicode category Cf, and the
  other characters Unicode says to show as nothing) nor a character that changes the direction of
  the text (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C): "An<U+200B>na" looks like
  "Anna", and a right-to-left override makes "evil" show as "live".
* Two names that differ only in case, spacing, width or invisible characters are refused together:
  at the table nobody can tell "Anna" from "anna".
* Where a message shows a name, a character that cannot be seen is written as ``<U+200B>``.

Pure functions; :mod:`unicodedata` is imported only for text that is not plain ASCII.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

#: characters that change the direction of the text around them (Unicode's bidi controls)
BIDI_CONTROLS = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e"
                          "\u2066\u2067\u2068\u2069")

#: Unicode's Default_Ignorable_Code_Point ranges (DerivedCoreProperties.txt): characters a text
#: shows as nothing; the format characters (Cf) among them and beside them are found by category
_IGNORABLE = ((0x00AD, 0x00AD), (0x034F, 0x034F), (0x061C, 0x061C), (0x115F, 0x1160),
              (0x17B4, 0x17B5), (0x180B, 0x180F), (0x200B, 0x200F), (0x202A, 0x202E),
              (0x2060, 0x206F), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFEFF, 0xFEFF),
              (0xFFA0, 0xFFA0), (0xFFF0, 0xFFF8), (0x1BCA0, 0x1BCA3), (0x1D173, 0x1D17A),
              (0xE0000, 0xE0FFF))

#: variation selectors: invisible, but they choose how the character before them is drawn (❤️ is
#: ❤ and U+FE0F); a name may hold them, and they are ignored where names are compared
_SELECTORS = ((0xFE00, 0xFE0F), (0xE0100, 0xE01EF))


def nfc(text: str) -> str:
    """``text`` in Unicode's composed form (NFC); plain ASCII as it is."""
    if text.isascii():
        return text
    import unicodedata

    return unicodedata.normalize("NFC", text)


def is_nfc(text: str) -> bool:
    if text.isascii():
        return True
    import unicodedata

    return unicodedata.is_normalized("NFC", text)


def nfc_check() -> Callable[[str], bool]:
    """Whether a string is in NFC, as one callable (``unicodedata.is_normalized`` for "NFC"): for
    a walk over every string of a file, which asks it of each string that is not ASCII."""
    import functools
    import unicodedata

    return functools.partial(unicodedata.is_normalized, "NFC")


def _in(code: int, ranges: Iterable[tuple[int, int]]) -> bool:
    return any(lo <= code <= hi for lo, hi in ranges)


def ignorable(c: str) -> bool:
    """A character a text shows as nothing: a format character (Cf) or a default-ignorable one."""
    if c.isascii():
        return False
    import unicodedata

    return unicodedata.category(c) == "Cf" or _in(ord(c), _IGNORABLE)


def hidden(c: str) -> bool:
    """An invisible character a name may not hold: :func:`ignorable`, but a variation selector."""
    return ignorable(c) and not _in(ord(c), _SELECTORS)


def _unseen(c: str) -> bool:
    """A character a message writes as ``<U+XXXX>``: one that cannot be seen or is no plain
    character (a control, a line or paragraph separator, a space other than the plain one)."""
    return c != " " and (not c.isprintable() or ignorable(c))


def visible(text: str) -> str:
    """``text`` with every character that cannot be seen written as ``<U+XXXX>``: "An<U+200B>na"."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(f"<U+{ord(c):04X}>" if _unseen(c) else c for c in text)


def shown(value: Any) -> str:
    """A value as a message quotes it (Python's quoting), every string's unseen characters written
    as ``<U+XXXX>`` (:func:`visible`), in lists and tables too."""
    if isinstance(value, str):
        return repr(visible(value))
    if isinstance(value, dict):
        return "{" + ", ".join(f"{shown(k)}: {shown(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(shown(v) for v in value) + "]"
    if isinstance(value, tuple):
        return "(" + ", ".join(shown(v) for v in value) + ("," if len(value) == 1 else "") + ")"
    return repr(value)


def _char_name(c: str) -> str:
    import unicodedata

    return f"U+{ord(c):04X} {unicodedata.name(c, 'a format character')}"


def name_problem(name: str) -> str | None:
    """What a player's name may not hold (None: nothing): an invisible character or one that
    changes the direction of the text, named with its code."""
    if name.isascii():
        return None
    for c in name:
        if c in BIDI_CONTROLS:
            return (f"a player's name may not hold a character that changes the direction of the "
                    f"text ({_char_name(c)} in {shown(name)})")
        if hidden(c):
            return (f"a player's name may not hold an invisible character ({_char_name(c)} in "
                    f"{shown(name)})")
    return None


def blank(name: str) -> bool:
    """Nothing to see: empty, spaces only, or only what :func:`ignorable` leaves unseen."""
    return not "".join(c for c in name if not ignorable(c)).strip()


def alike_key(name: str) -> str:
    """What is left of a name when case, width (NFKC), spacing and invisible characters are not
    counted: two names with the same key cannot be told apart at the table."""
    if name.isascii():
        return " ".join(name.casefold().split())
    import unicodedata

    text = "".join(c for c in name if not ignorable(c))
    text = unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", text).casefold())
    return " ".join(text.split())


def _how_alike(a: str, b: str) -> str:
    if a.casefold() == b.casefold():
        return "differ only in case"
    if "".join(c for c in a if not ignorable(c)) == "".join(c for c in b if not ignorable(c)):
        return "differ only in invisible characters"
    if a.split() == b.split():
        return "differ only in spacing"
    return "look alike (they differ only in case, width, spacing or invisible characters)"


def alike_problem(names: Sequence[str]) -> str | None:
    """The first two names that cannot be told apart, named both (None: every two can be)."""
    seen: dict[str, str] = {}
    for name in names:
        key = alike_key(name)
        other = seen.get(key)
        if other is not None and other != name:
            return f"{shown(other)} and {shown(name)} {_how_alike(other, name)}; players must be told apart"
        seen.setdefault(key, name)
    return None
