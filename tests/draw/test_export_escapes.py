"""`export` and `serve` show names, notes and titles as their own text: a name such as
``<script>alert(1)</script>`` or ``*x*|y`` renders literally in a Markdown viewer (CommonMark with
GitHub's tables, as markdown-it renders it) and on the HTML page, never runs, never breaks a
table."""

from __future__ import annotations

import html
import threading
import urllib.request
from pathlib import Path

from markdown_it import MarkdownIt

from domtree import parse_html
from faults.helpers import invoke

HOSTILE = ["<script>alert(1)</script>", "*x*|y", "- [a](javascript:alert(3))"]
NOTE = "`code` <img src=x onerror=alert(2)> | ~~gone~~ \\ & end"
TITLE = "# Night & <b>day</b>"
TEXT = f'''format = 1
game = "thousand"
rules = "book-1991"
players = ["<script>alert(1)</script>", "*x*|y", "- [a](javascript:alert(3))"]
title = "{TITLE}"

[[deal]]
penalty = {{ "*x*|y" = 10 }}
note = "{NOTE.replace(chr(92), chr(92) * 2)}"
'''


def hostile_file(tmp_path: Path) -> Path:
    f = tmp_path / "night.toml"
    f.write_text(TEXT, encoding="utf-8")
    return f


def rendered(markdown: str) -> str:
    return MarkdownIt("commonmark").enable(["table", "strikethrough"]).render(markdown)


def cells(page: str, tag: str) -> list[list[str]]:
    """The text of each ``<tag>`` cell, row by row, of every table of a rendered page."""
    import re

    rows = re.findall(r"<tr>(.*?)</tr>", page, re.S)
    return [[html.unescape(c) for c in re.findall(rf"<{tag}>(.*?)</{tag}>", r, re.S)] for r in rows]


def test_export_markdown_shows_hostile_names_and_notes_as_their_text(tmp_path):
    md = invoke(["export", hostile_file(tmp_path), "--to", "markdown"]).stdout
    page = rendered(md)
    for tag in ("<script", "<img", "<a ", "<b>", "<strong>", "<code>", "<s>", "<del>", "<h1", "<ul"):
        assert tag not in page, (tag, page)
    heads = [r for r in cells(page, "th") if r]
    assert heads[0][4:] == HOSTILE  # the history table: one column per player, as named
    assert ["player", "points"] in heads
    body = [r for r in cells(page, "td") if r]
    assert all(len(r) == 7 for r in body[:1]), body  # the note's «|» did not split its cell
    assert body[0][3] == f"*x*|y +10: {NOTE}"
    settled = [r for r in body if len(r) == 2]
    assert [r[0] for r in settled] == HOSTILE
    assert f"Thousand — {TITLE}" in html.unescape(page)


def test_export_markdown_a_note_is_never_a_list_or_a_heading():
    from scorekeeper.views.tables import md_line

    for text in ("- a", "+ a", "1. a", "2) a", "# a", "= a", "> a"):
        page = rendered(md_line(text))
        assert page == f"<p>{html.escape(text, quote=False)}</p>\n", (text, page)


def test_export_html_escapes_hostile_names_and_notes(tmp_path):
    page = invoke(["export", hostile_file(tmp_path), "--to", "html"]).stdout
    assert "<script" not in page and "<img" not in page and "<b>day" not in page
    doc = parse_html(page)
    assert not list(doc.find_all("script")) and not list(doc.find_all("img"))
    balance = next(doc.find_all("table", "balance"))
    assert [n.attrs["data-player"] for n in balance.find_all("td", "n")] == HOSTILE
    assert any(TITLE in n.text() for n in doc.find_all())
    assert any(NOTE in td.text() for td in doc.find_all("td"))


def test_serve_page_escapes_hostile_names_and_notes(tmp_path):
    """The live page ``serve`` sends (its one script is the page's own poller)."""
    from scorekeeper.web.live import make_server

    server = make_server(hostile_file(tmp_path), "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        with urllib.request.urlopen(url, timeout=5) as r:
            page = r.read().decode("utf-8")
        with urllib.request.urlopen(url + "fragment", timeout=5) as r:
            fragment = r.read().decode("utf-8")
    finally:
        server.shutdown()
        server.server_close()
        thread.join()
    assert page.count("<script") == 1 and "alert(1)</script>" not in page
    assert "<script" not in fragment and "<img" not in fragment
    assert html.escape(HOSTILE[0]) in fragment
