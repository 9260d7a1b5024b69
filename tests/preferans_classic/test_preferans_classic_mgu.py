"""The MGU classic (MGU 1971) and rulings R-P1…R-P10: every worked example and
every threshold, named after the section or ruling it pins.  Expected numbers are the texts'.
``c`` is the classic's functions the engine runs; ``o`` the test oracle (``oracle.py``), whose
results ``test_preferans_classic_oracle.py`` holds the engine's against."""

from __future__ import annotations

from fractions import Fraction

import pytest

from preferans_classic import oracle as o
from scorekeeper.errors import AmbiguousError, IllegalError, InvalidError, UnknownNameError
from scorekeeper.games.preferans import classic as c
from scorekeeper.games.preferans import classic_tables as t


# ----------------------------------------------------------------- §7 value table
@pytest.mark.parametrize("game,row", [
    (6, (2, 4, 8, 16, 4, 8, 16, 32)),
    (7, (4, 8, 16, 32, 8, 16, 32, 64)),
    (8, (6, 12, 24, 48, 12, 24, 48, 96)),
    (9, (8, 16, 32, 64, 16, 32, 64, 128)),
    (10, (10, 20, 40, 80, 20, 40, 80, 160)),
    ("misere", (10, 20, 40, 80, 20, 40, 80, 160)),
])
def test_MGU_1971_s7_value_table_rows(game, row):
    """"SHESTIRIK 2 4 8 16 4 8 16 32" … "MIZER 10 20 40 80 20 40 80 160"."""
    got = tuple(c.game_value(game, dark=d, bomb=b) for d in (False, True) for b in (0, 1, 2, 3))
    assert got == row


def test_MGU_1971_s6_3_dark_doubles_and_bombs_multiply_2_4_8():
    """"platit ili poluchaet dvojnye ochki"; "uvelichivaya vyigrysh (ili proigrysh) ot igry v 2, 4
    ili 8 raz"."""
    for g in (6, 7, 8, 9, 10, "misere"):
        base = c.game_value(g)
        assert c.game_value(g, dark=True) == 2 * base
        assert [c.game_value(g, bomb=b) for b in (1, 2, 3)] == [2 * base, 4 * base, 8 * base]


def test_MGU_1971_s7_value_table_refuses_a_bomb_level_beyond_elka():
    with pytest.raises(InvalidError):
        c.game_value(6, bomb=4)
    with pytest.raises(InvalidError):
        c.game_value(5)


@pytest.mark.parametrize("in_row,light,dark", [(1, 1, 2), (2, 2, 4), (3, 4, 8)])
def test_R_P4_MGU_1971_s7_raspas_rows_1_2_4_dark_doubled(in_row, light, dark):
    """"1 RASPAS 1 - - - 2", "2 RASPAS 2 - - - 4", "3 RASPAS 4 - - - 8"."""
    assert o.raspas_trick_value(in_row) == light
    assert o.raspas_trick_value(in_row, dark=True) == dark


def test_R_P_C7_fourth_raspas_in_a_row_stays_at_the_third_step():
    assert o.raspas_trick_value(4) == 4 and o.raspas_trick_value(9, dark=True) == 8
    with pytest.raises(InvalidError):
        o.raspas_trick_value(0)


# ----------------------------------------------------------------- §7 worked examples
def test_MGU_1971_s7_worked_example_1_light_six_made():
    """"Igrok sygral shestirik v svetluyu. V sootvetstvii s tablicej on zapisyvaet sebe v pulyu 1
    ochko i vychitaet s gory 1 ochko (ili prosto zapisyvaet 2 ochka v pulyu), a vistovavshij -
    zabrav 4 vzyatki - 4h2 zapisyvaet na igroka 8 vistov.\""""
    half = o.split_game_points(c.game_value(6), pool=0, pool_size=20, mountain=5)
    assert (half.pool, half.mountain_off, half.surplus) == (1, 1, 0)
    whole = o.split_game_points(c.game_value(6), pool=0, pool_size=20, mountain=5, mode="pool")
    assert (whole.pool, whole.mountain_off) == (2, 0)
    assert o.made_game_whists(6, {"Vera": 4}) == {"Vera": 8}
    assert o.whister_shortfall(6, {"Vera": 4}) == {}


