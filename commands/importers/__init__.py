"""Importers: recognise a file's format from its content and read it as export-shaped records.

Formats: `jsonl` (our export), `holographic` (Hermes' bundled provider's memory_store.db),
`mnemosyne` (mnemosyne.db of origin-memorycore / mnemosyne-memory, read with plain SQL),
`hermes-md` (MEMORY.md / USER.md or any file in Hermes' `§` format; a HERMES_HOME
directory imports both), `json-list` (a JSON array of strings or objects with `text`),
`md-list` (markdown bullets or plain lines). Each reader yields dicts with at least
`text` and `target`, and `source_ref` naming where the record came from.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from ..common import UsageError
from . import sqlite_sources, text_sources

SQLITE_HEADER = b"SQLite format 3\x00"


@dataclass
class Source:
    """A recognised input: its format, what was found, and its records."""

    format: str
    found: str
    total: int
    records: Callable[[], Iterator[dict[str, Any]]]


READERS: dict[str, Callable[[Path], Source]] = {
    "jsonl": lambda p: Source("jsonl", *text_sources.jsonl(p)),
    "holographic": lambda p: Source("holographic", *sqlite_sources.holographic(p)),
    "mnemosyne": lambda p: Source("mnemosyne", *sqlite_sources.mnemosyne(p)),
    "hermes-md": lambda p: Source("hermes-md", *text_sources.hermes_md(p)),
    "json-list": lambda p: Source("json-list", *text_sources.json_list(p)),
    "md-list": lambda p: Source("md-list", *text_sources.md_list(p)),
}


def detect(path: Path) -> str:
    """The format of `path`, from its content (a directory is a HERMES_HOME or memories dir)."""
    if path.is_dir():
        return "hermes-md"
    with path.open("rb") as handle:
        head = handle.read(4096)
    if head.startswith(SQLITE_HEADER):
        tables = sqlite_sources.table_names(path)
        if {"facts", "fact_entities"} <= tables:
            return "holographic"
        if "working_memory" in tables:
            return "mnemosyne"
        if {"memories", "memory_terms"} <= tables:
            raise UsageError(f"{path} is a tiered_memory cold.db: `export` it from its HERMES_HOME and import the JSONL")
        raise UsageError(f"{path} is a SQLite database of no format we know (tables: {', '.join(sorted(tables)[:8])})")
    text = head.decode("utf-8", errors="replace").lstrip("\ufeff")
    first = text.lstrip().split("\n", 1)[0]
    try:
        if json.loads(first).get("format") == "tiered_memory-export":
            return "jsonl"
    except (ValueError, AttributeError):
        pass
    if text.lstrip().startswith(("[", "{")):
        return "json-list"
    if "\n§\n" in text or path.name in ("MEMORY.md", "USER.md"):
        return "hermes-md"
    return "md-list"


def open_source(path: Path, fmt: str | None = None) -> Source:
    path = Path(path).expanduser()
    if not path.exists():
        raise UsageError(f"{path} does not exist")
    fmt = fmt or detect(path)
    if fmt not in READERS:
        raise UsageError(f"unknown format {fmt!r}; one of {', '.join(READERS)}")
    return READERS[fmt](path)
