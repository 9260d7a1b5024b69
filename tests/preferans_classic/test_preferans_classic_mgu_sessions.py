"""The MGU classic (MGU 1971) and R-P1…R-P10 through sessions: every worked example
and threshold of the text, entered as a table would enter it and replayed (parse_session + replay).

Four players Anna, Boris, Vera, Gleb; the deal passes clockwise from Anna unless an entry names
the dealer; with four the dealer sits out.  Most sessions switch the razboynik off
(``razboynik = false``) to look at one rule at a time; the razboynik itself has its own tests.
Values (MGU 1971 §7 table): 6: 2, 7: 4, 8: 6, 9: 8, 10 and misère: 10; dark ×2; bombs ×2, ×4, ×8.
"""

from __future__ import annotations

import pytest

from classic_helpers import FOUR, THREE, delta, game, load, play, snap
from scorekeeper.errors import AmbiguousError, IllegalError, InvalidError

#: One rule at a time: no razboynik, and no R-P5 halving (with no raspas yet a first game would be
#: irresponsible); R-P5 has its own tests.
NO_RB = {"razboynik": False, "responsible_games": False}


def mgu(deals, *, options=None, rules="mgu-classic", **kw):
    return snap(deals, rules=rules, options={**NO_RB, **(options or {})}, **kw)


def mgu_delta(before, deal, *, options=None, rules="mgu-classic", **kw):
    return delta(before, deal, rules=rules, options={**NO_RB, **(options or {})}, **kw)


PENALTY_BORIS_5 = {"penalty": {"Boris": 5}, "note": "a misdeal earlier in the evening"}


# ------------------------------------------------------------------ §7 worked examples
def test_MGU_1971_s7_worked_example_1_from_a_session():
    """"Igrok sygral shestirik v svetluyu ... zapisyvaet sebe v pulyu 1 ochko i vychitaet s gory 1
    ochko (ili prosto zapisyvaet 2 ochka v pulyu), a vistovavshij - zabrav 4 vzyatki - 4h2
    zapisyvaet na igroka 8 vistov."  Boris has 5 on the mountain; Anna deals, Vera whists."""
    deal = game("Boris", "6♦", ["Vera"], {"Boris": 6, "Vera": 4, "Gleb": 0})
    assert mgu_delta([PENALTY_BORIS_5], deal) == {
        "pool": {"Boris": 1}, "mountain": {"Boris": -1}, "whists": {("Vera", "Boris"): 8}}
    # "ili prosto zapisyvaet 2 ochka v pulyu": game_points = pool (the sochinka)
    assert mgu_delta([PENALTY_BORIS_5], deal, rules="mgu-sochinka") == {
        "pool": {"Boris": 2}, "mountain": {}, "whists": {("Vera", "Boris"): 8}}


EXAMPLE_2 = [
    {"dealer": "Gleb", "raspasy": {"Anna": 3, "Boris": 3, "Vera": 4}, "dark": True,
     "looked": ["Anna", "Vera"]},
    {"dealer": "Gleb", "declarer": "Boris", "contract": "7♥", "whist": ["Vera"],
     "tricks": {"Boris": 6, "Vera": 4, "Anna": 0}},
]


def test_MGU_1971_s7_worked_example_2_from_a_session():
    """"Igrok sel bez odnoj vzyatki na svetloj semirnoj igre, kotoraya igralas' na prostoj bombe. On
    zapishet 8 ochkov v goru ... vistuyushchij - vzyav 4 vzyatki po 8 vistov kazhdaya, pishet 32 vista
    na igroka i eshche 8 vistov ... itogo 40 vistov. Partner vistuyushchego i sdavavshij, ne vzyav ni
    odnoj vzyatki, tem ne menee pishut na igroka po 8 vistov ... igrok proigral 80 vistov po gore (8
    ochkov gory) i 56 vistov partneram."  Boris's bomba comes from a dark raspas he passed without
    looking (Gleb deals both deals: after a raspas the same dealer deals again, MGU 1971 §3)."""
    d = mgu_delta(EXAMPLE_2[:1], EXAMPLE_2[1])
    assert d["mountain"] == {"Boris": 8}
    assert d["whists"] == {("Vera", "Boris"): 40, ("Anna", "Boris"): 8, ("Gleb", "Boris"): 8}
    assert sum(d["whists"].values()) == 56 and d["mountain"]["Boris"] * 10 == 80
    assert mgu(EXAMPLE_2)["bombs"]["Boris"] == [1]  # lost: the bomba stays


