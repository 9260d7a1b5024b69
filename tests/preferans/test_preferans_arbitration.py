"""`preferans value|overcall` refuse what a session under the preset refuses — a dark game, a bomb
or a totus where the preset plays none (MGU 1971 §6.3, §9), a dark totus (R-P-C1) — and name the
argument a bid that cannot be read came from; `preferans score` runs the session's own checks."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from preferans_helpers import play
from scorekeeper.cli.app import app
from scorekeeper.errors import ScorekeeperError

runner = CliRunner()


def session_refusal(deals, **kw) -> str:
    with pytest.raises(ScorekeeperError) as err:
        play(deals, **kw)
    return err.value.describe()


def refused(args, core, where):
    r = runner.invoke(app, ["preferans", *args])
    assert r.exit_code == 1 and core in r.output and where in r.output, r.output


def test_mgu_6_3_a_dark_game_is_refused_where_the_preset_plays_none_as_in_a_session():
    core = "no dark games under these rules"
    assert core in session_refusal([{"declarer": "Anna", "contract": "7h", "dark": True,
                                     "whist": ["Boris"], "tricks": {"Anna": 7}}])
    refused(["value", "7h", "--dark"], core, "--dark")


def test_mgu_6_3_a_totus_is_refused_where_the_preset_plays_none_as_in_a_session():
    core = "no totus under these rules"
    assert core in session_refusal([{"declarer": "Anna", "contract": "totus",
                                     "tricks": {"Anna": 10}}])
    refused(["value", "totus"], core, "contract ")


def test_r_p_c1_a_totus_is_played_as_a_ten_never_dark():
    core = "a totus is shown and played as a ten"
    assert core in session_refusal([{"declarer": "Anna", "contract": "totus", "dark": True,
                                     "tricks": {"Anna": 10}}], rules="mgu-sochinka")
    refused(["value", "totus", "--dark", "-r", "mgu-sochinka"], core, "--dark")


def test_a_bomb_is_refused_where_the_preset_plays_none():
    refused(["value", "7h", "--bomb", "1"], "no bombs under sochi", "--bomb")


@pytest.mark.parametrize("rules", ["sochi", "mgu-classic"])
def test_overcall_names_the_bid_it_cannot_read(rules):
    refused(["overcall", "5s", "6s", "-r", rules], "5s", "bid ")
    refused(["overcall", "7s", "zz", "-r", rules], "zz", "over ")


def test_overcall_under_the_mgu_presets_prints_its_answer():
    """It ended in an internal error (a name bound too late) whenever it printed, not --json."""
    r = runner.invoke(app, ["preferans", "overcall", "семь первых", "раз в тёмную", "-r", "mgu-classic"])
    assert r.exit_code == 0 and "SEMX PERVYH overcalls RAZ V TEMNUYU" in r.output
