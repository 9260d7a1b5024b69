"""Checkpoints (scorekeeper.session.cache): a resumed replay equals a full one, and anything unusual
falls back to a full replay."""

from __future__ import annotations

import tomllib

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


def test_a_files_first_checkpoint_removes_those_not_written_for_sixty_days(tmp_path):
    """Every file with an entry has a checkpoint, so the folder is tidied: when a file gets its
    first, the checkpoints of other files not written for KEEP_SECONDS go; the rest stay."""
    import os
    import time

    folder = tmp_path / "cache"
    folder.mkdir()
    old, recent = folder / ("a" * 32 + ".checkpoint"), folder / ("b" * 32 + ".checkpoint")
    for slot in (old, recent):
        slot.write_bytes(b"x")
    gone = time.time() - cache.KEEP_SECONDS - 3600
    os.utime(old, (gone, gone))
    f = str(tmp_path / "s.toml")
    text = text_of([deal("Anna", 1)])
    cache.save_checkpoint(f, text, full(text))
    assert not old.exists() and recent.exists()
    assert cache.load_checkpoint(f) is not None
    # an existing checkpoint brought up to date does not tidy: one listing of the folder, no stats
    os.utime(recent, (gone, gone))
    text2 = text_of([deal("Anna", 1), deal("Vera", 2)])
    cache.save_checkpoint(f, text2, full(text2))
    assert recent.exists()


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


# ---------------------------------------------------------------------------------------------
# The index of voids (scorekeeper.core.voids, read by scorekeeper.session.voids) agrees with replay, and bounds the work under
# the lock

from scorekeeper.core.voids import VoidIndex  # noqa: E402
from scorekeeper.session import files, storage, voids  # noqa: E402

void_entries = st.lists(st.one_of(
    st.tuples(st.sampled_from(["Anna", "Boris", "Vera"]), st.integers(0, 9)).map(lambda t: deal(*t)),
    st.integers(-1, 16).map(lambda n: {"void": n}),
    st.integers(1, 16).map(lambda n: {"void": n, "note": 5}),  # a malformed void: a bad deal
    st.integers(1, 16).map(lambda n: {"void": n, "dealer": "Anna"}),  # malformed: strikes nothing
    st.just({"void": "three"}),
    st.just({"note": "a note"}),
), min_size=1, max_size=16)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(void_entries)
def test_property_the_index_of_voids_is_what_replay_strikes(es):
    rep = replay(parse_session(text_of(es)), collect=True)
    index = VoidIndex().extend(es)
    assert index.struck == {e.number: e.voided_by for e in rep.entries if e.voided_by is not None}
    assert index.voids == {e.number for e in rep.entries if e.kind == "void"}
    last = rep.last_live()
    assert index.last_live() == (last.number if last else None)


def test_under_the_lock_a_long_file_replays_only_the_new_entry(tmp_path, monkeypatch):
    """The checkpoint is brought up to date before the lock (even after a void made it stale), so
    the replay done while the lock is held covers the new entry alone; a void replays nothing."""
    monkeypatch.setattr(files, "WARM_BYTES", 0)
    f = tmp_path / "s.toml"
    f.write_text(text_of([deal("Anna", 1)] * 40), encoding="utf-8")
    held, replayed = [False], []
    real_enter, real_exit, real_replay = storage._locked.__enter__, storage._locked.__exit__, cache.replay

    def enter(self):
        real_enter(self)
        held[0] = True

    def exit_(self, *a):
        held[0] = False
        return real_exit(self, *a)

    def counting(session, **kw):
        if held[0]:
            replayed.append(len(session.entries))
        return real_replay(session, **kw)

    monkeypatch.setattr(storage._locked, "__enter__", enter)
    monkeypatch.setattr(storage._locked, "__exit__", exit_)
    monkeypatch.setattr(cache, "replay", counting)
    monkeypatch.setattr(files, "replay", counting)
    files.record(f, deal("Boris", 2))
    files.record(f, files.undo_entry(None, str(f)))
    files.record(f, {"void": 40})  # the newest live entry: nothing after it to check
    files.record(f, deal("Vera", 3))
    assert replayed == [1, 1], replayed  # the two deals; the voids replay nothing
    assert [d.get("void") for d in tomllib.loads(f.read_text())["deal"][40:]] == [None, 41, 40, None]
    files.record(f, {"void": 3})  # live entries follow entry 3: checked with them (format §Entries)
    assert replayed[2:] == [45], replayed  # the whole file, once (no problem to compare)


def test_a_refused_entry_on_a_long_file_is_refused_from_the_checkpoint(tmp_path, monkeypatch):
    monkeypatch.setattr(files, "WARM_BYTES", 0)
    f = tmp_path / "s.toml"
    f.write_text(text_of([deal("Anna", 1)] * 10), encoding="utf-8")
    before = f.read_bytes()
    with pytest.raises(ScorekeeperError, match="not recorded") as e:
        files.record(f, deal("Gleb", 1))
    assert e.value.entry == 11
    assert f.read_bytes() == before


