"""Fault suite (8): one checking path.  Every kind of over-limit value (docs/format.md "Limits")
that a recording command can put in an entry — a text of 10,001 characters, a key as long, nesting
deeper than 16, an integer past 64 bits — given to every recording command of the command tree,
is refused the same way (the same exit status, the same message) whether the file has no
checkpoint, has one (an append replayed on top of it), or is long enough for the writer to bring
it up to date before the lock; the file stays byte for byte as it was.  By default each kind of
value goes through each command once (a text as the note, where the command takes one);
``SCOREKEEPER_FAULTS=slow`` gives every parameter every value it can carry.  Once an over-limit note
recorded on top of a checkpoint left an evening that no command could read or repair.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest
import typer
from cli_tree import commands
from faults.helpers import FIGURES, ROOT, SLOW, invoke, no_traceback

from scorekeeper.cli.app import app
from scorekeeper.session import cache, files
from scorekeeper.session.model import MAX_DEPTH, MAX_INT, MAX_TEXT

sys.path.insert(0, str(ROOT / "benchmarks"))
import sessions  # noqa: E402  (benchmarks/sessions.py: legal sessions of every game)

TEXT = "x" * (MAX_TEXT + 1)
KEY = "k" * (MAX_TEXT + 1)
#: within a command line's limit on nesting, too deep once in the file's entry (two levels down)
NESTED = "[" * (MAX_DEPTH - 1) + "1" + "]" * (MAX_DEPTH - 1)
BIG = str(MAX_INT + 1)

PREF = ("bench", "preferans", 15)
#: every recording command: the session it records into, and a command line that records there
#: (parameter name -> value; a list for a parameter that takes several)
RECIPES: dict[tuple[str, ...], tuple[tuple, dict]] = {
    ("note",): (PREF, {"text": "hello"}),
    ("add",): (PREF, {"pairs": ["note=hi"]}),
    ("amend",): (PREF, {"number": "15", "pairs": sessions.add_args("preferans", 14)}),
    ("void",): (PREF, {"number": "15"}),
    ("undo",): (PREF, {}),
    ("penalty",): (PREF, {"points": ["Anna=1"], "note": "x"}),
    ("preferans", "game"): (PREF, {"declarer": "Anna", "contract": "7s", "whist": ["Boris"],
                                   "tricks": "7"}),
    ("preferans", "misere"): (PREF, {"declarer": "Anna", "tricks": "0"}),
    ("preferans", "raspasy"): (PREF, {"tricks": ["Anna=4", "Boris=1", "Vera=5"]}),
    ("preferans", "totus"): (("sample", "preferans-mgu-classic", None),
                             {"declarer": "Misha", "tricks": "10"}),
    ("preferans", "returned"): (("sample", "preferans-mgu-classic", None), {"declarer": "Misha"}),
    ("preferans", "conditions"): (("sample", "preferans-mgu-classic", 25),
                                  {"pool": "25", "whist_price": "half a kopeck",
                                   "control": "01:00"}),
    ("five-hundred", "deal"): (("bench", "five-hundred", 1),
                               {"bidder": "Danilov", "bid": "7s",
                                "tricks": ["Danilov=7", "Kabanov=2"]}),
    ("five-hundred", "passed"): (("bench", "five-hundred", 1),
                                 {"tricks": ["Danilov=4", "Kabanov=3"]}),
    ("five-hundred", "points"): (("bench", "five-hundred", 1),
                                 {"scores": ["Danilov=10", "Kabanov=0", "Toropov=0"], "note": "x"}),
    ("five-hundred", "new-game"): (("bench", "five-hundred", 7), {}),
    ("order-poker", "deal"): (("bench", "order-poker", 9),
                              {"orders": "пара", "declarer": "Misha", "for_": "-",
                               "hand": ["Misha=пара", "Kostya=нет", "Lena=нет"]}),
    ("order-poker", "passed"): (("bench", "order-poker", 1),
                                {"robot": "нет", "hand": ["Kostya=пара", "Lena=нет", "Misha=нет"]}),
    ("order-poker", "points"): (("bench", "order-poker", 9),
                                {"scores": ["Misha=1", "Kostya=0", "Lena=-1"], "note": "x"}),
    ("thousand", "deal"): (("bench", "thousand", 1),
                           {"bidder": "Gleb", "bid": "140", "prikup": ["10♥ Q♥ 9♠"],
                            "taken": ["Gleb=74", "Anna=31", "Vera=15"], "marriage": ["Gleb=♣"]}),
    ("thousand", "gave-up"): (("bench", "thousand", 1),
                              {"bidder": "Gleb", "bid": "140", "prikup": ["10♥ Q♥ 9♠"]}),
    ("pari", "cut"): (("bench", "pari", 15), {"cards": ["9♠", "3♥", "Q♦"], "dealer": "Anna"}),
    ("pari", "move"): (("bench", "pari", 1), {"player": "Boris", "meld": ["5♣ 6♣ 7♣"]}),
    ("pari", "end"): (("bench", "pari", 14), {"left": ["Anna=8♥ 9♥ 2♦ 6♦"]}),
    ("pari", "points"): (("bench", "pari", 15), {"scores": ["Anna=10", "Boris=0"], "note": "x"}),
    ("seats",): (PREF, {"order": "Vera,Anna,Boris", "start": "3"}),
    ("join",): (PREF, {"name": "Gleb", "after": "Vera"}),
    ("leave",): (("sample", "preferans-leningrad", None), {"name": "Gleb"}),
    ("last-circle",): (PREF, {}),
}
#: the table's events: the file is replayed whole whatever checkpoint was read, since a table
#: event changes the table a checkpoint would resume at (their outputs are compared all the same)
EVENTS = {("seats",), ("join",), ("leave",), ("last-circle",)}
#: what the refusal of a value over one of the limits says (else a command refused it as unknown)
LIMIT_WORDS = ("10,000 characters", "nested too deeply", "out of TOML's range", "too large")
PATHS = ("no checkpoint", "a checkpoint", "a checkpoint, brought up to date before the lock")


@functools.cache
def tree() -> dict[tuple[str, ...], object]:
    return dict(commands(typer.main.get_command(app)))


#: recording commands with no checkpoint path to compare: a sealed night keeps no checkpoint
#: (session/cache.py), so ``unseal``'s over-limit note is pinned in tests/test_seal.py
NO_CHECKPOINT = {("unseal",)}


def recording(path: tuple[str, ...], cmd) -> bool:
    names = {p.name for p in cmd.params}
    return (not hasattr(cmd, "commands") and ("note" in names or path in RECIPES)
            and path not in NO_CHECKPOINT)


def test_every_recording_command_has_a_recipe():
    found = {path for path, cmd in tree().items() if recording(path, cmd)}
    assert found == set(RECIPES)


def base_text(spec: tuple) -> str:
    kind, name, n = spec
    if kind == "bench":
        return sessions.session_text(name, n)
    text = (ROOT / "sample_sessions" / f"{name}.toml").read_text(encoding="utf-8")
    if n is None:
        return text
    at = [i for i, line in enumerate(text.splitlines(keepends=True)) if line.startswith("[[deal]]")]
    return "".join(text.splitlines(keepends=True)[:at[n - 1]])


def argv(cmd, f: Path, values: dict) -> list[str]:
    out: list[str] = [str(f)]
    for p in cmd.params:  # the arguments in their order
        if p.param_type_name == "argument" and p.name in values:
            v = values[p.name]
            out += v if isinstance(v, list) else [v]
    for p in cmd.params:
        if p.param_type_name == "option" and p.name in values:
            v = values[p.name]
            for item in v if isinstance(v, list) else [v]:
                out += [p.opts[0], item]
    return out


def over_limits(cmd, base: dict) -> list[tuple[str, str, dict]]:
    """Every over-limit value each parameter of the command can carry, as changed command lines:
    (kind, what, the command line's values)."""
    cases: list[tuple[str, str, dict]] = []
    for p in cmd.params:
        kind = p.type_descriptor.annotation  # what the command's function takes
        if p.name in ("file", "json_out") or kind is bool:
            continue
        if p.name == "pairs":  # add, amend: keys and values in TOML
            pairs = base[p.name]
            cases += [("text", "a note of 10,001 characters",
                       {**base, "pairs": pairs + [f"note={TEXT}"]}),
                      ("key", "a key of 10,001 characters",
                       {**base, "pairs": pairs + [f"{KEY}=1"]}),
                      ("nesting", f"a note nested {MAX_DEPTH + 2} deep in the file",
                       {**base, "pairs": pairs + [f"note={NESTED}"]}),
                      ("integer", "an integer past 64 bits",
                       {**base, "pairs": pairs + [f"points={BIG}"]})]
        elif kind == list[str]:
            items = base.get(p.name, [])
            keyed = next((i for i in items if "=" in i), None)
            if keyed is not None:  # Name=value: the name is a key of the entry
                k, v = keyed.split("=", 1)
                named = [KEY + "=" + v if i is keyed else i for i in items]
                valued = [k + "=" + TEXT if i is keyed else i for i in items]
                cases.append(("key", f"{p.name}: a name of 10,001 characters",
                              {**base, p.name: named}))
                cases.append(("text", f"{p.name}: a value of 10,001 characters",
                              {**base, p.name: valued}))
                cases.append(("integer", f"{p.name}: a number past 64 bits",
                              {**base, p.name: [k + "=" + BIG if i is keyed else i for i in items]}))
            else:
                cases.append(("text", f"{p.name}: a text of 10,001 characters",
                              {**base, p.name: items + [TEXT]}))
        elif kind is str:
            cases.append(("text", f"{p.name}: a text of 10,001 characters", {**base, p.name: TEXT}))
        elif kind is int and p.max is None:  # a bounded one is refused by the command line
            cases.append(("integer", f"{p.name}: an integer past 64 bits", {**base, p.name: BIG}))
    return cases


def chosen(cases: list[tuple[str, str, dict]]) -> list[tuple[str, str, dict]]:
    """Every case in slow mode; else each kind of over-limit value once (a text: the note)."""
    if SLOW:
        return cases
    out: dict[str, tuple[str, str, dict]] = {}
    for case in sorted(cases, key=lambda c: ("note" not in c[1], c[1].startswith("amend"))):
        out.setdefault(case[0], case)
    return list(out.values())


@pytest.fixture
def folder(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(folder))
    return folder


def run(f: Path, args: list[str], way: str, checkpoint: bytes, slot: Path, text: str, monkeypatch):
    """One command line on a fresh copy of the session, the way ``way`` says."""
    f.write_text(text, encoding="utf-8")
    for old in slot.parent.glob("*.checkpoint"):
        old.unlink()
    used: list[bool] = []  # whether each look for the checkpoint found one to use
    real = cache._read

    def spy(*a, **k):
        found = real(*a, **k)
        used.append(found is not None)
        return found

    with monkeypatch.context() as m:
        if way == PATHS[0]:
            m.setenv("SCOREKEEPER_CACHE", "off")
        else:
            m.setenv("SCOREKEEPER_CACHE", "on")
            slot.write_bytes(checkpoint)
            m.setattr(files, "WARM_BYTES", 0 if way == PATHS[2] else 10 ** 9)
        m.setattr(cache, "_read", spy)
        r = invoke(args)
    assert no_traceback(r.output), (args[:3], way, r.output)
    return r.exit_code, r.output, f.read_bytes(), any(used)


@pytest.mark.parametrize("words", sorted(RECIPES), ids=" ".join)
def test_an_over_limit_value_is_refused_alike_with_and_without_a_checkpoint(tmp_path, folder,
                                                                           monkeypatch, words):
    spec, base = RECIPES[words]
    cmd = tree()[words]
    text = base_text(spec)
    f = tmp_path / "night.toml"
    f.write_text(text, encoding="utf-8")
    monkeypatch.setenv("SCOREKEEPER_CACHE", "on")
    assert invoke(["show", "--json", f]).exit_code == 0  # leaves the checkpoint
    [slot] = folder.glob("*.checkpoint")
    checkpoint = slot.read_bytes()
    recorded = [run(f, [*words, *argv(cmd, f, base)], way, checkpoint, slot, text, monkeypatch)
                for way in PATHS]
    assert all(r[0] == 0 for r in recorded), (words, [r[1] for r in recorded])  # the recipe records
    assert recorded[1][:3] == recorded[0][:3] and recorded[2][:3] == recorded[0][:3]
    # the checkpoint is used where there is one (an amendment replays the whole file by design)
    if words not in EVENTS:
        assert [r[3] for r in recorded] == [False, words != ("amend",), True], words
    for kind, what, values in chosen(over_limits(cmd, base)):
        got = [run(f, [*words, *argv(cmd, f, values)], way, checkpoint, slot, text, monkeypatch)
               for way in PATHS]
        for way, (code, output, after, _) in zip(PATHS, got):
            assert code != 0, (words, what, way, output)
            assert after == text.encode("utf-8"), (words, what, way)
            assert (code, output) == got[0][:2], (words, what, way, output, got[0][1])
        limit = any(w in got[0][1] for w in LIMIT_WORDS)
        by = "by a limit" if limit else "by the command's own check"
        label = f"over-limit values ({kind}) through 3 paths, refused alike {by}"
        FIGURES[label] = FIGURES.get(label, 0) + 1
