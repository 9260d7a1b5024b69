"""format §Amending an entry and format §Entries (void, undo) in docs/format.md: an amendment stands
in its entry's place on replay; a void of a void restores; undo takes back the newest correction.
Every value below is worked out by hand from the toy game's one rule (the winner scores the points).
"""

from __future__ import annotations

import json
import re
import tomllib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from scorekeeper.cli.app import app
from scorekeeper.core.replay import replay
from scorekeeper.core.voids import VoidIndex
from scorekeeper.errors import IllegalError, InvalidError, ScorekeeperError
from scorekeeper.session import cache, files, voids
from scorekeeper.session.model import parse_session
from scorekeeper.session.storage import format_entry

HEAD = 'format = 1\ngame = "toy"\nrules = "plain"\nplayers = ["Anna", "Boris", "Vera"]\n[options]\ntarget = 1000\n'
runner = CliRunner()


def text_of(entries, head=HEAD):
    return head + "".join("\n" + format_entry(e) for e in entries)


def run(*entries, collect=False):
    return replay(parse_session(text_of(entries)), collect=collect)


def deal(winner, points, **kw):
    return {"winner": winner, "points": points, **kw}


def amend(n, winner, points, **kw):
    return {"replaces": n, "winner": winner, "points": points, **kw}


def sk(*args):
    return runner.invoke(app, [str(a) for a in args])


def live_dealers(rep):
    return [e.dealer for e in rep.entries if e.kind == "deal" and e.voided_by is None]


# ------------------------------------------------------------------------------ replay


def test_format_amending_an_entry_stands_in_its_place():
    """Entry 2 said Boris 7; its amendment (entry 4) says Vera 3: Boris 0, Vera 3 + 2."""
    rep = run(deal("Anna", 5), deal("Boris", 7), deal("Vera", 2), amend(2, "Vera", 3))
    assert rep.state["score"] == {"Anna": 5, "Boris": 0, "Vera": 5}
    assert rep.entries[1].amended_by == 4 and rep.entries[3].replaces == 2
    assert rep.entries[3].summary.startswith("replaces entry 2: ")
    # entry 2 keeps its place in the rotation: Anna, Boris, Vera deal 1, 2, 3 as before
    assert live_dealers(rep) == ["Anna", "Boris", "Vera"]
    assert rep.next_dealer == "Anna"


def test_format_amending_an_entry_equals_recording_it_right():
    wrong = run(deal("Anna", 5), deal("Boris", 7), deal("Vera", 2), amend(2, "Boris", 4, dealer="Vera"),
                deal("Anna", 1))
    right = run(deal("Anna", 5), deal("Boris", 4, dealer="Vera"), deal("Vera", 2), deal("Anna", 1))
    assert wrong.state == right.state
    assert (wrong.dealer, wrong.deal_index) == (right.dealer, right.deal_index)
    # a dealer named in the amendment moves every later dealer, as it would have on entry 2
    assert live_dealers(wrong) == live_dealers(right) == ["Anna", "Vera", "Anna", "Boris"]


def test_format_amending_an_entry_newest_amendment_stands_earlier_superseded():
    rep = run(deal("Anna", 5), amend(1, "Boris", 1), amend(1, "Vera", 2))
    assert rep.state["score"] == {"Anna": 0, "Boris": 0, "Vera": 2}
    assert rep.entries[0].amended_by == 3 and rep.entries[1].superseded_by == 3
    # striking the standing amendment brings back the one before it, then the original
    rep = run(deal("Anna", 5), amend(1, "Boris", 1), amend(1, "Vera", 2), {"void": 3})
    assert rep.state["score"] == {"Anna": 0, "Boris": 1, "Vera": 0}
    rep = run(deal("Anna", 5), amend(1, "Boris", 1), {"void": 2})
    assert rep.state["score"] == {"Anna": 5, "Boris": 0, "Vera": 0} and rep.entries[0].amended_by is None


def test_format_amending_an_entry_striking_the_original_strikes_the_row():
    rep = run(deal("Anna", 5), deal("Boris", 1), amend(1, "Vera", 2), {"void": 1})
    assert rep.state["score"] == {"Anna": 0, "Boris": 1, "Vera": 0}
    assert live_dealers(rep) == ["Anna"]  # entry 2 is the first live deal


