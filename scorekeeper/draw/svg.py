"""Small helpers for building SVG with :mod:`xml.etree.ElementTree` (as python-chess's
``chess.svg`` builds its board): elements, text, numbers as the sheet writes them.

Every word and figure is a real ``<text>`` element (searchable, selectable, read back by the
tests); fonts are the reader's own sans-serif faces — nothing is fetched, nothing is scripted.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from typing import Any

from scorekeeper.core.figures import figure_text

SVG_NS = "http://www.w3.org/2000/svg"
FONT = "DejaVu Sans, Verdana, Arial, sans-serif"
INK = "#1b2a4a"  # the pen
GRID = "#5b6b8c"  # the ruled lines of the sheet
PAPER = "#fffdf6"
FAINT = "#8a93a6"  # crossed-out figures and captions
MINUS = "\u2212"  # the minus sign people write, not a hyphen
_HYPHEN_MINUS = re.compile(r"(?<![\w\d])-(?=\d)")

#: The width of a digit in DejaVu Sans, in ems (for fitting sequences into their bands).
DIGIT_EM = 0.64
#: How far DejaVu Sans's glyphs reach above and below the baseline, in ems (its ascender 1901
#: and descender 483 of 2048 units): a line's box, for keeping one line's words off another's
ASCENT = 1901 / 2048
DESCENT = 483 / 2048


def root(width: float, height: float, title: str) -> ET.Element:
    """An ``<svg>`` element of the given size, with a paper background and a ``<title>``."""
    svg = ET.Element("svg", {
        "xmlns": SVG_NS, "version": "1.1", "width": _n(width), "height": _n(height),
        "viewBox": f"0 0 {_n(width)} {_n(height)}", "font-family": FONT,
    })
    ET.SubElement(svg, "title").text = title
    sub(svg, "rect", x=0, y=0, width=width, height=height, fill=PAPER)
    return svg


def sub(parent: ET.Element, tag: str, text: str | None = None, **attrs: Any) -> ET.Element:
    """A child element; ``class_`` becomes ``class``, other underscores become hyphens
    (``font_size`` → ``font-size``, ``data_player`` → ``data-player``)."""
    el = ET.SubElement(parent, tag, {_key(k): _val(v) for k, v in attrs.items() if v is not None})
    if text is not None:
        el.text = text
    return el


def text(parent: ET.Element, x: float, y: float, s: str, *, size: float = 12, **attrs: Any) -> ET.Element:
    return sub(parent, "text", s, x=x, y=y, font_size=size, fill=attrs.pop("fill", INK), **attrs)


def to_string(svg: ET.Element) -> str:
    return ET.tostring(svg, encoding="unicode") + "\n"


def number(x: Any) -> str:
    """A figure as the sheet writes it: ``12``, ``12.5``, ``46.67``, ``−3`` (true minus sign):
    its nearest cent, as every output shows it (:func:`scorekeeper.core.figures.figure_text`)."""
    if isinstance(x, bool) or not isinstance(x, (int, float)):
        return str(x)
    return figure_text(x, minus=MINUS)


def read_number(s: str) -> float:
    """The inverse of :func:`number` (for reading a drawn sheet back)."""
    return float(s.strip().replace(MINUS, "-"))


def text_width(s: str, size: float, *, bold: bool = False) -> float:
    """The width of a line at ``size`` in DejaVu Sans (the first face :data:`FONT` names), from
    its glyphs' advances: Cyrillic runs wider than Latin (ж, ш, щ, ю, ы; Ж, Ш, Щ, Ю), so a name
    or a word is measured, not counted.  A character the table lacks counts as a whole em."""
    table = _BOLD if bold else _BOOK
    return sum(table.get(ch, _EM) for ch in s) * size / _EM


def clipped(s: str, width: float, size: float, *, bold: bool = False) -> str:
    """``s`` as it fits ``width`` at ``size``: whole, or cut short with an ellipsis (a long name
    in a narrow column)."""
    if text_width(s, size, bold=bold) <= width:
        return s
    while s and text_width(s + "\u2026", size, bold=bold) > width:
        s = s[:-1]
    return s.rstrip() + "\u2026"


def wrapped(s: str, width: float, size: float, *, bold: bool = False) -> list[str]:
    """``s`` as lines that each fit ``width`` at ``size``, nothing left out: broken after a space,
    a comma, a semicolon, a slash or a hyphen, and a word wider than the line broken where it runs out (a
    long deal's description in its column, a long name in a heading)."""
    lines: list[str] = []
    line = ""
    for word in pieces(s):
        if text_width((line + word).rstrip(), size, bold=bold) <= width or not line.strip():
            line += word
        else:
            lines.append(line.rstrip())
            line = word.lstrip()
        while len(line) > 1 and text_width(line.rstrip(), size, bold=bold) > width:
            cut = len(line) - 1
            while cut > 1 and text_width(line[:cut], size, bold=bold) > width:
                cut -= 1
            lines.append(line[:cut].rstrip())
            line = line[cut:].lstrip()
    if line.strip() or not lines:
        lines.append(line.rstrip())
    return lines


def pieces(s: str) -> list[str]:
    """``s`` cut after each space, comma, semicolon, slash and hyphen (each piece keeps its
    separator)."""
    out, word = [], ""
    for ch in s:
        word += ch
        if ch in " ,;/-":
            out.append(word)
            word = ""
    return out + ([word] if word else [])


def true_minus(s: str) -> str:
    """``s`` with a hyphen that stands for a minus (before a figure, not inside a word) written
    as the true minus sign: ``penalty Boris -1`` → ``penalty Boris −1``."""
    return _HYPHEN_MINUS.sub(MINUS, s)


def fitting_size(parts: list[tuple[str, bool]], width: float, size: float, smallest: float) -> float:
    """The largest size from ``size`` down to ``smallest`` (in half points) at which a line of
    ``parts`` (text, bold) fits ``width``; ``smallest`` if none does."""
    while size > smallest and sum(text_width(t, size, bold=b) for t, b in parts) > width:
        size -= 0.5
    return max(size, smallest)


def _advances(groups: dict[int, str]) -> dict[str, int]:
    return {ch: width for width, chars in groups.items() for ch in chars}


#: DejaVu Sans's advance widths (units of 1/2048 em) of the characters the drawings write:
#: ASCII, the Russian alphabet, and the sheet's signs (· × — → « » … − and the suits)
_EM = 2048
_BOOK = _advances({
    563: "'", 569: 'ijl', 604: 'IJ', 651: ' ,.·', 690: '/:;\\|', 721: 'f', 739: '-', 799: '()[]',
    803: 't', 821: '!', 842: 'r', 942: '"', 1024: '*_`–', 1067: 's', 1075: 'z', 1076: 'г',
    1087: '?', 1089: 'з', 1124: 'э', 1126: 'cс', 1141: 'L', 1178: 'F', 1186: 'k', 1193: 'т',
    1207: 'вь', 1210: 'ч', 1212: 'vxyух', 1232: 'я', 1235: 'PР', 1237: 'к', 1248: 'У', 1249: 'Г',
    1251: 'TYТ', 1253: 'oо«»', 1255: 'aа', 1260: 'eеё', 1263: 'б', 1294: 'EЕЁ', 1298: 'hnu',
    1300: 'Sbdgpqр', 1303: '$0123456789{}', 1309: 'л', 1313: 'З', 1331: 'ий', 1339: 'нп',
    1343: 'K', 1394: 'ц', 1401: 'AVА', 1403: 'XZХ', 1404: 'Ч', 1405: 'BБВЬ', 1416: 'д', 1423: 'RЯ',
    1430: 'CСЭ', 1447: 'ъ', 1454: 'К', 1499: 'U', 1532: 'NИЙ', 1540: 'HЛНП', 1545: 'м', 1577: 'D',
    1587: 'G', 1590: 'Ц', 1597: '&', 1600: 'Д', 1612: 'OQО', 1617: 'ы', 1675: 'w', 1705: 'Ъ',
    1716: '#+<=>^~×→−±÷', 1724: 'ю', 1751: 'ф', 1763: 'Ф', 1767: 'MМ', 1807: 'Ы', 1836: '♠♣♥♦',
    1845: 'ж', 1874: 'ш', 1929: 'щ', 1946: '%', 1995: 'm', 2025: 'W', 2048: '@—…', 2130: '№',
    2190: 'Ш', 2206: 'Ж', 2211: 'Ю', 2240: 'Щ'})
_BOLD = _advances({
    627: "'", 702: 'ijl', 713: ' ', 748: '/\\|', 762: 'IJ', 778: ',.·', 819: ':;', 850: '-',
    891: 'f', 934: '!', 936: '()[]', 979: 't', 1010: 'r', 1024: '_`–', 1067: '"', 1070: 'г',
    1071: '*', 1187: 'т', 1188: '?', 1190: 'з', 1192: 'z', 1214: 'cсэ', 1219: 's', 1295: 'ь',
    1296: 'в', 1305: 'LГ', 1315: 'я', 1321: 'xх', 1323: '«»', 1335: 'vyу', 1362: 'k', 1382: 'aа',
    1389: 'eеё', 1390: 'к', 1397: 'TТ', 1399: 'EFЕЁ', 1406: 'ч', 1407: 'oо', 1415: 'нп',
    1425: '$0123456789', 1430: 'б', 1435: 'ий', 1455: 'З', 1458: 'hnu{}', 1466: 'bdgpqр',
    1475: 'S', 1483: 'Y', 1485: 'Z', 1500: 'л', 1501: 'PР', 1503: 'CСЭ', 1518: 'ц', 1539: 'ъ',
    1561: 'BБВЬ', 1577: 'RЯ', 1579: 'XУХ', 1585: 'AVА', 1587: 'K', 1654: 'д', 1655: 'Ч', 1663: 'U',
    1674: 'Км', 1681: 'G', 1700: 'D', 1701: 'Л', 1714: 'HNИЙНП', 1716: '#+<=>^~×→−±÷', 1741: 'OQО',
    1786: '&', 1824: 'Д', 1836: '♠♣♥♦', 1852: 'ы', 1892: 'w', 1900: 'Ц', 1924: 'Ъ', 1991: 'ю',
    2031: 'Ф', 2032: 'ф', 2038: 'MМж', 2048: '@—…', 2052: '%', 2122: 'Ы', 2134: 'm', 2175: 'ш',
    2259: 'W', 2264: 'щ', 2404: 'Ю', 2464: '№', 2507: 'Ж', 2530: 'Ш', 2715: 'Щ'})


def _key(k: str) -> str:
    if k == "class_":
        return "class"
    return k.replace("_", "-")


def _val(v: Any) -> str:
    return _n(v) if isinstance(v, (int, float)) and not isinstance(v, bool) else str(v)


def _n(v: float) -> str:
    v = round(float(v), 2)
    return str(int(v)) if v == int(v) else f"{v:g}"
