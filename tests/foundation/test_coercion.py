"""Command-line values converted with plain Python (issue 16): never more lenient than Typer's own
validation-model conversion, the same value where both take it, refusals in the project's words."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st
from typer import BadParameter
from typer.testing import CliRunner

from scorekeeper.cli import coercion
from scorekeeper.cli.app import app

runner = CliRunner()


def typer_takes(kind: type, text: str):
    """What Typer's own conversion (a pydantic TypeAdapter) makes of ``text``; None if refused."""
    from typer._adapters import try_build_adapter
    from typer.models import OptionInfo

    try:
        return try_build_adapter(kind, OptionInfo()).validate_python(text)
    except Exception:
        return None


def plain_takes(kind: type, text: str, low=None, high=None):
    try:
        return coercion._number(kind, low, high)(text, None, None)
    except BadParameter:
        return None


NUMBERISH = st.text(alphabet="0123456789+-._eE xinfa,\u0663", max_size=7)


@given(NUMBERISH, st.sampled_from([int, float]))
def test_a_number_the_plain_converter_takes_typers_own_takes_alike(text, kind):
    mine = plain_takes(kind, text)
    if mine is not None:
        theirs = typer_takes(kind, text)
        assert theirs is not None, f"{text!r} taken here, refused by Typer"
        assert type(theirs) is type(mine)
        assert theirs == mine or (math.isnan(theirs) and math.isnan(mine))


@given(st.integers(min_value=-10**12, max_value=10**12))
def test_every_whole_number_as_written_is_taken(n):
    for text in (str(n), f" {n} ", f"{n}.0", f"{n:_}"):
        assert plain_takes(int, text) == n == typer_takes(int, text)


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_every_number_as_python_writes_it_is_taken(x):
    assert plain_takes(float, repr(x)) == x == typer_takes(float, repr(x))


def test_a_range_is_checked_and_worded_as_the_project_words_it():
    with pytest.raises(BadParameter, match="^11 is more than 10$"):
        coercion._number(int, 0, 10)("11", None, None)
    with pytest.raises(BadParameter, match="^-1 is less than 0$"):
        coercion._number(int, 0, 3)("-1", None, None)
    with pytest.raises(BadParameter, match="^x is not a whole number$"):
        coercion._number(int, None, None)("x", None, None)
    assert coercion._number(int, 0, 10)("10", None, None) == 10


def test_a_flag_from_a_word():
    assert coercion._flag("yes", None, None) is True
    assert coercion._flag(" Off ", None, None) is False
    with pytest.raises(BadParameter, match="is not true or false"):
        coercion._flag("maybe", None, None)


def test_the_commands_parameters_get_the_plain_converter(tmp_path):
    """Through the real command line: numbers, lists, paths and flags arrive converted."""
    f = tmp_path / "p.toml"
    assert runner.invoke(app, ["new", str(f), "-g", "preferans", "-p", "Anna,Boris,Vera",
                               "-o", "stalingrad=false"]).exit_code == 0
    r = runner.invoke(app, ["preferans", "game", str(f), "Anna", "7s", "-w", "Boris", "-t", "7"])
    assert r.exit_code == 0, r.output
    r = runner.invoke(app, ["show", str(f), "--upto", "1", "--rows", "5", "--json"])
    assert r.exit_code == 0 and '"players"' in r.stdout
    r = runner.invoke(app, ["preferans", "value", "7s", "--bomb", "4"])
    assert r.exit_code == 2 and "4 is more than 3" in r.output
    r = runner.invoke(app, ["settle", str(f), "--price", "0.5", "--json"])
    assert r.exit_code == 0 and '"price": 0.5' in r.stdout
