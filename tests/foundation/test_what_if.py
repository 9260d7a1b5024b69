"""``scorekeeper what-if`` (scorekeeper/core/whatif.py): the evening's entries under other rules
give exactly the settlement the same entries recorded under those rules from the start give; an
entry the other rules refuse is named; nothing is written."""

from __future__ import annotations

import json
import re
import shutil
from fractions import Fraction
from pathlib import Path

import pytest
from typer.testing import CliRunner

from scorekeeper.cli.app import app
from scorekeeper.core import registry
from scorekeeper.core.figures import exact_values
from scorekeeper.core.replay import replay
from scorekeeper.core.whatif import what_if
from scorekeeper.errors import ScorekeeperError
from scorekeeper.session.model import parse_session

SAMPLES = Path(__file__).resolve().parents[2] / "sample_sessions"
runner = CliRunner()

PREFERANS = sorted(SAMPLES.glob("preferans-*.toml"))
CASES = [(f, p) for f in PREFERANS for p in registry.game("preferans").presets
         if p != parse_session(f.read_text("utf-8")).envelope.rules]


def recorded_under(text: str, rules: str) -> str:
    """The same file with another ``rules =`` in its envelope: the entries recorded under that
    preset from the start."""
    out, n = re.subn(r'(?m)^rules = "[^"]*"$', f'rules = "{rules}"', text, count=1)
    assert n == 1
    return out


def outcome(text: str, file: str):
    """The balances (exact) of replaying ``text``, or the entry whose refusal stops it."""
    try:
        rep = replay(parse_session(text, file=file))
    except ScorekeeperError as err:
        return ("refused", err.entry)
    return ("settled", exact_values(rep.game.settle(rep.state)))


@pytest.mark.parametrize("sample,rules", CASES, ids=[f"{f.stem}->{p}" for f, p in CASES])
def test_what_if_equals_recording_the_same_deals_under_the_other_preset(sample, rules):
    text = sample.read_text("utf-8")
    file = str(sample)
    expected = outcome(recorded_under(text, rules), file)
    session = parse_session(text, file=file)
    if expected[0] == "refused":
        with pytest.raises(ScorekeeperError) as caught:
            what_if(session, rules)
        err = caught.value
        assert err.entry == expected[1]
        said = err.describe()
        assert f"entry {expected[1]}" in said and f"under the rules {rules}" in said
        return
    w = what_if(session, rules)
    assert exact_values(w.other_settlement) == expected[1]
    own = exact_values(w.actual_settlement)
    assert own == outcome(text, file)[1]
    assert w.difference == {k: expected[1][k] - own[k] for k in own}


def test_what_if_reads_some_sample_under_another_preset_and_refuses_some_entry():
    """The cases above hold both kinds: a comparison made, and a refusal by entry."""
    kinds = {outcome(recorded_under(f.read_text("utf-8"), p), str(f))[0] for f, p in CASES}
    assert kinds == {"settled", "refused"}


def test_what_if_five_hundred_under_australian_equals_recording_it_so():
    sample = SAMPLES / "five-hundred-3.toml"
    text = sample.read_text("utf-8")
    expected = outcome(recorded_under(text, "australian"), str(sample))
    assert expected[0] == "settled"
    w = what_if(parse_session(text, file=str(sample)), "australian")
    assert exact_values(w.other_settlement) == expected[1]
    assert w.other.table.preset == "australian" and w.actual.table.preset == "avondale"


def test_what_if_option_overrides_lay_over_the_files_options():
    sample = SAMPLES / "preferans-sochi.toml"
    text = sample.read_text("utf-8")
    by_hand = text.replace("[options]\npool = 20\n", "[options]\npool = 20\nlone_whist = \"gentleman\"\n")
    assert by_hand != text
    expected = outcome(by_hand, str(sample))
    w = what_if(parse_session(text, file=str(sample)), None, {"lone_whist": "gentleman"})
    assert exact_values(w.other_settlement) == expected[1]
    assert w.other.table.options["pool"] == 20  # the file's own option kept
    assert w.other_rules == "sochi, lone_whist=gentleman"


