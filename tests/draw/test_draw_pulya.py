"""The drawn пулька (MGU 1971 §7, its numbered fields; Fikhman 1991 §ПРЕФЕРАНС «пулька», «горка»)
read back from the SVG and compared with ``show --json`` and ``settle --json``."""

from __future__ import annotations

import pytest
from drawkit import PREFERANS, ROOT, sk
from drawn import field_value, parse, sequence, single, standing, texts

from scorekeeper.draw import history, written
from scorekeeper.session.files import load


def r2(x):
    return round(float(x), 2)


@pytest.mark.parametrize("sample", PREFERANS, ids=lambda p: p.stem)
def test_mgu_1971_s7_every_sector_holds_show_jsons_figures(sample, drawn):
    svg, show, settle = drawn[sample.name]
    root = parse(svg)
    players = list(show["pool"])  # every account: a player who left keeps his sector
    assert len(texts(root, "name")) == len(players)
    for p in players:
        (name,) = texts(root, "name", player=p)
        assert name.text == p
        assert r2(standing(root, "pool", player=p)) == r2(show["pool"][p])  # field 6
        assert r2(standing(root, "mountain", player=p)) == r2(show["mountain"][p])  # field 5
        for q in players:
            if q != p:  # fields 7–9
                assert r2(standing(root, "whists", player=p, on=q)) == r2(show["whists"][p][q])
        assert r2(single(root, "balance", player=p)) == r2(settle["balance"][p])
        if "bombs" in show:  # field 10
            assert field_value(root, "bombs", p) == (" ".join(f"×{2 ** b}" for b in show["bombs"][p]) or "—")
        if "responsible" in show:  # field 12
            rv = show["responsible"][p]
            assert field_value(root, "responsible", p) == f"{rv['won']} / {rv['cover']}"
    assert single(root, "target") == show["pool_target"]  # centre, field 2


def test_fikhman_1991_pulka_sochi_sequences_worked_by_hand(drawn):
    """Sochi sample: Boris 6♠ (2), 6♦ both passed (2), 7♦ (4) — his pool reads 2·4·8; Vera's
    mountain: raspasy 2 tricks at 1, 6 tricks at 2, 7♣ one down (4), a misère caught with one trick
    (10) — 2·14·18·28; Anna: 7♥ 4, a clean second raspas at 2, misère 10, 6NT 2 — 4·6·16·18."""
    root = parse(drawn["preferans-sochi.toml"][0])
    assert sequence(root, "pool", player="Boris") == ["2", "4", "8"]
    assert sequence(root, "mountain", player="Vera") == ["2", "14", "18", "28"]
    assert sequence(root, "pool", player="Anna") == ["4", "6", "16", "18"]


@pytest.mark.parametrize("sample", PREFERANS, ids=lambda p: p.stem)
def test_mgu_1971_s7_running_sequences_are_the_sheets_as_written(sample):
    """The sequences derived by replaying entry by entry equal the sheet's own "as written"
    columns (``show``'s pool/mountain as written)."""
    h = history(load(sample))
    table = h.replay.game.sheet(h.replay.state).tables[0]
    cols = table.columns
    pool, mountain = written(h.moments, "pool"), written(h.moments, "mountain")
    from scorekeeper.draw.svg import number

    def as_written(seq):
        return "·".join(number(v) for v in seq).replace("−", "-") or "—"

    for row in table.rows:
        p = row[0]
        assert as_written(pool[p]) == row[cols.index("pool (as written)")]
        assert as_written(mountain[p]) == row[cols.index("mountain (as written)")]
    assert h.moments[-1].snapshot == h.snapshot


def test_mgu_1971_s7_three_players_triangle_four_players_square(drawn):
    three = parse(drawn["preferans-sochi.toml"][0])
    seats = {g.get("data-player"): g.get("data-seat") for g in three.iter("{http://www.w3.org/2000/svg}g")
             if g.get("class") == "sector"}
    assert seats == {"Anna": "bottom", "Boris": "left", "Vera": "right"}
    four = parse(drawn["preferans-mgu-sochinka.toml"][0])
    seats4 = [g.get("data-seat") for g in four.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "sector"]
    assert seats4 == ["bottom", "left", "top", "right"]
    # each whist column stands beside the opponent it is on: clockwise from the writer's left
    order = [t.get("data-on") for t in texts(four, "whists", player="Tolya") if t.get("data-line") == "0"]
    assert order == ["Sveta", "Igor", "Nadya"]
    order = [t.get("data-on") for t in texts(three, "whists", player="Boris") if t.get("data-line") == "0"]
    assert order == ["Vera", "Anna"]


def test_mgu_1971_s7_closed_pool_is_marked(drawn):
    show = drawn["preferans-mgu-classic.toml"][1]
    root = parse(drawn["preferans-mgu-classic.toml"][0])
    marked = {t.get("data-player") for t in texts(root, "pool")
              for s in t.iter("{http://www.w3.org/2000/svg}tspan") if s.get("class") == "closed"}
    assert marked == set(show["closed"]) == {"Kostya", "Lena"}


def test_mgu_1971_s7_conditions_in_the_centre(drawn):
    root = parse(drawn["preferans-mgu-classic.toml"][0])
    lines = ["".join(t.itertext()) for t in texts(root, "conditions")]
    assert lines == ["whist: half a kopeck", "control time 01:00"]


