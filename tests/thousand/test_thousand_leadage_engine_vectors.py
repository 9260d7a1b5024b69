"""The public test vectors of Leadage/tysyacha-1000's ``src/tests/engine.test.ts`` (read at commit
24a6b8f) that state their inputs and a figure a score sheet writes or refuses, each reproduced
as a session under the preset ``leadage`` (the peer's ``DEFAULT_RULES``) with the vector's own
changes of rules; the vector's ``describe`` and ``it`` names are in the comment above it.

The peer builds a deal's state by hand (a total, a seat on the barrel, the card points of each);
here each is reached by entries: a penalty entry sets a total without passing the deal, a deal
seats a player on the barrel.  Where the peer's card points add up to more than the pack's 120
(163 for a made 120), the figure that decides is kept (the bid made or failed) with card points a
sheet can hold, or the vector is worked by the scoring function itself; each comment says so.
Three at the table unless said otherwise: Anna deals the first deal and, under ``leadage``,
opens it (the peer's dealer holds the obligatory 100 with three).

Not reproduced, because they test the play, the deal or the computer and not the score: the
same seed's deal, the ten cards after the prikup and eight after the discard, both cards to one
opponent, jumps in the auction, the auction's cap of 120 plus the marriages held (and the
setting lifting it), a pass leaving the auction, the three redeals, the second marriage's trump,
a marriage before the first trick, following suit, and the four whole games played by the
computer.
"""

from __future__ import annotations

import pytest

from scorekeeper.core.options import resolve_options
from scorekeeper.errors import IllegalError
from scorekeeper.games.thousand import scoring
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.options import OPTIONS, PRESETS
from scorekeeper.games.thousand.state import in_play
from thousand_helpers import FOUR, THREE, deltas, play, refusal

LEADAGE = resolve_options(OPTIONS, PRESETS["leadage"])
OFF = {"bolts": False, "zero_555": False}  # mkBarrel's «boltMode: 'off', dumpEnabled: false»


def lead(deals, players=THREE, **options):
    return play(players, deals, rules="leadage", options=options)


def refused(deals, players=THREE, **options):
    err = refusal(players, deals, rules="leadage", options=options)
    assert isinstance(err, IllegalError), err
    return err


def total(**totals):
    """A penalty entry that sets totals without passing the deal."""
    return {"penalty": totals, "note": "the vector's total"}


def deal(bidder, bid, taken, **keys):
    return {"bidder": bidder, "bid": bid, "taken": taken, **keys}


# mkBarrel's deal: «contract = 100; cardPoints = { 0: 110, 1: 5, 2: 5 }» for the bidder (105
# where he is not the dealer, who alone wins at 100 with three)
def barrel_deal(bidder="Anna", bid=100, **keys):
    others = [p for p in THREE if p != bidder]
    return deal(bidder, bid, {bidder: 110, others[0]: 5, others[1]: 5}, **keys)


def seat_boris():
    """Boris on the barrel: 875 and 5 in Anna's deal (Anna deals, opens and makes 100)."""
    return [total(Boris=875), barrel_deal("Anna")]


# ---- «раздача» ------------------------------------------------------------------------------------
# engine.test.ts › «раздача» › «втроём: по 7 карт и 3 в прикупе, все карты разные»
def test_leadage_engine_three_hands_of_seven_and_a_prikup_of_three_are_the_pack():
    assert 3 * T.HAND_CARDS + T.PRIKUP_CARDS == len(T.PACK) * 4 == 24


# engine.test.ts › «раздача» › «вчетвером: раздающий сидит на прикупе»
def test_leadage_engine_with_four_the_dealer_sits_out():
    rep = lead([deal("Boris", 100, {"Boris": 120}, prikup=["9♠", "9♣", "9♦"])], FOUR)
    assert in_play(rep.table, "Anna") == ["Boris", "Vera", "Gleb"]
    err = refused([deal("Anna", 100, {"Anna": 120}, prikup=["9♠", "9♣", "9♦"])], FOUR)
    assert err.key == "bidder"


