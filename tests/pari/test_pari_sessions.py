"""Random legal games through the engine (no card counted twice, a replay is deterministic), and
the sample sessions worked by hand."""

from __future__ import annotations

from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pari_helpers import play
from pari_random import random_game
from scorekeeper.session.files import load_replay

SAMPLES = Path(__file__).resolve().parents[2] / "sample_sessions"


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=10**9))
def test_r_x_m2_random_legal_games_no_card_counted_twice_and_deterministic_replay(seed):
    entries, facts = random_game(seed)
    rep = play(entries)
    g = rep.state.game
    assert g.ended
    # every natural laid is on the table or in a trick exactly once; the hands hold the rest
    laid = facts["laid"]
    assert len(laid) == len(set(laid)) == len(g.seen)
    in_hands = [c for h in facts["hands"].values() for c in h if c != "Jk"]
    assert not set(in_hands) & g.seen
    on_table = [str(c) for combo in g.combos for c in combo.shape.cards if not str(c).startswith("Jk")]
    assert len(on_table) == len(set(on_table))
    # every point written is one step, and the score is their sum
    written = {p: 0 for p in rep.table.players}
    for e in rep.entries:
        for s in e.steps:
            if s.account == "score":
                written[s.player] += s.delta
    assert written == rep.state.score
    # deterministic: a second replay gives the same state and the same steps
    again = play(entries)
    assert again.game.snapshot(again.state) == rep.game.snapshot(rep.state)
    assert [e.steps for e in again.entries] == [e.steps for e in rep.entries]


def test_format_every_pari_sample_session_replays():
    for f in sorted(SAMPLES.glob("pari-*.toml")):
        rep = load_replay(f)
        assert not rep.problems, f


def _by_entry(rep):
    return {e.number: sorted((s.player, s.delta) for s in e.steps if s.account == "score")
            for e in rep.entries}


def test_golden_whole_game_sample_pari_gruznov():
    """sample_sessions/pari-gruznov.toml, worked by hand.  Senior 9♠ = 9 × 12 = 108, trumps ♥.

    m1  Boris ♣567 (clean 18 × 2 = 36, pending)
    m2  Anna surrounds it with ♣4 ♣8: 18 : 2 + 12 × 2 + 4 = 37 pending; Boris's meld halved: 18
    m3  Anna ♦JQK (36 × 2 = 72), single ♠2
    m4  Boris takes ♠2 by ♠3: 2 + 3 = 5 at once; adds ♦A: 14 × 2 = 28; Anna's 37 and 72 stand
    m5  Boris 10-10-10 (dirty 30), single ♦7
    m6  Anna takes the tens with three jacks: 30 + 33 + 8 = 71, ♦7 by ♦8: 15; Boris's 28 stands,
        his tens are lost
    m7  Anna 5♠ 5♥ Jk=5♦ (dirty 15), single ♦3
    m8  Boris swaps ♦5 (nothing), surrounds the fives with two jokers: 20 : 2 + 10 + 4 = 21.5
        (R-X20, dirty), takes ♦3 by ♦4: 7; Anna's fives halved: 7.5
    m9  Boris 9♠ A♥ K♥: honour sequence (108 + 14 + 13) × 3 + 100 = 505
    m10 Anna ♣23 (half, 5 × 2 = 10), adds ♦10 to ♦J–A: 20; Boris's 21.5 and 505 stand
    m11 Anna ♠678 (21 × 2 = 42)
    m12 Boris out with 4 in the talon (250): ♣QKA 78, ♥234 (trump 9 × 3 = 27), ♠QK 50, ♣9 on
        ♠6–8 ×1 = 9; Anna's 10, 20, 42 stand
    m13 Anna takes ♠QK with ♥6 ♥7 (trumps, R-X-M4): 25 + 13 + 8 = 46; Boris's 50 lost; his 78,
        27, 9 and the 250 written
    end Anna holds ♥8 ♥9 ♦2 ♦6 = 25 to Boris.
    Anna 37 + 72 + 71 + 15 + 7.5 + 10 + 20 + 42 + 46 = 320.5;
    Boris 18 + 5 + 28 + 7 + 21.5 + 505 + 78 + 27 + 9 + 250 + 25 = 973.5.
    """
    rep = load_replay(SAMPLES / "pari-gruznov.toml", every_entry=True)
    by = _by_entry(rep)
    assert by[3] == [("Boris", 18)]
    assert by[5] == [("Anna", 37), ("Anna", 72), ("Boris", 5)]
    assert by[7] == [("Anna", 15), ("Anna", 71), ("Boris", 28)]
    assert by[9] == [("Anna", 7.5), ("Boris", 7)]
    assert by[11] == [("Boris", 21.5), ("Boris", 505)]
    assert by[13] == [("Anna", 10), ("Anna", 20), ("Anna", 42)]
    assert by[14] == [("Anna", 46), ("Boris", 9), ("Boris", 27), ("Boris", 78), ("Boris", 250)]
    assert by[15] == [("Boris", 25)]
    assert rep.state.score == {"Anna": 320.5, "Boris": 973.5}
    assert rep.game.settle(rep.state).balance == {"Anna": -653, "Boris": 653}


