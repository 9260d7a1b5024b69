"""Five Hundred: every number of the game, each entry citing where it comes from.

The text is the encyclopedia article «Пятьсот» (cited as ``Пятьсот``); a section is cited by its heading
as it stands in the text (``§счет``, ``§партия``, …).  The article announces a "таблица определения стоимости
контракта" that is missing from the copy; its numbers are the Avondale schedule (ruling R-F1), and
the text confirms them at several points (see :data:`TEXT_VALUES`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from scorekeeper.i18n import N_
from scorekeeper.notation import NO_TRUMP, Strain, Suit

SEED = "Пятьсот"


def cite(section: str) -> str:
    """``Пятьсот §<section heading>``."""
    return f"{SEED} §{section}"


# sections of the text, by heading
S_CARDS = cite("карты")
S_GOAL = cite("цель")
S_DEAL = cite("сдача")
S_AUCTION = cite("торговля")
S_TABLE = cite("таблица определения стоимости контракта")
S_ALL_PASSED = cite("распасовка")
S_KITTY = cite("китти")
S_SCORE = cite("счет")
S_GAME = cite("партия")
S_REVOKE = cite("ревок")
S_VARIANTS = cite("варианты разыгрывания")
S_TWO = cite("для двух игроков")
S_FOUR = cite("для четырех игроков")
S_FIVE = cite("для пяти игроков")
S_SIX = cite("для шести игроков")
S_TIPS = cite("советы по розыгрышу (для троих)")

# ------------------------------------------------------------------------------ the schedule
#: The Avondale schedule (R-F1): 6♠ 40, 6♣ 60, 6♦ 80, 6♥ 100, 6NT 120, +100 per trick level.
#: Written out in full so that a value can be looked up, not computed.
STRAINS: tuple[Strain, ...] = (Suit.SPADES, Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, NO_TRUMP)
SCHEDULE: dict[tuple[int, Strain], int] = {
    #      ♠            ♣            ♦             ♥            NT
    (6, Suit.SPADES): 40, (6, Suit.CLUBS): 60, (6, Suit.DIAMONDS): 80, (6, Suit.HEARTS): 100, (6, NO_TRUMP): 120,
    (7, Suit.SPADES): 140, (7, Suit.CLUBS): 160, (7, Suit.DIAMONDS): 180, (7, Suit.HEARTS): 200, (7, NO_TRUMP): 220,
    (8, Suit.SPADES): 240, (8, Suit.CLUBS): 260, (8, Suit.DIAMONDS): 280, (8, Suit.HEARTS): 300, (8, NO_TRUMP): 320,
    (9, Suit.SPADES): 340, (9, Suit.CLUBS): 360, (9, Suit.DIAMONDS): 380, (9, Suit.HEARTS): 400, (9, NO_TRUMP): 420,
    (10, Suit.SPADES): 440, (10, Suit.CLUBS): 460, (10, Suit.DIAMONDS): 480, (10, Suit.HEARTS): 500, (10, NO_TRUMP): 520,
}  # fmt: skip
SCHEDULE_RULE = f"R-F1 (Avondale schedule; {S_VARIANTS})"
SCHEDULE_BASE = {Suit.SPADES: 40, Suit.CLUBS: 60, Suit.DIAMONDS: 80, Suit.HEARTS: 100, NO_TRUMP: 120}  # R-F1
SCHEDULE_STEP = 100  # R-F1: +100 per trick level
LEVELS = range(6, 11)  # S_AUCTION: "число взяток" from six to all ten

#: Under ``misere_over_8s = false`` misère ranks just below this contract (S_VARIANTS: "мизер не
#: может перебить 8♠ (240)"; R-F2).
MISERE_UNDER: tuple[int, Strain] = (8, Suit.SPADES)
MISERE_VALUE = 250  # S_SCORE "списывает с себя 250 (520)"; S_VARIANTS "стоимость в 250"; R-F1
MISERE_RULE = f"R-F1 ({S_SCORE}: misère 250)"
OPEN_MISERE_VALUES = (520, 500)  # S_SCORE "250 (520)"; R-F1 option open_misere_value
OPEN_MISERE_RULE = f"R-F1 ({S_SCORE}: open misère \"(520)\"; option open_misere_value)"

#: Every value the text itself states, with where it says so (the tests pin each one).
TEXT_VALUES: dict[str, tuple[int, str]] = {
    "7♠": (140, S_TIPS + " (\"семь в пиках, за 140 очков\")"),
    "7NT": (220, S_TIPS + " (\"7БК, за 220\")"),
    "8♦": (280, S_SCORE + " (\"заявка 8♦ … дает 280 очков\")"),
    "8♠": (240, S_VARIANTS + " (\"8♠ (240)\")"),
    "misere": (250, S_SCORE + " (\"списывает с себя 250\")"),
    "open misere": (520, S_SCORE + " (\"250 (520)\")"),
}

# ------------------------------------------------------------------------------ scoring numbers
TRICK_POINTS = 10  # S_SCORE "каждый противник считает … по 10 очков за взятую самим взятку"; S_ALL_PASSED
TRICK_RULE = f"R-F4 ({S_SCORE})"
ALL_PASSED_RULE = f"R-F4 ({S_ALL_PASSED})"
MISERE_CAUGHT_RULE = f"R-F4 ({S_SCORE}: \"в пойманном мизере\")"
MISERE_MADE_RULE = f"R-F4 ({S_SCORE}: \"за исключением в сыгранном мизере\")"
MADE_RULE = f"{S_SCORE} (\"считает стоимость этого контракта\")"
SET_RULE = f"{S_SCORE} (\"уменьшается на стоимость посаженного контракта\")"
NO_OVERTRICKS_RULE = f"{S_KITTY}; {S_SCORE} (no points for extra tricks)"

SLAM_TRICKS = 10  # S_SCORE "взять все десять (большой шлем)"
SLAM_FLAT = 250  # S_SCORE "засчитывает 250 вместо более низкой стоимости"
SLAM_FLAT_BELOW = 250  # S_SCORE "в контракте стоимостью ниже 250 (восьми треф)"; R-F3
SLAM_BONUS_FROM = (8, Suit.CLUBS)  # S_SCORE "при объявлении 8♣ или выше"; R-F3 option slam=bonus
SLAM_FLAT_RULE = f"R-F3 ({S_SCORE}: all ten tricks below 250 score 250)"
SLAM_BONUS_RULE = f"R-F3 ({S_SCORE}: optional system, 8♣ and up, bonus equal to the bid)"

TARGET = 500  # S_GAME "плюс 500"; S_GOAL "набрать 500 очков ранее кого-л. другого"
FLOOR = -500  # S_GAME "минус 500"
WIN_RULE = f"R-F5 ({S_GAME}: plus 500)"
FLOOR_RULE = f"R-F5 ({S_GAME}: minus 500, the higher score wins)"
SOLOIST_FIRST_RULE = f"R-F5 ({S_GAME}: \"солист считает первым\")"
FIRST_TRICK_RULE = f"R-F5 ({S_GAME}: the opponent whose trick reached 500 first)"

#: The settlement (R-F-M11): the text scores points, not money, and is not zero-sum.
SETTLE_AVERAGE_RULE = "R-F-M11 (each game's scores against that game's average)"
SETTLE_STAKE_RULE = "R-F-M11 (option stake: each other side pays the winner of a game the stake)"
NO_STAKE = 0  # option stake = 0: settle against the average

REVOKE_OPPONENT_RULE = f"R-F6 ({S_REVOKE}: opponent's uncorrected revoke)"
REVOKE_SOLOIST_RULE = f"R-F6 ({S_REVOKE}: soloist's uncorrected revoke)"

PARTNER_SHARE = 2  # S_FIVE "выигрывает или проигрывает половину причитающегося счета"; R-F7
PARTNER_RULE = f"R-F7 ({S_FIVE}: the called partner wins or loses half)"

TRICKS_PER_DEAL = 10  # S_DEAL "Каждый игрок получает по десяти карт"
HAND = 10  # S_DEAL


# ------------------------------------------------------------------------------ the public scorers
#: The conventions other scorers of the game offer (their files in ``data/sources``): each option
#: value that follows one cites the peer project and file it comes from.
WALDO = "waldo/ScoreFiveHundred"  # commit 4728799
RWEHE = "rwehe/500scorer"  # commits 9a23d61, c824309
ROTUND = "rotundtapir/500"  # commit 2277b88


def peer(project: str, path: str) -> str:
    """``<project> §<file>``: a peer's file, as its source file in ``data/sources`` lists it."""
    return f"{project} §{path}"