def test_a_long_night_elides_the_earliest_figures_and_keeps_the_standing_one(tmp_path):
    f = tmp_path / "long.toml"
    deals = "".join('\n[[deal]]\ndeclarer = "Boris"\ncontract = "6♠"\nwhist = ["Vera"]\ntricks = { Boris = 5 }\n'
                    for _ in range(80))
    f.write_text('format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n'
                 '[options]\npool = 500\n' + deals, encoding="utf-8")
    root = parse(sk("draw", f))
    seq = sequence(root, "mountain", player="Boris")
    # 80 sixes one trick short: the six is worth 2, one trick short writes 2 on the mountain
    assert seq[0] == "…" and seq[-1] == "160"
    assert seq[1:] == [str(2 * k) for k in range(81 - (len(seq) - 1), 81)]


def test_draw_writes_a_file_and_never_the_session(tmp_path):
    src = ROOT / "sample_sessions" / "preferans-sochi.toml"
    f = tmp_path / "night.toml"
    f.write_bytes(src.read_bytes())
    out = tmp_path / "sheet.svg"
    sk("draw", f, "-o", out)
    parse(out.read_text(encoding="utf-8"))
    from drawkit import runner

    from scorekeeper.cli.app import app

    r = runner.invoke(app, ["draw", str(f), "-o", str(out)])
    assert r.exit_code == 1 and "refusing to overwrite" in r.output
    sk("draw", f, "-o", out, "--force")
    r = runner.invoke(app, ["draw", str(f), "-o", str(f), "--force"])
    assert r.exit_code == 1 and f.read_bytes() == src.read_bytes()


def test_fikhman_1991_pulka_draw_json_gives_the_sequences_as_data():
    from drawkit import sk_json

    data = sk_json("draw", ROOT / "sample_sessions" / "preferans-sochi.toml")
    assert data["drawn"] == "pulya" and data["pool_target"] == 20
    assert data["pool"]["Boris"] == [2, 4, 8]
    assert data["mountain"]["Vera"] == [2, 14, 18, 28]
    # Boris's penalty point (entry 11) is written on his mountain like any other figure: 15 → 16
    assert data["mountain"]["Boris"][-2:] == [15, 16]


def test_draw_of_a_bad_file_names_the_problem_without_a_traceback(tmp_path):
    from drawkit import runner

    from scorekeeper.cli.app import app

    f = tmp_path / "bad.toml"
    f.write_text('format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["A", "B", "C"]\n'
                 '[[deal]]\ndeclarer = "Q"\ncontract = "6s"\n', encoding="utf-8")
    r = runner.invoke(app, ["draw", str(f)])
    assert r.exit_code == 1 and "unknown player 'Q'" in r.output and "Traceback" not in r.output


def test_mgu_1971_s7_three_players_draw_a_triangle_or_on_request_a_rectangle_four_a_square(drawn):
    shape = lambda svg: next(g.get("data-shape") for g in parse(svg).iter("{http://www.w3.org/2000/svg}g")
                             if g.get("class") == "sheet")
    assert shape(drawn["preferans-sochi.toml"][0]) == "triangle"
    assert shape(drawn["preferans-mgu-sochinka.toml"][0]) == "square"
    sample = ROOT / "sample_sessions" / "preferans-sochi.toml"
    rect = sk("draw", sample, "--shape", "rectangle")
    assert shape(rect) == "rectangle"
    show = drawn["preferans-sochi.toml"][1]
    root = parse(rect)
    for p in show["players"]:
        assert standing(root, "pool", player=p) == show["pool"][p]
        assert standing(root, "mountain", player=p) == show["mountain"][p]
        for q, v in show["whists"][p].items():
            assert standing(root, "whists", player=p, on=q) == v
    assert shape(sk("draw", ROOT / "sample_sessions" / "preferans-leningrad.toml", "--shape", "rectangle")) == "square"


@pytest.mark.parametrize("players", [3, 4])
def test_every_band_starts_and_ends_on_the_sector_dividers(players):
    """Each sector's band at depth d, mapped from the sector's own frame onto the sheet, runs from
    one divider to the next: its ends are the corners of the ruled line at that depth."""
    import math
    import re

    from scorekeeper.draw.shapes import layout

    lay = layout(players, 186, "triangle")

    def to_sheet(transform, x, y):
        for kind, args in reversed(re.findall(r"(translate|rotate)\(([^)]*)\)", transform)):
            a = [float(v) for v in args.split(",")]
            if kind == "rotate":
                t = math.radians(a[0])
                x, y = x * math.cos(t) - y * math.sin(t), x * math.sin(t) + y * math.cos(t)
            else:
                x, y = x + a[0], y + a[1]
        return round(x, 1), round(y, 1)

    for d in (70, 128, 186):
        corners = {(round(x, 1), round(y, 1)) for x, y in lay.inset(d)}
        for seat in lay.seats:
            transform, _ = lay.frames[seat]
            lo, hi = lay.span(seat, d)
            assert to_sheet(transform, lo, -d) in corners, (seat, d)
            assert to_sheet(transform, hi, -d) in corners, (seat, d)


def test_an_amended_deal_is_drawn_where_it_stands(tmp_path):
    """An amendment (`replaces = N`) is drawn at entry N, as replay folds it in: the running pool
    is the right record's, and the drawing agrees with `show --json`."""
    import json

    from typer.testing import CliRunner

    from scorekeeper.cli.app import app

    f = tmp_path / "n.toml"
    f.write_text('format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n\n'
                 '[[deal]]\ndeclarer = "Boris"\ncontract = "7♠"\nwhist = ["Vera"]\ntricks = { Boris = 7 }\n\n'
                 '[[deal]]\nreplaces = 1\ndeclarer = "Boris"\ncontract = "6♠"\nwhist = ["Vera"]\n'
                 'tricks = { Boris = 6 }\n', encoding="utf-8")
    r = CliRunner().invoke(app, ["draw", str(f), "--json"])
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["pool"]["Boris"] == [2]  # 6♠ made: 2, never 7♠'s 4
