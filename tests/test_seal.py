"""A sealed night (format §Entries, "seal"): the seal checks on read, a hand edit before it is
caught, nothing but an unseal follows it, an unfinished game is sealed only when confirmed."""

from __future__ import annotations

import re
import shutil
import tomllib
from pathlib import Path

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from scorekeeper.cli import prompts
from scorekeeper.cli.app import app
from scorekeeper.session import seal as sealing
from scorekeeper.session.files import load_replay
from scorekeeper.session.model import parse_session

SAMPLES = Path(__file__).resolve().parents[1] / "sample_sessions"
FINISHED = "preferans-mgu-gusarik.toml"  # a game over
UNFINISHED = "preferans-sochi.toml"
runner = CliRunner()


def run(*args: object):
    return runner.invoke(app, [str(a) for a in args], terminal_width=200)


def sealed(tmp_path: Path, sample: str = FINISHED, *extra: str) -> Path:
    f = tmp_path / sample
    shutil.copy(SAMPLES / sample, f)
    r = run("seal", f, *extra)
    assert r.exit_code == 0, r.output
    return f


def seal_of(f: Path) -> dict:
    return tomllib.loads(f.read_text(encoding="utf-8"))["deal"][-1]["seal"]


def test_a_seal_keeps_the_version_options_balance_money_and_digest_of_settle(tmp_path):
    f = sealed(tmp_path, FINISHED, "--price", "0.1")
    seal = seal_of(f)
    import json

    settle = json.loads(run("settle", f, "--json", "--price", "0.1").output)
    assert seal["balance"] == settle["balance"] and seal["money"] == settle["money"]
    assert seal["price"] == 0.1 and seal["version"] and seal["options"]["pool"]
    session = parse_session(f.read_text(encoding="utf-8"))
    assert seal["digest"] == sealing.digest([e.data for e in session.entries[:-1]])
    assert settle["seal"] == {"entry": 25, "version": seal["version"], "date": str(seal["date"]),
                              "checked": True, "edited": False, "options": [], "deals": [],
                              "differences": []}


def test_a_preferans_seal_keeps_each_players_pool_mountain_and_whists_as_the_sheet_closes(
        tmp_path):
    import json

    f = sealed(tmp_path)
    shown = json.loads(run("show", f, "--json").output)
    kept = seal_of(f)["figures"]
    assert set(kept) == {"pool", "mountain", "whists"}
    for what in kept:
        assert kept[what] == shown[what], what
    assert kept["pool"] == {"Petya": 20, "Gosha": 20, "Rita": 20}  # every pool closed at 20


def test_a_points_game_seal_keeps_each_players_score(tmp_path):
    f = sealed(tmp_path, "thousand-4.toml")
    assert seal_of(f)["figures"] == {"score": {"Anna": 330, "Boris": 1000, "Vera": 200,
                                               "Gleb": 140}}


def test_what_the_seal_keeps_of_each_deal_adds_up_to_the_sealed_standing(tmp_path):
    """The gusarik night starts from empty columns and every pool closes by deals alone: what
    the seal keeps of each deal, summed, is the pool and the mountain it keeps."""
    seal = seal_of(sealed(tmp_path))
    for what in ("pool", "mountain"):
        summed = {p: 0 for p in seal["figures"][what]}
        for row in seal["deals"].values():
            for player, accounts in row.items():
                summed[player] += accounts.get(what, 0)
        assert summed == seal["figures"][what], what
    # 8♥ passed, worth 6 (MGU 1971 §7 value table): half to the pool, and the half off an empty
    # mountain goes to the pool too (R-P-C9)
    assert seal["deals"]["4"] == {"Gosha": {"pool": 6}}


def test_a_seal_is_written_as_tables_a_person_can_read(tmp_path):
    text = sealed(tmp_path, FINISHED, "--price", "0.1").read_text(encoding="utf-8")
    tail = text[text.rindex("[[deal]]"):]
    for header in ("[deal.seal]", "[deal.seal.options]", "[deal.seal.figures]",
                   "[deal.seal.balance]", "[deal.seal.money]", "[deal.seal.deals]"):
        assert f"\n{header}\n" in tail, header
    assert max(len(line) for line in tail.splitlines()) < 200