W_SETTING_H = peer(WALDO, "Classes/Models/Setting.h")
W_SETTING_M = peer(WALDO, "Classes/Models/Setting.m")
W_BIDTYPE = peer(WALDO, "Classes/Models/BidType.m")
W_GAME = peer(WALDO, "Classes/Models/Game.m")
W_NO_ONE_BID = peer(WALDO, "Classes/Controllers/HighestBiddingTeamViewController.m")
W_DEFENDERS = peer(WALDO, "Classes/Controllers/SetUp/DefendersScoringViewController.m")
W_TOURNAMENT = peer(WALDO, "Classes/Controllers/SetUp/GameTournamentViewController.m")
R_SCORING = peer(RWEHE, "src/lib/scoring.ts")
R_GAME = peer(RWEHE, "src/lib/game.ts")
T_RULES = peer(ROTUND, "FiveHundredRules.kt")
T_SCORING = peer(ROTUND, "Scoring.kt")

QUEBEC_TARGET = 1000  # W_GAME "scoreToWinQuebec = 1000"
TARGETS = (TARGET, QUEBEC_TARGET)  # option target
MISERE_GATE_LEVEL = 7  # T_RULES: "the auction must already have reached seven tricks"

OWN_BID_RULE = f"R-F-M12 (option win_by = own-bid); {R_GAME} (evaluateOutcome); {W_GAME} " \
    "(checkWithNormalRules); " + T_SCORING + " (determineWinner)"