def test_MGU_1971_s7_worked_example_2_steps_cite_the_text():
    rep = play(EXAMPLE_2, options=NO_RB)
    rules = " ".join(s.rule for s in rep.entries[1].steps)
    assert "MGU 1971 §7 example 2" in rules and "za bezvzyatie" in rules
    assert "R-P-C4" in rules and "consolation_to = table" in rules


def test_MGU_1971_s7_a_mountain_point_costs_three_quarters_of_ten_whists():
    """"igrok na shtrafah teryaet tol'ko 3/4 (75%), t.k. 1/4 (25%) posle delezha vse ravno budet
    prinadlezhat' emu" — with every pool closed (a pool of 1), one mountain point is −7.5."""
    rep = play([{"penalty": {"Boris": 1}, "note": "a hint to a partner"}], options={**NO_RB, "pool": 1})
    for p in FOUR:
        rep.state.pool[p] = 1  # as if every pool were closed
    assert rep.game.settle(rep.state).balance == {"Anna": 2.5, "Boris": -7.5, "Vera": 2.5, "Gleb": 2.5}


# ------------------------------------------------------------------ the value table through games
@pytest.mark.parametrize("bomb,value", [(0, 6), (1, 12), (2, 24), (3, 48)])
def test_MGU_1971_s7_value_table_bomb_columns_from_sessions(bomb, value):
    """VOSMERIK 6 12 24 48: Boris passes PAS V TEMNUYU without looking three times in a row (Anna
    deals them all): bomba, double bomb, elka.  Bombs are played oldest first (R-P-C4), so he spends
    ``bomb − 1`` of them on sixes passed out, then plays 8♦ passed out on the ``bomb``-th."""
    dark = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": ["Vera"]}
    before = [dark, dark, dark] if bomb else []
    before += [game("Boris", "6♣", [], dealer="Anna") for _ in range(max(bomb - 1, 0))]
    assert mgu(before)["bombs"]["Boris"] == ([1, 2, 3][bomb - 1:] if bomb else [])
    d = mgu_delta(before, game("Boris", "8♦", [], dealer="Anna"), options={"game_points": "pool", "pool": 200})
    assert d["pool"] == {"Boris": value}


@pytest.mark.parametrize("contract,value", [("6♦", 4), ("7♦", 8), ("8♦", 12), ("9♦", 16), ("misere", 20)])
def test_MGU_1971_s7_value_table_dark_column_from_sessions(contract, value):
    """The dark column (TEMNYE, prostaya): 4, 8, 12, 16 … misère 20; a dark six is whisted by both
    (MGU 1971 §6.3), so the higher games are passed here and the six whisted."""
    if contract == "6♦":
        deal = game("Boris", contract, ["Vera", "Gleb"], {"Boris": 6, "Vera": 2, "Gleb": 2}, dark=True)
    elif contract == "misere":
        deal = game("Boris", contract, tricks={"Boris": 0}, dark=True)
    else:
        deal = game("Boris", contract, [], dark=True)
    d = mgu_delta([], deal, options={"game_points": "pool", "pool": 200})
    assert d["pool"] == {"Boris": value}


# ------------------------------------------------------------------ dark raspasy and bombs
def test_MGU_1971_s6_3_dark_raspasy_double_every_trick_2_4_8():
    """"Temnyj raspas igraetsya analogichno prostomu, no vse shtrafnye ochki za vzyatki udvaivayutsya
    ... na pervyh raspasah shtrafy budut vdvoe bol'she, chem na svetlyh, na vtoryh vchetvero i na
    tret'ih v vosem' raz." (R-P4: 1, 2, 4 a trick; dark 2, 4, 8.)"""
    dark = {"dealer": "Anna", "raspasy": {"Boris": 1, "Vera": 4, "Gleb": 5}, "dark": True, "looked": []}
    assert mgu([dark])["mountain"]["Boris"] == 2
    assert mgu([dark, dark])["mountain"]["Boris"] == 2 + 4
    assert mgu([dark, dark, dark])["mountain"]["Boris"] == 2 + 4 + 8
    assert mgu([dark, dark, dark, dark])["mountain"]["Boris"] == 2 + 4 + 8 + 8  # R-P-C7
    light = {"dealer": "Anna", "raspasy": {"Boris": 1, "Vera": 4, "Gleb": 5}}
    assert mgu([light, light, light])["mountain"]["Boris"] == 1 + 2 + 4


