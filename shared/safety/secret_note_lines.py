"""A secret below its label: digits on the lines under a card, code or key line, an answer on the line after its question."""

from __future__ import annotations

import re
from typing import Iterator

from .secret_note_words import DIGIT_RUN, OTHER, counting, credential_word, digits_of

# A line of digits only: a card's four-digit groups, a recovery key's six-digit blocks, one digit per line.
_DIGIT_LINE = re.compile(r"[ \t]*\d[\d \t\-–.]*[ \t]*")
# A reply's speaker before its words ("Mina: ", "Cevap: ", "- ").
_SPEAKER = re.compile(r"[ \t>\-–•*]*(?:[^\W\d_][^\n:：?]{0,20}[:：][ \t]*)?")
# A letters-and-digits token (any script): "Ubuntu2024", "한강공원!1958".
_MIXED = re.compile(r"(?<![\w@./])(?=[^\s]*[^\W\d_])(?=[^\s]*\d)[^\s,;.。،()\"']{6,40}")
_DATE = re.compile(r"^(?:\d{1,2}[ .\-/]\d{1,2}[ .\-/](?:19|20)?\d\d|(?:19|20)\d\d)$")
_MAX_LABEL = 90


def _digit_block(lines: list[str], starts: list[int], first: int) -> tuple[int, int] | None:
    """The span of the digit-only lines from `first` on, when they hold 4 or more digits that are not a count."""
    last = first
    while last < len(lines) and lines[last].strip() and _DIGIT_LINE.fullmatch(lines[last]):
        last += 1
    if last == first:
        return None
    digits = "".join(digits_of(line) for line in lines[first:last])
    if len(digits) < 4 or counting(digits) or _DATE.match(" ".join(lines[first:last]).strip()):
        return None
    return starts[first], starts[last - 1] + len(lines[last - 1])


def _answer(line: str, offset: int) -> tuple[int, int] | None:
    """A code keyed digit by digit or a letters-and-digits token on an answer line."""
    body = line[_SPEAKER.match(line).end():]
    base = offset + len(line) - len(body)
    for run in DIGIT_RUN.finditer(body):
        digits = digits_of(run.group())
        if len(digits) >= 3 and not counting(digits) and not _DATE.match(run.group().strip()):
            return base + run.start(), base + run.end()
    token = _MIXED.search(body)
    return (base + token.start(), base + token.end()) if token else None


def line_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """Values on the lines below a short line that names a card, code, key or password (or asks for one)."""
    lines = shown.split("\n")
    if len(lines) < 2:
        return
    starts, at = [], 0
    for line in lines:
        starts.append(at)
        at += len(line) + 1
    for index, line in enumerate(lines[:-1]):
        if len(line) > _MAX_LABEL or not credential_word(line) or OTHER.search(line):
            continue
        block = _digit_block(lines, starts, index + 1)
        if block:
            yield "code below its label", block
        elif line.rstrip().endswith(("?", "？", "؟")) and not OTHER.search(lines[index + 1]):
            span = _answer(lines[index + 1], starts[index + 1])
            if span:
                yield "answer below its question", span
