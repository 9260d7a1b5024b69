"""The presentation layer: the engine's values as text — rich renderables for the terminal,
Markdown, CSV and JSON documents, messages wrapped to a width — shared by the command line,
``export`` and the served page.  Nothing here parses a command line, reads or writes a file, or
decides a rule: every function takes what the library gives and returns what is shown."""
