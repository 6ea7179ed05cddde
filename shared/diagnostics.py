"""What `status` shows: error counters, recent prefetch records and the worker's heartbeat.

Every process of one HERMES_HOME (Hermes processes with the plugin, the worker, the
CLI) writes here: `$HERMES_HOME/tiered_memory/status.db`, a small SQLite file in WAL
mode. Writes are best-effort and bounded: a diagnostics failure is logged, never raised
into a turn.
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
import threading
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import db
from .errors import StoreError

log = logging.getLogger("tiered_memory.diagnostics")

PREFETCH_KEEP = 200
ERRORS_KEEP = 200
RECALLS_KEEP = 100_000   # unfolded recall events kept while no worker runs (oldest dropped first)

MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL DEFAULT 0, updated_at REAL NOT NULL);
    CREATE TABLE prefetches (id INTEGER PRIMARY KEY, at REAL NOT NULL, pid INTEGER NOT NULL, record TEXT NOT NULL);
    CREATE TABLE errors (
        id INTEGER PRIMARY KEY, at REAL NOT NULL, pid INTEGER NOT NULL,
        source TEXT NOT NULL, kind TEXT NOT NULL, message TEXT NOT NULL
    );
    CREATE TABLE components (name TEXT PRIMARY KEY, state TEXT NOT NULL, updated_at REAL NOT NULL);
    """,
    # 2: which memories each session was given (prefetch) or shown (recall tool); the worker folds them in
    """
    CREATE TABLE recalls (
        id INTEGER PRIMARY KEY AUTOINCREMENT, at REAL NOT NULL, session TEXT NOT NULL, kind TEXT NOT NULL,
        memory_id INTEGER NOT NULL
    );
    """,
)


@dataclass(frozen=True)
class ErrorRecord:
    at: float
    pid: int
    source: str
    kind: str
    message: str


class Diagnostics:
    """Counters, prefetch records, errors and component states for one HERMES_HOME."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            self._conn = db.open_migrated(self.path, MIGRATIONS, busy_timeout_ms=200)
        return self._conn

    def close(self) -> None:
        with self._lock:
            if self._conn is not None:
                self._conn.close()
                self._conn = None

    # -- writes (never raise) --------------------------------------------------------

    def incr(self, name: str, by: int = 1) -> None:
        self._write(
            "INSERT INTO counters (name, value, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (name) DO UPDATE SET value = value + excluded.value, updated_at = excluded.updated_at",
            (name, int(by), time.time()),
        )

    def record_error(self, source: str, exc: BaseException | str) -> None:
        """Count an error under `errors.<source>` and keep its message for `status`."""
        kind = type(exc).__name__ if isinstance(exc, BaseException) else "error"
        message = str(exc)[:1000]
        self.incr(f"errors.{source}")
        self._write(
            "INSERT INTO errors (at, pid, source, kind, message) VALUES (?, ?, ?, ?, ?)",
            (time.time(), os.getpid(), source, kind, message),
            trim=("errors", ERRORS_KEEP),
        )

    def record_prefetch(self, record: dict[str, Any]) -> None:
        self._write(
            "INSERT INTO prefetches (at, pid, record) VALUES (?, ?, ?)",
            (time.time(), os.getpid(), json.dumps(record, ensure_ascii=False)),
            trim=("prefetches", PREFETCH_KEEP),
        )

    def record_recalls(self, session: str, kind: str, memory_ids: list[int], at: float | None = None) -> None:
        """Memories a session was given (`prefetch`) or shown (`tool`); the worker counts them in cold.db."""
        now = time.time() if at is None else float(at)
        for memory_id in memory_ids:
            self._write("INSERT INTO recalls (at, session, kind, memory_id) VALUES (?, ?, ?, ?)",
                        (now, str(session or ""), kind, int(memory_id)), trim=("recalls", RECALLS_KEEP))

    def recalls_after(self, cursor: int, limit: int = 5000) -> list[tuple[int, float, str, str, int]]:
        """Recall events with an id above `cursor`, oldest first: (id, at, session, kind, memory_id)."""
        rows = self._rows("SELECT id, at, session, kind, memory_id FROM recalls WHERE id > ? ORDER BY id LIMIT ?",
                          (int(cursor), int(limit)))
        return [(int(r[0]), float(r[1]), str(r[2]), str(r[3]), int(r[4])) for r in rows]

    def recall_sequence(self) -> int:
        """The highest recall-event id ever handed out (0 for a fresh status.db: lower than a
        consumer's cursor only when the file was recreated)."""
        with self._lock:
            row = self._connection().execute("SELECT seq FROM sqlite_sequence WHERE name = 'recalls'").fetchone()
        return int(row[0]) if row else 0

    def forget_recalls(self, upto: int) -> None:
        """Drop recall events already folded into cold.db."""
        self._write("DELETE FROM recalls WHERE id <= ?", (int(upto),))

    def set_component(self, name: str, state: dict[str, Any]) -> None:
        """Replace the state of a component ('worker', 'plugin:<pid>')."""
        self._write(
            "INSERT INTO components (name, state, updated_at) VALUES (?, ?, ?) "
            "ON CONFLICT (name) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at",
            (name, json.dumps(state, ensure_ascii=False, default=str), time.time()),
        )

    def _write(self, sql: str, args: tuple[Any, ...], trim: tuple[str, int] | None = None) -> None:
        try:
            with self._lock:
                conn = self._connection()
                with db.atomic(conn):
                    conn.execute(sql, args)
                    if trim is not None:
                        table, keep = trim
                        conn.execute(f"DELETE FROM {table} WHERE id <= (SELECT max(id) FROM {table}) - ?", (keep,))
        except (sqlite3.Error, OSError, StoreError) as exc:
            log.warning("could not record diagnostics in %s: %s", self.path, exc)

    # -- reads -----------------------------------------------------------------------

    def _rows(self, sql: str, args: tuple[Any, ...] = ()) -> list[Any]:
        """A read; a broken or busy status.db raises StoreError naming the file (never raw sqlite3)."""
        with self._lock:
            try:
                return self._connection().execute(sql, args).fetchall()
            except sqlite3.Error as exc:
                raise db.typed_error(exc, self.path, "reading diagnostics") from exc

    def counters(self) -> dict[str, int]:
        rows = self._rows("SELECT name, value FROM counters ORDER BY name")
        return {r[0]: int(r[1]) for r in rows}

    def recent_prefetches(self, limit: int = 20) -> list[dict[str, Any]]:
        rows = self._rows("SELECT at, pid, record FROM prefetches ORDER BY id DESC LIMIT ?", (int(limit),))
        return [{"at": r[0], "pid": r[1], **_object(r[2], self.path)} for r in rows]

    def recent_errors(self, limit: int = 20) -> list[ErrorRecord]:
        rows = self._rows("SELECT at, pid, source, kind, message FROM errors ORDER BY id DESC LIMIT ?", (int(limit),))
        return [ErrorRecord(*tuple(r)) for r in rows]

    def components(self) -> dict[str, dict[str, Any]]:
        rows = self._rows("SELECT name, state, updated_at FROM components")
        return {r[0]: {**_object(r[1], self.path), "updated_at": r[2]} for r in rows}


def _object(raw: Any, path: Path) -> dict[str, Any]:
    """A stored JSON object; {} (and a warning) for a row some other writer garbled."""
    try:
        value = json.loads(raw)
    except (TypeError, ValueError, RecursionError) as exc:
        log.warning("unreadable record in %s skipped: %s", path, exc)
        return {}
    return value if isinstance(value, dict) else {}
