"""Thousand: what a deal may be under the conventions a table plays — who opens, who may bid dark
or give up, what the golden round's deal is, who is silent, who may declare the ace marriage.

Each check reads only the deal and the state before it, and refuses with the key, the value and
the rule (the option's source).  With the book's options (``book-1991``) none of them refuses
anything the engine accepted before they existed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from scorekeeper.core.engine import DealContext
from scorekeeper.errors import IllegalError
from scorekeeper.games.thousand import scoring
from scorekeeper.games.thousand import tables as T
from scorekeeper.games.thousand.state import State
from scorekeeper.i18n import _, ngettext
from scorekeeper.notation import Card, Rank

if TYPE_CHECKING:
    from scorekeeper.games.thousand.deal import ThousandDeal

THREE = 3


def opener(ctx: DealContext) -> str:
    """R-T-M11: the player after the dealer opens with «Сто»; option ``opener_of_three =
    dealer`` (Leadage): with three at the table the dealer does."""
    opts = ctx.table.options
    if len(ctx.table.players) == THREE and opts["opener_of_three"] == "dealer":
        return ctx.dealer
    return ctx.table.next_after(ctx.dealer)


def opener_rule(ctx: DealContext) -> str:
    if len(ctx.table.players) == 2:
        return T.TWO_OPENING_RULE
    if len(ctx.table.players) == THREE and ctx.table.options["opener_of_three"] == "dealer":
        return f"{T.OPENER_DEALER_RULE}; R-T-M11; opener_of_three = dealer"
    return T.OPENER_RULE


def won_at(deal: ThousandDeal) -> tuple[str, int]:
    """The bid that won the auction, and the key it is written under."""
    if deal.raised_from is not None:
        return "raised_from", deal.raised_from
    return "bid", deal.bid


def check(state: State, deal: ThousandDeal, bidder: str, golden: bool, ctx: DealContext) -> None:
    """Every condition a table's conventions put on a deal, in the order a player reads them."""
    opts = ctx.table.options
    auction = not golden or opts["golden_bid"] == "any"
    if not auction:
        golden_deal(deal, bidder, ctx)
    if deal.dark:
        dark(state, deal, bidder, auction, ctx)
    if deal.gave_up:
        give_up(state, deal, bidder, golden, ctx)
    if auction:
        silence(state, deal, bidder, ctx)


def golden_deal(deal: ThousandDeal, bidder: str, ctx: DealContext) -> None:
    """R-T-M19, option ``golden_bid``: each deal of the golden round is the opener's 120, with no
    auction (so no dark bid); ``opener-120-or-raised``: raised after the prikup if he likes."""
    opts = ctx.table.options
    first, rule = opener(ctx), f"{T.GOLDEN_BID_RULE}; golden_bid = {opts['golden_bid']}"
    if bidder != first:
        raise ctx.illegal(_("in the golden round each deal is the opener's: {opener} plays "
                            "{bid}").format(opener=first, bid=T.GOLDEN_BID), key="bidder",
                          value=bidder, expected=_("bidder = {opener} ({rule})").format(
                              opener=first, rule=rule))
    key, value = won_at(deal)
    raised = opts["golden_bid"] == "opener-120-or-raised"
    if value != T.GOLDEN_BID or (not raised and deal.bid != T.GOLDEN_BID):
        key = key if value != T.GOLDEN_BID else "bid"
        raise ctx.illegal(_("in the golden round the bid is {bid}, with no auction").format(
                              bid=T.GOLDEN_BID), key=key, value=getattr(deal, key),
                          expected=(_("raised_from = {bid}, or bid = {bid} ({rule})") if raised else
                                    _("bid = {bid} ({rule})")).format(bid=T.GOLDEN_BID, rule=rule))
    if deal.dark:
        raise ctx.illegal(_("the golden round has no auction, so no dark bid"), key="dark",
                          value=True, expected=_("no dark key in the golden round ({rule})").format(
                              rule=rule))


def dark(state: State, deal: ThousandDeal, bidder: str, auction: bool, ctx: DealContext) -> None:
    """R-T-M18: option ``dark_by = opener-at-120`` — a dark bid is the opener's 120 nobody
    outbid; ``dark_at_least`` — the total the bidder needs before the deal; ``dark_on_barrel =
    false`` — none while someone sits on the barrel."""
    opts = ctx.table.options
    if opts["dark_by"] == "opener-at-120":
        first = opener(ctx)
        key, value = won_at(deal)
        if bidder != first or value != T.DARK_BID_AT:
            raise ctx.illegal(_("a dark bid is the opener's {bid}, which nobody outbid").format(
                                  bid=T.DARK_BID_AT), key="dark" if bidder != first else key,
                              value=True if bidder != first else value,
                              expected=_("{opener} as the bidder, won at {bid} ({rule})").format(
                                  opener=first, bid=T.DARK_BID_AT, rule=T.DARK_BY_RULE))
    need, total = int(opts["dark_at_least"]), state.score[bidder]
    if need and total < need:
        raise ctx.illegal(_("{bidder} has {total} before the deal: a dark bid needs {need}").format(
                              bidder=bidder, total=total, need=need), key="dark", value=True,
                          expected=_("no dark key until {bidder} has {need} ({rule})").format(
                              bidder=bidder, need=need, rule=T.DARK_TOTAL_RULE))
    if not opts["dark_on_barrel"] and state.barrel:
        _on_barrel(state, "dark", _("no dark bid while anyone sits on the barrel"),
                   T.DARK_BARREL_RULE, ctx)


