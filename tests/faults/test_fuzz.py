"""Fault suite (6): whole session files, random keys and values in every game's shape (all five
games), through
``check``, ``show --json`` and ``settle --json``: exit 0 or 1, never a traceback or the
"please report it" message, and ``--json`` output always parses as JSON."""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from faults.helpers import SLOW, invoke, no_traceback
from scorekeeper.session.storage import format_entry, format_key, format_value

EXAMPLES = 1500 if SLOW else 200

NAMES = ["Anna", "Boris", "Vera", "Gleb"]
names = st.sampled_from(NAMES + ["", "Анна", "X" * 70, "a\nb"])
contracts = st.sampled_from(["6♠", "7♠", "7s", "8NT", "9♥", "10БК", "misere", "мизер", "totus",
                             "open misere", "6♣", "11♠", "", "7x"])
cards = st.sampled_from(["A♠", "10♥", "Qs", "Дч", "Jk", "Jk=9♣", "1♠", ""])
numbers = st.one_of(st.integers(-3, 12), st.integers(-2**63, 2**63 - 1), st.sampled_from(
    [0.5, 2.25, -1.5, float("nan"), float("inf"), -float("inf"), 1e300, 1e-5, 0.3333]))
scalars = st.one_of(numbers, st.booleans(), names, contracts, st.text(max_size=6))
values = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(names, inner, max_size=4)), max_leaves=8)
per_player = st.dictionaries(names, numbers, max_size=4)

PREF_KEYS = {
    "declarer": names, "contract": contracts, "whist": st.lists(names, max_size=3),
    "open": st.booleans(), "tricks": st.one_of(per_player, numbers), "half_whist": names,
    "raspasy": per_player, "dark": st.booleans(), "looked": st.lists(names, max_size=2),
    "prikup": st.lists(cards, max_size=3), "without_prikup": st.booleans(), "mode": st.text(max_size=5),
    "last_circle": st.booleans(), "help": st.one_of(names, st.lists(names, max_size=2)),
}
FIVE_KEYS = {
    "bidder": names, "bid": contracts, "tricks": per_player, "partner": names, "called": cards,
    "revoke": names, "first_to_500": names, "auction": st.lists(contracts, max_size=3),
    "points": per_player, "new_game": st.booleans(),
}
hands = st.sampled_from(["pair", "two pairs", "three", "full house", "тройка и двойка", "нет", "none",
                         "10♥ J♥ Q♥ K♥ A♥", "6♠ 6♣", "x"])
card_strings = st.sampled_from(["7♥ 8♥ 9♥", "A♠ K♠", "Jk=7♣ 7♠ 7♦", "2♦ 3♦ 4♦ 5♦", "K♠", "Jk", "", "1♠"])
POKER_KEYS = {
    "orders": st.lists(hands, max_size=4), "declarer": names, "for": st.lists(names, max_size=3),
    "against": st.lists(names, max_size=3), "took_from": st.lists(names, max_size=2), "robot": hands,
    "robot_dealt": hands, "hands": st.dictionaries(names, hands, max_size=4), "points": per_player,
}
THOUSAND_KEYS = {
    "bidder": names, "bid": numbers, "raised_from": numbers, "prikup": st.lists(cards, max_size=4),
    "gave_up": st.booleans(), "taken": per_player,
    "marriages": st.dictionaries(names, st.lists(st.sampled_from(["♠", "♣", "♦", "♥", "x"]), max_size=2),
                                 max_size=3),
    "points": per_player, "new_game": st.booleans(), "dark": st.booleans(),
}
PARI_KEYS = {
    "cuts": st.lists(cards, max_size=4), "ceded": st.booleans(), "player": names,
    "swap": card_strings, "take": st.dictionaries(card_strings, card_strings, max_size=2),
    "surround": st.dictionaries(card_strings, card_strings, max_size=2),
    "add": st.dictionaries(card_strings, card_strings, max_size=2), "meld": st.lists(card_strings, max_size=2),
    "trumps": card_strings, "single": card_strings, "join": st.dictionaries(card_strings, card_strings, max_size=1),
    "out": st.booleans(), "talon": numbers, "left": st.dictionaries(names, card_strings, max_size=2),
    "points": per_player,
}
GENERIC = {"void": numbers, "replaces": numbers, "undo": st.booleans(), "penalty": per_player,
           "note": st.text(max_size=10), "dealer": names}


def entries(keys: dict) -> st.SearchStrategy:
    pool = {**keys, **GENERIC}
    known = st.fixed_dictionaries({}, optional=pool)
    odd = st.dictionaries(st.sampled_from(sorted(pool) + ["zzz", "tricks.x"]), values, max_size=4)
    return st.one_of(known, known, odd)


@st.composite
def sessions(draw) -> str:
    game, rules, keys = draw(st.sampled_from([
        ("preferans", "sochi", PREF_KEYS), ("preferans", "leningrad", PREF_KEYS),
        ("preferans", "rostov", PREF_KEYS), ("five-hundred", "avondale", FIVE_KEYS),
        ("order-poker", "classic", POKER_KEYS), ("thousand", "book-1991", THOUSAND_KEYS),
        ("pari", "gruznov", PARI_KEYS)]))
    least = 2 if game in ("pari", "thousand") else 3
    players = draw(st.lists(st.sampled_from(NAMES), min_size=least, max_size=4, unique=True))
    lines = [f"format = {draw(st.sampled_from([1, 1, 1, 2]))}", f'game = "{game}"',
             f'rules = "{rules}"', f"players = {format_value(players)}"]
    opts = draw(st.dictionaries(st.sampled_from(["pool", "pool_conversion", "settlement", "target", "x"]),
                                values, max_size=2))
    text = "\n".join(lines) + "\n"
    if opts:
        text += "\n[options]\n" + "".join(f"{format_key(k)} = {format_value(v)}\n" for k, v in opts.items())
    for e in draw(st.lists(entries(keys), max_size=8)):
        text += "\n" + format_entry(e)
    return text


@settings(max_examples=EXAMPLES, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=sessions())
def test_random_sessions_never_end_in_a_traceback(text: str) -> None:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "night.toml"
        path.write_text(text, encoding="utf-8")
        for cmd in (["check"], ["show", "--json"], ["settle", "--json"]):
            r = invoke([cmd[0], path, *cmd[1:]])
            assert r.exception is None or isinstance(r.exception, SystemExit), (cmd, repr(r.exception), text)
            assert r.exit_code in (0, 1), (cmd, r.exit_code, r.output, text)
            assert no_traceback(r.output), (cmd, r.output, text)
            if "--json" in cmd:
                json.loads(r.stdout.split("\n")[0] if r.stdout else "{}")  # "\x85" is no line end in JSON
        assert path.read_text(encoding="utf-8") == text
        assert sorted(os.listdir(d)) == ["night.toml"]
