"""Golden evenings, one per classic preset (tests/preferans_classic/data), every total worked by
hand in the docstring from the texts' numbers — never from what the code printed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from classic_helpers import DATA, load, state
from scorekeeper import citations
from scorekeeper.core import registry
from scorekeeper.core.replay import replay
from scorekeeper.session.model import parse_session


def unresolved(citation: str) -> list[str]:
    """What does not resolve in a citation, the games' options as the registry has them."""
    return citations.unresolved(citation, registry.option_names)


def _close(actual, expected):
    assert set(actual) == set(expected)
    for k, v in expected.items():
        assert actual[k] == pytest.approx(v, abs=1e-9), k


def test_mgu_classic_evening_with_razboynik_bomb_and_totus():
    """evening-mgu-classic.toml: four players, Anna deals first, the dealer sits out.

    Values (MGU 1971 §7 table, light): 6: 2, 7: 4, 8: 6, 9: 8, 10 and misère: 10; on a bomba ×2; dark
    ×2.  A made game: half to the pool, half off the own mountain; an empty mountain's half goes to
    the open pool (R-P1, R-P-C9).  Pool 20 until the conditions.  P/M/W below: pool, mountain,
    whists X→Y.

    Razboynik (MGU 1971 §7), declarer = the player on the dealer's left:
     1 B 6♠ (V 3, G 1; both must whist, MGU 1971 §6): made; V→B 6, G→B 2; B pool 2.
     2 V 7♥, G whists, 7 tricks, prikup A♥ 7♣ (1 trick): G→V 12; dealer B→V 4 (R-P6); V pool 4.
     3 G 6♣ passed: B (on G's right) writes 2 tricks × 2 = 4 on G (MGU 1971 §6); G pool 2.
     4 A 9♠, B whists, A 8: A mountain 8; B→A 2×8 + 8 = 24; V→A 8, G (dealer) →A 8 (R-P3).
     5 B 8♦, V whists, B 6: B M 12; V→B 4×6+12 = 36; G→B 12; A→B 12.
     6 V 6♦, G whists, V 5: V M 2; G→V 5×2+2 = 12; A→V 2; B→V 2.
     7 G misère clean: 10 to the pool (mountain empty): G pool 12.
     8 A 7♠ passed: V→A 4 (1 trick); 2 off A's mountain (6), 2 to the pool.
     9 B misère, 1 trick: B M 22.
    10 V 9♣, A whists, made: A→V 8; 2 off V's mountain (0), 6 to the pool (10).
    11 G 7♦, A whists, G 6: G M 4; A→G 4×4+4 = 20; B→G 4; V→G 4.
    12 A 6♥: B and V pass, the dealer G whists (MGU 1971 §3), A 7, G 3: G short 1 of 4: 2 to G's
       mountain (6); G→A 3×2 = 6; 1 off A's mountain (5), 1 to the pool (3).
    13 B 7♣, V 2 and G 1 whist: V→B 8, G→B 4; 2 off B's mountain (20), 2 to the pool (4).
    14 V misère, 2 tricks: V M 20.
    15 G 8♥, A whists, G 9, prikup K♥ Q♥ (marriage, 1): A→G 6; dealer V→G 6; 3 off G (3), pool 15.
    16 A 10NT caught, made: 5 off A's mountain (0), 5 to the pool (8).
    17 B 9♥ passed: 4 off B (16), 4 to the pool (8).
    18 V 10♥ made: 5 off V (15), 5 to the pool (15).
    19 G 10♦, 9 tricks: G M 13; a ten: each other player writes 10 (MGU 1971 §7): A, B, V →G 10.
    20 A 8♣, B whists, made: B→A 12; A's mountain empty: 6 to the pool (14).
    21 B 10♠, 8 tricks: B M 36; V, G, A → B 20 each.
    22 V 8♠, G 2 and A 1 whist, V 7: V M 21; G→V 2×6+6 = 18; A→V 6+6 = 12; B (dealer)→V 6.
    23 G 9NT, B whists, G 7: G M 29; B→G 3×8+16 = 40; A→G 16; V→G 16.
    24 A misère, 1 trick: A M 10.
    After the games: pools A 14, B 8, V 15, G 15; mountains A 10, B 36, V 21, G 29.
    25–32 two circles of raspasy at 1 a trick (R-P-C26), zero tricks 1 off the own mountain
    (R-P4), Gleb's uncovered prikup trick his (entry 28): mountains A 26, B 58, V 39, G 51.
    33 conditions: Boris (58) sets pool 25 (≤ Anna's 26), 1 kop., 23:30.

    Main game:
    34 dark raspas (2 a trick): B 3, V 5, G 2 → B 64, V 49, G 55; B and G did not look: a bomba
       each; V looked and the dealer with her: a simple bomb one rank lower is nothing.
    35 Anna deals again: B 7♠ on his bomba (8 a trick), V whists (3): V→B 24; prikup A♠ K♠
       (2 tricks): dealer A→B 16; 4 off B (60), 4 to the pool (12); the bomba is spent.
    36 G 8♥ on his bomba (12), V whists, G 7: G M 67; V→G 3×12+12 = 48; A→G 12; B→G 12; the
       bomba stays.
    37 A totus made: her pool closed (14 → 25), her mountain written off (26 → 0).
    38 V dark 6♦ (4 a trick) after DVA V TEMNUYU, A 3 and B 1 whist: A→V 12, B→V 4; 2 off V (47),
       2 to the pool (17).
    39 G 9NT passed, on his bomba (16): 8 off G (59), 8 to the pool (23); bomba spent.
    40 V misère clean: 5 off V (42), 5 to the pool (22).
    41 last circle; B 6♣, G whists (4): G→B 8; 1 off B (59), 1 to the pool (13).
    42 raspas (1): A 2, B 5, V 3 → A 2, B 64, V 45.   43 Gleb again, 2nd raspas (2): B +12 = 76,
       V +8 = 53; A clean: 2 off her mountain (0).
    44 V 7♥, G whists, V 8: G→V 8; 2 off V (51), 2 to the pool (24).  The last circle is played.

    Final: pools A 25, B 13, V 24, G 23; mountains A 0, B 76, V 51, G 59.  Whists: A→B 48, A→V 34,
    A→G 64; B→A 36, B→V 16, B→G 70; V→A 12, V→B 94, V→G 84; G→A 14, G→B 46, G→V 50.
    Settlement: shortfalls to the mountain (R-P-C18): B +12 = 88, V +1 = 52, G +2 = 61; amnister
    Anna (0): B 880/4 = 220, V 130, G 152.5 written on each by every other player (R-P8).
    Pairs: A–B (48+220) − 36 = +232; A–V (34+130) − 12 = +152; A–G (64+152.5) − 14 = +202.5;
    B–V (16+130) − (94+220) = −168; B–G (70+152.5) − (46+220) = −43.5; V–G (84+152.5) − (50+130)
    = +56.5.  Balance: A +586.5, B −443.5, V +72.5, G −215.5 (sum 0).
    """
    after_games = state(load("evening-mgu-classic.toml", upto=24))
    assert after_games["pool"] == {"Anna": 14, "Boris": 8, "Vera": 15, "Gleb": 15}
    assert after_games["mountain"] == {"Anna": 10, "Boris": 36, "Vera": 21, "Gleb": 29}
    assert after_games["razboynik"]["stage"] == "razboynik-raspasy"
    assert after_games["razboynik"]["owed"] == {p: [] for p in ("Anna", "Boris", "Vera", "Gleb")}
    after_raspasy = state(load("evening-mgu-classic.toml", upto=32))
    assert after_raspasy["mountain"] == {"Anna": 26, "Boris": 58, "Vera": 39, "Gleb": 51}
    assert after_raspasy["razboynik"]["stage"] == "conditions"
    bombs = state(load("evening-mgu-classic.toml", upto=34))["bombs"]
    assert bombs == {"Anna": [], "Boris": [1], "Vera": [], "Gleb": [1]}
    assert state(load("evening-mgu-classic.toml", upto=36))["bombs"]["Gleb"] == [1]

    rep = load("evening-mgu-classic.toml")
    assert rep.finished
    s = state(rep)
    assert s["pool_target"] == 25 and s["conditions"]["by"] == "Boris"
    assert s["pool"] == {"Anna": 25, "Boris": 13, "Vera": 24, "Gleb": 23}
    assert s["mountain"] == {"Anna": 0, "Boris": 76, "Vera": 51, "Gleb": 59}
    assert s["whists"] == {
        "Anna": {"Boris": 48, "Vera": 34, "Gleb": 64},
        "Boris": {"Anna": 36, "Vera": 16, "Gleb": 70},
        "Vera": {"Anna": 12, "Boris": 94, "Gleb": 84},
        "Gleb": {"Anna": 14, "Boris": 46, "Vera": 50},
    }
    assert s["bombs"] == {"Anna": [], "Boris": [], "Vera": [], "Gleb": []}
    settled = rep.game.settle(rep.state)
    assert settled.finished
    _close(settled.balance, {"Anna": 586.5, "Boris": -443.5, "Vera": 72.5, "Gleb": -215.5})
    pairs = {(a, b): v for a, b, v in settled.pairs}
    assert pairs[("Boris", "Anna")] == 232 and pairs[("Vera", "Anna")] == 152
    assert pairs[("Gleb", "Anna")] == 202.5 and pairs[("Boris", "Vera")] == 168
    assert pairs[("Boris", "Gleb")] == 43.5 and pairs[("Gleb", "Vera")] == 56.5


