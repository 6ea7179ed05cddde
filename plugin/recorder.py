"""Diagnostics off the turn's path: hooks enqueue records, one daemon thread writes them to status.db.

A prefetch or a memory write must not wait on SQLite (another process may hold the
write lock for up to its busy timeout). `flush(timeout)` runs at shutdown and at
interpreter exit, so `python -m tiered_memory status` sees what a finished run recorded.
"""

from __future__ import annotations

import atexit
import logging
import queue
import threading
from typing import Any, Callable

from ..shared.diagnostics import Diagnostics

log = logging.getLogger("tiered_memory.plugin.recorder")

MAX_PENDING = 2000


class AsyncRecorder:
    """Counters, errors, prefetch records and component states, written in the background."""

    def __init__(self, diagnostics: Diagnostics) -> None:
        self.diagnostics = diagnostics
        self._queue: queue.Queue[tuple[Callable[..., Any], tuple[Any, ...]] | threading.Event | None] = \
            queue.Queue(maxsize=MAX_PENDING)
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
        self._ensure_thread()
        try:
            self._queue.put_nowait((fn, args))
        except queue.Full:
            self.dropped += 1
            if self.dropped == 1 or self.dropped % 100 == 0:
                log.warning("diagnostics backlog full (%d pending); %d records dropped so far",
                            MAX_PENDING, self.dropped)

    # -- the writer ------------------------------------------------------------------------

    def _ensure_thread(self) -> None:
        with self._start_lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name="tiered-memory-diagnostics", daemon=True)
                self._thread.start()

    def _loop(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            if isinstance(item, threading.Event):
                item.set()
                continue
            fn, args = item
            try:
                fn(*args)
            except Exception as exc:  # a bookkeeping failure must never kill the writer; it is logged
                log.warning("diagnostics write %s failed: %s: %s", getattr(fn, "__name__", fn),
                            type(exc).__name__, exc)

    def flush(self, timeout: float = 2.0) -> bool:
        """Wait until everything queued so far is written; False on timeout."""
        thread = self._thread
        if thread is None or not thread.is_alive():
            return self._queue.empty()
        marker = threading.Event()
        try:
            self._queue.put(marker, timeout=timeout)
        except queue.Full:
            return False
        return marker.wait(timeout)

    def close(self, timeout: float = 2.0) -> None:
        self.flush(timeout)
        self._closed = True
        atexit.unregister(self.flush)
