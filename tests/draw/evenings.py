"""Long evenings for the drawing tests, written as session files: 210 deals of Five Hundred, six
players of order poker with long Russian names, 240 deals of preferans.

Each is a plain file the CLI reads like any other; the deals are chosen so that every one is legal
(a bad file fails the test at replay, as it would for ``show``), not so that the scores are any
particular figures: the tests read the figures back from ``show`` and ``settle``.
"""

from __future__ import annotations

from pathlib import Path

import tomli_w

#: six names of 19–20 characters, the way a club sheet writes a guest in full
LONG_NAMES = ["Александра Петровна", "Константин Сергеевич", "Екатерина Андреевна",
              "Вячеслав Николаевич", "Анастасия Михайловна", "Владислав Евгеньевич"]


def write(path: Path, head: dict, deals: list[dict]) -> Path:
    path.write_text(tomli_w.dumps({"format": 1, **head, "deal": deals}), encoding="utf-8")
    return path


def five_hundred(path: Path, deals: int = 210, players: list[str] | None = None) -> Path:
    """``deals`` entries of Five Hundred for three: games of six to twelve small contracts (sixes
    made or set by one, all-passed deals), each won by a 10NT made (worth 520 alone, R-F1), the
    next game started on its first deal (R-F-M1)."""
    ps = players or ["Danilov", "Kabanov", "Toropov"]
    out: list[dict] = []
    game, k = 0, 0
    while len(out) < deals:
        length = 6 + (game * 5) % 7  # six to twelve deals before the win
        first = len(out)
        for j in range(min(length, deals - 1 - len(out))):
            bidder, other, third = ps[k % 3], ps[(k + 1) % 3], ps[(k + 2) % 3]
            if j % 3 == 2:
                d: dict = {"tricks": {bidder: 4, other: 3, third: 3}}
            else:
                made = 6 if (j + game) % 2 else 5
                d = {"bidder": bidder, "bid": "6♠", "tricks": {bidder: made, other: 10 - made - 2,
                                                                third: 2}}
            out.append(d)
            k += 1
        out.append({"bidder": ps[k % 3], "bid": "10NT", "tricks": {ps[k % 3]: 10}})
        k += 1
        if game:
            out[first]["new_game"] = True
        game += 1
    return write(path, {"game": "five-hundred", "rules": "avondale", "players": ps,
                        "title": "A long night at the dacha"}, out)


def order_poker(path: Path, players: list[str] | None = None) -> Path:
    """Six players of order poker, one round of six deals, each ordering a different hand."""
    ps = players or LONG_NAMES
    orders = [["пара"], ["две пары"], ["тройка"], ["порядок"], ["масть"], ["тройка и двойка"]]
    made = ["пара", "две пары", "тройка", "порядок", "масть", "тройка и двойка"]
    out = []
    for k in range(6):
        declarer = ps[k]
        hands = {declarer: made[k] if k % 2 == 0 else "нет", ps[(k + 1) % 6]: "пара"}
        out.append({"orders": orders[k], "declarer": declarer, "robot": "нет", "hands": hands})
    return write(path, {"game": "order-poker", "rules": "classic", "players": ps,
                        "title": "Клубный четверг", "options": {"deals": 6}}, out)


def preferans(path: Path, deals: int = 240, players: list[str] | None = None) -> Path:
    """``deals`` deals of preferans for three (Sochi, a pool of 2000 so the evening never ends):
    sixes made and sixes set by one, sevens made, the declarer and the whister going round."""
    ps = players or ["Anna", "Boris", "Vera"]
    out = []
    for k in range(deals):
        declarer, whister = ps[k % 3], ps[(k + 1) % 3]
        kind = k % 5
        if kind in (0, 3):
            d = {"declarer": declarer, "contract": "6♠", "whist": [whister],
                 "tricks": {declarer: 6, whister: 3}}
        elif kind in (1, 4):
            d = {"declarer": declarer, "contract": "6♠", "whist": [whister],
                 "tricks": {declarer: 5, whister: 5}}
        else:
            d = {"declarer": declarer, "contract": "7♥", "whist": [whister],
                 "tricks": {declarer: 7, whister: 2}}
        out.append(d)
    return write(path, {"game": "preferans", "rules": "sochi", "players": ps,
                        "title": "До утра", "options": {"pool": 2000}}, out)