def test_MGU_1971_s6_3_bombs_everybody_dark_the_dealer_too_bomb_double_elka():
    """"Vsem ob®yavivshim PAS V TEMNUYU i prisoedinivshimsya, na pul'ke risuetsya bomba, za vtoroj PAS
    - dvojnaya bomba, na tret'ej - elka. Esli vse igroki ne glyadya v karty skazali PAS V TEMNUYU, to
    sootvetstvuyushchie bomby pishutsya takzhe i sdayushchemu.\""""
    dark = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": []}
    assert mgu([dark, dark, dark])["bombs"] == {p: [1, 2, 3] for p in FOUR}


def test_MGU_1971_s6_3_bombs_one_rank_lower_for_who_looked_and_for_the_dealer():
    """"Esli hotya by odin igrok, prezhde chem ie ob®yavit' PAS, posmotrel karty, to emu i sdayushchemu
    bomby idut na rang nizhe: pri prostoj bombe - nichego, na dvojnoj - prostaya, na elke -
    dvojnaya.\""""
    dark = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True,
            "looked": ["Vera"]}
    assert mgu([dark])["bombs"] == {"Anna": [], "Boris": [1], "Vera": [], "Gleb": [1]}
    assert mgu([dark, dark, dark])["bombs"] == {"Anna": [1, 2], "Boris": [1, 2, 3], "Vera": [1, 2],
                                                "Gleb": [1, 2, 3]}


def test_MGU_1971_s6_3_a_light_raspas_breaks_the_dark_row():
    dark = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": []}
    light = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}}
    assert mgu([dark, light, dark])["bombs"]["Boris"] == [1, 1]


def test_MGU_1971_s6_3_bomb_kept_after_a_lost_game_extinguished_by_a_won_one():
    """"Pri proigryshe, odnako, bomba ne propadaet, ostavayas' do sleduyushchej igry. Sygrannaya igra
    gasit bombu i sleduyushchaya igra idet na drugoj bombe." Bombs are played oldest first
    (R-P-C4)."""
    dark = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": []}
    two = [dark, dark]  # Boris: bomba, then double bomb
    lost = game("Boris", "7♣", ["Vera"], {"Boris": 6}, dealer="Anna")
    won = game("Boris", "7♣", [], dealer="Anna")
    assert mgu_delta(two, lost)["mountain"] == {"Boris": 8}  # on the bomba: 4 × 2
    assert mgu([*two, lost])["bombs"]["Boris"] == [1, 2]
    big = {"game_points": "pool", "pool": 200}
    assert mgu_delta([*two, lost], won, options=big)["pool"] == {"Boris": 8}
    assert mgu([*two, lost, won])["bombs"]["Boris"] == [2]
    assert mgu_delta([*two, lost, won], won, options=big)["pool"] == {"Boris": 16}
    assert mgu([*two, lost, won, won])["bombs"]["Boris"] == []


def test_MGU_1971_s6_3_no_dark_pass_without_someone_in_the_dark():
    with pytest.raises(IllegalError, match="light raspas"):
        mgu([{"raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": ["Boris", "Vera", "Gleb"]}])
    with pytest.raises(IllegalError, match="sits out"):
        mgu([{"raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": ["Anna"]}])


def test_MGU_1971_s9_sochinka_has_no_dark_games_nor_bombs():
    """"Igraetsya bez razbojnika, bez temnyh igr, bomb i elok.\""""
    with pytest.raises(IllegalError, match="dark_games = false"):
        mgu([{"raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": []}], rules="mgu-sochinka")
    with pytest.raises(IllegalError, match="dark_games = false"):
        mgu([game("Boris", "7♣", [], dark=True)], rules="mgu-mountain-first")


# ------------------------------------------------------------------ the auction words
def test_MGU_1971_s4_the_game_may_not_be_lower_than_the_word():
    """"Ob®yavlennaya igra ne mozhet byt' nizhe toj, kotoruyu on nazval vyhode torgovli.\""""
    assert mgu([game("Boris", "7♥", [], word="SEMX CHETVERTYH")])["pool"]["Boris"] == 4
    assert mgu([game("Boris", "7NT", [], word="семь четвертых")])["pool"]["Boris"] == 4  # R-P-C5
    with pytest.raises(IllegalError, match="lower than the word"):
        mgu([game("Boris", "7♣", [], word="SEMX TRETXIH")])
    with pytest.raises(IllegalError, match="misère"):
        mgu([game("Boris", "misere", tricks={"Boris": 0}, word="DEVYATX PERVYH")])
    with pytest.raises(IllegalError, match="binds"):
        mgu([game("Boris", "10♠", [], word="MIZER")])


