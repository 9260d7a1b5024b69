"""Fikhman 1991 §ТЫСЯЧА and R-T1: what the text itself fixes, each number as the text prints it,
and every citation the engine can emit resolves to shipped text."""

from __future__ import annotations

import pytest

from scorekeeper import citations
from scorekeeper.core import registry
from scorekeeper.games.thousand import options as O
from scorekeeper.games.thousand import scoring
from scorekeeper.games.thousand import tables as T
from scorekeeper.notation import Rank, Suit, parse_card


def unresolved(citation: str) -> list[str]:
    """What does not resolve in a citation, the games' options as the registry has them."""
    return citations.unresolved(citation, registry.option_names)

OPTS = {o.name: o.default for o in O.OPTIONS.values()}


def test_text_figure_king_of_spades_24():
    """§ТЫСЯЧА: "пиковый король оценивается в 4+20=24 очка"."""
    assert scoring.prikup_card(parse_card("K♠")).points == 24
    assert scoring.prikup_card(parse_card("Кп")).points == 24  # Russian notation
    card, value, rule = T.TEXT_FIGURE
    assert (card, value) == ("K♠", 24) and "4+20=24" in rule


def test_r_t1_card_points_as_the_text_ranks_them():
    """"туз — 11 очков, десятка — 10, король — 4, дама — 3, валет — 2"; the nine has none."""
    assert T.CARD_POINTS == {Rank.ACE: 11, Rank.TEN: 10, Rank.KING: 4, Rank.QUEEN: 3,
                             Rank.JACK: 2, Rank.NINE: 0}


def test_r_t1_the_pack_is_24_cards_worth_120():
    assert len(T.PACK) * 4 == 24
    assert 4 * sum(T.CARD_POINTS.values()) == T.PACK_POINTS == 120


def test_r_t1_marriages_40_60_80_100():
    """"Пиковый марьяж стоит 40 очков, трефовый — 60, бубновый — 80, червонный — 100"."""
    assert T.MARRIAGE_POINTS == {Suit.SPADES: 40, Suit.CLUBS: 60, Suit.DIAMONDS: 80,
                                 Suit.HEARTS: 100}


@pytest.mark.parametrize("card,points", [
    ("K♠", 24), ("Q♠", 23), ("K♣", 34), ("Q♣", 33), ("K♦", 44), ("Q♦", 43), ("K♥", 54),
    ("Q♥", 53), ("A♥", 11), ("10♣", 10), ("J♦", 2), ("9♠", 0),
])
def test_r_t1_each_prikup_card_for_the_dealer(card, points):
    """A king or queen: its own value plus half its marriage; any other card its value."""
    assert scoring.prikup_card(parse_card(card)).points == points


def test_r_t1_opening_bid_100_step_10_give_up_60_target_1000():
    assert (T.OPENING_BID, T.BID_STEP, T.GIVE_UP_PAYMENT, T.TARGET) == (100, 10, 60, 1000)


def test_r_t3_house_numbers_are_marked_not_in_the_text():
    for rule in (T.BARREL_RULE, T.BOLT_RULE, T.ZERO_RULE, T.OWN_CONTRACT_RULE, T.GOLDEN_RULE,
                 T.DARK_RULE):
        assert rule.startswith("R-T3 (house rule, not in the text")
    assert (T.BARREL_AT, T.BARREL_TRIES, T.BARREL_FALL) == (880, 3, -120)
    assert (T.BOLTS_PER_PENALTY, T.BOLT_PENALTY, T.ZERO_AT) == (3, -120, 555)


def _every_rule() -> list[str]:
    rules = [v for k, v in vars(T).items() if k.endswith("_RULE") and isinstance(v, str)]
    rules += [T.TEXT_FIGURE[2]]
    rules += [o.source for o in O.OPTIONS.values()] + [p.source for p in O.PRESETS.values()]
    return rules


@pytest.mark.parametrize("rule", _every_rule())
def test_every_citation_resolves(rule):
    assert unresolved(rule) == []


def test_every_citation_of_the_sample_sessions_resolves():
    from pathlib import Path

    from scorekeeper.session.files import load_replay

    root = Path(__file__).resolve().parents[2] / "sample_sessions"
    seen = set()
    for f in sorted(root.glob("thousand*.toml")):
        rep = load_replay(f)
        for e in rep.entries:
            for s in e.steps:
                seen.add(s.rule)
        for s in rep.game.settle(rep.state).lines:
            seen.add(s.rule)
    assert seen
    for rule in seen:
        assert unresolved(rule) == [], rule


def test_every_ruling_r_t1_to_r_t11_ships_with_its_text():
    shipped = citations.rulings()
    for i in range(1, 12):
        r = shipped[f"R-T{i}"]
        assert r.title and len(r.text) > 40
    for i in range(1, 14):
        assert f"R-T-M{i}" in shipped
