"""Reading a session file's text into a checked :class:`Session` (no file I/O here).

The envelope is checked by a pydantic model exactly as the format reference (``docs/format.md``) lays it out; the
entries stay raw tables until the game's engine checks them (see :mod:`scorekeeper.core.replay`).
Every error names the file, the entry number and its line, the key, the value found and what was
expected.
"""

from __future__ import annotations

import datetime as _dt
import re
import tomllib
from dataclasses import fields
from typing import Any

from scorekeeper import i18n
from scorekeeper.core.entries import Envelope, RawEntry, Session
from scorekeeper.errors import InvalidError, ProblemList, SessionFileError
from scorekeeper.i18n import N_, _, ngettext
from scorekeeper.names import is_nfc, nfc, nfc_check, shown

#: Limits on what a session file may hold (docs/format.md "Limits and crash guarantees").
MAX_DEPTH = 16  # arrays and tables nested in one another
MAX_TEXT = 10_000  # characters in one string (a note, say)
MAX_INT = 2**63 - 1  # TOML's own range for integers: 64 bits, signed

_DEAL_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*(?:deal|\"deal\"|'deal')[ \t]*\]\]", re.MULTILINE)
_TOML_AT = re.compile(r"\(at line (\d+), column (\d+)\)")


def toml_line(err: tomllib.TOMLDecodeError) -> int | None:
    m = _TOML_AT.search(str(err))
    return int(m.group(1)) if m else None


#: what tomllib's messages mean, in a player's words (the text the file lacks or holds twice;
#: marked for the catalog, said through ``_`` when a message is made)
_TOML_WORDS: list[tuple[re.Pattern[str], str]] = [(re.compile(p), w) for p, w in [
    (r"^Illegal character '\\n'$", N_('a string is not closed: its closing " is missing before the '
                                      "end of the line")),
    (r"^Illegal character '\\r'$", N_('a string is not closed: its closing " is missing before the '
                                      "end of the line")),
    (r"^Illegal character (.*)$", N_("a control character ({0}) in a string or a comment")),
    (r"^Unterminated string$", N_('a string is not closed: its closing quote is missing')),
    (r"^Expected '=' after a key in a key/value pair$",
     N_('a key with no "=" after it: write key = value')),
    (r"^Cannot overwrite a value$", N_("a key given twice: each key once in its table")),
    (r"^Duplicate inline table key (.*)$", N_("the key {0} is given twice in one { } table")),
    (r"^Cannot declare \((.*),?\) twice$", N_("the table [{0}] is given twice")),
    (r"^Cannot (?:mutate immutable|redefine) namespace \((.*),?\)$",
     N_("the key {0} is already a value or a { } table: it cannot be added to")),
    (r"^Invalid value$", N_('a value TOML does not know: text goes in quotes ("Anna"), a list in '
                            '[ ], a table in { }, true/false and numbers as they are')),
    (r"^Invalid statement$", N_("a line that is neither key = value nor a [table] header; a key "
                                'of other characters than letters, digits, _ and - goes in quotes '
                                '("Анна" = 4)')),
    (r"^Invalid initial character for a key part$",
     N_('a key that starts with a character a bare key cannot hold: put it in quotes ("Анна")')),
    (r"^Expected ']]' at the end of an array declaration$",
     N_("a [[deal]] header without its closing ]]")),
    (r"^Expected ']' at the end of a table declaration$",
     N_("a [table] header without its closing ]")),
    (r"^Unclosed array$", N_("a list opened with [ is not closed with ]")),
    (r"^Unclosed inline table$",
     N_("a table opened with {open} is not closed with {close} on the same line")),
    (r"^Expected newline or end of document after a statement$",
     N_("something follows the value on its line: one key = value a line; a comment starts "
        "with #")),
    (r"^Invalid date or datetime$", N_("a date or time that cannot be: write 2026-11-27")),
    (r"^Unescaped '\\' in a string$", N_('a \\ in a string: write it \\\\ or use \'single quotes\'')),
    (r"^Invalid hex value$|^Escaped character is not a Unicode scalar value$",
     N_("a \\u escape that names no character")),
    (r"^Found invalid character (.*)$", N_("the character {0} cannot stand here")),
    (r"^Expected (.*)$", N_("{0} is missing here")),
]]


def toml_words(err: tomllib.TOMLDecodeError) -> str:
    """tomllib's message in a player's words, with the column where it happened ("not valid
    TOML at column 15: a string is not closed: …"; the line is the error's own)."""
    text = str(err)
    at = _TOML_AT.search(text)
    msg = _TOML_AT.sub("", text).strip()
    if msg.endswith("(at end of document)"):
        msg, where = msg.removesuffix("(at end of document)").strip(), _("not valid TOML at the end "
                                                                         "of the file: {problem}")
    elif at:
        where = _("not valid TOML at column {column}: {problem}").replace("{column}", at.group(2))
    else:
        where = _("not valid TOML: {problem}")
    for pattern, words in _TOML_WORDS:
        m = pattern.match(msg)
        if m:
            words = _(words).replace("{open}", "{").replace("{close}", "}")  # braces as words
            for i, group in enumerate(m.groups()):
                words = words.replace(f"{{{i}}}", _toml_shown(group))
            msg = words
            break
    return where.replace("{problem}", msg)


