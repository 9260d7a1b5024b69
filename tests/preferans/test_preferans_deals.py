"""Single-deal vectors: every scoring branch under each preset.

Players Anna, Boris, Vera (seats clockwise); on Boris's game the defenders speak Vera, then Anna.
Every expected number is worked from the rule it names: values 6=2 7=4 8=6 9=8 10=10 misère 10
(R-P-M0, the modern conventions), whist minimums 6→4 7→2 8→1 9→1 (R-P2), Leningrad ×2 on whists and
undertricks with a half-responsible whist, consolation at the whist price per undertrick (R-P3;
doubled in Leningrad, R-P11).
"""

from __future__ import annotations

import pytest

from preferans_helpers import FOUR, THREE, delta, play, snap

NONE = {"pool": {}, "mountain": {}, "whists": {}}


def game(declarer, contract, whist, tricks=None, **extra):
    d = {"declarer": declarer, "contract": contract, "whist": whist}
    if tricks is not None:
        d["tricks"] = tricks
    d.update(extra)
    return d


# ------------------------------------------------------------------------------ Sochi: games
def test_MGU_1971_s7_worked_example_1_six_made_one_whister():
    """MGU 1971 §7 example 1: a light six made; "ili prosto zapisyvaet 2 ochka v pulyu"; the whister
    "zabrav 4 vzyatki - 4h2 zapisyvaet na igroka 8 vistov"."""
    assert delta([], game("Boris", "6♠", ["Vera"], {"Boris": 6})) == {
        "pool": {"Boris": 2}, "mountain": {}, "whists": {("Vera", "Boris"): 8}}


@pytest.mark.parametrize("rules", ["sochi", "leningrad", "rostov"])
def test_R_P_M2_open_and_closed_score_alike_with_one_whister(rules):
    closed = delta([], game("Boris", "7♠", ["Vera"], {"Boris": 7}), rules=rules)
    opened = delta([], game("Boris", "7♠", ["Vera"], {"Boris": 7}, open=True), rules=rules)
    assert closed == opened
    # 3 defenders' tricks × 4 (× 2 in Leningrad, whist_doubling)
    assert closed["whists"] == {("Vera", "Boris"): 12 * (2 if rules == "leningrad" else 1)}
    assert closed["pool"] == {"Boris": 4}


def test_R_P_M2_passer_tricks_count_for_the_single_whister():
    """Anna passed and took 2 of the 4 defenders' tricks: all four are Vera's (4 × 2 = 8)."""
    d = delta([], game("Boris", "6♦", ["Vera"], {"Boris": 6, "Vera": 2, "Anna": 2}))
    assert d["whists"] == {("Vera", "Boris"): 8}
    assert d["mountain"] == {}


def test_sochi_made_two_whisters_each_own_tricks():
    """6♦ made, Vera 3 and Anna 1: the pair took its minimum 4; whists 3×2 and 1×2."""
    d = delta([], game("Boris", "6♦", ["Vera", "Anna"], {"Boris": 6, "Vera": 3, "Anna": 1}))
    assert d == {"pool": {"Boris": 2}, "mountain": {},
                 "whists": {("Vera", "Boris"): 6, ("Anna", "Boris"): 2}}


def test_R_P2_whist_minimum_split_two_whisters():
    """6♠, pair took 3 < 4: shares 2 + 2; Vera (3) is covered, Anna (0) is 2 short: 2 × 2 on her
    mountain; one's surplus does not cover the other (R-P-M1)."""
    d = delta([], game("Boris", "6♠", ["Vera", "Anna"], {"Boris": 7, "Vera": 3}))
    assert d["mountain"] == {"Anna": 4}
    assert d["whists"] == {("Vera", "Boris"): 6}
    assert d["pool"] == {"Boris": 2}


def test_R_P2_odd_trick_is_the_second_whisters():
    """8♣, minimum 1, both whisted and took nothing: the odd trick is the second's in speaking
    order (from Boris: Vera, then Anna) — Anna writes 1 × 6."""
    d = delta([], game("Boris", "8♣", ["Anna", "Vera"], {"Boris": 10}))
    assert d["mountain"] == {"Anna": 6}