def test_MGU_1971_s6_3_dark_words_need_a_dark_game_and_allow_misere():
    """"Ob®yavivshij RAZ V TEMNUYU mozhet igrat' lyubuyu igru, vklyuchaya mizer ... DVA V TEMNUYU
    mozhet igrat' vse igry, krome shest' pik.\""""
    with pytest.raises(IllegalError, match="dark"):
        mgu([game("Boris", "7♥", [], word="RAZ V TEMNUYU")])
    assert mgu([game("Boris", "misere", tricks={"Boris": 0}, word="раз в тёмную", dark=True)])["mountain"] \
        == {p: 0 for p in FOUR}
    with pytest.raises(IllegalError, match="lower than the word"):
        mgu([game("Boris", "6♠", ["Vera", "Gleb"], {"Boris": 6, "Vera": 2}, word="DVA V TEMNUYU", dark=True)])
    with pytest.raises(IllegalError, match="light word"):
        mgu([game("Boris", "7♥", [], word="SEMX PERVYH", dark=True)])


def test_MGU_1971_s6_3_dark_sixes_and_seven_spades_need_both_whisters_and_are_closed():
    """"vse shestirjki i sem' pik (na raz v temnuyu) igrayutsya tol'ko v temnuyu i vistovat' obyazany
    oba partnera ... Na ostal'nyh igrah, v tom chisle i na mizere, mozhno igrat' lezha i pasovat'."
    After DVA V TEMNUYU 7♣ is dark-only too, after RAZ V TEMNUYU it is not."""
    with pytest.raises(IllegalError, match="both partners must whist"):
        mgu([game("Boris", "6♥", ["Vera"], {"Boris": 6}, dark=True)])
    with pytest.raises(IllegalError, match="closed"):
        mgu([game("Boris", "7♠", ["Vera", "Gleb"], {"Boris": 7, "Vera": 2}, dark=True, open=True)])
    with pytest.raises(IllegalError, match="both partners must whist"):
        mgu([game("Boris", "7♣", [], dark=True, word="DVA V TEMNUYU")])
    assert mgu([game("Boris", "7♣", [], dark=True, word="RAZ V TEMNUYU")])["pool"]["Boris"] == 8


def test_MGU_1971_s4_misere_and_nine_without_prikup():
    """"MIZER BEZ PRIKUPA - perebivaetsya tol'ko desyatirnoj bez prikupipa"; "Mizer mozhno perebit'
    devyatirnoj bez prikupa": the words need the game without the prikup, scored as usual."""
    d = game("Boris", "misere", tricks={"Boris": 0}, word="мизер без прикупа", without_prikup=True)
    assert mgu([d])["pool"]["Boris"] == 10
    with pytest.raises(IllegalError, match="without the prikup"):
        mgu([game("Boris", "misere", tricks={"Boris": 0}, word="MIZER BEZ PRIKUPA")])
    with pytest.raises(IllegalError, match="nine, a ten or misère"):
        mgu([game("Boris", "8♠", [], without_prikup=True)])
    with pytest.raises(IllegalError, match="without the prikup"):
        mgu([game("Boris", "9♠", [], without_prikup=True, prikup=["A♠", "A♥"])])
    assert mgu([game("Boris", "9♠", [], word="DEVYATX BEZ PRIKUPA", without_prikup=True)])["pool"]["Boris"] == 8


# ------------------------------------------------------------------ raspasy (R-P4)
def test_R_P4_raspasy_1_2_4_prikup_tricks_to_the_dealer_zero_writes_off():
    """R-P4; MGU 1971 §5.1 "Vzyatki prikupa, esli eti karty nikto ne perebil, prinosyat shtrafnye ochki
    sdavavshemu"; §7 "V raspasah vse zarabotannye ochki idut tol'ko v goru ili s gory"."""
    r1 = {"dealer": "Anna", "raspasy": {"Boris": 4, "Vera": 0, "Gleb": 5, "Anna": 1}}
    r2 = {"dealer": "Anna", "raspasy": {"Boris": 2, "Vera": 3, "Gleb": 5}}
    r3 = {"dealer": "Anna", "raspasy": {"Boris": 0, "Vera": 6, "Gleb": 4}}
    s = mgu([r1, r2, r3])
    # Boris 4×1 + 2×2, then clean: 4 off (8 − 4); Vera clean first with an empty mountain (lost),
    # then 3×2 + 6×4; Gleb 5 + 10 + 16; Anna 1 (the prikup's)
    assert s["mountain"] == {"Anna": 1, "Boris": 4, "Vera": 30, "Gleb": 31}
    assert s["pool"] == {p: 0 for p in FOUR}  # never into the pool in the classic


