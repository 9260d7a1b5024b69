"""The Swift peer's Rostov vectors (GitHub DmytroGusev/preferans, Tests/PreferansEngineCoreTests/
ScoringVariantTests.swift at commit 04ab5d38, «MARK: - Rostov direct-whist recording» and the
Rostov raspasy tests), reproduced under ``rostov`` with the options that match that engine's
``PreferansRules.rostov`` and ``MatchSettings(raspasy: .rostov)`` (Sources/PreferansEngine/
Rules.swift, ScoringEngine.swift):

* ``failed_game = direct-whists`` — ``declarerRemisePolicy: .directWhistsPerDefender(whistsPer
  Undertrick: 10)``: no mountain, 10 whists per undertrick from each defender;
* ``whist_penalty = half`` — ``whistResponsibility: .semiResponsible``;
* ``raspasy_progression = 1-1-1`` — the Rostov raspasy ``scoreMultiplier`` is 1 on every deal;
* ``raspasy_tie = split`` — tied winners share the payment;
* ``raspas_zero_dealer = always`` — the sitting-out dealer is credited the clean exit.

The Swift seats north, east, south (west) are Anna, Boris, Vera (Gleb); north declares.
"""

from __future__ import annotations

import pytest

from preferans_helpers import FOUR, delta, play

A, B, C, D = "Anna", "Boris", "Vera", "Gleb"
SWIFT = {"failed_game": "direct-whists", "whist_penalty": "half", "raspasy_progression": "1-1-1",
         "raspasy_tie": "split", "raspas_zero_dealer": "always"}


def rostov(deal, before=(), **kw):
    return delta(list(before), deal, rules="rostov", options=SWIFT, **kw)


def game(declarer, contract, whist, tricks):
    return {"declarer": declarer, "contract": contract, "whist": whist, "tricks": tricks}


def test_swift_rostov_ordinary_whists_keep_the_standard_value():
    """ScoringVariantTests.swift testRostovOrdinaryWhistsKeepStandardContractValue: 6♣ made, both
    whist, 2 tricks each: pool 2, no mountain, 2 × 2 = 4 each."""
    assert rostov(game(A, "6♣", [B, C], {A: 6, B: 2})) == {
        "pool": {A: 2}, "mountain": {}, "whists": {(B, A): 4, (C, A): 4}}


def test_swift_rostov_declarer_remise_pays_each_defender_direct_whists():
    """ScoringVariantTests.swift testRostovDeclarerRemisePaysEachDefenderDirectWhists: 7♥ failed by
    one, both whist, 2 each: no mountain; each 2 × 4 + 10 = 18."""
    assert rostov(game(A, "7♥", [B, C], {A: 6, B: 2})) == {
        "pool": {}, "mountain": {}, "whists": {(B, A): 18, (C, A): 18}}


def test_swift_rostov_gentleman_whist_splits_remise_tricks_and_consolation():
    """ScoringVariantTests.swift testRostovGentlemanWhistSplitsRemiseTricksAndConsolation: 6♣ failed
    by one, east alone took the defence's 5, south passed: each 5 × 2 ÷ 2 + 10 = 15, no mountain."""
    assert rostov(game(A, "6♣", [B], {A: 5})) == {
        "pool": {}, "mountain": {}, "whists": {(B, A): 15, (C, A): 15}}


def test_swift_rostov_whist_quota_remise_writes_half_the_value():
    """ScoringVariantTests.swift testRostovWhistQuotaRemiseWritesHalfGameValueToMountain: 6♦ made with
    7, east alone, the defence 3 of 4: east 1 (half of 2) to the mountain and 3 × 2 = 6 on the
    declarer only."""
    assert rostov(game(A, "6♦", [B], {A: 7, B: 1})) == {
        "pool": {A: 2}, "mountain": {B: 1}, "whists": {(B, A): 6}}


def test_swift_rostov_raspasy_fixed_direct_whists():
    """ScoringVariantTests.swift testRostovRaspasyUsesFixedDirectWhistsAndHiddenTalon: the third raspas
    in a row (consecutiveAllPassDeals 2), 0/4/6: north's clean exit 1 to the pool, north writes
    5 × 4 = 20 on east and 5 × 6 = 30 on south, no mountain; the minimum game after raspasy is 6
    (``minimumGameTricks(after: 8) == 6``)."""
    before = [{"raspasy": {A: 4, B: 3, C: 3}}, {"raspasy": {A: 3, B: 4, C: 3}}]
    deal = {"raspasy": {A: 0, B: 4, C: 6}}
    assert rostov(deal, before) == {"pool": {A: 1}, "mountain": {},
                                    "whists": {(A, B): 20, (A, C): 30}}
    after = [*before, deal, {"declarer": B, "contract": "6♣", "whist": []}]
    assert play(after, rules="rostov", options=SWIFT).state.streak == 0  # a six is let in


