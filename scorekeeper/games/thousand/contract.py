"""Thousand: one played (or given-up) deal, checked and worked out.

:func:`evaluate` refuses what cannot have happened at the table (R-T11 and the project's own
R-T-M…, each refusal naming the key, the value and the rule), then works out what everyone writes:
the bidder (R-T4…R-T7), the opponents (R-T2, R-T6), the sitting-out dealer's prikup (R-T8), and the
house rules a table switched on (R-T3, :mod:`.house`); the conditions a table's conventions put on a
deal are in :mod:`.permits`.  It never changes the state it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from scorekeeper.core.engine import DealContext, Step
from scorekeeper.errors import IllegalError, InvalidError
from scorekeeper.games.thousand import house, permits, scoring
from scorekeeper.games.thousand import questions as Q
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.state import Evaluation, Pending, State, in_play
from scorekeeper.i18n import _, ngettext
from scorekeeper.notation import Card, Suit

if TYPE_CHECKING:
    from scorekeeper.games.thousand.deal import ThousandDeal


def evaluate(state: State, deal: ThousandDeal, ctx: DealContext) -> Evaluation:
    """A contract deal: who bid what, what each wrote, and whether the game ends."""
    opts = ctx.table.options
    if deal.bidder is None or deal.bid is None:
        missing = "bidder" if deal.bidder is None else "bid"
        raise InvalidError(_("a deal names the bidder and the bid"), entry=ctx.number, key=missing,
                           expected=_("bidder and bid, with taken (or gave_up = true)"))
    bidder = ctx.player(deal.bidder, "bidder")
    players = in_play(ctx.table, ctx.dealer)
    if bidder not in players:
        raise ctx.illegal(_("{name} deals and sits out this deal: {name} cannot bid").format(name=bidder),
                          key="bidder", value=bidder,
                          expected=_("one of {players} ({rule})").format(players=", ".join(players),
                                                                          rule=T.SITS_OUT_RULE))
    info = [check_bid(deal, bidder, ctx)]
    prikup = check_prikup(deal, ctx)
    _at(ctx, dark_allowed, deal.dark, opts)
    permits.check(state, deal, bidder, house.golden_now(state, opts, len(ctx.table.players)), ctx)
    steps: list[Pending] = []
    dealer_sits_out = ctx.dealer not in players
    if dealer_sits_out:
        for a in scoring.prikup_lines(prikup, opts):
            info.append(Step(_("prikup for the dealer {dealer}: {card}").format(
                dealer=ctx.dealer, card=a.text), a.rule))
        award = scoring.prikup_score(prikup, opts)
        steps.append(Pending(award.text, award.rule, ctx.dealer, award.points))
    give_ups = dict(state.give_ups)
    if deal.gave_up:
        made, trickless = False, frozenset(players)
        steps += _given_up(state, deal, bidder, players, ctx)
        give_ups[bidder] = give_ups.get(bidder, 0) + 1
        result = _("gave up")
    else:
        taken = check_taken(deal, bidder, players, ctx)
        marriages = check_marriages(deal, bidder, players, prikup, ctx)
        ace = permits.ace_marriage(deal, bidder, players, prikup, ctx)
        made = scoring.is_made(deal.bid, taken[bidder], marriages[bidder], opts, ace == bidder)
        award = scoring.bidder_score(deal.bid, taken[bidder], marriages[bidder], opts, ace == bidder)
        if deal.dark:
            award = scoring.dark(award)
        steps.append(Pending(award.text, award.rule, bidder, award.points))
        for p in players:
            if p != bidder:
                for a in scoring.opponent_score(taken[p], marriages[p], opts, ace == p):
                    steps.append(Pending(a.text, a.rule, p, a.points))
        result = (_("made ({points})") if made else _("short ({points})")).format(
            points=scoring.counted(taken[bidder], marriages[bidder], ace == bidder))
        trickless = frozenset(p for p in players if not taken[p] and not marriages[p] and ace != p)
    played = house.Played(bidder, deal.bid, made, bool(deal.gave_up), players,
                          ctx.dealer if dealer_sits_out else None, trickless)
    steps, after, counts = house.apply(state, steps, played, opts, tuple(ctx.table.players))
    end = scoring.end_of_game(after, bidder, made, opts)
    label = (_("{bidder} {bid} dark").format(bidder=bidder, bid=deal.bid) if deal.dark else
             f"{bidder} {deal.bid}")
    return Evaluation(label, result, steps, end, info, after=after, bolts=counts.bolts,
                      barrel=counts.barrel, more={**counts.written(), "give_ups": give_ups})


def _given_up(state: State, deal: ThousandDeal, bidder: str, players: list[str],
              ctx: DealContext) -> list[Pending]:
    """R-T7: the bidder who gives up writes 0 (option ``give_up_cost``), each opponent in play
    60 (option ``give_up_pays``); R-T-M16: the third give-up's penalty, a dark give-up doubled."""
    opts = ctx.table.options
    for key in ("taken", "marriages", "ace_marriage"):
        if getattr(deal, key) is not None:
            raise ctx.illegal(_("the bidder gave up: nobody played, so no {key}").format(key=key),
                              key=key, value=_show(getattr(deal, key)),
                              expected=_("gave_up = true without {key} (R-T11; {rule})").format(
                                  key=key, rule=T.GIVE_UP_RULE))
    lines = [scoring.give_up_bidder(deal.bid, opts)]
    if opts["give_up_third_penalty"] and state.give_ups.get(bidder, 0) + 1 == T.GIVE_UP_THIRD:
        lines.append(scoring.give_up_third(scoring.penalty(opts)))
    if deal.dark and opts["give_up_in_dark"] == "doubled":
        lines = [scoring.dark(a) for a in lines]
    out = [Pending(a.text, a.rule, bidder, a.points) for a in lines]
    for p in players:
        if p != bidder:
            award = scoring.give_up_opponent(deal.bid, opts)
            out.append(Pending(award.text, award.rule, p, award.points))
    return out