def test_format_amending_an_entry_a_penalty_by_a_penalty():
    rep = run(deal("Anna", 5), {"penalty": {"Anna": -3}, "note": "x"},
              {"replaces": 2, "penalty": {"Boris": -2}, "note": "it was Boris"})
    assert rep.state["score"] == {"Anna": 5, "Boris": -2, "Vera": 0}


@pytest.mark.parametrize("entries, match", [
    ((deal("Anna", 5), amend(1, "Boris", 1), amend(2, "Vera", 1)), "itself an amendment .*of entry 1"),
    ((deal("Anna", 5), {"void": 1}, amend(2, "Vera", 1)), "is a void"),
    ((deal("Anna", 5), {"note": "hi"}, amend(2, "Vera", 1)), "is a note"),
    ((deal("Anna", 5), {"void": 1}, amend(1, "Vera", 1)), "struck by entry 2"),
    ((deal("Anna", 5), {"replaces": 1, "penalty": {"Anna": 1}, "note": "x"}), "amended by a deal"),
    ((deal("Anna", 5), amend(2, "Vera", 1)), "earlier entry"),
    ((deal("Anna", 5), amend(5, "Vera", 1)), "earlier entry"),
])
def test_format_amending_an_entry_refusals(entries, match):
    with pytest.raises(IllegalError, match=match) as e:
        run(*entries)
    assert e.value.entry == len(entries) and e.value.key == "replaces"


@pytest.mark.parametrize("entry", [{"replaces": 1}, {"replaces": 1, "note": "only a note"},
                                   {"replaces": "one", "winner": "Anna", "points": 1},
                                   {"replaces": 1, "void": 1}])
def test_format_amending_an_entry_malformed(entry):
    with pytest.raises(InvalidError) as e:
        run(deal("Anna", 5), entry)
    assert e.value.entry == 2


def test_format_amending_an_entry_a_wrong_replacement_is_named_on_the_amendment():
    with pytest.raises(ScorekeeperError, match="in the place of entry 1") as e:
        run(deal("Anna", 5), amend(1, "Gleb", 1))
    assert e.value.entry == 2


# ------------------------------------------------------------------------------ void of a void


def test_format_entries_void_of_a_void_restores():
    rep = run(deal("Anna", 5), deal("Boris", 1), {"void": 1}, {"void": 3})
    assert rep.state["score"] == {"Anna": 5, "Boris": 1, "Vera": 0}
    assert live_dealers(rep) == ["Anna", "Boris"]
    assert rep.entries[3].steps[0].text == "takes back void 3: entry 1 counts again"
    # taking the restore back strikes entry 1 again
    rep = run(deal("Anna", 5), deal("Boris", 1), {"void": 1}, {"void": 3}, {"void": 4})
    assert rep.state["score"] == {"Anna": 0, "Boris": 1, "Vera": 0} and rep.entries[0].voided_by == 3


def test_format_entries_a_restore_that_would_strike_twice_is_refused():
    # 1 struck by 2, restored by 3, struck again by 4: taking back 3 would make 2 strike 1 again
    with pytest.raises(IllegalError, match="entry 4 strikes it already"):
        run(deal("Anna", 5), {"void": 1}, {"void": 2}, {"void": 1}, {"void": 3})


# ------------------------------------------------------------------------------ undo


@pytest.fixture
def toy(toy_file):
    for w, p in (("Anna", 1), ("Boris", 2), ("Vera", 4)):
        files.record(toy_file, deal(w, p))
    return toy_file


def undo(f):
    return files.record(f, files.undo_entry(None, str(f))).result.data["void"]


def entries_of(f):
    return tomllib.loads(f.read_text())["deal"]


def score(f):
    return files.load_replay(f).state["score"]


def test_format_entries_undo_after_an_amendment_takes_back_the_amendment(toy):
    files.record(toy, amend(1, "Vera", 3))
    assert score(toy) == {"Anna": 0, "Boris": 2, "Vera": 7}
    assert undo(toy) == 4
    assert score(toy) == {"Anna": 1, "Boris": 2, "Vera": 4}
    assert undo(toy) == 3  # then the last deal: an undo's own void is never taken back by undo


