"""Passwords of joined plain words (Wi-Fi keys like words_with_underscores) and seed phrases named by a count or a label."""

from __future__ import annotations

from typing import Iterator


def joined_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each joined-word password or seed phrase in `shown`."""
    yield from ()
