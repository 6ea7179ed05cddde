"""Long texts are scanned in overlapping windows, so a scan costs in proportion to a text's length, not its square.

Several readers look back over a clause or the whole text for each value they weigh, which is cheap for a memory
(Hermes caps an entry at ~2,200 chars) and quadratic for a long import. A text longer than `WINDOW_CHARS` is cut at
a paragraph, line, sentence or word end in the window's last half; each window after the first starts up to
`OVERLAP_CHARS` before the cut (at a word start), so a label and a value on both sides of the cut are read together.
"""

from __future__ import annotations

import re
from typing import Callable, Iterator

WINDOW_CHARS, OVERLAP_CHARS = 2_400, 400
Spans = Iterator[tuple[str, tuple[int, int]]]
# where to cut, best first: a blank line, a line end, a sentence end, any space
_CUTS = (re.compile(r"\n\s*\n"), re.compile(r"\n"), re.compile(r"[.!?。！？]\s"), re.compile(r"\s"))
_SPACE = re.compile(r"\s")


def windows(text: str, size: int = WINDOW_CHARS, overlap: int = OVERLAP_CHARS) -> Iterator[tuple[int, int]]:
    """(start, end) of each window of `text`: one window when it fits, else pieces of at most `size` chars, each
    after the first beginning up to `overlap` chars before the last one's end; together they cover every char."""
    start = 0
    while len(text) - start > size:
        end = _cut(text, start + size // 2, start + size)
        yield start, end
        space = _SPACE.search(text, end - overlap, end)
        start = end if space is None or space.end() <= start else space.end()
    yield start, len(text)


def _cut(text: str, low: int, high: int) -> int:
    """The end of the best cut point in text[low:high] (after the separator), or `high` where there is none."""
    for pattern in _CUTS:
        last = None
        for last in pattern.finditer(text, low, high):
            pass
        if last is not None:
            return last.end()
    return high


def windowed(scan: Callable[[str], Spans], text: str) -> Spans:
    """`scan`'s (kind, span) over `text`, run once per window with each span moved back to `text`'s positions."""
    for start, end in windows(text):
        for kind, (low, high) in scan(text[start:end]):
            yield kind, (low + start, high + start)