def test_mgu_sochinka_evening_every_point_to_the_pool():
    """evening-mgu-sochinka.toml (MGU 1971 §9, the first variant), four players, pool 10.

    Everything to the pool (game_points = pool); a clean raspas writes one trick's price to the
    pool ("v sochenke mozhno"); help at 10 whists a point (R-P7).
     1 B 7♦, V whists, 7: V→B 12; prikup A♦ K♣ (ace, 1 trick): dealer A→B 4; B pool 4.
     2 raspas (1): A 5, G 4, B (dealer) 1 prikup trick → mountains A 5, G 4, B 1; V clean: pool 1.
     3 B again, raspas 2 (2 a trick): A 3, V 3, G 4 → A 11, V 6, G 12.
     4 G 6♠, A 2 and B 1 whist (both must, MGU 1971 §6), G 7: the pair took 3 of 4; shares 2 + 2: B
       one short → 2 to B's mountain (3); A→G 4, B→G 2; G pool 2.
     5 A misère clean: 10, pool closed.
     6 V 8♥ passed: V pool 1 + 6 = 7.
     7 G 10♣ caught with 9: G mountain 22; V, A and B (dealer) → G 10 each.
     8 A 7♠ passed: G (on A's right) → A 4 (MGU 1971 §6); A closed: 4 help B (largest open pool, 4 →
       8); A→B 40.
     9 B 6♣: A and V pass, dealer G whists, B 6: G→B 8; B pool 10 (closed).
    10 V 9NT, G whists, 9: G→V 8; 3 close V's pool, 5 help G (2 → 7): V→G 50.
    11 G 8♠, A whists, 9: A→G 6; 3 close G's pool; nobody to help: 3 off G's own mountain (19).
    Every pool closed.  Mountains A 11, B 3, V 6, G 19; amnister Boris (3): A 8 × 10 / 4 = 20,
    V 7.5, G 40.  Pairs: A–B (44 + 0) − (0 + 20) = +24; A–V 7.5 − 20 = −12.5; A–G (20 + 40) −
    (4 + 20) = +36; B–V 7.5 − 12 = −4.5; B–G (12 + 40) − 8 = +44; V–G (60 + 40) − (8 + 7.5) = +84.5.
    Balance A +47.5, B +15.5, V +101.5, G −164.5.
    """
    rep = load("evening-mgu-sochinka.toml")
    assert rep.finished
    s = state(rep)
    assert s["pool"] == {"Anna": 10, "Boris": 10, "Vera": 10, "Gleb": 10}
    assert s["mountain"] == {"Anna": 11, "Boris": 3, "Vera": 6, "Gleb": 19}
    assert s["whists"]["Anna"] == {"Boris": 44, "Vera": 0, "Gleb": 20}
    assert s["whists"]["Vera"] == {"Anna": 0, "Boris": 12, "Gleb": 60}
    assert s["whists"]["Gleb"] == {"Anna": 4, "Boris": 8, "Vera": 8}
    assert s["whists"]["Boris"] == {"Anna": 0, "Vera": 0, "Gleb": 12}
    assert "bombs" not in s and "razboynik" not in s
    _close(rep.game.settle(rep.state).balance, {"Anna": 47.5, "Boris": 15.5, "Vera": 101.5, "Gleb": -164.5})


