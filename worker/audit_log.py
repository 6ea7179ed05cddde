"""The worker's audit trail in cold.db: what it moved where, and why (newest first when read)."""

from __future__ import annotations

import json
import time
from typing import Any

from ..shared import db
from ..shared.store.base import sql_filters
from ..shared.store.records import AuditRecord


class AuditLogPart:
    """The `audit` table (part of WorkerStore); shares the cold store's connection and lock."""

    def record_audit(self, run_id: str, action: str, target: str, text: str, reason: str, *,
                     memory_id: int | None = None, detail: dict[str, Any] | None = None,
                     at: float | None = None, forget_hot: str | None = None) -> int:
        """Append an audit record; with `forget_hot` (a content hash) drop that hot-entry row too,
        in the same transaction, so a move's completion is recorded exactly once."""
        with self._lock, db.atomic(self._conn):
            cursor = self._conn.execute(
                "INSERT INTO audit (at, run_id, action, target, memory_id, text, reason, detail_json) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (time.time() if at is None else float(at), run_id, action, target, memory_id, text, reason,
                 json.dumps(detail or {}, ensure_ascii=False, default=str)),
            )
            if forget_hot is not None:
                self._conn.execute("DELETE FROM hot_entries WHERE target = ? AND content_hash = ?",
                                   (target, forget_hot))
        return int(cursor.lastrowid)

    def audit_log(self, *, limit: int | None = 100, target: str | None = None, run_id: str | None = None,
                  action: str | None = None, memory_id: int | None = None) -> list[AuditRecord]:
        """Audit records, newest first."""
        where, args = sql_filters(target=target, run_id=run_id, action=action, memory_id=memory_id)
        sql = ("SELECT id, at, run_id, action, target, memory_id, text, reason, detail_json FROM audit "
               f"WHERE 1 = 1{where} ORDER BY id DESC")
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        with self._lock:
            rows = self._conn.execute(sql, args).fetchall()
        return [AuditRecord(r["id"], r["at"], r["run_id"], r["action"], r["target"], r["memory_id"], r["text"],
                            r["reason"], json.loads(r["detail_json"])) for r in rows]

    def last_audit_at(self, memory_id: int, actions: tuple[str, ...]) -> float | None:
        """When one of `actions` was last recorded for this memory (None: never)."""
        marks = ",".join("?" * len(actions))
        with self._lock:
            row = self._conn.execute(
                f"SELECT max(at) FROM audit WHERE memory_id = ? AND action IN ({marks})",
                [int(memory_id), *actions]).fetchone()
        return None if row is None or row[0] is None else float(row[0])
