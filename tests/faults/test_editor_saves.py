"""Fault suite (8): another program saves the session while real writers append to it.

An editor saves in bursts of five, each burst at a random moment of an append (half of them
within 15 ms of the moment the writer replaces the file): rename-style (a new file renamed over
the session) or in place (the session opened and written in two pieces, truncated first or cut
to length after); half the saves add a line, half change one digit of a ledger line, keeping the
size (and, within the clock's tick, the times).  Whatever the moment:

* no save is lost: every save's change is in the file at the end, which is the last save, or the
  last save with the writer's entry after it;
* no append is misreported: exit 0 ⇔ the entry is in the file, unless a save read the file before
  the entry landed and wrote it after (that save, not the writer, removed it); a refusal says the
  file changed ("changed while the entry was being added" or "changed while it was being read"),
  never that the file itself is wrong, and leaves the editor's save as it was.

And a reader (``show``) of a file being saved in place over and over either shows it or says it
changed while it was being read; never that the file is wrong.
"""

from __future__ import annotations

import os
import random
import statistics
import time
from pathlib import Path

from faults.helpers import FIGURES, SLOW, Zygote, no_traceback, preferans_text, temps
from scorekeeper.session.storage import _separator, format_entry


def _count(what: str, n: int = 1) -> None:
    """Add to the fault suite's figures (printed at the end of the run)."""
    key = f"editor saves: {what}"
    FIGURES[key] = FIGURES.get(key, 0) + int(n)


SAVES = 1000 if SLOW else 30
#: saves in one burst, each of them racing the same append (the writer meets several at once)
BURST = 5
LEDGER = b"# ledger "  # then a digit per save of a burst: a save of the same size sets its own


def _save_rename_style(path: Path, data: bytes, rng: random.Random) -> None:
    tmp = path.with_name(f"{path.name}.editor-save")
    tmp.write_bytes(data)
    os.replace(tmp, path)


def _save_in_place(path: Path, data: bytes, rng: random.Random, pause: float = 0.001) -> None:
    """Written into the file itself, in two pieces: truncated first (``open(…, "w")``), or
    overwritten and then cut to length."""
    truncate_first = rng.random() < 0.5
    fd = os.open(path, os.O_WRONLY | (os.O_TRUNC if truncate_first else 0))
    try:
        half = len(data) // 2
        os.write(fd, data[:half])
        time.sleep(rng.uniform(0, pause))  # the half-written file, for a reader to find
        os.write(fd, data[half:])
        if not truncate_first:
            os.ftruncate(fd, len(data))
    finally:
        os.close(fd)


def _edit(text: bytes, save: int, same_size: bool) -> bytes:
    """The editor's change: a digit of the ledger set (the size unchanged), or a line added."""
    if same_size:
        at = text.index(LEDGER) + len(LEDGER) + save
        return text[:at] + b"1" + text[at + 1:]
    return text + f"# line of save {save}\n".encode()


def _kept(final: bytes, save: int, same_size: bool) -> bool:
    if same_size:
        return final[final.index(LEDGER) + len(LEDGER) + save:][:1] == b"1"
    return f"# line of save {save}\n".encode() in final


def _timing(z: Zygote, session: Path, out: Path) -> tuple[float, float]:
    durations, replaced = [], []
    for i in range(3):
        t0, t0_ns = time.perf_counter(), time.time_ns()
        assert z.wait(z.run(["note", session, f"warm {i}"], out)) == 0, out.read_text()
        durations.append(time.perf_counter() - t0)
        replaced.append((session.stat().st_ctime_ns - t0_ns) / 1e9)
    return statistics.median(durations) * 1.1, max(0.0, statistics.median(replaced))


