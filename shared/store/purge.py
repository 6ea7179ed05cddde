"""Purge: a memory removed for good (row, terms, vectors, history, trash copy, access rows; audit redacted)."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import Any

from .. import db
from ..errors import MemoryNotFound

log = logging.getLogger("tiered_memory.store")

REDACTED = "[purged]"


@dataclass(frozen=True)
class PurgeResult:
    """What one purge removed: memory rows (the memory and its history), trash entries, audit rows redacted."""

    memory_ids: tuple[int, ...]
    trash_entries: int
    audit_redacted: int

    def to_json(self) -> dict[str, Any]:
        return {"memory_ids": list(self.memory_ids), "trash_entries": self.trash_entries,
                "audit_redacted": self.audit_redacted}


class PurgePart:
    """Purge one memory or the expired trash, and compact the file so the bytes are gone (part of ColdStore)."""

    def purge(self, memory_id: int) -> PurgeResult:
        """Remove a memory for good, live, history or trashed, with every older version of it.

        One transaction: memory rows, FTS terms, vectors, trash copies and access rows go;
        audit records about it keep their action but lose the text (`[purged]`). With
        secure_delete on, freed cells are zeroed; `compact()` rewrites the FTS index and
        the file so no byte of the text is left (see `compact`).
        """
        with self._lock, db.atomic(self._conn):
            ids, texts, trash_ids = self._purge_scope(int(memory_id))
            if not ids and not trash_ids:
                raise MemoryNotFound(f"no memory or trash entry with id {memory_id} in {self.path}")
            live = [i for i in ids if self._conn.execute("SELECT 1 FROM memories WHERE id = ?", (i,)).fetchone()]
            if live:
                self._delete_rows(live)
            marks = ",".join("?" * len(ids))
            self._conn.execute(f"DELETE FROM memory_sessions WHERE memory_id IN ({marks})", ids)
            for trash_id in trash_ids:
                self._conn.execute("DELETE FROM trash WHERE id = ?", (trash_id,))
            redacted = self._redact_audit(ids, texts)
            self._conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('compact_due', '1')")
        log.info("purged memory %s (%d rows, %d trash entries, %d audit records redacted)",
                 memory_id, len(ids), len(trash_ids), redacted)
        return PurgeResult(tuple(sorted(ids)), len(trash_ids), redacted)

    def purge_trash(self, *, older_than: float | None = None) -> list[PurgeResult]:
        """Purge every trash entry trashed before `older_than` (epoch seconds; None: all of them)."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT DISTINCT memory_id FROM trash WHERE ? IS NULL OR trashed_at < ? ORDER BY memory_id",
                (older_than, older_than)).fetchall()
        return [self.purge(int(r[0])) for r in rows]

    def compact(self, *, full: bool = False) -> dict[str, Any]:
        """FTS optimize (drops deleted terms from the index segments), then incremental vacuum
        (or a full VACUUM) and a WAL checkpoint that truncates the log. Returns what it did."""
        with self._lock:
            with db.atomic(self._conn):
                self._conn.execute("INSERT INTO memory_terms (memory_terms) VALUES ('optimize')")
                self._conn.execute("INSERT OR REPLACE INTO meta (key, value) VALUES ('compact_due', '0')")
            auto = int(self._conn.execute("PRAGMA auto_vacuum").fetchone()[0])
            if full or auto == 0:
                if auto == 0:
                    self._conn.execute("PRAGMA auto_vacuum = INCREMENTAL")   # takes effect with this VACUUM
                self._conn.execute("VACUUM")
                mode = "vacuum"
            else:
                self._conn.execute("PRAGMA incremental_vacuum")
                mode = "incremental"
            busy, log_frames, _ = self._conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
        return {"vacuum": mode, "wal_truncated": not busy, "wal_frames": int(log_frames),
                "bytes": self.path.stat().st_size}

    def compact_due(self) -> bool:
        """True after a purge until the next `compact`."""
        with self._lock:
            row = self._conn.execute("SELECT value FROM meta WHERE key = 'compact_due'").fetchone()
        return bool(row and row[0] == "1")

    def _purge_scope(self, memory_id: int) -> tuple[list[int], list[str], list[int]]:
        """(memory ids, their texts, trash entry ids) that purging `memory_id` removes."""
        ids: set[int] = set()
        texts: list[str] = []
        trash_ids: list[int] = []
        for row in self._conn.execute("SELECT id, row_json FROM trash WHERE memory_id = ?", (memory_id,)).fetchall():
            data = json.loads(row["row_json"])
            trash_ids.append(int(row["id"]))
            texts.append(str(data.get("text", "")))
            ids.add(memory_id)
            ids.update(int(i) for i in data.get("history_ids", []))
        if self._conn.execute("SELECT 1 FROM memories WHERE id = ?", (memory_id,)).fetchone():
            ids.update(m.id for m in self.history(memory_id))
        for memory_id_ in list(ids):
            row = self._conn.execute("SELECT text FROM memories WHERE id = ?", (memory_id_,)).fetchone()
            if row is not None:
                texts.append(str(row[0]))
        return sorted(ids), [t for t in dict.fromkeys(texts) if t], trash_ids

    def _redact_audit(self, ids: list[int], texts: list[str]) -> int:
        exists = self._conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'audit'").fetchone()
        if not exists:
            return 0
        marks = ",".join("?" * len(ids))
        redacted = self._conn.execute(
            f"UPDATE audit SET text = ?, detail_json = '{{}}' WHERE memory_id IN ({marks})", [REDACTED, *ids]
        ).rowcount
        for text in texts:
            redacted += self._conn.execute(
                "UPDATE audit SET text = ?, detail_json = '{}' WHERE text = ? OR instr(detail_json, ?) > 0",
                (REDACTED, text, json.dumps(text, ensure_ascii=False)[1:-1])).rowcount
        return redacted