def _toml_shown(text: str) -> str:
    """A part of tomllib's message as a player reads it: a character by name, a key bare."""
    import ast

    text = text.strip().rstrip(",")
    try:
        value = ast.literal_eval(text)
    except (ValueError, SyntaxError):
        return text
    if isinstance(value, tuple):
        return ".".join(str(v) for v in value)
    if isinstance(value, str) and len(value) == 1 and not value.isprintable():
        return f"U+{ord(value):04X}"
    return str(value)


def _header_lines(text: str) -> list[int]:
    """Line numbers of the ``[[deal]]`` headers, in one linear pass."""
    lines: list[int] = []
    pos, line = 0, 1
    for m in _DEAL_HEADER.finditer(text):
        line += text.count("\n", pos, m.start())
        pos = m.start()
        lines.append(line)
    return lines


def parse_toml(text: str, file: str | None = None) -> dict[str, Any]:
    """Parse TOML text and check it against the limits; every failure is a SessionFileError."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise SessionFileError(toml_words(err), file=file, line=toml_line(err)) from None
    except RecursionError:
        raise SessionFileError(_("arrays or tables are nested too deeply (the limit is "
                                 "{n})").format(n=MAX_DEPTH),
                               file=file, expected=_levels_expected()) from None
    except ValueError as err:  # Python's limit on the digits of an integer, say
        raise SessionFileError(_("not valid TOML: {problem}").replace("{problem}", str(err)),
                               file=file, expected=_("integers from {low} to {high}").format(
                                   low=-MAX_INT - 1, high=MAX_INT)) from None
    except MemoryError:
        raise SessionFileError(_("the session file is too large to read"), file=file) from None
    try:
        check_limits(data, file)
    except InvalidError as err:  # "deal.3.note" is entry 4's key "note"
        parts = (err.key or "").split(".", 2)
        if len(parts) >= 2 and parts[0] == "deal" and parts[1].isdigit():
            err.entry = int(parts[1]) + 1
            err.key = parts[2] if len(parts) > 2 else None
        raise
    return data


def _levels_expected() -> str:
    return ngettext("at most {n} level of nesting", "at most {n} levels of nesting",
                    MAX_DEPTH).format(n=MAX_DEPTH)


def _chars_expected() -> str:
    return ngettext("at most {n} character", "at most {n} characters",
                    MAX_TEXT).format(n=f"{MAX_TEXT:,}")


def check_limits(data: Any, file: str | None = None, prefix: str = "") -> None:
    """Refuse nesting deeper than MAX_DEPTH, strings longer than MAX_TEXT and integers outside
    TOML's 64-bit range (the TOML specification refuses them too), naming the key; and write
    every string and every key in Unicode's composed form (NFC, :mod:`scorekeeper.names`), in
    place, so that "é" is one name however it was typed."""
    if _within_limits(data, 0):
        return  # the usual case, asked without naming keys; else the walk below finds the key
    stack: list[tuple[str, Any, int]] = [(prefix, data, 0)]
    while stack:
        key, value, depth = stack.pop()
        if isinstance(value, (dict, list)):
            if depth > MAX_DEPTH:
                raise InvalidError(ngettext("arrays or tables are nested too deeply (more than {n} "
                                            "level)",
                                            "arrays or tables are nested too deeply (more than {n} "
                                            "levels)", MAX_DEPTH).format(n=MAX_DEPTH),
                                   file=file, key=key or None, expected=_levels_expected())
            if isinstance(value, dict):
                _composed_keys(value, key, file)
            items = value.items() if isinstance(value, dict) else enumerate(value)
            for k, v in items:
                if isinstance(v, str) and not is_nfc(v):
                    value[k] = v = nfc(v)  # a value of a key already there: no key is added
                stack.append((f"{key}.{k}" if key else str(k), v, depth + 1))
        elif isinstance(value, str):
            if len(value) > MAX_TEXT:
                n = len(value)
                raise InvalidError(ngettext("a string of {n} character (the limit is {limit})",
                                            "a string of {n} characters (the limit is {limit})",
                                            n).format(n=f"{n:,}", limit=f"{MAX_TEXT:,}"),
                                   file=file, key=key or None, expected=_chars_expected())
        elif isinstance(value, int) and not isinstance(value, bool):
            if not -MAX_INT - 1 <= value <= MAX_INT:
                raise InvalidError(_("an integer out of TOML's range"), file=file, key=key or None,
                                   value=_short(value),
                                   expected=_("an integer from {low} to {high}").format(
                                       low=-MAX_INT - 1, high=MAX_INT))


def _composed_keys(table: dict[Any, Any], key: str, file: str | None) -> None:
    """The keys of ``table`` checked for length and written in NFC, in place and in order; two keys
    that are one in NFC ("é" composed and decomposed) are refused, naming the key."""
    for k in table:
        if isinstance(k, str) and len(k) > MAX_TEXT:
            n = len(k)
            raise InvalidError(ngettext("a key of {n} character (the limit is {limit})",
                                        "a key of {n} characters (the limit is {limit})",
                                        n).format(n=f"{n:,}", limit=f"{MAX_TEXT:,}"),
                               file=file, key=(key + "." if key else "") + k[:20] + "…",
                               expected=_chars_expected())
    if all(not isinstance(k, str) or is_nfc(k) for k in table):
        return
    composed: dict[Any, Any] = {}
    for k, v in table.items():
        one = nfc(k) if isinstance(k, str) else k
        if one in composed:
            raise InvalidError(_("the key {key} is given twice, its accents written two "
                                 "ways (composed and decomposed): it is one name").format(
                                     key=shown(one)), file=file,
                               key=(key + "." if key else "") + one, expected=_("each key once"))
        composed[one] = v
    table.clear()
    table.update(composed)


#: what TOML gives besides strings, integers, tables and arrays: nothing here to check
_PLAIN = (float, bool, _dt.date, _dt.datetime, _dt.time)


def _within_limits(value: Any, depth: int) -> bool:
    """:func:`check_limits`' question without key names: True when nothing is over a limit.
    False for anything it does not know, so the walk that names the key decides."""
    kind = type(value)
    if kind is str:  # a string not in NFC goes to the walk, which writes it so
        return len(value) <= MAX_TEXT and (value.isascii() or _is_nfc(value))
    if kind is int:
        return -MAX_INT - 1 <= value <= MAX_INT
    if kind is dict:
        if depth > MAX_DEPTH:
            return False
        for k, v in value.items():
            if type(k) is not str or len(k) > MAX_TEXT or not (k.isascii() or _is_nfc(k)) \
                    or not _within_limits(v, depth + 1):
                return False
        return True
    if kind is list:
        if depth > MAX_DEPTH:
            return False
        for v in value:
            if not _within_limits(v, depth + 1):
                return False
        return True
    return kind in _PLAIN


def _is_nfc(text: str) -> bool:
    """:func:`scorekeeper.names.is_nfc` for the quick pass: at first use this name is bound to
    ``unicodedata.is_normalized`` itself, so each string not in ASCII costs one C call."""
    global _is_nfc
    _is_nfc = nfc_check()
    return _is_nfc(text)


def _short(value: int) -> str:
    text = str(abs(value))  # at most Python's 4,300 digits: tomllib refuses longer ones
    if len(text) <= 20:
        return str(value)
    n = len(text)
    return f"{'-' if value < 0 else ''}{text[:12]}" + ngettext("… ({n} digit)", "… ({n} digits)",
                                                             n).format(n=n)


def parse_session(text: str, file: str | None = None) -> Session:
    """Text of a session file → a checked Session; raise SessionFileError/InvalidError/ProblemList."""
    data = parse_toml(text, file)
    return session_from_data(data, text=text, file=file)


def session_from_data(data: dict[str, Any], *, text: str = "", file: str | None = None) -> Session:
    deals = data.get("deal")
    lines = _header_lines(text)
    if not isinstance(deals, list) or len(lines) != len(deals):
        lines = []
    from pydantic import ValidationError

    from scorekeeper.core.problems import pydantic_problems
    from scorekeeper.session.envelope import EnvelopeModel

    try:
        if isinstance(deals, list) and all(isinstance(d, dict) for d in deals):
            # the entries stay raw tables until the game checks them, so only the envelope goes
            # through the model (which would otherwise copy every entry of the file)
            checked = EnvelopeModel.model_validate({k: v for k, v in data.items() if k != "deal"})
        else:  # the model words what is wrong with `deal`
            checked = EnvelopeModel.model_validate(data)
    except ValidationError as err:
        problems = pydantic_problems(err, file=file)
        # entries are located by number: "deal.3.tricks" is entry 4's key "tricks"
        for p in problems:
            if p.key and p.key.startswith("deal."):
                parts = p.key.split(".", 2)
                if len(parts) >= 2 and parts[1].isdigit():
                    p.entry = int(parts[1]) + 1
                    p.key = parts[2] if len(parts) > 2 else None
                    p.line = lines[p.entry - 1] if lines else None
        raise problems[0] if len(problems) == 1 else ProblemList(problems) from None
    env = Envelope(**{f.name: getattr(checked, f.name) for f in fields(Envelope)})
    if checked.pinned is not None:  # plain data, as a checkpoint holds it
        env.pinned = {"version": checked.pinned.version, "options": checked.pinned.options}
    i18n.table(env.lang)  # the table's language, unless the person chose one: before any entry
    entries = [RawEntry(i + 1, lines[i] if lines else None, d) for i, d in enumerate(deals or [])]
    return Session(env, entries, file=file, text=text)
