"""Reading a drawn sheet back: the figures of every sector as the SVG writes them."""

from __future__ import annotations

import xml.etree.ElementTree as ET

NS = {"svg": "http://www.w3.org/2000/svg"}
MINUS = "\u2212"


def parse(svg_text: str) -> ET.Element:
    """The SVG as XML (fails if it is not well-formed)."""
    root = ET.fromstring(svg_text)
    assert root.tag == "{http://www.w3.org/2000/svg}svg", root.tag
    return root


def value(s: str) -> float:
    return float(s.strip().lstrip("+").replace(MINUS, "-"))


def texts(root: ET.Element, cls: str, **data: str) -> list[ET.Element]:
    out = []
    for t in root.iter("{http://www.w3.org/2000/svg}text"):
        if cls not in (t.get("class") or "").split():
            continue
        if all(t.get(f"data-{k.replace('_', '-')}") == v for k, v in data.items()):
            out.append(t)
    return out


def sequence(root: ET.Element, cls: str, **data: str) -> list[str]:
    """The figures of one field, in writing order (``…`` marks elided early figures)."""
    toks: list[str] = []
    for t in sorted(texts(root, cls, **data), key=lambda e: int(e.get("data-line", "0"))):
        if t.text and t.text.startswith("\u2026"):
            toks.append("\u2026")
        for span in t.iter("{http://www.w3.org/2000/svg}tspan"):
            if span.get("class") in ("past", "now"):
                toks.append(span.text)
    return toks


def standing(root: ET.Element, cls: str, **data: str) -> float:
    """The figure that stands (the last written, in bold) of one field."""
    nows = [s for t in texts(root, cls, **data) for s in t.iter("{http://www.w3.org/2000/svg}tspan")
            if s.get("class") == "now"]
    assert len(nows) == 1, (cls, data, len(nows))
    return value(nows[0].text)


def field_value(root: ET.Element, cls: str, player: str) -> str:
    (t,) = texts(root, cls, player=player)
    (v,) = [s for s in t.iter("{http://www.w3.org/2000/svg}tspan") if s.get("class") == "value"]
    return v.text


def single(root: ET.Element, cls: str, **data: str) -> float:
    (t,) = texts(root, cls, **data)
    return value("".join(t.itertext()))
