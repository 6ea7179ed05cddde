"""Diagnostics off the turn's path: hooks enqueue records, one daemon thread writes them to status.db.

A prefetch or a memory write must not wait on SQLite (another process may hold the
write lock for up to its busy timeout). `flush(timeout)` runs at shutdown and at
interpreter exit, so `python -m tiered_memory status` sees what a finished run recorded.
"""

from __future__ import annotations

import atexit
import logging
import threading
from collections import deque
from typing import Any, Callable

from ..shared.diagnostics import Diagnostics

log = logging.getLogger("tiered_memory.plugin.recorder")

MAX_PENDING = 2000
WRITE_INTERVAL_S = 0.25


class AsyncRecorder:
    """Counters, errors, prefetch records and component states, written in the background in batches.

    Producers only append to a deque (no lock hand-off, no thread wake-up on the turn's
    path); the writer wakes every `interval_s`, or at once on `flush`.
    """

    def __init__(self, diagnostics: Diagnostics, *, interval_s: float = WRITE_INTERVAL_S) -> None:
        self.diagnostics = diagnostics
        self.interval_s = interval_s
        self._pending: deque[tuple[Callable[..., Any], tuple[Any, ...]]] = deque()
        self._wake = threading.Event()
        self._idle = threading.Condition()
        self._written = 0
        self._queued = 0
        self._count_lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self._closed = False
        self.dropped = 0
        atexit.register(self.flush, 2.0)

    # -- producers (never block, never raise) ----------------------------------------------

    def incr(self, name: str, by: int = 1) -> None:
        self._put(self.diagnostics.incr, (name, by))

    def record_error(self, source: str, exc: BaseException | str) -> None:
        self._put(self.diagnostics.record_error, (source, exc))

    def record_prefetch(self, record: dict[str, Any]) -> None:
        self._put(self.diagnostics.record_prefetch, (record,))

    def set_component(self, name: str, state: dict[str, Any]) -> None:
        self._put(self.diagnostics.set_component, (name, state))

    def call(self, fn: Callable[..., Any], *args: Any) -> None:
        """Run any other bookkeeping write on the recorder thread."""
        self._put(fn, args)

    def _put(self, fn: Callable[..., Any], args: tuple[Any, ...]) -> None:
        if self._closed:
            return
        if len(self._pending) >= MAX_PENDING:
            self.dropped += 1
            if self.dropped == 1 or self.dropped % 100 == 0:
                log.warning("diagnostics backlog full (%d pending); %d records dropped so far",
                            MAX_PENDING, self.dropped)
            return
        with self._count_lock:
            self._pending.append((fn, args))
            self._queued += 1
        if self._thread is None or not self._thread.is_alive():
            self._ensure_thread()

    # -- the writer ------------------------------------------------------------------------

    def _ensure_thread(self) -> None:
        with self._start_lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="tiered-memory-diagnostics", daemon=True)
                self._thread.start()

    def _loop(self) -> None:
        while not self._closed:
            self._wake.wait(self.interval_s)
            self._wake.clear()
            self._drain()

    def _drain(self) -> None:
        while self._pending:
            fn, args = self._pending.popleft()
            try:
                fn(*args)
            except Exception as exc:  # a bookkeeping failure must never kill the writer; it is logged
                log.warning("diagnostics write %s failed: %s: %s", getattr(fn, "__name__", fn),
                            type(exc).__name__, exc)
            with self._idle:
                self._written += 1
                self._idle.notify_all()

    def flush(self, timeout: float = 2.0) -> bool:
        """Wait until everything queued so far is written; False on timeout."""
        with self._count_lock:
            target = self._queued
        thread = self._thread
        if thread is None or not thread.is_alive():
            return not self._pending
        self._wake.set()
        with self._idle:
            return self._idle.wait_for(lambda: self._written >= target, timeout)

    def close(self, timeout: float = 2.0) -> None:
        """Write what is queued (within `timeout`), stop the writer thread and close status.db."""
        self.flush(timeout)
        self._closed = True
        atexit.unregister(self.flush)
        self._wake.set()
        thread = self._thread
        if thread is not None:
            thread.join(timeout)
        self.diagnostics.close()