def test_MGU_1971_s7_worked_example_2_failed_game_consolation():
    """"Igrok sel bez odnoj vzyatki na svetloj semirnoj igre, kotoraya igralas' na prostoj bombe. On
    zapishet 8 ochkov v goru ... vistuyushchij - vzyav 4 vzyatki po 8 vistov kazhdaya, pishet 32 vista
    na igroka i eshche 8 vistov ... itogo 40 vistov. Partner vistuyushchego i sdavavshij ... pishut na
    igroka po 8 vistov ... Takim obrazom, igrok proigral 80 vistov po gore (8 ochkov gory) i 56
    vistov partneram.\""""
    r = o.failed_game(7, 1, {"Vera": 4}, ["Gleb", "Dima"], bomb=1)
    assert r.mountain == 8
    assert r.whists == {"Vera": 40, "Gleb": 8, "Dima": 8}
    assert sum(r.whists.values()) == 56
    assert r.mountain * t.WHISTS_PER_POINT == 80


def test_R_P3_consolation_gentleman_and_robber():
    """"visty 'za bezvzyatie' mozhno ne zapisyvat' (dzhentl'menskij vist) ili ... kazhdyj pishet na
    igroka stol'ko zhe, skol'ko zapisal vistovavshij (grabitel'skij vist)\"."""
    g = o.failed_game(7, 1, {"Vera": 4}, ["Gleb", "Dima"], bomb=1, consolation="gentleman")
    assert g.whists == {"Vera": 40, "Gleb": 0, "Dima": 0}
    r = o.failed_game(7, 1, {"Vera": 4}, ["Gleb", "Dima"], bomb=1, consolation="robber")
    assert r.whists == {"Vera": 40, "Gleb": 40, "Dima": 40}
    with pytest.raises(InvalidError):
        o.failed_game(7, 1, {"Vera": 4}, consolation="kind")


def test_R_P_C12_robber_consolation_with_two_whisters_takes_the_larger():
    r = o.failed_game(6, 1, {"Vera": 3, "Gleb": 2}, ["Dima"], consolation="robber")
    assert r.whists == {"Vera": 8, "Gleb": 6, "Dima": 8}


def test_MGU_1971_s7_on_a_ten_every_partner_writes_only_for_the_undertricks():
    """"Na desyatirike vse partnery pishut tol'ko za nedobor igrokom, ne zavisimo ot togo, ch'ya
    karta vzyala (za bezvzyatie).\""""
    r = o.failed_game(10, 2, {"Vera": 2, "Gleb": 0}, ["Dima"])
    assert r.mountain == 20 and r.whists == {"Vera": 20, "Gleb": 20, "Dima": 20}


def test_MGU_1971_s7_on_misere_no_whists_only_the_mountain():
    """"Na mizere visty ne pishutsya i tol'ko ne sygravshij mizerist pishet ochki na goru.\""""
    r = o.failed_game("misere", 2, {"Vera": 0}, ["Gleb", "Dima"])
    assert r.mountain == 20 and set(r.whists.values()) == {0}
    assert o.made_game_whists("misere", {"Vera": 0}) == {"Vera": 0}


def test_R_P3_failed_game_needs_an_undertrick():
    with pytest.raises(IllegalError):
        o.failed_game(6, 0, {"Vera": 4})


def test_MGU_1971_s6_passed_six_and_seven_whists_for_the_player_on_the_right():
    """"na shestirike za 2 vzyatki, a na semirike za odnu (ushel za svoi visty)\"."""
    assert o.passed_game_whists(6) == 4 and o.passed_game_whists(7) == 4
    assert o.passed_game_whists(8) == 0 and o.passed_game_whists("misere") == 0
    assert o.passed_game_whists(6, bomb=1) == 8


# ----------------------------------------------------------------- R-P2 whist minimums
@pytest.mark.parametrize("game,minimum", [(6, 4), (7, 2), (8, 1), (9, 1), (10, 0), ("misere", 0)])
def test_R_P2_MGU_1971_s4_pair_minimum(game, minimum):
    """"na shestirike nuzhno vzyat' - 4 vzyatki, na semirike - 2, na vos'mirike - 1, na devyatirike
    - 1\"; on ten and misère the partners "lovyat igroka"."""
    assert t.MGU_WHIST_MINIMUM[game] == minimum
    assert o.whister_shares(game, ["Vera"]) == {"Vera": minimum}


