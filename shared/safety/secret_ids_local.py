"""Official ids in their local formats, labelled in the local language or told in a sentence about a person."""

from __future__ import annotations

from typing import Iterator


def local_id_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each value this stage reads in `shown` (the visible text, positions kept)."""
    return iter(())
