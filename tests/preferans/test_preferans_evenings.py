"""Golden evenings, one per preset (tests/preferans/data), each settled by hand below."""

from __future__ import annotations

import pytest

from preferans_helpers import load


def _close(actual, expected):
    assert set(actual) == set(expected)
    for k, v in expected.items():
        assert actual[k] == pytest.approx(v, abs=1e-9), k


def test_sochi_evening_worked_by_hand():
    """evening-sochi.toml, pool 6 (values 6=2 7=4 8=6 misère 10; raspasy 1-2-3; exit 6-7-7).

    1. Boris 6♠ made, Vera alone took 4: Boris pool 2; Vera 4 × 2 = 8 on Boris.
    2. raspas 1: mountains Anna 4, Boris 1, Vera 5.
    3. raspas 2 (2 a trick): Boris +12 = 13, Vera +8 = 13; Anna clean: 2 to her pool.
    4. Vera 7♥ (the exit seven) fails by 1: Vera +4 = 17; Anna 4 × 4 + 4 = 20 on Vera; Boris, who
       passed, 4 on Vera.
    5. Anna 7♦ passed out: pool 2 + 4 = 6, closed.
    6. Boris 8♣ made, Vera took 2: 12 on Boris.  Boris 2 + 6 = 8: 4 close his pool, 2 overflow and
       help Vera (Anna is closed): Vera's pool 2, Boris writes 20 whists on Vera (R-P7).
    7. Vera's misère clean: 10 points, 4 close her pool; 6 with nobody to help write off her own
       mountain: 17 → 11.  Every pool is closed: the game is over.

    Settlement (R-P8): mountains 4, 13, 11; amnister Anna (4).  Boris (13 − 4) × 10 ÷ 3 = 30 on
    Boris by Anna and by Vera; Vera (11 − 4) × 10 ÷ 3 = 70/3 on Vera by Anna and by Boris.
    Whists in all: Anna→Boris 30, Anna→Vera 20 + 70/3 = 130/3; Boris→Vera 4 + 20 + 70/3 = 142/3;
    Vera→Boris 8 + 12 + 30 = 50.  Pairs: Boris pays Anna 30; Vera pays Anna 130/3; Boris pays Vera
    50 − 142/3 = 8/3.  Balance: Anna 220/3, Boris −98/3, Vera −122/3 (sum 0).
    """
    rep = load("evening-sochi.toml")
    assert rep.finished
    snap = rep.game.snapshot(rep.state)
    assert snap["pool"] == {"Anna": 6, "Boris": 6, "Vera": 6}
    assert snap["mountain"] == {"Anna": 4, "Boris": 13, "Vera": 11}
    assert snap["whists"]["Boris"]["Vera"] == 24 and snap["whists"]["Vera"]["Boris"] == 20
    s = rep.game.settle(rep.state)
    assert s.finished
    _close(s.balance, {"Anna": 220 / 3, "Boris": -98 / 3, "Vera": -122 / 3})
    pairs = {(a, b): v for a, b, v in s.pairs}
    assert pairs[("Boris", "Anna")] == 30
    assert pairs[("Vera", "Anna")] == pytest.approx(130 / 3)
    assert pairs[("Boris", "Vera")] == pytest.approx(8 / 3)


