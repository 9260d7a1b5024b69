"""scorekeeper: score sheets and rule arbitration for card nights.

The package is a library first: ``scorekeeper.games`` holds pure engines (no terminal, no file I/O),
``scorekeeper.session`` reads and safely appends session files, and ``scorekeeper.cli`` is the thin
Typer layer on top.
"""

__version__ = "0.2.0"
