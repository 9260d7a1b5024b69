"""Five Hundred (the article «Пятьсот»; rulings R-F1…R-F7, R-F-M1…).

* :mod:`.tables` — every number (the Avondale schedule, 10 a trick, 500, the seat-count forms),
  each citing its section of the text or its ruling;
* :mod:`.scoring` — one pure function per scoring paragraph (made, set, slam, misère, all passed,
  revoke, the called partner's half, the race to 500);
* :mod:`.options` — the rule switches and the presets ``avondale`` and ``australian``;
* :mod:`.engine` — :class:`~.engine.FiveHundred`, the engine over the session file.
"""
