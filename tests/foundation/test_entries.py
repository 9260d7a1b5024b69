"""format §Entries (docs/format.md): void, penalty, note and dealer work the same for every game."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from scorekeeper.core.replay import replay
from scorekeeper.errors import IllegalError, InvalidError, UnknownNameError
from scorekeeper.session.model import parse_session
from scorekeeper.session.storage import format_entry

HEAD = 'format = 1\ngame = "toy"\nrules = "plain"\nplayers = ["Anna", "Boris", "Vera"]\n[options]\ntarget = 1000\n'


def run(*entries, collect=False):
    text = HEAD + "".join("\n" + format_entry(e) for e in entries)
    return replay(parse_session(text), collect=collect)


def deal(winner, points, **kw):
    return {"winner": winner, "points": points, **kw}


def test_format_md_void_strikes_entry_n():
    rep = run(deal("Anna", 5), deal("Boris", 3), {"void": 1})
    assert rep.state["score"] == {"Anna": 0, "Boris": 3, "Vera": 0}
    assert rep.entries[0].voided_by == 3


def test_void_must_name_an_earlier_entry():
    with pytest.raises(IllegalError) as e:
        run(deal("Anna", 5), {"void": 2})
    assert e.value.entry == 2 and e.value.key == "void" and e.value.value == 2


def test_void_of_a_void_restores_its_entry():
    """format §Entries: a void of a void takes that void back; its entry counts again."""
    rep = run(deal("Anna", 5), {"void": 1}, {"void": 2})
    assert rep.entries[0].voided_by is None and rep.entries[1].voided_by == 3
    assert rep.state["score"]["Anna"] == 5


def test_void_twice_is_refused():
    with pytest.raises(IllegalError, match="already struck"):
        run(deal("Anna", 5), {"void": 1}, {"void": 1})


def test_void_entry_holds_nothing_else():
    with pytest.raises(InvalidError) as e:
        run(deal("Anna", 5), {"void": 1, "winner": "Anna"})
    assert e.value.key == "winner"


def test_void_can_strike_an_entry_that_is_wrong():
    rep = run(deal("Nobody", 5), {"void": 1})
    assert rep.problems == [] and rep.state["score"]["Anna"] == 0


def test_format_md_penalty_adds_points_of_the_penalty_kind():
    rep = run({"penalty": {"Vera": 10, "Anna": -2.5}, "note": "misdeal"})
    assert rep.state["score"] == {"Anna": -2.5, "Boris": 0, "Vera": 10}
    assert rep.entries[0].note == "misdeal"


def test_penalty_unknown_player_and_bad_points():
    with pytest.raises(UnknownNameError):
        run({"penalty": {"Vira": 10}})
    with pytest.raises(InvalidError) as e:
        run({"penalty": {"Vera": "ten"}})
    assert e.value.key == "penalty.Vera" and e.value.value == "ten"


def test_note_alone_changes_nothing():
    rep = run({"note": "Gleb arrived"}, deal("Anna", 1))
    assert rep.entries[0].kind == "note"
    assert rep.entries[1].dealer == "Anna"  # a note does not pass the deal


def test_format_md_dealer_rotation_follows_players():
    rep = run(deal("Anna", 1), {"penalty": {"Anna": 1}}, deal("Anna", 1), deal("Anna", 1), deal("Anna", 1))
    assert [e.dealer for e in rep.entries if e.kind == "deal"] == ["Anna", "Boris", "Vera", "Anna"]


def test_format_md_dealer_key_overrides_and_rotation_continues_from_it():
    rep = run(deal("Anna", 1), deal("Anna", 1, dealer="Vera"), deal("Anna", 1))
    assert [e.dealer for e in rep.entries] == ["Anna", "Vera", "Anna"]


def test_dealer_key_must_name_a_player():
    with pytest.raises(UnknownNameError) as e:
        run(deal("Anna", 1, dealer="Gleb"))
    assert e.value.key == "dealer"


def test_no_deal_after_the_game_is_over():
    text = HEAD.replace("1000", "5")
    rep = replay(parse_session(text + "\n" + format_entry(deal("Anna", 5))))
    assert rep.finished
    with pytest.raises(IllegalError, match="game is over"):
        replay(parse_session(text + "\n" + format_entry(deal("Anna", 5)) + "\n" + format_entry(deal("Boris", 1))))
    again = replay(parse_session(text + "\n" + format_entry(deal("Anna", 5)) + "\n"
                                 + format_entry(deal("Boris", 1, restart=True))))
    assert again.state["score"]["Boris"] == 1 and again.state["game"] == 2


def test_every_change_carries_its_citation():
    rep = run(deal("Anna", 5), {"void": 1}, deal("Boris", 2))
    for e in rep.entries:
        for s in e.steps:
            assert s.rule


deals = st.lists(st.tuples(st.sampled_from(["Anna", "Boris", "Vera"]), st.integers(0, 20)), max_size=12)


@settings(max_examples=60, deadline=None)
@given(deals, st.data())
def test_property_voiding_an_entry_equals_never_recording_it(ds, data):
    entries = [deal(w, p) for w, p in ds]
    if not entries:
        return
    k = data.draw(st.integers(0, len(entries) - 1))
    struck = run(*entries, {"void": k + 1})
    never = run(*(entries[:k] + entries[k + 1:]))
    assert struck.state["score"] == never.state["score"]
    live_dealers = [e.dealer for e in struck.entries if e.kind == "deal" and e.voided_by is None]
    assert live_dealers == [e.dealer for e in never.entries]


@settings(max_examples=40, deadline=None)
@given(deals)
def test_property_replay_is_deterministic(ds):
    entries = [deal(w, p) for w, p in ds]
    a, b = run(*entries), run(*entries)
    assert a.state["score"] == b.state["score"]
    assert [e.steps for e in a.entries] == [e.steps for e in b.entries]
