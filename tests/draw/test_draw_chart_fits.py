"""Charts that hold up on a long night and a full table: no two words overlap and every one is
on the canvas, the width never passes its limit however many deals there are, every player's (or
side's) line has its own colour and dash pattern and is never left out, game dividers in every
game played to a target, descriptions written whole, the true minus sign.

The long evenings are made by ``evenings.py``: 210 deals of Five Hundred (21 games), six players
of order poker with 19–20 character Russian names, 240 deals of preferans (``--chart``)."""

from __future__ import annotations

import re

import evenings
import pytest
from boxes import SVG, assert_fits, boxes
from drawkit import POINT_GAMES, PREFERANS, ROOT, sk, sk_json
from drawn import parse, texts, value

from scorekeeper.draw.chart import MAX_WIDTH
from scorekeeper.draw.svg import MINUS

CHART_SAMPLES = [(s, ()) for s in POINT_GAMES] + [(s, ("--chart",)) for s in PREFERANS]
IDS = [s.stem + ("-chart" if extra else "") for s, extra in CHART_SAMPLES]


def series_styles(root) -> dict[str, set[tuple[str, str]]]:
    out: dict[str, set[tuple[str, str]]] = {}
    for s in root.iter(f"{SVG}polyline"):
        if s.get("class") == "series":
            out.setdefault(s.get("data-unit"), set()).add((s.get("stroke"), s.get("stroke-dasharray", "")))
    return out


def assert_lines_apart(root, units) -> None:
    """Every unit has a line, one (colour, dash) pair each, no two units alike; the legend's key
    draws the same pair."""
    styles = series_styles(root)
    assert set(styles) == set(units)
    assert all(len(v) == 1 for v in styles.values()), styles
    pairs = [next(iter(v)) for v in styles.values()]
    assert len(set(pairs)) == len(pairs), styles
    keys = {k.get("data-unit"): (k.get("stroke"), k.get("stroke-dasharray", ""))
            for k in root.iter(f"{SVG}line") if k.get("class") == "key"}
    assert keys == {u: next(iter(v)) for u, v in styles.items()}


@pytest.mark.parametrize("sample,extra", CHART_SAMPLES, ids=IDS)
def test_no_two_words_of_a_samples_chart_overlap_and_each_lies_on_the_canvas(sample, extra):
    root = assert_fits(sk("draw", sample, *extra))
    assert float(root.get("width")) <= MAX_WIDTH


@pytest.mark.parametrize("sample,extra", CHART_SAMPLES, ids=IDS)
def test_every_players_line_is_drawn_with_its_own_colour_and_dash(sample, extra):
    """2–6 players, sides of two, a newcomer's and a leaver's account: no series left out."""
    root = parse(sk("draw", sample, *extra))
    key = "balance" if extra else "score"
    units = set(sk_json("show", sample)[key])
    assert_lines_apart(root, units)
    assert {t.get("data-unit") for t in texts(root, "final")} == units
    assert len(texts(root, "legend")) == len(units)


@pytest.mark.parametrize("sample,extra", CHART_SAMPLES, ids=IDS)
def test_each_description_is_written_whole_with_the_true_minus(sample, extra):
    """Five Hundred for five: «all passed: Anna 2, Boris 2, Vera 2, Gleb 3, Dasha 1» keeps its
    fifth player; six at order poker keep «for Dasha, Boris» (once cut to «for Das…»)."""
    root = parse(sk("draw", sample, *extra))
    log = {e["entry"]: e["summary"] for e in sk_json("log", sample)}
    rows: dict[int, str] = {}
    entries = [int(t.text) for t in texts(root, "entry")]
    lines = [t for t in root.iter(f"{SVG}text") if (t.get("class") or "").startswith("summary")]
    k = -1
    for t in lines:
        if t.get("class") == "summary":
            k += 1
        rows[entries[k]] = rows.get(entries[k], "") + (t.text or "")
    for entry, drawn in rows.items():
        want = re.sub(r"(?<![\w\d])-(?=\d)", MINUS, log[entry])  # a figure's minus, not a hyphen
        assert drawn.replace(" ", "") == want.replace(" ", ""), (entry, drawn, log[entry])
    for b in boxes(root):
        assert not re.search(r"(?<![\w\d])-\d", b.words), b.words  # −1, never -1


def test_five_players_all_passed_line_names_the_fifth_player():
    """Entry 4 of the five-player sample: every player's tricks, Dasha's last (once cut after
    Gleb's by a count of 44 characters)."""
    root = parse(sk("draw", ROOT / "sample_sessions" / "five-hundred-5-called-partner.toml"))
    lines = [t for t in root.iter(f"{SVG}text") if (t.get("class") or "").startswith("summary")]
    starts = [k for k, t in enumerate(lines) if t.get("class") == "summary"]
    fourth = lines[starts[3]:starts[4] if len(starts) > 4 else None]
    assert " ".join(t.text for t in fourth) == "all passed: Anna 2, Boris 2, Vera 2, Gleb 3, Dasha 1"


