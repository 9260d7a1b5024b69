"""The language the tool speaks: English, or Russian from the compiled catalog in the package.

Every word the tool says goes through :func:`_` (or :func:`ngettext` where a count decides the
form: 1 вист, 2 виста, 5 вистов), at the moment it is said, never when a module is imported: the
language is chosen after the modules load.  A string kept in a table at module level is marked
with :func:`N_` (it stays the English message id) and passed through :func:`_` where it is shown.
Placeholders are named and filled after the translation: ``_("{name} takes {n}").format(…)``.

Who chooses (:func:`choose`): ``--lang`` on the command line, else ``SCOREKEEPER_LANG``, else the
session file's ``lang`` (:func:`table`), else the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``
naming ``ru_*``), else English.  The catalog is read only when Russian is first asked for
(``gettext`` parses the ``.mo`` once); English reads nothing.

Click's and Typer's own words (Usage, Options, Missing argument …) go through the standard
library's global ``gettext``; :func:`use` points its domain at this catalog and sets ``LANGUAGE``
so that they come out in the same language.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

DOMAIN = "scorekeeper"
LANGS = ("en", "ru")
DEFAULT = "en"
#: the environment variable that chooses the language for every command
ENV = "SCOREKEEPER_LANG"
LOCALEDIR = Path(__file__).resolve().parent / "locale"

_translation: Any = None  # the gettext translations in use; None: English, nothing read
_lang = DEFAULT
_chosen_by_person = False  # --lang or SCOREKEEPER_LANG: a file's `lang` does not override it
_before_table: str | None = None  # the language a file's `lang` stands in for (None: none does)


def _(message: str) -> str:
    """``message`` in the language in use (an empty one stays empty: gettext would give the
    catalog's header)."""
    if _translation is None or not message:
        return message
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message that agrees with ``n`` (Russian has three)."""
    if _translation is None:
        return singular if n == 1 else plural
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` where the same English word is two words in Russian; ``context`` tells which."""
    if _translation is None or not message:
        return message
    return _translation.pgettext(context, message)


def N_(message: str) -> str:
    """Mark a message for the catalog without translating it now (module-level tables)."""
    return message


def lang() -> str:
    """The language in use: ``en`` or ``ru``."""
    return _lang


def normalized(value: str | None) -> str | None:
    """``ru``/``en`` from ``ru``, ``RU``, ``ru_RU.UTF-8``, ``en-GB`` …; None for anything else."""
    if not value:
        return None
    head = value.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
    return head if head in LANGS else None


def from_locale(environ: Any = None) -> str:
    """The locale's language: the first of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set."""
    env = os.environ if environ is None else environ
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var)
        if value:
            return "ru" if value.lower().startswith("ru") else DEFAULT
    return DEFAULT


def choose(flag: str | None = None, environ: Any = None) -> str:
    """Choose the language for this run: the command line's ``--lang``, else ``SCOREKEEPER_LANG``,
    else the locale.  A session file's ``lang`` may still change a choice the locale made."""
    global _chosen_by_person, _before_table
    env = os.environ if environ is None else environ
    person = normalized(flag) or normalized(env.get(ENV))
    _chosen_by_person = person is not None
    _before_table = None
    use(person or from_locale(env))
    return _lang


def table(value: str | None) -> None:
    """A session file names its table's language: used unless the person chose one.  A file that
    names none, read after one that did (a process that reads several), is read in the language
    the first one's stood in for."""
    global _before_table
    if _chosen_by_person:
        return
    chosen = normalized(value)
    if chosen:
        if _before_table is None:
            _before_table = _lang
        use(chosen)
    elif _before_table is not None:
        use(_before_table)
        _before_table = None


def use(language: str, localedir: Path | None = None) -> None:
    """Speak ``language`` from now on (``localedir``: another folder of catalogs, for a test's
    pseudo-language)."""
    global _translation, _lang
    import gettext

    folder = LOCALEDIR if localedir is None else localedir
    _lang = language if language in LANGS or localedir is not None else DEFAULT
    if _lang == DEFAULT and localedir is None:
        _translation = None
    else:
        from scorekeeper.catalog import SortedCatalog

        _translation = gettext.translation(DOMAIN, folder, [_lang], class_=SortedCatalog,
                                           fallback=True)
    # Click's words: the global gettext, this catalog, the same language
    os.environ["LANGUAGE"] = _lang
    gettext.bindtextdomain(DOMAIN, str(folder))
    gettext.textdomain(DOMAIN)
