"""format §Envelope and §Entries (docs/format.md): reading a session file, and every way it can be wrong."""

from __future__ import annotations

import unicodedata

import pytest

from scorekeeper.core.replay import replay
from scorekeeper.errors import (
    IllegalError,
    InvalidError,
    ProblemList,
    SessionFileError,
    UnknownNameError,
)
from scorekeeper.session.model import parse_session

HEAD = 'format = 1\ngame = "toy"\nrules = "plain"\nplayers = ["Anna", "Boris", "Vera"]\n'


def run(text, **kw):
    return replay(parse_session(text, file="night.toml"), **kw)


def test_format_md_envelope_minimal_file_reads():
    rep = run(HEAD)
    assert rep.table.players == ("Anna", "Boris", "Vera")
    assert rep.table.preset == "plain"
    assert rep.entries == []


def test_the_envelope_the_program_holds_has_every_key_the_check_reads():
    """format §Envelope: the checked envelope (a pydantic model) becomes plain data that a
    checkpoint keeps; a key the check knows must reach the program, and nothing else."""
    import dataclasses

    from scorekeeper.session.envelope import EnvelopeModel
    from scorekeeper.core.entries import Envelope

    assert {f.name for f in dataclasses.fields(Envelope)} == set(EnvelopeModel.model_fields) - {"deal"}
    s = parse_session('format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["A", "B", "C"]\n'
                      'title = "Friday"\ndate = 2026-12-04\n[options]\npool_target = 30\n')
    assert (s.envelope.title, str(s.envelope.date), s.envelope.options) == ("Friday", "2026-12-04",
                                                                            {"pool_target": 30})
    assert type(s.envelope) is Envelope


def test_malformed_toml_names_file_and_line():
    text = HEAD + "\n[[deal]]\nwinner = Anna\n"
    with pytest.raises(SessionFileError) as e:
        parse_session(text, file="night.toml")
    assert e.value.file == "night.toml"
    assert e.value.line == 7
    assert "night.toml:7" in e.value.describe()


def test_format_version_other_than_1_is_refused():
    with pytest.raises(InvalidError) as e:
        parse_session(HEAD.replace("format = 1", "format = 2"))
    assert e.value.key == "format" and e.value.value == 2


def test_wrong_type_names_key_value_and_expected():
    with pytest.raises(InvalidError) as e:
        parse_session(HEAD.replace('players = ["Anna", "Boris", "Vera"]', 'players = "Anna"'))
    assert e.value.key == "players"
    assert e.value.value == "Anna"
    assert e.value.expected == "a list in [ ]"


def test_unknown_top_level_key_is_refused():
    with pytest.raises(InvalidError) as e:
        parse_session(HEAD + 'tittle = "Friday"\n')
    assert e.value.key == "tittle"


def test_repeated_player_names_are_refused():
    with pytest.raises(InvalidError, match="distinct"):
        parse_session(HEAD.replace('"Vera"', '"Anna"'))


def test_missing_envelope_keys_are_listed_together():
    with pytest.raises(ProblemList) as e:
        parse_session('format = 1\n')
    assert {p.key for p in e.value.problems} == {"game", "rules", "players"}


def test_unknown_game_offers_closest_name():
    with pytest.raises(UnknownNameError) as e:
        run(HEAD.replace('"toy"', '"tyo"'))
    assert e.value.closest == "toy"
    assert "toy" in e.value.valid
    assert e.value.file == "night.toml"


def test_unknown_preset_offers_closest_name():
    with pytest.raises(UnknownNameError) as e:
        run(HEAD.replace('"plain"', '"plane"'))
    assert e.value.closest == "plain" and e.value.key == "rules"


def test_preset_alias_is_accepted():
    assert run(HEAD.replace('"plain"', '"fast"')).table.options["target"] == 5


