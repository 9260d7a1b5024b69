"""docs/format.md «Envelope»: look-alike names are one player or refused.

Names are compared in Unicode's composed form (NFC): "é" composed and decomposed is one player, in
the envelope, in every entry and typed on the command line.  A name may not hold an invisible
character nor one that changes the direction of the text, and two names that differ only in case,
spacing, width or invisible characters are refused together, the message naming both; every
message shows an unseen character as ``<U+200B>``."""

from __future__ import annotations

import json
import unicodedata
from pathlib import Path

import pytest

from faults.helpers import invoke

COMPOSED, DECOMPOSED = "Ren\u00e9", "Rene\u0301"  # "René" both ways
assert unicodedata.normalize("NFC", DECOMPOSED) == COMPOSED != DECOMPOSED


def session(tmp_path: Path, players: list[str], body: str = "", game: str = "preferans",
            rules: str = "sochi", extra: str = "") -> Path:
    f = tmp_path / "night.toml"
    names = ", ".join(json.dumps(p, ensure_ascii=False) for p in players)
    f.write_text(f'format = 1\ngame = "{game}"\nrules = "{rules}"\nplayers = [{names}]\n{extra}'
                 + body, encoding="utf-8")
    return f


def refusal(f: Path) -> str:
    """What ``check`` says of the file: it must refuse it, in one readable line per problem."""
    res = invoke(["check", f])
    assert res.exit_code == 1, res.output
    assert "Traceback" not in res.output
    return res.output


DEAL = '''
[[deal]]
declarer = "{d}"
contract = "7♠"
whist = ["Boris"]
tricks = {{ "{t}" = 7, Boris = 3 }}
'''


@pytest.mark.parametrize("envelope,entry", [(COMPOSED, DECOMPOSED), (DECOMPOSED, COMPOSED)],
                         ids=["composed-envelope", "decomposed-envelope"])
def test_format_envelope_e_composed_and_decomposed_is_one_player(tmp_path, envelope, entry):
    """The envelope spells René one way, the deal the other: one player, who made his 7♠ and
    wrote 4 in the pool (Sochi: a 7 is worth 4)."""
    f = session(tmp_path, [envelope, "Boris", "Vera"], DEAL.format(d=entry, t=entry))
    show = json.loads(invoke(["show", f, "--json"]).stdout)
    assert show["pool"] == {COMPOSED: 4, "Boris": 0, "Vera": 0}
    out = json.loads(invoke(["settle", f, "--json"]).stdout)
    assert out["players"] == [COMPOSED, "Boris", "Vera"]
    assert list(out["balance"]) == [COMPOSED, "Boris", "Vera"]


#: every kind of character a name may not hold, with Unicode's name as the message gives it
HIDDEN = {
    "\u200b": "ZERO WIDTH SPACE", "\u200c": "ZERO WIDTH NON-JOINER",
    "\u200d": "ZERO WIDTH JOINER", "\u2060": "WORD JOINER", "\u00ad": "SOFT HYPHEN",
    "\ufeff": "ZERO WIDTH NO-BREAK SPACE", "\u2062": "INVISIBLE TIMES", "\u034f":
    "COMBINING GRAPHEME JOINER", "\u3164": "HANGUL FILLER", "\U000e0041": "TAG LATIN CAPITAL LETTER A",
}
BIDI = {
    "\u202a": "LEFT-TO-RIGHT EMBEDDING", "\u202b": "RIGHT-TO-LEFT EMBEDDING",
    "\u202c": "POP DIRECTIONAL FORMATTING", "\u202d": "LEFT-TO-RIGHT OVERRIDE",
    "\u202e": "RIGHT-TO-LEFT OVERRIDE", "\u2066": "LEFT-TO-RIGHT ISOLATE",
    "\u2067": "RIGHT-TO-LEFT ISOLATE", "\u2068": "FIRST STRONG ISOLATE",
    "\u2069": "POP DIRECTIONAL ISOLATE", "\u200e": "LEFT-TO-RIGHT MARK",
    "\u200f": "RIGHT-TO-LEFT MARK", "\u061c": "ARABIC LETTER MARK",
}


def test_format_envelope_an_zero_width_space_na_is_refused_shown_visibly(tmp_path):
    out = refusal(session(tmp_path, ["Anna", "An\u200bna", "Vera"]))
    assert ("a player's name may not hold an invisible character (U+200B ZERO WIDTH SPACE in "
            "'An<U+200B>na')") in out
    assert "\u200b" not in out


@pytest.mark.parametrize("char", list(HIDDEN), ids=lambda c: f"U+{ord(c):04X}")
def test_format_envelope_every_invisible_character_is_refused(tmp_path, char):
    out = refusal(session(tmp_path, ["Anna", f"Bo{char}ris", "Vera"]))
    code = f"U+{ord(char):04X}"
    assert f"an invisible character ({code} {HIDDEN[char]} in 'Bo<{code}>ris')" in out
    assert char not in out


@pytest.mark.parametrize("char", list(BIDI), ids=lambda c: f"U+{ord(c):04X}")
def test_format_envelope_every_bidi_control_is_refused(tmp_path, char):
    """A right-to-left override before "evil" makes it show as "live"."""
    out = refusal(session(tmp_path, ["Anna", f"{char}evil", "Vera"]))
    code = f"U+{ord(char):04X}"
    assert (f"a character that changes the direction of the text ({code} {BIDI[char]} in "
            f"'<{code}>evil')") in out
    assert char not in out


