"""R-O9, R-O10, R-O-M1: a series of deals with rotation, its end, the winner, and money settled
against the average; and every citation the engine can write resolves to shipped text."""

from __future__ import annotations

from pathlib import Path

import pytest

from order_poker_helpers import FOUR, THREE, order, play
from scorekeeper import citations
from scorekeeper.core import registry
from scorekeeper.games.order_poker import tables as T
from scorekeeper.games.order_poker.options import OPTIONS, PRESETS


def unresolved(citation: str) -> list[str]:
    """What does not resolve in a citation, the games' options as the registry has them."""
    return citations.unresolved(citation, registry.option_names)

A, B, V, G = FOUR
ROOT = Path(__file__).resolve().parents[2]


def passed(**hands):
    return {"robot": "none", "hands": hands}


# ---- R-O9: the series --------------------------------------------------------------------------
def test_r_o9_the_deal_passes_clockwise():
    """§туры: "В каждом туре право сдавать карты получает очередной участник игры"."""
    rep = play(THREE, [passed()] * 4)
    assert [e.dealer for e in rep.entries] == [A, B, V, A]
    assert rep.game.snapshot(rep.state)["score"] == {A: -2, B: -1, V: -1}  # R-O3: the dealer pays


def test_r_o9_open_ended_by_default():
    rep = play(THREE, [passed(Anna="pair")] * 7)
    assert not rep.finished and rep.game.settle(rep.state).winner is None


def test_r_o9_deals_option_ends_the_game_highest_total_wins():
    deals = [order(A, ["two pairs", "three"], {A: "three"}, robot="none"), passed(Boris="pair"),
             passed(Vera="pair")]
    rep = play(THREE, deals, options={"deals": 3})
    s = rep.game.settle(rep.state)
    assert rep.finished and s.finished and s.winner == A  # Anna 1, Boris −1, Vera −1
    assert any("Anna has the highest total (1) and wins" in step.text for step in rep.entries[2].steps)


def test_r_o9_a_tie_on_the_highest_total_is_a_draw():
    rep = play(THREE, [passed(Anna="pair"), passed(Boris="pair"), passed()],
               options={"deals": 3})  # Anna −1, Boris −1, Vera −1 (the third dealer, R-O3)
    s = rep.game.settle(rep.state)
    assert s.finished and s.winner is None
    assert "a draw" in s.lines[-1].text


def test_r_o10_a_points_entry_passes_the_deal_and_counts_as_a_deal():
    rep = play(THREE, [{"points": {A: 4, B: -1}, "note": "paper sheet"}, passed()],
               options={"deals": 2})
    assert [e.dealer for e in rep.entries] == [A, B]
    assert rep.finished and rep.game.snapshot(rep.state)["score"] == {A: 4, B: -2, V: 0}


def test_a_penalty_does_not_pass_the_deal():
    rep = play(THREE, [passed(), {"penalty": {V: -2}, "note": "looked at the stock"}, passed()])
    assert rep.entries[2].dealer == B
    assert rep.game.snapshot(rep.state)["score"] == {A: -1, B: -1, V: -2}


# ---- R-O-M1: settlement ---------------------------------------------------------------------
def test_r_o_m1_balance_is_the_total_less_the_average():
    """Totals 3, 1, 1, −1 (average 1): balances +2, 0, 0, −2, which add up to zero."""
    rep = play(FOUR, [{"robot_dealt": "pair", "orders": ["two pairs", "three", "full house"],
                       "declarer": B, "for": [V], "took_from": [V], "robot": "two pairs",
                       "hands": {B: "full house", V: "three", A: "two pairs"}},
                      passed(Gleb="pair"), order(A, ["pair"], {A: "pair"}, robot="none")])
    s = rep.game.settle(rep.state)
    assert rep.game.snapshot(rep.state)["score"] == {A: 3, B: 1, V: 1, G: -1}
    assert s.balance == {A: 2, B: 0, V: 0, G: -2}
    assert s.tables[0].rows == [[A, 3, 2], [B, 1, 0], [V, 1, 0], [G, -1, -2]]


def test_r_o_m1_a_fractional_average():
    rep = play(THREE, [passed(Anna="pair")])  # −1, 0, 0: average −1/3
    bal = rep.game.settle(rep.state).balance
    assert bal == {A: pytest.approx(-2 / 3, abs=1e-4), B: pytest.approx(1 / 3, abs=1e-4),
                   V: pytest.approx(1 / 3, abs=1e-4)}


def test_snapshot_and_sheet():
    rep = play(THREE, [passed(Anna="pair")], options={"deals": 3})
    snap = rep.game.snapshot(rep.state)
    assert snap == {"score": {A: -1, B: 0, V: 0}, "deals": 1, "deals_to_play": 3, "winner": None}
    sheet = rep.game.sheet(rep.state)
    assert sheet.tables[0].rows[0][:4] == [1, A, "all passed", ""]
    assert sheet.tables[0].rows[0][4] == "−1 (−1)"


# ---- citations ---------------------------------------------------------------------------------
def _all_citations():
    out = [r.rule for r in T.COMBINATIONS] + [r.rule for r in T.ROWS]
    out += [o.source for o in OPTIONS.values()] + [p.source for p in PRESETS.values()]
    out += [getattr(T, n) for n in dir(T) if n.endswith("_RULE") or n.startswith("S_")]
    return out


def test_every_table_citation_resolves_to_shipped_text():
    for c in _all_citations():
        assert unresolved(c) == [], c


def test_every_step_of_the_sample_sessions_cites_resolvable_rules():
    from scorekeeper.session.files import load_replay

    samples = sorted((ROOT / "sample_sessions").glob("order-poker-*.toml"))
    assert len(samples) >= 2
    for path in samples:
        rep = load_replay(path)
        for e in rep.entries:
            if e.kind == "void":  # the generic void cites the core's rule, not this engine's
                continue
            for s in e.steps:
                assert unresolved(s.rule) == [], (path.name, s.rule)
        for line in rep.game.settle(rep.state).lines:
            assert unresolved(line.rule) == [], line.rule


def test_every_ruling_r_o1_to_r_o11_ships_with_its_text():
    ids = {r for r in citations.rulings() if r.startswith("R-O")}
    assert {f"R-O{i}" for i in range(1, 12)} <= ids
    for rid in ids:
        r = citations.ruling(rid)
        assert r.title and len(r.text) > 40 and r.game == "order-poker"


@pytest.mark.parametrize("name,totals,winner", [
    ("order-poker-3.toml", {"Kostya": 7, "Lena": 8, "Misha": 12}, "Misha"),
    ("order-poker-6.toml", {"Anna": 5, "Boris": 1, "Vera": 4, "Gleb": 7, "Dasha": 6, "Egor": 3},
     "Gleb"),
])
def test_sample_evenings_total_as_worked_by_hand(name, totals, winner):
    from scorekeeper.session.files import load_replay

    rep = load_replay(ROOT / "sample_sessions" / name)
    assert rep.game.snapshot(rep.state)["score"] == totals
    assert rep.finished and rep.game.settle(rep.state).winner == winner


def test_every_order_poker_ruling_has_a_test_named_after_it():
    import re

    names = set()
    for path in Path(__file__).parent.glob("test_*.py"):
        names |= set(re.findall(r"^def (test_\w+)", path.read_text(encoding="utf-8"), re.M))
    for rid in (r for r, v in citations.rulings().items() if v.game == "order-poker"):
        stem = rid.lower().replace("-", "_") + "_"
        assert any(stem in n + "_" for n in names), rid
