"""The sections of the session-file reference (``docs/format.md``) a citation may name, with
their headings as the document writes them (``format §Entries``).

A citation names a section by its English key in every language (``format §Entries``, as a ruling
by its id); :data:`HEADINGS` gives the heading the reference in another language writes for it
(``docs/format.ru.md``, printed by ``scorekeeper help format`` in Russian), so that a Russian
``explain`` says ``format §Entries «Записи»``.  ``--json`` names the section as ``docs/format.md``
writes it, in every language."""

SECTIONS: dict[str, str] = {
    "Envelope": "Envelope",
    "Entries": "Entries",
    "Notation": "Notation",
    "Table events": "Table events",
}

#: language -> each section's heading (as :data:`SECTIONS` writes it) -> the heading of that
#: section in the reference in that language
HEADINGS: dict[str, dict[str, str]] = {
    "ru": {
        "Envelope": "Заголовок файла",
        "Entries": "Записи",
        "Notation": "Обозначения",
        "Table events": "События за столом",
    },
}
