"""Codes for physical things and apps named in the world's lower-resource languages, keyed in any way."""

from __future__ import annotations

from typing import Iterator


def code_world_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each value this stage reads in `shown` (the visible text, positions kept)."""
    return iter(())
