"""R-P-C38: who deals next in the MGU presets (MGU 1971 §3 "Po okonchanii robbera, krome raspasov i
pojmannogo mizera, kolodu sdaet sleduyushchij igrok"; §5.1 "Posle raspasov sdavavshij vnov' sdaet …
po okonchanii tret'ih raspasov koloda perehodit k sleduyushchemu igroku")."""

from __future__ import annotations

from classic_helpers import FOUR, play


def dealers(deals, rules="mgu-sochinka", **kw):
    rep = play(deals, rules=rules, **kw)
    return [e.dealer for e in rep.entries]


RASPAS_ANNA_DEALS = {"raspasy": {"Boris": 4, "Vera": 3, "Gleb": 3}}
RASPAS_BORIS_DEALS = {"raspasy": {"Anna": 4, "Vera": 3, "Gleb": 3}}
GAME = {"declarer": "Vera", "contract": "6♣", "whist": [], "note": "both passed"}


def test_MGU_1971_s5_1_dealer_deals_again_after_the_first_and_second_raspas_then_the_deck_passes():
    got = dealers([RASPAS_ANNA_DEALS, RASPAS_ANNA_DEALS, RASPAS_ANNA_DEALS,
                   {"declarer": "Vera", "contract": "6♣", "whist": []}])
    assert got == ["Anna", "Anna", "Anna", "Boris"]


def test_MGU_1971_s3_dealer_deals_again_after_a_caught_misere_not_after_a_made_one():
    caught = {"declarer": "Vera", "contract": "misere", "tricks": {"Vera": 2}}
    clean = {"declarer": "Vera", "contract": "misere", "tricks": {"Vera": 0}}
    assert dealers([caught, GAME]) == ["Anna", "Anna"]
    assert dealers([clean, GAME]) == ["Anna", "Boris"]


def test_MGU_1971_s3_deal_passes_after_a_played_game():
    assert dealers([GAME, {"declarer": "Gleb", "contract": "6♣", "whist": []}]) == ["Anna", "Boris"]


def test_R_P_C38_an_explicit_dealer_key_still_decides():
    assert dealers([RASPAS_ANNA_DEALS, {**RASPAS_BORIS_DEALS, "dealer": "Boris"}]) == ["Anna", "Boris"]


def test_R_P_C38_modern_presets_pass_the_deck_after_raspasy():
    raspas = {"raspasy": {"Anna": 4, "Boris": 3, "Vera": 3}}
    rep = play([raspas, raspas], players=["Anna", "Boris", "Vera"], rules="sochi")
    assert [e.dealer for e in rep.entries] == ["Anna", "Boris"]
    assert FOUR  # the four-handed table above is the MGU one
