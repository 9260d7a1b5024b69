"""Invariants of a deal built by questions (scorekeeper.core.form), for every game that asks:
whatever a player answers within the bounds the engine gave, the engine accepts it; the form
ends with a deal the file's replay accepts as it stands; and the deal holds nothing but what was
given or answered."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core.entries import RawEntry
from scorekeeper.core.form import BLANK, Form, Question
from scorekeeper.core.replay import form_check, replay
from scorekeeper.session.model import parse_session


def _session(game: str, rules: str, players: list[str], teams: str = ""):
    names = ", ".join(f'"{p}"' for p in players)
    return parse_session(f'format = 1\ngame = "{game}"\nrules = "{rules}"\nplayers = [{names}]\n'
                         + teams)


def _answer(data: st.DataObject, q: Question, cards=None):
    """An answer within the question's bounds (``cards``: how to draw the answer to a cards
    question that names no cards, whose bounds are the engine's alone)."""
    if q.blank is not None and data.draw(st.booleans(), label=f"{q.key} blank"):
        return BLANK
    if q.kind == "count":
        assert q.high is not None and q.low <= q.high, q
        return data.draw(st.integers(q.low, q.high), label=q.key)
    if q.kind in ("players", "choices"):
        return data.draw(st.lists(st.sampled_from(q.choices), min_size=q.least, max_size=q.most,
                                  unique=True), label=q.key)
    if q.kind == "cards" and not q.choices:
        return data.draw(cards(q), label=q.key)
    if q.kind == "cards":  # as many as the bounds say, each as often as it is offered
        high = len(q.choices) if q.high is None else q.high
        picks = data.draw(st.lists(st.integers(0, len(q.choices) - 1), min_size=q.low,
                                   max_size=high, unique=True), label=q.key)
        return [q.choices[i] for i in picks]
    return data.draw(st.sampled_from(q.choices), label=q.key)


def _build(data: st.DataObject, session, entry: dict, cards=None) -> dict:
    """Answer every question the engine asks; a count within its bounds is never refused."""
    rep = replay(session)
    form = Form(entry, form_check(rep, rep.total + 1))
    q = form.next()
    while q is not None:
        value = _answer(data, q, cards)
        try:
            q = form.give(q, value)
        except Exception as err:
            # only a choice of names may meet a rule the bounds do not show (the engine's reason)
            assert q.kind in ("players", "player"), (q, value, err)
            assert type(err).__name__ in ("IllegalError", "AmbiguousError"), err
            return {}
    return form.entry


def _accepted(session, entry: dict) -> None:
    """The deal, written whole, is what the replay of the file accepts (the file's reading)."""
    n = len(session.entries)
    rep = replay(replace(session, entries=[*session.entries, RawEntry(n + 1, None, entry)]))
    assert not rep.problems and rep.entries[n].kind == "deal"


PREF = _session("preferans", "sochi", ["Anna", "Boris", "Vera"])
CONTRACTS = [f"{n}{s}" for n in range(6, 11) for s in ("s", "c", "d", "h", "NT")] + ["misere"]


@settings(max_examples=150, deadline=None)
@given(st.data(), st.sampled_from(CONTRACTS), st.sampled_from(["Anna", "Boris", "Vera"]))
def test_preferans_any_game_built_by_answers_within_bounds_is_a_deal_the_file_accepts(
        data, contract, declarer):
    entry = _build(data, PREF, {"declarer": declarer, "contract": contract})
    if entry:
        _accepted(PREF, entry)
        assert set(entry) <= {"declarer", "contract", "whist", "tricks", "half_whist"}


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_R_P4_raspasy_built_by_answers_within_bounds_is_a_deal_the_file_accepts(data):
    entry = _build(data, PREF, {"raspasy": {}})
    _accepted(PREF, entry)


FIVE_HUNDRED = {
    3: _session("five-hundred", "avondale", ["Anna", "Boris", "Vera"]),
    4: _session("five-hundred", "avondale", ["Anna", "Boris", "Vera", "Gleb"],
                'teams = [["Anna", "Vera"], ["Boris", "Gleb"]]\n'),
    5: _session("five-hundred", "avondale", ["Anna", "Boris", "Vera", "Gleb", "Dasha"]),
}
BIDS = [f"{n}{s}" for n in range(6, 11) for s in ("s", "c", "d", "h", "NT")]
BIDS += ["misere", "open misere"]


@settings(max_examples=150, deadline=None)
@given(st.data(), st.sampled_from(sorted(FIVE_HUNDRED)), st.sampled_from(BIDS))
def test_five_hundred_any_contract_built_by_answers_within_bounds_is_a_deal_the_file_accepts(
        data, seats, bid):
    session = FIVE_HUNDRED[seats]
    entry = _build(data, session, {"bidder": "Anna", "bid": bid})
    assert entry, "a count within the bounds was refused"
    _accepted(session, entry)
    assert set(entry) <= {"bidder", "bid", "tricks", "partner"}