# ------------------------------------------------------------------------------ refusals
def bid_step(options: Any) -> int:
    """§ТЫСЯЧА: bids rise by 10; option ``bid_step = 5`` (Leadage): by fives."""
    return int(scoring.opt(options, "bid_step"))


def step_rule(options: Any) -> str:
    return T.BID_STEP_RULE if bid_step(options) != T.BID_STEP else T.STEP_RULE


def bid_figure(value: int, key: str, options: Any = None) -> None:
    """R-T11: a bid is 100 or more (§ТЫСЯЧА: the auction opens at 100), in tens (option
    ``bid_step``: in fives)."""
    options = options or {}
    step = bid_step(options)
    if value < T.OPENING_BID:
        raise IllegalError(_("the auction opens at {bid}").format(bid=T.OPENING_BID), key=key,
                           value=value, expected=_("{bid} or more ({rule})").format(
                               bid=T.OPENING_BID, rule=T.OPENING_RULE))
    if value % step:
        raise IllegalError(_("bids rise by {step}").format(step=step), key=key, value=value,
                           expected=_("a multiple of {step} ({rule})").format(
                               step=step, rule=step_rule(options)))


def check_bid(deal: ThousandDeal, bidder: str, ctx: DealContext) -> Step:
    """R-T11: a bid under 100 or not in tens is refused (:func:`bid_figure`); so is
    ``raised_from`` above ``bid``.  R-T-M11: a bid won at 100 is the opener's, the player after
    the dealer, who must say «Сто» (R-T9 with two); anyone else has raised by 10 at least."""
    opts = ctx.table.options
    for key in ("bid", "raised_from"):
        value = getattr(deal, key)
        if value is not None:
            _at(ctx, bid_figure, value, key, opts)
    if deal.raised_from is not None and deal.raised_from > deal.bid:
        raise ctx.illegal(_("the bidder may raise the bid after the prikup, never lower it"),
                          key="raised_from", value=deal.raised_from,
                          expected=_("at most the bid {bid} ({rule})").format(bid=deal.bid,
                                                                             rule=T.RAISE_RULE))
    won_at = deal.raised_from if deal.raised_from is not None else deal.bid
    opener = permits.opener(ctx)
    rule = permits.opener_rule(ctx)
    step = bid_step(opts)
    if won_at == T.OPENING_BID and bidder != opener:
        key = "raised_from" if deal.raised_from is not None else "bid"
        raise ctx.illegal(_("only the opener {opener} can win the auction at {bid}: anyone else "
                            "must raise by {step}").format(opener=opener, bid=T.OPENING_BID,
                                                           step=step),
                          key=key, value=won_at,
                          expected=_("{bid} or more for {bidder}, or the bidder {opener} ({rule})").format(
                              bid=T.OPENING_BID + step, bidder=bidder, opener=opener, rule=rule))
    if deal.raised_from is not None and deal.raised_from != deal.bid:
        text = _("{bidder} won the auction at {won} and raised to {bid} after the prikup").format(
            bidder=bidder, won=won_at, bid=deal.bid)
    else:
        text = _("{bidder} won the auction at {won}").format(bidder=bidder, won=won_at)
    return Step(text, f"{rule}; {step_rule(opts)}" + (f"; {T.RAISE_RULE}" if deal.raised_from else ""))