def test_a_sealed_night_verifies_on_show_settle_and_check(tmp_path):
    f = sealed(tmp_path)
    for command in ("show", "settle"):
        r = run(command, f)
        assert r.exit_code == 0 and re.search(
            r"sealed on \d{4}-\d\d-\d\d \(entry 25, version [^)]+\), checked", r.output), r.output
    assert run("check", f).exit_code == 0


def test_a_comment_added_before_the_seal_leaves_it_checked(tmp_path):
    f = sealed(tmp_path)
    f.write_text(f.read_text(encoding="utf-8").replace("[[deal]]", "# a comment\n[[deal]]", 1),
                 encoding="utf-8")
    assert run("check", f).exit_code == 0
    assert "checked" in run("settle", f).output


def hand_edit_tricks(f: Path) -> None:
    text = f.read_text(encoding="utf-8")
    new, n = re.subn(r"tricks = \{ (\w+) = (\d+) \}",
                     lambda m: f"tricks = {{ {m[1]} = {(int(m[2]) + 1) % 11} }}", text, count=1)
    assert n == 1
    f.write_text(new, encoding="utf-8")


def test_a_hand_edit_of_a_sealed_deals_tricks_fails_check_and_settle_shows_the_sealed_figures(
        tmp_path):
    f = sealed(tmp_path)
    balance = seal_of(f)["balance"]
    hand_edit_tricks(f)
    r = run("check", f)
    assert r.exit_code == 1
    assert "changed after it was written" in r.output and "seal.balance" in r.output
    r = run("settle", f)
    assert "the sealed figures stand" in " ".join(r.output.split())
    for name, value in balance.items():
        assert re.search(rf"^  {name} [+-]?{abs(value):g}$", r.output, re.M), r.output
    import json

    out = json.loads(run("settle", f, "--json").output)
    assert out["balance"] == balance and out["seal"]["edited"] is True
    assert {d["player"] for d in out["seal"]["differences"]} <= set(balance)
    assert "transfers" not in out  # no payments worked from figures that do not stand


def test_a_build_whose_rule_changed_shows_the_sealed_money_and_names_each_deal_and_rule(
        tmp_path, monkeypatch, request):
    """The done-when of sealing: a night sealed, then read by a build in which a rule was changed
    on purpose (Sochi's 7 made worth 5 instead of R-P-M0's 4) still shows the sealed money,
    names each deal the change touches with the rule its steps cite, and fails check."""
    import json

    from scorekeeper.games.preferans import scoring, tables

    f = sealed(tmp_path, UNFINISHED, "--force", "--price", "0.5")
    money = seal_of(f)["money"]
    monkeypatch.setitem(tables.GAME_VALUES["modern"], 7, 5)
    scoring._prices.cache_clear()  # the prices of the games a replay priced before the change
    request.addfinalizer(scoring._prices.cache_clear)  # and the changed prices after it
    out = json.loads(run("settle", f, "--json").output)
    assert out["money"] == money and out["seal"]["checked"] is False
    assert out["seal"]["edited"] is False and out["seal"]["options"] == []
    sevens = {n for n, d in enumerate(tomllib.loads(f.read_text())["deal"], 1)
              if str(d.get("contract", "")).startswith("7")}
    touched = {d["entry"] for d in out["seal"]["deals"]}
    assert touched == sevens  # every seven, and nothing else
    # a made 7 wrote R-P-M0's 4 to the pool when it was sealed; the changed build writes 5
    made = [d for d in out["seal"]["deals"] if d["account"] == "pool"]
    assert made and all((d["sealed"], d["now"]) == (4, 5) for d in made), made
    replayed = {d["player"]: d["replayed"] for d in out["seal"]["differences"]
                if d["of"] == "money"}
    assert replayed and all(replayed[p] != money[p] for p in replayed)  # the money would move
    for entry in touched:  # each deal names the modern values among the rules that differ
        cited = " ".join(r for d in out["seal"]["deals"] if d["entry"] == entry for r in d["rules"])
        assert "R-P-M0" in cited, entry
    r = run("settle", f)
    words = " ".join(r.output.split())
    assert "the sealed figures stand" in words
    first = min(touched)
    assert f"entry {first}: " in words and "rule: R-P-M0" in words
    for name, value in money.items():
        assert re.search(rf"^  {name} [+-]?{abs(value):g}$", r.output, re.M), r.output
    r = run("check", f)
    assert r.exit_code == 1 and f"entry {first}: " in r.output and "seal.deals" in r.output


