"""The installed-copy set of the smoke run (``scripts/smoke.py --every-page``): every page and
command a player reaches, run on the copy ``pip install`` made, from a folder outside the checkout.

What each page must show is read from the checkout's own files (its data, its samples), never
from the installed copy, so a file the wheel left out, or a page that lost its text, fails here:

* ``help`` lists its topics, and every topic prints its page: the format reference with every
  section heading of ``scorekeeper/data/format.md``, every ruling id, every rule text's label;
  in Russian, the Russian reference with every heading of ``scorekeeper/data/format.ru.md`` and
  the Russian title of a ruling;
* ``why`` of a ruling prints its title, ``why`` of a citation the section's heading;
* ``rules`` lists every game and preset, and ``rules GAME --rules PRESET`` runs for each;
* ``draw`` and every ``export`` format of a preferans and a point-game sample write what they
  should (SVG that parses and holds each balance ``settle --json`` gives; JSON, CSV, Markdown
  and an HTML page holding each player), and ``serve`` serves the page and the drawing;
* a new session is created and a deal recorded in it shows in its totals.
"""

from __future__ import annotations

import csv
import io
import json
import os
import re
import select
import shutil
import subprocess
import time
import tomllib
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "scorekeeper" / "data"
SAMPLES = ("preferans-sochi", "five-hundred-3")
#: the ruling and the citation ``why`` is asked about, with what each must print
RULING = "R-P8"
CITATION = ("MGU 1971 §7", "Zapisʹ rezulʹtatov igry")
EXPORTS = ("json", "csv", "markdown", "html")
MINUS = "\u2212"


def said(r: subprocess.CompletedProcess[str]) -> str:
    return f"exit {r.returncode}\nstdout: {r.stdout[-1500:]}\nstderr: {r.stderr[-1500:]}"


def flat(text: str) -> str:
    """Text with its line breaks and runs of spaces as one space (a page wrapped to the
    terminal)."""
    return " ".join(text.split())


def ran(r: subprocess.CompletedProcess[str]) -> str | None:
    """What is wrong with a command that should have done its work: a non-zero exit, a
    traceback, an internal error."""
    if r.returncode != 0 or "Traceback" in r.stdout + r.stderr or "internal error" in r.stderr:
        return said(r)
    return None


def missing(text: str, wanted: list[str], what: str) -> str | None:
    gone = [w for w in wanted if flat(w) not in flat(text)]
    return f"{len(gone)} of {len(wanted)} {what} missing, e.g. {gone[:3]}" if gone else None


def format_headings(page: str = "format.md") -> list[str]:
    lines = (DATA / page).read_text(encoding="utf-8").splitlines()
    return [re.sub(r"<a id=[^>]*></a>", "", line.lstrip("#")).strip() for line in lines
            if line.startswith("## ")]


def ruling_ids() -> list[str]:
    return [rid for path in sorted((DATA / "rulings").glob("*.toml"))
            for rid in tomllib.loads(path.read_text(encoding="utf-8"))]


def ruling_title(rid: str, folder: str = "rulings") -> str:
    for path in sorted((DATA / folder).glob("*.toml")):
        found = tomllib.loads(path.read_text(encoding="utf-8")).get(rid)
        if found:
            return found["title"]
    raise KeyError(rid)


def source_labels() -> list[str]:
    return [tomllib.loads(p.read_text(encoding="utf-8"))["label"]
            for p in sorted((DATA / "sources").glob("*.toml"))]


def number(text: str) -> float:
    return float(text.strip().lstrip("+").replace(MINUS, "-"))


def every_page(s: Any, folder: Path) -> None:
    """Run the installed-copy set through ``s`` (a :class:`smoke.Smoke`)."""
    pages(s)
    rules(s)
    for name in SAMPLES:
        file = folder / f"{name}.toml"
        shutil.copyfile(ROOT / "sample_sessions" / f"{name}.toml", file)
        drawings_and_exports(s, folder, file)
    first = folder / f"{SAMPLES[0]}.toml"
    s.check("serve serves the page and the drawing", lambda: served(s, first))
    s.check("a new session records a deal that shows in its totals", lambda: new_night(s, folder))


def pages(s: Any) -> None:
    def topics() -> str | None:
        r = s.run("help")
        return ran(r) or missing(r.stdout, [f"help {t}" for t in ("format", "rulings", "sources")],
                                 "topics")

    wanted = {"format": (format_headings(), "section headings"),
              "rulings": (ruling_ids(), "ruling ids"), "sources": (source_labels(), "rule texts")}
    s.check("help lists its topics", topics)
    for topic, (items, what) in wanted.items():
        def page(topic: str = topic, items: list[str] = items, what: str = what) -> str | None:
            r = s.run("help", topic)
            return ran(r) or missing(r.stdout, items, what)

        s.check(f"help {topic} prints every one of its {len(items)} {wanted[topic][1]}", page)

    def why_ruling() -> str | None:
        r = s.run("why", RULING)
        return ran(r) or missing(r.stdout, [RULING, ruling_title(RULING)], "parts")

    def why_citation() -> str | None:
        r = s.run("why", CITATION[0])
        return ran(r) or missing(r.stdout, [CITATION[1]], "section headings")

    def in_russian() -> str | None:
        r = s.run("--lang", "ru", "help", "format")
        wrong = ran(r) or missing(r.stdout, format_headings("format.ru.md"), "Russian headings")
        r = s.run("--lang", "ru", "why", RULING)
        return wrong or ran(r) or missing(r.stdout, [ruling_title(RULING, "rulings/ru")],
                                          "Russian titles")

    s.check(f"why {RULING} prints the ruling", why_ruling)
    s.check(f"why {CITATION[0]!r} prints the section", why_citation)
    s.check("in Russian, help format prints the Russian reference and why a Russian ruling",
            in_russian)


