"""``scorekeeper serve``: a real server on 127.0.0.1 (a free port), read-only, that picks up an
appended deal within a second."""

from __future__ import annotations

import json
import time
import urllib.error
import urllib.request

from drawkit import NEXT_DEAL, sk
from domtree import parse_html, standing


def get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=5) as r:
        return r.read().decode("utf-8")


def test_serve_binds_to_this_machine_and_serves_the_drawn_sheet(served):
    url, f = served
    assert url.startswith("http://127.0.0.1:")
    page = get(url)
    assert 'data-stamp="' in page and "<script>" in page and page.count("<svg") == 1
    doc = parse_html(page)
    assert standing(doc, "pool", player="Vera") == "6" and standing(doc, "mountain", player="Vera") == "28"
    svg = get(url + "sheet.svg")
    assert svg.startswith("<svg")


def test_serve_picks_up_an_appended_deal_within_a_second(served):
    url, f = served
    before = json.loads(get(url + "stamp"))["stamp"]
    assert standing(parse_html(get(url + "fragment")), "pool", player="Vera") == "6"
    sk("add", f, *NEXT_DEAL)
    start = time.monotonic()
    seen = None
    for _ in range(60):  # bounded: 3 s at most
        if json.loads(get(url + "stamp"))["stamp"] != before:
            frag = parse_html(get(url + "fragment"))
            if standing(frag, "pool", player="Vera") == "8":
                seen = time.monotonic() - start
                break
        time.sleep(0.05)
    assert seen is not None and seen < 1.0, seen


def test_serve_never_writes_the_file_and_refuses_anything_but_get(served):
    url, f = served
    before = (f.read_bytes(), f.stat().st_mtime_ns)
    for path in ("", "fragment", "stamp", "sheet.svg"):
        get(url + path)
    for method in ("POST", "PUT", "DELETE"):
        req = urllib.request.Request(url, data=b"x", method=method)
        try:
            urllib.request.urlopen(req, timeout=5)
            raise AssertionError(f"{method} was accepted")
        except urllib.error.HTTPError as err:
            assert err.code in (405, 501)
    try:
        get(url + "night.toml")
        raise AssertionError("the session file was served")
    except urllib.error.HTTPError as err:
        assert err.code == 404
    assert (f.read_bytes(), f.stat().st_mtime_ns) == before


def test_serve_shows_a_broken_file_and_recovers(served):
    url, f = served
    good = f.read_bytes()
    f.write_bytes(good + b"\n[[deal]]\ndeclarer = \n")
    frag = get(url + "fragment")
    assert "The session file has a problem" in frag
    f.write_bytes(good)
    assert standing(parse_html(get(url + "fragment")), "pool", player="Vera") == "6"


def test_serve_refuses_a_missing_file(tmp_path):
    from drawkit import runner

    from scorekeeper.cli.app import app

    r = runner.invoke(app, ["serve", str(tmp_path / "nope.toml"), "--port", "0"])
    assert r.exit_code == 1 and "no such session file" in r.output


def test_serve_refuses_a_port_in_use(served):
    from drawkit import runner

    from scorekeeper.cli.app import app

    url, f = served
    port = url.rstrip("/").rsplit(":", 1)[1]
    r = runner.invoke(app, ["serve", str(f), "--port", port])
    assert r.exit_code == 1 and "cannot listen" in r.output and "Traceback" not in r.output