def prikup_cards(cards: list[Card], seats: int, key: str = "prikup",
                 card_key: str | None = None) -> list[Card]:
    """§ТЫСЯЧА: the prikup is three cards of the 24-card pack, all different (R-T11; with two
    at the table R-T9, R-T-M10).  The same check for an entry and for ``thousand prikup``; a card
    given twice is refused at ``card_key`` (default: the card's place, ``prikup.1``)."""
    if len(cards) != T.PRIKUP_CARDS:
        rule = T.DEAL_RULE if seats != 2 else T.TWO_PRIKUP_RULE
        raise IllegalError(_("the prikup is {n} cards, not {given}").format(
                               n=T.PRIKUP_CARDS, given=len(cards)), key=key,
                           value=_show(cards), expected=ngettext("{n} cards ({rule})", "{n} cards ({rule})",
                                                                 T.PRIKUP_CARDS).format(
                               n=T.PRIKUP_CARDS, rule=rule))
    for i, c in enumerate(cards):
        if c in cards[:i]:
            raise IllegalError(_("{card} twice in the prikup").format(card=c),
                               key=card_key or f"{key}.{i}", value=str(c),
                               expected=_("three different cards of the 24-card pack ({rule})").format(
                                   rule=T.PACK_RULE))
    return list(cards)


def check_prikup(deal: ThousandDeal, ctx: DealContext) -> list[Card]:
    """The prikup of an entry (:func:`prikup_cards`): required with four, where the dealer
    scores it; optional with three or two (R-T-M10)."""
    n = len(ctx.table.players)
    if deal.prikup is None:
        if n == T.SITTING_OUT_AT and ctx.asks("prikup"):
            raise ctx.missing(_("with four at the table the dealer scores the prikup"),
                              Q.prikup(ctx.dealer))
        if n == T.SITTING_OUT_AT:
            raise ctx.illegal(_("with four at the table the dealer scores the prikup: record it"),
                              key="prikup", expected=_('the three cards, e.g. ["K♠", "K♣", "J♦"] '
                                                       "({rule})").format(rule=T.PRIKUP_RULE))
        return []
    return _at(ctx, prikup_cards, deal.prikup, n)


def card_points(points: int, key: str) -> int:
    """R-T11: a player's card points in his tricks are 0 to 120, the whole pack (R-T1); the
    same figure ``thousand round`` and ``thousand value`` take."""
    if not 0 <= points <= T.PACK_POINTS:
        raise IllegalError(_("a player takes 0 to {total} card points").format(total=T.PACK_POINTS),
                           key=key, value=points, expected=_("0 to {total} ({rule})").format(
                               total=T.PACK_POINTS, rule=T.PACK_POINTS_RULE))
    return points


