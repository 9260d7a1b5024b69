"""Drawings that hold up with real names and long nights: in every drawing no two words overlap
and every word lies on the canvas — the пулька in both shapes, the HTML page's sheet, three long
evenings, and names of 1 to 64 characters (the most a name may have, ``MAX_NAME``) in Latin,
Cyrillic, CJK, Hebrew and Arabic.

Each word's box is read back from the SVG (``overlaps.py``): its width measured in the font it is
drawn in, placed by ``x``, ``y``, ``text-anchor`` and carried through the sectors' rotations into
the canvas's frame.  Before the settlement's balances were placed after the widest name and the
sheet's names and captions fitted to their room, full Russian names ran into the figures.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import evenings
import pytest
import tomli_w
from drawkit import PREFERANS, SAMPLES, sk
from overlaps import problems

from scorekeeper.core.entries import MAX_NAME


def assert_holds_up(svg_text: str) -> int:
    count, bad = problems(svg_text)
    assert count > 0
    assert not bad, f"{len(bad)} problems of {count} words: " + "; ".join(bad[:6])
    return count


def three_players(sample: Path) -> bool:
    return len(tomllib.loads(sample.read_text(encoding="utf-8"))["players"]) == 3


DRAWN = [(s, ()) for s in SAMPLES] + [(s, ("--shape", "rectangle")) for s in PREFERANS
                                       if three_players(s)]


@pytest.mark.parametrize("sample,extra", DRAWN, ids=[s.stem + "".join(e[1:]) for s, e in DRAWN])
def test_no_two_words_of_a_samples_drawing_overlap_and_each_lies_on_the_canvas(sample, extra):
    assert_holds_up(sk("draw", sample, *extra))


@pytest.mark.parametrize("sample", SAMPLES, ids=[s.stem for s in SAMPLES])
def test_the_html_pages_sheet_holds_up_too(sample):
    page = sk("export", sample, "--to", "html")
    (svg,) = re.findall(r"<svg\b.*?</svg>", page, flags=re.S)
    assert_holds_up(svg)


# --- names of every length and script ------------------------------------------------------------
def _name(seed: str, n: int) -> str:
    """A name of exactly ``n`` characters made of ``seed`` (spaces where it has them)."""
    out = (seed * (n // len(seed) + 1))[:n]
    return out[:-1] + seed.strip()[0] if out.endswith(" ") else out


LATIN = "Maximilian Alexander "
CYRILLIC = "Константин Сергеевич "
CJK = "王小明欧阳娜娜"
HEBREW = "אברהם בן דוד "
ARABIC = "عبد الرحمن "
JOINER = "Вячеслав Николаевич "  # who joins later, or a fourth at the table

#: (label, the players' names): each set read by ``show`` as valid, distinct names
NAME_SETS = {
    "one-character": ["A", "Б", "王"],
    "russian-full": ["Александра Петровна", "Константин Сергеевич", "Вячеслав Николаевич"],
    "latin-64": [_name(LATIN, MAX_NAME - k) for k in range(3)],
    "cyrillic-64": [_name(CYRILLIC, MAX_NAME - k) for k in range(3)],
    "cjk": ["王小明", _name(CJK, 20), _name(CJK, MAX_NAME)],
    "hebrew": [_name(HEBREW, 5), _name(HEBREW, 30), _name(HEBREW, MAX_NAME)],
    "arabic": [_name(ARABIC, 4), _name(ARABIC, 33), _name(ARABIC, MAX_NAME)],
    "mixed": ["Ю", _name(CYRILLIC, 40), _name(LATIN + CJK, MAX_NAME)],
}


def renamed(sample: Path, names: list[str], dest: Path) -> Path:
    """``sample`` with its players renamed (every key and value that is a player's name)."""
    data = tomllib.loads(sample.read_text(encoding="utf-8"))
    old = list(data["players"])
    extra = [n for n in re.findall(r'joins = "([^"]+)"', sample.read_text(encoding="utf-8"))]
    pool = names + [_name(JOINER, MAX_NAME - 5 - k) for k in range(len(extra) + 2)]
    mapping = dict(zip(old + [e for e in extra if e not in old], pool))

    def swap(v):
        if isinstance(v, dict):
            return {mapping.get(k, k): swap(x) for k, x in v.items()}
        if isinstance(v, list):
            return [swap(x) for x in v]
        return mapping.get(v, v) if isinstance(v, str) else v

    dest.write_text(tomli_w.dumps(swap(data)), encoding="utf-8")
    return dest


NAMED = [(label, sample) for label in NAME_SETS
         for sample in ("preferans-sochi.toml", "preferans-mgu-classic.toml",
                        "preferans-leningrad.toml", "preferans-sochi-table-events.toml")]


@pytest.mark.parametrize("label,sample", NAMED, ids=[f"{a}-{b[:-5]}" for a, b in NAMED])
def test_names_of_every_length_and_script_hold_up(label, sample, tmp_path):
    from drawkit import ROOT

    src = ROOT / "sample_sessions" / sample
    names = NAME_SETS[label]
    if "leningrad" in sample:
        names = names + [_name(JOINER, MAX_NAME - 3)]
    f = renamed(src, names, tmp_path / "named.toml")
    assert_holds_up(sk("draw", f))
    if three_players(f):
        assert_holds_up(sk("draw", f, "--shape", "rectangle"))
    (svg,) = re.findall(r"<svg\b.*?</svg>", sk("export", f, "--to", "html"), flags=re.S)
    assert_holds_up(svg)


# --- long evenings --------------------------------------------------------------------------------
def four_long(path: Path, rounds: int = 12) -> Path:
    """Four players' preferans (Leningrad): the sample's deals played ``rounds`` times over, the
    names turned with the dealer's seat each time round (the dealer sits out), with a pool too
    high to close and the full Russian names of the club sheet."""
    from drawkit import ROOT

    src = ROOT / "sample_sessions" / "preferans-leningrad.toml"
    data = tomllib.loads(src.read_text(encoding="utf-8"))
    names = evenings.LONG_NAMES[:4]
    deals = [d for d in data["deal"] if "contract" in d or "raspasy" in d]
    out = []
    for r in range(rounds):
        turn = r * len(deals)
        mapping = {p: names[(k + turn) % 4] for k, p in enumerate(data["players"])}

        def swap(v, mapping=mapping):
            if isinstance(v, dict):
                return {mapping.get(k, k): swap(x) for k, x in v.items()}
            if isinstance(v, list):
                return [swap(x) for x in v]
            return mapping.get(v, v) if isinstance(v, str) else v

        out += [swap(d) for d in deals]
    return evenings.write(path, {"game": "preferans", "rules": data["rules"], "players": names,
                                 "title": "До утра вчетвером", "options": {"pool": 5000}}, out)


LONG = ["preferans-240", "preferans-240-long-names", "four-long", "table-events-long-names"]


@pytest.mark.parametrize("which", LONG)
def test_a_long_evening_holds_up(which, tmp_path):
    from drawkit import ROOT

    f = tmp_path / "night.toml"
    if which == "preferans-240":
        evenings.preferans(f)
    elif which == "preferans-240-long-names":
        evenings.preferans(f, players=evenings.LONG_NAMES[:3])
    elif which == "four-long":
        four_long(f)
    else:
        renamed(ROOT / "sample_sessions" / "preferans-sochi-table-events.toml",
                evenings.LONG_NAMES[:3], f)
    assert_holds_up(sk("draw", f))
    if three_players(f):
        assert_holds_up(sk("draw", f, "--shape", "rectangle"))
