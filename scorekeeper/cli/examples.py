"""The examples a command's help ends with.

Every example is one whole command line starting with ``scorekeeper``, under the heading
``Examples:`` at the end of the help, so that a reader can copy it and a test can run it
(``tests/foundation/test_help_examples.py``).  An example of a refusal ends with a shell comment
``# refused: …`` saying what the message says.  A file an example names is either made by an
earlier example of the same command (``scorekeeper new …``) or a sample session of that name.
"""

from __future__ import annotations

from scorekeeper.i18n import N_

HEADING = N_("Examples:")  # translated where the help is written (cli/spoken.py)
REFUSED = "# refused:"


def examples(*lines: str) -> str:
    """The help's closing section (a Click epilog kept line by line)."""
    return HEADING + "\n\n\b\n" + "\n".join(f"  {line}" for line in lines)
