"""The stages of an evening: the razboynik and its raspasy, the mountain owner's conditions, the
last circle (MGU 1971 §7), and how each §9 variant ends — through sessions."""

from __future__ import annotations

import pytest

from classic_helpers import DATA, FOUR, THREE, load, play, snap
from scorekeeper.core.replay import replay
from scorekeeper.errors import AmbiguousError, IllegalError
from scorekeeper.session.model import parse_session

CLASSIC = (DATA / "evening-mgu-classic.toml").read_text(encoding="utf-8")
AFTER_RASPASY = CLASSIC[:CLASSIC.index("# ---------------------------------------------------------------- the conditions")]


def with_entries(text, *entries):
    return replay(parse_session(text + "".join(f"\n[[deal]]\n{e}\n" for e in entries)))


# ------------------------------------------------------------------ the razboynik
def test_MGU_1971_s7_razboynik_show_tracks_what_each_still_owes():
    """"kazhdyj igrok po ocheredi dolzhen sygrat' 6, 7 ,8, 9, 10 i mizer. Igry igrayutsya na vybor, iz
    chisla ostavshihsya, po odnoj igre za odin robber.\""""
    rep = load("evening-mgu-classic.toml", upto=9)
    s = rep.game.snapshot(rep.state)
    assert s["razboynik"]["owed"] == {
        "Anna": ["6", "8", "10", "misère"],  # played 9 and 7
        "Boris": ["7", "9", "10"],  # 6, 8, misère
        "Vera": ["8", "9", "10", "misère"],
        "Gleb": ["7", "8", "9", "10"],
    }
    sheet = rep.game.sheet(rep.state)
    table = next(t for t in sheet.tables if t.title.startswith("razboynik"))
    assert ["Boris", "6, 8, misère", "7, 9, 10"] in table.rows
    assert "8 left" in table.note


def test_MGU_1971_s7_razboynik_refuses_a_game_already_played_raspasy_and_the_auction():
    head = CLASSIC[:CLASSIC.index("# ---------------------------------------------------------------- round 2")]
    with pytest.raises(IllegalError, match="already played 6"):
        with_entries(head, 'declarer = "Boris"\ncontract = "6♥"\nwhist = []')
    with pytest.raises(IllegalError, match="games come first"):
        with_entries(head, "raspasy = { Boris = 3, Vera = 3, Gleb = 4 }")
    with pytest.raises(IllegalError, match="no auction"):
        with_entries(head, 'declarer = "Boris"\ncontract = "7♥"\nwhist = []\nword = "SEMX CHETVERTYH"')
    with pytest.raises(IllegalError, match="no totus"):
        with_entries(head, 'declarer = "Boris"\ncontract = "totus"\ntricks = 10')


def test_MGU_1971_s7_razboynik_counts_a_failed_game_as_played():
    """R-P-C16: Anna's 9♠ failed (entry 4) is off her list."""
    s = load("evening-mgu-classic.toml", upto=4).game.snapshot(load("evening-mgu-classic.toml", upto=4).state)
    assert "9" not in s["razboynik"]["owed"]["Anna"]


def test_MGU_1971_s7_razboynik_then_two_circles_of_raspasy_at_the_first_price():
    """"Posle togo, kak razbojnik sygran vsemi igrokami, igraetsya 2 kruga raspasov (8 robberov)";
    each at 1 a trick (R-P-C26): entry 26 is the second in a row and still costs 1."""
    before, after = load("evening-mgu-classic.toml", upto=25), load("evening-mgu-classic.toml", upto=26)
    mb, ma = before.game.snapshot(before.state)["mountain"], after.game.snapshot(after.state)["mountain"]
    assert ma["Anna"] - mb["Anna"] == 5 and ma["Gleb"] - mb["Gleb"] == 5
    assert after.game.snapshot(after.state)["razboynik"]["raspasy_left"] == 6
    head = CLASSIC[:CLASSIC.index("# ---------------------------------------------------------------- two circles")]
    with pytest.raises(IllegalError, match="two circles of raspasy"):
        with_entries(head, 'declarer = "Anna"\ncontract = "7♥"\nwhist = []')
    with pytest.raises(IllegalError, match="no PAS V TEMNUYU"):
        with_entries(head, "raspasy = { Boris = 3, Vera = 3, Gleb = 4 }\ndark = true\nlooked = []")