# ---- «торговля» -----------------------------------------------------------------------------------
# engine.test.ts › «торговля» › «обязательная первая ставка 100»: with three the dealer holds it
def test_leadage_engine_the_obligatory_100_is_the_dealers_with_three():
    assert deltas(lead([deal("Anna", 100, {"Anna": 120})]), 1)["Anna"] == 100
    err = refused([deal("Boris", 100, {"Boris": 120})])
    assert (err.key, err.value) == ("bid", 100)


# engine.test.ts › «торговля» › «все ставки кратны 5 и больше предыдущей»
def test_leadage_engine_bids_rise_by_fives():
    assert deltas(lead([deal("Boris", 115, {"Boris": 120})]), 1)["Boris"] == 115
    assert refused([deal("Boris", 112, {"Boris": 120})]).key == "bid"
    assert refused([deal("Boris", 105, {"Boris": 120})], bid_step=10).key == "bid"


# engine.test.ts › «торговля» › «молчание при большом минусе — автоматический пас»: players 1 and
# 2 at −200, every bid passed: the contract is the obligatory bidder's 100
def test_leadage_engine_silence_below_minus_120():
    rep = lead([total(Boris=-200, Vera=-200), deal("Anna", 100, {"Anna": 120})], **OFF)
    assert deltas(rep, 2)["Anna"] == 100
    err = refused([total(Boris=-200, Vera=-200), deal("Boris", 105, {"Boris": 120})])
    assert err.key == "bidder"


# engine.test.ts › «прикуп, снос и окончательный заказ» › «окончательный заказ не может быть
# меньше выигранной ставки»: won at 125, the final bid is 125 or more, never 120
def test_leadage_engine_the_final_bid_is_not_below_the_bid_won():
    assert refused([deal("Boris", 120, {"Boris": 120}, raised_from=125)]).key == "raised_from"
    made = deal("Boris", 125, {"Boris": 120}, raised_from=125, marriages={"Boris": ["♠"]})
    assert deltas(lead([made]), 1)["Boris"] == 125


# ---- «подсчёт очков кона» ---------------------------------------------------------------------------
# engine.test.ts › «подсчёт очков кона» › «выполненный заказ даёт ровно величину заказа»:
# contract 120, cardPoints 163 → +120 (163 is no card count of a deal: worked by the function)
def test_leadage_engine_a_made_bid_writes_the_bid():
    assert scoring.bidder_score(120, 163, [], LEADAGE).points == 120


# engine.test.ts › «подсчёт очков кона» › «проваленный заказ вычитается»: 130 with 129 → −130
def test_leadage_engine_a_failed_bid_is_taken_off():
    assert scoring.bidder_score(130, 129, [], LEADAGE).points == -130


# engine.test.ts › «подсчёт очков кона» › «строгий режим: 98 при заказе 100 — проигрыш» and
# «с округлением своей игры 98 → 100 — заказ выполнен»
@pytest.mark.parametrize("compared,written", [("exact", -100), ("rounded", 100)])
def test_leadage_engine_98_for_100_exact_or_rounded(compared, written):
    rep = lead([deal("Anna", 100, {"Anna": 98, "Boris": 22})], bid_compared=compared)
    assert deltas(rep, 1)["Anna"] == written


# engine.test.ts › «подсчёт очков кона» › «очки соперников округляются до кратного пяти»:
# opponents' 12 → 10 and 13 → 15 (the bidder's 100 here 95 and ♠ 40, so the pack adds up)
def test_leadage_engine_opponents_round_to_five():
    rep = lead([deal("Anna", 100, {"Anna": 95, "Boris": 12, "Vera": 13},
                     marriages={"Anna": ["♠"]})], **OFF)
    assert deltas(rep, 1) == {"Anna": 100, "Boris": 10, "Vera": 15}


