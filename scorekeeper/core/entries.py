"""The plain entry types of a session: its envelope, its raw entries and the session holding both.

Plain data, made by the file layer (:mod:`scorekeeper.session.model` reads a file's text into a
:class:`Session`) and folded by replay (:mod:`scorekeeper.core.replay`); a checkpoint holds an
:class:`Envelope` and is read without pydantic.
"""

from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field
from typing import Any

FORMAT_VERSION = 1

MAX_NAME = 64  # characters in a player's name (docs/format.md "Limits and crash guarantees")


@dataclass
class Envelope:
    """The top of a session file (format §Envelope), as checked by
    :class:`scorekeeper.session.envelope.EnvelopeModel`: plain data, so a checkpoint holding it is
    read without pydantic's model machinery."""

    format: int
    game: str
    rules: str
    players: list[str]
    title: str | None = None
    date: _dt.date | None = None
    options: dict[str, Any] = field(default_factory=dict)
    teams: list[list[str]] | None = None
    #: the table's language (``ru``, ``en``; None: the file names none), which the tool speaks
    #: for this file unless the person chose one (:func:`scorekeeper.i18n.table`)
    lang: str | None = None
    #: what the night is played under (format §Envelope, "Pinned rules"): ``{"version": "0.2.0",
    #: "options": {...every option's value...}}``, standing in for the preset's values; None: the
    #: file pins nothing and is read by the preset as this version has it
    pinned: dict[str, Any] | None = None


@dataclass
class RawEntry:
    number: int  # 1-based position in the file
    line: int | None  # line of its [[deal]] header
    data: dict[str, Any]


@dataclass
class Session:
    envelope: Envelope
    entries: list[RawEntry]
    file: str | None = None
    text: str = ""
