"""The live page: a read-only HTTP server of a session file's drawn sheet (``serve``)."""
