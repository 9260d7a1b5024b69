"""The MGU classic and the 1991 book: one small pure function per scoring paragraph.

Each function takes plain values (numbers, player names, dicts keyed by name) and returns plain
values or a small frozen dataclass; none of them knows the engine's state.  Each docstring cites the
paragraph it implements (see :mod:`.classic_tables` for the citation strings).  Points and whists
that can be halved or divided are :class:`fractions.Fraction`, so that every settlement is exact and
zero-sum; the engine turns them into floats only when it prints.

Conventions of the arguments:

* ``players`` is the seating order; ``mountains`` / ``pools`` map a player to his points;
* ``whists[a][b]`` is what ``a`` has written on ``b`` (format §Machine-readable output);
* a game is a level 6…10 or ``"misere"`` (:data:`.classic_tables.MISERE`).

This module is the one name the engine and the tests use (``classic.write_off``,
``classic.totus_made`` …); the functions live by job in :mod:`.classic_base` (numbers, the
write-off), :mod:`.classic_games` (values, bombs, responsible games, the ёлочка, the prikup),
:mod:`.classic_stages` (help, totus, the razboynik), :mod:`.classic_auction` (words and overcalls)
and :mod:`.classic_settlement` (the 1991 book's points and whists).  Every function here is one the
engine runs.  Where the engine's own hook already applies a paragraph for every preset (a failed
game, raspasy, the settlements), the paragraph's independent re-statement is a test oracle
(``tests/preferans_classic/oracle.py``) that the tests hold the engine's results against.
"""

from __future__ import annotations

from scorekeeper.games.preferans.classic_base import (  # noqa: F401 (re-exported)
    Number,
    Whists,
    exact_number,
    game_key,
    write_off,
)
from scorekeeper.games.preferans.classic_games import (  # noqa: F401 (re-exported)
    PointsSplit,
    bomb_awards,
    dealer_prikup_whists,
    elochka,
    game_points,
    game_value,
    is_responsible,
    play_on_bomb,
    prikup_tricks,
    returned_prikup_points,
)
from scorekeeper.games.preferans.classic_stages import (  # noqa: F401 (re-exported)
    Help,
    TotusEffect,
    distribute_help,
    help_order,
    mountain_owners,
    razboynik_owed,
    razboynik_raspasy,
    totus_failed,
    totus_made,
    totus_partners,
    verify_conditions,
    verify_razboynik_game,
)
from scorekeeper.games.preferans.classic_auction import (  # noqa: F401 (re-exported)
    Ruling,
    TOTUS_NOT_A_WORD,
    TOTUS_WORDS,
    check_word,
    classic_overcall,
    dark_only,
    may_pass_dark,
    overcalls,
    overcalls_dark_pass,
    word,
    word_for_game,
)
from scorekeeper.games.preferans.classic_settlement import (  # noqa: F401 (re-exported)
    BookWhist,
    book_excess_off_opponent,
    book_split_points,
    book_whists,
)
