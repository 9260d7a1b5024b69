"""One figure everywhere (issue 22, docs/format.md «Exact balances»): every output of every sample
session shows each figure the same way, to its nearest cent.  Sochi's exact −38/3 once showed
as −12.66 in ``settle``, ``--json``, the page and the drawn sheet, and −12.67 in Markdown, CSV
and ``show``'s history.

For each sample this reads every output back as a player (or a program) would — ``show``,
``show --json``, ``settle``, ``settle --json``, ``export --to csv|markdown|html|json``, ``draw``
(the SVG's text) and the page ``serve`` serves — and collects its figures by what they are: each
player's (or side's) balance, and where shown the pool, the mountain, the whists on each other
player, the score, and what a pair settles where the game nets pair by pair (preferans).  Each
figure must be one value in all the outputs that show it, and a balance's value its exact one to
the nearest cent (worked out here from ``balance_exact``, apart from the program).  Each kind of
figure must be found in at least :data:`LEAST_OUTPUTS` outputs."""

from __future__ import annotations

import csv
import html
import io
import json
import re
import threading
import urllib.request
from collections import defaultdict
from decimal import Decimal
from fractions import Fraction
from pathlib import Path

import pytest
from draw.domtree import parse_html
from faults.helpers import invoke

from scorekeeper.cli import common

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLES = sorted((ROOT / "sample_sessions").glob("*.toml"))
MINUS = "\u2212"
#: the fewest outputs each kind of figure is shown in (a balance: settle, settle --json, the four
#: exports, draw, serve; a score: show --json, export json and html, draw, serve; a preferans
#: pair: settle, settle --json, csv, markdown, html, draw, serve)
LEAST_OUTPUTS = {"balance": 8, "pool": 8, "mountain": 8, "whists": 8, "score": 5, "pair": 7}
Figures = dict[tuple[str, ...], Decimal]


# --- reading figures back ------------------------------------------------------------------------
def number(text: str) -> Decimal:
    """A figure as written: ``−12.67``, ``+198``, ``-6.67``, ``12.5``."""
    return Decimal(text.strip().lstrip("+").replace(MINUS, "-"))


def json_number(x: int | float) -> Decimal:
    return Decimal(repr(x))


def rich_tables(text: str) -> list[tuple[str, list[str], list[list[str]]]]:
    """The tables rich printed: (title, headers, rows), a wrapped row joined to its first line."""
    out, lines = [], text.splitlines()
    i = 0
    while i < len(lines):
        if not lines[i].startswith("┏"):
            i += 1
            continue
        title = lines[i - 1].strip() if i else ""
        heads: list[list[str]] = []
        i += 1
        while lines[i].startswith("┃"):
            heads.append([c.strip() for c in lines[i].strip("┃").split("┃")])
            i += 1
        headers = [" ".join(p for p in col if p) for col in zip(*heads)]
        rows: list[list[str]] = []
        while not lines[i].startswith("└"):
            if lines[i].startswith("│"):
                cells = [c.strip() for c in lines[i].strip("│").split("│")]
                if rows and not cells[0]:
                    rows[-1] = [f"{a} {b}".strip() for a, b in zip(rows[-1], cells)]
                else:
                    rows.append(cells)
            i += 1
        out.append((title, headers, rows))
    return out


def markdown_tables(text: str) -> list[tuple[str, list[str], list[list[str]]]]:
    def cells(line: str) -> list[str]:
        parts = re.split(r"(?<!\\)\|", line.strip())[1:-1]
        return [html.unescape(re.sub(r"\\(.)", r"\1", c.strip())) for c in parts]

    out, title = [], ""
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if line.startswith("### "):
            title = html.unescape(re.sub(r"\\(.)", r"\1", line[4:]))
        elif line.startswith("|") and i + 1 < len(lines) and lines[i + 1].startswith("|---"):
            rows = []
            for row in lines[i + 2:]:
                if not row.startswith("|"):
                    break
                rows.append(cells(row))
            out.append((title, cells(line), rows))
    return out


def csv_tables(text: str) -> list[tuple[str, list[str], list[list[str]]]]:
    out: list = []
    block: list[list[str]] = []
    for row in [*csv.reader(io.StringIO(text)), []]:
        if row:
            block.append(row)
        elif block:
            out.append((block[0][0], block[1], block[2:]))
            block = []
    return out


def html_tables(doc) -> list[tuple[str, list[str], list[list[str]]]]:
    out = []
    for h3 in doc.find_all("h3"):
        parent = h3.parent
        at = parent.children.index(h3)
        table = next(n for n in parent.children[at + 1:] if not isinstance(n, str))
        rows = [[c.text().strip() for c in tr.children if not isinstance(c, str)]
                for tr in table.find_all("tr")]
        out.append((h3.text().strip(), rows[0], rows[1:]))
    return out


