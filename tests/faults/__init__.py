"""The standing fault suite: kills, concurrent writers, a full disk, hostile files, Ctrl-C, fuzz,
corrupted and forged checkpoints, over-limit values on every recording path, every stop signal
across every writing command, and an editor saving while writers append.

Fast by default (well under a minute); ``SCOREKEEPER_FAULTS=slow python3 -m pytest tests/faults``
runs every test many times longer (1,000 kills, 2…16 writers each from scratch, 600 interrupts,
1,500 fuzzed files, 66,235 checkpoints changed byte by byte through the commands and as many
through the reader, 164 over-limit command lines on three paths, over 1,700 SIGTERMs and SIGHUPs,
1,000 editor saves racing appends and 300 reads of a file being saved).  Writers are real
processes: ``python -m scorekeeper`` from the worktree, or children forked from a warm server
(``zygote.py``) that run the very same ``run()``.  The counts of what was tried are printed at the
end of a run.
"""