def test_a_build_whose_preset_default_changed_names_the_option_on_an_unpinned_sealed_night(
        tmp_path, monkeypatch):
    """A night from before pins (no [pinned] table) reads its preset's values: when a later
    build changes one, the seal names the option with both values and the sealed money stands."""
    import json

    from scorekeeper.core import registry

    f = sealed(tmp_path, UNFINISHED, "--force", "--price", "1")
    assert "[pinned]" not in f.read_text(encoding="utf-8")
    money = seal_of(f)["money"]
    game = registry.game("preferans")
    monkeypatch.setitem(registry.preset(game, "sochi").values, "whist_penalty", "half")
    out = json.loads(run("settle", f, "--json").output)
    assert out["money"] == money
    assert out["seal"]["options"] == [{"option": "whist_penalty", "sealed": "full",
                                       "now": "half"}]
    words = " ".join(run("settle", f).output.split())
    assert "option whist_penalty: sealed full, now half" in words
    assert run("check", f).exit_code == 1


def test_a_hand_edited_seal_date_that_is_no_date_is_left_unsaid(tmp_path):
    f = sealed(tmp_path)
    text = f.read_text(encoding="utf-8")
    f.write_text(re.sub(r"(?m)^date = .*$", "date = { a = 1 }", text), encoding="utf-8")
    line = run("show", f).output.strip().splitlines()[-1]
    assert line.startswith("sealed on entry 25 (version ") and "{" not in line, line


def test_a_deal_after_a_seal_is_refused_and_the_file_is_unchanged(tmp_path):
    f = sealed(tmp_path, UNFINISHED, "--force")
    before = f.read_bytes()
    for args in (("add", f, "declarer=Anna", "contract=6s", 'whist=["Boris"]', "tricks={Anna=6}"),
                 ("void", f, "12"), ("undo", f), ("note", f, "x"), ("seal", f, "--force")):
        r = run(*args)
        assert r.exit_code == 1, (args, r.output)
        assert f.read_bytes() == before, args
    r = run("add", f, "declarer=Anna", "contract=6s", 'whist=["Boris"]', "tricks={Anna=6}")
    words = " ".join(r.output.split())
    assert "sealed by entry 13" in words and "scorekeeper unseal" in words


def test_a_hand_appended_deal_after_a_seal_is_a_problem_check_names(tmp_path):
    f = sealed(tmp_path, UNFINISHED, "--force")
    deal = "\n[[deal]]\nraspasy = { Anna = 4, Boris = 3, Vera = 3 }\n"
    f.write_text(f.read_text(encoding="utf-8") + deal, encoding="utf-8")
    r = run("check", f)
    words = " ".join(r.output.split())
    assert r.exit_code == 1 and "entry 14" in words and "sealed by entry 13" in words


def test_unseal_reopens_the_night_and_needs_a_note(tmp_path):
    f = sealed(tmp_path, UNFINISHED, "--force")
    assert run("unseal", f).exit_code != 0  # --note is required
    r = run("unseal", f, "--note", "one more deal")
    assert r.exit_code == 0, r.output
    r = run("add", f, "raspasy={Anna=4,Boris=3,Vera=3}")
    assert r.exit_code == 0, r.output
    assert run("check", f).exit_code == 0
    assert "sealed on entry" not in run("settle", f).output
    assert load_replay(f).sealed is None


def test_an_unseal_with_nothing_sealed_is_refused(tmp_path):
    f = tmp_path / UNFINISHED
    shutil.copy(SAMPLES / UNFINISHED, f)
    before = f.read_bytes()
    r = run("unseal", f, "--note", "why")
    assert r.exit_code == 1 and "nothing is sealed" in r.output and f.read_bytes() == before


def test_an_unfinished_game_is_refused_in_a_script_without_force(tmp_path):
    f = tmp_path / UNFINISHED
    shutil.copy(SAMPLES / UNFINISHED, f)
    before = f.read_bytes()
    r = run("seal", f)
    assert r.exit_code == 1 and "not finished" in r.output and f.read_bytes() == before


