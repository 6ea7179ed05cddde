"""The trash: a forgotten memory's full row kept restorable, its terms and vectors dropped."""

from __future__ import annotations

import json
from typing import Any

from .. import db
from ..errors import MemoryNotFound
from ..text import content_hash, index_terms
from .records import Memory, TrashEntry


class TrashPart:
    """Trash, list, restore; purge is in purge.py (part of ColdStore)."""

    def trash(self, memory_id: int, reason: str) -> TrashEntry:
        """Move a memory to the trash (restorable); its vectors and terms are dropped."""
        memory = self.get(memory_id)
        row = memory.to_json()
        row["history_ids"] = [m.id for m in self.history(memory.id) if m.id != memory.id]
        now = self.clock()
        with self._lock, db.atomic(self._conn):
            cursor = self._conn.execute(
                "INSERT INTO trash (memory_id, row_json, reason, trashed_at) VALUES (?, ?, ?, ?)",
                (memory.id, json.dumps(row, ensure_ascii=False), reason, now),
            )
            self._delete_rows([memory.id])
        return TrashEntry(int(cursor.lastrowid), memory.id, memory.text, reason, now)

    def list_trash(self) -> list[TrashEntry]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, memory_id, row_json, reason, trashed_at FROM trash ORDER BY id"
            ).fetchall()
        return [TrashEntry(r["id"], r["memory_id"], json.loads(r["row_json"])["text"], r["reason"],
                           r["trashed_at"]) for r in rows]

    def in_trash(self, text: str) -> bool:
        """True when a trashed memory has this content hash."""
        wanted = content_hash(text)
        return any(content_hash(entry.text) == wanted for entry in self.list_trash())

    def restore(self, memory_id: int) -> Memory:
        """Bring a trashed memory back under its old id; its vector is re-embedded."""
        with self._lock:
            row = self._conn.execute(
                "SELECT id, row_json FROM trash WHERE memory_id = ? ORDER BY id DESC LIMIT 1", (int(memory_id),)
            ).fetchone()
        if row is None:
            raise MemoryNotFound(f"memory {memory_id} is not in the trash of {self.path}")
        data = json.loads(row["row_json"])
        history_ids = [int(i) for i in data.pop("history_ids", [])]
        twin = self.find_by_hash(data["text"], data["target"], status=data["status"])
        if twin is not None:  # the same content was stored again meanwhile: keep one copy
            with self._lock, db.atomic(self._conn):
                self._conn.execute("DELETE FROM trash WHERE id = ?", (row["id"],))
                self._relink(history_ids, twin.id)
            return twin
        vectors, _ = self._embed([data["text"]])
        with self._lock, db.atomic(self._conn):
            data["embedding_model"] = None
            if data.get("superseded_by") is not None and not self._conn.execute(
                    "SELECT 1 FROM memories WHERE id = ?", (data["superseded_by"],)).fetchone():
                data["superseded_by"] = None
            columns = ", ".join(data)
            self._conn.execute(
                f"INSERT INTO memories ({columns}) VALUES ({','.join('?' * len(data))})", list(data.values())
            )
            self._conn.execute("INSERT INTO memory_terms (rowid, terms) VALUES (?, ?)",
                               (data["id"], index_terms(data["text"])))
            if vectors is not None:
                self._store_vector(data["id"], vectors[0])
            self._relink(history_ids, data["id"])
            self._conn.execute("DELETE FROM trash WHERE id = ?", (row["id"],))
        return self.get(data["id"])

    def trashed_rows(self) -> list[dict[str, Any]]:
        """Every trash entry in full: the memory row as it was when trashed, plus trash_id,
        trashed_at and trash_reason (oldest first)."""
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, memory_id, row_json, reason, trashed_at FROM trash ORDER BY id").fetchall()
        out = []
        for r in rows:
            data = json.loads(r["row_json"])
            data.update({"trash_id": r["id"], "trashed_at": r["trashed_at"], "trash_reason": r["reason"]})
            out.append(data)
        return out

    def _relink(self, history_ids: list[int], memory_id: int) -> None:
        """History versions unlinked when their memory was trashed point at it again."""
        if history_ids:
            marks = ",".join("?" * len(history_ids))
            self._conn.execute(
                f"UPDATE memories SET superseded_by = ? WHERE id IN ({marks}) AND status = 'history' "
                "AND superseded_by IS NULL", [memory_id, *history_ids])

    def _delete_rows(self, ids: list[int]) -> None:
        marks = ",".join("?" * len(ids))
        self._conn.execute(f"DELETE FROM memory_terms WHERE rowid IN ({marks})", ids)
        deleted = self._conn.execute(f"DELETE FROM vectors WHERE memory_id IN ({marks})", ids).rowcount
        self._conn.execute(f"UPDATE memories SET superseded_by = NULL WHERE superseded_by IN ({marks})", ids)
        self._conn.execute(f"DELETE FROM memories WHERE id IN ({marks})", ids)
        if deleted:
            self._conn.execute(
                "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'vector_deletions'"
            )
            self.index.on_delete(ids)
