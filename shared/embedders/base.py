"""The one interface every embedder implements: texts in, L2-normalised float32 rows out."""

from __future__ import annotations

from abc import ABC, abstractmethod
from concurrent.futures import Future
from typing import Sequence

import numpy as np

from ..errors import EmbedderDimensionError, EmbedderProtocolError


class Embedder(ABC):
    """Turns texts into unit vectors; queries and stored passages may be encoded differently.

    `model_id` names the vector space ("builtin:multilingual-e5-small-q4",
    "ollama:qwen3-embedding:0.6b", "openai:text-embedding-3-small"); vectors of two
    different model ids are never compared. `dim` is None until the first answer for
    server backends. Every method raises only EmbedderError subclasses.
    """

    model_id: str
    dim: int | None
    batch_size: int = 32

    @abstractmethod
    def _embed(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        """Backend call for one batch; returns an (n, d) array."""

    def embed_queries(self, texts: Sequence[str], timeout: float | None = None) -> np.ndarray:
        """Vectors for search queries, shape (n, dim), rows L2-normalised."""
        return self._embed_all(list(texts), is_query=True, timeout=timeout)

    def embed_passages(self, texts: Sequence[str], timeout: float | None = None) -> np.ndarray:
        """Vectors for stored memories, shape (n, dim), rows L2-normalised."""
        return self._embed_all(list(texts), is_query=False, timeout=timeout)

    def embed_query(self, text: str, timeout: float | None = None) -> np.ndarray:
        """One query vector, shape (dim,)."""
        return self.embed_queries([text], timeout=timeout)[0]

    def embed_views(self, texts: Sequence[str], timeout: float | None = None) -> np.ndarray:
        """Query vectors for a few views of one query, in order, as fast as the backend allows: by default one
        batch call; the builtin engine runs two views side by side."""
        return self.embed_queries(texts, timeout=timeout)

    def embed_beside(self, text: str) -> Future[np.ndarray] | None:
        """Start embedding one query on a thread of its own and return its future (the builtin engine's second
        thread), or None where the backend has no such thread (then embed the views together, `embed_views`)."""
        return None

    def close(self) -> None:
        """Release clients and threads; the default holds none."""

    def _embed_all(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim or 0), dtype=np.float32)
        parts = [
            self._checked(self._embed(texts[i : i + self.batch_size], is_query=is_query, timeout=timeout),
                          expected_rows=len(texts[i : i + self.batch_size]))
            for i in range(0, len(texts), self.batch_size)
        ]
        return np.vstack(parts)

    def _checked(self, vectors: np.ndarray, *, expected_rows: int) -> np.ndarray:
        array = np.asarray(vectors, dtype=np.float32)
        if array.ndim != 2 or array.shape[0] != expected_rows:
            raise EmbedderProtocolError(
                f"{self.model_id}: expected {expected_rows} vectors, got array of shape {array.shape}"
            )
        if self.dim is None:
            self.dim = int(array.shape[1])
        elif array.shape[1] != self.dim:
            raise EmbedderDimensionError(
                f"{self.model_id}: expected dimension {self.dim}, got {array.shape[1]}"
            )
        if not np.all(np.isfinite(array)):
            raise EmbedderProtocolError(f"{self.model_id}: vectors contain NaN or infinity")
        norms = np.linalg.norm(array, axis=1, keepdims=True)
        if np.any(norms == 0):
            raise EmbedderProtocolError(f"{self.model_id}: zero vector returned")
        return array / norms