def test_R_P4_sochinka_a_clean_raspas_goes_to_the_pool():
    """MGU 1971 §7: "Zapisyvat' zarabotannye na raspasah ochki v pulyu ... v klassike zapreshcheno (v
    sochenke mozhno)"."""
    s = snap([{"raspasy": {"Boris": 4, "Vera": 0, "Gleb": 6}}], rules="mgu-sochinka")
    assert s["pool"]["Vera"] == 1 and s["mountain"]["Vera"] == 0


# ------------------------------------------------------------------ the dealer (§3, R-P6)
@pytest.mark.parametrize("cards,tricks", [(["A♥", "7♣"], 1), (["K♣", "Q♣"], 1), (["A♦", "K♦"], 2),
                                          (["A♠", "A♥"], 3), (["K♣", "Q♦"], 0)])
def test_R_P6_dealer_prikup_whists_from_a_session(cards, tricks):
    """"Visty na igrayushchego za prikup, esli s prikupom igrayushchemu prishla vzyatka (tuz ili mar'yazh
    - 1 vzyatka, tuz + korol' - 2 vzyatki, dva tuza - 3 vzyatki)": Anna deals, Boris plays 8♣
    passed (6 a trick)."""
    d = mgu_delta([], game("Boris", "8♣", [], prikup=cards))
    assert d["whists"] == ({("Anna", "Boris"): 6 * tricks} if tricks else {})


def test_R_P6_prikup_whists_on_a_bomb_declined_and_never_in_the_dark():
    dark = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": []}
    on_bomb = game("Boris", "7♣", [], prikup=["A♣", "K♣"], dealer="Anna")
    assert mgu_delta([dark], on_bomb)["whists"] == {("Anna", "Boris"): 16, ("Gleb", "Boris"): 8}
    declined = game("Boris", "8♣", [], prikup=["A♣", "K♣"], prikup_whists=False)
    assert mgu_delta([], declined)["whists"] == {}
    with pytest.raises(IllegalError, match="R-P-C14"):
        mgu([game("Boris", "8♣", [], prikup=["A♣", "K♣"], dark=True)])
    with pytest.raises(IllegalError, match="three players"):
        mgu([game("Boris", "8♣", [], prikup=["A♣", "K♣"])], players=THREE)


def test_R_P6_returned_prikup_costs_one_point():
    """"za vozvrashchennyj prikup - 1 ochko v goru\"."""
    assert mgu_delta([], {"declarer": "Boris", "prikup_returned": True})["mountain"] == {"Boris": 1}
    with pytest.raises(InvalidError, match="only the declarer"):
        mgu([{"declarer": "Boris", "prikup_returned": True, "contract": "7♠"}])
    with pytest.raises(IllegalError):
        snap([{"declarer": "Boris", "prikup_returned": True}], rules="sochi")


def test_MGU_1971_s3_the_dealer_whists_instead_of_two_passers():
    """§3 item 3: "Visty na igrayushchego, esli partnery spasovali i sdayushchij vzyalsya vistovat'
    vmesto nih": Anna deals; Vera and Gleb pass; Anna whists Boris's 7♦ and takes 3 of the
    defenders' tricks; on a failed one she writes the undertrick too."""
    assert mgu_delta([], game("Boris", "7♦", ["Anna"], {"Boris": 7}))["whists"] == {("Anna", "Boris"): 12}
    failed = mgu_delta([], game("Boris", "7♦", ["Anna"], {"Boris": 6, "Anna": 4}))
    assert failed["whists"] == {("Anna", "Boris"): 20, ("Vera", "Boris"): 4, ("Gleb", "Boris"): 4}
    with pytest.raises(IllegalError, match="instead of two defenders"):
        mgu([game("Boris", "7♦", ["Anna", "Vera"], {"Boris": 7})])
    with pytest.raises(IllegalError, match="sits out"):
        snap([game("Boris", "7♦", ["Anna"], {"Boris": 7})], players=FOUR, rules="sochi")


def test_MGU_1971_s6_passed_six_and_seven_the_right_hand_writes_two_and_one_tricks():
    """§6: "igrayushchij zapisyvaet sebe vyigryshnye ochki v pulyu bez igry, a sidyashchij sprava ot
    nego - visty: na shestirike za 2 vzyatki, a na semirike za odnu" (Boris's right-hand defender is
    Gleb when Anna deals, R-P-C25)."""
    assert mgu_delta([], game("Boris", "6♦", []))["whists"] == {("Gleb", "Boris"): 4}
    assert mgu_delta([], game("Boris", "7♦", []))["whists"] == {("Gleb", "Boris"): 4}
    assert mgu_delta([], game("Boris", "8♦", []))["whists"] == {}