def test_what_if_json_holds_both_settlements_and_the_difference(tmp_path):
    f = tmp_path / "night.toml"
    shutil.copy(SAMPLES / "preferans-sochi.toml", f)
    r = runner.invoke(app, ["what-if", str(f), "--rules", "rostov", "--price", "0.1", "--json"])
    assert r.exit_code == 0, r.output
    doc = json.loads(r.output)
    assert doc["file"]["rules"] == "sochi" and doc["other"]["rules"] == "rostov"
    assert set(doc) >= {"game", "players", "file", "other", "difference", "money_difference"}
    for name in doc["players"]:
        exact = Fraction(doc["difference_exact"][name])
        mine, other = (Fraction(doc[k]["balance_exact"][name]) if "balance_exact" in doc[k]
                       else Fraction(doc[k]["balance"][name]) for k in ("file", "other"))
        assert exact == other - mine
        assert doc["money_difference"][name] == round(float(exact / 10), 2)


def test_what_if_table_shows_both_presets_and_the_difference(tmp_path):
    f = tmp_path / "night.toml"
    shutil.copy(SAMPLES / "preferans-sochi.toml", f)
    r = runner.invoke(app, ["what-if", str(f), "-r", "leningrad"], terminal_width=80)
    assert r.exit_code == 0, r.output
    head = next(line for line in r.output.splitlines() if "player" in line)
    assert "sochi" in head and "leningrad" in head and "difference" in head
    assert "+214.67" in r.output  # Anna: 412.67 under leningrad, 198 under sochi


def test_what_if_refusal_names_the_entry_and_exits_1(tmp_path):
    f = tmp_path / "night.toml"
    shutil.copy(SAMPLES / "preferans-sochi.toml", f)
    r = runner.invoke(app, ["what-if", str(f), "-r", "mgu-classic"])
    assert r.exit_code == 1
    said = " ".join(r.output.split())
    assert "entry 1" in said and "under the rules mgu-classic" in said
    assert "must be whisted by both defenders" in said


def test_what_if_without_other_rules_is_refused(tmp_path):
    f = tmp_path / "night.toml"
    shutil.copy(SAMPLES / "preferans-sochi.toml", f)
    for args in ([], ["-r", "sochi"], ["-r", "сочи"]):  # the file's own preset, by an alias too
        r = runner.invoke(app, ["what-if", str(f), *args])
        assert r.exit_code == 1 and "no other rules to compare with" in r.output


def test_what_if_unknown_option_is_refused_by_name(tmp_path):
    f = tmp_path / "night.toml"
    shutil.copy(SAMPLES / "preferans-sochi.toml", f)
    r = runner.invoke(app, ["what-if", str(f), "-o", "no_such_option=1"])
    assert r.exit_code != 0 and "no_such_option" in r.output
    assert "under the rules" not in r.output


@pytest.mark.parametrize("args", [["-r", "leningrad"], ["-r", "mgu-classic"],
                                  ["-o", "lone_whist=gentleman", "--json", "--price", "1"]])
def test_what_if_writes_nothing(tmp_path, monkeypatch, args):
    """The file byte for byte as it was, no file beside it, and no checkpoint in the cache."""
    folder = tmp_path / "night"
    folder.mkdir()
    cache = tmp_path / "cache"
    cache.mkdir()
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(cache))
    f = folder / "night.toml"
    shutil.copy(SAMPLES / "preferans-sochi.toml", f)
    before = f.read_bytes()
    runner.invoke(app, ["what-if", str(f), *args])
    assert f.read_bytes() == before
    assert sorted(p.name for p in folder.iterdir()) == ["night.toml"]
    assert list(cache.rglob("*")) == []


def test_what_if_a_pinned_night_under_another_preset_is_that_presets_not_the_pins(tmp_path):
    """A pin holds the file's own preset's values: under another preset the night is read by
    that preset's, as a file recorded under it from the start reads."""
    from scorekeeper.core.replay import replay
    from scorekeeper.core.whatif import what_if
    from scorekeeper.session.files import envelope_text
    from scorekeeper.session.model import parse_session

    deals = ('\n[[deal]]\ndeclarer = "Boris"\ncontract = "7s"\nwhist = ["Vera"]\ntricks = { Boris = 7 }\n'
             '\n[[deal]]\ndeclarer = "Vera"\ncontract = "6h"\nwhist = ["Anna"]\ntricks = { Vera = 5 }\n')
    pinned = envelope_text(game="preferans", rules="sochi", players=["Anna", "Boris", "Vera"]) + deals
    assert "[pinned]" in pinned
    there = envelope_text(game="preferans", rules="leningrad", players=["Anna", "Boris", "Vera"],
                          pin=False) + deals
    got = what_if(parse_session(pinned), "leningrad")
    want = replay(parse_session(there))
    assert got.other_settlement.balance == want.game.settle(want.state).balance
    assert any(v != 0 for v in got.difference.values())  # leningrad doubles the whists
