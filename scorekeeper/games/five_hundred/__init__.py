"""Five Hundred (the article «Пятьсот»; rulings R-F1…R-F7, R-F-M1…).

* :mod:`.tables` — every number (the Avondale schedule, 10 a trick, 500, the seat-count forms),
  each citing its section of the text or its ruling;
* :mod:`.scoring` — one pure function per scoring paragraph (made, set, slam, misère, all passed,
  revoke, the called partner's half, the race to 500);
* :mod:`.ending` — how a game ends under each convention (R-F5; the public scorers', R-F-M12);
* :mod:`.options` — the rule switches and the presets ``avondale``, ``australian``, ``quebec`` and
  ``bid-out``;
* :mod:`.sides` — who plays with whom in a deal and the tricks each side took (R-F7, R-F-M10);
* :mod:`.engine` — :class:`~.engine.FiveHundred`, the engine over the session file.
"""
