"""`scorekeeper preferans …`: record preferans deals at the table and arbitrate disputes.

Recording commands (``game``, ``misere``, ``raspasy``, ``totus``, ``returned``, ``conditions``)
append one checked entry to a session file; in a terminal they ask for what is missing.
Arbitration commands (``overcall``, ``ladder``, ``value``, ``score``) need no file and print the
rule for each number; under the MGU presets they speak the classic's auction words (dark words,
misère without the prikup, totus).  The engine is imported inside the commands.
"""

from __future__ import annotations

from typing import Annotated, Any, Optional

import typer

from scorekeeper.i18n import N_, _
from scorekeeper.cli.coercion import PlainGroup
from scorekeeper.cli.common import DealerOpt, FileArg, JsonOpt, emit, guard, parse_kv, print_json, split_names
from scorekeeper.cli.examples import examples
from scorekeeper.cli.prompts import records
from scorekeeper.cli.options import arbitration, option_opt, preset, rules_opt

app = typer.Typer(
    help="Preferans: record deals (game, misere, raspasy, totus, returned, conditions) and "
    "arbitrate bids and scores (overcall, ladder, value, score).",
    no_args_is_help=True,
    rich_markup_mode=None,
    cls=PlainGroup,
)

WhistOpt = Annotated[Optional[list[str]], typer.Option(
    "--whist", "-w", help="A player who said whist (repeat, or comma-separated: -w Vera,Gleb).")]
PassedOpt = Annotated[bool, typer.Option(
    "--passed", help="Both defenders passed: the game is scored without play.")]
TricksOpt = Annotated[Optional[int], typer.Option(
    "--tricks", "-t", min=0, max=10, help="The declarer's tricks (the rest follow where they can).")]
TricksOfOpt = Annotated[Optional[list[str]], typer.Option(
    "--tricks-of", "-T", help="Another player's tricks: Name=N (repeat); needed when two whisters "
    "each write their own.")]
OpenOpt = Annotated[bool, typer.Option("--open", help="Played open (лёжа); default closed.")]
HalfOpt = Annotated[Optional[str], typer.Option(
    "--half-whist", "-H", help="The defender who said half-whist (6 and 7; the other passed).")]
HelpToOpt = Annotated[Optional[str], typer.Option(
    "--help-to", help="Whom overflowing pool points help first (R-P7).")]
RulesOpt = rules_opt(N_("Preset: sochi, leningrad, rostov, mgu-classic, mgu-sochinka, "
                        "mgu-mountain-first, mgu-gusarik or book-1991."))
DarkOpt = Annotated[bool, typer.Option(
    "--dark", help="A dark game or dark raspas (said without looking at the cards; MGU 1971 §6.3).")]
WordOpt = Annotated[Optional[str], typer.Option(
    "--word", help="The declarer's last auction word (RAZ, SEMX PERVYH, RAZ V TEMNUYU, «семь первых» …).")]
PrikupOpt = Annotated[Optional[str], typer.Option(
    "--prikup", help="The two prikup cards, comma-separated (A♠,K♠): the dealer's prikup whists (R-P6).")]
NoPrikupWhistsOpt = Annotated[bool, typer.Option(
    "--no-prikup-whists", help="The dealer does not write the prikup whists.")]
WithoutPrikupOpt = Annotated[bool, typer.Option(
    "--without-prikup", help="A nine, ten or misère declared without the prikup (MGU 1971 §4).")]
ModeOpt = Annotated[Optional[str], typer.Option(
    "--mode", help="The lone whister's word (1991 book): один, помоги, откроем (odin, pomogi, otkroem).")]
ExcessOpt = Annotated[Optional[str], typer.Option(
    "--excess-to", help="The book: whose mountain takes what exceeds the own mountain (R-S3).")]
LastCircleOpt = Annotated[bool, typer.Option(
    "--last-circle", help="The control time has come: this deal begins the last circle.")]
BombOpt = Annotated[int, typer.Option(
    "--bomb", min=0, max=3, help="The declarer plays on a bomb: 1 bomba, 2 double bomb, 3 elka (MGU 1971 §6.3).")]
OptionOpt = option_opt(N_("Override an option: key=value (repeatable), e.g. stalingrad=true."), "-O")
answers = arbitration(app, "preferans", RulesOpt, "sochi", OptionOpt)


#: the option behind each part of a deal the engine may ask for (prompts.complete)
WHIST_ASKED = "--whist/-w NAME or --passed"
GAME_ASKS = {"whist": WHIST_ASKED, "tricks.{declarer}": "--tricks/-t N",
             "tricks": "--tricks-of/-T NAME=N", "mode": "--mode WORD",
             "half_whist": "--half-whist/-H NAME"}