@pytest.mark.parametrize("mode,expected", [("second", {"Anna": 4}), ("both", {"Vera": 4, "Anna": 4})])
def test_R_P2_whist_responsibility_option(mode, expected):
    """6♠, pair took 2: short 2; `second` — Anna answers for both tricks; `both` — each does."""
    d = delta([], game("Boris", "6♠", ["Vera", "Anna"], {"Boris": 8, "Vera": 2}),
              options={"whist_responsibility": mode})
    assert d["mountain"] == expected


def test_R_P2_single_whister_answers_for_the_whole_minimum():
    """6♠ made with 7: the lone whister got 3 of 4: 1 × 2 to his mountain (full, Sochi)."""
    d = delta([], game("Boris", "6♠", ["Vera"], {"Boris": 7}))
    assert d["mountain"] == {"Vera": 2}
    assert d["whists"] == {("Vera", "Boris"): 6}


def test_R_P2_no_responsibility_when_whist_penalty_none():
    d = delta([], game("Boris", "6♠", ["Vera"], {"Boris": 7}), options={"whist_penalty": "none"})
    assert d["mountain"] == {}


def test_R_P3_failed_one_whister_ordinary_consolation():
    """7♥ failed by 1 (the MGU 1971 §7 example 2 without the bomb): Boris 1 × 4 to the mountain; Vera
    4 tricks × 4 + 4 = 20; the passer Anna 4 "za bezvzyatie"."""
    d = delta([], game("Boris", "7♥", ["Vera"], {"Boris": 6}))
    assert d == {"pool": {}, "mountain": {"Boris": 4},
                 "whists": {("Vera", "Boris"): 20, ("Anna", "Boris"): 4}}


def test_MGU_1971_s7_worked_example_2_four_players_table_consolation():
    """MGU 1971 §7 example 2 (7-game failed by one, the whister took 4; dealer and passer write the
    undertrick): with `consolation_to = table` and light values it is 4 / 16+4 / 4 / 4 — the
    example's 8 / 32+8 / 8 / 8 halved (the example plays on a bomb, ×2)."""
    deal = {**game("Boris", "7♠", ["Vera"], {"Boris": 6}), "dealer": "Anna"}
    d = delta([], deal, players=FOUR, options={"consolation_to": "table"})
    assert d["mountain"] == {"Boris": 4}
    assert d["whists"] == {("Vera", "Boris"): 20, ("Gleb", "Boris"): 4, ("Anna", "Boris"): 4}


def test_R_P3_four_players_dealer_writes_no_consolation_by_default():
    deal = {**game("Boris", "7♠", ["Vera"], {"Boris": 6}), "dealer": "Anna"}
    d = delta([], deal, players=FOUR)
    assert d["whists"] == {("Vera", "Boris"): 20, ("Gleb", "Boris"): 4}


def test_R_P3_failed_two_whisters():
    """8♣ failed by 2: Boris 2 × 6 = 12; each whister 2 tricks × 6 + 2 × 6 consolation = 24."""
    d = delta([], game("Boris", "8♣", ["Vera", "Anna"], {"Boris": 6, "Vera": 2}))
    assert d == {"pool": {}, "mountain": {"Boris": 12},
                 "whists": {("Vera", "Boris"): 24, ("Anna", "Boris"): 24}}


@pytest.mark.parametrize("mode,anna", [("gentleman", None), ("robber", 20), ("greedy", None)])
def test_R_P3_consolation_options(mode, anna):
    """7♥ failed by 1, Vera alone whisted 4 tricks: gentleman — no consolation at all; robber —
    Anna writes what Vera wrote (16 + 4); greedy — only the whister writes it (R-P-M4)."""
    d = delta([], game("Boris", "7♥", ["Vera"], {"Boris": 6}), options={"consolation": mode})
    vera = 16 if mode == "gentleman" else 20
    expected = {("Vera", "Boris"): vera}
    if anna:
        expected[("Anna", "Boris")] = anna
    assert d["whists"] == expected


