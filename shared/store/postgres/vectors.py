"""Vectors on PostgreSQL: pgvector rows per memory and model, a partial HNSW (cosine) index per model."""

from __future__ import annotations

import logging
import threading
import time
from typing import Any, Iterable, Sequence

import numpy as np

from ...errors import StoreError, TieredMemoryError
from ..vectors import VectorsPart as SqliteVectors, checked_vectors
from .schema import MIGRATION_LOCK, hnsw_sql, index_name

log = logging.getLogger("tiered_memory.store.postgres")

MODELS_MAX_AGE_S = 5.0   # another host's first vectors of a new model reach recall within this


class PgVectorsPart:
    """`tm_vectors` and `tm_models`, embedding and backfill (part of PgColdStore)."""

    _embed = SqliteVectors._embed

    def dense_coverage(self, model: str, *, max_age_s: float = 10.0) -> float:
        """Share of live memories with a `model` vector (recall reports it). The first call counts; later ones
        return the last count at once and, past `max_age_s`, recount on a background thread (the count reads
        every vector of the space: ~200 ms at 100k memories, too long for a recall's path)."""
        cached = self.__dict__.setdefault("_coverage_cache", {}).get(model)
        if cached is None:
            return self._count_coverage(model)
        busy = self.__dict__.setdefault("_coverage_busy", set())
        if time.monotonic() - cached[0] >= max_age_s and model not in busy:
            busy.add(model)
            threading.Thread(target=self._recount_coverage, args=(model,), name="tiered-memory-coverage",
                             daemon=True).start()
        return cached[1]

    def _count_coverage(self, model: str) -> float:
        have, total = self.coverage(model)
        share = 1.0 if total == 0 else min(1.0, have / total)
        self.__dict__.setdefault("_coverage_cache", {})[model] = (time.monotonic(), share)
        return share

    def _recount_coverage(self, model: str) -> None:
        try:
            self._count_coverage(model)
        except TieredMemoryError as exc:   # e.g. the server went away: the last count stays, a later recall retries
            log.warning("recounting the dense coverage of %s in %s failed: %s", model, self.where, exc)
        finally:
            self.__dict__["_coverage_busy"].discard(model)

    def stored_models(self) -> dict[str, int]:
        with self._tx() as conn:
            found = conn.execute("SELECT model, count(*) AS n FROM tm_vectors WHERE space = %s GROUP BY model",
                                 (self.space,)).fetchall()
        return {r["model"]: int(r["n"]) for r in found}

    def model_dim(self, model: str) -> int | None:
        """A model's dimension (registered once, never changed: cached)."""
        known = self.__dict__.setdefault("_dims", {})
        if model not in known:
            with self._tx() as conn:
                row = conn.execute("SELECT dim FROM tm_models WHERE model = %s", (model,)).fetchone()
            if row is None:
                return None
            known[model] = int(row["dim"])
        return known[model]

    def vector_models(self) -> set[str]:
        """Models with vectors in this space: one index probe per registered model, cached for
        MODELS_MAX_AGE_S (recall asks every time; this store's own vector writes refresh it at once)."""
        cached = self.__dict__.get("_models_cache")
        if cached and cached[1] and time.monotonic() - cached[0] < MODELS_MAX_AGE_S:   # none yet: always asked
            return set(cached[1])
        with self._read() as conn:
            models = {r["model"] for r in conn.execute(
                "SELECT m.model FROM tm_models m WHERE EXISTS (SELECT 1 FROM tm_vectors v "
                "WHERE v.space = %s AND v.model = m.model)", (self.space,)).fetchall()}
        self.__dict__["_models_cache"] = (time.monotonic(), frozenset(models))
        return models

    def vectors_for(self, ids: Iterable[int], model: str) -> dict[int, np.ndarray]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        with self._tx() as conn:
            found = conn.execute("SELECT memory_id, vec FROM tm_vectors WHERE space = %s AND model = %s "
                                 "AND memory_id = ANY(%s)", (self.space, model, ids)).fetchall()
        return {int(r["memory_id"]): np.asarray(r["vec"].to_numpy(), dtype=np.float32) for r in found}

    def embedded_among(self, ids: Iterable[int], model: str) -> set[int]:
        ids = [int(i) for i in ids]
        if not ids:
            return set()
        with self._tx() as conn:
            return {int(r["memory_id"]) for r in conn.execute(
                "SELECT memory_id FROM tm_vectors WHERE space = %s AND model = %s AND memory_id = ANY(%s)",
                (self.space, model, ids)).fetchall()}

    def coverage(self, model: str | None = None) -> tuple[int, int]:
        model = model or self.model_id
        with self._tx() as conn:
            total = int(conn.execute("SELECT count(*) AS n FROM tm_memories WHERE space = %s AND status = 'live'",
                                     (self.space,)).fetchone()["n"])
            if model is None:
                return 0, total
            have = int(conn.execute(
                "SELECT count(*) AS n FROM tm_vectors v JOIN tm_memories m ON m.id = v.memory_id "
                "WHERE v.space = %s AND v.model = %s AND m.status = 'live'", (self.space, model)).fetchone()["n"])
        return have, total

    def pending_vectors(self, model: str | None = None) -> int:
        model = model or self.model_id
        if model is None:
            return 0
        with self._tx() as conn:
            return int(conn.execute(
                "SELECT count(*) AS n FROM tm_memories m WHERE m.space = %s AND m.status = 'live' AND NOT EXISTS "
                "(SELECT 1 FROM tm_vectors v WHERE v.memory_id = m.id AND v.model = %s)", (self.space, model)
            ).fetchone()["n"])

    def backfill_vectors(self, limit: int = 64) -> int:
        if self.embedder is None:
            return 0
        model = self.embedder.model_id
        with self._tx() as conn:
            todo = conn.execute(
                "SELECT m.id, m.text FROM tm_memories m WHERE m.space = %s AND m.status = 'live' AND NOT EXISTS "
                "(SELECT 1 FROM tm_vectors v WHERE v.memory_id = m.id AND v.model = %s) ORDER BY m.id LIMIT %s",
                (self.space, model, int(limit))).fetchall()
        if not todo:
            return 0
        vectors, reason = self._embed([r["text"] for r in todo])
        if vectors is None:
            raise StoreError(f"cannot backfill vectors: {reason}")
        with self._tx() as conn:
            for row, vector in zip(todo, vectors):
                self._put_vector_in(conn, int(row["id"]), model, vector)
        self._index_pending()
        return len(todo)

    def live_vectors(self, model: str, *, chunk: int = 5000) -> tuple[np.ndarray, np.ndarray]:
        dim = self.model_dim(model)
        if dim is None:
            return np.zeros(0, dtype=np.int64), np.zeros((0, 0), dtype=np.float32)
        with self._tx() as conn:
            found = conn.execute(
                "SELECT v.memory_id, v.vec FROM tm_vectors v JOIN tm_memories m ON m.id = v.memory_id "
                "WHERE v.space = %s AND v.model = %s AND m.status = 'live' ORDER BY v.memory_id",
                (self.space, model)).fetchall()
        if not found:
            return np.zeros(0, dtype=np.int64), np.zeros((0, dim), dtype=np.float32)
        return (np.asarray([r["memory_id"] for r in found], dtype=np.int64),
                np.vstack([r["vec"].to_numpy() for r in found]).astype(np.float32))

    def drop_vectors(self, model: str, *, batch: int = 2000) -> int:
        with self._tx() as conn:
            dropped = conn.execute("DELETE FROM tm_vectors WHERE space = %s AND model = %s",
                                   (self.space, model)).rowcount
            conn.execute("UPDATE tm_memories SET embedding_model = NULL WHERE space = %s AND embedding_model = %s",
                         (self.space, model))
        self.__dict__.pop("_models_cache", None)
        return int(dropped)

    def import_vectors(self, model: str, ids: Sequence[int], vectors: np.ndarray) -> int:
        """Attach precomputed unit vectors of `model` to memories of this space (bulk loads, benchmarks)."""
        vectors = checked_vectors(model, ids, vectors, self.model_dim(model))
        with self._tx() as conn:
            self._register(conn, model, int(vectors.shape[1]))
            with conn.cursor() as cur:
                cur.executemany(
                    "INSERT INTO tm_vectors (memory_id, space, model, dim, vec) SELECT id, space, %s, %s, %s "
                    "FROM tm_memories WHERE id = %s AND space = %s ON CONFLICT DO NOTHING",
                    [(model, int(v.shape[0]), v, int(i), self.space) for i, v in zip(ids, vectors)])
            conn.execute("UPDATE tm_memories SET embedding_model = %s WHERE id = ANY(%s) AND space = %s",
                         (model, [int(i) for i in ids], self.space))
        self.__dict__.pop("_models_cache", None)
        self._ensure_index(model, int(vectors.shape[1]))
        return len(ids)

    def build_vector_index(self, model: str, *, rebuild: bool = False, memory_mb: int | None = None) -> float:
        """Create (or with `rebuild`, drop and re-create) `model`'s HNSW index; returns seconds taken.
        `memory_mb`: maintenance_work_mem for this build (a graph that does not fit builds many times slower)."""
        dim = self.model_dim(model)
        if dim is None:
            return 0.0
        started = time.perf_counter()
        with self._admin() as conn:
            conn.execute("SELECT pg_advisory_xact_lock(%s)", (MIGRATION_LOCK,))   # one builder, across hosts
            if memory_mb is not None:
                conn.execute("SELECT set_config('maintenance_work_mem', %s, true)", (f"{int(memory_mb)}MB",))
            if rebuild:
                conn.execute(f"DROP INDEX IF EXISTS {index_name(model)}")
            conn.execute(hnsw_sql(model, dim))
        self.__dict__.setdefault("_indexed", set()).add(model)
        return time.perf_counter() - started

    def drop_vector_index(self, model: str) -> None:
        """Drop `model`'s HNSW index (a bulk load then builds it once with `build_vector_index`)."""
        with self._admin() as conn:
            conn.execute(f"DROP INDEX IF EXISTS {index_name(model)}")
        self.__dict__.setdefault("_indexed", set()).add(model)   # not re-created behind the caller's back

    def _register(self, conn: Any, model: str, dim: int) -> None:
        if model in self.__dict__.get("_models_known", ()):   # registered by a committed write of this store
            return
        conn.execute("INSERT INTO tm_models (model, dim, first_used_at) VALUES (%s, %s, %s) "
                     "ON CONFLICT (model) DO NOTHING", (model, dim, self.clock()))

    def _ensure_index(self, model: str, dim: int) -> None:
        indexed = self.__dict__.setdefault("_indexed", set())
        if model in indexed:
            return
        with self._tx() as conn:
            present = conn.execute("SELECT to_regclass(%s) IS NOT NULL AS ok", (index_name(model),)).fetchone()["ok"]
        if not present:
            self.build_vector_index(model)
        indexed.add(model)

    def _put_vector_in(self, conn: Any, memory_id: int, model: str, vector: np.ndarray, *,
                       marked: bool = False) -> None:
        """Store one vector (`marked`: the memory row already names its model)."""
        vector = np.asarray(vector, dtype=np.float32)
        self._register(conn, model, int(vector.shape[0]))
        conn.execute("INSERT INTO tm_vectors (memory_id, space, model, dim, vec) VALUES (%s, %s, %s, %s, %s) "
                     "ON CONFLICT DO NOTHING", (memory_id, self.space, model, int(vector.shape[0]), vector))
        if not marked:
            conn.execute("UPDATE tm_memories SET embedding_model = %s WHERE id = %s", (model, memory_id))
        self.__dict__.setdefault("_pending_index", {})[model] = int(vector.shape[0])

    def _index_pending(self) -> None:
        """After a write transaction: make sure every model written has its HNSW index."""
        for model, dim in list(self.__dict__.get("_pending_index", {}).items()):
            self.__dict__.setdefault("_models_known", set()).add(model)
            self.__dict__.pop("_models_cache", None)
            self._ensure_index(model, dim)
        self.__dict__["_pending_index"] = {}
