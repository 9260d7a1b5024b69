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
    pool 6; values 6=2 7=4 8=6, whists, undertricks and the consolation ×2 (6: 4, 7: 8, 8: 12 a
    trick), half-responsible whist, two whisters each writing their own tricks, a lone whister's
    defence tricks split with the passer when the game fails (R-P11), raspasy 2-4-6, exit 7.

    1. (Anna deals) Boris 6♠, Vera and Gleb whist, Vera 3, Gleb 1 (the pair's 4 = the minimum):
       Vera 3 × 4 = 12, Gleb 1 × 4 = 4 on Boris; Boris pool 2.
    2. (Boris deals) raspas at 2: Anna 6, Vera 10, Gleb 4 on the mountain.
    3. (Vera deals) Gleb 7♠ made (exit seven), Anna alone, the defence took 3: a made game, all hers,
       3 × 8 = 24 on Gleb; Gleb pool 4.
    4. (Gleb deals) Anna 6♥, Boris half-whists: 2 × 4 = 8 on Anna; Anna pool 2.
    5. (Anna deals) Vera 8♦ fails by 1: Vera 1 × 12 → mountain 22; Gleb whisted alone, Boris
       passed: the defence's 3 tricks split 1½ + 1½: each 1½ × 12 + 1 × 12 = 30 on Vera; Anna deals
       and writes nothing (consolation to the defenders).
    6. (Boris deals) Anna's misère: 4 close her pool; 6 overflow: Gleb (pool 4, the largest) gets 2,
       Vera 4 (Boris deals: no help); Anna writes 2 × 20 = 40 on Gleb, 4 × 20 = 80 on Vera.
    7. (Vera deals) Boris 7NT made, Gleb 2 and Anna 1 (the pair's 3 ≥ 2): Gleb 2 × 8 = 16, Anna
       1 × 8 = 8 on Boris; Boris pool 6.

    Settled at once: Vera's pool lacks 2 → × 2 → mountain 26.  Mountains 6, 0, 26, 4; amnister
    Boris; on Anna 15, on Vera 65, on Gleb 10 by each other player.  Whists in all: Anna→Boris 8,
    Anna→Vera 145, Anna→Gleb 74, Boris→Anna 23, Boris→Vera 95, Boris→Gleb 10, Vera→Anna 15,
    Vera→Boris 12, Vera→Gleb 10, Gleb→Anna 15, Gleb→Boris 20, Gleb→Vera 95.  Pairs: Anna pays
    Boris 15 (8 vs 23), Vera pays Anna 130 (145 vs 15), Gleb pays Anna 59 (74 vs 15), Vera pays
    Boris 83 (95 vs 12), Boris pays Gleb 10 (10 vs 20), Vera pays Gleb 85 (10 vs 95).
    Balance: Anna +174, Boris +88, Vera −298, Gleb +36.
    """
    rep = load("evening-leningrad.toml")
    assert not rep.finished
    snap = rep.game.snapshot(rep.state)
    assert snap["pool"] == {"Anna": 6, "Boris": 6, "Vera": 4, "Gleb": 6}
    assert snap["mountain"] == {"Anna": 6, "Boris": 0, "Vera": 22, "Gleb": 4}
    assert snap["whists"]["Gleb"] == {"Anna": 0, "Boris": 20, "Vera": 30}
    assert snap["whists"]["Boris"] == {"Anna": 8, "Vera": 30, "Gleb": 0}
    s = rep.game.settle(rep.state)
    _close(s.balance, {"Anna": 174, "Boris": 88, "Vera": -298, "Gleb": 36})
    assert sorted(s.pairs) == sorted([("Anna", "Boris", 15), ("Vera", "Anna", 130), ("Gleb", "Anna", 59),
                                      ("Vera", "Boris", 83), ("Boris", "Gleb", 10), ("Vera", "Gleb", 85)])


def test_leningrad_sample_session_worked_by_hand():
    """sample_sessions/preferans-leningrad.toml: four players, pool 10 (6: 4 a trick, 7: 8, 8: 12,
    9: 16; R-P11).

    1. (Anna deals) Gleb 6♣ made, Boris 2, Vera 2: 8 and 8 on Gleb; Gleb pool 2.
    2. (Boris deals) raspas at 2: Anna 4, Vera 12, Gleb 4 on the mountain.
    3. (Vera deals) Anna 7♠ fails by 1: mountain 4 + 8 = 12; Boris whisted alone, Gleb passed: the
       defence's 4 tricks split 2 + 2: each 2 × 8 + 8 = 24 on Anna.
    4. (Gleb deals) Boris 7♥, Vera half-whists: 1 × 8 = 8 on Boris; Boris pool 4.
    5. (Anna deals) Vera's misère clean: pool 10, closed.
    6. (Boris deals) Gleb 8♦ made, Anna whisted open: the defence's 2 are hers (made): 24 on Gleb;
       Gleb pool 8.
    7. (Vera deals) Anna 6♥ made with 7, Boris 2, Gleb 1: 8 and 4 on Anna; the pair is 1 short of 4,
       shares 2 + 2: Gleb 1 × (4 × ½) = 2 on his mountain (4 + 2 = 6); Anna pool 2.
    8. (Gleb deals) raspas at 2: Anna +8 = 20, Vera +12 = 24; Boris clean: 2 to his pool (6).
    9. (Anna deals) Boris 9NT made, Gleb alone took the defence's 1: 16 on Boris; Boris 6 + 8: 4
       close his pool, 4 overflow: 2 close Gleb's (40 whists on Gleb); Anna deals and Vera is
       closed, Boris's own mountain is empty: 2 off the largest partner's mountain, Vera's (24 → 22),
       40 whists on her (R-P-M8).

    Settled at once: Anna's pool lacks 8 → × 2 → mountain 36.  Mountains 36, 0, 22, 6; amnister
    Boris; 90 on Anna, 55 on Vera, 15 on Gleb by each other player.  Pairs: Anna pays Boris 122
    (0 vs 122), Vera 35 (55 vs 90), Gleb 79 (39 vs 118); Vera pays Boris 87 (8 vs 95), Gleb pays
    Boris 47 (16 vs 63), Vera pays Gleb 32 (23 vs 55).  Balance: Anna −236, Boris +256, Vera −84,
    Gleb +64.
    """
    from pathlib import Path

    from scorekeeper.core.replay import replay
    from scorekeeper.session.model import parse_session

    path = Path(__file__).resolve().parents[2] / "sample_sessions" / "preferans-leningrad.toml"
    rep = replay(parse_session(path.read_text(encoding="utf-8"), file=path.name))
    snap = rep.game.snapshot(rep.state)
    assert snap["pool"] == {"Anna": 2, "Boris": 10, "Vera": 10, "Gleb": 10}
    assert snap["mountain"] == {"Anna": 20, "Boris": 0, "Vera": 22, "Gleb": 6}
    assert snap["whists"]["Gleb"] == {"Anna": 28, "Boris": 16, "Vera": 0}
    s = rep.game.settle(rep.state)
    _close(s.balance, {"Anna": -236, "Boris": 256, "Vera": -84, "Gleb": 64})
    assert sorted(s.pairs) == sorted([("Anna", "Boris", 122), ("Anna", "Vera", 35), ("Anna", "Gleb", 79),
                                      ("Vera", "Boris", 87), ("Gleb", "Boris", 47), ("Vera", "Gleb", 32)])


def test_rostov_evening_worked_by_hand():
    """evening-rostov.toml, pool 4; raspasy in whists (5 a trick × the step), no exit rule; a lone
    whister's defence tricks split with the passer when the game fails (R-P11).

    1. raspas 1: Anna fewest (2): 3 × 5 = 15 on Boris, 5 × 5 = 25 on Vera.
    2. raspas 2: Anna clean: 6 × 10 = 60 on Boris, 4 × 10 = 40 on Vera; 1 to her pool.
    3. Boris 6♠ made (a six after two raspasy: Rostov has no exit rule); Vera 3 × 2 = 6, Anna
       1 × 2 = 2 on Boris; pool 2.
    4. Vera 7♣ fails by 2: mountain 2 × 4 = 8; Anna whisted alone, Boris passed: the defence's 5
       tricks split 2½ + 2½: each 2½ × 4 + 2 × 4 = 18 on Vera.
    5. Anna 6♦ passed out: pool 3.
    6. Boris 6♥ made with 8: pool 4 (closed); Anna whisted alone and took the defence's 2 (a made
       game: all hers): 2 × 2 = 4 on Boris, and 2 short of 4: 2 × 2 = 4 to her mountain
       (responsible whist).

    Settled at once: Anna lacks 1, Vera 4 (× 1): mountains 5, 0, 12; amnister Boris; 50/3 on Anna,
    40 on Vera by each other.  Anna→Boris 81, Anna→Vera 25 + 40 + 18 + 40 = 123, Boris→Anna 50/3,
    Boris→Vera 18 + 40 = 58, Vera→Anna 50/3, Vera→Boris 6.  Pairs: Boris pays Anna 193/3, Vera pays
    Anna 319/3, Vera pays Boris 52.  Balance: Anna 512/3, Boris −37/3, Vera −475/3.
    """
    rep = load("evening-rostov.toml")
    snap = rep.game.snapshot(rep.state)
    assert snap["pool"] == {"Anna": 3, "Boris": 4, "Vera": 0}
    assert snap["mountain"] == {"Anna": 4, "Boris": 0, "Vera": 8}
    assert snap["whists"]["Anna"] == {"Boris": 81, "Vera": 83}
    assert snap["whists"]["Boris"] == {"Anna": 0, "Vera": 18}
    s = rep.game.settle(rep.state)
    _close(s.balance, {"Anna": 512 / 3, "Boris": -37 / 3, "Vera": -475 / 3})


@pytest.mark.parametrize("name", ["evening-sochi.toml", "evening-leningrad.toml", "evening-rostov.toml"])
def test_history_keeps_every_deal_with_running_figures(name):
    rep = load(name)
    sheet = rep.game.sheet(rep.state)
    hist = sheet.tables[1]
    deals = [e for e in rep.entries if e.kind == "deal"]
    assert len(hist.rows) == len(deals)
    assert [r[0] for r in hist.rows] == [e.number for e in deals]