@pytest.mark.parametrize("game,first,second", [(6, 2, 2), (7, 1, 1), (8, 0, 1), (9, 0, 1)])
def test_R_P2_two_whisters_split_the_odd_trick_to_the_second(game, first, second):
    assert o.whister_shares(game, ["Vera", "Gleb"]) == {"Vera": first, "Gleb": second}


@pytest.mark.parametrize("tricks,short", [(2, {}), (1, {"Gleb": 2})])
def test_R_P2_boundary_a_whister_exactly_at_his_share_is_not_short(tricks, short):
    assert o.whister_shortfall(6, {"Vera": 2, "Gleb": tricks}) == short


def test_R_P2_shortfall_is_the_trick_value_on_a_bomb_too():
    assert o.whister_shortfall(7, {"Vera": 0}, bomb=1) == {"Vera": 16}
    assert o.whister_shortfall(8, {"Vera": 1, "Gleb": 0}) == {"Gleb": 6}
    with pytest.raises(InvalidError):
        o.whister_shares(6, ["A", "B", "C"])


# ----------------------------------------------------------------- R-P1 / R-P-C9 points
def test_R_P1_pool_takes_only_what_it_lacks_and_the_rest_is_surplus_for_help():
    s = o.split_game_points(8, pool=19, pool_size=20, mountain=10)
    assert (s.pool, s.mountain_off, s.surplus) == (1, 4, 3)


def test_R_P1_boundary_pool_exactly_closed_by_the_half():
    s = o.split_game_points(8, pool=16, pool_size=20, mountain=10)
    assert (s.pool, s.mountain_off, s.surplus) == (4, 4, 0)


def test_R_P_C9_an_empty_mountain_sends_its_half_to_the_open_pool():
    s = o.split_game_points(8, pool=0, pool_size=20, mountain=1)
    assert (s.pool, s.mountain_off, s.surplus) == (7, 1, 0)


def test_MGU_1971_s9_mountain_first_variant_writes_off_the_mountain_before_the_pool():
    """"Zarabotannye ochki idut v pulyu lish' posle polnogo spisaniya gory.\""""
    s = o.split_game_points(8, pool=0, pool_size=20, mountain=5, mode="mountain-first")
    assert (s.pool, s.mountain_off, s.surplus) == (3, 5, 0)
    with pytest.raises(InvalidError):
        o.split_game_points(8, pool=0, pool_size=20, mountain=5, mode="all")


# ----------------------------------------------------------------- R-P5 responsible games
def test_R_P5_responsible_boundary():
    """"Igrok, kotoryj sygral bol'she igr, chem raspasov ... teryaet polovinu zarabotannyh ochkov
    (neotvetstvennye igry), hotya shtrafy platit kak za otvetstvennuyu igru.\""""
    assert c.is_responsible(3, raspasy=2, razboynik_games=1)
    assert not c.is_responsible(4, raspasy=2, razboynik_games=1)
    assert c.game_points(4, responsible=False) == 2
    assert c.game_points(2, responsible=False) == Fraction(1)
    assert c.game_points(10, responsible=False) == 5 and c.game_points(10) == 10
    with pytest.raises(InvalidError):
        c.is_responsible(0, 0, 0)


# ----------------------------------------------------------------- R-P4 raspasy
def test_R_P4_raspas_tricks_on_the_mountain_zero_trick_writes_off_one_value():
    r = o.raspas({"Anna": 4, "Boris": 0, "Vera": 5, "Gleb": 1},
                 {"Anna": 0, "Boris": 3, "Vera": 0, "Gleb": 0}, in_row=2, dealer="Gleb")
    assert r.mountain == {"Anna": 8, "Boris": -2, "Vera": 10, "Gleb": 2}
    assert r.lost == {}


def test_R_P4_zero_trick_with_an_empty_mountain_is_lost_never_pool():
    """"Esli svoya gora uzhe spisana, to zarabotannye na raspasah ochki propadayut.\""""
    r = o.raspas({"Anna": 0, "Boris": 5, "Vera": 5}, {"Anna": 1, "Boris": 0, "Vera": 0}, in_row=3)
    assert r.mountain["Anna"] == -1 and r.lost == {"Anna": 3}


def test_R_P_C13_the_dealer_without_prikup_tricks_earns_no_write_off():
    r = o.raspas({"Anna": 5, "Boris": 3, "Vera": 2, "Gleb": 0}, {"Gleb": 5}, dealer="Gleb", dark=True)
    assert r.mountain["Gleb"] == 0 and r.mountain["Anna"] == 10


