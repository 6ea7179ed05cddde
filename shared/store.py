"""The cold store: memories in SQLite with an FTS5 index, float32 vectors and a trash.

Writes dedupe by normalised-content hash *before* embedding, embed the new texts in
one batch, then commit memory row, lexical terms and vector in one transaction. A
dead embedder never blocks a write: the memory is stored lexical-only and its vector
is backfilled later (`backfill_vectors`). Vectors of different models never mix.
"""

from __future__ import annotations

import json
import logging
import threading
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterable, Sequence

import numpy as np

from . import db
from .embedders.base import Embedder
from .errors import EmbedderError, MemoryNotFound, StoreError
from .text import content_hash, fts_match_expression, index_terms, normalize, query_terms
from .vectors import NumpyIndex, Vec0Index, from_blob, to_blob

log = logging.getLogger("tiered_memory.store")

COMMON_TERM_CUTOFF_FROM = 5000   # memories; below this every query term is used
COMMON_TERM_SHARE = 0.05         # a term in more than this share of memories is "common"
MIN_QUERY_TERMS = 2
MAX_DENSE_WINDOW = 4096          # sqlite-vec's largest k; also bounds a heavily filtered search

TARGETS = ("memory", "user")
TYPES = ("state", "rule", "fact", "pointer")
STATUSES = ("live", "history")

MIGRATIONS: tuple[str, ...] = (
    # 1: memories, lexical index, vectors, embedding models, trash, meta
    """
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE memories (
        id INTEGER PRIMARY KEY,
        text TEXT NOT NULL,
        content_hash TEXT NOT NULL,
        target TEXT NOT NULL CHECK (target IN ('memory', 'user')),
        type TEXT NOT NULL DEFAULT 'fact',
        importance REAL NOT NULL DEFAULT 0.5,
        status TEXT NOT NULL DEFAULT 'live' CHECK (status IN ('live', 'history')),
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        last_recalled_at REAL,
        recall_count INTEGER NOT NULL DEFAULT 0,
        event_time TEXT,
        valid_from REAL,
        valid_to REAL,
        superseded_by INTEGER REFERENCES memories(id),
        origin TEXT NOT NULL DEFAULT 'api',
        source_ref TEXT,
        embedding_model TEXT
    );
    CREATE INDEX memories_hash ON memories (content_hash, target, status);
    CREATE INDEX memories_status ON memories (status, target);
    CREATE INDEX memories_source ON memories (source_ref);
    CREATE VIRTUAL TABLE memory_terms USING fts5 (terms, tokenize = 'porter unicode61 remove_diacritics 2');
    CREATE TABLE vectors (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        memory_id INTEGER NOT NULL REFERENCES memories(id) ON DELETE CASCADE,
        model TEXT NOT NULL,
        dim INTEGER NOT NULL,
        vec BLOB NOT NULL,
        UNIQUE (memory_id, model)
    );
    CREATE TABLE embedding_models (
        model TEXT PRIMARY KEY,
        dim INTEGER NOT NULL,
        first_used_at REAL NOT NULL
    );
    CREATE TABLE trash (
        id INTEGER PRIMARY KEY,
        memory_id INTEGER NOT NULL,
        row_json TEXT NOT NULL,
        reason TEXT NOT NULL,
        trashed_at REAL NOT NULL
    );
    INSERT INTO meta (key, value) VALUES ('vector_deletions', '0');
    """,
    # 2: the worker's audit trail and its sidecar metadata / mirror of the hot entries
    """
    CREATE TABLE audit (
        id INTEGER PRIMARY KEY,
        at REAL NOT NULL,
        run_id TEXT NOT NULL,
        action TEXT NOT NULL,
        target TEXT NOT NULL,
        memory_id INTEGER,
        text TEXT NOT NULL,
        reason TEXT NOT NULL,
        detail_json TEXT NOT NULL DEFAULT '{}'
    );
    CREATE INDEX audit_at ON audit (at);
    CREATE TABLE hot_entries (
        target TEXT NOT NULL CHECK (target IN ('memory', 'user')),
        content_hash TEXT NOT NULL,
        text TEXT NOT NULL,
        type TEXT NOT NULL,
        importance REAL NOT NULL DEFAULT 0.5,
        protected INTEGER NOT NULL DEFAULT 0,
        origin TEXT NOT NULL DEFAULT 'hermes',
        written_at REAL NOT NULL,
        first_seen REAL NOT NULL,
        last_seen REAL NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        next_attempt_at REAL,
        cold_id INTEGER,
        moving INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (target, content_hash)
    );
    """,
)