def give_up(state: State, deal: ThousandDeal, bidder: str, golden: bool, ctx: DealContext) -> None:
    """R-T-M16: the give-up's conditions — ``give_ups_per_game``, ``give_up_on_barrel``,
    ``give_up_in_golden``, ``give_up_in_dark = refused``."""
    opts = ctx.table.options
    most, done = int(opts["give_ups_per_game"]), state.give_ups.get(bidder, 0)
    if most and done >= most:
        raise ctx.illegal(ngettext("{bidder} has given up {n} time this game, the most a player may",
                                   "{bidder} has given up {n} times this game, the most a player may",
                                   done).format(bidder=bidder, n=done), key="gave_up", value=True,
                          expected=_("a played deal ({rule})").format(rule=T.GIVE_UP_LIMIT_RULE))
    if not opts["give_up_on_barrel"] and state.barrel:
        _on_barrel(state, "gave_up", _("no give-up while anyone sits on the barrel"),
                   T.GIVE_UP_WHEN_RULE, ctx)
    if golden and not opts["give_up_in_golden"]:
        raise ctx.illegal(_("no give-up in the golden round"), key="gave_up", value=True,
                          expected=_("a played deal ({rule})").format(rule=T.GIVE_UP_WHEN_RULE))
    if deal.dark and opts["give_up_in_dark"] == "refused":
        raise ctx.illegal(_("a dark bid cannot be given up"), key="gave_up", value=True,
                          expected=_("a played deal ({rule})").format(rule=T.GIVE_UP_DARK_RULE))


def _on_barrel(state: State, key: str, message: str, rule: str, ctx: DealContext) -> None:
    sitting = ", ".join(state.barrel)
    raise ctx.illegal(message, key=key, value=True,
                      expected=_("the deal after {players} is off the barrel ({rule})").format(
                          players=sitting, rule=rule))


def silence(state: State, deal: ThousandDeal, bidder: str, ctx: DealContext) -> None:
    """R-T-M18, option ``silence_below``: a player below it before the deal does not bid, so he
    wins the prikup only as the opener at 100 (and may raise after it)."""
    below, total = int(ctx.table.options["silence_below"]), state.score[bidder]
    if not below or total >= below:
        return
    first = opener(ctx)
    key, value = won_at(deal)
    if bidder != first or value != T.OPENING_BID:
        raise ctx.illegal(_("{bidder} has {total}, below {below}: a silent player does not bid and "
                            "wins the prikup only as the opener at {bid}").format(
                              bidder=bidder, total=total, below=below, bid=T.OPENING_BID),
                          key="bidder" if bidder != first else key,
                          value=bidder if bidder != first else value,
                          expected=_("{opener} at {bid} ({rule})").format(
                              opener=first, bid=T.OPENING_BID, rule=T.SILENCE_RULE))


def ace_allowed(ace: Any, options: Any, key: str = "ace_marriage") -> None:
    """R-T-M14: the ace marriage only where the table plays it (option ace_marriage)."""
    if ace and not options["ace_marriage"]:
        raise IllegalError(_("the ace marriage is a convention this table does not play"),
                           key=key, value=ace,
                           expected=_("no ace_marriage, unless the table plays the option "
                                      "ace_marriage ({rule})").format(rule=T.ACE_MARRIAGE_RULE))


def ace_marriage(deal: ThousandDeal, bidder: str, players: list[str], prikup: list[Card],
                 ctx: DealContext) -> str | None:
    """R-T-M14, option ``ace_marriage``: who declared the ace marriage — a player in play; with
    the book's discard an ace of the prikup leaves it to the bidder alone."""
    if deal.ace_marriage is None:
        return None
    opts = ctx.table.options
    try:
        ace_allowed(deal.ace_marriage, opts)
    except IllegalError as err:
        raise err.located(entry=ctx.number) from None
    name = ctx.player(deal.ace_marriage, "ace_marriage")
    if name not in players:
        raise ctx.illegal(_("{name} deals and sits out this deal: {name} declares nothing").format(
            name=name), key="ace_marriage", value=name,
            expected=_("one of {players} ({rule})").format(players=", ".join(players),
                                                            rule=T.SITS_OUT_RULE))
    aces = [c for c in prikup if c.rank == Rank.ACE]
    if aces and name != bidder and opts["discard"] == "three-to-bidder":
        raise ctx.illegal(_("{name} cannot hold all four aces: {card} went to the bidder {bidder} "
                            "with the prikup").format(name=name, card=aces[0], bidder=bidder),
                          key="ace_marriage", value=name,
                          expected=_("the bidder {bidder}, or another discard ({rule})").format(
                              bidder=bidder, rule=T.DECLARE_RULE))
    return name