MISERE_ASKS = {"whist": WHIST_ASKED, "tricks": "--tricks/-t N", "mode": "--mode WORD"}
TOTUS_ASKS = {"tricks": "--tricks/-t N", "totus_help": "--help-partner NAME"}
RASPASY_ASKS = {"raspasy": "TRICKS NAME=N …"}
CONDITIONS_ASKS = {"conditions.by": "--by NAME"}


def _names(items: Optional[list[str]]) -> list[str]:
    out: list[str] = []
    for item in items or ():
        out += split_names(item)
    return out


def _helped(items: Optional[list[str]]) -> str | list[str] | None:
    """The partner(s) a totus on a bomb helps, as the file writes them: one name, or a list."""
    partners = _names(items)
    return None if not partners else partners[0] if len(partners) == 1 else partners


def _tricks(declarer: str, tricks: Optional[int], tricks_of: Optional[list[str]]) -> dict[str, Any] | None:
    out: dict[str, Any] = {}
    if tricks is not None:
        out[declarer] = tricks
    out.update(parse_kv(tricks_of, "tricks"))
    return out or None


# ------------------------------------------------------------------------------ recording
@records(app, GAME_ASKS, epilog=examples(
    "scorekeeper new night.toml -g preferans -p Anna,Boris,Vera",
    "scorekeeper preferans game night.toml Boris 7s -w Vera -t 7 --open",
    "scorekeeper preferans game night.toml Vera 6h --passed",
    "scorekeeper new mgu.toml -g preferans -r mgu-sochinka -p Misha,Kostya,Lena",
    "scorekeeper preferans game mgu.toml Kostya 10h -t 10"))
def game(
    file: FileArg,
    declarer: Annotated[str, typer.Argument(help="Who played the game.")],
    contract: Annotated[str, typer.Argument(help="The contract: 6♠ … 10NT (6s, 7п, 8NT, 9БК).")],
    whist: WhistOpt = None,
    passed: PassedOpt = False,
    tricks: TricksOpt = None,
    tricks_of: TricksOfOpt = None,
    open_: OpenOpt = False,
    half_whist: HalfOpt = None,
    help_to: HelpToOpt = None,
    dark: DarkOpt = False,
    word: WordOpt = None,
    prikup: PrikupOpt = None,
    no_prikup_whists: NoPrikupWhistsOpt = False,
    without_prikup: WithoutPrikupOpt = False,
    mode: ModeOpt = None,
    excess_to: ExcessOpt = None,
    last_circle: LastCircleOpt = False,
) -> Any:
    """Record a game played (who whisted, the tricks), or passed by both (--passed).

    A ten under the MGU presets is caught, not whisted: no -w.
    At a terminal, whatever the deal still needs is asked (who whisted, the tricks, the
    defenders' split where two whist, a half-whist on a passed six or seven), each answer checked
    against the answers before it; in a script the command fails naming each missing option."""
    from scorekeeper.errors import InvalidError

    whisters = _names(whist)
    if whisters and (passed or half_whist):
        raise InvalidError(_("name whisters, or say both passed (--passed / --half-whist), not both"),
                           key="--whist", value=whisters)
    entry = _played({"declarer": declarer, "contract": contract}, whisters if whisters or passed or half_whist
                    else None, declarer, tricks, tricks_of, open_=open_, half_whist=half_whist,
                    classic=_classic_keys(dark=dark, word=word, prikup=prikup, no_prikup_whists=no_prikup_whists,
                                          without_prikup=without_prikup, mode=mode, excess_to=excess_to,
                                          last_circle=last_circle))
    entry["help"] = help_to
    return entry, ("half_whist",) if passed else ()


def _classic_keys(*, dark: bool = False, word: Optional[str] = None, prikup: Optional[str] = None,
                  no_prikup_whists: bool = False, without_prikup: bool = False, mode: Optional[str] = None,
                  excess_to: Optional[str] = None, last_circle: bool = False) -> dict[str, Any]:
    """The classic's and the book's keys of an entry, only those given."""
    out: dict[str, Any] = {}
    if dark:
        out["dark"] = True
    if word:
        out["word"] = word
    if prikup:
        out["prikup"] = split_names(prikup)
    if no_prikup_whists:
        out["prikup_whists"] = False
    if without_prikup:
        out["without_prikup"] = True
    if mode:
        out["mode"] = mode
    if excess_to:
        out["excess_to"] = excess_to
    if last_circle:
        out["last_circle"] = True
    return out


