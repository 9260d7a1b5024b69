"""Reading a session file's text into a checked :class:`Session` (no file I/O here).

The envelope is checked by a pydantic model exactly as the format reference (``docs/format.md``) lays it out; the
entries stay raw tables until the game's engine checks them (see :mod:`scorekeeper.core.replay`).
Every error names the file, the entry number and its line, the key, the value found and what was
expected.
"""

from __future__ import annotations

import datetime as _dt
import re
import tomllib
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from scorekeeper.errors import InvalidError, ProblemList, ScorekeeperError, SessionFileError

FORMAT_VERSION = 1

_DEAL_HEADER = re.compile(r"^[ \t]*\[\[[ \t]*(?:deal|\"deal\"|'deal')[ \t]*\]\]", re.MULTILINE)
_TOML_AT = re.compile(r"\(at line (\d+), column (\d+)\)")


class Envelope(BaseModel):
    """The top of a session file (format §Envelope)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    format: int = Field(description="the session file format version; this tool reads 1")
    game: str = Field(description="the game: preferans | five-hundred | pari | order-poker | thousand")
    rules: str = Field(description="a preset of that game (see `scorekeeper rules GAME`)")
    players: list[str] = Field(min_length=1, description="seating order, clockwise; the first deals first")
    title: str | None = Field(default=None, description="optional title of the night")
    date: _dt.date | None = Field(default=None, description="optional date of the night")
    options: dict[str, Any] = Field(default_factory=dict, description="overrides of the preset's options")
    teams: list[list[str]] | None = Field(default=None, description="partnership games: the sides")
    deal: list[dict[str, Any]] = Field(default_factory=list, description="the entries, in play order")

    @field_validator("format")
    @classmethod
    def _format_is_known(cls, v: int) -> int:
        if v != FORMAT_VERSION:
            raise ValueError(f"this tool reads session format {FORMAT_VERSION}, the file says {v}")
        return v

    @field_validator("players")
    @classmethod
    def _players_distinct(cls, v: list[str]) -> list[str]:
        for name in v:
            if not name.strip():
                raise ValueError("a player's name may not be empty")
        dup = {n for n in v if v.count(n) > 1}
        if dup:
            raise ValueError(f"names must be distinct; repeated: {', '.join(sorted(dup))}")
        return v


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


def pydantic_problems(err: ValidationError, *, entry: int | None = None, prefix: str = "",
                      file: str | None = None, line: int | None = None) -> list[ScorekeeperError]:
    """One InvalidError per pydantic error, with its location as the key (fastapi-cli's habit)."""
    out: list[ScorekeeperError] = []
    for e in err.errors(include_url=False):
        loc = ".".join(str(p) for p in e["loc"])
        key = f"{prefix}{loc}" if loc else (prefix.rstrip(".") or None)
        kind = e["type"]
        if kind == "missing":
            msg, value = "missing", None
        elif kind == "extra_forbidden":
            msg, value = "unknown key", e.get("input")
        else:
            msg, value = e["msg"], e.get("input")
        out.append(InvalidError(msg, file=file, entry=entry, line=line, key=key, value=value,
                                expected=_expected(e)))
    return out


def _expected(e: dict[str, Any]) -> str | None:
    kind = e["type"]
    hints = {
        "string_type": "a string in quotes",
        "int_type": "a whole number",
        "int_parsing": "a whole number",
        "float_type": "a number",
        "bool_type": "true or false",
        "list_type": "a list in [ ]",
        "dict_type": "a table { ... }",
        "date_type": "a date like 2026-11-27",
        "missing": "this key to be present",
        "extra_forbidden": "only the keys this table knows (see `scorekeeper help format`)",
    }
    return hints.get(kind)


def toml_line(err: tomllib.TOMLDecodeError) -> int | None:
    m = _TOML_AT.search(str(err))
    return int(m.group(1)) if m else None


def _header_lines(text: str) -> list[int]:
    """Line numbers of the ``[[deal]]`` headers, in one linear pass."""
    lines: list[int] = []
    pos, line = 0, 1
    for m in _DEAL_HEADER.finditer(text):
        line += text.count("\n", pos, m.start())
        pos = m.start()
        lines.append(line)
    return lines


def parse_session(text: str, file: str | None = None) -> Session:
    """Text of a session file → a checked Session; raise SessionFileError/InvalidError/ProblemList."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        msg = _TOML_AT.sub("", str(err)).strip()
        raise SessionFileError(f"not valid TOML: {msg}", file=file, line=toml_line(err)) from None
    return session_from_data(data, text=text, file=file)


def session_from_data(data: dict[str, Any], *, text: str = "", file: str | None = None) -> Session:
    deals = data.get("deal")
    lines = _header_lines(text)
    if not isinstance(deals, list) or len(lines) != len(deals):
        lines = []
    try:
        env = Envelope.model_validate(data)
    except ValidationError as err:
        problems = pydantic_problems(err, file=file)
        # entries are located by number: "deal.3.tricks" is entry 4's key "tricks"
        for p in problems:
            if p.key and p.key.startswith("deal."):
                parts = p.key.split(".", 2)
                if len(parts) >= 2 and parts[1].isdigit():
                    p.entry = int(parts[1]) + 1
                    p.key = parts[2] if len(parts) > 2 else None
                    p.line = lines[p.entry - 1] if lines else None
        raise problems[0] if len(problems) == 1 else ProblemList(problems) from None
    entries = [RawEntry(i + 1, lines[i] if lines else None, d) for i, d in enumerate(env.deal)]
    return Session(env, entries, file=file, text=text)