def test_MGU_1971_s6_both_passed_scores_without_play():
    """MGU 1971 §6: "igrayushchij zapisyvaet sebe vyigryshnye ochki v pulyu bez igry"."""
    assert delta([], game("Vera", "6♥", [])) == {"pool": {"Vera": 2}, "mountain": {}, "whists": {}}


@pytest.mark.parametrize("contract,whists", [("6♣", 4), ("7♣", 4)])
def test_half_whist_credits_half_the_pair_minimum(contract, whists):
    """R-P-M0: 2 tricks on 6 (× 2), 1 on 7 (× 4)."""
    d = delta([], game("Anna", contract, [], half_whist="Boris"))
    assert d["whists"] == {("Boris", "Anna"): whists}
    assert d["pool"] == {"Anna": 2 if contract == "6♣" else 4}


def test_half_whist_leningrad_doubled():
    d = delta([], game("Anna", "6♣", [], half_whist="Boris"), rules="leningrad")
    assert d["whists"] == {("Boris", "Anna"): 8}


def test_misere_made_and_caught():
    """Misère: 10 to the pool when clean; caught: 10 per trick on the mountain, no whists (MGU 1971 §7
    "na mizere visty ne pishutsya")."""
    assert delta([], {"declarer": "Anna", "contract": "misere", "tricks": {"Anna": 0}}) == {
        "pool": {"Anna": 10}, "mountain": {}, "whists": {}}
    assert delta([], {"declarer": "Anna", "contract": "мизер", "tricks": {"Anna": 2}}) == {
        "pool": {}, "mountain": {"Anna": 20}, "whists": {}}


def test_leningrad_misere_caught_doubled():
    d = delta([], {"declarer": "Anna", "contract": "misere", "tricks": 1}, rules="leningrad")
    assert d["mountain"] == {"Anna": 20}


# ------------------------------------------------------------------------------- the 10-game
def test_ten_made_no_whist_minimum():
    """10 made: 10 to the pool; the whister answers for nothing (MGU 1971 §4: on 10 partners "lovyat")."""
    assert delta([], game("Boris", "10♠", ["Vera"], {"Boris": 10})) == {
        "pool": {"Boris": 10}, "mountain": {}, "whists": {}}


def test_ten_failed():
    """10♥ failed by 1: 10 on the mountain; Vera 1 × 10 + 10; Anna 10 consolation."""
    d = delta([], game("Boris", "10♥", ["Vera"], {"Boris": 9}))
    assert d == {"pool": {}, "mountain": {"Boris": 10},
                 "whists": {("Vera", "Boris"): 20, ("Anna", "Boris"): 10}}


def test_ten_whist_duty_refuses_both_passing():
    from scorekeeper.errors import IllegalError

    with pytest.raises(IllegalError, match="must be whisted"):
        play([game("Boris", "10NT", [])])
    assert delta([], game("Boris", "10NT", []), options={"ten_whist": "free"})["pool"] == {"Boris": 10}


# ------------------------------------------------------------------------------- Leningrad
def test_leningrad_whists_doubled():
    """Leningrad: 6♠ made, Vera took 4: 4 × 4 = 16 (whists doubled, R-P-M0)."""
    d = delta([], game("Boris", "6♠", ["Vera"], {"Boris": 6}), rules="leningrad")
    assert d == {"pool": {"Boris": 2}, "mountain": {}, "whists": {("Vera", "Boris"): 16}}


def test_leningrad_half_responsible_whist():
    """6♠ made with 7, the lone whister 1 short: half of the undertrick price 4 = 2."""
    d = delta([], game("Boris", "6♠", ["Vera"], {"Boris": 7}), rules="leningrad")
    assert d["mountain"] == {"Vera": 2}


