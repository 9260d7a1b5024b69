"""Thousand («Тысяча», Fikhman 1991 §ТЫСЯЧА; rulings R-T1…R-T11 and the project's R-T-M…).

* :mod:`.tables` — every number (card points, marriages, the opening bid and its step, the 60 of a
  give-up, the 1000, the house rules' numbers), each citing the text or its ruling;
* :mod:`.scoring` — one pure function per scoring paragraph;
* :mod:`.options` — the rule switches and the preset ``book-1991``;
* :mod:`.state` — the state a session folds into;
* :mod:`.cards` — the cards and suits an entry names;
* :mod:`.contract` — one deal checked (R-T11) and worked out;
* :mod:`.engine` — :class:`~.engine.Thousand`, the engine over the session file.
"""
