"""Checkpoints (scorekeeper.session.cache): a resumed replay equals a full one, and anything unusual
falls back to a full replay."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scorekeeper.core.replay import replay
from scorekeeper.errors import ScorekeeperError
from scorekeeper.session import cache
from scorekeeper.session.model import parse_session
from scorekeeper.session.storage import format_entry

HEAD = 'format = 1\ngame = "toy"\nrules = "plain"\nplayers = ["Anna", "Boris", "Vera"]\n[options]\ntarget = 100000\n'


@pytest.fixture(autouse=True)
def small_threshold(monkeypatch, tmp_path):
    monkeypatch.setattr(cache, "MIN_ENTRIES", 1)
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(tmp_path / "cache"))


def text_of(entries):
    return HEAD + "".join("\n" + format_entry(e) for e in entries)


def full(text):
    return replay(parse_session(text))


def deal(w, p):
    return {"winner": w, "points": p}


def test_tail_is_replayed_from_the_checkpoint(tmp_path):
    f = str(tmp_path / "s.toml")
    first = [deal("Anna", 1), deal("Boris", 2)]
    cache.replay_text(text_of(first), f)
    rep = cache.replay_text(text_of(first + [deal("Vera", 4)]), f)
    assert rep.resumed_from == 2 and [e.number for e in rep.entries] == [3]
    assert rep.state["score"] == {"Anna": 1, "Boris": 2, "Vera": 4}
    assert rep.entries[0].dealer == "Vera"


def test_changed_byte_before_the_tail_means_a_full_replay(tmp_path):
    f = str(tmp_path / "s.toml")
    cache.replay_text(text_of([deal("Anna", 1), deal("Boris", 2)]), f)
    rep = cache.replay_text(text_of([deal("Anna", 5), deal("Boris", 2), deal("Vera", 1)]), f)
    assert rep.resumed_from == 0 and rep.state["score"]["Anna"] == 5


def test_void_in_the_tail_means_a_full_replay(tmp_path):
    f = str(tmp_path / "s.toml")
    cache.replay_text(text_of([deal("Anna", 1), deal("Boris", 2)]), f)
    rep = cache.replay_text(text_of([deal("Anna", 1), deal("Boris", 2), {"void": 1}]), f)
    assert rep.resumed_from == 0 and rep.state["score"]["Anna"] == 0


def test_problem_in_the_tail_is_reported_with_its_line(tmp_path):
    f = str(tmp_path / "s.toml")
    cache.replay_text(text_of([deal("Anna", 1)]), f)
    with pytest.raises(ScorekeeperError) as e:
        cache.replay_text(text_of([deal("Anna", 1), deal("Gleb", 1)]), f)
    assert e.value.entry == 2 and e.value.line is not None


def test_tail_that_is_not_only_deal_tables_means_a_full_replay(tmp_path):
    f = str(tmp_path / "s.toml")
    text = text_of([deal("Anna", 1)])
    cache.replay_text(text, f)
    with pytest.raises(ScorekeeperError):  # a key after the checkpoint joins the last deal
        cache.replay_text(text + 'restart = "x"\n', f)


def test_cache_off(tmp_path, monkeypatch):
    monkeypatch.setenv("SCOREKEEPER_CACHE", "off")
    f = str(tmp_path / "s.toml")
    cache.replay_text(text_of([deal("Anna", 1)]), f)
    assert not (tmp_path / "cache").exists()


entries = st.lists(st.one_of(
    st.tuples(st.sampled_from(["Anna", "Boris", "Vera"]), st.integers(0, 9)).map(lambda t: deal(*t)),
    st.just({"note": "a note"}),
    st.dictionaries(st.sampled_from(["Anna", "Vera"]), st.integers(-5, 5), min_size=1).map(
        lambda d: {"penalty": d, "note": "p"}),
), min_size=1, max_size=15)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(entries, st.data())
def test_property_resumed_replay_equals_full_replay(tmp_path, es, data):
    f = str(tmp_path / f"p{abs(hash(str(es)))}.toml")
    cut = data.draw(st.integers(0, len(es)))
    cache.replay_text(text_of(es[:cut]), f)
    resumed = cache.replay_text(text_of(es), f)
    whole = full(text_of(es))
    assert resumed.state == whole.state
    assert (resumed.dealer, resumed.deal_index, resumed.total) == (whole.dealer, whole.deal_index, whole.total)