# ---- Thousand ---------------------------------------------------------------------------------
THOUSAND = {n: _session("thousand", "book-1991", ["Anna", "Boris", "Vera", "Gleb"][:n])
            for n in (2, 3, 4)}


@settings(max_examples=120, deadline=None)
@given(st.data(), st.sampled_from([2, 3, 4]), st.sampled_from(range(120, 200, 10)),
       st.booleans())
def test_thousand_any_deal_built_by_answers_within_bounds_is_a_deal_the_file_accepts(
        data, seats, bid, gave_up):
    """Points up to what is left of 120, the prikup's cards, the suits still open: whatever the
    player answers within them, the file reads the deal (Boris bids; Anna deals)."""
    session = THOUSAND[seats]
    given = {"bidder": "Boris", "bid": bid, **({"gave_up": True} if gave_up else {})}
    entry = _build(data, session, given)
    assert entry, "an answer within the bounds was refused"
    _accepted(session, entry)
    assert set(entry) <= {*given, "prikup", "taken", "marriages"}
    if seats > 2 and not gave_up:
        assert sum(entry["taken"].values()) == 120


# ---- order poker ------------------------------------------------------------------------------
POKER = {n: _session("order-poker", "classic", ["Anna", "Boris", "Vera", "Gleb", "Dasha",
                                                 "Egor"][:n]) for n in (3, 4, 6)}
ORDERS = ["pair", "two pairs", "three", "straight", "full house", "flush", "four",
          "straight flush"]


@settings(max_examples=150, deadline=None)
@given(st.data(), st.sampled_from(sorted(POKER)),
       st.lists(st.sampled_from(ORDERS), min_size=1, max_size=4, unique=True), st.booleans())
def test_order_poker_any_deal_built_by_answers_within_bounds_is_a_deal_the_file_accepts(
        data, seats, orders, passed):
    """The roles, every hand, whose cards were taken, the robot where it decides a score (issue
    22: none of them may be left to the file's "left out holds none")."""
    session = POKER[seats]
    given = {"hands": {}} if passed else {"orders": orders, "declarer": "Boris"}
    entry = _build(data, session, given)
    assert entry, "an answer within the bounds was refused"
    _accepted(session, entry)
    assert set(entry) <= {*given, "for", "hands", "took_from", "robot"}
    assert len(entry["hands"]) == seats  # every hand given or answered, none assumed


# ---- Pari -------------------------------------------------------------------------------------
PARI = _session("pari", "gruznov", ["Anna", "Boris"])
NATURALS = [f"{r}{s}" for s in "♠♣♦♥" for r in ("2", "3", "4", "5", "6", "7", "8", "9", "10",
                                                 "J", "Q", "K", "A")]


@st.composite
def cut_cards(draw, q):
    """Cuts as a table cuts them: each joker where it came, three natural cards (a card may be
    cut again: the senior itself as the trump or the multiplier)."""
    out = []
    for _ in range(3):
        out += ["Jk"] * draw(st.integers(0, 1))
        out.append(draw(st.sampled_from(NATURALS)))
    return out


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_pari_any_cuts_answered_within_bounds_are_a_start_the_file_accepts(data):
    entry = _build(data, PARI, {}, cards=cut_cards)
    _accepted(PARI, entry)
    assert set(entry) == {"cuts"}


def _pari_game(seed: int):
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "pari"))
    from pari_random import random_game

    entries, _ = random_game(seed)
    return replace(PARI, entries=[RawEntry(i + 1, None, e) for i, e in enumerate(entries)])


@settings(max_examples=25, deadline=None)
@given(st.data(), st.integers(0, 400))
def test_pari_any_hands_answered_within_bounds_end_a_game_the_file_accepts(data, seed):
    """A whole random game, its end left out: whatever cards the player names for each hand,
    within what the engine offers (the cards no move used, as many as the moves leave), the file
    reads the end."""
    game = _pari_game(seed)
    played = replace(game, entries=game.entries[:-1])
    entry = _build(data, played, {"left": {}})
    _accepted(played, entry)
    assert set(entry) == {"left"}


@settings(max_examples=25, deadline=None)
@given(st.data(), st.integers(0, 400), st.integers(1, 8))
def test_pari_a_move_that_lays_nothing_built_with_an_unused_single_is_accepted(data, seed, at):
    """A move part way through a random game that lays nothing while the talon lasts: its single
    card, any the game has not used, makes a move the file reads."""
    game = _pari_game(seed)
    played = replace(game, entries=game.entries[:at])
    rep = replay(played)
    g = rep.state.game
    if g is None or g.ended or g.talon == 0 or g.turn() is None:
        return
    unused = [c for c in NATURALS if all(str(x) != c for x in g.seen)]
    entry = _build(data, played, {"player": g.turn()},
                   cards=lambda q: st.sampled_from(unused).map(lambda c: [c]))
    _accepted(played, entry)
    assert set(entry) == {"player", "single"}
