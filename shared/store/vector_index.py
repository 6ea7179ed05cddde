"""Dense search over the stored float32 vectors: numpy brute force, or a sqlite-vec vec0 index.

The `vectors` table (float32 blobs, one row per memory and model) is the source of
truth. NumpyIndex keeps a per-model matrix in memory and refreshes it incrementally;
Vec0Index mirrors the rows into a `vec0` virtual table when the SQLite build can load
extensions. Both answer `search(query_vector, k)` with (memory_id, cosine) pairs.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import sqlite3
import threading
from dataclasses import dataclass, field
from typing import Any, Iterator

import numpy as np

log = logging.getLogger("tiered_memory.vectors")


def to_blob(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype=np.float32).tobytes()


def from_blob(blob: bytes, dim: int) -> np.ndarray:
    array = np.frombuffer(blob, dtype=np.float32)
    if array.shape[0] != dim:
        raise ValueError(f"vector blob has {array.shape[0]} values, expected {dim}")
    return array


@dataclass
class _Matrix:
    ids: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    rows: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), dtype=np.float32))
    last_seq: int = 0
    deletions: int = -1


class NumpyIndex:
    """Brute-force cosine over an in-memory matrix per model (rows are unit vectors)."""

    name = "numpy"

    def __init__(self, conn: sqlite3.Connection, lock: threading.RLock) -> None:
        self._conn = conn
        self._lock = lock
        self._cache: dict[str, _Matrix] = {}

    def on_insert(self, memory_id: int, model: str, vector: np.ndarray) -> None:
        """Nothing to do: the matrix catches up from the table on the next search."""

    def on_delete(self, memory_ids: list[int]) -> None:
        """Nothing to do: the deletion counter forces a reload."""

    def search(self, model: str, query: np.ndarray, k: int) -> list[tuple[int, float]]:
        matrix = self._refreshed(model)
        if matrix.ids.size == 0:
            return []
        with _single_threaded_blas():
            scores = matrix.rows @ np.asarray(query, dtype=np.float32)
        k = min(k, scores.shape[0])
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        return [(int(matrix.ids[i]), float(scores[i])) for i in top]

    def _refreshed(self, model: str) -> _Matrix:
        with self._lock:
            matrix = self._cache.setdefault(model, _Matrix())
            deletions = _deletions(self._conn)
            if deletions != matrix.deletions:
                matrix = self._cache[model] = _Matrix(deletions=deletions)
            rows = self._conn.execute(
                "SELECT seq, memory_id, dim, vec FROM vectors WHERE model = ? AND seq > ? ORDER BY seq",
                (model, matrix.last_seq),
            ).fetchall()
            if rows:
                dim = int(rows[0]["dim"])
                new = np.vstack([from_blob(r["vec"], dim) for r in rows])
                ids = np.fromiter((r["memory_id"] for r in rows), dtype=np.int64, count=len(rows))
                matrix.rows = new if matrix.rows.size == 0 else np.vstack([matrix.rows, new])
                matrix.ids = np.concatenate([matrix.ids, ids])
                matrix.last_seq = int(rows[-1]["seq"])
            return matrix


class Vec0Index:
    """sqlite-vec `vec0` virtual table per model, cosine distance, kept in step with `vectors`."""

    name = "vec0"

    def __init__(self, conn: sqlite3.Connection, lock: threading.RLock) -> None:
        import sqlite_vec

        conn.enable_load_extension(True)
        sqlite_vec.load(conn)
        conn.enable_load_extension(False)
        self._conn = conn
        self._lock = lock
        self._ready: set[str] = set()

    @staticmethod
    def table(model: str) -> str:
        return "vec_" + hashlib.sha1(model.encode("utf-8")).hexdigest()[:16]

    def _ensure(self, model: str, dim: int) -> str:
        table = self.table(model)
        if model not in self._ready:
            self._conn.execute(
                f"CREATE VIRTUAL TABLE IF NOT EXISTS {table} USING vec0("
                f"embedding float[{int(dim)}] distance_metric=cosine)"
            )
            self._ready.add(model)
        return table

    def on_insert(self, memory_id: int, model: str, vector: np.ndarray) -> None:
        table = self._ensure(model, vector.shape[0])
        self._conn.execute(f"DELETE FROM {table} WHERE rowid = ?", (memory_id,))
        self._conn.execute(f"INSERT INTO {table}(rowid, embedding) VALUES (?, ?)", (memory_id, to_blob(vector)))

    def on_delete(self, memory_ids: list[int]) -> None:
        for (name,) in self._conn.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'vec\\_%' ESCAPE '\\' "
            "AND sql LIKE '%USING vec0%'"
        ).fetchall():
            self._conn.executemany(f"DELETE FROM {name} WHERE rowid = ?", [(i,) for i in memory_ids])

    def search(self, model: str, query: np.ndarray, k: int) -> list[tuple[int, float]]:
        with self._lock:
            table = self.table(model)
            exists = self._conn.execute(
                "SELECT 1 FROM sqlite_master WHERE name = ?", (table,)
            ).fetchone()
            if not exists:
                return []
            rows = self._conn.execute(
                f"SELECT rowid, distance FROM {table} WHERE embedding MATCH ? AND k = ? ORDER BY distance",
                (to_blob(query), int(k)),
            ).fetchall()
        return [(int(r[0]), 1.0 - float(r[1])) for r in rows]

    def rebuild(self, model: str) -> int:
        """Copy every stored vector of `model` into its vec0 table (after a backend switch)."""
        rows = self._conn.execute(
            "SELECT memory_id, dim, vec FROM vectors WHERE model = ?", (model,)
        ).fetchall()
        for row in rows:
            self.on_insert(int(row["memory_id"]), model, from_blob(row["vec"], int(row["dim"])))
        return len(rows)


_blas_controller: Any = None
_blas_init_lock = threading.Lock()
_blas_use_lock = threading.Lock()


def _controller() -> Any:
    """threadpoolctl's controller, created once; None without threadpoolctl."""
    global _blas_controller
    with _blas_init_lock:
        if _blas_controller is None:
            try:
                from threadpoolctl import ThreadpoolController
            except ImportError:
                _blas_controller = False
            else:
                _blas_controller = ThreadpoolController()
    return _blas_controller or None


@contextlib.contextmanager
def _single_threaded_blas() -> Iterator[None]:
    """One BLAS thread for the matrix-vector product: it is memory-bound, and recall runs the
    lexical leg on the other core at the same time (measured at 100k x 384: recall p50
    33.4 ms with OpenBLAS' two threads, 24.6 ms with one). The limit is process-wide, so
    concurrent searches take turns and every search restores exactly what it found."""
    controller = _controller()
    if controller is None:
        yield
        return
    with _blas_use_lock, controller.limit(limits=1, user_api="blas"):
        yield


def _deletions(conn: sqlite3.Connection) -> int:
    row = conn.execute("SELECT value FROM meta WHERE key = 'vector_deletions'").fetchone()
    return int(row[0]) if row else 0
