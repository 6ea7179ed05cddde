"""One prefetch within its budget: query vector (if the embedder is healthy and in time), recall, select, record.

The lexical leg reads the message (up to QUERY_CHARS, its terms capped); the embedder
gets bounded views of it (`recall.dense_views`: its tail, and its head beside it on a second
engine thread, used when it is in by the time the tail is), so a pasted log costs about what a
question does. The embedder gets what is left of the budget minus a reserve for the lexical leg and
selection; a dead, slow or backing-off embedder makes this turn lexical-only and says so
in the record. Used by the provider, `python -m tiered_memory recall` and the benchmark.
"""

from __future__ import annotations

import time
from concurrent.futures import Future, TimeoutError as FutureTimeout, wait
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..shared.recall import DEFAULT_FUSION, FusionParams, RecallResult, dense_views, recall, start_lexical_leg
from .dedup import SessionLedger
from .evidence import LEXICAL_ONLY
from .runtime import Runtime
from .select import Selection, SelectionInputs, select

CANDIDATES = 20
QUERY_CHARS = 8000        # the lexical leg reads this much of a message (its terms are capped); the dense leg a bounded view
RESERVE_S = 0.15          # kept back from the embedder for the lexical leg, selection and rendering
MIN_EMBED_S = 0.05        # below this, do not even try to embed
HEAD_LATE_S = 0.0         # a long message's head view is used only if it is in when its tail is (a free core)


@dataclass
class PrefetchOutcome:
    """The block, the selection behind it, and the record `status` shows."""

    block: str
    selection: Selection | None
    recall: RecallResult | None
    record: dict[str, Any] = field(default_factory=dict)


def _ms(start: float) -> float:
    return round((time.perf_counter() - start) * 1000.0, 2)


def empty_outcome(query: str, why: str, started: float, **extra: Any) -> PrefetchOutcome:
    record = {"ms": _ms(started), "mode": "skipped", "candidates": 0, "injected": 0, "chars": 0,
              "why_empty": why, "query_chars": len(query or ""), **extra}
    return PrefetchOutcome("", None, None, record)


def _usable_embedder(runtime: Runtime, store: Any, deadline: float) -> tuple[Any, str | None]:
    """(the embedder this turn may use, None) or (None, why not; None for a new store with no vectors yet)."""
    embedder, why_not = runtime.embedding.usable()
    if embedder is None and runtime.embedding.loading():
        runtime.embedding.wait_ready(deadline - time.perf_counter() - RESERVE_S)  # the first turn: model loading
        embedder, why_not = runtime.embedding.usable()
    if embedder is None:
        return None, why_not
    models = store.vector_models()
    if not models:
        return None, None  # nothing embedded yet (a new store): lexical is all there is, not a fault
    if embedder.model_id not in models:
        others = ", ".join(sorted(models))
        return None, f"store has no {embedder.model_id} vectors (has: {others})"
    return embedder, None


def _query_vectors(runtime: Runtime, store: Any, embedder: Any, views: list[str], head: Future[Any] | None,
                   deadline: float) -> tuple[np.ndarray | None, Any, str | None, float | None]:
    """(one row per dense view, embedder, degraded reason, embed ms): the tail here, the head (`head`, started
    beside it) if it is in by the time the tail is; without a second engine thread the views go together."""
    timeout = deadline - time.perf_counter() - RESERVE_S
    if timeout < MIN_EMBED_S:
        return None, None, "no budget left for the query embedding", None
    t0 = time.perf_counter()
    vectors, error = runtime.embedding.embed_views(embedder, views[:1] if head is not None else views, timeout)
    if vectors is not None and head is not None:
        wait([head], timeout=HEAD_LATE_S)
        if head.done() and not head.cancelled() and head.exception() is None:
            vectors = np.vstack([vectors, head.result()[None, :]])
    embed_ms = _ms(t0)
    if vectors is None:
        return None, None, error, embed_ms
    if store.model_dim(embedder.model_id) not in (None, vectors.shape[1]):
        return None, None, f"{embedder.model_id} returned {vectors.shape[1]}-d vectors, store has others", embed_ms
    return vectors, embedder, None, embed_ms


