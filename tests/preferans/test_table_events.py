"""The table's events (format §Table events): a newcomer's mean figures (R-P-E1), a leaver's
figures kept (R-P-E2), the seats corrected from an entry on, the last circle of a timed evening,
and a table that cannot change refusing them."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from preferans_helpers import FOUR, THREE, play, session_text
from test_preferans_properties import deals
from zero_sum import ZERO_SUM, assert_zero_sum, legal_session

from scorekeeper.core.replay import replay
from scorekeeper.errors import ScorekeeperError
from scorekeeper.session.model import parse_session

A7 = {"declarer": "Anna", "contract": "7s", "whist": ["Boris"], "tricks": {"Anna": 7}}
B6_FAILED = {"declarer": "Boris", "contract": "6h", "whist": ["Vera"], "tricks": {"Boris": 5}}


def test_r_p_e1_the_newcomer_writes_the_means_rounded_against_him():
    # after 7♠ made (Anna pool 4) and 6♥ failed by one (Boris mountain 2 under sochi: the game's
    # value 2 per undertrick): pools 4, 0, 0 → mean 4/3 → 1 (down); mountains 0, 2, 0 → 2/3 → 1 (up)
    rep = play([A7, B6_FAILED, {"joins": "Gleb", "after": "Vera"}])
    snap = rep.game.snapshot(rep.state)
    assert snap["pool"] == {"Anna": 4, "Boris": 0, "Vera": 0, "Gleb": 1}
    assert snap["mountain"] == {"Anna": 0, "Boris": 2, "Vera": 0, "Gleb": 1}
    assert all(v == 0 for v in snap["whists"]["Gleb"].values())
    assert all(snap["whists"][p]["Gleb"] == 0 for p in THREE)
    assert rep.table.players == ("Anna", "Boris", "Vera", "Gleb")
    assert [s.rule for s in rep.entries[2].steps] == ["R-P-E1; newcomer"] * 2


def test_r_p_e1_newcomer_zero_starts_a_clean_sheet():
    rep = play([A7, B6_FAILED, {"joins": "Gleb"}], options={"newcomer": "zero"})
    snap = rep.game.snapshot(rep.state)
    assert (snap["pool"]["Gleb"], snap["mountain"]["Gleb"]) == (0, 0)


def _evening(n: int, players: list[str], seed: int) -> list[dict]:
    """``n`` plain deals that any seating of ``players`` can play (the dealer named, the declarer
    and whister among those not dealing with four)."""
    out = []
    for i in range(n):
        dealer = players[(i + seed) % len(players)]
        holders = [p for p in players if p != dealer] if len(players) == 4 else players
        d, w = holders[i % len(holders)], holders[(i + 1) % len(holders)]
        contract = ["6s", "7h", "6d", "8c"][i % 4]
        made = int(contract[0]) - (i % 3 == 2)
        out.append({"declarer": d, "contract": contract, "whist": [w], "tricks": {d: made},
                    "dealer": dealer})
    return out


def test_code_a_fourth_joins_at_deal_12_and_one_leaves_at_30_settles_zero_sum():
    """The issue's evening: three play eleven deals, Gleb joins as entry 12, Boris leaves as
    entry 30; the settlement counts all four accounts and sums to zero (R-P-E1, R-P-E2)."""
    first = _evening(11, THREE, 0)
    middle = _evening(17, FOUR, 1)
    last = _evening(10, ["Anna", "Vera", "Gleb"], 2)
    entries = [*first, {"joins": "Gleb"}, *middle, {"leaves": "Boris"}, *last]
    assert entries[11] == {"joins": "Gleb"} and entries[29] == {"leaves": "Boris"}
    before = play(first, options={"pool": 200})
    pools = [Fraction(v) for v in before.game.snapshot(before.state)["pool"].values()]
    mountains = [Fraction(v) for v in before.game.snapshot(before.state)["mountain"].values()]
    rep = play(entries, options={"pool": 200})
    assert rep.problems == []
    at_join = rep.entries[11].steps
    assert at_join[0].delta == math.floor(sum(pools) / 3)
    assert at_join[1].delta == math.ceil(sum(mountains) / 3)
    s = rep.settlement()
    assert set(s.balance) == {"Anna", "Boris", "Vera", "Gleb"}
    assert_zero_sum(s)
    assert_zero_sum(s, 0.37)
    # Boris's figures stand as they were when he left
    at_leave = play(entries[:30], options={"pool": 200})
    for account in ("pool", "mountain"):
        assert (rep.game.snapshot(rep.state)[account]["Boris"]
                == at_leave.game.snapshot(at_leave.state)[account]["Boris"])
    assert rep.table.players == ("Anna", "Vera", "Gleb")


def test_r_p_e2_a_leavers_pool_need_not_close():
    # pool 2 each (pool option): Boris leaves with nothing; Anna and Vera close theirs: over
    rep = play([{"leaves": "Boris"}] if False else
               [{"joins": "Gleb"}, {"leaves": "Boris"},
                {"declarer": "Anna", "contract": "6s", "whist": ["Vera"], "tricks": {"Anna": 6}},
                {"declarer": "Vera", "contract": "6s", "whist": ["Gleb"], "tricks": {"Vera": 6}},
                {"declarer": "Gleb", "contract": "6s", "whist": ["Anna"], "tricks": {"Gleb": 6}}],
               options={"pool": 2})
    assert rep.finished
    assert rep.game.snapshot(rep.state)["pool"]["Boris"] == 0


def test_a_substitute_takes_the_leavers_seat_and_turn():
    rep = play([A7, {"joins": "Dima", "leaves": "Boris"}])
    assert rep.table.players == ("Anna", "Dima", "Vera")
    assert rep.next_dealer == "Dima"  # Anna dealt; Boris's seat, now Dima's, deals next
    assert set(rep.settlement().balance) == {"Anna", "Boris", "Vera", "Dima"}


def test_a_leavers_turn_to_deal_passes_to_his_left():
    rep = play([A7, {**B6_FAILED, "dealer": "Boris"}, {"joins": "Gleb"}, {"leaves": "Boris"}])
    assert rep.next_dealer == "Vera"


@pytest.mark.parametrize("entry, key", [
    ({"leaves": "Zoya"}, "leaves"),
    ({"joins": "Anna"}, "joins"),
    ({"joins": "Gleb", "leaves": "Boris", "after": "Vera"}, "after"),
    ({"seats": ["Anna", "Boris"]}, "seats"),
    ({"seats": ["Anna", "Boris", "Zoya"]}, "seats"),
    ({"seats": "Anna,Boris,Vera"}, "seats"),
    ({"seats": ["Vera", "Anna", "Boris"], "from": 9}, "from"),
    ({"last_circle": False}, "last_circle"),
    ({"joins": "Gleb", "dealer": "Anna"}, "dealer"),
])
def test_table_events_refused_name_their_key(entry, key):
    with pytest.raises(ScorekeeperError) as err:
        play([A7, entry])
    assert err.value.key == key
    assert err.value.entry == 2


def test_preferans_keeps_three_at_the_table():
    with pytest.raises(ScorekeeperError) as err:
        play([A7, {"leaves": "Boris"}])
    assert err.value.key == "leaves" and "3 to 4 players" in err.value.message


def test_a_fifth_is_refused_at_a_full_table():
    with pytest.raises(ScorekeeperError) as err:
        play([{"joins": "Dima"}], players=FOUR)
    assert err.value.key == "joins"


def test_five_hundred_table_does_not_change():
    text = ('format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["Anna", "Boris", "Vera"]\n\n'
            '[[deal]]\njoins = "Gleb"\n')
    with pytest.raises(ScorekeeperError) as err:
        replay(parse_session(text))
    assert err.value.key == "joins" and "does not change" in err.value.message


# --------------------------------------------------------------------------- the seats
def _dealers(rep) -> list[str | None]:
    return [e.dealer for e in rep.entries if e.kind == "deal"]


def _figures(rep) -> dict:
    snap = rep.game.snapshot(rep.state)
    return {k: snap[k] for k in ("pool", "mountain", "whists", "balance")}


P = ["Anna", "Boris", "Vera", "Gleb"]  # the order the file says
Q = ["Anna", "Vera", "Boris", "Gleb"]  # the order they really sat in


def _for(dealers: list[str], contracts=("6s", "7h", "6d", "7c")) -> list[dict]:
    """A deal for each dealer in turn (with four the dealer sits out): the first player after the
    dealer in the file's order declares, the next whists; every other deal fails by one."""
    out = []
    for i, dealer in enumerate(dealers):
        holders = [p for p in P if p != dealer]
        c = contracts[i % len(contracts)]
        out.append({"declarer": holders[i % 3], "contract": c, "whist": [holders[(i + 1) % 3]],
                    "tricks": {holders[i % 3]: int(c[0]) - i % 2}})
    return out


