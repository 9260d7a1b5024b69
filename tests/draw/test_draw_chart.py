"""Point games drawn as a race of running totals (Пятьсот §партия: the game goes to +500 or ends at
−500, R-F5), read back from the SVG and compared with ``show --json``."""

from __future__ import annotations

import pytest
from drawkit import POINT_GAMES, sk, sk_json
from drawn import parse, texts, value

from scorekeeper.core import registry
from scorekeeper.draw.limits import limits_for

SVG = "{http://www.w3.org/2000/svg}"


def finals(root):
    out = {}
    for t in texts(root, "final"):
        (v,) = [s for s in t.iter(f"{SVG}tspan") if s.get("class") == "value"]
        out[t.get("data-unit")] = value(v.text)
    return out


def last_row(root):
    cells = texts(root, "cell")
    last = max(int(c.get("data-entry")) for c in cells)
    return {c.get("data-unit"): value(c.text) for c in cells if int(c.get("data-entry")) == last}


@pytest.mark.parametrize("sample", POINT_GAMES, ids=lambda p: p.stem)
def test_every_point_sample_chart_and_deal_table_read_back_as_show_json(sample, drawn):
    svg, show, settle = drawn[sample.name]
    root = parse(svg)
    assert finals(root) == {u: float(v) for u, v in show["score"].items()}
    assert last_row(root) == {u: float(v) for u, v in show["score"].items()}
    for u, v in settle["balance"].items():
        (b,) = texts(root, "balance", player=u)
        assert value(b.text) == pytest.approx(v, abs=0.005)  # drawn as the screen rounds it
    lines = {s.get("data-unit") for s in root.iter(f"{SVG}polyline") if s.get("class") == "series"}
    assert lines == set(show["score"])
    # one table row per live deal, in the order of `log`
    log = sk_json("log", sample)
    live = [e["entry"] for e in log if e["kind"] in ("deal", "penalty") and not e["voided_by"]]
    assert [int(t.text) for t in texts(root, "entry")] == live


def test_r_f5_five_hundreds_limits_are_marked_at_plus_and_minus_500(drawn):
    root = parse(drawn["five-hundred-3.toml"][0])
    marked = sorted(int(g.get("data-value")) for g in root.iter(f"{SVG}g") if g.get("class") == "limit")
    assert marked == [-500, 500]


def test_r_f5_a_new_game_starts_its_lines_again(drawn):
    """five-hundred-3: game 1 ends at entry 7 with Toropov's 8♥ taking him past 500 (70 / 440 / 590,
    the totals `show --json` keeps in its `games` record); entry 8 starts game 2, every line again
    from 0."""
    svg, show, _ = drawn["five-hundred-3.toml"]
    root = parse(svg)
    series = [s for s in root.iter(f"{SVG}polyline") if s.get("class") == "series"]
    assert sorted({s.get("data-game") for s in series}) == ["1", "2"]
    rows = {}
    for c in texts(root, "cell"):
        rows.setdefault(int(c.get("data-entry")), {})[c.get("data-unit")] = value(c.text)
    assert rows[7] == {"Danilov": 70, "Kabanov": 440, "Toropov": 590}
    assert rows[7] == {u: float(v) for u, v in show["games"][0]["score"].items()}
    assert rows[8] == {"Danilov": 0, "Kabanov": 0, "Toropov": 0}
    assert any(t.text == "game 2" for t in texts(root, "caption"))


def test_r_t3_the_barrel_is_marked_only_when_its_option_is_on():
    assert [lim.value for lim in limits_for("thousand", {})] == [1000]
    assert [lim.value for lim in limits_for("thousand", {"barrel": True})] == [1000, 880]
    assert limits_for("a-game-without-limits", {"barrel": True}) == []
    for spec in registry.specs():
        for lim in spec.limits():
            assert lim.source.startswith("R-"), (spec.name, lim)


def test_any_game_with_a_score_is_charted_voids_skipped(tmp_path):
    f = tmp_path / "toy.toml"
    f.write_text('format = 1\ngame = "toy"\nrules = "plain"\nplayers = ["Аня", "Борис"]\n'
                 '[options]\ntarget = 100\n'
                 '[[deal]]\nwinner = "Аня"\npoints = 3\n'
                 '[[deal]]\nwinner = "Борис"\npoints = 50\n'
                 '[[deal]]\nvoid = 2\n'
                 '[[deal]]\npenalty = { "Борис" = 2 }\nnote = "late"\n'
                 '[[deal]]\nwinner = "Борис"\npoints = 4\n', encoding="utf-8")
    root = parse(sk("draw", f))
    assert finals(root) == {"Аня": 3.0, "Борис": 6.0}
    assert [int(t.text) for t in texts(root, "entry")] == [1, 4, 5]
    assert not [g for g in root.iter(f"{SVG}g") if g.get("class") == "limit"]