def test_mgu_mountain_first_evening_over_at_one_pool():
    """evening-mgu-mountain-first.toml (MGU 1971 §9, the second variant; R-P10), pool 10.

    "Zarabotannye ochki idut v pulyu lish' posle polnogo spisaniya gory. Igra idet do zakrytiya puli
    u odnogo iz igrokov, ostal'nym nedostatok puli vynositsya v goru".
     1 raspas (1): B 3, V 4, G 3 to the mountain.
     2 A deals again: B 8♦, V whists, 8: V→B 12; 6 points: 3 off B's mountain (0), then 3 to the
       pool.
     3 V 7♣ passed: A (on V's right) → V 4; 4 points all off V's mountain (0).
     4 G 6♦, A whists, G 5: G mountain 3 + 2 = 5; A→G 5×2 + 2 = 12; B 2, V (dealer) 2.
     5 A 7♠, B 2 and V 1 whist: B→A 8, V→A 4; A's mountain empty: 4 to the pool.
     6 V 9♥, G whists, 9: G→V 8; 8 to the pool.
     7 G 10♠ caught, made: 5 off the mountain (0), 5 to the pool.
     8 A 8♥, G whists, 8: G→A 12; A's pool 4 + 6 = 10: closed, the game is over.
    Pools A 10, B 3, V 8, G 5 → shortfalls to the mountain: B 7, V 2, G 5 (mountains were 0).
    Amnister Anna (0): B 17.5, V 5, G 12.5 a head.  Pairs: A–B 17.5 − 8 = +9.5; A–V (4 + 5) − 4 =
    +5; A–G (12 + 12.5) − 12 = +12.5; B–V 5 − (12 + 17.5) = −24.5; B–G (2 + 12.5) − 17.5 = −3;
    V–G (2 + 12.5) − (8 + 5) = +1.5.  Balance A +27, B −37, V +21, G −11.
    """
    assert state(load("evening-mgu-mountain-first.toml", upto=2))["pool"]["Boris"] == 3
    assert state(load("evening-mgu-mountain-first.toml", upto=3))["pool"]["Vera"] == 0
    rep = load("evening-mgu-mountain-first.toml")
    assert rep.finished
    s = state(rep)
    assert s["pool"] == {"Anna": 10, "Boris": 3, "Vera": 8, "Gleb": 5}
    assert s["mountain"] == {"Anna": 0, "Boris": 0, "Vera": 0, "Gleb": 0}
    settled = rep.game.settle(rep.state)
    _close(settled.balance, {"Anna": 27, "Boris": -37, "Vera": 21, "Gleb": -11})
    mountains = {row[0]: row[3] for row in settled.tables[0].rows}
    assert mountains == {"Anna": 0, "Boris": 7, "Vera": 2, "Gleb": 5}


