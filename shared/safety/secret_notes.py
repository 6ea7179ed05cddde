"""Secrets in everyday notes: forwarded chats, an answer on the line after its question, a password described in words."""

from __future__ import annotations

from typing import Iterator

from .secret_described import described_spans
from .secret_local_ids import local_id_spans
from .secret_note_codes import code_note_spans
from .secret_note_lines import line_spans
from .secret_prose_logins import login_spans
from .secret_security_answers import answer_spans
from .secret_security_told import told_spans
from .secret_told_prose import told_prose_spans


def note_spans(shown: str) -> Iterator[tuple[str, tuple[int, int]]]:
    """(kind, span) of each secret in `shown` that only the shape of a note (chat, question and answer) gives away."""
    yield from line_spans(shown)
    yield from answer_spans(shown)
    yield from told_spans(shown)   # a security answer told with no answer word (secret_security_told)
    yield from told_prose_spans(shown)   # a case note after a password, a maiden name, seed positions (secret_told_prose)
    yield from described_spans(shown)
    yield from code_note_spans(shown)
    yield from login_spans(shown)
    yield from local_id_spans(shown)
