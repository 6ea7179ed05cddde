"""Codes given one digit at a time: spaced or said as number words after a lock, PIN or gate word, and grouped backup codes."""

from __future__ import annotations

from typing import Iterator


def digit_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each code in `shown` written or said digit by digit (or as a list of backup codes)."""
    yield from ()