# ------------------------------------------------------------------ the conditions
def test_MGU_1971_s7_conditions_come_before_the_main_game():
    """"Po okonchanii RAZBOJNIKA, hozyain gory ... ob®yavlyaet cenu 1 vista, kolichestvo ochkov v pule
    (no ne bolee chisla naimen'shej gory) ... i kontrol'noe vremya ... I tol'ko zatem nachinaetsya
    osnovnaya chast'": mountains Anna 26, Boris 58, Vera 39, Gleb 51."""
    with pytest.raises(IllegalError, match="conditions come first"):
        with_entries(AFTER_RASPASY, 'declarer = "Boris"\ncontract = "7♥"\nwhist = []')
    with pytest.raises(IllegalError, match="smallest mountain"):
        with_entries(AFTER_RASPASY, "conditions = { pool = 27 }")
    with pytest.raises(IllegalError, match="not the mountain owner"):
        with_entries(AFTER_RASPASY, 'conditions = { by = "Vera", pool = 20 }')
    with pytest.raises(AmbiguousError, match="pool"):
        with_entries(AFTER_RASPASY, 'conditions = { whist_price = "1 kop." }')
    rep = with_entries(AFTER_RASPASY, "conditions = { pool = 26 }")
    s = rep.game.snapshot(rep.state)
    assert s["conditions"] == {"by": "Boris", "pool": 26} and s["pool_target"] == 26
    assert rep.dealer == "Gleb" and rep.deal_index == 32  # not a deal: the deal does not pass
    with pytest.raises(IllegalError, match="already set"):
        with_entries(AFTER_RASPASY, "conditions = { pool = 26 }", "conditions = { pool = 20 }")


def test_R_P_C17_a_shared_largest_mountain_names_its_owner():
    head = CLASSIC[:CLASSIC.index("# ---------------------------------------------------------------- the conditions")]
    tied = head + '\n[[deal]]\npenalty = { Gleb = 7 }\nnote = "a hint"\n'  # Gleb 58 too
    with pytest.raises(AmbiguousError, match="several players"):
        with_entries(tied, "conditions = { pool = 20 }")
    assert with_entries(tied, 'conditions = { by = "Gleb", pool = 20 }').state.conditions["by"] == "Gleb"


def test_MGU_1971_s7_conditions_only_after_a_razboynik():
    with pytest.raises(IllegalError, match="no razboynik"):
        snap([{"conditions": {"pool": 10}}], players=FOUR, rules="mgu-sochinka")
    with pytest.raises(IllegalError, match="not over yet"):
        snap([{"conditions": {"pool": 10}}], players=FOUR, rules="mgu-classic")


# ------------------------------------------------------------------ the end
def test_R_P_C24_the_last_circle_after_the_control_time_ends_the_classic():
    """MGU 1971 §7 field 3: "kontrol'noe vremya igry, posle kotorogo nachinaetsya poslednij krug"; a
    circle is as many robbers as players ("CHetyre robbera, pri chetyreh igrokah, nazyvayutsya
    krugom")."""
    assert not load("evening-mgu-classic.toml", upto=43).finished
    rep = load("evening-mgu-classic.toml")
    assert rep.finished and rep.game.snapshot(rep.state)["last_circle_left"] == 0
    with pytest.raises(IllegalError, match="game is over"):
        with_entries(CLASSIC, "raspasy = { Boris = 3, Vera = 3, Gleb = 4 }")
    with pytest.raises(IllegalError, match="control-time"):
        snap([{"declarer": "Boris", "contract": "7♥", "whist": [], "last_circle": True}], players=FOUR,
             rules="mgu-sochinka")


def test_MGU_1971_s9_gusarik_is_over_when_the_razboynik_is_played():
    """"Igraetsya tol'ko razbojnik klassiki, posle chego pul'ka raschityvaetsya.\""""
    text = (DATA / "evening-mgu-gusarik.toml").read_text(encoding="utf-8")
    assert load("evening-mgu-gusarik.toml").finished
    with pytest.raises(IllegalError, match="game is over"):
        replay(parse_session(text + '\n[[deal]]\ndeclarer = "Boris"\ncontract = "7♥"\nwhist = []\n'))


def test_MGU_1971_s9_mountain_first_is_over_at_the_first_closed_pool():
    """"Igra idet do zakrytiya puli u odnogo iz igrokov, ostal'nym nedostatok puli vynositsya v
    goru i igra raschityvaetsya.\""""
    deals = [{"declarer": "Vera", "contract": "7♥", "whist": [], "dealer": "Anna"},
             {"declarer": "Boris", "contract": "misere", "tricks": {"Boris": 0}, "dealer": "Anna"}]
    assert not play(deals[:1], rules="mgu-mountain-first", options={"pool": 10}).finished
    rep = play(deals, rules="mgu-mountain-first", options={"pool": 10})
    assert rep.finished
    with pytest.raises(IllegalError, match="game is over"):
        play([*deals, {"raspasy": {"Anna": 3, "Boris": 3, "Vera": 4}}], rules="mgu-mountain-first",
             options={"pool": 10})