def test_MGU_1971_s6_3_dark_raspas_doubles_every_trick():
    """"Temnyj raspas igraetsya analogichno prostomu, no vse shtrafnye ochki za vzyatki udvaivayutsya
    ... na pervyh raspasah shtrafy budut vdvoe bol'she ... na vtoryh vchetvero i na tret'ih v vosem'
    raz.\""""
    for in_row, mult in ((1, 2), (2, 4), (3, 8)):
        r = o.raspas({"A": 1, "B": 4, "C": 5}, {}, in_row=in_row, dark=True)
        assert r.mountain["A"] == mult


def test_R_P4_raspas_tricks_must_add_up_to_ten():
    with pytest.raises(IllegalError):
        o.raspas({"A": 1, "B": 4, "C": 4}, {})


# ----------------------------------------------------------------- bombs (§6.3)
def test_MGU_1971_s6_3_bombs_all_dark_dealer_gets_them_too():
    """"Esli vse igroki ne glyadya v karty skazali PAS V TEMNUYU, to sootvetstvuyushchie bomby pishutsya
    takzhe i sdayushchemu.\""""
    assert c.bomb_awards(1, {"A": False, "B": False, "C": False}, "D") == {"A": 1, "B": 1, "C": 1, "D": 1}
    assert c.bomb_awards(3, {"A": False, "B": False, "C": False}, "D") == {"A": 3, "B": 3, "C": 3, "D": 3}


@pytest.mark.parametrize("in_row,full,lower", [(1, 1, 0), (2, 2, 1), (3, 3, 2)])
def test_MGU_1971_s6_3_bombs_one_rank_lower_for_who_looked_and_the_dealer(in_row, full, lower):
    """"emu i sdayushchemu bomby idut na rang nizhe: pri prostoj bombe - nichego, na dvojnoj -
    prostaya, na elke - dvojnaya.\""""
    got = c.bomb_awards(in_row, {"A": False, "B": True, "C": False}, "D")
    want = {"A": full, "C": full}
    if lower:
        want |= {"B": lower, "D": lower}
    assert got == want


def test_MGU_1971_s6_3_a_light_raspas_draws_no_bombs():
    with pytest.raises(IllegalError):
        c.bomb_awards(1, {"A": True, "B": True, "C": True}, "D")


def test_MGU_1971_s6_3_bomb_kept_after_a_lost_game_extinguished_by_a_won_one():
    """"Pri proigryshe, odnako, bomba ne propadaet, ostavayas' do sleduyushchej igry. Sygrannaya igra
    gasit bombu i sleduyushchaya igra idet na drugoj bombe.\""""
    assert c.play_on_bomb((1, 2), made=False) == (1, (1, 2))
    assert c.play_on_bomb((1, 2), made=True) == (1, (2,))
    assert c.play_on_bomb((2,), made=True) == (2, ())
    assert c.play_on_bomb((), made=True) == (0, ())


# ----------------------------------------------------------------- R-P6 dealer and prikup
@pytest.mark.parametrize("cards,tricks", [
    (["A♠", "7♥"], 1), (["K♥", "Q♥"], 1), (["A♦", "K♦"], 2), (["A♠", "A♥"], 3),
    (["A♠", "K♥"], 1), (["K♥", "Q♠"], 0), (["K♥", "7♥"], 0), (["Тп", "Кп"], 2),
])
def test_R_P6_MGU_1971_s3_prikup_tricks(cards, tricks):
    """"tuz ili mar'yazh - 1 vzyatka, tuz + korol' - 2 vzyatki, dva tuza - 3 vzyatki\"."""
    assert c.prikup_tricks(cards) == tricks


def test_R_P6_dealer_whists_at_the_games_trick_value_and_returned_prikup_point():
    """"sdayushchij mozhet zapisat' na igroka, v zavisimosti ot klassa igry ... za vozvrashchennyj
    prikup - 1 ochko v goru\"."""
    assert c.dealer_prikup_whists(2, 7) == 8
    assert c.dealer_prikup_whists(3, 6, bomb=1) == 12
    assert c.dealer_prikup_whists(0, 9) == 0
    assert c.dealer_prikup_whists(1, 8, dark=True) == 0  # R-P-C14
    assert c.returned_prikup_points() == 1
    with pytest.raises(InvalidError):
        c.dealer_prikup_whists(4, 6)
    with pytest.raises(InvalidError):
        c.prikup_tricks(["A♠"])


