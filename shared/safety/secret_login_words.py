"""Passwords behind short or local login words, and credential rows (site, user, password) without labels."""

from __future__ import annotations

from typing import Iterator


def login_word_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) for each value this stage reads in `shown` (the visible text, positions kept)."""
    return iter(())
