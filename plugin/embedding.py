"""The query embedder as prefetch sees it: warmed in the background, skipped while it is failing, re-probed later.

A dead or slow embedder costs one turn at most its share of the prefetch budget; after
that failure the embedder is left alone for 30 s (doubling up to 10 min) while recall
runs lexical-only, and a background probe — never a turn — checks whether it is back.
"""

from __future__ import annotations

import logging
import math
import threading
import time
from typing import Any, Callable

import numpy as np

from ..shared.config import Settings
from ..shared.embedders import make_embedder
from ..shared.embedders.base import Embedder
from ..shared.errors import ConfigError, EmbedderError

log = logging.getLogger("tiered_memory.plugin.embedding")

BACKOFF_S = (30.0, 60.0, 120.0, 300.0, 600.0)
WARM_TEXT = "warm-up query"
LOCAL_LOAD_S = 30.0

Listener = Callable[[str, dict[str, Any]], None]


class EmbeddingHealth:
    """Owns one embedder for a runtime and decides, per turn, whether to use it."""

    def __init__(self, settings: Settings, *, on_event: Listener | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.settings = settings
        self._on_event = on_event or (lambda _kind, _info: None)
        self._clock = clock
        self._lock = threading.Lock()
        self._ready = threading.Event()
        self._embedder: Embedder | None = None
        self._state = "none" if settings.embedder == "none" else "unbuilt"
        self._error: str | None = None
        self._failures = 0
        self._retry_at = 0.0
        self._probing = False
        if self._state == "none":
            self._ready.set()

    # -- lifecycle -------------------------------------------------------------------------

    def warm(self) -> None:
        """Build the embedder and embed one query (loads a local model); run on a background thread."""
        with self._lock:
            if self._state != "unbuilt":
                return
            self._state = "warming"
        try:
            embedder = make_embedder(self.settings)
        except (ConfigError, EmbedderError) as exc:
            with self._lock:
                self._state, self._error = "unavailable", f"{type(exc).__name__}: {exc}"
            self._ready.set()
            self._on_event("error", {"source": "embedder", "error": exc})
            return
        with self._lock:
            closed = self._state == "closed"
            if not closed:
                self._embedder = embedder
                self._state = "none" if embedder is None else "probing"
        if closed and embedder is not None:
            embedder.close()  # closed while it was being built: never resurrect it
        if closed or embedder is None:
            self._ready.set()
            return
        self._probe(embedder, timeout=self._warm_timeout(embedder))
        self._ready.set()

    def _warm_timeout(self, embedder: Embedder) -> float:
        """A local model may take a while to load the first time; a server gets its configured timeout."""
        return max(self.settings.embed_timeout_s, LOCAL_LOAD_S) if embedder.model_id.startswith("builtin:") \
            else self.settings.embed_timeout_s

    def wait_ready(self, timeout: float) -> bool:
        return self._ready.wait(max(0.0, timeout))

    def close(self) -> None:
        with self._lock:
            embedder, self._embedder = self._embedder, None
            self._state = "closed"
        if embedder is not None:
            embedder.close()

    # -- per turn --------------------------------------------------------------------------

    @property
    def model_id(self) -> str | None:
        with self._lock:
            return self._embedder.model_id if self._embedder is not None else None

    @property
    def embedder(self) -> Embedder | None:
        with self._lock:
            return self._embedder

    def loading(self) -> bool:
        """True while the first build and probe are still running (the first turn may wait for them)."""
        with self._lock:
            return self._state in ("unbuilt", "warming", "probing") and self._failures == 0

    def usable(self) -> tuple[Embedder | None, str | None]:
        """(embedder, None) when this turn may use it, else (None, why not)."""
        with self._lock:
            state, embedder, error = self._state, self._embedder, self._error
            wait = self._retry_at - self._clock()
        if state == "ready" and embedder is not None:
            return embedder, None
        if state in ("unbuilt", "warming", "probing") and self._failures == 0:
            return None, "embedder still loading"
        if state == "failing":
            if wait <= 0:
                self._probe_in_background()
            return None, f"embedder backing off after failure ({error}); next probe in {max(0, math.ceil(wait))} s"
        if state == "unavailable":
            return None, f"embedder unavailable: {error}"
        if state == "none":
            return None, "no embedder configured"
        return None, f"embedder {state}"

    def embed_query(self, embedder: Embedder, text: str, timeout: float) -> tuple[np.ndarray | None, str | None]:
        """(vector, None) or (None, reason); a failure starts or extends the back-off."""
        vectors, error = self.embed_views(embedder, [text], timeout)
        return (None, error) if vectors is None else (vectors[0], None)

    def embed_views(self, embedder: Embedder, texts: list[str], timeout: float
                    ) -> tuple[np.ndarray | None, str | None]:
        """(one row per view, None) or (None, reason); a failure starts or extends the back-off."""
        try:
            vectors = embedder.embed_views(texts, timeout=max(0.05, timeout))
        except EmbedderError as exc:
            self._failed(exc)
            return None, f"{type(exc).__name__}: {exc}"
        return vectors, None

    # -- state changes ---------------------------------------------------------------------

    def _failed(self, exc: BaseException) -> None:
        with self._lock:
            if self._state == "closed":
                return
            self._failures += 1
            delay = BACKOFF_S[min(self._failures, len(BACKOFF_S)) - 1]
            self._state, self._error = "failing", f"{type(exc).__name__}: {exc}"
            self._retry_at = self._clock() + delay
        log.warning("embedder failed (%s); recall is lexical-only for %.0f s", self._error, delay)
        self._on_event("error", {"source": "embedder", "error": exc})

    def _succeeded(self) -> None:
        with self._lock:
            if self._state == "closed":
                return
            recovered = self._failures > 0
            self._state, self._error, self._failures = "ready", None, 0
        if recovered:
            log.warning("embedder is answering again; dense recall restored")
            self._on_event("recovered", {})

    def _probe(self, embedder: Embedder, timeout: float) -> None:
        try:
            embedder.embed_query(WARM_TEXT, timeout=timeout)
        except EmbedderError as exc:
            self._failed(exc)
        else:
            self._succeeded()

    def _probe_in_background(self) -> None:
        with self._lock:
            if self._probing or self._embedder is None:
                return
            self._probing = True
            embedder = self._embedder
            self._retry_at = self._clock() + BACKOFF_S[min(self._failures, len(BACKOFF_S)) - 1]

        def run() -> None:
            try:
                self._probe(embedder, timeout=self.settings.embed_timeout_s)
            finally:
                with self._lock:
                    self._probing = False

        threading.Thread(target=run, name="tiered-memory-embedder-probe", daemon=True).start()

    def status(self) -> dict[str, Any]:
        with self._lock:
            return {
                "state": self._state,
                "model": self._embedder.model_id if self._embedder is not None else None,
                "error": self._error,
                "failures": self._failures,
                "retry_in_s": max(0.0, round(self._retry_at - self._clock(), 1)) if self._state == "failing" else None,
            }