def test_seats_from_entry_1_is_the_file_with_the_right_order():
    ds = _for(["Anna", "Vera", "Boris", "Gleb", "Anna"])
    late = play([*ds, {"seats": Q, "from": 1}], players=P)
    recorded = play(ds, players=Q)
    assert _dealers(late) == _dealers(recorded) == ["Anna", "Vera", "Boris", "Gleb", "Anna"]
    assert _figures(late) == _figures(recorded)


def test_seats_from_entry_5_equal_the_seats_recorded_at_entry_5():
    """Moving the seats from entry 5 (noticed at the end) gives the sheet of having recorded the
    right seats there: every dealer from entry 5 on, who sits out, every figure."""
    ds = _for(["Anna", "Boris", "Vera", "Gleb", "Anna", "Vera", "Boris", "Gleb"])
    late = play([*ds, {"seats": Q, "from": 5}], players=P)
    in_place = play([*ds[:4], {"seats": Q}, *ds[4:]], players=P)
    assert _dealers(late) == _dealers(in_place) == ["Anna", "Boris", "Vera", "Gleb"] + Q
    assert _figures(late) == _figures(in_place)
    rows = lambda rep: [r[1:] for r in rep.game.sheet(rep.state).tables[-1].rows  # noqa: E731
                        if "seats" not in str(r[2])]
    assert rows(late) == rows(in_place)
    # as the file had it, Vera would have dealt entry 7 and sat out while declaring: refused
    with pytest.raises(ScorekeeperError) as err:
        play(ds, players=P)
    assert err.value.entry == 7 and "Vera deals this deal and sits out" in err.value.message