# ----------------------------------------------------------------- R-P7 help
POOLS = {"Anna": 20, "Boris": 15, "Vera": 18, "Gleb": 18}
MOUNTAINS = {"Anna": 2, "Boris": 0, "Vera": 6, "Gleb": 3}
SEATS = ["Anna", "Boris", "Vera", "Gleb"]


def test_R_P7_help_order_largest_pool_then_smallest_mountain():
    """"Pomoshch' v pervuyu ochered' okazyvayut tomu, u kogo bol'she pulya i men'she gora.\""""
    assert c.help_order("Anna", SEATS, POOLS, MOUNTAINS) == ["Gleb", "Vera", "Boris"]
    assert c.help_order("Anna", SEATS, POOLS, MOUNTAINS, by="seating") == ["Boris", "Vera", "Gleb"]


def test_R_P7_help_closes_pools_at_10_whists_a_point_never_the_dealer():
    """"perevodit' kazhdoe ochko pomoshchi v 10 vistov na partnera ... Zapreshchaetsya pomogat'
    sdayushchemu i vistuyushchemu, esli tot na etoj igre sel.\""""
    h = c.distribute_help(5, "Anna", SEATS, POOLS, MOUNTAINS, 20, excluded=["Gleb"])
    assert h.pool == {"Vera": 2, "Boris": 3}
    assert h.whists == {"Vera": 20, "Boris": 30}
    assert h.mountain == {} and h.lost == 0
    h = c.distribute_help(5, "Anna", SEATS, POOLS, MOUNTAINS, 20, excluded=["Gleb"], named=["Gleb"])
    assert h.skipped == ["Gleb"] and "Gleb" not in h.pool


def test_R_P7_nobody_to_help_writes_off_own_mountain_then_partners():
    pools = {"Anna": 20, "Boris": 20, "Vera": 20}
    h = c.distribute_help(10, "Anna", ["Anna", "Boris", "Vera"], pools, {"Anna": 2, "Boris": 0, "Vera": 6}, 20)
    assert h.mountain == {"Anna": -2, "Vera": -6}
    assert h.whists == {"Vera": 60} and h.lost == 2


def test_R_P_M8_partners_mountains_are_written_off_largest_first():
    """R-P-M8: "with nobody to help they write off the own mountain, then the largest partner's
    mountain": 4 points, Boris 3 and Vera 7 on the mountain → all 4 off Vera, 40 whists on her."""
    pools = {"Anna": 20, "Boris": 20, "Vera": 20}
    h = c.distribute_help(4, "Anna", ["Anna", "Boris", "Vera"], pools, {"Anna": 0, "Boris": 3, "Vera": 7}, 20)
    assert h.mountain == {"Vera": -4} and h.whists == {"Vera": 40} and h.lost == 0


def test_R_P7_failed_whister_is_not_helped_and_order_may_name_a_partner():
    h = c.distribute_help(3, "Anna", SEATS, POOLS, MOUNTAINS, 20, excluded=["Gleb", "Vera"])
    assert h.pool == {"Boris": 3} and h.whists == {"Boris": 30}
    h = c.distribute_help(3, "Anna", SEATS, POOLS, MOUNTAINS, 20, named=["Boris"])
    assert h.pool == {"Boris": 3}


# ----------------------------------------------------------------- totus
def test_MGU_1971_s7_totus_made_closes_own_pool_and_writes_off_own_mountain():
    """"Igrok, kotoryj ob®yavil i sygral TOTUS - zakryvaet svoyu pulyu i spisyvaet vsyu svoyu goru.\""""
    e = c.totus_made("Boris", list(POOLS), POOLS, MOUNTAINS | {"Boris": 7}, 20)
    assert e.pool == {"Boris": 5} and e.mountain == {"Boris": -7} and e.whists == {}


def test_MGU_1971_s7_totus_on_a_bomb_helps_one_partner_into_whists():
    """"Totus na prostoj bombe pozvolyaet zakryt' puli i gory u sebya i lyubogo partnera, perevodya
    ochki pomoshchi v visty.\""""
    e = c.totus_made("Boris", list(POOLS), POOLS, MOUNTAINS, 20, bomb=1, helped=["Vera"])
    assert e.pool == {"Boris": 5, "Vera": 2}
    assert e.mountain == {"Boris": 0, "Vera": -6}
    assert e.whists == {"Vera": 80}