HIGHEST_RULE = f"R-F-M12 (option win_by = highest); {W_GAME} (checkWithFirstToCross)"
QUEBEC_END_RULE = f"R-F-M12 (option target = 1000); {W_GAME} (checkWithQuebec)"
TOURNAMENT_RULE = f"R-F-M12 (option hands); {W_GAME} (checkWithTournament)"
NO_FLOOR_RULE = f"R-F-M12 (option minus_500_ends = false); {W_GAME} (checkWithQuebec)"
OPP_NOTHING_RULE = f"R-F-M13 (option opponents_score = nothing); {W_BIDTYPE} (nonBidderScoresTen)"
OPP_IF_SET_RULE = (f"R-F-M13 (option opponents_score = tricks-if-set); {W_BIDTYPE} "
                   "(onlySuccessfulDefendersScore)")
OPP_CONTRACT_RULE = (f"R-F-M13 (option opponents_score = contract-if-set); {W_BIDTYPE} "
                     "(nonBiddersPointsForGame, Quebec mode)")
MISERE_NOTHING_RULE = (f"R-F-M13 (option misere_opponents = nothing); {R_SCORING}; {W_BIDTYPE}; "
                       f"{T_SCORING}")
MISERE_CONTRACT_RULE = (f"R-F-M13 (option misere_opponents = contract); {W_BIDTYPE} "
                        "(nonBiddersPointsForGame, Quebec mode)")
