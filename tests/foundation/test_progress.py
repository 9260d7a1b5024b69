"""What the sheet also says: who deals next (format §Entries: the deal passes clockwise; the MGU
presets' dealer deals again after a raspas, R-P-C38) and how far the game has to go."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from scorekeeper.cli.app import app

runner = CliRunner()


def _file(tmp_path, game, rules, deals):
    p = tmp_path / "night.toml"
    p.write_text(f'format = 1\ngame = "{game}"\nrules = "{rules}"\nplayers = ["Anna", "Boris", "Vera"]\n'
                 + deals, encoding="utf-8")
    return p


def _show(p):
    r = runner.invoke(app, ["show", str(p), "--json"])
    assert r.exit_code == 0, r.output
    return json.loads(r.output)


def test_the_first_player_deals_first_and_the_deal_passes_clockwise(tmp_path):
    p = _file(tmp_path, "preferans", "sochi", "")
    assert _show(p)["next_dealer"] == "Anna"
    p = _file(tmp_path, "preferans", "sochi", '[[deal]]\ndeclarer = "Boris"\ncontract = "6♠"\n'
              'whist = []\n\n[[deal]]\nraspasy = { Anna = 4, Boris = 3, Vera = 3 }\n')
    assert _show(p)["next_dealer"] == "Vera"  # Anna dealt, then Boris


def test_R_P_C38_the_mgu_dealer_deals_again_after_a_raspas(tmp_path):
    p = _file(tmp_path, "preferans", "mgu-sochinka",
              '[[deal]]\nraspasy = { Anna = 4, Boris = 3, Vera = 3 }\n')
    assert _show(p)["next_dealer"] == "Anna"
    r = runner.invoke(app, ["show", str(p)], env={"COLUMNS": "80"})
    assert "next to deal: Anna" in r.output


def test_R_F5_five_hundred_shows_the_distance_to_500(tmp_path):
    p = _file(tmp_path, "five-hundred", "avondale",
              '[[deal]]\nbidder = "Anna"\nbid = "8♦"\ntricks = { Anna = 8, Boris = 1, Vera = 1 }\n')
    out = _show(p)
    assert out["to_target"] == {"Anna": 220, "Boris": 490, "Vera": 490}  # 500 − 280, 500 − 10
    assert out["progress"][0].startswith("game 1: Anna 220 to +500")


def test_preferans_progress_names_what_each_pool_lacks(tmp_path):
    """R-P-M0 (Sochi: play until every pool is closed): 6♠ made puts 2 in Boris's pool of 20."""
    p = _file(tmp_path, "preferans", "sochi",
              '[[deal]]\ndeclarer = "Boris"\ncontract = "6♠"\nwhist = []\n')
    assert _show(p)["progress"] == ["pools to close (target 20): Anna 20, Boris 18, Vera 20"]


def test_R_T10_thousand_shows_the_distance_to_1000(tmp_path):
    p = tmp_path / "t.toml"
    p.write_text('format = 1\ngame = "thousand"\nrules = "book-1991"\nplayers = ["Anna", "Boris"]\n\n'
                 '[[deal]]\nbidder = "Boris"\nbid = 100\ntaken = { Boris = 90, Anna = 30 }\n'
                 'marriages = { Boris = ["♠"] }\n', encoding="utf-8")
    # Boris made 100 (90 + the ♠ marriage 40), writes his bid; Anna writes her 30
    assert _show(p)["progress"] == ["game 1: Anna 970 to 1000, Boris 900 to 1000"]