def test_mgu_gusarik_evening_only_the_razboynik():
    """evening-mgu-gusarik.toml (MGU 1971 §9, the third variant), three players: each deal the player
    on the dealer's left plays a compulsory game; the dealer plays too; the defender on the
    declarer's right is the dealer.

    Games (values 6: 2 … 10 and misère 10; half to the pool, half off the mountain, R-P-C9):
     1 B 6♠, V 2, A 2: V→B 4, A→B 4; B pool 2.       2 V misère, 1 trick: V mountain 10.
     3 A 9♥, B whists, A 7: A 16; B→A 3×8 + 16 = 40, V→A 16.
     4 B 7♥ passed: A→B 4 (MGU 1971 §6); B pool 6.        5 V 10♥ made: V 10 → 5, pool 5.
     6 A 6♣, B whists, 6: B→A 8; A 15, pool 1.       7 B 8♣, V whists, B 6: B 12; V→B 36, A→B 12.
     8 V 6♦, A whists, 6: A→V 8; V 4, pool 6.        9 A misère clean: A 10, pool 6.
    10 B 9♦ passed: B 8, pool 10.                   11 V 7♠, B whists, 8: B→V 8; V 2, pool 8.
    12 A 8♦, V whists, 8: V→A 12; A 7, pool 9.      13 B 10♠ caught with 9: B 18; V, A → B 10.
    14 V 8NT, A 2 and B 1 whist, V 7: V 8; A→V 18, B→V 12.
    15 A 7NT passed: V→A 4; A 5, pool 11.           16 B misère clean: B 13, pool 15.
    17 V 9♣, A whists, 9: A→V 8; V 4, pool 12.      18 A 10♦ made: A 0, pool 16.
    19–24 raspasy at 1 a trick, A's clean raspas 1 off her mountain: mountains A 16, B 37, V 23.
    The razboynik is played out: the game is over.
    Whists A→B 30, A→V 34, B→A 48, B→V 20, V→A 32, V→B 50.
    Settlement (amnister, shortfalls to 20: A 4, B 5, V 8 → 20, 42, 31): B (42 − 20) × 10 / 3 =
    220/3, V 110/3.  A–B 30 + 220/3 − 48 = 166/3; A–V 34 + 110/3 − 32 = 116/3; B–V (20 + 110/3) −
    (50 + 220/3) = −200/3.  Balance A +94, B −122, V +28.
    On the mountains alone (settlement = mountain-only, "raschet vedetsya tol'ko po gore"):
    10 × (m − 76/3): A +280/3, B −350/3, V +70/3.
    """
    after_games = state(load("evening-mgu-gusarik.toml", upto=18))
    assert after_games["pool"] == {"Anna": 16, "Boris": 15, "Vera": 12}
    assert after_games["mountain"] == {"Anna": 0, "Boris": 13, "Vera": 4}
    assert not load("evening-mgu-gusarik.toml", upto=23).finished
    rep = load("evening-mgu-gusarik.toml")
    assert rep.finished
    s = state(rep)
    assert s["mountain"] == {"Anna": 16, "Boris": 37, "Vera": 23}
    assert s["whists"] == {"Anna": {"Boris": 30, "Vera": 34}, "Boris": {"Anna": 48, "Vera": 20},
                           "Vera": {"Anna": 32, "Boris": 50}}
    _close(rep.game.settle(rep.state).balance, {"Anna": 94, "Boris": -122, "Vera": 28})
    text = (DATA / "evening-mgu-gusarik.toml").read_text(encoding="utf-8")
    only = replay(parse_session(text.replace('title = "Gusarik for three"\n',
                                             'title = "Gusarik for three"\n\n[options]\n'
                                             'settlement = "mountain-only"\n')))
    _close(only.game.settle(only.state).balance, {"Anna": 280 / 3, "Boris": -350 / 3, "Vera": 70 / 3})


