"""Consolidation: exact and near-duplicate cold memories merged into one live memory, the rest kept as history.

Near duplicates are found without comparing every pair: the live vectors of the current
model are centred and hashed by random hyperplanes (SimHash) into several tables; only
memories sharing a bucket are compared, by cosine, against the model's same-fact
threshold. Each candidate pair is then judged by the worker's value-aware `compare`: a
changed number, date or name is an *update* (the newer value supersedes the older),
never the same fact. Decisions are applied in short write transactions, so a prefetch
never waits long, and a crash leaves every memory live or history, never lost.
"""

from __future__ import annotations

import contextlib
import logging
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Iterator

import numpy as np

from .context import WorkerContext
from .dedup import SAME, UPDATE, compare, topic_cosine
from .mirror import pointer_target

log = logging.getLogger("tiered_memory.worker.consolidate")

EXACT_UP_TO = 4000   # up to this many vectors every pair is compared (blocked matrix products)
TABLES = 12          # hash tables beyond that: a close pair shares a bucket in at least one
BITS = 11            # hyperplanes per table: ~2,000 buckets, so a bucket holds ~n/2000 memories
MAX_BUCKET = 4000    # a bucket larger than this (a very skewed store) is split by its members' next bits
BLOCK = 1024         # rows per matrix product in the exact pass


