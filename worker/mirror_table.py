"""The `hot_entries` table: the worker's persisted mirror of every hot entry and its sidecar metadata."""

from __future__ import annotations

from typing import Any

from ..shared import db
from ..shared.errors import StoreError
from ..shared.store.records import HotEntryMeta
from ..shared.store.schema import TARGETS
from ..shared.text import content_hash

HOT_COLUMNS = (
    "target, content_hash, text, type, importance, protected, origin, written_at, first_seen, "
    "last_seen, attempts, last_error, next_attempt_at, cold_id, moving"
)


def _hot_meta(row: Any) -> HotEntryMeta:
    data = dict(row)
    data["protected"] = bool(data["protected"])
    data["moving"] = bool(data["moving"])
    return HotEntryMeta(**data)


class MirrorTablePart:
    """Read and write the mirror rows (part of WorkerStore); shares the cold store's connection and lock."""

    def hot_entries(self, target: str | None = None) -> list[HotEntryMeta]:
        """The worker's mirror of the hot files, oldest first."""
        sql = f"SELECT {HOT_COLUMNS} FROM hot_entries"
        args: list[Any] = []
        if target is not None:
            sql += " WHERE target = ?"
            args.append(target)
        with self._lock:
            rows = self._conn.execute(sql + " ORDER BY first_seen, rowid", args).fetchall()
        return [_hot_meta(r) for r in rows]

    def get_hot_entry(self, target: str, text_or_hash: str, *, by_hash: bool = False) -> HotEntryMeta | None:
        key = text_or_hash if by_hash else content_hash(text_or_hash)
        with self._lock:
            row = self._conn.execute(
                f"SELECT {HOT_COLUMNS} FROM hot_entries WHERE target = ? AND content_hash = ?", (target, key)
            ).fetchone()
        return _hot_meta(row) if row else None

    def put_hot_entry(self, meta: HotEntryMeta) -> None:
        """Insert or replace one hot-entry row."""
        if meta.target not in TARGETS:
            raise StoreError(f"target must be one of {TARGETS}, got {meta.target!r}")
        data = meta.to_json()
        data["protected"] = int(bool(data["protected"]))
        data["moving"] = int(bool(data["moving"]))
        with self._lock, db.atomic(self._conn):
            self._conn.execute(
                f"INSERT OR REPLACE INTO hot_entries ({HOT_COLUMNS}) VALUES ({','.join('?' * len(data))})",
                list(data.values()),
            )
