"""The page on paper: a long preferans evening (240 deals, made as ``benchmarks/sessions.py``
makes it) exported and printed to PDF by headless Chromium as its print dialog would (A4 from the
page's own ``@page``, the browser's header and footer on), the PDF read back with poppler's
``pdftotext``.  Every figure of the sheet is in the PDF's text, the running sequences whole; the
drawing and the settlement, its explanation open, are on page 1; the rules start a later page;
the title is printed once; tables repeat their head and break between rows; nothing is wider
than the paper.  Without Chromium (or pdftotext) these tests skip with one line of reason,
unless ``SCOREKEEPER_TEST_BROWSER=required`` (``.ci/run``) makes that a failure."""

from __future__ import annotations

import csv
import io
import re
import shutil
import sys
from types import SimpleNamespace

import pytest
from browser import NO_PDFTOTEXT, REQUIRED, pdf_pages
from domtree import parse_html
from drawkit import ROOT, sk, sk_json

sys.path.insert(0, str(ROOT / "benchmarks"))
from sessions import session_text  # noqa: E402 (the benchmark's own generator of evenings)

DEALS = 240
#: the width of A4 less the page's side margins (210 − 2 × 11 mm), in CSS pixels
PAPER_PX = round((210 - 22) / 25.4 * 96)


def num(s: str) -> float:
    return round(float(s.strip().lstrip("+").replace("\u2212", "-")), 2)


