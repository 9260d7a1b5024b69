"""Fault suite (7): checkpoints that cannot lie (scorekeeper/session/checkpoint_file.py).

A checkpoint is read from a folder others may write and from a disk that may change a byte: one
changed, cut or added byte anywhere in the checkpoint of any sample session (and of a long one)
gives exactly the output of a replay without checkpoints — never a changed figure, never the
"please report it" exit 70 — and is refused before a byte of it is decoded.  A checkpoint forged
without the user's key is never used, a key file open to others is not used, and a checkpoint
naming a function is not loaded even under the right key.

By default a fixed sample of positions in each part of each checkpoint goes through ``show --json``
or ``settle --json`` (and every position of the smallest through the reader alone);
``SCOREKEEPER_FAULTS=slow`` tries every byte of every sample's checkpoint (of the long one: every
byte before its body and 8,192 of the body), through the commands and the reader.
"""

from __future__ import annotations

import os
import pickle
import random
import shutil
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from faults.helpers import FIGURES, ROOT, SLOW, invoke, no_traceback, preferans_text, sk

from scorekeeper.session import cache
from scorekeeper.session import checkpoint_file as disk

ALL_SAMPLES = sorted((ROOT / "sample_sessions").glob("*.toml"))
#: a file whose table changed keeps no checkpoint (a resumed replay would start at the opening
#: table, format §Table events): every other sample does
TABLE_CHANGED = [p for p in ALL_SAMPLES if "preferans-sochi-table-events" in p.stem]
SAMPLES = [p for p in ALL_SAMPLES if p not in TABLE_CHANGED]
LONG = "long-preferans"  # a generated file past files.WARM_BYTES: 400 deals, 36 KB
READS = (["show", "--json"], ["settle", "--json"])


@pytest.fixture
def folder(tmp_path, monkeypatch):
    folder = tmp_path / "cache"
    monkeypatch.setenv("SCOREKEEPER_CACHE_DIR", str(folder))
    monkeypatch.setenv("SCOREKEEPER_CACHE", "on")
    return folder


def session_file(tmp_path: Path, name: str) -> Path:
    f = tmp_path / f"{name}.toml"
    if name == LONG:
        f.write_text(preferans_text(400), encoding="utf-8")
    else:
        shutil.copyfile(ROOT / "sample_sessions" / f"{name}.toml", f)
    return f


def read(f: Path, cmd: list[str]) -> tuple[int, str]:
    r = invoke([cmd[0], f, *cmd[1:]])
    assert no_traceback(r.output) and r.exit_code != 70, (cmd, r.output)
    return r.exit_code, r.stdout


def cold(f: Path, monkeypatch) -> dict[str, tuple[int, str]]:
    with monkeypatch.context() as m:
        m.setenv("SCOREKEEPER_CACHE", "off")
        return {" ".join(cmd): read(f, cmd) for cmd in READS}


def slot_of(folder: Path) -> Path:
    [slot] = folder.glob("*.checkpoint")
    return slot


def regions(data: bytes) -> list[range]:
    """The fixed header with its seal, the head, the body."""
    head_len = disk._FIXED.unpack(data[:disk._FIXED.size])[3]
    return [range(0, disk.PREAMBLE), range(disk.PREAMBLE, disk.PREAMBLE + head_len),
            range(disk.PREAMBLE + head_len, len(data))]


#: in slow mode, checkpoints up to this size have every byte changed; in a larger one every byte of
#: the fixed header, the seal and the head, and this many of the body
SMALL = 8 * 1024


