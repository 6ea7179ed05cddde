"""Export: every memory as one JSON line (lossless), and optionally the live ones in Hermes' `§` format.

A line holds text, target, type, importance, status (live | history | trash), the times,
recall counts, origin and source, the history link (`superseded_by`, an id of the same
file) and, with vectors, `vector: {model, dim, b64}` (little-endian float32). The first
line is a header: `{"format": "tiered_memory-export", "version": 1, …}`.
"""

from __future__ import annotations

import base64
import json
import os
import time
from pathlib import Path
from typing import Any, Callable, Iterator

from ..shared.config import Paths
from ..shared.hotfile import render_entries

FORMAT = "tiered_memory-export"
VERSION = 1
FIELDS = ("id", "text", "target", "type", "importance", "status", "created_at", "updated_at", "last_recalled_at",
          "recall_count", "event_time", "valid_from", "valid_to", "superseded_by", "history_reason", "origin",
          "source_ref", "trashed_at", "trash_reason")
CHUNK = 1000


def private_open(path: Path) -> Any:
    """A new text file only its owner can read (memories are private)."""
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)   # a new dir is private; an existing one is left as is
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.fchmod(fd, 0o600)
    return os.fdopen(fd, "w", encoding="utf-8", newline="\n")


def _record(data: dict[str, Any], status: str) -> dict[str, Any]:
    out = {key: data.get(key) for key in FIELDS}
    out["status"] = status
    return out


def _vector(vec: Any, model: str) -> dict[str, Any]:
    import numpy as np

    blob = np.asarray(vec, dtype="<f4").tobytes()
    return {"model": model, "dim": int(vec.shape[0]), "b64": base64.b64encode(blob).decode("ascii")}


def iter_records(store: Any, *, history: bool, trash: bool, vectors: str | None) -> Iterator[dict[str, Any]]:
    """Records in id order: live (and history) rows, then the trash."""
    memories = store.list(status=None if history else "live")
    for start in range(0, len(memories), CHUNK):
        chunk = memories[start:start + CHUNK]
        vecs = store.vectors_for([m.id for m in chunk], vectors) if vectors else {}
        for memory in chunk:
            record = _record(memory.to_json(), memory.status)
            if memory.id in vecs:
                record["vector"] = _vector(vecs[memory.id], str(vectors))
            yield record
    if trash:
        for row in store.trashed_rows():
            yield _record(row, "trash")


def export_memories(home: Path, out: Path, *, history: bool = False, trash: bool = False, vectors: bool = False,
                    markdown: bool = False, progress: Callable[[int, int], None] | None = None) -> dict[str, Any]:
    """Write the JSONL export (and with `markdown`, MEMORY.md/USER.md-format files beside it)."""
    from .memories import open_store

    out = Path(out)
    with open_store(home) as store:
        models = store.stored_models()
        model = max(models, key=lambda m: models[m]) if vectors and models else None
        total = store.count(status=None if history else "live") + (len(store.list_trash()) if trash else 0)
        live: dict[str, list[str]] = {"memory": [], "user": []}
        counts: dict[str, int] = {}
        with private_open(out) as handle:
            header = {"format": FORMAT, "version": VERSION, "exported_at": time.time(), "hermes_home": str(home),
                      "history": history, "trash": trash, "vector_model": model}
            handle.write(json.dumps(header, ensure_ascii=False) + "\n")
            for n, record in enumerate(iter_records(store, history=history, trash=trash, vectors=model), 1):
                handle.write(json.dumps(record, ensure_ascii=False) + "\n")
                counts[record["status"]] = counts.get(record["status"], 0) + 1
                if record["status"] == "live":
                    live[record["target"]].append(record["text"])
                if progress is not None and (n % 500 == 0 or n == total):
                    progress(n, total)
    files = {"jsonl": str(out)}
    if markdown:
        files.update(write_markdown(out.parent, out.stem, live))
    return {"hermes_home": str(home), "files": files, "counts": counts, "vector_model": model}


def write_markdown(directory: Path, stem: str, live: dict[str, list[str]]) -> dict[str, str]:
    """Live memories per target in Hermes' `§` format (MEMORY.md / USER.md shape, no size limit)."""
    files = {}
    for target, name in (("memory", "MEMORY"), ("user", "USER")):
        path = directory / f"{stem}.{name}.md"
        with private_open(path) as handle:
            handle.write(render_entries(live[target]))
        files[f"{target}_md"] = str(path)
    return files


def paths_default(home: Path) -> Path:
    return Paths(home).data_dir / "exports" / time.strftime("export-%Y%m%d-%H%M%S.jsonl")
