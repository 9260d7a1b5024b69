"""Legal sessions of any length, one per game, for the benchmark.

Each game has an envelope and a cycle of legal entries that can be repeated forever: replaying the
cycle twice leaves the game where one replay left it.  Games that end are brought back by the
game's own entries: Five Hundred's and Thousand's ``new_game`` after a won game (Thousand's cycle
names its first dealer, since four players and ten entries would otherwise shift the rotation),
and Pari's cycle is one whole game from the cuts to the cards left, its first entry naming the
dealer.  Order poker is open-ended (``deals = 0``); the preferans pool is set out of reach.

    session_text("pari", 1000)   # the first 1,000 entries of the repeated cycle
    next_entry("pari", 100)      # entry 101 as a table, to record with `scorekeeper add`

A session of n entries is the first n entries of the repeated cycle, so it is legal whatever n is
(``benchmarks/run.py`` checks every generated file with ``scorekeeper check`` all the same).
"""

from __future__ import annotations

import tomllib
from typing import Any

GAMES = ("preferans", "five-hundred", "pari", "order-poker", "thousand")


def _envelope(game: str, rules: str, players: list[str], options: str = "") -> str:
    names = ", ".join(f'"{p}"' for p in players)
    head = f'format = 1\ngame = "{game}"\nrules = "{rules}"\nplayers = [{names}]\ntitle = "benchmark"\n'
    return head + (f"\n[options]\n{options}\n" if options else "")


# Preferans (Sochi), three players: five deals, the names turning with the dealer
_PREFERANS_DEALS = [
    'declarer = "{a}"\ncontract = "7♠"\nwhist = ["{b}"]\ntricks = {{ {a} = 7, {b} = 3 }}\n',
    'raspasy = {{ {a} = 4, {b} = 1, {c} = 5 }}\n',
    'declarer = "{b}"\ncontract = "6♥"\nwhist = []\n',
    'declarer = "{c}"\ncontract = "misere"\ntricks = {{ {c} = 0 }}\n',
    'declarer = "{a}"\ncontract = "8NT"\nwhist = ["{b}", "{c}"]\ntricks = {{ {a} = 7, {b} = 2, {c} = 1 }}\n',
]
_PREFERANS_PLAYERS = ["Anna", "Boris", "Vera"]


def _preferans_cycle() -> list[str]:
    """Fifteen entries: the five deals with the names moved on one seat per entry (5 × 3)."""
    p = _PREFERANS_PLAYERS
    return [_PREFERANS_DEALS[i % 5].format(a=p[i % 3], b=p[(i + 1) % 3], c=p[(i + 2) % 3])
            for i in range(15)]


# Five Hundred for three (Avondale): Toropov passes 500 on the seventh deal; `new_game` starts
# the next game, whose first deal closes the cycle
_FIVE_HUNDRED = [
    'bidder = "Kabanov"\nbid = "8♦"\nauction = ["misere", "8♦"]\n'
    'tricks = { Kabanov = 8, Danilov = 1, Toropov = 1 }\n',
    'tricks = { Danilov = 4, Kabanov = 3, Toropov = 3 }\n',
    'bidder = "Danilov"\nbid = "misere"\ntricks = { Danilov = 1, Kabanov = 5, Toropov = 4 }\n',
    'bidder = "Toropov"\nbid = "7NT"\ntricks = { Toropov = 7, Danilov = 2, Kabanov = 1 }\n',
    'bidder = "Danilov"\nbid = "7♠"\ntricks = { Danilov = 10 }\n',
    'bidder = "Kabanov"\nbid = "6♥"\ntricks = { Kabanov = 5, Danilov = 3, Toropov = 2 }\nrevoke = "Danilov"\n',
    'bidder = "Toropov"\nbid = "8♥"\ntricks = { Toropov = 9, Kabanov = 1 }\n',
    'new_game = true\n',
    'tricks = { Danilov = 3, Kabanov = 3, Toropov = 4 }\n',
]

