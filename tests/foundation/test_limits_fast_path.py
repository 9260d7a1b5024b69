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
    """The walk alone (the quick pass bypassed), as an oracle: True when it refuses the data or
    has to write some of it anew (a string or a key not in NFC), i.e. the quick pass must not say
    "nothing to do"."""
    original = model._within_limits
    model._within_limits = lambda value, depth: False
    before = repr(data)
    try:
        model.check_limits(data)
        return repr(data) != before
    except InvalidError:
        return True
    finally:
        model._within_limits = original


#: the same "é" composed (NFC) and decomposed (the walk writes it composed)
ACCENTS = st.sampled_from(["\u00e9", "e\u0301", "Ren\u00e9", "Rene\u0301", "7♠"])
leaves = st.one_of(
    st.text(max_size=3), ACCENTS, st.just("x" * (model.MAX_TEXT + 1)),
    st.just("y" * model.MAX_TEXT),
    st.integers(min_value=-(2**64), max_value=2**64), st.booleans(), st.floats(allow_nan=True),
    st.dates(), st.just(dt.time(12, 30)))
keys = st.one_of(st.text(max_size=3), ACCENTS, st.just("k" * (model.MAX_TEXT + 1)))
values = st.recursive(leaves, lambda inner: st.one_of(st.lists(inner, max_size=3),
                                                      st.dictionaries(keys, inner, max_size=3)),
                      max_leaves=12)


@given(values)
def test_the_quick_pass_agrees_with_the_walk_that_names_the_key(value):
    data = {"v": value}  # the top of a TOML document is a table (the walk writes into it)
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


def test_format_envelope_the_walk_writes_every_string_and_key_in_nfc_in_place():
    """docs/format.md «Envelope»: names are compared in NFC, so the walk writes the decomposed
    "é" (e and U+0301) composed, keys of tables too, in their order; the composed file is left to
    the quick pass."""
    data = {"players": ["Rene\u0301", "Boris"],
            "deal": [{"tricks": {"Boris": 3, "Rene\u0301": 7}, "note": "cafe\u0301"}]}
    assert not model._within_limits(data, 0)
    model.check_limits(data)
    assert data == {"players": ["Ren\u00e9", "Boris"],
                    "deal": [{"tricks": {"Boris": 3, "Ren\u00e9": 7}, "note": "caf\u00e9"}]}
    assert list(data["deal"][0]["tricks"]) == ["Boris", "Ren\u00e9"]
    assert model._within_limits(data, 0)


def test_format_envelope_a_key_written_composed_and_decomposed_is_refused():
    with pytest.raises(InvalidError) as err:
        model.check_limits({"deal": [{"tricks": {"Ren\u00e9": 7, "Rene\u0301": 3}}]})
    assert err.value.key == "deal.0.tricks.Ren\u00e9"
    assert "given twice" in err.value.message
