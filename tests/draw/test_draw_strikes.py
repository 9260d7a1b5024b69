"""Struck figures are struck in every renderer: each figure of a running sequence that no longer
stands has a drawn line through it (librsvg, like many SVG viewers, does not draw
``text-decoration``), the figure that stands has none; and a real librsvg rendering shows the
stroke (``rsvg-convert``: required where ``SCOREKEEPER_TEST_RSVG=required``, as in CI)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from drawn import parse
from scorekeeper.draw import history, sheet_svg
from scorekeeper.draw import svg as S
from scorekeeper.session.model import parse_session

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "sample_sessions" / "preferans-sochi.toml"
SVG = "{http://www.w3.org/2000/svg}"


def drawn(sample: Path = SAMPLE, shape: str = "triangle") -> str:
    return sheet_svg(history(parse_session(sample.read_text(encoding="utf-8"))), shape=shape)


def _strikes_and_figures(root):
    """For each group of the sheet: its strike lines and its past and standing figures, each
    figure with the box it takes on its line (x from its text's start and the advances before it,
    measured in DejaVu Sans as the drawing measures)."""
    out = []
    for g in root.iter(f"{SVG}g"):
        lines = [ln for ln in g.findall(f"{SVG}line") if ln.get("class") == "strike"]
        figures = []
        for t in g.findall(f"{SVG}text"):
            size, x, y = float(t.get("font-size")), float(t.get("x")), float(t.get("y"))
            if t.text:
                x += S.text_width(t.text, size)
            for span in t.findall(f"{SVG}tspan"):
                if span.get("class") not in ("past", "now"):
                    continue
                w = S.text_width(span.text, size, bold=span.get("class") == "now")
                figures.append((span.get("class"), x, x + w, y, size))
                x += w + (S.text_width(span.tail, size) if span.tail else 0)
        if figures:
            out.append((lines, figures))
    return out


@pytest.mark.parametrize("shape", ["triangle", "rectangle"])
def test_every_past_figure_has_a_line_through_it_and_the_standing_one_none(shape):
    groups = _strikes_and_figures(parse(drawn(shape=shape)))
    past = [f for _, figs in groups for f in figs if f[0] == "past"]
    assert len(past) >= 10  # the sample's sheet has crossed figures in every sector
    for lines, figures in groups:
        spans = [(float(ln.get("x1")), float(ln.get("x2")), float(ln.get("y1"))) for ln in lines]
        for kind, x0, x1, y, size in figures:
            through = [s for s in spans if abs(s[0] - x0) < 0.01 and abs(s[1] - x1) < 0.01
                       and y - size < s[2] < y]
            assert len(through) == (1 if kind == "past" else 0), (kind, x0, x1, y, spans)
    assert "text-decoration" not in drawn(shape=shape)


def _rsvg() -> str | None:
    found = shutil.which("rsvg-convert")
    if found is None and os.environ.get("SCOREKEEPER_TEST_RSVG") == "required":
        pytest.fail("rsvg-convert is required here (Debian: apt-get install librsvg2-bin)")
    return found


def test_librsvg_draws_the_strokes(tmp_path):
    rsvg = _rsvg()
    if rsvg is None:
        pytest.skip("librsvg's rsvg-convert is not installed (Debian: librsvg2-bin)")
    text = drawn()
    root = parse(text)
    (svg_file := tmp_path / "sheet.svg").write_text(text, encoding="utf-8")
    width = float(root.get("width"))
    plain = tmp_path / "plain.svg"
    # the same sheet without its strike lines: the rendering must differ exactly there
    plain.write_text(text.replace('class="strike"', 'class="strike" visibility="hidden"'),
                     encoding="utf-8")
    pngs = []
    for src in (svg_file, plain):
        out = src.with_suffix(".png")
        subprocess.run([rsvg, "-w", str(int(width)), str(src), "-o", str(out)], check=True)
        pngs.append(out.read_bytes())
    assert pngs[0] != pngs[1], "librsvg drew no stroke: the sheet with and without them is alike"
