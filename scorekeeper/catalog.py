"""A compiled catalog read as it is asked: the ``.mo`` file's bytes, searched for each message.

The standard library's ``gettext.GNUTranslations`` decodes every message of a catalog when it
opens it — some 5 ms for the tool's 2,300 messages, paid by every command that speaks Russian,
most of which say a dozen.  A ``.mo`` file keeps its message ids sorted (GNU's format; Babel and
``msgfmt`` write them so), so one message is found by a binary search over the file's table of
ids and only its translation decoded: opening costs the read of the file.  The class is a
``gettext.NullTranslations`` (``gettext.translation(…, class_=SortedCatalog)``), answering
``gettext``, ``ngettext`` and ``pgettext`` as ``GNUTranslations`` does, its plural rule compiled
from the catalog's ``Plural-Forms`` as ``gettext`` compiles it.
"""

from __future__ import annotations

import gettext
import struct
from typing import Any, BinaryIO

_LE, _BE = 0x950412DE, 0xDE120495


class SortedCatalog(gettext.NullTranslations):
    """A ``.mo`` catalog whose messages are found, not decoded all at once."""

    def _parse(self, fp: BinaryIO) -> None:
        data = fp.read()
        (magic,) = struct.unpack_from("<I", data)
        if magic == _LE:
            order = "<"
        elif magic == _BE:
            order = ">"
        else:
            raise OSError(0, "Bad magic number", getattr(fp, "name", ""))
        _rev, self._count, self._ids, self._strs = struct.unpack_from(order + "4I", data, 4)
        self._data, self._entry = data, struct.Struct(order + "2I")
        header = self._lookup(b"")
        self._plural = lambda n: int(n != 1)
        for line in (header or b"").decode("utf-8").splitlines():
            key, _sep, value = line.partition(":")
            if key.strip().lower() == "plural-forms":
                rule = value.split(";")[1].split("plural=")[1]
                self._plural = gettext.c2py(rule)

    def _string(self, table: int, i: int) -> bytes:
        length, offset = self._entry.unpack_from(self._data, table + 8 * i)
        return self._data[offset:offset + length]

    def _find(self, key: bytes, prefix: bool = False) -> int | None:
        """The index of ``key`` among the ids (``prefix``: of the first id that starts with it)."""
        lo, hi = 0, self._count
        while lo < hi:
            mid = (lo + hi) // 2
            if self._string(self._ids, mid) < key:
                lo = mid + 1
            else:
                hi = mid
        if lo < self._count:
            found = self._string(self._ids, lo)
            if found == key or (prefix and found.startswith(key)):
                return lo
        return None

    def _lookup(self, key: bytes) -> bytes | None:
        i = self._find(key)
        return None if i is None else self._string(self._strs, i)

    def gettext(self, message: str) -> str:
        found = self._lookup(message.encode("utf-8"))
        return message if found is None else found.decode("utf-8")

    def pgettext(self, context: str, message: str) -> str:
        found = self._lookup(f"{context}\x04{message}".encode("utf-8"))
        return message if found is None else found.decode("utf-8")

    def ngettext(self, msgid1: str, msgid2: str, n: Any) -> str:
        i = self._find(msgid1.encode("utf-8") + b"\0", prefix=True)
        if i is None:
            return msgid1 if n == 1 else msgid2
        forms = self._string(self._strs, i).split(b"\0")
        index = self._plural(n)
        return (forms[index] if index < len(forms) else forms[-1]).decode("utf-8")