# engine.test.ts › «подсчёт очков кона» › «игра втёмную удваивает результат играющего» (120 dark
# made → 240) and «провал втёмную удваивает минус» (120 dark with 30 → −240); Anna needs 240 to
# bid dark (darkMinScore), which the vector's state leaves aside
@pytest.mark.parametrize("taken,written", [({"Anna": 120}, 240),
                                           ({"Anna": 30, "Boris": 50, "Vera": 40}, -240)])
def test_leadage_engine_a_dark_game_doubles_the_bidder(taken, written):
    rep = lead([total(Anna=240), deal("Anna", 120, taken, dark=True)], **OFF)
    assert deltas(rep, 2)["Anna"] == written


# engine.test.ts › «подсчёт очков кона» › «золотой кон удваивает очки»: golden 120 made → 240
def test_leadage_engine_the_golden_round_doubles():
    rep = lead([deal("Anna", 120, {"Anna": 120})], golden_round=True, **OFF)
    assert deltas(rep, 1)["Anna"] == 240


# ---- «роспись» ------------------------------------------------------------------------------------
# engine.test.ts › «роспись» › «классика: играющий −заказ, соперники по 60» and «без вычета
# заказа» (rospisNoDeduct: the bidder 0); boltMode 'off' as the vectors have it
@pytest.mark.parametrize("cost,bidder", [("bid", -120), ("none", 0)])
def test_leadage_engine_a_give_up(cost, bidder):
    rep = lead([{"bidder": "Anna", "bid": 120, "gave_up": True}], give_up_cost=cost, bolts=False)
    assert deltas(rep, 1) == {"Anna": bidder, "Boris": 60, "Vera": 60}


# engine.test.ts › «роспись» › «деление заказа пополам с округлением»: 125 → 65 each
def test_leadage_engine_a_give_up_of_125_pays_half_65():
    rep = lead([{"bidder": "Anna", "bid": 125, "gave_up": True}], give_up_pays="half-bid",
               bolts=False)
    assert deltas(rep, 1) == {"Anna": -125, "Boris": 65, "Vera": 65}


# engine.test.ts › «роспись» › «штраф при третьей росписи»: rospisCount 2 → −120 − 120.  Anna
# gives up three times (the vector's count of two set by hand; silence is left out, as the
# vector's totals are 0 where Anna's are −240 here)
def test_leadage_engine_the_third_give_up_costs_the_penalty():
    give_up = {"bidder": "Anna", "bid": 120, "gave_up": True}
    rep = lead([give_up] * 3, give_up_third_penalty=True, bolts=False, silence_below=0)
    assert [deltas(rep, n)["Anna"] for n in (1, 2, 3)] == [-120, -120, -240]
    err = refused([give_up] * 4, bolts=False, silence_below=0)  # «Только 3 росписи на игру»
    assert err.key == "gave_up"


# ---- «болты» --------------------------------------------------------------------------------------
# mkBolt: «contract = 100; cardPoints[0] = 120; tricksWon = { 0: 8, 1: 0, 2: 0 }»
BOLT = deal("Anna", 100, {"Anna": 120})


# engine.test.ts › «болты» › «нулевой кон отмечается болтом»: player 1 has one bolt
def test_leadage_engine_a_deal_without_a_trick_is_a_bolt():
    assert lead([BOLT]).state.bolts["Boris"] == 1


# engine.test.ts › «болты» › «штраф после трёх болтов подряд»: the third in a row −120, the run
# starts again; Boris takes no trick in three deals (Anna, Vera, Anna bid; Vera or Anna take the rest)
def test_leadage_engine_three_bolts_in_a_row_cost_120():
    deals = [deal("Anna", 100, {"Anna": 110, "Vera": 10}), deal("Vera", 105, {"Vera": 110, "Anna": 10}),
             deal("Anna", 105, {"Anna": 110, "Vera": 10})]
    rep = lead(deals)
    assert [deltas(rep, n)["Boris"] for n in (1, 2, 3)] == [0, 0, -120]
    assert rep.state.bolt_run["Boris"] == 0


