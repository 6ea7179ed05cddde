"""Everything the hooks share for one HERMES_HOME, built once per process and warmed in the background.

A gateway process holds many agents, hence many provider instances: they share one
`Runtime` (cold store connection, embedder, hot-file snapshot, diagnostics writer) per
HERMES_HOME and settings. Nothing here blocks a hook for long: the store is opened
read-only (the worker is its only writer), the embedder is built and warmed on a
background thread, and diagnostics are written by a background thread.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import logging
import os
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable

import numpy as np

from ..shared.config import Paths, Settings
from ..shared.diagnostics import Diagnostics
from ..shared.embedders import builtin as builtin_embedder
from ..shared.errors import EmbedderError, QueueError, StoreError
from ..shared.store import ColdStore
from ..shared.store.backend import is_postgres, open_store
from .embedding import EmbeddingHealth
from .dedup import HotSnapshot
from .evidence import LEXICAL_ONLY, GateProfile, ProfileCache, calibrate
from .index_block import store_topics
from .recorder import AsyncRecorder
from .sessions import SessionStore

log = logging.getLogger("tiered_memory.plugin.runtime")

STORE_RETRY_S = 30.0
HOT_VECTOR_TIMEOUT_S = 10.0
WORKER_CHECK_S = 10.0


@dataclass
class _StoreSlot:
    store: ColdStore | None = None
    error: str | None = None
    retry_at: float = 0.0


class Runtime:
    """Shared state for one HERMES_HOME: store, embedder health, hot snapshot, diagnostics, forgotten ids."""

    def __init__(self, paths: Paths, settings: Settings, *, start_worker: bool = True) -> None:
        self.paths = paths
        self.settings = settings
        self.start_worker = start_worker and settings.worker
        self.recorder = AsyncRecorder(Diagnostics(paths.status_db))
        self.sessions = SessionStore(paths.data_dir / "sessions.db")
        self.hot = HotSnapshot(paths)
        self.embedding = EmbeddingHealth(settings, on_event=self._embedder_event)
        self.profiles = ProfileCache(paths.data_dir / "calibration.json")
        self._forgotten: set[int] = set()
        self.warmed = threading.Event()
        self.index_ready = threading.Event()
        self._lock = threading.RLock()
        self._store = _StoreSlot()
        self._profile: dict[str, GateProfile] = {}
        self.profile_settled = threading.Event()  # the warm-up's gate calibration finished (or failed)
        self._queue: Any = None
        self._tasks: set[str] = set()
        self._warm_thread: threading.Thread | None = None
        self._worker_checked_at = 0.0
        self._closed = False
        self.index_facts: tuple[int, list[str]] | None = None

    # -- background work -------------------------------------------------------------------

    def start_warm(self) -> None:
        """Start (once) the background warm-up: worker, store, embedder, calibration, hot vectors, index."""
        with self._lock:
            if self._warm_thread is not None:
                return
            self._warm_thread = threading.Thread(target=self._warm, name="tiered-memory-warm", daemon=True)
            self._warm_thread.start()

    def calibrating(self) -> bool:
        """True while a started warm-up has not yet settled the relevance gate's profile."""
        with self._lock:
            started = self._warm_thread is not None
        return started and not self.profile_settled.is_set()

    def warm_now(self) -> None:
        """The warm-up's reading steps on the calling thread (CLI and benchmarks): no worker, queue or state record."""
        self._run_steps(self.store, self.embedding.warm, self._load_profile, self.refresh_hot_vectors,
                        self._preload_vectors)

    def _warm(self) -> None:
        started = time.monotonic()
        self._run_steps(self._ensure_worker, self.store, self.refresh_index_facts, self._open_queue,
                        self.embedding.warm, self._record_embedder, self._load_profile, self.refresh_hot_vectors,
                        self._preload_vectors, _release_freed_memory)
        self.warmed.set()
        log.info("warm-up done in %.0f ms (embedder %s)", (time.monotonic() - started) * 1000,
                 self.embedding.status()["state"])

    def _run_steps(self, *steps: Callable[[], Any]) -> None:
        """Each step in turn; a failing one is logged and counted, a shutdown skips the rest."""
        for step in steps:
            with self._lock:
                if self._closed:
                    return  # shut down mid-warm-up: open nothing more
            try:
                step()
            except Exception as exc:  # a warm-up step must not end the warm-up; logged and counted
                log.warning("warm-up step %s failed: %s: %s", step.__name__, type(exc).__name__, exc)
                self.recorder.record_error("initialize", exc)

    def _record_embedder(self) -> None:
        """Publish the embedder's state for `status`, with the builtin model's OpenMP thread
        count as seen from inside this (host) process: it must stay pinned to 1."""
        state: dict[str, Any] = {"pid": os.getpid(), **self.embedding.status()}
        if str(state.get("model") or "").startswith("builtin:") and builtin_embedder.is_loaded():
            state["omp_threads"] = builtin_embedder.omp_threads(timeout=5.0)
        self.recorder.set_component(f"embedder:{os.getpid()}", state)

    def background(self, name: str, fn: Callable[[], None]) -> None:
        """Run `fn` on a daemon thread unless a task of that name is already running."""
        with self._lock:
            if name in self._tasks:
                return
            self._tasks.add(name)

        def run() -> None:
            try:
                fn()
            except Exception as exc:  # background bookkeeping never reaches a turn; logged and counted
                log.warning("background task %s failed: %s: %s", name, type(exc).__name__, exc)
                self.recorder.record_error(name, exc)
            finally:
                with self._lock:
                    self._tasks.discard(name)

        threading.Thread(target=run, name=f"tiered-memory-{name}", daemon=True).start()

    def ensure_worker_soon(self) -> None:
        """After queueing a job: make sure a worker will drain it (it exits when idle); throttled, off-thread."""
        if not self.start_worker:
            return
        now = time.monotonic()
        with self._lock:
            if now - self._worker_checked_at < WORKER_CHECK_S:
                return
            self._worker_checked_at = now
        self.background("worker", self._ensure_worker)

    def hand_over(self) -> None:
        """At shutdown: jobs still queued must not wait for the next session. A short `hermes chat -q`
        can end before the background start ran, so start the worker now (a lock probe, a spawn)."""
        with self._lock:
            queue = self._queue
        if not self.start_worker or queue is None:
            return
        try:
            pending = queue.depth()
        except QueueError as exc:
            log.warning("shutdown: cannot read the job queue (%s); the next session starts the worker", exc)
            return
        if pending > 0:
            self._ensure_worker()

    def _ensure_worker(self) -> None:
        if not self.start_worker:
            return
        try:
            from ..shared import sidecar
        except ImportError as exc:
            log.info("no sidecar module in this build (%s); the worker is not started", exc)
            return
        if not sidecar.ensure_worker(self.paths, while_wanted=True):
            self.recorder.incr("worker.not_started")

    def _embedder_event(self, kind: str, info: dict[str, Any]) -> None:
        if kind == "error":
            self.recorder.record_error(info.get("source", "embedder"), info["error"])
        elif kind == "recovered":
            self.recorder.incr("embedder.recovered")

    # -- the cold store (read-only) --------------------------------------------------------

    def store(self) -> ColdStore | None:
        """The read-only cold store, or None (see `store_problem`); reopened after a failure every 30 s."""
        with self._lock:
            slot = self._store
            if slot.store is not None:
                return slot.store
            if time.monotonic() < slot.retry_at:
                return None
            path = self.paths.cold_db
            if not path.exists() and not is_postgres(self.settings.database_url):
                slot.error = None
                return None
            try:
                slot.store = open_store(self.settings, path, hermes_home=self.paths.hermes_home, readonly=True)
            except (StoreError, OSError) as exc:
                message = f"{type(exc).__name__}: {exc}"
                if message != slot.error:
                    log.warning("cannot open the cold store %s: %s", path, message)
                    self.recorder.record_error("store", exc)
                slot.error, slot.retry_at = message, time.monotonic() + STORE_RETRY_S
                return None
            slot.error = None
            return slot.store

    def store_problem(self) -> str:
        """Why `store()` returned None."""
        with self._lock:
            if self._store.error:
                return f"cold store unavailable: {self._store.error}"
        return "cold store not created yet (the worker creates it with the first memory)"

    # -- memories forgotten with the tool (hidden here until the worker has trashed them) ----

    def forget_locally(self, memory_id: int) -> None:
        with self._lock:
            self._forgotten.add(int(memory_id))

    def forgotten(self) -> frozenset[int]:
        with self._lock:
            return frozenset(self._forgotten)

    # -- gate profiles ---------------------------------------------------------------------

    def profile(self, model: str | None) -> GateProfile:
        if model is None:
            return LEXICAL_ONLY
        with self._lock:
            cached = self._profile.get(model)
        if cached is not None:
            return cached
        loaded = self.profiles.load(model)
        if loaded is not None:
            with self._lock:
                self._profile[model] = loaded
            return loaded
        self.background("calibrate", self._load_profile)
        return LEXICAL_ONLY

    def _load_profile(self) -> None:
        try:
            self._load_or_calibrate_profile()
        finally:
            self.profile_settled.set()

    def _load_or_calibrate_profile(self) -> None:
        embedder = self.embedding.embedder
        if embedder is None or self.embedding.usable()[0] is None:
            return
        model = embedder.model_id
        profile = self.profiles.load(model)
        if profile is None:
            try:
                profile = calibrate(embedder, timeout=self.settings.embed_timeout_s)
            except EmbedderError as exc:
                log.warning("cannot calibrate the relevance gate for %s: %s", model, exc)
                return
            self.profiles.save(profile)
            log.info("calibrated relevance gate for %s: %s", model, profile.to_json())
        with self._lock:
            self._profile[model] = profile

    # -- hot entries -----------------------------------------------------------------------

    def refresh_hot_vectors(self) -> None:
        """Embed hot entries that have no vector for the current model yet (background only)."""
        embedder, _ = self.embedding.usable()
        if embedder is None:
            return
        missing = self.hot.missing_vectors(embedder.model_id)
        if not missing:
            return
        try:
            vectors = embedder.embed_passages([e.text for e in missing], timeout=HOT_VECTOR_TIMEOUT_S)
        except EmbedderError as exc:
            log.warning("hot-entry vectors not computed (near-duplicate check falls back to terms): %s", exc)
            return
        self.hot.set_vectors(embedder.model_id, missing, vectors)

    def _preload_vectors(self) -> None:
        """Load the dense index now, so the first turn does not pay for reading every vector."""
        store, model = self.store(), self.embedding.model_id
        if store is None or model is None or model not in store.vector_models():
            return
        dim = store.model_dim(model)
        if dim:
            store.dense_search(np.zeros(dim, dtype=np.float32), model, 1)

    # -- the index block's facts -----------------------------------------------------------

    def refresh_index_facts(self) -> None:
        """(Re)count the store and sample its topics for the index block (warm-up and background only)."""
        try:
            store = self.store()
            self.index_facts = (0, []) if store is None else (store.count(), store_topics(store))
        finally:
            self.index_ready.set()

    # -- the job queue ---------------------------------------------------------------------

    def queue(self) -> Any:
        """The shared JobQueue (opened lazily; raises QueueError)."""
        with self._lock:
            if self._closed:
                raise QueueError("tiered_memory is shut down in this agent")
            if self._queue is None:
                from ..shared.jobqueue import JobQueue

                self._queue = JobQueue(self.paths.queue_db, capacity=128)
            return self._queue

    def _open_queue(self) -> None:
        """Open the queue's connection now, so the first memory write pays no connect."""
        self.queue().depth()

    # -- shutdown --------------------------------------------------------------------------

    def close(self) -> None:
        self.recorder.close()
        with self._lock:
            self._closed = True
            store, self._store = self._store.store, _StoreSlot(error="closed", retry_at=float("inf"))
            queue, self._queue = self._queue, None
        if store is not None:
            store.close()
        if queue is not None:
            try:
                queue.close()
            except QueueError as exc:
                log.warning("closing the job queue: %s", exc)
        self.embedding.close()
        self.sessions.close()