def squeeze(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def print_to_pdf(browser, url: str) -> SimpleNamespace:
    if shutil.which("pdftotext") is None:
        if REQUIRED:
            pytest.fail("poppler's pdftotext is not installed, and SCOREKEEPER_TEST_BROWSER=required "
                        "says the print tests must run")
        pytest.skip(NO_PDFTOTEXT)
    sid = browser.open(url)
    pdf = browser.pdf(sid)
    doc = parse_html(browser.dom(sid))
    return SimpleNamespace(sid=sid, doc=doc, pages=pdf_pages(pdf), layout=pdf_pages(pdf, layout=True),
                           title=next(doc.find_all("title")).text())


@pytest.fixture(scope="module")
def evening(tmp_path_factory):
    f = tmp_path_factory.mktemp("print") / "night.toml"
    f.write_text(session_text("preferans", DEALS), encoding="utf-8")
    return f


@pytest.fixture(scope="module")
def printed(browser, evening):
    page = evening.with_suffix(".html")
    sk("export", evening, "--to", "html", "-o", page)
    return print_to_pdf(browser, page.as_uri())


def heading(doc, section: str) -> str:
    (h2,) = [h for s in doc.find_all("section") if s.attrs.get("id") == section for h in s.find_all("h2")]
    return squeeze(h2.text())


def page_of(pages: list[str], text: str) -> int:
    return next(i for i, p in enumerate(pages) if text in squeeze(p))


def test_printed_long_evening_holds_every_running_sequence_of_the_pool_sheet_whole(printed, evening):
    """The issue's cut «pool (as written)» (ended at «…·106·1»): each written sequence, as
    ``export --to csv`` gives it, is in the PDF's text from its first figure to its last."""
    (block,) = [b for b in sk("export", evening, "--to", "csv").split("\n\n") if b.startswith("pulya")]
    rows = list(csv.DictReader(io.StringIO(block.split("\n", 1)[1])))
    text = re.sub(r"\s+", "", "".join(printed.pages))
    show = sk_json("show", evening)
    assert [r["player"] for r in rows] == show["players"]
    for r in rows:
        for column in ("pool (as written)", "mountain (as written)"):
            seq = r[column]
            assert seq.count("\u00b7") > 40, (column, seq)  # a long evening's sequence
            assert seq in text, (r["player"], column, seq[-40:])


def test_printed_pool_sheet_rows_hold_each_players_pool_mountain_and_whists(printed, evening):
    """The pulya table as printed, row by row (the columns side by side on the paper): pool,
    mountain and the whists on each other player, as ``show --json`` has them."""
    show = sk_json("show", evening)
    players = show["players"]
    (page,) = [p for p in printed.layout if "pool (as written)" in p]
    lines = page.splitlines()
    start = next(i for i, line in enumerate(lines) if "pool (as written)" in line)
    for p in players:
        first = next(line for line in lines[start:]  # (not the head's «whists on …» line)
                     if line.split()[:1] == [p] and len(line.split()) == 5 + len(players))
        cells = first.split()
        assert num(cells[1]) == show["pool"][p] and num(cells[3]) == show["mountain"][p], (p, first)
        whists = cells[5:5 + len(players)]
        want = ["\u2014" if q == p else show["whists"][p][q] for q in players]
        assert [w if w == "\u2014" else num(w) for w in whists] == want, (p, first)


def test_printed_page_one_holds_the_sheet_and_the_settlement_with_its_explanation(printed, evening):
    """The drawing (its title), the settlement (each balance of ``settle --json``, each payment)
    and every line of «how it was reached», a closed <details> on screen, all on page 1."""
    settle = sk_json("settle", evening)
    first = printed.pages[0]
    assert printed.title in squeeze(first)
    head = heading(printed.doc, "settlement")
    assert head in squeeze(first)
    after = first.split(head.split()[0], 1)[1]
    for p, v in settle["balance"].items():
        m = re.search(rf"^{re.escape(p)} ([+\u2212-]?[\d.,]+)$", after, re.M)
        assert m and num(m.group(1)) == round(v, 2), (p, v)
    shown = [squeeze(li.text()) for li in printed.doc.find_all("li", "pair")]
    assert len(shown) == len(settle["pairs"]) == 3
    steps = [squeeze(li.text()) for d in printed.doc.find_all("details") for li in d.find_all("li")]
    assert len(steps) >= 3
    for line in shown + steps:
        assert line in squeeze(after), line


def test_printed_rules_start_a_later_page_and_the_title_is_printed_once(printed):
    rules = heading(printed.doc, "rules")
    at = page_of(printed.pages, rules)
    assert at > page_of(printed.pages, heading(printed.doc, "settlement")) == 0
    assert squeeze(printed.pages[at]).split(rules)[0].strip() in ("", f"{at + 1} / {len(printed.pages)}")
    assert squeeze(" ".join(printed.pages)).count(printed.title) == 1  # the browser's header too
    assert len(printed.pages) <= 14, len(printed.pages)  # was 25 before the print rules


def test_printed_history_repeats_its_head_on_every_page_and_breaks_between_rows(printed, browser):
    """Every page the 240-deal history runs over starts with its head; every row on one page."""
    history = [i for i, p in enumerate(printed.pages) if re.search(r"^\d+ (Anna|Boris|Vera) ", p, re.M)]
    assert len(history) >= 5 and history == list(range(history[0], history[-1] + 1))
    for i in history[1:]:
        assert re.search(r"^# \S+ \S+ \S+ Anna$", printed.pages[i], re.M), i
    numbers = [int(m) for i in history for m in re.findall(r"^(\d+) (?:Anna|Boris|Vera) ", printed.pages[i], re.M)]
    assert numbers == list(range(1, DEALS + 1))
    browser.send("Emulation.setEmulatedMedia", {"media": "print"}, session=printed.sid)
    try:
        styles = browser.eval(printed.sid, "[...new Set([...document.querySelectorAll('#history tbody tr')]"
                                           ".map(r => getComputedStyle(r).breakInside))]")
        heads = browser.eval(printed.sid, "[...new Set([...document.querySelectorAll('thead')]"
                                          ".map(h => getComputedStyle(h).display))]")
    finally:
        browser.send("Emulation.setEmulatedMedia", {"media": ""}, session=printed.sid)
    assert styles == ["avoid"] and heads == ["table-header-group"]


def test_printed_page_is_no_wider_than_the_paper_and_scrolls_nowhere(printed, browser):
    """Laid out for print at the paper's width: no element reaches past the page's right edge,
    no box keeps a scrollbar."""
    sid = printed.sid
    browser.send("Emulation.setEmulatedMedia", {"media": "print"}, session=sid)
    browser.send("Emulation.setDeviceMetricsOverride", {"width": PAPER_PX, "height": 1100,
                                                        "deviceScaleFactor": 1, "mobile": False}, session=sid)
    try:
        wide = browser.eval(sid, f"[...document.querySelectorAll('main *')].filter(e => "
                                 f"e.getBoundingClientRect().right > {PAPER_PX} + 1).map(e => e.tagName)")
        scrolls = browser.eval(sid, "[...document.querySelectorAll('main *')].filter(e => "
                                    "['auto', 'scroll'].includes(getComputedStyle(e).overflowX)).length")
    finally:
        browser.send("Emulation.clearDeviceMetricsOverride", session=sid)
        browser.send("Emulation.setEmulatedMedia", {"media": ""}, session=sid)
    assert wide == [] and scrolls == 0, (wide, scrolls)


def test_served_page_prints_like_the_exported_one(browser, served):
    """The live page on paper: no «live» status line, the title once, the settlement on page 1."""
    url, _ = served
    out = print_to_pdf(browser, url)
    assert squeeze(" ".join(out.pages)).count(out.title) == 1
    assert heading(out.doc, "settlement") in squeeze(out.pages[0])
    status = next(d for d in out.doc.find_all("div") if d.attrs.get("id") == "live-status")
    assert squeeze(status.text()) not in " ".join(out.pages).split(), status.text()