# ------------------------------------------------------------------ whists (R-P2, R-P3)
def test_R_P2_whist_shortfall_at_the_games_value_on_a_bomb():
    """R-P2: "the value table applies dlya igrayushchego i vistuyushchego": Vera whists Boris's 7♣
    on his bomba alone and takes 1 of the 2 she answers for: 8 to her mountain."""
    dark = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True, "looked": ["Vera"]}
    d = mgu_delta([dark], game("Boris", "7♣", ["Vera"], {"Boris": 9}, dealer="Anna"))
    assert d["mountain"]["Vera"] == 8 and d["whists"] == {("Vera", "Boris"): 8}


def test_R_P2_two_whisters_the_odd_trick_is_the_seconds():
    """8♣ (minimum 1): the pair took none; Vera (first) answers for 0, Gleb (second) for 1."""
    d = mgu_delta([], game("Boris", "8♣", ["Vera", "Gleb"], {"Boris": 10}))
    assert d["mountain"] == {"Gleb": 6}


@pytest.mark.parametrize("mode,writes", [("ordinary", {"Vera": 40, "Anna": 8, "Gleb": 8}),
                                         ("gentleman", {"Vera": 32}),
                                         ("robber", {"Vera": 40, "Anna": 40, "Gleb": 40})])
def test_R_P3_consolation_ordinary_gentleman_robber_from_a_session(mode, writes):
    """MGU 1971 §7: "visty 'za bezvzyatie' mozhno ne zapisyvat' (dzhentl'menskij vist) ili zapisyvat'sya v
    uvelichennom razmere - kazhdyj pishet na igroka stol'ko zhe, skol'ko zapisal vistovavshij
    (grabitel'skij vist)" — example 2 under each option."""
    d = mgu_delta(EXAMPLE_2[:1], EXAMPLE_2[1], options={"consolation": mode})
    assert d["whists"] == {(w, "Boris"): v for w, v in writes.items()}


def test_MGU_1971_s7_a_ten_is_caught_failed_each_partner_writes_the_undertricks():
    """"Na desyatirike vse partnery pishut tol'ko za nedobor igrokom, ne zavisimo ot togo, ch'ya
    karta vzyala (za bezvzyatie)"; a made ten writes no whists (R-P-C28)."""
    assert mgu_delta([], game("Boris", "10♥", tricks={"Boris": 10}), options={"game_points": "pool"}) == {
        "pool": {"Boris": 10}, "mountain": {}, "whists": {}}
    d = mgu_delta([], game("Boris", "10♥", tricks={"Boris": 8}))
    assert d["mountain"] == {"Boris": 20}
    assert d["whists"] == {("Vera", "Boris"): 20, ("Gleb", "Boris"): 20, ("Anna", "Boris"): 20}
    with pytest.raises(IllegalError, match="do not whist"):
        mgu([game("Boris", "10♥", ["Vera"], {"Boris": 10})])


def test_MGU_1971_s7_misere_no_whists_only_the_mountain():
    """"Na mizere visty ne pishutsya i tol'ko ne sygravshij mizerist pishet ochki na goru.\""""
    assert mgu_delta([], game("Boris", "misere", tricks={"Boris": 2})) == {
        "pool": {}, "mountain": {"Boris": 20}, "whists": {}}
    with pytest.raises(IllegalError, match="caught, not whisted"):
        mgu([game("Boris", "misere", ["Vera"], {"Boris": 2})])


# ------------------------------------------------------------------ totus
def test_MGU_1971_s7_totus_made_closes_the_pool_and_writes_off_the_mountain():
    """"Igrok, kotoryj ob®yavil i sygral TOTUS - zakryvaet svoyu pulyu i spisyvaet vsyu svoyu goru.\""""
    d = mgu_delta([PENALTY_BORIS_5], game("Boris", "totus", tricks={"Boris": 10}))
    assert d == {"pool": {"Boris": 20}, "mountain": {"Boris": -5}, "whists": {}}