def test_format_entries_undo_after_a_void_restores(toy):
    files.record(toy, {"void": 1})
    assert undo(toy) == 4
    assert score(toy) == {"Anna": 1, "Boris": 2, "Vera": 4}
    assert entries_of(toy)[-1] == {"void": 4, "undo": True}


def test_format_entries_undo_twice_takes_back_two_things(toy):
    assert [undo(toy), undo(toy)] == [3, 2]
    assert score(toy) == {"Anna": 1, "Boris": 0, "Vera": 0}


def test_format_entries_undo_after_a_restore_strikes_again(toy):
    files.record(toy, {"void": 2})
    files.record(toy, {"void": 4})  # a restore, by hand
    assert undo(toy) == 5
    assert score(toy) == {"Anna": 1, "Boris": 0, "Vera": 4}


# ------------------------------------------------------------------------------ recording


def test_format_amending_an_entry_that_makes_a_later_entry_wrong_is_refused(tmp_path):
    f = tmp_path / "s.toml"
    f.write_text(HEAD.replace("1000", "10"), encoding="utf-8")
    for w, p in (("Anna", 5), ("Boris", 2), ("Vera", 4)):
        files.record(f, deal(w, p))
    before = f.read_bytes()
    with pytest.raises(IllegalError, match="entry 2 would be wrong: the game is over") as e:
        files.record(f, amend(1, "Anna", 10))  # Anna reaches the target in entry 1
    assert e.value.entry == 2
    assert f.read_bytes() == before
    with pytest.raises(ScorekeeperError, match="not recorded: in the place of entry 1") as e:
        files.record(f, amend(1, "Gleb", 1))
    assert e.value.entry == 4 and f.read_bytes() == before
    assert files.record(f, amend(1, "Anna", 6)).number == 4  # still short of 10: fine


def test_format_amending_an_entry_cli_amend_log_show_explain(toy):
    r = sk("amend", toy, 2, "winner=Vera", "points=3", "--note", "it was Vera")
    assert r.exit_code == 0, r.output
    assert entries_of(toy)[-1] == {"replaces": 2, "winner": "Vera", "points": 3, "note": "it was Vera"}
    log = json.loads(sk("log", toy, "--json").stdout)
    assert log[1]["amended_by"] == 4 and log[3]["replaces"] == 2 and log[3]["kind"] == "amend"
    text = sk("log", toy).stdout
    assert "amended by 4" in text and "replaces entry 2" in text
    show = json.loads(sk("show", toy, "--json").stdout)
    assert show["amended"] == [{"entry": 2, "amended_by": 4, "note": "it was Vera"}]
    assert show["score"] == {"Anna": 1, "Boris": 0, "Vera": 7}
    assert "2* entry 2 amended by entry 4 (it was Vera)" in " ".join(sk("show", toy).stdout.split())
    assert "amended by entry 4" in " ".join(sk("explain", toy, 2).stdout.split())
    r = sk("amend", toy, 4, "winner=Vera", "points=1")
    assert r.exit_code == 1 and "amend entry 2 again" in r.output
    r = sk("undo", toy)
    assert r.exit_code == 0 and json.loads(sk("show", toy, "--json").stdout)["amended"] == []


# ------------------------------------------------------------------------------ checkpoints


@pytest.fixture
def small_threshold(monkeypatch, tmp_path):
    monkeypatch.setattr(cache, "MIN_ENTRIES", 1)
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(tmp_path / "cache"))


def test_long_files_an_amendment_before_the_checkpoint_replays_in_full(tmp_path, small_threshold):
    f = str(tmp_path / "s.toml")
    first = [deal("Anna", 1), deal("Boris", 2), deal("Vera", 4)]
    cache.replay_text(text_of(first), f)
    rep = cache.replay_text(text_of(first + [amend(1, "Vera", 8)]), f)
    assert rep.resumed_from == 0 and rep.state["score"] == {"Anna": 0, "Boris": 2, "Vera": 12}
    # the checkpoint now stands for the amended file; a deal after it resumes from there
    rep = cache.replay_text(text_of(first + [amend(1, "Vera", 8), deal("Anna", 3)]), f)
    assert rep.resumed_from == 4 and rep.state["score"] == {"Anna": 3, "Boris": 2, "Vera": 12}
    assert rep.dealer == "Anna"


