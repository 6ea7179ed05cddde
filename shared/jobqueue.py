"""A bounded, durable SQLite job queue: many processes append, one worker claims with a lease.

Jobs move pending -> in_progress (claimed, with a lease) -> done | pending again (fail) |
parked (failed ``max_attempts`` times, kept with its last error). A claim whose lease
expires (the worker died) is delivered again and counts as a failed attempt.

Capacity bounds the *unfinished* jobs (pending + in_progress): `put` checks and inserts in
one ``BEGIN IMMEDIATE`` transaction, so concurrent producers cannot overshoot it.
Done jobs are kept for idempotency and audit until `purge_done`, with their text scrubbed:
a finished job keeps no memory text (``secure_delete`` zeroes the freed bytes and `compact`
truncates the write-ahead log, so the text leaves the file's raw bytes too).
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import sqlite3
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, Optional

from . import db
from .errors import QueueError, QueueFull, StoreError

log = logging.getLogger("tiered_memory.jobqueue")

__all__ = ["Job", "JobQueue", "dedup_key", "DEFAULT_CAPACITY", "DEFAULT_LEASE_S", "DEFAULT_MAX_ATTEMPTS"]

DEFAULT_CAPACITY = 128
DEFAULT_LEASE_S = 120.0
DEFAULT_MAX_ATTEMPTS = 5
BUSY_TIMEOUT_MS = 200
_BUSY_PAUSE_S = 0.0001
_BUSY_PAUSE_MAX_S = 0.002
OPEN_BUSY_TIMEOUT_MS = 2000   # creating the schema beside another process (once per process and file)
TARGETS = ("memory", "user")
STATES = ("pending", "in_progress", "done", "parked")
COALESCED_ACTIONS = frozenset({"add", "reconcile"})
# what a finished job keeps: no memory text (content, old text, metadata, hash of the text, error)
_SCRUBBED = "content = '', old_text = NULL, metadata = '{}', dedup_key = '', last_error = NULL"

_SCHEMA = """
CREATE TABLE IF NOT EXISTS jobs (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL,
    action      TEXT    NOT NULL,
    target      TEXT    NOT NULL,
    content     TEXT    NOT NULL,
    old_text    TEXT,
    metadata    TEXT    NOT NULL DEFAULT '{}',
    attempts    INTEGER NOT NULL DEFAULT 0,
    state       TEXT    NOT NULL DEFAULT 'pending',
    lease_until REAL,
    last_error  TEXT,
    dedup_key   TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS jobs_by_state ON jobs(state, id);
CREATE INDEX IF NOT EXISTS jobs_by_dedup ON jobs(dedup_key);
"""

MIGRATIONS: tuple[str, ...] = (
    _SCHEMA,
    # finished jobs keep no memory text (installs from before the scrub on complete())
    f"UPDATE jobs SET {_SCRUBBED} WHERE state = 'done';\n",
)

SCHEMA_VERSION = len(MIGRATIONS)

_COLUMNS = ("id, created_at, updated_at, action, target, content, old_text, metadata, "
            "attempts, state, lease_until, last_error, dedup_key")


def dedup_key(action: str, target: str, content: str, old_text: Optional[str]) -> str:
    """sha256 over action, target, content and old_text (NUL-separated; None differs from "")."""
    parts = [action, target, content, "\x01" if old_text is None else old_text]
    return hashlib.sha256("\x00".join(parts).encode("utf-8")).hexdigest()


@dataclass(frozen=True)
class Job:
    """One queued unit of work for the worker."""

    id: int
    created_at: float
    action: str
    target: str
    content: str
    old_text: Optional[str]
    metadata: dict[str, Any] = field(default_factory=dict, hash=False)
    attempts: int = 0
    state: str = "pending"
    last_error: Optional[str] = None
    dedup_key: str = ""
    lease_until: Optional[float] = None
    updated_at: float = 0.0

    @classmethod
    def from_row(cls, row: sqlite3.Row) -> "Job":
        try:
            metadata = json.loads(row["metadata"]) if row["metadata"] else {}
        except (ValueError, RecursionError):
            metadata = None
        if not isinstance(metadata, dict):
            log.warning("job %s has unreadable metadata %r; using {}", row["id"], str(row["metadata"])[:80])
            metadata = {}
        return cls(
            id=row["id"], created_at=row["created_at"], action=row["action"], target=row["target"],
            content=row["content"], old_text=row["old_text"], metadata=metadata,
            attempts=row["attempts"], state=row["state"], last_error=row["last_error"],
            dedup_key=row["dedup_key"], lease_until=row["lease_until"], updated_at=row["updated_at"],
        )


def _metadata_json(metadata: Optional[Mapping[str, Any]]) -> str:
    items = {str(key): value for key, value in dict(metadata or {}).items()}
    return json.dumps(items, ensure_ascii=False, sort_keys=True, default=str)


class JobQueue:
    """The queue in one SQLite file; safe across processes, and across threads of one process."""

    def __init__(self, path: Path, capacity: int = DEFAULT_CAPACITY, *,
                 lease_s: float = DEFAULT_LEASE_S, max_attempts: int = DEFAULT_MAX_ATTEMPTS,
                 clock: Callable[[], float] = time.time) -> None:
        if capacity <= 0 or max_attempts <= 0 or lease_s <= 0:
            raise QueueError(f"{path}: capacity, max_attempts and lease_s must be positive")
        self.path = Path(path)
        self.capacity = capacity
        self.lease_s = lease_s
        self.max_attempts = max_attempts
        self._clock = clock
        self._lock = threading.Lock()
        self._conn: Optional[sqlite3.Connection] = None
        self._pid = 0

    def __repr__(self) -> str:
        return f"JobQueue({str(self.path)!r}, capacity={self.capacity})"

    # ---- connection

    def _connection(self) -> sqlite3.Connection:
        """The per-instance connection, opened lazily; reopened in a forked child."""
        if self._conn is not None and self._pid == os.getpid():
            return self._conn
        self._conn = None  # never use a parent's connection after fork
        try:
            # SQLite's own busy handler while the schema is created (once per process), ours after
            conn = db.connect(self.path, busy_timeout_ms=OPEN_BUSY_TIMEOUT_MS)
        except (StoreError, OSError, sqlite3.Error) as exc:
            raise QueueError(f"cannot open job queue {self.path}: {exc}") from exc
        try:
            conn.execute("PRAGMA secure_delete = ON")   # freed text is zeroed, not left in free pages
            db.migrate(conn, self.path, MIGRATIONS)
            conn.execute("PRAGMA synchronous = NORMAL")  # WAL: durable at checkpoints, fast commits
            conn.execute("PRAGMA busy_timeout = 0")     # we retry ourselves, see _retrying
        except (StoreError, sqlite3.Error) as exc:
            conn.close()
            raise QueueError(f"cannot use job queue {self.path}: {exc}") from exc
        self._conn, self._pid = conn, os.getpid()
        return conn

    @staticmethod
    def _transaction(conn: sqlite3.Connection, body: Callable[[sqlite3.Connection], Any]) -> Any:
        """Run ``body`` inside one write transaction (db.atomic)."""
        with db.atomic(conn):
            return body(conn)

    def _retrying(self, conn: sqlite3.Connection, attempt: Callable[[], Any]) -> Any:
        """Retry while another process holds the write lock, for at most BUSY_TIMEOUT_MS.

        SQLite's own busy handler sleeps 1, 2, 5, 10 ms ...; our transactions last well
        under a millisecond, so short sleeps keep `put` latency low under contention.
        """
        deadline = time.monotonic() + BUSY_TIMEOUT_MS / 1000
        pause = _BUSY_PAUSE_S
        while True:
            try:
                return attempt()
            except sqlite3.OperationalError as exc:
                if not db.is_busy(exc) or time.monotonic() >= deadline:
                    raise
            time.sleep(pause)
            pause = min(pause * 2, _BUSY_PAUSE_MAX_S)

    def _run(self, body: Callable[[sqlite3.Connection], Any], *, write: bool) -> Any:
        with self._lock:
            conn = self._connection()
            try:
                if write:
                    return self._retrying(conn, lambda: self._transaction(conn, body))
                return self._retrying(conn, lambda: body(conn))
            except sqlite3.OperationalError as exc:
                if db.is_busy(exc):
                    raise QueueError(f"job queue {self.path} stayed busy for {BUSY_TIMEOUT_MS} ms: {exc}") from exc
                raise QueueError(f"job queue {self.path}: {exc}") from exc
            except sqlite3.Error as exc:
                raise QueueError(f"job queue {self.path}: {exc}") from exc

    def close(self) -> None:
        with self._lock:
            if self._conn is not None and self._pid == os.getpid():
                self._conn.close()
            self._conn = None

    def __enter__(self) -> "JobQueue":
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    # ---- producers

    def put(self, action: str, target: str, content: str, old_text: Optional[str] = None,
            metadata: Optional[Mapping[str, Any]] = None) -> int:
        """Record a job and return its id; raise QueueFull when `capacity` jobs are unfinished.

        An ``add`` or ``reconcile`` identical to the newest pending job for the same target
        is not recorded twice: its id is returned instead.
        """
        if not action or not isinstance(action, str):
            raise QueueError(f"job action must be a non-empty string, got {action!r}")
        if target not in TARGETS:
            raise QueueError(f"job target must be one of {TARGETS}, got {target!r}")
        content = content or ""
        try:
            key = dedup_key(action, target, content, old_text)
            meta = _metadata_json(metadata)
            meta.encode("utf-8")
        except UnicodeEncodeError as exc:   # a lone surrogate: SQLite stores only valid UTF-8
            raise QueueError(f"job queue {self.path}: {action} on {target} was not recorded: its text is not "
                             f"valid Unicode ({exc.reason})") from exc

        def insert(conn: sqlite3.Connection) -> int:
            if action in COALESCED_ACTIONS:
                newest = conn.execute(
                    "SELECT id, dedup_key FROM jobs WHERE state = 'pending' AND target = ? "
                    "ORDER BY id DESC LIMIT 1", (target,)).fetchone()
                if newest is not None and newest["dedup_key"] == key:
                    return int(newest["id"])
            unfinished = conn.execute(
                "SELECT COUNT(*) FROM jobs WHERE state IN ('pending', 'in_progress')").fetchone()[0]
            if unfinished >= self.capacity:
                raise QueueFull(f"job queue {self.path} is full ({unfinished}/{self.capacity}); "
                                f"{action} on {target} was not recorded")
            now = self._clock()
            cursor = conn.execute(
                "INSERT INTO jobs (created_at, updated_at, action, target, content, old_text, "
                "metadata, dedup_key) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (now, now, action, target, content, old_text, meta, key))
            return int(cursor.lastrowid)

        return self._run(insert, write=True)

    # ---- the consumer

    def claim(self, limit: int = 16, *, lease_s: Optional[float] = None) -> list[Job]:
        """Lease up to ``limit`` jobs, oldest first; expired leases are re-delivered."""
        lease = self.lease_s if lease_s is None else lease_s

        def take(conn: sqlite3.Connection) -> list[Job]:
            now = self._clock()
            self._expire_leases(conn, now)
            rows = conn.execute(
                f"SELECT {_COLUMNS} FROM jobs WHERE state = 'pending' ORDER BY id LIMIT ?",
                (limit,)).fetchall()
            if not rows:
                return []
            ids = [row["id"] for row in rows]
            conn.executemany(
                "UPDATE jobs SET state = 'in_progress', lease_until = ?, updated_at = ? WHERE id = ?",
                [(now + lease, now, job_id) for job_id in ids])
            marks = ",".join("?" * len(ids))
            return [Job.from_row(row) for row in conn.execute(
                f"SELECT {_COLUMNS} FROM jobs WHERE id IN ({marks}) ORDER BY id", ids)]

        return self._run(take, write=True)

    def _expire_leases(self, conn: sqlite3.Connection, now: float) -> None:
        """Claims whose lease ran out count as one failed attempt each."""
        expired = conn.execute(
            "SELECT id, attempts FROM jobs WHERE state = 'in_progress' AND lease_until < ?",
            (now,)).fetchall()
        for row in expired:
            attempts = row["attempts"] + 1
            state = "parked" if attempts >= self.max_attempts else "pending"
            log.warning("job %s: lease expired (worker stopped?); now %s after %d attempts",
                        row["id"], state, attempts)
            conn.execute(
                "UPDATE jobs SET state = ?, attempts = ?, lease_until = NULL, updated_at = ?, "
                "last_error = 'lease expired before the job completed' WHERE id = ?",
                (state, attempts, now, row["id"]))

    def complete(self, job_id: int) -> bool:
        """Mark a claimed job done and scrub its text; False when it is unknown or already finished."""
        def done(conn: sqlite3.Connection) -> bool:
            cursor = conn.execute(
                f"UPDATE jobs SET state = 'done', lease_until = NULL, updated_at = ?, {_SCRUBBED} "
                "WHERE id = ? AND state IN ('pending', 'in_progress')", (self._clock(), job_id))
            return cursor.rowcount == 1

        return self._run(done, write=True)

    def compact(self) -> bool:
        """Move the write-ahead log into the file and truncate it (scrubbed text leaves the -wal).

        Best effort: False when a reader kept the log busy (the next call finishes it).
        """
        def checkpoint(conn: sqlite3.Connection) -> bool:
            busy = conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()[0]
            return not busy

        return bool(self._run(checkpoint, write=False))

    def fail(self, job_id: int, error: str, max_attempts: Optional[int] = None) -> str:
        """Count a failed attempt: back to 'pending', or 'parked' once attempts reach the maximum.

        Returns the job's new state ('done' or 'parked' unchanged for a finished job).
        """
        ceiling = self.max_attempts if max_attempts is None else max_attempts

        def retry(conn: sqlite3.Connection) -> str:
            row = conn.execute("SELECT attempts, state FROM jobs WHERE id = ?", (job_id,)).fetchone()
            if row is None:
                raise QueueError(f"job queue {self.path}: no job {job_id}")
            if row["state"] in ("done", "parked"):
                return str(row["state"])
            attempts = row["attempts"] + 1
            state = "parked" if attempts >= ceiling else "pending"
            conn.execute(
                "UPDATE jobs SET state = ?, attempts = ?, last_error = ?, lease_until = NULL, "
                "updated_at = ? WHERE id = ?", (state, attempts, str(error), self._clock(), job_id))
            return state

        state = self._run(retry, write=True)
        if state == "parked":
            log.warning("job %s parked after repeated failures: %s", job_id, error)
        return state

    def unpark(self, job_id: Optional[int] = None) -> int:
        """Move parked jobs (or one) back to pending with a fresh attempt count; returns how many."""
        def revive(conn: sqlite3.Connection) -> int:
            if job_id is None:
                cursor = conn.execute("UPDATE jobs SET state = 'pending', attempts = 0, updated_at = ? "
                                      "WHERE state = 'parked'", (self._clock(),))
            else:
                cursor = conn.execute("UPDATE jobs SET state = 'pending', attempts = 0, updated_at = ? "
                                      "WHERE state = 'parked' AND id = ?", (self._clock(), job_id))
            return cursor.rowcount

        return self._run(revive, write=True)

    def purge_done(self, older_than_s: float) -> int:
        """Delete done jobs last touched more than ``older_than_s`` seconds ago; returns how many."""
        def purge(conn: sqlite3.Connection) -> int:
            cursor = conn.execute("DELETE FROM jobs WHERE state = 'done' AND updated_at < ?",
                                  (self._clock() - older_than_s,))
            return cursor.rowcount

        return self._run(purge, write=True)

    # ---- observation

    def depth(self) -> int:
        """Unfinished jobs (pending + in_progress): what counts against the capacity."""
        return self._run(lambda conn: conn.execute(
            "SELECT COUNT(*) FROM jobs WHERE state IN ('pending', 'in_progress')").fetchone()[0],
            write=False)

    def counts(self) -> dict[str, int]:
        """Jobs per state: pending, in_progress, done, parked."""
        rows = self._run(lambda conn: conn.execute(
            "SELECT state, COUNT(*) AS n FROM jobs GROUP BY state").fetchall(), write=False)
        result = dict.fromkeys(STATES, 0)
        result.update({row["state"]: row["n"] for row in rows})
        return result

    def parked(self) -> list[Job]:
        return self._select("WHERE state = 'parked' ORDER BY id")

    def get(self, job_id: int) -> Optional[Job]:
        jobs = self._select("WHERE id = ?", (job_id,))
        return jobs[0] if jobs else None

    def recent(self, limit: int = 50) -> list[Job]:
        """The newest jobs in any state, newest first (for status and audit)."""
        return self._select("ORDER BY id DESC LIMIT ?", (limit,))

    def _select(self, clause: str, params: tuple = ()) -> list[Job]:
        rows = self._run(lambda conn: conn.execute(
            f"SELECT {_COLUMNS} FROM jobs {clause}", params).fetchall(), write=False)
        return [Job.from_row(row) for row in rows]
