"""Golden evenings, one per classic preset (tests/preferans_classic/data), every total worked by
hand in the docstring from the texts' numbers — never from what the code printed."""

from __future__ import annotations

import pytest

from classic_helpers import load, state


def _close(actual, expected):
    assert set(actual) == set(expected)
    for k, v in expected.items():
        assert actual[k] == pytest.approx(v, abs=1e-9), k


def test_mgu_classic_evening_with_razboynik_bomb_and_totus():
    """evening-mgu-classic.toml: four players, Anna deals first, the dealer sits out.

    Values (004 §7 table, light): 6: 2, 7: 4, 8: 6, 9: 8, 10 and misère: 10; on a bomba ×2; dark
    ×2.  A made game: half to the pool, half off the own mountain; an empty mountain's half goes to
    the open pool (R-P1, R-P-C9).  Pool 20 until the conditions.  P/M/W below: pool, mountain,
    whists X→Y.

    Razboynik (004 §7), declarer = the player on the dealer's left:
     1 B 6♠ (V 3, G 1; both must whist, 004 §6): made; V→B 6, G→B 2; B pool 2.
     2 V 7♥, G whists, 7 tricks, prikup A♥ 7♣ (1 trick): G→V 12; dealer B→V 4 (R-P6); V pool 4.
     3 G 6♣ passed: B (on G's right) writes 2 tricks × 2 = 4 on G (004 §6); G pool 2.
     4 A 9♠, B whists, A 8: A mountain 8; B→A 2×8 + 8 = 24; V→A 8, G (dealer) →A 8 (R-P3).
     5 B 8♦, V whists, B 6: B M 12; V→B 4×6+12 = 36; G→B 12; A→B 12.
     6 V 6♦, G whists, V 5: V M 2; G→V 5×2+2 = 12; A→V 2; B→V 2.
     7 G misère clean: 10 to the pool (mountain empty): G pool 12.
     8 A 7♠ passed: V→A 4 (1 trick); 2 off A's mountain (6), 2 to the pool.
     9 B misère, 1 trick: B M 22.
    10 V 9♣, A whists, made: A→V 8; 2 off V's mountain (0), 6 to the pool (10).
    11 G 7♦, A whists, G 6: G M 4; A→G 4×4+4 = 20; B→G 4; V→G 4.
    12 A 6♥: B and V pass, the dealer G whists (004 §3), A 7, G 3: G short 1 of 4: 2 to G's
       mountain (6); G→A 3×2 = 6; 1 off A's mountain (5), 1 to the pool (3).
    13 B 7♣, V 2 and G 1 whist: V→B 8, G→B 4; 2 off B's mountain (20), 2 to the pool (4).
    14 V misère, 2 tricks: V M 20.
    15 G 8♥, A whists, G 9, prikup K♥ Q♥ (marriage, 1): A→G 6; dealer V→G 6; 3 off G (3), pool 15.
    16 A 10NT caught, made: 5 off A's mountain (0), 5 to the pool (8).
    17 B 9♥ passed: 4 off B (16), 4 to the pool (8).
    18 V 10♥ made: 5 off V (15), 5 to the pool (15).
    19 G 10♦, 9 tricks: G M 13; a ten: each other player writes 10 (004 §7): A, B, V →G 10.
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
