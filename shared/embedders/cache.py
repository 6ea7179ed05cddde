"""An on-disk vector cache in front of any embedder, so benchmark reruns never re-embed the same text."""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import threading
from pathlib import Path

import numpy as np

from .base import Embedder

log = logging.getLogger("tiered_memory.embedders")

_SCHEMA = """
CREATE TABLE IF NOT EXISTS vectors (
    model_id TEXT NOT NULL,
    is_query INTEGER NOT NULL,
    text_sha256 BLOB NOT NULL,
    dim INTEGER NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (model_id, is_query, text_sha256)
) WITHOUT ROWID
"""
_LOOKUP_CHUNK = 500  # stay far below SQLite's bound-parameter limit


def text_key(text: str, *, is_query: bool, query_prefix: str = "") -> bytes:
    """sha256 of the text; for queries the backend's instruction prefix is part of the key."""
    material = (query_prefix + "\x00" + text) if is_query and query_prefix else text
    return hashlib.sha256(material.encode("utf-8", "surrogatepass")).digest()


class CachingEmbedder(Embedder):
    """Same interface and model id as `inner`; vectors already in the SQLite file are not recomputed."""

    def __init__(self, inner: Embedder, path: str | Path) -> None:
        self.inner = inner
        self.model_id = inner.model_id
        self.dim = inner.dim
        self.batch_size = 4096  # lookups and inserts per transaction; `inner` batches its own calls
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(str(self.path), timeout=30.0, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(_SCHEMA)
        self._lock = threading.Lock()
        self.hits = 0
        self.misses = 0

    def _embed(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        prefix = getattr(self.inner, "query_prefix", "") or ""
        keys = [text_key(text, is_query=is_query, query_prefix=prefix) for text in texts]
        found = self._lookup(keys, is_query)
        missing = list(dict.fromkeys(key for key in keys if key not in found))
        if missing:
            text_of: dict[bytes, str] = {}
            for key, text in zip(keys, texts):
                text_of.setdefault(key, text)
            batch = [text_of[key] for key in missing]
            fresh = self.inner.embed_queries(batch, timeout) if is_query else self.inner.embed_passages(batch, timeout)
            self._store(missing, fresh, is_query)
            found.update(zip(missing, fresh))
        self.hits += len(texts) - len(missing)
        self.misses += len(missing)
        if self.dim is None and self.inner.dim is not None:
            self.dim = self.inner.dim
        return np.vstack([found[key] for key in keys])

    def _lookup(self, keys: list[bytes], is_query: bool) -> dict[bytes, np.ndarray]:
        found: dict[bytes, np.ndarray] = {}
        distinct = list(dict.fromkeys(keys))
        with self._lock:
            for start in range(0, len(distinct), _LOOKUP_CHUNK):
                chunk = distinct[start : start + _LOOKUP_CHUNK]
                marks = ",".join("?" * len(chunk))
                try:
                    rows = self._db.execute(
                        f"SELECT text_sha256, dim, vector FROM vectors WHERE model_id = ? AND is_query = ?"
                        f" AND text_sha256 IN ({marks})",
                        (self.model_id, int(is_query), *chunk),
                    ).fetchall()
                except sqlite3.Error as exc:
                    log.warning("embedding cache %s: lookup failed, embedding afresh: %s", self.path, exc)
                    return found
                for key, dim, blob in rows:
                    vector = self._decode(blob, dim)
                    if vector is not None:
                        found[bytes(key)] = vector
        return found

    def _decode(self, blob: bytes, dim: int) -> np.ndarray | None:
        if len(blob) != 4 * dim:
            log.warning("embedding cache %s: entry of %d bytes for dim %d ignored", self.path, len(blob), dim)
            return None
        return np.frombuffer(blob, dtype="<f4").astype(np.float32)

    def _store(self, keys: list[bytes], vectors: np.ndarray, is_query: bool) -> None:
        rows = [
            (self.model_id, int(is_query), key, int(vector.shape[0]), np.asarray(vector, dtype="<f4").tobytes())
            for key, vector in zip(keys, vectors)
        ]
        with self._lock:
            try:
                with self._db:  # one transaction; rolled back on error
                    self._db.executemany("INSERT OR REPLACE INTO vectors VALUES (?, ?, ?, ?, ?)", rows)
            except sqlite3.Error as exc:
                log.warning("embedding cache %s: %d vectors not stored: %s", self.path, len(rows), exc)

    def close(self) -> None:
        with self._lock:
            self._db.close()
        self.inner.close()
