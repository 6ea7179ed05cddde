"""Secrets made of plain words or given as codes: passphrases, memorable words, answers, vouchers and activation codes."""

from __future__ import annotations

from typing import Iterator


def passphrase_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each passphrase, memorable word or code value in the visible text `shown`."""
    return iter(())