# Pari (Gruznov), two players: one whole game, Anna dealing every time
_PARI = [
    'dealer = "Anna"\ncuts = ["9♠", "3♥", "Q♦"]\n',
    'player = "Boris"\nmeld = ["5♣ 6♣ 7♣"]\n',
    'player = "Anna"\nsurround = { "6♣" = "4♣ 8♣" }\n',
    'player = "Anna"\nmeld = ["J♦ Q♦ K♦"]\nsingle = "2♠"\n',
    'player = "Boris"\ntake = { "2♠" = "3♠" }\nadd = { "K♦" = "A♦" }\n',
    'player = "Boris"\nmeld = ["10♠ 10♥ 10♣"]\nsingle = "7♦"\n',
    'player = "Anna"\ntake = { "10♠" = "J♠ J♥ J♣", "7♦" = "8♦" }\n',
    'player = "Anna"\nmeld = ["5♠ 5♥ Jk=5♦"]\nsingle = "3♦"\ntalon = 17\n',
    'player = "Boris"\nswap = "5♦"\nsurround = { "5♠" = "Jk=5♣ Jk=5♦" }\ntake = { "3♦" = "4♦" }\n',
    'player = "Boris"\nmeld = ["9♠ A♥ K♥"]\n',
    'player = "Anna"\nmeld = ["2♣ 3♣"]\nadd = { "J♦" = "10♦" }\n',
    'player = "Anna"\nmeld = ["6♠ 7♠ 8♠"]\n',
    'player = "Boris"\nmeld = ["Q♣ K♣ A♣", "2♥ 3♥ 4♥", "Q♠ K♠"]\nadd = { "8♠" = "9♣" }\nout = true\ntalon = 4\n',
    'player = "Anna"\ntake = { "Q♠" = "6♥ 7♥" }\n',
    'left = { Anna = "8♥ 9♥ 2♦ 6♦" }\n',
]

# Order poker for three, open-ended: nine deals, each player dealing three times
_ORDER_POKER = [
    'robot_dealt = "пара"\norders = ["две пары", "тройка", "тройка плюс пара"]\ndeclarer = "Misha"\n'
    'for = ["Kostya"]\nagainst = ["Lena"]\ntook_from = ["Kostya"]\nrobot = "пара"\n'
    'hands = { Misha = "тройка и двойка", Kostya = "тройка", Lena = "пара" }\n',
    'robot = "нет"\nhands = { Kostya = "пара" }\n',
    'robot_dealt = "две двойки"\norders = ["тройка", "порядок", "двойка"]\ndeclarer = "Misha"\n'
    'for = ["Lena"]\nhands = { Misha = "пара", Lena = "пара", Kostya = "тройка" }\n',
    'orders = ["масть"]\ndeclarer = "Lena"\nrobot = ["6♠", "9♦", "J♣", "K♥", "A♠"]\n'
    'hands = { Lena = ["7♦", "10♦", "Q♦", "K♦", "A♦"], Misha = ["8♠", "8♣", "10♣", "J♥", "Q♠"], '
    'Kostya = ["9♠", "9♥", "7♣", "J♦", "Q♥"] }\n',
    'robot_dealt = "пара"\norders = ["две пары", "каре", "тройка"]\ndeclarer = "Lena"\nfor = ["Misha"]\n'
    'took_from = ["Misha"]\nrobot = "две пары"\nhands = { Lena = "тройка", Misha = "пара", Kostya = "две пары" }\n',
    'orders = ["порядок"]\ndeclarer = "Kostya"\nrobot = "пара"\nhands = { Lena = "порядок" }\n',
    'robot = "тройка"\nhands = {}\n',
    'robot_dealt = "нет"\norders = ["пара", "две пары", "масть", "тройка", "порядок"]\ndeclarer = "Misha"\n'
    'for = ["Kostya", "Lena"]\ntook_from = ["Lena"]\nrobot = "пара"\n'
    'hands = { Misha = "порядок", Kostya = "порядок", Lena = "две пары" }\n',
    'orders = ["каре", "тройка и двойка"]\ndeclarer = "Lena"\nagainst = ["Misha", "Kostya"]\n'
    'robot = "две пары"\nhands = { Lena = "тройка", Misha = "тройка и двойка", Kostya = "две пары" }\n',
]

