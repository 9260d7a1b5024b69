"""Invariants of a deal built by questions (scorekeeper.core.form), for every game that asks:
whatever a player answers within the bounds the engine gave, the engine accepts it; the form
ends with a deal the file's replay accepts as it stands; and the deal holds nothing but what was
given or answered."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core.form import BLANK, Form, Question
from scorekeeper.core.replay import form_check, replay
from scorekeeper.session.model import RawEntry, parse_session


def _session(game: str, rules: str, players: list[str], teams: str = ""):
    names = ", ".join(f'"{p}"' for p in players)
    return parse_session(f'format = 1\ngame = "{game}"\nrules = "{rules}"\nplayers = [{names}]\n'
                         + teams)


def _answer(data: st.DataObject, q: Question):
    if q.blank is not None and data.draw(st.booleans(), label=f"{q.key} blank"):
        return BLANK
    if q.kind == "count":
        assert q.high is not None and q.low <= q.high, q
        return data.draw(st.integers(q.low, q.high), label=q.key)
    if q.kind == "players":
        return data.draw(st.lists(st.sampled_from(q.choices), min_size=q.least, max_size=q.most,
                                  unique=True), label=q.key)
    return data.draw(st.sampled_from(q.choices), label=q.key)


def _build(data: st.DataObject, session, entry: dict) -> dict:
    """Answer every question the engine asks; a count within its bounds is never refused."""
    form = Form(entry, form_check(replay(session), 1))
    q = form.next()
    while q is not None:
        value = _answer(data, q)
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
    rep = replay(replace(session, entries=[RawEntry(1, None, entry)]))
    assert not rep.problems and rep.entries[0].kind == "deal"


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