def test_r_f5_210_deals_of_five_hundred_keep_the_limit_width_and_thin_the_labels(tmp_path):
    """21 games of Five Hundred (R-F5, each won past 500; R-F-M1, each next one started on its
    first deal): once 860 px wide and 4,362 px tall with every game's caption printed over the
    next; now at most MAX_WIDTH, the deal numbers and captions thinned, 20 dividers."""
    f = evenings.five_hundred(tmp_path / "long.toml")
    show = sk_json("show", f)
    root = assert_fits(sk("draw", f))
    assert float(root.get("width")) <= MAX_WIDTH
    assert_lines_apart(root, set(show["score"]))
    dividers = [ln for ln in root.iter(f"{SVG}line") if ln.get("class") == "new-game"]
    assert len(dividers) == len(show["games"])  # one between every two games
    captions = [t for t in texts(root, "caption") if t.get("data-game")]
    assert 1 < len(captions) < len(show["games"]) + 1  # thinned, not all 21 …
    assert captions[-1].text == f"game {len(show['games']) + 1}"  # … but the game in play
    axis = [t for t in texts(root, "axis") if t.get("text-anchor") == "middle"]
    assert 1 < len(axis) < 210 and axis[-1].text == "210"
    assert len(texts(root, "entry")) == 210  # the deal table keeps every row


def test_six_long_russian_names_at_order_poker_each_keep_their_line(tmp_path):
    """Six players with names of 19–20 letters (R-O: order poker seats six at most)."""
    f = evenings.order_poker(tmp_path / "six.toml")
    show = sk_json("show", f)
    root = assert_fits(sk("draw", f))
    assert float(root.get("width")) <= MAX_WIDTH
    assert_lines_apart(root, set(show["score"]))
    for name in evenings.LONG_NAMES:  # each name whole in the legend and the settlement
        (legend,) = texts(root, "legend", unit=name)
        assert legend.text == name
        assert [t for t in texts(root, "caption") if t.text == name]


def test_a_240_deal_preferans_evening_is_charted_within_the_limit(tmp_path):
    f = evenings.preferans(tmp_path / "night.toml")
    root = assert_fits(sk("draw", f, "--chart"))
    assert float(root.get("width")) == MAX_WIDTH
    assert_lines_apart(root, {"Anna", "Boris", "Vera"})
    axis = [t for t in texts(root, "axis") if t.get("text-anchor") == "middle"]
    assert axis[-1].text == "240" and len(axis) < 240


def test_game_dividers_in_every_game_played_to_a_target(tmp_path):
    """Five Hundred (R-F5), Pari (its games add up, R-X24) and Thousand (R-T10, a new game after
    a finished one, R-T-M12): a divider where each new game begins, none on a night of one."""
    f = tmp_path / "thousand.toml"
    points = '[[deal]]\npoints = {{ Anna = {}, Boris = 120, Vera = 300 }}\nnote = "from the paper sheet"\n'
    f.write_text('format = 1\ngame = "thousand"\nrules = "book-1991"\nplayers = ["Anna", "Boris", "Vera"]\n'
                 + points.format(400) + points.format(400) + points.format(200)
                 + '[[deal]]\nnew_game = true\n[[deal]]\nbidder = "Boris"\nbid = 100\n'
                 'taken = { Boris = 70, Anna = 30, Vera = 20 }\nmarriages = { Boris = ["♣"] }\n',
                 encoding="utf-8")
    cases = {ROOT / "sample_sessions" / "five-hundred-3.toml": ["2"],
             ROOT / "sample_sessions" / "pari-jokers.toml": ["2"], f: ["2"],
             ROOT / "sample_sessions" / "pari-gruznov.toml": [],
             ROOT / "sample_sessions" / "thousand-4.toml": []}
    for sample, games in cases.items():
        root = parse(sk("draw", sample))
        got = [ln.get("data-game") for ln in root.iter(f"{SVG}line") if ln.get("class") == "new-game"]
        assert got == games, sample.name
        if games:
            assert {t.text for t in texts(root, "caption") if t.get("data-game")} == {"game 1", "game 2"}


NAME_LENGTHS = [1, 2, 5, 13, 20, 33, 47, 64]


def long_names(n: int, length: int) -> list[str]:
    """``n`` names of ``length`` characters each, of the widest letters DejaVu Sans has (Щ, Ж,
    Ш, Ю, W, m) with spaces and a hyphen where a name would have them."""
    fill = "ащюжы Щукина-Шмидт Жюльевна Wmщ Юрьевна " * 3
    names = [(first + fill)[:length] for first in "ЖШЩЮWМ"[:n]]
    return [name[:-1] + "щ" if name.endswith(" ") else name for name in names]


@pytest.mark.parametrize("length", NAME_LENGTHS)
def test_names_of_1_to_64_characters_fit_every_chart(length, tmp_path):
    six = long_names(6, length)
    three = long_names(3, length)
    assert all(len(name) == length for name in six)
    for f, extra, units in ((evenings.order_poker(tmp_path / "op.toml", players=six), (), six),
                            (evenings.five_hundred(tmp_path / "fh.toml", deals=30, players=three), (), three),
                            (evenings.preferans(tmp_path / "pr.toml", deals=20, players=three), ("--chart",),
                             three)):
        root = assert_fits(sk("draw", f, *extra))
        assert float(root.get("width")) <= MAX_WIDTH
        assert_lines_apart(root, set(units))
        for u in units:  # the balances under the chart: each player's, whole
            (b,) = texts(root, "balance", player=u)
            assert value(b.text) is not None
