"""What both preferans test suites share: the difference a deal made to a snapshot."""

from __future__ import annotations


def snapshot_delta(a, b):
    """What changed from snapshot ``a`` (None: a clean sheet) to ``b``: pool, mountain and whists
    written, as {account: {...}}, whists keyed by (writer, on whom)."""
    out = {"pool": {}, "mountain": {}, "whists": {}}
    for acc in ("pool", "mountain"):
        for p, v in b[acc].items():
            d = v - (a[acc][p] if a else 0)
            if d:
                out[acc][p] = d
    for w, row in b["whists"].items():
        for on, v in row.items():
            d = v - (a["whists"][w][on] if a else 0)
            if d:
                out["whists"][(w, on)] = d
    return out