def corruptions(good: bytes, seed: str, every: bool,
                per_region: int = 4) -> Iterator[tuple[str, bytes]]:
    """Each changed byte (XOR a random non-zero value), a few cuts, and one byte more: at every
    position (of a small checkpoint), or at ``per_region`` positions of each region."""
    rng = random.Random(seed)
    if every and len(good) <= SMALL:
        positions: list[int] = list(range(len(good)))
    elif every:
        *head, body = regions(good)
        positions = [p for r in head for p in r] + sorted(rng.sample(body, min(SMALL, len(body))))
    else:
        positions = sorted(p for r in regions(good) for p in rng.sample(r, min(per_region, len(r))))
    for pos in positions:
        b = bytearray(good)
        b[pos] ^= rng.randrange(1, 256)
        yield f"byte {pos}", bytes(b)
    for n in sorted({0, 1, disk.PREAMBLE - 1, disk.PREAMBLE, len(good) // 2, len(good) - 1}):
        yield f"cut to {n} bytes", good[:n]
    yield "one byte more", good + b"\0"


def tally(key: str, n: int = 1) -> None:
    FIGURES[key] = FIGURES.get(key, 0) + n


@pytest.mark.parametrize("name", [p.stem for p in SAMPLES] + [LONG])
def test_a_corrupted_checkpoint_gives_the_cold_output_never_a_changed_figure(tmp_path, folder,
                                                                             monkeypatch, name):
    f = session_file(tmp_path, name)
    want = cold(f, monkeypatch)
    assert read(f, READS[0]) == want["show --json"]  # leaves the checkpoint
    slot = slot_of(folder)
    good = slot.read_bytes()
    text = f.read_text(encoding="utf-8")
    assert cache.load_checkpoint(f, text) is not None, "the honest checkpoint is used"
    slowest = 0.0
    for i, (what, data) in enumerate(corruptions(good, name, SLOW, 2 if name == LONG else 4)):
        cmd = READS[i % 2]  # one read decides each; the two reads take turns
        slot.write_bytes(data)
        start = time.perf_counter()
        got = read(f, cmd)
        slowest = max(slowest, time.perf_counter() - start)
        tally("checkpoint corruptions read by show --json or settle --json")
        if got == want[" ".join(cmd)]:
            tally("… gave the cold output")
        else:  # a plain refusal would be allowed; a wrong figure never
            assert got[0] == 1, (name, what, cmd, got, want)
            tally("… were refused")
    FIGURES["slowest decision on a corrupted checkpoint (ms)"] = max(
        FIGURES.get("slowest decision on a corrupted checkpoint (ms)", 0), round(slowest * 1000, 1))
    slot.write_bytes(good)
    assert read(f, READS[1]) == want["settle --json"]


@pytest.mark.parametrize("name", [p.stem for p in SAMPLES] + [LONG] if SLOW else ["thousand-2"])
def test_every_changed_byte_is_refused_before_anything_is_decoded(tmp_path, folder, monkeypatch,
                                                                  name):
    """The reader alone, every byte: a changed byte never reaches the decoder (so deciding takes
    one read and one digest of a file whose size is bounded by the session's)."""
    f = session_file(tmp_path, name)
    text = f.read_text(encoding="utf-8")
    cache.replay_text(text, str(f))
    slot = slot_of(folder)
    good = slot.read_bytes()
    secret = disk.key(folder)
    assert secret is not None
    decoded: list[bytes] = []
    real = disk.decode
    monkeypatch.setattr(disk, "decode", lambda body, head: decoded.append(body) or real(body, head))
    head, body = disk.read(slot, secret, cache.code_fingerprint(), len(text), with_body=True)
    slowest = 0.0
    for what, data in corruptions(good, name, every=True):
        slot.write_bytes(data)
        start = time.perf_counter()
        with pytest.raises(disk.Unusable):
            disk.read(slot, secret, cache.code_fingerprint(), len(text), with_body=True)
        slowest = max(slowest, time.perf_counter() - start)
        assert cache.load_checkpoint(f, text) is None, what
        assert not slot.exists(), f"{what}: the unusable checkpoint is removed"
        tally("checkpoint corruptions refused by the reader")
    assert decoded == []
    label = "slowest refusal of a corrupted checkpoint by the reader (ms)"
    FIGURES[label] = max(FIGURES.get(label, 0), round(slowest * 1000, 2))
    oversized = good + b"\0" * disk.size_limit(len(text))
    slot.write_bytes(oversized)
    with pytest.raises(disk.Unusable, match="size"):  # not even read
        disk.read(slot, secret, cache.code_fingerprint(), len(text), with_body=True)


# ------------------------------------------------------------------------- forged checkpoints
def forged_state(text: str) -> tuple[disk.Head, bytes]:
    """The true head of ``text`` with the body of another evening of as many deals (one raspas
    counted otherwise): a well-formed checkpoint with wrong figures."""
    other = text.replace("raspasy = { Anna = 4, Boris = 1, Vera = 5 }",
                         "raspasy = { Anna = 1, Boris = 4, Vera = 5 }", 1)
    assert other != text
    cp_true = cache.checkpoint_of(text, cache.replay_fresh(text, None)[0])
    cp_other = cache.checkpoint_of(other, cache.replay_fresh(other, None)[0])
    assert cp_true is not None and cp_other is not None
    body = pickle.dumps((cp_other.session.envelope, cp_other.resume), protocol=5)
    return cp_true.head, body


@pytest.fixture
def evening(tmp_path, folder, monkeypatch):
    f = tmp_path / "night.toml"
    f.write_text(preferans_text(12), encoding="utf-8")
    want = cold(f, monkeypatch)
    assert read(f, READS[1]) == want["settle --json"]  # leaves the checkpoint and the key
    return f, want


def test_a_checkpoint_sealed_with_the_key_is_believed_so_the_seal_is_what_guards(tmp_path, folder,
                                                                                 evening):
    """The control: the same wrong figures under the user's own key are shown (so the tests
    below, where they are not, fail if the key stops being checked)."""
    f, want = evening
    head, body = forged_state(f.read_text(encoding="utf-8"))
    slot_of(folder).write_bytes(disk.seal_body(head, body, disk.key(folder)))
    assert read(f, READS[1]) != want["settle --json"]


def test_a_checkpoint_forged_without_the_key_is_never_used(tmp_path, folder, evening):
    f, want = evening
    head, body = forged_state(f.read_text(encoding="utf-8"))
    slot_of(folder).write_bytes(disk.seal_body(head, body, os.urandom(disk.KEY_BYTES)))
    assert read(f, READS[1]) == want["settle --json"]
    assert read(f, READS[0]) == want["show --json"]


@pytest.mark.parametrize("spoil", ["group-readable", "other-writable", "symbolic link", "directory",
                                   "short", "owned by another user"])
def test_a_key_file_open_to_others_is_not_used(tmp_path, folder, evening, spoil):
    """Checkpoints are then off for the process: none is read (the one there, sealed with that
    very key, holds wrong figures) and none is written."""
    f, want = evening
    key_file = folder / disk.KEY_NAME
    secret = key_file.read_bytes()
    head, body = forged_state(f.read_text(encoding="utf-8"))
    slot = slot_of(folder)
    slot.write_bytes(disk.seal_body(head, body, secret))
    if spoil == "group-readable":
        key_file.chmod(0o640)
    elif spoil == "other-writable":
        key_file.chmod(0o602)
    elif spoil == "symbolic link":
        real = tmp_path / "elsewhere.key"
        key_file.rename(real)
        key_file.symlink_to(real)
    elif spoil == "directory":
        key_file.unlink()
        key_file.mkdir(mode=0o700)
    elif spoil == "short":
        key_file.write_bytes(secret[:16])
    else:
        if os.geteuid() != 0:
            pytest.skip("giving a file to another user needs root")
        os.chown(key_file, 4242, -1)
    disk._keys.clear()  # as in a new process
    before = slot.read_bytes()
    assert read(f, READS[1]) == want["settle --json"]
    assert read(f, READS[0]) == want["show --json"]
    assert slot.read_bytes() == before, "no checkpoint written either"
    assert disk.key(folder, create=True) is None


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("which", ["checkpoint", "key", "checkpoint as a link to /dev/zero"])
def test_a_named_pipe_in_place_of_the_checkpoint_or_the_key_does_not_hang_a_read(folder, evening,
                                                                                 which):
    """Opened without waiting for a writer, never through a link; a real process, so a hang
    fails on its time-out."""
    f, want = evening
    target = folder / disk.KEY_NAME if which == "key" else slot_of(folder)
    target.unlink()
    if which.endswith("/dev/zero"):
        target.symlink_to("/dev/zero")
    else:
        os.mkfifo(target)
    r = sk("settle", "--json", f, timeout=30)
    assert (r.returncode, r.stdout) == want["settle --json"], r.stderr


def test_the_key_is_private_and_made_once(tmp_path, folder, evening):
    key_file = folder / disk.KEY_NAME
    st = key_file.stat()
    assert st.st_mode & 0o777 == 0o600 and st.st_size == disk.KEY_BYTES
    secret = key_file.read_bytes()
    disk._keys.clear()
    disk._make_key(key_file)  # a second process making one finds it there
    assert key_file.read_bytes() == secret
    assert sorted(p.name for p in folder.iterdir() if "key" in p.name) == [disk.KEY_NAME]


class _Boom:
    """Pickles as a call of ``os.system`` (what a hostile checkpoint would hold)."""

    def __init__(self, command: str) -> None:
        self.command = command

    def __reduce__(self):
        return (os.system, (self.command,))


@pytest.mark.parametrize("protocol", [0, 2, 5])
def test_a_checkpoint_naming_a_function_is_not_loaded_even_under_the_key(tmp_path, folder, evening,
                                                                         protocol):
    f, want = evening
    marker = tmp_path / "ran"
    head, _ = forged_state(f.read_text(encoding="utf-8"))
    body = pickle.dumps((_Boom(f"touch {marker}"), None), protocol=protocol)
    slot_of(folder).write_bytes(disk.seal_body(head, body, disk.key(folder)))
    assert read(f, READS[1]) == want["settle --json"]
    assert not marker.exists()


@pytest.mark.parametrize(("module", "name"), [
    ("os", "system"), ("builtins", "eval"), ("builtins", "getattr"), ("builtins", "type"),
    ("subprocess", "Popen"), ("posix", "system"), ("scorekeeper.core.replay", "replay"),
    ("scorekeeper.session.storage", "create"), ("scorekeeper.errors", "InvalidError"),
    ("scorekeeper.cli.common", "guard"), ("scorekeeper.core.replay", "registry.game"),
    ("scorekeeper.core.replay", "InvalidError"), ("scorekeeper.session.files", "_HeadOnly")])
def test_the_decoder_finds_no_function_and_no_class_outside_the_engines(module, name):
    import io

    with pytest.raises(pickle.UnpicklingError):
        disk._Unpickler(io.BytesIO(b"")).find_class(module, name)


@pytest.mark.parametrize("path", TABLE_CHANGED, ids=lambda p: p.stem)
def test_a_file_whose_table_changed_keeps_no_checkpoint(tmp_path, folder, monkeypatch, path):
    f = tmp_path / path.name
    shutil.copyfile(path, f)
    text = f.read_text(encoding="utf-8")
    assert cache.checkpoint_of(text, cache.replay_fresh(text, None)[0]) is None
    monkeypatch.setenv("SCOREKEEPER_CACHE", "on")
    assert read(f, READS[0]) == cold(f, monkeypatch)["show --json"]
    assert not folder.exists() or not list(folder.glob("*.checkpoint"))


def test_the_decoder_finds_every_class_the_sample_states_hold(tmp_path, folder):
    """The list of types is what the states really hold: every sample's checkpoint decodes."""
    import io

    found: set[tuple[str, str]] = set()

    class Listing(disk._Unpickler):
        def find_class(self, module, name):
            found.add((module, name))
            return super().find_class(module, name)

    for path in SAMPLES:
        text = path.read_text(encoding="utf-8")
        cp = cache.checkpoint_of(text, cache.replay_fresh(text, None)[0])
        assert cp is not None, path.name
        Listing(io.BytesIO(pickle.dumps((cp.session.envelope, cp.resume), protocol=5))).load()
    assert {n for n in found if not n[0].startswith("scorekeeper.")} <= set(disk.STDLIB_TYPES)
    assert ("fractions", "Fraction") in found and ("datetime", "date") in found