def test_long_files_recording_an_amendment_on_a_long_file(tmp_path, small_threshold, monkeypatch):
    monkeypatch.setattr(files, "WARM_BYTES", 0)
    f = tmp_path / "s.toml"
    f.write_text(text_of([deal("Anna", 1)] * 12), encoding="utf-8")
    files.load_replay(f)  # a checkpoint of the 12 deals
    files.record(f, amend(2, "Boris", 5))
    files.record(f, deal("Vera", 1))
    assert score(f) == {"Anna": 11, "Boris": 5, "Vera": 1}
    assert files.load_replay(f).state == replay(parse_session(f.read_text())).state


toy_entry = st.one_of(
    st.tuples(st.sampled_from(["Anna", "Boris", "Vera"]), st.integers(0, 9)).map(lambda t: deal(*t)),
    st.tuples(st.sampled_from(["Anna", "Boris", "Vera"]), st.integers(0, 9),
              st.sampled_from([None, "Boris"])).map(
        lambda t: deal(t[0], t[1], dealer=t[2]) if t[2] else deal(t[0], t[1])),
    st.just({"note": "a note"}),
    st.dictionaries(st.sampled_from(["Anna", "Vera"]), st.integers(-5, 5), min_size=1).map(
        lambda d: {"penalty": d, "note": "p"}),
)


@st.composite
def amended_sessions(draw):
    """A session with amendments and voids that are each legal where they stand."""
    es: list[dict] = []
    for _ in range(draw(st.integers(1, 14))):
        kind = draw(st.sampled_from(["entry", "entry", "amend", "void", "undo"]))
        if kind != "entry" and es:
            rep = run(*es)
            if kind == "undo":
                last = rep.last_live()
                if last is not None:
                    es.append({"void": last.number, "undo": True})
                continue
            if kind == "void":
                target = draw(st.integers(1, len(es)))
                cand = es + [{"void": target}]
            else:
                live = [e.number for e in rep.entries if e.kind in ("deal", "penalty")
                        and e.voided_by is None]
                if not live:
                    continue
                target = draw(st.sampled_from(live))
                new = draw(toy_entry)
                if rep.entries[target - 1].kind == "penalty":
                    new = {"penalty": {"Boris": draw(st.integers(-5, 5))}, "note": "p"}
                elif "penalty" in new or "winner" not in new:
                    new = deal("Vera", draw(st.integers(0, 9)))
                cand = es + [{"replaces": target, **new}]
            try:
                run(*cand)
            except ScorekeeperError:
                continue
            es = cand
        else:
            es.append(draw(toy_entry))
    return es


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture,
                                                                 HealthCheck.too_slow])
@given(amended_sessions(), st.data())
def test_property_amended_session_resumed_from_a_checkpoint_equals_full(tmp_path, es, data):
    """Long files: a session with random amendments, voids and undos replays the same resumed from
    a checkpoint taken anywhere as in full; the index of voids agrees with replay."""
    old = cache.MIN_ENTRIES
    cache.MIN_ENTRIES = 1
    try:
        f = str(tmp_path / f"p{abs(hash(str(es)))}.toml")
        cut = data.draw(st.integers(0, len(es)))
        cache.replay_text(text_of(es[:cut]), f)
        resumed = cache.replay_text(text_of(es), f)
        whole = run(*es)
        assert resumed.state == whole.state
        assert (resumed.dealer, resumed.deal_index, resumed.total) == (
            whole.dealer, whole.deal_index, whole.total)
        index = VoidIndex().extend(es)
        assert index.struck == {e.number: e.voided_by for e in whole.entries if e.voided_by}
        last = whole.last_live()
        assert index.last_live() == (last.number if last else None)
        head = cache.load_head(f)
        if head is not None and head.entries == len(es):
            assert voids.from_head(head).struck == index.struck
    finally:
        cache.MIN_ENTRIES = old


# ------------------------------------------------------------------------------ whole evenings