def test_MGU_1971_s9_sochinka_plays_until_every_pool_is_closed():
    rep = play([{"declarer": "Boris", "contract": "misere", "tricks": {"Boris": 0}}], rules="mgu-sochinka",
               options={"pool": 10})
    assert rep.game.snapshot(rep.state)["closed"] == ["Boris"] and not rep.finished


def test_mgu_classic_with_three_players_the_dealer_plays():
    """MGU 1971 §2: "igrayut vchetverom, rezhe vtroem": with three a razboynik has 18 games and six
    raspasy; the dealer holds cards."""
    s = snap([{"declarer": "Anna", "contract": "6♦", "whist": [], "dealer": "Anna"}], players=THREE)
    assert s["razboynik"]["owed"]["Anna"] == ["7", "8", "9", "10", "misère"]
    assert s["razboynik"]["raspasy_left"] == 6


# ------------------------------------------------------------------ a mountain below zero
# MGU 1971 §7: raspas points go "tol'ko v goru ili s gory ... Esli svoya gora uzhe spisana, to
# zarabotannye na raspasah ochki propadayut"; a penalty may be negative (R-P9).  A write-off stops
# at zero: a mountain below zero is kept, never raised to zero by points earned.
NEGATIVE = {"penalty": {"Anna": -3}, "note": "a penalty taken back"}


def test_R_P9_R_P4_a_negative_mountain_is_kept_by_a_clean_raspas():
    """mgu-classic without the razboynik, three players: Anna −3, then a raspas Anna 0, Boris 5,
    Vera 5 (1 a trick): Boris and Vera 5 each; Anna's write-off of 1 finds nothing to write off,
    her mountain stays −3.  Settled at once: pools lack 20 each (+20 to every mountain: 17, 25, 25);
    amnister Anna; (25 − 17) × 10 ÷ 3 = 80/3 on Boris and on Vera by each other player; Boris and
    Vera cancel out: Anna +160/3 = 53.33, Boris −80/3 = −26.67, Vera −26.67."""
    rep = play([NEGATIVE, {"raspasy": {"Anna": 0, "Boris": 5, "Vera": 5}}], players=THREE,
               options={"razboynik": False})
    s = rep.game.snapshot(rep.state)
    assert s["mountain"] == {"Anna": -3, "Boris": 5, "Vera": 5}
    assert s["pool"] == {"Anna": 0, "Boris": 0, "Vera": 0}
    bal = rep.game.settle(rep.state).balance
    assert bal["Anna"] == pytest.approx(160 / 3) and round(bal["Anna"], 2) == 53.33
    assert bal["Boris"] == pytest.approx(-80 / 3) and round(bal["Boris"], 2) == -26.67
    assert bal["Vera"] == pytest.approx(-80 / 3)


def test_R_P1_R_P_C9_a_made_game_does_not_raise_a_negative_mountain():
    """Anna −3, then Anna's 6♣ made (value 2, a responsible game here; Boris whisted and took 4):
    the half for the mountain finds nothing to write off and goes to the open pool (R-P-C9): pool
    2, mountain still −3; Boris 4 × 2 = 8 whists."""
    s = snap([NEGATIVE, {"declarer": "Anna", "contract": "6♣", "whist": ["Boris"], "tricks": {"Anna": 6}}],
             players=THREE, options={"razboynik": False, "responsible_games": False})
    assert s["mountain"]["Anna"] == -3 and s["pool"]["Anna"] == 2
    assert s["whists"]["Boris"]["Anna"] == 8


def test_R_P9_mountain_first_and_sochi_keep_a_negative_mountain():
    """mgu-mountain-first: Vera −3, then her 7♦ passed by both (4 points): nothing to write off,
    all 4 to the pool; Sochi with raspas_zero = mountain: Vera −3 stays −3 after a clean raspas."""
    s = snap([{"penalty": {"Vera": -3}}, {"declarer": "Vera", "contract": "7♦", "whist": []}],
             players=THREE, rules="mgu-mountain-first")
    assert s["mountain"]["Vera"] == -3 and s["pool"]["Vera"] == 4
    s = snap([{"penalty": {"Vera": -3}}, {"raspasy": {"Anna": 5, "Boris": 5, "Vera": 0}}], players=THREE,
             rules="sochi", options={"raspas_zero": "mountain"})
    assert s["mountain"] == {"Anna": 5, "Boris": 5, "Vera": -3}
