"""Order poker («Заказной покер»; rulings R-O1…R-O11 and the project's R-O-M1…).

* :mod:`.tables` — the combinations and their ranking, the scoring tables row by row, every number
  citing its section of the text or its ruling;
* :mod:`.hands` — a combination by name (English or the text's words) or five cards classified;
* :mod:`.scoring` — one pure function per role (declarer, agreer, dissenter, all passed);
* :mod:`.options` — ``dissenter_half_stake_from``, ``deals`` and the preset ``classic``;
* :mod:`.engine` — :class:`~.engine.OrderPoker`, the engine over the session file.
"""