# Leningrad, worked from R-P-M0, the modern conventions and R-P11: values 6=2 7=4 9=8, whists and
# undertricks doubled (a 6: 4 a trick, a 7: 8, a 9: 16), the consolation the doubled whist price per
# undertrick written by each defender, two whisters each writing their own tricks, a lone whister's
# defence tricks split equally with the passer when the contract fails.
def test_R_P11_leningrad_6_failed_two_whisters_write_their_own_tricks():
    """6♣, Boris takes 5; Vera 3, Anna 2: Vera 3 × 4 + 1 × 4 = 16, Anna 2 × 4 + 4 = 12;
    Boris 1 × 4 = 4 on the mountain."""
    d = delta([], game("Boris", "6♣", ["Vera", "Anna"], {"Boris": 5, "Vera": 3}), rules="leningrad")
    assert d == {"pool": {}, "mountain": {"Boris": 4},
                 "whists": {("Vera", "Boris"): 16, ("Anna", "Boris"): 12}}


def test_R_P11_leningrad_9_failed_by_2_two_whisters():
    """9♠, Boris takes 7; Vera 1, Anna 2: Vera 1 × 16 + 2 × 16 = 48, Anna 2 × 16 + 32 = 64;
    Boris 2 × 16 = 32 on the mountain."""
    d = delta([], game("Boris", "9♠", ["Vera", "Anna"], {"Boris": 7, "Vera": 1}), rules="leningrad")
    assert d == {"pool": {}, "mountain": {"Boris": 32},
                 "whists": {("Vera", "Boris"): 48, ("Anna", "Boris"): 64}}


def test_R_P11_leningrad_6_made_two_whisters_never_split_equally():
    """6♣ made, Vera 1, Anna 3 (the pair's 4 = the minimum): 1 × 4 = 4 and 3 × 4 = 12, not 8 and 8."""
    d = delta([], game("Boris", "6♣", ["Vera", "Anna"], {"Boris": 6, "Vera": 1}), rules="leningrad")
    assert d == {"pool": {"Boris": 2}, "mountain": {},
                 "whists": {("Vera", "Boris"): 4, ("Anna", "Boris"): 12}}


def test_R_P11_leningrad_gentleman_whist_on_a_failed_6():
    """6♣, Boris takes 4; Vera whists open and takes 4, Anna passes (2): the contract failed, the
    defence's 6 tricks split 3 + 3: each writes 3 × 4 + 2 × 4 = 20; Boris 2 × 4 = 8."""
    d = delta([], game("Boris", "6♣", ["Vera"], {"Boris": 4, "Vera": 4, "Anna": 2}, open=True),
              rules="leningrad")
    assert d == {"pool": {}, "mountain": {"Boris": 8},
                 "whists": {("Vera", "Boris"): 20, ("Anna", "Boris"): 20}}


def test_R_P11_leningrad_7_failed_lone_whist_consolation_doubled():
    """7♥, Boris takes 6, Vera alone whisted: Boris 1 × 8 on the mountain; the defence's 4 tricks
    split 2 + 2: Vera 2 × 8 + 1 × 8 = 24, Anna (passed) the same 24."""
    d = delta([], game("Boris", "7♥", ["Vera"], {"Boris": 6}), rules="leningrad")
    assert d == {"pool": {}, "mountain": {"Boris": 8},
                 "whists": {("Vera", "Boris"): 24, ("Anna", "Boris"): 24}}


def test_R_P11_leningrad_made_game_the_lone_whister_takes_all():
    """6♠ made, Vera alone, the defence took 4: all four are hers, 4 × 4 = 16; Anna writes nothing."""
    d = delta([], game("Boris", "6♠", ["Vera"], {"Boris": 6, "Vera": 1, "Anna": 3}), rules="leningrad")
    assert d["whists"] == {("Vera", "Boris"): 16}


def test_R_P11_leningrad_two_whisters_need_their_split():
    """Each of two whisters writes his own tricks: the declarer's count alone is not enough."""
    from scorekeeper.errors import AmbiguousError

    with pytest.raises(AmbiguousError, match="split"):
        play([game("Boris", "6♦", ["Vera", "Anna"], {"Boris": 6})], rules="leningrad")