# engine.test.ts › «болты» › «штраф при третьем болте за игру»: boltMode 'total3' — the third of
# the game, not in a row (Boris takes a trick in deal 2)
def test_leadage_engine_the_third_bolt_of_the_game_costs_120():
    deals = [deal("Anna", 100, {"Anna": 110, "Vera": 10}), deal("Vera", 105, {"Vera": 100, "Boris": 20}),
             deal("Anna", 105, {"Anna": 110, "Vera": 10}), deal("Vera", 105, {"Vera": 110, "Anna": 10})]
    assert [deltas(lead(deals), n)["Boris"] for n in (3, 4)] == [0, 0]  # in a row: none yet
    rep = lead(deals, bolts_counted="per-game")
    assert deltas(rep, 4)["Boris"] == -120 and rep.state.bolt_run["Boris"] == 0


# engine.test.ts › «болты» › «болт на своей игре не считается» and «болт на своей игре
# считается, если настройка выключена»: the bidder takes no trick (tricksWon { 0: 0, 1: 4, 2: 4 })
@pytest.mark.parametrize("own,bolts", [(False, 0), (True, 1)])
def test_leadage_engine_a_bolt_in_ones_own_game(own, bolts):
    rep = lead([deal("Anna", 100, {"Boris": 60, "Vera": 60})], bidder_bolts=own)
    assert rep.state.bolts.get("Anna", 0) == bolts


# engine.test.ts › «болты» › «болт на золотом считается за два»
def test_leadage_engine_a_golden_bolt_counts_two():
    rep = lead([deal("Anna", 120, {"Anna": 120})], golden_round=True, bolt_golden_double=True)
    assert rep.state.bolts["Boris"] == 2


# ---- «бочка» --------------------------------------------------------------------------------------
# engine.test.ts › «бочка» › «880 и выше — ровно 880» and «бочка 900» (850 → 900)
@pytest.mark.parametrize("barrel,before", [(880, 800), (900, 850)])
def test_leadage_engine_reaching_the_barrel_sits_on_its_figure(barrel, before):
    rep = lead([total(Anna=before), barrel_deal()], barrel_at=barrel, **OFF)
    assert rep.state.score["Anna"] == barrel and "Anna" in rep.state.barrel


# engine.test.ts › «бочка» › «с бочки очки не набираются обычными взятками»
def test_leadage_engine_no_points_on_the_barrel():
    rep = lead(seat_boris() + [barrel_deal("Vera", 105)], **OFF)
    assert rep.state.score["Boris"] == 880 and deltas(rep, 3)["Boris"] == 0


# engine.test.ts › «бочка» › «победа с бочки при достаточном заказе»: 880 and 120 made → 1000
# (the vector's 125 card points here 110 and ♠ 40: the bid is made either way)
def test_leadage_engine_coming_off_the_barrel_at_1000():
    rep = lead(seat_boris() + [barrel_deal("Boris", 120, marriages={"Boris": ["♠"]})], **OFF)
    assert rep.state.score["Boris"] == 1000 and rep.state.winner == "Boris"


# engine.test.ts › «бочка» › «победа при 1005, если требуется больше 1000»: 120 made leaves him
# at 880, no winner; 125 made → 1005, the winner
@pytest.mark.parametrize("bid,score,winner", [(120, 880, None), (125, 1005, "Boris")])
def test_leadage_engine_coming_off_the_barrel_at_1005(bid, score, winner):
    rep = lead(seat_boris() + [barrel_deal("Boris", bid, marriages={"Boris": ["♠"]})],
               win_at=1005, **OFF)
    assert (rep.state.score["Boris"], rep.state.winner) == (score, winner)


# engine.test.ts › «бочка» › «три неудачные попытки — штраф и слёт с бочки»: 760, one fall
def test_leadage_engine_three_tries_then_the_fall():
    rep = lead(seat_boris() + [barrel_deal("Vera", 105), barrel_deal("Anna", 105),
                               barrel_deal("Vera", 105)], **OFF)
    assert rep.state.score["Boris"] == 760 and "Boris" not in rep.state.barrel
    assert rep.state.falls["Boris"] == 1


