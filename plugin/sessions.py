"""What each session was already given, kept on disk so `hermes --resume` in a new process still never repeats it.

`$HERMES_HOME/tiered_memory/sessions.db`: one row per (session id, injected memory).
Rows older than `KEEP_DAYS` are dropped when a session is loaded.
"""

from __future__ import annotations

import logging
import sqlite3
import threading
import time
from pathlib import Path

from ..shared import db

log = logging.getLogger("tiered_memory.plugin.sessions")

KEEP_DAYS = 30
TEXT_CHARS = 600
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE injected (
        session_id TEXT NOT NULL,
        memory_id INTEGER NOT NULL,
        text TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (session_id, memory_id)
    );
    CREATE INDEX injected_at ON injected (at);
    """,
)


class SessionStore:
    """Injected memories per session id; every method raises only sqlite3/OS errors for the caller to log."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._lock = threading.Lock()
        self._conn: sqlite3.Connection | None = None
        self._closed = False

    def _connection(self) -> sqlite3.Connection:
        if self._closed:
            raise sqlite3.ProgrammingError(f"{self.path} is closed")
        if self._conn is None:
            conn = db.open_migrated(self.path, MIGRATIONS, busy_timeout_ms=1000)
            conn.execute("PRAGMA synchronous = NORMAL")
            conn.execute("PRAGMA cache_size = -256")  # a few KiB of rows: keep its page cache small
            self._conn = conn
        return self._conn

    def load(self, session_id: str) -> list[tuple[int, str]]:
        if not session_id:
            return []
        with self._lock:
            conn = self._connection()
            with db.atomic(conn):
                conn.execute("DELETE FROM injected WHERE at < ?", (time.time() - KEEP_DAYS * 86400,))
            rows = conn.execute("SELECT memory_id, text FROM injected WHERE session_id = ? ORDER BY at",
                                (session_id,)).fetchall()
        return [(int(r[0]), str(r[1])) for r in rows]

    def add(self, session_id: str, items: list[tuple[int, str]]) -> None:
        if not session_id or not items:
            return
        now = time.time()
        with self._lock:
            conn = self._connection()
            with db.atomic(conn):
                conn.executemany(
                    "INSERT OR IGNORE INTO injected (session_id, memory_id, text, at) VALUES (?, ?, ?, ?)",
                    [(session_id, int(mid), text[:TEXT_CHARS], now) for mid, text in items],
                )

    def copy(self, source: str, target: str) -> None:
        """`/branch`: the new session starts with the history (and the injections) of the old one."""
        if not source or not target or source == target:
            return
        with self._lock:
            conn = self._connection()
            with db.atomic(conn):
                conn.execute(
                    "INSERT OR IGNORE INTO injected (session_id, memory_id, text, at) "
                    "SELECT ?, memory_id, text, at FROM injected WHERE session_id = ?", (target, source))

    def close(self) -> None:
        with self._lock:
            self._closed = True
            if self._conn is not None:
                self._conn.close()
                self._conn = None