def test_MGU_1971_s7_totus_on_a_double_bomb_two_partners_on_an_elka_every_mountain():
    """"Totus na dvojnoj bombe zakryvaet i spisyvaet gory, krome svoej eshche u dvuh partnerov.
    Totus na elke - spisyvaet gory vseh igrokov.\""""
    e = c.totus_made("Boris", list(POOLS), POOLS, MOUNTAINS, 20, bomb=2, helped=["Vera", "Gleb"])
    assert set(e.whists) == {"Vera", "Gleb"} and e.whists["Gleb"] == 50
    e = c.totus_made("Boris", list(POOLS), POOLS, MOUNTAINS, 20, bomb=3, dealer="Gleb")
    assert e.mountain == {"Boris": 0, "Anna": -2, "Vera": -6, "Gleb": -3}
    assert e.pool == {"Boris": 5} and e.whists == {"Anna": 20, "Vera": 60, "Gleb": 30}


def test_MGU_1971_s7_totus_helped_partners_must_be_named_and_not_the_dealer():
    with pytest.raises(AmbiguousError):
        c.totus_made("Boris", list(POOLS), POOLS, MOUNTAINS, 20, bomb=1)
    with pytest.raises(IllegalError):
        c.totus_made("Boris", list(POOLS), POOLS, MOUNTAINS, 20, bomb=1, helped=["Gleb"], dealer="Gleb")


def test_MGU_1971_s7_totus_failed_doubles_the_mountain_and_on_a_bomb_adds_the_partners():
    """"Nesygrannyj totus - udvaivaet goru igroku. Nesygrannyj totus na prostoj bombe - pribavlyaet k
    svoim udvoennym ochkam gory takoe kolichestvo ochkov, kotoroe imeet partner, kotoromu sobiralsya
    pomogat' igrok.\""""
    assert c.totus_failed("Vera", list(POOLS), MOUNTAINS).mountain == {"Vera": 6}
    assert c.totus_failed("Vera", list(POOLS), MOUNTAINS, bomb=1, helped=["Gleb"]).mountain == {"Vera": 9}
    assert c.totus_failed("Vera", list(POOLS), MOUNTAINS, bomb=3).mountain == {"Vera": 11}  # R-P-C3


# ----------------------------------------------------------------- razboynik
def test_MGU_1971_s7_razboynik_each_owes_6_7_8_9_10_misere_in_any_order():
    """"kazhdyj igrok po ocheredi dolzhen sygrat' 6, 7 ,8, 9, 10 i mizer. Igry igrayutsya na vybor, iz
    chisla ostavshihsya, po odnoj igre za odin robber.\""""
    owed = c.razboynik_owed({"Anna": [8, "misere"], "Boris": []})
    assert owed == {"Anna": (6, 7, 9, 10), "Boris": (6, 7, 8, 9, 10, "misere")}
    c.verify_razboynik_game({"Anna": [8]}, "Anna", 6)
    with pytest.raises(IllegalError):
        c.verify_razboynik_game({"Anna": [8]}, "Anna", 8)
    with pytest.raises(IllegalError):
        c.verify_razboynik_game({"Anna": list(t.RAZBOYNIK_GAMES)}, "Anna", "мизер")


def test_MGU_1971_s7_razboynik_ends_with_two_circles_of_raspasy_8_with_four():
    """"Posle togo, kak razbojnik sygran vsemi igrokami, igraetsya 2 kruga raspasov (8 robberov).\""""
    assert c.razboynik_raspasy(4) == 8 and c.razboynik_raspasy(3) == 6


def test_MGU_1971_s7_conditions_pool_no_larger_than_the_smallest_mountain():
    """"hozyain gory ... ob®yavlyaet ... kolichestvo ochkov v pule (no ne bolee chisla naimen'shej
    gory)\"."""
    m = {"Anna": 30, "Boris": 12, "Vera": 18, "Gleb": 25}
    assert c.mountain_owners(m) == ("Anna",)
    c.verify_conditions(m, "Anna", 12)
    with pytest.raises(IllegalError):
        c.verify_conditions(m, "Anna", 13)
    with pytest.raises(IllegalError):
        c.verify_conditions(m, "Boris", 10)
    with pytest.raises(IllegalError):
        c.verify_conditions(m, "Anna", 0)
    c.verify_conditions({"Anna": 5, "Boris": 0}, "Anna", 40)  # R-P-C17
    assert c.mountain_owners({"A": 5, "B": 5, "C": 1}) == ("A", "B")