# Thousand for four (the 1991 book): Boris reaches 1000 on the ninth deal; `new_game` follows
_THOUSAND = [
    'dealer = "Anna"\nbidder = "Boris"\nbid = 120\nraised_from = 100\nprikup = ["K♠", "K♣", "J♦"]\n'
    'taken = { Boris = 85, Vera = 20, Gleb = 15 }\nmarriages = { Boris = ["♦"] }\n',
    'bidder = "Gleb"\nbid = 140\nprikup = ["10♥", "Q♥", "9♠"]\ntaken = { Gleb = 74, Anna = 31, Vera = 15 }\n'
    'marriages = { Gleb = ["♣"] }\n',
    'bidder = "Anna"\nbid = 110\nprikup = ["9♥", "9♦", "J♣"]\ngave_up = true\n',
    'bidder = "Boris"\nbid = 200\nraised_from = 130\nprikup = ["A♠", "10♠", "Q♣"]\n'
    'taken = { Boris = 105, Anna = 10, Vera = 5 }\nmarriages = { Boris = ["♥"], Vera = ["♠"] }\n',
    'bidder = "Vera"\nbid = 150\nprikup = ["Кч", "9т", "10б"]\ntaken = { Vera = 90, Boris = 20, Gleb = 10 }\n'
    'marriages = { Vera = ["б"] }\n',
    'bidder = "Vera"\nbid = 100\nprikup = ["J♠", "J♥", "9♦"]\ntaken = { Vera = 64, Gleb = 30, Anna = 26 }\n',
    'bidder = "Boris"\nbid = 250\nraised_from = 180\nprikup = ["Q♠", "A♦", "9♥"]\n'
    'taken = { Boris = 100, Anna = 12, Gleb = 8 }\nmarriages = { Boris = ["♥", "♣"] }\n',
    'bidder = "Anna"\nbid = 120\nraised_from = 100\nprikup = ["K♦", "Q♦", "10♣"]\n'
    'taken = { Anna = 55, Boris = 45, Vera = 20 }\nmarriages = { Anna = ["♦"] }\n',
    'bidder = "Boris"\nbid = 240\nprikup = ["9♠", "10♥", "J♣"]\ntaken = { Boris = 110, Vera = 6, Gleb = 4 }\n'
    'marriages = { Boris = ["♥", "♠"] }\n',
    'new_game = true\n',
]

ENVELOPES = {
    "preferans": _envelope("preferans", "sochi", _PREFERANS_PLAYERS, "pool = 1000000000"),
    "five-hundred": _envelope("five-hundred", "avondale", ["Danilov", "Kabanov", "Toropov"]),
    "pari": _envelope("pari", "gruznov", ["Anna", "Boris"]),
    "order-poker": _envelope("order-poker", "classic", ["Kostya", "Lena", "Misha"], "deals = 0"),
    "thousand": _envelope("thousand", "book-1991", ["Anna", "Boris", "Vera", "Gleb"]),
}

CYCLES = {
    "preferans": _preferans_cycle(),
    "five-hundred": _FIVE_HUNDRED,
    "pari": _PARI,
    "order-poker": _ORDER_POKER,
    "thousand": _THOUSAND,
}


def entry_text(game: str, i: int) -> str:
    """Entry i (0-based) of the game's repeated cycle, as TOML without its header."""
    cycle = CYCLES[game]
    return cycle[i % len(cycle)]


def session_text(game: str, n: int) -> str:
    """A legal session of the game with n entries."""
    parts = [ENVELOPES[game]]
    for i in range(n):
        parts.append(f"\n# entry {i + 1}\n[[deal]]\n{entry_text(game, i)}")
    return "".join(parts)


def next_entry(game: str, n: int) -> dict[str, Any]:
    """The entry that legally follows a session of n entries, as a table."""
    return tomllib.loads(entry_text(game, n))


def toml_value(v: Any) -> str:
    """A value in TOML's inline notation (the values the cycles use: text, numbers, flags,
    arrays and inline tables)."""
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return repr(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(toml_value(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join(f"{toml_value(k)} = {toml_value(x)}" for k, x in v.items()) + "}"
    raise TypeError(f"no TOML notation for {v!r}")


def add_args(game: str, n: int) -> list[str]:
    """`scorekeeper add` arguments (key=value) recording the entry that follows n entries."""
    return [f"{k}={toml_value(v)}" for k, v in next_entry(game, n).items()]
