"""Vectors as rows: one float32 vector per memory and model, embedded in batches, kept in step with the index."""

from __future__ import annotations

import logging
import time
from typing import Iterable, Sequence

import numpy as np

from .. import db
from ..errors import EmbedderError, StoreError
from .vector_index import Vec0Index, from_blob, to_blob

log = logging.getLogger("tiered_memory.store")


def checked_vectors(model: str, ids: Sequence[int], vectors: np.ndarray, known_dim: int | None) -> np.ndarray:
    """`vectors` as float32 rows, one per id and of the model's recorded dimension, else StoreError."""
    vectors = np.asarray(vectors, dtype=np.float32)
    if vectors.ndim != 2 or vectors.shape[0] != len(ids):
        raise StoreError(f"import_vectors: {len(ids)} ids but vectors of shape {vectors.shape}")
    if known_dim is not None and known_dim != vectors.shape[1]:
        raise StoreError(f"import_vectors: {model} is {known_dim}-d in this store, got {vectors.shape[1]}-d")
    return vectors


class VectorsPart:
    """The `vectors` and `embedding_models` tables, embedding and backfill (part of ColdStore)."""

    def stored_models(self) -> dict[str, int]:
        """Embedding models with vectors in this store, and how many vectors each has."""
        with self._lock:
            rows = self._conn.execute("SELECT model, count(*) FROM vectors GROUP BY model").fetchall()
        return {r[0]: int(r[1]) for r in rows}

    def model_dim(self, model: str) -> int | None:
        with self._lock:
            row = self._conn.execute("SELECT dim FROM embedding_models WHERE model = ?", (model,)).fetchone()
        return int(row[0]) if row else None

    def vectors_for(self, ids: Iterable[int], model: str) -> dict[int, np.ndarray]:
        """The stored `model` vectors of these memories (those that have one)."""
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        with self._lock:
            rows = self._conn.execute(
                f"SELECT memory_id, dim, vec FROM vectors WHERE model = ? AND memory_id IN ({','.join('?' * len(ids))})",
                [model, *ids],
            ).fetchall()
        return {int(r[0]): from_blob(r[2], int(r[1])) for r in rows}

    def pending_vectors(self, model: str | None = None) -> int:
        """Live memories without a vector for `model` (default: the embedder's model)."""
        model = model or self.model_id
        if model is None:
            return 0
        with self._lock:
            return int(self._conn.execute(
                "SELECT count(*) FROM memories m WHERE m.status = 'live' AND NOT EXISTS "
                "(SELECT 1 FROM vectors v WHERE v.memory_id = m.id AND v.model = ?)", (model,)
            ).fetchone()[0])

    def vector_models(self) -> set[str]:
        """Embedding models that have vectors in this store (a cheap lookup, per recall)."""
        with self._lock:
            return {r[0] for r in self._conn.execute("SELECT model FROM embedding_models").fetchall()}

    def backfill_vectors(self, limit: int = 64) -> int:
        """Embed live memories that lack a vector for the embedder's model; returns how many."""
        if self.embedder is None:
            return 0
        model = self.embedder.model_id
        with self._lock:
            rows = self._conn.execute(
                "SELECT m.id, m.text FROM memories m WHERE m.status = 'live' AND NOT EXISTS "
                "(SELECT 1 FROM vectors v WHERE v.memory_id = m.id AND v.model = ?) ORDER BY m.id LIMIT ?",
                (model, int(limit)),
            ).fetchall()
        if not rows:
            return 0
        vectors, reason = self._embed([r["text"] for r in rows])
        if vectors is None:
            raise StoreError(f"cannot backfill vectors: {reason}")
        with self._lock, db.atomic(self._conn):
            for row, vector in zip(rows, vectors):
                self._store_vector(int(row["id"]), vector)
        return len(rows)

    def coverage(self, model: str | None = None) -> tuple[int, int]:
        """(live memories with a `model` vector, live memories); model defaults to the embedder's."""
        model = model or self.model_id
        with self._lock:
            total = int(self._conn.execute("SELECT count(*) FROM memories WHERE status = 'live'").fetchone()[0])
            if model is None:
                return 0, total
            have = int(self._conn.execute(
                "SELECT count(*) FROM vectors v JOIN memories m ON m.id = v.memory_id "
                "WHERE v.model = ? AND m.status = 'live'", (model,)).fetchone()[0])
        return have, total

    def embedded_among(self, ids: Iterable[int], model: str) -> set[int]:
        """Which of these memories have a `model` vector (no vector data is read)."""
        ids = [int(i) for i in ids]
        if not ids:
            return set()
        with self._lock:
            rows = self._conn.execute(
                f"SELECT memory_id FROM vectors WHERE model = ? AND memory_id IN ({','.join('?' * len(ids))})",
                [model, *ids]).fetchall()
        return {int(r[0]) for r in rows}

    def dense_coverage(self, model: str, *, max_age_s: float = 10.0) -> float:
        """Share of live memories with a `model` vector, recounted at most every `max_age_s` seconds
        (recall reports it, so a half re-embedded store does not pass for fully hybrid)."""
        cache = self.__dict__.setdefault("_coverage_cache", {})
        cached = cache.get(model)
        if cached is not None and time.monotonic() - cached[0] < max_age_s:
            return cached[1]
        have, total = self.coverage(model)
        share = 1.0 if total == 0 else min(1.0, have / total)
        cache[model] = (time.monotonic(), share)
        return share

    def live_vectors(self, model: str, *, chunk: int = 5000) -> tuple[np.ndarray, np.ndarray]:
        """(ids, unit vectors) of every live memory with a `model` vector, read in chunks (consolidation)."""
        dim = self.model_dim(model)
        if dim is None:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
        ids: list[int] = []
        blocks: list[np.ndarray] = []
        after = 0
        while True:
            with self._lock:
                rows = self._conn.execute(
                    "SELECT v.memory_id, v.vec FROM vectors v JOIN memories m ON m.id = v.memory_id "
                    "WHERE v.model = ? AND m.status = 'live' AND v.memory_id > ? ORDER BY v.memory_id LIMIT ?",
                    (model, after, int(chunk))).fetchall()
            if not rows:
                break
            ids += [int(r[0]) for r in rows]
            blocks.append(np.frombuffer(b"".join(r[1] for r in rows), dtype=np.float32).reshape(len(rows), dim))
            after = ids[-1]
        if not blocks:
            return np.zeros(0, dtype=np.int64), np.zeros((0, dim), dtype=np.float32)
        return np.asarray(ids, dtype=np.int64), np.vstack(blocks)

    def drop_vectors(self, model: str, *, batch: int = 2000) -> int:
        """Delete every vector of `model` (an embedding model no longer in use), in short transactions."""
        dropped = 0
        while True:
            with self._lock, db.atomic(self._conn):
                done = self._conn.execute(
                    "DELETE FROM vectors WHERE seq IN (SELECT seq FROM vectors WHERE model = ? LIMIT ?)",
                    (model, int(batch))).rowcount
                if done:
                    self._conn.execute(
                        "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'vector_deletions'")
                else:
                    self._conn.execute("DELETE FROM embedding_models WHERE model = ?", (model,))
                    if isinstance(self.index, Vec0Index):   # without the extension its table cannot be dropped
                        self._conn.execute(f"DROP TABLE IF EXISTS {Vec0Index.table(model)}")
                    self._conn.execute("UPDATE memories SET embedding_model = NULL WHERE embedding_model = ?",
                                       (model,))
            dropped += done
            if not done:
                return dropped

    def import_vectors(self, model: str, ids: Sequence[int], vectors: np.ndarray) -> int:
        """Attach precomputed unit vectors of `model` to memories (bulk loads, benchmarks)."""
        vectors = checked_vectors(model, ids, vectors, self.model_dim(model))
        with self._lock, db.atomic(self._conn):
            for memory_id, vector in zip(ids, vectors):
                self._put_vector(int(memory_id), model, vector)
        return len(ids)

    def _embed(self, texts: list[str]) -> tuple[np.ndarray | None, str | None]:
        if self.embedder is None:
            return None, "no embedder configured"
        try:
            vectors = self.embedder.embed_passages(texts, timeout=self.embed_timeout_s)
        except EmbedderError as exc:
            log.warning("storing %d memories lexical-only, vectors to be backfilled: %s", len(texts), exc)
            return None, f"embedder failed: {exc}"
        known = self.model_dim(self.embedder.model_id)
        if known is not None and vectors.shape[1] != known:
            message = (f"{self.embedder.model_id} returned {vectors.shape[1]}-dimension vectors, "
                       f"the store holds {known}-dimension vectors for that model")
            log.warning("storing %d memories lexical-only: %s", len(texts), message)
            return None, message
        return vectors, None

    def _store_vector(self, memory_id: int, vector: np.ndarray) -> None:
        assert self.embedder is not None
        self._put_vector(memory_id, self.embedder.model_id, vector)

    def _put_vector(self, memory_id: int, model: str, vector: np.ndarray) -> None:
        dim = int(vector.shape[0])
        self._conn.execute(
            "INSERT OR IGNORE INTO embedding_models (model, dim, first_used_at) VALUES (?, ?, ?)",
            (model, dim, self.clock()),
        )
        inserted = self._conn.execute(
            "INSERT INTO vectors (memory_id, model, dim, vec) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (memory_id, model) DO NOTHING",
            (memory_id, model, dim, to_blob(vector)),
        ).rowcount
        self._conn.execute("UPDATE memories SET embedding_model = ? WHERE id = ?", (model, memory_id))
        if inserted:
            self.index.on_insert(memory_id, model, vector)

    def _sync_vec0(self, *, rebuild: bool) -> bool:
        """True when every model's vec0 table holds all its vectors (rebuilding them if allowed)."""
        assert isinstance(self.index, Vec0Index)
        for model, count in self.stored_models().items():
            table = Vec0Index.table(model)
            exists = self._conn.execute("SELECT 1 FROM sqlite_master WHERE name = ?", (table,)).fetchone()
            have = self._conn.execute(f"SELECT count(*) FROM {table}").fetchone()[0] if exists else 0
            if have == count:
                continue
            if not rebuild:
                return False
            with self._lock, db.atomic(self._conn):
                log.info("rebuilding vec0 index for %s (%d of %d rows)", model, have, count)
                self.index.rebuild(model)
        return True