# ----------------------------------------------------------------- the auction
def test_MGU_1971_s4_light_words_in_order():
    """RAZ < DVA < TRI < CHETYRE < BEZKOZYRKA < SEMX PERVYH < … ("dalee vse povtoryaetsya")."""
    ladder = ["RAZ", "DVA", "TRI", "CHETYRE", "BEZKOZYRKA", "SEMX PERVYH", "SEMX VTORYH",
              "SEMX TRETXIH", "SEMX CHETVERTYH", "VOSEMX PERVYH", "DEVYATX CHETVERTYH", "DESYATX PERVYH"]
    for low, high in zip(ladder, ladder[1:]):
        assert c.overcalls(high, low) and not c.overcalls(low, high)


def test_MGU_1971_s6_3_raz_v_temnuyu_overcalled_only_by_dva_v_temnuyu_or_sem_pervyh():
    """"RAZ V TEMNUYU perebivaetlya tol'ko DVA V TEMNUYU ili SEMX PERVYH v svetluyu. DVA V TEMNUYU
    perebivaetsya tol'ko TRI V TEMNUYU ili SEMX VTORYH v svetluyu.\""""
    assert not c.overcalls("BEZKOZYRKA", "RAZ V TEMNUYU")
    assert c.overcalls("SEMX PERVYH", "RAZ V TEMNUYU") and c.overcalls("DVA V TEMNUYU", "RAZ V TEMNUYU")
    assert not c.overcalls("SEMX PERVYH", "DVA V TEMNUYU")
    assert c.overcalls("SEMX VTORYH", "DVA V TEMNUYU") and c.overcalls("TRI V TEMNUYU", "DVA V TEMNUYU")
    assert c.overcalls("SEMX TRETXIH", "TRI V TEMNUYU") and not c.overcalls("SEMX VTORYH", "TRI V TEMNUYU")


def test_MGU_1971_s4_misere_and_misere_without_prikup():
    """"Mizer mozhno perebit' devyatirnoj bez prikupa, ili desyatirnoj igroj pri lyubom kozyre. MIZER
    BEZ PRIKUPA - perebivaetsya tol'ko desyatirnoj bez prikupipa.\""""
    assert c.overcalls("MIZER", "DEVYATX CHETVERTYH") and not c.overcalls("DEVYATX CHETVERTYH", "MIZER")
    assert c.overcalls("DEVYATX BEZ PRIKUPA", "MIZER") and c.overcalls("DESYATX PERVYH", "MIZER")
    assert not c.overcalls("DESYATX CHETVERTYH", "MIZER BEZ PRIKUPA")
    assert c.overcalls("DESYATX BEZ PRIKUPA", "MIZER BEZ PRIKUPA")


def test_MGU_1971_s6_3_dark_misere_overcalled_only_by_a_dark_ten():
    """"Temnyj mizer perebivaetsya tol'ko temnoj desyatirnoj.\""""
    assert not c.overcalls("DESYATX BEZ PRIKUPA", "MIZER V TEMNUYU")
    assert c.overcalls("DESYATX V TEMNUYU", "MIZER V TEMNUYU")


@pytest.mark.parametrize("in_row,light,dark", [(1, 7, 6), (2, 8, 7), (3, 9, 8)])
def test_MGU_1971_s6_3_dark_pass_overcall_thresholds(in_row, light, dark):
    """"PAS V TEMNUYU na pervom robbere perebivaetsya igroj RAZ V TEMNUYU ili semirikom v svetluyu
    ... vos'mernoj svetloj ili semirnoj temnoj. Tretij podryad PAS V TEMNUYU perebivaetsya
    devyatirnoj svetloj ili vos'mernoj temnoj.\""""
    assert c.overcalls_dark_pass(in_row, light, dark=False)
    assert not c.overcalls_dark_pass(in_row, light - 1, dark=False)
    assert c.overcalls_dark_pass(in_row, dark, dark=True)
    assert not c.overcalls_dark_pass(in_row, dark - 1, dark=True)


def test_MGU_1971_s6_3_no_dark_pass_after_any_raz():
    """"Ob®yavlyat' PAS v Temnuyu, esli do etogo byl RAZ (dazhe v svetlyj) - nel'zya.\""""
    assert c.may_pass_dark(["PAS", "PAS V TEMNUYU"])
    assert not c.may_pass_dark(["RAZ"]) and not c.may_pass_dark(["PAS", "RAZ V TEMNUYU"])