def test_R_S5_book_settlement_lines_from_a_session():
    """evening-book-1991.toml: the book's evening, A's point of view (Fikhman 1991 §ПРЕФЕРАНС).

    Book values 6: 12, 7: 18, 8: 24, 9: 30, misère and 10: 36; whists a trick 24, 36, 48, 60, 72
    (R-S2); half to the pool, half off the mountain, the excess off an opponent's mountain at 10
    whists a point (R-S3); no consolation (R-P-C21).
     1–4 ёлочка, 3 a trick (R-S1): A 12 tricks → 36, B 11 → 33, C 11 → 33, D 6 → 18.
     5 C 10♠ passed: 18 pool, 18 off (15).
     6 A 8♠ failed by 2, D «помоги» (all four defenders' tricks his): A 36 + 48 = 84; D→A 4 × 48 =
       192.
     7 A 6♦, D «откроем» with B's hand: B 1, D 3: B→A 24, D→A 72; A: 6 pool, 6 off (78).
     8 C 9♥ with 6 tricks: 3 × 30 = 90 (Fikhman 1991): C 105; A «один» took 4: A→C 240.
     9 D misère passed: 18 pool, 18 off (0).
    10 A 6♣, D «один», 2 (at his minimum «в одиночку»): D→A 48; A 12 pool, 72.
    11 B 6♥ failed by 1, A «помоги» (5): A→B 120; B 45.
    12 C 10♣ passed: C 36 pool, 87.
    13 D 10♦ passed: 18 pool (36); D's mountain is empty: the other 18 off A's (54), D→A 180.
    14 A 8♥, D «один» 2: D→A 96; A 24 pool, 42.
    15 A 9♠, B «один» 1: B→A 60; A 39, 27.   16 A 9♣, C «один» 1: C→A 60; A 54, 12.
    17 D 7♠ failed by 3, B «один» 6: D 54; B→D 216.   18 C 9♦ passed: C 51, 72.
    19 A 7♥ made, D «откроем» with B's hand: B 1, D 2: B→A 36, D→A 72.  A has 54 of 60: 6 to
       the pool and 12 off the mountain (Fikhman 1991's own example), A's pool closed: the game is over.
    Mountains A 0, B 45, C 72, D 54; whists A→B 120, A→C 240, B→A 120, B→D 216, C→A 60, D→A 660.
    R-S5: each mountain shared among the three others at 10 whists a point: B 150, C 240, D 180.
    "А от В получил 270 вистов, а В от А — 120 вистов. Итого 150 вистов в пользу А" (120 + 150;
    120 + 0); "А от С получил 480 вистов, а С от А — 60 вистов. 420" (240 + 240; 60); "От D этот
    же А получил 180 вистов, а D от А — 660 вистов, итого 480 в пользу D" (0 + 180; 660).
    The other pairs: B–C 240 − 150 = +90, B–D 396 − 150 = +246, C–D 180 − 240 = −60.
    Balance A +90, B +186, C −570, D +294.
    """
    cap = load("evening-book-1991.toml", upto=18)
    assert state(cap)["pool"]["A"] == 54 and state(cap)["mountain"]["A"] == 12
    rep = load("evening-book-1991.toml")
    assert rep.finished
    s = state(rep)
    assert s["pool"]["A"] == 60 and s["mountain"] == {"A": 0, "B": 45, "C": 72, "D": 54}
    settled = rep.game.settle(rep.state)
    rows = {row[0]: row[1:] for row in settled.tables[1].rows}
    assert rows["A – B"][:2] == [270, 120]
    assert rows["A – C"][:2] == [480, 60]
    assert rows["A – D"][:2] == [180, 660]
    pairs = {(a, b): v for a, b, v in settled.pairs}
    assert pairs[("B", "A")] == 150 and pairs[("C", "A")] == 420 and pairs[("A", "D")] == 480
    _close(settled.balance, {"A": 90, "B": 186, "C": -570, "D": 294})


SAMPLES = Path(__file__).resolve().parents[2] / "sample_sessions"


@pytest.mark.parametrize("path", sorted(DATA.glob("evening-*.toml")) + sorted(SAMPLES.glob("preferans-mgu-*.toml"))
                         + [SAMPLES / "preferans-book-1991.toml"], ids=lambda p: p.name)
def test_explain_cites_a_section_or_a_ruling_for_every_step(path):
    """`explain` shows where every number came from: each step of each entry names the seed file
    and section, or the ruling id, it applies."""
    rep = replay(parse_session(path.read_text(encoding="utf-8"), file=path.name))
    assert not rep.problems
    for e in rep.entries:
        for s in e.steps:
            assert not unresolved(s.rule), (e.number, s.text, s.rule, unresolved(s.rule))
