"""``draw --chart`` for preferans: each player's balance in whists after every entry — the
engine's figure, as ``settle`` would give it then (R-P8, the settlement by the amnister: whists
written plus the mountains evened out) — read back from the SVG and compared with ``settle`` and
with the sheet's own history (``export --to csv``: the running «±» of every deal)."""

from __future__ import annotations

import csv
import io

import pytest
from drawkit import PREFERANS, ROOT, sk, sk_json
from drawn import parse, texts, value

SVG = "{http://www.w3.org/2000/svg}"
SAMPLES = ROOT / "sample_sessions"


def finals(root) -> dict[str, float]:
    out = {}
    for t in texts(root, "final"):
        (v,) = [s for s in t.iter(f"{SVG}tspan") if s.get("class") == "value"]
        out[t.get("data-unit")] = value(v.text)
    return out


def cells(root) -> dict[int, dict[str, str]]:
    rows: dict[int, dict[str, str]] = {}
    for c in texts(root, "cell"):
        rows.setdefault(int(c.get("data-entry")), {})[c.get("data-unit")] = c.text
    return rows


def history_balances(sample) -> dict[int, dict[str, float]]:
    """The sheet's history, as ``export --to csv`` writes it: entry -> player -> the «±» part of
    «pool / mountain / ±» (the balance were the game settled then)."""
    text = sk("export", sample, "--to", "csv")
    block = text.split("\nhistory (", 1)[1].split("\n\n", 1)[0]
    reader = csv.reader(io.StringIO(block.split("\n", 1)[1]))
    head = next(reader)
    names = [h.rsplit(" pool/mountain/±", 1)[0] for h in head[4:]]
    out = {}
    for row in reader:
        out[int(row[0])] = {p: float(cell.split(" / ")[2]) for p, cell in zip(names, row[4:])
                            if cell.count(" / ") == 2}
    return out


@pytest.mark.parametrize("sample", PREFERANS, ids=lambda p: p.stem)
def test_r_p8_the_balance_chart_ends_at_the_balances_settle_gives(sample):
    root = parse(sk("draw", sample, "--chart"))
    settle = sk_json("settle", sample)
    assert finals(root) == pytest.approx(settle["balance"], abs=0.005)
    for p, v in settle["balance"].items():
        (b,) = texts(root, "balance", player=p)
        assert value(b.text) == pytest.approx(v, abs=0.005)


@pytest.mark.parametrize("sample", PREFERANS, ids=lambda p: p.stem)
def test_each_entry_of_the_balance_chart_is_the_sheet_historys_balance(sample):
    """Every deal's row: the figure the sheet's history gives after it (two ways through the
    engine — its snapshot after each entry and its history's figures — give one balance)."""
    drawn = cells(parse(sk("draw", sample, "--chart")))
    history = history_balances(sample)
    assert history and set(history) <= set(drawn)
    for entry, balances in history.items():
        for p, v in balances.items():
            assert value(drawn[entry][p]) == pytest.approx(v, abs=0.005), (entry, p)


def test_fikhman_1991_sochi_balance_after_the_first_deal_worked_by_hand():
    """preferans-sochi, entry 1: Boris's 6♠ made, Vera whisting alone: 2 to Boris's pool, and
    the defence's 4 tricks × 2 = 8 whists Vera writes on him.  Settled then by the amnister
    (R-P8), pool 20: what each pool lacks goes to the mountain (Anna 20, Boris 18, Vera 20, the
    mean 19⅓), each mountain point off the mean 10 whists: Anna −6.67, Boris +13.33 − 8 = +5.33,
    Vera −6.67 + 8 = +1.33."""
    rows = cells(parse(sk("draw", SAMPLES / "preferans-sochi.toml", "--chart")))
    assert {p: value(v) for p, v in rows[1].items()} == {"Anna": -6.67, "Boris": 5.33, "Vera": 1.33}


def test_r_p_e1_a_newcomers_line_begins_at_the_entry_he_joins():
    sample = SAMPLES / "preferans-sochi-table-events.toml"
    root = parse(sk("draw", sample, "--chart"))
    joined = next(e["entry"] for e in sk_json("log", sample) if e["summary"] == "Gleb joins")
    rows = cells(root)
    assert all(rows[e]["Gleb"] == "\u2014" for e in rows if e < joined)
    assert all(rows[e]["Gleb"] != "\u2014" for e in rows if e >= joined)
    (line,) = [s for s in root.iter(f"{SVG}polyline") if s.get("class") == "series"
               and s.get("data-unit") == "Gleb"]
    assert len(line.get("points").split()) == len([e for e in rows if e >= joined])


def test_an_evening_of_five_accounts_is_charted_where_the_pulka_has_no_fifth_sector(tmp_path):
    f = tmp_path / "five.toml"
    f.write_text('format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n'
                 '[options]\npool = 20\n'
                 '[[deal]]\ndeclarer = "Boris"\ncontract = "6♠"\nwhist = ["Vera"]\ntricks = { Boris = 6 }\n'
                 '[[deal]]\njoins = "Gleb"\nafter = "Vera"\n'
                 '[[deal]]\ndeclarer = "Vera"\ncontract = "7♣"\nwhist = ["Gleb"]\ntricks = { Vera = 7 }\n'
                 '[[deal]]\nleaves = "Boris"\n'
                 '[[deal]]\njoins = "Dasha"\nafter = "Vera"\n'
                 '[[deal]]\ndeclarer = "Dasha"\ncontract = "6♥"\nwhist = ["Anna"]\ntricks = { Dasha = 6 }\n',
                 encoding="utf-8")
    from drawkit import runner

    from scorekeeper.cli.app import app

    r = runner.invoke(app, ["draw", str(f)])
    assert r.exit_code == 1 and "draw --chart" in r.output
    root = parse(sk("draw", f, "--chart"))
    settle = sk_json("settle", f)
    assert set(settle["balance"]) == {"Anna", "Boris", "Vera", "Gleb", "Dasha"}
    assert finals(root) == pytest.approx(settle["balance"], abs=0.005)


def test_draw_chart_json_gives_each_balance_after_each_entry():
    sample = SAMPLES / "preferans-sochi.toml"
    data = sk_json("draw", sample, "--chart")
    live = [e["entry"] for e in sk_json("log", sample) if not e["voided_by"]]
    assert data["drawn"] == "chart" and [d["entry"] for d in data["deals"]] == live
    assert data["deals"][0]["balance"] == {"Anna": -6.67, "Boris": 5.33, "Vera": 1.33}
    assert data["deals"][-1]["balance"] == sk_json("settle", sample)["balance"]
    assert sk_json("draw", sample)["drawn"] == "pulya"  # without --chart: the пулька's data


def test_the_pulka_stays_the_default_and_a_point_game_ignores_chart():
    pulka = parse(sk("draw", SAMPLES / "preferans-sochi.toml"))
    assert [g for g in pulka.iter(f"{SVG}g") if g.get("class") == "sector"]
    five = SAMPLES / "five-hundred-3.toml"
    assert sk("draw", five, "--chart") == sk("draw", five)
