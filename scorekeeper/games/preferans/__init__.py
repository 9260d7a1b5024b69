"""Preferans: one engine for every convention (FORMAT.md §Preferans deals).

Where things live:

* :mod:`.tables` — every scoring number, each entry citing its source (seed section or ruling);
* :mod:`.options` — the option declarations and the presets ``sochi``, ``leningrad``, ``rostov``;
* :mod:`.scoring` — one small pure function per scoring paragraph, each citing its rule;
* :mod:`.auction` — the 26-step bid ladder, overcalls, the MGU auction words;
* :mod:`.settlement` — pool conversion, the mountain into whists (R-P8 / R-S5), pair netting;
* :mod:`.engine` — :class:`~.engine.Preferans`, the state, deal checking and the score sheet.

Leningrad's whist doubling, for example, is the option ``whist_doubling`` (``options.py``), applied
by :func:`.scoring.whist_price`; its test is ``test_leningrad_whists_doubled`` in
``tests/preferans/test_preferans_deals.py``.
"""
