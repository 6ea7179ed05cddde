"""PINs and codes said rather than typed: in number words, described ('his house number twice'), keyed with symbols."""
from __future__ import annotations

from typing import Iterator


def said_code_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each code `shown` gives in words or by description."""
    yield from ()
