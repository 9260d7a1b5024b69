"""Golden sessions per preset (totals worked by hand in the docstrings), every sample session, and
properties of the replay (deterministic; voiding an entry equals never recording it)."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from five_hundred_helpers import THREE, play, session_text
from scorekeeper.core.replay import replay
from scorekeeper.errors import ScorekeeperError
from scorekeeper.session.files import load_replay
from scorekeeper.session.model import parse_session

SAMPLES = Path(__file__).resolve().parents[2] / "sample_sessions"


def test_golden_avondale_three_players():
    """sample_sessions/five-hundred-3.toml, worked by hand (Danilov, Kabanov, Toropov):

    1. Kabanov 8♦ made with 8 (R-F1 280); D, T 1 trick each (R-F4)        D 10    K 280   T 10
    2. all passed 4/3/3, 10 a trick (§распасовка)                          D 50    K 310   T 40
    3. Danilov misère caught with 1: −250; each opponent 10 (R-F4)          D −200  K 320   T 50
    4. Toropov 7NT made (220); D 2, K 1 tricks                              D −180  K 330   T 270
    5. Danilov 7♠ all ten: slam 250 instead of 140 (R-F3)                   D 70    K 330   T 270
    6. Kabanov 6♥, 5 tricks, Danilov revoked: K +100 as made, D nothing,
       T 2 tricks 20 (R-F6)                                                 D 70    K 430   T 290
    7. Toropov 8♥ made with 9 (300); K 1 trick                              D 70    K 440   T 590
       Toropov passes 500: game 1 is his (R-F5).
    8. new game (R-F-M1); 9. all passed 3/3/4                              D 30    K 30    T 40
    """
    rep = load_replay(SAMPLES / "five-hundred-3.toml")
    snap = rep.game.snapshot(rep.state)
    assert snap["games"] == [{"game": 1, "winner": "Toropov",
                              "score": {"Danilov": 70, "Kabanov": 440, "Toropov": 590}}]
    assert snap["score"] == {"Danilov": 30, "Kabanov": 30, "Toropov": 40}
    totals = [r.totals for r in rep.state.history]
    assert totals[5] == {"Danilov": 70, "Kabanov": 430, "Toropov": 290}


def test_golden_australian_three_players():
    """sample_sessions/five-hundred-australian.toml, worked by hand (Anna, Boris, Vera):

    1. Boris 8♠ over misère (legal in the Australian reading, R-F2), 8 tricks: 240
                                                                            A 10    B 240   V 10
    2. Anna open misère caught with 1: −500 (option 500); opponents 10 each A −490  B 250   V 20
       (−490 does not end the game)
    3. Vera 9♣ made (360); Anna 1 trick                                     A −480  B 250   V 380
    4. Anna 6♠ set with 5: −40; B 3, V 2 tricks                             A −520  B 280   V 400
       Anna is past −500: the game ends and the highest score, Vera's, wins (R-F5).
    """
    rep = load_replay(SAMPLES / "five-hundred-australian.toml")
    s = rep.game.settle(rep.state)
    assert (s.finished, s.winner) == (True, "Vera")
    # R-F-M11: each score less the average (−520 + 280 + 400) / 3 = 160/3
    assert rep.game.snapshot(rep.state)["score"] == {"Anna": -520, "Boris": 280, "Vera": 400}
    assert s.exact == {"Anna": Fraction(-1720, 3), "Boris": Fraction(680, 3), "Vera": Fraction(1040, 3)}
    assert [r.totals["Anna"] for r in rep.state.history] == [10, -490, -480, -520]


def test_golden_avondale_pairs():
    """sample_sessions/five-hundred-4-pairs.toml (Anna/Vera against Boris/Gleb):

    1. Boris 7♣, side 7 tricks: 160; Anna/Vera 3 tricks 30                  AV 30   BG 160
    2. Vera 8NT, side 8: 320; Boris/Gleb 2 tricks 20                        AV 350  BG 180
    3. Gleb misère made (Boris laid down): 250; opponents nothing (R-F4)    AV 350  BG 430
    4. Anna 7♥, side 6: set −200; Boris/Gleb 4 tricks 40                    AV 150  BG 470
    """
    rep = load_replay(SAMPLES / "five-hundred-4-pairs.toml")
    assert rep.game.snapshot(rep.state)["score"] == {"Anna/Vera": 150, "Boris/Gleb": 470}
    assert not rep.finished


def test_golden_five_called_partner():
    """sample_sessions/five-hundred-5-called-partner.toml, worked by hand (R-F7, §для пяти игроков):

    1. Vera 8♦ with Dasha (A♠), side 8: V +280, Da +140 (half); Anna 1, Gleb 1 trick
                                             A 10   B 0     V 280   G 10    Da 140
    2. Gleb 7NT with Boris (the joker, legal in no trumps), side 6: set, G −220, B −110;
       Anna 2, Vera 1, Dasha 1 trick         A 30   B −110  V 290   G −210  Da 150
    3. Anna 6♠ alone (A♥ in the kitty), 6 tricks: 40; the others 1 trick each
                                             A 70   B −100  V 300   G −200  Da 160
    4. all passed 2/2/2/3/1                  A 90   B −80   V 320   G −170  Da 170
    """
    rep = load_replay(SAMPLES / "five-hundred-5-called-partner.toml")
    assert rep.game.snapshot(rep.state)["score"] == {
        "Anna": 90, "Boris": -80, "Vera": 320, "Gleb": -170, "Dasha": 170}


def test_golden_six_three_pairs_open_misere_wins():
    """sample_sessions/five-hundred-6-three-pairs.toml (Anna/Gleb, Boris/Dasha, Vera/Egor):

    1. Egor 8♥, side 8: 300; Anna 1, Boris 1 trick            AG 10   BD 10    VE 300
    2. Boris 7♠, side 6: set −140; AG 3 tricks, VE 1          AG 40   BD −130  VE 310
    3. Anna open misère made (Avondale 520); nobody else scores (R-F4)
                                                              AG 560  BD −130  VE 310
       Anna/Gleb pass 500 and win (R-F5).
    """
    rep = load_replay(SAMPLES / "five-hundred-6-three-pairs.toml")
    s = rep.game.settle(rep.state)
    assert (s.finished, s.winner) == (True, "Anna/Gleb")
    # R-F-M11: each side's score less the average (560 − 130 + 310) / 3 = 740/3
    assert rep.game.snapshot(rep.state)["score"] == {"Anna/Gleb": 560, "Boris/Dasha": -130,
                                                     "Vera/Egor": 310}
    assert s.exact == {"Anna/Gleb": Fraction(940, 3), "Boris/Dasha": Fraction(-1130, 3),
                       "Vera/Egor": Fraction(190, 3)}


def test_golden_two_players_dead_hand():
    """sample_sessions/five-hundred-2-dead-hand.toml: Masha 6♦ made (80), Pasha 3 tricks (30);
    Pasha 7♥ set (−200), Masha 4 tricks (40); all passed 5/5 (50 each); Masha misère made (250),
    Pasha nothing: Masha 80 + 40 + 50 + 250 = 420, Pasha 30 − 200 + 50 = −120."""
    rep = load_replay(SAMPLES / "five-hundred-2-dead-hand.toml")
    assert rep.game.snapshot(rep.state)["score"] == {"Masha": 420, "Pasha": -120}


def test_every_sample_session_checks_clean():
    for path in sorted(SAMPLES.glob("five-hundred-*.toml")):
        rep = load_replay(path, collect=True)
        assert rep.problems == [], (path.name, [p.describe() for p in rep.problems])


# ---- properties --------------------------------------------------------------------------
BIDS = ["6♠", "6NT", "7♠", "7♥", "8♠", "8♣", "8♦", "9NT", "10♥", "misere", "open misere"]


@st.composite
def deals(draw):
    """A legal three-handed deal (a contract or all passed); tricks split ten ways."""
    a = draw(st.integers(0, 10))
    b = draw(st.integers(0, 10 - a))
    tricks = dict(zip(THREE, (a, b, 10 - a - b)))
    if draw(st.booleans()):
        return {"tricks": tricks}
    d = {"bidder": draw(st.sampled_from(THREE)), "bid": draw(st.sampled_from(BIDS)), "tricks": tricks}
    if draw(st.integers(0, 5)) == 0:
        d["revoke"] = draw(st.sampled_from(THREE))
    return d


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(deals(), min_size=1, max_size=6))
def test_replay_is_deterministic(entries):
    text = session_text(THREE, entries)
    try:
        a = replay(parse_session(text))
    except ScorekeeperError:
        assume(False)  # an illegal random evening is no example
    b = replay(parse_session(text))
    assert a.game.snapshot(a.state) == b.game.snapshot(b.state)
    assert [e.steps for e in a.entries] == [e.steps for e in b.entries]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(deals(), min_size=2, max_size=6), st.data())
def test_voiding_equals_never_recording(entries, data):
    i = data.draw(st.integers(0, len(entries) - 1))
    without = entries[:i] + entries[i + 1:]
    try:
        expected = replay(parse_session(session_text(THREE, without)))
    except ScorekeeperError:
        assume(False)  # an illegal random evening is no example
    struck = entries + [{"void": i + 1}]
    try:
        got = replay(parse_session(session_text(THREE, struck)))
    except ScorekeeperError:
        assume(False)  # the struck entry is skipped, but a later one may still end past the game
    assert got.game.snapshot(got.state) == expected.game.snapshot(expected.state)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(deals(), min_size=1, max_size=6))
def test_steps_add_up_to_the_score(entries):
    try:
        rep = play(THREE, entries)
    except ScorekeeperError:
        assume(False)  # an illegal random evening is no example
    total = {p: 0 for p in THREE}
    for e in rep.entries:
        for s in e.steps:
            assert s.rule
            if s.delta is not None:
                total[s.player] += s.delta
    assert total == rep.game.snapshot(rep.state)["score"]