def check_taken(deal: ThousandDeal, bidder: str, players: list[str],
                ctx: DealContext) -> dict[str, int]:
    """R-T11: no tricks for the sitting-out dealer; R-T-M13: with three or four the 24 cards are
    all in play (the bidder's discard counts to him), so the taken points add up to 120; R-T9: at
    most 120 with two.  A deal being built asks each player's points in turn, the bidder first,
    up to what is left (:func:`_ask_taken`)."""
    out = {p: 0 for p in players}
    for name, pts in (deal.taken or {}).items():
        ctx.player(name, f"taken.{name}")
        if name not in players:
            raise ctx.illegal(_("{name} deals and sits out this deal: {name} takes no tricks").format(
                name=name), key=f"taken.{name}", value=pts,
                expected=_("taken for {players} (R-T11; {rule})").format(players=", ".join(players),
                                                                         rule=T.SITS_OUT_RULE))
        _at(ctx, card_points, pts, f"taken.{name}")
        out[name] = pts
    total = sum(out.values())
    _ask_taken(deal.taken or {}, _from(bidder, players), T.PACK_POINTS - total, ctx)
    if deal.taken is None:
        raise ctx.illegal(_("a played deal records the card points each player took"), key="taken",
                          expected=_("taken = { Name = points, … } (or gave_up = true)"))
    if len(ctx.table.players) == 2:
        if total > T.PACK_POINTS:
            raise ctx.illegal(_("the taken points add up to {total}, more than the pack's "
                                "{pack}").format(total=total, pack=T.PACK_POINTS),
                              key="taken", value=dict(deal.taken),
                              expected=_("at most {pack} in all (R-T9)").format(pack=T.PACK_POINTS))
    elif total != T.PACK_POINTS:
        raise ctx.illegal(_("the taken points add up to {total}, not {pack}").format(
            total=total, pack=T.PACK_POINTS), key="taken", value=dict(deal.taken),
            expected=_("{pack} in all among {players}, the bidder's discard counting to the bidder "
                       "(R-T11; R-T-M13; {rule})").format(pack=T.PACK_POINTS,
                                                         players=", ".join(players),
                                                         rule=T.DISCARD_RULE))
    return out


def _ask_taken(given: dict[str, int], order: list[str], left: int, ctx: DealContext) -> None:
    """While a deal is being built (the file's shorthand "a player left out took none" is for an
    entry written whole): the next player's card points, 0 to what is left of 120; with three or
    four the last player's are what is left, asked to be written (R-T-M13)."""
    todo = [p for p in order if p not in given and ctx.asks(f"taken.{p}")]
    two = len(ctx.table.players) == 2
    if not todo or left <= 0:  # nothing left: the others took none
        return
    who = todo[0]
    last = not two and len(todo) == 1
    raise ctx.missing(_("the card points {name} took are not given").format(name=who),
                      Q.taken(who, left, bidder=who == order[0], last=last, two=two),
                      key="taken",
                      expected=_("{pack} in all").format(pack=T.PACK_POINTS) if not two else None)


def _from(bidder: str, players: list[str]) -> list[str]:
    """The players in play, the bidder first, then clockwise from the bidder's left."""
    i = players.index(bidder)
    return players[i:] + players[:i]


def declared_once(suit: Suit, name: str, seen: dict[Suit, str], key: str) -> None:
    """R-T11: a suit's marriage is declared once a deal — there is one king and one queen of it
    (``seen``: who declared each suit so far)."""
    if suit in seen:
        text = (_("the {suit} marriage is declared by {first} and by {name}; there is one king and "
                  "one queen of {suit}") if seen[suit] != name else
                _("the {suit} marriage is declared twice by {name}; there is one king and one queen "
                  "of {suit}"))
        raise IllegalError(text.format(suit=suit.symbol, first=seen[suit], name=name), key=key,
                           value=suit.symbol,
                           expected=_("each suit at most once a deal (R-T11; {rule})").format(
                               rule=T.MARRIAGE_RULE))


