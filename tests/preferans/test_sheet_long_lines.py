"""A pool or mountain line as written that has grown long shows its latest figures on the terminal
(issue 16), the whole line with ``show --all`` and in exports."""

from __future__ import annotations


from scorekeeper.games.preferans import sheet as S


def test_a_long_line_as_written_shows_its_latest_figures_and_says_so():
    marks = list(range(1, 31))
    assert S.MARKS_SHOWN == 20
    cut = S.marks_text(marks, rows=30)
    assert cut == "…·" + "·".join(str(m) for m in range(11, 31))
    assert S.marks_text(marks, rows=None) == "·".join(str(m) for m in marks)
    assert S.marks_text(marks[:20], rows=30) == "·".join(str(m) for m in range(1, 21))
    assert S.marks_text([], rows=30) == "—"
