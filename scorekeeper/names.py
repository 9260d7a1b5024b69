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

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from scorekeeper.i18n import _, ngettext

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


#: a value shown in a message is cut to about this many characters (a hostile file's long list)
SHOWN_AT_MOST = 200


def shown(value: Any) -> str:
    """A value as a message quotes it, in the player's words, never Python's: text in '…' (as
    typed), a list as its items (``Vera, Anna``), a table as ``Name=value`` pairs
    (``Anna=4, Boris=1``), true/false, "nothing"; every character that cannot be seen written as
    ``<U+200B>`` (:func:`visible`), in lists and tables too."""
    text = f"'{visible(value)}'" if isinstance(value, str) else said(value)
    return _clipped(text)


def said(value: Any, depth: int = 0) -> str:
    """A value in words without quotes around text: what :func:`shown` writes inside a list or
    a table, and where the text is plainly a name or a card (``one of Anna, Boris``)."""
    if isinstance(value, str):
        return visible(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return _("nothing")
    if depth > 8:
        return "…"
    if isinstance(value, dict):
        if not value:
            return _("none")
        return ", ".join(f"{said(k, depth + 1)}={_inner(v, depth)}" for k, v in value.items())
    if isinstance(value, (list, tuple, set, frozenset)):
        items = list(value)
        if not items:
            return _("none")
        if any(isinstance(v, (list, tuple, dict)) for v in items):
            return "; ".join(_inner(v, depth) for v in items)
        return ", ".join(said(v, depth + 1) for v in items)
    return _number(value)


def _inner(value: Any, depth: int) -> str:
    """A list or table inside another: its items joined without spaces (``Boris=♦,♥``;
    ``Anna,Vera; Boris,Gleb``), as a command line gives them."""
    if isinstance(value, (list, tuple)) and value:
        return ",".join(said(v, depth + 2) for v in value)
    if isinstance(value, dict) and value:
        return ",".join(f"{said(k, depth + 2)}={said(v, depth + 2)}" for k, v in value.items())
    return said(value, depth + 1)


def _number(value: Any) -> str:
    import math

    if isinstance(value, float) and not math.isfinite(value):
        return _("not a number") if math.isnan(value) else ("−" if value < 0 else "") + _("infinity")
    if hasattr(value, "isoformat"):
        return value.isoformat()
    if hasattr(value, "denominator") and not isinstance(value, int):
        return f"{value.numerator}/{value.denominator}" if value.denominator != 1 else str(
            value.numerator)
    return str(value)


_BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def file_value(value: Any, depth: int = 0) -> str:
    """A value as the session file writes it, for a message about a key of the file:
    ``{ Anna = 8, Boris = 4 }``, ``["Vera"]``, ``"Gleb"``, ``true`` — what the player finds in
    the file; every character that cannot be seen written as ``<U+200B>``, no escape in sight."""
    return _clipped(_toml(value, depth))


def _toml(value: Any, depth: int) -> str:
    if isinstance(value, str):
        return f'"{visible(value)}"'
    if isinstance(value, bool):
        return "true" if value else "false"
    if depth > 8:
        return "…"
    if isinstance(value, dict):
        if not value:
            return "{}"
        return "{ " + ", ".join(f"{file_key(str(k))} = {_toml(v, depth + 1)}"
                                for k, v in value.items()) + " }"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_toml(v, depth + 1) for v in value) + "]"
    if value is None:
        return _("nothing")
    return _number(value)


def file_key(key: str) -> str:
    """A key as the file may write it: bare when it is letters, digits, ``_`` and ``-``, else
    in quotes (``"Анна"`` stays readable: no escape)."""
    return key if _BARE_KEY.fullmatch(key) else f'"{visible(key)}"'


def _clipped(text: str) -> str:
    if len(text) <= SHOWN_AT_MOST:
        return text
    n = len(text)
    return text[:SHOWN_AT_MOST - 40] + ngettext("… ({n} character)", "… ({n} characters)",
                                                 n).format(n=f"{n:,}")


def _char_name(c: str) -> str:
    import unicodedata

    name = unicodedata.name(c, None) or _("a format character")
    return f"U+{ord(c):04X} {name}"


