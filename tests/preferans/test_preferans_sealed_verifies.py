"""Sealing (docs/format.md «Sealing a night»): any random legal preferans evening — every preset,
three or four players, each settlement, penalties, thirds of a whist — sealed by ``seal``
verifies when read back: ``check`` passes, ``settle --json`` says checked, and the seal's
balance is the one ``settle`` gives."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import given
from typer.testing import CliRunner

from preferans_helpers import session_text
from test_preferans_zero_sum import evenings
from zero_sum import ZERO_SUM, legal_session

from scorekeeper.cli.app import app
from scorekeeper.session.entry_text import format_entry

runner = CliRunner()


@ZERO_SUM
@given(evenings())
def test_any_random_evening_sealed_verifies(evening):
    players, rules, options, ds = evening
    text_of = lambda es: session_text(players, es, rules=rules, options=options)  # noqa: E731
    rep = legal_session(text_of, ds)
    live = [e.data for e in rep.entries]
    with tempfile.TemporaryDirectory() as d:
        f = Path(d) / "night.toml"
        # as the tool writes a night: one [[deal]] table per entry, so that a seal can follow
        head = text_of([]).replace("deal = []\n", "")
        f.write_text(head + "".join("\n" + format_entry(e) for e in live), encoding="utf-8")
        before = json.loads(runner.invoke(app, ["settle", str(f), "--json"]).output)
        r = runner.invoke(app, ["seal", str(f), "--force"])
        assert r.exit_code == 0, r.output
        assert runner.invoke(app, ["check", str(f)]).exit_code == 0
        after = json.loads(runner.invoke(app, ["settle", str(f), "--json"]).output)
        assert after["seal"]["checked"] is True, after["seal"]
        assert after["balance"] == before["balance"]
