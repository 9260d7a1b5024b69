"""The exported page and the served page in a real browser (headless Chromium, one instance for
the module): every player's figures in the DOM, a screenshot that is not blank, and the served
page redrawing an appended deal by itself within a second.  Without Chromium these tests are
skipped with one line in pytest's summary, unless ``SCOREKEEPER_TEST_BROWSER=required`` (as
``.ci/run`` sets it) makes that a failure; if Chromium is there but cannot start, they fail and
say why."""

from __future__ import annotations

import pytest
from browser import ink_share
from drawkit import NEXT_DEAL, ROOT, sk, sk_json
from domtree import parse_html, standing


def num(s: str) -> float:
    return round(float(s.strip().lstrip("+").replace("−", "-")), 2)


def check_figures(dom: str, show: dict, settle: dict) -> None:
    doc = parse_html(dom)
    if "pool" in show:
        for p in show["players"]:
            assert num(standing(doc, "pool", player=p)) == round(show["pool"][p], 2), p
            assert num(standing(doc, "mountain", player=p)) == round(show["mountain"][p], 2), p
            for q, v in show["whists"][p].items():
                assert num(standing(doc, "whists", player=p, on=q)) == round(v, 2), (p, q)
    else:
        for u, v in show["score"].items():
            (final,) = list(doc.find_all("text", "final", unit=u))
            assert num(next(final.find_all("tspan", "value")).text()) == v, u
    for u, v in settle["balance"].items():
        (cell,) = list(doc.find_all("td", player=u))
        assert num(cell.text()) == round(v, 2), u


def not_blank(png: bytes) -> None:
    share, colours = ink_share(png)
    assert share > 0.05 and colours > 20, (share, colours)


@pytest.mark.parametrize("name", ["preferans-sochi", "preferans-mgu-sochinka", "five-hundred-3"])
def test_exported_page_in_a_browser_shows_every_players_figures(browser, tmp_path, name):
    sample = ROOT / "sample_sessions" / f"{name}.toml"
    page = tmp_path / f"{name}.html"
    sk("export", sample, "--to", "html", "-o", page)
    sid = browser.open(page.as_uri())
    check_figures(browser.dom(sid), sk_json("show", sample), sk_json("settle", sample))
    not_blank(browser.screenshot(sid, scale=0.25))


def test_served_page_in_a_browser_redraws_an_appended_deal_within_a_second(browser, served):
    url, f = served
    sid = browser.open(url)
    check_figures(browser.dom(sid), sk_json("show", f), sk_json("settle", f))
    not_blank(browser.screenshot(sid, scale=0.25))
    vera_pool = "[...document.querySelectorAll('text.pool[data-player=\"Vera\"] tspan.now')]" \
                ".map(e => e.textContent).join()"
    assert browser.eval(sid, vera_pool) == "6"
    sk("add", f, *NEXT_DEAL)
    took = browser.wait(sid, f"{vera_pool} === '8'", timeout=3)
    assert took < 1.0, took
    check_figures(browser.dom(sid), sk_json("show", f), sk_json("settle", f))
