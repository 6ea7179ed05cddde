"""Trash and purge on PostgreSQL: a forgotten memory's full row kept restorable; purge removes it for good."""

from __future__ import annotations

import json
import logging
from typing import Any

from ...errors import MemoryNotFound
from ...text import content_hash
from ..purge import PurgeResult
from ..records import Memory, TrashEntry
from .memories import document_text, term_count

log = logging.getLogger("tiered_memory.store.postgres")


class PgTrashPart:
    """Trash, list, restore, purge in this store's space (part of PgColdStore)."""

    def trash(self, memory_id: int, reason: str) -> TrashEntry:
        memory = self.get(memory_id)
        row = memory.to_json()
        row["history_ids"] = [m.id for m in self.history(memory.id) if m.id != memory.id]
        now = self.clock()
        with self._tx() as conn:
            trash_id = conn.execute(
                "INSERT INTO tm_trash (space, memory_id, row_json, reason, trashed_at) VALUES (%s, %s, %s, %s, %s) "
                "RETURNING id", (self.space, memory.id, json.dumps(row, ensure_ascii=False), reason, now)
            ).fetchone()["id"]
            self._delete_memories(conn, [memory.id])
        return TrashEntry(int(trash_id), memory.id, memory.text, reason, now)

    def list_trash(self) -> list[TrashEntry]:
        return [TrashEntry(r["trash_id"], r["id"], r["text"], r["trash_reason"], r["trashed_at"])
                for r in self.trashed_rows()]

    def in_trash(self, text: str) -> bool:
        wanted = content_hash(text)
        return any(content_hash(entry.text) == wanted for entry in self.list_trash())

    def trashed_rows(self) -> list[dict[str, Any]]:
        with self._tx() as conn:
            found = conn.execute("SELECT id, row_json, reason, trashed_at FROM tm_trash WHERE space = %s ORDER BY id",
                                 (self.space,)).fetchall()
        out = []
        for r in found:
            data = json.loads(r["row_json"])
            data.update({"trash_id": r["id"], "trashed_at": r["trashed_at"], "trash_reason": r["reason"]})
            out.append(data)
        return out

    def restore(self, memory_id: int) -> Memory:
        """Bring a trashed memory back under its old id; its vector is re-embedded."""
        with self._tx() as conn:
            row = conn.execute("SELECT id, row_json FROM tm_trash WHERE space = %s AND memory_id = %s "
                               "ORDER BY id DESC LIMIT 1", (self.space, int(memory_id))).fetchone()
        if row is None:
            raise MemoryNotFound(f"memory {memory_id} is not in the trash of {self.where} (space {self.space})")
        data = json.loads(row["row_json"])
        history_ids = [int(i) for i in data.pop("history_ids", [])]
        twin = self.find_by_hash(data["text"], data["target"], status=data["status"])
        vectors, _ = (None, None) if twin is not None else self._embed([data["text"]])
        with self._tx() as conn:
            if twin is None:
                self._reinsert(conn, data, vectors)
            conn.execute("DELETE FROM tm_trash WHERE id = %s", (row["id"],))
            self._relink(conn, history_ids, twin.id if twin is not None else data["id"])
        self._index_pending()
        return twin if twin is not None else self.get(data["id"])

    def _reinsert(self, conn: Any, data: dict[str, Any], vectors: Any) -> None:
        data["embedding_model"] = None
        if data.get("superseded_by") is not None and not conn.execute(
                "SELECT 1 FROM tm_memories WHERE id = %s", (data["superseded_by"],)).fetchone():
            data["superseded_by"] = None
        columns = ", ".join(data)
        indexed = document_text(data["text"])
        conn.execute(f"INSERT INTO tm_memories (space, terms, term_count, {columns}) VALUES (%s, "
                     f"to_tsvector('tm_english', %s), %s, {','.join(['%s'] * len(data))})",
                     [self.space, indexed, term_count(indexed), *data.values()])
        self._post_terms(conn, [int(data["id"])])
        if vectors is not None:
            self._put_vector_in(conn, int(data["id"]), self.embedder.model_id, vectors[0])

    def _relink(self, conn: Any, history_ids: list[int], memory_id: int) -> None:
        if history_ids:
            conn.execute("UPDATE tm_memories SET superseded_by = %s WHERE id = ANY(%s) AND space = %s "
                         "AND status = 'history' AND superseded_by IS NULL", (memory_id, history_ids, self.space))

    def _delete_memories(self, conn: Any, ids: list[int]) -> None:
        conn.execute("UPDATE tm_memories SET superseded_by = NULL WHERE superseded_by = ANY(%s) AND space = %s",
                     (ids, self.space))
        conn.execute("DELETE FROM tm_memories WHERE id = ANY(%s) AND space = %s", (ids, self.space))

    def purge(self, memory_id: int) -> PurgeResult:
        """Remove a memory for good (live, history or trashed) with every older version; one transaction."""
        with self._tx() as conn:
            ids, texts, trash_ids = self._purge_scope(conn, int(memory_id))
            if not ids and not trash_ids:
                raise MemoryNotFound(f"no memory or trash entry with id {memory_id} in {self.where}")
            self._delete_memories(conn, ids)
            conn.execute("DELETE FROM tm_sessions WHERE memory_id = ANY(%s) AND space = %s", (ids, self.space))
            conn.execute("DELETE FROM tm_trash WHERE id = ANY(%s)", (trash_ids,))
        redacted = self._redact_local_audit(ids, texts)
        log.info("purged memory %s (%d rows, %d trash entries, %d audit records redacted)",
                 memory_id, len(ids), len(trash_ids), redacted)
        return PurgeResult(tuple(sorted(ids)), len(trash_ids), redacted)

    def _redact_local_audit(self, ids: list[int], texts: list[str]) -> int:
        """The worker's local audit trail (WorkerStore on PostgreSQL overrides this); nothing here."""
        return 0

    def purge_trash(self, *, older_than: float | None = None) -> list[PurgeResult]:
        with self._tx() as conn:
            found = conn.execute("SELECT DISTINCT memory_id FROM tm_trash WHERE space = %s AND "
                                 "(%s::float8 IS NULL OR trashed_at < %s) ORDER BY memory_id",
                                 (self.space, older_than, older_than)).fetchall()
        return [self.purge(int(r["memory_id"])) for r in found]

    def compact(self, *, full: bool = False) -> dict[str, Any]:
        """PostgreSQL reclaims deleted rows itself (autovacuum); `full` runs VACUUM on our tables now."""
        if full:
            with self._admin() as conn:
                conn.autocommit = True
                for table in ("tm_memories", "tm_vectors", "tm_trash", "tm_sessions"):
                    conn.execute(f"VACUUM {table}")
        return {"vacuum": "vacuum" if full else "autovacuum", "wal_truncated": False, "wal_frames": 0,
                "bytes": self.lifecycle_counts()["bytes"]}

    def compact_due(self) -> bool:
        return False

    def _purge_scope(self, conn: Any, memory_id: int) -> tuple[list[int], list[str], list[int]]:
        ids: set[int] = set()
        texts: list[str] = []
        trash_ids: list[int] = []
        for row in conn.execute("SELECT id, row_json FROM tm_trash WHERE space = %s AND memory_id = %s",
                                (self.space, memory_id)).fetchall():
            data = json.loads(row["row_json"])
            trash_ids.append(int(row["id"]))
            texts.append(str(data.get("text", "")))
            ids.add(memory_id)
            ids.update(int(i) for i in data.get("history_ids", []))
        if conn.execute("SELECT 1 FROM tm_memories WHERE id = %s AND space = %s", (memory_id, self.space)).fetchone():
            ids.update(m.id for m in self.history(memory_id))
        for found in conn.execute("SELECT text FROM tm_memories WHERE id = ANY(%s) AND space = %s",
                                  (sorted(ids), self.space)).fetchall():
            texts.append(str(found["text"]))
        return sorted(ids), [t for t in dict.fromkeys(texts) if t], trash_ids