def test_R_P2_leningrad_two_whisters_each_short_of_his_own_share():
    """6♠, Boris takes 7, Vera 2, Anna 1: shares 2 + 2; Anna 1 short × (4 × ½) = 2 on her mountain
    (half-responsible); whists 2 × 4 = 8 and 1 × 4 = 4."""
    d = delta([], game("Boris", "6♠", ["Vera", "Anna"], {"Boris": 7, "Vera": 2}), rules="leningrad")
    assert d == {"pool": {"Boris": 2}, "mountain": {"Anna": 2},
                 "whists": {("Vera", "Boris"): 8, ("Anna", "Boris"): 4}}


@pytest.mark.parametrize("lone,vera,anna", [("greedy", 5 * 2 + 2, 2), ("gentleman-on-fail", 5 + 2, 5 + 2),
                                            ("gentleman", 5 + 2, 5 + 2)])
def test_R_P11_lone_whist_option_on_a_failed_6(lone, vera, anna):
    """Sochi prices (6: 2 a trick), 6♦ failed by 1, Vera alone, the defence took 5: greedy — Vera
    5 × 2 = 10, the consolation 2 each; gentleman(-on-fail) — 2½ tricks each × 2 = 5, plus 2 each."""
    d = delta([], game("Boris", "6♦", ["Vera"], {"Boris": 5}), options={"lone_whist": lone})
    assert d == {"pool": {}, "mountain": {"Boris": 2},
                 "whists": {("Vera", "Boris"): vera, ("Anna", "Boris"): anna}}


def test_R_P11_R_P_M17_lone_whist_gentleman_made_splits_the_whists_the_whister_answers():
    """lone_whist = gentleman, 6♦ made with 7: the defence's 3 tricks split 1.5 + 1.5, 3 whists
    each; the pair is 1 short of 4 and the whister alone answers: 1 × 2 on Vera's mountain."""
    d = delta([], game("Boris", "6♦", ["Vera"], {"Boris": 7}), options={"lone_whist": "gentleman"})
    assert d == {"pool": {"Boris": 2}, "mountain": {"Vera": 2},
                 "whists": {("Vera", "Boris"): 3, ("Anna", "Boris"): 3}}


@pytest.mark.parametrize("tie,each", [("each", 30), ("split", 15)])
def test_R_P12_rostov_tied_fewest_each_or_split(tie, each):
    """Rostov raspas 1, Anna 2, Boris 2, Vera 6: Anna and Boris tie for the fewest; Vera's 6 tricks
    × 5 = 30: each of them writes 30 (each), or they share it, 15 apiece (split)."""
    d = delta([], {"raspasy": {"Anna": 2, "Boris": 2, "Vera": 6}}, rules="rostov",
              options={"raspasy_tie": tie})
    assert d["whists"] == {("Anna", "Vera"): each, ("Boris", "Vera"): each}


def test_R_P12_rostov_tie_split_on_the_second_raspas():
    """Second raspas in a row (step ratio 2, R-P-M7): Anna 3, Boris 3, Vera 4: 4 × 5 × 2 = 40, shared
    20 + 20 under split."""
    d = delta([{"raspasy": {"Anna": 4, "Boris": 1, "Vera": 5}}],
              {"raspasy": {"Anna": 3, "Boris": 3, "Vera": 4}}, rules="rostov", options={"raspasy_tie": "split"})
    assert d["whists"] == {("Anna", "Vera"): 20, ("Boris", "Vera"): 20}


def test_R_P_M14_withdrawn_whist_split_in_an_old_file():
    """An old file's ``whist_split = "own"`` is what every table does and still reads; ``gentleman``
    no longer means anything and is refused, naming the option and what to write instead."""
    from scorekeeper.errors import InvalidError

    d = delta([], game("Boris", "6♦", ["Vera", "Anna"], {"Boris": 6, "Vera": 3}),
              options={"whist_split": "own"})
    assert d["whists"] == {("Vera", "Boris"): 6, ("Anna", "Boris"): 2}
    with pytest.raises(InvalidError, match="whist_split") as err:
        play([], rules="leningrad", options={"whist_split": "gentleman"})
    assert "lone_whist" in str(err.value.expected) and err.value.key == "options.whist_split"


# ------------------------------------------------------------------------------- raspasy
R1 = {"raspasy": {"Anna": 4, "Boris": 1, "Vera": 5}}
R2 = {"raspasy": {"Anna": 3, "Boris": 3, "Vera": 4}}


