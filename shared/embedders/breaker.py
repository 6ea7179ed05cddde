"""A circuit breaker around an embedder: after the backend fails, calls fail fast for a cool-down.

A dead server answers "connection refused" at once, but a hung one (a stalled network, a
server busy loading a model) costs the full timeout on every call, and the worker makes
two calls per moved entry (dedup recall, then the write). Behind the breaker the first
failure costs one timeout; until the cool-down is over every call raises
EmbedderUnavailable immediately, so writes go lexical-only (vectors are backfilled later)
and recall goes lexical-only, as they do for any embedder failure. Consecutive failures
double the cool-down up to a ceiling; one success closes the breaker.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Callable, Sequence

import numpy as np

from ..errors import EmbedderTimeout, EmbedderUnavailable
from .base import Embedder

log = logging.getLogger("tiered_memory.embedders")

DEFAULT_COOLDOWN_S = 30.0
MAX_COOLDOWN_S = 600.0


class BreakerEmbedder(Embedder):
    """Same model id and vectors as `inner`; fails fast while `inner` is known to be down."""

    def __init__(self, inner: Embedder, *, cooldown_s: float = DEFAULT_COOLDOWN_S,
                 max_cooldown_s: float = MAX_COOLDOWN_S, clock: Callable[[], float] = time.monotonic) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.batch_size = inner.batch_size
        self.cooldown_s = cooldown_s
        self.max_cooldown_s = max_cooldown_s
        self._clock = clock
        self._lock = threading.Lock()
        self._failures = 0
        self._open_until = 0.0
        self._last_error = ""

    @property  # type: ignore[override]
    def dim(self) -> int | None:
        return self.inner.dim

    @property
    def is_open(self) -> bool:
        """True while calls are skipped."""
        with self._lock:
            return self._clock() < self._open_until

    def embed_queries(self, texts: Sequence[str], timeout: float | None = None) -> np.ndarray:
        return self._through(lambda: self.inner.embed_queries(texts, timeout))

    def embed_views(self, texts: Sequence[str], timeout: float | None = None) -> np.ndarray:
        return self._through(lambda: self.inner.embed_views(texts, timeout))

    def embed_passages(self, texts: Sequence[str], timeout: float | None = None) -> np.ndarray:
        return self._through(lambda: self.inner.embed_passages(texts, timeout))

    def _embed(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        call = self.inner.embed_queries if is_query else self.inner.embed_passages
        return self._through(lambda: call(texts, timeout))

    def close(self) -> None:
        self.inner.close()

    def _through(self, call: Callable[[], np.ndarray]) -> np.ndarray:
        self._refuse_while_open()
        try:
            vectors = call()
        except (EmbedderUnavailable, EmbedderTimeout) as exc:
            self._trip(exc)
            raise
        with self._lock:
            self._failures = 0
            self._open_until = 0.0
        return vectors

    def _refuse_while_open(self) -> None:
        with self._lock:
            left = self._open_until - self._clock()
            if left > 0:
                raise EmbedderUnavailable(
                    f"{self.model_id}: skipped for another {left:.0f} s after a failure: {self._last_error}")

    def _trip(self, exc: Exception) -> None:
        with self._lock:
            self._failures += 1
            pause = min(self.max_cooldown_s, self.cooldown_s * 2 ** (self._failures - 1))
            self._open_until = self._clock() + pause
            self._last_error = f"{type(exc).__name__}: {exc}"[:300]
        log.warning("embedder %s failed (%s); skipping it for %.0f s (vectors are backfilled later)",
                    self.model_id, self._last_error, pause)
