"""The sections of the session-file reference (``docs/format.md``) a citation may name, with
their headings as the document writes them (``format §Entries``)."""

SECTIONS: dict[str, str] = {
    "Envelope": "Envelope",
    "Entries": "Entries",
    "Notation": "Notation",
}