@pytest.mark.parametrize("rules,steps", [("sochi", (1, 2, 3, 3)), ("leningrad", (2, 4, 6, 6))])
def test_R_P4_raspasy_escalation_on_the_mountain(rules, steps):
    """1-2-3 (Sochi), 2-4-6 (Leningrad); the fourth in a row stays at the third step (R-P-M5)."""
    before = []
    for step in steps:
        d = delta(before, R1, rules=rules)
        assert d["mountain"] == {"Anna": 4 * step, "Boris": step, "Vera": 5 * step}
        before.append(R1)


@pytest.mark.parametrize("rules,level,reward", [("sochi", 1, 1), ("sochi", 2, 2), ("leningrad", 1, 2),
                                                ("leningrad", 3, 6), ("rostov", 2, 1)])
def test_zero_trick_raspas_reward(rules, level, reward):
    """Sochi/Leningrad: one trick price of that raspas in the pool; Rostov: one point."""
    before = [R1] * (level - 1)
    d = delta(before, {"raspasy": {"Anna": 0, "Boris": 6, "Vera": 4}}, rules=rules)
    assert d["pool"] == {"Anna": reward}


def test_R_P4_classic_zero_trick_writes_off_own_mountain():
    before = [R1]  # Anna 4 on the mountain
    d = delta(before, {"raspasy": {"Anna": 0, "Boris": 6, "Vera": 4}},
              options={"raspas_zero": "mountain", "raspasy_progression": "1-2-4"})
    assert d["mountain"] == {"Anna": -2, "Boris": 12, "Vera": 8}
    assert d["pool"] == {}


def test_rostov_raspasy_in_whists():
    """Boris took fewest (1): he writes 5 whists per trick on each other player: 20 on Anna,
    25 on Vera; nobody's mountain moves."""
    d = delta([], R1, rules="rostov")
    assert d == {"pool": {}, "mountain": {}, "whists": {("Boris", "Anna"): 20, ("Boris", "Vera"): 25}}


def test_rostov_raspasy_tie_for_fewest():
    """Anna and Boris tie on 3: each writes 4 × 5 = 20 on Vera."""
    d = delta([], R2, rules="rostov")
    assert d["whists"] == {("Anna", "Vera"): 20, ("Boris", "Vera"): 20}


def test_R_P_M7_rostov_progression_multiplies_whists():
    d = delta([R2], R1, rules="rostov")
    assert d["whists"] == {("Boris", "Anna"): 40, ("Boris", "Vera"): 50}


def test_R_P_M6_exit_rule():
    """Sochi 6-7-7: a six after one raspas, a seven after two; Leningrad 7-7-7; Rostov 6-6-6."""
    from scorekeeper.errors import IllegalError

    six = game("Boris", "6♠", ["Vera"], {"Boris": 6})
    seven = game("Boris", "7♠", ["Vera"], {"Boris": 7})
    play([R1, six])
    with pytest.raises(IllegalError, match="exit is 7"):
        play([R1, R1, six])
    play([R1, R1, seven])
    with pytest.raises(IllegalError, match="exit is 7"):
        play([R1, six], rules="leningrad")
    play([R1, R1, R1, six], rules="rostov")
    # misère may end any streak; a game resets it
    play([R1, R1, {"declarer": "Anna", "contract": "misere", "tricks": 0}, six])


def test_raspasy_one_player_left_out_is_inferred():
    assert delta([], {"raspasy": {"Anna": 4, "Boris": 1}})["mountain"] == {"Anna": 4, "Boris": 1, "Vera": 5}


def test_four_players_raspasy_among_the_three_who_hold_cards():
    deal = {"raspasy": {"Boris": 2, "Vera": 3, "Gleb": 5}, "dealer": "Anna"}
    assert delta([], deal, players=FOUR)["mountain"] == {"Boris": 2, "Vera": 3, "Gleb": 5}