def test_MGU_1971_s7_totus_on_a_bomb_helps_one_partner_double_bomb_two_elka_every_mountain():
    """"Totus na prostoj bombe pozvolyaet zakryt' puli i gory u sebya i lyubogo partnera, perevodya
    ochki pomoshchi v visty. Totus na dvojnoj bombe zakryvaet i spisyvaet gory, krome svoej eshche u
    dvuh partnerov. Totus na elke - spisyvaet gory vseh igrokov." (10 whists a point, R-P-C2.)"""
    dark = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}, "dark": True,
            "looked": ["Vera", "Gleb"]}  # Boris alone in the dark: he draws the bombs
    penalties = {"penalty": {"Anna": 2, "Vera": 4, "Gleb": 1}, "note": "hints and a misdeal"}
    one = mgu_delta([dark, penalties], game("Boris", "totus", tricks=10, totus_help="Vera", dealer="Anna"))
    # Vera's mountain (4 + 6 from the raspas) and pool (20) for 10 whists a point
    assert one["pool"] == {"Boris": 20, "Vera": 20} and one["mountain"] == {"Boris": -6, "Vera": -10}
    assert one["whists"] == {("Boris", "Vera"): 300}
    with pytest.raises(AmbiguousError, match="name them"):
        mgu([dark, game("Boris", "totus", tricks=10, dealer="Anna")])
    with pytest.raises(IllegalError, match="may not help Anna"):
        mgu([dark, game("Boris", "totus", tricks=10, totus_help="Anna", dealer="Anna")])
    spend = game("Boris", "6♣", [], dealer="Anna")  # a won game spends the oldest bomb (R-P-C4)
    two = [dark, dark, spend]
    d = mgu_delta([*two, penalties], game("Boris", "totus", tricks=10, totus_help=["Vera", "Gleb"],
                                          dealer="Anna"))
    assert set(d["whists"]) == {("Boris", "Vera"), ("Boris", "Gleb")}
    elka = [dark, dark, dark, spend, spend]
    totus = game("Boris", "totus", tricks=10, dealer="Anna")
    d = mgu_delta([*elka, penalties], totus)
    assert list(d["pool"]) == ["Boris"]  # on the elka: mountains only, every player's, the dealer too
    assert mgu([*elka, penalties, totus])["pool"]["Boris"] == 20
    assert d["mountain"]["Anna"] == -2 and d["whists"][("Boris", "Anna")] == 20


def test_MGU_1971_s7_totus_failed_doubles_the_mountain_on_a_bomb_adds_the_partners():
    """"Nesygrannyj totus - udvaivaet goru igroku. Nesygrannyj totus na prostoj bombe - pribavlyaet k
    svoim udvoennym ochkam gory takoe kolichestvo ochkov, kotoroe imeet partner, kotoromu sobiralsya
    pomogat' igrok.\""""
    assert mgu_delta([PENALTY_BORIS_5], game("Boris", "totus", tricks=9))["mountain"] == {"Boris": 5}
    dark = {"dealer": "Anna", "raspasy": {"Boris": 2, "Vera": 3, "Gleb": 5}, "dark": True,
            "looked": ["Vera", "Gleb"]}
    d = mgu_delta([dark], game("Boris", "totus", tricks=9, totus_help="Vera", dealer="Anna"))
    assert d["mountain"] == {"Boris": 4 + 6}  # his 4 doubled, and Vera's 6
    assert mgu([dark, game("Boris", "totus", tricks=9, totus_help="Vera", dealer="Anna")])["bombs"]["Boris"] == [1]


def test_MGU_1971_s7_totus_only_where_the_rules_have_it():
    with pytest.raises(IllegalError, match="no totus"):
        snap([game("Boris", "totus", tricks=10)], rules="sochi")
    with pytest.raises(IllegalError, match="no 'whist'"):
        mgu([game("Boris", "totus", ["Vera"], tricks=10)])


# ------------------------------------------------------------------ R-P5 responsible games
def test_R_P5_responsible_and_irresponsible_games_from_a_session():
    """MGU 1971 §7: "Igrok, kotoryj sygral bol'she igr, chem raspasov (svetlyh ili temnyh), teryaet
    polovinu zarabotannyh ochkov (neotvetstvennye igry), hotya shtrafy platit kak za otvetstvennuyu
    igru." One raspas covers Boris's first won game; his second earns half."""
    raspas = {"dealer": "Anna", "raspasy": {"Boris": 3, "Vera": 3, "Gleb": 4}}
    first = game("Boris", "8♣", [], dealer="Anna")
    second = game("Boris", "8♣", [], dealer="Anna")
    opts = {"game_points": "pool", "responsible_games": True}
    assert mgu_delta([raspas], first, options=opts)["pool"] == {"Boris": 6}  # k = 1 ≤ 1
    assert mgu_delta([raspas, first], second, options=opts)["pool"] == {"Boris": 3}  # k = 2 > 1
    failed = game("Boris", "8♣", ["Vera"], {"Boris": 7}, dealer="Anna")
    assert mgu_delta([raspas, first], failed, options=opts)["mountain"] == {"Boris": 6}  # penalties in full
    s = mgu([raspas, first, second], options={"responsible_games": True})
    assert s["responsible"]["Boris"] == {"won": 2, "cover": 1}
    assert mgu_delta([], first, options={**opts, "responsible_games": False})["pool"] == {"Boris": 6}