@records(app, MISERE_ASKS, epilog=examples(
    "scorekeeper new night.toml -g preferans -p Anna,Boris,Vera",
    "scorekeeper preferans misere night.toml Boris -t 0",
    "scorekeeper preferans misere night.toml Vera -t 2",
    "scorekeeper new book.toml -g preferans -r book-1991 -p Anna,Boris,Vera -o elochka_deals=0",
    "scorekeeper preferans misere book.toml Boris -w Vera --mode один -t 1"))
def misere(
    file: FileArg,
    declarer: Annotated[str, typer.Argument(help="Who played the misère.")],
    tricks: TricksOpt = None,
    whist: WhistOpt = None,
    passed: PassedOpt = False,
    help_to: HelpToOpt = None,
    dark: DarkOpt = False,
    word: WordOpt = None,
    without_prikup: WithoutPrikupOpt = False,
    mode: ModeOpt = None,
    last_circle: LastCircleOpt = False,
) -> Any:
    """Record a misère: -t 0 when made, or the tricks it was caught with.

    The 1991 book whists misère: who whisted and the lone whister's word, or --passed when both
    passed.  At a terminal the tricks (and, where misère is whisted, who whisted) are asked if
    left out."""
    from scorekeeper.errors import InvalidError

    whisters = _names(whist)
    if whisters and passed:
        raise InvalidError(_("name whisters, or say both passed (--passed), not both"),
                           key="--whist", value=whisters)
    entry: dict[str, Any] = {"declarer": declarer, "contract": "misere"}
    if whisters or passed:
        entry["whist"] = whisters
    if tricks is not None:
        entry["tricks"] = {declarer: tricks}
    entry.update(_classic_keys(dark=dark, word=word, without_prikup=without_prikup, mode=mode,
                               last_circle=last_circle))
    entry.update({"help": help_to})
    return entry


@records(app, RASPASY_ASKS, epilog=examples(
    "scorekeeper new night.toml -g preferans -p Anna,Boris,Vera",
    "scorekeeper preferans raspasy night.toml Anna=4 Boris=1 Vera=5",
    "scorekeeper preferans raspasy night.toml Anna=4 Boris=1 Vera=6   # refused: 11"))
def raspasy(
    file: FileArg,
    tricks: Annotated[Optional[list[str]], typer.Argument(
        help="Tricks per player: Anna=4 Boris=1 Vera=5 (one may be left out).")] = None,
    dark: DarkOpt = False,
    looked: Annotated[Optional[list[str]], typer.Option(
        "--looked", help="On a dark raspas: who looked at the cards before passing (repeat or "
        "comma-separated); that player's bomb, and the dealer's, is one rank lower.")] = None,
    last_circle: LastCircleOpt = False,
) -> Any:
    """Record raspasy (all passed): the tricks of each; --dark for PAS V TEMNUYU; in the book's
    first four deals this is the «ёлочка».  At a terminal the tricks left out are asked player by
    player, each up to what is left; the last player's are what remains."""
    from scorekeeper.errors import InvalidError

    entry: dict[str, Any] = {"raspasy": parse_kv(tricks, "tricks")}
    if dark:
        entry["dark"] = True
        entry["looked"] = _names(looked)
    elif looked:
        raise InvalidError(_("--looked stands only beside --dark"), key="--looked", value=_names(looked))
    entry.update(_classic_keys(last_circle=last_circle))
    return entry


@records(app, TOTUS_ASKS, epilog=examples(
    "scorekeeper new mgu.toml -g preferans -r mgu-sochinka -p Misha,Kostya,Lena",
    "scorekeeper preferans totus mgu.toml Kostya -t 10"))
def totus(
    file: FileArg,
    declarer: Annotated[str, typer.Argument(help="Who declared the totus.")],
    tricks: TricksOpt = None,
    help_partner: Annotated[Optional[list[str]], typer.Option(
        "--help-partner", help="On a bomb: the partner the totus helps (double bomb: two; repeat).")] = None,
    word: WordOpt = None,
    last_circle: LastCircleOpt = False,
) -> Any:
    """Record a totus (MGU 1971 §6.3, §7): -t 10 when made, -t 9 when it failed."""
    entry: dict[str, Any] = {"declarer": declarer, "contract": "totus"}
    if tricks is not None:
        entry["tricks"] = {declarer: tricks}
    if _helped(help_partner):
        entry["totus_help"] = _helped(help_partner)
    entry.update(_classic_keys(word=word, last_circle=last_circle))
    return entry


