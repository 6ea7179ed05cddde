"""Patterns and cheap stem tests on folded text, shared by the word-made secret stages (seed phrases, backup codes,
security answers, told passphrases): Cyrillic look-alikes fold the same way in the pattern as in the text."""

from __future__ import annotations

import re

from .normalise import fold_confusables


def folded_pattern(pattern: str) -> re.Pattern[str]:
    """A pattern matched on folded text: its Cyrillic letters folded the same way ("снилс" finds "СНИЛС")."""
    return re.compile(fold_confusables(pattern))


def stems(words: str) -> tuple[str, ...]:
    """Lowercase substrings one of which a cue contains: the cheap test before its pattern (folded like the text)."""
    return tuple(fold_confusables(words).lower().split())


def mentions(lowered: str, stems_: tuple[str, ...]) -> bool:
    """Whether the lowered text holds one of the stems."""
    return any(stem in lowered for stem in stems_)