def _release_freed_memory() -> None:
    """Hand the warm-up's transient allocations (vector blobs, topic sample) back to the OS (glibc only)."""
    name = ctypes.util.find_library("c")
    if not name or not sys.platform.startswith("linux"):
        return
    try:
        trim = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):
        return  # not glibc: nothing to do
    trim.argtypes, trim.restype = [ctypes.c_size_t], ctypes.c_int
    trim(0)


# -- one runtime per HERMES_HOME and settings, per process -------------------------------------

_registry_lock = threading.Lock()
_registry: dict[tuple[str, str], tuple[Runtime, int]] = {}


def _key(paths: Paths, settings: Settings) -> tuple[str, str]:
    return (os.path.realpath(paths.hermes_home), json.dumps(settings.to_json(redact=False), sort_keys=True))


def acquire(paths: Paths, settings: Settings, *, start_worker: bool = True) -> Runtime:
    """The process-wide runtime for this home and settings (created on first use); pair with `release`."""
    key = _key(paths, settings)
    with _registry_lock:
        runtime, users = _registry.get(key, (None, 0))
        if runtime is None:
            runtime = Runtime(paths, settings, start_worker=start_worker)
        _registry[key] = (runtime, users + 1)
    return runtime


def release(runtime: Runtime) -> None:
    """Drop one user; the last one closes the runtime."""
    key = _key(runtime.paths, runtime.settings)
    with _registry_lock:
        current, users = _registry.get(key, (None, 0))
        if current is not runtime:
            return
        if users > 1:
            _registry[key] = (runtime, users - 1)
            return
        del _registry[key]
    runtime.close()