def test_golden_sample_pari_jokers_paper_game_cut_jokers_cede_swap():
    """sample_sessions/pari-jokers.toml, worked by hand.

    game 1 on paper: Anna 320, Boris 145 (R-X-M7).
    game 2, Boris deals, Anna cuts: Jk −50, senior ♦7, Jk −100, trumps ♠, ♣A: 7 × 14 = 98; Anna
    cedes: −20; Boris moves first.  Boris ♣8 Jk=♣9 ♣10 (clean 27 × 2 = 54).  Anna swaps ♣9
    (nothing) and melds ♥Q ♦Q Jk=♣Q (dirty 36); Boris's 54 stands.  Anna ♥2.  Boris takes the
    queens with ♥K ♦K ♣K: 36 + 39 + 8 = 83; Anna's 36 is lost.  Boris ♠234 (trump 9 × 3 = 27).
    Anna out with 26 in the talon (250): ♥5–8 52, ♦9–J 60, ♣J ♣Q on ♣8–10 (23 × 2 = 46); Boris's
    27 stands.  End: Boris holds ♦A ♠K ♥9 ♥10 ♥J ♣4 = 61 to Anna; Anna's pending written in full.
    Game 2: Anna −50 − 100 − 20 + 52 + 60 + 46 + 250 + 61 = 299; Boris 54 + 83 + 27 = 164.
    Session: Anna 619, Boris 309."""
    rep = load_replay(SAMPLES / "pari-jokers.toml", every_entry=True)
    by = _by_entry(rep)
    assert by[2] == [("Anna", -100), ("Anna", -50), ("Anna", -20)]
    assert by[6] == [("Boris", 83)]
    assert rep.game.snapshot(rep.state)["senior_points"] == 98
    assert rep.state.games[1].written == {"Anna": 299, "Boris": 164}
    assert rep.state.score == {"Anna": 619, "Boris": 309}


def test_r_x10_game_written_equals_the_score_steps():
    """What a game's sheet shows as written is exactly what its steps wrote (tricks included)."""
    rep = load_replay(SAMPLES / "pari-gruznov.toml")
    assert rep.state.games[0].written == rep.state.score


@settings(max_examples=30, deadline=None)
@given(st.integers(min_value=0, max_value=10**9))
def test_s_endshpil_random_pari_on_the_first_move(seed):
    """Boris goes out on the first move with three clean non-trump sequences (36 in the talon:
    500, §эндшпиль); Anna may lay one single card as her last move; her other cards count for
    Boris at face value (the senior at its point value, a joker 50), and a joker she holds costs
    her 50 (R-X5).  Worked independently of the engine's scoring functions."""
    import random

    from scorekeeper.games.pari.tables import FACE
    from scorekeeper.notation import Card, Rank, Suit

    rng = random.Random(seed)
    senior = Card(rng.choice(list(Rank)), rng.choice(list(Suit)))
    trump = rng.choice([s for s in Suit])
    mult = rng.choice(list(Rank))
    cuts = [str(senior), str(Card(Rank.TWO if senior.rank is not Rank.TWO else Rank.THREE, trump)),
            str(Card(mult, Suit.SPADES if senior != Card(mult, Suit.SPADES) else Suit.HEARTS))]
    plain = [s for s in Suit if s is not trump]
    used: set = set()
    melds = []
    while len(melds) < 3:
        suit, low = rng.choice(plain), rng.randint(2, 12)
        cards = [Card(r, suit) for r in Rank if low <= FACE[r] <= low + 2]
        if any(c in used or c == senior for c in cards):
            continue
        used |= set(cards)
        melds.append(cards)
    rest = [Card(r, s) for r in Rank for s in Suit if Card(r, s) not in used] + ["Jk", "Jk"]
    rng.shuffle(rest)
    anna = rest[:9]
    last = {"player": "Anna"}
    naturals = [c for c in anna if c != "Jk"]
    if rng.random() < 0.5 and naturals:
        s = rng.choice(naturals)
        anna.remove(s)
        last["single"] = str(s)
    entries = [{"cuts": cuts},
               {"player": "Boris", "meld": [" ".join(map(str, m)) for m in melds], "out": True,
                "talon": 36}]
    if len(last) > 1:
        entries.append(last)
    entries.append({"left": {"Anna": " ".join(map(str, anna))}})
    rep = play(entries)
    cut_points = sum(s.delta for s in rep.entries[0].steps if s.account == "score")
    spoints = FACE[senior.rank] * FACE[mult if Card(mult, Suit.SPADES) != senior else senior.rank]
    hand = sum(50 if c == "Jk" else spoints if c == senior else FACE[c.rank] for c in anna)
    melded = sum(2 * sum(FACE[c.rank] for c in m) for m in melds)
    jokers = sum(1 for c in anna if c == "Jk")
    assert rep.state.score["Boris"] == cut_points + 500 + melded + hand
    assert rep.state.score["Anna"] == -50 * jokers