@records(app, None)
def returned(
    file: FileArg,
    declarer: Annotated[str, typer.Argument(help="Who gave the prikup back.")],
) -> Any:
    """Record a returned prikup: 1 point to the declarer's mountain (R-P6)."""
    return {"declarer": declarer, "prikup_returned": True}


@records(app, CONDITIONS_ASKS, standard=("note", "amend"))
def conditions(
    file: FileArg,
    pool: Annotated[int, typer.Option("--pool", min=1, help="The pool to play (no larger than the "
                                      "smallest mountain).")],
    whist_price: Annotated[Optional[str], typer.Option("--whist-price", help="The price of one whist, "
                                                       "as agreed (e.g. '1 kop.').")] = None,
    control: Annotated[Optional[str], typer.Option("--control", help="The control time, after which "
                                                   "the last circle begins (e.g. 23:30).")] = None,
    by: Annotated[Optional[str], typer.Option("--by", help="The mountain owner who sets them (needed "
                                              "when several share the largest mountain).")] = None,
) -> Any:
    """Record the mountain owner's conditions after the razboynik (MGU 1971 §7)."""
    cond: dict[str, Any] = {"pool": pool}
    for k, v in (("by", by), ("whist_price", whist_price), ("control", control)):
        if v is not None:
            cond[k] = v
    return {"conditions": cond}


# ------------------------------------------------------------------------------ arbitration
def _opts(rules: str, option: Optional[list[str]]) -> tuple[str, dict[str, Any]]:
    return preset("preferans", rules, option)


@answers(epilog=examples(
    "scorekeeper preferans overcall 7♣ 7♠",
    "scorekeeper preferans overcall misere 8NT -r leningrad",
    "scorekeeper preferans overcall 'семь первых' 'раз в тёмную' -r mgu-classic",
    "scorekeeper preferans overcall 5s 6s   # refused: unknown bid '5s'"))
def overcall(
    bid: Annotated[str, typer.Argument(help="The new bid: 7♣, 7s, misere, or an auction word "
                                            "(раз, два, …, семь первых, sem' vtoryh; under the MGU "
                                            "presets also RAZ V TEMNUYU, MIZER BEZ PRIKUPA, totus).")],
    over: Annotated[str, typer.Argument(help="The bid it should overcall (PAS V TEMNUYU too, under "
                                             "the MGU presets).")],
    in_row: Annotated[int, typer.Option("--in-row", min=1, help="Over PAS V TEMNUYU: which dark pass "
                                        "in a row it is (1, 2, 3).")] = 1,
    opts: Any = None,
) -> Any:
    """Whether BID overcalls OVER: the 26-step ladder, or the classic's words under the MGU presets.

    The answer is printed (and in --json as a boolean); the exit status is 0 whether it overcalls
    or not, and 1 only when a bid cannot be read.
    """
    from scorekeeper.games.preferans.arbitration import overcall_answer

    return overcall_answer(bid, over, in_row, *opts)


@answers(epilog=examples("scorekeeper preferans ladder",
                             "scorekeeper preferans ladder -r mgu-classic"))
def ladder(opts: Any = None) -> Any:
    """The contracts from lowest to highest with each game's value; the classic's words under the
    MGU presets."""
    from scorekeeper.games.preferans.arbitration import ladder_answer

    return ladder_answer(*opts)


@answers(epilog=examples(
    "scorekeeper preferans value 7h -r leningrad",
    "scorekeeper preferans value 7h --bomb 1 -r mgu-classic",
    "scorekeeper preferans value totus -r mgu-classic",
    "scorekeeper preferans value 7h --dark   # refused: no dark games"))
def value(
    contract: Annotated[str, typer.Argument(help="The contract: 6♠ … 10NT, misere, or totus.")],
    dark: DarkOpt = False,
    bomb: BombOpt = 0,
    opts: Any = None,
) -> Any:
    """What a contract is worth and what the whisters must take, each number with its rule."""
    from scorekeeper.games.preferans.arbitration import value_answer

    return value_answer(*opts, contract, dark=dark, bomb=bomb)


@app.command(epilog=examples(
    "scorekeeper preferans score 7s -w Left -t 6",
    "scorekeeper preferans score --raspasy Declarer=0 --raspasy Left=6 --raspasy Right=4 "
    "--streak 1 -r rostov",
    "scorekeeper preferans score 7h -w Left -t 6 --bomb 1 -P 4 -r mgu-classic",
    "scorekeeper preferans score 7s -w Left -t 6 -T Left=6   # refused: add up to 12"))