def test_swift_rostov_four_player_raspasy_credits_the_sitting_out_dealer():
    """ScoringVariantTests.swift testRostovFourPlayerRaspasyCreditsTheSittingOutDealer: north deals and
    sits out, east 0, south 4, west 6: north 1 and east 1 to the pool, east 20 on south, 30 on
    west (raspas_zero_dealer = always)."""
    deal = {"raspasy": {B: 0, C: 4, D: 6}, "dealer": A}
    assert rostov(deal, players=FOUR) == {"pool": {A: 1, B: 1}, "mountain": {},
                                          "whists": {(B, C): 20, (B, D): 30}}


def test_swift_rostov_raspasy_splits_the_payment_across_tied_winners():
    """ScoringVariantTests.swift testRostovRaspasySplitsOpponentPaymentAcrossTiedWinners: 0/0/10:
    north and east 1 each to the pool, each 5 × 10 ÷ 2 = 25 on south."""
    assert rostov({"raspasy": {A: 0, B: 0, C: 10}}) == {
        "pool": {A: 1, B: 1}, "mountain": {}, "whists": {(A, C): 25, (B, C): 25}}


# ======================================= ScoringVariantTests.swift testExecutableRulebookUsesTheProductionScorer
@pytest.mark.parametrize("level,value", [(6, 2), (7, 4), (8, 6), (9, 8), (10, 10)])
def test_swift_rostov_rulebook_contract_rows(level, value):
    """ScoringVariantTests.swift testExecutableRulebookUsesTheProductionScorer, the Rostov rows
    (``PreferansRulebook.examples``: declarer, left, right; both whist; left takes the rest): made
    pool 2 … 10; failed by one, no mountain and 10 + 10 = 20 direct whists; a whist a defender's
    trick 2 … 10."""
    made = rostov(game(A, f"{level}♠", [B, C], {A: level, B: 10 - level}))
    assert made["pool"] == {A: value}
    failed = rostov(game(A, f"{level}♠", [B, C], {A: level - 1, B: 11 - level}))
    assert failed["mountain"] == {}
    assert failed["whists"][(C, A)] == 10  # right took none: the direct whists alone
    assert failed["whists"][(B, A)] - (11 - level) * value == 10
    if made["whists"]:
        assert made["whists"][(B, A)] == (10 - level) * value


@pytest.mark.parametrize("stage", [1, 2, 3])
def test_swift_rostov_rulebook_raspasy_rows(stage):
    """ScoringVariantTests.swift testExecutableRulebookUsesTheProductionScorer, the Rostov raspasy rows:
    stages 1 … 3 of a series, 0/4/6: no mountain, 0 / 20 / 30 direct whists received, 5 a trick."""
    before = [{"raspasy": {A: 4, B: 3, C: 3}}] * (stage - 1)
    d = rostov({"raspasy": {A: 0, B: 4, C: 6}}, before)
    assert d["mountain"] == {}
    received = {p: sum(v for (w, on), v in d["whists"].items() if on == p) for p in (A, B, C)}
    assert received == {A: 0, B: 20, C: 30}


def test_swift_rostov_caught_misere_direct_whists():
    """Sources/PreferansEngine/ScoringEngine.swift scoreMisere under ``directWhistsPerDefender``: a
    caught misère writes no mountain; each other player at the table writes 10 a trick (2 tricks:
    20 each)."""
    assert rostov({"declarer": A, "contract": "misere", "tricks": {A: 2}}) == {
        "pool": {}, "mountain": {}, "whists": {(B, A): 20, (C, A): 20}}


def test_swift_rostov_failure_is_an_option_value_not_the_preset():
    """The preset ``rostov`` keeps the mountain (R-P-M0): the Swift engine's failure is the value
    ``failed_game = direct-whists`` over it."""
    d = delta([], game(A, "7♥", [B, C], {A: 6, B: 2}), rules="rostov")
    assert d["mountain"] == {A: 4}