_MEMORY_COLUMNS = (
    "id, text, content_hash, target, type, importance, status, created_at, updated_at, "
    "last_recalled_at, recall_count, event_time, valid_from, valid_to, superseded_by, origin, "
    "source_ref, embedding_model"
)


@dataclass(frozen=True)
class Memory:
    """One stored memory, live or history (superseded / replaced)."""

    id: int
    text: str
    content_hash: str
    target: str
    type: str
    importance: float
    status: str
    created_at: float
    updated_at: float
    last_recalled_at: float | None
    recall_count: int
    event_time: str | None
    valid_from: float | None
    valid_to: float | None
    superseded_by: int | None
    origin: str
    source_ref: str | None
    embedding_model: str | None

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class NewMemory:
    """What a caller hands to `ColdStore.add`."""

    text: str
    target: str = "memory"
    type: str = "fact"
    importance: float = 0.5
    origin: str = "api"
    source_ref: str | None = None
    event_time: str | None = None
    status: str = "live"


@dataclass(frozen=True)
class WriteResult:
    """Outcome of one write: the memory's id, whether it is new, whether it has a vector."""

    id: int
    created: bool
    embedded: bool
    reason: str | None = None


@dataclass(frozen=True)
class TrashEntry:
    id: int
    memory_id: int
    text: str
    reason: str
    trashed_at: float


@dataclass(frozen=True)
class AuditRecord:
    """One thing the worker did to a memory: what moved where, and why."""

    id: int
    at: float
    run_id: str
    action: str
    target: str
    memory_id: int | None
    text: str
    reason: str
    detail: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class HotEntryMeta:
    """The worker's record of one hot entry (its mirror row and sidecar metadata).

    `moving` = 1 is the intent record of a move: the cold copy `cold_id` is committed and
    the entry is being removed from the hot file; a restart finishes the removal.
    """

    target: str
    content_hash: str
    text: str
    type: str
    importance: float = 0.5
    protected: bool = False
    origin: str = "hermes"
    written_at: float = 0.0
    first_seen: float = 0.0
    last_seen: float = 0.0
    attempts: int = 0
    last_error: str | None = None
    next_attempt_at: float | None = None
    cold_id: int | None = None
    moving: bool = False

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


_HOT_COLUMNS = (
    "target, content_hash, text, type, importance, protected, origin, written_at, first_seen, "
    "last_seen, attempts, last_error, next_attempt_at, cold_id, moving"
)


def _hot_meta(row: Any) -> HotEntryMeta:
    data = dict(row)
    data["protected"] = bool(data["protected"])
    data["moving"] = bool(data["moving"])
    return HotEntryMeta(**data)


