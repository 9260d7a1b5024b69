"""The settlement written under a drawing: each player's (or side's) balance, who pays whom."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from scorekeeper.core.engine import Settlement
from scorekeeper.core.figures import shown_balances
from scorekeeper.draw import svg as S


def height(names: Sequence[str], s: Settlement) -> float:
    return 56 + 20 * len(names) + 18 * len(s.pairs)


def settlement_block(root: ET.Element, x: float, y: float, names: Sequence[str], s: Settlement) -> None:
    g = S.sub(root, "g", class_="settlement")
    head = f"settlement ({s.unit}s)" + ("" if s.finished else " — the game is not finished: as it stands")
    S.text(g, x, y + 14, head, size=13, font_weight="bold", class_="caption")
    shown = shown_balances(s)
    for k, p in enumerate(names):
        v = shown.get(p, 0)
        yy = y + 36 + 20 * k
        S.text(g, x, yy, p, size=13, class_="caption")
        S.text(g, x + 190, yy, ("+" if v > 0 else "") + S.number(v), size=13, font_weight="bold",
               text_anchor="end", class_="balance", data_player=p,
               fill="#2e7d32" if v > 0 else ("#b3261e" if v < 0 else S.INK))
    yy = y + 36 + 20 * len(names)
    for k, (payer, payee, amount) in enumerate(s.pairs):
        S.text(g, x, yy + 18 * k, f"{payer} pays {payee} {S.number(amount)}", size=11,
               class_="pair", data_payer=payer, data_payee=payee)
    if s.winner:
        S.text(g, x + 260, y + 36, f"winner: {s.winner}", size=13, class_="winner")
