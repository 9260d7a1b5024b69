"""The limits of a session file (docs/format.md "Limits and crash guarantees") are checked by a
quick pass that names no key and, only where it finds something, by the walk that names the key
(issue 16).  The quick pass must agree with the walk on every value."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scorekeeper.errors import InvalidError
from scorekeeper.session import model


def walk_finds_a_problem(data) -> bool:
    """The walk alone (the quick pass bypassed), as an oracle."""
    original = model._within_limits
    model._within_limits = lambda value, depth: False
    try:
        model.check_limits(data)
        return False
    except InvalidError:
        return True
    finally:
        model._within_limits = original


leaves = st.one_of(
    st.text(max_size=3), st.just("x" * (model.MAX_TEXT + 1)), st.just("y" * model.MAX_TEXT),
    st.integers(min_value=-(2**64), max_value=2**64), st.booleans(), st.floats(allow_nan=True),
    st.dates(), st.just(dt.time(12, 30)))
keys = st.one_of(st.text(max_size=3), st.just("k" * (model.MAX_TEXT + 1)))
values = st.recursive(leaves, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                      st.dictionaries(keys, inner, max_size=3)),
                      max_leaves=12)


@given(values)
def test_the_quick_pass_agrees_with_the_walk_that_names_the_key(data):
    assert model._within_limits(data, 0) is not walk_finds_a_problem(data)


def nested(depth: int):
    data: object = 1
    for i in range(depth):
        data = [data] if i % 2 else {"k": data}
    return data


@pytest.mark.parametrize("depth", [model.MAX_DEPTH, model.MAX_DEPTH + 1, model.MAX_DEPTH + 2])
def test_nesting_at_the_limit_agrees(depth):
    assert model._within_limits(nested(depth), 0) is not walk_finds_a_problem(nested(depth))


def test_the_walk_still_names_the_key_when_the_quick_pass_finds_something():
    with pytest.raises(InvalidError) as err:
        model.check_limits({"deal": [{"note": "n" * (model.MAX_TEXT + 1)}]})
    assert err.value.key == "deal.0.note"