# engine.test.ts › «бочка» › «нельзя одновременно влезать на бочку»: Anna 800 → 900 and Boris
# 880 → 900 in one deal: both 760, neither on the barrel (Boris's 20 in the bidder's 100 here)
def test_leadage_engine_two_at_once_both_fall():
    rep = lead([total(Anna=800, Boris=880), deal("Anna", 100, {"Anna": 100, "Boris": 20})],
               barrel_together_fall=True, **OFF)
    assert rep.state.score == {"Anna": 760, "Boris": 760, "Vera": 0} and rep.state.barrel == {}


# engine.test.ts › «бочка» › «сброс с бочки, если на неё влез другой»: Boris on the barrel, Anna
# 800 → 900: Anna sits, Boris 760
def test_leadage_engine_the_newcomer_knocks_the_sitter_off():
    rep = lead(seat_boris() + [total(Anna=700), barrel_deal("Anna", 105)],
               barrel_knock_off=True, **OFF)
    assert rep.state.score["Anna"] == 880 and rep.state.barrel == {"Anna": 0}
    assert rep.state.score["Boris"] == 760


# engine.test.ts › «бочка» › «сброс на ноль после трёх бочек»: the third fall → 0
def test_leadage_engine_the_third_fall_sends_to_zero():
    sitting = [barrel_deal("Vera", 105), barrel_deal("Anna", 105), barrel_deal("Vera", 105)]
    deals = seat_boris() + sitting
    for _ in range(2):  # from 760 back to 875, on the barrel again, three tries
        deals += [total(Boris=115), barrel_deal("Anna", 105)] + sitting
    rep = lead(deals, barrel_three_falls_zero=True, **OFF)
    assert rep.state.score["Boris"] == 0 and rep.state.falls["Boris"] == 0
    assert lead(deals, **OFF).state.score["Boris"] == 760


# ---- «самосвал» -----------------------------------------------------------------------------------
# engine.test.ts › «самосвал» › «ровно 555 обнуляется»: 455 + 100 → 0
def test_leadage_engine_555_goes_to_zero():
    rep = lead([total(Anna=455), deal("Anna", 100, {"Anna": 120})], bolts=False)
    assert rep.state.score["Anna"] == 0


# engine.test.ts › «самосвал» › «−555 обнуляется при включённой настройке»: −455 − 100 → 0
def test_leadage_engine_minus_555_goes_to_zero():
    deals = [total(Anna=-455), deal("Anna", 100, {"Anna": 10, "Boris": 60, "Vera": 50})]
    assert lead(deals, bolts=False, zero_negative=True).state.score["Anna"] == 0
    assert lead(deals, bolts=False).state.score["Anna"] == -555


# ---- «игра вчетвером» -----------------------------------------------------------------------------
# engine.test.ts › «игра вчетвером» › «сидящий на прикупе получает стоимость прикупа»:
# AS TH 9C = 21 → 20; and «марьяж в прикупе добавляется сидящему»: KH QH 9C = 107 → 105
@pytest.mark.parametrize("prikup,pair,written", [(["A♠", "10♥", "9♣"], False, 20),
                                                 (["K♥", "Q♥", "9♣"], True, 105)])
def test_leadage_engine_the_sitting_out_dealers_prikup(prikup, pair, written):
    rep = lead([deal("Boris", 100, {"Boris": 120}, prikup=prikup)], FOUR, prikup_pair=pair, **OFF)
    assert deltas(rep, 1)["Anna"] == written


# ---- «игра втёмную» -------------------------------------------------------------------------------
# engine.test.ts › «игра втёмную» › «объявление тёмной ставит заказ 120»: the opener's dark 120
def test_leadage_engine_a_dark_bid_is_the_openers_120():
    assert deltas(lead([total(Anna=240), deal("Anna", 120, {"Anna": 120}, dark=True)]), 2)["Anna"] == 240
    assert refused([total(Anna=240), deal("Anna", 130, {"Anna": 120}, dark=True)]).key == "bid"