# ---------------------------------------------------------------------------------------------
# One checking path: what a full read refuses, the tail read on top of a checkpoint refuses too


def test_a_tail_over_a_limit_is_refused_as_a_full_read_refuses_it(tmp_path):
    f = str(tmp_path / "s.toml")
    text = text_of([deal("Anna", 1)])
    cache.replay_text(text, f)
    for extra in ({"note": "n" * 10_001}, {"n" * 10_001: 1}, {"note": [[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]},
                  {"winner": "Vera", "points": 2**63}):
        longer = text + "\n" + format_entry(extra)
        with pytest.raises(ScorekeeperError) as cold:
            replay(parse_session(longer, file=f))
        with pytest.raises(ScorekeeperError) as warm:
            cache.replay_text(longer, f)
        assert warm.value.describe() == cold.value.describe()
        assert cache.load_checkpoint(f, text) is not None  # the checkpoint itself stays


def test_a_key_before_the_first_table_of_the_tail_belongs_to_the_last_entry(tmp_path):
    """Appended by hand, ``deal = [...]`` is a key of the checkpoint's last entry (a problem),
    not new entries: the tail read alone would have scored them."""
    f = str(tmp_path / "s.toml")
    text = text_of([deal("Anna", 1)])
    cache.replay_text(text, f)
    longer = text + 'deal = [{ winner = "Vera", points = 50 }]\n'
    with pytest.raises(ScorekeeperError) as cold:
        replay(parse_session(longer, file=f))
    with pytest.raises(ScorekeeperError) as warm:
        cache.replay_text(longer, f)
    assert warm.value.describe() == cold.value.describe()


@pytest.mark.parametrize("key", ["deal", '"deal"', "'deal'", '"\\u0064eal"'])
def test_entries_given_as_one_array_get_no_checkpoint_since_no_deal_table_may_follow(tmp_path, key):
    """TOML lets no ``[[deal]]`` follow ``deal = [...]``: a full read refuses the file, so a
    checkpoint must not let a tail be read on top of it."""
    f = str(tmp_path / "s.toml")
    text = HEAD.replace("[options]", f'{key} = [{{ winner = "Anna", points = 1 }}]\n[options]')
    assert full(text).state["score"]["Anna"] == 1
    cache.replay_text(text, f)
    assert cache.load_head(f, text) is None
    longer = text + "\n" + format_entry(deal("Vera", 4))
    with pytest.raises(ScorekeeperError, match="not valid TOML"):
        full(longer)
    with pytest.raises(ScorekeeperError, match="not valid TOML"):
        cache.replay_text(longer, f)


def test_a_tail_after_blank_lines_and_comments_is_read_from_the_checkpoint(tmp_path):
    f = str(tmp_path / "s.toml")
    text = text_of([deal("Anna", 1)])
    for gap in ("\n", "\r\n", "  \n# a comment\n\n", "# no line end after it"):
        cache.replay_text(text, f)
        longer = text + gap + ("" if gap.startswith("# no") else format_entry(deal("Vera", 4)))
        rep = cache.replay_text(longer, f)
        assert rep.resumed_from == 1 and rep.state == full(longer).state, repr(gap)


@st.composite
def clean_sessions_with_voids(draw):
    """Deals and voids that strike or restore (each one a void may make, some marked undo)."""
    es: list[dict] = []
    index = VoidIndex()
    for _ in range(draw(st.integers(1, 20))):
        n = len(es) + 1
        target = draw(st.integers(1, n - 1)) if n > 1 and draw(st.booleans()) else None
        if target is not None and index.refusal(n, target) is None:
            e = {"void": target, **({"undo": True} if draw(st.booleans()) else {})}
        else:
            e = deal(draw(st.sampled_from(["Anna", "Boris", "Vera"])), draw(st.integers(0, 9)))
        es.append(e)
        index.add(e)
    return es


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(clean_sessions_with_voids())
def test_property_the_checkpoint_of_any_clean_file_passes_its_own_checks(tmp_path, es):
    """The checks a checkpoint must pass before use (its index of voids consistent, its parts of
    the right kinds) hold for every checkpoint the program writes: none is thrown away unread."""
    text = text_of(es)
    rep = replay(parse_session(text))
    f = str(tmp_path / f"v{abs(hash(str(es)))}.toml")
    cache.save_checkpoint(f, text, rep)
    cp = cache.load_checkpoint(f, text)
    assert cp is not None
    assert voids.from_head(cp.head) == VoidIndex().extend(es)
    assert cp.resume.state == rep.state
