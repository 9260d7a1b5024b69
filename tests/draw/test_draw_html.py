"""``export --to html``: one self-contained page (sheet, settlement, history, rules in force)."""

from __future__ import annotations

import re

import pytest
from drawkit import ROOT, SAMPLES, sk, sk_json
from domtree import parse_html, standing

from scorekeeper.core import registry


def num(s: str) -> float:
    return round(float(s.strip().lstrip("+").replace("−", "-")), 2)


@pytest.mark.parametrize("sample", [ROOT / "sample_sessions" / n for n in (
    "preferans-sochi.toml", "preferans-mgu-sochinka.toml", "five-hundred-3.toml")], ids=lambda p: p.stem)
def test_export_html_is_one_self_contained_page_with_every_figure(sample):
    page = sk("export", sample, "--to", "html")
    show, settle = sk_json("show", sample), sk_json("settle", sample)
    assert page.startswith("<!DOCTYPE html>") and page.count("<svg") == 1
    # nothing fetched from elsewhere: no scripts, no links, no sources other than the SVG namespace
    assert "<script" not in page and "<link" not in page and "@import" not in page
    assert set(re.findall(r"https?://[^\s\"'<>]+", page)) <= {"http://www.w3.org/2000/svg"}
    doc = parse_html(page)
    for p in show["players"] if "pool" in show else []:
        assert num(standing(doc, "pool", player=p)) == num(str(show["pool"][p]))
        assert num(standing(doc, "mountain", player=p)) == num(str(show["mountain"][p]))
    for u, v in settle["balance"].items():
        (cell,) = list(doc.find_all("td", player=u))
        assert num(cell.text()) == round(v, 2)
    rules = [s for s in doc.find_all("section") if s.attrs.get("id") == "rules"]
    assert rules, "no rules section"
    g = registry.game(show["game"])
    text = rules[0].text()
    for name in g.options:
        assert name in text, name
    assert show["rules"] in text


OUTSIDE = re.compile(r"\d{3}_[0-9a-f]{16}\.txt|RULINGS\.md|FORMAT\.md|\.\./shared")


def test_export_html_every_sample_renders_and_points_nowhere_outside():
    for s in SAMPLES:
        page = sk("export", s, "--to", "html")
        assert "</html>" in page and 'id="settlement"' in page and 'id="history"' in page
        assert not OUTSIDE.search(page), (s.name, OUTSIDE.search(page).group(0))


def test_citations_on_the_page_read_as_in_the_terminal():
    from scorekeeper.draw.page import cite, clean

    assert cite("R-P8; MGU 1971 §7") == "R-P8 «Settlement by the amnister»; MGU 1971 §7 «Zapisʹ rezulʹtatov igry»"
    assert clean("kept [R-F5]") == "kept [R-F5 «The end of the game: +500 or −500»]"