def dark_allowed(dark: bool | None, options: Any, key: str = "dark") -> None:
    """R-T-M9: a dark bid only where the table plays the house rule (option dark_bid)."""
    if dark and not options["dark_bid"]:
        raise IllegalError(_("a dark bid is a house rule this table does not play"), key=key,
                           value=True, expected=_("no dark key, or option dark_bid = true ({rule})").format(
                               rule=T.DARK_RULE))


def check_marriages(deal: ThousandDeal, bidder: str, players: list[str], prikup: list[Card],
                    ctx: DealContext) -> dict[str, list[Suit]]:
    """R-T11: a suit declared twice in a deal is refused, and so is a marriage for the sitting-out
    dealer; a marriage whose king or queen went to the bidder with the prikup can be declared by
    nobody else (§ТЫСЯЧА: only the holder of both cards may declare it)."""
    out: dict[str, list[Suit]] = {p: [] for p in players}
    seen: dict[Suit, str] = {}
    given = deal.marriages or {}
    for name, suits in given.items():
        ctx.player(name, f"marriages.{name}")
        if name not in players:
            raise ctx.illegal(_("{name} deals and sits out this deal: {name} declares nothing").format(
                name=name), key=f"marriages.{name}", value=_show(suits),
                expected=_("marriages for {players} (R-T11)").format(players=", ".join(players)))
        for i, s in enumerate(suits):
            key = f"marriages.{name}.{i}"
            _at(ctx, declared_once, s, name, seen, key)
            in_prikup = [c for c in _kept(prikup, ctx) if c.suit == s and c.rank in T.MARRIAGE_CARDS]
            if in_prikup and name != bidder:
                text = (_("{name} cannot hold the {suit} marriage: {card} went to the bidder "
                          "{bidder} with the prikup") if len(in_prikup) == 1 else
                        _("{name} cannot hold the {suit} marriage: {card} and {other} went to the "
                          "bidder {bidder} with the prikup"))
                raise ctx.illegal(text.format(name=name, suit=s.symbol, bidder=bidder,
                                              card=in_prikup[0], other=in_prikup[-1]),
                                  key=key, value=s.symbol,
                                  expected=_("a marriage its declarer held (R-T11; {rule})").format(
                                      rule=T.DECLARE_RULE))
            seen[s] = name
            out[name].append(s)
    if ctx.asks("marriages"):  # given with the entry (-m), the marriages are those given
        for p in _from(bidder, players):
            if p in given or not ctx.asks(f"marriages.{p}"):
                continue
            open_ = [s for s in Suit if s not in seen and (p == bidder or not any(
                c.suit == s and c.rank in T.MARRIAGE_CARDS for c in _kept(prikup, ctx)))]
            if open_:
                raise ctx.missing(_("the marriages {name} declared are not given").format(name=p),
                                  Q.marriages(p, open_))
    return out


def _kept(prikup: list[Card], ctx: DealContext) -> list[Card]:
    """The prikup's cards that stay with the bidder: all three with the book's discard; none
    for certain when he hands one to each opponent (option ``discard = one-to-each``)."""
    return prikup if ctx.table.options["discard"] == "three-to-bidder" else []


def _at(ctx: DealContext, check: Callable[..., Any], *args: Any) -> Any:
    """Run a check of the entry, its refusal located at the entry."""
    try:
        return check(*args)
    except IllegalError as err:
        raise err.located(entry=ctx.number) from None


def _show(value: Any) -> Any:
    if isinstance(value, list):
        return [str(v) if not isinstance(v, Suit) else v.symbol for v in value]
    if isinstance(value, dict):
        return {k: _show(v) for k, v in value.items()}
    return value
