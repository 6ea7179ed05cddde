"""Importers: recognise a file's format from its content and read it as export-shaped records.

Formats: `jsonl` (our export), `holographic` (Hermes' bundled provider's memory_store.db),
`mnemosyne` (mnemosyne.db of origin-memorycore / mnemosyne-memory, read with plain SQL),
`hermes-md` (MEMORY.md / USER.md or any file in Hermes' `§` format; a HERMES_HOME
directory imports both), `json-list` (a JSON array of strings or objects with `text`),
`md-list` (markdown bullets or plain lines). Each reader yields dicts with at least
`text` and `target`, and `source_ref` naming where the record came from.
"""

from __future__ import annotations

import importlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from ..common import UsageError

SQLITE_HEADER = b"SQLite format 3\x00"


@dataclass
class Source:
    """A recognised input: its format, what was found, and its records."""

    format: str
    found: str
    total: int
    records: Callable[[], Iterator[dict[str, Any]]]


# format -> (module of this package, its reader); modules load on first use (the CLI parser stays light)
READERS: dict[str, tuple[str, str]] = {
    "jsonl": ("text_sources", "jsonl"),
    "holographic": ("sqlite_sources", "holographic"),
    "mnemosyne": ("sqlite_sources", "mnemosyne"),
    "hermes-md": ("text_sources", "hermes_md"),
    "json-list": ("text_sources", "json_list"),
    "md-list": ("text_sources", "md_list"),
}


def _reader(fmt: str) -> Callable[[Path], tuple[str, int, Callable[[], Iterator[dict[str, Any]]]]]:
    module, name = READERS[fmt]
    return getattr(importlib.import_module(f".{module}", __package__), name)


def detect(path: Path) -> str:
    """The format of `path`, from its content (a directory is a HERMES_HOME or memories dir)."""
    if path.is_dir():
        return "hermes-md"
    with path.open("rb") as handle:
        head = handle.read(4096)
    if head.startswith(SQLITE_HEADER):
        from .sqlite_sources import table_names

        tables = table_names(path)
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
    return Source(fmt, *_reader(fmt)(path))