def test_R_P_C8_razboynik_games_cover_the_players_own_games():
    """After the razboynik every player has 6 games of his own and two circles of raspasy (8) as
    cover: 14 won games are responsible."""
    s = snap([], rules="mgu-classic")
    assert s["responsible"]["Anna"] == {"won": 0, "cover": 0}
    full = load("evening-mgu-classic.toml", upto=33)
    assert full.game.snapshot(full.state)["responsible"]["Vera"] == {"won": 0, "cover": 14}


# ------------------------------------------------------------------ R-P7 help
def test_R_P7_help_after_the_own_pool_closes_at_10_whists_a_point():
    """MGU 1971 §7: "etimi ochkami on mozhet zakryvat' puli svoih partnerov i perevodit' kazhdoe ochko
    pomoshchi v 10 vistov na partnera ... Zapreshchaetsya pomogat' sdayushchemu ... Pomoshch' v pervuyu
    ochered' okazyvayut tomu, u kogo bol'she pulya i men'she gora." Pool 4; sochinka (all to pool)."""
    opts = {"pool": 4}
    before = [game("Vera", "6♣", []),  # Boris deals: Vera 2; Gleb on her right writes 4
              game("Gleb", "6♣", [], dealer="Vera")]  # Gleb 2
    d = delta(before, game("Boris", "9♦", [], dealer="Anna"), rules="mgu-sochinka", options=opts)
    # Boris: 4 close his pool, 4 overflow: Vera (2, first by seating among equals) then Gleb
    assert d["pool"] == {"Boris": 4, "Vera": 2, "Gleb": 2}
    assert d["whists"] == {("Boris", "Vera"): 20, ("Boris", "Gleb"): 20}
    d = delta(before, game("Boris", "9♦", [], dealer="Vera"), rules="mgu-sochinka", options=opts)
    assert d["pool"] == {"Boris": 4, "Gleb": 2, "Anna": 2}  # never the dealer (Vera)


def test_R_P7_nobody_to_help_the_points_write_off_the_own_mountain_first():
    """MGU 1971 §7: "zarabotannye ochki celikom spisyvayut goru (snachala svoyu, potom partnerov)"."""
    opts = {"pool": 2}
    before = [{"penalty": {"Boris": 3, "Vera": 5}, "note": "misdeals"}, game("Vera", "6♣", []),
              game("Gleb", "6♣", [], dealer="Vera"), game("Anna", "6♣", [], dealer="Gleb")]
    d = delta(before, game("Boris", "9♦", [], dealer="Anna"), rules="mgu-sochinka", options=opts)
    assert d["pool"] == {"Boris": 2}
    assert d["mountain"] == {"Boris": -3, "Vera": -3}
    assert d["whists"] == {("Boris", "Vera"): 30}


# ------------------------------------------------------------------ R-P8 settlement
def test_R_P8_settlement_by_the_amnister_from_a_session():
    """MGU 1971 §7: "iz shtrafnyh ochkov kazhdogo igroka vychitaetsya kolichestvo ochkov amnistera ...
    umnozhaetsya na 10 i delitsya na chislo igrokov - 4": mountains 10, 30, 50, 10 with every pool
    closed → Boris 50, Vera 100 whists from each other player."""
    rep = play([{"penalty": {"Anna": 10, "Boris": 30, "Vera": 50, "Gleb": 10}, "note": "the sheet so far"}],
               options={**NO_RB, "pool": 1})
    for p in FOUR:
        rep.state.pool[p] = 1
    s = rep.game.settle(rep.state)
    assert s.balance == {"Anna": 150, "Boris": -50, "Vera": -250, "Gleb": 150}


def test_R_P_C18_the_classic_settles_unclosed_pools_as_mountain():
    """Pool 20, nothing written: every player lacks 20, which cancels out in R-P8."""
    rep = play([], options=NO_RB)
    assert rep.game.settle(rep.state).balance == {p: 0 for p in FOUR}
