"""A random legal game of Pari from a shuffled 54-card pack, as session entries.

The players follow a simple table strategy: take an opponent's single card with a higher card of
its suit, meld a clean three-card sequence or a group of three (a joker filling a pair), otherwise
lay a single card while the talon lasts, pass after it.  Hands are drawn back to nine after each
round, the last mover first (R-X-M3), exactly as the engine counts them."""

from __future__ import annotations

import random
from itertools import combinations

from scorekeeper.games.pari.cards import Cut, as_sequence
from scorekeeper.games.pari.tables import FACE
from scorekeeper.notation import Card, Rank, Suit

JOKER = "Jk"
PLAYERS = ("Anna", "Boris")


def _pack() -> list:
    return [Card(r, s) for r in Rank for s in Suit] + [JOKER, JOKER]


def _cuts(rng: random.Random):
    cuts, naturals = [], []
    while len(naturals) < 3:
        c = rng.choice(_pack())
        cuts.append(c)
        if c != JOKER:
            naturals.append(c)
    senior, trump, third = naturals
    mult = senior.rank if third == senior else third.rank
    return [str(c) for c in cuts], Cut(senior, trump.suit, FACE[mult])


def random_game(seed: int, max_moves: int = 200, players: tuple[str, str] = PLAYERS):
    """(entries, facts): the session entries of one whole game and what the generator knows;
    ``players`` the dealer first (games alternate the deal, R-X24)."""
    rng = random.Random(seed)
    cut_cards, cut = _cuts(rng)
    pack = _pack()
    rng.shuffle(pack)
    hands = {p: [pack.pop() for _ in range(9)] for p in players}
    talon = pack
    dealer, non = players
    entries: list[dict] = [{"cuts": cut_cards}]
    singles: list[tuple[Card, str, int]] = []  # card, owner, move
    seqs: list[tuple[list, str]] = []  # clean sequences on the table: cards, owner
    laid: list[Card] = []
    first, in_round, moves, passes = non, 0, 0, 0
    out = None
    while moves < max_moves:
        player = first if in_round == 0 else (dealer if first == non else non)
        other = dealer if player == non else non
        hand = hands[player]
        entry: dict = {"player": player}
        # a trick: an opponent's single, by a higher card of its suit (no trumps involved)
        for card, owner, _ in list(singles):
            if owner == other and not cut.is_trump(card):
                higher = [h for h in hand if h != JOKER and h.suit is card.suit and not cut.is_trump(h)
                          and FACE[h.rank] > FACE[card.rank]]
                if higher:
                    h = higher[0]
                    entry["take"] = {str(card): str(h)}
                    hand.remove(h)
                    singles.remove((card, owner, _))
                    laid.append(h)
                    break
        # a clean surround of an opponent's clean sequence, with both end cards in hand
        for cards, owner in seqs:
            if owner != other or "take" in entry:
                continue
            keys = [cut.seq_key(c) for c in cards]
            low, high, suit = min(k[0] for k in keys), max(k[0] for k in keys), keys[0][1]
            ends = [h for h in hand if h != JOKER and cut.seq_key(h)[1] is suit
                    and cut.seq_key(h)[0] in (low - 1, high + 1)]
            if len(ends) == 2:
                entry["surround"] = {str(cards[0]): " ".join(str(c) for c in ends)}
                for h in ends:
                    hand.remove(h)
                    laid.append(h)
                cards.extend(ends)
                break
        melds = _melds(hand, cut)
        if melds:
            cards = melds[0]
            entry["meld"] = [" ".join(str(c) for c in cards)]
            for c in cards:
                hand.remove(JOKER if str(c).startswith("Jk") else c)
                if not str(c).startswith("Jk"):
                    laid.append(c)
            if not any(str(c).startswith("Jk") for c in cards) and as_sequence(cards, cut) is not None:
                seqs.append((list(cards), player))
        last_one = len(hand) == 1 and hand[0] != JOKER and len(entry) > 1
        if last_one or ("take" not in entry and "meld" not in entry and "surround" not in entry
                        and talon and hand):
            naturals = [h for h in hand if h != JOKER]
            if naturals:
                s = rng.choice(naturals)
                entry["single"] = str(s)
                hand.remove(s)
                singles.append((s, player, moves + 1))
                laid.append(s)
        if not hand:
            entry["out"] = True
            entry["talon"] = len(talon)
        moves += 1
        entries.append(entry)
        if len(entry) == 1 and not talon:
            passes += 1
        else:
            passes = 0
        if not hand:
            out = player
            break
        if passes >= 2:
            break
        in_round += 1
        if in_round == 2:
            for p in (player, other):
                while len(hands[p]) < 9 and talon:
                    hands[p].append(talon.pop())
            first, in_round = player, 0
    left = {p: " ".join(str(c) for c in h) for p, h in hands.items() if p != out}
    entries.append({"left": left})
    return entries, {"laid": laid, "hands": hands, "moves": moves, "out": out}


def _melds(hand: list, cut: Cut):
    naturals = [h for h in hand if h != JOKER]
    for a, b, c in combinations(naturals, 3):
        seq = as_sequence((a, b, c), cut)
        if seq is not None and seq.clean:
            return [list(seq.cards)]
        if a.rank is b.rank is c.rank:
            return [[a, b, c]]
    if JOKER in hand:
        for a, b in combinations(naturals, 2):
            if a.rank is b.rank:
                free = [s for s in Suit if s not in (a.suit, b.suit) and s is not cut.trump
                        and Card(a.rank, s) != cut.senior]
                if free:
                    return [[a, b, f"Jk={Card(a.rank, free[0])}"]]
    return []