def _lexical_hits(lexical: Future[list[tuple[int, float]]], deadline: float
                  ) -> tuple[list[tuple[int, float]], str | None]:
    """The lexical leg's hits, or none and why when it has not finished by the deadline."""
    try:
        return lexical.result(timeout=max(0.0, deadline - time.perf_counter())), None
    except FutureTimeout:
        lexical.cancel()
        return [], "lexical search did not finish within the budget"


def run_prefetch(runtime: Runtime, query: str, ledger: SessionLedger | None, *, budget_s: float,
                 top: int = 5, params: FusionParams = DEFAULT_FUSION) -> PrefetchOutcome:
    """Recall, dedup, gate and render for `query`; never waits past `budget_s` on the embedder or the lexical leg.
    `params`: recall's settings (the defaults; `bench/prefetch_views.py` compares others side by side)."""
    started = time.perf_counter()
    deadline = started + budget_s
    query = (query or "")[:QUERY_CHARS]
    store = runtime.store()
    if store is None:
        return empty_outcome(query, runtime.store_problem(), started)
    # the lexical leg runs while the query is embedded: at once on the first turn (while the model loads), else
    # after a long message's head view, which embeds beside the tail (two cores: the tail keeps one to itself)
    lexical = start_lexical_leg(store, query, CANDIDATES, params=params) if runtime.embedding.loading() else None
    embedder, degraded = _usable_embedder(runtime, store, deadline)
    texts = dense_views(query, params) if embedder is not None else []
    head = embedder.embed_beside(texts[1]) if len(texts) == 2 else None
    if lexical is None:
        lexical = start_lexical_leg(store, query, CANDIDATES, after=head, params=params,
                                    after_s=max(0.0, deadline - time.perf_counter() - RESERVE_S))
    views, embed_ms = None, None
    if embedder is not None:
        views, embedder, degraded, embed_ms = _query_vectors(runtime, store, embedder, texts, head, deadline)
    vector = None if views is None else views[0]   # the gate's cosines: the tail, the view every message has
    hits, late = _lexical_hits(lexical, deadline)
    degraded = "; ".join(filter(None, (degraded, late))) or None
    t0 = time.perf_counter()
    result = recall(store, query, CANDIDATES, embedder=embedder, mode="hybrid" if vector is not None else "lexical",
                    query_vector=views, lexical_hits=hits, params=params)
    recall_ms = _ms(t0)
    t0 = time.perf_counter()
    model = embedder.model_id if embedder is not None else None
    vectors = store.vectors_for(result.ids, model) if (vector is not None and model) else {}
    cosines = {mid: float(v @ vector) for mid, v in vectors.items()} if vector is not None else {}
    if vector is not None and runtime.calibrating():
        # the first turns after start: calibrating the gate for a new model, within the budget
        runtime.profile_settled.wait(max(0.0, deadline - time.perf_counter() - RESERVE_S))
    profile = runtime.profile(model) if vector is not None else LEXICAL_ONLY
    inputs = SelectionInputs(profile=profile, cosines=cosines, vectors=vectors, model=model,
                             hot_entries=runtime.hot.entries(), hot=runtime.hot, ledger=ledger,
                             forgotten=runtime.forgotten(), top=top)
    selection = select(query, result.candidates, inputs)
    select_ms = _ms(t0)
    if model and runtime.hot.missing_vectors(model):
        runtime.background("hot-vectors", runtime.refresh_hot_vectors)
    record = {"ms": _ms(started), "embed_ms": embed_ms, "recall_ms": recall_ms, "select_ms": select_ms,
              "dense_views": 0 if views is None else len(views),
              **_record(query, result, selection, degraded, model)}
    return PrefetchOutcome(selection.block, selection, result, record)


def _record(query: str, result: RecallResult, selection: Selection, degraded: str | None,
            model: str | None) -> dict[str, Any]:
    """What `status` shows of one prefetch, besides its timings."""
    return {
        "mode": result.mode,
        "degraded": degraded or result.degraded,
        "model": model,
        "gate_profile": selection.profile.source if selection.profile else None,
        "candidates": len(result.candidates),
        "injected": len(selection.injected),
        "injected_ids": [m.id for m in selection.injected],
        "chars": len(selection.block),
        "gate": selection.gate,
        "why_empty": selection.why_empty,
        "dropped": {k: v for k, v in selection.counts().items() if k != "injected"},
        "scanned": sum(d.scanned for d in selection.decisions),   # candidates without a current stored verdict
        "query_chars": len(query),
    }