# engine.test.ts › «игра втёмную» › «если тёмную перебили — удвоение отменяется»: the one who
# outbid the dark 120 plays an ordinary game, written once
def test_leadage_engine_an_outbid_dark_120_is_not_doubled():
    deals = [total(Anna=240, Boris=240), deal("Boris", 125, {"Boris": 120}, marriages={"Boris": ["♠"]})]
    assert deltas(lead(deals), 2)["Boris"] == 125
    deals[1] = {**deals[1], "dark": True}
    assert refused(deals).key == "dark"


# engine.test.ts › «игра втёмную» › «нельзя темнить при недостаточном счёте»: darkMinScore 240
def test_leadage_engine_no_dark_bid_below_240():
    assert refused([deal("Anna", 120, {"Anna": 120}, dark=True)]).key == "dark"


# ---- «золотой кон» --------------------------------------------------------------------------------
# engine.test.ts › «золотой кон» › «заказ 120 без торговли, каждый игрок по разу»
def test_leadage_engine_the_golden_round_is_each_players_120_in_turn():
    deals = [deal(p, 120, {p: 120}) for p in THREE]
    deals.append(deal("Anna", 130, {"Anna": 120}, marriages={"Anna": ["♠"]}))
    rep = lead(deals, golden_round=True)
    assert [deltas(rep, n)[p] for n, p in enumerate(THREE, 1)] == [240, 240, 240]
    assert deltas(rep, 4)["Anna"] == 130  # the golden round is over: an auction again
    assert refused([deal("Anna", 130, {"Anna": 120})], golden_round=True).key == "bid"
    assert refused([deal("Boris", 120, {"Boris": 120})], golden_round=True).key == "bidder"


# engine.test.ts › «золотой кон» › «можно увеличивать заказ при включённой настройке»
def test_leadage_engine_the_golden_120_raised():
    raised = [deal("Anna", 140, {"Anna": 120}, raised_from=120, marriages={"Anna": ["♠"]})]
    assert deltas(lead(raised, golden_round=True, golden_bid="opener-120-or-raised"), 1)["Anna"] == 280
    assert refused(raised, golden_round=True).key == "bid"


# ---- «марьяжи в розыгрыше» ------------------------------------------------------------------------
# engine.test.ts › «марьяжи в розыгрыше» › «объявление марьяжа даёт очки и делает масть козырной»:
# the ♥ marriage 100 for its declarer, the bidder, counting toward his bid
def test_leadage_engine_the_hearts_marriage_is_100_toward_the_bid():
    rep = lead([deal("Anna", 100, {"Anna": 0, "Boris": 60, "Vera": 60}, marriages={"Anna": ["♥"]})])
    assert deltas(rep, 1)["Anna"] == 100


# engine.test.ts › «марьяжи в розыгрыше» › «марьяж соперника перебивает козырь»: an opponent's
# ♠ marriage 40 for him
def test_leadage_engine_an_opponents_spades_marriage_is_40():
    rep = lead([deal("Anna", 100, {"Anna": 100, "Boris": 20}, marriages={"Boris": ["♠"]})], **OFF)
    assert deltas(rep, 1)["Boris"] == 20 + 40


# engine.test.ts › «марьяжи в розыгрыше» › «тузовый марьяж даёт 200 и не меняет козырь» and
# «без настройки тузовый марьяж не объявляется»
def test_leadage_engine_the_ace_marriage_is_200_only_with_the_setting():
    ace = [deal("Anna", 200, {"Anna": 0, "Boris": 60, "Vera": 60}, ace_marriage="Anna")]
    assert deltas(lead(ace, ace_marriage=True), 1)["Anna"] == 200
    assert refused(ace).key == "ace_marriage"