def test_seats_voided_count_for_nothing():
    ds = _for(["Anna", "Boris", "Vera", "Gleb"])
    base = play(ds, players=P)
    voided = play([*ds, {"seats": Q, "from": 1}, {"void": 5}], players=P)
    assert _dealers(voided) == _dealers(base)
    assert _figures(voided) == _figures(base)


# --------------------------------------------------------------------------- the last circle
def test_last_circle_in_step_is_one_more_circle_then_the_evening_is_over():
    ds = [{k: v for k, v in d.items() if k != "dealer"} for d in _evening(3, THREE, 0)]
    rep = play([*ds, {"last_circle": True}])
    assert rep.progress[-1] == "last circle: 3 deals left, dealt by Anna, Boris, Vera"
    more = [{k: v for k, v in d.items() if k != "dealer"} for d in _evening(3, THREE, 0)]
    done = play([*ds, {"last_circle": True}, *more])
    assert done.finished and done.settlement().finished
    assert "the evening is finished" in done.progress[-1]
    with pytest.raises(ScorekeeperError) as err:
        play([*ds, {"last_circle": True}, *more, more[0]])
    assert err.value.entry == 8 and "last circle is over" in err.value.message


def test_last_circle_out_of_step_deals_until_everyone_has_dealt_equally():
    ds = [{k: v for k, v in d.items() if k != "dealer"} for d in _evening(4, THREE, 0)]
    rep = play([*ds, {"last_circle": True}])  # Anna dealt twice, Boris and Vera once
    assert rep.progress[-1] == "last circle: 2 deals left, dealt by Boris, Vera"


def test_last_circle_twice_is_refused():
    with pytest.raises(ScorekeeperError) as err:
        play([{"last_circle": True}, {"last_circle": True}])
    assert err.value.entry == 2 and err.value.key == "last_circle"


# --------------------------------------------------------------------------- properties
@st.composite
def evenings_with_events(draw):
    entries = draw(st.lists(deals(THREE), min_size=1, max_size=5))
    entries.append({"joins": "Gleb", "after": draw(st.sampled_from(THREE))})
    entries += draw(st.lists(deals(FOUR), min_size=1, max_size=5))
    entries.append({"leaves": draw(st.sampled_from(FOUR))})
    return entries


@ZERO_SUM
@given(evenings_with_events(), st.sampled_from(["mean", "zero"]))
def test_r_p_e1_e2_every_evening_with_a_join_and_a_leave_settles_to_zero(entries, newcomer):
    rep = legal_session(lambda es: session_text(THREE, es, options={"newcomer": newcomer}),
                        entries)
    assert_zero_sum(rep.settlement())
    assert_zero_sum(rep.settlement(), 2.5)


@pytest.mark.parametrize("name, said", [
    ("anna", "differ only in case"),
    ("X" * 65, "at most 64 characters"),
    ("Gle\nb", "line break or control character"),
    ("Gl\u200beb", "invisible character"),
    ("Gleb\u202e", "changes the direction"),
    ("   ", "names a player"),
])
def test_a_newcomers_name_is_held_to_the_envelopes_rules(name, said):
    """format §Envelope, «Names»: a name that joins is checked as the envelope's are — one that
    cannot be told from a player's at the table, too long, or holding what cannot be seen is
    refused, never seated."""
    with pytest.raises(ScorekeeperError) as err:
        play([A7, {"joins": name}])
    assert err.value.key == "joins" and err.value.entry == 2
    assert said in err.value.message, err.value.message