def test_leningrad_evening_worked_by_hand():
    """evening-leningrad.toml: four players (the dealer sits out: Anna, Boris, Vera, Gleb, Anna …),
    pool 6; whists ×2, undertricks ×2, half-responsible gentleman's whist, raspasy 2-4-6, exit 7.

    1. (Anna deals) Boris 6♠, Vera and Gleb whist, the pair takes 4: 2 each × 4 = 8 each on Boris;
       Boris pool 2.
    2. (Boris deals) raspas at 2: Anna 6, Vera 10, Gleb 4 on the mountain.
    3. (Vera deals) Gleb 7♠ made (exit seven), Anna took 3: 3 × 8 = 24 on Gleb; Gleb pool 4.
    4. (Gleb deals) Anna 6♥, Boris half-whists: 2 × 4 = 8 on Anna; Anna pool 2.
    5. (Anna deals) Vera 8♦ fails by 1: Vera 12 → 22; Gleb 3 × 12 + 6 = 42 on Vera; Boris (passer)
       6; Anna deals and writes nothing (consolation to the defenders).
    6. (Boris deals) Anna's misère: 4 close her pool; 6 overflow: Gleb (pool 4, the largest) gets 2,
       Vera 4 (Boris deals: no help); Anna writes 2 × 20 = 40 on Gleb, 4 × 20 = 80 on Vera.
    7. (Vera deals) Boris 7NT, Gleb and Anna whist 3 tricks: 1.5 each × 8 = 12 each; Boris pool 6.

    Settled at once: Vera's pool lacks 2 → × 2 → mountain 26.  Mountains 6, 0, 26, 4; amnister
    Boris; on Anna 15, on Vera 65, on Gleb 10 by each other player.  Pairs: Anna pays Boris 11 (12 vs
    23), Vera pays Anna 130 (145 vs 15), Gleb pays Anna 59 (74 vs 15), Vera pays Boris 63 (71 vs 8),
    Boris pays Gleb 10 (10 vs 20), Vera pays Gleb 97 (10 vs 107).
    Balance: Anna +178, Boris +64, Vera −290, Gleb +48.
    """
    rep = load("evening-leningrad.toml")
    assert not rep.finished
    snap = rep.game.snapshot(rep.state)
    assert snap["pool"] == {"Anna": 6, "Boris": 6, "Vera": 4, "Gleb": 6}
    assert snap["mountain"] == {"Anna": 6, "Boris": 0, "Vera": 22, "Gleb": 4}
    s = rep.game.settle(rep.state)
    _close(s.balance, {"Anna": 178, "Boris": 64, "Vera": -290, "Gleb": 48})
    assert sorted(s.pairs) == sorted([("Anna", "Boris", 11), ("Vera", "Anna", 130), ("Gleb", "Anna", 59),
                                      ("Vera", "Boris", 63), ("Boris", "Gleb", 10), ("Vera", "Gleb", 97)])


def test_rostov_evening_worked_by_hand():
    """evening-rostov.toml, pool 4; raspasy in whists (5 a trick × the step), no exit rule.

    1. raspas 1: Anna fewest (2): 3 × 5 = 15 on Boris, 5 × 5 = 25 on Vera.
    2. raspas 2: Anna clean: 6 × 10 = 60 on Boris, 4 × 10 = 40 on Vera; 1 to her pool.
    3. Boris 6♠ made (a six after two raspasy: Rostov has no exit rule); Vera 3 × 2 = 6, Anna
       1 × 2 = 2 on Boris; pool 2.
    4. Vera 7♣ fails by 2: mountain 8; Anna 5 × 4 + 8 = 28, Boris 8 on Vera.
    5. Anna 6♦ passed out: pool 3.
    6. Boris 6♥ made with 8: pool 4 (closed); Anna whisted alone and took 2 of 4: 2 × 2 = 4 on
       Boris and 2 × 2 = 4 to her mountain (responsible whist).

    Settled at once: Anna lacks 1, Vera 4 (× 1): mountains 5, 0, 12; amnister Boris; 50/3 on Anna,
    40 on Vera by each other.  Anna→Boris 81, Anna→Vera 133, Boris→Anna 50/3, Boris→Vera 48,
    Vera→Anna 50/3, Vera→Boris 6.  Balance: Anna 542/3, Boris −67/3, Vera −475/3.
    """
    rep = load("evening-rostov.toml")
    snap = rep.game.snapshot(rep.state)
    assert snap["pool"] == {"Anna": 3, "Boris": 4, "Vera": 0}
    assert snap["mountain"] == {"Anna": 4, "Boris": 0, "Vera": 8}
    assert snap["whists"]["Anna"] == {"Boris": 81, "Vera": 93}
    s = rep.game.settle(rep.state)
    _close(s.balance, {"Anna": 542 / 3, "Boris": -67 / 3, "Vera": -475 / 3})


@pytest.mark.parametrize("name", ["evening-sochi.toml", "evening-leningrad.toml", "evening-rostov.toml"])
def test_history_keeps_every_deal_with_running_figures(name):
    rep = load(name)
    sheet = rep.game.sheet(rep.state)
    hist = sheet.tables[1]
    deals = [e for e in rep.entries if e.kind == "deal"]
    assert len(hist.rows) == len(deals)
    assert [r[0] for r in hist.rows] == [e.number for e in deals]