def table_figures(tables, players: list[str]) -> Figures:
    """The figures of the sheet's and the settlement's tables, by what each cell is: a
    пулька's pool, mountain and whists; the history's last running figures; the balances; the
    scores of a race's latest game and of order poker's totals."""
    got: Figures = {}
    race = [(h, r) for t, h, r in tables if re.fullmatch(r"game \d+", t) and r]
    if race:  # Five Hundred's and Thousand's running score: the latest game's last row
        headers, rows = race[-1]
        got.update({("score", u.replace(" / ", "/")): number(v) for u, v in zip(headers, rows[-1])
                    if u not in ("#", "dealer", "contract", "bid", "result")})
    for title, headers, rows in tables:
        heads = [h.replace(" ", "") for h in headers]
        if title.startswith("pulya"):
            for r in rows:
                p = r[0]
                got["pool", p] = number(r[heads.index("pool")])
                got["mountain", p] = number(r[heads.index("mountain")])
                for q in players:
                    if q != p:
                        got["whists", p, q] = number(r[heads.index(f"whistson{q}")])
        elif title.startswith("history (running") and rows:
            last = rows[-1]
            for p in players:
                pool, mountain, bal = last[heads.index(f"{p}pool/mountain/±")].split(" / ")
                got["pool", p], got["mountain", p] = number(pool), number(mountain)
                got["balance", p] = number(bal)
        elif title.startswith("mountains at settlement"):
            for r in rows:
                got["pool", r[0]] = number(r[heads.index("pool")])
                got["mountain", r[0]] = number(r[heads.index("mountain")])
        elif title.startswith(("balance (", "settlement (")):
            for r in rows:
                if r[0] != "total":
                    got["balance", r[0]] = number(r[1])
        elif title == "totals" and heads[:1] == ["player"]:  # order poker's settlement
            for r in rows:
                got["score", r[0]] = number(r[1])
                got["balance", r[0]] = number(r[2])
        elif title.startswith("pair by pair"):  # preferans nets pair by pair itself
            for r in rows:
                m = re.fullmatch(r"(.+) pays (.+) (\S+)", r[heads.index("result")])
                if m:
                    got["pair", m[1], m[2]] = number(m[3])
        elif title == "totals":  # order poker's sheet: one row, a column a player
            got.update({("score", h): number(v) for h, v in zip(headers, rows[0])})
    return got


def drawn_figures(doc, units: list[str]) -> Figures:
    """The figures of a drawn sheet (the SVG, alone or in a page): balances, the standing pool,
    mountain and whists of a пулька, the pairs, the final score of a race."""
    got: Figures = {}
    for t in doc.find_all("text", "balance"):
        got["balance", t.attrs["data-player"]] = number(t.text())
    for field in ("pool", "mountain"):
        for p in units:
            nows = [s for t in doc.find_all("text", field, player=p)
                    for s in t.find_all("tspan", "now")]
            if nows:
                got[field, p] = number(nows[-1].text())
    for p in units:
        for q in units:
            nows = [s for t in doc.find_all("text", "whists", player=p, on=q)
                    for s in t.find_all("tspan", "now")]
            if nows:
                got["whists", p, q] = number(nows[-1].text())
    for t in [*doc.find_all("text", "pair"), *doc.find_all("li", "pair")]:
        m = re.fullmatch(r"(.+) pays (.+) (\S+)", t.text().strip())
        got["pair", m[1], m[2]] = number(m[3])
    for t in doc.find_all("text", "final"):
        (value,) = list(t.find_all("tspan", "value"))
        got["score", t.attrs["data-unit"]] = number(value.text())
    return got


def page_figures(page: str, units: list[str]) -> Figures:
    doc = parse_html(page)
    got = drawn_figures(doc, units)
    players = [u for u in units if "/" not in u]
    got.update(table_figures(html_tables(doc), players))
    for td in doc.find_all("td"):
        if "data-player" in td.attrs:
            got["balance", td.attrs["data-player"]] = number(td.text())
    return got


def state_figures(state: dict) -> Figures:
    """``show --json``'s figures (and ``export --to json``'s state)."""
    got: Figures = {}
    for field in ("pool", "mountain", "balance", "score"):
        for p, v in (state.get(field) or {}).items():
            got[field, p] = json_number(v)
    for p, row in (state.get("whists") or {}).items():
        for q, v in row.items():
            got["whists", p, q] = json_number(v)
    return got


# --- the outputs ---------------------------------------------------------------------------------
@pytest.fixture
def wide(monkeypatch):
    """A terminal wide enough that no table wraps or stacks (the console is made afresh)."""
    monkeypatch.setenv("COLUMNS", "1000")
    monkeypatch.setattr(common, "_console", None)
    yield
    common._console = None


def run(*args) -> str:
    r = invoke([*args])
    assert r.exit_code == 0, (args, r.output)
    return r.stdout


def served(file: Path) -> str:
    """The page ``serve`` serves for ``file``, fetched over HTTP from a server on a free port."""
    from scorekeeper.web.live import make_server

    server = make_server(file, "127.0.0.1", 0)
    thread = threading.Thread(target=server.serve_forever, args=(0.05,), daemon=True)
    thread.start()
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        with urllib.request.urlopen(url, timeout=30) as r:
            return r.read().decode("utf-8")
    finally:
        server.shutdown()
        server.server_close()