def name_problem(name: str) -> str | None:
    """What a player's name may not hold (None: nothing): an invisible character or one that
    changes the direction of the text, named with its code."""
    if name.isascii():
        return None
    for c in name:
        if c in BIDI_CONTROLS:
            return _("a player's name may not hold a character that changes the direction of the "
                     "text ({char} in {name})").format(char=_char_name(c), name=shown(name))
        if hidden(c):
            return _("a player's name may not hold an invisible character ({char} in "
                     "{name})").format(char=_char_name(c), name=shown(name))
    return None


def name_refusal(name: str, most: int) -> str | None:
    """Why ``name`` is no player's name as the format reference allows one (format §Envelope),
    None if it is: not blank, at most ``most`` characters, no line break or control character,
    nothing invisible, no change of direction.  The envelope's players and a newcomer who joins
    the table (format §Table events) are held to the same."""
    if blank(name):
        return _("a player's name may not be empty")
    if len(name) > most:
        return _("a player's name may have at most {most} characters ({n} given)").format(
            most=most, n=len(name))
    bad = next((c for c in name if _is_control(c)), None)
    if bad is not None:
        return _("a player's name may not hold a line break or control character ({char} in "
                 "{name})").format(char=shown(bad), name=shown(name))
    return name_problem(name)


def _is_control(c: str) -> bool:
    return c < " " or c == "\x7f" or c in "\x85\u2028\u2029" or "\x80" <= c < "\xa0"


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


def _how_alike(a: str, b: str, names: str) -> str:
    """``names`` (the two, as a message shows them) and how they are alike."""
    if a.casefold() == b.casefold():
        text = _("{names} differ only in case; players must be told apart")
    elif "".join(c for c in a if not ignorable(c)) == "".join(c for c in b if not ignorable(c)):
        text = _("{names} differ only in invisible characters; players must be told apart")
    elif a.split() == b.split():
        text = _("{names} differ only in spacing; players must be told apart")
    else:
        text = _("{names} look alike (they differ only in case, width, spacing or invisible "
                 "characters); players must be told apart")
    return text.format(names=names)


def alike_problem(names: Sequence[str]) -> str | None:
    """The first two names that cannot be told apart, named both (None: every two can be)."""
    seen: dict[str, str] = {}
    for name in names:
        key = alike_key(name)
        other = seen.get(key)
        if other is not None and other != name:
            both = _("{first} and {second}").format(first=shown(other), second=shown(name))
            return _how_alike(other, name, both)
        seen.setdefault(key, name)
    return None


#: keys whose text is the players' own words, never a name to correct
FREE_TEXT = ("note",)


def canonical_names(entry: Mapping[str, Any], players: Any) -> dict[str, Any]:
    """``entry`` with every player's name written as the file writes it: a string value, a list
    item or a table key equal to a name regardless of case (or sides "anna/vera") becomes that
    name, where only one name matches.  Names are compared, and written, in Unicode's composed
    form (NFC), as the file is read: "é" typed as "e" and a combining accent is "é".  Notes are
    left as written."""
    if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
        return dict(entry)
    players = [nfc(p) for p in players]
    exact = set(players)
    folded: dict[str, list[str]] = {}
    for p in players:
        folded.setdefault(p.casefold(), []).append(p)

    def name(text: str) -> str:
        text = nfc(text)
        if text in exact:
            return text
        hit = folded.get(text.strip().casefold())
        if hit is not None and len(hit) == 1:
            return hit[0]
        if "/" in text:  # a side: every member a name
            parts = [name(t) for t in text.split("/")]
            if all(p in exact for p in parts):
                return "/".join(parts)
        return text

    def walk(value: Any) -> Any:
        if isinstance(value, str):
            return name(value)
        if isinstance(value, list):
            return [walk(v) for v in value]
        if isinstance(value, dict):
            out: dict[Any, Any] = {}
            for k, v in value.items():
                key = name(k) if isinstance(k, str) else k
                if key in out:  # "Anna" and "anna" both given: leave them for the check to refuse
                    return {k2: walk(v2) for k2, v2 in value.items()}
                out[key] = walk(v)
            return out
        return value

    return {k: (v if k in FREE_TEXT else walk(v)) for k, v in entry.items()}