def score(
    contract: Annotated[Optional[str], typer.Argument(help="The contract played (leave out for raspasy).")] = None,
    declarer: Annotated[Optional[str], typer.Option("--declarer", "-d", help="Who played (default: the first player).")] = None,
    whist: WhistOpt = None,
    tricks: TricksOpt = None,
    tricks_of: TricksOfOpt = None,
    open_: OpenOpt = False,
    half_whist: HalfOpt = None,
    raspasy_tricks: Annotated[Optional[list[str]], typer.Option(
        "--raspasy", help="Raspasy: Name=N per player (repeat) instead of a contract.")] = None,
    streak: Annotated[int, typer.Option("--streak", min=0, help="Raspasy in a row just before this deal.")] = 0,
    dark_streak: Annotated[int, typer.Option(
        "--dark-streak", min=0, help="How many of those raspasy in a row were dark (bombs grow).")] = 0,
    players: Annotated[str, typer.Option(
        "--players", "-P", help="3 or 4, or the names in seating order, comma-separated.")] = "3",
    dark: DarkOpt = False,
    bomb: BombOpt = 0,
    word: WordOpt = None,
    prikup: PrikupOpt = None,
    without_prikup: WithoutPrikupOpt = False,
    mode: ModeOpt = None,
    excess_to: ExcessOpt = None,
    totus_help: Annotated[Optional[list[str]], typer.Option(
        "--help-partner", help="A totus on a bomb: the partner(s) it helps (repeat).")] = None,
    looked: Annotated[Optional[list[str]], typer.Option(
        "--looked", help="A dark raspas: who looked before passing (repeat or comma-separated).")] = None,
    dealer: DealerOpt = None,
    rules: RulesOpt = "sochi",
    option: OptionOpt = None,
    json_out: JsonOpt = False,
) -> None:
    """What a described outcome scores under a preset, from a clean sheet, each number with its rule.

    Default seats: Declarer, Left, Right (and Across with four).  Under presets with a razboynik the
    sheet starts after it."""
    with guard(json_out):
        from scorekeeper.errors import InvalidError
        from scorekeeper.games.preferans.arbitration import score_outcome

        names = _seat_names(players)
        name, _ = _opts(rules, option)
        if raspasy_tricks:
            deal: dict[str, Any] = {"raspasy": parse_kv(raspasy_tricks, "raspasy")}
            if dark:
                deal.update({"dark": True, "looked": _names(looked)})
        else:
            if contract is None:
                raise InvalidError(_("say the contract, or --raspasy for all passed"), key="CONTRACT",
                                   expected=_("e.g. 7s, or --raspasy Name=N …"))
            from scorekeeper.games.preferans.arbitration import game_deal, is_totus

            decl = declarer or names[0]
            deal = _played(game_deal(_opts(rules, option)[1], decl, contract, _names(whist)), None, decl,
                           tricks, tricks_of, open_=open_, half_whist=half_whist,
                           classic=_classic_keys(dark=dark, word=word, prikup=prikup,
                                                 without_prikup=without_prikup, mode=mode,
                                                 excess_to=excess_to))
            if is_totus(contract) and _helped(totus_help):
                deal["totus_help"] = _helped(totus_help)
        bombs = {deal["declarer"]: [bomb]} if bomb and "declarer" in deal else None
        out = score_outcome(name, names, deal, dealer=dealer, streak=streak, overrides=parse_kv(option),
                            bombs=bombs, dark_streak=dark_streak)
        from scorekeeper.views import preferans as view

        print_json(view.outcome_json(out, deal)) if json_out else emit(*view.outcome(out))


def _seat_names(players: str) -> list[str]:
    """The seats of ``score``: 3 or 4 default names, or the names given in seating order."""
    if players.strip() in ("3", "4"):
        return ["Declarer", "Left", "Right"] if players.strip() == "3" else \
            ["Declarer", "Left", "Across", "Right"]
    return split_names(players)


def _played(entry: dict[str, Any], whisters: list[str] | None, decl: str, tricks: int | None,
            tricks_of: list[str] | None, *, open_: bool, half_whist: str | None,
            classic: dict[str, Any]) -> dict[str, Any]:
    """A game's entry as a session file writes it, from what was typed: ``entry``'s declarer and
    contract, the whisters (None: not said), open, half-whist, the tricks, then ``classic``'s keys."""
    if whisters is not None:
        entry["whist"] = whisters
    if open_:
        entry["open"] = True
    if half_whist:
        entry["half_whist"] = half_whist
    t = _tricks(decl, tricks, tricks_of)
    if t is not None:
        entry["tricks"] = t
    return {**entry, **classic}