def sheet_of(f):
    """The drawn sheet (`export --to markdown`: every row of every table, the settlement too),
    `show --json` and `settle --json`, without the amendment marks and with the history's `#` (an
    entry's number in the file, for `explain`: the deals after a mid-evening amendment stand one
    entry later in the file) blanked."""
    text = sk("export", f, "--to", "markdown").stdout
    shown = [re.sub(r"^\| *\d+ *\|", "| # |", line) for line in text.splitlines()]
    js = json.loads(sk("show", f, "--json").stdout)
    js.pop("amended")
    return shown, js, json.loads(sk("settle", f, "--json").stdout)


def evening(tmp_path, name, head, deals, wrong=None, at=None, amend_after=None):
    """Record ``deals`` through the CLI; with ``wrong``, deal ``at`` (1-based) is recorded wrong
    and amended right after deal ``amend_after`` by the game's own command with --amend."""
    f = tmp_path / f"{name}.toml"
    f.write_text(head, encoding="utf-8")
    n = 0
    for i, args in enumerate(deals, 1):
        r = sk(*args[:2], f, *(wrong if wrong and i == at else args[2:]))
        assert r.exit_code == 0, r.output
        n += 1
        if wrong and i == amend_after:
            r = sk(*deals[at - 1][:2], f, *deals[at - 1][2:], "--amend", at)
            assert r.exit_code == 0, r.output
            n += 1
    return f


PREF = 'format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n'
PREF_EVENING = [
    ("preferans", "game", "Boris", "6s", "-w", "Vera", "-t", "6"),
    ("preferans", "game", "Vera", "7h", "-w", "Anna", "-t", "6"),
    ("preferans", "raspasy", "Anna=4", "Boris=1", "Vera=5"),
    ("preferans", "game", "Anna", "6d", "-w", "Boris", "-t", "6"),
    ("preferans", "misere", "Boris", "-t", "0"),
    ("preferans", "game", "Vera", "8c", "-w", "Anna", "-t", "8"),
]


def test_issue14_preferans_evening_with_a_mid_evening_amendment_equals_the_right_record(tmp_path):
    """Deal 2 written as made (7 tricks) instead of failed by one; amended after deal 3."""
    right = evening(tmp_path, "right", PREF, PREF_EVENING)
    amended = evening(tmp_path, "amended", PREF, PREF_EVENING,
                      wrong=["Vera", "7h", "-w", "Anna", "-t", "7"], at=2, amend_after=3)
    assert len(entries_of(amended)) == len(PREF_EVENING) + 1
    assert re.search(r"^│ 2\* +│ Boris ", sk("show", amended, "--all").stdout, re.M)  # the row marked
    assert sheet_of(amended) == sheet_of(right)
    unamended = evening(tmp_path, "wrong", PREF, PREF_EVENING,
                        wrong=["Vera", "7h", "-w", "Anna", "-t", "7"], at=2)
    assert sheet_of(unamended) != sheet_of(right)  # the test can fail
    log = json.loads(sk("log", amended, "--json").stdout)
    assert log[1]["amended_by"] == 4 and log[3]["replaces"] == 2


FIVE = 'format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["Anna", "Boris", "Vera"]\n'
FIVE_EVENING = [
    ("five-hundred", "deal", "Anna", "6s", "-t", "Anna=6", "-t", "Boris=2"),
    ("five-hundred", "deal", "Boris", "7h", "-t", "Boris=6", "-t", "Anna=2"),
    ("five-hundred", "passed", "-t", "Anna=3", "-t", "Boris=3"),
    ("five-hundred", "deal", "Vera", "6d", "-t", "Vera=6", "-t", "Anna=2"),
    ("five-hundred", "deal", "Anna", "7nt", "-t", "Anna=8", "-t", "Boris=1"),
]


def test_issue14_five_hundred_evening_with_a_mid_evening_amendment_equals_the_right_record(tmp_path):
    """Deal 2 written as made (7 tricks) instead of set; amended after deal 4."""
    wrong = ["Boris", "7h", "-t", "Boris=7", "-t", "Anna=1"]
    right = evening(tmp_path, "right", FIVE, FIVE_EVENING)
    amended = evening(tmp_path, "amended", FIVE, FIVE_EVENING, wrong=wrong, at=2, amend_after=4)
    assert sheet_of(amended) == sheet_of(right)
    assert sheet_of(evening(tmp_path, "wrong", FIVE, FIVE_EVENING, wrong=wrong, at=2)) != sheet_of(right)