def outputs(file: Path) -> tuple[dict[str, Figures], dict]:
    """Every output's figures for one session, and ``settle --json``."""
    show_json = json.loads(run("show", "--json", file))
    settle_json = json.loads(run("settle", "--json", file))
    players, units = show_json["players"], list(settle_json["balance"])
    names = list(dict.fromkeys([*players, *units]))
    exported = json.loads(run("export", file, "--to", "json"))
    got: dict[str, Figures] = {
        "show": table_figures(rich_tables(run("show", "--all", file)), players),
        "show --json": state_figures(show_json),
        "settle": table_figures(rich_tables(run("settle", "--all", file)), players),
        "settle --json": {**{("balance", p): json_number(v)
                             for p, v in settle_json["balance"].items()},
                          **{("pair", t["from"], t["to"]): json_number(t["amount"])
                             for t in settle_json["pairs"] if show_json["game"] == "preferans"}},
        "export csv": table_figures(csv_tables(run("export", file, "--to", "csv")), players),
        "export markdown": table_figures(markdown_tables(run("export", file, "--to", "markdown")),
                                         players),
        "export html": page_figures(run("export", file, "--to", "html"), names),
        "export json": {**state_figures(exported["state"]),
                        **{("balance", p): json_number(v)
                           for p, v in exported["settlement"]["balance"].items()}},
        "draw": drawn_figures(parse_html(run("draw", file)), names),
        "serve": page_figures(served(file), names),
    }
    return got, settle_json


def nearest(exact: Fraction) -> Decimal:
    c = exact * 100
    down = c.numerator // c.denominator
    up = c - down > Fraction(1, 2) or (c - down == Fraction(1, 2) and c > 0)
    return Decimal(down + up) / 100


@pytest.mark.parametrize("sample", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_every_output_of_every_sample_shows_each_figure_alike(sample, wide, tmp_path):
    file = tmp_path / sample.name
    file.write_bytes(sample.read_bytes())
    got, settle_json = outputs(file)
    by_figure: dict[tuple[str, ...], dict[str, Decimal]] = defaultdict(dict)
    for output, figures in got.items():
        for key, value in figures.items():
            by_figure[key][output] = value
    exact = {p: Fraction(v) for p, v in (settle_json.get("balance_exact")
                                         or settle_json["balance"]).items()}
    for p, v in exact.items():
        shown = by_figure["balance", p]
        assert set(shown.values()) == {nearest(v)}, (p, v, shown)
    for key, shown in by_figure.items():
        assert len(shown) >= LEAST_OUTPUTS[key[0]], (key, sorted(shown))
        assert len(set(shown.values())) == 1, (key, shown)


def test_the_readers_find_the_figures_a_sheet_shows(wide, tmp_path):
    """The comparison can fail: the readers find the Sochi evening's figures in every output, and
    a figure written differently in one of them is told apart."""
    file = tmp_path / "sochi.toml"
    file.write_bytes((ROOT / "sample_sessions" / "preferans-sochi.toml").read_bytes())
    got, _ = outputs(file)
    for output in ("show", "show --json", "export csv", "export markdown", "export html",
                   "export json", "draw", "serve"):
        assert got[output]["pool", "Anna"] == 18, output
        assert got[output]["whists", "Boris", "Vera"] == 24, output
    for output, figures in got.items():
        assert figures["balance", "Vera"] == -174, output
    assert number("−12.67") != number("−12.66") and number("+198") == json_number(198)


def test_a_cent_the_payments_move_is_said_in_one_line_wherever_they_are_shown(wide, tmp_path):
    """Rostov: Dima −518/3, Lena 76/3, Kostya 442/3 are −172.67, 25.33 and 147.33 everywhere;
    the pairs, each its nearest cent (Dima pays Lena 76.67 and Kostya 96, Lena pays Kostya 51.33),
    give Lena 25.34: the one line says so in settle, its JSON, the drawn sheet and the page."""
    file = tmp_path / "rostov.toml"
    file.write_bytes((ROOT / "sample_sessions" / "preferans-rostov.toml").read_bytes())
    line = "so that the payments add up, Lena receives 0.01 more than the balance shown"
    settle_json = json.loads(run("settle", "--json", file))
    assert settle_json["balance"] == {"Dima": -172.67, "Lena": 25.33, "Kostya": 147.33}
    assert settle_json["adjusted"] == {"Lena": 0.01} and settle_json["adjustment"] == line
    assert {"from": "Dima", "to": "Lena", "amount": 25.34} in settle_json["transfers"]
    assert run("settle", file).count(line) == run("draw", file).count(line) == 1
    for page in (run("export", file, "--to", "html"), served(file)):
        assert page.count(line) == 2  # under the drawing's pairs and the settlement's
