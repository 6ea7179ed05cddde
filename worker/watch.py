"""Watch `$HERMES_HOME/memories` for MEMORY.md / USER.md changes (watchdog), debounced.

Hermes writes through a temp file and `os.replace`, so a change shows up as a move onto
the file (or a create/modify for editors). The handler only records which targets changed
and when; the service reconciles once the directory has been quiet for `debounce_s`.
"""

from __future__ import annotations

import logging
import threading
import time
from pathlib import Path

from watchdog.events import FileSystemEvent, FileSystemEventHandler
from watchdog.observers import Observer

log = logging.getLogger("tiered_memory.worker")

_NAMES = {"MEMORY.md": "memory", "USER.md": "user"}


class _Handler(FileSystemEventHandler):
    def __init__(self, watcher: "HotFileWatcher") -> None:
        self.watcher = watcher

    def on_any_event(self, event: FileSystemEvent) -> None:
        for raw in (getattr(event, "src_path", ""), getattr(event, "dest_path", "")):
            if not raw:
                continue
            name = Path(str(raw)).name
            target = _NAMES.get(name)
            if target is not None and event.event_type in ("modified", "created", "moved", "deleted", "closed"):
                self.watcher.mark(target)


class HotFileWatcher:
    """Collects changed targets; `due()` returns them once quiet for `debounce_s`."""

    def __init__(self, memories_dir: Path, *, debounce_s: float = 1.0) -> None:
        self.memories_dir = Path(memories_dir)
        self.debounce_s = debounce_s
        self._lock = threading.Lock()
        self._pending: set[str] = set()
        self._last = 0.0
        self.wakeup = threading.Event()
        self._observer: Observer | None = None

    def mark(self, target: str) -> None:
        with self._lock:
            self._pending.add(target)
            self._last = time.monotonic()
        self.wakeup.set()

    def due(self) -> set[str]:
        """Targets changed and quiet for `debounce_s`; cleared when returned."""
        with self._lock:
            if not self._pending or time.monotonic() - self._last < self.debounce_s:
                return set()
            targets, self._pending = self._pending, set()
            return targets

    @property
    def watching(self) -> bool:
        """True once `start()` succeeded and until `stop()`."""
        return self._observer is not None

    def pending(self) -> bool:
        with self._lock:
            return bool(self._pending)

    def start(self) -> bool:
        """Start observing; False (and a warning) when the platform cannot watch."""
        self.memories_dir.mkdir(parents=True, exist_ok=True)
        observer = Observer()
        observer.daemon = True
        try:
            observer.schedule(_Handler(self), str(self.memories_dir), recursive=False)
            observer.start()
        except OSError as exc:
            log.warning("cannot watch %s (%s); relying on periodic reconcile", self.memories_dir, exc)
            return False
        self._observer = observer
        return True

    def stop(self) -> None:
        if self._observer is not None:
            self._observer.stop()
            self._observer.join(timeout=5)
            self._observer = None