SET_NOTHING_RULE = f"R-F-M13 (option set_penalty = none); {W_BIDTYPE} (biddersPointsForGame, Quebec mode)"
DOUBLE_RULE = f"R-F-M13 (option misere_double); {W_BIDTYPE} (Quebec mode: misère doubled)"
CAP_RULE = f"R-F-M13 (option opponents_cap); {W_BIDTYPE} (capDefendersScore)"
REDEAL_RULE = f"R-F-M14 (option all_passed = redeal); {T_RULES} (passed out: redeal)"
GATE_RULE = f"R-F-M15 (option misere_after_seven); {T_RULES} (isBiddable)"


# ------------------------------------------------------------------------------ seat counts
@dataclass(frozen=True)
class Form:
    """One way to play by seat count (R-F7): the pack, the kitty and who sits where.

    ``hands`` counts the ten-card hands dealt (a dead hand included); ``active`` how many of them
    play each deal.  ``sides`` is ``"single"`` (everyone for himself), ``"teams"`` (fixed sides from
    the envelope's ``teams``), ``"called"`` (a called partner per deal) or ``"rotating"`` (pairs
    formed afresh each deal around the dealer who sits out).
    """

    key: str
    players: int
    title: str  # marked with N_: said through _() where it is shown
    deck: int  # cards in the pack, the joker included when there is one
    joker: bool
    kitty: int
    hands: int
    active: int
    sides: str
    team_count: int = 0
    team_size: int = 0
    seating: str | None = None  # "opposite" | "alternate": where partners sit (when the text says)
    source: str = ""

    def check(self) -> bool:
        """The pack deals exactly: ten cards a hand plus the kitty."""
        return self.deck == self.hands * HAND + self.kitty

    def without_joker(self) -> Form:
        """The same form played without the joker (S_VARIANTS): one card fewer in the kitty."""
        if not self.joker:
            return self
        return replace(self, deck=self.deck - 1, joker=False, kitty=self.kitty - 1)


FORMS: dict[str, Form] = {
    "2-dead-hand": Form("2-dead-hand", 2, N_("two players, a dead hand (method 1)"), 33, True, 3, 3, 2,
                        "single", source=f"R-F7; {S_TWO} (метод 1)"),
    "2-24-cards": Form("2-24-cards", 2, N_("two players, 24 cards, kitty of four (method 2)"), 24, False, 4,
                       2, 2, "single", source=f"R-F7; {S_TWO} (метод 2)"),
    "3": Form("3", 3, N_("three players, the classic"), 33, True, 3, 3, 3, "single",
              source=f"{S_CARDS}; {S_DEAL}"),
    "4-pairs": Form("4-pairs", 4, N_("four players in two pairs"), 43, True, 3, 4, 4, "teams", 2, 2,
                    source=f"R-F7; {S_FOUR}"),
    "5-called-partner": Form("5-called-partner", 5, N_("five players, a called partner (variant 1)"), 53,
                             True, 3, 5, 5, "called", source=f"R-F7; {S_FIVE} (вариант 1)"),
    "5-pairs": Form("5-pairs", 5, N_("five players, pairs of the four beside the dealer, who sits out "
                    "(variant 2)"), 43, True, 3, 4, 4, "rotating", source=f"R-F7; {S_FIVE} (вариант 2)"),
    "6-three-pairs": Form("6-three-pairs", 6, N_("six players in three pairs, partners opposite "
                          "(method 1)"), 63, True, 3, 6, 6, "teams", 3, 2, "opposite",
                          source=f"R-F7; {S_SIX} (метод 1)"),
    "6-two-threes": Form("6-two-threes", 6, N_("six players in two teams of three, alternating "
                         "(method 2)"), 63, True, 3, 6, 6, "teams", 2, 3, "alternate",
                         source=f"R-F7; {S_SIX} (метод 2)"),
}

#: option value → form key, for the seat counts that have more than one form
TWO_HANDED = {"dead-hand": "2-dead-hand", "24-cards": "2-24-cards"}
FIVE_HANDED = {"called-partner": "5-called-partner", "pairs": "5-pairs"}
SIX_HANDED = {"three-pairs": "6-three-pairs", "two-threes": "6-two-threes"}