@pytest.mark.parametrize("a,b,how", [
    ("Anna", "anna", "differ only in case"),
    ("Anna", "ANNA", "differ only in case"),
    ("Anna", "Anna\ufe0f", "differ only in invisible characters"),  # a variation selector
    ("Anna Maria", "Anna  Maria", "differ only in spacing"),
    ("Anna", "Anna ", "differ only in spacing"),
    ("Anna", "\uff21nna", "look alike"),  # a full-width A
    (COMPOSED, "RENE\u0301", "differ only in case"),
])
def test_format_envelope_names_that_cannot_be_told_apart_are_refused_naming_both(tmp_path, a, b, how):
    from scorekeeper.names import visible

    out = refusal(session(tmp_path, [a, "Boris", b]))
    b = unicodedata.normalize("NFC", b)  # as the file is read
    assert f"'{visible(a)}' and '{visible(b)}' {how}" in out, out
    assert "players must be told apart" in out


def test_format_envelope_the_issue_s_anna_and_anna_message(tmp_path):
    out = refusal(session(tmp_path, ["Anna", "Boris", "anna"]))
    assert "'Anna' and 'anna' differ only in case; players must be told apart" in out


def test_format_envelope_a_team_member_holding_an_invisible_character_is_refused(tmp_path):
    f = session(tmp_path, ["Anna", "Boris", "Vera", "Gleb"], game="five-hundred", rules="avondale",
                extra='teams = [["An\u200bna", "Vera"], ["Boris", "Gleb"]]\n')
    out = refusal(f)
    assert 'teams = [["An<U+200B>na", "Vera"]' in out and "U+200B ZERO WIDTH SPACE in 'An<U+200B>na'" in out


def test_format_envelope_a_name_of_invisible_characters_and_spaces_is_empty(tmp_path):
    out = refusal(session(tmp_path, ["Anna", "\u3164 ", "Vera"]))  # a Hangul filler and a space
    assert "a player's name may not be empty" in out


def test_format_envelope_an_emoji_with_its_variation_selector_is_a_name(tmp_path):
    """❤️ is ❤ and U+FE0F (draw it as an emoji): a variation selector is allowed in a name."""
    f = session(tmp_path, ["Anna \u2764\ufe0f", "Boris", "Vera"])
    assert invoke(["check", f]).exit_code == 0


def test_format_entries_a_name_holding_an_invisible_character_is_shown_visibly(tmp_path):
    """The engine refuses a name that is not a player's; the message shows the zero-width space
    and offers the player it looks like."""
    f = session(tmp_path, ["Anna", "Boris", "Vera"], DEAL.format(d="An\u200bna", t="An\u200bna"))
    out = refusal(f)
    assert "unknown player 'An<U+200B>na'; expected one of" in out and "did you mean 'Anna'?" in out
    assert "\u200b" not in out


def test_format_envelope_new_refuses_the_same_names_and_writes_nothing(tmp_path):
    for players, words in [("Anna,anna,Vera", "'Anna' and 'anna' differ only in case"),
                           ("Anna,An\u200bna,Vera", "'An<U+200B>na'"),
                           ("Anna,\u202eevil,Vera", "U+202E RIGHT-TO-LEFT OVERRIDE")]:
        f = tmp_path / "new.toml"
        res = invoke(["new", f, "--game", "preferans", "--players", players])
        assert res.exit_code == 1 and words in res.output, res.output
        assert not f.exists()


def test_format_envelope_new_writes_the_names_composed(tmp_path):
    f = tmp_path / "new.toml"
    res = invoke(["new", f, "--game", "preferans", "--players", f"{DECOMPOSED},Boris,Vera"])
    assert res.exit_code == 0, res.output
    text = f.read_text(encoding="utf-8")
    assert COMPOSED in text and DECOMPOSED not in text


def test_format_entries_a_name_typed_decomposed_is_recorded_as_the_file_spells_it(tmp_path):
    """The typed "rene\u0301" (lower case, decomposed) is René, written as the envelope writes it."""
    f = session(tmp_path, [COMPOSED, "Boris", "Vera"])
    res = invoke(["penalty", f, "rene\u0301=2", "--note", "late"])
    assert res.exit_code == 0, res.output
    text = f.read_text(encoding="utf-8")
    assert f'penalty = {{ "{COMPOSED}" = 2 }}' in text and "\u0301" not in text
    assert json.loads(invoke(["show", f, "--json"]).stdout)["mountain"][COMPOSED] == 2


def test_format_entries_a_typed_name_with_an_invisible_character_is_shown_visibly(tmp_path):
    f = session(tmp_path, ["Anna", "Boris", "Vera"])
    before = f.read_bytes()
    res = invoke(["penalty", f, "An\u200bna=2", "--note", "late"])
    assert res.exit_code == 1
    assert "points An<U+200B>na=2: not recorded: unknown player 'An<U+200B>na'" in res.output
    assert "did you mean 'Anna'?" in res.output
    assert f.read_bytes() == before


def test_format_envelope_a_tail_after_the_checkpoint_reads_names_in_nfc_too(tmp_path):
    """A read leaves the file's checkpoint; a deal appended after it by hand, spelling René
    decomposed, is still René's, whichever way the tail is read."""
    f = session(tmp_path, [COMPOSED, "Boris", "Vera"], DEAL.format(d=COMPOSED, t=COMPOSED))
    assert json.loads(invoke(["show", f, "--json"]).stdout)["pool"][COMPOSED] == 4
    with f.open("a", encoding="utf-8") as out:
        out.write(DEAL.format(d=DECOMPOSED, t=DECOMPOSED))
    show = json.loads(invoke(["show", f, "--json"]).stdout)
    assert show["pool"] == {COMPOSED: 8, "Boris": 0, "Vera": 0}