def test_options_override_preset_and_are_checked():
    assert run(HEAD + "[options]\ntarget = 7\n").table.options["target"] == 7
    with pytest.raises(InvalidError) as e:
        run(HEAD + '[options]\ntarget = "seven"\n')
    assert e.value.key == "options.target" and e.value.value == "seven"
    with pytest.raises(UnknownNameError) as e:
        run(HEAD + "[options]\ntarget_ = 7\n")
    assert e.value.closest == "target"


def test_seat_count_outside_the_game_is_refused():
    with pytest.raises(IllegalError) as e:
        run(HEAD.replace('"Anna", "Boris", "Vera"', '"Anna"'))
    assert e.value.key == "players"


def test_entry_wrong_type_names_entry_line_and_key():
    text = HEAD + '\n[[deal]]\nwinner = "Anna"\npoints = 3\n\n[[deal]]\nwinner = "Boris"\npoints = "three"\n'
    with pytest.raises(InvalidError) as e:
        run(text)
    err = e.value
    assert (err.entry, err.line, err.key, err.value) == (2, 12, "points", "three")
    assert err.expected == "a whole number"
    assert err.describe().startswith('night.toml:12: entry 2: points = "three": text given')


def test_entry_unknown_key_is_refused():
    with pytest.raises(InvalidError) as e:
        run(HEAD + '[[deal]]\nwinner = "Anna"\npoints = 3\npionts = 4\n')
    assert e.value.key == "pionts" and e.value.message == "unknown key; did you mean 'points'?"


def test_entry_unknown_player_offers_closest_name():
    with pytest.raises(UnknownNameError) as e:
        run(HEAD + '[[deal]]\nwinner = "Bois"\npoints = 3\n')
    assert e.value.entry == 1 and e.value.key == "winner" and e.value.closest == "Boris"


def test_names_are_matched_exactly():
    with pytest.raises(UnknownNameError):
        run(HEAD + '[[deal]]\nwinner = "anna"\npoints = 3\n')


def test_check_mode_collects_every_problem_and_goes_on():
    text = HEAD + (
        '[[deal]]\nwinner = "Bois"\npoints = 3\n'
        '[[deal]]\nwinner = "Anna"\npoints = 2\n'
        '[[deal]]\nwinner = "Anna"\npoints = -1\n'
        '[[deal]]\nvoid = 9\n'
    )
    rep = run(text, collect=True)
    assert [p.entry for p in rep.problems] == [4, 1, 3]  # voids are checked first
    assert rep.state["score"]["Anna"] == 2


from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from scorekeeper.names import alike_key  # noqa: E402
from scorekeeper.session.files import envelope_text  # noqa: E402
from scorekeeper.session.storage import format_entry  # noqa: E402

names = st.text(alphabet=st.sampled_from("AБВгдeжKLmnoПрst ёЙ'\"\\-"), min_size=1, max_size=8).filter(
    lambda s: s.strip() == s and s)


@settings(max_examples=60, deadline=None)
@given(st.lists(names, min_size=2, max_size=4, unique_by=alike_key), st.integers(1, 50),
       st.lists(st.tuples(st.integers(0, 3), st.integers(0, 9), st.text(max_size=12)), max_size=8))
def test_property_a_session_file_round_trips(players, target, deals):
    """What `new` writes and recording appends reads back exactly: names (Cyrillic, quotes,
    spaces; any two told apart, docs/format.md «Names»), options, entries and notes — each
    string in Unicode's composed form (NFC), as every string of a file is read."""
    text = envelope_text(game="toy", rules="plain", players=players, options={"target": target},
                         title="Пятница \"у Бориса\"")
    entries = [{"winner": players[w % len(players)], "points": p, "note": n} for w, p, n in deals]
    for e in entries:
        text += "\n" + format_entry(e)
    session = parse_session(text)
    assert session.envelope.players == players
    assert session.envelope.options == {"target": target}
    assert session.envelope.title == "Пятница \"у Бориса\""
    assert [r.data for r in session.entries] == [
        {**e, "note": unicodedata.normalize("NFC", e["note"])} for e in entries]
