"""`scorekeeper pari …`: record Pari at the table and arbitrate disputes.

Recording commands append one checked entry to a session file (a game's cuts, one move, a game's
end, a game scored on paper); arbitration commands need no file and answer one question — what a
combination is worth, what a half-trick scores, whether cards take a combination — each number with
the rule it comes from.  The engine is imported inside the commands.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Optional

import typer

from scorekeeper.cli.coercion import PlainGroup
from scorekeeper.cli.common import FileArg
from scorekeeper.cli.corrections import points_command
from scorekeeper.cli.examples import examples
from scorekeeper.cli.options import arbitration
from scorekeeper.cli.prompts import records
from scorekeeper.i18n import _

app = typer.Typer(
    help="Pari: record a game (cut, move, end, points) and arbitrate (value, surround, beats). "
    "Cards in any notation: 7♥, 7h, 7ч; a joker Jk=7♣ (Дж=7т).",
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=PlainGroup,
)
answers = arbitration(app)

MapOpt = Optional[list[str]]
SeniorOpt = Annotated[str, typer.Option("--senior", help="The senior trump, e.g. 5♠ (5п).")]
MultOpt = Annotated[int, typer.Option("--mult", help="The multiplier: the third cut's rank (2 … 14; an ace 14).", min=2, max=14)]
TrumpsOpt = Annotated[str, typer.Option("--trumps", help="The trump suit: ♠ ♣ ♦ ♥, s c d h or п т б ч.")]

_PAIR = re.compile(r"^\s*((?:jk|joker|джокер|дж)\s*=\s*[^\s=:]+|[^\s=:]+(?:\s+[♠♣♦♥])?)\s*[=:]\s*(.+?)\s*$",
                   re.IGNORECASE)


def _pairs(items: MapOpt, key: str) -> dict[str, str] | None:
    """``TARGET=CARDS`` options → { target: cards } (a joker target as Jk=7♣=…, or TARGET:CARDS)."""
    if not items:
        return None
    from scorekeeper.errors import InvalidError

    out: dict[str, str] = {}
    for item in items:
        m = _PAIR.match(item)
        if not m:
            raise InvalidError(_("bad {option}").format(option=f"--{key}"), key=f"--{key}", value=item,
                               expected=_('TARGET=CARDS, as "9♠=2♦ 3♦ 4♦" (a card of the combination, '
                                          "then the cards)"))
        out[m.group(1).strip()] = m.group(2)
    return out


#: the option behind each part of an entry the engine may ask for (prompts.record)
ASKS = {"cuts": "CARDS", "left": "--left NAME=CARDS", "single": "--single CARD"}


# ------------------------------------------------------------------------------ recording
@records(app, ASKS)
def cut(
    file: FileArg,
    cards: Annotated[Optional[list[str]], typer.Argument(help="The cut cards in order, jokers included: senior trump, trump suit, multiplier (e.g. 9♠ 3♥ Q♦, or Jk 9♠ 3♥ Q♦); left out, asked at a terminal.")] = None,
    ceded: Annotated[bool, typer.Option("--ceded", help="The non-dealer ceded the first move and the dealer accepted (−20, R-X16).")] = False,
) -> Any:
    """Start a game: the three cuts (R-X4, R-X15) and whether the first move was ceded.  The
    cuts left out are asked at a terminal (a script is told)."""
    return {"cuts": list(cards) if cards else None, "ceded": True if ceded else None}


@records(app, ASKS, standard=("note", "amend"))
def move(
    file: FileArg,
    player: Annotated[str, typer.Argument(help="Who moves (checked against the turn order N D | D N | …).")],
    swap: Annotated[Optional[str], typer.Option("--swap", help="Natural cards put in place of jokers on the table (R-X22).")] = None,
    take: Annotated[MapOpt, typer.Option("--take", help="A trick: TARGET=CARDS, a card of the combination taken, then the taking cards (repeatable; R-X11).")] = None,
    surround: Annotated[MapOpt, typer.Option("--surround", help="A half-trick: TARGET=CARDS laid at its ends (repeatable; R-X2).")] = None,
    add: Annotated[MapOpt, typer.Option("--add", help="An add-on: TARGET=CARDS added to it (repeatable; R-X21).")] = None,
    meld: Annotated[MapOpt, typer.Option("--meld", help='A new combination, e.g. --meld "7ч 8ч 9ч" (repeatable; two cards: a half).')] = None,
    trumps: Annotated[Optional[str], typer.Option("--trumps", help="Seven to nine trumps laid as one set (R-X14).")] = None,
    single: Annotated[Optional[str], typer.Option("--single", help="One single card (R-X7).")] = None,
    join: Annotated[MapOpt, typer.Option("--join", help="SINGLE=CARD: a single on the table joins the sequence holding CARD (no points).")] = None,
    out: Annotated[bool, typer.Option("--out", help="The mover has no cards left (пари).")] = False,
    talon: Annotated[Optional[int], typer.Option("--talon", help="Cards left in the talon now (checked, R-X25).", min=0)] = None,
) -> Any:
    """Record one move: its parts in the order of work swap, take, surround, add, meld, trumps,
    single; what is pending and what is written is shown with each rule.  A move that lays
    nothing while the talon lasts lays a single card: at a terminal it is asked (a script is
    told)."""
    entry = {"player": player, "swap": swap, "take": _pairs(take, "take"),
             "surround": _pairs(surround, "surround"), "add": _pairs(add, "add"),
             "meld": list(meld) if meld else None, "trumps": trumps, "single": single,
             "join": _pairs(join, "join"), "out": True if out else None, "talon": talon}
    return entry


@records(app, ASKS, standard=("note", "amend"))
def end(
    file: FileArg,
    left: Annotated[MapOpt, typer.Option("--left", help='Cards left in a hand: Name="2♥ A♥ Jk" (repeat per player; none when both went out; a hand left out that holds cards is asked at a terminal).')] = None,
) -> Any:
    """Record a game's end: the cards left in each hand (R-X5, R-X18, R-X26).  A hand that
    holds cards by the recorded moves and is left out is asked at a terminal, as many cards as
    it holds, none already used (a script is told)."""
    from scorekeeper.errors import InvalidError

    hands: dict[str, str] = {}
    for item in left or ():
        if "=" not in item:
            raise InvalidError(_("bad {option}").format(option="--left"), key="--left", value=item,
                               expected=_('Name="2♥ A♥ Jk"'))
        name, cards = item.split("=", 1)
        hands[name.strip()] = cards.strip().strip('"')
    return {"left": hands}


points_command(app, "Record a whole game scored on paper, between games (R-X-M7).")


# ------------------------------------------------------------------------------ arbitration
@answers(epilog=examples(
    'scorekeeper pari value "5♠ A♠ K♠" --senior 5♠ --mult 8 --trumps ♠',
    'scorekeeper pari value "Вп Вт Вб Вч Дж=Вч" --senior 5п --mult 8 --trumps п',
    'scorekeeper pari value "5♠ 5♠ 5♠" --senior 9♥ --mult 3 --trumps ♥   # refused: twice'))
def value(
    cards: Annotated[str, typer.Argument(help='The combination, e.g. "5♠ A♠ K♠" or "Вп Вт Вб Вч Дж=Вч" (a joker names its card).')],
    senior: SeniorOpt,
    mult: MultOpt,
    trumps: TrumpsOpt,
    set_of_trumps: Annotated[bool, typer.Option("--set", help="Seven to nine trumps laid as one set (R-X14).")] = False,
) -> Any:
    """What a combination laid on the table is worth, and why (written after the opponent's next
    move: in full, half if surrounded, nothing if taken)."""
    from scorekeeper.games.pari.arbitration import value_answer

    return value_answer(cards, senior, trumps, mult, set_of_trumps=set_of_trumps)


@answers("surround", epilog=examples(
    'scorekeeper pari surround "7♣ 8♣ 9♣" "6♣ 10♣" --senior 5♠ --mult 8 --trumps ♠',
    'scorekeeper pari surround "7♣ 8♣ 9♣" "9♣ 10♣" --senior 5♠ --mult 8 --trumps ♠'
    "   # refused: twice"))
def surround_cmd(
    target: Annotated[str, typer.Argument(help='The combination on the table, e.g. "7♣ 8♣ 9♣".')],
    cards: Annotated[str, typer.Argument(help='The cards laid at its ends, e.g. "6♣ 10♣".')],
    senior: SeniorOpt,
    mult: MultOpt,
    trumps: TrumpsOpt,
) -> Any:
    """What a half-trick scores (R-X2, R-X20) and what the combination becomes."""
    from scorekeeper.games.pari.arbitration import surround_answer

    return surround_answer(target, cards, senior, trumps, mult)


@answers(epilog=examples(
    'scorekeeper pari beats 5♠ 4♠ --senior 10♣ --trumps ♦',
    'scorekeeper pari beats "5♥ 6♥ 7♥" "2♥ 3♥ 4♥" --senior 10♣ --trumps ♦ --mult 3',
    'scorekeeper pari beats 3♠ 4♠ --senior 10♣ --trumps ♦',
    'scorekeeper pari beats 4♠ 4♠ --senior 10♣ --trumps ♦   # refused: 4♠ twice'))
def beats(
    taking: Annotated[str, typer.Argument(help='The taking cards, e.g. "5♠" or "2♥ 3♥ 4♥".')],
    target: Annotated[str, typer.Argument(help='The combination on the table, e.g. "4♠".')],
    senior: SeniorOpt,
    trumps: TrumpsOpt,
    mult: Annotated[int, typer.Option("--mult", help="The multiplier (only for the trick's value).", min=2, max=14)] = 2,
) -> Any:
    """Whether TAKING takes TARGET (§ходы и подсчет «3. Взятка», R-X-M4), and what the trick
    scores (R-X11).  The exit status is 0 whether it takes or not; 1 when the cards cannot lie
    on a table (a card twice, no combination)."""
    from scorekeeper.games.pari.arbitration import beats_answer

    return beats_answer(taking, target, senior, trumps, mult)
