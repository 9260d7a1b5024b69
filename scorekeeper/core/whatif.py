"""What if: an evening's entries replayed under other rules (``scorekeeper what-if``).

:func:`what_if` replays a :class:`~scorekeeper.core.entries.Session` twice — under the file's own
rules and under another preset of the same game and/or option overrides — and gives both
settlements and each player's difference.  The other rules are the file's envelope with ``rules``
set to the other preset and the overrides laid over the file's own ``[options]``: exactly the file
that would have been kept had the table recorded the same entries under them from the start.

Nothing is written: both replays are folded here from the session as read, with no checkpoint
(a checkpoint stands for the file's own replay only).  An entry the other rules refuse stops the
comparison: the error names the entry and the reason, said to be under the other rules.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from scorekeeper.core import registry
from scorekeeper.core.entries import Session
from scorekeeper.core.figures import exact_values
from scorekeeper.core.replay import Replay, replay
from scorekeeper.errors import ProblemList, ScorekeeperError
from scorekeeper.i18n import _


@dataclass
class WhatIf:
    """Both replays of one evening, their settlements and each player's difference."""

    actual: Replay  # under the file's own rules
    other: Replay  # under the other rules
    actual_settlement: Any
    other_settlement: Any
    #: each player's balance under the other rules less the balance under the file's, exactly
    difference: dict[str, Fraction]
    overrides: dict[str, Any]  # the options laid over the file's own under the other rules

    @property
    def other_rules(self) -> str:
        """The other rules in a word (:func:`rules_label`)."""
        return rules_label(self.other.table.preset, self.overrides)


def other_session(session: Session, rules: str | None = None,
                  overrides: Mapping[str, Any] | None = None) -> Session:
    """The same session with ``rules`` (a preset of its game, by name or alias; None: the file's
    own) and ``overrides`` laid over its ``[options]``: the file the table would have kept under
    those rules (a pinned night under another preset: that preset's values, not its pin's)."""
    from scorekeeper.core.options import resolve_options

    env = session.envelope
    game = registry.game(env.game)
    preset = registry.preset(game, rules if rules is not None else env.rules)
    options = {**env.options, **dict(overrides or {})}
    resolve_options(game.options, preset, dict(overrides or {}))  # an unknown option by its name
    # a night's pin holds its own preset's values: under another preset they are that one's
    same = preset.name == registry.preset(game, env.rules).name
    return dataclasses.replace(session, envelope=dataclasses.replace(
        env, rules=preset.name, options=options, pinned=env.pinned if same else None))


def what_if(session: Session, rules: str | None = None,
            overrides: Mapping[str, Any] | None = None) -> WhatIf:
    """The session's entries replayed under its own rules and under ``rules``/``overrides``
    (:func:`other_session`): both settlements and each player's difference (other less own).

    A problem under the file's own rules is raised as a replay raises it; an entry the other
    rules refuse is raised with its message saying so ("under the rules leningrad: …"), the entry
    and its line kept."""
    actual = replay(session)
    other_s = other_session(session, rules, overrides)
    try:
        other = replay(other_s)
    except ScorekeeperError as err:
        raise _under(err, other_s.envelope.rules, overrides) from None
    a, o = actual.settlement(), other.settlement()
    ea, eo = exact_values(a), exact_values(o)
    diff = {k: eo.get(k, Fraction(0)) - ea.get(k, Fraction(0)) for k in {**ea, **eo}}
    return WhatIf(actual, other, a, o, diff, dict(overrides or {}))


def rules_label(preset: str, overrides: Mapping[str, Any] | None = None) -> str:
    """The other rules in a word: the preset and the overrides laid over the file's options
    (``leningrad``, ``sochi, pool=30``), values written as the command line writes them."""
    def value(v: Any) -> str:
        return str(v).lower() if isinstance(v, bool) else str(v)

    return ", ".join([preset, *(f"{k}={value(v)}" for k, v in (overrides or {}).items())])


def _under(err: ScorekeeperError, preset: str,
           overrides: Mapping[str, Any] | None) -> ScorekeeperError:
    """``err`` said to be the other rules' refusal."""
    rules = rules_label(preset, overrides)
    for e in (err.problems if isinstance(err, ProblemList) else [err]):
        e.message = _("under the rules {rules}: {problem}").format(rules=rules, problem=e.message)
    return err