def test_issue14_five_hundred_amendment_ending_the_game_early_is_refused_naming_the_later_entry(tmp_path):
    f = evening(tmp_path, "n", FIVE, FIVE_EVENING[:3])
    before = f.read_bytes()
    r = sk("five-hundred", "deal", f, "Anna", "10nt", "-t", "Anna=10", "--amend", 1)
    assert r.exit_code != 0
    assert re.search(r"entry 2\b.*entry 2 would be wrong", r.output.replace("\n", " "))
    assert f.read_bytes() == before


def test_format_entries_a_void_that_makes_a_later_entry_wrong_is_refused(tmp_path):
    """A void that reaches back is checked with the entries after it: striking the restart
    (entry 2) would leave entry 3 after a finished game; target 10."""
    f = tmp_path / "s.toml"
    f.write_text(HEAD.replace("1000", "10"), encoding="utf-8")
    for e in (deal("Anna", 10), deal("Boris", 1, restart=True), deal("Vera", 2)):
        files.record(f, e)
    before = f.read_bytes()
    with pytest.raises(IllegalError, match="with entry 2 struck, entry 3 would be wrong: the game is over") as e:
        files.record(f, {"void": 2})
    assert e.value.entry == 3 and f.read_bytes() == before
    assert files.record(f, {"void": 3}).number == 4  # the newest live entry: nothing after it


def test_format_entries_a_restore_that_makes_a_later_entry_wrong_is_refused(tmp_path):
    f = tmp_path / "s.toml"
    f.write_text(HEAD.replace("1000", "10"), encoding="utf-8")
    for e in (deal("Anna", 10), {"void": 1}, deal("Boris", 1)):
        files.record(f, e)
    before = f.read_bytes()
    with pytest.raises(IllegalError, match=r"with void 2 taken back \(entry 1 counting again\), "
                                           "entry 3 would be wrong") as e:
        files.record(f, {"void": 2})
    assert e.value.entry == 3 and f.read_bytes() == before


def test_long_files_show_marks_an_amendment_before_the_checkpoint(tmp_path, small_threshold):
    f = tmp_path / "s.toml"
    f.write_text(text_of([deal("Anna", 1), deal("Boris", 2), amend(1, "Vera", 3), deal("Vera", 1)]),
                 encoding="utf-8")
    assert files.load_replay(f).resumed_from == 0  # the checkpoint: all four entries
    files.record(f, deal("Anna", 2))
    assert files.load_replay(f).resumed_from >= 4  # show would not see entries 1 to 4
    show = json.loads(sk("show", f, "--json").stdout)
    assert show["amended"] == [{"entry": 1, "amended_by": 3, "note": None}]
    assert show["score"] == {"Anna": 2, "Boris": 2, "Vera": 4}


RECORDING = {
    "preferans": ["game", "misere", "raspasy", "totus", "returned", "conditions"],
    "five-hundred": ["deal", "passed", "points", "new-game"],
    "order-poker": ["deal", "passed", "points"],
    "pari": ["cut", "move", "end", "points"],
    "thousand": ["deal", "gave-up"],
}


@pytest.mark.parametrize("game", sorted(RECORDING))
def test_format_amending_an_entry_every_recording_command_takes_amend(game):
    from scorekeeper.cli.app import command

    group = command().commands[game]
    for name, cmd in group.commands.items():
        opts = {o for p in cmd.params for o in getattr(p, "opts", [])}
        records = name in RECORDING[game]
        assert ("--amend" in opts) == records, (game, name)


def test_format_amending_an_entry_thousand_through_its_own_command(tmp_path):
    f = tmp_path / "t.toml"
    f.write_text('format = 1\ngame = "thousand"\nrules = "book-1991"\nplayers = ["Anna", "Boris", "Vera"]\n',
                 encoding="utf-8")
    assert sk("thousand", "gave-up", f, "Boris", "110").exit_code == 0
    assert sk("thousand", "gave-up", f, "Vera", "100").exit_code == 0
    r = sk("thousand", "gave-up", f, "Boris", "120", "--amend", 1)
    assert r.exit_code == 0, r.output
    assert entries_of(f)[-1]["replaces"] == 1 and entries_of(f)[-1]["bid"] == 120
    assert json.loads(sk("log", f, "--json").stdout)[0]["amended_by"] == 3
