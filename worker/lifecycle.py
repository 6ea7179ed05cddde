"""Exactly one worker per HERMES_HOME: an fcntl lock held for the process lifetime, and a heartbeat.

The lock file (`$HERMES_HOME/tiered_memory/worker.lock`) carries the holder's pid for
humans; the lock itself is the flock, so a crashed worker never leaves a stale lock.
"""

from __future__ import annotations

import fcntl
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..shared import private
from ..shared.diagnostics import Diagnostics
from ..shared.errors import WorkerAlreadyRunning


class WorkerLock:
    """An exclusive, non-blocking flock on `path`, held until `release()` or process exit."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._handle: Any = None

    def acquire(self) -> "WorkerLock":
        private.ensure_dir(self.path.parent)
        handle = private.open_private(self.path, "a+")
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError as exc:
            handle.seek(0)
            holder = handle.read().strip() or "unknown"
            handle.close()
            raise WorkerAlreadyRunning(f"a worker already runs for this HERMES_HOME (pid {holder}; lock {self.path})") from exc
        except OSError:
            handle.close()
            raise
        handle.seek(0)
        handle.truncate()
        handle.write(str(os.getpid()))
        handle.flush()
        self._handle = handle
        return self

    def release(self) -> None:
        if self._handle is not None:
            try:
                fcntl.flock(self._handle, fcntl.LOCK_UN)
            finally:
                self._handle.close()
                self._handle = None

    def __enter__(self) -> "WorkerLock":
        return self.acquire()

    def __exit__(self, *exc: object) -> None:
        self.release()


@dataclass
class Heartbeat:
    """The worker's state as `status` shows it (Diagnostics component 'worker')."""

    diagnostics: Diagnostics
    pid: int = field(default_factory=os.getpid)
    started_at: float = field(default_factory=time.time)
    jobs_done: int = 0
    jobs_failed: int = 0
    jobs_parked: int = 0
    moved: int = 0
    queue_depth: int = 0
    last_error: str | None = None
    last_error_at: float | None = None
    last_reconcile_at: float | None = None
    last_overflow_at: float | None = None
    last_overflow: dict[str, Any] | None = None
    state: str = "running"
    embedder: str | None = None
    pending_vectors: int = 0
    stop_reason: str | None = None   # why the worker stopped on its own (the user opted out)

    def error(self, source: str, exc: BaseException | str) -> None:
        self.last_error = f"{source}: {type(exc).__name__ + ': ' if isinstance(exc, BaseException) else ''}{exc}"[:500]
        self.last_error_at = time.time()
        self.diagnostics.record_error(f"worker.{source}", exc)

    def beat(self, **changes: Any) -> None:
        for key, value in changes.items():
            setattr(self, key, value)
        now = time.time()
        self.diagnostics.set_component("worker", {
            "pid": self.pid,
            "state": self.state,
            "started_at": self.started_at,
            "uptime_s": round(now - self.started_at, 1),
            "heartbeat_at": now,
            "queue_depth": self.queue_depth,
            "jobs_done": self.jobs_done,
            "jobs_failed": self.jobs_failed,
            "jobs_parked": self.jobs_parked,
            "entries_moved": self.moved,
            "last_error": self.last_error,
            "last_error_at": self.last_error_at,
            "last_reconcile_at": self.last_reconcile_at,
            "last_overflow_at": self.last_overflow_at,
            "last_overflow": self.last_overflow,
            "embedder": self.embedder,
            "pending_vectors": self.pending_vectors,
            "stop_reason": self.stop_reason,
        })
