"""Preferans: one engine for every convention (format §Preferans deals).

Where things live:

* :mod:`.tables` — every scoring number, each entry citing its source (rule-text section or ruling);
* :mod:`.classic_tables` — every number of the MGU classic (MGU 1971) and the 1991 book (Fikhman 1991);
* :mod:`.options` — the option declarations and the presets ``sochi``, ``leningrad``, ``rostov``,
  ``mgu-classic``, ``mgu-sochinka``, ``mgu-mountain-first``, ``mgu-gusarik``, ``book-1991``;
* :mod:`.classic` — one pure function per paragraph of the classic and the book (named there, kept
  by job in ``classic_base``, ``classic_games``, ``classic_stages``, ``classic_auction``,
  ``classic_settlement``);
* :mod:`.scoring` — one small pure function per scoring paragraph, each citing its rule;
* :mod:`.auction` — the 26-step bid ladder, overcalls, the MGU auction words;
* :mod:`.settlement` — pool conversion, the mountain into whists (R-P8 / R-S5), pair netting;
* :mod:`.deal` — the keys of a deal (the pydantic model) and what each means;
* :mod:`.state` — what a replay keeps between deals, a history row, a checked deal;
* :mod:`.engine` — :class:`~.engine.Preferans`, a short coordinator of the jobs below;
* :mod:`.resolve`, :mod:`.resolve_defence`, :mod:`.resolve_classic` — checking a deal (never
  changing the state): the dispatch, games and raspasy; whisters and trick counts; the classic's
  and the book's keys;
* :mod:`.apply_game`, :mod:`.apply_raspasy`, :mod:`.apply_stages` — scoring a deal, one module per
  family of paragraphs; :mod:`.points` (pool, help, mountain) and :mod:`.ledger` (bookkeeping);
* :mod:`.sheet` — the score sheet, the snapshot, one line per deal;
* :mod:`.arbitration` — what one described deal scores under a preset, without a session file.

Leningrad's whist doubling, for example, is the option ``whist_doubling`` (``options.py``), applied
by :func:`.scoring.prices`; its test is ``test_leningrad_whists_doubled`` in
``tests/preferans/test_preferans_deals.py``.  The classic's bombs are the option ``bombs``, drawn by
:func:`.classic.bomb_awards` in :func:`.apply_raspasy.draw_bombs`; their test is
``test_MGU_1971_s6_3_bombs_one_rank_lower_for_who_looked_and_for_the_dealer`` in
``tests/preferans_classic/test_preferans_classic_mgu_sessions.py``.
"""
