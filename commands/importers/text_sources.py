"""Text inputs: our JSONL export, Hermes `§` files (or a whole HERMES_HOME), JSON lists, markdown lists."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any, Callable, Iterator

from ...shared.hotfile import parse_entries
from ..common import UsageError

Found = tuple[str, int, Callable[[], Iterator[dict[str, Any]]]]
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+")


def _read(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8-sig")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{path} is not UTF-8 text ({exc.reason}); convert it or pass --format") from exc


def jsonl(path: Path) -> Found:
    """Our export, streamed line by line (a 10k export with vectors is ~26 MB)."""
    with path.open("rb") as handle:
        header = json.loads(handle.readline().decode("utf-8-sig") or "{}")
        total = sum(1 for line in handle if line.strip())

    def records() -> Iterator[dict[str, Any]]:
        with path.open(encoding="utf-8-sig") as handle:
            handle.readline()
            for number, line in enumerate(handle, 2):
                if not line.strip():
                    continue
                try:
                    yield json.loads(line)
                except ValueError as exc:
                    raise UsageError(f"{path} line {number} is not JSON ({exc}); fix or remove it and import again") from exc

    found = (f"tiered_memory export v{header.get('version')} with {total} memories"
             + (f", vectors of {header['vector_model']}" if header.get("vector_model") else ""))
    return found, total, records


def _hot_files(path: Path) -> list[tuple[str, Path]]:
    """(target, file) for a § file, a memories dir or a HERMES_HOME."""
    if path.is_file():
        return [("user" if path.name.upper().startswith("USER") else "memory", path)]
    base = path / "memories" if (path / "memories").is_dir() else path
    files = [(t, base / n) for t, n in (("memory", "MEMORY.md"), ("user", "USER.md")) if (base / n).is_file()]
    if not files:
        raise UsageError(f"{path} holds no MEMORY.md or USER.md (expected a HERMES_HOME or its memories/ dir)")
    return files


def hermes_md(path: Path) -> Found:
    files = [(target, file, parse_entries(_read(file))) for target, file in _hot_files(path)]
    total = sum(len(entries) for _, _, entries in files)

    def records() -> Iterator[dict[str, Any]]:
        for target, file, entries in files:
            for n, text in enumerate(entries, 1):
                yield {"text": text, "target": target, "origin": "import:hermes-md", "source_ref": f"{file.name}#{n}"}

    found = "Hermes § format: " + ", ".join(f"{file.name} {len(entries)} entries ({target})"
                                             for target, file, entries in files)
    return found, total, records


def json_list(path: Path) -> Found:
    try:
        data = json.loads(_read(path))
    except ValueError as exc:
        raise UsageError(f"{path} is not valid JSON ({exc})") from exc
    if isinstance(data, dict):
        data = data.get("memories") or data.get("items") or data.get("facts") or []
    if not isinstance(data, list):
        raise UsageError(f"{path}: expected a JSON list of strings or of objects with 'text'")
    items = [{"text": d} if isinstance(d, str) else d for d in data if isinstance(d, (str, dict))]

    def records() -> Iterator[dict[str, Any]]:
        for n, item in enumerate(items, 1):
            text = item.get("text") or item.get("content") or item.get("memory") or ""
            target = "user" if item.get("target") == "user" else "memory"
            yield {"text": str(text), "target": target, "origin": "import:json", "source_ref": f"{path.name}#{n}"}

    return f"JSON list with {len(items)} items", len(items), records


def md_list(path: Path) -> Found:
    lines = [line for line in _read(path).splitlines() if line.strip() and not line.lstrip().startswith("#")]
    bullets = [line for line in lines if _BULLET.match(line)]
    chosen = bullets if bullets else lines
    texts = [_BULLET.sub("", line).strip() for line in chosen]

    def records() -> Iterator[dict[str, Any]]:
        for n, text in enumerate(texts, 1):
            yield {"text": text, "target": "memory", "origin": "import:markdown", "source_ref": f"{path.name}#{n}"}

    kind = "markdown list" if bullets else "plain lines"
    return f"{kind} with {len(texts)} items", len(texts), records