def rules(s: Any) -> None:
    r = s.run("rules", "--json")
    games = json.loads(r.stdout) if r.returncode == 0 else {}

    def listed() -> str | None:
        out = s.run("rules")
        names = [g for g in games] + [p for g in games.values() for p in g["presets"]]
        return ran(out) or (None if games else "rules --json listed no game\n" + said(r)) \
            or missing(out.stdout, names, "games and presets")

    s.check("rules lists every game and preset", listed)
    for game, info in games.items():
        def each(game: str = game, presets: list[str] = info["presets"]) -> str | None:
            for preset in presets:
                wrong = ran(s.run("rules", game, "--rules", preset))
                if wrong:
                    return f"rules {game} --rules {preset}: {wrong}"
            return None

        s.check(f"rules {game} --rules PRESET runs for every preset ({len(info['presets'])})", each)


def drawings_and_exports(s: Any, folder: Path, file: Path) -> None:
    settle = s.run("settle", "--json", file.name)
    balance = json.loads(settle.stdout)["balance"] if settle.returncode == 0 else {}
    players = list(balance)

    def drawn() -> str | None:
        out = folder / f"{file.stem}.svg"
        r = s.run("draw", file.name, "-o", out.name, "--force")
        if ran(r):
            return ran(r)
        root = ET.fromstring(out.read_text(encoding="utf-8"))
        if not root.tag.endswith("svg"):
            return f"not an SVG document: <{root.tag}>"
        figures = {e.get("data-player"): number("".join(e.itertext())) for e in root.iter()
                   if e.get("class") == "balance"}
        if not balance or figures != {k: float(v) for k, v in balance.items()}:
            return f"the drawn balances {figures}, settle --json {balance}"
        return None

    s.check(f"draw {file.stem} writes an SVG with every balance", drawn)
    for kind in EXPORTS:
        def exported(kind: str = kind) -> str | None:
            out = folder / f"{file.stem}.{kind}"
            if out.exists():
                out.unlink()
            r = s.run("export", file.name, "--to", kind, "-o", out.name)
            if ran(r):
                return ran(r)
            text = out.read_text(encoding="utf-8")
            if kind == "json":
                got = json.loads(text)["settlement"]["balance"]
                return None if got == balance else f"balance {got}, settle --json {balance}"
            if kind == "csv":
                list(csv.reader(io.StringIO(text)))
            if kind == "html" and not (text.startswith("<!DOCTYPE html>") and "</html>" in text):
                return "not a whole HTML page: " + text[:200]
            return missing(text, players, "players")

        s.check(f"export {file.stem} --to {kind} writes it", exported)


def served(s: Any, file: Path) -> str | None:
    proc = subprocess.Popen([s.python, "-m", "scorekeeper", "serve", file.name, "--port", "0"],
                            cwd=s.folder, env=s.env, stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    try:
        end, line = time.monotonic() + 30, b""
        while b"http://" not in line and time.monotonic() < end and proc.poll() is None:
            ready, _, _ = select.select([proc.stdout], [], [], 0.2)
            if ready:
                line += os.read(proc.stdout.fileno(), 4096)
        text = line.decode("utf-8", "replace")
        if "http://" not in text:
            return f"serve did not start: {text[-800:]}"
        url = "http://" + text.split("http://", 1)[1].split()[0]
        with urllib.request.urlopen(url, timeout=30) as page:
            html = page.read().decode("utf-8")
        with urllib.request.urlopen(url.rstrip("/") + "/sheet.svg", timeout=30) as svg:
            ET.fromstring(svg.read())
        return missing(html, ["<svg", "Anna", "Boris", "Vera"], "parts of the page")
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)
        proc.stdout.close()


def new_night(s: Any, folder: Path) -> str | None:
    file = folder / "new-night.toml"
    if file.exists():
        file.unlink()
    r = s.run("new", file.name, "--game", "preferans", "--rules", "sochi",
              "--players", "Anna,Boris,Vera")
    if ran(r):
        return ran(r)
    r = s.run("preferans", "game", file.name, "Boris", "6s", "-w", "Vera", "-t", "6")
    if ran(r):
        return ran(r)
    r = s.run("show", "--json", file.name)
    if ran(r):
        return ran(r)
    pool = json.loads(r.stdout)["pool"]
    return None if pool == {"Anna": 0, "Boris": 2, "Vera": 0} else f"pool {pool} after Boris's 6♠"
