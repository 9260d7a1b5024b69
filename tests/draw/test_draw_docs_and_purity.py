"""The pictures under docs/ are drawings of their samples (read back against ``show --json``), and
the drawing package stays a pure library (no terminal, no files), like the engines."""

from __future__ import annotations

import ast

import pytest
from drawkit import ROOT, sk_json
from drawn import parse, single, standing

PICTURES = {"sheet-sochi.svg": "preferans-sochi.toml", "sheet-mgu-classic.svg": "preferans-mgu-classic.toml",
            "sheet-mgu-sochinka.svg": "preferans-mgu-sochinka.toml"}


@pytest.mark.parametrize("picture", sorted(PICTURES))
def test_docs_pictures_hold_their_samples_figures(picture):
    root = parse((ROOT / "docs" / picture).read_text(encoding="utf-8"))
    show = sk_json("show", ROOT / "sample_sessions" / PICTURES[picture])
    redraw = f"redraw it: scorekeeper draw sample_sessions/{PICTURES[picture]} -o docs/{picture} --force"
    for p in show["players"]:
        assert standing(root, "pool", player=p) == show["pool"][p], redraw
        assert standing(root, "mountain", player=p) == show["mountain"][p], redraw
        for q, v in show["whists"][p].items():
            assert standing(root, "whists", player=p, on=q) == v, redraw
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    if picture != "sheet-mgu-sochinka.svg":
        assert f"docs/{picture}" in readme


#: every picture under docs/, and the sample it draws
EVERY_PICTURE = {**PICTURES, "sheet-sochi-rectangle.svg": "preferans-sochi.toml",
                 "sheet-five-hundred.svg": "five-hundred-3.toml",
                 "sheet-sochi-chart.svg": "preferans-sochi.toml"}


def test_every_docs_picture_is_under_docs_and_listed():
    assert sorted(p.name for p in (ROOT / "docs").glob("*.svg")) == sorted(EVERY_PICTURE)


@pytest.mark.parametrize("picture", sorted(EVERY_PICTURE))
def test_docs_pictures_write_the_balances_settle_gives(picture):
    """The settlement under each picture is the sample's as it is now (the Five Hundred picture
    once kept balances of an earlier sample: +30, +30, +40)."""
    root = parse((ROOT / "docs" / picture).read_text(encoding="utf-8"))
    settle = sk_json("settle", ROOT / "sample_sessions" / EVERY_PICTURE[picture])
    sample = EVERY_PICTURE[picture]
    redraw = f"redraw it: scorekeeper draw sample_sessions/{sample} -o docs/{picture} --force"
    for p, v in settle["balance"].items():
        assert single(root, "balance", player=p) == v, redraw


def test_the_four_player_picture_is_a_square_of_four_sectors():
    root = parse((ROOT / "docs" / "sheet-mgu-sochinka.svg").read_text(encoding="utf-8"))
    seats = [g.get("data-seat") for g in root.iter("{http://www.w3.org/2000/svg}g") if g.get("class") == "sector"]
    assert seats == ["bottom", "left", "top", "right"]


FORBIDDEN_IMPORTS = {"typer", "rich", "click", "filelock", "scorekeeper.cli", "scorekeeper.session.storage",
                     "scorekeeper.session.files", "http", "socket", "subprocess"}


@pytest.mark.parametrize("path", sorted((ROOT / "scorekeeper" / "draw").glob("*.py")), ids=lambda p: p.name)
def test_the_drawing_package_is_pure(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module:
            names = [node.module]
        for n in names:
            assert not any(n == f or n.startswith(f + ".") for f in FORBIDDEN_IMPORTS), f"{path.name}: imports {n}"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            assert node.func.id not in {"open", "print", "input"}, f"{path.name}:{node.lineno}: {node.func.id}()"
