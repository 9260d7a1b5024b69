"""What each key of a preferans deal means (format §Preferans deals; docs/preferans.md,
docs/preferans-classic.md), and the spellings the resolver accepts.  The model that checks the
keys is :class:`scorekeeper.games.preferans.deal.PreferansDeal`."""

from __future__ import annotations

from scorekeeper.i18n import N_

DEAL_KEYS_DOC = {
    "declarer": N_("who played the game or the misère (not the dealer, with four players)"),
    "contract": N_("6♠ … 10NT or misere (мизер); any notation form: 7♠, 7s, 7п, 7NT, 7БК; \"totus\" "
                   "(тотус) where the rules allow it (MGU 1971 §6.3, §7)"),
    "whist": N_("who said «вист», in any order (speaking order is taken from the seats); [] when both "
                "defenders passed and the game is scored without play; with dealer_whist the dealer "
                "may whist alone instead of two defenders who passed (MGU 1971 §3)"),
    "open": N_("true when played open («лёжа»); default closed («стоя»); recorded, and it changes no "
               "number under the current options (R-P-M2)"),
    "tricks": N_("tricks per player, { Boris = 7, Vera = 3 }; the declarer's count alone ({ Boris = 7 } "
                 "or 7) where it fixes the rest; misère: { Anna = 1 }"),
    "half_whist": N_("the defender who said «полвиста» on a 6 or 7 that the other defender passed "
                     "(whist = [])"),
    "raspasy": N_("all passed: tricks per player, { Anna = 4, Boris = 1, Vera = 5 }; one player may be "
                  "left out when the others fix that player's count; with four players and prikup_tricks = dealer "
                  "the dealer's key counts prikup tricks (R-P4); in the first elochka_deals deals the "
                  "«ёлочка» (R-S1)"),
    "help": N_("the partner (or partners, in order) whose pools overflowing points close first (R-P7); "
               "the others follow help_order"),
    "dark": N_("true: a dark game (said without looking at the cards: the dark column of MGU 1971 §7, ×2) "
               "or a dark raspas (PAS V TEMNUYU: tricks ×2, bombs drawn)"),
    "looked": N_("on a dark raspas: the players who looked at their cards before passing; their bomb, "
                 "and the dealer's, is one rank lower (MGU 1971 §6.3)"),
    "word": N_("the declarer's last auction word (RAZ, SEMX PERVYH, RAZ V TEMNUYU, MIZER BEZ PRIKUPA, "
               "«семь первых» …): the game may not be lower (MGU 1971 §4, §6.3; R-P-C29)"),
    "totus_help": N_("the partner (double bomb: two) a totus on a bomb helps, or was to help (MGU 1971 §7; "
                     "R-P-C2, R-P-C3)"),
    "prikup": N_("the two prikup cards, [\"A♠\", \"K♠\"]: with four players the dealer writes whists for "
                 "the tricks they brought (ace or marriage 1, ace+king 2, two aces 3) at the game's "
                 "trick value (R-P6)"),
    "prikup_whists": N_("false when the dealer does not write the prikup whists (MGU 1971 §7 \"mozhet\")"),
    "prikup_returned": N_("true, beside the declarer alone: the declarer gave the prikup back; 1 point to the declarer's "
                          "mountain (R-P6)"),
    "without_prikup": N_("true: a nine, ten or misère declared without the prikup (MGU 1971 §4)"),
    "mode": N_("the lone whister's word (R-S4): \"один\" (alone), \"помоги\" (help), \"откроем\" "
               "(open); also odin, pomogi, otkroem"),
    "excess_to": N_("the book (R-S3): the opponent whose mountain takes what exceeds the own mountain "
                    "(default the largest)"),
    "without_three": N_("true, beside declarer and contract alone: the declarer concedes the game «без "
                        "трёх», three undertricks on the mountain, no play and no whists "
                        "(options.without_three)"),
    "last_circle": N_("true on the first deal of the last circle, when the control time has come "
                      "(end = control-time; R-P-C24)"),
    "conditions": N_("not a deal: the mountain owner's conditions after the razboynik, { by = \"Boris\", "
                     "pool = 12, whist_price = \"1 kop.\", control = \"23:30\" } (MGU 1971 §7; the pool no "
                     "larger than the smallest mountain)"),
}

#: The book's whist modes (R-S4) by every spelling accepted (R-P-C32).
MODE_ALIASES = {
    "один": "один", "odin": "один", "alone": "один", "one": "один",
    "помоги": "помоги", "pomogi": "помоги", "help": "помоги",
    "откроем": "откроем", "otkroem": "откроем", "open": "откроем",
}
TOTUS_NAMES = ("totus", "тотус")
#: The classic's extra keys, for the entries that refuse them.
CLASSIC_GAME_KEYS = ("dark", "word", "totus_help", "prikup", "prikup_whists", "prikup_returned",
                     "without_prikup", "mode", "excess_to")
