"""The settlement written under a drawing: each player's (or side's) balance, who pays whom.

The figures are :func:`scorekeeper.core.figures.payments`' — each balance its nearest cent, the
pairs in the settling cents that ``settle --json`` gives, and the line that says a cent the
payments move — so the drawing shows what ``settle`` prints."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Sequence

from scorekeeper.core.engine import Settlement
from scorekeeper.core.figures import payments
from scorekeeper.draw import svg as S


def _lines(s: Settlement) -> list[tuple[str, str, int | float]]:
    """The pairs drawn: the game's own pair by pair (preferans), in settling cents."""
    return (payments(s).pairs or []) if s.pairs else []


def _adjustment(s: Settlement) -> str | None:
    return payments(s).adjustment if s.pairs else None


def height(names: Sequence[str], s: Settlement) -> float:
    return 56 + 20 * len(names) + 18 * (len(_lines(s)) + (1 if _adjustment(s) else 0))


def settlement_block(root: ET.Element, x: float, y: float, names: Sequence[str], s: Settlement) -> None:
    g = S.sub(root, "g", class_="settlement")
    head = f"settlement ({s.unit}s)" + ("" if s.finished else " — the game is not finished: as it stands")
    S.text(g, x, y + 14, head, size=13, font_weight="bold", class_="caption")
    shown = payments(s)
    for k, p in enumerate(names):
        v = shown.balance.get(p, 0)
        yy = y + 36 + 20 * k
        S.text(g, x, yy, p, size=13, class_="caption")
        S.text(g, x + 190, yy, ("+" if v > 0 else "") + S.number(v), size=13, font_weight="bold",
               text_anchor="end", class_="balance", data_player=p,
               fill="#2e7d32" if v > 0 else ("#b3261e" if v < 0 else S.INK))
    yy = y + 36 + 20 * len(names)
    pairs = (shown.pairs or []) if s.pairs else []
    for k, (payer, payee, amount) in enumerate(pairs):
        S.text(g, x, yy + 18 * k, f"{payer} pays {payee} {S.number(amount)}", size=11,
               class_="pair", data_payer=payer, data_payee=payee)
    if s.pairs and shown.adjustment:
        S.text(g, x, yy + 18 * len(pairs), shown.adjustment, size=11, fill=S.FAINT,
               class_="adjustment")
    if s.winner:
        S.text(g, x + 260, y + 36, f"winner: {s.winner}", size=13, class_="winner")
