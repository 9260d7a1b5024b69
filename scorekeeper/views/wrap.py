"""Messages fitted to the terminal: every error, note, question and usage error the program
writes to standard error is wrapped at word boundaries to the terminal's width, each continued
line indented under the first, so a terminal never breaks a word in two.

The width is ``COLUMNS`` where it is set (so a test, or a player, decides it), else the width of
the terminal that standard error is.  Where standard error is no terminal (a pipe, a log file)
and ``COLUMNS`` is not set, a message stays one line per problem: a script greps it whole.
Widths are counted in terminal cells (rich's measure): a wide character takes two.
"""

from __future__ import annotations

import os
import sys
from typing import Any, TextIO

#: the narrowest width wrapped to: below it a message is folded at this width all the same
NARROWEST = 20
#: what a continued line starts with
INDENT = "  "


def width(stream: TextIO | Any | None = None) -> int | None:
    """The width messages on ``stream`` (standard error) are wrapped to, or None: not wrapped."""
    columns = os.environ.get("COLUMNS", "").strip()
    if columns.isdigit() and int(columns) > 0:
        return max(int(columns), NARROWEST)
    stream = sys.stderr if stream is None else stream
    try:
        if stream.isatty():
            return max(os.get_terminal_size(stream.fileno()).columns, NARROWEST)
    except (AttributeError, OSError, ValueError):
        pass
    return None


def cells(text: str) -> int:
    """How many terminal cells ``text`` takes."""
    if text.isascii():
        return len(text)
    from rich.cells import cell_len

    return cell_len(text)


def wrap(text: str, columns: int | None, indent: str = INDENT) -> list[str]:
    """``text`` as lines of at most ``columns`` cells, broken between words; each paragraph's
    continued lines start with ``indent``; a word longer than a line is cut where the line ends
    (nothing else can show it whole).  ``columns`` None: the text's own lines."""
    if columns is None:
        return text.split("\n")
    out: list[str] = []
    for paragraph in text.split("\n"):
        out += _wrapped(paragraph, columns, indent)
    return out


def _wrapped(paragraph: str, columns: int, indent: str) -> list[str]:
    if cells(paragraph) <= columns:
        return [paragraph]
    lead = paragraph[:len(paragraph) - len(paragraph.lstrip(" "))]
    words = paragraph.split()
    lines: list[str] = []
    line = lead
    room = columns
    for word in words:
        sep = "" if line.strip() == "" else " "
        if cells(line) + len(sep) + cells(word) <= room:
            line += sep + word
            continue
        if line.strip():
            lines.append(line)
            line = lead + indent
        while cells(line) + cells(word) > room:  # a word wider than a whole line: cut it
            cut = _fit(word, room - cells(line))
            if not cut:
                break
            lines.append(line + cut)
            word = word[len(cut):]
            line = lead + indent
        line += word
    if line.strip():
        lines.append(line)
    return lines


def _fit(word: str, room: int) -> str:
    """The longest start of ``word`` that fits in ``room`` cells."""
    out = ""
    for c in word:
        if cells(out + c) > room:
            break
        out += c
    return out


def fitted(text: str, stream: TextIO | Any | None = None, indent: str = INDENT) -> str:
    """``text`` wrapped for ``stream`` (standard error by default), as one string."""
    return "\n".join(wrap(text, width(stream), indent))
