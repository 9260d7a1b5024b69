"""Ruleset options and presets: named option sets over one engine.

A game declares every rule difference between conventions as an :class:`Option` (default, allowed
values, meaning, and the source it comes from).  A :class:`Preset` is only a name plus option
values; a session's ``[options]`` table overrides a preset's values.  There is never a second copy of
an engine for a convention.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from scorekeeper.errors import InvalidError, UnknownNameError, one_of
from scorekeeper.i18n import N_, _
from scorekeeper.names import shown

if TYPE_CHECKING:
    from scorekeeper.citations import Citation


@dataclass(frozen=True)
class Option:
    """One named rule switch.

    ``kind`` is ``"choice"`` (then ``choices`` lists the allowed values), ``"int"``, ``"float"``,
    ``"bool"`` or ``"str"``.  ``source`` cites the rule-text section or ruling id the option comes from.
    """

    name: str
    default: Any
    meaning: str
    source: str
    kind: str = "choice"
    choices: tuple[Any, ...] = ()
    minimum: float | None = None
    choice_help: Mapping[Any, str] = field(default_factory=dict)

    @property
    def citation(self) -> Citation:
        """``source`` as a :class:`~scorekeeper.citations.Citation` value."""
        from scorekeeper.citations import citation

        return citation(self.source)

    def expected(self) -> str:
        if self.kind == "choice":
            return one_of(self.choices)
        if self.kind == "bool":
            return _("true or false")
        text = _(_KIND_WORDS[self.kind])
        if self.minimum is not None:
            text += f" ≥ {self.minimum:g}"
        return text

    def coerce(self, value: Any, *, key: str | None = None) -> Any:
        """Check (and normalise) a value for this option, or raise InvalidError naming the key."""
        key = key or f"options.{self.name}"
        ok = True
        if self.kind == "choice":
            # a choice list may mix types (e.g. 520 | 500): accept "500" from the command line too
            for c in self.choices:
                if value == c or (isinstance(value, str) and not isinstance(c, str) and value == str(c)):
                    return c
            ok = False
        elif self.kind == "bool":
            if isinstance(value, bool):
                return value
            if isinstance(value, str) and value.lower() in {"true", "false", "yes", "no", "on", "off"}:
                return value.lower() in {"true", "yes", "on"}
            ok = False
        elif self.kind == "int":
            if isinstance(value, str):
                try:
                    value = int(value)
                except ValueError:
                    ok = False
            ok = ok and isinstance(value, int) and not isinstance(value, bool)
        elif self.kind == "float":
            if isinstance(value, str):
                try:
                    value = float(value)
                except ValueError:
                    ok = False
            ok = ok and isinstance(value, (int, float)) and not isinstance(value, bool)
        elif self.kind == "str":
            ok = isinstance(value, str)
        if ok and self.minimum is not None and value < self.minimum:
            ok = False
        if not ok:
            raise InvalidError(
                _("bad value for option {name}").format(name=shown(self.name)), key=key, value=value,
                expected=self.expected()
            )
        return value


#: what an option of each kind takes, in a refusal's "expected"
_KIND_WORDS = {"int": N_("an integer"), "float": N_("a number"), "str": N_("a string")}


@dataclass(frozen=True)
class Preset:
    """A named convention: option values over the game's one engine."""

    name: str
    title: str
    values: Mapping[str, Any]
    source: str
    aliases: tuple[str, ...] = ()
    description: str = ""

    @property
    def citation(self) -> Citation:
        """``source`` as a :class:`~scorekeeper.citations.Citation` value."""
        from scorekeeper.citations import citation

        return citation(self.source)


def resolve_options(
    options: Mapping[str, Option], preset: Preset, overrides: Mapping[str, Any] | None = None,
    pinned: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """Preset values over option defaults, then the values a file pinned (``[pinned.options]``:
    they stand in for the preset's, so a later change of a preset or a default does not change
    a night already played), then the session's overrides, each one checked.  An option the pin
    does not name (one added after it was written) keeps the preset's value."""
    resolved = {name: opt.default for name, opt in options.items()}
    for name, value in preset.values.items():
        if name not in options:  # a programming error in a preset table, caught by the tests
            raise UnknownNameError("option", name, options, key=f"preset {preset.name}")
        resolved[name] = options[name].coerce(value)
    for given, value in (pinned or {}).items():
        name = option_name(given, options)
        if name is None:
            raise UnknownNameError("option", given, options, key=f"pinned.options.{given}",
                                   value=value)
        resolved[name] = options[name].coerce(value, key=f"pinned.options.{given}")
    for given, value in (overrides or {}).items():
        name = option_name(given, options)
        if name is None:
            raise UnknownNameError("option", given, options, key=f"options.{given}", value=value)
        resolved[name] = options[name].coerce(value, key=f"options.{given}")
    return resolved


def option_name(name: Any, options: Mapping[str, Option]) -> str | None:
    """The option ``name`` means, case not counted ("Pool" is ``pool``); None: no such option."""
    if name in options:
        return name
    if not isinstance(name, str):
        return None
    folded = name.strip().casefold()
    return next((n for n in options if n.casefold() == folded), None)