def test_MGU_1971_s6_3_dark_only_games():
    """"vse shestirjki i sem' pik (na raz v temnuyu) igrayutsya tol'ko v temnuyu ... DVA V TEMNUYU
    mozhet igrat' vse igry, krome shest' pik, prichem shestiriki i semiriki pik i tref igrayutsya
    tol'ko v temnuyu.\""""
    assert c.dark_only("RAZ V TEMNUYU", 6, 4) and c.dark_only("RAZ V TEMNUYU", 7, 0)
    assert not c.dark_only("RAZ V TEMNUYU", 7, 1)
    assert c.dark_only("DVA V TEMNUYU", 7, 1) and not c.dark_only("DVA V TEMNUYU", 6, 0)
    assert c.dark_only("TRI V TEMNUYU", 7, 2) and not c.dark_only("TRI V TEMNUYU", 7, 3)


def test_auction_word_lookup_accepts_the_soft_sign_and_names_the_closest():
    assert c.word("semʹ pervyh").name == "SEMX PERVYH"
    with pytest.raises(UnknownNameError) as err:
        c.word("SEMX PERVIH")
    assert err.value.closest == "SEMX PERVYH"


# ----------------------------------------------------------------- R-P8 settlement
def test_R_P8_amnister_settlement_arithmetic():
    """"iz shtrafnyh ochkov kazhdogo igroka vychitaetsya kolichestvo ochkov amnistera ... poluchennyj
    ostatok umnozhaetsya na 10 i delitsya na chislo igrokov - 4.\""""
    players = ["A", "B", "V", "G"]
    s = o.amnister_settlement(players, {"A": 10, "B": 30, "V": 50, "G": 10}, {})
    # B: (30-10)*10/4 = 50 to each partner; V: 100 to each
    assert s.credit["A"]["B"] == 50 and s.credit["A"]["V"] == 100 and s.credit["B"]["V"] == 100
    assert s.pairs[("A", "B")] == 50 and s.pairs[("B", "V")] == 50 and s.pairs[("A", "G")] == 0
    # B pays 3 × 50 and gets 100 from V; V pays 3 × 100 and gets 50 from B
    assert s.balance == {"A": 150, "B": -50, "V": -250, "G": 150}
    assert ("B", "A", 50) in s.lines()


def test_MGU_1971_s7_a_mountain_point_costs_three_quarters_of_ten_whists():
    """"igrok na shtrafah teryaet tol'ko 3/4 (75%), t.k. 1/4 (25%) posle delezha vse ravno budet
    prinadlezhat' emu.\""""
    s = o.amnister_settlement(["A", "B", "V", "G"], {"A": 0, "B": 1, "V": 0, "G": 0}, {})
    assert s.balance["B"] == Fraction(-30, 4)


def test_R_P8_whists_net_pair_by_pair():
    s = o.amnister_settlement(["A", "B", "V"], {"A": 0, "B": 0, "V": 0},
                              {"A": {"B": 40}, "B": {"A": 10, "V": 5}})
    assert s.pairs == {("A", "B"): 30, ("A", "V"): 0, ("B", "V"): 5}
    assert s.balance == {"A": 30, "B": -25, "V": -5}


def test_MGU_1971_s9_gusarik_mountain_only_ignores_whists():
    """"Inogda v gussarike ne uchityvayutsya vzaimnye visty i puli, a raschet vedetsya tol'ko po gore.\""""
    s = o.mountain_only_settlement(["A", "B", "V", "G"], {"A": 4, "B": 0, "V": 0, "G": 0})
    assert s.balance == {"A": -30, "B": 10, "V": 10, "G": 10}


def test_R_P_C18_unclosed_pool_shortfall_goes_to_the_mountain():
    """MGU 1971 §9: "ostal'nym nedostatok puli vynositsya v goru"."""
    assert o.pool_shortfall_to_mountain({"A": 20, "B": 14, "V": Fraction(39, 2)}, 20) == {
        "B": 6, "V": Fraction(1, 2)}


def test_settlement_refuses_a_player_without_a_mountain():
    with pytest.raises(InvalidError):
        o.amnister_settlement(["A", "B"], {"A": 1}, {})
