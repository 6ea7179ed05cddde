"""The Hermes hot-file format: entries joined by "\\n§\\n", parsed, rendered and checked exactly as Hermes does.

Byte-compatible with `tools.memory_tool.MemoryStore` (hermes-agent 0.19.0): UTF-8, no
trailing newline; readers split on the delimiter, strip every part, drop empty parts and
de-duplicate keeping order; files are read in text mode (universal newlines). Pure
functions, no I/O: `hotfile` applies them to the files on disk.
"""

from __future__ import annotations

import io
from typing import Iterable, Optional, Sequence

__all__ = ["ENTRY_DELIMITER", "decode_as_hermes", "hermes_rejects", "parse_entries", "render_entries",
           "round_trips", "usage_chars"]

ENTRY_DELIMITER = "\n§\n"


def _split_stripped(raw: str) -> list[str]:
    """Hermes' split: strip each part, drop empty parts (no de-duplication)."""
    return [part.strip() for part in raw.split(ENTRY_DELIMITER) if part.strip()]


def parse_entries(raw: str) -> list[str]:
    """The entries Hermes sees in a file's text: split, strip, drop empties, dedupe in order."""
    if not raw.strip():
        return []
    return list(dict.fromkeys(_split_stripped(raw)))


def render_entries(entries: Iterable[str]) -> str:
    """The file text Hermes writes for these entries: joined by the delimiter, no trailing newline."""
    return ENTRY_DELIMITER.join(entries)


def usage_chars(entries: Sequence[str]) -> int:
    """Hermes' usage measure: ``len("\\n§\\n".join(entries))`` (0 for no entries)."""
    return len(ENTRY_DELIMITER.join(entries)) if entries else 0


def round_trips(raw: str, limit: Optional[int] = None) -> bool:
    """Hermes' drift check: the text re-serialises to itself and no entry exceeds ``limit``.

    Mirrors ``MemoryStore._detect_external_drift``: blank text never drifts; the round trip
    uses the parsed entries *before* de-duplication; ``limit`` is the whole-file char limit.
    """
    if not raw.strip():
        return True
    parsed = _split_stripped(raw)
    if raw.strip() != ENTRY_DELIMITER.join(parsed):
        return False
    if limit is not None and max((len(entry) for entry in parsed), default=0) > limit:
        return False
    return True


def decode_as_hermes(data: bytes) -> str:
    """Decode file bytes the way ``Path.read_text(encoding="utf-8")`` does (universal newlines)."""
    with io.TextIOWrapper(io.BytesIO(data), encoding="utf-8") as reader:
        return reader.read()


def hermes_rejects(entries: Sequence[str], limit: int) -> Optional[str]:
    """Why Hermes would refuse or mis-read a file holding exactly ``entries``; None when it would not."""
    for index, entry in enumerate(entries):
        if not isinstance(entry, str):
            return f"entry {index} is a {type(entry).__name__}, not a str"
        if not entry or entry != entry.strip():
            return f"entry {index} is empty or has surrounding whitespace: {entry[:60]!r}"
        if len(entry) > limit:
            return f"entry {index} is {len(entry)} chars, longer than the {limit}-char file limit"
    if len(set(entries)) != len(entries):
        return "entries contain duplicates (Hermes would collapse them)"
    text = render_entries(entries)
    try:
        seen = decode_as_hermes(text.encode("utf-8"))
    except UnicodeError as exc:
        return f"entries are not encodable as UTF-8: {exc}"
    if _split_stripped(seen) != list(entries) or not round_trips(seen, limit):
        return "entries would not parse back identically (delimiter, carriage return or odd whitespace inside an entry)"
    return None
