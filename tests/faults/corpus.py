"""A corpus of hostile session files: each a name, the bytes, and what the error must say."""

from __future__ import annotations

PREF = 'format = 1\ngame = "preferans"\nrules = "sochi"\nplayers = ["Anna", "Boris", "Vera"]\n'
FIVE = 'format = 1\ngame = "five-hundred"\nrules = "avondale"\nplayers = ["Anna", "Boris", "Vera"]\n'
DEAL = '\n[[deal]]\ndeclarer = "Boris"\ncontract = "7♠"\nwhist = ["Vera"]\ntricks = { Boris = 7, Vera = 3 }\n'


def _nested(depth: int, open_: str, close: str) -> str:
    return open_ * depth + "1" + close * depth


# name -> (bytes, a piece of the message every command must print)
# entry-level: one entry is wrong; the strict readers refuse the file, `log`/`explain`/`check`
# name the problem, and a new entry may still be appended (so a void can strike the bad one)
ENTRY_LEVEL: dict[str, tuple[bytes, str]] = {
    "nan-penalty": ((PREF + '\n[[deal]]\npenalty = { Anna = nan }\nnote = "x"\n').encode(), "finite"),
    "inf-penalty": ((PREF + '\n[[deal]]\npenalty = { Anna = inf }\nnote = "x"\n').encode(), "finite"),
    "neg-inf-penalty": ((PREF + '\n[[deal]]\npenalty = { Anna = -inf }\nnote = "x"\n').encode(), "finite"),
    "huge-float-penalty": ((PREF + '\n[[deal]]\npenalty = { Anna = 1e308 }\nnote = "x"\n').encode(), "out of range"),
    "huge-int-penalty": ((PREF + '\n[[deal]]\npenalty = { Anna = 9223372036854775807 }\nnote = "x"\n').encode(),
                         "out of range"),
    "fine-penalty": ((PREF + '\n[[deal]]\npenalty = { Anna = 0.0001 }\nnote = "x"\n').encode(), "decimal places"),
    "void-huge": ((PREF + DEAL + "\n[[deal]]\nvoid = 9223372036854775807\n").encode(), "void"),
    "void-nan": ((PREF + DEAL + "\n[[deal]]\nvoid = nan\n").encode(), "void"),
    "tricks-wrong-type": ((PREF + DEAL.replace("Boris = 7", 'Boris = "seven"')).encode(), "tricks"),
    "tricks-nan": ((PREF + DEAL.replace("Boris = 7", "Boris = nan")).encode(), "tricks"),
    "five-hundred-nan-tricks": ((FIVE + '\n[[deal]]\nbidder = "Anna"\nbid = "7♠"\ntricks = { Anna = nan }\n').encode(),
                                "tricks"),
    "penalty-wrong-type": ((PREF + '\n[[deal]]\npenalty = { Anna = "ten" }\nnote = "x"\n').encode(), "penalty"),
    "penalty-unknown-player": ((PREF + '\n[[deal]]\npenalty = { Gleb = 1 }\nnote = "x"\n').encode(), "Gleb"),
}

# file-level: the file as a whole cannot be used; every command refuses it and writes nothing
FILE_LEVEL: dict[str, tuple[bytes, str]] = {
    "int-over-64-bits": ((PREF + "\n[[deal]]\npenalty = { Anna = 99999999999999999999 }\n").encode(),
                         "out of TOML's range"),
    "int-5000-digits": ((PREF + "\n[[deal]]\npenalty = { Anna = " + "9" * 5000 + " }\n").encode(),
                        "not valid TOML"),
    "nested-arrays-1000": ((PREF + "x = " + _nested(1000, "[", "]") + "\n").encode(), "nested too deeply"),
    "nested-tables-1000": ((PREF + "x = " + _nested(1000, "{a = ", "}") + "\n").encode(), "nested too deeply"),
    "nested-arrays-40": ((PREF + "\n[[deal]]\nnote = " + _nested(40, "[", "]") + "\n").encode(),
                         "nested too deeply"),
    "newline-in-name": (PREF.replace('"Anna"', '"An\\nna"').encode(), "line break"),
    "tab-in-name": (PREF.replace('"Anna"', '"An\\tna"').encode(), "control character"),
    "long-name": (PREF.replace('"Anna"', '"' + "A" * 65 + '"').encode(), "at most 64"),
    "long-note": ((PREF + '\n[[deal]]\nnote = "' + "x" * 10_001 + '"\n').encode(), "10,000"),
    "not-utf8": (PREF.encode() + b'title = "\xff\xfe"\n', "not UTF-8"),
    "cp1251": ((PREF.replace("Anna", "Анна")).encode("cp1251"), "not UTF-8"),
    "duplicate-key": ((PREF + 'game = "preferans"\n').encode(), "not valid TOML"),
    "duplicate-deal-key": ((PREF + DEAL + 'declarer = "Anna"\n').encode(), "not valid TOML"),
    "players-wrong-type": (PREF.replace('["Anna", "Boris", "Vera"]', '"Anna"').encode(), "players"),
    "format-wrong-type": (PREF.replace("format = 1", 'format = "1"').encode(), "format"),
    "deal-not-a-table": ((PREF + "deal = 5\n").encode(), "deal"),
    "option-nan": ((PREF + "\n[options]\npool = nan\n").encode(), "pool"),
    "option-inf": ((PREF + "\n[options]\npool = inf\n").encode(), "pool"),
    "option-wrong-type": ((PREF + '\n[options]\npool = "twenty"\n').encode(), "pool"),
    "unknown-game": (PREF.replace('"preferans"', '"poker"').encode(), "poker"),
    "not-toml": (b"\x00\x01\x02 garbage [[[\n", "not valid TOML"),
    "empty": (b"", "format"),
    "nul-bytes": (PREF.encode() + b"\x00\x00\n", "not valid TOML"),
    "bom-then-not-utf8": (b"\xef\xbb\xbf" + PREF.encode() + b"# \xc3\x28\n", "not UTF-8"),
}

HOSTILE = {**ENTRY_LEVEL, **FILE_LEVEL}

# files that are fine apart from their bytes' form: every command must work on them
BENIGN: dict[str, bytes] = {
    "crlf": (PREF + DEAL).replace("\n", "\r\n").encode(),
    "bom": b"\xef\xbb\xbf" + (PREF + DEAL).encode(),
    "bom-crlf": b"\xef\xbb\xbf" + (PREF + DEAL).replace("\n", "\r\n").encode(),
    "no-final-newline": (PREF + DEAL).rstrip("\n").encode(),
    "huge-pool": (PREF + "\n[options]\npool = 9223372036854775807\n" + DEAL).encode(),
    "five-hundred": (FIVE + '\n[[deal]]\nbidder = "Anna"\nbid = "7♠"\ntricks = { Anna = 7, Boris = 2, Vera = 1 }\n').encode(),
    "cyrillic-names": (PREF + DEAL).replace("Anna", "Анна").encode(),
}