def _burst(session: Path, rng: random.Random, round_: int) -> list[tuple[bytes, bytes, int, bool]]:
    """BURST saves in a row, each of the file as it is then: (read, saved, number, same size)."""
    saves = []
    for k in range(BURST):
        same_size = rng.random() < 0.5
        how = _save_rename_style if (round_ + k) % 2 else _save_in_place
        base = session.read_bytes()
        edited = _edit(base, k, same_size)
        how(session, edited, rng)
        saves.append((base, edited, k, same_size))
        _count("rename-style saves" if how is _save_rename_style else "in-place saves")
        _count("of the same size", same_size)
        time.sleep(rng.uniform(0, 0.002))
    return saves


def test_an_editor_saving_while_writers_append_loses_no_save_and_no_append_is_misreported(
        tmp_path: Path, zygote: Zygote) -> None:
    session = tmp_path / "night.toml"
    out = tmp_path / "out.txt"
    session.write_text(preferans_text(30), encoding="utf-8")
    window, replaced = _timing(zygote, session, out)
    rng = random.Random(640)
    for r in range(SAVES // BURST):
        # each round starts from a clean ledger (no writer runs now)
        text = session.read_bytes()
        if LEDGER not in text:
            text = LEDGER + b"0" * BURST + b"\n" + text
        at = text.index(LEDGER) + len(LEDGER)
        session.write_bytes(text[:at] + b"0" * BURST + text[at + BURST:])
        note = f"writer {r}"
        pid = zygote.run(["note", session, note], out)
        if rng.random() < 0.5:
            time.sleep(rng.uniform(0, window))
        else:
            time.sleep(max(0.0, rng.uniform(replaced - 0.015, replaced + 0.01)))
        saves = _burst(session, rng, r)
        code = zygote.wait(pid)
        said = out.read_text(encoding="utf-8")
        final = session.read_bytes()
        assert no_traceback(said), said
        last_base, last = saves[-1][0], saves[-1][1]
        entry = (_separator(last.decode(), "\n") + format_entry({"note": note})).encode()
        # no save lost: every save's change is in the file, which is the last save, or the last
        # save and then the entry
        lost = [k for _, _, k, same in saves if not _kept(final, k, same)]
        assert not lost and final in (last, last + entry), f"round {r}: saves {lost} lost; {said!r}"
        mark = f'"{note}"'.encode()
        if code == 0:
            if mark in final:
                _count("appended, reported recorded")
            else:  # a save read the file before the entry landed and wrote it after
                assert mark not in last_base, said
                _count("recorded, then saved over by the editor")
        else:
            assert code == 1 and mark not in final, (code, said)
            assert "changed while" in said, said
            _count("refused: changed while being read" if "being read" in said
                   else "refused: changed while the entry was being added")
    assert temps(tmp_path) == []


#: reads of a file an editor is saving in place meanwhile
READS = 300 if SLOW else 10


def test_a_reader_of_a_file_being_saved_in_place_never_blames_the_file(tmp_path: Path,
                                                                       zygote: Zygote) -> None:
    """``show`` reading a save caught half-written reads it again: it shows the sheet, or says
    the file changed while it was being read; never that a key is missing."""
    session = tmp_path / "night.toml"
    out = tmp_path / "out.txt"
    session.write_text(preferans_text(30), encoding="utf-8")
    t0 = time.perf_counter()
    assert zygote.wait(zygote.run(["show", "--json", session], out)) == 0, out.read_text()
    window = (time.perf_counter() - t0) * 1.1
    rng = random.Random(3)
    good = session.read_bytes()
    for i in range(READS):
        pid = zygote.run(["show", "--json", session], out)
        end = time.perf_counter() + window
        while time.perf_counter() < end:  # the file is half-written about a third of the time
            _save_in_place(session, good, rng, pause=0.002)
            time.sleep(rng.uniform(0, 0.004))
        code = zygote.wait(pid)
        said = out.read_text(encoding="utf-8")
        assert no_traceback(said), said
        if code == 0:
            _count("reads shown")
        else:
            assert code == 1 and "changed while it was being read" in said, (code, said)
            _count("reads: changed while being read")
        _count("reads racing in-place saves")