class ColdStore:
    """One SQLite cold store. Thread-safe; many readers, and the worker as the writer."""

    def __init__(self, path: Path, *, embedder: Embedder | None = None,
                 vector_backend: str = "auto", readonly: bool = False,
                 embed_timeout_s: float | None = None) -> None:
        self.path = Path(path)
        self.embedder = embedder
        self.embed_timeout_s = embed_timeout_s
        self._lock = threading.RLock()
        module = db.sqlite3
        if vector_backend == "vec0":
            module = db.extension_capable_module()
            if module is None:
                raise StoreError(
                    "vector_backend 'vec0' needs an SQLite that can load extensions; this Python's "
                    "cannot, and neither sqlean.py nor pysqlite3 is installed. Use 'numpy' (the default)."
                )
        self._module, self._readonly = module, readonly
        self._reader: Any = None                  # the lexical leg's own connection (opened lazily)
        self._reader_lock = threading.Lock()
        self._closed = False
        self._conn = db.connect(self.path, module=module, readonly=readonly)
        try:
            db.migrate(self._conn, self.path, MIGRATIONS, readonly=readonly)
            self._conn.execute("PRAGMA foreign_keys = ON")
            if vector_backend == "vec0":
                self.index: NumpyIndex | Vec0Index = Vec0Index(self._conn, self._lock)
                if not self._sync_vec0(rebuild=not readonly):
                    log.warning("the vec0 index of %s lags its vectors and this connection is read-only; "
                                "searching with numpy until the worker rebuilds it", self.path)
                    self.index = NumpyIndex(self._conn, self._lock)
            else:
                self.index = NumpyIndex(self._conn, self._lock)
        except BaseException:
            self._conn.close()
            raise

    # -- lifecycle -------------------------------------------------------------------

    def close(self) -> None:
        with self._lock:
            self._conn.close()
        with self._reader_lock:
            self._closed = True
            if self._reader is not None:
                self._reader.close()
                self._reader = None

    def _read_connection(self) -> Any:
        """A second connection for lexical searches, so they run beside the dense leg (WAL readers
        never block each other); call with `_reader_lock` held."""
        if self._closed:
            raise StoreError(f"{self.path} is closed")
        if self._reader is None:
            self._reader = db.connect(self.path, module=self._module, readonly=self._readonly)
        return self._reader

    def __enter__(self) -> "ColdStore":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    @property
    def model_id(self) -> str | None:
        return self.embedder.model_id if self.embedder is not None else None

    # -- reads -----------------------------------------------------------------------

    def get(self, memory_id: int) -> Memory:
        with self._lock:
            row = self._conn.execute(
                f"SELECT {_MEMORY_COLUMNS} FROM memories WHERE id = ?", (int(memory_id),)
            ).fetchone()
        if row is None:
            raise MemoryNotFound(f"no memory with id {memory_id} in {self.path}")
        return Memory(**dict(row))

    def get_many(self, ids: Iterable[int]) -> dict[int, Memory]:
        ids = [int(i) for i in ids]
        if not ids:
            return {}
        with self._lock:
            rows = self._conn.execute(
                f"SELECT {_MEMORY_COLUMNS} FROM memories WHERE id IN ({','.join('?' * len(ids))})", ids
            ).fetchall()
        return {row["id"]: Memory(**dict(row)) for row in rows}

    def find_by_hash(self, text: str, target: str | None = None, *, status: str = "live") -> Memory | None:
        sql = f"SELECT {_MEMORY_COLUMNS} FROM memories WHERE content_hash = ? AND status = ?"
        args: list[Any] = [content_hash(text), status]
        if target is not None:
            sql += " AND target = ?"
            args.append(target)
        with self._lock:
            row = self._conn.execute(sql + " ORDER BY id LIMIT 1", args).fetchone()
        return Memory(**dict(row)) if row else None

    def list(self, *, status: str | None = "live", target: str | None = None,
             limit: int | None = None) -> list[Memory]:
        where, args = _where(status=status, target=target)
        sql = f"SELECT {_MEMORY_COLUMNS} FROM memories WHERE 1 = 1{where} ORDER BY id"
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        with self._lock:
            return [Memory(**dict(r)) for r in self._conn.execute(sql, args).fetchall()]

    def count(self, *, status: str | None = "live") -> int:
        with self._lock:
            if status is None:
                return int(self._conn.execute("SELECT count(*) FROM memories").fetchone()[0])
            return int(self._conn.execute(
                "SELECT count(*) FROM memories WHERE status = ?", (status,)
            ).fetchone()[0])

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

    def lexical_search(self, query: str, k: int, *, statuses: Sequence[str] = ("live",),
                       target: str | None = None) -> list[tuple[int, float]]:
        """FTS5 OR-query of the query's terms; (memory_id, bm25 score, higher is better)."""
        expression = fts_match_expression(self._discriminating_terms(query_terms(query)))
        if expression is None:
            return []
        sql = (
            "SELECT t.rowid, -bm25(memory_terms) AS score FROM memory_terms t "
            "JOIN memories m ON m.id = t.rowid WHERE memory_terms MATCH ? "
            f"AND m.status IN ({','.join('?' * len(statuses))})"
        )
        args: list[Any] = [expression, *statuses]
        if target is not None:
            sql += " AND m.target = ?"
            args.append(target)
        sql += " ORDER BY bm25(memory_terms) LIMIT ?"
        args.append(int(k))
        with self._reader_lock:
            rows = self._read_connection().execute(sql, args).fetchall()
        return [(int(r[0]), float(r[1])) for r in rows]

    def dense_search(self, vector: np.ndarray, model: str, k: int, *,
                     statuses: Sequence[str] = ("live",), target: str | None = None) -> list[tuple[int, float]]:
        """Cosine top-k among memories with a `model` vector and a wanted status; (memory_id, cosine)."""
        wide = min(k * 2 + 10, MAX_DENSE_WINDOW)
        while True:
            hits = self.index.search(model, vector, wide)
            wanted = self._filter_ids([i for i, _ in hits], statuses, target)
            kept = [(i, s) for i, s in hits if i in wanted]
            if len(kept) >= k or len(hits) < wide or wide >= MAX_DENSE_WINDOW:
                return kept[:k]
            wide = min(wide * 4, MAX_DENSE_WINDOW)

    def _filter_ids(self, ids: list[int], statuses: Sequence[str], target: str | None) -> set[int]:
        if not ids:
            return set()
        sql = (f"SELECT id FROM memories WHERE id IN ({','.join('?' * len(ids))}) "
               f"AND status IN ({','.join('?' * len(statuses))})")
        args: list[Any] = [*ids, *statuses]
        if target is not None:
            sql += " AND target = ?"
            args.append(target)
        with self._lock:
            return {int(r[0]) for r in self._conn.execute(sql, args).fetchall()}

    def _discriminating_terms(self, terms: list[str]) -> list[str]:
        """In a large store, drop query terms that occur in more than COMMON_TERM_SHARE of
        the memories (they barely move BM25 but dominate its cost); keep the rarest few."""
        if len(terms) <= MIN_QUERY_TERMS:
            return terms
        with self._reader_lock:
            reader = self._read_connection()
            total = int(reader.execute("SELECT coalesce(max(id), 0) FROM memories").fetchone()[0])
            if total < COMMON_TERM_CUTOFF_FROM:
                return terms
            frequency = {
                term: int(reader.execute(
                    "SELECT count(*) FROM memory_terms WHERE memory_terms MATCH ?",
                    (fts_match_expression([term]),),
                ).fetchone()[0])
                for term in terms
            }
        kept = [t for t in terms if frequency[t] <= COMMON_TERM_SHARE * total]
        if len(kept) < MIN_QUERY_TERMS:
            rarest = sorted(terms, key=lambda t: frequency[t])[:MIN_QUERY_TERMS]
            kept = [t for t in terms if t in rarest]
        return kept

    # -- writes ----------------------------------------------------------------------

    def add(self, item: NewMemory, *, embed: bool = True) -> WriteResult:
        return self.add_many([item], embed=embed)[0]

    def add_many(self, items: Sequence[NewMemory], *, embed: bool = True) -> list[WriteResult]:
        """Store memories; an equal memory (same content hash, target and status) is reused.

        Duplicates are found before embedding; the new texts are embedded in one batch;
        an embedder failure stores them lexical-only with the reason in the result.
        """
        plan = self._plan(items, embed=embed)
        with self._lock, db.atomic(self._conn):
            return self._apply(plan)

    def supersede(self, old_id: int, item: NewMemory) -> WriteResult:
        """A changed fact: store `item` live and turn `old_id` into its history (both kept, one transaction)."""
        plan = self._plan([item], embed=True)
        now = time.time()
        with self._lock, db.atomic(self._conn):
            result = self._apply(plan)[0]
            self._conn.execute(
                "UPDATE memories SET status = 'history', valid_to = ?, superseded_by = ?, updated_at = ? "
                "WHERE id = ? AND id != ?",
                (now, result.id, now, int(old_id), result.id),
            )
        return result

    def trash(self, memory_id: int, reason: str) -> TrashEntry:
        """Move a memory to the trash (restorable); its vectors and terms are dropped."""
        memory = self.get(memory_id)
        now = time.time()
        with self._lock, db.atomic(self._conn):
            cursor = self._conn.execute(
                "INSERT INTO trash (memory_id, row_json, reason, trashed_at) VALUES (?, ?, ?, ?)",
                (memory.id, json.dumps(memory.to_json(), ensure_ascii=False), reason, now),
            )
            self._delete_rows([memory.id])
        return TrashEntry(int(cursor.lastrowid), memory.id, memory.text, reason, now)

    def list_trash(self) -> list[TrashEntry]:
        with self._lock:
            rows = self._conn.execute(
                "SELECT id, memory_id, row_json, reason, trashed_at FROM trash ORDER BY id"
            ).fetchall()
        return [TrashEntry(r["id"], r["memory_id"], json.loads(r["row_json"])["text"], r["reason"],
                           r["trashed_at"]) for r in rows]

    def restore(self, memory_id: int) -> Memory:
        """Bring a trashed memory back under its old id; its vector is re-embedded."""
        with self._lock:
            row = self._conn.execute(
                "SELECT id, row_json FROM trash WHERE memory_id = ? ORDER BY id DESC LIMIT 1", (int(memory_id),)
            ).fetchone()
        if row is None:
            raise MemoryNotFound(f"memory {memory_id} is not in the trash of {self.path}")
        data = json.loads(row["row_json"])
        twin = self.find_by_hash(data["text"], data["target"], status=data["status"])
        if twin is not None:  # the same content was stored again meanwhile: keep one copy
            with self._lock, db.atomic(self._conn):
                self._conn.execute("DELETE FROM trash WHERE id = ?", (row["id"],))
            return twin
        vectors, _ = self._embed([data["text"]])
        with self._lock, db.atomic(self._conn):
            data["embedding_model"] = None
            if data.get("superseded_by") is not None and not self._conn.execute(
                    "SELECT 1 FROM memories WHERE id = ?", (data["superseded_by"],)).fetchone():
                data["superseded_by"] = None
            columns = ", ".join(data)
            self._conn.execute(
                f"INSERT INTO memories ({columns}) VALUES ({','.join('?' * len(data))})", list(data.values())
            )
            self._conn.execute("INSERT INTO memory_terms (rowid, terms) VALUES (?, ?)",
                               (data["id"], index_terms(data["text"])))
            if vectors is not None:
                self._store_vector(data["id"], vectors[0])
            self._conn.execute("DELETE FROM trash WHERE id = ?", (row["id"],))
        return self.get(data["id"])

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

    def import_vectors(self, model: str, ids: Sequence[int], vectors: np.ndarray) -> int:
        """Attach precomputed unit vectors of `model` to memories (bulk loads, benchmarks)."""
        vectors = np.asarray(vectors, dtype=np.float32)
        if vectors.ndim != 2 or vectors.shape[0] != len(ids):
            raise StoreError(f"import_vectors: {len(ids)} ids but vectors of shape {vectors.shape}")
        known = self.model_dim(model)
        if known is not None and known != vectors.shape[1]:
            raise StoreError(f"import_vectors: {model} is {known}-d in this store, got {vectors.shape[1]}-d")
        with self._lock, db.atomic(self._conn):
            for memory_id, vector in zip(ids, vectors):
                self._put_vector(int(memory_id), model, vector)
        return len(ids)

    def archive(self, item: NewMemory, *, superseded_by: int | None = None) -> WriteResult:
        """Store `item` as history (removed, replaced or a near-duplicate of `superseded_by`).

        Idempotent like `add`: an equal history memory of the same target is reused.
        """
        item = NewMemory(item.text, item.target, item.type, item.importance, item.origin,
                         item.source_ref, item.event_time, "history")
        plan = self._plan([item], embed=True)
        with self._lock, db.atomic(self._conn):
            result = self._apply(plan)[0]
            if result.created:
                self._conn.execute(
                    "UPDATE memories SET valid_to = ?, superseded_by = ? WHERE id = ?",
                    (time.time(), superseded_by, result.id),
                )
        return result

    def find_text(self, text: str, target: str | None = None) -> Memory | None:
        """A memory with this content hash in any status (live first), or None."""
        return self.find_by_hash(text, target, status="live") or self.find_by_hash(text, target, status="history")

    def in_trash(self, text: str) -> bool:
        """True when a trashed memory has this content hash."""
        wanted = content_hash(text)
        return any(content_hash(entry.text) == wanted for entry in self.list_trash())

    # -- the worker's audit trail and hot-entry metadata ------------------------------

    def record_audit(self, run_id: str, action: str, target: str, text: str, reason: str, *,
                     memory_id: int | None = None, detail: dict[str, Any] | None = None,
                     at: float | None = None, forget_hot: str | None = None) -> int:
        """Append an audit record; with `forget_hot` (a content hash) drop that hot-entry row too,
        in the same transaction, so a move's completion is recorded exactly once."""
        with self._lock, db.atomic(self._conn):
            cursor = self._conn.execute(
                "INSERT INTO audit (at, run_id, action, target, memory_id, text, reason, detail_json) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (time.time() if at is None else float(at), run_id, action, target, memory_id, text, reason,
                 json.dumps(detail or {}, ensure_ascii=False, default=str)),
            )
            if forget_hot is not None:
                self._conn.execute("DELETE FROM hot_entries WHERE target = ? AND content_hash = ?",
                                   (target, forget_hot))
        return int(cursor.lastrowid)

    def audit_log(self, *, limit: int | None = 100, target: str | None = None,
                  run_id: str | None = None) -> list[AuditRecord]:
        """Audit records, newest first."""
        where, args = _where(target=target, run_id=run_id)
        sql = ("SELECT id, at, run_id, action, target, memory_id, text, reason, detail_json FROM audit "
               f"WHERE 1 = 1{where} ORDER BY id DESC")
        if limit is not None:
            sql += f" LIMIT {int(limit)}"
        with self._lock:
            rows = self._conn.execute(sql, args).fetchall()
        return [AuditRecord(r["id"], r["at"], r["run_id"], r["action"], r["target"], r["memory_id"], r["text"],
                            r["reason"], json.loads(r["detail_json"])) for r in rows]

    def hot_entries(self, target: str | None = None) -> list[HotEntryMeta]:
        """The worker's mirror of the hot files, oldest first."""
        sql = f"SELECT {_HOT_COLUMNS} FROM hot_entries"
        args: list[Any] = []
        if target is not None:
            sql += " WHERE target = ?"
            args.append(target)
        with self._lock:
            rows = self._conn.execute(sql + " ORDER BY first_seen, rowid", args).fetchall()
        return [_hot_meta(r) for r in rows]

    def get_hot_entry(self, target: str, text_or_hash: str, *, by_hash: bool = False) -> HotEntryMeta | None:
        key = text_or_hash if by_hash else content_hash(text_or_hash)
        with self._lock:
            row = self._conn.execute(
                f"SELECT {_HOT_COLUMNS} FROM hot_entries WHERE target = ? AND content_hash = ?", (target, key)
            ).fetchone()
        return _hot_meta(row) if row else None

    def put_hot_entry(self, meta: HotEntryMeta) -> None:
        """Insert or replace one hot-entry row."""
        if meta.target not in TARGETS:
            raise StoreError(f"target must be one of {TARGETS}, got {meta.target!r}")
        data = meta.to_json()
        data["protected"] = int(bool(data["protected"]))
        data["moving"] = int(bool(data["moving"]))
        with self._lock, db.atomic(self._conn):
            self._conn.execute(
                f"INSERT OR REPLACE INTO hot_entries ({_HOT_COLUMNS}) VALUES ({','.join('?' * len(data))})",
                list(data.values()),
            )

    # -- internals -------------------------------------------------------------------

    def _plan(self, items: Sequence[NewMemory], *, embed: bool) -> "_WritePlan":
        """Validate, find duplicates (before embedding), embed what is new in one batch."""
        prepared = [self._validated(item) for item in items]
        plan = _WritePlan(prepared, [None] * len(prepared))
        fresh: dict[tuple[str, str, str], int] = {}
        for pos, item in enumerate(prepared):
            key = (content_hash(item.text), item.target, item.status)
            existing = self.find_by_hash(item.text, item.target, status=item.status)
            if existing is not None:
                plan.results[pos] = WriteResult(existing.id, False, existing.embedding_model is not None, "duplicate")
            elif key in fresh:
                plan.copies[pos] = fresh[key]
            else:
                fresh[key] = pos
                plan.todo.append(pos)
        if embed and plan.todo:
            plan.vectors, plan.reason = self._embed([prepared[p].text for p in plan.todo])
        elif plan.todo:
            plan.reason = "embedding deferred"
        return plan

    def _apply(self, plan: "_WritePlan") -> list[WriteResult]:
        """Insert the plan's new memories; call inside one transaction."""
        now = time.time()
        for row, pos in enumerate(plan.todo):
            vector = plan.vectors[row] if plan.vectors is not None else None
            new_id = self._insert(plan.items[pos], vector, now)
            plan.results[pos] = WriteResult(new_id, True, vector is not None, plan.reason)
        for pos, first in plan.copies.items():
            original = plan.results[first]
            assert original is not None
            plan.results[pos] = WriteResult(original.id, False, original.embedded, "duplicate")
        return [r for r in plan.results if r is not None]

    def _validated(self, item: NewMemory) -> NewMemory:
        text = normalize(item.text)
        if not text:
            raise StoreError("cannot store an empty memory")
        if item.target not in TARGETS:
            raise StoreError(f"target must be one of {TARGETS}, got {item.target!r}")
        if item.type not in TYPES:
            raise StoreError(f"type must be one of {TYPES}, got {item.type!r}")
        if item.status not in STATUSES:
            raise StoreError(f"status must be one of {STATUSES}, got {item.status!r}")
        if not 0.0 <= float(item.importance) <= 1.0:
            raise StoreError(f"importance must be within 0..1, got {item.importance!r}")
        return NewMemory(text, item.target, item.type, float(item.importance), item.origin,
                         item.source_ref, item.event_time, item.status)

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

    def _insert(self, item: NewMemory, vector: np.ndarray | None, now: float) -> int:
        cursor = self._conn.execute(
            "INSERT INTO memories (text, content_hash, target, type, importance, status, created_at, "
            "updated_at, event_time, valid_from, origin, source_ref) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
            (item.text, content_hash(item.text), item.target, item.type, item.importance, item.status,
             now, now, item.event_time, now, item.origin, item.source_ref),
        )
        memory_id = int(cursor.lastrowid)
        self._conn.execute("INSERT INTO memory_terms (rowid, terms) VALUES (?, ?)",
                           (memory_id, index_terms(item.text)))
        if vector is not None:
            self._store_vector(memory_id, vector)
        return memory_id

    def _store_vector(self, memory_id: int, vector: np.ndarray) -> None:
        assert self.embedder is not None
        self._put_vector(memory_id, self.embedder.model_id, vector)

    def _put_vector(self, memory_id: int, model: str, vector: np.ndarray) -> None:
        dim = int(vector.shape[0])
        self._conn.execute(
            "INSERT OR IGNORE INTO embedding_models (model, dim, first_used_at) VALUES (?, ?, ?)",
            (model, dim, time.time()),
        )
        inserted = self._conn.execute(
            "INSERT INTO vectors (memory_id, model, dim, vec) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (memory_id, model) DO NOTHING",
            (memory_id, model, dim, to_blob(vector)),
        ).rowcount
        self._conn.execute("UPDATE memories SET embedding_model = ? WHERE id = ?", (model, memory_id))
        if inserted:
            self.index.on_insert(memory_id, model, vector)

    def _delete_rows(self, ids: list[int]) -> None:
        marks = ",".join("?" * len(ids))
        self._conn.execute(f"DELETE FROM memory_terms WHERE rowid IN ({marks})", ids)
        deleted = self._conn.execute(f"DELETE FROM vectors WHERE memory_id IN ({marks})", ids).rowcount
        self._conn.execute(f"UPDATE memories SET superseded_by = NULL WHERE superseded_by IN ({marks})", ids)
        self._conn.execute(f"DELETE FROM memories WHERE id IN ({marks})", ids)
        if deleted:
            self._conn.execute(
                "UPDATE meta SET value = CAST(value AS INTEGER) + 1 WHERE key = 'vector_deletions'"
            )
            self.index.on_delete(ids)

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


def _where(**filters: Any) -> tuple[str, list[Any]]:
    """`AND column = ?` clauses (and their arguments) for the filters that are not None."""
    used = {column: value for column, value in filters.items() if value is not None}
    return "".join(f" AND {column} = ?" for column in used), list(used.values())


@dataclass
class _WritePlan:
    """What one write will do: validated items, their results so far, what to insert."""

    items: list[NewMemory]
    results: list[WriteResult | None]
    todo: list[int] = field(default_factory=list)
    copies: dict[int, int] = field(default_factory=dict)  # position -> position of its first copy
    vectors: np.ndarray | None = None
    reason: str | None = None