def test_R_P4_prikup_tricks_to_the_dealer():
    deal = {"raspasy": {"Anna": 1, "Boris": 2, "Vera": 3, "Gleb": 4}, "dealer": "Anna"}
    d = delta([], deal, players=FOUR, options={"prikup_tricks": "dealer"})
    assert d["mountain"] == {"Anna": 1, "Boris": 2, "Vera": 3, "Gleb": 4}


# ----------------------------------------------------------------------- pool and help
def test_R_P7_help_closes_partners_pools_at_10_whists_a_point():
    """Pool 4. Vera has 2, Boris 2; Boris makes 8♣ (6): 2 close his pool, 4 overflow: Vera has the
    larger pool and gets 2 (20 whists on her), Anna the other 2 (20 whists)."""
    before = [game("Vera", "6♥", []), game("Boris", "6♥", [])]
    d = delta(before, game("Boris", "8♣", []), options={"pool": 4})
    assert d["pool"] == {"Boris": 2, "Vera": 2, "Anna": 2}
    assert d["whists"] == {("Boris", "Vera"): 20, ("Boris", "Anna"): 20}


def test_R_P7_help_key_names_the_partner():
    before = [game("Vera", "6♥", []), game("Boris", "6♥", [])]
    d = delta(before, game("Boris", "7♣", [], help="Anna"), options={"pool": 4})
    assert d["pool"] == {"Boris": 2, "Anna": 2}


def test_R_P_M8_overflow_with_nobody_to_help_writes_off_the_mountain():
    before = [R1, game("Anna", "6♥", []), game("Vera", "6♥", [])]  # Anna and Vera closed at 2
    d = delta(before, game("Boris", "7♣", []), options={"pool": 2})
    assert d["pool"] == {"Boris": 2}
    # Boris's own 1 first, then the largest partner's mountain (Vera's 5), with 10 whists on her
    assert d["mountain"] == {"Boris": -1, "Vera": -1}
    assert d["whists"] == {("Boris", "Vera"): 10}
    assert play([*before, game("Boris", "7♣", [])], options={"pool": 2}).finished


def test_R_P1_half_points_option():
    before = [R1]  # Boris 1 on the mountain
    d = delta(before, game("Boris", "7♣", []), options={"game_points": "half"})
    assert d["pool"] == {"Boris": 3} and d["mountain"] == {"Boris": -1}


def test_end_all_pools_or_one_pool():
    deals = [game("Anna", "10♠", ["Boris"], {"Anna": 10})]
    assert not play(deals, options={"pool": 10}).finished
    assert play(deals, options={"pool": 10, "end": "one-pool"}).finished


def test_stalingrad_six_spades_whisted_by_both():
    from scorekeeper.errors import IllegalError

    with pytest.raises(IllegalError, match="Stalingrad"):
        play([game("Boris", "6♠", ["Vera"], {"Boris": 6})], options={"stalingrad": True})
    play([game("Boris", "6♠", ["Vera", "Anna"], {"Boris": 6, "Vera": 2})], options={"stalingrad": True})
    play([game("Boris", "6♣", ["Vera"], {"Boris": 6})], options={"stalingrad": True})


def test_penalty_goes_to_the_mountain():
    rep = play([{"penalty": {"Vera": 3}, "note": "misdeal"}])
    assert rep.game.snapshot(rep.state)["mountain"]["Vera"] == 3


def test_every_change_is_a_step_citing_a_rule():
    rep = play([game("Boris", "7♥", ["Vera"], {"Boris": 6})])
    steps = rep.entries[0].steps
    assert all(s.rule for s in steps)
    accounts = {(s.player, s.account, s.delta) for s in steps if s.account}
    assert accounts == {("Boris", "mountain", 4), ("Vera", "whists:Boris", 16),
                        ("Vera", "whists:Boris", 4), ("Anna", "whists:Boris", 4)}


def test_snapshot_has_the_format_keys():
    s = snap([game("Boris", "7♥", ["Vera"], {"Boris": 6})])
    assert {"pool", "mountain", "whists"} <= set(s)
    assert s["whists"]["Vera"]["Boris"] == 20 and s["whists"]["Boris"] == {"Anna": 0, "Vera": 0}