def test_an_unfinished_game_is_sealed_when_confirmed_at_a_terminal(tmp_path, monkeypatch):
    monkeypatch.setattr(prompts, "interactive", lambda: True)
    f = tmp_path / UNFINISHED
    shutil.copy(SAMPLES / UNFINISHED, f)
    before = f.read_bytes()
    r = runner.invoke(app, ["seal", str(f)], input="n\n")
    assert r.exit_code == 1 and f.read_bytes() == before
    r = runner.invoke(app, ["seal", str(f)], input="y\n")
    assert r.exit_code == 0 and "seal" in tomllib.loads(f.read_text())["deal"][-1]


def test_a_second_seal_is_refused(tmp_path):
    f = sealed(tmp_path)
    before = f.read_bytes()
    assert run("seal", f).exit_code == 1 and f.read_bytes() == before


def _value_positions(text: str, upto: int) -> list[int]:
    """Positions of the characters of the values of the deals' keys before line ``upto``."""
    out, offset = [], 0
    in_deal = False
    for i, line in enumerate(text.splitlines(keepends=True)):
        if i >= upto:
            break
        if line.startswith("[[deal]]"):
            in_deal = True
        elif in_deal and "=" in line and not line.lstrip().startswith("#"):
            start = line.index("=") + 1
            out += [offset + j for j in range(start, len(line.rstrip("\n"))) if line[j] != " "]
        offset += len(line)
    return out


SEALED_TEXT: dict[str, str] = {}


def _sealed_text(tmp: Path) -> str:
    if "text" not in SEALED_TEXT:
        SEALED_TEXT["text"] = sealed(tmp).read_text(encoding="utf-8")
    return SEALED_TEXT["text"]


@settings(max_examples=40, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data(), byte=st.sampled_from("0123456789abcdefghijklmnopqrstuvwxyzABVGP-_.,"))
def test_any_single_byte_change_to_a_sealed_deals_value_is_caught(tmp_path, data, byte):
    text = _sealed_text(tmp_path)
    seal_line = text[:text.rindex("[[deal]]")].count("\n")
    pos = data.draw(st.sampled_from(_value_positions(text, seal_line)))
    assume(text[pos] != byte)
    changed = text[:pos] + byte + text[pos + 1:]
    try:
        tomllib.loads(changed)
    except tomllib.TOMLDecodeError:
        assume(False)  # a file that does not parse is refused by every command already
    f = tmp_path / "changed.toml"
    f.write_text(changed, encoding="utf-8")
    r = run("check", f)
    assert r.exit_code == 1, (pos, byte, r.output)


def test_a_long_night_read_through_its_checkpoint_refuses_a_deal_after_its_seal(tmp_path,
                                                                              monkeypatch):
    """Past the size where writers resume from a checkpoint: the seal is still read (a night
    sealed keeps no checkpoint, and a seal in a checkpoint's tail is read from the whole file)."""
    from faults.helpers import preferans_text

    from scorekeeper.session import cache

    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("SCOREKEEPER_CACHE", "on")
    f = tmp_path / "long.toml"
    f.write_text(preferans_text(400), encoding="utf-8")
    raspasy = "raspasy={Anna=4,Boris=3,Vera=3}"
    assert run("add", f, raspasy).exit_code == 0  # a checkpoint is kept
    assert cache.load_head(f) is not None
    assert run("seal", f, "--force").exit_code == 0
    before = f.read_bytes()
    for args in (("add", f, raspasy), ("void", f, "3"), ("undo", f), ("note", f, "x")):
        r = run(*args)
        assert r.exit_code == 1 and "sealed by entry 402" in " ".join(r.output.split()), args
        assert f.read_bytes() == before, args
    assert "checked" in run("settle", f).output
    assert run("unseal", f, "--note", "one more").exit_code == 0
    assert run("add", f, raspasy).exit_code == 0
    assert run("check", f).exit_code == 0


def test_an_unseal_note_over_the_limit_is_refused_and_the_file_is_unchanged(tmp_path):
    """A sealed night keeps no checkpoint, so the limits test's three paths are one here: a note
    of 10,001 characters is refused by the file's limit, and nothing is written."""
    f = sealed(tmp_path)
    before = f.read_bytes()
    r = run("unseal", f, "--note", "x" * 10_001)
    assert r.exit_code != 0 and "Traceback" not in r.output
    assert "10,000" in r.output or "10000" in r.output or "characters" in r.output, r.output
    assert f.read_bytes() == before
