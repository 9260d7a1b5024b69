"""Pari («Пари», Gruznov 1992; rulings R-X1…R-X27 and the project's R-X-M…).

* :mod:`.tables` — every number of the game, each citing its section of the text or its ruling;
* :mod:`.cards` — the 54-card pack, face values, the cut (senior trump, trump suit, multiplier) and
  what a set of cards forms (sequence, group, their halves, a set of trumps);
* :mod:`.scoring` — one pure function per scoring paragraph;
* :mod:`.rules` — what may be done to a combination on the table (take, surround, add, join);
* :mod:`.model` — the entry keys and the table state;
* :mod:`.play` — one move worked out card by card, deferred scoring included;
* :mod:`.options` — the rule switches and the preset ``gruznov``;
* :mod:`.engine` — :class:`~.engine.Pari`, the engine over the session file.
"""
