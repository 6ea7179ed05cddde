"""The default embedder: a local Ollama server (qwen3-embedding:0.6b), reached through the `ollama` client."""

from __future__ import annotations

import json
import logging
import math
import os
import threading
from collections import OrderedDict
from typing import Any, Mapping

import httpx
import numpy as np

from ..config import DEFAULT_OLLAMA_HOST, DEFAULT_OLLAMA_MODEL
from ..errors import EmbedderProtocolError, EmbedderTimeout, EmbedderUnavailable
from .base import Embedder

log = logging.getLogger("tiered_memory.embedders")

QWEN3_QUERY_PREFIX = "Instruct: Given a user message, retrieve memories relevant to it\nQuery: "
_MAX_CLIENTS = 8  # ollama 0.6.3 fixes the timeout per Client: keep a few, one per (rounded) timeout


def default_query_prefix(model: str) -> str:
    """qwen3-embedding is instruction-tuned on the query side; other models get plain text."""
    return QWEN3_QUERY_PREFIX if model.lower().startswith("qwen3-embedding") else ""


def resolve_ollama_host(configured: str = "", env: Mapping[str, str] | None = None) -> str:
    """settings.embed_url, else $OLLAMA_HOST, else the default local port."""
    environ = os.environ if env is None else env
    return configured or environ.get("OLLAMA_HOST", "") or DEFAULT_OLLAMA_HOST


def _ollama_module(model_id: str) -> Any:
    """The `ollama` package, imported on first use (it costs ~0.3 s: pydantic)."""
    try:
        import ollama
    except ImportError as exc:
        raise EmbedderUnavailable(f"{model_id}: the ollama package is not installed: {exc}") from exc
    return ollama


def _timeout_key(timeout: float) -> float:
    """Round up to 10 ms so callers passing 'what is left of my budget' reuse clients."""
    return max(0.01, math.ceil(timeout * 100) / 100)


class OllamaEmbedder(Embedder):
    """POST /api/embed on an Ollama server; vectors of one model id, `dim` learnt from the first answer."""

    def __init__(
        self,
        model: str = DEFAULT_OLLAMA_MODEL,
        host: str = DEFAULT_OLLAMA_HOST,
        *,
        query_prefix: str | None = None,
        default_timeout: float = 10.0,
        keep_alive: str | float | None = None,
        transport: httpx.BaseTransport | None = None,
        batch_size: int = 32,
    ) -> None:
        self.model = model or DEFAULT_OLLAMA_MODEL
        self.host = host or DEFAULT_OLLAMA_HOST
        self.model_id = f"ollama:{self.model}"
        self.dim = None
        self.batch_size = batch_size
        self.query_prefix = default_query_prefix(self.model) if query_prefix is None else query_prefix
        self.default_timeout = default_timeout
        self.keep_alive = keep_alive
        self._owns_transport = transport is None
        self._transport = transport if transport is not None else httpx.HTTPTransport()
        self._clients: OrderedDict[float, Any] = OrderedDict()
        self._lock = threading.Lock()

    def _client(self, timeout: float) -> Any:
        """An ollama.Client whose httpx timeout is `timeout`; all share one connection pool."""
        ollama = _ollama_module(self.model_id)
        key = _timeout_key(timeout)
        with self._lock:
            client = self._clients.get(key)
            if client is None:
                client = ollama.Client(host=self.host, timeout=key, transport=self._transport)
                self._clients[key] = client
                if len(self._clients) > _MAX_CLIENTS:
                    self._clients.popitem(last=False)  # not closed: the shared transport is ours to close
            else:
                self._clients.move_to_end(key)
            return client

    def _embed(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        inputs = [self.query_prefix + text for text in texts] if is_query else list(texts)
        seconds = self.default_timeout if timeout is None else timeout
        response = self._call(inputs, seconds)
        return self._vectors(response, len(inputs))

    def _call(self, inputs: list[str], seconds: float) -> Any:
        try:
            client = self._client(seconds)
        except ValueError as exc:  # the client parses the host when it is built
            raise EmbedderUnavailable(f"{self.model_id}: unusable Ollama host {self.host!r}: {exc}") from exc
        ollama = _ollama_module(self.model_id)
        try:
            return client.embed(model=self.model, input=inputs, keep_alive=self.keep_alive)
        except ollama.ResponseError as exc:
            raise EmbedderUnavailable(
                f"{self.model_id} at {self.host}: server said {exc.error!r} (HTTP {exc.status_code})"
            ) from exc
        except httpx.TimeoutException as exc:
            raise EmbedderTimeout(f"{self.model_id} at {self.host}: no answer within {seconds:.3f} s") from exc
        except (ConnectionError, httpx.ConnectError, httpx.NetworkError) as exc:
            raise EmbedderUnavailable(f"{self.model_id}: cannot reach Ollama at {self.host}: {exc}") from exc
        except (httpx.UnsupportedProtocol, httpx.InvalidURL) as exc:
            raise EmbedderUnavailable(f"{self.model_id}: unusable Ollama host {self.host!r}: {exc}") from exc
        except (httpx.RemoteProtocolError, httpx.DecodingError, json.JSONDecodeError) as exc:
            raise EmbedderProtocolError(f"{self.model_id} at {self.host}: unreadable answer: {exc}") from exc
        except (ValueError, TypeError) as exc:  # pydantic's ValidationError is a ValueError
            raise EmbedderProtocolError(f"{self.model_id} at {self.host}: malformed answer: {exc}") from exc
        except httpx.HTTPError as exc:  # e.g. a refusing proxy or an illegal header
            raise EmbedderUnavailable(f"{self.model_id} at {self.host}: request failed: {type(exc).__name__}: {exc}") from exc

    def _vectors(self, response: Any, expected: int) -> np.ndarray:
        embeddings = getattr(response, "embeddings", None)
        if not embeddings or len(embeddings) != expected:
            count = 0 if embeddings is None else len(embeddings)
            raise EmbedderProtocolError(f"{self.model_id}: asked for {expected} vectors, got {count}")
        try:
            return np.asarray(embeddings, dtype=np.float32)
        except (ValueError, TypeError) as exc:
            raise EmbedderProtocolError(f"{self.model_id}: vectors are not a rectangular float array: {exc}") from exc

    def close(self) -> None:
        with self._lock:
            self._clients.clear()
        if self._owns_transport:
            self._transport.close()