@dataclass
class ConsolidationReport:
    """What one pass found and did."""

    live: int = 0
    vectors: int = 0
    exact_groups: int = 0
    pairs_checked: int = 0
    merged: int = 0
    superseded: int = 0
    seconds: float = 0.0
    decisions: list[tuple[int, int, str]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["decisions"] = len(self.decisions)
        return data


def consolidate(ctx: WorkerContext, now: float, *, seed: int = 0, apply: bool = True) -> ConsolidationReport:
    """One full pass over the live cold memories; `apply=False` only reports what it would do."""
    started = time.perf_counter()
    store = ctx.store
    report = ConsolidationReport(live=store.count())
    protected = _pointed_at(ctx)
    retired: set[int] = set()
    for group in store.exact_duplicates():
        report.exact_groups += 1
        keeper = group[0]
        for loser in group[1:]:
            if loser not in protected:
                report.decisions.append((loser, keeper, "merged"))
                report.merged += 1
                retired.add(loser)
    model = store.model_id
    if model is not None:
        ids, vectors = store.live_vectors(model)
        with _one_blas_thread():   # the other core stays free for Hermes' prefetch
            report.vectors = len(ids)
            threshold = topic_cosine(model)    # same subject; `compare` tells same fact, update or neither
            pairs = sorted(candidate_pairs(ids, vectors, threshold, seed=seed), key=lambda p: -p[2])
        del vectors
        report.pairs_checked = len(pairs)
        _judge(ctx, pairs, model, protected, retired, report)
    if apply and report.decisions:
        applied = store.merge_into(report.decisions, now)
        ctx.store.record_audit(ctx.run_id, "consolidated", "memory", "",
                               f"{applied} duplicate cold memories became history of the memory they repeat",
                               detail={"merged": report.merged, "superseded": report.superseded,
                                       "pairs": [list(d) for d in report.decisions[:200]]}, at=now)
    report.seconds = round(time.perf_counter() - started, 3)
    log.info("consolidation: %s", report.to_json())
    return report


def candidate_pairs(ids: np.ndarray, vectors: np.ndarray, threshold: float, *,
                    seed: int = 0) -> Iterator[tuple[int, int, float]]:
    """(id_a, id_b, cosine) for pairs at or above `threshold`: every pair in a small store, else
    those sharing a SimHash bucket in some table (each pair once)."""
    if len(ids) < 2:
        return
    if len(ids) <= EXACT_UP_TO:
        yield from _all_pairs(ids, vectors, threshold)
        return
    centred = vectors - vectors.mean(axis=0, keepdims=True)   # e5-style vectors share a large common component
    rng = np.random.default_rng(seed)
    seen: set[tuple[int, int]] = set()
    for _ in range(TABLES):
        planes = rng.standard_normal((vectors.shape[1], BITS)).astype(np.float32)
        codes = ((centred @ planes) > 0).astype(np.int64) @ (1 << np.arange(BITS, dtype=np.int64))
        order = np.argsort(codes, kind="stable")
        bounds = [0, *(np.flatnonzero(np.diff(codes[order])) + 1).tolist(), len(order)]
        table_ids, table_vectors = ids[order], vectors[order]   # one gather per table; buckets are slices
        for start, end in zip(bounds[:-1], bounds[1:]):
            if end - start < 2:
                continue
            if end - start <= MAX_BUCKET:
                yield from _pairs_in(table_ids[start:end], table_vectors[start:end], threshold, seen)
                continue
            for members in _small(order[start:end], centred, rng):
                yield from _pairs_in(ids[members], vectors[members], threshold, seen)


def _all_pairs(ids: np.ndarray, vectors: np.ndarray, threshold: float) -> Iterator[tuple[int, int, float]]:
    for start in range(0, len(ids), BLOCK):
        sims = vectors[start:start + BLOCK] @ vectors.T
        rows, cols = np.nonzero(sims >= threshold)
        for r, c in zip(rows.tolist(), cols.tolist()):
            if start + r < c:
                yield int(ids[start + r]), int(ids[c]), float(sims[r, c])


def _small(bucket: np.ndarray, centred: np.ndarray, rng: np.random.Generator) -> Iterator[np.ndarray]:
    """The bucket, split by further hyperplanes while it is larger than MAX_BUCKET."""
    if len(bucket) < 2:
        return
    if len(bucket) <= MAX_BUCKET:
        yield bucket
        return
    plane = rng.standard_normal(centred.shape[1]).astype(np.float32)
    side = centred[bucket] @ plane > 0
    if side.all() or not side.any():
        yield bucket[:MAX_BUCKET]   # degenerate: identical vectors; the rest are met in other tables
        return
    yield from _small(bucket[side], centred, rng)
    yield from _small(bucket[~side], centred, rng)


def _pairs_in(ids: np.ndarray, block: np.ndarray, threshold: float,
              seen: set[tuple[int, int]]) -> Iterator[tuple[int, int, float]]:
    sims = block @ block.T
    hits = sims >= threshold
    if int(np.count_nonzero(hits)) <= len(ids):   # only the diagonal: the common case, decided without a loop
        return
    rows, cols = np.nonzero(hits)
    for r, c in zip(rows.tolist(), cols.tolist()):
        if r >= c:
            continue
        a, b = int(ids[r]), int(ids[c])
        key = (min(a, b), max(a, b))
        if key not in seen:
            seen.add(key)
            yield key[0], key[1], float(sims[r, c])


def _judge(ctx: WorkerContext, pairs: list[tuple[int, int, float]], model: str, protected: set[int],
           retired: set[int], report: ConsolidationReport) -> None:
    """Value-aware verdicts, most similar pairs first; a memory is retired at most once per pass."""
    memories = ctx.store.get_many({i for a, b, _ in pairs for i in (a, b)})
    for a, b, cosine in pairs:
        if a in retired or b in retired or a not in memories or b not in memories:
            continue
        first, second = memories[a], memories[b]
        verdict = compare(second.text, first.text, cosine=cosine, model=model)
        if verdict.kind == SAME:
            keeper, loser = sorted((first, second), key=lambda m: (-m.recall_sessions, m.id))
            reason = "merged"
        elif verdict.kind == UPDATE and first.target == second.target:
            loser, keeper = sorted((first, second), key=lambda m: (m.event_at or m.created_at, m.id))
            reason = "superseded"
        else:
            continue
        if loser.id in protected:
            continue
        report.decisions.append((loser.id, keeper.id, reason))
        retired.add(loser.id)
        if reason == "merged":
            report.merged += 1
        else:
            report.superseded += 1


def _one_blas_thread() -> Any:
    try:
        from threadpoolctl import threadpool_limits
    except ImportError:   # an optional speed-up: without it BLAS may use both cores
        log.debug("threadpoolctl missing: consolidation's products may use every core")
        return contextlib.nullcontext()
    return threadpool_limits(limits=1, user_api="blas")


def _pointed_at(ctx: WorkerContext) -> set[int]:
    """Cold memories a hot entry points at (a pointer's full text, a move in progress): never retired here."""
    out: set[int] = set()
    for meta in ctx.store.hot_entries():
        if meta.cold_id is not None:
            out.add(int(meta.cold_id))
        target = pointer_target(meta.text)
        if target is not None:
            out.add(target)
    return out
